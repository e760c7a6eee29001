import type { Prisma } from '../generated/prisma/client';

type Tx = Prisma.TransactionClient;

/**
 * The first HR pages' demo rows, so they show something on a first start: three working groups, a shift rotation
 * holding two of them, an instruction, and a company information with its recruitment steps and benefits.
 * Idempotent like the rest of the seed.
 */
export async function seedHrDemo(tx: Tx, o: { companyId: number }): Promise<void> {
  const companyId = o.companyId;
  if (await tx.workingGroup.count({ where: { companyId } })) return;
  const groups = [];
  for (const [code, name] of [['WG1', 'گروه صبح'], ['WG2', 'گروه عصر'], ['WG3', 'گروه شب']] as const) groups.push(await tx.workingGroup.create({ data: { companyId, code, name } }));
  const rotation = await tx.shiftRotation.create({ data: { companyId, code: 'SR1', title: 'چرخش هفتگی تولید', rotationPeriod: 7, restTime: 1, startDate: new Date('2026-03-21') } });
  await tx.shiftRotationWorkingGroup.createMany({ data: [groups[0]!, groups[1]!].map((g) => ({ ownerId: rotation.id, targetId: g.id })) });
  await tx.instruction.create({
    data: { companyId, code: 'IN1', title: 'دستورالعمل ایمنی کارگاه', versionNumber: '1.0', instructionType: 1, publicationDate: new Date('2026-03-21'), validityDate: new Date('2027-03-20'), description: 'رعایت نکات ایمنی در کارگاه‌های تولید' },
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
