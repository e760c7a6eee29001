import { describe, expect, it } from 'vitest';
import { FALLBACK_PATH, MAX_TABS, TABS_SESSION_KEY, closeTab, createTabStore, keepTabsForReload, openTab, readStoredTabs, wouldExceed, type Tab } from './tabStore';

const tab = (key: string, extra: Partial<Tab> = {}): Tab => ({ key, href: key, routeId: `/app${key}`, ...extra });

function openAll(keys: string[]): readonly Tab[] {
  let tabs: readonly Tab[] = [];
  for (const key of keys) tabs = openTab(tabs, tab(key)).tabs;
  return tabs;
}

describe('openTab', () => {
  it('adds a page once', () => {
    let state = openTab([], tab('/a'));
    expect(state.result).toBe('added');
    state = openTab(state.tabs, tab('/a'));
    expect(state.result).toBe('exists');
    expect(state.tabs.map((t) => t.key)).toEqual(['/a']);
  });

  it('keeps the last address of a page already open, in its place', () => {
    const tabs = openAll(['/a', '/b']);
    const { tabs: next, result } = openTab(tabs, tab('/a', { href: '/a?page=2' }));
    expect(result).toBe('exists');
    expect(next.map((t) => t.href)).toEqual(['/a?page=2', '/b']);
    expect(openTab(next, tab('/a', { href: '/a?page=2' })).tabs).toBe(next);
  });

  it('holds at most 7 distinct tabs and refuses the eighth', () => {
    expect(MAX_TABS).toBe(7);
    const seven = openAll(['/1', '/2', '/3', '/4', '/5', '/6', '/7']);
    expect(seven).toHaveLength(7);
    const eighth = openTab(seven, tab('/8'));
    expect(eighth.result).toBe('limit');
    expect(eighth.tabs).toBe(seven);
    expect(wouldExceed(seven, '/8')).toBe(true);
    // a page already open is still reachable at the limit
    expect(wouldExceed(seven, '/3')).toBe(false);
    expect(openTab(seven, tab('/3')).result).toBe('exists');
  });
});

describe('closeTab', () => {
  it('moves to the last remaining tab when the shown one closes', () => {
    const tabs = openAll(['/a', '/b', '/c']);
    expect(closeTab(tabs, '/b', '/b')).toEqual({ tabs: [tabs[0], tabs[2]], next: '/c' });
    expect(closeTab(tabs, '/c', '/c').next).toBe('/b');
  });

  it('stays put when another tab closes', () => {
    const tabs = openAll(['/a', '/b']);
    const closed = closeTab(tabs, '/a', '/b');
    expect(closed.tabs.map((t) => t.key)).toEqual(['/b']);
    expect(closed.next).toBeUndefined();
  });

  it('goes to the dashboard when none remain', () => {
    expect(closeTab(openAll(['/a']), '/a', '/a')).toEqual({ tabs: [], next: FALLBACK_PATH });
  });

  it('ignores a key that is not open', () => {
    const tabs = openAll(['/a']);
    expect(closeTab(tabs, '/z', '/a').tabs).toBe(tabs);
  });
});

describe('the store', () => {
  it('notifies on change only', () => {
    const store = createTabStore();
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    const tabs = openAll(['/a']);
    store.set(tabs);
    store.set(tabs);
    expect(calls).toBe(1);
    expect(store.get()).toBe(tabs);
    stop();
    store.set([]);
    expect(calls).toBe(1);
  });
});

describe('the open tabs survive the update notice\'s reload (issue 11)', () => {
  const tab = (key: string): Tab => ({ key, href: key, routeId: `/app${key}` });

  it('are handed over once to the next store of the same session storage', () => {
    const storage = window.sessionStorage;
    const first = createTabStore([], storage);
    expect(first.get()).toEqual([]);
    first.set([tab('/cities-2'), tab('/countries-2')]);
    // an ordinary reload starts afresh
    expect(createTabStore([], storage).get()).toEqual([]);
    // the update notice's reload hands them over
    expect(keepTabsForReload(first, storage)).toBe(true);
    const second = createTabStore([], storage);
    expect(second.get()).toEqual([tab('/cities-2'), tab('/countries-2')]);
    // once: the reload after that starts afresh again
    expect(createTabStore([], storage).get()).toEqual([]);
  });

  it('ignore what is not a list of tabs, and keep at most seven distinct ones', () => {
    const storage = window.sessionStorage;
    storage.setItem(TABS_SESSION_KEY, 'not json');
    expect(readStoredTabs(storage)).toEqual([]);
    storage.setItem(TABS_SESSION_KEY, JSON.stringify([{ key: 1 }, tab('/a'), tab('/a'), ...['/b', '/c', '/d', '/e', '/f', '/g', '/h'].map(tab)]));
    expect(readStoredTabs(storage).map((t) => t.key)).toEqual(['/a', '/b', '/c', '/d', '/e', '/f', '/g']);
  });
});
