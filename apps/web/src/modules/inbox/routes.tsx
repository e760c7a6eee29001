import { createRoute, type AnyRoute } from '@tanstack/react-router';
import type { RouteTitleKey } from '../../core/router/title';
import { InboxPage } from './InboxPage';

/** /inbox-2 (کارتابل), a child of the dashboard layout route `parent`. */
export function inboxRoutes(parent: AnyRoute): AnyRoute[] {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: '/inbox-2',
      staticData: { titleKey: 'routes.inbox' as RouteTitleKey },
      component: InboxPage,
    }),
  ];
}
