import { IconShieldLock } from '@tabler/icons-react';
import { defineModule, lazyPage } from '../../core/module/module';
import { accessEn, accessFa } from './messages';

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
  icons: { '/access-management-2': IconShieldLock },
  messages: { fa: { access: accessFa }, en: { access: accessEn } },
});
