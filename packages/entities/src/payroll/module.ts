import { defineModule } from '../module';
import { payrollRule, payrollRuleBracket, payrollRuleItem } from './rules';
import { adjustmentType, adjustmentTypeBaseItem, baseDecree, employmentDecree, employmentDecreeLine, payrollEntry } from './decree';
import { payroll, payslip, payslipLine } from './payroll';

/**
 * Payroll under Iranian law (issue 16, api/payroll/v1): the rules of each year, employment decrees with their
 * additions and deductions, a month's entries, and the monthly payroll with its payslips. The payroll page
 * calculates a month (`Calculate`) and serves the month's files (`Export`); the decree page raises everyone's decree
 * for a new year (`Raise`).
 */
export const payrollModule = defineModule({
  name: 'payroll',
  label: { fa: 'حقوق و دستمزد', en: 'Payroll' },
  entities: [payrollRule, payrollRuleBracket, payrollRuleItem, adjustmentType, adjustmentTypeBaseItem, baseDecree, employmentDecree, employmentDecreeLine, payrollEntry, payroll, payslip, payslipLine],
  menuOrder: 330,
  menus: { '/payroll-2': { extraActions: ['Calculate', 'Export'] }, '/employment-decree-2': { extraActions: ['Raise'] } },
  actions: [
    { name: 'Calculate', label: { fa: 'محاسبهٔ حقوق', en: 'Calculate payroll' } },
    { name: 'Export', label: { fa: 'خروجی فایل‌ها', en: 'Export files' } },
    { name: 'Raise', label: { fa: 'افزایش سالانهٔ احکام', en: 'Yearly raise of decrees' } },
  ],
});
