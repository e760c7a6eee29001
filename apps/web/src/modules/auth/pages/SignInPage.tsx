import { normalizeMobile } from '@karsaz/ui';
import { Alert, Anchor, Button, Divider, Group, Stack } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OAUTH_CLIENT } from '../../../core/api/api';
import { useApi } from '../../../core/api/ApiProvider';
import { sanitizeCallback } from '../../../core/auth/callback';
import { recalledMobile, rememberMobile, startFlow } from '../../../core/auth/flow';
import { beginSingleSignOn } from '../../../core/auth/pkce';
import { useForm } from '../../../core/forms/useForm';
import { loginPasswordError, mobileError } from '../../../core/forms/validators';
import { AnchorLink, ButtonLink } from '../../../core/router/links';
import { HOME_PATH } from '../../../core/router/paths';
import { AuthShell, FooterLine, FormErrorAlert } from '../components/AuthShell';
import { MobileInput, PasswordField } from '../components/fields';
import { SignInIllustration } from '../illustrations';
import { useCompleteSignIn } from '../useCompleteSignIn';

const route = getRouteApi('/auth/sign-in');

/** /auth/sign-in?callback=: mobile number and password, or a one-time code; then back to the callback. */
export function SignInPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const { callback } = route.useSearch();
  const completeSignIn = useCompleteSignIn();
  const safeCallback = sanitizeCallback(callback);
  const [leaving, setLeaving] = useState(false);
  const [ssoError, setSsoError] = useState(false);
  const form = useForm({ mobileNumber: recalledMobile(), password: '' }, (v) => ({
    mobileNumber: mobileError(v.mobileNumber, t),
    password: loginPasswordError(v.password, t),
  }));

  const finish = async () => {
    if (safeCallback?.kind === 'authorize') setLeaving(true);
    const outcome = await completeSignIn(callback);
    if (outcome !== 'left') setLeaving(false);
  };

  // Already signed in, with an authorization request to complete (the guard lets only this case through).
  const started = useRef(false);
  useEffect(() => {
    if (started.current || safeCallback?.kind !== 'authorize' || !api.session.isSignedIn()) return;
    started.current = true;
    void form.run(finish, () => setLeaving(false));
    // once, on arrival
  }, []);

  const submit = form.handleSubmit(
    async (values) => {
      const mobileNumber = normalizeMobile(values.mobileNumber)!;
      const tokens = await api.identity.login(mobileNumber, values.password);
      rememberMobile(mobileNumber);
      api.session.signIn(tokens);
      await finish();
    },
    () => setLeaving(false),
  );

  const signInWithCode = () => {
    if (form.check(['mobileNumber']).mobileNumber) return;
    void form.run(async () => {
      const mobileNumber = normalizeMobile(form.values.mobileNumber)!;
      const challenge = await api.identity.sendOtp(mobileNumber, 'login');
      startFlow('login', mobileNumber, challenge);
      await navigate({ to: '/auth/verify-mobile', search: { callback } });
    });
  };

  const singleSignOn = async () => {
    setSsoError(false);
    try {
      await beginSingleSignOn({ clientId: OAUTH_CLIENT.id, returnTo: safeCallback?.kind === 'app' ? safeCallback.href : undefined });
    } catch (error) {
      console.warn('Single sign-on could not start', error);
      setSsoError(true);
    }
  };

  const signedInAlready = api.session.isSignedIn();

  return (
    <AuthShell
      title={t('auth.signIn.welcome')}
      subtitle={t('auth.signIn.subtitle')}
      illustration={<SignInIllustration />}
      footer={
        <>
          <FooterLine question={t('auth.signIn.noAccount')}>
            <AnchorLink to="/auth/sign-up">{t('auth.signIn.signUp')}</AnchorLink>
          </FooterLine>
          <AnchorLink to="/applicant-register" size="sm">
            {t('auth.signIn.applicant')}
          </AnchorLink>
          <Anchor component="button" type="button" size="sm" c="dimmed" onClick={() => void singleSignOn()} data-testid="sso-start">
            {t('auth.signIn.sso')}
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate aria-busy={form.submitting}>
        <Stack gap="md">
          {leaving && (
            <Alert color="primary" variant="light" role="status">
              {t('auth.signIn.redirecting')}
            </Alert>
          )}
          {ssoError && (
            <Alert color="warning" variant="light" role="alert">
              {t('auth.signIn.ssoUnavailable')}
            </Alert>
          )}
          <FormErrorAlert error={form.formError} />
          {form.formError && signedInAlready && safeCallback?.kind === 'authorize' && (
            <ButtonLink to={HOME_PATH} variant="light">
              {t('auth.signIn.toDashboard')}
            </ButtonLink>
          )}
          <MobileInput {...form.field('mobileNumber')} autoFocus={!form.values.mobileNumber} required />
          <PasswordField
            label={t('auth.common.password')}
            autoComplete="current-password"
            required
            autoFocus={!!form.values.mobileNumber}
            {...form.field('password')}
          />
          <Group justify="flex-end" mt={-8}>
            <AnchorLink to="/auth/reset-password-request" size="sm">
              {t('auth.signIn.forgot')}
            </AnchorLink>
          </Group>
          <Button type="submit" size="md" fullWidth loading={form.submitting || leaving}>
            {t('auth.signIn.submit')}
          </Button>
          <Divider label={t('auth.common.or')} labelPosition="center" />
          <Button variant="light" size="md" fullWidth onClick={signInWithCode} disabled={form.submitting || leaving}>
            {t('auth.signIn.withCode')}
          </Button>
        </Stack>
      </form>
    </AuthShell>
  );
}
