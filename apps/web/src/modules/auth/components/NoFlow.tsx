import { Alert, Stack } from '@mantine/core';
import { ButtonLink } from '../../../core/router/links';

/** A code page opened without its flow (another tab, an expired session): say so and lead to the start. */
export function NoFlow({ message, to, action }: { message: string; to: '/auth/sign-up' | '/auth/sign-in' | '/auth/reset-password-request'; action: string }) {
  return (
    <Stack gap="md">
      <Alert color="warning" variant="light" role="alert" data-testid="no-flow">
        {message}
      </Alert>
      <ButtonLink to={to} fullWidth>
        {action}
      </ButtonLink>
    </Stack>
  );
}
