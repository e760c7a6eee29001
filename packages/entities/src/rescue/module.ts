import { defineModule } from '../module';
import { rescueVehicle } from './vehicles';
import { RESCUE_SOS } from './sos';

/**
 * Roadside rescue (api/rescue-vehicle, spec platform-core §2, §4, §7; issue 20): the rescue vehicles with their
 * operators and the positions they report, and the SOS requests a vehicle is sent to. Its pages sit under the dealer system's menu. docs/rescue.md.
 */
export const rescueModule = defineModule({
  name: 'rescue',
  label: { fa: 'امداد خودرو', en: 'Roadside rescue' },
  entities: [rescueVehicle, ...RESCUE_SOS],
  menuOrder: 410,
  // the stored name of the permission this page was before it had a list (the menu sync matches rows by name)
  menus: { '/dealer-rescue-vehicle-2': { name: 'RescueVehicles' } },
});
