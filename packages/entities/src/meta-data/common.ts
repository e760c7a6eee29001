import type { EntityDefinition, FieldDefinition, Operation, RouteDefinition, Text } from '../definition';
import { baseDataRoutes } from '../routes';

/** The pages that work on third parties: the list of every third party, and the role lists (views of it). */
export const THIRD_PARTY_PAGES = ['/thirdparties-2', '/supplier-2', '/contractor-2', '/employers-2'];

/** The meta-data naming (CONTRACT.md): `/api/meta-data/v1/{resource}/{op}` with the base-data operation names. */
export function metaDataRoutes(resource: string, options: { activation?: boolean } = {}) {
  const r = baseDataRoutes(resource, { area: 'meta-data' });
  if (options.activation === false) {
    const routes: Partial<Record<Operation, RouteDefinition>> = { ...r.routes };
    for (const op of ['activate', 'deactivate', 'groupActivate', 'groupDeactivate', 'getActives'] as const) delete routes[op];
    return { ...r, routes };
  }
  return r;
}

export const thirdPartyLink = {
  type: 'link',
  entity: 'thirdparty',
  label: { fa: 'طرف حساب', en: 'Third party' },
  required: true,
} as const satisfies FieldDefinition;

export const isDefault = { type: 'boolean', label: { fa: 'پیش‌فرض', en: 'Default' } } as const satisfies FieldDefinition;

/**
 * A record that belongs to one third party (contact, address, bank account, …): meta-data routes without
 * activation, listed in the third party's form, worked on from every third-party page.
 */
export function subRecord(d: {
  name: string;
  resource: string;
  model: string;
  table: string;
  singular: Text;
  plural: Text;
  fields: Record<string, FieldDefinition>;
  titleField: string;
  columns: string[];
  searchFields?: string[];
  filters?: string[];
  byThirdParty?: string;
  menu?: EntityDefinition['menu'];
}): EntityDefinition {
  return {
    name: d.name,
    model: d.model,
    table: d.table,
    area: 'meta-data',
    ...metaDataRoutes(d.resource, { activation: false }),
    ...(d.byThirdParty ? { lookups: [{ kind: 'list', by: 'thirdPartyId', path: d.byThirdParty, param: 'thirdPartyId' }] } : {}),
    label: { singular: d.singular, plural: d.plural },
    scope: 'global',
    fields: { thirdPartyId: thirdPartyLink, ...d.fields },
    titleField: d.titleField,
    searchFields: d.searchFields ?? [d.titleField],
    list: { columns: d.columns, filters: ['thirdPartyId', ...(d.filters ?? [])], sort: { field: 'id', direction: 'asc' } },
    activeFlag: false,
    menu: d.menu ?? { url: '/thirdparties-2', parent: 'BaseInformation', page: false, also: THIRD_PARTY_PAGES.slice(1) },
  };
}
