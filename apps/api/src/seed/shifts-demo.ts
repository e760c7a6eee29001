import type { Prisma } from '../generated/prisma/client';

type Tx = Prisma.TransactionClient;

const hours = (h: number, m = 0) => h * 3600 + m * 60;
const clock = (t: string) => new Date(`1970-01-01T${t}:00.000Z`);

/**
 * The shifts demo of issue 15 (docs/attendance.md "Shifts"), after the HR demos: a night shift 22:00 → 06:00 the
 * next day (with a holiday timing), a rotation of the day and the night shift (two days of each, two days of rest
 * after each) over the night working group, and people to show it: the first personnel works the fixed day shift,
 * the next three are in the rotation's group, the fifth in the weekly rotation's. Their months are on
 * /shift-month-2. Idempotent: nothing is written once the rotation exists.
 */
export async function seedShiftsDemo(tx: Tx, o: { companyId: number; yearStart: string }): Promise<void> {
  const { companyId } = o;
  if (await tx.shiftRotation.count({ where: { companyId, code: 'SR2' } })) return;
  const day = await tx.shift.findFirst({ where: { companyId, code: '001' } });
  const group = await tx.workingGroup.findFirst({ where: { companyId, code: 'WG3' } });
  const weekly = await tx.workingGroup.findFirst({ where: { companyId, code: 'WG1' } });
  if (!day || !group) return;
  const year = day.year;
  const night = await tx.shift.create({ data: { companyId, code: '003', title: 'شیفت شب ۲۲ تا ۶', shiftType: 2, year, description: 'از ساعت ۲۲ تا ۶ بامداد روز بعد' } });
  await tx.shiftTiming.createMany({
    data: [
      {
        companyId, shiftId: night.id, dayType: 1, startTime: clock('22:00'), endTime: clock('06:00'), endTimeNextDay: true,
        firstEntryTime: clock('21:30'), lastExitTime: clock('08:00'), lastExitNextDay: true, maximumDelay: hours(0, 15), maximumRush: hours(0, 10),
        firstOvertimeAllowed: true, firstOvertimeMaximum: hours(1), lastOvertimeAllowed: true, lastOvertimeMaximum: hours(2), description: 'شب‌های کاری',
      },
      {
        companyId, shiftId: night.id, dayType: 3, startTime: clock('22:00'), endTime: clock('06:00'), endTimeNextDay: true,
        maximumDelay: hours(0, 15), notCountedDelaysOnHolidays: true, description: 'شب‌های تعطیل',
      },
    ],
  });
  const rotation = await tx.shiftRotation.create({
    data: { companyId, code: 'SR2', title: 'چرخش روز و شب', periodType: 1, rotationPeriod: 2, restTime: 2, startDate: new Date(o.yearStart) },
  });
  await tx.shiftRotationLine.createMany({ data: [day.id, night.id].map((shiftId, i) => ({ companyId, shiftRotationId: rotation.id, order: i + 1, shiftId })) });
  await tx.shiftRotationWorkingGroup.create({ data: { ownerId: rotation.id, targetId: group.id } });
  const people = await tx.personnel.findMany({ where: { companyId }, orderBy: { organizationCode: 'asc' }, take: 5, select: { id: true } });
  if (people[0]) await tx.personnel.update({ where: { id: people[0].id }, data: { shiftId: day.id } });
  for (const p of people.slice(1, 4)) await tx.personnel.update({ where: { id: p.id }, data: { workingGroupId: group.id, shiftId: null } });
  if (people[4] && weekly) await tx.personnel.update({ where: { id: people[4].id }, data: { workingGroupId: weekly.id, shiftId: null } });
}
