import { useDebouncedValue } from '@mantine/hooks';
import { findEntity } from '@karsaz/entities';
import { useQuery } from '@tanstack/react-query';
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
    enabled,
  });
  const title = (row: EntityRow) => String(row[target.titleField] ?? row.id);
  return { target, calls, search, setSearch, options, title };
}
