import { defineEntity } from '../definition';
import { options } from '../hr/common';
import { documentRoutes } from '../routes';
import { workflowStateField, type WorkflowDefinition } from '../workflow';
import { TREASURY, description, rials } from './common';

/** Which way the money goes: into the company's bank account (a receipt) or out of it (a payment). */
export const TREASURY_KIND = { receipt: 1, payment: 2 } as const;
export const TREASURY_KIND_OPTIONS = options([TREASURY_KIND.receipt, 'دریافت', 'Receipt'], [TREASURY_KIND.payment, 'پرداخت', 'Payment']);

const states = [
  { key: 'draft', value: 1, label: { fa: 'پیش‌نویس', en: 'Draft' }, editable: true, color: 'gray' },
  { key: 'posted', value: 2, label: { fa: 'ثبت قطعی', en: 'Posted' }, color: 'green' },
  { key: 'reversed', value: 3, label: { fa: 'برگشت‌خورده', en: 'Reversed' }, color: 'orange' },
] as const;

/** The treasury document's states (draft, posted, reversed) by key. */
export const TREASURY_STATE = Object.fromEntries(states.map((s) => [s.key, s.value])) as Record<(typeof states)[number]['key'], number>;

const workflow: WorkflowDefinition = {
  field: 'status',
  initial: 'draft',
  states,
  transitions: [
    { action: 'post', label: { fa: 'ثبت قطعی و صدور سند حسابداری', en: 'Post (and its voucher)' }, from: ['draft'], to: 'posted' },
    { action: 'reverse', label: { fa: 'برگشت (سند معکوس)', en: 'Reverse (a contra voucher)' }, from: ['posted'], to: 'reversed', comment: true },
  ],
};

/**
 * دریافت و پرداخت (`/treasury-receipt-payment-2`): money a cashier takes into one of the company's bank accounts
 * from a third party (a receipt) or pays out of it to one (a payment), with the cheque's or transfer's number.
 * Posting it posts its voucher through finance's posting service (a receipt: the bank debited, the party's
 * receivable credited; a payment: the party's payable debited, the bank credited) and keeps the voucher's id; a
 * posted document is never edited, only reversed, which reverses its voucher. docs/finance.md.
 */
export const treasuryDocument = defineEntity({
  name: 'treasurydocument',
  model: 'TreasuryDocument',
  table: 'treasury_document',
  area: 'treasury',
  ...documentRoutes('treasurydocument', 'treasury'),
  label: { singular: { fa: 'سند دریافت و پرداخت', en: 'Receipt or payment' }, plural: { fa: 'دریافت و پرداخت', en: 'Receipts and payments' } },
  scope: 'company',
  fields: {
    number: { type: 'string', label: { fa: 'شمارهٔ سند', en: 'Number' }, unique: true, max: 20, format: 'code', readOnly: true },
    kind: { type: 'enum', label: { fa: 'نوع', en: 'Kind' }, required: true, default: TREASURY_KIND.receipt, options: TREASURY_KIND_OPTIONS },
    documentDate: { type: 'date', label: { fa: 'تاریخ', en: 'Date' }, required: true },
    companyBankAccountId: { type: 'link', entity: 'companybankaccount', label: { fa: 'حساب بانکی', en: 'Bank account' }, required: true },
    thirdPartyId: { type: 'link', entity: 'thirdparty', label: { fa: 'طرف حساب', en: 'Third party' }, required: true },
    amount: rials('مبلغ (ریال)', 'Amount (rials)', { required: true, min: 1 }),
    referenceNo: { type: 'string', label: { fa: 'شمارهٔ چک یا حواله', en: 'Cheque or transfer number' }, max: 40, format: 'code' },
    description,
    status: workflowStateField(states, 'draft'),
    voucherId: { type: 'link', entity: 'voucher', label: { fa: 'سند حسابداری', en: 'Voucher' }, readOnly: true },
    postedAt: { type: 'datetime', label: { fa: 'زمان ثبت قطعی', en: 'Posted at' }, readOnly: true },
  },
  titleField: 'number',
  searchFields: ['number', 'referenceNo', 'description'],
  list: {
    columns: ['number', 'documentDate', 'kind', 'companyBankAccountId', 'thirdPartyId', 'amount', 'referenceNo', 'status'],
    filters: ['kind', 'companyBankAccountId', 'thirdPartyId', 'status', 'documentDate'],
    sort: { field: 'id', direction: 'desc' },
  },
  form: { sections: [{ fields: ['kind', 'documentDate', 'companyBankAccountId', 'thirdPartyId', 'amount', 'referenceNo', 'description', 'voucherId'] }] },
  workflow,
  financialYear: { dateField: 'documentDate' },
  activeFlag: false,
  code: { field: 'number', width: 6 },
  menu: { url: '/treasury-receipt-payment-2', parent: TREASURY, icon: 'cash', formPages: { create: 'create', edit: '$id' } },
});
