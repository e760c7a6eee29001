import { Box, Container, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageToggle } from '../../core/i18n/LanguageToggle';

/** The frame of the dealer's public pages (the booking, the survey): the product's name, the language toggle, a card. */
export function PublicFrame({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="main" py="xl">
      <Container size="sm">
        <Group justify="space-between" wrap="nowrap" mb="lg">
          <Text fz="xl" fw={800} c="primary">
            {t('app.name')}
          </Text>
          <LanguageToggle />
        </Group>
        <Paper withBorder radius="md" p="lg">
          {children}
        </Paper>
        {footer}
      </Container>
    </Box>
  );
}
