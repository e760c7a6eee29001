import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { ATTACHMENT_MAX_BYTES, type AttachmentsDefinition, type EntityDefinition } from '@karsaz/entities';
import type { Prisma } from '../../generated/prisma/client';
import { PrismaClient } from '../database/database';
import { requireCompany } from '../context/request-context';
import { WritePath } from '../write/write-path';
import type { Principal } from '../auth/principal';
import { DomainException, notFound, type RawFieldError } from '../http/errors';
import type { RequestMeta } from '../http/request-meta';
import { INFRASTRUCTURE, type Infrastructure } from '../infrastructure';
import { safeContentType, storedFileName } from '../storage/file-names';
import { rowIsThere } from './own-rows';
import { openStored } from '../storage/stored-file';

type Tx = Prisma.TransactionClient;

/**
 * Several files a row (`attachments` of a definition): each a row of the one `EntityAttachment` table (the entity's
 * name and the row's id, its type, title and code, the file's name, size and type, and its object key) and an
 * object in the app's storage under `attachments/<company>/<entity>/<row>/<uuid>`. Company-owned like the row; a
 * write is audited on the row; a deleted row's files go with it (entity.service.ts).
 */

export interface AttachmentRow {
  id: number;
  rowId: number;
  type: number | null;
  title: string | null;
  code: string | null;
  fileName: string;
  fileSize: number;
  contentType: string;
  createdAt: Date;
  createdBy: number | null;
}

const SELECT = { id: true, rowId: true, type: true, title: true, code: true, fileName: true, fileSize: true, contentType: true, createdAt: true, createdBy: true } as const;

const fieldError = (field: string, constraint: string, fallback: string, args: unknown[] = []): RawFieldError => ({ field, constraint, args, fallback });

export const maxBytesOf = (a: AttachmentsDefinition) => a.maxBytes ?? ATTACHMENT_MAX_BYTES;
export const maxFilesOf = (a: AttachmentsDefinition) => a.max ?? 50;

/** Removes a row's attachment rows (in the row's delete transaction) and answers their object keys. */
export async function removeAttachmentsOf(entity: EntityDefinition, rowId: number, tx: Tx): Promise<string[]> {
  const rows = await tx.entityAttachment.findMany({ where: { entity: entity.name, rowId }, select: { objectKey: true } });
  if (rows.length) await tx.entityAttachment.deleteMany({ where: { entity: entity.name, rowId } });
  return rows.map((r) => r.objectKey);
}

/** Removes objects no row refers to any more (after the commit: the object store is not transactional). */
export async function removeAttachmentFiles(infra: Infrastructure, keys: string[]): Promise<void> {
  for (const key of keys) await infra.storage.remove(key).catch((err) => infra.logger.warn({ err, key }, 'removing an attachment file failed'));
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  file: { buffer: Buffer; fileName: string; contentType: string } | null;
  tooLarge: boolean;
}

/**
 * A multipart body: its fields and the one `file` part in memory, cut at `maxBytes` (`tooLarge` then, and no file).
 * Shared by the attachments of every entity and the applicant's résumé files.
 */
export async function receiveUpload(req: FastifyRequest, maxBytes: number): Promise<ReceivedUpload> {
  const out: ReceivedUpload = { fields: {}, file: null, tooLarge: false };
  if (!req.isMultipart()) return out;
  // throwFileSizeLimit is read by @fastify/multipart at run time but missing from the type of parts()' options
  const options = { throwFileSizeLimit: false, limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1000, parts: 12 } };
  for await (const part of req.parts(options as Parameters<FastifyRequest['parts']>[0])) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || out.file || out.tooLarge) {
        part.file.resume();
        continue;
      }
      const buffer = await part.toBuffer();
      if (part.file.truncated) out.tooLarge = true;
      else out.file = { buffer, fileName: storedFileName(part.filename), contentType: safeContentType(part.mimetype) };
    } else {
      out.fields[part.fieldname] = String(part.value ?? '');
    }
  }
  return out;
}

@Injectable()
export class AttachmentService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly writes: WritePath,
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
  ) {}

  /**
   * 404 unless the row is one of the caller's company and, on a self-service page (menu.personal), their own, or,
   * to read, one that waits for their decision.
   */
  private async assertRow(entity: EntityDefinition, rowId: number, p: Principal, tx: Tx | PrismaClient = this.prisma, reading = false): Promise<void> {
    if (!(await rowIsThere(this.prisma, entity, p, rowId, { reading, db: tx }))) throw notFound();
  }

  async list(entity: EntityDefinition, rowId: number, p: Principal): Promise<{ data: AttachmentRow[]; rowCount: number }> {
    await this.assertRow(entity, rowId, p, this.prisma, true);
    const data = await this.prisma.entityAttachment.findMany({ where: { entity: entity.name, rowId }, select: SELECT, orderBy: { id: 'asc' } });
    return { data, rowCount: data.length };
  }

  async upload(entity: EntityDefinition, req: FastifyRequest, p: Principal, m: RequestMeta): Promise<AttachmentRow> {
    const a = entity.attachments!;
    const maxBytes = maxBytesOf(a);
    const mb = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
    const { fields, file, tooLarge } = await receiveUpload(req, maxBytes);
    const errors: RawFieldError[] = [];
    const rowId = Number(fields.id);
    if (!Number.isInteger(rowId) || rowId < 1) errors.push(fieldError('id', 'isInt', 'id must be a whole number'));
    const type = fields.type === undefined || fields.type === '' ? null : Number(fields.type);
    if (a.types?.length) {
      if (type === null) errors.push(fieldError('type', 'isNotEmpty', 'type is required'));
      else if (!a.types.some((t) => t.value === type)) errors.push(fieldError('type', 'isIn', 'type has a value that is not allowed'));
    }
    const title = (fields.title ?? '').trim();
    if (!title && a.titleRequired !== false) errors.push(fieldError('title', 'isNotEmpty', 'title is required'));
    else if (title.length > 200) errors.push(fieldError('title', 'maxLength', 'title must be at most 200 characters long', [200]));
    const code = (fields.code ?? '').trim();
    if (code.length > 50) errors.push(fieldError('code', 'maxLength', 'code must be at most 50 characters long', [50]));
    if (tooLarge) errors.push(fieldError('file', 'maxFileSize', `the file is larger than ${mb} MB`, [mb]));
    else if (!file) errors.push(fieldError('file', 'isNotEmpty', req.isMultipart() ? 'file is required' : 'send the file as multipart/form-data'));
    else if (file.buffer.length === 0) errors.push(fieldError('file', 'emptyFile', 'the file is empty'));
    if (errors.length || !file) throw new DomainException(400, 'VALIDATION', { fieldErrors: errors });

    const companyId = requireCompany();
    await this.assertRow(entity, rowId, p);
    if ((await this.prisma.entityAttachment.count({ where: { entity: entity.name, rowId } })) >= maxFilesOf(a)) {
      throw new DomainException(400, 'VALIDATION', { fieldErrors: [fieldError('file', 'arrayMaxSize', `a row may have at most ${maxFilesOf(a)} files`, [maxFilesOf(a)])] });
    }
    const ext = /\.[A-Za-z0-9]{1,10}$/.exec(file.fileName)?.[0].toLowerCase() ?? '';
    const key = `attachments/${companyId}/${entity.name}/${rowId}/${randomUUID()}${ext}`;
    await this.infra.storage.put(key, file.buffer, { contentType: file.contentType });
    try {
      return await this.prisma.$transaction(async (tx) => {
        // the row may have been deleted meanwhile: its files would be orphans
        await this.assertRow(entity, rowId, p, tx);
        const row = await tx.entityAttachment.create({
          data: { companyId, entity: entity.name, rowId, type, title: title || null, code: code || null, fileName: file.fileName, fileSize: file.buffer.length, contentType: file.contentType, objectKey: key, createdBy: p.subjectId },
          select: SELECT,
        });
        await this.writes.record(tx, 'entity.attach', entity.name, rowId, p, m, { attachment: { id: row.id, type, title: row.title, code: row.code, fileName: row.fileName, fileSize: row.fileSize } });
        return row;
      });
    } catch (err) {
      await this.infra.storage.remove(key).catch(() => undefined);
      throw err;
    }
  }

  async download(entity: EntityDefinition, attachmentId: number, p: Principal): Promise<{ stream: Readable; fileName: string; contentType: string; fileSize: number }> {
    const row = await this.prisma.entityAttachment.findFirst({ where: { id: attachmentId, entity: entity.name }, select: { rowId: true, objectKey: true, fileName: true, contentType: true, fileSize: true } });
    if (!row) throw notFound();
    await this.assertRow(entity, row.rowId, p, this.prisma, true);
    const stream = await openStored(this.infra.storage, row.objectKey);
    return { stream, fileName: row.fileName, contentType: row.contentType, fileSize: row.fileSize };
  }

  async remove(entity: EntityDefinition, attachmentId: number, p: Principal, m: RequestMeta): Promise<{ id: number }> {
    const key = await this.prisma.$transaction(async (tx) => {
      const row = await tx.entityAttachment.findFirst({ where: { id: attachmentId, entity: entity.name } });
      if (!row) throw notFound();
      await this.assertRow(entity, row.rowId, p, tx);
      await tx.entityAttachment.deleteMany({ where: { id: attachmentId } });
      await this.writes.record(tx, 'entity.detach', entity.name, row.rowId, p, m, { attachment: { id: row.id, type: row.type, title: row.title, code: row.code, fileName: row.fileName } });
      return row.objectKey;
    });
    await removeAttachmentFiles(this.infra, [key]);
    return { id: attachmentId };
  }
}
