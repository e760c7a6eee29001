import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { APPOINTMENT_STATUS } from '@karsaz/entities';
import { Public } from '../../../core/http/decorators';
import { Access } from '../../../core/auth/access';
import { Meta, type RequestMeta } from '../../../core/http/request-meta';
import { ApiEnvelope } from '../../../core/openapi/api-envelope';
import { requireCompany } from '../../../core/context/request-context';
import { PrismaClient } from '../../../core/database/database';
import { notFound } from '../../../core/http/errors';
import { SentChallengeView } from '../../identity/identity.views';
import { BookAppointmentDto, DealerDayQuery, DealerIdQuery, SendBookingCodeDto } from './booking.dto';
import { BookedView, BookingOptionsView, DaySlotView, PublicDealerView, SlotView } from './booking.views';
import { PublicBooking } from './booking';
import { AppointmentSlots, clockOf } from './slots';

/** The staff's appointments page (and the pages of its views) guards the day's grid. */
export const APPOINTMENT_PAGES = ['/dealer-appointment-2', '/success-appointment-2', '/unsuccess-appointment-2'];

/** The public booking page's calls: no sign-in (spec platform-core §2, `/dealer-appointment-2/create/:id?`). */
@ApiTags('dealer')
@Controller('api/dealer/v1/publicAppointment')
export class PublicBookingController {
  constructor(private readonly booking: PublicBooking) {}

  @Get('dealers') @Public() @ApiEnvelope(PublicDealerView, { isArray: true }) @ApiOperation({ summary: 'The dealers that take online bookings' })
  dealers() {
    return this.booking.dealers();
  }

  @Get('options') @Public() @ApiEnvelope(BookingOptionsView) @ApiOperation({ summary: 'A dealer, its kinds of service and its vehicles' })
  options(@Query() q: DealerIdQuery) {
    return this.booking.options(q.dealerId);
  }

  @Get('freeSlots') @Public() @ApiEnvelope(SlotView, { isArray: true }) @ApiOperation({ summary: 'A dealer’s slots of a day, each with its free places' })
  freeSlots(@Query() q: DealerDayQuery) {
    return this.booking.freeSlots(q.dealerId, q.date);
  }

  @Post('sendCode') @Public() @ApiEnvelope(SentChallengeView) @ApiOperation({ summary: 'Sends the customer’s mobile the code that confirms a booking' })
  sendCode(@Body() dto: SendBookingCodeDto, @Meta() meta: RequestMeta) {
    return this.booking.sendCode(dto.mobile, meta);
  }

  @Post('book') @Public() @ApiEnvelope(BookedView) @ApiOperation({ summary: 'Books a free slot with the code sent to the mobile; 409 when the slot has just filled' })
  book(@Body() dto: BookAppointmentDto, @Meta() meta: RequestMeta) {
    return this.booking.book(dto, meta);
  }
}

/** The staff's day grid: a dealer's slots of a day, each with its appointments. */
@ApiTags('dealer')
@ApiBearerAuth('bearer')
@Controller('api/dealer/v1/dealerappointment')
export class AppointmentDayController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly slots: AppointmentSlots,
  ) {}

  @Get('getDay') @Access(APPOINTMENT_PAGES) @ApiEnvelope(DaySlotView, { isArray: true }) @ApiOperation({ summary: 'A dealer’s slots of a day with their appointments (cancelled ones left out)' })
  async getDay(@Query() q: DealerDayQuery) {
    const companyId = requireCompany();
    const dealer = await this.prisma.dealer.findFirst({ where: { id: q.dealerId, companyId } });
    if (!dealer) throw notFound();
    const [slots, rows] = await this.prisma.$transaction(async (tx) => [
      await this.slots.day(tx, dealer, q.date),
      await tx.dealerAppointment.findMany({
        where: { dealerId: dealer.id, appointmentDate: new Date(`${q.date}T00:00:00Z`), status: { not: APPOINTMENT_STATUS.cancelled } },
        include: { dealerVehicle: { select: { name: true } }, dealerServiceGroup: { select: { name: true } } },
        orderBy: [{ slotTime: 'asc' }, { id: 'asc' }],
      }),
    ]);
    return slots.map((s) => ({
      ...s,
      appointments: rows
        .filter((r) => clockOf(r.slotTime) === s.time)
        .map((r) => ({ id: r.id, code: r.code, customerName: r.customerName, mobile: r.mobile, plate: r.plate, vehicle: r.dealerVehicle?.name ?? null, serviceGroup: r.dealerServiceGroup.name, status: r.status, source: r.source })),
    }));
  }
}
