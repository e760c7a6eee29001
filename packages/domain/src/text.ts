/**
 * Text normalisation applied to everything that comes in (CONTRACT.md): Arabic Yeh and Kaf become their Persian
 * forms, strings are trimmed, and Persian or Arabic-Indic digits become ASCII digits in numeric and code fields.
 */

export const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
export const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** ي (U+064A) and ى (U+0649) → ی (U+06CC); ك (U+0643) → ک (U+06A9). */
export function toPersianLetters(s: string): string {
  return s.replace(/[\u064A\u0649]/g, '\u06CC').replace(/\u0643/g, '\u06A9');
}

/** ۰-۹ and ٠-٩ → 0-9. */
export function toAsciiDigits(s: string): string {
  return s.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, (ch) => {
    const p = PERSIAN_DIGITS.indexOf(ch);
    return String(p >= 0 ? p : ARABIC_DIGITS.indexOf(ch));
  });
}

/** 0-9 → ۰-۹, for showing numbers in Persian text. */
export function toPersianDigits(s: string | number): string {
  return String(s).replace(/[0-9]/g, (d) => PERSIAN_DIGITS.charAt(Number(d)));
}

/** What every incoming string goes through: Persian letters and trimmed ends. */
export function normalizeText(s: string): string {
  return toPersianLetters(s).trim();
}

/**
 * Normalises every string inside a JSON value (objects and arrays walked deeply). Returns a new value; the input
 * is not changed. Keys are left alone.
 */
export function normalizeDeep<T>(value: T): T {
  if (typeof value === 'string') return normalizeText(value) as T;
  if (Array.isArray(value)) return value.map((v) => normalizeDeep(v)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[k] = normalizeDeep(v);
    return out as T;
  }
  return value;
}
