import type { YearEndInput } from './year-end';
import type { PayrollAdjustment, PayrollAttendanceInput, PayrollDecreeInput, PayrollRules } from './calculate';

/**
 * Payslips worked out by hand (issue 16 "Done when"), checked by the calculator's unit test and by the integration
 * test that stores a payroll for the same people and compares it to the rial. The rules are the 1404 figures of
 * ../shared/research/payroll-iran.md (as the demo seed keeps them): minimum daily wage 3,463,656; housing 9,000,000;
 * grocery 22,000,000; child 10,390,968 each; marriage 5,000,000; seniority 94,000 a day per year; SSO 7% / 20% / 3%
 * (+4% hazardous), ceiling 7 × the minimum wage; hourly wage = daily ÷ 7.33; overtime and Friday work 140%, night
 * 35%; shift 10 / 15 / 22.5%; tax exemption 240,000,000 with brackets 10% to 300 M, 15% to 380 M, 20% to 500 M,
 * 25% to 666,666,667 and 30% above; 2/7 of the employee's SSO off the taxable pay; a full month pays 30 days'
 * wage ('fixed'); amounts truncated to the rial. Every child allowance is taxable and not insurable; the marriage
 * allowance is insurable (the research's ✗: the customer's choice, kept in the rule's items).
 */
export const RULES_1404_EXAMPLE: PayrollRules = {
  year: 1404,
  minimumDailyWage: '3463656',
  housing: '9000000',
  grocery: '22000000',
  childPerChild: '10390968',
  marriage: '5000000',
  seniorityDaily: '94000',
  ssoEmployeeRate: '7',
  ssoEmployerRate: '20',
  unemploymentRate: '3',
  hazardousExtraRate: '4',
  ssoCeilingMultiple: '7',
  paidDaysMethod: 'fixed',
  hourlyMethod: 'daily',
  hourlyDivisor: '7.33',
  hourlyIncludesSeniority: false,
  overtimeRate: '140',
  nightRate: '35',
  fridayHolidayRate: '140',
  shiftRates: { morningEvening: '10', threeShifts: '15', withNight: '22.5' },
  missionRate: '50',
  taxExemption: '240000000',
  taxBrackets: [
    { from: '240000000', to: '300000000', rate: '10' },
    { from: '300000000', to: '380000000', rate: '15' },
    { from: '380000000', to: '500000000', rate: '20' },
    { from: '500000000', to: '666666667', rate: '25' },
    { from: '666666667', to: null, rate: '30' },
  ],
  taxSsoDeduction: 'twoSevenths',
  taxProrate: false,
  rounding: 'down',
  eydiDays: 60,
  eydiCapDays: 90,
  severanceDaysPerYear: 30,
  yearEndIncludesSeniority: true,
  yearEndTaxRate: null,
  items: {
    baseSalary: { insurable: true, taxable: true },
    seniority: { insurable: true, taxable: true },
    housing: { insurable: true, taxable: true },
    grocery: { insurable: true, taxable: true },
    childAllowance: { insurable: false, taxable: true },
    marriageAllowance: { insurable: true, taxable: true },
    recruitmentAllowance: { insurable: true, taxable: true },
    managementAllowance: { insurable: true, taxable: true },
    matchingDifference: { insurable: true, taxable: true },
    overtime: { insurable: true, taxable: true },
    nightWork: { insurable: true, taxable: true },
    fridayHolidayWork: { insurable: true, taxable: true },
    shiftAllowance: { insurable: true, taxable: true },
    missionAllowance: { insurable: false, taxable: false },
    // the year end: none is insurable; eydi is taxed above the monthly exemption; severance and unused leave paid
    // out are not taxed (Direct Tax Law art. 91)
    eydi: { insurable: false, taxable: true },
    severance: { insurable: false, taxable: false },
    leavePayout: { insurable: false, taxable: false },
  },
};

export interface WorkedPayslip {
  name: string;
  /** Jalali month of 1404 (Mehr, 7, has 30 days; Farvardin, 1, has 31) */
  month: number;
  monthDays: number;
  decree: PayrollDecreeInput;
  attendance: PayrollAttendanceInput;
  entries?: PayrollAdjustment[];
  /** the item lines expected, key → amount */
  earnings: Record<string, string>;
  deductions: Record<string, string>;
  employer: Record<string, string>;
  gross: string;
  insurableBase: string;
  taxableBase: string;
  net: string;
}

const plain = { hasInsurance: true, isTaxable: true } as const;

export const WORKED_PAYSLIPS: WorkedPayslip[] = [
  {
    // 1. Single, the minimum wage, one year of service, a whole month (Mehr, 30 days).
    //    salary 3,463,656 × 30 = 103,909,680; seniority 94,000 × 30 × 1 = 2,820,000; housing 9,000,000; grocery 22,000,000
    //    gross = insurable = 137,729,680 (below the ceiling 7 × 3,463,656 × 30 = 727,367,760)
    //    SSO 7% = 9,641,077.6 → 9,641,077; employer 20% = 27,545,936; unemployment 3% = 4,131,890.4 → 4,131,890
    //    taxable 137,729,680 − 2/7 × 9,641,077 (2,754,593.43) = 134,975,086 < 240,000,000: no tax
    //    net 137,729,680 − 9,641,077 = 128,088,603
    name: 'single, minimum wage, one year of service',
    month: 7, monthDays: 30,
    decree: { ...plain, monthlySalary: '103909680', seniorityYears: 1, married: false, childCount: 0 },
    attendance: { workDays: 30 },
    earnings: { baseSalary: '103909680', seniority: '2820000', housing: '9000000', grocery: '22000000' },
    deductions: { ssoEmployee: '9641077' },
    employer: { ssoEmployer: '27545936', unemployment: '4131890' },
    gross: '137729680', insurableBase: '137729680', taxableBase: '134975086', net: '128088603',
  },
  {
    // 2. Married with two children, the minimum wage, a year of service, 20 hours of overtime (the Mehr news agency's
    //    163,511,616 for this family, plus the overtime).
    //    hourly 3,463,656 ÷ 7.33 = 472,531.514…; overtime 20 × 472,531.514… × 140% = 13,230,882.4 → 13,230,882
    //    children 2 × 10,390,968 = 20,781,936 (not insurable); marriage 5,000,000
    //    gross 103,909,680 + 2,820,000 + 9,000,000 + 22,000,000 + 20,781,936 + 5,000,000 + 13,230,882 = 176,742,498
    //    insurable = gross − children = 155,960,562; SSO 7% = 10,917,239.34 → 10,917,239
    //    employer 20% = 31,192,112.4 → 31,192,112; unemployment 3% = 4,678,816.86 → 4,678,816
    //    taxable 176,742,498 − 2/7 × 10,917,239 = 173,623,286 (no tax); net 176,742,498 − 10,917,239 = 165,825,259
    name: 'married with two children and overtime',
    month: 7, monthDays: 30,
    decree: { ...plain, monthlySalary: '103909680', seniorityYears: 1, married: true, childCount: 2 },
    attendance: { workDays: 30, overtimeHours: 20 },
    earnings: { baseSalary: '103909680', seniority: '2820000', housing: '9000000', grocery: '22000000', childAllowance: '20781936', marriageAllowance: '5000000', overtime: '13230882' },
    deductions: { ssoEmployee: '10917239' },
    employer: { ssoEmployer: '31192112', unemployment: '4678816' },
    gross: '176742498', insurableBase: '155960562', taxableBase: '173623286', net: '165825259',
  },
  {
    // 3. Single, salary 260,000,000, no shift, 16 night hours and 8 Friday hours.
    //    daily 8,666,666.67; hourly 8,666,666.67 ÷ 7.33 = 1,182,355.616…
    //    night 16 × 1,182,355.616 × 35% = 6,621,191.4 → 6,621,191; Friday 8 × 1,182,355.616 × 140% = 13,242,382.9 → 13,242,382
    //    gross = insurable = 260,000,000 + 9,000,000 + 22,000,000 + 6,621,191 + 13,242,382 = 310,863,573
    //    SSO 7% = 21,760,450.11 → 21,760,450; employer 20% = 62,172,714.6 → 62,172,714; unemployment 9,325,907.19 → 9,325,907
    //    taxable 310,863,573 − 2/7 × 21,760,450 (6,217,271.43) = 304,646,301.57 → 304,646,301
    //    tax 10% × (300,000,000 − 240,000,000) + 15% × (304,646,301 − 300,000,000) = 6,000,000 + 696,945.15 → 6,696,945
    //    net 310,863,573 − 21,760,450 − 6,696,945 = 282,406,178
    name: 'night and Friday work, taxed in two brackets',
    month: 7, monthDays: 30,
    decree: { ...plain, monthlySalary: '260000000', married: false, childCount: 0 },
    attendance: { workDays: 30, nightHours: 16, fridayHolidayHours: 8 },
    earnings: { baseSalary: '260000000', housing: '9000000', grocery: '22000000', nightWork: '6621191', fridayHolidayWork: '13242382' },
    deductions: { ssoEmployee: '21760450', incomeTax: '6696945' },
    employer: { ssoEmployer: '62172714', unemployment: '9325907' },
    gross: '310863573', insurableBase: '310863573', taxableBase: '304646301', net: '282406178',
  },
  {
    // 4. A shift worker (morning or evening with night: 22.5%) in a hazardous job, salary 120,000,000, three years of
    //    service, 40 night hours (no premium: art. 58 pays it to non-shift workers only), a decree addition of 10% of
    //    salary and seniority (insurable, taxable) and a loan instalment of 5,000,000 this month.
    //    seniority 94,000 × 30 × 3 = 8,460,000; shift 22.5% × 120,000,000 = 27,000,000
    //    addition 10% × (120,000,000 + 8,460,000) = 12,846,000
    //    gross = insurable = 120,000,000 + 8,460,000 + 9,000,000 + 22,000,000 + 27,000,000 + 12,846,000 = 199,306,000
    //    SSO 7% = 13,951,420; employer 24% (20 + 4 hazardous) = 47,833,440; unemployment 3% = 5,979,180
    //    taxable 199,306,000 − 2/7 × 13,951,420 = 195,319,880 (no tax)
    //    net 199,306,000 − 13,951,420 − 5,000,000 = 180,354,580
    name: 'shift worker in a hazardous job with an addition and a loan',
    month: 7, monthDays: 30,
    decree: {
      ...plain, monthlySalary: '120000000', seniorityYears: 3, married: false, childCount: 0, hazardous: true,
      adjustments: [{ code: 'PROD', title: { fa: 'فوق‌العادهٔ تولید', en: 'Production bonus' }, kind: 'addition', method: 'percent', rate: '10', baseItems: ['baseSalary', 'seniority'], insurable: true, taxable: true }],
    },
    attendance: { workDays: 30, nightHours: 40, shiftKind: 'withNight' },
    entries: [{ code: 'LOAN', title: { fa: 'قسط وام', en: 'Loan instalment' }, kind: 'deduction', method: 'fixed', amount: '5000000' }],
    earnings: { baseSalary: '120000000', seniority: '8460000', housing: '9000000', grocery: '22000000', shiftAllowance: '27000000', 'adjustment:PROD': '12846000' },
    deductions: { ssoEmployee: '13951420', 'adjustment:LOAN': '5000000' },
    employer: { ssoEmployer: '47833440', unemployment: '5979180' },
    gross: '199306000', insurableBase: '199306000', taxableBase: '195319880', net: '180354580',
  },
  {
    // 5. Started on the 17th of Mehr: 14 of 30 days, the minimum wage.
    //    salary 3,463,656 × 14 = 48,491,184; housing 9,000,000 × 14 ÷ 30 = 4,200,000; grocery 22,000,000 × 14 ÷ 30 = 10,266,666.67 → 10,266,666
    //    gross = insurable = 62,957,850 (ceiling 7 × 3,463,656 × 14 = 339,438,288)
    //    SSO 7% = 4,407,049.5 → 4,407,049; employer 12,591,570; unemployment 1,888,735.5 → 1,888,735
    //    taxable 62,957,850 − 2/7 × 4,407,049 = 61,698,693 (no tax); net 62,957,850 − 4,407,049 = 58,550,801
    name: 'started mid-month',
    month: 7, monthDays: 30,
    decree: { ...plain, monthlySalary: '103909680', married: false, childCount: 0 },
    attendance: { workDays: 14 },
    earnings: { baseSalary: '48491184', housing: '4200000', grocery: '10266666' },
    deductions: { ssoEmployee: '4407049' },
    employer: { ssoEmployer: '12591570', unemployment: '1888735' },
    gross: '62957850', insurableBase: '62957850', taxableBase: '61698693', net: '58550801',
  },
  {
    // 6. Above the SSO ceiling: salary 900,000,000, management allowance 100,000,000, married with one child.
    //    gross 900,000,000 + 9,000,000 + 22,000,000 + 10,390,968 + 5,000,000 + 100,000,000 = 1,046,390,968
    //    insurable 1,036,000,000 (all but the child) → capped at 7 × 3,463,656 × 30 = 727,367,760
    //    SSO 7% = 50,915,743.2 → 50,915,743; employer 20% = 145,473,552; unemployment 3% = 21,821,032.8 → 21,821,032
    //    taxable 1,046,390,968 − 2/7 × 50,915,743 (14,547,355.14) = 1,031,843,612.86 → 1,031,843,612
    //    tax 10% × 60,000,000 + 15% × 80,000,000 + 20% × 120,000,000 + 25% × 166,666,667 + 30% × (1,031,843,612 − 666,666,667)
    //      = 6,000,000 + 12,000,000 + 24,000,000 + 41,666,666.75 + 109,553,083.5 = 193,219,750.25 → 193,219,750
    //    net 1,046,390,968 − 50,915,743 − 193,219,750 = 802,255,475
    name: 'above the SSO ceiling, in every tax bracket',
    month: 7, monthDays: 30,
    decree: { ...plain, monthlySalary: '900000000', managementAllowance: '100000000', married: true, childCount: 1 },
    attendance: { workDays: 30 },
    earnings: { baseSalary: '900000000', housing: '9000000', grocery: '22000000', childAllowance: '10390968', marriageAllowance: '5000000', managementAllowance: '100000000' },
    deductions: { ssoEmployee: '50915743', incomeTax: '193219750' },
    employer: { ssoEmployer: '145473552', unemployment: '21821032' },
    gross: '1046390968', insurableBase: '727367760', taxableBase: '1031843612', net: '802255475',
  },
  {
    // 7. Three days of unpaid leave in Farvardin (31 days), salary 200,000,000: 28 of 31 days paid.
    //    salary 200,000,000 ÷ 30 × (30 × 28 ÷ 31) = 180,645,161.29 → 180,645,161
    //    housing 9,000,000 × 28 ÷ 31 = 8,129,032.26 → 8,129,032; grocery 22,000,000 × 28 ÷ 31 = 19,870,967.74 → 19,870,967
    //    gross = insurable = 208,645,160 (ceiling 7 × 3,463,656 × 27.0967… = 656,977,331)
    //    SSO 7% = 14,605,161.2 → 14,605,161; employer 41,729,032; unemployment 6,259,354.8 → 6,259,354
    //    taxable 208,645,160 − 2/7 × 14,605,161 = 204,472,256 (no tax); net 208,645,160 − 14,605,161 = 194,039,999
    name: 'unpaid leave in a 31-day month',
    month: 1, monthDays: 31,
    decree: { ...plain, monthlySalary: '200000000', married: false, childCount: 0 },
    attendance: { workDays: 31, unpaidLeaveDays: 3 },
    earnings: { baseSalary: '180645161', housing: '8129032', grocery: '19870967' },
    deductions: { ssoEmployee: '14605161' },
    employer: { ssoEmployer: '41729032', unemployment: '6259354' },
    gross: '208645160', insurableBase: '208645160', taxableBase: '204472256', net: '194039999',
  },
];

export interface WorkedYearEnd {
  name: string;
  input: Omit<YearEndInput, 'rules'>;
  earnings: Record<string, string>;
  deductions: Record<string, string>;
  taxableBase: string;
  net: string;
}

/**
 * Year-end pay worked out by hand (1404: 365 days; the rules above: eydi 60 days' wage capped at 90 days' minimum
 * wage = 90 × 3,463,656 = 311,729,040; severance 30 days a year; the daily wage with seniority).
 */
export const WORKED_YEAR_ENDS: WorkedYearEnd[] = [
  {
    // 1. The minimum wage, a year of service, the whole year.
    //    daily wage (103,909,680 + 2,820,000) ÷ 30 = 3,557,656
    //    eydi 60 × 3,557,656 = 213,459,360 (below the cap) × 365 ÷ 365; severance 30 × 3,557,656 = 106,729,680
    //    eydi below the exemption 240,000,000: no tax; net 213,459,360 + 106,729,680 = 320,189,040
    name: 'the minimum wage, the whole year',
    input: { yearDays: 365, decree: { hasInsurance: true, isTaxable: true, monthlySalary: '103909680', seniorityYears: 1 }, workDays: 365 },
    earnings: { eydi: '213459360', severance: '106729680' },
    deductions: {},
    taxableBase: '0',
    net: '320189040',
  },
  {
    // 2. Started mid-year and left: 200 days employed, 10 of them unpaid leave; 150,000,000 a month, no seniority;
    //    2.5 days of leave left on leaving (art. 71).
    //    daily wage 150,000,000 ÷ 30 = 5,000,000; eydi 60 × 5,000,000 = 300,000,000 (below the cap) × 190 ÷ 365
    //    = 156,164,383.56 → 156,164,383; severance 150,000,000 × 190 ÷ 365 = 78,082,191.78 → 78,082,191;
    //    leave 2.5 × 5,000,000 = 12,500,000; no tax (eydi below the exemption); net 246,746,574
    name: 'a part year with leave paid out on leaving',
    input: { yearDays: 365, decree: { hasInsurance: true, isTaxable: true, monthlySalary: '150000000', seniorityYears: 0 }, workDays: 200, unpaidDays: 10, leavePayoutDays: '2.5', leavePayoutReason: 'exit' },
    earnings: { eydi: '156164383', severance: '78082191', leavePayout: '12500000' },
    deductions: {},
    taxableBase: '0',
    net: '246746574',
  },
  {
    // 3. A manager: 900,000,000 a month, five years of service (94,000 × 30 × 5 = 14,100,000), the whole year, 4.25
    //    days of leave past the carry-over ceiling.
    //    daily wage (900,000,000 + 14,100,000) ÷ 30 = 30,470,000; eydi 60 × 30,470,000 = 1,828,200,000 above the cap:
    //    311,729,040; severance 30 × 30,470,000 = 914,100,000; leave 4.25 × 30,470,000 = 129,497,500
    //    taxable: eydi 311,729,040 − 240,000,000 = 71,729,040, taxed from the exemption up: 10% × 60,000,000
    //    + 15% × 11,729,040 = 6,000,000 + 1,759,356 = 7,759,356
    //    net 311,729,040 + 914,100,000 + 129,497,500 − 7,759,356 = 1,347,567,184
    name: 'a manager above the eydi cap, taxed on the excess',
    input: { yearDays: 365, decree: { hasInsurance: true, isTaxable: true, monthlySalary: '900000000', seniorityYears: 5 }, workDays: 365, leavePayoutDays: '4.25', leavePayoutReason: 'excess' },
    earnings: { eydi: '311729040', severance: '914100000', leavePayout: '129497500' },
    deductions: { incomeTax: '7759356' },
    taxableBase: '71729040',
    net: '1347567184',
  },
];

/**
 * A raise in the middle of Mehr (30 days), worked out by hand: the minimum-wage decree (103,909,680, a year of
 * service) in force on the 1st to the 15th, a decree of 150,000,000 from the 16th; 2 days of unpaid leave (taken
 * from the last decree's days: it pays 13); 20 hours of overtime, paid once at the last decree's hourly wage.
 *  - 1st–15th: salary 3,463,656 × 15 = 51,954,840; seniority 94,000 × 15 = 1,410,000; housing 9,000,000 × 15 ÷ 30
 *    = 4,500,000; grocery 22,000,000 × 15 ÷ 30 = 11,000,000
 *  - 16th–30th, 13 paid: salary 5,000,000 × 13 = 65,000,000; seniority 94,000 × 13 = 1,222,000; housing 9,000,000
 *    × 13 ÷ 30 = 3,900,000; grocery 22,000,000 × 13 ÷ 30 = 9,533,333.3 → 9,533,333
 *  - overtime 20 × (5,000,000 ÷ 7.33 = 682,128.24…) × 140% = 19,099,590.7 → 19,099,590
 *  - gross = insurable 167,619,763 (ceiling 7 × 3,463,656 × 28 = 678,876,576); SSO 7% = 11,733,383.41 → 11,733,383;
 *    employer 20% = 33,523,952; unemployment 3% = 5,028,592
 *  - taxable 167,619,763 − 2/7 × 11,733,383 = 164,267,367 (no tax); net 167,619,763 − 11,733,383 = 155,886,380
 */
export const WORKED_SPLIT_MONTH = {
  month: 7,
  monthDays: 30,
  earlier: { decree: { hasInsurance: true, isTaxable: true, monthlySalary: '103909680', seniorityYears: 1 } as PayrollDecreeInput, days: 15, from: '1404/07/01' },
  decree: { hasInsurance: true, isTaxable: true, monthlySalary: '150000000', seniorityYears: 1 } as PayrollDecreeInput,
  decreeFrom: '1404/07/16',
  attendance: { workDays: 30, unpaidLeaveDays: 2, overtimeHours: 20 } as PayrollAttendanceInput,
  /** [item, amount] in the payslip's order */
  earnings: [
    ['baseSalary', '51954840'], ['seniority', '1410000'], ['housing', '4500000'], ['grocery', '11000000'],
    ['baseSalary', '65000000'], ['seniority', '1222000'], ['housing', '3900000'], ['grocery', '9533333'], ['overtime', '19099590'],
  ] as [string, string][],
  deductions: { ssoEmployee: '11733383' },
  employer: { ssoEmployer: '33523952', unemployment: '5028592' },
  gross: '167619763',
  taxableBase: '164267367',
  net: '155886380',
};
