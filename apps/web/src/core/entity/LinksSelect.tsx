import { MultiSelect } from '@mantine/core';
import type { LinksField } from '@karsaz/entities';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLanguage } from '../i18n/useLanguage';
import { entityKeys, type EntityRow } from './entityApi';
import { LINKED_TITLE_FRESH_MS, useLookupOptions } from './useLookup';
import { linksIds } from './relational';

/**
 * A set of another entity's rows (a shift rotation's working groups): a searchable multi-select of the target's
 * active rows (or of the field's view), typed into and chosen by keyboard; the value is the ids joined by commas.
 */
export function LinksSelect(props: {
  field: string;
  def: LinksField;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  readOnly?: boolean;
}) {
  const language = useLanguage();
  const { target, calls, search, setSearch, options, title } = useLookupOptions(props.def, !props.readOnly);
  const ids = linksIds(props.value);
  // the chosen rows' titles, whether or not the search shows them
  const chosen = useQueries({ queries: ids.map((id) => ({ queryKey: entityKeys.title(target, id), queryFn: () => calls.get(id), staleTime: LINKED_TITLE_FRESH_MS })) });
  const data = useMemo(() => {
    const rows = new Map<number, EntityRow>();
    for (const q of chosen) if (q.data) rows.set(q.data.id, q.data);
    for (const r of options.data?.data ?? []) rows.set(r.id, r);
    for (const id of ids) if (!rows.has(id)) rows.set(id, { id, version: 0, [target.titleField]: String(id) });
    return [...rows.values()].map((r) => ({ value: String(r.id), label: title(r) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options.data, chosen.map((q) => q.data?.id).join(','), props.value]);
  return (
    <MultiSelect
      label={props.def.label[language]}
      withAsterisk={!!props.def.required}
      searchable
      clearable={!props.readOnly}
      data={data}
      value={ids.map(String)}
      onChange={(v) => props.onChange(v.join(','))}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={options.isFetching ? undefined : '—'}
      error={props.error}
      readOnly={props.readOnly}
      name={props.field}
      data-field={props.field}
      // the chosen rows stay in the data (their pills need it) but leave the dropdown, so Enter never unpicks one
      hidePickedOptions
    />
  );
}
