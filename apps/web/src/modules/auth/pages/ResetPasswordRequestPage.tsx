import { normalizeMobile } from '@karsaz/ui';
import { Button, Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../core/api/ApiProvider';
import { recalledMobile, startFlow } from '../../../core/auth/flow';
import { useForm } from '../../../core/forms/useForm';
import { mobileError } from '../../../core/forms/validators';
import { AnchorLink } from '../../../core/router/links';
import { AuthShell, FooterLine, FormErrorAlert } from '../components/AuthShell';
import { MobileInput } from '../components/fields';
import { ResetPasswordRequestIllustration } from '../illustrations';

/** /auth/reset-password-request: the account's mobile number; forgetPassword texts a recovery code. */
export function ResetPasswordRequestPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const form = useForm({ mobileNumber: recalledMobile() }, (v) => ({ mobileNumber: mobileError(v.mobileNumber, t) }));

  const submit = form.handleSubmit(async (values) => {
    const mobileNumber = normalizeMobile(values.mobileNumber)!;
    const challenge = await api.identity.forgetPassword(mobileNumber);
    startFlow('reset', mobileNumber, challenge);
    await navigate({ to: '/auth/reset-password' });
  });

  return (
    <AuthShell
      title={t('auth.resetRequest.welcome')}
      subtitle={t('auth.resetRequest.subtitle')}
      illustration={<ResetPasswordRequestIllustration />}
      footer={
        <FooterLine question={t('auth.resetRequest.remembered')}>
          <AnchorLink to="/auth/sign-in">{t('auth.signUp.signIn')}</AnchorLink>
        </FooterLine>
      }
    >
      <form onSubmit={submit} noValidate aria-busy={form.submitting}>
        <Stack gap="md">
          <FormErrorAlert error={form.formError} />
          <MobileInput required autoFocus {...form.field('mobileNumber')} />
          <Button type="submit" size="md" fullWidth loading={form.submitting}>
            {t('auth.resetRequest.submit')}
          </Button>
        </Stack>
      </form>
    </AuthShell>
  );
}
