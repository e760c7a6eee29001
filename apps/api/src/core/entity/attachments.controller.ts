import 'reflect-metadata';
import { Controller, Delete, Get, Post, Query, Req, Res, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiExtraModels, ApiOkResponse, ApiOperation, ApiProduces, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Type as As } from 'class-transformer';
import { Min } from 'class-validator';
import { IsInt } from '../http/validators';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ENTITIES, menuUrlsOf, routePath, type EntityDefinition } from '@karsaz/entities';
import { Access } from '../auth/access';
import { CurrentPrincipal } from '../auth/decorators';
import type { Principal } from '../auth/principal';
import { ApiEnvelope, RawResponse } from '../http/decorators';
import { Meta, type RequestMeta } from '../http/request-meta';
import { sendStored } from '../storage/stored-file';
import { AttachmentService, maxBytesOf, maxFilesOf } from './attachments.service';
import { defineHandler } from '../openapi/handler';

/**
 * The attachment routes of every entity whose definition has `attachments`, made once here below the entity's base
 * (`/api/hr/v1/instruction/attachments/...`): the list of a row's files and a download on the row's pages, an upload
 * and a remove with their Update action. The company scope of the client keeps each company to its own files.
 */

export class AttachmentRowIdQuery {
  @ApiProperty({ type: 'integer', minimum: 1, description: 'the row whose files are listed' }) @As(() => Number) @IsInt() @Min(1) id!: number;
}

export class AttachmentIdQuery {
  @ApiProperty({ type: 'integer', minimum: 1 }) @As(() => Number) @IsInt() @Min(1) attachmentId!: number;
}

export class AttachmentSchema {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ type: 'integer', description: 'the row the file is attached to' }) rowId!: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'one of the definition’s attachment types' }) type!: number | null;
  @ApiProperty({ type: String, nullable: true }) title!: string | null;
  @ApiProperty({ type: String, nullable: true }) code!: string | null;
  @ApiProperty({ type: String }) fileName!: string;
  @ApiProperty({ type: 'integer' }) fileSize!: number;
  @ApiProperty({ type: String }) contentType!: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: 'integer', nullable: true }) createdBy!: number | null;
}

const one = { $ref: '#/components/schemas/AttachmentSchema' };

export function attachmentsController(entity: EntityDefinition): Type<unknown> {
  const a = entity.attachments!;
  const pages = menuUrlsOf(entity);
  const base = routePath(entity, 'attachments').replace(/^\//, '');
  const mb = Math.round((maxBytesOf(a) / (1024 * 1024)) * 10) / 10;
  const name = `${entity.model}AttachmentsController`;
  const cls = {
    [name]: class {
      constructor(readonly attachments: AttachmentService) {}
    },
  }[name]!;
  Reflect.defineMetadata('design:paramtypes', [AttachmentService], cls);
  Controller(base)(cls);
  ApiTags(entity.area)(cls);
  ApiBearerAuth('bearer')(cls);
  ApiExtraModels(AttachmentSchema)(cls);
  const proto = cls.prototype as object;
  type Self = { attachments: AttachmentService };
  const define = (method: string, fn: (this: Self, ...args: never[]) => unknown, params: { type: unknown; decorate: ParameterDecorator }[], decorators: MethodDecorator[]) => {
    const descriptor = defineHandler(proto, method, fn as (...args: never[]) => unknown);
    Reflect.defineMetadata('design:paramtypes', params.map((p) => p.type), proto, method);
    params.forEach((p, i) => p.decorate(proto, method, i));
    for (const d of decorators) d(proto, method, descriptor);
  };
  const principal = { type: Object, decorate: CurrentPrincipal() };
  const meta = { type: Object, decorate: Meta() };

  define(
    'attachments_getFiltered',
    function (this: Self, q: AttachmentRowIdQuery, p: Principal) {
      return this.attachments.list(entity, q.id, p);
    },
    [{ type: AttachmentRowIdQuery, decorate: Query() }, principal],
    [Get('getFiltered'), Access(pages), ApiOperation({ summary: `The files of a ${entity.label.singular.en.toLowerCase()}, oldest first` }), ApiEnvelope({ type: 'object', required: ['data', 'rowCount'], properties: { data: { type: 'array', items: one }, rowCount: { type: 'integer' } } })],
  );
  define(
    'attachments_upload',
    function (this: Self, req: FastifyRequest, p: Principal, m: RequestMeta) {
      return this.attachments.upload(entity, req, p, m);
    },
    [{ type: Object, decorate: Req() }, principal, meta],
    [
      Post('upload'),
      Access(pages, 'Update'),
      ApiOperation({ summary: `Attaches a file (at most ${mb} MB, ${maxFilesOf(a)} a row) to a ${entity.label.singular.en.toLowerCase()}` }),
      ApiConsumes('multipart/form-data'),
      ApiBody({
        schema: {
          type: 'object',
          required: ['id', 'file', ...(a.types?.length ? ['type'] : []), ...(a.titleRequired !== false ? ['title'] : [])],
          properties: {
            id: { type: 'integer', minimum: 1, description: 'the row' },
            ...(a.types?.length ? { type: { type: 'integer', enum: a.types.map((t) => t.value), description: a.types.map((t) => `${t.value} ${t.label.en}`).join(', ') } } : {}),
            title: { type: 'string', maxLength: 200 },
            code: { type: 'string', maxLength: 50 },
            file: { type: 'string', format: 'binary' },
          },
        },
      }),
      ApiEnvelope(one),
    ],
  );
  define(
    'attachments_download',
    async function (this: Self, q: AttachmentIdQuery, reply: FastifyReply, p: Principal) {
      return sendStored(reply, await this.attachments.download(entity, q.attachmentId, p));
    },
    [{ type: AttachmentIdQuery, decorate: Query() }, { type: Object, decorate: Res({ passthrough: true }) }, principal],
    [
      Get('download'),
      Access(pages),
      RawResponse(),
      ApiOperation({ summary: 'One attached file, with its content type and its name (RFC 6266 / 5987)' }),
      ApiProduces('application/octet-stream'),
      ApiOkResponse({ description: 'the file', schema: { type: 'string', format: 'binary' } }),
    ],
  );
  define(
    'attachments_remove',
    function (this: Self, q: AttachmentIdQuery, p: Principal, m: RequestMeta) {
      return this.attachments.remove(entity, q.attachmentId, p, m);
    },
    [{ type: AttachmentIdQuery, decorate: Query() }, principal, meta],
    [Delete('remove'), Access(pages, 'Update'), ApiOperation({ summary: 'Removes an attached file (and its object)' }), ApiEnvelope({ type: 'object', properties: { id: { type: 'integer' } } })],
  );
  return cls as Type<unknown>;
}

/** The entities whose rows take files. */
export const attachableEntities = () => ENTITIES.filter((e) => e.attachments && e.storage !== 'external');
