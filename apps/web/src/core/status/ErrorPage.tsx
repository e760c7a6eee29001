import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/**
 * A page that could not open: most often its data call never reached the server (offline). The session is kept;
 * "try again" runs the page's checks and calls anew.
 */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const unreachable = error instanceof TypeError;
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={520} ta="center" role="alert" data-testid="error-page">
        <Text fw={700} c="dimmed">
          {t('app.name')}
        </Text>
        <Title order={1} size="h3">
          {unreachable ? t('status.error.unreachable') : t('status.error.title')}
        </Title>
        <Text c="dimmed">{t('status.error.description')}</Text>
        <Button
          mt="md"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {t('status.error.retry')}
        </Button>
      </Stack>
    </Center>
  );
}
