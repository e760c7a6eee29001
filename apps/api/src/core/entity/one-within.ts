import type { EntityDefinition } from '@karsaz/entities';
import type { Prisma } from '../../generated/prisma/client';
import { DomainException } from '../http/errors';
import { entityDelegate, type Row } from './delegate';

type Tx = Prisma.TransactionClient;

/**
 * Flags held by exactly one row of a parent (`oneWithin` of a boolean field: a person's default bank account and
 * default address). Run inside the write's transaction, so the rows never show two holders or none.
 */

const flagsOf = (entity: EntityDefinition) =>
  Object.entries(entity.fields).flatMap(([field, d]) => (d.type === 'boolean' && d.oneWithin ? [{ field, parent: d.oneWithin }] : []));

/**
 * Before a row is written: the first row of its parent takes the flag whatever was sent; taking the flag off the
 * row that holds it is refused (another row must take it instead).
 */
export async function checkOneWithin(entity: EntityDefinition, data: Record<string, unknown>, tx: Tx, before?: Row): Promise<void> {
  for (const { field, parent } of flagsOf(entity)) {
    const parentId = (data[parent] ?? before?.[parent]) as number | null | undefined;
    if (parentId === null || parentId === undefined) continue;
    if (before && before[field] === true && (field in data) && data[field] !== true && before[parent] === parentId) {
      throw new DomainException(400, 'VALIDATION', { fieldErrors: [{ field, constraint: 'oneDefault', args: [], fallback: `one row must hold ${field}; set it on another row instead` }] });
    }
    if (!before || before[parent] !== parentId) {
      const holders = await entityDelegate(tx, entity).count({ where: { [parent]: parentId, [field]: true, ...(before ? { id: { not: before.id } } : {}) } });
      if (!holders) data[field] = true;
    }
  }
}

/** After a row is written: when it holds the flag, no other row of its parent does. */
export async function settleOneWithin(entity: EntityDefinition, row: Row, tx: Tx): Promise<void> {
  for (const { field, parent } of flagsOf(entity)) {
    if (row[field] !== true || row[parent] === null || row[parent] === undefined) continue;
    await entityDelegate(tx, entity).updateMany({ where: { [parent]: row[parent], [field]: true, id: { not: row.id } }, data: { [field]: false, version: { increment: 1 } } });
  }
}

/** After the holder is deleted: the oldest row left of its parent takes the flag. */
export async function passOnOneWithin(entity: EntityDefinition, removed: Row, tx: Tx): Promise<void> {
  for (const { field, parent } of flagsOf(entity)) {
    if (removed[field] !== true || removed[parent] === null || removed[parent] === undefined) continue;
    const next = await entityDelegate(tx, entity).findFirst({ where: { [parent]: removed[parent] }, orderBy: { id: 'asc' } });
    if (next) await entityDelegate(tx, entity).updateMany({ where: { id: next.id }, data: { [field]: true, version: { increment: 1 } } });
  }
}
