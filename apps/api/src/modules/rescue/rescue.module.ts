import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { EntityModule } from '../../core/entity/entity.module';
import { RescueVehicleController } from './rescue.controller';
import { RescuePositions } from './positions';
import { RescueOperators } from './operators';
import { RescueVehicleHooks } from './vehicle.hooks';

/** Rescue vehicles (the engine's, with the hooks here), the positions their operators report, the live map's feed. */
@Module({
  imports: [EntityModule, IdentityModule],
  controllers: [RescueVehicleController],
  providers: [RescuePositions, RescueOperators, RescueVehicleHooks],
})
export class RescueModule {}
