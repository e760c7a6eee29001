import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../alerts';
import { reportError } from '../alerts/errorSink';

/** Page sizes a list offers (the spec: 10 by default, then 20, 50, 100). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** One page of a server list, as every getFiltered answers it. */
export interface ListPage<T> {
  data: T[];
  rowCount: number;
}

/** What a list asks the server for: the page, the debounced search text (undefined when empty) and the filters. */
export interface ListParams<F> {
  pageIndex: number;
  pageSize: number;
  searchTerm?: string;
  filters: F;
}

export interface DataListOptions<T, F> {
  /** The list's query key: the params are appended, and `refresh` invalidates everything under it. */
  queryKey: readonly unknown[];
  fetch: (params: ListParams<F>) => Promise<ListPage<T>>;
  initialFilters?: F;
  pageSize?: number;
  /** Milliseconds the search text settles before it is sent (300). */
  debounceMs?: number;
  /** A row's id (default `row.id`). */
  getId?: (row: T) => number;
  /** Invalidated by `refresh` instead of `queryKey` (a wider key, e.g. every query of the entity). */
  refreshKey?: readonly unknown[];
  enabled?: boolean;
  /** The screen shows the list's failure itself (then no global error dialog; core/query/queryClient.ts). */
  handlesErrors?: boolean;
}

/**
 * Runs a call behind the loader: success in the snackbar (`done`, default "Done."), failure in the error dialog, then
 * `after` (a list's refresh) either way. Answers whether the call succeeded.
 */
export function useRunAction(after?: () => Promise<unknown>) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  return async (action: () => Promise<unknown>, done: string = t('list.done')): Promise<boolean> => {
    try {
      await alerts.withLoader(action);
      alerts.snackbar(done, 'success');
      return true;
    } catch (error) {
      reportError(error);
      return false;
    } finally {
      await after?.();
    }
  };
}

/**
 * The state and data of one server list, without any markup: search text (debounced; a new search or filter goes back
 * to page 1), filters, page index and size, the selection, the query (previous page kept while the next loads),
 * refresh, and `run(action, doneText)` that answers in the snackbar or the error dialog and then refreshes.
 *
 * Selection: rows are kept by id across pages (a group action acts on everything chosen), and cleared when the search,
 * a filter or the page size changes (the rows chosen may not be in the list any more). The selected rows are the
 * latest copies the list has seen, so a status changed by a row action counts.
 */
export function useDataList<T, F extends object = Record<string, never>>(options: DataListOptions<T, F>) {
  const queryClient = useQueryClient();
  const getId = options.getId ?? ((row: T) => (row as { id: number }).id);
  const [search, setSearchText] = useState('');
  const [searchTerm] = useDebouncedValue(search.trim(), options.debounceMs ?? 300);
  const [filters, setFiltersState] = useState<F>(options.initialFilters ?? ({} as F));
  const [pageIndex, setPageIndex] = useState(1);
  const [pageSize, setPageSizeState] = useState(options.pageSize ?? DEFAULT_PAGE_SIZE);
  const [chosen, setChosen] = useState<T[]>([]);

  const params: ListParams<F> = { pageIndex, pageSize, searchTerm: searchTerm || undefined, filters };
  const query = useQuery({
    queryKey: [...options.queryKey, params],
    queryFn: () => options.fetch(params),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
    meta: options.handlesErrors ? { handlesErrors: true } : undefined,
  });
  const rows = useMemo(() => query.data?.data ?? [], [query.data]);
  const rowCount = query.data?.rowCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(rowCount / pageSize));

  const restart = () => {
    setPageIndex(1);
    setChosen([]);
  };
  const setSearch = (text: string) => {
    setSearchText(text);
    restart();
  };
  /** Sets one filter; null, undefined or '' removes it. */
  const setFilter = <K extends keyof F>(key: K, value: F[K] | null | undefined) => {
    restart();
    setFiltersState((old) => {
      const next = { ...old };
      if (value === null || value === undefined || (value as unknown) === '') delete next[key];
      else next[key] = value;
      return next;
    });
  };
  const setFilters = (next: F) => {
    restart();
    setFiltersState(next);
  };
  const setPageSize = (size: number) => {
    setPageSizeState(size);
    restart();
  };

  const selectedIds = chosen.map(getId);
  const selectedRows = chosen.map((old) => rows.find((r) => getId(r) === getId(old)) ?? old);
  const isSelected = (row: T) => selectedIds.includes(getId(row));
  /** The whole selection (the table's checkboxes give it, other pages' rows included). */
  const setSelected = (next: T[]) => setChosen(next);
  const toggle = (row: T) => setChosen((old) => (old.some((r) => getId(r) === getId(row)) ? old.filter((r) => getId(r) !== getId(row)) : [...old, row]));
  const clearSelection = () => setChosen([]);

  const refreshKey = options.refreshKey ?? options.queryKey;
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: [...refreshKey] }), [queryClient, refreshKey]);

  const run = useRunAction(refresh);

  return {
    search,
    searchTerm: searchTerm || undefined,
    setSearch,
    filters,
    setFilter,
    setFilters,
    pageIndex,
    setPageIndex,
    pageSize,
    setPageSize,
    pageCount,
    params,
    rows,
    rowCount,
    isFetching: query.isFetching,
    isLoading: query.isLoading,
    isSuccess: query.isSuccess,
    error: query.error,
    query,
    selectedIds,
    selectedRows,
    isSelected,
    toggle,
    setSelected,
    clearSelection,
    refresh,
    run,
  };
}

export type DataList<T, F extends object = Record<string, never>> = ReturnType<typeof useDataList<T, F>>;
