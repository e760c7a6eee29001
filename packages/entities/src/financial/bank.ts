import { defineEntity } from '../definition';
import { options } from '../hr/common';
import { companyReference } from '../reference';
import { baseDataRoutes } from '../routes';
import { TREASURY, description } from './common';

/**
 * ویژگی حساب بانکی (`/bank-attribute-2`): what a company says of its bank accounts (has a cheque book, internet
 * banking, a POS terminal, used for salaries…), chosen on each account.
 */
export const bankAttribute = defineEntity(
  companyReference(
    'treasury',
    TREASURY,
    {
      code: { type: 'string', label: { fa: 'کد', en: 'Code' }, required: true, unique: true, max: 20, format: 'code' },
      name: { type: 'string', label: { fa: 'نام', en: 'Name' }, required: true, max: 150 },
    },
    {
      name: 'bankattribute', model: 'BankAttribute', table: 'bank_attribute',
      singular: { fa: 'ویژگی حساب بانکی', en: 'Bank account attribute' }, plural: { fa: 'ویژگی‌های حساب بانکی', en: 'Bank account attributes' },
      url: '/bank-attribute-2', icon: 'tags',
      fields: { description },
    },
  ),
);

export const BANK_ACCOUNT_KIND = { current: 1, savings: 2, deposit: 3 } as const;

/**
 * حساب بانکی شرکت (`/bank-account-2`): an account of the company at a bank's branch, its number and Sheba (IR and 24
 * digits, its check digits verified), the subsidiary account it is posted to (its lines name it as their detail),
 * and its attributes. Its transactions, with the running balance, are the bank account transaction report.
 */
export const companyBankAccount = defineEntity({
  name: 'companybankaccount',
  model: 'CompanyBankAccount',
  table: 'company_bank_account',
  area: 'treasury',
  ...baseDataRoutes('bankaccount', { area: 'treasury' }),
  label: { singular: { fa: 'حساب بانکی شرکت', en: 'Company bank account' }, plural: { fa: 'حساب‌های بانکی شرکت', en: 'Company bank accounts' } },
  scope: 'company',
  fields: {
    title: { type: 'string', label: { fa: 'عنوان حساب', en: 'Title' }, required: true, max: 150 },
    bankId: { type: 'link', entity: 'bank', label: { fa: 'بانک', en: 'Bank' }, required: true },
    bankBranchId: { type: 'link', entity: 'bankbranch', label: { fa: 'شعبه', en: 'Branch' } },
    kind: {
      type: 'enum', label: { fa: 'نوع حساب', en: 'Account kind' }, required: true, default: BANK_ACCOUNT_KIND.current,
      options: options([BANK_ACCOUNT_KIND.current, 'جاری', 'Current'], [BANK_ACCOUNT_KIND.savings, 'پس‌انداز', 'Savings'], [BANK_ACCOUNT_KIND.deposit, 'سپردهٔ کوتاه‌مدت', 'Short-term deposit']),
    },
    accountNo: { type: 'string', label: { fa: 'شمارهٔ حساب', en: 'Account number' }, required: true, unique: true, max: 30, format: 'digits' },
    shabaNo: { type: 'string', label: { fa: 'شمارهٔ شبا', en: 'Sheba (IBAN)' }, required: true, format: 'sheba' },
    cardNo: { type: 'string', label: { fa: 'شمارهٔ کارت', en: 'Card number' }, format: 'cardNumber' },
    accountId: { type: 'link', entity: 'account', view: 'getPostable', label: { fa: 'حساب معین', en: 'Ledger account' }, required: true },
    openedOn: { type: 'date', label: { fa: 'تاریخ افتتاح', en: 'Opened on' } },
    attributeIds: { type: 'links', entity: 'bankattribute', label: { fa: 'ویژگی‌ها', en: 'Attributes' } },
    description,
  },
  titleField: 'title',
  searchFields: ['title', 'accountNo', 'shabaNo'],
  list: { columns: ['title', 'bankId', 'bankBranchId', 'kind', 'accountNo', 'shabaNo', 'accountId', 'attributeIds'], filters: ['bankId', 'kind', 'accountId', 'attributeIds'], sort: { field: 'title', direction: 'asc' } },
  activeFlag: true,
  menu: { url: '/bank-account-2', parent: TREASURY, icon: 'building-bank' },
});
