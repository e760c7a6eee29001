import { lazy } from 'react';
import { IconClipboardList, IconRoute } from '@tabler/icons-react';
import { defineModule, lazyPage } from '../../core/module/module';
import { registerFormAddon } from '../../core/entity/addons';
import type { leaveMissionFa } from './messages';

declare module '../../core/i18n/types' {
  interface ModuleMessages {
    leaveMission: typeof leaveMissionFa;
  }
}

// the leave form shows the person's balance of the leave's year under its fields
registerFormAddon('leaverequest', lazy(() => import('./LeaveBalanceAddon').then((m) => ({ default: m.LeaveBalanceAddon }))));

/**
 * Leave and missions' pages of tabs (packages/entities leave-mission): a person's requests (/personnel-requests-2:
 * attendance corrections, leave and its extensions, missions and their extensions) and the missions' management
 * (/mission-management-2: missions, vehicles, residences, per-diem currency, extensions). Each tab is the entity's
 * generic list, on the page's own permissions.
 */
export default defineModule({
  name: 'leave-mission',
  pages: [
    { path: '/personnel-requests-2', titleKey: 'leaveMission.routes.personnelRequests', component: lazyPage(() => import('./RequestPages'), 'PersonnelRequestsPage') },
    { path: '/mission-management-2', titleKey: 'leaveMission.routes.missionManagement', component: lazyPage(() => import('./RequestPages'), 'MissionManagementPage') },
  ],
  icons: { '/personnel-requests-2': IconClipboardList, '/mission-management-2': IconRoute },
  messages: () => import('./messages').then((m) => ({ fa: { leaveMission: m.leaveMissionFa }, en: { leaveMission: m.leaveMissionEn } })),
});
