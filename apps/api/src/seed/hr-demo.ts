import type { Prisma } from '../generated/prisma/client';

type Tx = Prisma.TransactionClient;

const hours = (h: number, m = 0) => h * 3600 + m * 60;
const clock = (t: string) => new Date(`1970-01-01T${t}:00.000Z`);

/**
 * The human-resources demo, so the first HR pages show something on start: two employment types (their leave in
 * hours, minutes and seconds), two shifts with their timings (a day shift, and a night shift that ends 02:00 on the
 * next day), three working groups, a shift rotation holding both shifts and two of the groups, an instruction, and a
 * company information with its recruitment steps and benefits. Idempotent like the rest of the seed.
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
  const shifts = (await tx.shift.count({ where: { companyId } })) ? [] : await seedShifts(tx, o);
  if (await tx.workingGroup.count({ where: { companyId } })) return;
  const groups = [];
  for (const [code, name] of [['WG1', 'گروه صبح'], ['WG2', 'گروه عصر'], ['WG3', 'گروه شب']] as const) groups.push(await tx.workingGroup.create({ data: { companyId, code, name } }));
  const rotation = await tx.shiftRotation.create({ data: { companyId, code: 'SR1', title: 'چرخش هفتگی تولید', periodType: 1, rotationPeriod: 7, restTime: 1, startDate: new Date(o.yearStart) } });
  await tx.shiftRotationWorkingGroup.createMany({ data: [groups[0]!, groups[1]!].map((g) => ({ ownerId: rotation.id, targetId: g.id })) });
  if (shifts.length) await tx.shiftRotationLine.createMany({ data: shifts.map((shiftId, i) => ({ companyId, shiftRotationId: rotation.id, order: i + 1, shiftId })) });
  await tx.instruction.create({
    data: { companyId, code: 'IN1', title: 'دستورالعمل ایمنی کارگاه', versionNumber: '1.0', instructionType: 1, publicationDate: new Date(o.yearStart), validityDate: new Date(o.yearEnd), description: 'رعایت نکات ایمنی در کارگاه‌های تولید' },
  });
  const activity = await tx.activityType.upsert({ where: { code: '901' }, update: {}, create: { code: '901', nameFa: 'تولیدی', nameEn: 'Manufacturing' } });
  const info = await tx.companyInformation.create({
    data: { companyId, title: 'اطلاعات شرکت نمونه', ceo: 'مریم احمدی', activityTypeId: activity.id, ownershipType: 1, establishmentYear: 1385, industry: 'ساختمان', employeeCount: 120, website: 'https://example.com' },
  });
  await tx.recruitmentStep.createMany({
    data: [['بررسی رزومه', 1], ['آزمون', 2], ['مصاحبه', 3]].map(([title, order]) => ({ companyId, companyInformationId: info.id, title: title as string, order: order as number })),
  });
  await tx.companyBenefit.createMany({ data: ['بیمهٔ تکمیلی', 'سرویس ایاب و ذهاب'].map((title) => ({ companyId, companyInformationId: info.id, title })) });
}

/** The day and the night shift with their timings; their ids. */
async function seedShifts(tx: Tx, o: { companyId: number; jalaliYear: number; yearStart: string; yearEnd: string }): Promise<number[]> {
  const companyId = o.companyId;
  const range = { startDate: new Date(o.yearStart), endDate: new Date(o.yearEnd) };
  const day = await tx.shift.create({ data: { companyId, code: '001', title: 'شیفت روز', shiftType: 1, year: o.jalaliYear, description: 'ساعت کاری اداری' } });
  await tx.shiftTiming.createMany({
    data: [
      {
        companyId, shiftId: day.id, dayType: 1, ...range, startTime: clock('07:30'), endTime: clock('15:30'), firstEntryTime: clock('07:00'), lastExitTime: clock('17:00'),
        maximumDelay: hours(0, 15), maximumRush: hours(0, 10), notCountedDelaysOnHolidays: true, hasFloating: true, timeFloatingPeriod: hours(0, 30), description: 'روزهای کاری',
      },
      { companyId, shiftId: day.id, dayType: 2, ...range, onThursday: true, startTime: clock('07:30'), endTime: clock('12:30'), maximumDelay: hours(0, 15), description: 'پنجشنبه‌ها' },
    ],
  });
  const night = await tx.shift.create({ data: { companyId, code: '002', title: 'شیفت شب', shiftType: 2, year: o.jalaliYear } });
  await tx.shiftTiming.create({
    data: {
      companyId, shiftId: night.id, dayType: 1, ...range, startTime: clock('18:00'), endTime: clock('02:00'), endTimeNextDay: true,
      lastExitTime: clock('03:00'), lastExitNextDay: true, maximumDelay: hours(0, 20), description: 'پایان در بامداد روز بعد',
    },
  });
  return [day.id, night.id];
}
