import { hashPassword } from '../core/security/passwords';

import { jalaliYearAt, jalaliYearRange } from '@karsaz/domain';
import { entityPages } from '@karsaz/entities';
import type { PrismaClient } from '../core/database/database';
import { seedSupplyDemo, workflowActionRows } from './supply-demo';


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

const actions = [
  { name: 'Create', title: 'ایجاد' },
  { name: 'Update', title: 'ویرایش' },
  { name: 'Delete', title: 'حذف' },
  { name: 'Activate', title: 'فعال‌سازی' },
  // the steps of the workflows (Submit, Cancel, Confirm, Reject, ...)
  ...workflowActionRows(),
];

/** The parent menus of spec/platform-core.md §3, with a first few of their pages. */
const menus: { name: string; description: string; subSystemType: number; icon: string; children: { name: string; description: string; url: string }[] }[] = [
  { name: 'BaseInformation', description: 'اطلاعات پایه', subSystemType: 1, icon: 'database', children: [
    { name: 'Countries', description: 'کشورها', url: '/countries-2' },
    { name: 'States', description: 'استان‌ها', url: '/states-2' },
    { name: 'Cities', description: 'شهرها', url: '/cities-2' },
    { name: 'Currencies', description: 'ارزها', url: '/currencies-2' },
    { name: 'MeasureUnits', description: 'واحدهای اندازه‌گیری', url: '/measure-unit-2' },
    { name: 'ThirdParties', description: 'اشخاص', url: '/thirdparties-2' },
    { name: 'AccessManagement', description: 'مدیریت دسترسی', url: '/access-management-2' },
    { name: 'MenusPriority', description: 'منوها و اولویت آن‌ها', url: '/menus-priority-2' },
    { name: 'LeadsAccessManagement', description: 'مدیریت دسترسی سرپرستان', url: '/manage-leads-access-management' },
    { name: 'Notifications', description: 'اعلان‌ها', url: '/notification-2' },
    { name: 'Inbox', description: 'کارتابل', url: '/inbox-2' },
  ] },
  { name: 'EngineeringSystem', description: 'سامانهٔ مهندسی', subSystemType: 2, icon: 'engineering', children: [
    { name: 'CostOvers', description: 'سرفصل‌های هزینه', url: '/cost-overs-2' },
    { name: 'Categories', description: 'فصل‌ها', url: '/categories-2' },
    { name: 'Projects', description: 'پروژه‌ها', url: '/projects-2' },
  ] },
  { name: 'CommercialSystem', description: 'سامانهٔ بازرگانی', subSystemType: 4, icon: 'commercial', children: [] },
  { name: 'WarehouseSystem', description: 'سامانهٔ انبار', subSystemType: 3, icon: 'warehouse', children: [
    { name: 'Products', description: 'کالاها', url: '/product-2' },
    { name: 'Warehouses', description: 'انبارها', url: '/warehouse-2' },
  ] },
  { name: 'FinancialSystem', description: 'سامانهٔ مالی', subSystemType: 5, icon: 'financial', children: [] },
  { name: 'TreasuryInformation', description: 'خزانه‌داری', subSystemType: 6, icon: 'treasury', children: [
    { name: 'BankAccounts', description: 'حساب‌های بانکی', url: '/bank-account-2' },
  ] },
  { name: 'HumanResourceInformation', description: 'منابع انسانی', subSystemType: 7, icon: 'hr', children: [
    { name: 'Payroll', description: 'حقوق و دستمزد', url: '/payroll-2' },
  ] },
  { name: 'DealerSystem', description: 'سامانهٔ نمایندگی', subSystemType: 8, icon: 'dealer', children: [
    { name: 'Dealers', description: 'نمایندگی‌ها', url: '/dealer-2' },
    { name: 'RescueVehicles', description: 'خودروهای امداد', url: '/dealer-rescue-vehicle-2' },
  ] },
  { name: 'TransportationAndRequestMachinery', description: 'حمل‌ونقل و درخواست ماشین‌آلات', subSystemType: 9, icon: 'transport', children: [
    { name: 'TransportRequests', description: 'درخواست‌های حمل', url: '/transport-request-2' },
    { name: 'MachineryRequests', description: 'درخواست‌های ماشین‌آلات', url: '/machinery-request-2' },
  ] },
];

/** Subsystem types whose pages the SPA links as its own routes (spec platform-core §2); others are external links. */
const INTERNAL_SUBSYSTEMS = [1, 3, 6, 7, 8, 9];

/** The hand-listed menus plus the page of every entity definition that is not listed yet, under its parent. */
function withEntityMenus(list: typeof menus): typeof menus {
  const known = new Set(list.flatMap((m) => m.children.map((c) => c.url)));
  return list.map((m) => ({
    ...m,
    children: [
      ...m.children,
      ...entityPages().filter((page) => page.parent === m.name && !known.has(page.url)).map((page) => ({
        name: page.label.en.replace(/[^A-Za-z0-9]/g, ''),
        description: page.label.fa,
        url: page.url,
      })),
    ],
  }));
}

const baseData = {
  country: { code: 'IR', nameFa: 'ایران', nameEn: 'Iran' },
  provinces: [
    { code: '23', nameFa: 'تهران', nameEn: 'Tehran', cities: [{ code: '2301', nameFa: 'تهران', nameEn: 'Tehran' }, { code: '2302', nameFa: 'شهریار', nameEn: 'Shahriar' }] },
    { code: '10', nameFa: 'اصفهان', nameEn: 'Isfahan', cities: [{ code: '1001', nameFa: 'اصفهان', nameEn: 'Isfahan' }, { code: '1002', nameFa: 'کاشان', nameEn: 'Kashan' }] },
  ],
};

/** What the seed grants its administrator: every menu it writes with every action it writes (names). */
export function seededAccess(): { menus: string[]; actions: string[] } {
  return { menus: withEntityMenus(menus).flatMap((m) => [m.name, ...m.children.map((c) => c.name)]), actions: actions.map((a) => a.name) };
}

export async function isSeeded(prisma: PrismaClient): Promise<boolean> {
  return (await prisma.company.count()) > 0;
}

/**
 * The demo organisation: two companies with their financial years 1404 and 1405, an administrator whose role
 * reaches every menu with every action, and a little base data. Safe to run again (upserts), all in one
 * transaction: nothing is half-written when it fails.
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

      const actionRows: { id: number }[] = [];
      for (const a of actions) actionRows.push(await tx.action.upsert({ where: { name: a.name }, update: {}, create: a }));

      const menuRows: { id: number }[] = [];
      let priority = 0;
      for (const m of withEntityMenus(menus)) {
        const parent = await tx.actionMenu.upsert({
          where: { name: m.name },
          update: {},
          create: { name: m.name, description: m.description, subSystemType: m.subSystemType, icon: m.icon, priority: (priority += 10) },
        });
        menuRows.push(parent);
        let childPriority = 0;
        for (const ch of m.children) {
          menuRows.push(
            await tx.actionMenu.upsert({
              where: { name: ch.name },
              update: {},
              // the subsystems the spec serves from other applications (engineering, commercial, financial) are
              // pages of this one, reached as external links under the SPA's base path
              create: { ...ch, parentId: parent.id, subSystemType: m.subSystemType, priority: (childPriority += 10), baseUrl: INTERNAL_SUBSYSTEMS.includes(m.subSystemType) ? null : '/common' },
            }),
          );
        }
      }

      const role = await tx.role.upsert({ where: { name: 'Administrator' }, update: {}, create: { name: 'Administrator', title: 'مدیر سامانه' } });
      await tx.rolePermission.createMany({
        data: menuRows.flatMap((menu) => actionRows.map((action) => ({ roleId: role.id, actionMenuId: menu.id, actionId: action.id }))),
        skipDuplicates: true,
      });

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
      await tx.auditLog.create({ data: { event: 'seed', entity: 'organisation', data: { companies: companyRows.map((c) => c.code) } } });
    },
    { timeout: 60000 },
  );
}
