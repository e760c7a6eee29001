import { Injectable } from '@nestjs/common';
import type { DealerAppointment } from '../../../generated/prisma/client';
import { EntityHooks, type SaveContext, type SaveData } from '../../../core/entity/hooks';
import { AppointmentSlots, clockOf, dayOf } from './slots';

/**
 * The staff's appointments, written through the engine, take their slot like the customers' do: a new one, or one
 * moved to another dealer, day or time, must find a free place in a slot of the dealer that has not begun.
 */
@EntityHooks('dealerappointment')
@Injectable()
export class AppointmentHooks implements EntityHooks<DealerAppointment> {
  constructor(private readonly slots: AppointmentSlots) {}

  async beforeSave(data: SaveData<DealerAppointment>, { before, tx, principal }: SaveContext<DealerAppointment>) {
    const dealerId = data.dealerId ?? before?.dealerId;
    const date = data.appointmentDate ?? before?.appointmentDate;
    const time = data.slotTime ?? before?.slotTime;
    if (!dealerId || !date || !time) return; // the engine names the missing field
    const moved = !before || before.dealerId !== dealerId || dayOf(before.appointmentDate) !== dayOf(date) || clockOf(before.slotTime) !== clockOf(time);
    if (!moved) return;
    const dealer = await tx.dealer.findFirst({ where: { id: dealerId, companyId: principal.companyId! } });
    if (!dealer) return; // the engine's link check names it
    await this.slots.hold(tx, { dealer, date: dayOf(date), time: clockOf(time), exceptId: before?.id });
  }
}
