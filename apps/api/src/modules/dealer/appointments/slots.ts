import { Injectable } from '@nestjs/common';
import { APPOINTMENT_HOLDS_SLOT } from '@karsaz/entities';
import { daySlots, isSlot, tehranClock, tehranDate, type Slot, type SlotPlan } from '@karsaz/domain';
import type { Dealer, Prisma } from '../../../generated/prisma/client';
import { DomainException, invalid, type RawFieldError, fieldRefusal } from '../../../core/http/errors';

type Tx = Prisma.TransactionClient;

export const SLOT_TEXT = {
  full: { fa: 'ظرفیت این نوبت پر شده است؛ نوبت دیگری انتخاب کنید.', en: 'This slot is full; choose another one.' },
  notSlot: { fa: 'این ساعت آغاز هیچ‌یک از نوبت‌های نمایندگی نیست.', en: "This time is not the start of one of the dealer's slots." },
  past: { fa: 'نوبت باید از اکنون به بعد باشد.', en: 'The appointment must be later than now.' },
  dealerClosed: { fa: 'این نمایندگی فعال نیست.', en: 'This dealer is not active.' },
} as const;

/** A dealer's slot plan, from its row (`time` columns read back as 1970-01-01 dates). */
export function planOf(d: Pick<Dealer, 'receptionStart' | 'receptionEnd' | 'slotMinutes' | 'slotCapacity'>): SlotPlan {
  const hhmm = (t: Date) => t.toISOString().slice(11, 16);
  return { start: hhmm(d.receptionStart), end: hhmm(d.receptionEnd), slotMinutes: d.slotMinutes, capacity: d.slotCapacity };
}

/** `HH:mm` of a stored `time`, or of what a caller sent (`09:30`, `09:30:00`, a Date). */
export function clockOf(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(11, 16);
  return String(value).slice(0, 5);
}

/** `YYYY-MM-DD` of a stored `date`, or of what a caller sent. */
export function dayOf(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}

/**
 * The slots of a dealer's days and who holds them. Every booking, the staff's through the engine and the
 * customer's on the public page, takes its place here: under a transaction-scoped lock on the slot, so the count
 * it reads is the count it writes against and two bookings of a slot's last place cannot both pass.
 */
@Injectable()
export class AppointmentSlots {
  /** The day's slots of a dealer, with what is taken and free (a slot that has begun today is not free). */
  async day(db: Tx, dealer: Dealer, date: string, now = new Date()): Promise<Slot[]> {
    const rows = await db.$queryRaw<{ slot: string; n: bigint }[]>`
      SELECT to_char(slot_time, 'HH24:MI') AS slot, count(*) AS n FROM dealer_appointment
      WHERE company_id = ${dealer.companyId} AND dealer_id = ${dealer.id} AND appointment_date = ${date}::date
        AND status = ANY(${[...APPOINTMENT_HOLDS_SLOT]}::int[])
      GROUP BY slot_time`;
    const taken = Object.fromEntries(rows.map((r) => [r.slot, Number(r.n)]));
    const today = tehranDate(now);
    if (date < today) return daySlots(planOf(dealer), taken, '23:59');
    return daySlots(planOf(dealer), taken, date === today ? tehranClock(now) : undefined);
  }

  /**
   * Takes a place in a slot for an appointment being written (inside its transaction): the time must start one of
   * the dealer's slots, the slot must not have begun, and it must have a free place besides the appointment's own
   * (`exceptId`, on a reschedule). 400 on the field otherwise, 409 when the slot is full.
   */
  async hold(tx: Tx, o: { dealer: Dealer; date: string; time: string; exceptId?: number; now?: Date }): Promise<void> {
    const { dealer, date, time } = o;
    const plan = planOf(dealer);
    if (!dealer.isActive) throw invalid([fieldRefusal('dealerId', 'dealerClosed', SLOT_TEXT.dealerClosed)]);
    if (!isSlot(plan, time)) throw invalid([fieldRefusal('slotTime', 'notSlot', SLOT_TEXT.notSlot)]);
    const now = o.now ?? new Date();
    const today = tehranDate(now);
    if (date < today || (date === today && time <= tehranClock(now))) throw invalid([fieldRefusal('appointmentDate', 'pastAppointment', SLOT_TEXT.past)]);
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`dealer-slot:${dealer.id}:${date}:${time}`}))`;
    const [{ n }] = await tx.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM dealer_appointment
      WHERE company_id = ${dealer.companyId} AND dealer_id = ${dealer.id} AND appointment_date = ${date}::date
        AND slot_time = ${time}::time AND status = ANY(${[...APPOINTMENT_HOLDS_SLOT]}::int[])
        AND id <> ${o.exceptId ?? 0}`;
    if (Number(n) >= plan.capacity) {
      throw new DomainException(409, 'CONFLICT', { text: SLOT_TEXT.full, fieldErrors: [fieldRefusal('slotTime', 'slotFull', SLOT_TEXT.full)] });
    }
  }
}
