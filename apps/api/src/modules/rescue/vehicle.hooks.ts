import { Injectable } from '@nestjs/common';
import { RESCUE_VEHICLE_STATUS } from '@karsaz/entities';
import type { RescueVehicle } from '../../generated/prisma/client';
import { fieldRefusal, invalid, type RawFieldError } from '../../core/http/errors';
import { EntityHooks, type SaveContext, type SaveData } from '../../core/entity/hooks';
import { RescueOperators } from './operators';

/**
 * A rescue vehicle's operator is a third party with a user (their browser reports the position: spec §4), and
 * "on a mission" is a state only an SOS request gives a vehicle: it is neither chosen by hand nor left by hand.
 */
@EntityHooks('rescuevehicle')
@Injectable()
export class RescueVehicleHooks implements EntityHooks<RescueVehicle> {
  constructor(private readonly operators: RescueOperators) {}

  async beforeSave(data: SaveData<RescueVehicle>, { before, tx }: SaveContext<RescueVehicle>) {
    const errors: RawFieldError[] = [];
    if (data.thirdPartyId !== undefined && data.thirdPartyId !== null && data.thirdPartyId !== before?.thirdPartyId) {
      const user = await tx.user.findFirst({ where: { thirdPartyId: Number(data.thirdPartyId) }, select: { id: true } });
      if (!user) errors.push(fieldRefusal('thirdPartyId', 'operatorWithoutUser', { fa: 'رانندهٔ خودروی امداد باید کاربر سامانه باشد؛ این طرف حساب کاربری ندارد.', en: 'A rescue vehicle’s operator must be a user of the system; this third party has none.' }));
    }
    const status = data.status === undefined || data.status === null ? undefined : Number(data.status);
    if (status !== undefined && status !== (before?.status ?? RESCUE_VEHICLE_STATUS.available)) {
      if (status === RESCUE_VEHICLE_STATUS.onMission) {
        errors.push(fieldRefusal('status', 'missionByHand', { fa: 'وضعیت «در مأموریت» را فقط درخواست امداد به خودرو می‌دهد.', en: 'Only an SOS request puts a vehicle on a mission.' }));
      } else if (before?.status === RESCUE_VEHICLE_STATUS.onMission) {
        errors.push(fieldRefusal('status', 'missionByHand', { fa: 'این خودرو در مأموریت است؛ با پایان یا لغو درخواست امداد آزاد می‌شود.', en: 'The vehicle is on a mission; it is freed when its SOS request is finished or cancelled.' }));
      }
    }
    if (errors.length) throw invalid(errors);
  }

  afterSave(row: { id: number }) {
    this.operators.forget(row.id);
  }

  beforeDelete(row: RescueVehicle) {
    this.operators.forget(row.id);
  }
}
