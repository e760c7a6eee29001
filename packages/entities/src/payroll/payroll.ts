import { defineEntity, type FieldDefinition } from '../definition';
import { documentRoutes } from '../routes';
import { options } from '../hr/common';
import { workflowStateField, type WorkflowDefinition } from '../workflow';
import { JALALI_MONTHS } from '../attendance/attendance';
import { PAYROLL_MENU, SHIFT_WORK_KINDS } from './common';

/**
 * A month's payroll (لیست حقوق ماه; spec §2 `/payroll-2`, §3 "Payroll row", §4 "Payroll can be confirmed and
 * rejected"): written by the calculation only (`POST /api/payroll/v1/payroll/calculate`,
 * apps/api/src/modules/payroll), one payslip per person with its lines. Calculated again while it is open or
 * rejected; `confirm` freezes it; `reject` (with a reason) sends it back for a recalculation.
 */

const money = (fa: string, en: string) => ({ type: 'money', label: { fa, en }, readOnly: true }) as const satisfies FieldDefinition;
const readRoutes = (name: string, remove = false) => {
  const { basePath, routes } = documentRoutes(name, 'payroll');
  return { basePath, routes: { getById: routes.getById, getFiltered: routes.getFiltered, ...(remove ? { remove: routes.remove } : {}) } };
};

const states = [
  { key: 'calculated', value: 1, label: { fa: 'محاسبه‌شده', en: 'Calculated' }, editable: true, color: 'blue' },
  { key: 'confirmed', value: 2, label: { fa: 'تأییدشده', en: 'Confirmed' }, color: 'green' },
  { key: 'rejected', value: 3, label: { fa: 'ردشده', en: 'Rejected' }, editable: true, color: 'orange' },
] as const;

const workflow: WorkflowDefinition = {
  field: 'status',
  initial: 'calculated',
  states,
  transitions: [
    { action: 'confirm', label: { fa: 'تأیید حقوق ماه', en: "Confirm the month's payroll" }, from: ['calculated'], to: 'confirmed' },
    { action: 'reject', label: { fa: 'رد حقوق ماه', en: "Reject the month's payroll" }, from: ['calculated'], to: 'rejected', comment: true },
  ],
};

/** A month's payroll, or the year end's (eydi, severance and unused leave paid out: `calculateYearEnd`). */
export const PAYROLL_KINDS = options([1, 'حقوق ماه', 'Month'], [2, 'عیدی، سنوات و بازخرید مرخصی', 'Year end: eydi, severance, leave']);
export const PAYROLL_KIND = { month: 1, yearEnd: 2 } as const;
/** the year end's period: year × 100 + 13, after the year's last month */
export const YEAR_END_PERIOD_MONTH = 13;

const totals = {
  peopleCount: { type: 'int', label: { fa: 'تعداد نفرات', en: 'People' }, readOnly: true },
  gross: money('جمع حقوق و مزایا', 'Gross pay'),
  ssoEmployee: money('بیمهٔ سهم کارگر', 'Employee SSO'),
  incomeTax: money('مالیات', 'Income tax'),
  deductions: money('جمع کسورات', 'Deductions'),
  net: money('خالص پرداختی', 'Net pay'),
  ssoEmployer: money('بیمهٔ سهم کارفرما', 'Employer SSO'),
  unemployment: money('بیمهٔ بیکاری', 'Unemployment insurance'),
  employerCost: money('هزینهٔ کارفرما', 'Employer cost'),
} as const satisfies Record<string, FieldDefinition>;

export const payroll = defineEntity({
  name: 'payroll', model: 'Payroll', table: 'payroll', area: 'payroll',
  ...readRoutes('payroll', true),
  label: { singular: { fa: 'حقوق ماه', en: "Month's payroll" }, plural: { fa: 'محاسبهٔ حقوق و دستمزد', en: 'Payroll' } },
  scope: 'company',
  fields: {
    year: { type: 'int', label: { fa: 'سال', en: 'Year' }, grouping: false, required: true, readOnly: true, min: 1390, max: 1500 },
    month: { type: 'enum', label: { fa: 'ماه', en: 'Month' }, required: true, readOnly: true, options: JALALI_MONTHS },
    kind: { type: 'enum', label: { fa: 'نوع', en: 'Kind' }, required: true, readOnly: true, default: 1, options: PAYROLL_KINDS },
    /** year × 100 + month: a company's month once (the year end: year × 100 + 13, paid in the last month) */
    period: { type: 'int', label: { fa: 'دوره', en: 'Period' }, grouping: false, required: true, readOnly: true, unique: true },
    ...totals,
    calculatedAt: { type: 'datetime', label: { fa: 'زمان محاسبه', en: 'Calculated at' }, readOnly: true },
    status: workflowStateField(states, 'calculated'),
  },
  titleField: 'month',
  searchFields: [],
  list: { columns: ['year', 'month', 'kind', 'peopleCount', 'gross', 'deductions', 'net', 'employerCost', 'status'], filters: ['year', 'month', 'kind', 'status'], sort: { field: 'period', direction: 'desc' } },
  children: { payslips: { entity: 'payslip', via: 'payrollId', label: { fa: 'فیش‌های حقوقی', en: 'Payslips' }, owned: true } },
  workflow,
  activeFlag: false,
  menu: { url: '/payroll-2', parent: PAYROLL_MENU, icon: 'cash' },
});

export const payslip = defineEntity({
  name: 'payslip', model: 'Payslip', table: 'payslip', area: 'payroll',
  ...readRoutes('payslip'),
  label: { singular: { fa: 'فیش حقوقی', en: 'Payslip' }, plural: { fa: 'فیش‌های حقوقی', en: 'Payslips' } },
  scope: 'company',
  fields: {
    payrollId: { type: 'link', entity: 'payroll', label: { fa: 'حقوق ماه', en: "Month's payroll" }, required: true, readOnly: true },
    personnelId: { type: 'link', entity: 'personnel', label: { fa: 'پرسنل', en: 'Personnel' }, required: true, readOnly: true, uniqueWithin: 'payrollId' },
    employmentDecreeId: { type: 'link', entity: 'employmentdecree', label: { fa: 'حکم', en: 'Decree' }, required: true, readOnly: true },
    workDays: { type: 'int', label: { fa: 'روزهای اشتغال', en: 'Days employed' }, readOnly: true },
    unpaidDays: { type: 'int', label: { fa: 'روزهای بدون حقوق و غیبت', en: 'Unpaid and absent days' }, readOnly: true },
    paidDays: { type: 'int', label: { fa: 'کارکرد (روز)', en: 'Days paid' }, readOnly: true },
    overtimeHours: { type: 'decimal', label: { fa: 'ساعات اضافه‌کاری', en: 'Overtime hours' }, readOnly: true },
    nightHours: { type: 'decimal', label: { fa: 'ساعات شب‌کاری', en: 'Night hours' }, readOnly: true },
    fridayHolidayHours: { type: 'decimal', label: { fa: 'ساعات جمعه‌کاری و تعطیل‌کاری', en: 'Friday and holiday hours' }, readOnly: true },
    missionDays: { type: 'int', label: { fa: 'روزهای مأموریت', en: 'Mission days' }, readOnly: true },
    shiftKind: { type: 'enum', label: { fa: 'نوبت‌کاری', en: 'Shift work' }, readOnly: true, options: SHIFT_WORK_KINDS },
    dailyWage: money('مزد روزانه', 'Daily wage'),
    hourlyWage: money('مزد ساعتی', 'Hourly wage'),
    insurableBase: money('حقوق مشمول بیمه', 'Insurable pay'),
    taxableBase: money('درآمد مشمول مالیات', 'Taxable pay'),
    ...totals,
  },
  titleField: 'personnelId',
  searchFields: ['personnelId'],
  list: { columns: ['personnelId', 'paidDays', 'gross', 'ssoEmployee', 'incomeTax', 'deductions', 'net'], filters: ['payrollId', 'personnelId'], sort: { field: 'id', direction: 'asc' } },
  lines: { entity: 'payslipline', via: 'payslipId', label: { fa: 'اقلام فیش', en: 'Payslip lines' }, max: 200 },
  activeFlag: false,
  menu: { url: '/payroll-2', parent: PAYROLL_MENU, page: false },
});

export const PAYSLIP_LINE_KINDS = options([1, 'پرداختی', 'Earning'], [2, 'کسور', 'Deduction'], [3, 'سهم کارفرما', "Employer's share"]);

export const payslipLine = defineEntity({
  name: 'payslipline', model: 'PayslipLine', table: 'payslip_line', area: 'payroll',
  basePath: '/api/payroll/v1/payslipline', routes: {},
  label: { singular: { fa: 'قلم فیش', en: 'Payslip line' }, plural: { fa: 'اقلام فیش', en: 'Payslip lines' } },
  scope: 'company',
  fields: {
    payslipId: { type: 'link', entity: 'payslip', label: { fa: 'فیش', en: 'Payslip' }, required: true, readOnly: true },
    kind: { type: 'enum', label: { fa: 'نوع', en: 'Kind' }, required: true, readOnly: true, options: PAYSLIP_LINE_KINDS },
    itemKey: { type: 'string', label: { fa: 'کلید قلم', en: 'Item key' }, required: true, readOnly: true, max: 60 },
    title: { type: 'string', label: { fa: 'عنوان', en: 'Title' }, required: true, readOnly: true, max: 200, english: 'titleEn' },
    titleEn: { type: 'string', label: { fa: 'عنوان انگلیسی', en: 'Title (English)' }, readOnly: true, max: 200 },
    quantity: { type: 'decimal', label: { fa: 'مقدار (روز یا ساعت)', en: 'Days or hours' }, readOnly: true },
    rate: { type: 'decimal', label: { fa: 'نرخ (٪)', en: 'Rate (%)' }, readOnly: true },
    base: { type: 'money', label: { fa: 'مبنا', en: 'Base' }, readOnly: true },
    amount: { type: 'money', label: { fa: 'مبلغ', en: 'Amount' }, required: true, readOnly: true },
    insurable: { type: 'boolean', label: { fa: 'مشمول بیمه', en: 'Insurable' }, readOnly: true },
    taxable: { type: 'boolean', label: { fa: 'مشمول مالیات', en: 'Taxable' }, readOnly: true },
    explanation: { type: 'text', label: { fa: 'شرح محاسبه', en: 'How it was worked out' }, readOnly: true, max: 2000, english: 'explanationEn' },
    explanationEn: { type: 'text', label: { fa: 'شرح محاسبه (انگلیسی)', en: 'How it was worked out (English)' }, readOnly: true, max: 2000 },
  },
  titleField: 'title',
  activeFlag: false,
  searchFields: [],
  list: { columns: ['kind', 'title', 'quantity', 'rate', 'base', 'amount', 'explanation'], sort: { field: 'id', direction: 'asc' } },
  menu: { url: '/payroll-2', parent: PAYROLL_MENU, page: false },
});
