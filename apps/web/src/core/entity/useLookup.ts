import { useDebouncedValue } from '@mantine/hooks';
import { findEntity, joinModelOf, relationField, type EntityDefinition } from '@karsaz/entities';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useApi } from '../api/ApiProvider';
import { entityApi, entityKeys, type EntityRow } from './entityApi';

/**
 * The searched rows a lookup of another entity offers (a link's select, a set's multi-select): the target's active
 * rows, or the slice of the field's view, twenty at a time, searched as the user types (debounced).
 */
export function useLookupOptions(def: { entity: string; view?: string }, enabled: boolean) {
  const api = useApi();
  const target = findEntity(def.entity)!;
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 250);
  const calls = useMemo(() => entityApi(api, target), [api, target]);
  const view = def.view;
  const options = useQuery({
    queryKey: entityKeys.list(target, { lookup: 1, searchTerm: term, view }),
    queryFn: () => (view ? calls.view(view, { searchTerm: term, pageSize: 20 }) : calls.actives({ searchTerm: term, pageSize: 20 })),
    // an entity the API does not list (a contract's items, read with their document) offers the chosen row only
    enabled: enabled && (!!view || !!(target.routes.getActives || target.routes.getFiltered || target.routes.list)),
    // while the next search runs the last answer stays: emptying the list meanwhile unmounted the option the arrow
    // keys had marked, so an Enter typed before the answer came picked nothing
    placeholderData: (previous) => previous,
  });
  const title = (row: EntityRow) => String(row[target.titleField] ?? row.id);
  return { target, calls, search, setSearch, options, title };
}

/** How long a linked row's title, once known, is shown without asking again. */
export const LINKED_TITLE_FRESH_MS = 5 * 60_000;

/**
 * Keeps the titles of the rows a stored row links to (`project: { id, name }`, a set's `workingGroups`, and those of
 * its lines) where the lookups read them (entityKeys.title), so showing the row asks the server for none of them.
 */
export function seedLinkedTitles(client: QueryClient, entity: EntityDefinition, row: Record<string, unknown>): void {
  for (const [field, def] of Object.entries(entity.fields)) {
    if (def.type !== 'link' && def.type !== 'links') continue;
    const target = findEntity(def.entity);
    if (!target) continue;
    const carried = def.type === 'link' ? [row[relationField(field)]] : ((row[joinModelOf(entity, field).titles] as unknown[] | undefined) ?? []);
    for (const linked of carried) {
      if (!linked || typeof linked !== 'object' || typeof (linked as { id?: unknown }).id !== 'number') continue;
      const key = entityKeys.title(target, (linked as { id: number }).id);
      if (!client.getQueryData(key)) client.setQueryData(key, linked as EntityRow);
    }
  }
  const lines = entity.lines && findEntity(entity.lines.entity);
  if (lines && Array.isArray(row.lines)) for (const line of row.lines as Record<string, unknown>[]) seedLinkedTitles(client, lines, line);
}
