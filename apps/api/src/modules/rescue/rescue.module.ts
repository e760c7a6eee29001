import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { RescueVehicleController } from './rescue.controller';

/** Rescue vehicles and the positions their operators report. */
@Module({
  imports: [IdentityModule],
  controllers: [RescueVehicleController],
  providers: [],
})
export class RescueModule {}
