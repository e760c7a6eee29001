import { defineModule, lazyPage } from '../../core/module/module';

const page = lazyPage(() => import('./BookingPage'), 'BookingPage');

/**
 * The dealer system's public page (spec platform-core §2, `/dealer-appointment-2/create/:id?`): a customer books an
 * appointment without signing in; the id, when given, is the dealer's. And the satisfaction survey texted to a
 * customer when their car is delivered.
 */
export default defineModule({
  name: 'dealer',
  pages: [
    { layout: 'root', path: '/dealer-appointment-2/create', titleKey: 'routes.dealerBooking', component: page },
    { layout: 'root', path: '/dealer-appointment-2/create/$id', titleKey: 'routes.dealerBooking', component: page },
    // the survey a customer opens from the SMS sent when their car is delivered
    { layout: 'root', path: '/dealer-satisfaction/$token', titleKey: 'routes.dealerSatisfaction', component: lazyPage(() => import('./SatisfactionPage'), 'SatisfactionPage') },
  ],
});
