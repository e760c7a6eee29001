/**
 * The one calculator of a day's attendance (issue 15): a person's punches against the shift timing that applies to the
 * day, the calendar's kind of day, approved leave and missions, and the person's forgiveness of lateness and early
 * leave. The API runs it for every person and day it computes (and recomputes after a correction); nothing of it is
 * taken from a caller. Pure: no clock, no time zone, no I/O.
 *
 * Every time is whole **seconds from the local midnight of the day** (Asia/Tehran wall clock); a time of the next
 * day runs on past 86,400 (a night shift ending 06:00 the next day ends at 108,000). Every result is seconds too.
 *
 * The rules, in order (docs/attendance.md "Daily attendance"):
 * 1. Punches are sorted; one within `duplicateWithin` (60 s) of the one before it is the same punch twice. They pair up
 *    in order, in → out. An odd count is a **missing punch**: the last one stays unpaired, the day is `incomplete`
 *    and waits for a correction; its lateness is charged (the first punch is known), its early leave and absence are
 *    not.
 * 2. A whole day of leave or mission: the day is `leave` or `mission`, nothing is charged.
 * 3. A weekly rest day or a holiday: every second present is **holiday work** (Labour Law art. 62), nothing is
 *    charged.
 * 4. A working day without a shift timing: the presence is work, nothing is expected or charged (`unscheduled`).
 * 5. A working day with a timing [start, end]. With a floating period, start and end move later together by as much
 *    as the first punch is late, up to the period. Hourly leave and hourly missions cover their part of the shift.
 *    - **lateness**: from the start to the first covered second; the person's forgiveness of lateness is taken off
 *      it (the part beyond it counts); what passes the timing's maximum delay is absence, not lateness;
 *    - **early leave**: from the last covered second to the end, the same with the forgiveness of early leave and
 *      the maximum rush;
 *    - **absence**: the shift's seconds covered by nothing that are neither lateness nor early leave (a gap in the
 *      middle), plus what passed the maxima; a working day with no presence and no cover is `absent`, its absence
 *      the whole shift less what hourly leave or missions cover;
 *    - **overtime**: presence before the start and after the end, each only when the timing allows it and up to its
 *      cap, then at most the daily cap (4 h, art. 59, unless agreed: `dailyOvertimeCap`, null for none); what
 *      passes a cap is `overtimeOverCap` (worked, not paid as overtime);
 *    - **hourly leave / mission**: the part of the shift they cover while the person is not present.
 * 6. **Night work** (art. 58): every second present between 22:00 and 06:00, whatever the day.
 */

export const DAY = 86_400;
const HOUR = 3_600;

export type DayKind = 'work' | 'weekly-rest' | 'holiday';

export interface DayTiming {
  /** seconds from the day's midnight; `end` past 86,400 when it ends the next day */
  start: number;
  end: number;
  /** lateness past this is absence (null: no maximum) */
  maximumDelay?: number | null;
  /** early leave past this is absence (null: no maximum) */
  maximumRush?: number | null;
  /** the start (and the end with it) may move later by up to this */
  floatingPeriod?: number | null;
  /** overtime before the start: allowed, up to `max` (null: no cap of its own) */
  overtimeBefore?: { allowed: boolean; max?: number | null };
  /** overtime after the end */
  overtimeAfter?: { allowed: boolean; max?: number | null };
}

export interface DayAbsence {
  kind: 'leave' | 'mission';
  paid: boolean;
  /** a whole day; else hourly, [from, to) in seconds of the day */
  whole: boolean;
  from?: number;
  to?: number;
}

export interface DayRules {
  /** art. 59: at most 4 h of overtime a day unless agreed; null for no cap */
  dailyOvertimeCap?: number | null;
  /** art. 58: night work is 22:00–06:00 */
  nightStart?: number;
  nightEnd?: number;
  /** two punches this close are one */
  duplicateWithin?: number;
}

export interface DayInput {
  kind: DayKind;
  timing: DayTiming | null;
  /** seconds from the day's midnight, in any order */
  punches: readonly number[];
  forgivenessDelay?: number | null;
  forgivenessHaste?: number | null;
  absences?: readonly DayAbsence[];
  rules?: DayRules;
}

export type DayStatus = 'present' | 'absent' | 'incomplete' | 'leave' | 'mission' | 'weekly-rest' | 'holiday' | 'unscheduled';

export interface DayResult {
  status: DayStatus;
  /** the first and the last punch (null when there is none; the last is null when it is the first) */
  checkIn: number | null;
  checkOut: number | null;
  /** every second present (the paired punches) */
  work: number;
  overtime: number;
  overtimeOverCap: number;
  late: number;
  earlyLeave: number;
  absence: number;
  hourlyLeave: number;
  hourlyMission: number;
  night: number;
  holidayWork: number;
  missingPunch: boolean;
  /** the shift as it applied (after floating), or null */
  shiftStart: number | null;
  shiftEnd: number | null;
}

export const ATTENDANCE_DEFAULTS = { dailyOvertimeCap: 4 * HOUR, nightStart: 22 * HOUR, nightEnd: 6 * HOUR, duplicateWithin: 60 } as const;

type Span = [number, number];

/** the total length of spans that do not overlap */
const length = (spans: readonly Span[]) => spans.reduce((s, [a, b]) => s + (b - a), 0);

/** spans sorted and merged */
export function unionSpans(spans: readonly Span[]): Span[] {
  const sorted = spans.filter(([a, b]) => b > a).map(([a, b]) => [a, b] as Span).sort((x, y) => x[0] - y[0]);
  const out: Span[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else out.push(s);
  }
  return out;
}

/** the parts of merged spans within [a, b) */
const clip = (spans: readonly Span[], a: number, b: number): Span[] =>
  spans.map(([x, y]) => [Math.max(x, a), Math.min(y, b)] as Span).filter(([x, y]) => y > x);

/** the parts of `spans` not in `minus` (both merged) */
function subtract(spans: readonly Span[], minus: readonly Span[]): Span[] {
  let out: Span[] = spans.map(([a, b]) => [a, b]);
  for (const [ma, mb] of minus) {
    out = out.flatMap(([a, b]): Span[] => (mb <= a || ma >= b ? [[a, b]] : [...(ma > a ? [[a, ma] as Span] : []), ...(mb < b ? [[mb, b] as Span] : [])]));
  }
  return out;
}

/** the punches sorted, a repeat within `within` seconds dropped */
export function distinctPunches(punches: readonly number[], within: number = ATTENDANCE_DEFAULTS.duplicateWithin): number[] {
  const out: number[] = [];
  for (const p of [...punches].sort((a, b) => a - b)) if (!out.length || p - out[out.length - 1]! >= within) out.push(p);
  return out;
}

export function calculateDay(input: DayInput): DayResult {
  const rules = { ...ATTENDANCE_DEFAULTS, ...input.rules };
  const punches = distinctPunches(input.punches, rules.duplicateWithin);
  const missingPunch = punches.length % 2 === 1;
  const presence: Span[] = [];
  for (let i = 0; i + 1 < punches.length; i += 2) presence.push([punches[i]!, punches[i + 1]!]);
  const work = length(presence);
  const nightWindows: Span[] = [-1, 0, 1].map((k) => [k * DAY + rules.nightStart, (k + 1) * DAY + rules.nightEnd]);
  const night = length(unionSpans(nightWindows.flatMap(([a, b]) => clip(presence, a, b))));
  const base: DayResult = {
    status: 'present', checkIn: punches[0] ?? null, checkOut: punches.length > 1 ? punches[punches.length - 1]! : null,
    work, overtime: 0, overtimeOverCap: 0, late: 0, earlyLeave: 0, absence: 0, hourlyLeave: 0, hourlyMission: 0, night, holidayWork: 0,
    missingPunch, shiftStart: null, shiftEnd: null,
  };
  const absences = input.absences ?? [];
  const whole = absences.find((a) => a.whole);
  if (whole) return { ...base, status: whole.kind };
  if (input.kind !== 'work') {
    return { ...base, holidayWork: work, status: missingPunch ? 'incomplete' : punches.length ? 'present' : input.kind };
  }
  const timing = input.timing;
  if (!timing) return { ...base, status: missingPunch ? 'incomplete' : punches.length ? 'present' : 'unscheduled' };

  // the shift as it applies: a floating start follows the first punch, up to the period
  const float = timing.floatingPeriod && punches.length ? Math.min(Math.max(punches[0]! - timing.start, 0), timing.floatingPeriod) : 0;
  const start = timing.start + float;
  const end = timing.end + float;
  const hourly = (kind: 'leave' | 'mission') =>
    unionSpans(absences.filter((a) => a.kind === kind && a.from !== undefined && a.to !== undefined).map((a) => [a.from!, a.to!] as Span));
  const present = unionSpans(presence);
  const leave = subtract(clip(hourly('leave'), start, end), present);
  const mission = subtract(clip(subtract(hourly('mission'), hourly('leave')), start, end), present);
  const covered = unionSpans([...clip(present, start, end), ...leave, ...mission]);
  const result = { ...base, shiftStart: start, shiftEnd: end, hourlyLeave: length(leave), hourlyMission: length(mission) };

  // overtime: presence outside the shift, where the timing allows it, each side to its cap, then the day's cap
  const side = (spans: Span[], allow?: { allowed: boolean; max?: number | null }) => {
    const seconds = length(spans);
    if (allow && !allow.allowed) return { paid: 0, over: 0 };
    const paid = allow?.max != null ? Math.min(seconds, allow.max) : seconds;
    return { paid, over: seconds - paid };
  };
  const before = side(clip(present, -Infinity, start), timing.overtimeBefore);
  const after = side(clip(present, end, Infinity), timing.overtimeAfter);
  const earned = before.paid + after.paid;
  const overtime = rules.dailyOvertimeCap != null ? Math.min(earned, rules.dailyOvertimeCap) : earned;
  result.overtime = overtime;
  result.overtimeOverCap = earned - overtime + before.over + after.over;

  const charged = (raw: number, forgiven: number | null | undefined, maximum: number | null | undefined) => {
    const counted = Math.max(0, raw - (forgiven ?? 0));
    const kept = maximum != null ? Math.min(counted, maximum) : counted;
    return { kept, beyond: counted - kept };
  };
  if (missingPunch) {
    // the first punch is known: lateness runs to it (or to the first cover), the rest waits for the correction
    const first = Math.min(punches[0]!, covered[0]?.[0] ?? Infinity);
    const late = charged(Math.min(Math.max(first - start, 0), end - start), input.forgivenessDelay, timing.maximumDelay);
    return { ...result, status: 'incomplete', late: late.kept, absence: late.beyond };
  }
  // nobody came, or only outside the shift: what leave and missions do not cover of the shift is absence
  if (!present.length || !clip(present, start, end).length) return { ...result, status: 'absent', absence: end - start - length(covered) };
  const lateRaw = covered[0]![0] - start;
  const earlyRaw = end - covered[covered.length - 1]![1];
  const gaps = end - start - length(covered) - lateRaw - earlyRaw;
  const late = charged(lateRaw, input.forgivenessDelay, timing.maximumDelay);
  const early = charged(earlyRaw, input.forgivenessHaste, timing.maximumRush);
  return { ...result, status: 'present', late: late.kept, earlyLeave: early.kept, absence: gaps + late.beyond + early.beyond };
}

/**
 * Which day each punch belongs to. A day with a shift opens its window `margin` seconds before its start, but not
 * before the previous day's shift has ended (then halfway between that end and its start); a day without one opens at
 * its midnight, or `margin` after the previous day's shift ended when that runs into it (a night shift's punches of
 * the next morning stay with the night). A window closes where the next one opens, the last one a day after it
 * opened. Days are consecutive, in order, their `start`/`end` in seconds of each day (`end` past 86,400 the next
 * day); punches in seconds from the first day's midnight. Answers the punches of each day, in seconds of that day.
 */
export function punchesByDay(
  days: readonly { start: number | null; end: number | null }[],
  punches: readonly number[],
  margin: number = 4 * HOUR,
): number[][] {
  const opens: number[] = [];
  days.forEach((d, i) => {
    const midnight = i * DAY;
    const prev = i > 0 ? days[i - 1]! : null;
    const prevEnd = prev && prev.start !== null && prev.end !== null ? (i - 1) * DAY + prev.end : -Infinity;
    let open: number;
    if (d.start === null) open = Math.max(midnight, prevEnd + margin);
    else {
      const start = midnight + d.start;
      open = start - margin >= prevEnd ? start - margin : Math.max((prevEnd + start) / 2, prevEnd);
    }
    opens.push(i > 0 ? Math.max(open, opens[i - 1]! + 1) : open);
  });
  const out: number[][] = days.map(() => []);
  if (!days.length) return out;
  const closes = opens[opens.length - 1]! + DAY;
  for (const p of [...punches].sort((a, b) => a - b)) {
    if (p < opens[0]! || p >= closes) continue; // the day before the first or after the last: not asked for
    let i = opens.length - 1;
    while (i > 0 && p < opens[i]!) i--;
    out[i]!.push(p - i * DAY);
  }
  return out;
}

export interface MonthDay {
  result: DayResult;
  absences?: readonly DayAbsence[];
}

export interface MonthSummary {
  /** seconds */
  totalWork: number;
  overtime: number;
  /** lateness, early leave and absence */
  underTime: number;
  night: number;
  holidayWork: number;
  hourlyLeave: number;
  hourlyMission: number;
  /** days */
  absentDays: number;
  missionDays: number;
  leaveWithPayDays: number;
  leaveWithoutPayDays: number;
  incompleteDays: number;
}

/** The monthly summary (spec §3): sums of the days, days of whole leave and mission counted. */
export function summarizeMonth(days: readonly MonthDay[]): MonthSummary {
  const s: MonthSummary = {
    totalWork: 0, overtime: 0, underTime: 0, night: 0, holidayWork: 0, hourlyLeave: 0, hourlyMission: 0,
    absentDays: 0, missionDays: 0, leaveWithPayDays: 0, leaveWithoutPayDays: 0, incompleteDays: 0,
  };
  for (const { result: r, absences } of days) {
    s.totalWork += r.work;
    s.overtime += r.overtime;
    s.underTime += r.late + r.earlyLeave + r.absence;
    s.night += r.night;
    s.holidayWork += r.holidayWork;
    s.hourlyLeave += r.hourlyLeave;
    s.hourlyMission += r.hourlyMission;
    if (r.status === 'absent') s.absentDays++;
    if (r.status === 'incomplete') s.incompleteDays++;
    if (r.status === 'mission') s.missionDays++;
    if (r.status === 'leave') {
      if (absences?.find((a) => a.whole)?.paid === false) s.leaveWithoutPayDays++;
      else s.leaveWithPayDays++;
    }
  }
  return s;
}
