import { normalizeMobile } from '@karsaz/ui';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../core/api/ApiProvider';
import { flushFlow, readFlow, recalledMobile, renewFlow, startFlow, type AuthFlow } from '../../../core/auth/flow';
import { useForm } from '../../../core/forms/useForm';
import { NAME_MAX, codeError, mobileError, nameError } from '../../../core/forms/validators';
import { AnchorLink } from '../../../core/router/links';
import { AuthShell, FormErrorAlert } from '../components/AuthShell';
import { CodeFields } from '../components/CodeFields';
import { MobileInput } from '../components/fields';
import { clearRefusedCode } from '../grant';
import { ApplicantRegisterIllustration } from '../illustrations';

/**
 * /applicant-register: a job applicant registers or signs in with a code (no password). The applicant's tokens
 * are its own session, apart from the staff one; then the applicant dashboard.
 */
export function ApplicantRegisterPage() {
  const { t } = useTranslation();
  const [flow, setFlow] = useState<AuthFlow | null>(() => readFlow('applicant'));
  return (
    <AuthShell
      title={t('auth.applicant.welcome')}
      subtitle={t('auth.applicant.subtitle')}
      illustration={<ApplicantRegisterIllustration />}
      footer={
        <AnchorLink to="/auth/sign-in" size="sm">
          {t('auth.applicant.staff')}
        </AnchorLink>
      }
    >
      {flow ? (
        <ApplicantCodeForm
          flow={flow}
          onFlow={setFlow}
          onChangeMobile={() => {
            flushFlow();
            setFlow(null);
          }}
        />
      ) : (
        <ApplicantMobileForm onFlow={setFlow} />
      )}
    </AuthShell>
  );
}

function ApplicantMobileForm({ onFlow }: { onFlow: (flow: AuthFlow) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const form = useForm({ mobileNumber: recalledMobile(), firstName: '', lastName: '' }, (v) => ({
    mobileNumber: mobileError(v.mobileNumber, t),
    firstName: nameError(v.firstName, t, t('auth.common.firstName'), { required: false }),
    lastName: nameError(v.lastName, t, t('auth.common.lastName'), { required: false }),
  }));

  const submit = form.handleSubmit(async (values) => {
    const mobileNumber = normalizeMobile(values.mobileNumber)!;
    const challenge = await api.identity.applicant.sendOtp(mobileNumber);
    const names = { firstName: values.firstName.trim() || undefined, lastName: values.lastName.trim() || undefined };
    onFlow(startFlow('applicant', mobileNumber, challenge, names));
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={form.submitting}>
      <Stack gap="md">
        <FormErrorAlert error={form.formError} />
        <MobileInput required autoFocus {...form.field('mobileNumber')} />
        <Text size="sm" c="dimmed">
          {t('auth.applicant.namesHint')}
        </Text>
        <Group grow align="flex-start" gap="sm">
          <TextInput label={t('auth.applicant.firstNameOptional')} autoComplete="given-name" maxLength={NAME_MAX} {...form.field('firstName')} />
          <TextInput label={t('auth.applicant.lastNameOptional')} autoComplete="family-name" maxLength={NAME_MAX} {...form.field('lastName')} />
        </Group>
        <Button type="submit" size="md" fullWidth loading={form.submitting}>
          {t('auth.applicant.sendCode')}
        </Button>
      </Stack>
    </form>
  );
}

function ApplicantCodeForm({ flow, onFlow, onChangeMobile }: { flow: AuthFlow; onFlow: (flow: AuthFlow) => void; onChangeMobile: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const form = useForm({ code: '' }, (v) => ({ code: codeError(v.code, t) }));

  const verify = (code: string) =>
    form.run(async () => {
      const tokens = await api.identity.applicant.verifyOtp({ token: flow.token, code, firstName: flow.firstName, lastName: flow.lastName });
      api.applicantSession.signIn(tokens);
      flushFlow();
      await navigate({ to: '/applicant-dashboard', replace: true });
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
          resend={() => api.identity.applicant.sendOtp(flow.mobileNumber)}
          onResent={(challenge) => onFlow(renewFlow(flow, challenge))}
          showError={form.showError}
          onChangeMobile={onChangeMobile}
          disabled={form.submitting}
        />
        <Button type="submit" size="md" fullWidth loading={form.submitting}>
          {t('auth.applicant.submit')}
        </Button>
      </Stack>
    </form>
  );
}
