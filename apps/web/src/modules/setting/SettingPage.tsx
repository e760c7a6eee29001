import { Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageToggle } from '../../core/i18n/LanguageToggle';
import { useFormat } from '../../core/i18n/useLanguage';
import { useNow } from '../../core/time/useNow';
import { MainPageSetting } from './MainPageSetting';
import { ThemeSetting } from './ThemeSetting';

/** Display settings: the interface language, the colour theme, the main page, and how dates and times are shown. */
export function SettingPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const now = useNow();

  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Title order={1}>{t('routes.setting')}</Title>

        <Paper withBorder p="lg" id="language" component="section" aria-labelledby="setting-language">
          <Title order={2} size="h4" mb="sm" id="setting-language">
            {t('language.label')}
          </Title>
          <Group gap="md">
            <LanguageToggle size="sm" />
            <Text size="sm" c="dimmed">
              {t('language.reloadHint')}
            </Text>
          </Group>
        </Paper>

        <ThemeSetting />

        <MainPageSetting />

        <Paper withBorder p="lg" id="date-time" component="section" aria-labelledby="setting-date-time">
          <Title order={2} size="h4" mb="sm" id="setting-date-time">
            {t('setting.dateTime')}
          </Title>
          <Table variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={160}>{t('setting.calendar')}</Table.Th>
                <Table.Td>{t('setting.calendarValue')}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('setting.timeZone')}</Table.Th>
                <Table.Td>{t('setting.timeZoneValue')}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('setting.now')}</Table.Th>
                <Table.Td>{format.date(now, { weekday: true, time: true })}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Paper>
      </Stack>
    </Container>
  );
}
