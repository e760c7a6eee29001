import { defineModule } from '../module';
import { dealerAppointment } from './appointment';
import { DEALER_CATALOG } from './catalog';
import { DEALER_PLACES } from './dealers';
import { DEALER_RECEPTION } from './reception';
import { DEALER_REFERENCES } from './references';

/**
 * The dealer system (api/dealer/v1, spec platform-core §2 "Dealer system"; issue 19): its reference lists, its
 * catalogue (carmakers, vehicles, services, packs), the dealer with its repair shops and sales experts,
 * and the appointments.
 * docs/dealer.md.
 */
export const dealerModule = defineModule({
  name: 'dealer',
  label: { fa: 'سامانهٔ نمایندگی', en: 'Dealer system' },
  entities: [...DEALER_REFERENCES, ...DEALER_CATALOG, ...DEALER_PLACES, dealerAppointment, ...DEALER_RECEPTION],
  menuOrder: 400,
});
