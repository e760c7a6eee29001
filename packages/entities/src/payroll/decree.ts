import { defineEntity, type FieldDefinition } from '../definition';
import { baseDataRoutes, documentRoutes } from '../routes';
import { options } from '../hr/common';
import type { WorkflowDefinition } from '../workflow';
import { workflowStateField } from '../workflow';
import { JALALI_MONTHS } from '../attendance/attendance';
import { PAYROLL_ITEM_OPTIONS, PAYROLL_MENU, SHIFT_WORK_KINDS, description, percent, rials } from './common';

/**
 * Employment decrees (احکام کارگزینی; spec hr-aftersales-contracting §2 `/base-employment-decree-2`,
 * `/employment-decree-2`, `/employment-decree-adjustment-type-2`, §3 "Employment decree and payroll"): the types of
 * additions and deductions, base decrees (a salary level of a job for a year), a person's decree with its additions,
 * and a month's one-off entries (a bonus, a loan instalment).
 */

export const ADJUSTMENT_KIND = { addition: 1, deduction: 2 } as const;
export const ADJUSTMENT_METHOD = { fixed: 1, percent: 2 } as const;

export const adjustmentType = defineEntity({
  name: 'employmentdecreeadjustmenttype', model: 'EmploymentDecreeAdjustmentType', table: 'employment_decree_adjustment_type', area: 'payroll',
  ...baseDataRoutes('employmentdecreeadjustmenttype', { area: 'payroll' }),
  label: { singular: { fa: 'نوع اضافات و کسورات حکم', en: 'Decree addition or deduction type' }, plural: { fa: 'انواع اضافات و کسورات حکم', en: 'Decree addition and deduction types' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'کد', en: 'Code' }, required: true, unique: true, max: 20, format: 'code' },
    title: { type: 'string', label: { fa: 'عنوان', en: 'Title' }, required: true, max: 150 },
    kind: { type: 'enum', label: { fa: 'نوع', en: 'Kind' }, required: true, default: 1, options: options([1, 'اضافه (پرداخت)', 'Addition (paid)'], [2, 'کسر', 'Deduction']) },
    method: { type: 'enum', label: { fa: 'روش محاسبه', en: 'Calculation' }, required: true, default: 1, options: options([1, 'مبلغ ثابت', 'Fixed amount'], [2, 'درصدی از اقلام دیگر', 'A percentage of other items']) },
    amount: { ...rials('مبلغ پیش‌فرض', 'Default amount'), hint: { fa: 'برای روش مبلغ ثابت؛ در حکم قابل تغییر است', en: 'For a fixed amount; the decree may change it' } },
    rate: { ...percent('درصد', 'Percentage', 1000), required: true, when: { field: 'method', in: [2] } },
    prorate: { type: 'boolean', label: { fa: 'به نسبت روزهای کارکرد', en: 'In proportion to the days paid' }, default: true },
    insurable: { type: 'boolean', label: { fa: 'مشمول بیمه', en: 'Insurable' }, default: true },
    taxable: { type: 'boolean', label: { fa: 'مشمول مالیات', en: 'Taxable' }, default: true },
    description,
  },
  titleField: 'title',
  searchFields: ['title', 'code'],
  list: { columns: ['code', 'title', 'kind', 'method', 'amount', 'rate', 'insurable', 'taxable'], filters: ['kind', 'method'], sort: { field: 'code', direction: 'asc' } },
  lines: { entity: 'adjustmenttypebaseitem', via: 'adjustmentTypeId', label: { fa: 'اقلام مبنای درصد', en: 'Items the percentage applies to' }, max: 14 },
  activeFlag: true,
  code: { field: 'code', width: 3 },
  menu: { url: '/employment-decree-adjustment-type-2', parent: PAYROLL_MENU, icon: 'list-details' },
});

export const adjustmentTypeBaseItem = defineEntity({
  name: 'adjustmenttypebaseitem', model: 'AdjustmentTypeBaseItem', table: 'adjustment_type_base_item', area: 'payroll',
  basePath: '/api/payroll/v1/adjustmenttypebaseitem', routes: {},
  label: { singular: { fa: 'قلم مبنا', en: 'Base item' }, plural: { fa: 'اقلام مبنا', en: 'Base items' } },
  scope: 'company',
  fields: {
    adjustmentTypeId: { type: 'link', entity: 'employmentdecreeadjustmenttype', label: { fa: 'نوع', en: 'Type' }, required: true },
    item: { type: 'enum', label: { fa: 'قلم', en: 'Item' }, required: true, options: PAYROLL_ITEM_OPTIONS, uniqueWithin: 'adjustmentTypeId' },
  },
  titleField: 'item',
  activeFlag: false,
  searchFields: ['adjustmentTypeId'],
  list: { columns: ['item'], sort: { field: 'item', direction: 'asc' } },
  menu: { url: '/employment-decree-adjustment-type-2', parent: PAYROLL_MENU, page: false },
});

const empty = { fa: 'خالی: طبق ضوابط سال', en: "Empty: the year's rules" };

/** The amounts a decree and a base decree share (spec §3 "Employment decree"). */
const decreeAmounts = {
  monthlySalary: { ...rials('حقوق ماهانه (مزد مبنا × ۳۰)', 'Monthly salary (base wage × 30)'), required: true },
  seniority: { ...rials('پایه سنوات ماهانه', 'Monthly seniority pay'), hint: { fa: 'خالی: پایه سنوات سال × سال‌های سابقه', en: "Empty: the year's seniority base × years of service" } },
  seniorityYears: { type: 'int', label: { fa: 'سال‌های سابقه', en: 'Years of service' }, min: 0, max: 60, default: 0 },
  housingAllowance: { ...rials('حق مسکن', 'Housing allowance'), hint: empty },
  groceryAllowance: { ...rials('بن خواربار', 'Grocery allowance'), hint: empty },
  childAllowance: { ...rials('حق اولاد', 'Child allowance'), hint: { fa: 'خالی: تعداد فرزندان × حق اولاد سال', en: "Empty: children × the year's child allowance" } },
  marriageAllowance: { ...rials('حق تأهل', 'Marriage allowance'), hint: { fa: 'خالی: حق تأهل سال برای متأهل', en: "Empty: the year's allowance when married" } },
  recruitmentAllowance: rials('حق جذب', 'Recruitment allowance'),
  managementAllowance: rials('حق مدیریت', 'Management allowance'),
  matchingDifference: rials('مابه‌التفاوت همسان‌سازی', 'Matching difference'),
} as const satisfies Record<string, FieldDefinition>;

export const baseDecree = defineEntity({
  name: 'baseemploymentdecree', model: 'BaseEmploymentDecree', table: 'base_employment_decree', area: 'payroll',
  ...baseDataRoutes('baseemploymentdecree', { area: 'payroll' }),
  label: { singular: { fa: 'حکم پایه', en: 'Base decree' }, plural: { fa: 'احکام پایه', en: 'Base decrees' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'کد', en: 'Code' }, required: true, unique: true, max: 20, format: 'code' },
    title: { type: 'string', label: { fa: 'عنوان', en: 'Title' }, required: true, max: 150 },
    year: { type: 'int', label: { fa: 'سال', en: 'Year' }, grouping: false, required: true, min: 1390, max: 1500 },
    hrJobId: { type: 'link', entity: 'hrjob', label: { fa: 'شغل', en: 'Job' } },
    gradeId: { type: 'link', entity: 'grade', label: { fa: 'رتبه', en: 'Grade' } },
    ...decreeAmounts,
    description,
  },
  titleField: 'title',
  searchFields: ['title', 'code'],
  list: { columns: ['code', 'title', 'year', 'hrJobId', 'monthlySalary'], filters: ['year', 'hrJobId', 'gradeId'], sort: { field: 'code', direction: 'asc' } },
  activeFlag: true,
  code: { field: 'code', width: 3 },
  menu: { url: '/base-employment-decree-2', parent: PAYROLL_MENU, icon: 'file-dollar' },
});

export const DECREE_TYPES = options([1, 'استخدام', 'Hiring'], [2, 'افزایش سالانه', 'Yearly raise'], [3, 'ارتقا', 'Promotion'], [4, 'تغییر شرایط', 'Change of terms'], [5, 'اصلاح', 'Correction']);

const decreeStates = [
  { key: 'draft', value: 1, label: { fa: 'پیش‌نویس', en: 'Draft' }, editable: true, color: 'gray' },
  { key: 'issued', value: 2, label: { fa: 'صادرشده', en: 'Issued' }, color: 'green' },
  { key: 'cancelled', value: 3, label: { fa: 'ابطال‌شده', en: 'Cancelled' }, color: 'red' },
] as const;

/**
 * A decree is written as a draft and issued; an issued decree is what the payroll pays, and it ends the person's
 * earlier decree the day before its start (the hooks). A draft is cancelled, an issued one revoked, with a reason.
 */
const decreeWorkflow: WorkflowDefinition = {
  field: 'status',
  initial: 'draft',
  states: decreeStates,
  transitions: [
    { action: 'issue', label: { fa: 'صدور حکم', en: 'Issue the decree' }, from: ['draft'], to: 'issued' },
    { action: 'cancel', label: { fa: 'ابطال حکم', en: 'Cancel the decree' }, from: ['draft', 'issued'], to: 'cancelled', comment: true },
  ],
};

export const employmentDecree = defineEntity({
  name: 'employmentdecree', model: 'EmploymentDecree', table: 'employment_decree', area: 'payroll',
  ...documentRoutes('employmentdecree', 'payroll'),
  label: { singular: { fa: 'حکم کارگزینی', en: 'Employment decree' }, plural: { fa: 'احکام کارگزینی', en: 'Employment decrees' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'شمارهٔ حکم', en: 'Decree number' }, unique: true, max: 20, format: 'code', readOnly: true },
    personnelId: { type: 'link', entity: 'personnel', label: { fa: 'پرسنل', en: 'Personnel' }, required: true },
    decreeType: { type: 'enum', label: { fa: 'نوع حکم', en: 'Decree type' }, required: true, default: 1, options: DECREE_TYPES },
    baseDecreeId: { type: 'link', entity: 'baseemploymentdecree', label: { fa: 'حکم پایه', en: 'Base decree' } },
    issueDate: { type: 'date', label: { fa: 'تاریخ صدور', en: 'Issue date' }, required: true },
    startDate: { type: 'date', label: { fa: 'تاریخ اجرا', en: 'Effective from' }, required: true },
    endDate: { type: 'date', label: { fa: 'تاریخ پایان', en: 'Effective to' }, rangeStart: 'startDate', readOnly: true },
    ...decreeAmounts,
    childCount: { type: 'int', label: { fa: 'تعداد فرزندان', en: 'Children' }, min: 0, max: 20, default: 0 },
    married: { type: 'boolean', label: { fa: 'متأهل', en: 'Married' }, default: false },
    hasInsurance: { type: 'boolean', label: { fa: 'مشمول بیمه', en: 'Insured' }, default: true },
    isTaxable: { type: 'boolean', label: { fa: 'مشمول مالیات', en: 'Taxable' }, default: true },
    hazardous: { type: 'boolean', label: { fa: 'شغل سخت و زیان‌آور', en: 'Hazardous job' }, default: false },
    shiftKind: { type: 'enum', label: { fa: 'نوبت‌کاری', en: 'Shift work' }, required: true, default: 1, options: SHIFT_WORK_KINDS },
    trainingHours: { type: 'int', label: { fa: 'ساعات آموزش', en: 'Training hours' }, min: 0, max: 10000 },
    workHours: { type: 'int', label: { fa: 'ساعات کار هفتگی', en: 'Weekly work hours' }, min: 0, max: 80, default: 44 },
    description,
    status: workflowStateField(decreeStates, 'draft'),
  },
  titleField: 'code',
  searchFields: ['code', 'personnelId'],
  list: {
    columns: ['code', 'personnelId', 'decreeType', 'startDate', 'endDate', 'monthlySalary', 'status'],
    filters: ['personnelId', 'decreeType', 'status', 'startDate'],
    sort: { field: 'id', direction: 'desc' },
  },
  form: {
    sections: [
      { title: { fa: 'حکم', en: 'Decree' }, fields: ['personnelId', 'decreeType', 'baseDecreeId', 'issueDate', 'startDate', 'endDate', 'description'] },
      { title: { fa: 'حقوق و مزایا', en: 'Pay and allowances' }, fields: ['monthlySalary', 'seniority', 'seniorityYears', 'housingAllowance', 'groceryAllowance', 'childAllowance', 'marriageAllowance', 'recruitmentAllowance', 'managementAllowance', 'matchingDifference'] },
      { title: { fa: 'شرایط', en: 'Terms' }, fields: ['childCount', 'married', 'hasInsurance', 'isTaxable', 'hazardous', 'shiftKind', 'trainingHours', 'workHours'] },
    ],
  },
  lines: { entity: 'employmentdecreeline', via: 'employmentDecreeId', label: { fa: 'اضافات و کسورات', en: 'Additions and deductions' }, max: 50 },
  workflow: decreeWorkflow,
  activeFlag: false,
  code: { field: 'code', width: 6 },
  menu: { url: '/employment-decree-2', parent: PAYROLL_MENU, icon: 'file-certificate' },
});

export const employmentDecreeLine = defineEntity({
  name: 'employmentdecreeline', model: 'EmploymentDecreeLine', table: 'employment_decree_line', area: 'payroll',
  basePath: '/api/payroll/v1/employmentdecreeline', routes: {},
  label: { singular: { fa: 'اضافه یا کسر حکم', en: 'Decree addition or deduction' }, plural: { fa: 'اضافات و کسورات', en: 'Additions and deductions' } },
  scope: 'company',
  fields: {
    employmentDecreeId: { type: 'link', entity: 'employmentdecree', label: { fa: 'حکم', en: 'Decree' }, required: true },
    adjustmentTypeId: { type: 'link', entity: 'employmentdecreeadjustmenttype', label: { fa: 'نوع', en: 'Type' }, required: true, uniqueWithin: 'employmentDecreeId' },
    amount: { ...rials('مبلغ', 'Amount'), hint: { fa: 'خالی: مبلغ پیش‌فرض نوع', en: "Empty: the type's default" } },
    description: { type: 'string', label: { fa: 'شرح', en: 'Description' }, max: 200 },
  },
  titleField: 'adjustmentTypeId',
  activeFlag: false,
  searchFields: ['adjustmentTypeId'],
  list: { columns: ['adjustmentTypeId', 'amount', 'description'], sort: { field: 'id', direction: 'asc' } },
  menu: { url: '/employment-decree-2', parent: PAYROLL_MENU, page: false },
});

/** A month's one-off addition or deduction of a person (a bonus, a loan instalment, an advance). */
export const payrollEntry = defineEntity({
  name: 'payrollentry', model: 'PayrollEntry', table: 'payroll_entry', area: 'payroll',
  ...documentRoutes('payrollentry', 'payroll'),
  label: { singular: { fa: 'اضافه یا کسر ماه', en: "Month's addition or deduction" }, plural: { fa: 'اضافات و کسورات ماهانه', en: 'Monthly additions and deductions' } },
  scope: 'company',
  fields: {
    personnelId: { type: 'link', entity: 'personnel', label: { fa: 'پرسنل', en: 'Personnel' }, required: true },
    year: { type: 'int', label: { fa: 'سال', en: 'Year' }, grouping: false, required: true, min: 1390, max: 1500 },
    month: { type: 'enum', label: { fa: 'ماه', en: 'Month' }, required: true, options: JALALI_MONTHS },
    adjustmentTypeId: { type: 'link', entity: 'employmentdecreeadjustmenttype', label: { fa: 'نوع', en: 'Type' }, required: true },
    amount: { ...rials('مبلغ', 'Amount'), required: true },
    description: { type: 'string', label: { fa: 'شرح', en: 'Description' }, max: 200 },
  },
  titleField: 'description',
  searchFields: ['personnelId', 'description'],
  list: { columns: ['personnelId', 'year', 'month', 'adjustmentTypeId', 'amount', 'description'], filters: ['personnelId', 'year', 'month', 'adjustmentTypeId'], sort: { field: 'id', direction: 'desc' } },
  activeFlag: false,
  menu: { url: '/payroll-entry-2', parent: PAYROLL_MENU, icon: 'receipt' },
});
