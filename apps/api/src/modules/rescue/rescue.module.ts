import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { EntityModule } from '../../core/entity/entity.module';
import { RescueVehicleController } from './rescue.controller';
import { RescuePositions } from './positions';
import { RescueOperators } from './operators';
import { RescueVehicleHooks } from './vehicle.hooks';
import { SosRequestHooks } from './sos.hooks';
import { PublicSos } from './public/public-sos';
import { PublicSosController } from './public/public-sos.controller';

/**
 * Rescue vehicles (the engine's, with the hooks here), the positions their operators report, the live map's feed,
 * the SOS requests' steps and the drivers' public page.
 */
@Module({
  imports: [EntityModule, IdentityModule],
  controllers: [RescueVehicleController, PublicSosController],
  providers: [RescuePositions, RescueOperators, RescueVehicleHooks, SosRequestHooks, PublicSos],
})
export class RescueModule {}
