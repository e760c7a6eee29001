import type { FieldDefinition, ParentMenu } from '../definition';
import { options } from '../hr/common';

export { description } from '../base-data/common';

/** Payroll's pages sit under Human resources (spec platform-core §3 has no payroll parent). */
export const PAYROLL_MENU: ParentMenu = 'HumanResourceInformation';

/** The role that confirms or rejects a month's payroll and issues decrees in the demo. */
export const PAYROLL_ROLES = { manager: 'PayrollManager' } as const;

/**
 * The items of a payslip the rules say are insurable or taxable, 1 … 17 in the order of packages/domain's
 * `PAYROLL_ITEMS` (a unit test of the API keeps the two equal).
 */
export const PAYROLL_ITEM_OPTIONS = options(
  [1, 'حقوق پایه', 'Base salary'], [2, 'پایه سنوات', 'Seniority pay'], [3, 'حق مسکن', 'Housing allowance'], [4, 'بن خواربار', 'Grocery allowance'],
  [5, 'حق اولاد', 'Child allowance'], [6, 'حق تأهل', 'Marriage allowance'], [7, 'حق جذب', 'Recruitment allowance'], [8, 'حق مدیریت', 'Management allowance'],
  [9, 'مابه‌التفاوت همسان‌سازی', 'Matching difference'], [10, 'اضافه‌کاری', 'Overtime'], [11, 'شب‌کاری', 'Night work'], [12, 'جمعه‌کاری و تعطیل‌کاری', 'Friday and holiday work'],
  [13, 'نوبت‌کاری', 'Shift allowance'], [14, 'فوق‌العاده مأموریت', 'Mission allowance'],
  [15, 'عیدی و پاداش', 'New-year bonus (eydi)'], [16, 'حق سنوات', 'Severance pay'], [17, 'بازخرید مرخصی', 'Unused leave paid out'],
);

/** Art. 56's kinds of shift work, 1 none … 4 with night (the domain's SHIFT_KINDS in this order). */
export const SHIFT_WORK_KINDS = options(
  [1, 'بدون نوبت‌کاری', 'No shift work'], [2, 'صبح و عصر', 'Morning and evening'], [3, 'صبح، عصر و شب', 'Morning, evening and night'], [4, 'صبح و شب یا عصر و شب', 'With night'],
);

export const rials = (fa: string, en: string) => ({ type: 'money', label: { fa, en }, min: 0 }) as const satisfies FieldDefinition;
export const percent = (fa: string, en: string, max = 100) => ({ type: 'decimal', label: { fa, en }, min: 0, max }) as const satisfies FieldDefinition;
