import DecimalJs from 'decimal.js';
import { D, dec, fig, text, type Dec } from './figures';

/**
 * A month's pay of one person under Iranian labour and tax law (issue 16; ../shared/research/payroll-iran.md):
 * pure, exact (decimal.js), every figure from the year's rules the customer keeps in data (`PayrollRules`, the
 * `payrollrule` rows), the person's decree and the month's attendance. Every line says which rule, which rate and
 * which base made it (`explanation`), in Persian and English. The preview call and the stored payroll both answer
 * what this function answers, so the two cannot disagree.
 *
 * The order of work:
 *  1. days: `paidDays` = days employed in the month − unpaid leave and absence; `wageDays` = paidDays (rule
 *     `paidDaysMethod: 'calendar'`, a 31-day month pays 31 days' wage) or 30 × paidDays ÷ days in the month
 *     (`'fixed'`: a full month pays exactly the monthly salary);
 *  2. the decree's fixed earnings: salary and seniority by wageDays × their daily (monthly ÷ 30), the monthly
 *     allowances (housing, grocery, children, marriage, recruitment, management, matching difference) by
 *     paidDays ÷ days in the month; an allowance the decree leaves empty is the year's rule (housing, grocery,
 *     marriage when married, child count × the child allowance);
 *  3. hours: the hourly wage is the daily wage ÷ `hourlyDivisor` (7.33 = 44 ÷ 6 in the published tables; rule
 *     `hourlyMethod: 'monthly'` divides the monthly salary instead, e.g. by 220), with seniority when
 *     `hourlyIncludesSeniority`; overtime, Friday and holiday work are paid at their rate per hour (140% = the hour
 *     plus 40%); night work gets its premium (35%) only when the person works no shift (art. 58); a shift worker
 *     gets the shift allowance, a share of the month's salary (art. 56); mission days at `missionRate` of the daily wage;
 *  4. the decree's additions and the month's entries (a fixed amount, prorated by days when asked, or a percentage
 *     of other items);
 *  5. social security on the insurable items (the rules say which), capped at `ssoCeilingMultiple` × the minimum
 *     daily wage × wageDays; the employee's share is deducted, the employer's (plus the hazardous-job extra) and the
 *     unemployment share are shown as employer costs;
 *  6. income tax on the taxable items less the share of the employee's SSO the rule allows (`taxSsoDeduction`),
 *     marginal brackets (their thresholds prorated by paidDays ÷ days in the month when `taxProrate`);
 *  7. the other deductions; net = gross − deductions.
 * A decree changed within the month (`earlierDecrees`): steps 2 and 4 run for each decree over its own days (the
 * unpaid days taken from the last decree's first, its fixed additions prorated by its days, each line's explanation
 * naming the decree), step 3's hours, missions and the month's entries once at the last decree's wage; steps 5–7 on
 * the whole month.
 * Every amount is rounded to the rial by the rule's `rounding` ('down' truncates, as nadi1368 does; 'halfUp').
 */


/** The items a payslip line may be; the rules say per item whether it is insurable and taxable. */
export const PAYROLL_ITEMS = [
  'baseSalary', 'seniority', 'housing', 'grocery', 'childAllowance', 'marriageAllowance', 'recruitmentAllowance', 'managementAllowance',
  'matchingDifference', 'overtime', 'nightWork', 'fridayHolidayWork', 'shiftAllowance', 'missionAllowance',
  // the year end's (year-end.ts)
  'eydi', 'severance', 'leavePayout',
] as const;
export type PayrollItem = (typeof PAYROLL_ITEMS)[number];

export const PAYROLL_ITEM_LABELS: Record<PayrollItem, { fa: string; en: string }> = {
  baseSalary: { fa: 'حقوق پایه', en: 'Base salary' },
  seniority: { fa: 'پایه سنوات', en: 'Seniority pay' },
  housing: { fa: 'حق مسکن', en: 'Housing allowance' },
  grocery: { fa: 'بن خواربار', en: 'Grocery allowance' },
  childAllowance: { fa: 'حق اولاد', en: 'Child allowance' },
  marriageAllowance: { fa: 'حق تأهل', en: 'Marriage allowance' },
  recruitmentAllowance: { fa: 'حق جذب', en: 'Recruitment allowance' },
  managementAllowance: { fa: 'حق مدیریت', en: 'Management allowance' },
  matchingDifference: { fa: 'مابه‌التفاوت همسان‌سازی', en: 'Matching difference' },
  overtime: { fa: 'اضافه‌کاری', en: 'Overtime' },
  nightWork: { fa: 'شب‌کاری', en: 'Night work' },
  fridayHolidayWork: { fa: 'جمعه‌کاری و تعطیل‌کاری', en: 'Friday and holiday work' },
  shiftAllowance: { fa: 'نوبت‌کاری', en: 'Shift allowance' },
  missionAllowance: { fa: 'فوق‌العاده مأموریت', en: 'Mission allowance' },
  eydi: { fa: 'عیدی و پاداش', en: 'New-year bonus (eydi)' },
  severance: { fa: 'حق سنوات', en: 'Severance pay' },
  leavePayout: { fa: 'بازخرید مرخصی', en: 'Unused leave paid out' },
};

export type ShiftKind = 'none' | 'morningEvening' | 'threeShifts' | 'withNight';
export const SHIFT_KINDS: readonly ShiftKind[] = ['none', 'morningEvening', 'threeShifts', 'withNight'];

export interface TaxBracket {
  /** monthly taxable pay from which the rate applies (rial) */
  from: string;
  /** up to (rial); null: no upper end */
  to: string | null;
  /** percent */
  rate: string;
}

/** A year's rules (the `payrollrule` row with its brackets and items). Rates are percents, amounts rials. */
export interface PayrollRules {
  year: number;
  minimumDailyWage: string;
  housing: string;
  grocery: string;
  childPerChild: string;
  marriage: string;
  /** seniority base per day per year of service */
  seniorityDaily: string;
  ssoEmployeeRate: string;
  ssoEmployerRate: string;
  unemploymentRate: string;
  hazardousExtraRate: string;
  /** the SSO ceiling as a multiple of the minimum wage (7) */
  ssoCeilingMultiple: string;
  paidDaysMethod: 'calendar' | 'fixed';
  hourlyMethod: 'daily' | 'monthly';
  hourlyDivisor: string;
  hourlyIncludesSeniority: boolean;
  /** percent of the hourly wage paid per hour (140: the hour plus 40%) */
  overtimeRate: string;
  /** percent of the hourly wage added per night hour (35) */
  nightRate: string;
  fridayHolidayRate: string;
  shiftRates: Record<Exclude<ShiftKind, 'none'>, string>;
  /** percent of the daily wage per mission day */
  missionRate: string;
  taxExemption: string;
  taxBrackets: readonly TaxBracket[];
  /** how much of the employee's SSO share reduces taxable pay */
  taxSsoDeduction: 'twoSevenths' | 'whole' | 'none';
  taxProrate: boolean;
  rounding: 'down' | 'halfUp';
  /** the year end (year-end.ts): eydi days of wage (60), its cap in days of the minimum wage (90), severance days a year (30) */
  eydiDays: number;
  eydiCapDays: number;
  severanceDaysPerYear: number;
  /** the year end's daily wage includes seniority (the last wage: salary + seniority) */
  yearEndIncludesSeniority: boolean;
  /** percent on the taxable year-end pay; null: the monthly brackets, above the exemption */
  yearEndTaxRate: string | null;
  items: Partial<Record<PayrollItem, { insurable: boolean; taxable: boolean }>>;
}

/** An addition or deduction of a decree (its adjustment type) or of the month (a one-off entry). */
export interface PayrollAdjustment {
  code: string;
  title: { fa: string; en: string };
  kind: 'addition' | 'deduction';
  /** fixed: `amount`; percent: `rate` percent of the sum of `baseItems` (and of the additions named there by code) */
  method: 'fixed' | 'percent';
  amount?: string | null;
  rate?: string | null;
  baseItems?: readonly PayrollItem[];
  /** a fixed amount paid in proportion to the days paid */
  prorate?: boolean;
  insurable?: boolean;
  taxable?: boolean;
}

export interface PayrollDecreeInput {
  monthlySalary: string;
  /** monthly; empty: the rule's daily base × 30 × seniorityYears */
  seniority?: string | null;
  seniorityYears?: number | null;
  housingAllowance?: string | null;
  groceryAllowance?: string | null;
  childAllowance?: string | null;
  marriageAllowance?: string | null;
  recruitmentAllowance?: string | null;
  managementAllowance?: string | null;
  matchingDifference?: string | null;
  childCount?: number | null;
  married?: boolean | null;
  hasInsurance: boolean;
  isTaxable: boolean;
  hazardous?: boolean | null;
  adjustments?: readonly PayrollAdjustment[];
}

export interface PayrollAttendanceInput {
  /** days of the month the person was employed (a full month: its days) */
  workDays: number;
  /** of those, days not paid: unpaid leave and absence */
  unpaidLeaveDays?: number;
  overtimeHours?: string | number;
  nightHours?: string | number;
  fridayHolidayHours?: string | number;
  shiftKind?: ShiftKind;
  missionDays?: number;
}

export interface PayrollInput {
  rules: PayrollRules;
  /** days in the Jalali month (29 to 31) */
  monthDays: number;
  decree: PayrollDecreeInput;
  attendance: PayrollAttendanceInput;
  /** this month's entries (a bonus, a loan instalment) */
  entries?: readonly PayrollAdjustment[];
  /** supplementary insurance premiums of the month */
  supplementaryInsurance?: { personShare: string; companyShare: string } | null;
  /**
   * A decree changed within the month: the decrees in force before `decree`, oldest first, each with the days of
   * the month it was in force (of `attendance.workDays`; `decree` has the rest) and its first day as shown (`from`)
   */
  earlierDecrees?: readonly { decree: PayrollDecreeInput; days: number; from?: string }[];
  /** `decree`'s first day in the month as shown, when earlier decrees share the month */
  decreeFrom?: string;
}

export type PayslipLineKind = 'earning' | 'deduction' | 'employer';

export interface PayslipLine {
  /** an item, an adjustment's `adjustment:{code}`, `ssoEmployee`, `incomeTax`, `ssoEmployer`, `unemployment`, `supplementaryInsurance…` */
  key: string;
  kind: PayslipLineKind;
  title: { fa: string; en: string };
  /** days or hours the line counts, where it counts any */
  quantity: string | null;
  /** the rate applied (percent), where one was */
  rate: string | null;
  /** the amount the rate or quantity applies to (a daily or hourly wage, a base) */
  base: string | null;
  amount: string;
  insurable: boolean;
  taxable: boolean;
  explanation: { fa: string; en: string };
}

export interface PayslipResult {
  paidDays: number;
  wageDays: string;
  dailyWage: string;
  hourlyWage: string;
  lines: PayslipLine[];
  gross: string;
  insurableEarnings: string;
  insurableBase: string;
  ssoCeiling: string;
  ssoEmployee: string;
  ssoEmployer: string;
  unemployment: string;
  taxableEarnings: string;
  taxableBase: string;
  incomeTax: string;
  deductions: string;
  net: string;
  employerCost: string;
}

export class PayrollInputError extends Error {
  constructor(
    readonly field: string,
    readonly text: { fa: string; en: string },
  ) {
    super(text.en);
  }
}

/** A decree's monthly seniority pay: its own amount, or the year's daily base × 30 × its years of service. */
export function decreeSeniority(rules: PayrollRules, decree: PayrollDecreeInput): { monthly: Dec; fromRule: boolean } {
  const own = decree.seniority !== null && decree.seniority !== undefined && decree.seniority !== '';
  return { monthly: own ? dec(decree.seniority) : dec(rules.seniorityDaily).times(30).times(decree.seniorityYears ?? 0), fromRule: !own };
}

/** Marginal tax of `base` by the brackets (their thresholds × `scale`), with the slices taxed. */
export function bracketTax(base: Dec, brackets: readonly TaxBracket[], scale: Dec = new D(1)): { tax: Dec; parts: { rate: string; slice: Dec }[] } {
  let tax = new D(0);
  const parts: { rate: string; slice: Dec }[] = [];
  for (const b of [...brackets].sort((x, y) => dec(x.from).comparedTo(dec(y.from)))) {
    const from = dec(b.from).times(scale);
    const to = b.to === null || b.to === '' ? null : dec(b.to).times(scale);
    if (base.lte(from)) continue;
    const slice = (to === null ? base : DecimalJs.min(base, to) as Dec).minus(from);
    tax = tax.plus(slice.times(b.rate).div(100));
    parts.push({ rate: b.rate, slice });
  }
  return { tax, parts };
}

/** Works out one person's month. Throws PayrollInputError on input that cannot be paid (a field named). */
export function calculatePayslip(input: PayrollInput): PayslipResult {
  const { rules, decree, attendance } = input;
  const round = (d: Dec) => d.toDecimalPlaces(0, rules.rounding === 'down' ? DecimalJs.ROUND_DOWN : DecimalJs.ROUND_HALF_UP);
  const monthDays = input.monthDays;
  if (!Number.isInteger(monthDays) || monthDays < 29 || monthDays > 31) throw new PayrollInputError('monthDays', { fa: 'روزهای ماه باید ۲۹ تا ۳۱ باشد.', en: 'A month has 29 to 31 days.' });
  const workDays = attendance.workDays;
  if (!Number.isInteger(workDays) || workDays < 0 || workDays > monthDays) {
    throw new PayrollInputError('attendance.workDays', { fa: `روزهای کارکرد باید از ۰ تا ${monthDays} باشد.`, en: `Work days must be 0 to ${monthDays}.` });
  }
  const unpaid = attendance.unpaidLeaveDays ?? 0;
  if (!Number.isInteger(unpaid) || unpaid < 0 || unpaid > workDays) {
    throw new PayrollInputError('attendance.unpaidLeaveDays', { fa: 'روزهای بدون حقوق بیش از روزهای کارکرد است.', en: 'Unpaid days exceed the work days.' });
  }
  const paidDays = workDays - unpaid;
  const dayShare = new D(paidDays).div(monthDays);
  const wageDaysOf = (days: number) => (rules.paidDaysMethod === 'calendar' ? new D(days) : new D(30).times(days).div(monthDays));
  const wageDaysTextOf = (days: number) => (rules.paidDaysMethod === 'calendar' ? `${days}` : `30 × ${days} ÷ ${monthDays}`);
  const wageDays = wageDaysOf(paidDays);
  const wageDaysText = wageDaysTextOf(paidDays);

  // a decree changed within the month: each decree pays its own days (the unpaid ones taken from the last decree's
  // days first); the month's hours, missions and entries are paid once, by the last decree
  const earlier = input.earlierDecrees ?? [];
  let lastDays = workDays;
  earlier.forEach((e, i) => {
    if (!Number.isInteger(e.days) || e.days < 0) throw new PayrollInputError(`earlierDecrees[${i}].days`, { fa: 'روزهای حکم باید عدد صحیح نامنفی باشد.', en: "A decree's days must be a whole number, not below zero." });
    lastDays -= e.days;
  });
  if (lastDays < 0) throw new PayrollInputError('earlierDecrees', { fa: 'روزهای احکام بیش از روزهای کارکرد است.', en: "The decrees' days exceed the work days." });
  const segments = [...earlier.map((e) => ({ decree: e.decree, days: e.days, from: e.from ?? null })), { decree, days: lastDays, from: input.decreeFrom ?? null }];
  let unpaidLeft = unpaid;
  for (const seg of [...segments].reverse()) {
    const off = Math.min(unpaidLeft, seg.days);
    unpaidLeft -= off;
    (seg as { paid?: number }).paid = seg.days - off;
  }

  const lines: PayslipLine[] = [];
  const otherDeductions: PayslipLine[] = [];
  const itemRule = (item: PayrollItem) => rules.items[item] ?? { insurable: false, taxable: false };
  let daily = new D(0);
  let hourly = new D(0);
  const segment = (decree: PayrollDecreeInput, paidDays: number, opts: { last: boolean; label: { fa: string; en: string } | null; prorateAll: boolean }) => {
    const dayShare = new D(paidDays).div(monthDays);
    const wageDays = wageDaysOf(paidDays);
    const wageDaysText = wageDaysTextOf(paidDays);
    const lines: PayslipLine[] = [];
    const deductionsBefore = otherDeductions.length;
    const earning =   (item: PayrollItem, amount: Dec, parts: { quantity?: Dec | null; rate?: Dec | null; base?: Dec | null }, fa: string, en: string) => {
      const rounded = round(amount);
      if (rounded.isZero()) return;
      const r = itemRule(item);
      lines.push({
        key: item, kind: 'earning', title: PAYROLL_ITEM_LABELS[item], quantity: parts.quantity ? text(parts.quantity) : null, rate: parts.rate ? text(parts.rate) : null,
        base: parts.base ? text(parts.base) : null, amount: text(rounded), insurable: r.insurable, taxable: r.taxable, explanation: { fa, en },
      });
    };

    // 2. the decree's fixed earnings
    const monthly = dec(decree.monthlySalary);
    daily = monthly.div(30);
    earning('baseSalary', daily.times(wageDays), { quantity: wageDays, base: round(daily) },
      `حقوق ماهانهٔ حکم ${fig(monthly)} ÷ ۳۰ = روزانه ${fig(round(daily))} × ${wageDaysText} روز`,
      `decree's monthly salary ${fig(monthly)} ÷ 30 = ${fig(round(daily))} a day × ${wageDaysText} days`);
    const { monthly: seniorityMonthly, fromRule: seniorityFromRule } = decreeSeniority(rules, decree);
    earning('seniority', seniorityMonthly.div(30).times(wageDays), { quantity: wageDays, base: round(seniorityMonthly.div(30)) },
      seniorityFromRule
        ? `پایه سنوات سال ${rules.year}: ${fig(rules.seniorityDaily)} روزانه × ${decree.seniorityYears ?? 0} سال × ${wageDaysText} روز`
        : `پایه سنوات حکم ${fig(seniorityMonthly)} ÷ ۳۰ × ${wageDaysText} روز`,
      seniorityFromRule
        ? `${rules.year} seniority base ${fig(rules.seniorityDaily)} a day × ${decree.seniorityYears ?? 0} years × ${wageDaysText} days`
        : `decree's seniority ${fig(seniorityMonthly)} ÷ 30 × ${wageDaysText} days`);

    const married = decree.married === true;
    const childCount = decree.childCount ?? 0;
    const allowance = (item: PayrollItem, fromDecree: string | null | undefined, fromRule: Dec | null, ruleFa: string, ruleEn: string) => {
      const own = fromDecree !== null && fromDecree !== undefined && fromDecree !== '';
      const monthlyAmount = own ? dec(fromDecree) : fromRule;
      if (!monthlyAmount || monthlyAmount.isZero()) return;
      earning(item, monthlyAmount.times(dayShare), { quantity: new D(paidDays), base: monthlyAmount },
        `${own ? 'مبلغ حکم' : ruleFa} ${fig(monthlyAmount)} × ${paidDays} ÷ ${monthDays} روز`,
        `${own ? "decree's amount" : ruleEn} ${fig(monthlyAmount)} × ${paidDays} ÷ ${monthDays} days`);
    };
    allowance('housing', decree.housingAllowance, dec(rules.housing), `حق مسکن سال ${rules.year}`, `${rules.year} housing allowance`);
    allowance('grocery', decree.groceryAllowance, dec(rules.grocery), `بن خواربار سال ${rules.year}`, `${rules.year} grocery allowance`);
    allowance('childAllowance', decree.childAllowance, childCount > 0 ? dec(rules.childPerChild).times(childCount) : null,
      `${childCount} فرزند × ${fig(rules.childPerChild)} (سال ${rules.year}) =`, `${childCount} children × ${fig(rules.childPerChild)} (${rules.year}) =`);
    allowance('marriageAllowance', decree.marriageAllowance, married ? dec(rules.marriage) : null, `حق تأهل سال ${rules.year}`, `${rules.year} marriage allowance`);
    allowance('recruitmentAllowance', decree.recruitmentAllowance, null, '', '');
    allowance('managementAllowance', decree.managementAllowance, null, '', '');
    allowance('matchingDifference', decree.matchingDifference, null, '', '');

    // 3. hours and days of the month
    const hourlyBase = rules.hourlyMethod === 'monthly'
      ? monthly.plus(rules.hourlyIncludesSeniority ? seniorityMonthly : 0)
      : daily.plus(rules.hourlyIncludesSeniority ? seniorityMonthly.div(30) : 0);
    const divisor = dec(rules.hourlyDivisor);
    if (divisor.lte(0)) throw new PayrollInputError('rules.hourlyDivisor', { fa: 'مقسوم‌علیه مزد ساعتی باید بیش از صفر باشد.', en: 'The hourly divisor must be above zero.' });
    hourly = hourlyBase.div(divisor);
    const hourlyText = `${rules.hourlyMethod === 'monthly' ? fig(round(hourlyBase)) : fig(round(hourlyBase))} ÷ ${fig(rules.hourlyDivisor)} = ${fig(round(hourly))}`;
    const hours = (v: string | number | undefined, field: string) => {
      const h = dec(v ?? 0);
      if (h.isNaN() || h.lt(0) || h.gt(744)) throw new PayrollInputError(`attendance.${field}`, { fa: 'ساعت‌ها باید از ۰ تا ۷۴۴ باشد.', en: 'Hours must be 0 to 744.' });
      return h;
    };
    const perHour = (item: PayrollItem, h: Dec, ratePercent: string, fa: string, en: string) => {
      if (h.isZero()) return;
      const rate = dec(ratePercent);
      earning(item, h.times(hourly).times(rate).div(100), { quantity: h, rate, base: round(hourly) },
        `${fig(h)} ساعت × مزد ساعتی (${hourlyText}) × ${fig(rate)}٪ (${fa})`,
        `${fig(h)} hours × hourly wage (${hourlyText}) × ${fig(rate)}% (${en})`);
    };
    const shiftKind = attendance.shiftKind ?? 'none';
    if (!SHIFT_KINDS.includes(shiftKind)) throw new PayrollInputError('attendance.shiftKind', { fa: 'نوع نوبت‌کاری نادرست است.', en: 'The shift kind is not valid.' });
    const night = hours(attendance.nightHours, 'nightHours');
    if (opts.last) {
      perHour('overtime', hours(attendance.overtimeHours, 'overtimeHours'), rules.overtimeRate, 'ماده ۵۹', 'art. 59');
      if (shiftKind === 'none') perHour('nightWork', night, rules.nightRate, 'ماده ۵۸', 'art. 58');
      perHour('fridayHolidayWork', hours(attendance.fridayHolidayHours, 'fridayHolidayHours'), rules.fridayHolidayRate, 'ماده ۶۲', 'art. 62');
    }
    if (shiftKind !== 'none') {
      const rate = dec(rules.shiftRates[shiftKind]);
      const salaryPaid = daily.times(wageDays);
      earning('shiftAllowance', salaryPaid.times(rate).div(100), { rate, base: round(salaryPaid) },
        `${fig(rate)}٪ حقوق ماه ${fig(round(salaryPaid))} (ماده ۵۶)${night.isZero() ? '' : '؛ شب‌کاری نوبت‌کار جدا پرداخت نمی‌شود (ماده ۵۸)'}`,
        `${fig(rate)}% of the month's salary ${fig(round(salaryPaid))} (art. 56)${night.isZero() ? '' : '; a shift worker gets no separate night premium (art. 58)'}`);
    }
    const missionDays = attendance.missionDays ?? 0;
    if (!Number.isInteger(missionDays) || missionDays < 0 || missionDays > monthDays) {
      throw new PayrollInputError('attendance.missionDays', { fa: `روزهای مأموریت باید از ۰ تا ${monthDays} باشد.`, en: `Mission days must be 0 to ${monthDays}.` });
    }
    if (opts.last && missionDays > 0) {
      const rate = dec(rules.missionRate);
      earning('missionAllowance', daily.times(missionDays).times(rate).div(100), { quantity: new D(missionDays), rate, base: round(daily) },
        `${missionDays} روز × مزد روزانه ${fig(round(daily))} × ${fig(rate)}٪`, `${missionDays} days × daily wage ${fig(round(daily))} × ${fig(rate)}%`);
    }

    // 4. additions and deductions of the decree and of the month
    // a decree's fixed amounts are paid for its days when another decree shares the month; the month's entries once
    const adjustments = [
      ...(decree.adjustments ?? []).map((a) => (opts.prorateAll && a.method === 'fixed' ? { ...a, prorate: true } : a)),
      ...(opts.last ? input.entries ?? [] : []),
    ];
    adjustments.forEach((a, i) => {
      let amount: Dec;
      let parts: { quantity: string | null; rate: string | null; base: string | null };
      let fa: string;
      let en: string;
      if (a.method === 'percent') {
        const items = a.baseItems ?? [];
        if (items.length === 0) throw new PayrollInputError(`adjustments[${i}].baseItems`, { fa: 'اقلام مبنای درصد مشخص نشده است.', en: 'The items the percentage applies to are missing.' });
        const base = lines.filter((l) => l.kind === 'earning' && (items as readonly string[]).includes(l.key)).reduce((s, l) => s.plus(l.amount), new D(0));
        const rate = dec(a.rate);
        amount = base.times(rate).div(100);
        parts = { quantity: null, rate: text(rate), base: text(base) };
        fa = `${fig(rate)}٪ از ${items.map((k) => PAYROLL_ITEM_LABELS[k].fa).join(' + ')} = ${fig(base)}`;
        en = `${fig(rate)}% of ${items.map((k) => PAYROLL_ITEM_LABELS[k].en).join(' + ')} = ${fig(base)}`;
      } else {
        const full = dec(a.amount);
        amount = a.prorate ? full.times(dayShare) : full;
        parts = { quantity: a.prorate ? String(paidDays) : null, rate: null, base: text(full) };
        fa = a.prorate ? `مبلغ ثابت ${fig(full)} × ${paidDays} ÷ ${monthDays} روز` : `مبلغ ثابت ${fig(full)}`;
        en = a.prorate ? `fixed amount ${fig(full)} × ${paidDays} ÷ ${monthDays} days` : `fixed amount ${fig(full)}`;
      }
      const rounded = round(amount);
      if (rounded.isZero()) return;
      const line: PayslipLine = {
        key: `adjustment:${a.code}`, kind: a.kind === 'addition' ? 'earning' : 'deduction', title: a.title, ...parts, amount: text(rounded),
        insurable: a.kind === 'addition' && a.insurable === true, taxable: a.kind === 'addition' && a.taxable === true, explanation: { fa, en },
      };
      if (a.kind === 'addition') lines.push(line);
      else otherDeductions.push(line);
    });

    if (opts.label) {
      const label = opts.label;
      for (const l of [...lines, ...otherDeductions.slice(deductionsBefore)]) l.explanation = { fa: `${label.fa}: ${l.explanation.fa}`, en: `${label.en}: ${l.explanation.en}` };
    }
    allLines.push(...lines);
  };
  const allLines: PayslipLine[] = [];
  segments.forEach((seg, i) => {
    const label = segments.length === 1 ? null
      : seg.from ? { fa: `حکم از ${seg.from}`, en: `decree from ${seg.from}` } : { fa: `حکم ${i + 1} از ${segments.length}`, en: `decree ${i + 1} of ${segments.length}` };
    segment(seg.decree, (seg as { paid?: number }).paid ?? 0, { last: i === segments.length - 1, label, prorateAll: segments.length > 1 });
  });
  lines.push(...allLines);

  const earnings = lines.filter((l) => l.kind === 'earning');
  const gross = earnings.reduce((s, l) => s.plus(l.amount), new D(0));

  // 5. social security
  const insurableEarnings = earnings.filter((l) => l.insurable).reduce((s, l) => s.plus(l.amount), new D(0));
  const ceilingDaily = dec(rules.minimumDailyWage).times(rules.ssoCeilingMultiple);
  const ceiling = round(ceilingDaily.times(wageDays));
  const insurableBase = decree.hasInsurance ? DecimalJs.min(insurableEarnings, ceiling) as Dec : new D(0);
  const capped = insurableEarnings.gt(ceiling);
  const ceilingText = { fa: capped ? ` (سقف: ${fig(rules.ssoCeilingMultiple)} × حداقل دستمزد روزانه ${fig(rules.minimumDailyWage)} × ${wageDaysText} روز = ${fig(ceiling)})` : '', en: capped ? ` (the ceiling: ${fig(rules.ssoCeilingMultiple)} × minimum daily wage ${fig(rules.minimumDailyWage)} × ${wageDaysText} days = ${fig(ceiling)})` : '' };
  const deductions: PayslipLine[] = [];
  const employer: PayslipLine[] = [];
  let ssoEmployee = new D(0);
  let ssoEmployer = new D(0);
  let unemployment = new D(0);
  const insurableKeys = earnings.filter((l) => l.insurable).map((l) => l.title);
  if (decree.hasInsurance && insurableBase.gt(0)) {
    const on = { fa: `مزایای مشمول بیمه ${fig(insurableEarnings)}${ceilingText.fa}`, en: `insurable pay ${fig(insurableEarnings)}${ceilingText.en}` };
    const rate = dec(rules.ssoEmployeeRate);
    ssoEmployee = round(insurableBase.times(rate).div(100));
    deductions.push({ key: 'ssoEmployee', kind: 'deduction', title: { fa: 'حق بیمهٔ سهم کارگر', en: "Employee's social security" }, quantity: null, rate: text(rate), base: text(insurableBase), amount: text(ssoEmployee), insurable: false, taxable: false,
      explanation: { fa: `${fig(rate)}٪ × ${on.fa} (${insurableKeys.map((t) => t.fa).join('، ')})`, en: `${fig(rate)}% × ${on.en} (${insurableKeys.map((t) => t.en).join(', ')})` } });
    const employerRate = dec(rules.ssoEmployerRate).plus(decree.hazardous ? rules.hazardousExtraRate : 0);
    ssoEmployer = round(insurableBase.times(employerRate).div(100));
    employer.push({ key: 'ssoEmployer', kind: 'employer', title: { fa: 'حق بیمهٔ سهم کارفرما', en: "Employer's social security" }, quantity: null, rate: text(employerRate), base: text(insurableBase), amount: text(ssoEmployer), insurable: false, taxable: false,
      explanation: { fa: `${fig(employerRate)}٪${decree.hazardous ? ` (با ${fig(rules.hazardousExtraRate)}٪ مشاغل سخت و زیان‌آور)` : ''} × ${on.fa}`, en: `${fig(employerRate)}%${decree.hazardous ? ` (with ${fig(rules.hazardousExtraRate)}% for a hazardous job)` : ''} × ${on.en}` } });
    const uRate = dec(rules.unemploymentRate);
    unemployment = round(insurableBase.times(uRate).div(100));
    employer.push({ key: 'unemployment', kind: 'employer', title: { fa: 'بیمهٔ بیکاری', en: 'Unemployment insurance' }, quantity: null, rate: text(uRate), base: text(insurableBase), amount: text(unemployment), insurable: false, taxable: false,
      explanation: { fa: `${fig(uRate)}٪ × ${on.fa}`, en: `${fig(uRate)}% × ${on.en}` } });
  }

  // 6. income tax
  const taxableEarnings = earnings.filter((l) => l.taxable).reduce((s, l) => s.plus(l.amount), new D(0));
  const ssoOff = rules.taxSsoDeduction === 'whole' ? ssoEmployee : rules.taxSsoDeduction === 'twoSevenths' ? ssoEmployee.times(2).div(7) : new D(0);
  const taxableBase = decree.isTaxable ? round(DecimalJs.max(taxableEarnings.minus(ssoOff), 0) as Dec) : new D(0);
  let incomeTax = new D(0);
  if (decree.isTaxable && taxableBase.gt(0)) {
    const scale = rules.taxProrate ? dayShare : new D(1);
    const t = bracketTax(taxableBase, rules.taxBrackets, scale);
    incomeTax = t.tax;
    const parts = t.parts.map((p) => `${fig(p.rate)}٪ × ${fig(round(p.slice))}`);
    const partsEn = t.parts.map((p) => `${fig(p.rate)}% × ${fig(round(p.slice))}`);
    incomeTax = round(incomeTax);
    const ssoNote = ssoOff.isZero() ? '' : rules.taxSsoDeduction === 'whole' ? ` − حق بیمهٔ کارگر ${fig(ssoEmployee)}` : ` − ۲/۷ حق بیمهٔ کارگر ${fig(round(ssoOff))}`;
    const ssoNoteEn = ssoOff.isZero() ? '' : rules.taxSsoDeduction === 'whole' ? ` − employee SSO ${fig(ssoEmployee)}` : ` − 2/7 of employee SSO ${fig(round(ssoOff))}`;
    if (incomeTax.gt(0)) {
      deductions.push({ key: 'incomeTax', kind: 'deduction', title: { fa: 'مالیات حقوق', en: 'Income tax' }, quantity: null, rate: null, base: text(taxableBase), amount: text(incomeTax), insurable: false, taxable: false,
        explanation: {
          fa: `درآمد مشمول ${fig(taxableEarnings)}${ssoNote} = ${fig(taxableBase)}؛ معافیت ${fig(round(dec(rules.taxExemption).times(scale)))}؛ ${parts.join(' + ')} (سال ${rules.year})`,
          en: `taxable pay ${fig(taxableEarnings)}${ssoNoteEn} = ${fig(taxableBase)}; exemption ${fig(round(dec(rules.taxExemption).times(scale)))}; ${partsEn.join(' + ')} (${rules.year})`,
        } });
    }
  }

  // 7. the rest
  const supp = input.supplementaryInsurance;
  if (supp) {
    const person = round(dec(supp.personShare));
    const company = round(dec(supp.companyShare));
    if (person.gt(0)) deductions.push({ key: 'supplementaryInsurance', kind: 'deduction', title: { fa: 'بیمهٔ تکمیلی (سهم کارمند)', en: 'Supplementary insurance (own share)' }, quantity: null, rate: null, base: null, amount: text(person), insurable: false, taxable: false, explanation: { fa: 'سهم کارمند از حق بیمهٔ تکمیلی ماه', en: "the person's share of the month's premium" } });
    if (company.gt(0)) employer.push({ key: 'supplementaryInsuranceCompany', kind: 'employer', title: { fa: 'بیمهٔ تکمیلی (سهم شرکت)', en: 'Supplementary insurance (company share)' }, quantity: null, rate: null, base: null, amount: text(company), insurable: false, taxable: false, explanation: { fa: 'سهم شرکت از حق بیمهٔ تکمیلی ماه', en: "the company's share of the month's premium" } });
  }
  deductions.push(...otherDeductions);
  const totalDeductions = deductions.reduce((s, l) => s.plus(l.amount), new D(0));
  const employerTotal = employer.reduce((s, l) => s.plus(l.amount), new D(0));
  return {
    paidDays,
    wageDays: text(wageDays.toDecimalPlaces(4)),
    dailyWage: text(round(daily)),
    hourlyWage: text(round(hourly)),
    lines: [...lines, ...deductions, ...employer],
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
