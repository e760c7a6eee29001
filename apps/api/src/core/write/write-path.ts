import { Injectable } from '@nestjs/common';
import type { Prisma } from '../../generated/prisma/client';
import { AuditService } from '../audit/audit.service';
import type { Principal } from '../auth/principal';
import { DomainException } from '../http/errors';
import type { RequestMeta } from '../http/request-meta';

/**
 * The one write path (DESIGN.md "Updates carry `version`; a stale one answers 409"): every versioned update, the
 * audit of a write with its before and after, and the mapping of a unique violation (Prisma P2002) to the
 * contract's 409 naming the field. The entity engine and the hand-written controllers (access admin, third-party
 * details, operation priority, document file, user) all write through it, so these rules are written once.
 */

export type Tx = Prisma.TransactionClient;
type Text = { fa: string; en: string };

export const STALE: Text = { fa: 'این مورد در این فاصله تغییر کرده است؛ دوباره بارگذاری کنید.', en: 'This item was changed meanwhile; reload it.' };
const DUPLICATE: Text = { fa: 'مقداری تکراری است.', en: 'A value is a duplicate.' };

/** What the write path needs of a model: Prisma's `updateMany` (any delegate has it). */
export interface VersionedModel {
  updateMany(args: { where: Record<string, unknown>; data: Record<string, unknown> }): Promise<{ count: number }>;
}

/** The 409 of a stale version: the caller read `expected`, the row is at `current` now. */
export function staleVersion(expected: number, current: number | undefined, text: Text = STALE, what?: string): DomainException {
  return new DomainException(409, 'CONFLICT', { text, detail: `${what ? `${what}: ` : ''}version ${expected} is not ${current ?? 'the stored one'}` });
}

const snake = (f: string) => f.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/**
 * Rethrows Prisma's unique violation (P2002) as the contract's 409 with the field named: the first of `fields`
 * that the violated constraint covers (by field or column name), else `fallback`. Any other error is rethrown as is.
 */
export function uniqueConflict(err: unknown, fields: readonly string[], options: { fallback?: string; text?: Text } = {}): never {
  const e = err as { code?: string; meta?: { target?: string[] | string; driverAdapterError?: { cause?: { constraint?: { fields?: string[]; index?: string } } } } };
  if (e?.code !== 'P2002') throw err;
  // the pg adapter names the columns, or only the index (`product_company_id_barcode_key`)
  const constraint = e.meta?.driverAdapterError?.cause?.constraint;
  const raw = e.meta?.target ?? constraint?.fields ?? constraint?.index ?? [];
  const columns = (Array.isArray(raw) ? raw : [raw]).map((c) => c.replace(/"/g, ''));
  // the columns, or only the index's name (`calendar_year_company_id_year_key`) when the driver gives no columns
  const field = fields.find((f) => columns.includes(f) || columns.includes(snake(f)) || columns.some((c) => c.endsWith(`_${snake(f)}_key`))) ?? options.fallback ?? fields[0] ?? 'id';
  throw new DomainException(409, 'CONFLICT', {
    text: options.text ?? DUPLICATE,
    detail: field,
    fieldErrors: [{ field, constraint: 'unique', args: [], fallback: `${field} is a duplicate` }],
  });
}

/** The fields whose value `data` changes from `before`, each with its before and after (for the audit). */
export function changesOf(before: Record<string, unknown>, data: Record<string, unknown>): Record<string, { before: unknown; after: unknown }> {
  const text = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v ?? ''));
  return Object.fromEntries(Object.keys(data).filter((k) => text(before[k]) !== text(data[k])).map((k) => [k, { before: before[k] ?? null, after: data[k] }]));
}

export interface VersionedUpdate {
  /** the name the audit keeps (an entity definition's name, `user`, `role`) */
  entity: string;
  id: number;
  /** the version the caller read; a stale one answers 409 (`undefined`: the caller sent none, the stored one is taken) */
  version: number | undefined;
  /** the version stored when the caller's row was read (the 409's detail, and the one taken when none is sent) */
  current: number;
  /** what else confines the row (the caller's company) */
  where?: Record<string, unknown>;
  /** the values written; the version is increased by the path */
  data: Record<string, unknown>;
  /** the model keeps who changed a row last (`updatedBy`): the path writes the caller there */
  stamped?: boolean;
  /** the audit's event and what it records besides the new version (by default the changes against `before`) */
  event: string;
  before?: Record<string, unknown>;
  audit?: Record<string, unknown>;
  /** the fields a unique violation may name, and the texts of the 409s when the caller has its own */
  unique?: readonly string[];
  uniqueText?: Text;
  staleText?: Text;
}

@Injectable()
export class WritePath {
  constructor(private readonly audit: AuditService) {}

  /** Records a write in the append-only audit log, in the write's transaction. */
  record(tx: Tx, event: string, entity: string, id: number | string, p: Principal, m: RequestMeta | undefined, data?: Record<string, unknown>): Promise<void> {
    return this.audit.record({ event, userId: p.subjectId, companyId: p.companyId, entity, entityId: id, ip: m?.ip, traceId: m?.traceId, data }, tx);
  }

  /**
   * Writes `data` to row `id` only if it still has the version the caller read, increasing it; 409 when stale
   * (nothing written), 409 naming the field on a unique violation; audits the change. Answers the new version.
   */
  async update(tx: Tx, model: VersionedModel, w: VersionedUpdate, p: Principal, m: RequestMeta | undefined): Promise<{ id: number; version: number }> {
    const expected = w.version ?? w.current;
    let count: number;
    try {
      ({ count } = await model.updateMany({ where: { id: w.id, version: expected, ...w.where }, data: { ...w.data, ...(w.stamped ? { updatedBy: p.subjectId } : {}), version: { increment: 1 } } }));
    } catch (err) {
      uniqueConflict(err, w.unique ?? [], { text: w.uniqueText });
    }
    if (count !== 1) throw staleVersion(expected, w.current, w.staleText);
    const audit = w.audit ?? (w.before ? { changes: changesOf(w.before, w.data) } : {});
    await this.record(tx, w.event, w.entity, w.id, p, m, { ...audit, version: expected + 1 });
    return { id: w.id, version: expected + 1 };
  }

  /** Runs a create, mapping a unique violation to 409 on its field, and audits it with what was written. */
  async create<T extends { id: number }>(
    tx: Tx,
    make: () => Promise<T>,
    w: { entity: string; event: string; audit?: Record<string, unknown>; unique?: readonly string[]; uniqueText?: Text },
    p: Principal,
    m: RequestMeta | undefined,
  ): Promise<T> {
    let row: T;
    try {
      row = await make();
    } catch (err) {
      uniqueConflict(err, w.unique ?? [], { text: w.uniqueText });
    }
    await this.record(tx, w.event, w.entity, row.id, p, m, w.audit);
    return row;
  }
}
