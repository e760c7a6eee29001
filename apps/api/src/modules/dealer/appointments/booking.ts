import { Injectable } from '@nestjs/common';
import { APPOINTMENT_HOLDS_SLOT, APPOINTMENT_SOURCE, getEntity } from '@karsaz/entities';
import { isoDateToJalali, jalaliDayText, toPersianDigits } from '@karsaz/domain';
import { PrismaClient } from '../../../core/database/database';
import { asSystem, runInContext } from '../../../core/context/request-context';
import { DomainException, invalid, type RawFieldError, fieldRefusal } from '../../../core/http/errors';
import type { RequestMeta } from '../../../core/http/request-meta';
import { AuditService } from '../../../core/audit/audit.service';
import { CodeSequenceService } from '../../../core/entity/code-sequence.service';
import { OtpService } from '../../identity/otp.service';
import { SmsService } from '../../messaging/sms';
import type { Dealer } from '../../../generated/prisma/client';
import { AppointmentSlots, SLOT_TEXT, clockOf, planOf } from './slots';
import type { BookAppointmentDto } from './booking.dto';

export const BOOKING_TEXT = {
  noDealer: { fa: 'این نمایندگی نوبت اینترنتی نمی‌دهد.', en: 'This dealer does not take online bookings.' },
  notOffered: { fa: 'این گزینه در این نمایندگی نیست.', en: 'This dealer does not offer this.' },
  otherMobile: { fa: 'کد برای شمارهٔ همراه دیگری فرستاده شده است.', en: 'The code was sent to another mobile number.' },
} as const;

const publicDealer = (d: Dealer & { city: { nameFa: string } | null }) => {
  const plan = planOf(d);
  return { id: d.id, name: d.name, city: d.city?.nameFa ?? null, address: d.address, phone: d.phone, receptionStart: plan.start, receptionEnd: plan.end, slotMinutes: d.slotMinutes };
};

/**
 * The customers' booking without signing in (`/dealer-appointment-2/create/:id?`): the dealers that take online
 * bookings, a dealer's services, vehicles and free slots, and the booking itself, which needs the code the SMS
 * brought to the customer's mobile (the one-time codes' limits per number and address, and their 2-minute life,
 * keep the page from being used to flood a dealer). A dealer is a company: everything after finding the dealer
 * runs in its company's context, so nothing of another company can be read or written.
 */
@Injectable()
export class PublicBooking {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly slots: AppointmentSlots,
    private readonly otp: OtpService,
    private readonly sms: SmsService,
    private readonly codes: CodeSequenceService,
    private readonly audit: AuditService,
  ) {}

  /** The active dealers that take online bookings, of every company. */
  dealers() {
    return asSystem(async () => {
      const rows = await this.prisma.dealer.findMany({ where: { isActive: true, acceptsOnlineBooking: true }, include: { city: { select: { nameFa: true } } }, orderBy: { id: 'asc' } });
      return rows.map(publicDealer);
    });
  }

  private async dealer(id: number) {
    const d = await asSystem(async () => await this.prisma.dealer.findFirst({ where: { id, isActive: true, acceptsOnlineBooking: true }, include: { city: { select: { nameFa: true } } } }));
    if (!d) throw invalid([fieldRefusal('dealerId', 'noDealer', BOOKING_TEXT.noDealer)]);
    return d;
  }

  /** In the dealer's company: what the form offers. */
  private inDealer<T>(d: Dealer, fn: () => Promise<T>): Promise<T> {
    return runInContext({ companyId: d.companyId }, fn);
  }

  async options(dealerId: number) {
    const d = await this.dealer(dealerId);
    return this.inDealer(d, async () => {
      const [serviceGroups, vehicles] = await Promise.all([
        this.prisma.dealerServiceGroup.findMany({ where: { isActive: true }, select: { id: true, name: true }, orderBy: { code: 'asc' } }),
        this.prisma.dealerVehicle.findMany({ where: { isActive: true }, select: { id: true, name: true }, orderBy: { code: 'asc' } }),
      ]);
      return { dealer: publicDealer(d), serviceGroups, vehicles };
    });
  }

  async freeSlots(dealerId: number, date: string) {
    const d = await this.dealer(dealerId);
    return this.inDealer(d, async () => await this.prisma.$transaction((tx) => this.slots.day(tx, d, date)));
  }

  sendCode(mobile: string, meta: RequestMeta) {
    return this.otp.send(mobile, 'appointment', meta.ip);
  }

  /**
   * Books the slot: the choices are checked and the slot's free place looked at first, so a full slot or a wrong
   * choice costs no code; then, under the slot's lock, the place is counted again and the code checked (one use,
   * for this mobile). The customer gets the tracking number by SMS, sent with the booking's commit (the outbox).
   */
  async book(dto: BookAppointmentDto, meta: RequestMeta) {
    const d = await this.dealer(dto.dealerId);
    return this.inDealer(d, async () => {
      const errors: RawFieldError[] = [];
      if (!(await this.prisma.dealerServiceGroup.count({ where: { id: dto.dealerServiceGroupId, isActive: true } }))) errors.push(fieldRefusal('dealerServiceGroupId', 'notOffered', BOOKING_TEXT.notOffered));
      if (dto.dealerVehicleId && !(await this.prisma.dealerVehicle.count({ where: { id: dto.dealerVehicleId, isActive: true } }))) errors.push(fieldRefusal('dealerVehicleId', 'notOffered', BOOKING_TEXT.notOffered));
      if (errors.length) throw invalid(errors);
      const day = await this.prisma.$transaction((tx) => this.slots.day(tx, d, dto.appointmentDate));
      const slot = day.find((s) => s.time === dto.slotTime);
      if (!slot) throw invalid([fieldRefusal('slotTime', 'notSlot', SLOT_TEXT.notSlot)]);
      if (slot.free <= 0) throw new DomainException(409, 'CONFLICT', { text: SLOT_TEXT.full, fieldErrors: [fieldRefusal('slotTime', 'slotFull', SLOT_TEXT.full)] });

      // the slot is held (its lock taken, its count read) before the code is checked: a customer who loses the
      // slot's last place to another keeps an unspent code for another slot
      return this.prisma.$transaction(async (tx) => {
        await this.slots.hold(tx, { dealer: d, date: dto.appointmentDate, time: dto.slotTime });
        const verified = await this.otp.verify(dto.token, dto.code, meta.ip, ['appointment']);
        if (verified.mobileNumber !== dto.mobile) throw invalid([fieldRefusal('code', 'otherMobile', BOOKING_TEXT.otherMobile)]);
        const code = await this.codes.next(getEntity('dealerappointment'), d.companyId, tx);
        const row = await tx.dealerAppointment.create({
          data: {
            companyId: d.companyId, code, dealerId: d.id, appointmentDate: new Date(`${dto.appointmentDate}T00:00:00Z`), slotTime: new Date(`1970-01-01T${dto.slotTime}:00Z`),
            dealerServiceGroupId: dto.dealerServiceGroupId, customerName: dto.customerName, mobile: dto.mobile, dealerVehicleId: dto.dealerVehicleId ?? null,
            plate: dto.plate ?? null, vin: dto.vin ?? null, description: dto.description ?? null, source: APPOINTMENT_SOURCE.online, status: APPOINTMENT_HOLDS_SLOT[0],
          },
        });
        await this.audit.record({ event: 'dealerappointment.book', companyId: d.companyId, entity: 'dealerappointment', entityId: row.id, ip: meta.ip, traceId: meta.traceId, data: { code, mobile: dto.mobile, date: dto.appointmentDate, slot: dto.slotTime, online: true } }, tx);
        await this.sms.send(dto.mobile, bookedText(d.name, code, dto.appointmentDate, dto.slotTime), {}, tx);
        return { code, dealerName: d.name, appointmentDate: dto.appointmentDate, slotTime: clockOf(dto.slotTime) };
      });
    });
  }
}

/** The day in Jalali with Persian digits (۱۴۰۵/۰۹/۱۰). */
export function jalaliText(isoDay: string): string {
  const j = isoDateToJalali(isoDay);
  return toPersianDigits(j ? jalaliDayText(j) : isoDay);
}

export const bookedText = (dealer: string, code: string, day: string, time: string) =>
  `${dealer}: نوبت شما برای ${jalaliText(day)} ساعت ${toPersianDigits(time)} ثبت شد. شمارهٔ پیگیری: ${toPersianDigits(code)}`;

