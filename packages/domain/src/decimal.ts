import DecimalJs from 'decimal.js';
import { toAsciiDigits, toPersianDigits } from './text';

/**
 * Exact numbers (DESIGN.md: money and quantities are decimal strings, never a JavaScript `number`). A decimal
 * column travels as a canonical string (`"12345678901234.5678"`: ASCII digits, a `.` point, an optional leading
 * `-`, no exponent, no thousands separators, no trailing zeros after the point); arithmetic goes through
 * decimal.js, never through a float.
 *
 * Rounding is half away from zero (`ROUND_HALF_UP` in decimal.js: 2.5 → 3, -2.5 → -3), the rule of PostgreSQL's
 * `numeric` (a value stored into numeric(p, s) with more places, and `round()`), so the server, the form and the
 * database agree on every amount.
 */

/** A private Decimal: enough significant digits for numeric(38, s), never an exponent in text, half-up. */
const D = DecimalJs.clone({ precision: 60, rounding: DecimalJs.ROUND_HALF_UP, toExpNeg: -60, toExpPos: 60 });
type Dec = InstanceType<typeof D>;

/** What a decimal column holds: numeric(precision, scale), e.g. numeric(18, 4) has 14 whole digits and 4 places. */
export interface DecimalSpec {
  precision: number;
  scale: number;
}

export type DecimalInput = string | number | bigint | { toFixed(): string };

/** Why a value is not a decimal of its column. */
export type DecimalProblem = 'format' | 'scale' | 'precision' | 'unsafeNumber';

export type DecimalParse = { ok: true; value: string } | { ok: false; problem: DecimalProblem };

const CANONICAL = /^-?\d+(\.\d+)?$/;

/** The most significant digits a JSON number carries exactly: any decimal of at most 15 digits round-trips a double. */
const EXACT_NUMBER_DIGITS = 15;

/**
 * Typed text to a plain decimal: Persian and Arabic digits to ASCII, the Persian decimal point (٫) to `.`, thousands separators (`,` `٬` `،` and spaces) dropped, a
 * Unicode minus to `-`. Answers the text as it was when it is still not a number (so the caller can name it).
 */
export function normalizeDecimalText(text: string): string {
  return toAsciiDigits(text)
    .replace(/[\s\u200c\u200f\u200e,\u066c\u060c']/g, '')
    .replace(/[\u066b]/g, '.')
    .replace(/[\u2212\u2013]/g, '-')
    .replace(/^\+/, '');
}

/** The canonical text of an exact decimal: no exponent, no trailing zeros after the point, no `-0`. */
function canonical(d: Dec): string {
  const text = d.toFixed();
  if (!text.includes('.')) return text === '-0' ? '0' : text;
  const trimmed = text.replace(/0+$/, '').replace(/\.$/, '');
  return trimmed === '-0' ? '0' : trimmed;
}

/** How many whole digits and places a canonical decimal has. */
function digits(text: string): { whole: number; places: number } {
  const [whole = '', frac = ''] = text.replace(/^-/, '').split('.');
  return { whole: whole.replace(/^0+(?=\d)/, '') === '0' ? 0 : whole.replace(/^0+/, '').length, places: frac.length };
}

/**
 * Reads a value meant for a numeric(precision, scale) column. Text may carry Persian digits and separators
 * (normalizeDecimalText). A JSON number is taken only when it names one decimal exactly, i.e. when it has at most
 * 15 significant digits (`12.5`, `2500000`); a longer one (`12345678901234.5678` as a number is already
 * `12345678901234.568`) is refused as `unsafeNumber`, so the caller is told to send a string. More places than the
 * scale is `scale` (never rounded silently), more whole digits than precision − scale is `precision`.
 */
export function parseDecimal(input: unknown, spec: DecimalSpec): DecimalParse {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, problem: 'format' };
    const shortest = new D(input);
    if (!Number.isSafeInteger(input) && shortest.sd(false) > EXACT_NUMBER_DIGITS) return { ok: false, problem: 'unsafeNumber' };
    text = canonical(shortest);
  } else if (typeof input === 'bigint') {
    text = input.toString();
  } else if (typeof input === 'string') {
    text = normalizeDecimalText(input.trim());
    if (!CANONICAL.test(text) && !/^-?\.\d+$/.test(text)) return { ok: false, problem: 'format' };
    text = canonical(new D(text));
  } else {
    return { ok: false, problem: 'format' };
  }
  const { whole, places } = digits(text);
  if (places > spec.scale) return { ok: false, problem: 'scale' };
  if (whole > spec.precision - spec.scale) return { ok: false, problem: 'precision' };
  return { ok: true, value: text };
}

/** Whether `text` is already a canonical decimal string (what the API answers and accepts as is). */
export function isDecimalString(text: unknown): text is string {
  return typeof text === 'string' && CANONICAL.test(text);
}

function dec(v: DecimalInput): Dec {
  if (typeof v === 'number' && !Number.isSafeInteger(v)) {
    // a float is taken by its shortest text, the decimal its writer meant (0.1 is 0.1, not 0.1000000000000000055…)
    return new D(String(v));
  }
  if (typeof v === 'string') return new D(normalizeDecimalText(v));
  if (typeof v === 'object' && v !== null) return new D(v.toFixed());
  return new D(String(v));
}

/** a + b, exact. */
export function decimalAdd(a: DecimalInput, b: DecimalInput): string {
  return canonical(dec(a).plus(dec(b)));
}

/** a − b, exact. */
export function decimalSubtract(a: DecimalInput, b: DecimalInput): string {
  return canonical(dec(a).minus(dec(b)));
}

/** a × b, exact (round it to the column's scale with decimalRound). */
export function decimalMultiply(a: DecimalInput, b: DecimalInput): string {
  return canonical(dec(a).times(dec(b)));
}

/** The sum of the values, exact; `"0"` for none. */
export function decimalSum(values: readonly DecimalInput[]): string {
  return canonical(values.reduce<Dec>((acc, v) => acc.plus(dec(v)), new D(0)));
}

/** `value` rounded to `scale` places, half away from zero (the module's note). */
export function decimalRound(value: DecimalInput, scale: number): string {
  return canonical(dec(value).toDecimalPlaces(scale, DecimalJs.ROUND_HALF_UP));
}

/** a × b ÷ c rounded to `scale` places, half away from zero (a share of a value: value × taken ÷ on hand). */
export function decimalMulDiv(a: DecimalInput, b: DecimalInput, c: DecimalInput, scale: number): string {
  return canonical(dec(a).times(dec(b)).dividedBy(dec(c)).toDecimalPlaces(scale, DecimalJs.ROUND_HALF_UP));
}

/** -1, 0 or 1 as a is less than, equal to or more than b. */
export function decimalCompare(a: DecimalInput, b: DecimalInput): -1 | 0 | 1 {
  return dec(a).comparedTo(dec(b)) as -1 | 0 | 1;
}

/** The canonical string of a stored value (a Prisma Decimal, a numeric string, a bigint), or null for none. */
export function toDecimalString(value: DecimalInput | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return canonical(dec(value));
}

const SEPARATORS = {
  fa: { group: '\u066c', point: '\u066b' },
  en: { group: ',', point: '.' },
} as const;

function group(whole: string, separator: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * A decimal for reading: thousands grouped, in the language's digits and separators (`۱۲٬۳۴۵٬۶۷۸٬۹۰۱٬۲۳۴٫۵۶۷۸` in
 * Persian, `12,345,678,901,234.5678` in English); exact, every place kept. `minPlaces` pads the places (a price
 * shown with two).
 */
export function formatDecimal(value: DecimalInput, language: 'fa' | 'en', options: { minPlaces?: number } = {}): string {
  const text = canonical(dec(value));
  const negative = text.startsWith('-');
  let [whole = '0', frac = ''] = text.replace(/^-/, '').split('.');
  if (options.minPlaces && frac.length < options.minPlaces) frac = frac.padEnd(options.minPlaces, '0');
  const sep = SEPARATORS[language];
  const out = `${negative ? '-' : ''}${group(whole, sep.group)}${frac ? sep.point + frac : ''}`;
  return language === 'fa' ? toPersianDigits(out) : out;
}

/**
 * Text being typed into a decimal input, shown as it is typed: the language's digits, thousands grouped live, a
 * point and the places typed so far kept (`1234.` stays `۱٬۲۳۴٫`), anything else dropped. At most `spec.scale`
 * places and `precision − scale` whole digits are kept, so the input cannot hold what the column cannot. The
 * value to send is `parseDecimal(shown, spec)`.
 */
export function formatDecimalInput(typed: string, language: 'fa' | 'en', spec: DecimalSpec): string {
  const text = normalizeDecimalText(typed).replace(/\//g, '.');
  const negative = text.startsWith('-');
  const body = text.replace(/[^\d.]/g, '');
  const point = spec.scale > 0 ? body.indexOf('.') : -1;
  let whole = (point >= 0 ? body.slice(0, point) : body.replace(/\./g, '')).replace(/^0+(?=\d)/, '');
  whole = whole.slice(0, spec.precision - spec.scale);
  const frac = point >= 0 ? body.slice(point + 1).replace(/\./g, '').slice(0, spec.scale) : '';
  const sep = SEPARATORS[language];
  const out = `${negative ? '-' : ''}${group(whole, sep.group)}${point >= 0 ? sep.point + frac : ''}`;
  return language === 'fa' ? toPersianDigits(out) : out;
}
