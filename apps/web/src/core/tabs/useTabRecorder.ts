import { useQuery } from '@tanstack/react-query';
import { useBlocker, useLocation, useMatches, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../alerts/AlertsProvider';
import { menuUrlOf, normalizePath } from '../access/menus';
import { useApi } from '../api/ApiProvider';
import { profileQuery } from '../auth/queries';
import { openTab, tabStore, wouldExceed, type TabStore } from './tabStore';

/** The tab key of a path: the path itself, without the base path, query or hash. */
export const tabKeyOf = (pathname: string) => normalizePath(pathname);

/** Whether a route lies under the dashboard layout (routes outside it, like the auth pages, are never tabs). */
function isUnder(router: ReturnType<typeof useRouter>, routeId: string, layoutId: string): boolean {
  let route = (router.routesById as Record<string, { id: string; parentRoute?: { id: string } } | undefined>)[routeId];
  while (route) {
    if (route.id === layoutId) return true;
    route = route.parentRoute as typeof route;
  }
  return false;
}

/**
 * Records every page of the layout the user arrives on as a tab, and cancels a navigation that would open an eighth
 * one, with an alert (spec §2, hr §2, §8). `layoutId` is the dashboard layout route's id.
 */
export function useTabRecorder(layoutId: string, store: TabStore = tabStore): void {
  const { t } = useTranslation();
  const router = useRouter();
  const alerts = useAlerts();
  const api = useApi();
  const profile = useQuery(profileQuery(api));
  const location = useLocation();
  const leaf = useMatches({
    select: (matches) => {
      const last = matches[matches.length - 1];
      return last ? { routeId: last.routeId, titleKey: last.staticData?.titleKey, status: last.status } : undefined;
    },
  });

  useBlocker({
    enableBeforeUnload: false,
    shouldBlockFn: ({ next }) => {
      if (!isUnder(router, next.routeId, layoutId)) return false;
      if (!wouldExceed(store.get(), tabKeyOf(next.pathname))) return false;
      alerts.dialog(t('shell.tabs.limit'), 'warning');
      return true;
    },
  });

  useEffect(() => {
    if (!leaf || leaf.status === 'pending' || !isUnder(router, leaf.routeId, layoutId)) return;
    const key = tabKeyOf(location.pathname);
    const url = menuUrlOf(key, profile.data?.menus ?? []);
    const menu = url ? profile.data?.menus.find((m) => m.url === url) : undefined;
    const href = `${key}${location.searchStr ?? ''}${location.hash ? `#${location.hash}` : ''}`;
    const { tabs } = openTab(store.get(), {
      key,
      href,
      routeId: leaf.routeId,
      titleKey: leaf.titleKey,
      name: menu ? menu.description || menu.name : undefined,
    });
    store.set(tabs);
  }, [leaf, location.pathname, location.searchStr, location.hash, layoutId, router, store, profile.data]);
}

