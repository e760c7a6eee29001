import { lazy } from 'react';
import { defineModule, lazyPage } from '../../core/module/module';
import type { notificationFa } from './messages';

declare module '../../core/i18n/types' {
  interface ModuleMessages {
    notification: typeof notificationFa;
  }
}

/** The user's messages: the bell in the header and the notifications page. */
export default defineModule({
  name: 'notification',
  pages: [{ path: '/notification-2', titleKey: 'notification.routes.notifications', component: lazyPage(() => import('./NotificationsPage'), 'NotificationsPage') }],
  // the sidebar's icon comes with the signed-in shell, not with the sign-in page
  icons: () => import('./icons').then((m) => m.icons),
  messages: () => import('./messages').then((m) => ({ fa: { notification: m.notificationFa }, en: { notification: m.notificationEn } })),
  // fetched with the signed-in shell, not with the sign-in page
  headerItems: [lazy(() => import('./NotificationBell').then((m) => ({ default: m.NotificationBell })))],
});
