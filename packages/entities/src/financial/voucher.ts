import { defineEntity } from '../definition';
import { companyReference } from '../reference';
import { documentRoutes } from '../routes';
import { workflowStateField, type WorkflowDefinition } from '../workflow';
import { FINANCIAL, VOUCHER_KIND, VOUCHER_KIND_OPTIONS, description, rials } from './common';

/**
 * انواع سند (`/financial/types-of-documents`): the kinds of accounting voucher a company keeps. The opening, closing,
 * reversal and system types are the ones the ledger itself uses (the year's closing, a reversal, a posting from
 * another module); a company may add its own general types (receipts, purchases, depreciation…).
 */
export const voucherType = defineEntity(
  companyReference(
    'financial',
    FINANCIAL,
    {
      code: { type: 'string', label: { fa: 'کد', en: 'Code' }, required: true, unique: true, max: 20, format: 'code' },
      name: { type: 'string', label: { fa: 'نام', en: 'Name' }, required: true, max: 150 },
    },
    {
      name: 'vouchertype', model: 'VoucherType', table: 'voucher_type',
      singular: { fa: 'نوع سند', en: 'Voucher type' }, plural: { fa: 'انواع سند', en: 'Voucher types' },
      url: '/financial/types-of-documents', icon: 'file-settings',
      fields: {
        kind: { type: 'enum', label: { fa: 'کاربرد', en: 'Used for' }, required: true, default: VOUCHER_KIND.general, options: VOUCHER_KIND_OPTIONS },
        description,
      },
      columns: ['code', 'name', 'kind'],
      filters: ['kind'],
    },
  ),
);

const states = [
  { key: 'draft', value: 1, label: { fa: 'پیش‌نویس (موقت)', en: 'Draft' }, editable: true, color: 'gray' },
  { key: 'posted', value: 2, label: { fa: 'قطعی', en: 'Posted' }, color: 'green' },
  { key: 'reversed', value: 3, label: { fa: 'برگشت‌خورده', en: 'Reversed' }, color: 'orange' },
] as const;

/** The voucher's states (draft, posted, reversed) by key. */
export const VOUCHER_STATE = Object.fromEntries(states.map((s) => [s.key, s.value])) as Record<(typeof states)[number]['key'], number>;

const workflow: WorkflowDefinition = {
  field: 'status',
  initial: 'draft',
  states,
  transitions: [
    { action: 'post', label: { fa: 'ثبت قطعی سند', en: 'Post the voucher' }, from: ['draft'], to: 'posted' },
    { action: 'reverse', label: { fa: 'برگشت سند (سند معکوس)', en: 'Reverse (a contra voucher)' }, from: ['posted'], to: 'reversed', comment: true },
  ],
};

/**
 * سند حسابداری (`/financial/documents-management`): a dated voucher of a type, in the financial year that holds its
 * date, with balanced lines (the debits equal the credits, to the rial). A draft may be edited or deleted; posting
 * gives it the next number of its company and year (no gaps: the number is taken in the posting's transaction) and
 * writes its lines to the ledger (`glentry`); a posted voucher is never edited, only reversed, which posts a contra
 * voucher dated today (or the voucher's date, if later) that names it. Vouchers of other modules (a stock
 * document, a payroll) are written and posted by the posting service, once per source.
 */
export const voucher = defineEntity({
  name: 'voucher',
  model: 'Voucher',
  table: 'voucher',
  area: 'financial',
  ...documentRoutes('voucher', 'financial'),
  label: { singular: { fa: 'سند حسابداری', en: 'Voucher' }, plural: { fa: 'اسناد حسابداری', en: 'Vouchers' } },
  scope: 'company',
  fields: {
    number: { type: 'int', label: { fa: 'شمارهٔ سند', en: 'Number' }, readOnly: true, grouping: false },
    voucherDate: { type: 'date', label: { fa: 'تاریخ سند', en: 'Date' }, required: true },
    voucherTypeId: { type: 'link', entity: 'vouchertype', label: { fa: 'نوع سند', en: 'Voucher type' }, required: true },
    referenceNo: { type: 'string', label: { fa: 'شمارهٔ عطف', en: 'Reference' }, max: 40 },
    description: { type: 'text', label: { fa: 'شرح سند', en: 'Description' }, required: true, max: 1000 },
    totalDebit: { ...rials('جمع بدهکار (ریال)', 'Total debit (rials)'), readOnly: true, computed: { sum: 'debit' } },
    totalCredit: { ...rials('جمع بستانکار (ریال)', 'Total credit (rials)'), readOnly: true, computed: { sum: 'credit' } },
    status: workflowStateField(states, 'draft'),
    postedAt: { type: 'datetime', label: { fa: 'زمان قطعی شدن', en: 'Posted at' }, readOnly: true },
    sourceType: { type: 'string', label: { fa: 'سامانهٔ مبدأ', en: 'Source' }, max: 40, readOnly: true },
    sourceId: { type: 'int', label: { fa: 'شناسهٔ مبدأ', en: 'Source id' }, readOnly: true, grouping: false },
    reversalOfId: { type: 'link', entity: 'voucher', label: { fa: 'برگشت سندِ', en: 'Reverses' }, readOnly: true },
  },
  titleField: 'description',
  searchFields: ['description', 'referenceNo'],
  list: {
    columns: ['number', 'voucherDate', 'voucherTypeId', 'description', 'totalDebit', 'totalCredit', 'status', 'sourceType'],
    filters: ['voucherTypeId', 'status', 'voucherDate', 'sourceType', 'number'],
    sort: { field: 'id', direction: 'desc' },
  },
  form: { sections: [{ fields: ['voucherDate', 'voucherTypeId', 'referenceNo', 'description'] }] },
  lines: { entity: 'voucherline', via: 'voucherId', label: { fa: 'آرتیکل‌های سند', en: 'Lines' }, min: 2 },
  workflow,
  financialYear: { dateField: 'voucherDate' },
  uniques: [['companyId', 'financialYearId', 'number']],
  indexes: [['companyId', 'sourceType', 'sourceId']],
  activeFlag: false,
  menu: { url: '/financial/documents-management', parent: FINANCIAL, icon: 'file-invoice', formPages: { create: 'create', edit: '$id' } },
});

/**
 * آرتیکل سند: a subsidiary account, the detail its account asks for (a third party, a cost centre, a project, a
 * bank account), a description, and an amount on one side only.
 */
export const voucherLine = defineEntity({
  name: 'voucherline',
  model: 'VoucherLine',
  table: 'voucher_line',
  area: 'financial',
  basePath: '/api/financial/v1/voucherline',
  routes: {},
  label: { singular: { fa: 'آرتیکل سند', en: 'Voucher line' }, plural: { fa: 'آرتیکل‌های سند', en: 'Voucher lines' } },
  scope: 'company',
  fields: {
    voucherId: { type: 'link', entity: 'voucher', label: { fa: 'سند', en: 'Voucher' }, required: true },
    accountId: { type: 'link', entity: 'account', view: 'getPostable', label: { fa: 'حساب معین', en: 'Account' }, required: true },
    thirdPartyId: { type: 'link', entity: 'thirdparty', label: { fa: 'تفصیلی: طرف حساب', en: 'Detail: third party' } },
    costCenterId: { type: 'link', entity: 'costcenter', label: { fa: 'تفصیلی: مرکز هزینه', en: 'Detail: cost centre' } },
    projectId: { type: 'link', entity: 'project', label: { fa: 'تفصیلی: پروژه', en: 'Detail: project' } },
    bankAccountId: { type: 'link', entity: 'companybankaccount', label: { fa: 'تفصیلی: حساب بانکی', en: 'Detail: bank account' } },
    description: { type: 'string', label: { fa: 'شرح آرتیکل', en: 'Line description' }, max: 300 },
    debit: rials('بدهکار (ریال)', 'Debit (rials)', { default: 0 }),
    credit: rials('بستانکار (ریال)', 'Credit (rials)', { default: 0 }),
  },
  titleField: 'description',
  searchFields: ['description'],
  list: { columns: ['accountId', 'thirdPartyId', 'costCenterId', 'projectId', 'bankAccountId', 'description', 'debit', 'credit'], sort: { field: 'id', direction: 'asc' } },
  activeFlag: false,
  menu: { url: '/financial/documents-management', parent: FINANCIAL, page: false },
});

/**
 * دفتر (the general ledger): one row per line of a posted voucher, append-only (a trigger refuses UPDATE, DELETE and
 * TRUNCATE). Reversing a voucher appends the contra rows; nothing is ever changed. The balances the reports read
 * come from here (and from its per-day sums, `gl_day_balance`, kept in the same transaction).
 */
export const glEntry = defineEntity({
  name: 'glentry',
  model: 'GlEntry',
  table: 'gl_entry',
  area: 'financial',
  basePath: '/api/financial/v1/glentry',
  routes: { getById: documentRoutes('glentry', 'financial').routes.getById!, getFiltered: documentRoutes('glentry', 'financial').routes.getFiltered! },
  label: { singular: { fa: 'گردش حساب', en: 'Ledger entry' }, plural: { fa: 'دفتر روزنامه', en: 'Journal' } },
  scope: 'company',
  fields: {
    entryDate: { type: 'date', label: { fa: 'تاریخ', en: 'Date' }, required: true, readOnly: true },
    voucherId: { type: 'link', entity: 'voucher', label: { fa: 'سند', en: 'Voucher' }, required: true, readOnly: true },
    voucherNumber: { type: 'int', label: { fa: 'شمارهٔ سند', en: 'Voucher number' }, required: true, readOnly: true, grouping: false },
    voucherKind: { type: 'enum', label: { fa: 'نوع', en: 'Kind' }, options: VOUCHER_KIND_OPTIONS, required: true, readOnly: true },
    accountId: { type: 'link', entity: 'account', label: { fa: 'حساب معین', en: 'Account' }, required: true, readOnly: true },
    thirdPartyId: { type: 'link', entity: 'thirdparty', label: { fa: 'طرف حساب', en: 'Third party' }, readOnly: true },
    costCenterId: { type: 'link', entity: 'costcenter', label: { fa: 'مرکز هزینه', en: 'Cost centre' }, readOnly: true },
    projectId: { type: 'link', entity: 'project', label: { fa: 'پروژه', en: 'Project' }, readOnly: true },
    bankAccountId: { type: 'link', entity: 'companybankaccount', label: { fa: 'حساب بانکی', en: 'Bank account' }, readOnly: true },
    description: { type: 'string', label: { fa: 'شرح', en: 'Description' }, max: 300, readOnly: true },
    debit: { ...rials('بدهکار (ریال)', 'Debit (rials)'), required: true, readOnly: true },
    credit: { ...rials('بستانکار (ریال)', 'Credit (rials)'), required: true, readOnly: true },
  },
  titleField: 'description',
  searchFields: ['description'],
  list: {
    columns: ['entryDate', 'voucherNumber', 'accountId', 'thirdPartyId', 'costCenterId', 'projectId', 'bankAccountId', 'description', 'debit', 'credit'],
    filters: ['accountId', 'thirdPartyId', 'costCenterId', 'projectId', 'bankAccountId', 'voucherId', 'entryDate'],
    sort: { field: 'id', direction: 'asc' },
  },
  financialYear: { dateField: 'entryDate' },
  indexes: [['companyId', 'accountId', 'entryDate'], ['companyId', 'thirdPartyId', 'entryDate'], ['companyId', 'bankAccountId', 'entryDate'], ['companyId', 'entryDate']],
  activeFlag: false,
  menu: { url: '/financial/journal', parent: FINANCIAL, icon: 'notebook' },
});

