import { normalizeIranianMobile, toAsciiDigits } from '@karsaz/domain';

/**
 * What a person typed into a mobile-number field, in its one stored form `09xxxxxxxxx` (Persian or Arabic digits,
 * spaces, dashes and the +98 / 0098 prefixes accepted), or null when it is not an Iranian mobile number. The rule
 * is `@karsaz/domain`'s, the one the API applies.
 */
export function normalizeMobile(input: string): string | null {
  return normalizeIranianMobile(input);
}

/** Only the digits of what was typed, as ASCII digits: `۱۲ ۳-۴` → `1234` (one-time codes, numeric fields). */
export function asciiDigitsOnly(input: string): string {
  return toAsciiDigits(input).replace(/[^0-9]/g, '');
}
