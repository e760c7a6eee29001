import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthFlow, OtpChallenge } from '../../../core/auth/flow';
import type { DescribedError } from '../../../core/forms/errors';
import { useFormat } from '../../../core/i18n/useLanguage';
import { OtpInput } from './OtpInput';
import { ResendCode } from './ResendCode';

interface CodeFieldsProps {
  flow: AuthFlow;
  code: string;
  error?: string;
  onCodeChange: (code: string) => void;
  /** the six digits are in: verify at once */
  onComplete?: (code: string) => void;
  /** asks the server for a new code; answers the new challenge */
  resend: () => Promise<OtpChallenge>;
  /** the new code's flow, kept by the page */
  onResent: (challenge: OtpChallenge) => void;
  /** shows a failed resend on the form */
  showError: (error: unknown) => DescribedError;
  onChangeMobile?: () => void;
  disabled?: boolean;
}

/** The code step of a flow: where the code went, the six boxes, its validity and the resend countdown. */
export function CodeFields({ flow, code, error, onCodeChange, onComplete, resend, onResent, showError, onChangeMobile, disabled }: CodeFieldsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [blockedUntil, setBlockedUntil] = useState(0);

  const onResend = async () => {
    try {
      const challenge = await resend();
      onResent(challenge);
      onCodeChange('');
      notifications.show({ color: 'success', message: t('auth.common.resent'), autoClose: 3000 });
    } catch (failure) {
      const described = showError(failure);
      if (described.retryAfter) setBlockedUntil(Date.now() + described.retryAfter * 1000);
    }
  };

  return (
    <Stack gap="xs">
      <Text size="sm" data-testid="code-hint">
        {t('auth.common.codeHint', { mobile: format.digits(flow.mobileNumber) })}{' '}
        {onChangeMobile && (
          <Anchor component="button" type="button" size="sm" onClick={onChangeMobile}>
            {t('auth.common.changeMobile')}
          </Anchor>
        )}
      </Text>
      <OtpInput label={t('auth.common.code')} value={code} onChange={onCodeChange} onComplete={onComplete} error={error} disabled={disabled} />
      <ResendCode
        sentAt={flow.sentAt}
        expiresIn={flow.expiresIn}
        resendAfter={flow.resendAfter}
        blockedUntil={blockedUntil}
        onResend={onResend}
        disabled={disabled}
      />
    </Stack>
  );
}
