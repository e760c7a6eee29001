import { defineEntity, type FieldDefinition } from '../definition';
import { documentRoutes } from '../routes';
import { options } from '../hr/common';
import { PAYROLL_MENU, PAYROLL_ITEM_OPTIONS, description, rials, percent } from './common';

/**
 * The payroll rules of a Jalali year (ضوابط حقوق و دستمزد سال), one row per company and year, which the customer
 * edits and the demo seed fills for 1404 and 1405 (../shared/research/payroll-iran.md): the Supreme Labour Council's
 * wage and allowances, the social security rates and ceiling, the Labour Law's premiums, the income-tax exemption
 * and brackets (the lines), which items are insurable and taxable (the `items` sub-records), and the choices the
 * sources disagree on (how much of the SSO share reduces taxable pay, the hourly divisor, rounding, the DBF text
 * encoding). Nothing of it is a constant in code: packages/domain/src/payroll/calculate.ts reads it.
 */

export const PAID_DAYS_METHODS = options([1, 'ثابت ۳۰ روز (ماه کامل = حقوق ماهانه)', 'Fixed 30 days (a full month = the monthly salary)'], [2, 'روزهای تقویمی ماه (ماه ۳۱ روزه = ۳۱ روز مزد)', 'Calendar days (a 31-day month pays 31 days)']);
export const HOURLY_METHODS = options([1, 'مزد روزانه تقسیم بر مقسوم‌علیه (۷٫۳۳)', 'Daily wage ÷ the divisor (7.33)'], [2, 'حقوق ماهانه تقسیم بر مقسوم‌علیه (۲۲۰)', 'Monthly salary ÷ the divisor (220)']);
export const TAX_SSO_DEDUCTIONS = options([1, 'دو هفتم حق بیمهٔ سهم کارگر', 'Two sevenths of the employee share'], [2, 'تمام حق بیمهٔ سهم کارگر', 'The whole employee share'], [3, 'هیچ', 'None']);
export const ROUNDINGS = options([1, 'حذف کسر ریال', 'Drop the fraction of a rial'], [2, 'گرد کردن به نزدیک‌ترین ریال', 'Round to the nearest rial']);
export const DBF_ENCODINGS = options([1, 'Windows-1256', 'Windows-1256'], [2, 'ایران سیستم', 'Iran System']);

const required = <T extends FieldDefinition>(f: T) => ({ ...f, required: true }) as const;

export const payrollRule = defineEntity({
  name: 'payrollrule', model: 'PayrollRule', table: 'payroll_rule', area: 'payroll',
  ...documentRoutes('payrollrule', 'payroll'),
  label: { singular: { fa: 'ضوابط حقوق سال', en: "Year's payroll rules" }, plural: { fa: 'ضوابط حقوق و دستمزد', en: 'Payroll rules' } },
  scope: 'company',
  fields: {
    year: { type: 'int', label: { fa: 'سال', en: 'Year' }, grouping: false, required: true, unique: true, min: 1390, max: 1500, hint: { fa: 'سال شمسی', en: 'Jalali year' } },
    title: { type: 'string', label: { fa: 'عنوان', en: 'Title' }, required: true, max: 150 },
    minimumDailyWage: required(rials('حداقل دستمزد روزانه', 'Minimum daily wage')),
    housing: required(rials('حق مسکن ماهانه', 'Monthly housing allowance')),
    grocery: required(rials('بن خواربار ماهانه', 'Monthly grocery allowance')),
    childPerChild: required(rials('حق اولاد برای هر فرزند', 'Child allowance per child')),
    marriage: required(rials('حق تأهل', 'Marriage allowance')),
    seniorityDaily: required(rials('پایه سنوات روزانه برای هر سال', 'Seniority base a day per year of service')),
    ssoEmployeeRate: required(percent('حق بیمهٔ سهم کارگر (٪)', 'Employee SSO share (%)')),
    ssoEmployerRate: required(percent('حق بیمهٔ سهم کارفرما (٪)', 'Employer SSO share (%)')),
    unemploymentRate: required(percent('بیمهٔ بیکاری (٪)', 'Unemployment insurance (%)')),
    hazardousExtraRate: required(percent('افزودهٔ کارفرما برای مشاغل سخت و زیان‌آور (٪)', 'Employer extra for hazardous jobs (%)')),
    ssoCeilingMultiple: { type: 'decimal', label: { fa: 'سقف بیمه (ضریب حداقل دستمزد)', en: 'SSO ceiling (times the minimum wage)' }, required: true, min: 1, max: 100 },
    paidDaysMethod: { type: 'enum', label: { fa: 'روزهای مزد', en: 'Days of wage' }, required: true, default: 1, options: PAID_DAYS_METHODS },
    hourlyMethod: { type: 'enum', label: { fa: 'مزد ساعتی', en: 'Hourly wage' }, required: true, default: 1, options: HOURLY_METHODS },
    hourlyDivisor: { type: 'decimal', label: { fa: 'مقسوم‌علیه مزد ساعتی', en: 'Hourly divisor' }, required: true, min: 1, max: 1000 },
    hourlyIncludesSeniority: { type: 'boolean', label: { fa: 'پایه سنوات در مزد ساعتی', en: 'Seniority in the hourly wage' }, default: false },
    overtimeRate: required(percent('اضافه‌کاری: ٪ مزد ساعتی برای هر ساعت (ماده ۵۹)', 'Overtime: % of the hourly wage an hour (art. 59)', 1000)),
    nightRate: required(percent('شب‌کاری: افزودهٔ ٪ مزد ساعتی (ماده ۵۸)', 'Night work: % of the hourly wage added (art. 58)', 1000)),
    fridayHolidayRate: required(percent('جمعه‌کاری و تعطیل‌کاری: ٪ مزد ساعتی (ماده ۶۲)', 'Friday and holiday work: % of the hourly wage (art. 62)', 1000)),
    shiftMorningEveningRate: required(percent('نوبت‌کاری صبح و عصر (٪)', 'Shift: morning and evening (%)')),
    shiftThreeRate: required(percent('نوبت‌کاری صبح، عصر و شب (٪)', 'Shift: morning, evening and night (%)')),
    shiftWithNightRate: required(percent('نوبت‌کاری صبح و شب یا عصر و شب (٪)', 'Shift: with night (%)')),
    missionRate: required(percent('فوق‌العادهٔ مأموریت: ٪ مزد روزانه برای هر روز', 'Mission: % of the daily wage a day', 1000)),
    taxExemption: required(rials('معافیت مالیاتی ماهانه', 'Monthly tax exemption')),
    taxSsoDeduction: { type: 'enum', label: { fa: 'کسر حق بیمه از درآمد مشمول مالیات', en: 'SSO share off taxable pay' }, required: true, default: 1, options: TAX_SSO_DEDUCTIONS },
    taxProrate: { type: 'boolean', label: { fa: 'پله‌های مالیات به نسبت روزهای کارکرد', en: 'Tax thresholds prorated by days paid' }, default: false },
    rounding: { type: 'enum', label: { fa: 'گرد کردن مبالغ', en: 'Rounding' }, required: true, default: 1, options: ROUNDINGS },
    eydiDays: { type: 'int', label: { fa: 'عیدی (روز مزد)', en: 'New-year bonus (days of wage)' }, min: 0, max: 365, default: 60 },
    eydiCapDays: { type: 'int', label: { fa: 'سقف عیدی (روز حداقل دستمزد)', en: 'New-year bonus cap (days of minimum wage)' }, min: 0, max: 365, default: 90 },
    severanceDaysPerYear: { type: 'int', label: { fa: 'سنوات پایان کار (روز برای هر سال)', en: 'Severance (days a year of service)' }, min: 0, max: 365, default: 30 },
    yearEndIncludesSeniority: { type: 'boolean', label: { fa: 'پایه سنوات در مزد روزانهٔ عیدی و سنوات', en: 'Seniority in the year end’s daily wage' }, default: true },
    yearEndTaxRate: { ...percent('نرخ مالیات عیدی و پرداخت‌های پایان سال (٪)', 'Tax rate on the year-end pay (%)'), hint: { fa: 'خالی: با پله‌های ماهانه، از معافیت به بالا', en: 'Empty: by the monthly brackets, from the exemption up' } },
    dbfEncoding: { type: 'enum', label: { fa: 'کدگذاری متن فایل بیمه (DBF)', en: 'SSO list (DBF) text encoding' }, required: true, default: 1, options: DBF_ENCODINGS },
    description,
  },
  titleField: 'title',
  searchFields: ['title'],
  list: { columns: ['year', 'title', 'minimumDailyWage', 'housing', 'grocery', 'taxExemption'], filters: ['year'], sort: { field: 'year', direction: 'desc' } },
  form: {
    sections: [
      { title: { fa: 'سال و حداقل دستمزد', en: 'Year and minimum wage' }, fields: ['year', 'title', 'minimumDailyWage', 'housing', 'grocery', 'childPerChild', 'marriage', 'seniorityDaily'] },
      { title: { fa: 'تأمین اجتماعی', en: 'Social security' }, fields: ['ssoEmployeeRate', 'ssoEmployerRate', 'unemploymentRate', 'hazardousExtraRate', 'ssoCeilingMultiple', 'dbfEncoding'] },
      { title: { fa: 'کارکرد و فوق‌العاده‌ها', en: 'Days, hours and premiums' }, fields: ['paidDaysMethod', 'hourlyMethod', 'hourlyDivisor', 'hourlyIncludesSeniority', 'overtimeRate', 'nightRate', 'fridayHolidayRate', 'shiftMorningEveningRate', 'shiftThreeRate', 'shiftWithNightRate', 'missionRate'] },
      { title: { fa: 'مالیات و گرد کردن', en: 'Tax and rounding' }, fields: ['taxExemption', 'taxSsoDeduction', 'taxProrate', 'rounding'] },
      { title: { fa: 'پایان سال', en: 'Year end' }, fields: ['eydiDays', 'eydiCapDays', 'severanceDaysPerYear', 'yearEndIncludesSeniority', 'yearEndTaxRate', 'description'] },
    ],
  },
  lines: { entity: 'payrollrulebracket', via: 'payrollRuleId', label: { fa: 'پله‌های مالیات حقوق (ماهانه)', en: 'Income-tax brackets (monthly)' }, min: 1, max: 20 },
  children: { items: { entity: 'payrollruleitem', via: 'payrollRuleId', label: { fa: 'اقلام مشمول بیمه و مالیات', en: 'Insurable and taxable items' }, owned: true } },
  activeFlag: false,
  menu: { url: '/payroll-rules-2', parent: PAYROLL_MENU, icon: 'scale' },
});

export const payrollRuleBracket = defineEntity({
  name: 'payrollrulebracket', model: 'PayrollRuleBracket', table: 'payroll_rule_bracket', area: 'payroll',
  basePath: '/api/payroll/v1/payrollrulebracket', routes: {},
  label: { singular: { fa: 'پلهٔ مالیات', en: 'Tax bracket' }, plural: { fa: 'پله‌های مالیات', en: 'Tax brackets' } },
  scope: 'company',
  fields: {
    payrollRuleId: { type: 'link', entity: 'payrollrule', label: { fa: 'ضوابط سال', en: 'Rules' }, required: true },
    fromAmount: required(rials('از درآمد ماهانه', 'From monthly pay')),
    toAmount: { ...rials('تا درآمد ماهانه', 'Up to monthly pay'), hint: { fa: 'خالی: بدون سقف', en: 'Empty: no upper end' } },
    rate: required(percent('نرخ (٪)', 'Rate (%)')),
  },
  titleField: 'rate',
  activeFlag: false,
  searchFields: ['payrollRuleId'],
  list: { columns: ['fromAmount', 'toAmount', 'rate'], sort: { field: 'fromAmount', direction: 'asc' } },
  menu: { url: '/payroll-rules-2', parent: PAYROLL_MENU, page: false },
});

export const payrollRuleItem = defineEntity({
  name: 'payrollruleitem', model: 'PayrollRuleItem', table: 'payroll_rule_item', area: 'payroll',
  ...documentRoutes('payrollruleitem', 'payroll'),
  label: { singular: { fa: 'قلم حقوق', en: 'Payroll item' }, plural: { fa: 'اقلام مشمول بیمه و مالیات', en: 'Insurable and taxable items' } },
  scope: 'company',
  fields: {
    payrollRuleId: { type: 'link', entity: 'payrollrule', label: { fa: 'ضوابط سال', en: 'Rules' }, required: true },
    item: { type: 'enum', label: { fa: 'قلم', en: 'Item' }, required: true, options: PAYROLL_ITEM_OPTIONS, uniqueWithin: 'payrollRuleId' },
    insurable: { type: 'boolean', label: { fa: 'مشمول بیمه', en: 'Insurable' }, default: true },
    taxable: { type: 'boolean', label: { fa: 'مشمول مالیات', en: 'Taxable' }, default: true },
    basis: { type: 'string', label: { fa: 'مستند (بخشنامه یا رأی)', en: 'Basis (circular or ruling)' }, max: 200 },
  },
  titleField: 'item',
  searchFields: ['payrollRuleId'],
  list: { columns: ['item', 'insurable', 'taxable', 'basis'], filters: ['payrollRuleId'], sort: { field: 'item', direction: 'asc' } },
  activeFlag: false,
  menu: { url: '/payroll-rules-2', parent: PAYROLL_MENU, page: false },
});
