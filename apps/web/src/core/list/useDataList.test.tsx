import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setErrorDialog } from '../alerts/errorSink';
import { initI18n } from '../i18n/i18n';
import { useDataList, type ListParams } from './useDataList';

interface Row {
  id: number;
  name: string;
  isActive: boolean;
}

const ALL: Row[] = Array.from({ length: 35 }, (_, i) => ({ id: i + 1, name: `row ${i + 1}`, isActive: i % 2 === 0 }));

/** A server list over ALL: search by name, the `active` filter, pages. */
function fakeFetch() {
  const calls: ListParams<{ active?: boolean }>[] = [];
  const fetch = vi.fn(async (p: ListParams<{ active?: boolean }>) => {
    calls.push(p);
    const found = ALL.filter((r) => (!p.searchTerm || r.name.includes(p.searchTerm)) && (p.filters.active === undefined || r.isActive === p.filters.active));
    return { data: found.slice((p.pageIndex - 1) * p.pageSize, p.pageIndex * p.pageSize), rowCount: found.length };
  });
  return { fetch, calls };
}

function setup(debounceMs = 0) {
  const server = fakeFetch();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(() => useDataList<Row, { active?: boolean }>({ queryKey: ['rows'], fetch: server.fetch, debounceMs }), { wrapper });
  return { ...server, hook, client };
}

beforeAll(() => {
  initI18n('en');
});

describe('useDataList', () => {
  it('starts at page 1 with 10 rows a page and fetches with keepPreviousData', async () => {
    const { hook, calls } = setup();
    await waitFor(() => expect(hook.result.current.rows).toHaveLength(10));
    expect(calls[0]).toEqual({ pageIndex: 1, pageSize: 10, searchTerm: undefined, filters: {} });
    expect(hook.result.current.rowCount).toBe(35);
    expect(hook.result.current.pageCount).toBe(4);
    act(() => hook.result.current.setPageIndex(2));
    // the previous page stays on screen while the next one loads
    expect(hook.result.current.rows[0]!.id).toBe(1);
    await waitFor(() => expect(hook.result.current.rows[0]!.id).toBe(11));
  });

  it('a new search goes back to page 1 and is sent trimmed, once it settles', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { hook, calls } = setup(300);
      await waitFor(() => expect(hook.result.current.rows).toHaveLength(10));
      act(() => hook.result.current.setPageIndex(3));
      await waitFor(() => expect(hook.result.current.rows[0]!.id).toBe(21));
      act(() => hook.result.current.setSearch(' row 3 '));
      expect(hook.result.current.pageIndex).toBe(1);
      expect(hook.result.current.search).toBe(' row 3 ');
      // not sent before the debounce
      expect(calls.some((c) => c.searchTerm)).toBe(false);
      await act(() => vi.advanceTimersByTimeAsync(350));
      await waitFor(() => expect(hook.result.current.rowCount).toBe(7)); // row 3, row 30…35
      expect(calls.at(-1)).toMatchObject({ pageIndex: 1, searchTerm: 'row 3' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a filter goes back to page 1; an empty value removes it', async () => {
    const { hook, calls } = setup();
    await waitFor(() => expect(hook.result.current.rows).toHaveLength(10));
    act(() => hook.result.current.setPageIndex(2));
    act(() => hook.result.current.setFilter('active', false));
    expect(hook.result.current.pageIndex).toBe(1);
    await waitFor(() => expect(hook.result.current.rowCount).toBe(17));
    expect(calls.at(-1)).toMatchObject({ pageIndex: 1, filters: { active: false } });
    act(() => hook.result.current.setFilter('active', null));
    expect(hook.result.current.filters).toEqual({});
    await waitFor(() => expect(hook.result.current.rowCount).toBe(35));
  });

  it('a new page size goes back to page 1', async () => {
    const { hook } = setup();
    await waitFor(() => expect(hook.result.current.rows).toHaveLength(10));
    act(() => hook.result.current.setPageIndex(4));
    act(() => hook.result.current.setPageSize(20));
    expect(hook.result.current.pageIndex).toBe(1);
    await waitFor(() => expect(hook.result.current.rows).toHaveLength(20));
    expect(hook.result.current.pageCount).toBe(2);
  });

  it('keeps the selection across pages, clears it on a search, a filter or a page size', async () => {
    const { hook } = setup();
    await waitFor(() => expect(hook.result.current.rows).toHaveLength(10));
    act(() => hook.result.current.toggle(hook.result.current.rows[0]!));
    act(() => hook.result.current.toggle(hook.result.current.rows[1]!));
    expect(hook.result.current.selectedIds).toEqual([1, 2]);
    act(() => hook.result.current.toggle(hook.result.current.rows[0]!));
    expect(hook.result.current.selectedIds).toEqual([2]);
    act(() => hook.result.current.setPageIndex(2));
    await waitFor(() => expect(hook.result.current.rows[0]!.id).toBe(11));
    act(() => hook.result.current.toggle(hook.result.current.rows[0]!));
    expect(hook.result.current.selectedIds).toEqual([2, 11]);
    expect(hook.result.current.isSelected(hook.result.current.rows[0]!)).toBe(true);

    act(() => hook.result.current.setSearch('row'));
    expect(hook.result.current.selectedIds).toEqual([]);
    act(() => hook.result.current.setSelected([ALL[4]!]));
    act(() => hook.result.current.setFilter('active', true));
    expect(hook.result.current.selectedIds).toEqual([]);
    act(() => hook.result.current.setSelected([ALL[4]!]));
    act(() => hook.result.current.setPageSize(50));
    expect(hook.result.current.selectedIds).toEqual([]);
  });

  it('the selected rows are the latest copies the list fetched', async () => {
    const { hook } = setup();
    await waitFor(() => expect(hook.result.current.rows).toHaveLength(10));
    act(() => hook.result.current.setSelected([{ ...ALL[0]!, isActive: false }]));
    expect(hook.result.current.selectedRows[0]!.isActive).toBe(true);
  });

  it('run: success refreshes the list and answers true; a failure answers false and still refreshes', async () => {
    const { hook, fetch } = setup();
    await waitFor(() => expect(hook.result.current.rows).toHaveLength(10));
    const before = fetch.mock.calls.length;
    let ok: boolean | undefined;
    await act(async () => {
      ok = await hook.result.current.run(async () => 1, 'done');
    });
    expect(ok).toBe(true);
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(before));
    const shown: unknown[] = [];
    const unplug = setErrorDialog((error) => shown.push(error));
    const after = fetch.mock.calls.length;
    await act(async () => {
      ok = await hook.result.current.run(async () => {
        throw new Error('no');
      });
    });
    expect(ok).toBe(false);
    // the failure goes to the global error dialog
    expect(shown).toEqual([expect.objectContaining({ message: 'no' })]);
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(after));
    unplug();
  });
});
