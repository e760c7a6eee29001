import { Alert, Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../core/api/ApiProvider';
import { flushFlow, readFlow, renewFlow, rememberMobile, updateFlow, type AuthFlow } from '../../../core/auth/flow';
import { useForm } from '../../../core/forms/useForm';
import { PASSWORD_MAX, codeError, passwordError, repeatError } from '../../../core/forms/validators';
import { AnchorLink } from '../../../core/router/links';
import { AuthShell, FormErrorAlert } from '../components/AuthShell';
import { CodeFields } from '../components/CodeFields';
import { PasswordField } from '../components/fields';
import { NoFlow } from '../components/NoFlow';
import { isGrantError } from '../grant';
import { ResetPasswordIllustration } from '../illustrations';

/**
 * /auth/reset-password: the recovery code and the new password. verifyOtp spends the code for a password token,
 * kept in the flow, so a password the API refuses (too common) can be corrected without a new code.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [flow, setFlow] = useState<AuthFlow | null>(() => readFlow('reset'));
  return (
    <AuthShell
      title={t('auth.reset.welcome')}
      subtitle={t('auth.reset.subtitle')}
      illustration={<ResetPasswordIllustration />}
      footer={
        <AnchorLink to="/auth/sign-in" size="sm">
          {t('auth.common.toSignIn')}
        </AnchorLink>
      }
    >
      {flow ? (
        <ResetForm flow={flow} onFlow={setFlow} />
      ) : (
        <NoFlow message={t('auth.reset.noFlow')} to="/auth/reset-password-request" action={t('auth.reset.restart')} />
      )}
    </AuthShell>
  );
}

function ResetForm({ flow, onFlow }: { flow: AuthFlow; onFlow: (flow: AuthFlow) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const verified = !!flow.passwordToken;
  const form = useForm({ code: '', password: '', repeat: '' }, (v) => ({
    code: verified ? null : codeError(v.code, t),
    password: passwordError(v.password, t),
    repeat: repeatError(v.password, v.repeat, t),
  }));

  const submit = form.handleSubmit(
    async (values) => {
      let current = flow;
      if (!current.passwordToken) {
        const result = await api.identity.verifyOtp(current.token, values.code);
        current = updateFlow(current, { passwordToken: result.token });
        onFlow(current);
      }
      await api.identity.setPassword(current.passwordToken!, values.password);
      flushFlow();
      rememberMobile(current.mobileNumber);
      notifications.show({ color: 'success', message: t('auth.reset.done'), autoClose: 7000 });
      await navigate({ to: '/auth/sign-in' });
    },
    (error) => {
      if (isGrantError(error)) onFlow(updateFlow(readFlow('reset') ?? flow, { passwordToken: undefined }));
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-busy={form.submitting}>
      <Stack gap="md">
        <FormErrorAlert error={form.formError} />
        {verified ? (
          <Alert color="success" variant="light" data-testid="code-verified">
            {t('auth.reset.codeVerified')}
          </Alert>
        ) : (
          <CodeFields
            flow={flow}
            code={form.values.code}
            error={form.errors.code}
            onCodeChange={(code) => form.setField('code', code)}
            resend={() => api.identity.sendOtp(flow.mobileNumber, 'reset')}
            onResent={(challenge) => onFlow(renewFlow(flow, challenge))}
            showError={form.showError}
            disabled={form.submitting}
          />
        )}
        <PasswordField
          label={t('auth.common.newPassword')}
          description={t('auth.common.passwordHint')}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          required
          {...form.field('password')}
        />
        <PasswordField label={t('auth.common.passwordRepeat')} autoComplete="new-password" maxLength={PASSWORD_MAX} required {...form.field('repeat')} />
        <Button type="submit" size="md" fullWidth loading={form.submitting}>
          {t('auth.reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
