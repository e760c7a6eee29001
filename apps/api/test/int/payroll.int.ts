import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DBFFile } from 'dbffile';
import ExcelJS from 'exceljs';
import * as iconv from 'iconv-lite';
import { jalaliToIsoDate, PAYROLL_ITEMS, RULES_1404_EXAMPLE, WORKED_PAYSLIPS, WORKED_SPLIT_MONTH, type WorkedPayslip } from '@karsaz/domain';
import { financialYear, standardPurposes } from './finance-fixtures';
import { startTestApp, type TestApp } from './support';
import { USER, refresh } from './identity-support';

/**
 * The monthly payroll on the real database (issue 16, docs/payroll.md): the year's rules written through the API
 * (the figures of packages/domain/src/payroll/worked-examples.ts, filed as year 1403 so no seeded year is touched),
 * a person per hand-worked payslip with an issued decree, a closed attendance month and their entries; the month
 * calculated through the API and every stored line equal to the hand-worked one to the rial; the preview answering
 * the same lines; confirm, reject, the decree's supersession, bad input and company isolation.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const PAY = '/api/payroll/v1';
const YEAR = 1403;
const RUN = Date.now() % 1000000;
let seq = 0;
const code = (prefix: string) => `${prefix}${RUN}${++seq}`.slice(0, 20);
/** the rule items' enum values: PAYROLL_ITEMS in order */
const ITEM_VALUE: Record<string, number> = Object.fromEntries(PAYROLL_ITEMS.map((k, i) => [k, i + 1]));
const SHIFT_VALUE = { none: 1, morningEvening: 2, threeShifts: 3, withNight: 4 } as const;

/** A valid Sheba (two check digits by ISO 7064 mod 97) of a bank code and an account. */
function sheba(bankCode: string, account: string): string {
  const bban = `${bankCode}0${account.padStart(18, '0')}`.slice(0, 22);
  let rest = 0;
  for (const ch of `${bban}182700`) rest = (rest * 10 + Number(ch)) % 97;
  return `IR${String(98 - rest).padStart(2, '0')}${bban}`;
}
const binary = (res: { on(e: string, f: (c?: Buffer) => void): void }, done: (e: Error | null, b: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c) => chunks.push(c!));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

type Line = { kind: number; itemKey: string; amount: string; explanation: string; explanationEn: string; quantity: string | null; rate: string | null; base: string | null };

describe('the monthly payroll', () => {
  let t: TestApp;
  let a: string;
  let b: string;
  let companyA: number;
  const people = new Map<string, number>();
  const api = (m: 'get' | 'post' | 'put' | 'delete', path: string, token = a) => t.http()[m](`${PAY}${path}`).set(bearer(token)).set('Accept-Language', 'en');
  const payrollOf = async (month: number, token = a) =>
    (await api('get', `/payroll/getFiltered?year=${YEAR}&month=${month}`, token).expect(200)).body.value.data[0] as { id: number; version: number; status: number; peopleCount: number; gross: string; net: string } | undefined;
  const slipOf = async (payrollId: number, personnelId: number) => {
    const list = (await api('get', `/payslip/getFiltered?payrollId=${payrollId}&personnelId=${personnelId}`).expect(200)).body.value.data as { id: number }[];
    expect(list).toHaveLength(1);
    return (await api('get', `/payslip/getById?Id=${list[0]!.id}`).expect(200)).body.value as Record<string, unknown> & { lines: Line[] };
  };
  const KIND = { 1: 'earning', 2: 'deduction', 3: 'employer' } as Record<number, string>;
  /** the run's codes of the two adjustment types, as the worked examples name them */
  const codes = new Map<string, string>();
  const named = (key: string) => key.replace(/^adjustment:(.*)$/, (_, c: string) => `adjustment:${codes.get(c) ?? c}`);
  const byKind = (lines: { kind: number | string; itemKey?: string; key?: string; amount: string }[], kind: string) =>
    Object.fromEntries(lines.filter((l) => (typeof l.kind === 'number' ? KIND[l.kind] : l.kind) === kind).map((l) => [named(l.itemKey ?? l.key ?? ''), l.amount]));

  beforeAll(async () => {
    t = await startTestApp();
    const p = t.infra.db.prisma;
    const home = (await p.company.findFirstOrThrow({ where: { isDefault: true } })).id;
    await p.user.update({ where: { mobileNumber: '09120000000' }, data: { currentCompanyId: home } });
    const login = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value;
    a = login.access_token;
    companyA = JSON.parse(Buffer.from(a.split('.')[1]!, 'base64url').toString()).company_id;
    const companyB = (await p.company.findMany({ orderBy: { id: 'asc' } })).find((c) => c.id !== companyA)!.id;
    b = (await refresh(t, login.refresh_token, { company_id: String(companyB) }).expect(200)).body.access_token;
    // confirming posts the voucher (the standard purposes, a financial year of the payroll's)
    await standardPurposes(p, companyA);
    await financialYear(p, companyA, YEAR);

    // a year of rules no other suite files (an earlier run's or a generic sample's goes first)
    const old = await p.payrollRule.findMany({ where: { companyId: companyA, year: YEAR } });
    for (const r of old) {
      await p.payrollRuleBracket.deleteMany({ where: { payrollRuleId: r.id } });
      await p.payrollRuleItem.deleteMany({ where: { payrollRuleId: r.id } });
      await p.payrollRule.delete({ where: { id: r.id } });
    }
    const R = RULES_1404_EXAMPLE;
    const rule = (await api('post', '/payrollrule/create').send({
      year: YEAR, title: `ضوابط آزمون ${RUN}`, minimumDailyWage: R.minimumDailyWage, housing: R.housing, grocery: R.grocery, childPerChild: R.childPerChild,
      marriage: R.marriage, seniorityDaily: R.seniorityDaily, ssoEmployeeRate: R.ssoEmployeeRate, ssoEmployerRate: R.ssoEmployerRate, unemploymentRate: R.unemploymentRate,
      hazardousExtraRate: R.hazardousExtraRate, ssoCeilingMultiple: R.ssoCeilingMultiple, paidDaysMethod: 1, hourlyMethod: 1, hourlyDivisor: R.hourlyDivisor,
      overtimeRate: R.overtimeRate, nightRate: R.nightRate, fridayHolidayRate: R.fridayHolidayRate, shiftMorningEveningRate: R.shiftRates.morningEvening,
      shiftThreeRate: R.shiftRates.threeShifts, shiftWithNightRate: R.shiftRates.withNight, missionRate: R.missionRate, taxExemption: R.taxExemption,
      taxSsoDeduction: 1, taxProrate: false, rounding: 1, dbfEncoding: 1,
      lines: R.taxBrackets.map((x) => ({ fromAmount: x.from, toAmount: x.to, rate: x.rate })),
    }).expect(200)).body.value.id as number;
    for (const [item, v] of Object.entries(R.items)) {
      await api('post', '/payrollruleitem/create').send({ payrollRuleId: rule, item: ITEM_VALUE[item], insurable: v!.insurable, taxable: v!.taxable }).expect(200);
    }
    const productionCode = code('P');
    const loanCode = code('L');
    codes.set(productionCode, 'PROD').set(loanCode, 'LOAN');
    const production = (await api('post', '/employmentdecreeadjustmenttype/create').send({
      code: productionCode, title: 'فوق‌العادهٔ تولید', kind: 1, method: 2, rate: '10', prorate: true, insurable: true, taxable: true, lines: [{ item: 1 }, { item: 2 }],
    }).expect(200)).body.value.id as number;
    const loan = (await api('post', '/employmentdecreeadjustmenttype/create').send({ code: loanCode, title: 'قسط وام', kind: 2, method: 1, prorate: false, insurable: false, taxable: false }).expect(200)).body.value.id as number;

    // a person per worked payslip, from a demo person's employment
    const base = await p.personnel.findFirstOrThrow({ where: { companyId: companyA, endDate: null }, orderBy: { id: 'asc' } });
    const { id: _id, thirdPartyId: _tp, organizationCode: _code, nationalCode: _nc, searchText: _st, createdAt: _c, updatedAt: _u, ...rest } = base as unknown as Record<string, unknown>;
    void _id; void _tp; void _code; void _nc; void _st; void _c; void _u;
    for (const w of WORKED_PAYSLIPS) {
      const tp = await p.thirdParty.create({ data: { kind: 1, firstName: 'حقوق', lastName: `${RUN}-${people.size}`, fullName: `حقوق ${w.name}` } });
      // the mid-month starter began on the 17th of the month
      const start = w.attendance.workDays < w.monthDays ? jalaliToIsoDate(YEAR, w.month, w.monthDays - w.attendance.workDays + 1)! : '2020-01-01';
      const nationalCode = String(2000000000 + ((RUN * 10 + ++seq) % 799999999)).slice(0, 10);
      const personnelId = (await p.personnel.create({ data: { ...(rest as object), thirdPartyId: tp.id, organizationCode: code('W'), nationalCode, startDate: new Date(start), shiftId: null, workingGroupId: null } as never })).id;
      people.set(w.name, personnelId);
      const d = w.decree;
      const decree = (await api('post', '/employmentdecree/create').send({
        personnelId, decreeType: 1, issueDate: start, startDate: start, monthlySalary: d.monthlySalary, seniorityYears: d.seniorityYears ?? 0,
        managementAllowance: d.managementAllowance ?? null, childCount: d.childCount ?? 0, married: d.married ?? false, hasInsurance: d.hasInsurance, isTaxable: d.isTaxable,
        hazardous: d.hazardous ?? false, shiftKind: SHIFT_VALUE[w.attendance.shiftKind ?? 'none'],
        lines: (d.adjustments ?? []).map(() => ({ adjustmentTypeId: production })),
      }).expect(200)).body.value as { id: number };
      const version = (await api('get', `/employmentdecree/getById?Id=${decree.id}`).expect(200)).body.value.version as number;
      await api('post', '/employmentdecree/issue').send({ id: decree.id, version }).expect(200);
      for (const e of w.entries ?? []) {
        await api('post', '/payrollentry/create').send({ personnelId, year: YEAR, month: w.month, adjustmentTypeId: loan, amount: e.amount, description: '' }).expect(200);
      }
      // the closed (confirmed) attendance month
      const hours = (h: unknown) => Math.round(Number(h ?? 0) * 3600);
      await p.attendanceMonth.create({
        data: {
          companyId: companyA, personnelId, year: YEAR, month: w.month, period: YEAR * 100 + w.month, status: 3, isClosed: true,
          overTimeHours: hours(w.attendance.overtimeHours), nightHours: hours(w.attendance.nightHours), holidayWorkHours: hours(w.attendance.fridayHolidayHours),
          missionDays: w.attendance.missionDays ?? 0, leaveWithoutPayDays: w.attendance.unpaidLeaveDays ?? 0, absentDays: 0,
        },
      });
    }
  }, 180_000);
  afterAll(() => t.close());

  it('refuses a month whose year has no rules, and bad months, naming the field', async () => {
    // a year no suite gave rules (the generic suites file samples in some years)
    const taken = new Set((await t.infra.db.prisma.payrollRule.findMany({ where: { companyId: companyA }, select: { year: true } })).map((r) => r.year));
    const year = Array.from({ length: 100 }, (_, i) => 1391 + i).find((y) => !taken.has(y))!;
    const none = await api('post', '/payroll/calculate').send({ year, month: 7 }).expect(400);
    expect(none.body.errors.map((e: { field: string }) => e.field)).toEqual(['year']);
    expect(none.body.errors[0].message).toContain(String(year));
    const bad = await api('post', '/payroll/calculate').send({ year: 1200, month: 13 }).expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['month', 'year']);
    expect(await payrollOf(7)).toBeUndefined();
  });

  const stored = new Map<string, Record<string, unknown> & { lines: Line[] }>();

  it('stores every hand-worked payslip equal to the rial', async () => {
    for (const month of [7, 1]) {
      const r = (await api('post', '/payroll/calculate').send({ year: YEAR, month }).expect(200)).body.value;
      const mine = WORKED_PAYSLIPS.filter((w) => w.month === month).map((w) => people.get(w.name)!);
      // the demo's people have decrees in force but no closed attendance month of 1403: they are named, not paid
      expect(r.skipped.every((s: { reason: string }) => s.reason === 'attendance')).toBe(true);
      expect(r.skipped.map((s: { personnelId: number }) => s.personnelId)).not.toEqual(expect.arrayContaining([mine[0]]));
      expect(r.people).toBe(mine.length);
    }
    for (const w of WORKED_PAYSLIPS) {
      const payroll = (await payrollOf(w.month))!;
      const slip = await slipOf(payroll.id, people.get(w.name)!);
      stored.set(w.name, slip);
      expect([w.name, byKind(slip.lines, 'earning')]).toEqual([w.name, w.earnings]);
      expect([w.name, byKind(slip.lines, 'deduction')]).toEqual([w.name, w.deductions]);
      expect([w.name, byKind(slip.lines, 'employer')]).toEqual([w.name, w.employer]);
      expect([w.name, slip.gross, slip.insurableBase, slip.taxableBase, slip.net]).toEqual([w.name, w.gross, w.insurableBase, w.taxableBase, w.net]);
      // each line says which rule, rate and base made it, in both languages
      for (const l of slip.lines) expect(l.explanation.length * l.explanationEn.length).toBeGreaterThan(0);
    }
    // the month's totals are the sums of its payslips
    const mehr = (await payrollOf(7))!;
    const sum = (k: keyof WorkedPayslip) => WORKED_PAYSLIPS.filter((w) => w.month === 7).reduce((s, w) => s + BigInt(w[k] as string), 0n);
    expect([mehr.peopleCount, mehr.gross, mehr.net]).toEqual([6, String(sum('gross')), String(sum('net'))]);
    const overtime = stored.get(WORKED_PAYSLIPS[1]!.name)!.lines.find((l) => l.itemKey === 'overtime')!;
    expect([overtime.quantity, overtime.rate, overtime.base]).toEqual(['20', '140', '472531']);
    expect(overtime.explanationEn).toContain('÷ 7.33');
  });

  it('pays a decree changed within the month by its days, each line naming its decree (worked by hand)', async () => {
    // WORKED_SPLIT_MONTH in Aban 1403 (30 days, as its Mehr): a decree from 2020, a raise issued from the 16th
    const w = WORKED_SPLIT_MONTH;
    const p = t.infra.db.prisma;
    const base = await p.personnel.findFirstOrThrow({ where: { id: people.get(WORKED_PAYSLIPS[0]!.name)! } });
    const { id: _id, thirdPartyId: _tp, organizationCode: _code, nationalCode: _nc, searchText: _st, createdAt: _c, updatedAt: _u, ...rest } = base as unknown as Record<string, unknown>;
    void _id; void _tp; void _code; void _nc; void _st; void _c; void _u;
    const tp = await p.thirdParty.create({ data: { kind: 1, firstName: 'حقوق', lastName: `${RUN}-split`, fullName: 'حقوق دو حکم در یک ماه' } });
    const nationalCode = String(2000000000 + ((RUN * 10 + ++seq) % 799999999)).slice(0, 10);
    const personnelId = (await p.personnel.create({ data: { ...(rest as object), thirdPartyId: tp.id, organizationCode: code('S'), nationalCode, startDate: new Date('2020-01-01') } as never })).id;
    const issue = async (startDate: string, d: typeof w.decree) => {
      const made = (await api('post', '/employmentdecree/create').send({
        personnelId, decreeType: 1, issueDate: startDate, startDate, monthlySalary: d.monthlySalary, seniorityYears: d.seniorityYears, childCount: 0, married: false,
        hasInsurance: true, isTaxable: true, hazardous: false, shiftKind: 1,
      }).expect(200)).body.value as { id: number };
      const version = (await api('get', `/employmentdecree/getById?Id=${made.id}`).expect(200)).body.value.version as number;
      await api('post', '/employmentdecree/issue').send({ id: made.id, version }).expect(200);
    };
    await issue('2020-01-01', w.earlier.decree);
    const from = jalaliToIsoDate(YEAR, 8, 16)!;
    await issue(from, w.decree);
    await p.attendanceMonth.create({
      data: { companyId: companyA, personnelId, year: YEAR, month: 8, period: YEAR * 100 + 8, status: 3, isClosed: true, overTimeHours: 20 * 3600, nightHours: 0, holidayWorkHours: 0, missionDays: 0, leaveWithoutPayDays: 2, absentDays: 0 },
    });
    const r = (await api('post', '/payroll/calculate').send({ year: YEAR, month: 8 }).expect(200)).body.value;
    expect(r.people).toBe(1);
    const slip = await slipOf((await payrollOf(8))!.id, personnelId);
    expect(slip.lines.filter((l) => l.kind === 1).map((l) => [l.itemKey, l.amount])).toEqual(w.earnings);
    expect(byKind(slip.lines, 'deduction')).toEqual(w.deductions);
    expect(byKind(slip.lines, 'employer')).toEqual(w.employer);
    expect([slip.gross, slip.taxableBase, slip.net, slip.paidDays]).toEqual([w.gross, w.taxableBase, w.net, 28]);
    expect(slip.lines[0]!.explanation).toMatch(new RegExp(`^حکم از ${YEAR}/08/01: `));
    expect(slip.lines[4]!.explanationEn).toMatch(new RegExp(`^decree from ${YEAR}/08/16: `));
  });

  it('previews the same lines for the same inputs, storing nothing', async () => {
    const before = await t.infra.db.prisma.payslip.count();
    for (const w of WORKED_PAYSLIPS) {
      const d = w.decree;
      const preview = (await api('post', '/payroll/preview').send({
        year: YEAR, month: w.month,
        decree: {
          monthlySalary: d.monthlySalary, seniorityYears: d.seniorityYears ?? 0, managementAllowance: d.managementAllowance, childCount: d.childCount ?? 0,
          married: d.married ?? false, hasInsurance: d.hasInsurance, isTaxable: d.isTaxable, hazardous: d.hazardous ?? false,
          adjustments: d.adjustments?.map((x) => ({ ...x, title: x.title.fa })),
        },
        attendance: {
          ...w.attendance,
          overtimeHours: w.attendance.overtimeHours === undefined ? undefined : String(w.attendance.overtimeHours),
          nightHours: w.attendance.nightHours === undefined ? undefined : String(w.attendance.nightHours),
          fridayHolidayHours: w.attendance.fridayHolidayHours === undefined ? undefined : String(w.attendance.fridayHolidayHours),
        },
      }).expect(200)).body.value as { lines: { key: string; kind: string; amount: string; explanation: { fa: string; en: string } }[]; net: string };
      const slip = stored.get(w.name)!;
      // the month's entries are the payroll's, not the preview's: the loan is the one line the preview lacks
      const storedLines = slip.lines.filter((l) => !(l.kind === 2 && l.itemKey.startsWith('adjustment:')));
      expect([w.name, preview.lines.map((l) => [named(l.key), l.amount, l.explanation.en])]).toEqual([w.name, storedLines.map((l) => [named(l.itemKey), l.amount, l.explanationEn])]);
    }
    expect(await t.infra.db.prisma.payslip.count()).toBe(before);
  });

  it('answers 400 on each bad preview field', async () => {
    const res = await api('post', '/payroll/preview').send({
      year: YEAR, month: 7, decree: { monthlySalary: 'abc', hasInsurance: true, isTaxable: 'yes' }, attendance: { workDays: 40, overtimeHours: '-3' },
    }).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['attendance.overtimeHours', 'attendance.workDays', 'decree.isTaxable', 'decree.monthlySalary']);
    const calc = await api('post', '/payroll/preview').send({ year: YEAR, month: 7, decree: { monthlySalary: '1000', hasInsurance: true, isTaxable: true }, attendance: { workDays: 31 } }).expect(400);
    expect(calc.body.errors[0].field).toBe('attendance.workDays');
  });

  it('rejects a month with a reason, calculates it again, confirms it, and then keeps it frozen', async () => {
    let mehr = (await payrollOf(7))!;
    await api('post', '/payroll/reject').send({ id: mehr.id, version: mehr.version }).expect(400);
    await api('post', '/payroll/reject').send({ id: mehr.id, version: mehr.version, comment: 'اضافه‌کاری واحد تولید ناقص است' }).expect(200);
    mehr = (await payrollOf(7))!;
    expect(mehr.status).toBe(3);
    await api('post', '/payroll/confirm').send({ id: mehr.id, version: mehr.version }).expect(409);
    await api('post', '/payroll/calculate').send({ year: YEAR, month: 7 }).expect(200);
    mehr = (await payrollOf(7))!;
    expect(mehr.status).toBe(1);
    const again = await slipOf(mehr.id, people.get(WORKED_PAYSLIPS[5]!.name)!);
    expect(again.net).toBe(WORKED_PAYSLIPS[5]!.net);
    await api('post', '/payroll/confirm').send({ id: mehr.id, version: mehr.version }).expect(200);
    // the confirmation posted the month's voucher on its last day: the employer cost to salaries (the default cost
    // centre: the people's department has none) against net pay, insurance, tax and the other deductions
    const confirmed = (await api('get', `/payroll/getById?Id=${mehr.id}`).expect(200)).body.value as Record<string, string>;
    const voucher = await t.infra.db.prisma.voucher.findFirstOrThrow({ where: { companyId: companyA, sourceType: 'payroll', sourceId: mehr.id }, include: { voucherLineViaVoucher: { include: { account: { select: { code: true } } } } } });
    expect([voucher.status, voucher.voucherDate.toISOString().slice(0, 10), String(voucher.totalDebit)]).toEqual([2, jalaliToIsoDate(YEAR, 7, 30), confirmed.employerCost]);
    const sums = (code: string, side: 'debit' | 'credit') => voucher.voucherLineViaVoucher.filter((l) => l.account.code === code).reduce((x, l) => x + Number(l[side]), 0);
    const n = (k: string) => Number(confirmed[k]);
    expect(sums('6201', 'debit')).toBe(n('employerCost'));
    expect(sums('3201', 'credit')).toBe(n('net'));
    expect(sums('3202', 'credit')).toBe(n('ssoEmployee') + n('ssoEmployer') + n('unemployment'));
    expect(sums('3203', 'credit')).toBe(n('incomeTax'));
    expect(sums('3208', 'credit')).toBe(n('deductions') - n('ssoEmployee') - n('incomeTax') + n('employerCost') - n('gross') - n('ssoEmployer') - n('unemployment'));
    expect(String(voucher.totalCredit)).toBe(confirmed.employerCost);
    const frozen = await api('post', '/payroll/calculate').send({ year: YEAR, month: 7 }).expect(409);
    expect(frozen.body.message ?? JSON.stringify(frozen.body)).toMatch(/confirmed/);
    await api('delete', `/payroll/remove?Id=${mehr.id}`).expect(409);
    expect((await payrollOf(7))!.status).toBe(2);
    const history = (await api('get', `/payroll/getHistory?Id=${mehr.id}`).expect(200)).body.value as { action: string; comment: string | null }[];
    expect(history.map((h) => h.action)).toEqual(['reject', 'confirm']);
  });

  it('ends the earlier decree the day before a new one, and refuses an issued decree that starts before a later one', async () => {
    const personnelId = people.get(WORKED_PAYSLIPS[0]!.name)!;
    const make = async (startDate: string) => {
      const d = (await api('post', '/employmentdecree/create').send({ personnelId, decreeType: 2, issueDate: startDate, startDate, monthlySalary: '150000000', hasInsurance: true, isTaxable: true, shiftKind: 1 }).expect(200)).body.value as { id: number };
      return { id: d.id, version: (await api('get', `/employmentdecree/getById?Id=${d.id}`).expect(200)).body.value.version as number };
    };
    const raise = await make('2025-03-21');
    await api('post', '/employmentdecree/issue').send(raise).expect(200);
    const decrees = (await api('get', `/employmentdecree/getFiltered?personnelId=${personnelId}&status=2`).expect(200)).body.value.data as { id: number; startDate: string; endDate: string | null }[];
    const first = decrees.find((d) => d.id !== raise.id)!;
    expect(String(first.endDate).slice(0, 10)).toBe('2025-03-20');
    expect(decrees.find((d) => d.id === raise.id)!.endDate).toBeNull();
    const earlier = await make('2024-06-01');
    const refused = await api('post', '/employmentdecree/issue').send(earlier).expect(409);
    expect(JSON.stringify(refused.body)).toMatch(/cancel it/);
    expect((await api('get', `/employmentdecree/getById?Id=${earlier.id}`).expect(200)).body.value.status).toBe(1);
  });

  it('raises the decrees for a new year with a preview: the percentage, the daily addition, a year of service, the additions copied', async () => {
    const p = t.infra.db.prisma;
    const married = people.get(WORKED_PAYSLIPS[1]!.name)!;
    const shift = people.get(WORKED_PAYSLIPS[3]!.name)!;
    const raisedAlready = people.get(WORKED_PAYSLIPS[0]!.name)!;
    const body = { startDate: '1404/01/01', percent: '32', dailyAddition: '310535', personnelIds: [married, shift, raisedAlready] };
    const bad = await api('post', '/employmentdecree/raise/preview').send({ ...body, startDate: 'فردا', percent: '-1' }).expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['percent']);
    expect((await api('post', '/employmentdecree/raise/preview').send({ ...body, startDate: 'فردا' }).expect(400)).body.errors[0].field).toBe('startDate');
    const decrees = await p.employmentDecree.count();
    const plan = (await api('post', '/employmentdecree/raise/preview').send(body).expect(200)).body.value;
    // 103,909,680 × 132% = 137,160,777.6 → 137,160,778; + 310,535 × 30 = 9,316,050 → 146,476,828
    // 120,000,000 × 132% = 158,400,000; + 9,316,050 → 167,716,050
    const rows = Object.fromEntries(plan.rows.map((r: { personnelId: number; oldSalary: string; newSalary: string }) => [r.personnelId, [r.oldSalary, r.newSalary]]));
    expect(rows).toEqual({ [married]: ['103909680', '146476828'], [shift]: ['120000000', '167716050'] });
    // the person raised from 1404/01/01 already (the test above) is left as they are
    expect(plan.skipped.map((s: { personnelId: number }) => s.personnelId)).toEqual([raisedAlready]);
    expect([plan.oldTotal, plan.newTotal]).toEqual(['223909680', '314192878']);
    expect(await p.employmentDecree.count()).toBe(decrees);

    const done = (await api('post', '/employmentdecree/raise').send(body).expect(200)).body.value;
    expect(done.created).toBe(2);
    const now = await p.employmentDecree.findMany({ where: { personnelId: { in: [married, shift] }, status: 2 }, orderBy: { startDate: 'asc' }, include: { employmentDecreeLineViaEmploymentDecree: true } });
    const of = (id: number) => now.filter((d) => d.personnelId === id);
    for (const [id, salary, years] of [[married, '146476828', 2], [shift, '167716050', 4]] as const) {
      const [old, raised] = of(id);
      expect(old!.endDate!.toISOString().slice(0, 10)).toBe('2025-03-20');
      expect([raised!.decreeType, raised!.startDate.toISOString().slice(0, 10), raised!.endDate, String(raised!.monthlySalary), raised!.seniorityYears]).toEqual([2, '2025-03-21', null, salary, years]);
      expect([raised!.married, raised!.childCount, raised!.hazardous, raised!.shiftKind]).toEqual([old!.married, old!.childCount, old!.hazardous, old!.shiftKind]);
      expect(raised!.employmentDecreeLineViaEmploymentDecree.map((l) => l.adjustmentTypeId)).toEqual(old!.employmentDecreeLineViaEmploymentDecree.map((l) => l.adjustmentTypeId));
    }
    expect(of(shift)[1]!.employmentDecreeLineViaEmploymentDecree).toHaveLength(1);
    // once raised, a second raise from the same day finds nothing to do
    await api('post', '/employmentdecree/raise').send({ ...body, personnelIds: [married, shift] }).expect(422);
  });

  it('writes the month’s files: payslips as PDF, the bank transfer, the SSO list in DBF, the tax list', async () => {
    const p = t.infra.db.prisma;
    const mehr = (await payrollOf(7))!;
    const mine = WORKED_PAYSLIPS.filter((w) => w.month === 7);
    const file = (path: string) => t.http().get(`${PAY}${path}`).set(bearer(a)).set('Accept-Language', 'fa').buffer(true).parse(binary);
    const pdf = await file(`/payroll/export/payslips?Id=${mehr.id}`).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    // a page a person
    expect((pdf.body as Buffer).toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length).toBe(mine.length);
    const one = await file(`/payslip/export/pdf?Id=${(await slipOf(mehr.id, people.get(mine[0]!.name)!)).id}`).expect(200);
    expect((one.body as Buffer).toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);

    // the bank sheet: a row a person and the total of their nets
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await file(`/payroll/export/bank?Id=${mehr.id}`).expect(200)).body as never);
    const cells = book.worksheets[0]!.getSheetValues().flatMap((r) => (Array.isArray(r) ? r : [])).map(String);
    const total = mine.reduce((s, w) => s + BigInt(w.net), 0n);
    expect(cells.some((c) => c.replace(/[^0-9]/g, '') === String(total))).toBe(true);
    // the group-payment text: the person with a Sheba is paid, the others are named as missing
    const paid = people.get(mine[0]!.name)!;
    const account = sheba('017', `${RUN}`);
    const bank = await p.bank.findFirstOrThrow();
    await p.personnelBankAccount.create({ data: { companyId: companyA, personnelId: paid, bankId: bank.id, title: 'حقوق', ownerName: 'حقوق', accountNo: `${RUN}`, shabaNo: account, isDefault: true } });
    expect((await file(`/payroll/export/bank?Id=${mehr.id}&format=text`).expect(400)).body.toString()).toContain('sheba');
    const text = await file(`/payroll/export/bank?Id=${mehr.id}&format=text&sheba=${sheba('012', '999')}`).expect(200);
    const rows = (text.body as Buffer).toString('utf8').trim().split('\r\n');
    expect(rows).toHaveLength(2);
    const cols = rows[1]!.split(',');
    expect([cols[0], cols[2]]).toEqual([account, mine[0]!.net]);
    expect(text.headers['x-missing-sheba']!.split(',')).toHaveLength(mine.length - 1);

    // the SSO list: the workers' file in Windows-1256 (the year's rule), its totals in the workshop's
    const dir = mkdtempSync(join(tmpdir(), 'sso-'));
    try {
      for (const name of ['DSKWOR00', 'DSKKAR00'] as const) writeFileSync(join(dir, `${name}.DBF`), (await file(`/payroll/export/sso?Id=${mehr.id}&file=${name}`).expect(200)).body as Buffer);
      const wor = await DBFFile.open(join(dir, 'DSKWOR00.DBF'), { encoding: 'latin1' });
      const workers = await wor.readRecords();
      expect(workers).toHaveLength(mine.length);
      const fa = (v: unknown) => iconv.decode(Buffer.from(String(v), 'latin1'), 'win1256').trim();
      const base = await p.personnel.findUniqueOrThrow({ where: { id: paid } });
      // Windows-1256 has no Persian yeh: it is written as the Arabic one
      expect(workers.map((w) => fa(w.DSW_LNAME))).toContain(base.lastName.replace(/ی/g, 'ي'));
      expect(workers.map((w) => Number(w.DSW_BIME)).reduce((x, y) => x + y, 0)).toBe(mine.reduce((s, w) => s + Number(w.deductions.ssoEmployee), 0));
      const kar = await (await DBFFile.open(join(dir, 'DSKKAR00.DBF'), { encoding: 'latin1' })).readRecords();
      expect([kar.length, Number(kar[0]!.DSK_NUM), Number(kar[0]!.DSK_TBIME)]).toEqual([1, mine.length, mine.reduce((s, w) => s + Number(w.deductions.ssoEmployee), 0)]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    // the tax list
    const tax = new ExcelJS.Workbook();
    await tax.xlsx.load((await file(`/payroll/export/tax?Id=${mehr.id}`).expect(200)).body as never);
    const taxCells = tax.worksheets[0]!.getSheetValues().flatMap((r) => (Array.isArray(r) ? r : [])).map(String);
    const taxTotal = mine.reduce((s, w) => s + BigInt(w.deductions.incomeTax ?? '0'), 0n);
    expect(taxCells.some((c) => c.replace(/[^0-9]/g, '') === String(taxTotal))).toBe(true);
    // another company's token finds no such payroll
    await t.http().get(`${PAY}/payroll/export/payslips?Id=${mehr.id}`).set(bearer(b)).expect(404);
  });

  it('keeps one company’s payroll from another', async () => {
    const mehr = (await payrollOf(7))!;
    await api('get', `/payroll/getById?Id=${mehr.id}`, b).expect(404);
    expect(await payrollOf(7, b)).toBeUndefined();
    const slip = await slipOf(mehr.id, people.get(WORKED_PAYSLIPS[0]!.name)!);
    await api('get', `/payslip/getById?Id=${slip.id}`, b).expect(404);
    // B's raise finds none of A's decrees (B's own rules of 1404, if a generic suite filed some, or none: 400)
    const raise = { startDate: '1405/01/01', percent: '10', personnelIds: [...people.values()] };
    const seen = await api('post', '/employmentdecree/raise/preview', b).send(raise);
    expect([200, 400]).toContain(seen.status);
    if (seen.status === 200) expect([seen.body.value.rows, seen.body.value.skipped]).toEqual([[], []]);
    const decrees = await t.infra.db.prisma.employmentDecree.count({ where: { companyId: companyA } });
    expect([400, 422]).toContain((await api('post', '/employmentdecree/raise', b).send(raise)).status);
    expect(await t.infra.db.prisma.employmentDecree.count({ where: { companyId: companyA } })).toBe(decrees);
    // A's rules of 1403 are not B's: without rules of its own B's calculation is refused; with some (a generic
    // suite's sample) it pays none of A's people
    const companyB = JSON.parse(Buffer.from(b.split('.')[1]!, 'base64url').toString()).company_id as number;
    if (!(await t.infra.db.prisma.payrollRule.count({ where: { companyId: companyB, year: YEAR } }))) {
      await api('post', '/payroll/calculate', b).send({ year: YEAR, month: 1 }).expect(400);
    } else {
      expect((await api('post', '/payroll/calculate', b).send({ year: YEAR, month: 1 }).expect(200)).body.value.people).toBe(0);
    }
  });
});
