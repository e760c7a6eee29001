import { normalizeMobile } from '@karsaz/ui';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../core/api/ApiProvider';
import { recalledMobile, startFlow } from '../../../core/auth/flow';
import { useForm } from '../../../core/forms/useForm';
import { NAME_MAX, mobileError, nameError } from '../../../core/forms/validators';
import { AnchorLink } from '../../../core/router/links';
import { AuthShell, FooterLine, FormErrorAlert } from '../components/AuthShell';
import { MobileInput } from '../components/fields';
import { SignUpIllustration } from '../illustrations';

/** /auth/sign-up: mobile number and name; the API creates the user (inactive) and texts a sign-up code. */
export function SignUpPage() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const form = useForm({ mobileNumber: recalledMobile(), firstName: '', lastName: '' }, (v) => ({
    mobileNumber: mobileError(v.mobileNumber, t),
    firstName: nameError(v.firstName, t, t('auth.common.firstName')),
    lastName: nameError(v.lastName, t, t('auth.common.lastName')),
  }));

  const submit = form.handleSubmit(async (values) => {
    const mobileNumber = normalizeMobile(values.mobileNumber)!;
    const created = await api.identity.signUp({ mobileNumber, firstName: values.firstName.trim(), lastName: values.lastName.trim() });
    startFlow('signup', mobileNumber, created);
    await navigate({ to: '/auth/verify-mobile-sign-up' });
  });

  return (
    <AuthShell
      title={t('auth.signUp.welcome')}
      subtitle={t('auth.signUp.subtitle')}
      illustration={<SignUpIllustration />}
      footer={
        <FooterLine question={t('auth.signUp.haveAccount')}>
          <AnchorLink to="/auth/sign-in">{t('auth.signUp.signIn')}</AnchorLink>
        </FooterLine>
      }
    >
      <form onSubmit={submit} noValidate aria-busy={form.submitting}>
        <Stack gap="md">
          <FormErrorAlert error={form.formError} />
          <Group grow align="flex-start" gap="sm">
            <TextInput label={t('auth.common.firstName')} autoComplete="given-name" maxLength={NAME_MAX} required autoFocus {...form.field('firstName')} />
            <TextInput label={t('auth.common.lastName')} autoComplete="family-name" maxLength={NAME_MAX} required {...form.field('lastName')} />
          </Group>
          <MobileInput required {...form.field('mobileNumber')} />
          <Button type="submit" size="md" fullWidth loading={form.submitting}>
            {t('auth.signUp.submit')}
          </Button>
        </Stack>
      </form>
    </AuthShell>
  );
}
