import { toGregorian, toJalaali, jalaaliMonthLength } from 'jalaali-js';

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

/** The Jalali year an instant falls in, in the Asia/Tehran zone. */
export function jalaliYearAt(at: Date): number {
  const [y, m, d] = tehranDate(at).split('-').map(Number) as [number, number, number];
  return toJalaali(y, m, d).jy;
}
