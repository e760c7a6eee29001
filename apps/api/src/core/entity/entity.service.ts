import { Inject, Injectable } from '@nestjs/common';
import { transactionThen } from '../database/after-commit';
import { searchKey, toDecimalString } from '@karsaz/domain';
import { INFRASTRUCTURE, type Infrastructure } from '../infrastructure';
import { ENTITIES, backRelationField, findEntity, referrersOf, relationField, type EntityDefinition, type LinkField } from '@karsaz/entities';
import { PrismaClient } from '../database/database';
import type { Prisma } from '../../generated/prisma/client';
import { WritePath, uniqueConflict } from '../write/write-path';
import { entityDelegate, type EntityDelegate, type Row } from './delegate';
import { EntityHookRegistry } from './hooks';
import type { Principal } from '../auth/principal';
import { asSystem, requireCompany } from '../context/request-context';
import { DomainException, businessRule, notFound, type RawFieldError } from '../http/errors';
import type { RequestMeta } from '../http/request-meta';
import { answeredValue, rangeErrors, rangeParams, storedValue } from './field-kinds';
import { assertDocumentRules, assertEditable, deleteLines, deriveDocument, readLines, saveLines, type LineWriter } from './document-lines';
import { assertInFinancialYear, financialYearFilter, financialYearFor } from './financial-year';
import { linksErrors, linksFilter, linksInclude, linksOf, linksUses, presentLinks, saveLinksSets } from './links';
import { secretBoxOf } from '../security/secret-box';
import { checkOneWithin, passOnOneWithin, settleOneWithin } from './one-within';
import { checkUniqueWithin, duplicateWithinConflict } from './unique-within';
import { removeAttachmentFiles, removeAttachmentsOf } from './attachments.service';
import { compileList, likeLiteral, listRows, listSqlSwitch } from './list-sql';
import { scopeArgs } from '../database/company-scope';
import { SEARCH_TEXT_FIELD, joinModelOf, linksFieldsOf, searchColumns, searchLinks } from '@karsaz/entities';
import { ownRowsCondition, rowIsThere } from './own-rows';

type Tx = Prisma.TransactionClient;

export interface FilterQuery {
  pageIndex?: number;
  pageSize?: number;
  searchTerm?: string;
  orderBy?: string;
  orderDirection?: string;
  isActive?: boolean;
  [filter: string]: unknown;
}

const MIXED_STATUS = {
  fa: 'وضعیت همهٔ ردیف‌های انتخاب‌شده باید یکسان باشد.',
  en: 'All the selected rows must have the same status.',
};

/**
 * The one service behind every entity's generated routes: company isolation, optimistic versions, audit with the
 * before and after of each change, referential checks, activation rules, and the paged, searched list.
 */
@Injectable()
export class EntityService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly writes: WritePath,
    private readonly hooks: EntityHookRegistry,
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
  ) {}

  private delegate(entity: EntityDefinition, tx: Tx | PrismaClient = this.prisma): EntityDelegate {
    return entityDelegate(tx, entity);
  }

  /**
   * What a query adds for company isolation: nothing any more. The client confines every company-scoped model to
   * the request context's company (core/database/company-scope.ts), and answers a token without a company 403.
   */
  private scope(_entity: EntityDefinition, _p: Principal): Record<string, unknown> {
    return {};
  }

  /** The linked rows' id and title, so a list can show names instead of ids. */
  private include(entity: EntityDefinition): Record<string, unknown> | undefined {
    const links = Object.entries(entity.fields).filter(([, d]) => d.type === 'link') as [string, LinkField][];
    const sets = linksInclude(entity);
    if (!links.length && !Object.keys(sets).length) return undefined;
    return {
      ...Object.fromEntries(
        links.map(([field, def]) => {
          const target = findEntity(def.entity)!;
          return [relationField(field), { select: { id: true, [target.titleField]: true } }];
        }),
      ),
      ...sets,
    };
  }

  /**
   * What a read answer includes: the links, and for an entity that reports `haveChild` the count of those
   * children as a subquery of the same statement (no query per row).
   */
  private readInclude(entity: EntityDefinition): Record<string, unknown> | undefined {
    const child = entity.haveChild ? entity.children?.[entity.haveChild] : undefined;
    if (!child) return this.include(entity);
    return { ...this.include(entity), _count: { select: { [backRelationField(findEntity(child.entity)!, child.via)]: true } } };
  }

  private writable(entity: EntityDefinition, dto: Record<string, unknown>): Record<string, unknown> {
    const data: Record<string, unknown> = {};
    for (const [key, def] of Object.entries(entity.fields)) {
      // a set of rows (links) is written to its join table, not to a column
      if (def.readOnly || def.type === 'links' || !(key in dto)) continue;
      const value = dto[key];
      if (def.type === 'string' && def.secret) {
        // a secret left empty stays as it is stored; one typed is sealed
        if (typeof value === 'string' && value !== '') data[key] = secretBoxOf(this.infra.config).seal(value);
        continue;
      }
      data[key] = value === undefined ? null : storedValue(def, value);
    }
    return data;
  }

  /**
   * The link fields whose row does not exist (or is in another company, or outside the link's view), for one row or
   * many (a document's lines), in the rows' order. One query per link field for all the rows (and one more for a
   * view), not one per row: a 500-line document asks twice for its units, not a thousand times.
   */
  private async linkErrors(entity: EntityDefinition, rows: { data: Record<string, unknown>; prefix: string }[], p: Principal, tx: Tx): Promise<RawFieldError[]> {
    const found = new Map<string, { exists: Set<number>; inView: Set<number> | null }>();
    for (const [key, def] of Object.entries(entity.fields)) {
      if (def.type !== 'link') continue;
      const ids = [...new Set(rows.map((r) => r.data[key]).filter((v): v is number => typeof v === 'number'))];
      if (!ids.length) continue;
      const target = findEntity(def.entity)!;
      const where = { id: { in: ids }, ...this.scope(target, p) };
      const exists = new Set((await this.delegate(target, tx).findMany({ where, select: { id: true } })).map((r) => r.id));
      // a link to a view's slice (an employer) must point into it
      const view = def.view ? target.views?.find((v) => v.path === def.view) : undefined;
      const inView = view ? new Set((await this.delegate(target, tx).findMany({ where: { ...where, ...view.where }, select: { id: true } })).map((r) => r.id)) : null;
      found.set(key, { exists, inView });
    }
    const errors: RawFieldError[] = [];
    for (const { data, prefix } of rows) {
      for (const [key, def] of Object.entries(entity.fields)) {
        const value = data[key];
        if (def.type !== 'link' || value === null || value === undefined) continue;
        const f = found.get(key);
        if (!f?.exists.has(value as number)) {
          errors.push({ field: `${prefix}${key}`, constraint: 'linkExists', args: [], fallback: `${prefix}${key} does not exist` });
          continue;
        }
        if (f.inView && !f.inView.has(value as number)) {
          const view = findEntity(def.entity)!.views!.find((v) => v.path === def.view)!;
          errors.push({ field: `${prefix}${key}`, constraint: 'linkInView', args: [view.label.fa, view.label.en], fallback: `${prefix}${key} is not one of the ${view.label.en}` });
        }
      }
    }
    return errors;
  }

  /** 400 naming each link field whose row does not exist (or is in another company), and each bad id of a set. */
  private async checkLinks(entity: EntityDefinition, data: Record<string, unknown>, p: Principal, tx: Tx, sets: Record<string, number[]> = {}): Promise<void> {
    const errors = [...(await this.linkErrors(entity, [{ data, prefix: '' }], p, tx)), ...(await linksErrors(entity, sets, tx))];
    if (errors.length) throw new DomainException(400, 'VALIDATION', { fieldErrors: errors });
  }

  /** 400 on each range's end field that is before its start (the stored row stands for fields an update leaves out). */
  private checkRanges(entity: EntityDefinition, data: Record<string, unknown>, before?: Row): void {
    const errors = rangeErrors(entity, data, before);
    if (errors.length) throw new DomainException(400, 'VALIDATION', { fieldErrors: errors });
  }

  /** How a document's lines are written: with the engine's own field typing and link checks. */
  private readonly lineWriter: LineWriter = {
    writable: (entity, dto) => this.writable(entity, dto),
    linkErrors: (entity, rows, p, tx) => this.linkErrors(entity, rows, p, tx),
  };

  /** Prisma's unique violation as the contract's 409 naming the field (the write path maps it). */
  private duplicate(entity: EntityDefinition, err: unknown): never {
    uniqueConflict(err, uniqueFirst(entity));
  }

  private async find(entity: EntityDefinition, id: number, p: Principal, tx: Tx | PrismaClient = this.prisma, include = this.include(entity), reading = false): Promise<Row> {
    // a self-service page's row: the caller's own, or (to read) one that waits for their decision
    if (entity.menu.personal && !(await rowIsThere(this.prisma, entity, p, id, { reading, db: tx }))) throw notFound();
    const row = await this.delegate(entity, tx).findFirst({ where: { id, ...this.scope(entity, p) }, include });
    if (!row) throw notFound();
    return row;
  }

  private personalScope(entity: EntityDefinition, p: Principal): Promise<Record<string, unknown> | null> {
    return ownRowsCondition(this.prisma, entity, p);
  }

  private record(event: string, entity: EntityDefinition, id: number, p: Principal, m: RequestMeta, data: Record<string, unknown>, tx: Tx) {
    return this.writes.record(tx, `entity.${event}`, entity.name, id, p, m, data);
  }

  async create(entity: EntityDefinition, dto: Record<string, unknown>, p: Principal, m: RequestMeta, nextCode: (tx: Tx) => Promise<string>): Promise<{ id: number }> {
    // a company's row needs the token's company before anything is checked (a hook's own reads are raw SQL, which the
    // company scope does not see): 403, never a 400 of a rule
    if (entity.scope === 'company') requireCompany();
    return transactionThen(this.prisma, `${entity.name}.create`, async (tx) => {
      const data = this.writable(entity, dto);
      const lines = deriveDocument(entity, data, dto.lines as Record<string, unknown>[] | undefined);
      if (entity.code && (data[entity.code.field] === null || data[entity.code.field] === undefined)) data[entity.code.field] = await nextCode(tx);
      this.checkRanges(entity, data);
      await assertDocumentRules(entity, data, lines, undefined, tx);
      for (const h of this.hooks.of(entity)) await h.beforeSave?.(data, { entity, principal: p, tx, op: 'create', lines });
      const sets = linksOf(entity, dto);
      await this.checkLinks(entity, data, p, tx, sets);
      await checkUniqueWithin(entity, data, tx);
      await checkOneWithin(entity, data, tx);
      if (entity.financialYear) data.financialYearId = await financialYearFor(entity, data, tx);
      let row: Row;
      try {
        row = await this.delegate(entity, tx).create({ data: { ...data, ...this.scope(entity, p), createdBy: p.subjectId, updatedBy: p.subjectId } });
      } catch (err) {
        duplicateWithinConflict(entity, err);
        this.duplicate(entity, err);
      }
      await settleOneWithin(entity, row, tx);
      await saveLinksSets(entity, row.id, sets, tx);
      const { ids: lineIds, ...saved } = entity.lines && lines ? await saveLines(entity, row.id, lines, p, tx, this.lineWriter) : { ids: undefined };
      for (const h of this.hooks.of(entity)) await h.afterSave?.(row, { entity, principal: p, tx, op: 'create', lineIds });
      await this.record('create', entity, row.id, p, m, { after: { ...data, ...sets }, ...(lineIds ? { lines: saved } : {}) }, tx);
      return { id: row.id };
    });
  }

  async update(entity: EntityDefinition, dto: Record<string, unknown> & { id: number; version: number }, p: Principal, m: RequestMeta): Promise<{ id: number; version: number }> {
    return transactionThen(this.prisma, `${entity.name}.update`, async (tx) => {
      const before = await this.find(entity, dto.id, p, tx);
      assertEditable(entity, before);
      const data = this.writable(entity, dto);
      const lines = deriveDocument(entity, data, dto.lines as Record<string, unknown>[] | undefined);
      this.checkRanges(entity, data, before);
      await assertDocumentRules(entity, { ...before, ...data }, lines, dto.id, tx);
      for (const h of this.hooks.of(entity)) await h.beforeSave?.(data, { entity, principal: p, tx, op: 'update', before, lines });
      const sets = linksOf(entity, dto);
      await this.checkLinks(entity, data, p, tx, sets);
      await checkUniqueWithin(entity, data, tx, before);
      await checkOneWithin(entity, data, tx, before);
      await assertInFinancialYear(entity, data, before, tx);
      const saved = await this.writes
        .update(
          tx,
          this.delegate(entity, tx),
          { entity: entity.name, event: 'entity.update', id: dto.id, version: dto.version, current: before.version as number, where: this.scope(entity, p), data, stamped: true, before: plainRow(entity, before), unique: uniqueFirst(entity) },
          p,
          m,
        )
        .catch((err: unknown) => {
          duplicateWithinConflict(entity, err);
          throw err;
        });
      await settleOneWithin(entity, { ...before, ...data, id: dto.id }, tx);
      // the sets go under the version just taken: the pairs sent replace the stored ones
      if (Object.keys(sets).length) {
        await saveLinksSets(entity, dto.id, sets, tx);
        await this.record('links', entity, dto.id, p, m, { before: Object.fromEntries(Object.keys(sets).map((f) => [f, present(entity, { ...before })[f]])), after: sets, version: saved.version }, tx);
      }
      // the lines go under the header's version just taken: what was added, changed and removed is audited too
      let lineIds: number[] | undefined;
      if (entity.lines && lines) {
        const { ids, ...written } = await saveLines(entity, dto.id, lines, p, tx, this.lineWriter);
        lineIds = ids;
        await this.record('lines', entity, dto.id, p, m, { lines: written, version: saved.version }, tx);
      }
      for (const h of this.hooks.of(entity)) await h.afterSave?.({ id: dto.id }, { entity, principal: p, tx, op: 'update', before, lineIds });
      return saved;
    });
  }

  /** Activates or deactivates rows; a group must hold at least one row, all found, all of one status. */
  async setActive(entity: EntityDefinition, ids: number[], active: boolean, p: Principal, m: RequestMeta): Promise<{ ids: number[] }> {
    const unique = [...new Set(ids)];
    return this.prisma.$transaction(async (tx) => {
      const rows = await this.delegate(entity, tx).findMany({ where: { id: { in: unique }, ...this.scope(entity, p) }, select: { id: true, isActive: true } });
      if (rows.length !== unique.length) throw notFound();
      if (unique.length > 1 && new Set(rows.map((r) => r.isActive)).size > 1) throw businessRule(MIXED_STATUS, 'the selected rows are not all of one status');
      await this.delegate(entity, tx).updateMany({
        where: { id: { in: unique }, ...this.scope(entity, p) },
        data: { isActive: active, version: { increment: 1 }, updatedBy: p.subjectId },
      });
      for (const id of unique) await this.record(active ? 'activate' : 'deactivate', entity, id, p, m, { before: { isActive: rows.find((r) => r.id === id)!.isActive }, after: { isActive: active } }, tx);
      return { ids: unique };
    });
  }

  async getById(entity: EntityDefinition, id: number, p: Principal): Promise<Row> {
    const row = present(entity, await this.find(entity, id, p, this.prisma, this.readInclude(entity), true));
    if (entity.lines) row.lines = (await readLines(entity, id, this.prisma, (e) => this.include(e))).map((l) => present(findEntity(entity.lines!.entity)!, l));
    return row;
  }

  /** The row whose `field` equals `value`, in the caller's company; 404 when there is none. */
  async getOneBy(entity: EntityDefinition, field: string, value: unknown, p: Principal): Promise<Row> {
    const own = await this.personalScope(entity, p);
    const row = await this.delegate(entity).findFirst({ where: { [field]: value, ...this.scope(entity, p), ...(own ? { AND: [own] } : {}) }, include: this.readInclude(entity), orderBy: { id: 'asc' } });
    if (!row) throw notFound();
    return present(entity, row);
  }

  async getFiltered(entity: EntityDefinition, q: FilterQuery, p: Principal, onlyActive = false, fixed: Record<string, unknown> = {}): Promise<{ data: Row[]; rowCount: number }> {
    const where: Record<string, unknown> = { ...fixed, ...this.scope(entity, p) };
    const own = await this.personalScope(entity, p);
    if (own) where.AND = [own];
    if (entity.activeFlag && (onlyActive || typeof q.isActive === 'boolean')) where.isActive = onlyActive ? true : q.isActive;
    for (const key of entity.list.filters ?? []) {
      const value = q[key];
      if (value === undefined || value === null || value === '') continue;
      const def = entity.fields[key]!;
      if (def.type === 'links') {
        Object.assign(where, linksFilter(entity, key, value));
        continue;
      }
      where[key] = def.type === 'string' || def.type === 'text' ? { contains: likeLiteral(String(value)), mode: 'insensitive' } : storedValue(def, value);
    }
    // a day or a moment filter is also a from–to range (`{field}From`, `{field}To`), both ends included
    for (const key of entity.list.filters ?? []) {
      const def = entity.fields[key]!;
      if (def.type !== 'date' && def.type !== 'datetime') continue;
      const { from, to } = rangeParams(key);
      const range: Record<string, unknown> = {};
      if (typeof q[from] === 'string' && q[from]) range.gte = storedValue(def, q[from]);
      if (typeof q[to] === 'string' && q[to]) range.lte = storedValue(def, q[to]);
      if (Object.keys(range).length) where[key] = where[key] === undefined ? range : { equals: where[key], ...range };
    }
    // a view's slice (or a lookup's field) holds whatever filters were sent: they may narrow it, never widen it
    Object.assign(where, fixed);
    // a financial-year document is listed in the year the caller works in
    Object.assign(where, financialYearFilter(entity));
    const term = typeof q.searchTerm === 'string' ? searchKey(q.searchTerm) : '';
    if (term) Object.assign(where, searchCondition(entity, term, q.searchTerm as string));
    // Search results of a list kept in id order come in title order unless an order is asked for. Besides
    // reading well, this keeps PostgreSQL on the trigram indexes: ordered by id, it walks the primary key
    // backwards hoping to meet ten matches soon, and on a million rows with one match reads them all
    // (bench/entities.mjs, third parties). A list with an order of its own (operations by priority) keeps it.
    const listSort = entity.list.sort ?? { field: 'id', direction: 'desc' as const };
    const byTitle = !!term && !q.orderBy && listSort.field === 'id';
    const sortField = q.orderBy ?? (byTitle ? entity.titleField : listSort.field);
    const direction = (q.orderDirection ?? (byTitle ? 'asc' : listSort.direction)).toLowerCase();
    const orderBy = sortField === 'id' ? [{ id: direction }] : [{ [sortField]: direction }, { id: 'asc' }];
    const pageSize = q.pageSize ?? 10;
    const pageIndex = q.pageIndex ?? 1;
    const skip = (pageIndex - 1) * pageSize;
    // one statement for the page, its links' titles and the count when the where compiles (list-sql.ts), with the
    // company scope the client would add (scopeArgs), else Prisma's three queries
    const compiled = listSqlSwitch.enabled ? compileList(entity, scopeArgs(entity.model, 'findMany', { where }).where ?? {}, orderBy, skip, pageSize) : null;
    if (compiled) {
      listSqlSwitch.compiled++;
      const { rows, count } = listRows(compiled, await this.infra.db.read(compiled.text, compiled.values));
      return { data: rows.map((row) => present(entity, row as Row)), rowCount: count };
    }
    const d = this.delegate(entity);
    const [data, rowCount] = await Promise.all([d.findMany({ where, orderBy, skip, take: pageSize, include: this.readInclude(entity) }), d.count({ where })]);
    return { data: data.map((row) => present(entity, row)), rowCount };
  }

  /** Deletes a row nothing refers to; 409 naming the entities that still use it. */
  async remove(entity: EntityDefinition, id: number, p: Principal, m: RequestMeta): Promise<{ id: number }> {
    let removed: Row | null = null;
    let removedKeys: string[] = [];
    const result = await this.prisma.$transaction(async (tx) => {
      const before = await this.find(entity, id, p, tx);
      removed = before;
      assertEditable(entity, before);
      for (const h of this.hooks.of(entity)) await h.beforeDelete?.(before, { entity, principal: p, tx, op: 'delete' });
      const uses: { entity: EntityDefinition; count: number }[] = [];
      const owned = Object.values(entity.children ?? {}).filter((c) => c.owned);
      for (const r of referrersOf(entity.name, ENTITIES)) {
        if (owned.some((c) => c.entity === r.entity.name && c.via === r.field)) continue;
        if (entity.lines?.entity === r.entity.name && entity.lines.via === r.field) continue;
        // every company's rows count: a global row used in another company must not be deleted either
        const count = await asSystem(async () => await this.delegate(r.entity, tx).count({ where: { [r.field]: id } }));
        if (count) uses.push({ entity: r.entity, count });
      }
      uses.push(...(await linksUses(entity, id, tx)));
      if (uses.length) {
        throw new DomainException(409, 'CONFLICT', {
          text: {
            fa: `این ${entity.label.singular.fa} در ${uses.map((u) => `${u.entity.label.plural.fa} (${u.count} مورد)`).join('، ')} به کار رفته است و حذف نمی‌شود.`,
            en: `This ${entity.label.singular.en.toLowerCase()} is used by ${uses.map((u) => `${u.entity.label.plural.en} (${u.count})`).join(', ')} and cannot be deleted.`,
          },
          detail: uses.map((u) => `${u.entity.name}:${u.count}`).join(','),
        });
      }
      // what belongs to the row goes with it (its own rows may not be referred to from elsewhere: Restrict says so)
      const removedChildren: Record<string, number> = {};
      for (const c of owned) {
        const r = await this.delegate(findEntity(c.entity)!, tx).deleteMany({ where: { [c.via]: id } });
        if (r.count) removedChildren[c.entity] = r.count;
      }
      if (entity.lines) {
        const count = await deleteLines(findEntity(entity.lines.entity)!, { [entity.lines.via]: id }, tx);
        if (count) removedChildren[entity.lines.entity] = count;
      }
      // its files go with it: the rows here, the objects once the delete is committed
      const files = entity.attachments ? await removeAttachmentsOf(entity, id, tx) : [];
      if (files.length) removedChildren.attachments = files.length;
      removedKeys = files;
      await this.delegate(entity, tx).deleteMany({ where: { id, ...this.scope(entity, p) } });
      await passOnOneWithin(entity, before, tx);
      const plain = plainRow(entity, before);
      await this.record('remove', entity, id, p, m, { before: plain, ...(Object.keys(removedChildren).length ? { children: removedChildren } : {}) }, tx);
      return { id };
    });
    await removeAttachmentFiles(this.infra, removedKeys);
    for (const h of this.hooks.of(entity)) {
      try {
        await h.afterDelete?.(removed!, { entity, principal: p, op: 'delete' });
      } catch (err) {
        this.infra.logger.warn({ err, entity: entity.name, id }, 'an after-delete hook failed');
      }
    }
    return result;
  }
}

/**
 * A row as the API answers it: a `date` field as the day (`2026-03-21`, CONTRACT.md), not a midnight timestamp; a
 * `time` as `08:30`; a
 * decimal as its exact canonical string (`"12345678901234.5678"`), never through a JavaScript number.
 */
function present(entity: EntityDefinition, row: Row): Row {
  presentLinks(entity, row);
  if (row._count && typeof row._count === 'object') {
    // spec §3: categories and branches say whether they have children (readInclude counted them)
    if (entity.haveChild) row.haveChild = Object.values(row._count as Record<string, number>).some((n) => n > 0);
    delete row._count;
  }
  for (const [key, def] of Object.entries(entity.fields)) {
    const v = row[key];
    if (def.type === 'string' && def.secret) row[key] = null;
    else if (v instanceof Date) row[key] = answeredValue(def, v);
    else if ((def.type === 'decimal' || def.type === 'money') && v !== null && v !== undefined) row[key] = toDecimalString(v as { toFixed(): string });
  }
  return row;
}


/**
 * Where a list search looks (docs/search.md): the row's search text, the search keys of its title and search fields
 * one a line, holds the term's search key. The text is already a key, so a plain 'contains' (LIKE) does, on its
 * trigram index; a title that is one of a list of options is found by their labels. `term` is a search key
 * (searchKey), never empty.
 */
export function searchCondition(entity: EntityDefinition, term: string, typed: string = term): Record<string, unknown> {
  const own = searchColumns(entity).length ? [{ [SEARCH_TEXT_FIELD]: { contains: likeLiteral(term) } }] : [];
  // a link among the search fields: the linked row's search text (a punch found by its person's name), and a row
  // named by a moment (a punch) by that moment, as an ISO instant
  const linked = searchLinks(entity).map((f) => ({ [relationField(f)]: { [SEARCH_TEXT_FIELD]: { contains: likeLiteral(term) } } }));
  const title = entity.fields[entity.titleField];
  const moment = title?.type === 'datetime' && /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(typed.trim()) ? new Date(typed.trim()) : null;
  const at = moment && !Number.isNaN(moment.getTime()) ? [{ [entity.titleField]: moment }] : [];
  // a row named by one of a list of options (a payroll item, a month) by its options' labels in either language,
  // or their number
  const options = title?.type === 'enum'
    ? title.options.filter((o) => String(o.value) === typed.trim() || searchKey(o.label.fa).includes(term) || searchKey(o.label.en).includes(term)).map((o) => o.value)
    : [];
  const named = options.length ? [{ [entity.titleField]: { in: options } }] : [];
  const any = [...own, ...linked, ...at, ...named];
  if (own.length || linked.length || named.length) return any.length === 1 ? any[0]! : { OR: any };
  // A model the engine does not store (identity's roles, `storage: 'external'`) has no search text: its text
  // fields are searched as they are, for the term as typed and for its search key.
  const fields = [...new Set([entity.titleField, ...entity.searchFields])].filter((f) => entity.fields[f]?.type === 'string' || entity.fields[f]?.type === 'text');
  const terms = [...new Set([typed.trim(), term])].filter(Boolean);
  if (!fields.length) return at.length ? at[0]! : { id: { in: [] } };
  return { OR: fields.flatMap((f) => terms.map((t) => ({ [f]: { contains: likeLiteral(t), mode: 'insensitive' } }))) };
}

/** The fields a unique violation may name, the declared unique ones first (the one named when none matches). */
function uniqueFirst(entity: EntityDefinition): string[] {
  const fields = Object.keys(entity.fields);
  return [...fields.filter((f) => entity.fields[f]!.unique), ...fields.filter((f) => !entity.fields[f]!.unique)];
}

function relationFieldsOf(entity: EntityDefinition): string[] {
  return [...Object.entries(entity.fields).filter(([, d]) => d.type === 'link').map(([f]) => relationField(f)), ...linksFieldsOf(entity).map(([f]) => joinModelOf(entity, f).relation)];
}

/** A read row without its relations (the audit's before). */
function plainRow(entity: EntityDefinition, row: Row): Row {
  const relations = relationFieldsOf(entity);
  return Object.fromEntries(Object.entries(row).filter(([k]) => !relations.includes(k))) as Row;
}
