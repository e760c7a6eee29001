import { randomUUID } from 'node:crypto';
import { requireCompany } from '../../core/context/request-context';
import { Controller, Get, Inject, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiProduces, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Min } from 'class-validator';
import { IsInt } from '../../core/http/validators';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getEntity } from '@karsaz/entities';
import { PrismaClient } from '../../core/database/database';
import { WritePath, staleVersion } from '../../core/write/write-path';
import { Access } from '../../core/auth/access';
import { CurrentPrincipal } from '../../core/auth/decorators';
import type { Principal } from '../../core/auth/principal';
import { ApiEnvelope, RawResponse } from '../../core/http/decorators';
import { DomainException, notFound, type RawFieldError } from '../../core/http/errors';
import { Meta, type RequestMeta } from '../../core/http/request-meta';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure';
import { safeContentType, storedFileName } from './file-names';
import { openStored, sendStored } from '../../core/storage/stored-file';

const documentDetail = getEntity('documentdetail');

/** The largest file a document takes, and the one the upload refuses past it. */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
const MAX_MB = DOCUMENT_MAX_BYTES / (1024 * 1024);

export class DocumentDownloadQuery {
  @ApiProperty({ type: 'integer', minimum: 1 }) @Type(() => Number) @IsInt() @Min(1) documentDetailId!: number;
}

const STALE = { fa: 'این مستند در این فاصله تغییر کرده است؛ دوباره بارگذاری کنید.', en: 'This document was changed meanwhile; reload it.' };

const fieldError = (field: string, constraint: string, fallback: string, args: unknown[] = []): RawFieldError => ({ field, constraint, args, fallback });

interface Received {
  fields: Record<string, string>;
  file: { buffer: Buffer; fileName: string; contentType: string } | null;
  errors: RawFieldError[];
}

/**
 * The file of a document (spec platform-core §7 "DocumentDetail: … Upload … GET Download"), kept in the app's object
 * storage (MinIO, or a folder in the embedded mode) under `documents/<company>/<document>/<uuid>`; the row records
 * its name, type, size and key. The engine serves the document's other operations.
 */
@ApiTags('service')
@ApiBearerAuth('bearer')
@Controller('api/service/v1/DocumentDetail')
export class DocumentFileController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly writes: WritePath,
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
  ) {}

  /** Reads the multipart body: the fields, and the one `file` part in memory, refusing it past the limit. */
  private async receive(req: FastifyRequest): Promise<Received> {
    const out: Received = { fields: {}, file: null, errors: [] };
    if (!req.isMultipart()) {
      out.errors.push(fieldError('file', 'isNotEmpty', 'send the file as multipart/form-data'));
      return out;
    }
    let tooLarge = false;
    // throwFileSizeLimit is read by @fastify/multipart at run time but missing from the type of parts()' options
    const options = { throwFileSizeLimit: false, limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 } };
    for await (const part of req.parts(options as Parameters<FastifyRequest['parts']>[0])) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || out.file) {
          part.file.resume();
          continue;
        }
        // past the limit busboy stops keeping the file and marks it truncated; the rest of the body is still read
        const buffer = await part.toBuffer();
        if (part.file.truncated) tooLarge = true;
        else out.file = { buffer, fileName: storedFileName(part.filename), contentType: safeContentType(part.mimetype) };
      } else {
        out.fields[part.fieldname] = String(part.value ?? '');
      }
    }
    if (tooLarge) out.errors.push(fieldError('file', 'maxFileSize', `the file is larger than ${MAX_MB} MB`, [MAX_MB]));
    else if (!out.file) out.errors.push(fieldError('file', 'isNotEmpty', 'file is required'));
    else if (out.file.buffer.length === 0) out.errors.push(fieldError('file', 'emptyFile', 'the file is empty'));
    return out;
  }

  @Post('Upload')
  @Access(documentDetail.menu.url, 'Update')
  @ApiOperation({ summary: `Attaches a file (at most ${MAX_MB} MB) to a document, replacing the one it had; 409 when a given version is stale` })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['documentDetailId', 'file'],
      properties: {
        documentDetailId: { type: 'integer', minimum: 1 },
        version: { type: 'integer', minimum: 1, description: 'the version read; a stale one answers 409' },
        file: { type: 'string', format: 'binary' },
      },
    },
  })
  @ApiEnvelope({
    type: 'object',
    properties: { id: { type: 'integer' }, version: { type: 'integer' }, fileName: { type: 'string' }, contentType: { type: 'string' }, fileSize: { type: 'integer' } },
  })
  async upload(@Req() req: FastifyRequest, @CurrentPrincipal() p: Principal, @Meta() m: RequestMeta) {
    const { fields, file, errors } = await this.receive(req);
    const id = Number(fields.documentDetailId);
    if (!Number.isInteger(id) || id < 1) errors.unshift(fieldError('documentDetailId', 'isInt', 'documentDetailId must be a whole number'));
    const version = fields.version === undefined || fields.version === '' ? undefined : Number(fields.version);
    if (version !== undefined && (!Number.isInteger(version) || version < 1)) errors.push(fieldError('version', 'isInt', 'version must be a whole number'));
    if (errors.length || !file) throw new DomainException(400, 'VALIDATION', { fieldErrors: errors });
    const companyId = this.company(p);
    const row = await this.prisma.documentDetail.findFirst({ where: { id }, select: { id: true, version: true, objectKey: true } });
    if (!row) throw notFound();
    // a stale version is refused before the file is stored; the write below checks it again against a change meanwhile
    if (version !== undefined && version !== row.version) throw staleVersion(version, row.version, STALE);

    const ext = /\.[A-Za-z0-9]{1,10}$/.exec(file.fileName)?.[0].toLowerCase() ?? '';
    const key = `documents/${companyId}/${id}/${randomUUID()}${ext}`;
    await this.infra.storage.put(key, file.buffer, { contentType: file.contentType });
    const data = { fileName: file.fileName, contentType: file.contentType, fileSize: file.buffer.length, objectKey: key };
    let saved: { version: number };
    try {
      saved = await this.prisma.$transaction((tx) =>
        this.writes.update(
          tx,
          tx.documentDetail,
          {
            entity: documentDetail.name, event: 'entity.upload', id, version: row.version, current: row.version, where: { companyId }, data, stamped: true,
            audit: { before: { objectKey: row.objectKey }, after: data }, staleText: STALE,
          },
          p,
          m,
        ),
      );
    } catch (err) {
      // the row did not take the new file: do not keep it
      await this.infra.storage.remove(key).catch(() => undefined);
      throw err;
    }
    // the replaced file is no longer reachable from any row
    if (row.objectKey && row.objectKey !== key) {
      await this.infra.storage.remove(row.objectKey).catch((err) => this.infra.logger.warn({ err, key: row.objectKey }, 'removing a replaced document file failed'));
    }
    return { id, version: saved.version, fileName: data.fileName, contentType: data.contentType, fileSize: data.fileSize };
  }

  @Get('Download')
  @Access(documentDetail.menu.url)
  @RawResponse()
  @ApiOperation({ summary: 'The file of a document, with its content type and its name (RFC 6266 / 5987); 404 when it has none' })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'the file', schema: { type: 'string', format: 'binary' } })
  async download(@Query() q: DocumentDownloadQuery, @CurrentPrincipal() p: Principal, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile> {
    const row = await this.prisma.documentDetail.findFirst({
      where: { id: q.documentDetailId },
      select: { objectKey: true, fileName: true, contentType: true, fileSize: true },
    });
    if (!row?.objectKey) throw notFound();
    const stream = await openStored(this.infra.storage, row.objectKey);
    return sendStored(reply, { stream, fileName: row.fileName ?? 'document', contentType: row.contentType ?? 'application/octet-stream', fileSize: row.fileSize });
  }

  /** The token's company (403 when it names none): the object keys of its files live under it. */
  private company(_p: Principal): number {
    return requireCompany();
  }
}
