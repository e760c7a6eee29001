import { Outlet, useMatches, useRouter } from '@tanstack/react-router';
import { Activity, Component, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { tabKeyOf } from './useTabRecorder';
import { useTabs } from './tabStore';

/** Drops a hidden page that fails (its route's hooks may not answer while another route is shown); shown again it starts afresh. */
class PageBoundary extends Component<{ active: boolean; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidUpdate(previous: { active: boolean }) {
    if (this.state.failed && this.props.active && !previous.active) this.setState({ failed: false });
  }

  componentDidCatch(error: unknown) {
    // the shown page's errors are the router's to show: rethrown by rendering the plain outlet instead
    if (this.props.active) console.error('A page failed', error);
  }

  render() {
    if (this.state.failed) return this.props.active ? <Outlet /> : null;
    return this.props.children;
  }
}

type RouteLike = { options: { component?: ComponentType }; children?: unknown };

/**
 * The layout's outlet, keeping pages alive (spec §2): every open tab's page stays mounted inside React's
 * `<Activity>`, hidden while another tab is shown, so its state (typed text, lists) and scroll position survive a
 * tab switch. A page the router is still loading, or that failed, or a route with nested routes, is shown through
 * the plain outlet instead.
 */
export function KeepAliveOutlet({ layoutId }: { layoutId: string }) {
  const router = useRouter();
  const tabs = useTabs();
  // the shown page as the router has resolved it (its path and status in one snapshot)
  const child = useMatches({
    select: (matches) => {
      const index = matches.findIndex((m) => m.routeId === layoutId);
      const match = index >= 0 ? matches[index + 1] : undefined;
      const leaf = matches[matches.length - 1];
      return match && leaf ? { routeId: match.routeId, status: match.status, key: tabKeyOf(leaf.pathname) } : undefined;
    },
  });

  const routes = router.routesById as unknown as Record<string, RouteLike | undefined>;
  const keepable = (routeId: string) => {
    const route = routes[routeId];
    const children = route?.children;
    const hasChildren = Array.isArray(children) ? children.length > 0 : !!children && Object.keys(children as object).length > 0;
    return !!route?.options.component && !hasChildren;
  };
  const activeKey = child?.key;
  const activeTab = tabs.find((t) => t.key === activeKey);
  const activeKept = !!child && child.status === 'success' && keepable(child.routeId) && (!activeTab || activeTab.routeId === child.routeId);
  // a page not yet recorded as a tab is rendered in the place its tab will take, so it is not mounted twice
  const shown = activeKept && !activeTab ? [...tabs, { key: child.key, routeId: child.routeId }] : tabs;
  // tabs restored after a reload (tabStore keeps them in sessionStorage) mount when first shown, not all at once
  const visited = useRef(new Set<string>());
  if (activeKept && activeKey) visited.current.add(activeKey);

  // each tab keeps its own scroll position
  const scrolls = useRef(new Map<string, number>());
  const previousKey = useRef(activeKey);
  useEffect(() => {
    const onScroll = () => previousKey.current && scrolls.current.set(previousKey.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useEffect(() => {
    if (previousKey.current === activeKey) return;
    previousKey.current = activeKey;
    const saved = activeKey ? scrolls.current.get(activeKey) : undefined;
    if (saved !== undefined && activeKept) {
      // after the router's own scroll to the top
      const timer = setTimeout(() => window.scrollTo({ top: saved, behavior: 'instant' }), 50);
      return () => clearTimeout(timer);
    }
  }, [activeKey, activeKept]);

  return (
    <>
      {shown
        .filter((tab) => keepable(tab.routeId) && visited.current.has(tab.key))
        .map((tab) => {
          const active = tab.key === activeKey && activeKept;
          const Page = routes[tab.routeId]!.options.component!;
          return (
            <Activity key={tab.key} mode={active ? 'visible' : 'hidden'}>
              <PageBoundary active={active}>
                <Suspense fallback={null}>
                  <Page />
                </Suspense>
              </PageBoundary>
            </Activity>
          );
        })}
      {!activeKept && <Outlet />}
    </>
  );
}
