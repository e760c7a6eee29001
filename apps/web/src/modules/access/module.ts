import { defineModule, lazyPage } from '../../core/module/module';
import type { accessFa } from './messages';

declare module '../../core/i18n/types' {
  interface ModuleMessages {
    access: typeof accessFa;
  }
}

/** Access management: roles, users, actions, menus and their order, leads. */
export default defineModule({
  name: 'access',
  pages: [
    { path: '/access-management-2', titleKey: 'access.routes.accessManagement', component: lazyPage(() => import('./AccessManagementPage'), 'AccessManagementPage') },
    { path: '/menus-priority-2', titleKey: 'access.routes.menusPriority', component: lazyPage(() => import('./MenusPriorityPage'), 'MenusPriorityPage') },
    { path: '/manage-leads-access-management', titleKey: 'access.routes.leadsAccess', component: lazyPage(() => import('./LeadsAccessPage'), 'LeadsAccessPage') },
  ],
  // the sidebar's icon comes with the signed-in shell, not with the sign-in page
  icons: () => import('./icons').then((m) => m.icons),
  messages: () => import('./messages').then((m) => ({ fa: { access: m.accessFa }, en: { access: m.accessEn } })),
});
