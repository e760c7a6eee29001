import { decimalSum, isoDateToJalali, toAsciiDigits } from '@karsaz/domain';
import { digits } from '../../../core/export/pdf';
import type { ExportLanguage } from './types';

/** Jalali month names, Farvardin first. */
export const JALALI_MONTHS: Record<ExportLanguage, readonly string[]> = {
  fa: ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'],
  en: ['Farvardin', 'Ordibehesht', 'Khordad', 'Tir', 'Mordad', 'Shahrivar', 'Mehr', 'Aban', 'Azar', 'Dey', 'Bahman', 'Esfand'],
};

/** The year end's payroll is month 13 of its year (its period: year × 100 + 13). */
export const YEAR_END_MONTH = 13;

/** `فروردین ۱۴۰۵` / `Farvardin 1405`; the year end: `پایان سال ۱۴۰۴` / `year end 1404`. */
export function monthTitle(year: number, month: number, language: ExportLanguage): string {
  if (month === YEAR_END_MONTH) return `${language === 'fa' ? 'عیدی و سنوات سال' : 'Year end'} ${digits(String(year), language)}`;
  const name = JALALI_MONTHS[language][month - 1];
  if (!name) throw new RangeError(`No Jalali month ${month}`);
  return `${name} ${digits(String(year), language)}`;
}

// the language's digits and grouped amounts are the PDF machinery's (one definition for every export)
export { digits, formatNumber } from '../../../core/export/pdf';

/** A whole number of rials as canonical ASCII digits (`"0012"` → `"12"`); a RangeError naming `what` when it is not one. */
export function wholeRials(value: string | number | null | undefined, what: string): string {
  const text = toAsciiDigits(String(value ?? '0')).trim() || '0';
  if (!/^-?\d+$/.test(text)) throw new RangeError(`${what}: ${text} is not a whole number of rials`);
  return BigInt(text).toString();
}

/** The sum of whole-rial amounts, exact (`"0"` for none). */
export function sumAmounts(values: readonly (string | null | undefined)[]): string {
  return decimalSum(values.map((v) => v ?? '0'));
}

/** An amount as a spreadsheet cell: a number when it is exact as a double (every rial amount below 2^53), else the text. */
export function amountCell(value: string | null | undefined): number | string {
  const text = toAsciiDigits(value ?? '0').trim() || '0';
  const n = Number(text);
  return Number.isSafeInteger(n) && String(n) === text ? n : text;
}

/** `14050101` for an ISO day; empty for none or an unreadable one. */
export function jalali8(iso: string | null | undefined): string {
  if (!iso) return '';
  const j = isoDateToJalali(iso);
  if (!j) return '';
  return `${j.jy}${String(j.jm).padStart(2, '0')}${String(j.jd).padStart(2, '0')}`;
}

/** The 8-digit Jalali day of the 1st of a Jalali month (`14050101`). */
export function monthStart8(year: number, month: number): string {
  return `${year}${String(month).padStart(2, '0')}01`;
}

/** `IR` and 24 digits from what was stored (spaces, dashes and Persian digits allowed, `IR` optional); null when it is not that. */
export function shebaText(value: string | null | undefined): string | null {
  if (!value) return null;
  let s = toAsciiDigits(value).replace(/[\s\-]/g, '').toUpperCase();
  if (/^\d{24}$/.test(s)) s = `IR${s}`;
  return /^IR\d{24}$/.test(s) ? s : null;
}

/** `first last`, trimmed. */
export function fullName(p: { firstName: string; lastName: string }): string {
  return `${p.firstName ?? ''} ${p.lastName ?? ''}`.replace(/\s+/g, ' ').trim();
}
