import { defineModule } from '../module';
import { dealerAppointment } from './appointment';
import { DEALER_CATALOG } from './catalog';
import { DEALER_PLACES } from './dealers';
import { DEALER_RECEPTION } from './reception';
import { DEALER_REFERENCES } from './references';
import { DEALER_REPORTS } from './reports';
import { DEALER_REQUESTS } from './requests';
import { DEALER_SALES } from './sales';

/**
 * The dealer system (api/dealer/v1, spec platform-core §2 "Dealer system"; issue 19): its reference lists, its
 * catalogue (carmakers, vehicles, services, packs), the dealer with its repair shops and sales experts, the
 * appointments and receptions, customers' requests with their follow-ups and visits, test drives, the call centre,
 * sales plans with their pre-orders, statements to the carmaker, and its two grids (dealers, realization rate).
 * docs/dealer.md.
 */
export const dealerModule = defineModule({
  name: 'dealer',
  label: { fa: 'سامانهٔ نمایندگی', en: 'Dealer system' },
  entities: [...DEALER_REFERENCES, ...DEALER_CATALOG, ...DEALER_PLACES, dealerAppointment, ...DEALER_RECEPTION, ...DEALER_REQUESTS, ...DEALER_SALES],
  reports: DEALER_REPORTS,
  menuOrder: 400,
});
