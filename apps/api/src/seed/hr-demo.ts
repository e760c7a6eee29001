import type { Prisma } from '../generated/prisma/client';

type Tx = Prisma.TransactionClient;

const hours = (h: number, m = 0) => h * 3600 + m * 60;
const clock = (t: string) => new Date(`1970-01-01T${t}:00.000Z`);

/**
 * The human-resources demo: two employment types (their leave in hours, minutes and seconds) and two shifts with
 * their timings (a day shift, and a night shift that ends 02:00 on the next day), so /employment-type-2 and
 * /shift-2 show something on start. Idempotent like the rest of the seed.
 */
export async function seedHrDemo(tx: Tx, o: { companyId: number; now: Date; jalaliYear: number; yearStart: string; yearEnd: string }): Promise<void> {
  const companyId = o.companyId;
  if (!(await tx.employmentType.count({ where: { companyId } }))) {
    await tx.employmentType.createMany({
      data: [
        { companyId, code: '001', name: 'رسمی', transferableLeaveCeiling: hours(120), leaveTransferMethod: 2, automaticPaidLeaveIncrease: hours(2, 30) },
        { companyId, code: '002', name: 'قراردادی', transferableLeaveCeiling: hours(72), leaveTransferMethod: 3, automaticPaidLeaveIncrease: hours(1, 45) },
      ],
    });
  }
  if (await tx.shift.count({ where: { companyId } })) return;
  const range = { startDate: new Date(o.yearStart), endDate: new Date(o.yearEnd) };
  const day = await tx.shift.create({ data: { companyId, code: '001', title: 'شیفت روز', shiftType: 1, year: o.jalaliYear, description: 'ساعت کاری اداری' } });
  await tx.shiftTiming.createMany({
    data: [
      {
        companyId, shiftId: day.id, dayType: 1, ...range, startTime: clock('07:30'), endTime: clock('15:30'), firstEntryTime: clock('07:00'), lastExitTime: clock('17:00'),
        maximumDelay: hours(0, 15), maximumRush: hours(0, 10), notCountedDelaysOnHolidays: true, hasFloating: true, timeFloatingPeriod: hours(0, 30), description: 'روزهای کاری',
      },
      { companyId, shiftId: day.id, dayType: 2, ...range, startTime: clock('07:30'), endTime: clock('12:30'), maximumDelay: hours(0, 15), description: 'پنجشنبه‌ها' },
    ],
  });
  const night = await tx.shift.create({ data: { companyId, code: '002', title: 'شیفت شب', shiftType: 2, year: o.jalaliYear } });
  await tx.shiftTiming.create({
    data: {
      companyId, shiftId: night.id, dayType: 1, ...range, startTime: clock('18:00'), endTime: clock('02:00'), endTimeNextDay: true,
      lastExitTime: clock('03:00'), lastExitNextDay: true, maximumDelay: hours(0, 20), description: 'پایان در بامداد روز بعد',
    },
  });
}
