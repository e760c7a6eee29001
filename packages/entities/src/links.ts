import type { EntityDefinition, LinksField } from './definition';

/**
 * The many-to-many field kind (`type: 'links'`, definition.ts): how a field such as a shift rotation's
 * `workingGroupIds` is stored and answered. Each field has a join table of its own (`ShiftRotationWorkingGroup`,
 * `shift_rotation_working_group`: the owner's id and the target's id, the pair its key), cascading from the owner
 * and restricting the target: a working group a rotation uses is not deleted (409 naming the rotations, as a link's
 * target is not). The owner's relation to it is `workingGroupLinks`; the answer carries `workingGroupIds` and the
 * linked rows' ids and titles as `workingGroups`.
 */

export interface JoinModel {
  /** the Prisma model and table of the pairs */
  model: string;
  table: string;
  /** the owner's relation field to its pairs (`workingGroupLinks`) */
  relation: string;
  /** the answer's field with the linked rows' id and title (`workingGroups`) */
  titles: string;
  /** the target's back-relation field (`shiftRotationViaWorkingGroupLinks`) */
  backRelation: string;
}

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const snakeCase = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** The stem of a links field: `workingGroupIds` → `workingGroup`. */
export function linksStem(field: string): string {
  return field.replace(/Ids$/, '');
}

export function joinModelOf(owner: Pick<EntityDefinition, 'model' | 'table'>, field: string): JoinModel {
  const stem = linksStem(field);
  return {
    model: `${owner.model}${upperFirst(stem)}`,
    table: `${owner.table}_${snakeCase(stem)}`,
    relation: `${stem}Links`,
    titles: `${stem}s`,
    backRelation: `${lowerFirst(owner.model)}Via${upperFirst(stem)}Links`,
  };
}

/** The links fields of an entity. */
export function linksFieldsOf(entity: Pick<EntityDefinition, 'fields'>): [string, LinksField][] {
  return Object.entries(entity.fields).filter(([, d]) => d.type === 'links') as [string, LinksField][];
}

/** The links fields of other entities that point at `target` (what may hold one of its rows in a set). */
export function linksReferrersOf(target: string, entities: readonly EntityDefinition[]): { entity: EntityDefinition; field: string }[] {
  return entities.flatMap((entity) => linksFieldsOf(entity).filter(([, d]) => d.entity === target).map(([field]) => ({ entity, field })));
}
