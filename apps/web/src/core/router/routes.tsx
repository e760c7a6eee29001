import { Outlet, createRootRouteWithContext, createRoute, lazyRouteComponent, redirect, type AnyRoute } from '@tanstack/react-router';
import { callbackFor, sanitizeCallback } from '../auth/callback';
import { canOpen, normalizePath } from '../access/menus';
import type { Profile } from '../auth/identity';
import { PROFILE_QUERY_KEY, ensureStaffSession, type RouterContext } from '../auth/queries';
import { RootLayout } from '../layout/RootLayout';
import type { ModulePage, PageLayout } from '../module/module';
import { modulePages } from '../module/registry';
import { loadModuleMessages } from '../i18n/i18n';
import { AccessBlockPage } from '../status/AccessBlockPage';
import { NotFoundPage } from '../status/NotFoundPage';
import { HOME_PATH } from './paths';
import type { RouteTitleKey } from './title';

/**
 * An address shaped like one of the app's pages (`/something-2/...`, `/mvm-card/...`, `/reports/...`): an unknown one
 * is a page the user's menus do not reach (sign-in, or /access-block), not a mistyped address (not found).
 */
export const looksLikeAppPage = (pathname: string): boolean => /^\/([^/]+-2|mvm-card|reports|warehouse|financial|admin)(\/|$)/i.test(normalizePath(pathname));

/** A module's page as a route below its layout's route. */
function pageRoute(parent: AnyRoute, page: ModulePage): AnyRoute {
  return createRoute({
    getParentRoute: () => parent,
    path: page.path,
    staticData: { titleKey: page.titleKey as RouteTitleKey },
    ...(page.validateSearch ? { validateSearch: page.validateSearch } : {}),
    ...(page.beforeLoad ? { beforeLoad: page.beforeLoad as never } : {}),
    component: page.component,
  }) as unknown as AnyRoute;
}

/**
 * The route tree: the layouts and status pages of the shell, and below them the pages every module declares
 * (`src/modules/<area>/module.ts`, collected by the registry); each page's code is fetched when it is first opened.
 * Paths are relative to the /common/ base path.
 * - Open to everyone (spec §2): the auth pages under /auth, /applicant-register, the applicant dashboard,
 *   /access-block, /oauth2/callback and the not-found page. A signed-in user opening an auth page goes to the
 *   dashboard, except a sign-in that completes a single-sign-on request.
 * - Everything under the `app` layout needs a signed-in user with a profile; anyone else goes to
 *   /auth/sign-in?callback=<path and query>, and returns there after signing in.
 * A fresh tree per router keeps tests independent.
 */
export function buildRouteTree() {
  const rootRoute = createRootRouteWithContext<RouterContext>()({ component: RootLayout });

  const indexRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    beforeLoad: () => {
      throw redirect({ to: HOME_PATH, replace: true });
    },
  });

  // ---- the auth pages ----
  const authLayoutRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: 'auth',
    component: Outlet,
    beforeLoad: ({ context, location }) => {
      if (!context.api.session.isSignedIn()) return;
      const callback = (location.search as { callback?: unknown }).callback;
      const completesAuthorization = location.pathname.endsWith('/auth/sign-in') && sanitizeCallback(callback)?.kind === 'authorize';
      if (!completesAuthorization) throw redirect({ to: HOME_PATH, replace: true });
    },
  });

  // ---- the signed-in pages ----
  // The dashboard layout (spec §2, §6): a signed-in user with a profile, whose menus reach the page's first path
  // segment (or the page is exempt); else sign-in with a callback, or /access-block. An unknown address inside it is
  // the not-found page (with the layout when signed in, bare for a visitor).
  const appLayoutRoute = createRoute({
    getParentRoute: () => rootRoute,
    id: 'app',
    // the signed-in shell (header, sidebar, tabs, realtime) is a chunk of its own: the sign-in page does without it
    component: lazyRouteComponent(() => import('../layout/AppLayout'), 'AppLayout'),
    beforeLoad: async ({ context, location, matches }) => {
      const unknown = matches[matches.length - 1]?.routeId === appNotFoundRoute.id;
      if (!(await ensureStaffSession(context))) {
        if (unknown && !looksLikeAppPage(location.pathname)) return;
        const callback = callbackFor(location);
        throw redirect({ to: '/auth/sign-in', search: callback ? { callback } : {}, replace: true });
      }
      // the modules' texts and icons come with the signed-in shell
      await loadModuleMessages();
      if (unknown && !looksLikeAppPage(location.pathname)) return;
      const profile = context.queryClient.getQueryData<Profile>(PROFILE_QUERY_KEY);
      if (!canOpen(location.pathname, profile?.menus ?? [])) throw redirect({ to: '/access-block', replace: true });
    },
  });

  const accessBlockRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/access-block',
    staticData: { titleKey: 'routes.accessBlock' },
    component: AccessBlockPage,
  });

  // Every path no other route claims, at any depth: inside the dashboard layout, so a signed-in user keeps the
  // shell (and a tab) around it; a visitor sees the bare page.
  const appNotFoundRoute = createRoute({
    getParentRoute: () => appLayoutRoute,
    path: '$',
    staticData: { titleKey: 'routes.notFound' },
    component: NotFoundPage,
  });

  const parents: Record<PageLayout, AnyRoute> = { root: rootRoute, auth: authLayoutRoute, app: appLayoutRoute };
  const pages = (layout: PageLayout): AnyRoute[] =>
    modulePages()
      .filter((page) => (page.layout ?? 'app') === layout)
      .map((page) => pageRoute(parents[layout], page));

  return rootRoute.addChildren([
    indexRoute,
    authLayoutRoute.addChildren(pages('auth')),
    ...pages('root'),
    appLayoutRoute.addChildren([...pages('app'), appNotFoundRoute]),
    accessBlockRoute,
  ]);
}
