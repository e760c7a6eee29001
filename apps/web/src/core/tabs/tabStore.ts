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

export function createTabStore(initial: readonly Tab[] = []): TabStore {
  let tabs = initial;
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

/** The tabs of this browser tab's session (cleared by a reload, like the pages they keep). */
export const tabStore = createTabStore();

export function useTabs(store: TabStore = tabStore): readonly Tab[] {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
