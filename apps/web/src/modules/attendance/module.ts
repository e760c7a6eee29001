import { lazy } from 'react';
import { defineModule } from '../../core/module/module';
import { registerListAddon } from '../../core/entity/addons';
import type { attendanceFa } from './messages';

declare module '../../core/i18n/types' {
  interface ModuleMessages {
    attendance: typeof attendanceFa;
  }
}

// the attendance management list calculates a month (its page's Calculate)
registerListAddon('attendancemonth', lazy(() => import('./CalculateMonthAddon').then((m) => ({ default: m.CalculateMonthAddon }))));

/**
 * Time and attendance's screens beyond the generic ones (packages/entities attendance): the months' calculation on
 * /manage-Attendance-2. The days, months and corrections are the generic list, form and workflow panel.
 */
export default defineModule({
  name: 'attendance',
  messages: () => import('./messages').then((m) => ({ fa: { attendance: m.attendanceFa }, en: { attendance: m.attendanceEn } })),
});
