import { defineModule } from '../module';
import { attendanceCorrection, attendanceDay, attendanceMonth } from './attendance';

/**
 * Time and attendance (issue 15, api/hr/v1): the days and months the calculation writes, and the corrections of a
 * day. The attendance management page (`/manage-Attendance-2`) also calculates a month (`Calculate`).
 */
export const attendanceModule = defineModule({
  name: 'attendance',
  label: { fa: 'حضور و غیاب', en: 'Time and attendance' },
  entities: [attendanceMonth, attendanceDay, attendanceCorrection],
  menuOrder: 320,
  menus: { '/manage-Attendance-2': { extraActions: ['Calculate'] } },
  actions: [{ name: 'Calculate', label: { fa: 'محاسبهٔ کارکرد', en: 'Calculate attendance' } }],
});
