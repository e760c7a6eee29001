import { Injectable } from '@nestjs/common';
import { leaveSeconds, occupationsOverlap, tehranDate, type LeaveSpan } from '@karsaz/domain';
import { LEAVE_KIND, REQUEST_STATE } from '@karsaz/entities';
import type { Principal } from '../../core/auth/principal';
import { EntityHooks, type SaveContext, type SaveData, type TransitionContext } from '../../core/entity/hooks';
import type { Row } from '../../core/entity/delegate';
import { conflict, notFound } from '../../core/http/errors';
import { asDate, asTime, describeHeld, fieldError, heldBetween, hhmm, invalid, isoDay, minutes, offDays, ownPersonnel, type Tx } from './common';
import { LeaveBalances } from './leave-balance';

const KIND_TEXT = { [LEAVE_KIND.daily]: ['روزانه', 'daily leave'], [LEAVE_KIND.hourly]: ['ساعتی', 'hourly leave'] } as const;

/** The span of a leave as stored (or about to be). */
export function spanOf(row: Record<string, unknown>): LeaveSpan {
  const kind = Number(row.kind ?? LEAVE_KIND.daily);
  const start = isoDay(row.startDate)!;
  return { kind, startDate: start, endDate: kind === LEAVE_KIND.hourly ? start : isoDay(row.endDate) ?? start, fromTime: hhmm(row.fromTime), toTime: hhmm(row.toTime) };
}

/** 400 on `field` when the person's pending or approved leave or missions meet the span. */
export async function assertFree(tx: Tx, companyId: number, personnelId: number, span: LeaveSpan, except: { leave?: number; mission?: number }, field = 'startDate'): Promise<void> {
  const hourly = span.kind === LEAVE_KIND.hourly;
  const occ = { startDate: span.startDate, endDate: span.endDate ?? span.startDate, from: hourly ? minutes(span.fromTime ?? null) : null, to: hourly ? minutes(span.toTime ?? null) : null };
  const clash = (await heldBetween(tx, companyId, personnelId, occ.startDate, occ.endDate, except)).find((h) => occupationsOverlap(occ, h));
  if (clash) {
    const [fa, en] = describeHeld(clash);
    throw invalid(fieldError(field, 'overlapsRequest', [fa, en], `this period overlaps ${en}`));
  }
}

/** The approver's comment of a decision, written on the request as its manager's description. */
export async function keepManagerComment(tx: Tx, table: string, ctx: TransitionContext<Row>): Promise<void> {
  if (!['confirm', 'reject', 'return'].includes(ctx.action) || !ctx.comment) return;
  await tx.$executeRawUnsafe(`UPDATE "${table}" SET manager_description = $1 WHERE id = $2`, ctx.comment, ctx.row.id);
}

async function resolvePersonnel(tx: Tx, data: Record<string, unknown>, before: Record<string, unknown> | undefined, p: Principal): Promise<number> {
  const given = data.personnelId !== undefined && data.personnelId !== null ? Number(data.personnelId) : before?.personnelId ? Number(before.personnelId) : await ownPersonnel(tx, p);
  if (!given) throw invalid(fieldError('personnelId', 'ownPersonnel', [], 'personnelId must be given: you are no personnel of this company'));
  return given;
}

/**
 * A leave request: its person (the caller's own personnel when none is named; a manager files for another by naming
 * them), a leave type that allows its kind, a daily leave's end or an hourly one's times (its end day is its day), its
 * length worked out from the calendar (a leave with no working day is refused), and no overlap with the person's
 * pending or approved leave and missions (400). At submit the overlap is checked again and a paid leave that counts
 * against the entitlement must fit the balance (422 with the numbers); the approver's comment is kept as the
 * manager's description.
 */
@EntityHooks('leaverequest')
@Injectable()
export class LeaveRequestHooks implements EntityHooks<Row> {
  constructor(private readonly balances: LeaveBalances) {}

  async beforeSave(data: SaveData<Row>, { tx, before, principal }: SaveContext<Row>) {
    const companyId = principal.companyId!;
    const merged = { ...(before ?? {}), ...data } as Record<string, unknown>;
    data.personnelId = await resolvePersonnel(tx, data, before, principal);
    const kind = Number(merged.kind ?? LEAVE_KIND.daily) as 1 | 2;
    const type = await tx.leaveType.findFirst({ where: { id: Number(merged.leaveTypeId), companyId } });
    if (type && ((kind === LEAVE_KIND.daily && !type.allowsDaily) || (kind === LEAVE_KIND.hourly && !type.allowsHourly))) {
      const [fa, en] = KIND_TEXT[kind];
      throw invalid(fieldError('kind', 'kindNotAllowed', [fa, en], `kind: this leave type does not allow ${en}`));
    }
    if (kind === LEAVE_KIND.hourly) {
      data.endDate = asDate(isoDay(merged.startDate)!);
      const from = minutes(hhmm(merged.fromTime));
      const to = minutes(hhmm(merged.toTime));
      if (from !== null && to !== null && to <= from) throw invalid(fieldError('toTime', 'afterFromTime', [], 'toTime must be after the start time'));
    } else {
      data.fromTime = null;
      data.toTime = null;
    }
    const span = spanOf({ ...merged, ...data });
    const isOff = await offDays(tx, companyId, span.startDate, span.endDate ?? span.startDate);
    const seconds = leaveSeconds(span, isOff);
    if (seconds <= 0) throw invalid(fieldError(kind === LEAVE_KIND.hourly ? 'toTime' : 'endDate', 'noWorkingDay', [], 'there is no working day in the period'));
    data.duration = seconds;
    await assertFree(tx, companyId, Number(data.personnelId), span, { leave: before?.id as number | undefined });
  }

  async afterTransition(ctx: TransitionContext<Row>) {
    const { tx, row, action, principal } = ctx;
    const companyId = principal.companyId!;
    if (action === 'submit') {
      const span = spanOf(row);
      await assertFree(tx, companyId, Number(row.personnelId), span, { leave: row.id as number });
      const type = await tx.leaveType.findFirst({ where: { id: Number(row.leaveTypeId), companyId } });
      if (type?.isPaid && type.countsAgainstEntitlement) await this.balances.assertWithin(tx, companyId, Number(row.personnelId), span, row.id as number);
    }
    await keepManagerComment(tx, 'leave_request', ctx);
  }
}

/**
 * A leave's extension: of an approved leave only, a new end after the current one (a day for a daily leave, a time
 * for an hourly one; 400 on the field); submitting it checks the longer leave against the person's other requests
 * and the balance; its confirmation moves the leave's end, its length and last extend date.
 */
@EntityHooks('leaveextension')
@Injectable()
export class LeaveExtensionHooks implements EntityHooks<Row> {
  constructor(private readonly balances: LeaveBalances) {}

  async beforeSave(data: SaveData<Row>, { tx, before, principal }: SaveContext<Row>) {
    const merged = { ...(before ?? {}), ...data } as Record<string, unknown>;
    const leave = await tx.leaveRequest.findFirst({ where: { id: Number(merged.leaveRequestId), companyId: principal.companyId! } });
    if (!leave) return;
    // asked of an approved leave; its submit and confirmation check the leave again
    const named = !before || Number(before.leaveRequestId) !== leave.id;
    if (named && leave.status !== REQUEST_STATE.approved) throw invalid(fieldError('leaveRequestId', 'notApproved', [], 'leaveRequestId must be approved to be extended'));
    if (leave.kind === LEAVE_KIND.hourly) {
      const current = hhmm(leave.toTime)!;
      const wanted = hhmm(merged.newToTime);
      if (!wanted) throw invalid(fieldError('newToTime', 'requiredForKind', [], 'newToTime is required for an hourly leave'));
      if (minutes(wanted)! <= minutes(current)!) throw invalid(fieldError('newToTime', 'afterCurrentEnd', [current], `newToTime must be after the current end (${current})`));
      data.newEndDate = null;
      data.previousEnd = current;
    } else {
      const current = isoDay(leave.endDate ?? leave.startDate)!;
      const wanted = isoDay(merged.newEndDate);
      if (!wanted) throw invalid(fieldError('newEndDate', 'requiredForKind', [], 'newEndDate is required for a daily leave'));
      if (wanted <= current) throw invalid(fieldError('newEndDate', 'afterCurrentEnd', [current], `newEndDate must be after the current end (${current})`));
      data.newToTime = null;
      data.previousEnd = current;
    }
  }

  /** The leave as the extension would leave it. */
  private extended(leave: Record<string, unknown>, ext: Record<string, unknown>): LeaveSpan {
    const span = spanOf(leave);
    return span.kind === LEAVE_KIND.hourly ? { ...span, toTime: hhmm(ext.newToTime) } : { ...span, endDate: isoDay(ext.newEndDate) };
  }

  async afterTransition(ctx: TransitionContext<Row>) {
    const { tx, row, action, to, principal } = ctx;
    const companyId = principal.companyId!;
    if (action === 'submit' || (action === 'confirm' && to === 'approved')) {
      const leave = await tx.leaveRequest.findFirst({ where: { id: Number(row.leaveRequestId), companyId } });
      if (!leave) throw notFound();
      if (leave.status !== REQUEST_STATE.approved) throw conflict({ fa: 'مرخصی دیگر تأییدشده نیست و تمدید نمی‌شود.', en: 'The leave is no longer approved and cannot be extended.' }, `leave status ${leave.status}`);
      const span = this.extended(leave as unknown as Record<string, unknown>, row);
      await assertFree(tx, companyId, Number(leave.personnelId), span, { leave: leave.id }, span.kind === LEAVE_KIND.hourly ? 'newToTime' : 'newEndDate');
      const type = await tx.leaveType.findFirst({ where: { id: leave.leaveTypeId, companyId } });
      // the balance counts the leave as extended, in place of the leave as it is
      if (type?.isPaid && type.countsAgainstEntitlement) await this.balances.assertWithin(tx, companyId, Number(leave.personnelId), span, leave.id);
      if (action === 'confirm') {
        const isOff = await offDays(tx, companyId, span.startDate, span.endDate ?? span.startDate);
        await tx.leaveRequest.update({
          where: { id: leave.id },
          data: {
            ...(span.kind === LEAVE_KIND.hourly ? { toTime: asTime(span.toTime!) } : { endDate: asDate(span.endDate!) }),
            duration: leaveSeconds(span, isOff), lastExtendDate: asDate(tehranDate(new Date())), version: { increment: 1 }, updatedBy: principal.subjectId,
          },
        });
      }
    }
    await keepManagerComment(tx, 'leave_extension', ctx);
  }
}
