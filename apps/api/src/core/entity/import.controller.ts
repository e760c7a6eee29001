import 'reflect-metadata';
import { Body, Controller, Get, Headers, Post, Query, Req, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { ENTITIES, menuUrlsOf, type EntityDefinition } from '@karsaz/entities';
import { Access } from '../auth/access';
import { CurrentPrincipal } from '../auth/decorators';
import type { Principal } from '../auth/principal';
import { ApiEnvelope } from '../http/decorators';
import { DomainException } from '../http/errors';
import { Meta, type RequestMeta } from '../http/request-meta';
import { pickLanguage } from '../i18n/messages';
import { ImportService } from './import.service';

/** The largest workbook an import takes. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export class ImportCommitDto {
  @ApiProperty({ type: String, format: 'uuid', description: 'the id the preview answered' }) @IsUUID() id!: string;
}

export class ImportStatusQuery {
  @ApiProperty({ type: String, format: 'uuid', description: 'the id the preview answered' }) @IsUUID() id!: string;
}

const errorSchema = {
  type: 'object',
  required: ['row', 'field', 'message'],
  properties: {
    row: { type: 'integer', description: 'the row number as the sheet shows it (the header is row 1)' },
    field: { type: 'string', description: '`rows[12].nameFa`' },
    message: { type: 'string' },
  },
};
const previewSchema = {
  type: 'object',
  required: ['id', 'rowCount', 'errorCount', 'errors'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    rowCount: { type: 'integer' },
    errorCount: { type: 'integer', description: 'how many rows have errors' },
    errors: { type: 'array', items: errorSchema },
  },
};
const statusSchema = {
  type: 'object',
  required: ['id', 'state', 'total', 'done', 'errors'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    state: { type: 'string', enum: ['checked', 'queued', 'running', 'done', 'failed'] },
    total: { type: 'integer' },
    done: { type: 'integer' },
    errors: { type: 'array', items: errorSchema },
  },
};

/** The one `file` part of a multipart body, in memory; 400 naming `file` otherwise. */
async function receiveFile(req: FastifyRequest): Promise<Buffer> {
  const refuse = (constraint: string, fallback: string, args: unknown[] = []) => new DomainException(400, 'VALIDATION', { fieldErrors: [{ field: 'file', constraint, args, fallback }] });
  if (!req.isMultipart()) throw refuse('isNotEmpty', 'send the file as multipart/form-data');
  let file: Buffer | null = null;
  let tooLarge = false;
  const options = { throwFileSizeLimit: false, limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 } };
  for await (const part of req.parts(options as Parameters<FastifyRequest['parts']>[0])) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'file' || file) {
      part.file.resume();
      continue;
    }
    const buffer = await part.toBuffer();
    if (part.file.truncated) tooLarge = true;
    else file = buffer;
  }
  if (tooLarge) throw refuse('maxFileSize', 'the file is too large', [IMPORT_MAX_BYTES / (1024 * 1024)]);
  if (!file) throw refuse('isNotEmpty', 'file is required');
  if (!file.length) throw refuse('emptyFile', 'the file is empty');
  return file;
}

/**
 * The import routes of one entity, under its base path: `import/preview` (multipart `file`), `import/commit`
 * and `import/status?id=`, guarded by the entity's pages and the `Create` action like its create.
 */
export function importController(entity: EntityDefinition): Type<unknown> {
  const name = `${entity.model}ImportController`;
  const base = entity.basePath.replace(/^\//, '');
  const owners = menuUrlsOf(entity);
  const plural = entity.label.plural.en;

  @ApiTags(entity.area)
  @ApiBearerAuth('bearer')
  @Controller(base)
  class Generated {
    constructor(readonly imports: ImportService) {}

    @Post('import/preview')
    @Access(owners, 'Create')
    @ApiOperation({
      operationId: `${entity.model}_importPreview`,
      summary: `Checks an Excel sheet of ${plural} as a whole (headers: the export's column titles or the field names); lists every bad row and field`,
    })
    @ApiConsumes('multipart/form-data')
    @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
    @ApiEnvelope(previewSchema)
    async preview(@Req() req: FastifyRequest, @CurrentPrincipal() p: Principal, @Headers('accept-language') lang?: string) {
      return this.imports.preview(entity, await receiveFile(req), p, pickLanguage(lang));
    }

    @Post('import/commit')
    @Access(owners, 'Create')
    @ApiOperation({ operationId: `${entity.model}_importCommit`, summary: `Writes a checked sheet of ${plural} in one transaction, as a queued job (all rows or none)` })
    @ApiEnvelope(statusSchema)
    commit(@Body() dto: ImportCommitDto, @CurrentPrincipal() p: Principal, @Meta() m: RequestMeta, @Headers('accept-language') lang?: string) {
      return this.imports.commit(entity, dto.id, p, m, pickLanguage(lang));
    }

    @Get('import/status')
    @Access(owners, 'Create')
    @ApiOperation({ operationId: `${entity.model}_importStatus`, summary: `The state and progress of an import of ${plural}` })
    @ApiEnvelope(statusSchema)
    status(@Query() q: ImportStatusQuery, @CurrentPrincipal() p: Principal, @Headers('accept-language') lang?: string) {
      return this.imports.status(entity, q.id, p, pickLanguage(lang));
    }
  }
  Object.defineProperty(Generated, 'name', { value: name });
  return Generated;
}

/** The entities whose list screen imports: every one the engine serves with a create. */
export const importableEntities = () => ENTITIES.filter((e) => e.storage !== 'external' && e.routes.create);
