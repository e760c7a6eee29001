import { defineModule } from '../module';
import { account, accountSetting } from './account';
import { bankAttribute, companyBankAccount } from './bank';
import { FINANCIAL_REPORTS, TREASURY_REPORTS } from './reports';
import { treasuryDocument } from './treasury';
import { glEntry, voucher, voucherLine, voucherType } from './voucher';

/**
 * Finance and treasury (api/financial/v1, api/treasury/v1; issue 17): the chart of accounts, voucher types,
 * vouchers posted to an append-only ledger, the accounts other modules post to, the company's bank accounts, the
 * treasury's receipts and payments (each posting its voucher), and the financial reports. docs/finance.md.
 */
export const financialModule = defineModule({
  name: 'financial',
  label: { fa: 'مالی و خزانه‌داری', en: 'Finance and treasury' },
  entities: [account, accountSetting, voucherType, bankAttribute, companyBankAccount, voucher, voucherLine, glEntry, treasuryDocument],
  menuOrder: 900,
  actions: [{ name: 'Close', label: { fa: 'بستن سال مالی', en: 'Close a financial year' } }],
  pages: [
    {
      name: 'FinancialYears', url: '/financial/financial-years', parent: 'FinancialSystem', icon: 'calendar-stats',
      label: { fa: 'سال‌های مالی (افتتاح و بستن)', en: 'Financial years (open and close)' }, actions: ['View', 'Create', 'Close'],
    },
  ],
  reports: [...FINANCIAL_REPORTS, ...TREASURY_REPORTS],
});
