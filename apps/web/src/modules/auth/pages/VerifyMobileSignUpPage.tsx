import { Alert, Button, Stack, Stepper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../core/api/ApiProvider';
import { flushFlow, readFlow, renewFlow, rememberMobile, updateFlow, type AuthFlow } from '../../../core/auth/flow';
import { useForm } from '../../../core/forms/useForm';
import { PASSWORD_MAX, codeError, passwordError, repeatError } from '../../../core/forms/validators';
import { useFormat } from '../../../core/i18n/useLanguage';
import { AnchorLink } from '../../../core/router/links';
import { AuthShell, FormErrorAlert } from '../components/AuthShell';
import { CodeFields } from '../components/CodeFields';
import { PasswordField } from '../components/fields';
import { NoFlow } from '../components/NoFlow';
import { clearRefusedCode, isGrantError } from '../grant';
import { VerifyMobileSignUpIllustration } from '../illustrations';

/**
 * /auth/verify-mobile-sign-up: the sign-up code (verifyOtp gives a one-use password token), then the password
 * (setPass activates the user); then sign-in. The flow lives in sessionStorage until it ends.
 */
export function VerifyMobileSignUpPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [flow, setFlow] = useState<AuthFlow | null>(() => readFlow('signup'));
  return (
    <AuthShell title={t('auth.verifySignUp.welcome')} subtitle={t('auth.verifySignUp.subtitle')} illustration={<VerifyMobileSignUpIllustration />}>
      {flow ? (
        <Stack gap="lg">
          <Stepper active={flow.passwordToken ? 1 : 0} size="sm" allowNextStepsSelect={false}>
            <Stepper.Step label={t('auth.verifySignUp.stepCode')} icon={format.digits(1)} />
            <Stepper.Step label={t('auth.verifySignUp.stepPassword')} icon={format.digits(2)} />
          </Stepper>
          {flow.passwordToken ? (
            <PasswordStep flow={flow} onGrantLost={() => setFlow(updateFlow(flow, { passwordToken: undefined }))} />
          ) : (
            <CodeStep flow={flow} onFlow={setFlow} />
          )}
        </Stack>
      ) : (
        <NoFlow message={t('auth.verifySignUp.noFlow')} to="/auth/sign-up" action={t('auth.verifySignUp.restart')} />
      )}
    </AuthShell>
  );
}

function CodeStep({ flow, onFlow }: { flow: AuthFlow; onFlow: (flow: AuthFlow) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const form = useForm({ code: '' }, (v) => ({ code: codeError(v.code, t) }));

  const verify = (code: string) =>
    form.run(async () => {
      const result = await api.identity.verifyOtp(flow.token, code);
      onFlow(updateFlow(flow, { passwordToken: result.token }));
    }, clearRefusedCode(form.setField));

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
          resend={() => api.identity.sendOtp(flow.mobileNumber, 'signup')}
          onResent={(challenge) => onFlow(renewFlow(flow, challenge))}
          showError={form.showError}
          disabled={form.submitting}
        />
        <Button type="submit" size="md" fullWidth loading={form.submitting}>
          {t('auth.verifySignUp.verify')}
        </Button>
        {/* sign-up answers a registered number like a new one: its owner gets a text instead of a code */}
        <Text size="sm" c="dimmed" data-testid="registered-hint">
          {/* plain text and links, not <Trans>: that would join the sign-in page's first load (the shared i18n chunk) */}
          {t('auth.verifySignUp.registeredHint')}{' '}
          <AnchorLink to="/auth/sign-in" size="sm" underline="always">{t('auth.verifySignUp.registeredSignIn')}</AnchorLink>{' '}
          {t('auth.verifySignUp.registeredOr')}{' '}
          <AnchorLink to="/auth/reset-password-request" size="sm" underline="always">{t('auth.verifySignUp.registeredReset')}</AnchorLink>.
        </Text>
      </Stack>
    </form>
  );
}

function PasswordStep({ flow, onGrantLost }: { flow: AuthFlow; onGrantLost: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const format = useFormat();
  const form = useForm({ password: '', repeat: '' }, (v) => ({ password: passwordError(v.password, t), repeat: repeatError(v.password, v.repeat, t) }));

  const submit = form.handleSubmit(
    async (values) => {
      await api.identity.setPassword(flow.passwordToken!, values.password);
      flushFlow();
      rememberMobile(flow.mobileNumber);
      notifications.show({ color: 'success', message: t('auth.verifySignUp.done'), autoClose: 7000 });
      await navigate({ to: '/auth/sign-in' });
    },
    (error, described) => {
      // the password token is spent or too old: back to the code step, for a new code
      if (isGrantError(error)) {
        notifications.show({ color: 'danger', message: described.message, autoClose: false });
        onGrantLost();
      }
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-busy={form.submitting}>
      <Stack gap="md">
        <Alert color="success" variant="light" data-testid="mobile-verified">
          {t('auth.verifySignUp.verified', { mobile: format.digits(flow.mobileNumber) })}
        </Alert>
        <FormErrorAlert error={form.formError} />
        <PasswordField
          label={t('auth.common.password')}
          description={t('auth.common.passwordHint')}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          required
          autoFocus
          {...form.field('password')}
        />
        <PasswordField label={t('auth.common.passwordRepeat')} autoComplete="new-password" maxLength={PASSWORD_MAX} required {...form.field('repeat')} />
        <Button type="submit" size="md" fullWidth loading={form.submitting}>
          {t('auth.verifySignUp.submit')}
        </Button>
      </Stack>
    </form>
  );
}
