import { Injectable } from '@nestjs/common';
import {
  DAY, calculateDay, jalaliToIsoDate, punchesByDay, summarizeMonth, timeOfDayMinutes,
  type DayAbsence, type DayInput, type DayKind, type DayResult, type DayTiming, type ResolvedDay,
} from '@karsaz/domain';
import { DAY_STATUS_KEYS, getEntity } from '@karsaz/entities';
import type { Prisma } from '../../generated/prisma/client';
import { DomainException } from '../../core/http/errors';
import { ShiftResolver } from '../attendance-shift/shift-resolver';
import { ApprovedAbsences, type Absence } from '../leave-mission/approved-absences';

type Tx = Prisma.TransactionClient;

const monthStates = getEntity('attendancemonth').workflow!.states;
const stateValue = (key: string) => monthStates.find((s) => s.key === key)!.value;
/** a month may be (re)calculated while it is open or rejected; closed and confirmed ones are frozen */
export const MONTH_OPEN = [stateValue('draft'), stateValue('returned')];
const KIND_VALUE: Record<DayKind, number> = { work: 1, 'weekly-rest': 2, holiday: 3 };
const STATUS_VALUE = Object.fromEntries(DAY_STATUS_KEYS.map((k, i) => [k, i + 1])) as Record<string, number>;
/** attendance_punch.source of a punch an approved correction wrote */
const CORRECTION = 3;
/** people read, worked out and written at once (a month for 1,000 people is about 30,000 day rows) */
const CHUNK = 1000;

export interface MonthRange {
  year: number;
  month: number;
  period: number;
  /** ISO days, both included */
  from: string;
  to: string;
}

/** The Jalali month as ISO days (1405/01 → 2026-03-21 … 2026-04-20). */
export function monthRange(year: number, month: number): MonthRange {
  const from = jalaliToIsoDate(year, month, 1);
  const next = month === 12 ? jalaliToIsoDate(year + 1, 1, 1) : jalaliToIsoDate(year, month + 1, 1);
  if (!from || !next) throw new DomainException(400, 'VALIDATION', { text: { fa: 'سال یا ماه نادرست است.', en: 'The year or month is not valid.' } });
  const to = new Date(Date.parse(`${next}T00:00:00Z`) - DAY * 1000).toISOString().slice(0, 10);
  return { year, month, period: year * 100 + month, from, to };
}

const seconds = (hhmm: string | undefined) => (hhmm ? (timeOfDayMinutes(hhmm) ?? 0) * 60 : undefined);

/** The calculator's timing from the resolved shift timing of a day. */
export function dayTiming(day: ResolvedDay): DayTiming | null {
  const t = day.timing;
  if (!t) return null;
  return {
    start: t.startMinute * 60,
    end: t.endMinute * 60,
    maximumDelay: t.maximumDelay,
    maximumRush: t.maximumRush,
    floatingPeriod: t.hasFloating ? t.timeFloatingPeriod : null,
    overtimeBefore: { allowed: t.firstOvertimeAllowed, max: t.firstOvertimeMaximum },
    overtimeAfter: { allowed: t.lastOvertimeAllowed, max: t.lastOvertimeMaximum },
  };
}

/** An approved leave or mission of the day as the calculator takes it. */
const dayAbsence = (a: Absence): DayAbsence => ({ kind: a.kind, paid: a.paid, whole: a.whole, from: seconds(a.from), to: seconds(a.to) });

interface Person { id: number; forgivenessDelay: number | null; forgivenessHaste: number | null }

export interface CalculatedDay { date: string; shiftId: number | null; kind: DayKind; result: DayResult; absences: DayAbsence[] }

/** `HH:mm:ss` of a second of the day (past 86,400: the next day's), for a `time` column and its next-day flag. */
const clock = (s: number | null): [string | null, boolean] => {
  if (s === null) return [null, false];
  const within = ((s % DAY) + DAY) % DAY;
  const pad = (n: number) => String(n).padStart(2, '0');
  return [`${pad(Math.floor(within / 3600))}:${pad(Math.floor((within % 3600) / 60))}:${pad(within % 60)}`, s >= DAY];
};

/**
 * The punches of a month's people (company $1, people $2, the month's first and last ISO day $3 and $4): from the
 * first midnight to two days past the end (a night shift's last morning), as seconds from the first day's midnight
 * on the Tehran wall clock, and whether an approved correction wrote them. (bench/attendance.mjs times it alone.)
 */
export const PUNCHES_SQL = `SELECT personnel_id AS p, extract(epoch FROM (punched_at AT TIME ZONE 'Asia/Tehran') - $3::date::timestamp)::int AS s, source = ${CORRECTION} AS c
         FROM attendance_punch
        WHERE company_id = $1 AND personnel_id = ANY($2::int[])
          AND punched_at >= ($3::date::timestamp AT TIME ZONE 'Asia/Tehran') AND punched_at < (($4::date + 2)::timestamp AT TIME ZONE 'Asia/Tehran')
        ORDER BY 1, 2`;

/**
 * A column of a chunk's rows as one text parameter, read back in SQL with {@link unpacked}: a chunk's 30,000 days
 * go as 22 strings instead of 22 arrays of 30,000 elements, which pg and Prisma would check and escape one element at
 * a time (`pnpm bench attendance`'s profile of a 5,000-person month: an eighth of its time, 2 % since). Null is the
 * empty string. Only for values without a
 * comma: numbers, booleans, ISO days, `HH:mm:ss`. (A column of one null packs to '', an empty array: `unnest` of
 * several arrays pads the shorter ones with nulls, so that row still reads null.)
 */
const packed = (values: readonly unknown[]) => values.map((v) => (v === null || v === undefined ? '' : String(v))).join(',');
const unpacked = (n: number, type: string) => `string_to_array($${n}, ',', '')::${type}[]`;

/**
 * Daily and monthly attendance (docs/attendance.md "Daily and monthly attendance"): for a Jalali month and a set of
 * people, their shifts (ShiftResolver), punches (attendance_punch), approved leave and missions (ApprovedAbsences)
 * and forgiveness are read in a few batched queries, each day worked out by packages/domain's `calculateDay`, and the
 * days and the month's sums written with one statement per table per chunk of people. A month closed or confirmed is
 * frozen: it is left as it is and reported.
 */
@Injectable()
export class AttendanceCalculation {
  constructor(
    private readonly shifts: ShiftResolver,
    private readonly absences: ApprovedAbsences,
  ) {}

  /** The people of the company employed during the month (or those named), in id order. */
  async people(tx: Tx, companyId: number, range: MonthRange, personnelIds?: readonly number[]): Promise<Person[]> {
    return tx.$queryRawUnsafe<Person[]>(
      `SELECT id, forgiveness_delay AS "forgivenessDelay", forgiveness_haste AS "forgivenessHaste" FROM personnel
        WHERE company_id = $1 AND ($4::int[] IS NULL OR id = ANY($4::int[]))
          AND (start_date IS NULL OR start_date <= $3::date) AND (end_date IS NULL OR end_date >= $2::date)
        ORDER BY id`,
      companyId, range.from, range.to, personnelIds ? [...personnelIds] : null,
    );
  }

  /** Works out the days of the people over the month; writes nothing. */
  async compute(tx: Tx, companyId: number, range: MonthRange, people: readonly Person[]): Promise<Map<number, CalculatedDay[]>> {
    const ids = people.map((p) => p.id);
    const out = new Map<number, CalculatedDay[]>();
    if (!ids.length) return out;
    const shifts = await this.shifts.forPeople(tx, companyId, ids, range.from, range.to);
    const absences = await this.absences.forPeople(tx, companyId, ids, range.from, range.to);
    const rows = await tx.$queryRawUnsafe<{ p: number; s: number; c: boolean }[]>(PUNCHES_SQL, companyId, ids, range.from, range.to);
    const punches = new Map<number, number[]>();
    const corrected = new Map<number, number[]>();
    for (const r of rows) {
      (punches.get(r.p) ?? punches.set(r.p, []).get(r.p)!).push(r.s);
      if (r.c) (corrected.get(r.p) ?? corrected.set(r.p, []).get(r.p)!).push(r.s);
    }
    for (const person of people) {
      const days = shifts.get(person.id) ?? [];
      const timings = days.map(dayTiming);
      const windows = timings.map((t) => ({ start: t?.start ?? null, end: t?.end ?? null }));
      // a day with an approved correction is its correction's two punches, whatever the devices recorded
      const fixed = punchesByDay(windows, corrected.get(person.id) ?? []);
      const byDay = punchesByDay(windows, punches.get(person.id) ?? []).map((list, i) => (fixed[i]!.length ? fixed[i]! : list));
      const away = new Map<string, DayAbsence[]>();
      for (const a of absences.get(person.id) ?? []) (away.get(a.date) ?? away.set(a.date, []).get(a.date)!).push(dayAbsence(a));
      out.set(person.id, days.map((d, i) => {
        const dayAway = away.get(d.date) ?? [];
        const input: DayInput = {
          kind: d.calendarDayType, timing: timings[i]!, punches: byDay[i]!, absences: dayAway,
          forgivenessDelay: person.forgivenessDelay, forgivenessHaste: person.forgivenessHaste,
        };
        return { date: d.date, shiftId: d.shiftId, kind: d.calendarDayType, result: calculateDay(input), absences: dayAway };
      }));
    }
    return out;
  }

  /**
   * Calculates and stores the month of the people (all the company's people employed in it when none are named):
   * answers how many months were written and the people whose month is frozen (left as it is).
   */
  async calculate(tx: Tx, companyId: number, userId: number, range: MonthRange, personnelIds?: readonly number[]): Promise<{ calculated: number; frozen: number[]; days: number }> {
    const everyone = await this.people(tx, companyId, range, personnelIds);
    const frozenRows = await tx.$queryRawUnsafe<{ p: number }[]>(
      `SELECT personnel_id AS p FROM attendance_month WHERE company_id = $1 AND period = $2 AND NOT (status = ANY($3::int[])) AND personnel_id = ANY($4::int[])`,
      companyId, range.period, MONTH_OPEN, everyone.map((p) => p.id),
    );
    const frozen = new Set(frozenRows.map((r) => r.p));
    const people = everyone.filter((p) => !frozen.has(p.id));
    let days = 0;
    for (let i = 0; i < people.length; i += CHUNK) {
      const chunk = people.slice(i, i + CHUNK);
      const computed = await this.compute(tx, companyId, range, chunk);
      days += await this.store(tx, companyId, userId, range, computed);
    }
    return { calculated: people.length, frozen: [...frozen], days };
  }

  /** Writes the months (upserted by person and period) and their days (upserted by person and date). */
  private async store(tx: Tx, companyId: number, userId: number, range: MonthRange, computed: Map<number, CalculatedDay[]>): Promise<number> {
    const people = [...computed.keys()];
    if (!people.length) return 0;
    const sums = people.map((p) => summarizeMonth(computed.get(p)!));
    const months = await tx.$queryRawUnsafe<{ id: number; p: number }[]>(
      `INSERT INTO attendance_month (company_id, personnel_id, year, month, period, total_work_hours, over_time_hours, under_time_hours, night_hours,
              holiday_work_hours, hourly_leave_hours, hourly_mission_hours, mission_days, leave_with_pay_days, leave_without_pay_days, absent_days,
              incomplete_days, calculated_at, created_by, updated_by, updated_at)
       SELECT $1, v.p, $2, $3, $4, v.w, v.o, v.u, v.n, v.h, v.hl, v.hm, v.md, v.lp, v.lu, v.ad, v.id, now(), $5, $5, now()
         FROM unnest(${Array.from({ length: 13 }, (_, i) => unpacked(6 + i, 'int')).join(', ')}) AS v(p, w, o, u, n, h, hl, hm, md, lp, lu, ad, id)
       ON CONFLICT (personnel_id, period) DO UPDATE SET
              total_work_hours = excluded.total_work_hours, over_time_hours = excluded.over_time_hours, under_time_hours = excluded.under_time_hours,
              night_hours = excluded.night_hours, holiday_work_hours = excluded.holiday_work_hours, hourly_leave_hours = excluded.hourly_leave_hours,
              hourly_mission_hours = excluded.hourly_mission_hours, mission_days = excluded.mission_days, leave_with_pay_days = excluded.leave_with_pay_days,
              leave_without_pay_days = excluded.leave_without_pay_days, absent_days = excluded.absent_days, incomplete_days = excluded.incomplete_days,
              calculated_at = now(), updated_by = $5, updated_at = now(), version = attendance_month.version + 1
       RETURNING id, personnel_id AS p`,
      companyId, range.year, range.month, range.period, userId, packed(people),
      ...[
        sums.map((s) => s.totalWork), sums.map((s) => s.overtime), sums.map((s) => s.underTime), sums.map((s) => s.night), sums.map((s) => s.holidayWork),
        sums.map((s) => s.hourlyLeave), sums.map((s) => s.hourlyMission), sums.map((s) => s.missionDays), sums.map((s) => s.leaveWithPayDays),
        sums.map((s) => s.leaveWithoutPayDays), sums.map((s) => s.absentDays), sums.map((s) => s.incompleteDays),
      ].map(packed),
    );
    const monthOf = new Map(months.map((m) => [m.p, m.id]));
    const cols: Record<string, unknown[]> = {
      m: [], p: [], d: [], wd: [], k: [], st: [], sh: [], ci: [], cin: [], co: [], con: [], w: [], o: [], oc: [], l: [], e: [], a: [], hl: [], hm: [], n: [], h: [], mp: [],
    };
    for (const [p, list] of computed) {
      for (const day of list) {
        const r = day.result;
        const [ci, cin] = clock(r.checkIn);
        const [co, con] = clock(r.checkOut);
        cols.m!.push(monthOf.get(p));
        cols.p!.push(p);
        cols.d!.push(day.date);
        cols.wd!.push(((new Date(`${day.date}T00:00:00Z`).getUTCDay() + 1) % 7) + 1); // 1 Saturday … 7 Friday
        cols.k!.push(KIND_VALUE[day.kind]);
        cols.st!.push(STATUS_VALUE[r.status]);
        cols.sh!.push(day.shiftId);
        cols.ci!.push(ci);
        cols.cin!.push(cin);
        cols.co!.push(co);
        cols.con!.push(con);
        cols.w!.push(r.work);
        cols.o!.push(r.overtime);
        cols.oc!.push(r.overtimeOverCap);
        cols.l!.push(r.late);
        cols.e!.push(r.earlyLeave);
        cols.a!.push(r.absence);
        cols.hl!.push(r.hourlyLeave);
        cols.hm!.push(r.hourlyMission);
        cols.n!.push(r.night);
        cols.h!.push(r.holidayWork);
        cols.mp!.push(r.missingPunch);
      }
    }
    if (!cols.p!.length) return 0;
    // a day whose figures are what it already holds is left as it is (its version and updated_at too): a month
    // recalculated after one correction rewrites that day, not the other 29 nor everyone else's
    const set = ['attendance_month_id', 'weekday', 'day_kind', 'day_status', 'shift_id', 'check_in', 'check_in_next_day', 'check_out', 'check_out_next_day',
      'work_hour', 'over_time', 'overtime_over_cap', 'late', 'early_leave', 'absence', 'hourly_leave', 'hourly_mission', 'night_work', 'holiday_work', 'missing_punch'];
    const types = ['int', 'int', 'date', 'smallint', 'smallint', 'smallint', 'int', 'time', 'bool', 'time', 'bool', 'int', 'int', 'int', 'int', 'int', 'int', 'int', 'int', 'int', 'int', 'bool'];
    await tx.$executeRawUnsafe(
      `INSERT INTO attendance_day (company_id, attendance_month_id, personnel_id, attendance_date, weekday, day_kind, day_status, shift_id, check_in, check_in_next_day,
              check_out, check_out_next_day, work_hour, over_time, overtime_over_cap, late, early_leave, absence, hourly_leave, hourly_mission, night_work,
              holiday_work, missing_punch, created_by, updated_by, updated_at)
       SELECT $1, v.m, v.p, v.d, v.wd, v.k, v.st, v.sh, v.ci, v.cin, v.co, v.con, v.w, v.o, v.oc, v.l, v.e, v.a, v.hl, v.hm, v.n, v.h, v.mp, $2, $2, now()
         FROM unnest(${types.map((type, i) => unpacked(3 + i, type)).join(', ')})
              AS v(m, p, d, wd, k, st, sh, ci, cin, co, con, w, o, oc, l, e, a, hl, hm, n, h, mp)
       ON CONFLICT (personnel_id, attendance_date) DO UPDATE SET
              ${set.map((c) => `${c} = excluded.${c}`).join(', ')}, updated_by = $2, updated_at = now(), version = attendance_day.version + 1
        WHERE (${set.map((c) => `attendance_day.${c}`).join(', ')}) IS DISTINCT FROM (${set.map((c) => `excluded.${c}`).join(', ')})`,
      companyId, userId,
      ...[cols.m, cols.p, cols.d, cols.wd, cols.k, cols.st, cols.sh, cols.ci, cols.cin, cols.co, cols.con,
        cols.w, cols.o, cols.oc, cols.l, cols.e, cols.a, cols.hl, cols.hm, cols.n, cols.h, cols.mp].map((c) => packed(c!)),
    );
    return cols.p!.length;
  }
}
