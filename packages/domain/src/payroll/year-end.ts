import DecimalJs from 'decimal.js';
import { D, dec, fig, text, type Dec } from './figures';
import {
  bracketTax, decreeSeniority, PAYROLL_ITEM_LABELS, PayrollInputError,
  type PayrollDecreeInput, type PayrollItem, type PayrollRules, type PayslipLine, type PayslipResult,
} from './calculate';

/**
 * A person's year-end pay (issue 16 "Year-end items"; ../shared/research/payroll-iran.md §5): the new-year bonus
 * (عیدی و پاداش, the law of 1370), the year's severance (حق سنوات, Labour Law art. 24) and the unused leave paid
 * out (بازخرید مرخصی, art. 66 and 71). Pure and exact like `calculatePayslip`, and answering the same shape, so the
 * year-end payroll is stored, confirmed, exported and shown like a month's.
 *
 *  - the daily wage is the last decree's monthly salary (with its seniority when the rule's
 *    `yearEndIncludesSeniority`) ÷ 30;
 *  - days paid = days employed in the year − unpaid leave and absence; the share of the year = days paid ÷ the
 *    year's days (365, 366 in a leap year);
 *  - eydi = min(`eydiDays` × the daily wage, `eydiCapDays` × the minimum daily wage) × the share of the year;
 *  - severance = `severanceDaysPerYear` × the daily wage × the share of the year;
 *  - leave paid out = its days (the caller works them out from the leave balance) × the daily wage;
 *  - social security on the items the rules call insurable (none, in the law), capped at a month's ceiling;
 *  - income tax on the items the rules call taxable: eydi only above the monthly exemption (1/12 of the year's), the
 *    others whole, less the share of the employee's SSO the rule allows; at `yearEndTaxRate` percent when the rule
 *    gives one, else by the monthly brackets from the exemption up (the year-end pay taxed as income above the
 *    exemption). The sources disagree on both, so both are the customer's choice.
 */

export interface YearEndInput {
  rules: PayrollRules;
  /** days in the Jalali year: 365, or 366 in a leap year */
  yearDays: number;
  /** the person's last decree in force in the year */
  decree: PayrollDecreeInput;
  /** days of the year the person was employed */
  workDays: number;
  /** of those, days not paid: unpaid leave and absence */
  unpaidDays?: number;
  /** unused leave paid out, in days (a decimal: hours of leave ÷ a working day's hours) */
  leavePayoutDays?: string | number;
  /** why the leave is paid: the part past what may be carried to next year, or all of it on leaving */
  leavePayoutReason?: 'excess' | 'exit';
}

export function calculateYearEnd(input: YearEndInput): PayslipResult {
  const { rules, decree } = input;
  const round = (d: Dec) => d.toDecimalPlaces(0, rules.rounding === 'down' ? DecimalJs.ROUND_DOWN : DecimalJs.ROUND_HALF_UP);
  const yearDays = input.yearDays;
  if (yearDays !== 365 && yearDays !== 366) throw new PayrollInputError('yearDays', { fa: 'روزهای سال باید ۳۶۵ یا ۳۶۶ باشد.', en: 'A year has 365 or 366 days.' });
  const workDays = input.workDays;
  if (!Number.isInteger(workDays) || workDays < 0 || workDays > yearDays) {
    throw new PayrollInputError('workDays', { fa: `روزهای اشتغال باید از ۰ تا ${yearDays} باشد.`, en: `Days employed must be 0 to ${yearDays}.` });
  }
  const unpaid = input.unpaidDays ?? 0;
  if (!Number.isInteger(unpaid) || unpaid < 0 || unpaid > workDays) {
    throw new PayrollInputError('unpaidDays', { fa: 'روزهای بدون حقوق بیش از روزهای اشتغال است.', en: 'Unpaid days exceed the days employed.' });
  }
  const leaveDays = dec(input.leavePayoutDays ?? 0);
  if (leaveDays.isNaN() || leaveDays.lt(0) || leaveDays.gt(366)) {
    throw new PayrollInputError('leavePayoutDays', { fa: 'روزهای مرخصی بازخریدی باید از ۰ تا ۳۶۶ باشد.', en: 'Leave days paid out must be 0 to 366.' });
  }
  const paidDays = workDays - unpaid;
  const daysText = { fa: `${paidDays} ÷ ${yearDays} روز سال`, en: `${paidDays} ÷ ${yearDays} days of the year` };

  const seniority = decreeSeniority(rules, decree).monthly;
  const salary = dec(decree.monthlySalary);
  const monthlyWage = rules.yearEndIncludesSeniority ? salary.plus(seniority) : salary;
  const daily = monthlyWage.div(30);
  const wageText = rules.yearEndIncludesSeniority && !seniority.isZero()
    ? { fa: `مزد روزانه (حقوق ${fig(salary)} + سنوات ${fig(seniority)}) ÷ ۳۰ = ${fig(round(daily))}`, en: `daily wage (salary ${fig(salary)} + seniority ${fig(seniority)}) ÷ 30 = ${fig(round(daily))}` }
    : { fa: `مزد روزانه ${fig(salary)} ÷ ۳۰ = ${fig(round(daily))}`, en: `daily wage ${fig(salary)} ÷ 30 = ${fig(round(daily))}` };

  const itemRule = (item: PayrollItem) => rules.items[item] ?? { insurable: false, taxable: false };
  const earnings: PayslipLine[] = [];
  const earning = (item: PayrollItem, amount: Dec, parts: { quantity?: Dec | null; rate?: Dec | null; base?: Dec | null }, explanation: { fa: string; en: string }) => {
    const rounded = round(amount);
    if (rounded.isZero()) return;
    const r = itemRule(item);
    earnings.push({
      key: item, kind: 'earning', title: PAYROLL_ITEM_LABELS[item], quantity: parts.quantity ? text(parts.quantity) : null, rate: parts.rate ? text(parts.rate) : null,
      base: parts.base ? text(round(parts.base)) : null, amount: text(rounded), insurable: r.insurable, taxable: r.taxable, explanation,
    });
  };

  // eydi: 60 days' wage, at most 90 days' minimum wage, by the share of the year worked
  const eydiFull = daily.times(rules.eydiDays);
  const eydiCap = dec(rules.minimumDailyWage).times(rules.eydiCapDays);
  const eydiCapped = eydiFull.gt(eydiCap);
  const eydiBase = eydiCapped ? eydiCap : eydiFull;
  earning('eydi', eydiBase.times(paidDays).div(yearDays), { quantity: new D(paidDays), base: eydiBase }, eydiCapped
    ? {
        fa: `${rules.eydiDays} روز × ${wageText.fa} = ${fig(round(eydiFull))}، بیش از سقف ${rules.eydiCapDays} روز حداقل دستمزد (${fig(rules.minimumDailyWage)}) = ${fig(round(eydiCap))}؛ × ${daysText.fa}`,
        en: `${rules.eydiDays} days × ${wageText.en} = ${fig(round(eydiFull))}, above the cap of ${rules.eydiCapDays} days of the minimum wage (${fig(rules.minimumDailyWage)}) = ${fig(round(eydiCap))}; × ${daysText.en}`,
      }
    : { fa: `${rules.eydiDays} روز × ${wageText.fa} = ${fig(round(eydiFull))} × ${daysText.fa}`, en: `${rules.eydiDays} days × ${wageText.en} = ${fig(round(eydiFull))} × ${daysText.en}` });

  // severance: a month's wage a year of service (art. 24), by the share of the year
  const severanceYear = daily.times(rules.severanceDaysPerYear);
  earning('severance', severanceYear.times(paidDays).div(yearDays), { quantity: new D(paidDays), base: severanceYear },
    { fa: `${rules.severanceDaysPerYear} روز × ${wageText.fa} × ${daysText.fa} (ماده ۲۴)`, en: `${rules.severanceDaysPerYear} days × ${wageText.en} × ${daysText.en} (art. 24)` });

  // unused leave paid out
  if (leaveDays.gt(0)) {
    const why = input.leavePayoutReason === 'exit'
      ? { fa: 'مرخصی ماندهٔ پایان کار (ماده ۷۱)', en: 'leave left on leaving (art. 71)' }
      : { fa: 'مرخصی ماندهٔ بیش از سقف انتقال به سال بعد', en: 'leave left above what may be carried to next year' };
    earning('leavePayout', leaveDays.times(daily), { quantity: leaveDays, base: daily },
      { fa: `${fig(leaveDays)} روز ${why.fa} × ${wageText.fa}`, en: `${fig(leaveDays)} days of ${why.en} × ${wageText.en}` });
  }

  const gross = earnings.reduce((s, l) => s.plus(l.amount), new D(0));
  const deductions: PayslipLine[] = [];
  const employer: PayslipLine[] = [];

  // social security on what the rules call insurable (none of the three in the law), capped at a month's ceiling
  const insurableEarnings = earnings.filter((l) => l.insurable).reduce((s, l) => s.plus(l.amount), new D(0));
  const ceiling = round(dec(rules.minimumDailyWage).times(rules.ssoCeilingMultiple).times(30));
  const insurableBase = decree.hasInsurance ? DecimalJs.min(insurableEarnings, ceiling) as Dec : new D(0);
  let ssoEmployee = new D(0);
  let ssoEmployer = new D(0);
  let unemployment = new D(0);
  if (insurableBase.gt(0)) {
    const on = { fa: `مزایای مشمول بیمه ${fig(insurableEarnings)}${insurableEarnings.gt(ceiling) ? ` (سقف ${fig(ceiling)})` : ''}`, en: `insurable pay ${fig(insurableEarnings)}${insurableEarnings.gt(ceiling) ? ` (the ceiling ${fig(ceiling)})` : ''}` };
    const share = (key: string, kind: 'deduction' | 'employer', title: { fa: string; en: string }, rate: Dec) => {
      const amount = round(insurableBase.times(rate).div(100));
      (kind === 'deduction' ? deductions : employer).push({ key, kind, title, quantity: null, rate: text(rate), base: text(insurableBase), amount: text(amount), insurable: false, taxable: false,
        explanation: { fa: `${fig(rate)}٪ × ${on.fa}`, en: `${fig(rate)}% × ${on.en}` } });
      return amount;
    };
    ssoEmployee = share('ssoEmployee', 'deduction', { fa: 'حق بیمهٔ سهم کارگر', en: "Employee's social security" }, dec(rules.ssoEmployeeRate));
    ssoEmployer = share('ssoEmployer', 'employer', { fa: 'حق بیمهٔ سهم کارفرما', en: "Employer's social security" }, dec(rules.ssoEmployerRate).plus(decree.hazardous ? rules.hazardousExtraRate : 0));
    unemployment = share('unemployment', 'employer', { fa: 'بیمهٔ بیکاری', en: 'Unemployment insurance' }, dec(rules.unemploymentRate));
  }

  // income tax: eydi above the monthly exemption, the other taxable items whole
  const exemption = dec(rules.taxExemption);
  const taxableParts: { fa: string; en: string; amount: Dec }[] = [];
  for (const l of earnings.filter((x) => x.taxable)) {
    if (l.key === 'eydi') {
      const over = DecimalJs.max(dec(l.amount).minus(exemption), 0) as Dec;
      taxableParts.push({ fa: `عیدی ${fig(l.amount)} − معافیت ${fig(exemption)}`, en: `eydi ${fig(l.amount)} − exemption ${fig(exemption)}`, amount: over });
    } else {
      taxableParts.push({ fa: `${l.title.fa} ${fig(l.amount)}`, en: `${l.title.en} ${fig(l.amount)}`, amount: dec(l.amount) });
    }
  }
  const taxableEarnings = earnings.filter((l) => l.taxable).reduce((s, l) => s.plus(l.amount), new D(0));
  const ssoOff = rules.taxSsoDeduction === 'whole' ? ssoEmployee : rules.taxSsoDeduction === 'twoSevenths' ? ssoEmployee.times(2).div(7) : new D(0);
  const taxableSum = taxableParts.reduce((s, p) => s.plus(p.amount), new D(0));
  const taxableBase = decree.isTaxable ? round(DecimalJs.max(taxableSum.minus(ssoOff), 0) as Dec) : new D(0);
  let incomeTax = new D(0);
  if (taxableBase.gt(0)) {
    const basis = { fa: taxableParts.map((p) => p.fa).join(' + '), en: taxableParts.map((p) => p.en).join(' + ') };
    let how: { fa: string; en: string };
    if (rules.yearEndTaxRate !== null && rules.yearEndTaxRate !== '') {
      const rate = dec(rules.yearEndTaxRate);
      incomeTax = round(taxableBase.times(rate).div(100));
      how = { fa: `${fig(rate)}٪ × ${fig(taxableBase)} (نرخ مالیات پرداخت‌های پایان سال در ضوابط)`, en: `${fig(rate)}% × ${fig(taxableBase)} (the rules' year-end tax rate)` };
    } else {
      const t = bracketTax(exemption.plus(taxableBase), rules.taxBrackets);
      incomeTax = round(t.tax);
      how = {
        fa: `پله‌های ماهانه از معافیت به بالا: ${t.parts.map((p) => `${fig(p.rate)}٪ × ${fig(round(p.slice))}`).join(' + ')}`,
        en: `the monthly brackets from the exemption up: ${t.parts.map((p) => `${fig(p.rate)}% × ${fig(round(p.slice))}`).join(' + ')}`,
      };
    }
    if (incomeTax.gt(0)) {
      deductions.push({ key: 'incomeTax', kind: 'deduction', title: { fa: 'مالیات حقوق', en: 'Income tax' }, quantity: null, rate: null, base: text(taxableBase), amount: text(incomeTax), insurable: false, taxable: false,
        explanation: { fa: `مشمول مالیات ${basis.fa} = ${fig(taxableBase)}؛ ${how.fa} (سال ${rules.year})`, en: `taxable ${basis.en} = ${fig(taxableBase)}; ${how.en} (${rules.year})` } });
    }
  }

  const totalDeductions = deductions.reduce((s, l) => s.plus(l.amount), new D(0));
  const employerTotal = employer.reduce((s, l) => s.plus(l.amount), new D(0));
  return {
    paidDays,
    wageDays: String(paidDays),
    dailyWage: text(round(daily)),
    hourlyWage: '0',
    lines: [...earnings, ...deductions, ...employer],
    gross: text(gross),
    insurableEarnings: text(insurableEarnings),
    insurableBase: text(insurableBase),
    ssoCeiling: text(ceiling),
    ssoEmployee: text(ssoEmployee),
    ssoEmployer: text(ssoEmployer),
    unemployment: text(unemployment),
    taxableEarnings: text(taxableEarnings),
    taxableBase: text(taxableBase),
    incomeTax: text(incomeTax),
    deductions: text(totalDeductions),
    net: text(gross.minus(totalDeductions)),
    employerCost: text(gross.plus(employerTotal)),
  };
}
