import { createRoute, type AnyRoute } from '@tanstack/react-router';
import type { RouteTitleKey } from '../../core/router/title';
import { NotificationsPage } from './NotificationsPage';

// The title lives in this area's texts (`notification.routes.*`); the title hook only calls t() with the key.
const title = (key: string) => key as RouteTitleKey;

/** The signed-in routes of this area, children of the dashboard layout route `parent`. */
export function notificationRoutes(parent: AnyRoute): AnyRoute[] {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: '/notification-2',
      staticData: { titleKey: title('notification.routes.notifications') },
      component: NotificationsPage,
    }),
  ];
}
