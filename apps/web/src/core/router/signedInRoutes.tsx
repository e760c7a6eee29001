import { createRoute, lazyRouteComponent, redirect, type AnyRoute } from '@tanstack/react-router';
import { callbackFor } from '../auth/callback';
import { canOpen, normalizePath } from '../access/menus';
import type { Profile } from '../auth/identity';
import { PROFILE_QUERY_KEY, ensureStaffSession } from '../auth/queries';
import { loadModuleMessages } from '../i18n/i18n';
import { publicModules } from '../module/registry';
import { signedInModules } from '../module/signedInModules';
import { NotFoundPage } from '../status/NotFoundPage';
import { assembleRouteTree, type AppRootRoute, type AppRouteTree, type SignedInBranch } from './routes';

/**
 * The signed-in half of the route tree, a chunk of its own (see `buildShellRouteTree` in routes.tsx): the dashboard
 * layout with its guard, the pages of the signed-in modules and the not-found page.
 */

/**
 * An address shaped like one of the app's pages (`/something-2/...`, `/mvm-card/...`, `/reports/...`): an unknown one
 * is a page the user's menus do not reach (sign-in, or /access-block), not a mistyped address (not found).
 */
export const looksLikeAppPage = (pathname: string): boolean => /^\/([^/]+-2|mvm-card|reports|warehouse|financial|admin)(\/|$)/i.test(normalizePath(pathname));

/**
 * The dashboard layout (spec §2, §6): a signed-in user with a profile, whose menus reach the page's first path
 * segment (or the page is exempt); else sign-in with a callback, or /access-block. An unknown address inside it is
 * the not-found page (with the layout when signed in, bare for a visitor).
 */
function appBranch(rootRoute: AppRootRoute): SignedInBranch {
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

  // Every path no other route claims, at any depth: inside the dashboard layout, so a signed-in user keeps the
  // shell (and a tab) around it; a visitor sees the bare page.
  const appNotFoundRoute = createRoute({
    getParentRoute: () => appLayoutRoute,
    path: '$',
    staticData: { titleKey: 'routes.notFound' },
    component: NotFoundPage,
  });

  return {
    layout: appLayoutRoute as unknown as AnyRoute,
    withPages: (pages) => appLayoutRoute.addChildren([...pages, appNotFoundRoute]) as unknown as AnyRoute,
  };
}

/** The whole route tree: the shell's routes and every module's pages (the tree the router ends up with). */
export function buildRouteTree(): AppRouteTree {
  return assembleRouteTree([...signedInModules, ...publicModules], appBranch);
}
