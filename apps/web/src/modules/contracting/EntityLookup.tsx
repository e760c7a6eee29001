import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { findEntity } from '@karsaz/entities';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useApi } from '../../core/api/ApiProvider';
import { entityApi, entityKeys, type EntityRow } from '../../core/entity/entityApi';
import { LINKED_TITLE_FRESH_MS } from '../../core/entity/useLookup';

/**
 * A searchable lookup of another entity's active rows (a project, an operation, a general group, a unit), searched
 * on the server as the user types (twenty at a time) and chosen by keyboard or mouse. Like the forms' link select
 * (core/entity), on the same query keys, but it hands the chosen row to the caller (the wizard names the estimate
 * after its project) and labels its options as the caller asks; a chosen row's label does not narrow the search
 * when the list is opened again.
 */
export function EntityLookup(props: {
  entity: string;
  value: number | null;
  onChange: (id: number | null, row: EntityRow | null) => void;
  /** the visible label; in a table cell none, `ariaLabel` names it instead */
  label?: string;
  ariaLabel?: string;
  description?: string;
  placeholder?: string;
  error?: string;
  required?: boolean;
  optionLabel?: (row: EntityRow) => string;
  name: string;
  testId?: string;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const target = findEntity(props.entity)!;
  const calls = useMemo(() => entityApi(api, target), [api, target]);
  const label = (row: EntityRow) => (props.optionLabel ? props.optionLabel(row) : String(row[target.titleField] ?? row.id));
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  // the chosen row (seeded when picked, else fetched once)
  const current = useQuery({
    queryKey: entityKeys.title(target, props.value ?? 0),
    queryFn: () => calls.get(props.value!),
    enabled: !!props.value,
    staleTime: LINKED_TITLE_FRESH_MS,
  });
  const currentLabel = current.data && props.value ? label(current.data) : '';
  const [typed] = useDebouncedValue(search === currentLabel ? '' : search, 250);
  const options = useQuery({
    queryKey: entityKeys.list(target, { lookup: 1, searchTerm: typed }),
    queryFn: () => calls.actives({ searchTerm: typed, pageSize: 20 }),
    enabled: opened || !!typed,
    placeholderData: (previous) => previous,
  });
  const rows = useMemo(() => {
    const list = [...(options.data?.data ?? [])];
    if (current.data && props.value && !list.some((r) => r.id === current.data!.id)) list.unshift(current.data);
    return list;
  }, [options.data, current.data, props.value]);
  return (
    <Select
      label={props.label}
      aria-label={props.label ? undefined : props.ariaLabel}
      description={props.description}
      placeholder={props.placeholder}
      withAsterisk={!!props.required}
      searchable
      clearable={!props.required}
      data={rows.map((r) => ({ value: String(r.id), label: label(r) }))}
      value={props.value ? String(props.value) : null}
      onChange={(v) => {
        const row = v ? (rows.find((r) => String(r.id) === v) ?? null) : null;
        if (row) queryClient.setQueryData(entityKeys.title(target, row.id), row);
        props.onChange(v ? Number(v) : null, row);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      nothingFoundMessage={options.isFetching ? undefined : '—'}
      error={props.error}
      name={props.name}
      data-testid={props.testId}
      // the server searched already
      filter={({ options: o }) => o}
    />
  );
}

/** A row's title as the lookups cached it (entityKeys.title), fetched when missing. */
export function EntityTitle({ entity, id }: { entity: string; id: number }) {
  const api = useApi();
  const target = findEntity(entity)!;
  const row = useQuery({ queryKey: entityKeys.title(target, id), queryFn: () => entityApi(api, target).get(id), staleTime: LINKED_TITLE_FRESH_MS });
  return <>{row.data ? String(row.data[target.titleField] ?? id) : '…'}</>;
}
