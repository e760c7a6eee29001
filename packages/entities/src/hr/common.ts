import { description } from '../base-data/common';
import type { EntityDefinition, EnumOption, FieldDefinition, Text } from '../definition';
import { baseDataRoutes } from '../routes';

/** What the HR entities share: their parent menu, the code and title most of them carry, their route style. */

export const HR = 'HumanResourceInformation' as const;

export const hrCode = { type: 'string', label: { fa: 'کد', en: 'Code' }, required: true, unique: true, max: 20, format: 'code' } as const satisfies FieldDefinition;
export const hrTitle = { type: 'string', label: { fa: 'عنوان', en: 'Title' }, required: true, max: 150 } as const satisfies FieldDefinition;
export const hrName = { type: 'string', label: { fa: 'نام', en: 'Name' }, required: true, max: 150 } as const satisfies FieldDefinition;

/** Enum options from `[value, fa, en]` triples. */
export function options(...list: [number, string, string][]): EnumOption[] {
  return list.map(([value, fa, en]) => ({ value, label: { fa, en } }));
}

/**
 * A company's reference list of HR (employment statuses, study fields, grades…): code (from the entity's sequence)
 * and name, more fields in `fields`, `/api/hr/v1/{name}/…` with activation, a page of its own under Human resources.
 */
export function hrReference(
  d: {
    name: string;
    model: string;
    table: string;
    singular: Text;
    plural: Text;
    url: string;
    icon?: string;
    fields?: Record<string, FieldDefinition>;
    columns?: string[];
    filters?: string[];
    titleField?: string;
  },
  extra: Partial<EntityDefinition> = {},
): EntityDefinition {
  const fields = d.fields ?? {};
  const titleField = d.titleField ?? 'name';
  return {
    name: d.name,
    model: d.model,
    table: d.table,
    area: 'hr',
    ...baseDataRoutes(d.name, { area: 'hr' }),
    label: { singular: d.singular, plural: d.plural },
    scope: 'company',
    fields: { code: hrCode, ...(titleField === 'name' ? { name: hrName } : {}), ...fields },
    titleField,
    searchFields: [titleField, 'code'],
    list: { columns: d.columns ?? ['code', titleField], ...(d.filters ? { filters: d.filters } : {}), sort: { field: 'code', direction: 'asc' } },
    activeFlag: true,
    code: { field: 'code', width: 3 },
    menu: { url: d.url, parent: HR, ...(d.icon ? { icon: d.icon } : {}) },
    ...extra,
  };
}

export { description };
