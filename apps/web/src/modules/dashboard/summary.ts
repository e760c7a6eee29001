import { queryKeys, unwrap, type components } from '@karsaz/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { Language } from '@karsaz/ui';
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
  });
}

/** `BaseInformation` → `Base Information`. */
export function humanizeName(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2').trim();
}

/** An area's or page's label: its Persian description in Persian; its name, spaced, in English. */
export function menuLabel(menu: { name: string; description?: string | null }, language: Language): string {
  if (language === 'fa') return menu.description?.trim() || humanizeName(menu.name);
  return humanizeName(menu.name);
}

export type CountKey = keyof typeof homeFa.dashboard.counts;
export type EventKey = keyof typeof homeFa.dashboard.events;
export type EntityKey = keyof typeof homeFa.dashboard.entities;

export const isCountKey = (key: string): key is CountKey => Object.hasOwn(homeFa.dashboard.counts, key);
export const isEventKey = (key: string): key is EventKey => Object.hasOwn(homeFa.dashboard.events, key);
export const isEntityKey = (key: string): key is EntityKey => Object.hasOwn(homeFa.dashboard.entities, key);
