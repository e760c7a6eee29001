import { queryKeys, unwrap, type components } from '@karsaz/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../../core/api/api';
import { homeFa } from './messages';

export type DashboardSummary = components['schemas']['DashboardSummary'];
export type SummaryArea = components['schemas']['SummaryArea'];
export type ActivityEntry = components['schemas']['ActivityEntry'];

/** GET /api/dashboard/v1/summary: the signed-in user's areas, pages, counts, recent activity and approvals. */
export function summaryQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.all('dashboard-summary'),
    queryFn: () => unwrap(api.client.GET('/api/dashboard/v1/summary')),
    staleTime: 30_000,
    // the dashboard shows the failure itself, with a retry
    meta: { handlesErrors: true },
  });
}

// the menus' labels are written, not derived from the stored name (issue 11)
export { humanizeName, menuLabel } from '../../core/access/menuLabels';

export type CountKey = keyof typeof homeFa.dashboard.counts;
export type EventKey = keyof typeof homeFa.dashboard.events;
export type EntityKey = keyof typeof homeFa.dashboard.entities;

export const isCountKey = (key: string): key is CountKey => Object.hasOwn(homeFa.dashboard.counts, key);
export const isEventKey = (key: string): key is EventKey => Object.hasOwn(homeFa.dashboard.events, key);
export const isEntityKey = (key: string): key is EntityKey => Object.hasOwn(homeFa.dashboard.entities, key);
