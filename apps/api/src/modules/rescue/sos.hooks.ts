import { Injectable } from '@nestjs/common';
import { RESCUE_VEHICLE_STATUS, SOS_HOLDS_VEHICLE, SOS_STATUS } from '@karsaz/entities';
import { toPersianDigits } from '@karsaz/domain';
import type { DealerSosRequest } from '../../generated/prisma/client';
import { DomainException, fieldRefusal, invalid } from '../../core/http/errors';
import { EntityHooks, type SaveContext, type SaveData, type TransitionContext } from '../../core/entity/hooks';
import { afterCommit } from '../../core/database/after-commit';
import { SmsService } from '../messaging/sms';
import { RealtimeService } from '../messaging/realtime.service';
import { RESCUE_MAP_TOPIC } from './positions';
import { haversineKm } from './nearby';

type Tx = TransitionContext['tx'];

export const SOS_TEXT = {
  vehicleBusy: { fa: 'این خودروی امداد آماده نیست (در مأموریت، خارج از سرویس یا غیرفعال)؛ خودروی دیگری انتخاب کنید.', en: 'This rescue vehicle is not available (on a mission, out of service or inactive); choose another.' },
  noRequester: { fa: 'درخواست‌کننده پیدا نشد.', en: 'The requester was not found.' },
} as const;

/** The texts the driver receives at each step (the tracking number and, once sent, the vehicle). */
export const sosText = {
  received: (code: string) => `امداد خودرو: درخواست شما ثبت شد. شمارهٔ پیگیری: ${toPersianDigits(code)}`,
  assigned: (code: string, vehicle: string, plate: string) => `امداد خودرو: «${vehicle}» با پلاک ${toPersianDigits(plate)} برای درخواست ${toPersianDigits(code)} اعزام شد.`,
  accepted: (code: string) => `امداد خودرو: خودروی امداد در راه شماست (درخواست ${toPersianDigits(code)}).`,
  declined: (code: string) => `امداد خودرو: درخواست ${toPersianDigits(code)} به خودروی دیگری سپرده می‌شود؛ به‌زودی خبر می‌دهیم.`,
  arrived: (code: string) => `امداد خودرو: خودروی امداد به محل رسید (درخواست ${toPersianDigits(code)}).`,
  finished: (code: string) => `امداد خودرو: امداد درخواست ${toPersianDigits(code)} پایان یافت. سپاس از شکیبایی شما.`,
  cancelled: (code: string) => `امداد خودرو: درخواست ${toPersianDigits(code)} لغو شد.`,
  mission: (code: string, reason: string) => `امداد خودرو: مأموریت تازه ${toPersianDigits(code)} (${reason}). در صفحهٔ «مأموریت‌های امداد من» بپذیرید.`,
} as const;

/** What the live map receives of a request (`rescue.request`): where, what state, which vehicle. */
export interface MapRequest {
  id: number;
  code: string;
  status: number;
  latitude: number;
  longitude: number;
  rescueVehicleId: number | null;
  mobile: string | null;
}

export const mapRequest = (r: Pick<DealerSosRequest, 'id' | 'code' | 'status' | 'latitude' | 'longitude' | 'rescueVehicleId' | 'mobile'>): MapRequest => ({
  id: r.id, code: r.code ?? '', status: r.status, latitude: Number(r.latitude), longitude: Number(r.longitude), rescueVehicleId: r.rescueVehicleId, mobile: r.mobile,
});

/**
 * An SOS request's steps (docs/rescue.md): sending a vehicle takes it under a lock on its row, so two experts who
 * send the same vehicle at once get one 200 and one 409; the vehicle is on a mission until the request is finished,
 * declined or cancelled. Each step stamps its time, texts the driver (the outbox, in the step's transaction) and,
 * once committed, tells the company's live map; the operator is told of a new mission live and by SMS.
 */
@EntityHooks('dealersosrequest')
@Injectable()
export class SosRequestHooks implements EntityHooks<DealerSosRequest> {
  constructor(
    private readonly sms: SmsService,
    private readonly realtime: RealtimeService,
  ) {}

  /** The request's mobile is its requester's. */
  async beforeSave(data: SaveData<DealerSosRequest>, { tx }: SaveContext<DealerSosRequest>) {
    if (data.dealerSosRequesterId === undefined || data.dealerSosRequesterId === null) return;
    const requester = await tx.dealerSosRequester.findFirst({ where: { id: Number(data.dealerSosRequesterId) }, select: { mobile: true } });
    if (!requester) throw invalid([fieldRefusal('dealerSosRequesterId', 'noRequester', SOS_TEXT.noRequester)]);
    data.mobile = requester.mobile;
  }

  async afterSave(row: { id: number }, { op, tx }: SaveContext<DealerSosRequest>) {
    if (op !== 'create') return;
    const r = await tx.dealerSosRequest.findUniqueOrThrow({ where: { id: row.id } });
    if (r.mobile) await this.sms.send(r.mobile, sosText.received(r.code ?? ''), {}, tx);
    this.tell(tx, r);
  }

  async afterTransition({ row, action, tx }: TransitionContext<DealerSosRequest>) {
    const now = new Date();
    const r = await tx.dealerSosRequest.findUniqueOrThrow({ where: { id: row.id } });
    const code = r.code ?? '';
    let text: string | null = null;
    if (action === 'assign') {
      const vehicleId = r.rescueVehicleId!;
      // the vehicle's row is the lock: of two experts sending it at once, the second waits here and finds it taken
      // (NO KEY UPDATE: the step's own link to the vehicle holds a KEY SHARE on it, which FOR UPDATE would wait on)
      const [v] = await tx.$queryRaw<{ status: number; is_active: boolean; latitude: string | null; longitude: string | null; name: string; plate_number: string; third_party_id: number }[]>`
        SELECT status, is_active, latitude::text, longitude::text, name, plate_number, third_party_id FROM rescue_vehicle WHERE id = ${vehicleId} AND company_id = ${r.companyId} FOR NO KEY UPDATE`;
      if (!v) throw invalid([fieldRefusal('rescueVehicleId', 'noVehicle', SOS_TEXT.vehicleBusy)]);
      if (!v.is_active || v.status !== RESCUE_VEHICLE_STATUS.available) {
        throw new DomainException(409, 'CONFLICT', { text: SOS_TEXT.vehicleBusy, fieldErrors: [fieldRefusal('rescueVehicleId', 'vehicleBusy', SOS_TEXT.vehicleBusy)] });
      }
      await tx.$executeRaw`UPDATE rescue_vehicle SET status = ${RESCUE_VEHICLE_STATUS.onMission} WHERE id = ${vehicleId}`;
      const distanceKm = v.latitude === null || v.longitude === null ? null : haversineKm(Number(v.latitude), Number(v.longitude), Number(r.latitude), Number(r.longitude)).toFixed(3);
      await tx.dealerSosRequest.update({ where: { id: r.id }, data: { assignedAt: now, distanceKm, acceptedAt: null, arrivedAt: null } });
      text = sosText.assigned(code, v.name, v.plate_number);
      // the operator: a toast and a bell message live, and an SMS
      const [user] = await tx.$queryRaw<{ id: number; mobile_number: string }[]>`SELECT id, mobile_number FROM user_account WHERE third_party_id = ${v.third_party_id} ORDER BY id LIMIT 1`;
      const reason = await tx.dealerSosReason.findUnique({ where: { id: r.dealerSosReasonId }, select: { name: true } });
      if (user) {
        await this.sms.send(user.mobile_number, sosText.mission(code, reason?.name ?? ''), {}, tx);
        afterCommit(tx, () => this.realtime.push(user.id, { type: 'rescue.mission', request: mapRequest(r) }));
      }
    } else if (action === 'accept') {
      await tx.dealerSosRequest.update({ where: { id: r.id }, data: { acceptedAt: now } });
      text = sosText.accepted(code);
    } else if (action === 'arrive') {
      await tx.dealerSosRequest.update({ where: { id: r.id }, data: { arrivedAt: now } });
      text = sosText.arrived(code);
    } else if (action === 'finish') {
      await tx.dealerSosRequest.update({ where: { id: r.id }, data: { finishedAt: now } });
      await this.free(tx, r.rescueVehicleId);
      text = sosText.finished(code);
    } else if (action === 'decline') {
      // back to new, without the vehicle (the history keeps who declined and why)
      await this.free(tx, r.rescueVehicleId);
      await tx.dealerSosRequest.update({ where: { id: r.id }, data: { rescueVehicleId: null, distanceKm: null, assignedAt: null } });
      text = sosText.declined(code);
    } else if (action === 'cancel') {
      if ((SOS_HOLDS_VEHICLE as readonly number[]).includes(row.status)) await this.free(tx, r.rescueVehicleId);
      text = sosText.cancelled(code);
    }
    if (text && r.mobile) await this.sms.send(r.mobile, text, {}, tx);
    this.tell(tx, await tx.dealerSosRequest.findUniqueOrThrow({ where: { id: r.id } }));
  }

  private async free(tx: Tx, vehicleId: number | null) {
    if (vehicleId) await tx.$executeRaw`UPDATE rescue_vehicle SET status = ${RESCUE_VEHICLE_STATUS.available} WHERE id = ${vehicleId} AND status = ${RESCUE_VEHICLE_STATUS.onMission}`;
  }

  /** The company's live map, once the step holds. */
  private tell(tx: Tx, r: DealerSosRequest) {
    afterCommit(tx, () => this.realtime.publish(r.companyId, RESCUE_MAP_TOPIC, { type: 'rescue.request', request: mapRequest(r), done: r.status === SOS_STATUS.finished || r.status === SOS_STATUS.cancelled }));
  }
}
