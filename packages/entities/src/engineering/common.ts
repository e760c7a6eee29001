import { description } from '../base-data/common';
import type { EntityDefinition, FieldDefinition, LookupRoute, Operation, HttpMethod } from '../definition';

/** The name and code most engineering reference data carries. */
export const nameAndCode = {
  code: { type: 'string', label: { fa: 'کد', en: 'Code' }, required: true, unique: true, max: 20, format: 'code' },
  name: { type: 'string', label: { fa: 'نام', en: 'Name' }, required: true, max: 200 },
} as const satisfies Record<string, FieldDefinition>;

/**
 * The operation names of the engineering service API (spec platform-core §7), which follow one of two patterns:
 * `CreateCostOver / UpdateCostOver / ActiveCostOver / GetCostOverById(costOverId) / DisableCostOver` and
 * `AddBranch / EditeBranch / ActiveBranch / GetBranchById(branchId) / DeleteBranch`, with the lists named
 * per entity. `camel` is the id parameter's stem (`costOver` → `costOverId`).
 */
export function serviceOperations(
  entity: string,
  camel: string,
  names: { create: string; update: string; remove: [HttpMethod, string]; list: string; actives: string },
): Partial<Record<Operation, [HttpMethod, string] | [HttpMethod, string, string]>> {
  return {
    create: ['POST', names.create],
    update: ['PUT', names.update],
    activate: ['PUT', `Active${entity}`],
    deactivate: ['PUT', `Inactive${entity}`],
    getById: ['GET', `Get${entity}ById`, `${camel}Id`],
    list: ['GET', names.list],
    getActives: ['GET', names.actives],
    search: ['GET', 'GetsByNameOrCode'],
    [names.remove[1].startsWith('Disable') ? 'disable' : 'remove']: [names.remove[0], names.remove[1], `${camel}Id`],
  };
}

/** GetXByName(xName) and GetXByCode(xCode). */
export function byNameAndCode(entity: string, camel: string): LookupRoute[] {
  return [
    { kind: 'one', by: 'name', path: `Get${entity}ByName`, param: `${camel}Name` },
    { kind: 'one', by: 'code', path: `Get${entity}ByCode`, param: `${camel}Code` },
  ];
}

/** A named, coded item measured in a unit (a kind of machine, a project service): its fields and its list. */
export const measuredItem = {
  fields: {
    ...nameAndCode,
    measureUnitId: { type: 'link', entity: 'measureunit', label: { fa: 'واحد اندازه‌گیری', en: 'Measure unit' } },
    description,
  },
  titleField: 'name',
  searchFields: ['name', 'code'],
  list: { columns: ['code', 'name', 'measureUnitId'], filters: ['measureUnitId'], sort: { field: 'code', direction: 'asc' } },
} satisfies Pick<EntityDefinition, 'fields' | 'titleField' | 'searchFields' | 'list'>;
