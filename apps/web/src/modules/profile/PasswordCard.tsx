import { Button, Paper, PasswordInput, SimpleGrid, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../core/api/ApiProvider';
import { useForm } from '../../core/forms/useForm';
import { PASSWORD_MAX, passwordError, repeatError } from '../../core/forms/validators';
import { FormErrorAlert } from '../auth/components/AuthShell';
import { SESSIONS_QUERY_KEY, changePassword } from './sessions';

/** Changes the password with the current one (PUT setPass with the bearer); the API ends the other sessions. */
export function PasswordCard() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const form = useForm({ currentPassword: '', password: '', repeat: '' }, (v) => ({
    currentPassword: v.currentPassword ? null : t('home.profile.password.currentRequired'),
    password: passwordError(v.password, t) ?? (v.password === v.currentPassword ? t('home.profile.password.sameAsCurrent') : null),
    repeat: repeatError(v.password, v.repeat, t),
  }));

  const submit = form.handleSubmit(async (values) => {
    await changePassword(api, values.currentPassword, values.password);
    form.setField('currentPassword', '');
    form.setField('password', '');
    form.setField('repeat', '');
    notifications.show({ color: 'success', message: t('home.profile.password.changed'), autoClose: 7000 });
    await queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
  });

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="profile-password">
      <Title order={2} size="h4" mb="sm" id="profile-password">
        {t('home.profile.password.title')}
      </Title>
      <form onSubmit={submit} noValidate aria-busy={form.submitting} data-testid="password-form">
        <Stack gap="md">
          <FormErrorAlert error={form.formError} />
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <PasswordInput dir="ltr" label={t('home.profile.password.current')} autoComplete="current-password" maxLength={PASSWORD_MAX} required {...form.field('currentPassword')} />
            <PasswordInput
              dir="ltr"
              label={t('home.profile.password.next')}
              description={t('auth.common.passwordHint')}
              autoComplete="new-password"
              maxLength={PASSWORD_MAX}
              required
              {...form.field('password')}
            />
            <PasswordInput dir="ltr" label={t('home.profile.password.repeat')} autoComplete="new-password" maxLength={PASSWORD_MAX} required {...form.field('repeat')} />
          </SimpleGrid>
          <div>
            <Button type="submit" loading={form.submitting}>
              {t('home.profile.password.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
