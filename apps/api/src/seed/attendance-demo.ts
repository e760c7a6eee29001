import { isoDateToJalali } from '@karsaz/domain';
import { ATTENDANCE_ROLES } from '@karsaz/entities';
import type { Prisma } from '../generated/prisma/client';
import { ShiftResolver } from '../modules/attendance-shift/shift-resolver';
import { AttendanceCalculation, monthRange } from '../modules/attendance/calculation';
import { ApprovedAbsences } from '../modules/leave-mission/approved-absences';
import { seedDemoPerson } from './supply-demo';

type Tx = Prisma.TransactionClient;

/** The attendance manager of the demo (confirms closed months, decides corrections of people without a manager). */
export const ATTENDANCE_DEMO_USER = { key: 'attendanceManager', mobile: '09120000015', firstName: 'مینا', lastName: 'حضوری', role: ATTENDANCE_ROLES.manager, roleTitle: 'مدیر حضور و غیاب' } as const;

/**
 * Time and attendance's demo (issue 15): the attendance manager (09120000015, the administrator's password) and the
 * months of the device demo's punches calculated (the month of the earliest punch and the current one), so that
 * /manage-Attendance-2 and /personnel-attendance-2 show days with their work, lateness and overtime, and a missing punch.
 */
export async function seedAttendanceDemo(tx: Tx, o: { companyId: number; passwordHash: string; now: Date; createdBy: number }): Promise<void> {
  await seedDemoPerson(tx, {
    ...ATTENDANCE_DEMO_USER, companyId: o.companyId, passwordHash: o.passwordHash, now: o.now,
    grants: [['/manage-Attendance-2', ['Calculate', 'Close', 'Reopen']], ['/personnel-attendance-2', ['View']], ['/attendance-correction-2', ['Create', 'Update', 'Delete', 'Submit', 'Cancel']]],
  });
  if (await tx.attendanceMonth.count({ where: { companyId: o.companyId } })) return;
  const first = await tx.attendancePunch.findFirst({ where: { companyId: o.companyId }, orderBy: { punchedAt: 'asc' }, select: { punchedAt: true } });
  const calculation = new AttendanceCalculation(new ShiftResolver(), new ApprovedAbsences());
  const months = new Set<string>();
  for (const at of [first?.punchedAt, o.now]) {
    if (!at) continue;
    const j = isoDateToJalali(new Date(at.getTime() + 3.5 * 3600_000).toISOString().slice(0, 10))!;
    months.add(`${j.jy}-${j.jm}`);
  }
  for (const m of months) {
    const [y, mo] = m.split('-').map(Number) as [number, number];
    await calculation.calculate(tx, o.companyId, o.createdBy, monthRange(y, mo));
  }
}
