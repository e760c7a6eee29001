import { redirect } from '@tanstack/react-router';
import { callbackSearch } from '../../core/auth/callback';
import { defineModule, lazyPage } from '../../core/module/module';

const asString = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** Sign-in, sign-up, one-time codes, password reset, the applicants' sign-in and the single-sign-on callback. */
export default defineModule({
  name: 'auth',
  pages: [
    { layout: 'auth', path: 'sign-in', titleKey: 'routes.signIn', validateSearch: callbackSearch, component: lazyPage(() => import('./pages/SignInPage'), 'SignInPage') },
    { layout: 'auth', path: 'sign-up', titleKey: 'routes.signUp', component: lazyPage(() => import('./pages/SignUpPage'), 'SignUpPage') },
    { layout: 'auth', path: 'verify-mobile', titleKey: 'routes.verifyMobile', validateSearch: callbackSearch, component: lazyPage(() => import('./pages/VerifyMobilePage'), 'VerifyMobilePage') },
    { layout: 'auth', path: 'verify-mobile-sign-up', titleKey: 'routes.verifyMobileSignUp', component: lazyPage(() => import('./pages/VerifyMobileSignUpPage'), 'VerifyMobileSignUpPage') },
    { layout: 'auth', path: 'reset-password-request', titleKey: 'routes.resetPasswordRequest', component: lazyPage(() => import('./pages/ResetPasswordRequestPage'), 'ResetPasswordRequestPage') },
    { layout: 'auth', path: 'reset-password', titleKey: 'routes.resetPassword', component: lazyPage(() => import('./pages/ResetPasswordPage'), 'ResetPasswordPage') },
    {
      // applicants have their own session
      layout: 'root',
      path: '/applicant-register',
      titleKey: 'routes.applicantRegister',
      beforeLoad: ({ context }) => {
        if (context.api.applicantSession.isSignedIn()) throw redirect({ to: '/applicant-dashboard', replace: true } as never);
      },
      component: lazyPage(() => import('./pages/ApplicantRegisterPage'), 'ApplicantRegisterPage'),
    },
    {
      layout: 'root',
      path: '/oauth2/callback',
      titleKey: 'routes.oauthCallback',
      validateSearch: (search) => ({
        code: asString(search.code),
        state: asString(search.state),
        error: asString(search.error),
        error_description: asString(search.error_description),
      }),
      component: lazyPage(() => import('./pages/OAuthCallbackPage'), 'OAuthCallbackPage'),
    },
  ],
});
