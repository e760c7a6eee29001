import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { RouterContext } from '../auth/queries';
import { loadSignedInModules } from '../module/registry';
import { ErrorPage } from '../status/ErrorPage';
import { NotFoundPage } from '../status/NotFoundPage';
import { BASE_PATH } from './paths';
import { buildShellRouteTree, type AppRouteTree } from './routes';
import type { RouteTitleKey } from './title';

interface AppRouterOptions {
  history?: RouterHistory;
  context: RouterContext;
}

function routerWith(routeTree: AppRouteTree, options: AppRouterOptions) {
  return createRouter({
    routeTree,
    basepath: BASE_PATH,
    history: options.history,
    context: options.context,
    // Navigation scrolls smoothly to the top, or to the element the hash names (spec §2).
    scrollRestoration: true,
    scrollRestorationBehavior: 'smooth',
    defaultHashScrollIntoView: { behavior: 'smooth', block: 'start' },
    // For a notFound() thrown by a loader; unknown paths are caught by the `$` route.
    defaultNotFoundComponent: NotFoundPage,
    // A page whose checks or data failed without an answer from the server (the session is kept).
    defaultErrorComponent: ErrorPage,
    defaultPreload: 'intent',
  });
}

export type AppRouter = ReturnType<typeof routerWith>;

/**
 * The router; its context gives the guards the API (and its sessions) and the query cache. It starts with the
 * shell's half of the route tree (routes.tsx, `buildShellRouteTree`: what the sign-in page needs) and takes the
 * whole tree once the signed-in half is fetched ({@link loadSignedInRoutes}): when an address needs it, and ahead of
 * that at startup (a signed-in user, or an address the shell does not know) and as soon as the user signs in.
 */
export function createAppRouter(options: AppRouterOptions): AppRouter {
  const router: AppRouter = routerWith(buildShellRouteTree(() => loadSignedInRoutes(router)), options);
  const { session } = options.context.api;
  // the deepest route the shell's tree gives the address: a page of its own, or the catch-all of the signed-in app
  const [, , shellRoute] = router.getMatchedRoutes(router.latestLocation.pathname);
  if (session.isSignedIn() || !shellRoute || shellRoute.path === '$') void prefetchSignedInRoutes(router);
  session.subscribe((event) => {
    if (event.type === 'signed-in') void prefetchSignedInRoutes(router);
  });
  return router;
}

const signedInTrees = new WeakMap<AppRouter, Promise<void>>();

/**
 * Fetches the signed-in half of the route tree (signedInRoutes.tsx, with the signed-in modules) and gives the router
 * the whole tree, once per router (again after a failed fetch). The shell's routes keep their ids in it, so the page
 * on screen stays as it is.
 */
export function loadSignedInRoutes(router: AppRouter): Promise<void> {
  let loading = signedInTrees.get(router);
  if (!loading) {
    loading = Promise.all([import('./signedInRoutes'), loadSignedInModules()]).then(([{ buildRouteTree }]) => {
      // update() rebuilds the router's route maps when the tree changes (router-core's `update`: processRouteTree)
      router.update({ ...router.options, routeTree: buildRouteTree() });
    });
    loading.catch(() => signedInTrees.delete(router));
    signedInTrees.set(router, loading);
  }
  return loading;
}

/**
 * {@link loadSignedInRoutes} ahead of need (after a sign-in, before going on to the callback): resolves once the
 * whole tree is in, or the fetch failed, which is left to the navigation that needs the tree (it tries again, and
 * shows the error page if that fails too).
 */
export function prefetchSignedInRoutes(router: AppRouter): Promise<void> {
  return loadSignedInRoutes(router).catch(() => undefined);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The page title: a `routes.*` text; pages without one get the product name. */
    titleKey?: RouteTitleKey;
  }
}
