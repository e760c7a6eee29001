import { defineReport, type ReportColumn, type ReportFilter } from '../report';
import { ACCOUNT_LEVEL, FINANCIAL, TREASURY } from './common';
import { options } from '../hr/common';

/**
 * The financial reports (issue 17): all read the ledger of the financial year the user works in (the header's
 * year; else the years the dates fall in), leave out the year's closing voucher (its figures are the year before
 * it was closed), and take Jalali date ranges; the kernel pages, sums, exports them to Excel and draws their charts
 * (docs/modules.md "Reports"). Sources: apps/api/src/modules/financial/reports/.
 */

const col = (key: string, type: ReportColumn['type'], fa: string, en: string, extra: Partial<ReportColumn> = {}): ReportColumn => ({ key, type, label: { fa, en }, ...extra });
const money = (key: string, fa: string, en: string, total = true) => col(key, 'money', fa, en, total ? { total: true } : {});
const dateRange = (fa = 'بازهٔ تاریخ', en = 'Date range'): ReportFilter => ({ key: 'date', type: 'dateRange', label: { fa, en } });
const link = (key: string, entity: string, fa: string, en: string, extra: Partial<ReportFilter> = {}): ReportFilter => ({ key, type: 'link', entity, label: { fa, en }, ...extra });

const turnover = [money('debit', 'گردش بدهکار', 'Debit turnover'), money('credit', 'گردش بستانکار', 'Credit turnover')];
const balances = [money('balanceDebit', 'مانده بدهکار', 'Debit balance'), money('balanceCredit', 'مانده بستانکار', 'Credit balance')];

/** The ledger's lines with the running balance: an account's, a third party's, a bank account's. */
const ledgerColumns = [
  col('seq', 'int', 'ردیف', 'Row', { hidden: true }),
  col('entryDate', 'date', 'تاریخ', 'Date'),
  col('voucherNumber', 'int', 'شمارهٔ سند', 'Voucher'),
  col('account', 'link', 'حساب', 'Account'),
  col('detail', 'text', 'تفصیلی', 'Detail'),
  col('description', 'text', 'شرح', 'Description'),
  ...turnover,
  col('balance', 'money', 'مانده', 'Balance'),
  col('side', 'text', 'تشخیص', 'Side'),
  col('voucherId', 'int', 'سند', 'Voucher id', { hidden: true }),
];
const openVoucher = { label: { fa: 'سند', en: 'Voucher' }, href: '/financial/documents-management/$voucherId', when: 'voucherId' };

export const ledgerReport = defineReport({
  name: 'ledger',
  url: '/financial/ledger-report',
  area: 'financial',
  parent: FINANCIAL,
  icon: 'list-details',
  label: { fa: 'ریز گردش حساب', en: 'Account ledger' },
  description: {
    fa: 'هر ردیف یک آرتیکل سند قطعی است، با ماندهٔ پس از آن؛ ردیف نخست ماندهٔ پیش از بازهٔ تاریخ است.',
    en: 'A row is a line of a posted voucher with the balance after it; the first row is the balance before the date range.',
  },
  filters: [
    link('accountId', 'account', 'حساب معین', 'Account', { view: 'getPostable' }),
    link('thirdPartyId', 'thirdparty', 'طرف حساب', 'Third party'),
    link('costCenterId', 'costcenter', 'مرکز هزینه', 'Cost centre'),
    link('projectId', 'project', 'پروژه', 'Project'),
    dateRange(),
  ],
  columns: ledgerColumns,
  defaultSort: { key: 'seq', direction: 'asc' },
  drill: [openVoucher],
});

export const accountReviewReport = defineReport({
  name: 'accountReview',
  url: '/financial/account-review-report',
  area: 'financial',
  parent: FINANCIAL,
  icon: 'zoom-money',
  label: { fa: 'مرور حساب‌ها', en: 'Account review' },
  description: {
    fa: 'گروه‌ها، و با «زیرحساب‌ها» حساب‌های کل و معین زیر هر حساب؛ «گردش» آرتیکل‌های حساب معین را با مانده نشان می‌دهد.',
    en: 'The groups, and with “Sub-accounts” the general and subsidiary accounts under each; “Ledger” shows a subsidiary account’s lines with the balance.',
  },
  filters: [link('parentId', 'account', 'حساب بالادست', 'Parent account'), dateRange()],
  columns: [
    col('code', 'text', 'کد', 'Code'),
    col('account', 'link', 'حساب', 'Account'),
    ...turnover,
    ...balances,
    col('hasChildren', 'int', 'زیرحساب دارد', 'Has sub-accounts', { hidden: true }),
    col('isPostable', 'int', 'معین', 'Subsidiary', { hidden: true }),
  ],
  defaultSort: { key: 'code', direction: 'asc' },
  drill: [
    { label: { fa: 'زیرحساب‌ها', en: 'Sub-accounts' }, set: { parentId: 'accountId' }, when: 'hasChildren' },
    { label: { fa: 'گردش', en: 'Ledger' }, report: 'ledger', set: { accountId: 'accountId' }, when: 'isPostable' },
  ],
});

export const TRIAL_BALANCE_LEVEL_OPTIONS = options([ACCOUNT_LEVEL.general, 'کل', 'General'], [ACCOUNT_LEVEL.subsidiary, 'معین', 'Subsidiary']);

export const trialBalanceReport = defineReport({
  name: 'trialBalance',
  url: '/financial/trial-balance-report',
  area: 'financial',
  parent: FINANCIAL,
  icon: 'scale',
  label: { fa: 'تراز آزمایشی', en: 'Trial balance' },
  description: {
    fa: 'تراز چهارستونی در سطح کل یا معین: گردش در بازهٔ تاریخ و مانده در پایان آن (بی‌سند اختتامیه). جمع بدهکار و بستانکار برابر است.',
    en: 'Four columns at the general or subsidiary level: the turnover within the range and the balance at its end (without the closing voucher). Debits equal credits.',
  },
  filters: [{ key: 'level', type: 'enum', label: { fa: 'سطح', en: 'Level' }, options: TRIAL_BALANCE_LEVEL_OPTIONS }, dateRange()],
  columns: [col('code', 'text', 'کد', 'Code'), col('account', 'link', 'حساب', 'Account'), ...turnover, ...balances],
  defaultSort: { key: 'code', direction: 'asc' },
});

export const thirdPartyTransactionsReport = defineReport({
  name: 'thirdPartyTransactions',
  url: '/thirdpary-transaction-report-2',
  area: 'financial',
  parent: FINANCIAL,
  icon: 'users',
  label: { fa: 'گزارش گردش طرف حساب‌ها', en: 'Third-party transactions' },
  description: {
    fa: 'هر ردیف یک طرف حساب است با گردش و ماندهٔ او؛ «گردش» آرتیکل‌های او را با مانده نشان می‌دهد.',
    en: 'A row is a third party with its turnover and balance; “Ledger” shows its lines with the running balance.',
  },
  filters: [link('thirdPartyId', 'thirdparty', 'طرف حساب', 'Third party'), link('accountId', 'account', 'حساب معین', 'Account', { view: 'getPostable' }), dateRange()],
  columns: [col('thirdParty', 'link', 'طرف حساب', 'Third party'), ...turnover, ...balances],
  defaultSort: { key: 'thirdParty', direction: 'asc' },
  drill: [{ label: { fa: 'گردش', en: 'Ledger' }, report: 'ledger', set: { thirdPartyId: 'thirdPartyId' } }],
});

export const bankAccountTransactionsReport = defineReport({
  name: 'bankAccountTransactions',
  url: '/bank-account-transaction-report-2',
  area: 'treasury',
  parent: TREASURY,
  icon: 'building-bank',
  label: { fa: 'گزارش گردش حساب‌های بانکی', en: 'Bank account transactions' },
  description: {
    fa: 'هر ردیف یک آرتیکل سند قطعی یک حساب بانکی شرکت است، با ماندهٔ پس از آن؛ ردیف نخست ماندهٔ پیش از بازهٔ تاریخ است.',
    en: 'A row is a posted line of one of the company’s bank accounts with the balance after it; the first row is the balance before the range.',
  },
  filters: [link('bankAccountId', 'companybankaccount', 'حساب بانکی', 'Bank account'), dateRange()],
  columns: ledgerColumns.map((c) => (c.key === 'detail' ? { ...c, label: { fa: 'حساب بانکی', en: 'Bank account' } } : c)),
  defaultSort: { key: 'seq', direction: 'asc' },
  drill: [openVoucher],
});

export const profitAndLossReport = defineReport({
  name: 'profitAndLoss',
  url: '/revenue-and-cost-operational-report-2',
  area: 'financial',
  parent: FINANCIAL,
  icon: 'chart-bar',
  label: { fa: 'گزارش درآمد و هزینه (سود و زیان)', en: 'Revenue and cost (profit and loss)' },
  description: {
    fa: 'هر ردیف یک حساب کل درآمد یا هزینه است با خالص آن در بازهٔ تاریخ؛ سود (زیان) درآمد منهای هزینه است.',
    en: 'A row is a general revenue or cost account with its net within the range; the profit (loss) is revenue less cost.',
  },
  filters: [dateRange()],
  columns: [
    col('code', 'text', 'کد', 'Code'),
    col('account', 'link', 'حساب', 'Account'),
    col('kind', 'text', 'نوع', 'Kind'),
    money('revenue', 'درآمد', 'Revenue'),
    money('cost', 'هزینه', 'Cost'),
    money('profit', 'سود (زیان)', 'Profit (loss)'),
  ],
  chart: { kind: 'bar', x: 'account', series: ['revenue', 'cost'] },
  defaultSort: { key: 'code', direction: 'asc' },
});

export const liquidityReport = defineReport({
  name: 'liquidity',
  url: '/credit-debit-liquidity-report-2',
  area: 'financial',
  parent: FINANCIAL,
  icon: 'cash',
  label: { fa: 'گزارش نقدینگی (دریافت و پرداخت)', en: 'Liquidity (cash in and out)' },
  description: {
    fa: 'هر ردیف یک ماه سال مالی با گردش است: ورود (بدهکار) و خروج (بستانکار) حساب‌های نقد و بانک و ماندهٔ پایان ماه.',
    en: 'A row is a month of the financial year with movements: what came into (debit) and went out of (credit) the cash and bank accounts, and the balance at the month’s end.',
  },
  filters: [link('accountId', 'account', 'حساب نقد یا بانک', 'Cash or bank account', { view: 'getPostable' })],
  columns: [
    col('month', 'int', 'ردیف ماه', 'Month number', { hidden: true }),
    col('monthName', 'text', 'ماه', 'Month'),
    money('inflow', 'ورود (بدهکار)', 'In (debit)'),
    money('outflow', 'خروج (بستانکار)', 'Out (credit)'),
    money('net', 'خالص', 'Net'),
    col('balance', 'money', 'ماندهٔ پایان ماه', 'Balance at month end'),
  ],
  chart: { kind: 'line', x: 'monthName', series: ['inflow', 'outflow', 'balance'] },
  defaultSort: { key: 'month', direction: 'asc' },
});

export const FINANCIAL_REPORTS = [accountReviewReport, ledgerReport, trialBalanceReport, thirdPartyTransactionsReport, profitAndLossReport, liquidityReport];
export const TREASURY_REPORTS = [bankAccountTransactionsReport];
