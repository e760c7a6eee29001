import { LANGUAGES, isLanguage, type Language } from '@karsaz/ui';
import { SegmentedControl, type SegmentedControlProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from './language';
import { useLanguage } from './useLanguage';

type LanguageToggleProps = Omit<SegmentedControlProps, 'data' | 'value' | 'onChange'> & {
  /** Replaced in tests; by default the page reloads (spec §4). */
  onSwitch?: (language: Language) => void;
};

/** fa / en switch: stores the choice under `lang` and reloads the page. */
export function LanguageToggle({ onSwitch = switchLanguage, ...props }: LanguageToggleProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.label')}
      {...props}
      value={language}
      data={LANGUAGES.map((value) => ({ value, label: <span lang={value}>{t(`language.${value}`)}</span> }))}
      onChange={(value) => {
        if (isLanguage(value) && value !== language) onSwitch(value);
      }}
    />
  );
}
