import type { Area } from './areas';
import type { EntityDefinition, FieldDefinition, ParentMenu, Text } from './definition';
import { baseDataRoutes } from './routes';

/** A company's reference list as most areas keep them: what differs between one list and another. */
export interface ReferenceSpec {
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
}

/**
 * A company's reference list (HR's employment statuses, the warehouse's features and tags…): a code from the
 * entity's sequence and a name (unless another title field is named), more fields in `fields`,
 * `/api/{area}/v1/{name}/…` with activation, and a page of its own under `parent`.
 */
export function companyReference(
  area: Area,
  parent: ParentMenu,
  base: { code: FieldDefinition; name: FieldDefinition },
  d: ReferenceSpec,
  extra: Partial<EntityDefinition> = {},
): EntityDefinition {
  const fields = d.fields ?? {};
  const titleField = d.titleField ?? 'name';
  return {
    name: d.name,
    model: d.model,
    table: d.table,
    area,
    ...baseDataRoutes(d.name, { area }),
    label: { singular: d.singular, plural: d.plural },
    scope: 'company',
    fields: { code: base.code, ...(titleField === 'name' ? { name: base.name } : {}), ...fields },
    titleField,
    searchFields: [titleField, 'code'],
    list: { columns: d.columns ?? ['code', titleField], ...(d.filters ? { filters: d.filters } : {}), sort: { field: 'code', direction: 'asc' } },
    activeFlag: true,
    code: { field: 'code', width: 3 },
    menu: { url: d.url, parent, ...(d.icon ? { icon: d.icon } : {}) },
    ...extra,
  };
}
