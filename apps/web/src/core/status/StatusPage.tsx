import { Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../router/paths';
import { ButtonLink } from '../router/links';

interface StatusPageProps {
  code: string;
  title: string;
  description: string;
}

/** A full-page status message (404, 403) with the way back to the dashboard. Needs no sign-in. */
export function StatusPage({ code, title, description }: StatusPageProps) {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={520} ta="center">
        <Text fw={700} c="dimmed">
          {t('app.name')}
        </Text>
        <Text fz={72} fw={800} lh={1} c="primary">
          {code}
        </Text>
        <Title order={1} size="h3">
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
        <ButtonLink to={HOME_PATH} mt="md">
          {t('status.backToDashboard')}
        </ButtonLink>
      </Stack>
    </Center>
  );
}
