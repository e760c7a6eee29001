import { toAsciiDigits } from '@karsaz/domain';
import { localizeDigits } from './digits';
import type { Language } from './language';

const NUMBER_LOCALE: Record<Language, string> = { fa: 'fa-IR', en: 'en-US' };

/**
 * A decimal number in the reader's language: `1234567.5` is `۱٬۲۳۴٬۵۶۷٫۵` in Persian and `1,234,567.5` in
 * English. Strings are formatted exactly (no float rounding), which suits rial amounts kept as Decimal strings.
 */
export function formatNumber(
  value: number | bigint | string,
  language: Language,
  options?: Intl.NumberFormatOptions,
): string {
  const formatter = new Intl.NumberFormat(NUMBER_LOCALE[language], options);
  // Numeric strings are formatted exactly (ES2023 Intl.NumberFormat v3); Persian digits in them are accepted.
  const text = formatter.format(typeof value === 'string' ? (toAsciiDigits(value) as Intl.StringNumericLiteral) : value);
  // fa-IR already uses Persian digits; converting again guards against ICU builds that fall back to Latin ones.
  return localizeDigits(text, language);
}
