import { isoDateToJalali, type IsoDate } from '../jalali';
import { timeOfDayMinutes } from '../time';
import { DAY_TYPE, FIXED_SOLAR_HOLIDAYS, weekdayOf, type Weekday } from '../work-calendar';

/**
 * Which shift a person works on a date, and with which timing (issue 15, docs/attendance.md "Shifts"). Pure: the
 * API's ShiftResolver loads the rows (personnel, rotations, shifts with their timings, calendar days) in a few
 * queries and asks this for every person and day.
 *
 * Precedence, for one person and one date:
 * 1. the person's own shift (`personnel.shiftId`), when it is a fixed or floating shift (shiftType 1, 3);
 * 2. else the rotation the person's working group is assigned to that has started by the date (of several, the one
 *    that started last, then the higher id): from its start date its shifts follow one another in their order, each
 *    for `rotationPeriod` periods (a day or a week each, `periodType`) and then `restTime` periods of rest; after the
 *    last shift the cycle starts again. A rest day has no shift;
 * 3. else the person's own shift of the rotating type (shiftType 2) when no rotation covers the date;
 * 4. else no shift.
 * Then the timing of that shift on the date: see {@link timingOn}.
 */

/** The calendar's kind of day as attendance sees it. */
export type CalendarDayType = 'work' | 'weekly-rest' | 'holiday';

/** Shift types (shift.ts SHIFT_TYPES). */
export const SHIFT_TYPE = { fixed: 1, rotating: 2, floating: 3 } as const;
/** A timing's day types (shift.ts DAY_TYPES). */
export const TIMING_DAY_TYPE = { working: 1, halfDay: 2, holiday: 3 } as const;
/** A rotation's period types (relational.ts ROTATION_PERIOD_TYPES): the days one period lasts. */
export const ROTATION_PERIOD_DAYS: Readonly<Record<number, number>> = { 1: 1, 2: 7 };

/** The fields of a timing that attendance works with (every timing field of spec §3 but the applicability ones). */
export interface TimingTimes {
  /** `HH:mm` on the date */
  startTime: string;
  /** `HH:mm`, on the next day when `endTimeNextDay` */
  endTime: string;
  endTimeNextDay: boolean;
  firstEntryTime: string | null;
  firstEntryNextDay: boolean;
  firstExitTime: string | null;
  firstExitNextDay: boolean;
  lastEntryTime: string | null;
  lastEntryNextDay: boolean;
  lastExitTime: string | null;
  lastExitNextDay: boolean;
  /** seconds */
  maximumDelay: number | null;
  maximumRush: number | null;
  notCountedDelaysOnHolidays: boolean;
  hasFloating: boolean;
  /** seconds the start may float */
  timeFloatingPeriod: number | null;
  /** seconds the end may float */
  endTimeFloatingPeriod: number | null;
  /** overtime before the start allowed, at most this many seconds */
  firstOvertimeAllowed: boolean;
  firstOvertimeMaximum: number | null;
  /** overtime after the end allowed, at most this many seconds */
  lastOvertimeAllowed: boolean;
  lastOvertimeMaximum: number | null;
}

/** A timing of a shift as stored. */
export interface TimingRule extends TimingTimes {
  id: number;
  /** 1 working day, 2 half day, 3 holiday */
  dayType: number;
  startDate: IsoDate | null;
  endDate: IsoDate | null;
  /** the weekdays it applies to (1 Saturday … 7 Friday); empty: every day */
  weekdays: readonly Weekday[];
}

export interface ShiftRule {
  id: number;
  /** 1 fixed, 2 rotating, 3 floating */
  shiftType: number;
  timings: readonly TimingRule[];
}

export interface RotationRule {
  id: number;
  startDate: IsoDate;
  /** 1 day, 2 week */
  periodType: number;
  rotationPeriod: number;
  restTime: number;
  /** the rotation's shifts in their order */
  shiftIds: readonly number[];
}

/** What decides a person's shift: their own shift and the rotations of their working group. */
export interface PersonShiftSettings {
  shiftId: number | null;
  rotations: readonly RotationRule[];
}

/** A day of the company's calendar (calendarday): its vacation type (1 working, 2 official holiday, 3 weekly rest, 4 half day). */
export interface CalendarDayInfo {
  vacationType: number;
  description?: string | null;
}

/** The timing a person works on a day. */
export interface ResolvedTiming extends TimingTimes {
  timingId: number;
  dayType: number;
  /** minutes from the date's midnight; the end runs on past 1440 on the next day */
  startMinute: number;
  endMinute: number;
}

export interface ResolvedDay {
  date: IsoDate;
  /** the shift worked that day; null on a rotation's rest day or with no shift at all */
  shiftId: number | null;
  /** the shift's timing that applies that day; null when none does (a holiday without a holiday timing) */
  timing: ResolvedTiming | null;
  calendarDayType: CalendarDayType;
  /** the calendar marks it a half day (calendarDayType is then 'work') */
  halfDay: boolean;
  /** where the shift came from: the person's own, a rotation, a rotation's rest day, nowhere */
  source: 'personnel' | 'rotation' | 'rest' | 'none';
  rotationId: number | null;
  /** the calendar's occasion of the day */
  occasion: string | null;
}

const DAY_MS = 86_400_000;
const dayNumber = (d: IsoDate) => Date.parse(`${d.slice(0, 10)}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number): IsoDate => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Every ISO day from `from` to `to`, both included. */
export function daysBetween(from: IsoDate, to: IsoDate): IsoDate[] {
  const out: IsoDate[] = [];
  for (let n = dayNumber(from), end = dayNumber(to); n <= end; n++) out.push(dayOf(n));
  return out;
}

/**
 * The kind of day: the calendar's day when the company has one (an official holiday, a weekly rest, a half day
 * counts as work), else Fridays are the weekly rest and the fixed solar holidays are holidays.
 */
export function calendarDayTypeOf(date: IsoDate, day: CalendarDayInfo | undefined): { type: CalendarDayType; halfDay: boolean } {
  if (day) {
    if (day.vacationType === DAY_TYPE.officialHoliday) return { type: 'holiday', halfDay: false };
    if (day.vacationType === DAY_TYPE.weeklyRest) return { type: 'weekly-rest', halfDay: false };
    return { type: 'work', halfDay: day.vacationType === DAY_TYPE.halfDay };
  }
  const j = isoDateToJalali(date);
  if (j && FIXED_SOLAR_HOLIDAYS.some((h) => h.month === j.jm && h.day === j.jd)) return { type: 'holiday', halfDay: false };
  return { type: weekdayOf(date) === 7 ? 'weekly-rest' : 'work', halfDay: false };
}

/**
 * The rotation's shift on a date: `{ shiftId }` (null on a rest day), or null before its start or without shifts.
 * Day n of the rotation (0 its start date) is in slot ⌊(n mod L) / (P + R)⌋ of the cycle, L = shifts × (P + R),
 * where P and R are the rotation period and the rest time in days; the slot's first P days are its shift's.
 */
export function rotationShiftOn(rotation: RotationRule, date: IsoDate): { shiftId: number | null } | null {
  const n = dayNumber(date) - dayNumber(rotation.startDate);
  if (n < 0 || rotation.shiftIds.length === 0) return null;
  const unit = ROTATION_PERIOD_DAYS[rotation.periodType] ?? 1;
  const work = Math.max(1, rotation.rotationPeriod) * unit;
  const slot = work + Math.max(0, rotation.restTime) * unit;
  const inCycle = n % (slot * rotation.shiftIds.length);
  const index = Math.floor(inCycle / slot);
  return { shiftId: inCycle % slot < work ? rotation.shiftIds[index]! : null };
}

/** The rotation that decides a date: the one started last by then (then the higher id); null when none has started. */
export function rotationOn(rotations: readonly RotationRule[], date: IsoDate): RotationRule | null {
  let best: RotationRule | null = null;
  for (const r of rotations) {
    if (r.startDate > date || r.shiftIds.length === 0) continue;
    if (!best || r.startDate > best.startDate || (r.startDate === best.startDate && r.id > best.id)) best = r;
  }
  return best;
}

/**
 * The timing of a shift on a date: of the timings whose date range holds it (an open end holds every date) and whose
 * weekdays hold its weekday (none ticked: every day), those of the day's type: on a work day working-day and
 * half-day timings (a timing ticked for the weekday first, then a working-day one), on a half day the half-day
 * timings first, on a holiday or the weekly rest the holiday timings only. Ties go to a dated timing over an open
 * one, then to the lower id. None: null (the shift does not work that day).
 */
export function timingOn(shift: ShiftRule, date: IsoDate, day: { type: CalendarDayType; halfDay: boolean }): TimingRule | null {
  const weekday = weekdayOf(date);
  let best: TimingRule | null = null;
  let bestRank: number[] = [];
  for (const t of shift.timings) {
    if ((t.startDate && t.startDate > date) || (t.endDate && t.endDate < date)) continue;
    if (t.weekdays.length && !t.weekdays.includes(weekday)) continue;
    const holidayTiming = t.dayType === TIMING_DAY_TYPE.holiday;
    if ((day.type === 'work') === holidayTiming) continue;
    const explicit = t.weekdays.length ? 1 : 0;
    const dated = t.startDate || t.endDate ? 1 : 0;
    const rank = day.type !== 'work'
      ? [explicit, dated, -t.id]
      : day.halfDay
        ? [t.dayType === TIMING_DAY_TYPE.halfDay ? 1 : 0, explicit, dated, -t.id]
        : [explicit, t.dayType === TIMING_DAY_TYPE.working ? 1 : 0, dated, -t.id];
    if (!best || compareRanks(rank, bestRank) > 0) {
      best = t;
      bestRank = rank;
    }
  }
  return best;
}

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** A stored timing as the day's: its times and minutes from the date's midnight. */
export function resolvedTiming(t: TimingRule): ResolvedTiming {
  const { id, dayType, startDate: _s, endDate: _e, weekdays: _w, ...times } = t;
  return { ...times, timingId: id, dayType, startMinute: timeOfDayMinutes(t.startTime) ?? 0, endMinute: timeOfDayMinutes(t.endTime, t.endTimeNextDay) ?? 0 };
}

/** The shift of a person on a date and where it comes from (the precedence at the top of this file). */
export function shiftOn(person: PersonShiftSettings, shifts: ReadonlyMap<number, ShiftRule>, date: IsoDate): Pick<ResolvedDay, 'shiftId' | 'source' | 'rotationId'> {
  const own = person.shiftId !== null ? shifts.get(person.shiftId) : undefined;
  if (own && own.shiftType !== SHIFT_TYPE.rotating) return { shiftId: own.id, source: 'personnel', rotationId: null };
  const rotation = rotationOn(person.rotations, date);
  const turn = rotation && rotationShiftOn(rotation, date);
  if (rotation && turn) return turn.shiftId === null ? { shiftId: null, source: 'rest', rotationId: rotation.id } : { shiftId: turn.shiftId, source: 'rotation', rotationId: rotation.id };
  if (own) return { shiftId: own.id, source: 'personnel', rotationId: null };
  return { shiftId: null, source: 'none', rotationId: null };
}

/**
 * A person's days from `from` to `to` (ISO, both included). `calendar` holds the company's calendar days by ISO
 * date. `timingCache` (keyed `shiftId|date`) may be shared between people, so a month of thousands of people picks
 * each shift's timing of a day once.
 */
export function resolveDays(
  person: PersonShiftSettings,
  shifts: ReadonlyMap<number, ShiftRule>,
  calendar: ReadonlyMap<IsoDate, CalendarDayInfo>,
  from: IsoDate,
  to: IsoDate,
  timingCache: Map<string, ResolvedTiming | null> = new Map(),
): ResolvedDay[] {
  return daysBetween(from, to).map((date) => {
    const cal = calendar.get(date);
    const day = calendarDayTypeOf(date, cal);
    const which = shiftOn(person, shifts, date);
    let timing: ResolvedTiming | null = null;
    const shift = which.shiftId !== null ? shifts.get(which.shiftId) : undefined;
    if (shift) {
      const key = `${shift.id}|${date}`;
      if (timingCache.has(key)) timing = timingCache.get(key)!;
      else {
        const t = timingOn(shift, date, day);
        timing = t ? resolvedTiming(t) : null;
        timingCache.set(key, timing);
      }
    }
    return { date, ...which, timing, calendarDayType: day.type, halfDay: day.halfDay, occasion: cal?.description ?? null };
  });
}

/**
 * What is wrong with a timing's times (a shift's line): its end must come after its start once the next-day flag is
 * taken into account (a night shift 22:00 → 06:00 next day is fine; 22:00 → 06:00 the same day is not), and a shift
 * lasts at most 24 hours. Each problem names the field it is on.
 */
export function timingProblems(t: { startTime: string; endTime: string; endTimeNextDay?: boolean | null }): { field: 'endTime'; code: 'endBeforeStart' | 'longerThanADay' }[] {
  const start = timeOfDayMinutes(t.startTime);
  const end = timeOfDayMinutes(t.endTime, !!t.endTimeNextDay);
  if (start === null || end === null) return [];
  if (end <= start) return [{ field: 'endTime', code: 'endBeforeStart' }];
  if (end - start > 24 * 60) return [{ field: 'endTime', code: 'longerThanADay' }];
  return [];
}
