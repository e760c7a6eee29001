import { PasswordInput, TextInput, type PasswordInputProps, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../core/i18n/useLanguage';

/** The mobile number: typed left to right (digits), aligned with the reading side; any common form accepted. */
export function MobileInput(props: Omit<TextInputProps, 'label' | 'type'> & { label?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <TextInput
      label={t('auth.common.mobile')}
      placeholder={t('auth.common.mobilePlaceholder')}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      dir="ltr"
      styles={{ input: { textAlign: language === 'fa' ? 'right' : 'left' } }}
      {...props}
    />
  );
}

export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput dir="ltr" {...props} />;
}
