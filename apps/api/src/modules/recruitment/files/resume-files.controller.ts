import { Controller, Delete, Get, Post, Query, Req, Res, StreamableFile, applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiProduces, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Min } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../../../core/auth/access';
import { ApplicantRoute, CurrentPrincipal } from '../../../core/auth/decorators';
import type { Principal } from '../../../core/auth/principal';
import { RawResponse } from '../../../core/http/decorators';
import { IsInt } from '../../../core/http/validators';
import { Meta, type RequestMeta } from '../../../core/http/request-meta';
import { ApiEnvelope, ApiValueEnvelope, NULL_VALUE } from '../../../core/openapi/api-envelope';
import { sendStored } from '../../../core/storage/stored-file';
import { RECRUITER_PAGE } from '../applications/applications.controller';
import { RESUME_FILES_MAX, ResumeFiles } from './resume-files';

class ResumeFileView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ type: 'integer', description: '1 résumé (CV), 2 certificate, 3 photo, 4 other' }) kind!: number;
  @ApiProperty() fileName!: string;
  @ApiProperty({ type: 'integer' }) fileSize!: number;
  @ApiProperty() contentType!: string;
  @ApiProperty() createdAt!: string;
}

class FileIdQuery {
  @ApiProperty({ type: 'integer', minimum: 1 }) @Type(() => Number) @IsInt() @Min(1) Id!: number;
}

class ApplicationFileQuery {
  @ApiProperty({ type: 'integer', minimum: 1, description: 'the application' }) @Type(() => Number) @IsInt() @Min(1) Id!: number;
  @ApiProperty({ type: 'integer', minimum: 1 }) @Type(() => Number) @IsInt() @Min(1) FileId!: number;
}

/** A route that answers the file's bytes, not the envelope. */
const Download = () => applyDecorators(RawResponse(), ApiProduces('application/octet-stream'), ApiOkResponse({ description: 'the file', schema: { type: 'string', format: 'binary' } }));

/** The files of the applicant's résumé, on their own token (docs/recruitment.md "Résumé files"). */
@ApiTags('recruitment')
@ApiBearerAuth('bearer')
@Controller('api/recruitment/v1/applicant')
export class ResumeFilesController {
  constructor(private readonly files: ResumeFiles) {}

  @Get('files') @ApplicantRoute() @ApiEnvelope(ResumeFileView, { isArray: true }) @ApiOperation({ summary: 'The files of the applicant’s résumé, newest first' })
  list(@CurrentPrincipal() p: Principal) {
    return this.files.list(p.subjectId);
  }

  @Post('files')
  @ApplicantRoute()
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['kind', 'file'],
      properties: { kind: { type: 'integer', enum: [1, 2, 3, 4], description: '1 résumé (CV), 2 certificate, 3 photo (an image), 4 other' }, file: { type: 'string', format: 'binary', description: `PDF, Word, JPEG or PNG, at most 5 MB; ${RESUME_FILES_MAX} a résumé` } },
    },
  })
  @ApiEnvelope(ResumeFileView)
  @ApiOperation({ summary: 'Adds a file to the résumé' })
  upload(@Req() req: FastifyRequest, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta) {
    return this.files.upload(p.subjectId, req, meta);
  }

  @Get('file') @ApplicantRoute() @Download() @ApiOperation({ summary: 'One of the applicant’s files' })
  async download(@Query() q: FileIdQuery, @CurrentPrincipal() p: Principal, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile> {
    return sendStored(reply, await this.files.download(p.subjectId, q.Id));
  }

  @Delete('file') @ApplicantRoute() @ApiValueEnvelope(NULL_VALUE) @ApiOperation({ summary: 'Removes a file of the résumé (and its object)' })
  remove(@Query() q: FileIdQuery, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta) {
    return this.files.remove(p.subjectId, q.Id, meta);
  }
}

/** The résumé files of an applicant who applied to the caller's company, for its recruiters. */
@ApiTags('recruitment')
@ApiBearerAuth('bearer')
@Controller('api/recruitment/v1/jobapplication')
export class ApplicantFilesController {
  constructor(private readonly files: ResumeFiles) {}

  @Get('getApplicantFiles') @Access(RECRUITER_PAGE) @ApiEnvelope(ResumeFileView, { isArray: true }) @ApiOperation({ summary: 'The résumé files of an application’s applicant' })
  async list(@Query() q: FileIdQuery) {
    return this.files.list(await this.files.applicantOf(q.Id));
  }

  @Get('getApplicantFile') @Access(RECRUITER_PAGE) @Download() @ApiOperation({ summary: 'One résumé file of an application’s applicant' })
  async download(@Query() q: ApplicationFileQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile> {
    return sendStored(reply, await this.files.download(await this.files.applicantOf(q.Id), q.FileId));
  }
}
