import { lazy } from 'react';
import { defineModule } from '../../core/module/module';
import { registerFormAddon, registerListAddon } from '../../core/entity/addons';
import type { payrollFa } from './messages';

declare module '../../core/i18n/types' {
  interface ModuleMessages {
    payroll: typeof payrollFa;
  }
}

// the payroll list calculates a month (its page's Calculate)
registerListAddon('payroll', lazy(() => import('./CalculatePayrollAddon').then((m) => ({ default: m.CalculatePayrollAddon }))));
// a stored month's files (its page's Export), and a payslip's PDF
const files = () => import('./PayrollFilesAddon');
registerFormAddon('payroll', lazy(() => files().then((m) => ({ default: m.PayrollFilesAddon }))));
registerFormAddon('payslip', lazy(() => files().then((m) => ({ default: m.PayslipPdfAddon }))));
// what a decree pays in a full month, under its form
registerFormAddon('employmentdecree', lazy(() => import('./DecreePreviewAddon').then((m) => ({ default: m.DecreePreviewAddon }))));
// the decree list raises everyone's decree for a new year (its page's Raise)
registerListAddon('employmentdecree', lazy(() => import('./RaiseDecreesAddon').then((m) => ({ default: m.RaiseDecreesAddon }))));

/**
 * Payroll's screens beyond the generic ones (packages/entities payroll): the month's calculation on /payroll-2 and
 * the yearly raise on /employment-decree-2. The
 * rules, decrees, entries, months and payslips (with every line's explanation) are the generic list, form and
 * workflow panel.
 */
export default defineModule({
  name: 'payroll',
  messages: () => import('./messages').then((m) => ({ fa: { payroll: m.payrollFa }, en: { payroll: m.payrollEn } })),
});
