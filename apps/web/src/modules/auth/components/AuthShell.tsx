import { Alert, Box, Code, Group, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DescribedError } from '../../../core/forms/errors';
import { LanguageToggle } from '../../../core/i18n/LanguageToggle';
import classes from './AuthShell.module.css';

interface AuthShellProps {
  /** the page's welcome title (its h1) */
  title: string;
  subtitle?: ReactNode;
  /** the page's own illustration */
  illustration: ReactNode;
  children: ReactNode;
  /** links under the form */
  footer?: ReactNode;
}

/**
 * The frame of the auth pages (spec §2): the product name and the language toggle, the welcome title, the form,
 * and the page's illustration beside it on wide screens (above the title on small ones). Needs no sign-in.
 */
export function AuthShell({ title, subtitle, illustration, children, footer }: AuthShellProps) {
  const { t } = useTranslation();
  return (
    <Box className={classes.shell}>
      <Box className={classes.formSide} component="main">
        <Group justify="space-between" wrap="nowrap">
          <Text fz="xl" fw={800} c="primary">
            {t('app.name')}
          </Text>
          <LanguageToggle />
        </Group>
        <Box className={classes.formBody}>
          <Box className={classes.compactArt}>{illustration}</Box>
          <Stack gap={4} mb="lg">
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle && <Text c="dimmed">{subtitle}</Text>}
          </Stack>
          {children}
          {footer && (
            <Stack gap={6} mt="xl" align="center" ta="center">
              {footer}
            </Stack>
          )}
        </Box>
      </Box>
      <Box className={classes.artSide}>
        {illustration}
        <Text c="primary.8" fw={600} ta="center" maw={360}>
          {t('app.tagline')}
        </Text>
      </Box>
    </Box>
  );
}

/** The failure of a form's call: the server's message, its other field errors and the trace id. */
export function FormErrorAlert({ error }: { error: DescribedError | null }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert color="danger" variant="light" role="alert" data-testid="form-error" title={error.message}>
      {(error.otherErrors.length > 0 || error.traceId) && (
        <Stack gap={4}>
          {error.otherErrors.length > 0 && (
            <List size="sm">
              {error.otherErrors.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          )}
          {error.traceId && (
            <Text size="xs" c="dimmed">
              {t('auth.common.traceId')}: <Code>{error.traceId}</Code>
            </Text>
          )}
        </Stack>
      )}
    </Alert>
  );
}

/** A link line under a form: a short question and its link. */
export function FooterLine({ question, children }: { question?: string; children: ReactNode }) {
  return (
    <Text size="sm">
      {question && <>{question} </>}
      {children}
    </Text>
  );
}
