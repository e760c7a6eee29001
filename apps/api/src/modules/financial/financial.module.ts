import { Module } from '@nestjs/common';
import { AccountHooks, AccountSettingHooks, VoucherHooks } from './financial.hooks';
import { GeneralLedger } from './ledger';
import { FinancePosting } from './posting';
import { FINANCIAL_REPORT_SOURCES } from './reports/sources';
import { TreasuryDocumentHooks } from './treasury.hooks';
import { FinancialYearController, FinancialYearEnd } from './year-end';

/**
 * Finance and treasury beyond the engine's CRUD (docs/finance.md): the chart's and the vouchers' rules, the general
 * ledger, the posting service other modules call, the treasury's receipts and payments (posting their vouchers),
 * the financial years' closing, and the financial reports' sources.
 */
@Module({
  controllers: [FinancialYearController],
  providers: [FinancialYearEnd, GeneralLedger, FinancePosting, VoucherHooks, AccountHooks, AccountSettingHooks, TreasuryDocumentHooks, ...FINANCIAL_REPORT_SOURCES],
  exports: [FinancePosting, GeneralLedger],
})
export class FinancialModule {}
