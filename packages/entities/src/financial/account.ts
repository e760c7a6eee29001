import { defineEntity } from '../definition';
import { options } from '../hr/common';
import { baseDataRoutes, documentRoutes } from '../routes';
import {
  ACCOUNT_KIND_OPTIONS, ACCOUNT_LEVEL, ACCOUNT_LEVEL_OPTIONS, ACCOUNT_NATURE, ACCOUNT_NATURE_OPTIONS, DETAIL_KIND_OPTIONS, FINANCIAL, description,
} from './common';

/**
 * The chart of accounts (کدینگ حساب‌ها): groups hold general accounts (کل), generals hold subsidiary accounts
 * (معین), and only a subsidiary is posted to. A subsidiary may ask its lines for a detail (تفصیلی): a third party,
 * a cost centre, a project or one of the company's bank accounts. A group says where its accounts stand in the
 * statements (asset … cost); the accounts under it take that kind. A code is unique in the company and starts with
 * its parent's. An account that has been posted to cannot change level, kind or detail, nor be deleted.
 */
export const account = defineEntity({
  name: 'account',
  model: 'Account',
  table: 'account',
  area: 'financial',
  ...baseDataRoutes('account', { area: 'financial' }),
  label: { singular: { fa: 'حساب', en: 'Account' }, plural: { fa: 'کدینگ حساب‌ها', en: 'Chart of accounts' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'کد حساب', en: 'Account code' }, required: true, unique: true, max: 20, format: 'digits' },
    name: { type: 'string', label: { fa: 'نام حساب', en: 'Account name' }, required: true, max: 150, english: 'nameEn' },
    nameEn: { type: 'string', label: { fa: 'نام لاتین', en: 'English name' }, max: 150 },
    level: { type: 'enum', label: { fa: 'سطح', en: 'Level' }, required: true, default: ACCOUNT_LEVEL.subsidiary, options: ACCOUNT_LEVEL_OPTIONS },
    parentId: {
      type: 'link', entity: 'account', label: { fa: 'حساب بالادست', en: 'Parent account' }, required: true,
      when: { field: 'level', in: [ACCOUNT_LEVEL.general, ACCOUNT_LEVEL.subsidiary] },
      hint: { fa: 'برای حساب کل یک گروه، برای حساب معین یک حساب کل', en: 'A group for a general account, a general account for a subsidiary' },
    },
    kind: {
      type: 'enum', label: { fa: 'نوع حساب', en: 'Kind' }, required: true, options: ACCOUNT_KIND_OPTIONS,
      when: { field: 'level', in: [ACCOUNT_LEVEL.group] },
      hint: { fa: 'حساب‌های زیر گروه نوع آن را می‌گیرند', en: 'The accounts under a group take its kind' },
    },
    nature: { type: 'enum', label: { fa: 'ماهیت', en: 'Nature' }, required: true, default: ACCOUNT_NATURE.debit, options: ACCOUNT_NATURE_OPTIONS },
    detailKind: {
      type: 'enum', label: { fa: 'تفصیلی', en: 'Detail' }, options: DETAIL_KIND_OPTIONS,
      when: { field: 'level', in: [ACCOUNT_LEVEL.subsidiary] },
      hint: { fa: 'آرتیکل‌های این حساب باید این تفصیلی را نام ببرند', en: 'The lines of this account must name this detail' },
    },
    isLiquid: {
      type: 'boolean', label: { fa: 'نقد و بانک', en: 'Cash or bank' }, default: false,
      hint: { fa: 'در گزارش نقدینگی می‌آید', en: 'Counted in the liquidity report' },
    },
    description,
  },
  titleField: 'name',
  searchFields: ['name', 'code', 'nameEn'],
  list: { columns: ['code', 'name', 'level', 'parentId', 'kind', 'nature', 'detailKind', 'isLiquid'], filters: ['level', 'parentId', 'kind', 'detailKind', 'isLiquid'], sort: { field: 'code', direction: 'asc' } },
  form: { sections: [{ fields: ['level', 'parentId', 'code', 'name', 'nameEn', 'kind', 'nature', 'detailKind', 'isLiquid', 'description'] }] },
  views: [
    { path: 'getPostable', where: { level: ACCOUNT_LEVEL.subsidiary }, activeOnly: true, label: { fa: 'حساب‌های معین', en: 'Subsidiary accounts' } },
    { path: 'getParents', where: { level: ACCOUNT_LEVEL.group }, activeOnly: true, label: { fa: 'گروه‌ها', en: 'Groups' } },
  ],
  children: { children: { entity: 'account', via: 'parentId', label: { fa: 'حساب‌های زیرمجموعه', en: 'Sub-accounts' } } },
  haveChild: 'children',
  activeFlag: true,
  menu: { url: '/financial/chart-of-accounts', parent: FINANCIAL, icon: 'list-tree' },
});

/** The purposes a company maps to accounts, for the year's closing and for postings from other modules. */
export const ACCOUNT_PURPOSE = {
  retainedEarnings: 1,
  openingBalance: 2,
  closingBalance: 3,
  inventory: 4,
  payables: 5,
  consumption: 6,
  inventoryAdjustment: 7,
  salaryExpense: 8,
  salaryPayable: 9,
  insurancePayable: 10,
  taxPayable: 11,
  bank: 12,
  receivables: 13,
  receivedNotBilled: 14,
  // progress statements (contracting): the contractor's, then the employer's
  subcontractorCost: 15,
  contractorAdvances: 16,
  retentionPayable: 17,
  contractorWithholdings: 18,
  contractRevenue: 19,
  employerAdvances: 20,
  retentionReceivable: 21,
  employerWithholdings: 22,
  // the payroll's deductions other than insurance and tax (loans, advances, supplementary insurance)
  otherPayrollDeductions: 23,
} as const;
export const ACCOUNT_PURPOSE_OPTIONS = options(
  [ACCOUNT_PURPOSE.retainedEarnings, 'سود و زیان انباشته (بستن حساب‌های موقت)', 'Retained earnings (closing the year’s result)'],
  [ACCOUNT_PURPOSE.openingBalance, 'تراز افتتاحیه', 'Opening balance'],
  [ACCOUNT_PURPOSE.closingBalance, 'تراز اختتامیه', 'Closing balance'],
  [ACCOUNT_PURPOSE.inventory, 'موجودی کالا', 'Inventory'],
  [ACCOUNT_PURPOSE.payables, 'حساب‌ها و اسناد پرداختنی (تأمین‌کنندگان)', 'Payables (suppliers)'],
  [ACCOUNT_PURPOSE.consumption, 'هزینهٔ کالای مصرفی', 'Cost of goods consumed'],
  [ACCOUNT_PURPOSE.inventoryAdjustment, 'کسری و اضافی انبار', 'Inventory differences'],
  [ACCOUNT_PURPOSE.salaryExpense, 'هزینهٔ حقوق و دستمزد', 'Salaries expense'],
  [ACCOUNT_PURPOSE.salaryPayable, 'حقوق پرداختنی', 'Salaries payable'],
  [ACCOUNT_PURPOSE.insurancePayable, 'حق بیمهٔ پرداختنی', 'Insurance payable'],
  [ACCOUNT_PURPOSE.taxPayable, 'مالیات حقوق پرداختنی', 'Payroll tax payable'],
  [ACCOUNT_PURPOSE.bank, 'بانک', 'Bank'],
  [ACCOUNT_PURPOSE.receivables, 'حساب‌ها و اسناد دریافتنی', 'Receivables'],
  [ACCOUNT_PURPOSE.receivedNotBilled, 'کالای دریافتی صورتحساب‌نشده', 'Goods received, not billed'],
  [ACCOUNT_PURPOSE.subcontractorCost, 'هزینهٔ کار پیمانکاران (صورت‌وضعیت پیمانکار)', 'Subcontractors’ work (contractor statements)'],
  [ACCOUNT_PURPOSE.contractorAdvances, 'پیش‌پرداخت به پیمانکاران', 'Advances to contractors'],
  [ACCOUNT_PURPOSE.retentionPayable, 'سپردهٔ حسن انجام کار پیمانکاران', 'Retention held from contractors'],
  [ACCOUNT_PURPOSE.contractorWithholdings, 'کسور قانونی پیمانکاران (بیمه و مالیات)', 'Insurance and tax withheld from contractors'],
  [ACCOUNT_PURPOSE.contractRevenue, 'درآمد پیمانکاری (صورت‌وضعیت کارفرما)', 'Contracting revenue (employer statements)'],
  [ACCOUNT_PURPOSE.employerAdvances, 'پیش‌دریافت از کارفرمایان', 'Advances from employers'],
  [ACCOUNT_PURPOSE.retentionReceivable, 'سپردهٔ حسن انجام کار نزد کارفرمایان', 'Retention held by employers'],
  [ACCOUNT_PURPOSE.employerWithholdings, 'کسور قانونی نزد کارفرمایان (بیمه و مالیات)', 'Insurance and tax withheld by employers'],
  [ACCOUNT_PURPOSE.otherPayrollDeductions, 'سایر کسور حقوق (وام، مساعده، بیمهٔ تکمیلی)', 'Other payroll deductions (loans, advances, supplementary insurance)'],
);

/**
 * تنظیمات حساب‌ها: which subsidiary account each purpose posts to in the company (one per purpose). The year's
 * closing needs the first three; a stock document or a payroll posts its voucher only when its accounts are set.
 */
export const accountSetting = defineEntity({
  name: 'accountsetting',
  model: 'AccountSetting',
  table: 'account_setting',
  area: 'financial',
  ...documentRoutes('accountsetting', 'financial'),
  label: { singular: { fa: 'تنظیم حساب', en: 'Account setting' }, plural: { fa: 'تنظیمات حساب‌ها', en: 'Account settings' } },
  scope: 'company',
  fields: {
    purpose: { type: 'enum', label: { fa: 'کاربرد', en: 'Purpose' }, required: true, options: ACCOUNT_PURPOSE_OPTIONS },
    accountId: { type: 'link', entity: 'account', view: 'getPostable', label: { fa: 'حساب معین', en: 'Subsidiary account' }, required: true },
    // when the account asks for a cost centre and the posting's source names none (a person without a department's
    // cost centre in a payroll)
    costCenterId: { type: 'link', entity: 'costcenter', label: { fa: 'مرکز هزینهٔ پیش‌فرض', en: 'Default cost centre' } },
    description,
  },
  titleField: 'description',
  searchFields: ['description'],
  list: { columns: ['purpose', 'accountId', 'costCenterId', 'description'], filters: ['purpose', 'accountId'], sort: { field: 'purpose', direction: 'asc' } },
  // one account per purpose in a company: the hook answers a second one with a 400 on the purpose, the index keeps it
  uniques: [['companyId', 'purpose']],
  activeFlag: false,
  menu: { url: '/financial/account-settings', parent: FINANCIAL, icon: 'settings' },
});
