import { defineModule, lazyPage } from '../../core/module/module';
import type { attendanceShiftFa } from './messages';

declare module '../../core/i18n/types' {
  interface ModuleMessages {
    attendanceShift: typeof attendanceShiftFa;
  }
}

/**
 * Shifts for attendance (issue 15): a person's month of shifts (/shift-month-2, «ماه کاری پرسنل», its menu declared
 * in packages/entities hr/module.ts). Shifts and rotations themselves are the generic entity pages.
 */
export default defineModule({
  name: 'attendance-shift',
  pages: [{ path: '/shift-month-2', titleKey: 'attendanceShift.routes.shiftMonth', component: lazyPage(() => import('./ShiftMonthPage'), 'ShiftMonthPage') }],
  icons: () => import('./icons').then((m) => m.icons),
  messages: () => import('./messages').then((m) => ({ fa: { attendanceShift: m.attendanceShiftFa }, en: { attendanceShift: m.attendanceShiftEn } })),
});
