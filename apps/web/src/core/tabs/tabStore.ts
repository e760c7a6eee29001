import { useSyncExternalStore } from 'react';
import type { RouteTitleKey } from '../router/title';

/**
 * The open tabs of the dashboard (spec platform-core §2, hr §2): each visited page of the layout is a tab, at most
 * `MAX_TABS` distinct ones; a page already open is not added twice.
 */
export const MAX_TABS = 7;

export interface Tab {
  /** The page's path (without the base path or query): one tab per path. */
  key: string;
  /** Where the tab leads back to: the path with its query and hash as last seen. */
  href: string;
  /** The route that renders it. */
  routeId: string;
  titleKey?: RouteTitleKey;
  /** Shown when there is no title key. */
  name?: string;
}

export type OpenResult = 'added' | 'exists' | 'limit';

/** Adds a tab, or refreshes the one with the same key; refuses an eighth. Pure: returns the new list. */
export function openTab(tabs: readonly Tab[], tab: Tab, max = MAX_TABS): { tabs: readonly Tab[]; result: OpenResult } {
  const index = tabs.findIndex((t) => t.key === tab.key);
  if (index >= 0) {
    const current = tabs[index]!;
    const same = current.href === tab.href && current.routeId === tab.routeId && current.titleKey === tab.titleKey && current.name === tab.name;
    return { tabs: same ? tabs : tabs.map((t, i) => (i === index ? tab : t)), result: 'exists' };
  }
  if (tabs.length >= max) return { tabs, result: 'limit' };
  return { tabs: [...tabs, tab], result: 'added' };
}

/** Whether opening `key` would go past the limit. */
export function wouldExceed(tabs: readonly Tab[], key: string, max = MAX_TABS): boolean {
  return tabs.length >= max && !tabs.some((t) => t.key === key);
}

export const FALLBACK_PATH = '/dashboard-2';

/**
 * Closes a tab. When it was the one shown, `next` is where to go: the last remaining tab, or the dashboard when
 * none remain; closing another tab goes nowhere (`next` undefined).
 */
export function closeTab(tabs: readonly Tab[], key: string, activeKey: string | undefined): { tabs: readonly Tab[]; next?: string } {
  const rest = tabs.filter((t) => t.key !== key);
  if (rest.length === tabs.length) return { tabs };
  if (key !== activeKey) return { tabs: rest };
  const last = rest[rest.length - 1];
  return { tabs: rest, next: last ? last.href : FALLBACK_PATH };
}

// ---- the app's one list, shared by the tab bar, the keep-alive outlet and the navigation guard --------------------

type Listener = () => void;

export interface TabStore {
  get(): readonly Tab[];
  set(tabs: readonly Tab[]): void;
  subscribe(listener: Listener): () => void;
}

/** Where the open tabs wait across the update notice's reload (sessionStorage: this browser tab only). */
export const TABS_SESSION_KEY = 'karsaz.open-tabs';

const isTab = (value: unknown): value is Tab => {
  const t = value as Partial<Tab> | null;
  return !!t && typeof t === 'object' && typeof t.key === 'string' && typeof t.href === 'string' && typeof t.routeId === 'string' && (t.titleKey === undefined || typeof t.titleKey === 'string') && (t.name === undefined || typeof t.name === 'string');
};

/** The tabs kept in `storage` under `key` (an empty list when none, or when what is there is not a list of tabs). */
export function readStoredTabs(storage: Pick<Storage, 'getItem'> | null | undefined, key = TABS_SESSION_KEY): readonly Tab[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const seen = new Set<string>();
    return parsed.filter((t): t is Tab => isTab(t) && !seen.has(t.key) && !!seen.add(t.key)).slice(0, MAX_TABS);
  } catch {
    return [];
  }
}

type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A tab list. With `storage`, it starts with the tabs a reload handed over there ({@link keepTabsForReload}), once:
 * they are taken out, so a later reload (F5, a typed address) starts afresh as before.
 */
export function createTabStore(initial: readonly Tab[] = [], storage?: TabStorage | null, key = TABS_SESSION_KEY): TabStore {
  let tabs = initial;
  if (storage) {
    const handed = readStoredTabs(storage, key);
    if (handed.length) tabs = handed;
    try {
      storage.removeItem(key);
    } catch {
      // nothing to take out
    }
  }
  const listeners = new Set<Listener>();
  return {
    get: () => tabs,
    set(next) {
      if (next === tabs) return;
      tabs = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Hands the open tabs over to the next page load of this browser tab: the update notice calls it right before its
 * reload, so nothing the user had open is lost (issue 11). Answers whether they could be kept.
 */
export function keepTabsForReload(store: TabStore = tabStore, storage: Pick<Storage, 'setItem'> | null = sessionStorageOrNull(), key = TABS_SESSION_KEY): boolean {
  try {
    storage?.setItem(key, JSON.stringify(store.get()));
    return !!storage;
  } catch {
    return false;
  }
}

/**
 * The tabs of this browser tab's session: cleared by a reload, like the pages they keep, except the update notice's
 * reload, which hands them over ({@link keepTabsForReload}); their pages are mounted anew when their tab is shown.
 */
export const tabStore = createTabStore([], sessionStorageOrNull());

export function useTabs(store: TabStore = tabStore): readonly Tab[] {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
