import 'reflect-metadata';
import { Body, Controller, Get, Post, Query, Req, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiExtraModels, ApiOperation, ApiProperty, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { ENTITIES, menuUrlsOf, type EntityDefinition } from '@karsaz/entities';
import { Access } from '../auth/access';
import { CurrentPrincipal } from '../auth/decorators';
import type { Principal } from '../auth/principal';
import { ApiEnvelope } from '../http/decorators';
import { DomainException } from '../http/errors';
import { Meta, type RequestMeta } from '../http/request-meta';
import type { Lang as Language } from '../i18n/messages';
import { Lang } from '../i18n/lang.decorator';
import { ImportService } from './import.service';

/** The largest workbook an import takes. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export class ImportCommitDto {
  @ApiProperty({ type: String, format: 'uuid', description: 'the id the preview answered' }) @IsUUID() id!: string;
}

export class ImportStatusQuery {
  @ApiProperty({ type: String, format: 'uuid', description: 'the id the preview answered' }) @IsUUID() id!: string;
}

export class ImportRowErrorSchema {
  @ApiProperty({ type: 'integer', description: 'the row number as the sheet shows it (the header is row 1)' }) row!: number;
  @ApiProperty({ type: String, description: '`rows[12].nameFa`' }) field!: string;
  @ApiProperty({ type: String }) message!: string;
}

export class ImportPreviewSchema {
  @ApiProperty({ type: String, format: 'uuid', description: 'the checked upload, for import/commit' }) id!: string;
  @ApiProperty({ type: 'integer' }) rowCount!: number;
  @ApiProperty({ type: 'integer', description: 'how many rows have errors' }) errorCount!: number;
  @ApiProperty({ type: [ImportRowErrorSchema], description: 'every bad row and field' }) errors!: ImportRowErrorSchema[];
}

export class ImportStatusSchema {
  @ApiProperty({ type: String, format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, enum: ['checked', 'queued', 'running', 'done', 'failed'] }) state!: string;
  @ApiProperty({ type: 'integer' }) total!: number;
  @ApiProperty({ type: 'integer', description: 'rows written so far (in the transaction, visible when done)' }) done!: number;
  @ApiProperty({ type: [ImportRowErrorSchema], description: 'why a failed import wrote nothing' }) errors!: ImportRowErrorSchema[];
}
const previewSchema = { $ref: getSchemaPath(ImportPreviewSchema) };
const statusSchema = { $ref: getSchemaPath(ImportStatusSchema) };

/** The one `file` part of a multipart body, in memory; 400 naming `file` otherwise. */
export async function receiveFile(req: FastifyRequest): Promise<{ file: Buffer; fields: Record<string, string> }> {
  const refuse = (constraint: string, fallback: string, args: unknown[] = []) => new DomainException(400, 'VALIDATION', { fieldErrors: [{ field: 'file', constraint, args, fallback }] });
  if (!req.isMultipart()) throw refuse('isNotEmpty', 'send the file as multipart/form-data');
  let file: Buffer | null = null;
  let tooLarge = false;
  const fields: Record<string, string> = {};
  const options = { throwFileSizeLimit: false, limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 } };
  for await (const part of req.parts(options as Parameters<FastifyRequest['parts']>[0])) {
    if (part.type !== 'file') {
      fields[part.fieldname] = String(part.value ?? '');
      continue;
    }
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
  return { file, fields };
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
  @ApiExtraModels(ImportPreviewSchema, ImportStatusSchema, ImportRowErrorSchema)
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
    @ApiBody({
      schema: {
        type: 'object',
        required: ['file'],
        properties: {
          file: { type: 'string', format: 'binary' },
          view: { type: 'string', description: 'a view of the entity (its path): each row takes the view\'s values, as a new row of its page does' },
        },
      },
    })
    @ApiEnvelope(previewSchema)
    async preview(@Req() req: FastifyRequest, @CurrentPrincipal() p: Principal, @Lang() lang: Language) {
      const { file, fields } = await receiveFile(req);
      return this.imports.preview(entity, file, p, lang, fields.view);
    }

    @Post('import/commit')
    @Access(owners, 'Create')
    @ApiOperation({ operationId: `${entity.model}_importCommit`, summary: `Writes a checked sheet of ${plural} in one transaction, as a queued job (all rows or none)` })
    @ApiEnvelope(statusSchema)
    commit(@Body() dto: ImportCommitDto, @CurrentPrincipal() p: Principal, @Meta() m: RequestMeta, @Lang() lang: Language) {
      return this.imports.commit(entity, dto.id, p, m, lang);
    }

    @Get('import/status')
    @Access(owners, 'Create')
    @ApiOperation({ operationId: `${entity.model}_importStatus`, summary: `The state and progress of an import of ${plural}` })
    @ApiEnvelope(statusSchema)
    status(@Query() q: ImportStatusQuery, @CurrentPrincipal() p: Principal, @Lang() lang: Language) {
      return this.imports.status(entity, q.id, p, lang);
    }
  }
  Object.defineProperty(Generated, 'name', { value: name });
  return Generated;
}

/**
 * `lines/fromSheet` of a document with lines (multipart `file`): its lines read from an Excel sheet for the form,
 * nothing written (ImportService.sheetLines). Open to whoever works on the document's pages.
 */
export function linesImportController(entity: EntityDefinition): Type<unknown> {
  const base = entity.basePath.replace(/^\//, '');
  const plural = entity.label.plural.en;

  @ApiTags(entity.area)
  @ApiBearerAuth('bearer')
  @Controller(base)
  class Generated {
    constructor(readonly imports: ImportService) {}

    @Post('lines/fromSheet')
    @Access(menuUrlsOf(entity))
    @ApiOperation({
      operationId: `${entity.model}_linesFromSheet`,
      summary: `Reads the lines of one of the ${plural} from an Excel sheet (headers: the lines' column titles or field names) for its form; writes nothing`,
    })
    @ApiConsumes('multipart/form-data')
    @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
    @ApiEnvelope({ type: 'object', required: ['lines'], properties: { lines: { type: 'array', items: { type: 'object', additionalProperties: true } } } })
    async fromSheet(@Req() req: FastifyRequest, @CurrentPrincipal() p: Principal) {
      const { file } = await receiveFile(req);
      return this.imports.sheetLines(entity, file, p);
    }
  }
  Object.defineProperty(Generated, 'name', { value: `${entity.model}LinesImportController` });
  return Generated;
}

/** The documents whose lines may come from a sheet: every one with lines the engine serves with a create. */
export const lineImportEntities = () => ENTITIES.filter((e) => e.storage !== 'external' && e.routes.create && e.lines);

/** The entities whose list screen imports: every one the engine serves with a create. */
// a document with lines is not a sheet of rows: its lines come with it, through its form or its API
export const importableEntities = () => ENTITIES.filter((e) => e.storage !== 'external' && e.routes.create && !e.lines);
