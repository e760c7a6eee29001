import { Group, Paper, SegmentedControl, Text, Title, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SCHEMES: MantineColorScheme[] = ['light', 'dark', 'auto'];

/** Light, dark or as the system: Mantine's colour-scheme manager applies it and keeps it under `theme`. */
export function ThemeSetting() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Paper withBorder p="lg" id="theme" component="section" aria-labelledby="setting-theme">
      <Title order={2} size="h4" mb="sm" id="setting-theme">
        {t('home.setting.theme.title')}
      </Title>
      <Group gap="md">
        <SegmentedControl
          size="sm"
          aria-label={t('home.setting.theme.title')}
          data-testid="theme-control"
          value={colorScheme}
          data={SCHEMES.map((value) => ({ value, label: t(`home.setting.theme.${value}`) }))}
          onChange={(value) => setColorScheme(value as MantineColorScheme)}
        />
        <Text size="sm" c="dimmed">
          {t('home.setting.theme.hint')}
        </Text>
      </Group>
    </Paper>
  );
}
