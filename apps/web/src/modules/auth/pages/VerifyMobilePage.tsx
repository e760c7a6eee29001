import { Button, Stack } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../core/api/ApiProvider';
import { sanitizeCallback } from '../../../core/auth/callback';
import { flushFlow, readFlow, renewFlow, type AuthFlow } from '../../../core/auth/flow';
import { useForm } from '../../../core/forms/useForm';
import { codeError } from '../../../core/forms/validators';
import { AnchorLink } from '../../../core/router/links';
import { AuthShell, FormErrorAlert } from '../components/AuthShell';
import { CodeFields } from '../components/CodeFields';
import { NoFlow } from '../components/NoFlow';
import { clearRefusedCode } from '../grant';
import { VerifyMobileIllustration } from '../illustrations';
import { useCompleteSignIn } from '../useCompleteSignIn';

const route = getRouteApi('/auth/verify-mobile');

/** /auth/verify-mobile: the login code sendOtp texted; verifyOtp answers the session's tokens. */
export function VerifyMobilePage() {
  const { t } = useTranslation();
  const [flow, setFlow] = useState<AuthFlow | null>(() => readFlow('login'));
  return (
    <AuthShell
      title={t('auth.verifyMobile.welcome')}
      subtitle={t('auth.verifyMobile.subtitle')}
      illustration={<VerifyMobileIllustration />}
      footer={
        <AnchorLink to="/auth/sign-in" size="sm">
          {t('auth.common.toSignIn')}
        </AnchorLink>
      }
    >
      {flow ? (
        <LoginCodeForm flow={flow} onFlow={setFlow} />
      ) : (
        <NoFlow message={t('auth.verifyMobile.noFlow')} to="/auth/sign-in" action={t('auth.common.toSignIn')} />
      )}
    </AuthShell>
  );
}

function LoginCodeForm({ flow, onFlow }: { flow: AuthFlow; onFlow: (flow: AuthFlow) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const { callback } = route.useSearch();
  const completeSignIn = useCompleteSignIn();
  const [leaving, setLeaving] = useState(false);
  const form = useForm({ code: '' }, (v) => ({ code: codeError(v.code, t) }));

  const verify = (code: string) =>
    form.run(
      async () => {
        const result = await api.identity.verifyOtp(flow.token, code);
        if (!result.access_token || !result.refresh_token) throw new Error('verifyOtp answered no tokens for a login code');
        api.session.signIn({
          access_token: result.access_token,
          refresh_token: result.refresh_token,
          expires_in: result.expires_in ?? 0,
          scope: result.scope ?? '',
          token_type: result.token_type ?? 'Bearer',
        });
        flushFlow();
        if (sanitizeCallback(callback)?.kind === 'authorize') setLeaving(true);
        await completeSignIn(callback);
      },
      (error, described) => {
        setLeaving(false);
        clearRefusedCode(form.setField)(error, described);
      },
    );

  return (
    <form onSubmit={form.handleSubmit((v) => verify(v.code))} noValidate aria-busy={form.submitting}>
      <Stack gap="md">
        <FormErrorAlert error={form.formError} />
        <CodeFields
          flow={flow}
          code={form.values.code}
          error={form.errors.code}
          onCodeChange={(code) => form.setField('code', code)}
          onComplete={(code) => void verify(code)}
          resend={() => api.identity.sendOtp(flow.mobileNumber, 'login')}
          onResent={(challenge) => onFlow(renewFlow(flow, challenge))}
          showError={form.showError}
          onChangeMobile={() => {
            flushFlow();
            void navigate({ to: '/auth/sign-in', search: { callback } });
          }}
          disabled={form.submitting || leaving}
        />
        <Button type="submit" size="md" fullWidth loading={form.submitting || leaving}>
          {t('auth.verifyMobile.submit')}
        </Button>
      </Stack>
    </form>
  );
}
