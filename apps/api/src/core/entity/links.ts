import { findEntity, joinModelOf, linksFieldsOf, linksReferrersOf, ENTITIES, type EntityDefinition } from '@karsaz/entities';
import type { Prisma } from '../../generated/prisma/client';
import { asSystem } from '../context/request-context';
import { entityDelegate, type Row } from './delegate';
import type { RawFieldError } from '../http/errors';

type Tx = Prisma.TransactionClient;

/**
 * The many-to-many fields (`type: 'links'`, packages/entities links.ts) on the engine's side: the set sent is
 * checked (every id must be a row of the target in the caller's company, and in the field's view when it names
 * one; a bad one answers 400 on `workingGroupIds[1]`), then replaces the stored pairs in the row's transaction;
 * a row is answered with the ids and the linked rows' titles; a list filters by "holds this one"; a target held
 * in a set is not deleted (409 naming who holds it, like a link).
 */

interface JoinDelegate {
  deleteMany(args: object): Promise<{ count: number }>;
  createMany(args: object): Promise<{ count: number }>;
  count(args: object): Promise<number>;
}

function joinDelegate(tx: object, owner: EntityDefinition, field: string): JoinDelegate {
  const model = joinModelOf(owner, field).model;
  return (tx as Record<string, JoinDelegate>)[model.charAt(0).toLowerCase() + model.slice(1)]!;
}

/** The ids each links field was sent with (deduplicated, in the order sent); a field not sent is left out. */
export function linksOf(entity: EntityDefinition, dto: Record<string, unknown>): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const [field] of linksFieldsOf(entity)) {
    if (!(field in dto)) continue;
    const v = dto[field];
    out[field] = v === null || v === undefined ? [] : [...new Set(v as number[])];
  }
  return out;
}

/** The 400 errors of the ids sent: `workingGroupIds[1]` for an id that is no row of the target (or outside the view). */
export async function linksErrors(entity: EntityDefinition, sets: Record<string, number[]>, tx: Tx, prefix = ''): Promise<RawFieldError[]> {
  const errors: RawFieldError[] = [];
  for (const [field, def] of linksFieldsOf(entity)) {
    const ids = sets[field];
    if (!ids?.length) continue;
    const target = findEntity(def.entity)!;
    const d = entityDelegate(tx, target);
    // the company scope of the client confines the target's rows to the caller's company
    const found = new Set((await d.findMany({ where: { id: { in: ids } }, select: { id: true } })).map((r) => r.id));
    const view = def.view ? target.views?.find((v) => v.path === def.view) : undefined;
    const inView = view ? new Set((await d.findMany({ where: { id: { in: ids }, ...view.where }, select: { id: true } })).map((r) => r.id)) : found;
    const sent = (field in sets ? sets[field] : [])!;
    sent.forEach((id, i) => {
      const at = `${prefix}${field}[${i}]`;
      if (!found.has(id)) errors.push({ field: at, constraint: 'linkExists', args: [], fallback: `${at} does not exist` });
      else if (!inView.has(id)) errors.push({ field: at, constraint: 'linkInView', args: [view!.label.fa, view!.label.en], fallback: `${at} is not one of the ${view!.label.en}` });
    });
  }
  return errors;
}

/** Replaces the stored pairs of each links field sent with the set sent (in the row's transaction). */
export async function saveLinksSets(entity: EntityDefinition, rowId: number, sets: Record<string, number[]>, tx: Tx): Promise<void> {
  for (const [field, ids] of Object.entries(sets)) {
    const d = joinDelegate(tx, entity, field);
    await d.deleteMany({ where: { ownerId: rowId } });
    if (ids.length) await d.createMany({ data: ids.map((targetId) => ({ ownerId: rowId, targetId })) });
  }
}

/** What a read includes for the links fields: each pair's target id and title. */
export function linksInclude(entity: EntityDefinition): Record<string, unknown> {
  return Object.fromEntries(
    linksFieldsOf(entity).map(([field, def]) => {
      const target = findEntity(def.entity)!;
      return [joinModelOf(entity, field).relation, { select: { target: { select: { id: true, [target.titleField]: true } } }, orderBy: { targetId: 'asc' } }];
    }),
  );
}

/** A read row's pairs as the answer has them: `workingGroupIds: [3, 7]` and `workingGroups: [{ id, name }]`. */
export function presentLinks(entity: EntityDefinition, row: Row): void {
  for (const [field] of linksFieldsOf(entity)) {
    const join = joinModelOf(entity, field);
    const pairs = (row[join.relation] as { target: Record<string, unknown> & { id: number } }[] | undefined) ?? [];
    row[field] = pairs.map((p) => p.target.id);
    row[join.titles] = pairs.map((p) => p.target);
    delete row[join.relation];
  }
}

/** The where of a list filter on a links field: the rows whose set holds the id. */
export function linksFilter(entity: EntityDefinition, field: string, id: unknown): Record<string, unknown> {
  return { [joinModelOf(entity, field).relation]: { some: { targetId: Number(id) } } };
}

/** The sets that hold a row of `target` (every company's: a shared row held elsewhere must stay too). */
export async function linksUses(target: EntityDefinition, id: number, tx: Tx): Promise<{ entity: EntityDefinition; count: number }[]> {
  const uses: { entity: EntityDefinition; count: number }[] = [];
  for (const r of linksReferrersOf(target.name, ENTITIES)) {
    const count = await asSystem(async () => await joinDelegate(tx, r.entity, r.field).count({ where: { targetId: id } }));
    if (count) uses.push({ entity: r.entity, count });
  }
  return uses;
}
