import { toAsciiDigits, normalizeText } from '@karsaz/domain';
import type { EntityDefinition } from '@karsaz/entities';
import type { Prisma } from '../../generated/prisma/client';
import { DomainException, type RawFieldError } from '../http/errors';
import { entityDelegate } from './delegate';

type Tx = Prisma.TransactionClient;

/**
 * Values unique within a parent (`uniqueWithin` of a field: a recruitment step's order and title within its
 * company information, a question's order within its test). Every duplicate is a 400 on the field with the spec's
 * message ("the entered order is a duplicate", constraint `duplicateWithin`), never a 409 or a 500.
 */

const fieldsOf = (entity: EntityDefinition) => Object.entries(entity.fields).filter(([, d]) => d.uniqueWithin).map(([f]) => f);

/** How two values are compared: text trimmed and normalised (Persian ی/ک, digits), case-insensitively. */
function key(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'string' ? toAsciiDigits(normalizeText(value)).trim().toLowerCase() : String(value);
}

/** A document's lines, all sent together: every line whose value repeats an earlier line's, as `lines[3].order`. */
export function duplicateLineErrors(lineEntity: EntityDefinition, lines: Record<string, unknown>[], prefix = 'lines'): RawFieldError[] {
  const errors: RawFieldError[] = [];
  for (const field of fieldsOf(lineEntity)) {
    const seen = new Set<string>();
    lines.forEach((line, i) => {
      const k = key(line[field]);
      if (k === null) return;
      if (seen.has(k)) errors.push(duplicateError(`${prefix}[${i}].${field}`));
      seen.add(k);
    });
  }
  return errors;
}

export function duplicateError(field: string): RawFieldError {
  return { field, constraint: 'duplicateWithin', args: [], fallback: `the entered ${field.split('.').pop()} is a duplicate` };
}

/**
 * A row saved on its own (an owned child): 400 on each field whose value another row of the same parent holds.
 * The composite unique index catches a race; `duplicateWithinConflict` turns its violation into the same 400.
 */
export async function checkUniqueWithin(entity: EntityDefinition, data: Record<string, unknown>, tx: Tx, before?: Record<string, unknown>): Promise<void> {
  const errors: RawFieldError[] = [];
  for (const field of fieldsOf(entity)) {
    const parentField = entity.fields[field]!.uniqueWithin!;
    const parent = parentField in data ? data[parentField] : before?.[parentField];
    const value = field in data ? data[field] : before?.[field];
    if (parent === null || parent === undefined || value === null || value === undefined) continue;
    const def = entity.fields[field]!;
    const match = def.type === 'string' || def.type === 'text' ? { equals: value, mode: 'insensitive' } : value;
    const where: Record<string, unknown> = { [parentField]: parent, [field]: match };
    if (before?.id) where.id = { not: before.id };
    if (await entityDelegate(tx, entity).count({ where })) errors.push(duplicateError(field));
  }
  if (errors.length) throw new DomainException(400, 'VALIDATION', { fieldErrors: errors });
}

/**
 * A unique violation of a `uniqueWithin` index as the 400 on its field; any other error unchanged. It may come
 * raw (Prisma's P2002) or as the write path's 409 naming one of the index's columns.
 */
export function duplicateWithinConflict(entity: EntityDefinition, err: unknown): void {
  if (err instanceof DomainException && err.status === 409 && err.options.fieldErrors?.[0]?.constraint === 'unique') {
    const named = err.options.detail;
    const field = fieldsOf(entity).find((f) => f === named) ?? fieldsOf(entity).find((f) => entity.fields[f]!.uniqueWithin === named);
    if (field && !entity.fields[named!]?.unique) throw new DomainException(400, 'VALIDATION', { fieldErrors: [duplicateError(field)] });
    return;
  }
  const e = err as { code?: string; meta?: { target?: string[] | string; driverAdapterError?: { cause?: { constraint?: { fields?: string[] } } } } };
  if (e?.code !== 'P2002') return;
  const raw = e.meta?.target ?? e.meta?.driverAdapterError?.cause?.constraint?.fields ?? [];
  const columns = (Array.isArray(raw) ? raw : [raw]).map((c) => c.replace(/"/g, ''));
  const snake = (f: string) => f.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
  const field = fieldsOf(entity).find((f) => columns.includes(f) || columns.includes(snake(f)));
  if (field) throw new DomainException(400, 'VALIDATION', { fieldErrors: [duplicateError(field)] });
}
