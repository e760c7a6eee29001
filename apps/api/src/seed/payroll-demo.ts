import { isoDateToJalali, tehranDate } from '@karsaz/domain';
import { PAYROLL_ROLES } from '@karsaz/entities';
import type { Prisma } from '../generated/prisma/client';
import { PayrollCalculation } from '../modules/payroll/calculation';
import { LeaveBalances } from '../modules/leave-mission/leave-balance';
import { seedDemoPerson } from './supply-demo';

type Tx = Prisma.TransactionClient;

/** The payroll manager of the demo: calculates, confirms and rejects a month, issues decrees. */
export const PAYROLL_DEMO_USER = { key: 'payrollManager', mobile: '09120000016', firstName: 'رضا', lastName: 'حقوقی', role: PAYROLL_ROLES.manager, roleTitle: 'مسئول حقوق و دستمزد' } as const;

/**
 * The payroll rules of 1404 and 1405 as ../shared/research/payroll-iran.md collects them (with its marks: the tax
 * brackets and the SSO share off taxable pay are the sources' majority; the customer checks them against the year's
 * circulars and edits them here). Items 1 … 17: base salary, seniority, housing, grocery, child, marriage,
 * recruitment, management, matching difference, overtime, night, Friday and holiday, shift, mission, eydi, severance,
 * leave paid out.
 */
const RULES = [
  {
    year: 1404, title: 'ضوابط حقوق و دستمزد ۱۴۰۴ (مصوبهٔ شورای عالی کار ۲۵ اسفند ۱۴۰۳)',
    minimumDailyWage: '3463656', housing: '9000000', grocery: '22000000', childPerChild: '10390968', marriage: '5000000', seniorityDaily: '94000',
    taxExemption: '240000000',
    brackets: [['240000000', '300000000', '10'], ['300000000', '380000000', '15'], ['380000000', '500000000', '20'], ['500000000', '666666667', '25'], ['666666667', null, '30']],
  },
  {
    year: 1405, title: 'ضوابط حقوق و دستمزد ۱۴۰۵ (مصوبهٔ شورای عالی کار ۲۴ اسفند ۱۴۰۴)',
    minimumDailyWage: '5541850', housing: '30000000', grocery: '22000000', childPerChild: '16625550', marriage: '5000000', seniorityDaily: '166667',
    taxExemption: '400000000',
    brackets: [['400000000', '800000000', '10'], ['800000000', '1000000000', '15'], ['1000000000', '1200000000', '20'], ['1200000000', '1400000000', '25'], ['1400000000', null, '30']],
  },
] as const;
/** [insurable, taxable, basis] of items 1 … 17 */
const ITEMS: [boolean, boolean, string?][] = [
  [true, true], [true, true], [true, true], [true, true], [false, true], [true, true], [true, true],
  [true, true], [true, true], [true, true], [true, true], [true, true], [true, true], [false, false],
  // the year end: not insurable (the SSO's list of exempt items); eydi taxed above the monthly exemption; severance
  // and leave paid out exempt (Direct Tax Law art. 91)
  [false, true, 'معاف تا یک‌دوازدهم معافیت سالانه'], [false, false, 'ماده ۹۱ قانون مالیات‌های مستقیم'], [false, false, 'ماده ۹۱ قانون مالیات‌های مستقیم'],
];

/**
 * Payroll's demo (issue 16): the payroll manager (09120000016, the administrator's password), the rules of 1404 and
 * 1405, three kinds of addition and deduction, two base decrees, an issued decree for each of the 30 demo people
 * (salaries from the minimum wage up, children, a shift worker, a hazardous job), a loan instalment and a bonus, and
 * last month's payroll calculated (from the people's employment dates where no attendance month is closed), so that
 * /payroll-2 opens on a month with its payslips.
 */
export async function seedPayrollDemo(tx: Tx, o: { companyId: number; passwordHash: string; now: Date; createdBy: number }): Promise<void> {
  await seedDemoPerson(tx, {
    ...PAYROLL_DEMO_USER, companyId: o.companyId, passwordHash: o.passwordHash, now: o.now,
    grants: [
      ['/payroll-2', ['Calculate', 'Confirm', 'Reject', 'Export', 'Delete']],
      ['/employment-decree-2', ['Create', 'Update', 'Delete', 'Issue', 'Cancel']],
      ['/payroll-entry-2', ['Create', 'Update', 'Delete']],
      ['/payroll-rules-2', ['Create', 'Update']],
      ['/employment-decree-adjustment-type-2', ['Create', 'Update', 'Activate']],
      ['/base-employment-decree-2', ['Create', 'Update', 'Activate']],
      ['/personnel-2', ['View']],
    ],
  });
  const companyId = o.companyId;
  if (await tx.payrollRule.count({ where: { companyId } })) return;
  const stamp = { companyId, createdBy: o.createdBy, updatedBy: o.createdBy };
  for (const r of RULES) {
    const rule = await tx.payrollRule.create({
      data: {
        ...stamp, year: r.year, title: r.title, minimumDailyWage: r.minimumDailyWage, housing: r.housing, grocery: r.grocery, childPerChild: r.childPerChild,
        marriage: r.marriage, seniorityDaily: r.seniorityDaily, ssoEmployeeRate: '7', ssoEmployerRate: '20', unemploymentRate: '3', hazardousExtraRate: '4',
        ssoCeilingMultiple: '7', paidDaysMethod: 1, hourlyMethod: 1, hourlyDivisor: '7.33', hourlyIncludesSeniority: false, overtimeRate: '140', nightRate: '35',
        fridayHolidayRate: '140', shiftMorningEveningRate: '10', shiftThreeRate: '15', shiftWithNightRate: '22.5', missionRate: '50', taxExemption: r.taxExemption,
        taxSsoDeduction: 1, taxProrate: false, rounding: 1, eydiDays: 60, eydiCapDays: 90, severanceDaysPerYear: 30, yearEndIncludesSeniority: true, dbfEncoding: 1,
        description: 'ارقام از گزارش پژوهشی حقوق ۱۴۰۴/۱۴۰۵؛ پله‌های مالیات را با بخشنامهٔ سال تطبیق دهید.',
      },
    });
    await tx.payrollRuleBracket.createMany({ data: r.brackets.map(([from, to, rate]) => ({ ...stamp, payrollRuleId: rule.id, fromAmount: from, toAmount: to, rate })) });
    await tx.payrollRuleItem.createMany({ data: ITEMS.map(([insurable, taxable, basis], i) => ({ ...stamp, payrollRuleId: rule.id, item: i + 1, insurable, taxable, basis: basis ?? null })) });
  }
  const production = await tx.employmentDecreeAdjustmentType.create({ data: { ...stamp, code: '001', title: 'فوق‌العادهٔ تولید', kind: 1, method: 2, rate: '10', prorate: true, insurable: true, taxable: true } });
  await tx.adjustmentTypeBaseItem.createMany({ data: [1, 2].map((item) => ({ ...stamp, adjustmentTypeId: production.id, item })) });
  const loan = await tx.employmentDecreeAdjustmentType.create({ data: { ...stamp, code: '002', title: 'قسط وام', kind: 2, method: 1, prorate: false, insurable: false, taxable: false } });
  const bonus = await tx.employmentDecreeAdjustmentType.create({ data: { ...stamp, code: '003', title: 'پاداش', kind: 1, method: 1, amount: '20000000', prorate: false, insurable: true, taxable: true } });
  const base = await tx.baseEmploymentDecree.create({ data: { ...stamp, code: '001', title: 'حداقل دستمزد ۱۴۰۵', year: 1405, monthlySalary: '166255500', seniorityYears: 0 } });
  await tx.baseEmploymentDecree.create({ data: { ...stamp, code: '002', title: 'کارشناس ۱۴۰۵', year: 1405, monthlySalary: '320000000', seniorityYears: 0 } });

  const people = await tx.personnel.findMany({ where: { companyId }, orderBy: { organizationCode: 'asc' }, select: { id: true, startDate: true, martial: true } });
  const today = tehranDate(o.now);
  const j = isoDateToJalali(today)!;
  let n = 0;
  for (const [i, p] of people.entries()) {
    n += 1;
    const start = p.startDate.toISOString().slice(0, 10);
    const years = Math.max(0, j.jy - isoDateToJalali(start)!.jy - 1);
    const salary = String(166255500 + (i % 6) * 40000000);
    const decree = await tx.employmentDecree.create({
      data: {
        ...stamp, code: String(n).padStart(6, '0'), personnelId: p.id, decreeType: 1, baseDecreeId: i % 6 === 0 ? base.id : null, issueDate: p.startDate, startDate: p.startDate,
        monthlySalary: salary, seniorityYears: years, childCount: p.martial === 2 ? i % 3 : 0, married: p.martial === 2, hasInsurance: true, isTaxable: true,
        hazardous: i % 10 === 7, shiftKind: i % 7 === 3 ? 4 : 1, workHours: 44, status: 2,
        ...(i % 9 === 1 ? { managementAllowance: '50000000' } : {}),
      },
    });
    if (i % 4 === 0) await tx.employmentDecreeLine.create({ data: { ...stamp, employmentDecreeId: decree.id, adjustmentTypeId: production.id } });
  }
  // the codes given here are the sequences' last, so the next decree, type or base decree a user makes follows them
  for (const [entity, last] of [['employmentdecree', n], ['employmentdecreeadjustmenttype', 3], ['baseemploymentdecree', 2]] as const) {
    await tx.$executeRawUnsafe(
      `INSERT INTO entity_code_sequence (entity, company_id, last, updated_at) VALUES ($1, $2, $3, now()) ON CONFLICT (entity, company_id) DO UPDATE SET last = GREATEST(entity_code_sequence.last, $3)`,
      entity, companyId, last,
    );
  }
  // last month's payroll, with a loan instalment and a bonus
  const last = j.jm === 1 ? { year: j.jy - 1, month: 12 } : { year: j.jy, month: j.jm - 1 };
  if (!RULES.some((r) => r.year === last.year) || people.length < 2) return;
  await tx.payrollEntry.createMany({
    data: [
      { ...stamp, personnelId: people[1]!.id, year: last.year, month: last.month, adjustmentTypeId: loan.id, amount: '15000000', description: 'وام ضروری' },
      { ...stamp, personnelId: people[2]!.id, year: last.year, month: last.month, adjustmentTypeId: bonus.id, amount: '20000000', description: 'پاداش عملکرد' },
    ],
  });
  const calculation = new PayrollCalculation(new LeaveBalances());
  await calculation.calculate(tx, companyId, o.createdBy, last.year, last.month, { withoutAttendance: true });
  // and the last whole year's eydi, severance and leave paid out
  if (RULES.some((r) => r.year === j.jy - 1)) await calculation.calculateYearEnd(tx, companyId, o.createdBy, j.jy - 1);
}
