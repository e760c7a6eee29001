import { defineModule } from '../module';

/**
 * The home dashboard (/dashboard-2, open to every signed-in user, so no menu): it counts what the other modules
 * declare as `counters` and lists what waits for the user.
 */
export const dashboardModule = defineModule({
  name: 'dashboard',
  label: { fa: 'داشبورد', en: 'Dashboard' },
  counters: ['pendingApprovals'],
});
