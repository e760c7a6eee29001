import type { FieldDefinition } from '../definition';
import { options } from '../hr/common';

/**
 * What the finance entities share (issue 17): their parent menus, the levels of the chart of accounts as Iranian
 * charts keep them (گروه، کل، معین; تفصیلی as the detail dimensions of a line), an account's nature and kind, the
 * kinds of voucher, and amounts in whole rials. docs/finance.md.
 */

export const FINANCIAL = 'FinancialSystem' as const;
export const TREASURY = 'TreasuryInformation' as const;

/** The levels of the chart: a group holds generals (کل), a general holds subsidiaries (معین); only a subsidiary is posted to. */
export const ACCOUNT_LEVEL = { group: 1, general: 2, subsidiary: 3 } as const;
export const ACCOUNT_LEVEL_OPTIONS = options(
  [ACCOUNT_LEVEL.group, 'گروه', 'Group'],
  [ACCOUNT_LEVEL.general, 'کل', 'General'],
  [ACCOUNT_LEVEL.subsidiary, 'معین', 'Subsidiary'],
);

/** What side an account's balance normally stands on (ماهیت حساب). */
export const ACCOUNT_NATURE = { debit: 1, credit: 2, either: 3 } as const;
export const ACCOUNT_NATURE_OPTIONS = options(
  [ACCOUNT_NATURE.debit, 'بدهکار', 'Debit'],
  [ACCOUNT_NATURE.credit, 'بستانکار', 'Credit'],
  [ACCOUNT_NATURE.either, 'بدهکار/بستانکار', 'Either'],
);

/**
 * Where an account stands in the statements: the balance sheet's assets, liabilities and equity are carried into the
 * next year; revenue and cost accounts (the profit and loss) are closed into the year's result.
 */
export const ACCOUNT_KIND = { asset: 1, liability: 2, equity: 3, revenue: 4, cost: 5 } as const;
export const ACCOUNT_KIND_OPTIONS = options(
  [ACCOUNT_KIND.asset, 'دارایی', 'Asset'],
  [ACCOUNT_KIND.liability, 'بدهی', 'Liability'],
  [ACCOUNT_KIND.equity, 'سرمایه (حقوق مالکانه)', 'Equity'],
  [ACCOUNT_KIND.revenue, 'درآمد', 'Revenue'],
  [ACCOUNT_KIND.cost, 'هزینه', 'Cost'],
);
/** The kinds closed into the year's result at year end. */
export const PROFIT_AND_LOSS_KINDS: readonly number[] = [ACCOUNT_KIND.revenue, ACCOUNT_KIND.cost];

/** The detail dimension (تفصیلی) a subsidiary account's lines name: a third party, a cost centre, a project, a bank account. */
export const DETAIL_KIND = { thirdParty: 1, costCenter: 2, project: 3, bankAccount: 4 } as const;
export const DETAIL_KIND_OPTIONS = options(
  [DETAIL_KIND.thirdParty, 'طرف حساب (شخص)', 'Third party'],
  [DETAIL_KIND.costCenter, 'مرکز هزینه', 'Cost centre'],
  [DETAIL_KIND.project, 'پروژه', 'Project'],
  [DETAIL_KIND.bankAccount, 'حساب بانکی', 'Bank account'],
);
/** The line field of each detail kind. */
export const DETAIL_FIELD: Record<number, 'thirdPartyId' | 'costCenterId' | 'projectId' | 'bankAccountId'> = {
  [DETAIL_KIND.thirdParty]: 'thirdPartyId',
  [DETAIL_KIND.costCenter]: 'costCenterId',
  [DETAIL_KIND.project]: 'projectId',
  [DETAIL_KIND.bankAccount]: 'bankAccountId',
};

/** What a voucher type is for: entered by hand, or written by the year's opening, closing, a reversal or another module. */
export const VOUCHER_KIND = { general: 1, opening: 2, closing: 3, reversal: 4, system: 5, treasury: 6 } as const;
export const VOUCHER_KIND_OPTIONS = options(
  [VOUCHER_KIND.general, 'عمومی', 'General'],
  [VOUCHER_KIND.opening, 'افتتاحیه', 'Opening'],
  [VOUCHER_KIND.closing, 'اختتامیه', 'Closing'],
  [VOUCHER_KIND.reversal, 'برگشتی', 'Reversal'],
  [VOUCHER_KIND.system, 'سیستمی (از سامانه‌های دیگر)', 'From other modules'],
  [VOUCHER_KIND.treasury, 'دریافت و پرداخت', 'Receipts and payments'],
);

/** Amounts in whole rials (numeric(20,0)), never below zero. */
export const rials = (fa: string, en: string, extra: Partial<FieldDefinition> = {}) =>
  ({ type: 'money', label: { fa, en }, min: 0, ...extra }) as FieldDefinition;

export { description } from '../base-data/common';
