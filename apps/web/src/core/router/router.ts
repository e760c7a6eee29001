import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { RouterContext } from '../auth/queries';
import { ErrorPage } from '../status/ErrorPage';
import { NotFoundPage } from '../status/NotFoundPage';
import { BASE_PATH } from './paths';
import { buildRouteTree } from './routes';
import type { RouteTitleKey } from './title';

/** The router; its context gives the guards the API (and its sessions) and the query cache. */
export function createAppRouter(options: { history?: RouterHistory; context: RouterContext }) {
  return createRouter({
    routeTree: buildRouteTree(),
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

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The page title: a `routes.*` text; pages without one get the product name. */
    titleKey?: RouteTitleKey;
  }
}
