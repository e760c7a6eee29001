import { hashPassword } from '../core/security/passwords';

import { jalaliYearAt, jalaliYearRange } from '@karsaz/domain';
import type { PrismaClient } from '../core/database/database';
import { seedSupplyDemo } from './supply-demo';
import { seedHrDemo } from './hr-demo';
import { seedHrCoreDemo } from './hr-core-demo';
import { seedWarehouseDemo } from './warehouse-demo';
import { seedContractingDemo } from './contracting-demo';
import { seedShiftsDemo } from './shifts-demo';
import { seedLeaveMissionDemo } from './leave-mission-demo';
import { seedAttendanceDeviceDemo } from './attendance-device-demo';
import { seedAttendanceDemo } from './attendance-demo';
import { seedPayrollDemo } from './payroll-demo';
import { seedFinanceDemo } from './finance-demo';
import { seedTaxDemo } from './tax-demo';
import { seedTreasuryDemo } from './treasury-demo';
import { seedRecruitmentDemo } from './recruitment-demo';
import { seedDealerDemo } from './dealer-demo';
import { seedRescueDemo } from './rescue-demo';
import { ADMINISTRATOR_ROLE } from '../core/database/menu-sync';

export { PASSWORD_HASH_OPTIONS } from '../core/security/passwords';

export interface SeedOptions {
  adminMobile: string;
  adminPassword: string;
  now?: Date;
}

const companies = [
  { code: '1001', nameFa: 'شرکت نمونهٔ کارساز', nameEn: 'Karsaz Demo Company', nationalId: '10100000001', isDefault: true },
  { code: '1002', nameFa: 'شرکت بازرگانی آریا', nameEn: 'Arya Trading Company', nationalId: '10100000002', isDefault: false },
];

const baseData = {
  country: { code: 'IR', nameFa: 'ایران', nameEn: 'Iran' },
  provinces: [
    { code: '23', nameFa: 'تهران', nameEn: 'Tehran', cities: [{ code: '2301', nameFa: 'تهران', nameEn: 'Tehran' }, { code: '2302', nameFa: 'شهریار', nameEn: 'Shahriar' }] },
    { code: '10', nameFa: 'اصفهان', nameEn: 'Isfahan', cities: [{ code: '1001', nameFa: 'اصفهان', nameEn: 'Isfahan' }, { code: '1002', nameFa: 'کاشان', nameEn: 'Kashan' }] },
  ],
};

export async function isSeeded(prisma: PrismaClient): Promise<boolean> {
  return (await prisma.company.count()) > 0;
}

/**
 * The demo organisation: two companies with their financial years 1404 and 1405, an administrator in the
 * Administrator role, and a little base data. Menus, actions and the Administrator role's grants are not demo
 * data: every migrate syncs them from the module manifests (core/database/menu-sync.ts). Safe to run again
 * (upserts), all in one transaction: nothing is half-written when it fails.
 */
export async function seedDemo(prisma: PrismaClient, o: SeedOptions): Promise<void> {
  const now = o.now ?? new Date();
  const currentYear = jalaliYearAt(now);
  const passwordHash = await hashPassword(o.adminPassword);

  await prisma.$transaction(
    async (tx) => {
      const companyRows: { id: number; code: string; isDefault: boolean }[] = [];
      for (const c of companies) {
        companyRows.push(await tx.company.upsert({ where: { code: c.code }, update: {}, create: c }));
      }
      for (const company of companyRows) {
        for (const year of [1404, 1405]) {
          const range = jalaliYearRange(year);
          await tx.financialYear.upsert({
            where: { companyId_year: { companyId: company.id, year } },
            update: { isCurrent: year === currentYear },
            create: {
              companyId: company.id,
              year,
              nameFa: `سال مالی ${year}`,
              nameEn: `Financial year ${year}`,
              startDate: new Date(`${range.start}T00:00:00Z`),
              endDate: new Date(`${range.end}T00:00:00Z`),
              isCurrent: year === currentYear,
            },
          });
        }
      }

      // the role the menu sync grants the manifests' menus and actions (core/database/menu-sync.ts)
      const role = await tx.role.upsert({ where: { name: ADMINISTRATOR_ROLE.name }, update: {}, create: ADMINISTRATOR_ROLE });

      const existing = await tx.user.findUnique({ where: { mobileNumber: o.adminMobile } });
      const thirdPartyId =
        existing?.thirdPartyId ??
        (await tx.thirdParty.create({ data: { kind: 1, firstName: 'مدیر', lastName: 'سامانه', fullName: 'مدیر سامانه', isEmployee: true, mobileNumber: o.adminMobile } })).id;
      const admin =
        existing ??
        (await tx.user.create({
          data: { thirdPartyId, mobileNumber: o.adminMobile, passwordHash, currentCompanyId: companyRows[0].id, mobileVerifiedAt: now, passwordSetAt: now },
        }));
      await tx.userRole.createMany({ data: [{ userId: admin.id, roleId: role.id }], skipDuplicates: true });
      await tx.thirdPartyCompany.createMany({
        data: companyRows.map((c) => ({ thirdPartyId, companyId: c.id, isDefault: c.isDefault })),
        skipDuplicates: true,
      });

      const country = await tx.country.upsert({ where: { code: baseData.country.code }, update: {}, create: baseData.country });
      for (const p of baseData.provinces) {
        const province = await tx.province.upsert({
          where: { code: p.code },
          update: {},
          create: { code: p.code, nameFa: p.nameFa, nameEn: p.nameEn, countryId: country.id },
        });
        for (const c of p.cities) {
          await tx.city.upsert({ where: { code: c.code }, update: {}, create: { ...c, provinceId: province.id } });
        }
      }
      await seedSupplyDemo(tx, { companyId: companyRows[0].id, passwordHash, now });
      const { start: yearStart, end: yearEnd } = jalaliYearRange(currentYear);
      await seedHrDemo(tx, { companyId: companyRows[0].id, now, jalaliYear: currentYear, yearStart, yearEnd });
      await seedHrCoreDemo(tx, { companyId: companyRows[0].id, createdBy: admin.id });
      await seedShiftsDemo(tx, { companyId: companyRows[0].id, yearStart });
      await seedWarehouseDemo(tx, { companyId: companyRows[0].id, adminUserId: admin.id, adminThirdPartyId: admin.thirdPartyId, passwordHash, now });
      await seedContractingDemo(tx, { companyId: companyRows[0].id, passwordHash, now });
      await seedLeaveMissionDemo(tx, { companyId: companyRows[0].id, passwordHash, now });
      await seedAttendanceDeviceDemo(tx, { companyId: companyRows[0].id, now, createdBy: admin.id });
      await seedAttendanceDemo(tx, { companyId: companyRows[0].id, passwordHash, now, createdBy: admin.id });
      await seedPayrollDemo(tx, { companyId: companyRows[0].id, passwordHash, now, createdBy: admin.id });
      await seedFinanceDemo(tx, { companyId: companyRows[0].id, otherCompanyIds: companyRows.slice(1).map((c) => c.id), adminUserId: admin.id, jalaliYear: currentYear });
      await seedTreasuryDemo(tx, { companyId: companyRows[0].id, adminUserId: admin.id, jalaliYear: currentYear });
      await seedTaxDemo(tx, { companyId: companyRows[0].id, adminUserId: admin.id });
      await seedRecruitmentDemo(tx, { companyId: companyRows[0].id, createdBy: admin.id, now });
      // two dealers: each demo company is one (docs/dealer.md)
      await seedDealerDemo(tx, { companyId: companyRows[0].id, createdBy: admin.id, dealerName: 'نمایندگی مرکزی تهران', carmakerCode: 'IK1234', now });
      if (companyRows[1]) await seedDealerDemo(tx, { companyId: companyRows[1].id, createdBy: admin.id, dealerName: 'نمایندگی غرب تهران', carmakerCode: 'IK5678', now });
      await seedRescueDemo(tx, { companyId: companyRows[0].id, passwordHash, now, createdBy: admin.id });
      await tx.auditLog.create({ data: { event: 'seed', entity: 'organisation', data: { companies: companyRows.map((c) => c.code) } } });
    },
    // every module's demo in one transaction: a minute was not enough on a loaded machine
    { timeout: 300_000 },
  );
}
