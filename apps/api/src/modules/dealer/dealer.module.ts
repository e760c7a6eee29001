import { Module } from '@nestjs/common';
import { EntityModule } from '../../core/entity/entity.module';
import { IdentityModule } from '../identity/identity.module';
import { AppointmentHooks } from './appointments/appointment.hooks';
import { AppointmentDayController, PublicBookingController } from './appointments/appointments.controller';
import { PublicBooking } from './appointments/booking';
import { AppointmentReminders } from './appointments/reminders';
import { AppointmentSlots } from './appointments/slots';
import { DealerHooks } from './dealer.hooks';
import { ReceptionHooks } from './receptions/reception.hooks';
import { SatisfactionController } from './receptions/satisfaction.controller';
import { SatisfactionLinks } from './receptions/satisfaction';
import { ReceptionSheetController } from './receptions/sheet.controller';
import { ReceptionSheets } from './receptions/sheet';
import { DealerGridSource, DealerRealizationSource } from './reports/sources';
import { RequestVisitHooks, TestDriveHooks } from './requests/request.hooks';
import { SalesPlanHooks } from './sales/plan.hooks';
import { PreOrderHooks } from './sales/pre-order.hooks';
import { StatementHooks } from './sales/statement.hooks';

/**
 * The dealer system beyond the engine's CRUD (docs/dealer.md): appointments' slots kept under a lock, the public
 * booking with an SMS code, the staff's day grid and the reminders the day before; receptions priced from the
 * catalogue, their delivery writing the car's history and texting the satisfaction link, and its public survey;
 * visits only of open requests, one test drive of an expert at a time, pre-orders priced from their plan and queued
 * under a lock while its cars last, statements of delivered receptions each on one statement, and the two grids.
 */
@Module({
  imports: [EntityModule, IdentityModule],
  controllers: [PublicBookingController, AppointmentDayController, SatisfactionController, ReceptionSheetController],
  providers: [DealerHooks, AppointmentSlots, AppointmentHooks, PublicBooking, AppointmentReminders, ReceptionHooks, SatisfactionLinks, ReceptionSheets,
    RequestVisitHooks, TestDriveHooks, SalesPlanHooks, PreOrderHooks, StatementHooks, DealerRealizationSource, DealerGridSource],
})
export class DealerModule {}
