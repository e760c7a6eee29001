import { Injectable } from '@nestjs/common';
import { LEAVE_TRANSFER, formatDuration, isoDateToJalali, jalaliYearRange, leaveBalance, leaveSecondsByYear, type LeaveSpan } from '@karsaz/domain';
import { REQUEST_STATE } from '@karsaz/entities';
import { businessRule, notFound } from '../../core/http/errors';
import { hhmm, isoDay, offDays, type Tx } from './common';

/** How many years back a balance looks for what was carried over (the person's start year when later). */
export const CARRY_YEARS = 5;

/** A person's leave balance of a Jalali year, every amount in seconds (and its h:m:s text). */
export interface LeaveBalanceAnswer {
  personnelId: number;
  year: number;
  /** the year's entitlement: the employment type's yearly paid leave */
  entitlement: number;
  /** carried over from the year before under the employment type's transfer method and ceiling */
  carryOver: number;
  /** approved paid leave of the year that counts against the entitlement */
  used: number;
  /** submitted paid leave still waiting for review */
  pending: number;
  /** entitlement + carryOver − used − pending */
  remaining: number;
  /** the same amounts as hours:minutes:seconds */
  text: { entitlement: string; carryOver: string; used: string; pending: string; remaining: string };
  /** the employment type's transfer method (1 none, 2 up to the ceiling, 3 pay out the excess) and ceiling */
  transferMethod: number;
  transferCeiling: number;
}

interface LeaveRow {
  id: number;
  kind: number;
  status: number;
  start_date: Date;
  end_date: Date | null;
  from_time: Date | null;
  to_time: Date | null;
}

/**
 * Leave balances (docs/attendance.md "Leave and missions"): a Jalali year's entitlement, what was carried over, what
 * approved paid leave used, what pending leave holds, and what is left. Read with one query for the person, one for
 * their leave over the years counted and one for the calendar.
 */
@Injectable()
export class LeaveBalances {
  async of(tx: Tx, companyId: number, personnelId: number, year: number, extra?: { span: LeaveSpan; exceptLeaveId?: number }): Promise<LeaveBalanceAnswer> {
    const person = await tx.personnel.findFirst({
      where: { id: personnelId, companyId },
      select: { startDate: true, employmentType: { select: { automaticPaidLeaveIncrease: true, transferableLeaveCeiling: true, leaveTransferMethod: true } } },
    });
    if (!person) throw notFound();
    const type = person.employmentType;
    const entitlement = Number(type?.automaticPaidLeaveIncrease ?? 0);
    const ceiling = Number(type?.transferableLeaveCeiling ?? 0);
    const method = Number(type?.leaveTransferMethod ?? LEAVE_TRANSFER.none);
    const startYear = person.startDate ? Math.max(year - CARRY_YEARS, jalaliYearOf(isoDay(person.startDate)!)) : year - CARRY_YEARS;
    const first = Math.min(startYear, year);
    const from = jalaliYearRange(first).start;
    const to = jalaliYearRange(year).end;
    const leaves = await tx.$queryRawUnsafe<LeaveRow[]>(
      `SELECT l.id, l.kind, l.status, l.start_date, l.end_date, l.from_time, l.to_time
         FROM leave_request l JOIN leave_type t ON t.id = l.leave_type_id AND t.company_id = $1
        WHERE l.company_id = $1 AND l.personnel_id = $2 AND l.status = ANY($5::int[]) AND t.is_paid AND t.counts_against_entitlement
          AND l.start_date <= $4::date AND coalesce(l.end_date, l.start_date) >= $3::date AND l.id <> $6`,
      companyId, personnelId, from, to, [REQUEST_STATE.approved, REQUEST_STATE.inApproval], extra?.exceptLeaveId ?? 0,
    );
    const isOff = await offDays(tx, companyId, from, to);
    const used = new Map<number, number>();
    let pending = 0;
    for (const l of leaves) {
      const by = leaveSecondsByYear({ kind: l.kind, startDate: isoDay(l.start_date)!, endDate: isoDay(l.end_date), fromTime: hhmm(l.from_time), toTime: hhmm(l.to_time) }, isOff);
      if (l.status === REQUEST_STATE.approved) for (const [y, s] of by) used.set(y, (used.get(y) ?? 0) + s);
      else pending += by.get(year) ?? 0;
    }
    if (extra) pending += leaveSecondsByYear(extra.span, isOff).get(year) ?? 0;
    const years = [];
    for (let y = first; y <= year; y++) years.push({ year: y, entitlement, used: used.get(y) ?? 0 });
    const b = leaveBalance(years, { method, ceiling }).at(-1)!;
    const remaining = b.remaining - pending;
    return {
      personnelId, year, entitlement: b.entitlement, carryOver: b.carryOver, used: b.used, pending, remaining,
      text: { entitlement: formatDuration(b.entitlement), carryOver: formatDuration(b.carryOver), used: formatDuration(b.used), pending: formatDuration(pending), remaining: formatSigned(remaining) },
      transferMethod: method, transferCeiling: ceiling,
    };
  }

  /**
   * Refuses a paid leave past the balance of each year it falls in (422 naming the numbers): what it takes, what the
   * year allows (entitlement + carried over), what approved and other pending leave already hold.
   */
  async assertWithin(tx: Tx, companyId: number, personnelId: number, span: LeaveSpan, exceptLeaveId?: number): Promise<void> {
    const isOff = await offDays(tx, companyId, span.startDate, span.endDate ?? span.startDate);
    for (const [year, seconds] of leaveSecondsByYear(span, isOff)) {
      const b = await this.of(tx, companyId, personnelId, year, { span, exceptLeaveId });
      if (b.remaining >= 0) continue;
      const available = b.entitlement + b.carryOver - b.used - (b.pending - seconds);
      const t = (s: number) => formatSigned(s);
      throw businessRule(
        {
          fa: `مانده مرخصی سال ${year} کافی نیست: این مرخصی ${t(seconds)} است و مانده ${t(available)} (استحقاق ${t(b.entitlement)} + انتقالی ${t(b.carryOver)} − استفاده‌شده ${t(b.used)} − در انتظار ${t(b.pending - seconds)}).`,
          en: `Not enough leave left in ${year}: this leave takes ${t(seconds)} and ${t(available)} is left (entitlement ${t(b.entitlement)} + carried over ${t(b.carryOver)} − used ${t(b.used)} − pending ${t(b.pending - seconds)}).`,
        },
        `requested ${seconds} available ${available} entitlement ${b.entitlement} carryOver ${b.carryOver} used ${b.used} pending ${b.pending - seconds}`,
      );
    }
  }
}

const jalaliYearOf = (day: string): number => isoDateToJalali(day)!.jy;

const formatSigned = (s: number) => (s < 0 ? `-${formatDuration(-s)}` : formatDuration(s));
