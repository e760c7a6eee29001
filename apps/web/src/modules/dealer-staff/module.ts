import { lazy } from 'react';
import { defineModule } from '../../core/module/module';
import { registerFormAddon, registerListAddon } from '../../core/entity/addons';
import type { dealerStaffFa } from './messages';

declare module '../../core/i18n/types' {
  interface ModuleMessages {
    dealerStaff: typeof dealerStaffFa;
  }
}

// the appointments' list opens the day's grid of a dealer's slots, where the staff mark who came
registerListAddon('dealerappointment', lazy(() => import('./DayGridAddon').then((m) => ({ default: m.DayGridAddon }))));
// a stored reception's sheet for the customer to sign, as a PDF
registerFormAddon('dealerreception', lazy(() => import('./ReceptionSheetAddon').then((m) => ({ default: m.ReceptionSheetAddon }))));

/**
 * The dealer staff's screens beyond the generic ones (packages/entities dealer, docs/dealer.md): the day's grid of
 * appointments on /dealer-appointment-2 and the reception sheet under a reception's form. The dealer's public pages
 * (the booking and the survey) are the `dealer` module's public.ts.
 */
export default defineModule({
  name: 'dealer-staff',
  messages: () => import('./messages').then((m) => ({ fa: { dealerStaff: m.dealerStaffFa }, en: { dealerStaff: m.dealerStaffEn } })),
});
