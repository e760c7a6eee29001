import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { toPersianDigits } from '@karsaz/domain';
import { PrismaClient } from '../../../core/database/database';
import { AuditService } from '../../../core/audit/audit.service';
import { conflict, fieldError, invalid, notFound, type RawFieldError } from '../../../core/http/errors';
import type { RequestMeta } from '../../../core/http/request-meta';
import { DependencyUnavailableError } from '../../../core/http/dependency-errors';
import { INFRASTRUCTURE, type Infrastructure } from '../../../core/infrastructure';
import { receiveUpload, removeAttachmentFiles } from '../../../core/entity/attachments.service';

/** 1 résumé (CV), 2 certificate, 3 photo, 4 other. */
export const RESUME_FILE_KINDS = [1, 2, 3, 4] as const;
export const RESUME_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_FILES_MAX = 10;

/**
 * What a file is by its first bytes, not by the name or type the browser gave: a PDF, a PNG, a JPEG, a Word
 * document (.docx is a zip, .doc an OLE file). Five signatures; a library for it (file-type) is ESM-only, which this
 * CommonJS build cannot load (STACK-FACTS).
 */
export function sniffFile(b: Buffer): { kind: 'pdf' | 'png' | 'jpeg' | 'docx' | 'doc'; contentType: string; image: boolean } | null {
  const starts = (...bytes: number[]) => bytes.every((x, i) => b[i] === x);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return { kind: 'pdf', contentType: 'application/pdf', image: false };
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { kind: 'png', contentType: 'image/png', image: true };
  if (starts(0xff, 0xd8, 0xff)) return { kind: 'jpeg', contentType: 'image/jpeg', image: true };
  if (starts(0x50, 0x4b, 0x03, 0x04)) return { kind: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', image: false };
  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return { kind: 'doc', contentType: 'application/msword', image: false };
  return null;
}

export const FILE_TEXT = {
  type: { fa: 'تنها فایل PDF، Word یا تصویر JPEG و PNG پذیرفته می‌شود.', en: 'Only a PDF, a Word document or a JPEG or PNG image is accepted.' },
  photo: { fa: 'عکس باید تصویر JPEG یا PNG باشد.', en: 'The photo must be a JPEG or PNG image.' },
  size: { fa: 'حجم فایل بیش از ۵ مگابایت است.', en: 'The file is larger than 5 MB.' },
  missing: { fa: 'فایلی انتخاب نشده است.', en: 'No file was chosen.' },
  kind: { fa: 'نوع فایل را انتخاب کنید.', en: 'Choose what the file is.' },
  tooMany: { fa: `حداکثر ${toPersianDigits(RESUME_FILES_MAX)} فایل می‌توان به رزومه افزود؛ یکی را حذف کنید.`, en: `A résumé holds at most ${RESUME_FILES_MAX} files; remove one first.` },
  notFound: { fa: 'فایل یافت نشد.', en: 'File not found.' },
};

const SELECT = { id: true, kind: true, fileName: true, fileSize: true, contentType: true, createdAt: true } as const;
const view = (r: { id: number; kind: number; fileName: string; fileSize: number; contentType: string; createdAt: Date }) => ({ ...r, createdAt: r.createdAt.toISOString() });

/**
 * The files of an applicant's résumé (docs/recruitment.md "Résumé files"): a CV, certificates, a photo, each an
 * object in the app's storage under `applicants/<applicant>/<uuid>` and a row of `applicant_file`. The applicant
 * adds, lists, downloads and removes their own; the recruiters of a company read those of an applicant who applied
 * to it (through an application of theirs).
 */
@Injectable()
export class ResumeFiles {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly audit: AuditService,
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
  ) {}

  async list(applicantId: number) {
    const rows = await this.prisma.applicantFile.findMany({ where: { applicantId }, orderBy: { id: 'desc' }, select: SELECT });
    return rows.map(view);
  }

  async upload(applicantId: number, req: FastifyRequest, meta: RequestMeta) {
    const { fields, file, tooLarge } = await receiveUpload(req, RESUME_FILE_MAX_BYTES);
    const problems: RawFieldError[] = [];
    const kind = Number(fields.kind);
    if (!(RESUME_FILE_KINDS as readonly number[]).includes(kind)) problems.push({ ...fieldError('kind', 'isIn', 'must be 1, 2, 3 or 4'), text: FILE_TEXT.kind });
    const sniffed = file ? sniffFile(file.buffer) : null;
    if (tooLarge) problems.push({ ...fieldError('file', 'maxFileSize', 'is larger than 5 MB'), text: FILE_TEXT.size });
    else if (!file || file.buffer.length === 0) problems.push({ ...fieldError('file', 'isNotEmpty', 'is required'), text: FILE_TEXT.missing });
    else if (!sniffed) problems.push({ ...fieldError('file', 'fileType', 'is not a PDF, Word, JPEG or PNG file'), text: FILE_TEXT.type });
    else if (kind === 3 && !sniffed.image) problems.push({ ...fieldError('file', 'image', 'is not an image'), text: FILE_TEXT.photo });
    if (problems.length || !file || !sniffed) throw invalid(problems);
    const key = `applicants/${applicantId}/${randomUUID()}.${sniffed.kind}`;
    await this.infra.storage.put(key, file.buffer, { contentType: sniffed.contentType });
    try {
      return await this.prisma.$transaction(async (tx) => {
        // the applicant's row is the lock: two uploads at once cannot pass the limit together
        await tx.$queryRaw`SELECT id FROM applicant WHERE id = ${applicantId} FOR UPDATE`;
        if ((await tx.applicantFile.count({ where: { applicantId } })) >= RESUME_FILES_MAX) throw conflict(FILE_TEXT.tooMany);
        const row = await tx.applicantFile.create({ data: { applicantId, kind, fileName: file.fileName, fileSize: file.buffer.length, contentType: sniffed.contentType, objectKey: key }, select: SELECT });
        await this.audit.record({ event: 'applicant.file.add', entity: 'applicant', entityId: applicantId, ip: meta.ip, traceId: meta.traceId, data: { fileId: row.id, kind, fileName: row.fileName, fileSize: row.fileSize } }, tx);
        return view(row);
      });
    } catch (err) {
      await this.infra.storage.remove(key).catch(() => undefined);
      throw err;
    }
  }

  async remove(applicantId: number, fileId: number, meta: RequestMeta) {
    const key = await this.prisma.$transaction(async (tx) => {
      const row = await tx.applicantFile.findFirst({ where: { id: fileId, applicantId } });
      if (!row) throw notFound(FILE_TEXT.notFound);
      await tx.applicantFile.delete({ where: { id: row.id } });
      await this.audit.record({ event: 'applicant.file.remove', entity: 'applicant', entityId: applicantId, ip: meta.ip, traceId: meta.traceId, data: { fileId: row.id, kind: row.kind, fileName: row.fileName } }, tx);
      return row.objectKey;
    });
    await removeAttachmentFiles(this.infra, [key]);
    return null;
  }

  /** One file of the applicant's (404 for anyone else's, or when its object is gone). */
  async download(applicantId: number, fileId: number): Promise<{ stream: Readable; fileName: string; contentType: string; fileSize: number }> {
    const row = await this.prisma.applicantFile.findFirst({ where: { id: fileId, applicantId } });
    if (!row) throw notFound(FILE_TEXT.notFound);
    const stream = await this.infra.storage.get(row.objectKey).catch((err) => {
      if (err instanceof DependencyUnavailableError) throw err;
      return null;
    });
    if (!stream) throw notFound(FILE_TEXT.notFound);
    return { stream, fileName: row.fileName, contentType: row.contentType, fileSize: row.fileSize };
  }

  /** The applicant of one of the caller's company's applications (the scoped client: another company's is 404). */
  async applicantOf(applicationId: number): Promise<number> {
    const app = await this.prisma.jobApplication.findFirst({ where: { id: applicationId }, select: { applicantId: true } });
    if (!app) throw notFound();
    return app.applicantId;
  }
}
