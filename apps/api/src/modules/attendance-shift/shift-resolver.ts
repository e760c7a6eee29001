import { Injectable } from '@nestjs/common';
import {
  resolveDays, type CalendarDayInfo, type IsoDate, type PersonShiftSettings, type ResolvedDay, type ResolvedTiming, type RotationRule, type ShiftRule, type TimingRule, type Weekday,
} from '@karsaz/domain';
import type { Prisma } from '../../generated/prisma/client';

export type { ResolvedDay, ResolvedTiming } from '@karsaz/domain';

/** What the resolver reads through: a transaction, or the client itself. */
export type ShiftReader = Pick<Prisma.TransactionClient, '$queryRawUnsafe'>;

interface PersonRow { id: number; shiftId: number | null; workingGroupId: number | null }
interface RotationRow { id: number; groupId: number; startDate: string; periodType: number; rotationPeriod: number; restTime: number; shiftIds: number[] | null }
interface ShiftRow { id: number; shiftType: number }
type TimingRow = Omit<TimingRule, 'weekdays'> & { shiftId: number; days: boolean[] };
interface CalendarRow { date: string; vacationType: number; description: string | null }

const hhmm = (col: string) => `to_char(t.${col}, 'HH24:MI')`;

/**
 * Which shift, with which timing, each of a company's people works on each day of a range (docs/attendance.md
 * "Shifts"): the rows in five queries whatever the number of people (the people; the rotations of their working
 * groups with their shifts in order; the shifts; their timings over the range; the calendar's days), then
 * packages/domain's `resolveDays` per person, the shifts' timings of a day picked once for everyone.
 *
 * Every read is filtered by `companyId`: a person of another company is no person here (absent from the answer).
 */
@Injectable()
export class ShiftResolver {
  /**
   * The resolved days of each person from `from` to `to` (ISO days, both included), keyed by personnel id; an id
   * that is no personnel of the company is left out.
   */
  async forPeople(tx: ShiftReader, companyId: number, personnelIds: number[], from: string, to: string): Promise<Map<number, ResolvedDay[]>> {
    const out = new Map<number, ResolvedDay[]>();
    const ids = [...new Set(personnelIds)].filter((id) => Number.isInteger(id) && id > 0);
    if (!ids.length || from > to) return out;
    const people = await tx.$queryRawUnsafe<PersonRow[]>(
      `SELECT id, shift_id AS "shiftId", working_group_id AS "workingGroupId" FROM personnel WHERE company_id = $1 AND id = ANY($2::int[])`,
      companyId, ids,
    );
    const groups = [...new Set(people.flatMap((p) => (p.workingGroupId ? [p.workingGroupId] : [])))];
    const rotations = groups.length
      ? await tx.$queryRawUnsafe<RotationRow[]>(
          `SELECT r.id, g.target_id AS "groupId", to_char(r.start_date, 'YYYY-MM-DD') AS "startDate", r.period_type AS "periodType",
                  r.rotation_period AS "rotationPeriod", r.rest_time AS "restTime",
                  (SELECT array_agg(l.shift_id ORDER BY l."order", l.id) FROM shift_rotation_line l WHERE l.company_id = $1 AND l.shift_rotation_id = r.id) AS "shiftIds"
             FROM shift_rotation r JOIN shift_rotation_working_group g ON g.owner_id = r.id
            WHERE r.company_id = $1 AND r.is_active AND g.target_id = ANY($2::int[]) AND r.start_date <= $3::date`,
          companyId, groups, to,
        )
      : [];
    const shiftIds = [...new Set([...people.flatMap((p) => (p.shiftId ? [p.shiftId] : [])), ...rotations.flatMap((r) => r.shiftIds ?? [])])];
    // one after another: a transaction's queries share one connection
    const shiftRows = shiftIds.length ? await tx.$queryRawUnsafe<ShiftRow[]>(`SELECT id, shift_type AS "shiftType" FROM shift WHERE company_id = $1 AND id = ANY($2::int[])`, companyId, shiftIds) : [];
    const timingRows = shiftIds.length
        ? await tx.$queryRawUnsafe<TimingRow[]>(
            `SELECT t.id, t.shift_id AS "shiftId", t.day_type AS "dayType", to_char(t.start_date, 'YYYY-MM-DD') AS "startDate", to_char(t.end_date, 'YYYY-MM-DD') AS "endDate",
                    ARRAY[t.on_saturday, t.on_sunday, t.on_monday, t.on_tuesday, t.on_wednesday, t.on_thursday, t.on_friday] AS days,
                    ${hhmm('start_time')} AS "startTime", ${hhmm('end_time')} AS "endTime", t.end_time_next_day AS "endTimeNextDay",
                    ${hhmm('first_entry_time')} AS "firstEntryTime", t.first_entry_next_day AS "firstEntryNextDay",
                    ${hhmm('first_exit_time')} AS "firstExitTime", t.first_exit_next_day AS "firstExitNextDay",
                    ${hhmm('last_entry_time')} AS "lastEntryTime", t.last_entry_next_day AS "lastEntryNextDay",
                    ${hhmm('last_exit_time')} AS "lastExitTime", t.last_exit_next_day AS "lastExitNextDay",
                    t.maximum_delay AS "maximumDelay", t.maximum_rush AS "maximumRush", t.not_counted_delays_on_holidays AS "notCountedDelaysOnHolidays",
                    t.has_floating AS "hasFloating", t.time_floating_period AS "timeFloatingPeriod", t.end_time_floating_period AS "endTimeFloatingPeriod",
                    t.first_overtime_allowed AS "firstOvertimeAllowed", t.first_overtime_maximum AS "firstOvertimeMaximum",
                    t.last_overtime_allowed AS "lastOvertimeAllowed", t.last_overtime_maximum AS "lastOvertimeMaximum"
               FROM shift_timing t
              WHERE t.company_id = $1 AND t.shift_id = ANY($2::int[])
                AND (t.start_date IS NULL OR t.start_date <= $4::date) AND (t.end_date IS NULL OR t.end_date >= $3::date)`,
            companyId, shiftIds, from, to,
          )
        : [];
    const calendarRows = await tx.$queryRawUnsafe<CalendarRow[]>(
        `SELECT to_char(date, 'YYYY-MM-DD') AS date, vacation_type AS "vacationType", description FROM calendar_day WHERE company_id = $1 AND date BETWEEN $2::date AND $3::date`,
      companyId, from, to,
    );

    const shifts = new Map<number, ShiftRule>(shiftRows.map((s) => [s.id, { id: s.id, shiftType: Number(s.shiftType), timings: [] as TimingRule[] }]));
    for (const { shiftId, days, ...t } of timingRows) {
      const weekdays = days.flatMap((on, i) => (on ? [(i + 1) as Weekday] : []));
      (shifts.get(shiftId)?.timings as TimingRule[] | undefined)?.push({ ...t, dayType: Number(t.dayType), weekdays });
    }
    const byGroup = new Map<number, RotationRule[]>();
    for (const r of rotations) {
      const list = byGroup.get(r.groupId) ?? [];
      list.push({ id: r.id, startDate: r.startDate, periodType: Number(r.periodType), rotationPeriod: r.rotationPeriod, restTime: r.restTime, shiftIds: r.shiftIds ?? [] });
      byGroup.set(r.groupId, list);
    }
    const calendar = new Map<IsoDate, CalendarDayInfo>(calendarRows.map((c) => [c.date, { vacationType: Number(c.vacationType), description: c.description }]));
    const timingCache = new Map<string, ResolvedTiming | null>();
    for (const p of people) {
      const settings: PersonShiftSettings = { shiftId: p.shiftId, rotations: p.workingGroupId ? (byGroup.get(p.workingGroupId) ?? []) : [] };
      out.set(p.id, resolveDays(settings, shifts, calendar, from, to, timingCache));
    }
    return out;
  }
}
