import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { findEntity, getEntity, type EntityDefinition, type LinkField } from '@karsaz/entities';
import { PrismaClient } from '../database/database';
import type { Prisma } from '../../generated/prisma/client';
import { AuditService } from '../audit/audit.service';
import { INFRASTRUCTURE, type Infrastructure } from '../infrastructure';
import type { Principal } from '../auth/principal';
import { DomainException, notFound, type RawFieldError } from '../http/errors';
import { flattenValidationErrors } from '../http/validation';
import type { RequestMeta } from '../http/request-meta';
import { fieldMessage, type Lang } from '../i18n/messages';
import { entityDelegate } from './delegate';
import { entityDtos } from './entity-dto';
import { EntityHookRegistry } from './hooks';
import { rangeErrors, storedValue } from './field-kinds';
import { contextOf, noCompany, runInContext } from '../context/request-context';
import { nextCode } from './code-sequence';
import { ACTIVE_COLUMN, activeValue, cellToValue, columnsOf, plainCell, writableFields } from './import-sheet';

type Tx = Prisma.TransactionClient;

/**
 * The list screen's Excel import as a server job (issue 9, item 13). `preview` reads the whole sheet and checks
 * every row as a create would (the entity's DTO rules, its links, its unique fields, its hooks' rules), and keeps
 * the checked rows under an id; `commit` queues a job that checks them again and writes them all in one
 * transaction, in batches (createMany), or nothing: a row that became a duplicate meanwhile fails the whole import
 * with the row named. The job's progress is pushed to the user's sockets and kept for `status`.
 */

export const IMPORT_JOB = 'entity-import';
/** the most rows one file may hold */
export const IMPORT_MAX_ROWS = 50_000;
/** rows per createMany */
const BATCH = 1000;
/** how long a checked upload and a finished job's status are kept */
const KEEP_SECONDS = 6 * 3600;

/** The token under which the realtime channel's pusher is found (the messaging module provides it). */
export const REALTIME_PUSH = Symbol('KARSAZ_REALTIME_PUSH');
export interface RealtimePush {
  push(userId: number, message: Record<string, unknown>): Promise<void>;
}

/** A problem of one row (its number as the sheet shows it) and field; `text` when it is a ready sentence. */
export interface RowError extends RawFieldError {
  row: number;
  text?: { fa: string; en: string };
}

interface CheckedRow {
  row: number;
  data: Record<string, unknown>;
}

interface Upload {
  id: string;
  entity: string;
  principal: Principal;
  rows: CheckedRow[];
  errors: RowError[];
}

export type ImportState = 'checked' | 'queued' | 'running' | 'done' | 'failed';

interface StoredStatus {
  id: string;
  entity: string;
  userId: number;
  /** the company the upload was checked in: it is committed there, and seen from there only */
  companyId: number | null;
  state: ImportState;
  total: number;
  done: number;
  errors: RowError[];
}

export interface ImportError {
  row: number;
  field: string;
  message: string;
}

export interface ImportPreview {
  id: string;
  rowCount: number;
  errorCount: number;
  errors: ImportError[];
}

export interface ImportStatus {
  id: string;
  state: ImportState;
  total: number;
  done: number;
  errors: ImportError[];
}

class Rejected extends Error {
  constructor(readonly errors: RowError[]) {
    super('the import was refused');
  }
}

/** Where checked uploads and job states live: Redis when there is one (a worker may run the job), else memory. */
class ImportStore {
  private readonly memory = new Map<string, { value: string; until: number }>();
  constructor(
    private readonly redis: Infrastructure['redis'],
    private readonly prefix: string,
  ) {}

  async put(key: string, value: unknown): Promise<void> {
    const text = JSON.stringify(value);
    if (this.redis) await this.redis.set(`${this.prefix}:import:${key}`, text, 'EX', KEEP_SECONDS);
    else {
      const now = Date.now();
      for (const [k, v] of this.memory) if (v.until < now) this.memory.delete(k);
      this.memory.set(key, { value: text, until: now + KEEP_SECONDS * 1000 });
    }
  }

  async get<T>(key: string): Promise<T | null> {
    const text = this.redis ? await this.redis.get(`${this.prefix}:import:${key}`) : this.memory.get(key)?.value;
    return text ? (JSON.parse(text) as T) : null;
  }
}

const rowField = (e: { row: number; field: string }) => `rows[${e.row}].${e.field}`;
const rowError = (row: number, field: string, constraint: string, fallback: string, args: unknown[] = []): RowError => ({ row, field, constraint, args, fallback });
const fileError = (constraint: string, fallback: string, args: unknown[] = [], field = 'file'): RawFieldError => ({ field, constraint, args, fallback });

@Injectable()
export class ImportService implements OnModuleInit {
  private readonly store: ImportStore;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly audit: AuditService,
    private readonly moduleRef: ModuleRef,
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly hooks: EntityHookRegistry,
  ) {
    this.store = new ImportStore(infra.redis, infra.config.auth.rateLimitPrefix);
  }

  onModuleInit(): void {
    this.infra.queue.register<{ id: string; meta: RequestMeta }>(IMPORT_JOB, (job) => this.run(job.id, job.meta));
  }

  /** The row errors in the caller's language, addressed `rows[12].nameFa`. */
  translate(errors: RowError[], lang: Lang, entity?: EntityDefinition): ImportError[] {
    return errors.map((e) => ({ row: e.row, field: rowField(e), message: e.text ? e.text[lang] : fieldMessage(e.constraint, e.field, e.args, lang, e.fallback, entity) }));
  }

  private scope(entity: EntityDefinition, p: Principal): Record<string, unknown> {
    if (entity.scope !== 'company') return {};
    if (!p.companyId) throw noCompany();
    return { companyId: p.companyId };
  }

  /**
   * Reads the sheet: each row's create body as the DTO rules take it, or its errors. With `csv`, a file that is no
   * workbook is read as comma-separated text (UTF-8, a BOM allowed), every cell as typed.
   */
  async read(entity: EntityDefinition, file: Buffer, preset: Record<string, unknown> = {}, options: { csv?: boolean } = {}): Promise<{ rows: CheckedRow[]; errors: RowError[] }> {
    const { Workbook } = await import('exceljs');
    const workbook = new Workbook();
    // a workbook is a zip (PK…); anything else is text when text is allowed
    const isZip = file.length > 3 && file[0] === 0x50 && file[1] === 0x4b;
    try {
      if (options.csv && !isZip) {
        const { Readable } = await import('node:stream');
        const text = file.toString('utf8').replace(/^\uFEFF/, '');
        await workbook.csv.read(Readable.from([text]), { map: (value: unknown) => value } as never);
      } else await workbook.xlsx.load(file as never);
    } catch {
      throw new DomainException(400, 'VALIDATION', { fieldErrors: [fileError('excelFile', 'the file is not an Excel (.xlsx) workbook')] });
    }
    const sheet = workbook.worksheets[0];
    const headers = new Map<number, string>();
    sheet?.getRow(1).eachCell((cell, col) => headers.set(col, String(plainCell(cell.value) ?? '')));
    const columns = columnsOf(entity, headers);
    const present = new Set([...columns.values(), ...Object.keys(preset)]);
    // a required field with no column would fail every row: say it once, of the file
    const missing = writableFields(entity).filter(([key, def]) => def.required && entity.code?.field !== key && !present.has(key) && !def.when);
    if (!sheet || !columns.size || missing.length) {
      const fields = missing.length ? missing.map(([key]) => key) : writableFields(entity).filter(([, d]) => d.required).map(([k]) => k);
      throw new DomainException(400, 'VALIDATION', {
        fieldErrors: fields.map((f) => fileError('missingColumn', `the sheet has no column ${f}`, [], `columns.${f}`)),
      });
    }
    const dto = entityDtos(entity).create;
    const rows: CheckedRow[] = [];
    const errors: RowError[] = [];
    const last = sheet.actualRowCount ? sheet.rowCount : 1;
    for (let r = 2; r <= last; r++) {
      const line = sheet.getRow(r);
      if (!line.hasValues) continue;
      if (rows.length + 1 > IMPORT_MAX_ROWS) throw new DomainException(400, 'VALIDATION', { fieldErrors: [fileError('maxRows', `at most ${IMPORT_MAX_ROWS} rows`, [IMPORT_MAX_ROWS])] });
      const plain: Record<string, unknown> = {};
      let active: boolean | null | undefined;
      for (const [col, field] of columns) {
        const raw = plainCell(line.getCell(col).value);
        if (field === ACTIVE_COLUMN) active = activeValue(raw);
        else plain[field] = cellToValue(entity.fields[field]!, raw);
      }
      for (const k of Object.keys(plain)) if (plain[k] === undefined) delete plain[k];
      Object.assign(plain, preset);
      const found = validateSync(plainToInstance(dto, plain) as object, { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: false, validationError: { target: true, value: false } });
      const fieldErrors = flattenValidationErrors(found)
        // a link's cell holds a title, read into an id afterwards: only its absence is the DTO's to judge
        .filter((e) => entity.fields[e.field]?.type !== 'link' || plain[e.field] === undefined || plain[e.field] === null);
      // a range's end before its start, as a create would refuse it
      if (!fieldErrors.length) fieldErrors.push(...rangeErrors(entity, plain));
      if (active === null) fieldErrors.push(fileError('isBoolean', 'isActive must be active or inactive', [], ACTIVE_COLUMN));
      if (fieldErrors.length) {
        // one message per field, the first rule it breaks (as the form shows it)
        const fields = new Set<string>();
        const required = (e: RawFieldError) => (e.constraint === 'isNotEmpty' || e.constraint === 'isDefined' ? 0 : 1);
        fieldErrors.sort((a, b) => required(a) - required(b));
        errors.push(...fieldErrors.filter((e) => !fields.has(e.field) && fields.add(e.field)).map((e) => ({ ...e, row: r })));
        rows.push({ row: r, data: {} });
        continue;
      }
      const instance = plainToInstance(dto, plain) as Record<string, unknown>;
      const data: Record<string, unknown> = {};
      for (const k of Object.keys(plain)) data[k] = instance[k];
      if (active !== undefined) data.isActive = active;
      rows.push({ row: r, data });
    }
    if (!rows.length) throw new DomainException(400, 'VALIDATION', { fieldErrors: [fileError('noRows', 'the sheet has no rows under its header')] });
    return { rows, errors };
  }

  /**
   * The checks that need the database, over all rows at once: each link's text found as the linked row's code,
   * id or title (one query per link field), each unique value neither repeated in the file nor already stored.
   * Links are replaced by ids in `rows`. Rows already in `errors` are skipped.
   */
  async check(entity: EntityDefinition, rows: CheckedRow[], errors: RowError[], p: Principal, tx: Tx | PrismaClient): Promise<RowError[]> {
    const bad = new Set(errors.map((e) => e.row));
    const out: RowError[] = [];
    const live = () => rows.filter((r) => !bad.has(r.row));
    for (const [field, def] of Object.entries(entity.fields)) {
      if (def.type !== 'link' || def.readOnly) continue;
      const texts = [...new Set(live().map((r) => r.data[field]).filter((v): v is string => typeof v === 'string'))];
      // ids already read (a checked upload at commit): each must still be there
      const ids = [...new Set(live().map((r) => r.data[field]).filter((v): v is number => typeof v === 'number'))];
      if (!texts.length && !ids.length) continue;
      const resolve = await this.linkResolver(def, texts, p, tx);
      const there = await this.existing(def, ids, p, tx);
      for (const r of live()) {
        const v = r.data[field];
        if (typeof v === 'number' && there.has(v)) continue;
        if (typeof v !== 'string' && typeof v !== 'number') continue;
        const id = typeof v === 'number' ? null : resolve(v);
        if (typeof id === 'number') r.data[field] = id;
        else {
          const target = findEntity(def.entity)!;
          const view = def.view ? target.views?.find((w) => w.path === def.view) : undefined;
          out.push(
            id === 'ambiguous'
              ? rowError(r.row, field, 'linkAmbiguous', `${field}: more than one ${def.entity} is called ${String(v)}`, [v])
              : view
                ? rowError(r.row, field, 'linkInView', `${field} is not one of the ${view.label.en}`, [view.label.fa, view.label.en])
                : rowError(r.row, field, 'linkExists', `${field} does not exist`),
          );
          bad.add(r.row);
        }
      }
    }
    for (const [field, def] of Object.entries(entity.fields)) {
      if (!def.unique) continue;
      const first = new Map<string, number>();
      for (const r of live()) {
        const v = r.data[field];
        if (v === undefined || v === null) continue;
        const k = String(v);
        const seen = first.get(k);
        if (seen !== undefined) {
          out.push(rowError(r.row, field, 'duplicateInFile', `${field} repeats row ${seen}`, [seen]));
          bad.add(r.row);
        } else first.set(k, r.row);
      }
      const values = [...first.keys()];
      const stored = new Set<string>();
      for (let i = 0; i < values.length; i += 5000) {
        const found = await entityDelegate(tx, entity).findMany({ where: { [field]: { in: values.slice(i, i + 5000) }, ...this.scope(entity, p) }, select: { [field]: true } });
        for (const f of found) stored.add(String(f[field]));
      }
      for (const r of live()) {
        const v = r.data[field];
        if (v !== undefined && v !== null && stored.has(String(v))) {
          out.push(rowError(r.row, field, 'unique', `${field} is a duplicate`));
          bad.add(r.row);
        }
      }
    }
    return out;
  }

  /**
   * A document's lines read from an Excel sheet (its first row names the line entity's columns, as the list import
   * reads them: labels in Persian or English or the field keys; links by code, id or title), for the form to take:
   * nothing is written. Every bad cell answers 400 as `rows[12].productId`; a good sheet answers the lines as rows.
   */
  async sheetLines(entity: EntityDefinition, file: Buffer, p: Principal): Promise<{ lines: Record<string, unknown>[] }> {
    const line = getEntity(entity.lines!.entity);
    const via = entity.lines!.via;
    // the lines' link to their document is the form's to give: a placeholder satisfies the DTO, then goes
    const { rows, errors } = await this.read(line, file, { [via]: 1 });
    for (const r of rows) delete r.data[via];
    const all = [...errors, ...(await this.check(line, rows, errors, p, this.prisma))];
    if (all.length) throw new DomainException(400, 'VALIDATION', { fieldErrors: all.slice(0, 200).map((e) => ({ ...e, field: rowField(e) })) });
    return { lines: rows.map((r) => r.data) };
  }

  /** Which of `ids` are rows the link may point to (in the caller's company, in the link's view). */
  private async existing(def: LinkField, ids: number[], p: Principal, tx: Tx | PrismaClient): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const target = getEntity(def.entity);
    const view = def.view ? target.views?.find((w) => w.path === def.view) : undefined;
    const found = await entityDelegate(tx, target).findMany({ where: { id: { in: ids }, ...this.scope(target, p), ...(view?.where ?? {}) }, select: { id: true } });
    return new Set(found.map((f) => f.id));
  }

  /** A function from a link cell's text to the linked row's id (by code, by id, by title), 'ambiguous' or null. */
  private async linkResolver(def: LinkField, texts: string[], p: Principal, tx: Tx | PrismaClient): Promise<(text: string) => number | 'ambiguous' | null> {
    const target = getEntity(def.entity);
    const view = def.view ? target.views?.find((w) => w.path === def.view) : undefined;
    const ids = texts.filter((t) => /^\d+$/.test(t)).map(Number).filter((n) => n > 0 && n <= 2_147_483_647);
    if (!texts.length) return () => null;
    const or: Record<string, unknown>[] = [{ [target.titleField]: { in: texts } }];
    if (target.code) or.push({ [target.code.field]: { in: texts } });
    if (ids.length) or.push({ id: { in: ids } });
    const found = await entityDelegate(tx, target).findMany({
      where: { OR: or, ...this.scope(target, p), ...(view?.where ?? {}) },
      select: { id: true, [target.titleField]: true, ...(target.code ? { [target.code.field]: true } : {}) },
    });
    const byCode = new Map<string, number>();
    const byId = new Set<number>();
    const byTitle = new Map<string, number[]>();
    for (const f of found) {
      byId.add(f.id);
      if (target.code) byCode.set(String(f[target.code.field]), f.id);
      const title = String(f[target.titleField]);
      byTitle.set(title, [...(byTitle.get(title) ?? []), f.id]);
    }
    return (t) => {
      const code = byCode.get(t);
      if (code !== undefined) return code;
      if (/^\d+$/.test(t) && byId.has(Number(t))) return Number(t);
      const titled = byTitle.get(t);
      if (!titled) return null;
      return titled.length === 1 ? titled[0]! : 'ambiguous';
    };
  }

  /** Runs the entity's hooks' rules on each row (they may fill derived fields); their refusals as row errors. */
  private async hookRules(entity: EntityDefinition, rows: CheckedRow[], bad: Set<number>, p: Principal, tx: Tx): Promise<RowError[]> {
    const hooks = this.hooks.of(entity).filter((h) => h.beforeSave);
    if (!hooks.length) return [];
    const out: RowError[] = [];
    for (const r of rows) {
      if (bad.has(r.row)) continue;
      try {
        for (const h of hooks) await h.beforeSave!(r.data, { entity, principal: p, tx, op: 'create' });
      } catch (err) {
        if (!(err instanceof DomainException)) throw err;
        const fe = err.options.fieldErrors ?? [];
        if (fe.length) out.push(...fe.map((e) => ({ ...e, row: r.row })));
        else out.push({ row: r.row, field: 'row', constraint: 'rule', args: [], fallback: err.message, text: err.options.text });
        bad.add(r.row);
      }
    }
    return out;
  }

  /** Checks a whole file and keeps its rows under an id for commit. */
  async preview(entity: EntityDefinition, file: Buffer, p: Principal, lang: Lang, viewPath?: string): Promise<ImportPreview> {
    this.scope(entity, p);
    // a view's page imports into its slice: each row takes the view's values (a supplier is a third party with isSupplier)
    const view = viewPath ? entity.views?.find((v) => v.path === viewPath) : undefined;
    if (viewPath && !view) throw new DomainException(400, 'VALIDATION', { fieldErrors: [fileError('isIn', `${viewPath} is not a view of ${entity.name}`, [], 'view')] });
    const preset = Object.fromEntries(Object.entries(view?.where ?? {}).filter(([k]) => entity.fields[k] && !entity.fields[k]!.readOnly));
    const { rows, errors } = await this.read(entity, file, preset);
    errors.push(...(await this.check(entity, rows, errors, p, this.prisma)));
    // the hooks' rules run on copies, in a transaction that is always rolled back
    const bad = new Set(errors.map((e) => e.row));
    const copies = rows.map((r) => ({ row: r.row, data: { ...r.data } }));
    await this.prisma
      .$transaction(async (tx) => {
        errors.push(...(await this.hookRules(entity, copies, bad, p, tx)));
        throw new Rejected([]);
      }, { timeout: 120_000 })
      .catch((err) => {
        if (!(err instanceof Rejected)) throw err;
      });
    errors.sort((a, b) => a.row - b.row);
    const id = randomUUID();
    const upload: Upload = { id, entity: entity.name, principal: p, rows: errors.length ? [] : rows, errors };
    await this.store.put(`${id}:upload`, upload);
    await this.store.put(`${id}:status`, { id, entity: entity.name, userId: p.subjectId, companyId: p.companyId, state: 'checked', total: rows.length, done: 0, errors } satisfies StoredStatus);
    return { id, rowCount: rows.length, errorCount: new Set(errors.map((e) => e.row)).size, errors: this.translate(errors, lang, entity) };
  }

  private async own(entity: EntityDefinition, id: string, p: Principal): Promise<StoredStatus> {
    const status = await this.store.get<StoredStatus>(`${id}:status`);
    if (!status || status.entity !== entity.name || status.userId !== p.subjectId || status.companyId !== p.companyId) throw notFound();
    return status;
  }

  /** Queues the write of a checked upload (a second commit of it answers its status). */
  async commit(entity: EntityDefinition, id: string, p: Principal, m: RequestMeta, lang: Lang): Promise<ImportStatus> {
    const status = await this.own(entity, id, p);
    if (status.state === 'checked') {
      if (status.errors.length) {
        throw new DomainException(400, 'VALIDATION', { fieldErrors: status.errors.map((e) => ({ ...e, field: rowField(e) })) });
      }
      await this.store.put(`${id}:status`, { ...status, state: 'queued' } satisfies StoredStatus);
      await this.infra.queue.add(IMPORT_JOB, { id, meta: m }, { jobId: `import-${id}`, attempts: 1 });
    }
    return this.status(entity, id, p, lang);
  }

  async status(entity: EntityDefinition, id: string, p: Principal, lang: Lang): Promise<ImportStatus> {
    const s = await this.own(entity, id, p);
    return { id, state: s.state, total: s.total, done: s.done, errors: s.state === 'checked' || s.state === 'failed' ? this.translate(s.errors, lang, entity) : [] };
  }

  private async progress(s: StoredStatus): Promise<void> {
    await this.store.put(`${s.id}:status`, s);
    let realtime: RealtimePush | null = null;
    try {
      realtime = this.moduleRef.get<RealtimePush>(REALTIME_PUSH, { strict: false });
    } catch {
      realtime = null;
    }
    await realtime
      ?.push(s.userId, { type: 'import', id: s.id, entity: s.entity, state: s.state, total: s.total, done: s.done })
      .catch((err: Error) => this.infra.logger.warn({ err: err.message, id: s.id }, 'an import progress push failed'));
  }

  /** The job: the checked rows written in one transaction, or none of them. */
  async run(id: string, meta: RequestMeta): Promise<void> {
    const upload = await this.store.get<Upload>(`${id}:upload`);
    const status = await this.store.get<StoredStatus>(`${id}:status`);
    if (!upload || !status || status.state === 'done' || status.state === 'failed') return;
    const entity = getEntity(upload.entity);
    const s: StoredStatus = { ...status, state: 'running', done: 0 };
    await this.progress(s);
    try {
      // the job runs in the uploader's company, as their request did (the scoped client needs it)
      await runInContext(contextOf(upload.principal), () =>
        this.write(entity, upload.rows, upload.principal, meta, async (done) => {
          s.done = done;
          await this.progress(s);
        }),
      );
      await this.progress({ ...s, state: 'done', done: upload.rows.length });
    } catch (err) {
      const errors =
        err instanceof Rejected ? err.errors
        : err instanceof DomainException ? [{ row: 0, field: 'file', constraint: 'rule', args: [], fallback: err.message, text: err.options.text }]
        : [{ row: 0, field: 'file', constraint: 'internal', args: [], fallback: 'the import failed', text: { fa: 'ورود اطلاعات با خطا روبه‌رو شد؛ چیزی ثبت نشد.', en: 'The import failed; nothing was saved.' } }];
      if (!(err instanceof Rejected) && !(err instanceof DomainException)) this.infra.logger.error({ err, id }, 'an import failed');
      await this.progress({ ...s, state: 'failed', done: 0, errors });
    }
  }

  /**
   * Writes rows in one transaction: checked again against the rows stored now, each hook's rule run, codes left
   * empty taken from the sequence, then createMany in batches and one audit event with the count. Throws
   * `Rejected` naming the rows when any fails; nothing is written then.
   */
  async write(entity: EntityDefinition, checked: CheckedRow[], p: Principal, m: RequestMeta, onProgress?: (done: number) => Promise<void>): Promise<{ count: number }> {
    const rows = checked.map((r) => ({ row: r.row, data: { ...r.data } }));
    return this.prisma.$transaction(
      async (tx) => {
        const errors = await this.check(entity, rows, [], p, tx);
        errors.push(...(await this.hookRules(entity, rows, new Set(errors.map((e) => e.row)), p, tx)));
        if (errors.length) throw new Rejected(errors.sort((a, b) => a.row - b.row));
        const scope = this.scope(entity, p);
        const codeField = entity.code?.field;
        const afterSave = this.hooks.of(entity).filter((h) => h.afterSave);
        const delegate = entityDelegate(tx, entity) as unknown as {
          createMany(a: object): Promise<{ count: number }>;
          createManyAndReturn(a: object): Promise<{ id: number }[]>;
        };
        let done = 0;
        for (let i = 0; i < rows.length; i += BATCH) {
          const batch = rows.slice(i, i + BATCH);
          const data = [];
          for (const r of batch) {
            if (codeField && (r.data[codeField] === undefined || r.data[codeField] === null)) r.data[codeField] = await nextCode(tx, entity, p.companyId);
            data.push({ ...dates(entity, r.data), ...scope, createdBy: p.subjectId, updatedBy: p.subjectId });
          }
          try {
            if (afterSave.length) {
              const made = await delegate.createManyAndReturn({ data, select: { id: true } });
              for (const row of made) for (const h of afterSave) await h.afterSave!(row, { entity, principal: p, tx, op: 'create' });
            } else await delegate.createMany({ data });
          } catch (err) {
            throw duplicateOf(entity, err, batch);
          }
          done += batch.length;
          await onProgress?.(done);
        }
        await this.audit.record(
          { event: 'entity.import', userId: p.subjectId, companyId: p.companyId, entity: entity.name, ip: m.ip, traceId: m.traceId, data: { rows: rows.length } },
          tx,
        );
        return { count: rows.length };
      },
      { timeout: 10 * 60_000, maxWait: 30_000 },
    );
  }
}

/** `date`/`datetime`/`time` values as Prisma takes them. */
function dates(entity: EntityDefinition, data: Record<string, unknown>): Record<string, unknown> {
  const out = { ...data };
  for (const [k, def] of Object.entries(entity.fields)) if (k in out) out[k] = storedValue(def, out[k]);
  return out;
}

/** A unique violation in a batch (a row stored meanwhile by another writer): the import is refused naming the field. */
function duplicateOf(entity: EntityDefinition, err: unknown, batch: CheckedRow[]): unknown {
  if ((err as { code?: string }).code !== 'P2002') return err;
  const field = Object.keys(entity.fields).find((f) => entity.fields[f]!.unique) ?? 'id';
  return new Rejected([rowError(batch[0]!.row, field, 'unique', `${field} is a duplicate`)]);
}
