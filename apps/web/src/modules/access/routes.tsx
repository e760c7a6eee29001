import { createRoute, type AnyRoute } from '@tanstack/react-router';
import type { RouteTitleKey } from '../../core/router/title';
import { AccessManagementPage } from './AccessManagementPage';
import { LeadsAccessPage } from './LeadsAccessPage';
import { MenusPriorityPage } from './MenusPriorityPage';

// The titles live in this area's texts (`access.routes.*`); the title hook only calls t() with the key.
const title = (key: string) => key as RouteTitleKey;

/** The signed-in routes of this area, children of the dashboard layout route `parent`. */
export function accessRoutes(parent: AnyRoute): AnyRoute[] {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: '/access-management-2',
      staticData: { titleKey: title('access.routes.accessManagement') },
      component: AccessManagementPage,
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/menus-priority-2',
      staticData: { titleKey: title('access.routes.menusPriority') },
      component: MenusPriorityPage,
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/manage-leads-access-management',
      staticData: { titleKey: title('access.routes.leadsAccess') },
      component: LeadsAccessPage,
    }),
  ];
}
