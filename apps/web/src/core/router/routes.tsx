import { Outlet, createRootRouteWithContext, createRoute, redirect, type AnyRoute } from '@tanstack/react-router';
import { sanitizeCallback } from '../auth/callback';
import type { RouterContext } from '../auth/queries';
import { RootLayout } from '../layout/RootLayout';
import type { ModulePage, PageLayout, WebModule } from '../module/module';
import { modulePages, publicModules } from '../module/registry';
import { AccessBlockPage } from '../status/AccessBlockPage';
import { HOME_PATH } from './paths';
import type { RouteTitleKey } from './title';

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

const createRootRoute = () => createRootRouteWithContext<RouterContext>()({ component: RootLayout });

/** The root of every tree: keeps the title in step; its context is the router's (the API and the query cache). */
export type AppRootRoute = ReturnType<typeof createRootRoute>;

/** The part of the tree below the root that holds the signed-in app (signedInRoutes.tsx), or stands in for it. */
export interface SignedInBranch {
  /** the parent route of the `app` pages; null: this branch takes none (they are left out) */
  layout: AnyRoute | null;
  /** the branch, with the `app` pages below its layout */
  withPages: (pages: AnyRoute[]) => AnyRoute;
}

/**
 * The route tree: the layouts and status pages of the shell, and below them the pages the given modules declare
 * (`src/modules/<area>/public.ts` and `module.ts`, collected by the registry); each page's code is fetched when it
 * is first opened. Paths are relative to the /common/ base path.
 * - Open to everyone (spec §2): the auth pages under /auth, /applicant-register, the applicant dashboard,
 *   /access-block, /oauth2/callback and the not-found page. A signed-in user opening an auth page goes to the
 *   dashboard, except a sign-in that completes a single-sign-on request.
 * - Everything under the `app` layout (`signedIn`, signedInRoutes.tsx) needs a signed-in user with a profile; anyone
 *   else goes to /auth/sign-in?callback=<path and query>, and returns there after signing in.
 * A fresh tree per router keeps tests independent; the shell's routes have the same ids in every tree.
 */
export function assembleRouteTree(modules: readonly WebModule[], signedIn: (rootRoute: AppRootRoute) => SignedInBranch) {
  const rootRoute = createRootRoute();

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

  const accessBlockRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/access-block',
    staticData: { titleKey: 'routes.accessBlock' },
    component: AccessBlockPage,
  });

  // ---- the signed-in pages ----
  const branch = signedIn(rootRoute);

  const parents: Record<PageLayout, AnyRoute | null> = { root: rootRoute, auth: authLayoutRoute, app: branch.layout };
  const pages = (layout: PageLayout): AnyRoute[] =>
    modulePages(modules)
      .filter((page) => (page.layout ?? 'app') === layout)
      .flatMap((page) => {
        const parent = parents[layout];
        return parent ? [pageRoute(parent, page)] : [];
      });

  return rootRoute.addChildren([
    indexRoute,
    authLayoutRoute.addChildren(pages('auth')),
    ...pages('root'),
    branch.withPages(pages('app')),
    accessBlockRoute,
  ]);
}

export type AppRouteTree = ReturnType<typeof assembleRouteTree>;

/**
 * The tree the router starts with, in the first load: the shell's routes and the public modules' pages (sign-in and
 * the other pages outside the staff shell), without the signed-in app. Its pages, the guard of its layout and the
 * entity page index grow with every module; they are a chunk of their own (signedInRoutes.tsx, with the signed-in
 * modules), which the sign-in page does without.
 * In their place stands a layout of the same id with only a catch-all below it, so every other address (an app page,
 * the root's redirect, an unknown one) lands there. Its check fetches the signed-in half (`loadSignedInRoutes`,
 * which gives the router the whole tree) and opens the same address again, now matched by the whole tree: the
 * guard, the not-found page, the redirect to sign-in with a callback, all as if the tree had always been whole. A
 * preload (a link hovered) only fetches. The stand-ins have the ids of the app layout and of its not-found page, so
 * a match of theirs that the router still holds when the tree changes names a route of the new tree as well.
 */
export function buildShellRouteTree(loadSignedInRoutes: () => Promise<void>): AppRouteTree {
  return assembleRouteTree(publicModules, (rootRoute) => {
    const standInLayout = createRoute({
      getParentRoute: () => rootRoute,
      id: 'app',
      beforeLoad: async ({ location, preload }) => {
        if (preload) return void (await loadSignedInRoutes().catch(() => undefined));
        await loadSignedInRoutes();
        throw redirect({ href: location.href, replace: true });
      },
    });
    const everyAddress = createRoute({ getParentRoute: () => standInLayout, path: '$' });
    return { layout: null, withPages: () => standInLayout.addChildren([everyAddress]) as unknown as AnyRoute };
  });
}
