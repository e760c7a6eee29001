import { jalaliToIsoDate, jalaliYearRange, PAYROLL_ITEMS, RULES_1404_EXAMPLE, WORKED_YEAR_ENDS, WORKDAY_SECONDS } from '@karsaz/domain';
import { financialYear, standardPurposes } from './finance-fixtures';
import { startTestApp, type TestApp } from './support';
import { USER, refresh } from './identity-support';

/**
 * The year end on the real database (issue 16 "Year-end items", docs/payroll.md "The year end"): the year's rules
 * written through the API (packages/domain/src/payroll/worked-examples.ts's, filed as 1402, a 365-day year no other
 * suite files), a person per hand-worked year end with an issued decree, their employment dates, a closed attendance
 * month with the unpaid days, and an employment type whose leave rule leaves the days paid out; the year end
 * calculated through the API and each stored line equal to the hand-worked one to the rial; its files; confirmation
 * freezing it; bad input; company isolation.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const PAY = '/api/payroll/v1';
const YEAR = 1402;
const RUN = Date.now() % 1000000;
let seq = 0;
const code = (prefix: string) => `${prefix}${RUN}${++seq}`.slice(0, 20);
/** the rule items' enum values: PAYROLL_ITEMS in order */
const ITEM_VALUE: Record<string, number> = Object.fromEntries(PAYROLL_ITEMS.map((k, i) => [k, i + 1]));
const KIND = { 1: 'earning', 2: 'deduction', 3: 'employer' } as Record<number, string>;
type Line = { kind: number; itemKey: string; amount: string; explanation: string; explanationEn: string };

describe('the year end: eydi, severance and unused leave paid out', () => {
  let t: TestApp;
  let a: string;
  let b: string;
  let companyA: number;
  const people: number[] = [];
  const api = (m: 'get' | 'post' | 'delete', path: string, token = a) => t.http()[m](`${PAY}${path}`).set(bearer(token)).set('Accept-Language', 'en');
  const yearEnd = async (token = a) =>
    (await api('get', `/payroll/getFiltered?year=${YEAR}&kind=2`, token).expect(200)).body.value.data[0] as { id: number; version: number; status: number; month: number; kind: number; peopleCount: number } | undefined;
  const slipOf = async (payrollId: number, personnelId: number) => {
    const list = (await api('get', `/payslip/getFiltered?payrollId=${payrollId}&personnelId=${personnelId}`).expect(200)).body.value.data as { id: number }[];
    expect(list).toHaveLength(1);
    return (await api('get', `/payslip/getById?Id=${list[0]!.id}`).expect(200)).body.value as Record<string, unknown> & { id: number; lines: Line[] };
  };
  const byKind = (lines: Line[], kind: string) => Object.fromEntries(lines.filter((l) => KIND[l.kind] === kind).map((l) => [l.itemKey, l.amount]));

  beforeAll(async () => {
    t = await startTestApp();
    const p = t.infra.db.prisma;
    const home = (await p.company.findFirstOrThrow({ where: { isDefault: true } })).id;
    await p.user.update({ where: { mobileNumber: '09120000000' }, data: { currentCompanyId: home } });
    const login = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value;
    a = login.access_token;
    companyA = JSON.parse(Buffer.from(a.split('.')[1]!, 'base64url').toString()).company_id as number;
    const companyB = (await p.company.findMany({ orderBy: { id: 'asc' } })).find((c) => c.id !== companyA)!.id;
    b = (await refresh(t, login.refresh_token, { company_id: String(companyB) }).expect(200)).body.access_token;
    // confirming posts the voucher (the standard purposes, a financial year of the payroll's)
    await standardPurposes(p, companyA);
    await financialYear(p, companyA, YEAR);

    // the year's rules (an earlier run's go first), with the year-end items of the worked examples
    for (const r of await p.payrollRule.findMany({ where: { companyId: companyA, year: YEAR } })) {
      await p.payrollRuleBracket.deleteMany({ where: { payrollRuleId: r.id } });
      await p.payrollRuleItem.deleteMany({ where: { payrollRuleId: r.id } });
      await p.payrollRule.delete({ where: { id: r.id } });
    }
    const old = await p.payroll.findMany({ where: { companyId: companyA, year: YEAR } });
    await p.payslipLine.deleteMany({ where: { payslip: { payrollId: { in: old.map((x) => x.id) } } } });
    await p.payslip.deleteMany({ where: { payrollId: { in: old.map((x) => x.id) } } });
    await p.payroll.deleteMany({ where: { id: { in: old.map((x) => x.id) } } });
    const R = RULES_1404_EXAMPLE;
    const rule = (await api('post', '/payrollrule/create').send({
      year: YEAR, title: `ضوابط پایان سال آزمون ${RUN}`, minimumDailyWage: R.minimumDailyWage, housing: R.housing, grocery: R.grocery, childPerChild: R.childPerChild,
      marriage: R.marriage, seniorityDaily: R.seniorityDaily, ssoEmployeeRate: R.ssoEmployeeRate, ssoEmployerRate: R.ssoEmployerRate, unemploymentRate: R.unemploymentRate,
      hazardousExtraRate: R.hazardousExtraRate, ssoCeilingMultiple: R.ssoCeilingMultiple, paidDaysMethod: 1, hourlyMethod: 1, hourlyDivisor: R.hourlyDivisor,
      overtimeRate: R.overtimeRate, nightRate: R.nightRate, fridayHolidayRate: R.fridayHolidayRate, shiftMorningEveningRate: R.shiftRates.morningEvening,
      shiftThreeRate: R.shiftRates.threeShifts, shiftWithNightRate: R.shiftRates.withNight, missionRate: R.missionRate, taxExemption: R.taxExemption,
      taxSsoDeduction: 1, taxProrate: false, rounding: 1, dbfEncoding: 1, eydiDays: R.eydiDays, eydiCapDays: R.eydiCapDays, severanceDaysPerYear: R.severanceDaysPerYear,
      yearEndIncludesSeniority: true, yearEndTaxRate: null,
      lines: R.taxBrackets.map((x) => ({ fromAmount: x.from, toAmount: x.to, rate: x.rate })),
    }).expect(200)).body.value.id as number;
    for (const [item, v] of Object.entries(R.items)) {
      await api('post', '/payrollruleitem/create').send({ payrollRuleId: rule, item: ITEM_VALUE[item], insurable: v!.insurable, taxable: v!.taxable }).expect(200);
    }

    // the leave rules: none carried or paid (1), and the excess past a 9-day ceiling paid out (3); the entitlement
    // is the days each worked example pays out (nobody takes leave: the balance is the entitlement, plus what is
    // carried for the one employed for years)
    const leaveType = async (method: number, days: string) =>
      (await p.employmentType.create({ data: { companyId: companyA, code: code('ET'), name: `پایان سال ${RUN}-${seq}`, leaveTransferMethod: method, transferableLeaveCeiling: 9 * WORKDAY_SECONDS, automaticPaidLeaveIncrease: Math.round(Number(days) * WORKDAY_SECONDS) } })).id;
    const base = await p.personnel.findFirstOrThrow({ where: { companyId: companyA, endDate: null }, orderBy: { id: 'asc' } });
    const { id: _id, thirdPartyId: _tp, organizationCode: _code, nationalCode: _nc, searchText: _st, createdAt: _c, updatedAt: _u, ...rest } = base as unknown as Record<string, unknown>;
    void _id; void _tp; void _code; void _nc; void _st; void _c; void _u;
    const yearStart = jalaliToIsoDate(YEAR, 1, 1)!;
    const dayAfter = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    for (const w of WORKED_YEAR_ENDS) {
      const partYear = w.input.workDays < w.input.yearDays;
      const start = partYear ? yearStart : '2020-01-01';
      const end = partYear ? dayAfter(yearStart, w.input.workDays - 1) : null;
      // the one who left is paid all that is left (the entitlement); the one employed for years the excess past the
      // ceiling (entitlement + 9 carried − 9); the first nothing (a rule that pays none)
      const employmentTypeId = w.input.leavePayoutReason === 'exit' ? await leaveType(1, String(w.input.leavePayoutDays))
        : w.input.leavePayoutReason === 'excess' ? await leaveType(3, String(w.input.leavePayoutDays)) : await leaveType(1, '0');
      const tp = await p.thirdParty.create({ data: { kind: 1, firstName: 'پایان سال', lastName: `${RUN}-${people.length}`, fullName: `پایان سال ${w.name}` } });
      const nationalCode = String(3000000000 + ((RUN * 10 + ++seq) % 699999999)).slice(0, 10);
      const personnelId = (await p.personnel.create({
        data: { ...(rest as object), thirdPartyId: tp.id, organizationCode: code('Y'), nationalCode, startDate: new Date(start), endDate: end ? new Date(end) : null, employmentTypeId, shiftId: null, workingGroupId: null } as never,
      })).id;
      people.push(personnelId);
      const d = w.input.decree;
      const decree = (await api('post', '/employmentdecree/create').send({
        personnelId, decreeType: 1, issueDate: start, startDate: start, monthlySalary: d.monthlySalary, seniorityYears: d.seniorityYears ?? 0,
        childCount: 0, married: false, hasInsurance: d.hasInsurance, isTaxable: d.isTaxable, hazardous: false, shiftKind: 1,
      }).expect(200)).body.value as { id: number };
      const version = (await api('get', `/employmentdecree/getById?Id=${decree.id}`).expect(200)).body.value.version as number;
      await api('post', '/employmentdecree/issue').send({ id: decree.id, version }).expect(200);
      // the unpaid days in a closed attendance month of the year
      if (w.input.unpaidDays) {
        await p.attendanceMonth.create({
          data: { companyId: companyA, personnelId, year: YEAR, month: 3, period: YEAR * 100 + 3, status: 3, isClosed: true, overTimeHours: 0, nightHours: 0, holidayWorkHours: 0, missionDays: 0, leaveWithoutPayDays: w.input.unpaidDays, absentDays: 0 },
        });
      }
    }
  }, 180_000);
  afterAll(() => t.close());

  it('refuses a year without rules, and a bad year, naming the field', async () => {
    // a year no suite gave rules (the generic suites file samples in some years)
    const taken = new Set((await t.infra.db.prisma.payrollRule.findMany({ where: { companyId: companyA }, select: { year: true } })).map((r) => r.year));
    const year = Array.from({ length: 100 }, (_, i) => 1391 + i).find((y) => !taken.has(y))!;
    const none = await api('post', '/payroll/calculateYearEnd').send({ year }).expect(400);
    expect(JSON.stringify(none.body)).toMatch(/year/);
    const bad = await api('post', '/payroll/calculateYearEnd').send({ year: 'next' }).expect(400);
    expect(JSON.stringify(bad.body)).toMatch(/year/);
  });

  it('stores every hand-worked year end equal to the rial, with its explanation', async () => {
    const r = (await api('post', '/payroll/calculateYearEnd').send({ year: YEAR }).expect(200)).body.value as { payrollId: number; period: number; people: number; skipped: unknown[] };
    expect(r.period).toBe(YEAR * 100 + 13);
    const row = (await yearEnd())!;
    expect(row).toMatchObject({ id: r.payrollId, kind: 2, month: 12, status: 1 });
    for (const [i, w] of WORKED_YEAR_ENDS.entries()) {
      const slip = await slipOf(r.payrollId, people[i]!);
      expect(byKind(slip.lines, 'earning')).toEqual(w.earnings);
      expect(byKind(slip.lines, 'deduction')).toEqual(w.deductions);
      expect(byKind(slip.lines, 'employer')).toEqual({});
      expect({ taxableBase: slip.taxableBase, net: slip.net, paidDays: slip.paidDays }).toEqual({ taxableBase: w.taxableBase, net: w.net, paidDays: w.input.workDays - (w.input.unpaidDays ?? 0) });
      const eydi = slip.lines.find((l) => l.itemKey === 'eydi')!;
      expect(eydi.explanation).toMatch(/روز/);
      expect(eydi.explanationEn).toMatch(/days/);
    }
    // the month's payroll of the same year's last month is another row
    expect((await api('get', `/payroll/getFiltered?year=${YEAR}&kind=1`).expect(200)).body.value.data).toEqual([]);
  });

  it('writes the year end’s payslips and bank file, and has no SSO list', async () => {
    const row = (await yearEnd())!;
    const binary = (res: { on(e: string, f: (c?: Buffer) => void): void }, done: (e: Error | null, b: Buffer) => void) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c!));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    };
    const pdf = await api('get', `/payroll/export/payslips?Id=${row.id}`).buffer(true).parse(binary).expect(200);
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    await api('get', `/payroll/export/bank?Id=${row.id}`).buffer(true).parse(binary).expect(200);
    const sso = await api('get', `/payroll/export/sso?Id=${row.id}&file=DSKWOR00`).expect(422);
    expect(JSON.stringify(sso.body)).toMatch(/not insurable/);
  });

  it('is frozen once confirmed', async () => {
    const row = (await yearEnd())!;
    await api('post', '/payroll/confirm').send({ id: row.id, version: row.version }).expect(200);
    // its voucher, on the year's last day, balanced at the employer cost
    const confirmed = (await api('get', `/payroll/getById?Id=${row.id}`).expect(200)).body.value as Record<string, string>;
    const voucher = await t.infra.db.prisma.voucher.findFirstOrThrow({ where: { companyId: companyA, sourceType: 'payroll', sourceId: row.id } });
    expect([voucher.status, voucher.voucherDate.toISOString().slice(0, 10), String(voucher.totalDebit), String(voucher.totalCredit)]).toEqual([2, jalaliYearRange(YEAR).end, confirmed.employerCost, confirmed.employerCost]);
    const again = await api('post', '/payroll/calculateYearEnd').send({ year: YEAR }).expect(409);
    expect(JSON.stringify(again.body)).toMatch(/confirmed/);
    expect((await yearEnd())!.status).toBe(2);
  });

  it('keeps one company’s year end from another', async () => {
    const row = (await yearEnd())!;
    await api('get', `/payroll/getById?Id=${row.id}`, b).expect(404);
    expect(await yearEnd(b)).toBeUndefined();
    const slip = await slipOf(row.id, people[0]!);
    await api('get', `/payslip/getById?Id=${slip.id}`, b).expect(404);
  });
});
