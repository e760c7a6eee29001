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

/**
 * The dealer system beyond the engine's CRUD (docs/dealer.md): appointments' slots kept under a lock, the public
 * booking with an SMS code, the staff's day grid and the reminders the day before; receptions priced from the
 * catalogue, their delivery writing the car's history and texting the satisfaction link, and its public survey.
 */
@Module({
  imports: [EntityModule, IdentityModule],
  controllers: [PublicBookingController, AppointmentDayController, SatisfactionController],
  providers: [DealerHooks, AppointmentSlots, AppointmentHooks, PublicBooking, AppointmentReminders, ReceptionHooks, SatisfactionLinks],
})
export class DealerModule {}
