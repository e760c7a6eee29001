import { toGregorian, toJalaali, jalaaliMonthLength, isValidJalaaliDate } from 'jalaali-js';

/**
 * The one Jalali calendar engine of the product (jalaali-js), on the server and in the browser: the web's date
 * inputs, the calendar popup's values, list cells and spreadsheet imports all convert through these functions.
 */

/** An ISO calendar date `YYYY-MM-DD`. */
export type IsoDate = string;

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number): IsoDate => `${y}-${pad(m)}-${pad(d)}`;

/** The Gregorian first and last day of a Jalali year (a financial year runs 1 Farvardin to the end of Esfand). */
export function jalaliYearRange(jy: number): { start: IsoDate; end: IsoDate } {
  const s = toGregorian(jy, 1, 1);
  const e = toGregorian(jy, 12, jalaaliMonthLength(jy, 12));
  return { start: iso(s.gy, s.gm, s.gd), end: iso(e.gy, e.gm, e.gd) };
}

/** The calendar date in the Asia/Tehran zone of an instant. */
export function tehranDate(at: Date): IsoDate {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  return parts;
}

const TEHRAN_CLOCK = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tehran', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The wall-clock time (`HH:mm`, 00–23) in the Asia/Tehran zone of an instant. */
export function tehranClock(at: Date): string {
  return TEHRAN_CLOCK.format(at);
}

/** The Jalali year an instant falls in, in the Asia/Tehran zone. */
export function jalaliYearAt(at: Date): number {
  const [y, m, d] = tehranDate(at).split('-').map(Number) as [number, number, number];
  return toJalaali(y, m, d).jy;
}

/**
 * The ISO day of a written Jalali date (`1405/01/01`, `۱۴۰۵-۱-۱`), or of an ISO day as it is; null when the text is
 * neither or names no such day (1404/12/30). Spreadsheet imports read dates so.
 */
export function parseDayText(text: string): IsoDate | null {
  const ascii = text.replace(/[\u06F0-\u06F9]/g, (c) => String(c.charCodeAt(0) - 0x06f0)).replace(/[\u0660-\u0669]/g, (c) => String(c.charCodeAt(0) - 0x0660)).trim();
  const m = /^(\d{4})[/\-.](\d{1,2})[/\-.](\d{1,2})$/.exec(ascii);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y >= 1700) {
    const date = new Date(Date.UTC(y, mo - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? iso(y, mo, d) : null;
  }
  if (!isValidJalaaliDate(y, mo, d)) return null;
  const g = toGregorian(y, mo, d);
  return iso(g.gy, g.gm, g.gd);
}

/** A Jalali day: year, month 1-12, day 1-31. */
export interface JalaliDay {
  jy: number;
  jm: number;
  jd: number;
}

/** The ISO day of a Jalali day; null when it names no such day (1404/12/30). */
export function jalaliToIsoDate(jy: number, jm: number, jd: number): IsoDate | null {
  if (!Number.isInteger(jy) || !Number.isInteger(jm) || !Number.isInteger(jd) || jy < 1 || jy > 3000 || !isValidJalaaliDate(jy, jm, jd)) return null;
  const g = toGregorian(jy, jm, jd);
  return iso(g.gy, g.gm, g.gd);
}

/** The Jalali day of an ISO day (`2026-03-21` → 1405/1/1; a longer ISO text is read by its first ten characters). */
export function isoDateToJalali(day: string): JalaliDay | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return toJalaali(y, mo, d);
}

/** The Jalali day of a Gregorian one (numbers), for a calendar that reads the Tehran wall clock. */
export function gregorianToJalali(gy: number, gm: number, gd: number): JalaliDay {
  return toJalaali(gy, gm, gd);
}

/** `1405/01/01` for a Jalali day. */
export function jalaliDayText({ jy, jm, jd }: JalaliDay): string {
  return `${jy}/${pad(jm)}/${pad(jd)}`;
}
