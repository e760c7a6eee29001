import { Injectable } from '@nestjs/common';
import { daysBetween } from '@karsaz/domain';
import { APPROVED_LEAVE, APPROVED_MISSION, hhmm, isoDay, type Tx } from './common';

/**
 * One day of a person away on approved leave or an approved mission, as the daily attendance reads it: a whole day
 * (a daily leave, a daily or foreign mission) or the hours of an hourly one. A daily leave's days off (Fridays,
 * holidays) are listed too: the daily calculation knows the calendar and decides what a day off under a leave is.
 */
export interface Absence {
  /** ISO day `YYYY-MM-DD` */
  date: string;
  kind: 'leave' | 'mission';
  /** a paid leave type; a mission is always paid */
  paid: boolean;
  /** a whole day; false for an hourly one, which has `from` and `to` */
  whole: boolean;
  from?: string;
  to?: string;
}

interface Row {
  personnel_id: number;
  kind: 'leave' | 'mission';
  paid: boolean;
  hourly: boolean;
  start_date: Date;
  end_date: Date | null;
  from_time: Date | null;
  to_time: Date | null;
}

/**
 * The approved leave (status approved) and missions (approved, confirmed for payment, paid) of many people over a
 * range of days, for the daily and monthly attendance (issue 15's shared design). Batched: one query whatever the
 * number of people (served by the (company, personnel) indexes of both tables), days outside `from`–`to` left out,
 * each person's days in date order. People with none are absent from the map.
 */
@Injectable()
export class ApprovedAbsences {
  async forPeople(tx: Tx, companyId: number, personnelIds: number[], from: string, to: string): Promise<Map<number, Absence[]>> {
    const out = new Map<number, Absence[]>();
    if (!personnelIds.length || to < from) return out;
    const rows = await tx.$queryRawUnsafe<Row[]>(
      `SELECT l.personnel_id, 'leave' AS kind, t.is_paid AS paid, l.kind = 2 AS hourly, l.start_date, l.end_date, l.from_time, l.to_time
         FROM leave_request l JOIN leave_type t ON t.id = l.leave_type_id AND t.company_id = $1
        WHERE l.company_id = $1 AND l.personnel_id = ANY($2::int[]) AND l.status = ANY($5::int[])
          AND l.start_date <= $4::date AND coalesce(l.end_date, l.start_date) >= $3::date
       UNION ALL
       SELECT m.personnel_id, 'mission', true, m.mission_type = 2, m.start_date, m.end_date, m.from_time, m.to_time
         FROM mission m
        WHERE m.company_id = $1 AND m.personnel_id = ANY($2::int[]) AND m.status = ANY($6::int[])
          AND m.start_date <= $4::date AND coalesce(m.end_date, m.start_date) >= $3::date
        ORDER BY 1, 5, 2`,
      companyId, personnelIds, from, to, APPROVED_LEAVE, APPROVED_MISSION,
    );
    for (const r of rows) {
      const start = isoDay(r.start_date)!;
      const end = r.hourly ? start : isoDay(r.end_date ?? r.start_date)!;
      const list = out.get(r.personnel_id) ?? [];
      for (const date of daysBetween(start < from ? from : start, end > to ? to : end)) {
        list.push(r.hourly ? { date, kind: r.kind, paid: r.paid, whole: false, from: hhmm(r.from_time) ?? undefined, to: hhmm(r.to_time) ?? undefined } : { date, kind: r.kind, paid: r.paid, whole: true });
      }
      out.set(r.personnel_id, list);
    }
    for (const list of out.values()) list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    return out;
  }
}
