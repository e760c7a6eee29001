import { Injectable } from '@nestjs/common';
import { tehranDate } from '@karsaz/domain';
import { EXTENSION_TARGET, LEAVE_KIND, MISSION_TYPE, REQUEST_STATE } from '@karsaz/entities';
import { EntityHooks, type DeleteContext, type SaveContext, type SaveData, type TransitionContext } from '../../core/entity/hooks';
import type { Row } from '../../core/entity/delegate';
import { conflict, notFound } from '../../core/http/errors';
import { asDate, fieldError, hhmm, invalid, isoDay, minutes, ownPersonnel, type Tx } from './common';
import { assertFree, keepManagerComment } from './leave.hooks';

/** A mission's span as the overlap check reads it (an hourly mission is a leave-like hourly span). */
function missionSpan(row: Record<string, unknown>) {
  const hourly = Number(row.missionType) === MISSION_TYPE.domesticHourly;
  const start = isoDay(row.startDate)!;
  return { kind: hourly ? LEAVE_KIND.hourly : LEAVE_KIND.daily, startDate: start, endDate: hourly ? start : isoDay(row.endDate) ?? start, fromTime: hhmm(row.fromTime), toTime: hhmm(row.toTime) };
}

/**
 * A mission: its person (the caller's own personnel unless another is named), an hourly mission's times (its end
 * day is its day), a daily or foreign mission's end, a foreign mission's country; no overlap with the person's
 * pending or approved leave and missions (400 on the start), checked again at submit. The approver's comment is kept
 * as the manager's description.
 */
@EntityHooks('mission')
@Injectable()
export class MissionHooks implements EntityHooks<Row> {
  async beforeSave(data: SaveData<Row>, { tx, before, principal }: SaveContext<Row>) {
    const merged = { ...(before ?? {}), ...data } as Record<string, unknown>;
    const personnelId = data.personnelId ?? before?.personnelId ?? (await ownPersonnel(tx, principal));
    if (!personnelId) throw invalid(fieldError('personnelId', 'ownPersonnel', [], 'personnelId must be given: you are no personnel of this company'));
    data.personnelId = Number(personnelId);
    const type = Number(merged.missionType ?? MISSION_TYPE.domesticDaily);
    if (type === MISSION_TYPE.domesticHourly) {
      data.endDate = asDate(isoDay(merged.startDate)!);
      const from = minutes(hhmm(merged.fromTime));
      const to = minutes(hhmm(merged.toTime));
      if (from !== null && to !== null && to <= from) throw invalid(fieldError('toTime', 'afterFromTime', [], 'toTime must be after the start time'));
    } else {
      data.fromTime = null;
      data.toTime = null;
      const errors = [];
      if (!isoDay(merged.endDate)) errors.push(fieldError('endDate', 'requiredForKind', [], 'endDate is required for this kind'));
      if (type === MISSION_TYPE.foreign && !merged.countryId) errors.push(fieldError('countryId', 'requiredForKind', [], 'countryId is required for this kind'));
      if (errors.length) throw invalid(...errors);
    }
    await assertFree(tx, principal.companyId!, Number(data.personnelId), missionSpan({ ...merged, ...data }), { mission: before?.id as number | undefined });
  }

  async afterTransition(ctx: TransitionContext<Row>) {
    if (ctx.action === 'submit') await assertFree(ctx.tx, ctx.principal.companyId!, Number(ctx.row.personnelId), missionSpan(ctx.row), { mission: ctx.row.id as number });
    await keepManagerComment(ctx.tx, 'mission', ctx);
  }
}

const EDITABLE = [REQUEST_STATE.draft, REQUEST_STATE.returned] as number[];
const DECIDED = [REQUEST_STATE.approved, REQUEST_STATE.confirmedForPayment, REQUEST_STATE.paid] as number[];

async function missionOf(tx: Tx, companyId: number, id: unknown) {
  const m = await tx.mission.findFirst({ where: { id: Number(id), companyId } });
  if (!m) throw notFound();
  return m;
}

const notEditable = { fa: 'ردیف‌های مأموریت فقط در پیش‌نویس یا برگشتی تغییر می‌کنند.', en: 'A mission’s items change only while it is a draft or returned.' };
const notDecided = { fa: 'ردیف‌های مأموریت پس از تأیید مأموریت بررسی می‌شوند.', en: 'A mission’s items are decided once the mission is approved.' };

/**
 * A mission's items (vehicles, residences, per-diem currency): written while their mission is a draft or returned
 * (409 otherwise, so an approved mission's items change only through their own steps and extensions), and decided
 * (confirm, reject, paid) only once the mission is approved.
 */
abstract class MissionItemHooks implements EntityHooks<Row> {
  async beforeSave(data: SaveData<Row>, { tx, before, principal }: SaveContext<Row>) {
    const m = await missionOf(tx, principal.companyId!, data.missionId ?? before?.missionId);
    if (!EDITABLE.includes(m.status)) throw conflict(notEditable, `mission status ${m.status}`);
    if (before && data.missionId !== undefined && Number(data.missionId) !== Number(before.missionId)) throw invalid(fieldError('missionId', 'itemOfMission', [], 'missionId does not change'));
  }

  async beforeDelete(row: Row, { tx, principal }: DeleteContext) {
    const m = await tx.mission.findFirst({ where: { id: Number(row.missionId), companyId: principal.companyId! } });
    // deleting the mission deletes its items with it (the mission's own rules decide)
    if (m && !EDITABLE.includes(m.status)) throw conflict(notEditable, `mission status ${m.status}`);
  }

  async afterTransition({ tx, row, principal }: TransitionContext<Row>) {
    const m = await missionOf(tx, principal.companyId!, row.missionId);
    if (!DECIDED.includes(m.status)) throw conflict(notDecided, `mission status ${m.status}`);
  }
}

@EntityHooks('missionvehicle') @Injectable() export class MissionVehicleHooks extends MissionItemHooks {}
@EntityHooks('missionresidence') @Injectable() export class MissionResidenceHooks extends MissionItemHooks {}
@EntityHooks('missioncurrency') @Injectable() export class MissionCurrencyHooks extends MissionItemHooks {}

/** Where an extension's target keeps its end: the model, its table's end column and the link field of the extension. */
const TARGETS = {
  [EXTENSION_TARGET.mission]: { field: null, table: 'mission', end: 'endDate' },
  [EXTENSION_TARGET.vehicle]: { field: 'missionVehicleId', table: 'missionVehicle', end: 'endDate' },
  [EXTENSION_TARGET.residence]: { field: 'missionResidenceId', table: 'missionResidence', end: 'exitDate' },
  [EXTENSION_TARGET.currency]: { field: 'missionCurrencyId', table: 'missionCurrency', end: 'toDate' },
} as const;

type Delegate = { findFirst(args: unknown): Promise<Record<string, unknown> | null>; update(args: unknown): Promise<unknown> };

/**
 * A mission's or an item's extension: of an approved mission (or one confirmed for payment) only, naming one of its
 * own items when it extends an item (400), the new end after the current one (400 on `newEndDate`). Submitting it
 * and its confirmation check the extended mission against the person's other requests; the confirmation moves the
 * mission's or the item's end and sets the mission's last extend date.
 */
@EntityHooks('missionextension')
@Injectable()
export class MissionExtensionHooks implements EntityHooks<Row> {
  private async target(tx: Tx, companyId: number, ext: Record<string, unknown>) {
    const mission = await missionOf(tx, companyId, ext.missionId);
    const t = TARGETS[Number(ext.target ?? EXTENSION_TARGET.mission) as keyof typeof TARGETS];
    if (!t.field) return { mission, t, item: mission as unknown as Record<string, unknown> };
    if (!ext[t.field]) throw invalid(fieldError(t.field, 'requiredForKind', [], `${t.field} is required for this kind`));
    const item = await (tx[t.table] as unknown as Delegate).findFirst({ where: { id: Number(ext[t.field]), companyId } });
    if (!item || Number(item.missionId) !== mission.id) throw invalid(fieldError(t.field, 'itemOfMission', [], `${t.field} is not an item of this mission`));
    return { mission, t, item };
  }

  async beforeSave(data: SaveData<Row>, { tx, before, principal }: SaveContext<Row>) {
    const merged = { ...(before ?? {}), ...data } as Record<string, unknown>;
    const { mission, t, item } = await this.target(tx, principal.companyId!, merged);
    // asked of an approved mission; its submit and confirmation check the mission again
    const named = !before || Number(before.missionId) !== mission.id;
    if (named && ![REQUEST_STATE.approved, REQUEST_STATE.confirmedForPayment].includes(mission.status as 3 | 7)) {
      throw invalid(fieldError('missionId', 'notApproved', [], 'missionId must be approved to be extended'));
    }
    // an extension names its own target only
    for (const f of ['missionVehicleId', 'missionResidenceId', 'missionCurrencyId']) if (f !== t.field) data[f] = null;
    const current = isoDay(item[t.end] ?? mission.startDate)!;
    const wanted = isoDay(merged.newEndDate);
    if (wanted && wanted <= current) throw invalid(fieldError('newEndDate', 'afterCurrentEnd', [current], `newEndDate must be after the current end (${current})`));
    data.previousEndDate = asDate(current);
  }

  async afterTransition(ctx: TransitionContext<Row>) {
    const { tx, row, action, to, principal } = ctx;
    const companyId = principal.companyId!;
    if (action === 'submit' || (action === 'confirm' && to === 'approved')) {
      const { mission, t, item } = await this.target(tx, companyId, row);
      if (![REQUEST_STATE.approved, REQUEST_STATE.confirmedForPayment].includes(mission.status as 3 | 7)) {
        throw conflict({ fa: 'مأموریت دیگر تأییدشده نیست و تمدید نمی‌شود.', en: 'The mission is no longer approved and cannot be extended.' }, `mission status ${mission.status}`);
      }
      const newEnd = isoDay(row.newEndDate)!;
      if (!t.field) await assertFree(tx, companyId, Number(mission.personnelId), { ...missionSpan(mission as unknown as Record<string, unknown>), endDate: newEnd }, { mission: mission.id }, 'newEndDate');
      if (action === 'confirm') {
        const today = asDate(tehranDate(new Date()));
        if (t.field) await (tx[t.table] as unknown as Delegate).update({ where: { id: item.id }, data: { [t.end]: asDate(newEnd), version: { increment: 1 }, updatedBy: principal.subjectId } });
        await tx.mission.update({
          where: { id: mission.id },
          data: { ...(t.field ? {} : { endDate: asDate(newEnd) }), lastExtendDate: today, version: { increment: 1 }, updatedBy: principal.subjectId },
        });
      }
    }
    await keepManagerComment(tx, 'mission_extension', ctx);
  }
}
