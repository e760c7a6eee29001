import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../core/i18n/useLanguage';
import { useNow } from '../../../core/time/useNow';

interface ResendCodeProps {
  /** when the current code was sent (ms), its lifetime and the wait before a resend (s) */
  sentAt: number;
  expiresIn: number;
  resendAfter: number;
  /** asks for a new code; a rejection is shown by the caller's form */
  onResend: () => Promise<void>;
  /** a 429's wait from the last resend, in seconds */
  blockedUntil?: number;
  disabled?: boolean;
}

/** m:ss in the interface language's digits. */
function useClock() {
  const format = useFormat();
  return (ms: number) => {
    const total = Math.max(0, Math.ceil(ms / 1000));
    const minutes = Math.floor(total / 60);
    const seconds = String(total % 60).padStart(2, '0');
    return format.digits(`${minutes}:${seconds}`);
  };
}

/** How long the code is valid, and "send the code again" once `resendAfter` has passed (a countdown until then). */
export function ResendCode({ sentAt, expiresIn, resendAfter, onResend, blockedUntil = 0, disabled }: ResendCodeProps) {
  const { t } = useTranslation();
  const now = useNow(1000).getTime();
  const clock = useClock();
  const [sending, setSending] = useState(false);
  const resendAt = Math.max(sentAt + resendAfter * 1000, blockedUntil);
  const expiresAt = sentAt + expiresIn * 1000;
  const wait = resendAt - now;

  return (
    <Group justify="space-between" gap="xs" wrap="wrap" data-testid="resend">
      <Text size="sm" c={expiresAt > now ? 'dimmed' : 'danger.7'} aria-live="polite" data-testid="code-validity">
        {expiresAt > now ? t('auth.common.codeValidFor', { time: clock(expiresAt - now) }) : t('auth.common.codeExpired')}
      </Text>
      {wait > 0 ? (
        <Text size="sm" c="dimmed" data-testid="resend-countdown">
          {t('auth.common.resendIn', { time: clock(wait) })}
        </Text>
      ) : (
        <Button
          variant="subtle"
          size="compact-sm"
          loading={sending}
          disabled={disabled}
          onClick={async () => {
            setSending(true);
            try {
              await onResend();
            } finally {
              setSending(false);
            }
          }}
        >
          {t('auth.common.resend')}
        </Button>
      )}
    </Group>
  );
}
