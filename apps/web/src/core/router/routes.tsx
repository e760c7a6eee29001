import { Outlet, createRootRouteWithContext, createRoute, redirect } from '@tanstack/react-router';
import { callbackFor, sanitizeCallback } from '../auth/callback';
import { canOpen, normalizePath } from '../access/menus';
import type { Profile } from '../auth/identity';
import { PROFILE_QUERY_KEY, ensureApplicantSession, ensureStaffSession, type RouterContext } from '../auth/queries';
import { AppLayout } from '../layout/AppLayout';
import { RootLayout } from '../layout/RootLayout';
import { HOME_PATH } from './paths';
import { ApplicantDashboardPage } from '../../modules/applicant/ApplicantDashboardPage';
import { ApplicantRegisterPage } from '../../modules/auth/pages/ApplicantRegisterPage';
import { OAuthCallbackPage } from '../../modules/auth/pages/OAuthCallbackPage';
import { ResetPasswordPage } from '../../modules/auth/pages/ResetPasswordPage';
import { ResetPasswordRequestPage } from '../../modules/auth/pages/ResetPasswordRequestPage';
import { SignInPage } from '../../modules/auth/pages/SignInPage';
import { SignUpPage } from '../../modules/auth/pages/SignUpPage';
import { VerifyMobilePage } from '../../modules/auth/pages/VerifyMobilePage';
import { VerifyMobileSignUpPage } from '../../modules/auth/pages/VerifyMobileSignUpPage';
import { DashboardPage } from '../../modules/dashboard/DashboardPage';
import { ProfilePage } from '../../modules/profile/ProfilePage';
import { SettingPage } from '../../modules/setting/SettingPage';
import { AccessBlockPage } from '../../modules/status/AccessBlockPage';
import { NotFoundPage } from '../../modules/status/NotFoundPage';
import { accessRoutes } from '../../modules/access/routes';
import { notificationRoutes } from '../../modules/notification/routes';
import { inboxRoutes } from '../../modules/inbox/routes';
import { entityRoutes } from '../entity/routes';

const asString = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * An address shaped like one of the app's pages (`/something-2/...`, `/mvm-card/...`, `/reports/...`): an unknown one
 * is a page the user's menus do not reach (sign-in, or /access-block), not a mistyped address (not found).
 */
export const looksLikeAppPage = (pathname: string): boolean => /^\/([^/]+-2|mvm-card|reports|warehouse|financial|admin)(\/|$)/i.test(normalizePath(pathname));

/** `?callback=` of the sign-in and code pages: where to go once signed in (checked again before it is used). */
const callbackSearch = (search: Record<string, unknown>): { callback?: string } => {
  const callback = asString(search.callback);
  return callback ? { callback } : {};
};

/**
 * The route tree. Paths are relative to the /common/ base path.
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

  const signInRoute = createRoute({
    getParentRoute: () => authLayoutRoute,
    path: 'sign-in',
    validateSearch: callbackSearch,
    staticData: { titleKey: 'routes.signIn' },
    component: SignInPage,
  });

  const signUpRoute = createRoute({
    getParentRoute: () => authLayoutRoute,
    path: 'sign-up',
    staticData: { titleKey: 'routes.signUp' },
    component: SignUpPage,
  });

  const verifyMobileRoute = createRoute({
    getParentRoute: () => authLayoutRoute,
    path: 'verify-mobile',
    validateSearch: callbackSearch,
    staticData: { titleKey: 'routes.verifyMobile' },
    component: VerifyMobilePage,
  });

  const verifyMobileSignUpRoute = createRoute({
    getParentRoute: () => authLayoutRoute,
    path: 'verify-mobile-sign-up',
    staticData: { titleKey: 'routes.verifyMobileSignUp' },
    component: VerifyMobileSignUpPage,
  });

  const resetPasswordRequestRoute = createRoute({
    getParentRoute: () => authLayoutRoute,
    path: 'reset-password-request',
    staticData: { titleKey: 'routes.resetPasswordRequest' },
    component: ResetPasswordRequestPage,
  });

  const resetPasswordRoute = createRoute({
    getParentRoute: () => authLayoutRoute,
    path: 'reset-password',
    staticData: { titleKey: 'routes.resetPassword' },
    component: ResetPasswordPage,
  });

  // ---- applicants: their own session ----
  const applicantRegisterRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/applicant-register',
    staticData: { titleKey: 'routes.applicantRegister' },
    beforeLoad: ({ context }) => {
      if (context.api.applicantSession.isSignedIn()) throw redirect({ to: '/applicant-dashboard', replace: true });
    },
    component: ApplicantRegisterPage,
  });

  const applicantDashboardRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/applicant-dashboard',
    staticData: { titleKey: 'routes.applicantDashboard' },
    beforeLoad: async ({ context }) => {
      if (!(await ensureApplicantSession(context))) throw redirect({ to: '/applicant-register', replace: true });
    },
    component: ApplicantDashboardPage,
  });

  const oauthCallbackRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/oauth2/callback',
    staticData: { titleKey: 'routes.oauthCallback' },
    validateSearch: (search: Record<string, unknown>) => ({
      code: asString(search.code),
      state: asString(search.state),
      error: asString(search.error),
      error_description: asString(search.error_description),
    }),
    component: OAuthCallbackPage,
  });

  // ---- the signed-in pages ----
  // The dashboard layout (spec §2, §6): a signed-in user with a profile, whose menus reach the page's first path
  // segment (or the page is exempt); else sign-in with a callback, or /access-block. An unknown address inside it is
  // the not-found page (with the layout when signed in, bare for a visitor).
  const appLayoutRoute = createRoute({
    getParentRoute: () => rootRoute,
    id: 'app',
    component: AppLayout,
    beforeLoad: async ({ context, location, matches }) => {
      const unknown = matches[matches.length - 1]?.routeId === appNotFoundRoute.id;
      if (!(await ensureStaffSession(context))) {
        if (unknown && !looksLikeAppPage(location.pathname)) return;
        const callback = callbackFor(location);
        throw redirect({ to: '/auth/sign-in', search: callback ? { callback } : {}, replace: true });
      }
      if (unknown && !looksLikeAppPage(location.pathname)) return;
      const profile = context.queryClient.getQueryData<Profile>(PROFILE_QUERY_KEY);
      if (!canOpen(location.pathname, profile?.menus ?? [])) throw redirect({ to: '/access-block', replace: true });
    },
  });

  const dashboardRoute = createRoute({
    getParentRoute: () => appLayoutRoute,
    path: HOME_PATH,
    staticData: { titleKey: 'routes.dashboard' },
    component: DashboardPage,
  });

  const profileRoute = createRoute({
    getParentRoute: () => appLayoutRoute,
    path: '/profile',
    staticData: { titleKey: 'routes.profile' },
    component: ProfilePage,
  });

  const settingRoute = createRoute({
    getParentRoute: () => appLayoutRoute,
    path: '/setting',
    staticData: { titleKey: 'routes.setting' },
    component: SettingPage,
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

  return rootRoute.addChildren([
    indexRoute,
    authLayoutRoute.addChildren([
      signInRoute,
      signUpRoute,
      verifyMobileRoute,
      verifyMobileSignUpRoute,
      resetPasswordRequestRoute,
      resetPasswordRoute,
    ]),
    applicantRegisterRoute,
    applicantDashboardRoute,
    oauthCallbackRoute,
    appLayoutRoute.addChildren([
      dashboardRoute,
      profileRoute,
      settingRoute,
      ...accessRoutes(appLayoutRoute),
      ...notificationRoutes(appLayoutRoute),
      ...inboxRoutes(appLayoutRoute),
      ...entityRoutes(appLayoutRoute),
      appNotFoundRoute,
    ]),
    accessBlockRoute,
  ]);
}
