import { calculatePayslip, PayrollInputError } from './calculate';
import { RULES_1404_EXAMPLE, WORKED_PAYSLIPS, WORKED_SPLIT_MONTH, WORKED_YEAR_ENDS } from './worked-examples';
import { calculateYearEnd } from './year-end';

const byKind = (lines: ReturnType<typeof calculatePayslip>['lines'], kind: string) =>
  Object.fromEntries(lines.filter((l) => l.kind === kind).map((l) => [l.key, l.amount]));

describe('calculatePayslip: the hand-worked payslips (worked-examples.ts)', () => {
  it.each(WORKED_PAYSLIPS.map((w) => [w.name, w] as const))('%s', (_name, w) => {
    const r = calculatePayslip({ rules: RULES_1404_EXAMPLE, monthDays: w.monthDays, decree: w.decree, attendance: w.attendance, entries: w.entries });
    expect(byKind(r.lines, 'earning')).toEqual(w.earnings);
    expect(byKind(r.lines, 'deduction')).toEqual(w.deductions);
    expect(byKind(r.lines, 'employer')).toEqual(w.employer);
    expect({ gross: r.gross, insurableBase: r.insurableBase, taxableBase: r.taxableBase, net: r.net }).toEqual({ gross: w.gross, insurableBase: w.insurableBase, taxableBase: w.taxableBase, net: w.net });
    // every line explains itself in both languages
    for (const l of r.lines) {
      expect(l.explanation.fa.length).toBeGreaterThan(5);
      expect(l.explanation.en.length).toBeGreaterThan(5);
    }
  });
});

describe('calculatePayslip: the rules decide, not the code', () => {
  const single = WORKED_PAYSLIPS[0]!;
  const run = (rules = RULES_1404_EXAMPLE, extra: Partial<Parameters<typeof calculatePayslip>[0]> = {}) =>
    calculatePayslip({ rules, monthDays: 30, decree: single.decree, attendance: single.attendance, ...extra });

  it('takes the whole employee share off taxable pay when the rule says so', () => {
    const r = run({ ...RULES_1404_EXAMPLE, taxSsoDeduction: 'whole' });
    expect(r.taxableBase).toBe('128088603'); // 137,729,680 − 9,641,077
  });

  it('leaves the marriage allowance out of the insurable pay when the rule says it is not insurable', () => {
    const married = WORKED_PAYSLIPS[1]!;
    const rules = { ...RULES_1404_EXAMPLE, items: { ...RULES_1404_EXAMPLE.items, marriageAllowance: { insurable: false, taxable: true } } };
    const r = calculatePayslip({ rules, monthDays: 30, decree: married.decree, attendance: married.attendance });
    expect(r.insurableBase).toBe('150960562'); // 155,960,562 − 5,000,000
  });

  it('pays 31 days of wage in a 31-day month under the calendar method, and rounds half up when asked', () => {
    const r = calculatePayslip({ rules: { ...RULES_1404_EXAMPLE, paidDaysMethod: 'calendar', rounding: 'halfUp' }, monthDays: 31, decree: single.decree, attendance: { workDays: 31 } });
    expect(r.lines.find((l) => l.key === 'baseSalary')!.amount).toBe('107373336'); // 3,463,656 × 31
    expect(r.lines.find((l) => l.key === 'housing')!.amount).toBe('9000000'); // a monthly allowance stays whole
    expect(r.ssoEmployee).toBe(String(Math.round(Number(r.insurableBase) * 0.07)));
  });

  it('uses the hourly divisor of the rule (monthly salary ÷ 220)', () => {
    const r = run({ ...RULES_1404_EXAMPLE, hourlyMethod: 'monthly', hourlyDivisor: '220' }, { attendance: { workDays: 30, overtimeHours: 10 } });
    // 103,909,680 ÷ 220 = 472,316.727…; × 10 × 140% = 6,612,434.18 → 6,612,434
    expect(r.lines.find((l) => l.key === 'overtime')!.amount).toBe('6612434');
  });

  it('prorates the tax thresholds by the days paid when the rule says so', () => {
    const w = WORKED_PAYSLIPS[2]!;
    const whole = calculatePayslip({ rules: RULES_1404_EXAMPLE, monthDays: 30, decree: w.decree, attendance: { workDays: 30 } });
    const prorated = calculatePayslip({ rules: { ...RULES_1404_EXAMPLE, taxProrate: true }, monthDays: 30, decree: w.decree, attendance: { workDays: 15 } });
    // 15 days: salary 130,000,000 + 4,500,000 + 11,000,000 = 145,500,000; SSO 10,185,000; taxable 145,500,000 − 2,910,000 = 142,590,000
    // thresholds halved: 10% × (142,590,000 − 120,000,000) = 2,259,000
    expect(prorated.incomeTax).toBe('2259000');
    expect(Number(whole.incomeTax)).toBeGreaterThan(0);
  });

  it('pays nobody SSO or tax when the decree says no insurance and not taxable, and still pays the mission days', () => {
    const r = run(RULES_1404_EXAMPLE, { decree: { ...single.decree, hasInsurance: false, isTaxable: false }, attendance: { workDays: 30, missionDays: 2 } });
    expect(r.ssoEmployee).toBe('0');
    expect(r.incomeTax).toBe('0');
    // 2 × 3,463,656 × 50% = 3,463,656
    expect(r.lines.find((l) => l.key === 'missionAllowance')!.amount).toBe('3463656');
    expect(r.net).toBe(r.gross);
  });

  it('answers which field is wrong', () => {
    expect(() => run(RULES_1404_EXAMPLE, { attendance: { workDays: 31 } })).toThrow(PayrollInputError);
    try {
      run(RULES_1404_EXAMPLE, { attendance: { workDays: 10, unpaidLeaveDays: 11 } });
    } catch (e) {
      expect((e as PayrollInputError).field).toBe('attendance.unpaidLeaveDays');
    }
    expect(() => run(RULES_1404_EXAMPLE, { attendance: { workDays: 30, overtimeHours: -1 } })).toThrow(/Hours/);
  });
});

describe('calculateYearEnd: the hand-worked year ends (worked-examples.ts)', () => {
  it.each(WORKED_YEAR_ENDS.map((w) => [w.name, w] as const))('%s', (_name, w) => {
    const r = calculateYearEnd({ rules: RULES_1404_EXAMPLE, ...w.input });
    expect(byKind(r.lines, 'earning')).toEqual(w.earnings);
    expect(byKind(r.lines, 'deduction')).toEqual(w.deductions);
    expect(byKind(r.lines, 'employer')).toEqual({});
    expect({ taxableBase: r.taxableBase, net: r.net }).toEqual({ taxableBase: w.taxableBase, net: w.net });
    for (const l of r.lines) expect(l.explanation.en).toMatch(/\d/);
  });

  const manager = WORKED_YEAR_ENDS[2]!;
  it('taxes the year end at the rule’s flat rate when it gives one', () => {
    const r = calculateYearEnd({ rules: { ...RULES_1404_EXAMPLE, yearEndTaxRate: '10' }, ...manager.input });
    expect(r.incomeTax).toBe('7172904'); // 10% × 71,729,040
  });

  it('taxes the leave paid out and takes social security on it when the rules say so', () => {
    const rules = { ...RULES_1404_EXAMPLE, items: { ...RULES_1404_EXAMPLE.items, leavePayout: { insurable: true, taxable: true } } };
    const r = calculateYearEnd({ rules, ...manager.input });
    // SSO 7% × 129,497,500 = 9,064,825; taxable 71,729,040 + 129,497,500 − 2/7 × 9,064,825 (2,589,950) = 198,636,590
    expect(r.ssoEmployee).toBe('9064825');
    expect(r.taxableBase).toBe('198636590');
  });

  it('pays the daily wage without seniority when the rule leaves it out', () => {
    const r = calculateYearEnd({ rules: { ...RULES_1404_EXAMPLE, yearEndIncludesSeniority: false }, ...WORKED_YEAR_ENDS[0]!.input });
    expect(r.dailyWage).toBe('3463656');
    expect(byKind(r.lines, 'earning')).toEqual({ eydi: '207819360', severance: '103909680' });
  });

  it('refuses days outside the year, naming the field', () => {
    expect(() => calculateYearEnd({ rules: RULES_1404_EXAMPLE, ...manager.input, workDays: 400 })).toThrow(PayrollInputError);
    try {
      calculateYearEnd({ rules: RULES_1404_EXAMPLE, ...manager.input, leavePayoutDays: '-1' });
    } catch (e) {
      expect((e as PayrollInputError).field).toBe('leavePayoutDays');
    }
    expect.assertions(2);
  });
});

describe('calculatePayslip: a decree changed within the month', () => {
  const w = WORKED_SPLIT_MONTH;
  const run = (extra: Partial<Parameters<typeof calculatePayslip>[0]> = {}) =>
    calculatePayslip({ rules: RULES_1404_EXAMPLE, monthDays: w.monthDays, decree: w.decree, decreeFrom: w.decreeFrom, attendance: w.attendance, earlierDecrees: [w.earlier], ...extra });

  it('pays each decree its own days, the hours once by the last (worked by hand)', () => {
    const r = run();
    expect(r.lines.filter((l) => l.kind === 'earning').map((l) => [l.key, l.amount])).toEqual(w.earnings);
    expect(byKind(r.lines, 'deduction')).toEqual(w.deductions);
    expect(byKind(r.lines, 'employer')).toEqual(w.employer);
    expect({ gross: r.gross, taxableBase: r.taxableBase, net: r.net, paidDays: r.paidDays }).toEqual({ gross: w.gross, taxableBase: w.taxableBase, net: w.net, paidDays: 28 });
    // each line says which decree paid it
    expect(r.lines[0]!.explanation.fa).toMatch(/^حکم از 1404\/07\/01: /);
    expect(r.lines[4]!.explanation.en).toMatch(/^decree from 1404\/07\/16: /);
  });

  it('pays a decree’s fixed addition for its days only when decrees share the month', () => {
    const bonus = { code: 'B', title: { fa: 'پاداش', en: 'Bonus' }, kind: 'addition' as const, method: 'fixed' as const, amount: '30000000', prorate: false, insurable: true, taxable: true };
    const r = run({ decree: { ...w.decree, adjustments: [bonus] } });
    // 30,000,000 × 13 ÷ 30
    expect(r.lines.find((l) => l.key === 'adjustment:B')!.amount).toBe('13000000');
  });

  it('refuses decrees’ days beyond the work days, naming the field', () => {
    expect(() => run({ earlierDecrees: [{ ...w.earlier, days: 31 }] })).toThrow(expect.objectContaining({ field: 'earlierDecrees' }));
    expect(() => run({ earlierDecrees: [{ ...w.earlier, days: 1.5 }] })).toThrow(expect.objectContaining({ field: 'earlierDecrees[0].days' }));
  });
});
