import { localizeDigits } from './digits';
import type { Language } from './language';

/** Karsaz shows every date and time in Iran's zone, whatever the zone of the browser or server. */
export const IRAN_TIME_ZONE = 'Asia/Tehran';

/** A `Date`, an epoch in milliseconds, or an ISO 8601 string as the API sends it (`2026-03-21`, `2026-03-21T08:30:00Z`). */
export type DateInput = Date | number | string;

/** A moment as read on a wall clock in Tehran, in the Persian (Jalali) calendar. `month` runs 1-12. */
export interface JalaliDateTime {
  year: number;
  month: number;
  day: number;
  /** 0 = Sunday … 6 = Saturday, as `Date#getDay`. */
  weekday: number;
  hour: number;
  minute: number;
  second: number;
}

const MONTHS: Record<Language, readonly string[]> = {
  fa: ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'],
  en: ['Farvardin', 'Ordibehesht', 'Khordad', 'Tir', 'Mordad', 'Shahrivar', 'Mehr', 'Aban', 'Azar', 'Dey', 'Bahman', 'Esfand'],
};

const WEEKDAYS: Record<Language, readonly string[]> = {
  fa: ['یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه', 'شنبه'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

const LIST_SEPARATOR: Record<Language, string> = { fa: '، ', en: ', ' };

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

let calendarFormatter: Intl.DateTimeFormat | undefined;

/**
 * The calendar conversion and the time zone come from ICU (through Intl); month names, digits and the order of
 * the parts are ours, so the browser and Node print the same text whatever their ICU data says about Persian
 * date patterns. Every other Jalali conversion (typed and picked dates, imports, the server) is jalaali-js's
 * (@karsaz/domain); the shell keeps ICU here because it is in the browser already, and jalaali-js would put
 * 1.3 KiB more on the sign-in page's first load (e2e/tests/bundle-size.spec.ts). date.test.ts checks that the two
 * agree on every day from 1300 to 1500.
 */
function getCalendarFormatter(): Intl.DateTimeFormat {
  calendarFormatter ??= new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
    timeZone: IRAN_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return calendarFormatter;
}

function toValidDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Converts a moment to the Jalali calendar as seen in Tehran; `null` for an empty or unparsable value. */
export function toJalali(value: DateInput | null | undefined): JalaliDateTime | null {
  const date = toValidDate(value);
  if (!date) return null;
  const parts: Record<string, string> = {};
  for (const part of getCalendarFormatter().formatToParts(date)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAY_INDEX[parts.weekday ?? ''] ?? 0,
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

export interface FormatJalaliOptions {
  /** `long`: `۱ فروردین ۱۴۰۵` / `1 Farvardin 1405` (default). `numeric`: `۱۴۰۵/۰۱/۰۱` / `1405/01/01`. */
  style?: 'long' | 'numeric';
  /** Prefix the weekday: `شنبه، ۱ فروردین ۱۴۰۵`. */
  weekday?: boolean;
  /** Append the 24-hour Tehran time: `… ، ۰۸:۳۰`. */
  time?: boolean;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const clock = (moment: JalaliDateTime) => `${pad2(moment.hour)}:${pad2(moment.minute)}`;

/**
 * A moment as a Jalali date in Tehran, in the reader's language (Persian digits for `fa`).
 * Empty or unparsable values give an empty string, so a missing date shows as a blank cell.
 */
export function formatJalaliDate(
  value: DateInput | null | undefined,
  language: Language,
  options: FormatJalaliOptions = {},
): string {
  const jalali = toJalali(value);
  if (!jalali) return '';
  const { style = 'long', weekday = false, time = false } = options;
  const date =
    style === 'numeric'
      ? `${jalali.year}/${pad2(jalali.month)}/${pad2(jalali.day)}`
      : `${jalali.day} ${MONTHS[language][jalali.month - 1]} ${jalali.year}`;
  const pieces = [date];
  if (weekday) pieces.unshift(WEEKDAYS[language][jalali.weekday] ?? '');
  if (time) pieces.push(clock(jalali));
  return localizeDigits(pieces.join(LIST_SEPARATOR[language]), language);
}

/** The name of a Jalali month (1-12) in the reader's language. */
export function jalaliMonthName(month: number, language: Language): string {
  const name = MONTHS[language][month - 1];
  if (name === undefined) throw new RangeError(`Jalali month out of range: ${month}`);
  return name;
}

/** The 24-hour wall-clock time in Tehran (`۰۸:۳۰` / `08:30`); empty for a missing or invalid value. */
export function formatTehranTime(value: DateInput | null | undefined, language: Language): string {
  const jalali = toJalali(value);
  return jalali ? localizeDigits(clock(jalali), language) : '';
}
