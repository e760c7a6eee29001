import type { Prisma } from '../generated/prisma/client';

type Tx = Prisma.TransactionClient;

/**
 * The attendance devices' demo (issue 15): one clock at the entrance and the punches it gave for the first eight
 * personnel of the company outside the shifts demo's rotations (no working group) on the last six working days (Fridays skipped): in between 07:40 and 08:25, out between
 * 16:00 and 17:15 on the Tehran clock, with its last pull recorded. The clock's address is loopback and it has no
 * schedule, so nothing is dialled on a demo machine until someone presses «دریافت ترددها» (which then reports the
 * clock unreachable, as a real one switched off would).
 */
export async function seedAttendanceDeviceDemo(tx: Tx, o: { companyId: number; now: Date; createdBy?: number }): Promise<void> {
  const companyId = o.companyId;
  if (await tx.attendanceDevice.count({ where: { companyId } })) return;
  // people on the day shift: those of the shifts demo's rotations (a working group) punch by their own rotation
  const people = await tx.personnel.findMany({ where: { companyId, workingGroupId: null }, orderBy: { id: 'asc' }, take: 8, select: { id: true } });
  const stamp = { companyId, createdBy: o.createdBy ?? null, updatedBy: o.createdBy ?? null };
  const device = await tx.attendanceDevice.create({
    data: {
      ...stamp, title: 'ساعت ورودی ساختمان مرکزی', serialNumber: 'CKJD203960001', model: 'ZKTeco K40', connectorType: 1, ip: '127.0.0.1', port: 4370,
      description: 'دستگاه نمونه؛ نشانی و زمان همگام‌سازی دستگاه واقعی را اینجا وارد کنید.',
    },
  });
  await tx.attendanceDevice.create({
    data: { ...stamp, title: 'ساعت انبار', serialNumber: 'CKJD203960002', model: 'ZKTeco MB20', connectorType: 2, ip: '127.0.0.2', port: 4370, isActive: false },
  });
  // the last six working days before today (Tehran), Fridays skipped
  const days: string[] = [];
  const tehranToday = new Date(o.now.getTime() + 3.5 * 3600_000);
  for (let back = 1; days.length < 6 && back < 20; back++) {
    const d = new Date(Date.UTC(tehranToday.getUTCFullYear(), tehranToday.getUTCMonth(), tehranToday.getUTCDate() - back));
    if (d.getUTCDay() !== 5) days.push(d.toISOString().slice(0, 10));
  }
  const at = (day: string, minutes: number) => new Date(`${day}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00+03:30`);
  const punches: Prisma.AttendancePunchCreateManyInput[] = [];
  people.forEach((p, i) => {
    days.forEach((day, j) => {
      const spread = (i * 7 + j * 13) % 45;
      punches.push({ ...stamp, personnelId: p.id, deviceId: device.id, source: 1, punchedAt: at(day, 7 * 60 + 40 + spread) });
      // one person forgot to punch out on one day: a missing punch for the daily attendance to flag
      if (!(i === 3 && j === 2)) punches.push({ ...stamp, personnelId: p.id, deviceId: device.id, source: 1, punchedAt: at(day, 16 * 60 + ((i * 11 + j * 17) % 75)) });
    });
  });
  const { count } = await tx.attendancePunch.createMany({ data: punches, skipDuplicates: true });
  await tx.attendanceDevice.update({
    where: { id: device.id },
    data: {
      lastSyncAt: o.now, lastSyncStatus: 1, lastReadCount: count, lastInsertedCount: count, lastDuplicateCount: 0, lastUnknownCount: 0,
      lastSyncMessage: `${count.toLocaleString('fa-IR')} تردد خوانده شد: ${count.toLocaleString('fa-IR')} ثبت شد، ۰ تکراری.`,
    },
  });
}
