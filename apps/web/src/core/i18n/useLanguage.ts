import { DEFAULT_LANGUAGE, formatJalaliDate, formatNumber, formatTehranTime, isLanguage, localizeDigits, type Language } from '@karsaz/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The language the interface is shown in. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Number, digit, Jalali date and Tehran time formatters bound to the interface language (Persian digits in fa). */
export function useFormat() {
  const language = useLanguage();
  return useMemo(
    () => ({
      language,
      number: (value: Parameters<typeof formatNumber>[0], options?: Intl.NumberFormatOptions) =>
        formatNumber(value, language, options),
      date: (value: Parameters<typeof formatJalaliDate>[0], options?: Parameters<typeof formatJalaliDate>[2]) =>
        formatJalaliDate(value, language, options),
      time: (value: Parameters<typeof formatTehranTime>[0]) => formatTehranTime(value, language),
      digits: (value: string | number) => localizeDigits(value, language),
    }),
    [language],
  );
}
