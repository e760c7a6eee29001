import { DAY_TYPE, isOffDayType, offByDefault, timeOfDayMinutes, type IsoDate, type Occupation } from '@karsaz/domain';
import { REQUEST_STATE } from '@karsaz/entities';
import type { Prisma } from '../../generated/prisma/client';
import type { Principal } from '../../core/auth/principal';
import { DomainException, type RawFieldError } from '../../core/http/errors';

export type Tx = Prisma.TransactionClient;

export const invalid = (...fieldErrors: RawFieldError[]) => new DomainException(400, 'VALIDATION', { fieldErrors });
export const fieldError = (field: string, constraint: string, args: unknown[], fallback: string): RawFieldError => ({ field, constraint, args, fallback });

import { hhmm, isoDay } from '../../core/entity/stored-values';

export { isoDay, hhmm };
export const asDate = (day: IsoDate) => new Date(`${day}T00:00:00Z`);
export const asTime = (t: string) => new Date(`1970-01-01T${t}:00.000Z`);
export const minutes = (t: string | null): number | null => (t ? timeOfDayMinutes(t) : null);

/** The states in which a request holds its person's time: waiting for review, or approved (and a mission's payment states). */
export const HOLDING_LEAVE = [REQUEST_STATE.inApproval, REQUEST_STATE.approved];
export const HOLDING_MISSION = [REQUEST_STATE.inApproval, REQUEST_STATE.approved, REQUEST_STATE.confirmedForPayment, REQUEST_STATE.paid];
/** The states of an approved leave and an approved mission (what attendance reads). */
export const APPROVED_LEAVE = [REQUEST_STATE.approved];
export const APPROVED_MISSION = [REQUEST_STATE.approved, REQUEST_STATE.confirmedForPayment, REQUEST_STATE.paid];

/** The caller's own personnel in their company (the default person of a request), or null. */
export async function ownPersonnel(tx: Tx, p: Principal): Promise<number | null> {
  if (!p.thirdPartyId || !p.companyId) return null;
  const row = await tx.personnel.findFirst({ where: { companyId: p.companyId, thirdPartyId: p.thirdPartyId }, select: { id: true }, orderBy: { id: 'asc' } });
  return row?.id ?? null;
}

/**
 * Which days from `from` to `to` are off in the company's calendar (weekly rest, official holidays); a day with no
 * calendar row is off when it is a Friday or a fixed solar holiday. One query.
 */
export async function offDays(tx: Tx, companyId: number, from: IsoDate, to: IsoDate): Promise<(day: IsoDate) => boolean> {
  const rows = await tx.calendarDay.findMany({ where: { companyId, date: { gte: asDate(from), lte: asDate(to) } }, select: { date: true, vacationType: true } });
  const known = new Map(rows.map((r) => [isoDay(r.date)!, isOffDayType(Number(r.vacationType ?? DAY_TYPE.working))]));
  return (day) => known.get(day) ?? offByDefault(day);
}

/** A request of a person as the overlap check reads it. */
export interface Held extends Occupation {
  kind: 'leave' | 'mission';
  id: number;
  number: string | null;
}

/**
 * The leave and missions of a person that hold their time (pending or approved) and meet the days from `from` to
 * `to`, other than the request itself.
 */
export async function heldBetween(tx: Tx, companyId: number, personnelId: number, from: IsoDate, to: IsoDate, except: { leave?: number; mission?: number } = {}): Promise<Held[]> {
  const rows = await tx.$queryRawUnsafe<{ kind: 'leave' | 'mission'; id: number; number: string | null; start: Date; end: Date | null; from_time: Date | null; to_time: Date | null; hourly: boolean }[]>(
    `SELECT 'leave' AS kind, id, request_number AS number, start_date AS start, end_date AS "end", from_time, to_time, kind = 2 AS hourly
       FROM leave_request
      WHERE company_id = $1 AND personnel_id = $2 AND status = ANY($5::int[]) AND id <> $7
        AND start_date <= $4::date AND coalesce(end_date, start_date) >= $3::date
     UNION ALL
     SELECT 'mission', id, mission_number, start_date, end_date, from_time, to_time, mission_type = 2
       FROM mission
      WHERE company_id = $1 AND personnel_id = $2 AND status = ANY($6::int[]) AND id <> $8
        AND start_date <= $4::date AND coalesce(end_date, start_date) >= $3::date`,
    companyId, personnelId, from, to, HOLDING_LEAVE, HOLDING_MISSION, except.leave ?? 0, except.mission ?? 0,
  );
  return rows.map((r) => ({
    kind: r.kind, id: r.id, number: r.number,
    startDate: isoDay(r.start)!, endDate: isoDay(r.end ?? r.start)!,
    from: r.hourly ? minutes(hhmm(r.from_time)) : null, to: r.hourly ? minutes(hhmm(r.to_time)) : null,
  }));
}

/** The request of `held` named for the person reading the message. */
export function describeHeld(h: Held): [string, string] {
  return h.kind === 'leave' ? [`مرخصی شمارهٔ ${h.number ?? h.id}`, `leave request ${h.number ?? h.id}`] : [`مأموریت شمارهٔ ${h.number ?? h.id}`, `mission ${h.number ?? h.id}`];
}
