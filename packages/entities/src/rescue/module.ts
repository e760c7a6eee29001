import { defineModule, STANDARD_ACTIONS } from '../module';

/**
 * Roadside rescue (api/rescue-vehicle): the vehicles' location feed. It has no page yet, so its menu is a
 * permission only: roles are granted it on the access screens and the routes guard with it, but the sidebar never
 * lists it (spec hr-aftersales-contracting: the rescue vehicles' page comes with the dealer system).
 */
export const rescueModule = defineModule({
  name: 'rescue',
  label: { fa: 'امداد خودرو', en: 'Roadside rescue' },
  permissions: [{ name: 'RescueVehicles', url: '/dealer-rescue-vehicle-2', parent: 'DealerSystem', order: 20, label: { fa: 'خودروهای امداد', en: 'Rescue vehicles' }, actions: STANDARD_ACTIONS }],
});
