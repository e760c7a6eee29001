import { defineEntity, type EntityDefinition, type FieldDefinition, type Text } from '../definition';
import { baseDataRoutes } from '../routes';
import { codeAndNames } from './common';

/**
 * The shape most reference lists share: a code from the entity's sequence, a Persian and an English title, an
 * active flag, base-data routes (`/api/base-data/v1/<name>/…`), listed under Base information. Anything more is
 * given in `extra` (more fields, other routes or menu).
 */
export function simpleReference(
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
  },
  extra: Partial<EntityDefinition> = {},
): EntityDefinition {
  return defineEntity({
    name: d.name,
    model: d.model,
    table: d.table,
    area: 'base-data',
    ...baseDataRoutes(d.name),
    label: { singular: d.singular, plural: d.plural },
    scope: 'global',
    fields: { ...codeAndNames, ...d.fields },
    titleField: 'nameFa',
    searchFields: ['nameFa', 'nameEn', 'code'],
    list: { columns: d.columns ?? ['code', 'nameFa', 'nameEn'], ...(d.filters ? { filters: d.filters } : {}), sort: { field: 'code', direction: 'asc' } },
    activeFlag: true,
    code: { field: 'code', width: 3 },
    menu: { url: d.url, parent: 'BaseInformation', ...(d.icon ? { icon: d.icon } : {}) },
    ...extra,
  });
}
