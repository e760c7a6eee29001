import { isoDateToJalali, type IsoDate } from './jalali';
import { daysBetween } from './attendance/shift-resolution';
import { timeOfDayMinutes } from './time';
import { DAY_TYPE, FIXED_SOLAR_HOLIDAYS, weekdayOf } from './work-calendar';

/**
 * Leave and missions (issue 15): how long a leave is, whether two requests overlap, and a person's leave balance of a
 * Jalali year with the carry-over from the year before. Pure: the API reads the rows and the calendar, and calls these.
 *
 * The rules, as docs/attendance.md states them:
 * - A **day of leave** is the legal working day: 44 hours a week over six working days (Labour Law art. 51) =
 *   7 h 20 min = 26,400 s. The API passes it (`WORKDAY_SECONDS`), so a company with another day only changes one value.
 * - A **daily leave** counts the days from its start to its end that are working days of the company's calendar
 *   (weekly rest and official holidays inside a leave are not taken from the balance); a day the calendar has no row
 *   for is a working day unless it is a Friday or a fixed solar holiday. An **hourly leave** counts its minutes.
 * - The **balance** of year Y: entitlement(Y) + carryOver(Y) − used(Y). The entitlement is data: the employment
 *   type's yearly paid leave (`automaticPaidLeaveIncrease`, 26 days = 190 h 40 min by the law). carryOver(Y) is what
 *   was left of year Y−1 (never below zero), capped by the employment type's transferable ceiling; with the method
 *   "no transfer" it is zero ("pay the excess out" carries up to the ceiling too and the excess is paid). The first
 *   year counted (the person's start, at most five years back) carries nothing in.
 */

/** 44 h a week over 6 working days: 7 h 20 min. */
export const WORKDAY_SECONDS = 26_400;

/** Leave transfer methods of the employment type (packages/entities hr/employment-type.ts). */
export const LEAVE_TRANSFER = { none: 1, upToCeiling: 2, payOutExcess: 3 } as const;

/** Whether a day is off when the company's calendar has no row for it: a Friday or a fixed solar holiday. */
export function offByDefault(day: IsoDate): boolean {
  if (weekdayOf(day) === 7) return true;
  const j = isoDateToJalali(day);
  return !!j && FIXED_SOLAR_HOLIDAYS.some((h) => h.month === j.jm && h.day === j.jd);
}

/** Whether a calendar day type is a day off (official holiday or weekly rest). */
export const isOffDayType = (vacationType: number): boolean => vacationType === DAY_TYPE.officialHoliday || vacationType === DAY_TYPE.weeklyRest;

export interface LeaveSpan {
  /** 1 daily, 2 hourly */
  kind: number;
  startDate: IsoDate;
  endDate?: IsoDate | null;
  fromTime?: string | null;
  toTime?: string | null;
}

export const LEAVE_KIND = { daily: 1, hourly: 2 } as const;

/**
 * The seconds a leave takes from the balance, by Jalali year (a daily leave over Nowruz counts in both years).
 * `isOff(day)` answers from the company's calendar.
 */
export function leaveSecondsByYear(span: LeaveSpan, isOff: (day: IsoDate) => boolean, daySeconds = WORKDAY_SECONDS): Map<number, number> {
  const out = new Map<number, number>();
  const add = (day: IsoDate, s: number) => {
    const jy = isoDateToJalali(day)?.jy;
    if (jy !== undefined && s > 0) out.set(jy, (out.get(jy) ?? 0) + s);
  };
  if (span.kind === LEAVE_KIND.hourly) {
    const from = span.fromTime ? timeOfDayMinutes(span.fromTime) : null;
    const to = span.toTime ? timeOfDayMinutes(span.toTime) : null;
    if (from !== null && to !== null && to > from) add(span.startDate, (to - from) * 60);
    return out;
  }
  for (const day of daysBetween(span.startDate, span.endDate ?? span.startDate)) if (!isOff(day)) add(day, daySeconds);
  return out;
}

/** The total of a leave's seconds over every year. */
export function leaveSeconds(span: LeaveSpan, isOff: (day: IsoDate) => boolean, daySeconds = WORKDAY_SECONDS): number {
  let total = 0;
  for (const s of leaveSecondsByYear(span, isOff, daySeconds).values()) total += s;
  return total;
}

/** A request as the overlap check sees it: its days, and its hours when it is hourly. */
export interface Occupation {
  startDate: IsoDate;
  endDate: IsoDate;
  /** minutes of the day, for an hourly request on one day */
  from?: number | null;
  to?: number | null;
}

/** Whether two requests of one person overlap: their days meet, and when both are hourly on that day, their hours. */
export function occupationsOverlap(a: Occupation, b: Occupation): boolean {
  if (a.endDate < b.startDate || b.endDate < a.startDate) return false;
  const hourly = (o: Occupation) => o.from !== null && o.from !== undefined && o.to !== null && o.to !== undefined;
  if (hourly(a) && hourly(b)) return a.from! < b.to! && b.from! < a.to!;
  return true;
}

export interface BalanceYear {
  year: number;
  /** the year's entitlement, seconds */
  entitlement: number;
  /** paid leave taken in the year (approved), seconds */
  used: number;
}

export interface LeaveBalance {
  year: number;
  entitlement: number;
  carryOver: number;
  used: number;
  /** entitlement + carryOver − used (may go below zero when a leave was approved past it) */
  remaining: number;
}

/**
 * The balance of the last of `years` (ascending, consecutive), carrying each year's remainder into the next under
 * the employment type's rule. Every amount in seconds.
 */
export function leaveBalance(years: readonly BalanceYear[], rule: { method: number; ceiling: number }): LeaveBalance[] {
  const out: LeaveBalance[] = [];
  let carry = 0;
  for (const [i, y] of years.entries()) {
    if (i > 0) {
      const left = Math.max(0, out[i - 1]!.remaining);
      carry = rule.method === LEAVE_TRANSFER.none ? 0 : Math.min(left, Math.max(0, rule.ceiling));
    }
    out.push({ year: y.year, entitlement: y.entitlement, carryOver: carry, used: y.used, remaining: y.entitlement + carry - y.used });
  }
  return out;
}
