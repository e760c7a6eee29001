import { defineModule } from '../module';
import { DEALER_REFERENCES } from './references';

/**
 * The dealer system (api/dealer/v1, spec platform-core §2 "Dealer system"; issue 19): its reference lists first.
 * docs/dealer.md.
 */
export const dealerModule = defineModule({
  name: 'dealer',
  label: { fa: 'سامانهٔ نمایندگی', en: 'Dealer system' },
  entities: [...DEALER_REFERENCES],
  menuOrder: 400,
});
