import { ACCOUNT_PURPOSE } from '@karsaz/entities';
import { jalaliYearRange } from '@karsaz/domain';
import type { PrismaClient } from '../../src/generated/prisma/client';
import { STANDARD_PURPOSES } from '../../src/seed/finance-demo';

/**
 * The company's purposes mapped to the standard chart's accounts again, as the seed left them (salaries with the
 * company's first cost centre as their default): the generic suites of the shard may have let a purpose go or mapped
 * it to a sample account (generic-arrange.ts). Only a purpose that differs is written again.
 */
export async function standardPurposes(prisma: PrismaClient, companyId: number): Promise<void> {
  const accounts = new Map((await prisma.account.findMany({ where: { companyId }, select: { id: true, code: true } })).map((a) => [a.code, a.id]));
  const centre = await prisma.costCenter.findFirst({ where: { companyId }, orderBy: { id: 'asc' }, select: { id: true } });
  for (const [purpose, code] of STANDARD_PURPOSES) {
    const accountId = accounts.get(code)!;
    const costCenterId = purpose === ACCOUNT_PURPOSE.salaryExpense ? (centre?.id ?? null) : null;
    const have = await prisma.accountSetting.findFirst({ where: { companyId, purpose } });
    if (have && have.accountId === accountId && have.costCenterId === costCenterId) continue;
    await prisma.accountSetting.deleteMany({ where: { companyId, purpose } });
    await prisma.accountSetting.create({ data: { companyId, purpose, accountId, costCenterId } });
  }
}

/** A financial year of the company for a Jalali year (the seed makes 1404 and 1405 only). */
export async function financialYear(prisma: PrismaClient, companyId: number, year: number): Promise<void> {
  const range = jalaliYearRange(year);
  await prisma.financialYear.upsert({
    where: { companyId_year: { companyId, year } },
    update: {},
    create: { companyId, year, nameFa: `سال مالی ${year}`, nameEn: `Financial year ${year}`, startDate: new Date(`${range.start}T00:00:00Z`), endDate: new Date(`${range.end}T00:00:00Z`), isCurrent: false },
  });
}
