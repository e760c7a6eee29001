import { toAsciiDigits, toPersianDigits } from '@karsaz/domain';
import type { Language } from './language';

/**
 * Digits as the reader of `language` expects them: Persian digits (۰-۹) for `fa`, ASCII digits (0-9) for `en`.
 * Arabic-Indic digits (٠-٩) become the reader's digits too. The conversions themselves are the shared rules of
 * `@karsaz/domain` (`toPersianDigits`, `toAsciiDigits`).
 */
export function localizeDigits(value: string | number | bigint, language: Language): string {
  const ascii = toAsciiDigits(String(value));
  return language === 'fa' ? toPersianDigits(ascii) : ascii;
}
