import { defineEntity } from '../definition';
import { options } from '../hr/common';
import { documentRoutes } from '../routes';
import type { WorkflowDefinition } from '../workflow';
import { workflowStateField } from '../workflow';
import { TAX_PARENT, description, rials } from './common';

/**
 * صورتحساب مودیان (`/moadiyan-2`): a sale invoice to the tax authority, a document with lines (goods or services,
 * quantity, our unit, unit price, discount; the VAT rate comes from the item's code, the amounts are derived).
 *
 *   draft → prepared (the tax ID given and the invoice written in the authority's JSON) → sent → accepted / rejected
 *
 * The authority decides acceptance (its gateway, a test double here: apps/api modules/tax); a rejected invoice
 * goes back to draft with `revise` and is prepared again under a new serial.
 */

export const MOADIYAN_STATE = { draft: 1, prepared: 2, sent: 3, accepted: 4, rejected: 5 } as const;

const states = [
  { key: 'draft', value: MOADIYAN_STATE.draft, label: { fa: 'پیش‌نویس', en: 'Draft' }, editable: true, color: 'gray' },
  { key: 'prepared', value: MOADIYAN_STATE.prepared, label: { fa: 'آماده (شماره مالیاتی گرفته)', en: 'Prepared' }, color: 'blue' },
  { key: 'sent', value: MOADIYAN_STATE.sent, label: { fa: 'ارسال‌شده', en: 'Sent' }, color: 'yellow' },
  { key: 'accepted', value: MOADIYAN_STATE.accepted, label: { fa: 'پذیرفته‌شده در سامانه', en: 'Accepted by the authority' }, color: 'green' },
  { key: 'rejected', value: MOADIYAN_STATE.rejected, label: { fa: 'ردشده در سامانه', en: 'Rejected by the authority' }, color: 'red' },
] as const;

const workflow: WorkflowDefinition = {
  field: 'status',
  initial: 'draft',
  states,
  transitions: [
    { action: 'prepare', label: { fa: 'آماده‌سازی و گرفتن شمارهٔ مالیاتی', en: 'Prepare (assign the tax ID)' }, from: ['draft'], to: 'prepared' },
    { action: 'unprepare', label: { fa: 'بازگشت به پیش‌نویس', en: 'Back to draft' }, from: ['prepared'], to: 'draft' },
    { action: 'send', label: { fa: 'ارسال به سامانهٔ مودیان', en: 'Send to the authority' }, from: ['prepared'], to: 'sent' },
    { action: 'revise', label: { fa: 'اصلاح صورتحساب ردشده', en: 'Revise the rejected invoice' }, from: ['rejected'], to: 'draft' },
  ],
};

export const MOADIYAN_INVOICE_URL = '/moadiyan-2';

export const moadiyanInvoice = defineEntity({
  name: 'moadiyaninvoice',
  model: 'MoadiyanInvoice',
  table: 'moadiyan_invoice',
  area: 'tax',
  ...documentRoutes('moadiyaninvoice', 'tax'),
  label: { singular: { fa: 'صورتحساب مودیان', en: 'Tax authority invoice' }, plural: { fa: 'صورتحساب‌های مودیان', en: 'Tax authority invoices' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'شمارهٔ صورتحساب', en: 'Invoice number' }, unique: true, max: 20, format: 'code', readOnly: true },
    invoiceDate: { type: 'date', label: { fa: 'تاریخ صورتحساب', en: 'Invoice date' }, required: true },
    kind: {
      type: 'enum', label: { fa: 'نوع صورتحساب', en: 'Invoice type' }, required: true, default: 1,
      options: options([1, 'نوع اول (با مشخصات خریدار)', 'Type 1 (with the buyer)'], [2, 'نوع دوم (بدون مشخصات خریدار)', 'Type 2 (without the buyer)']),
    },
    thirdPartyId: { type: 'link', entity: 'thirdparty', label: { fa: 'خریدار', en: 'Buyer' }, required: true, when: { field: 'kind', in: [1] } },
    subject: {
      type: 'enum', label: { fa: 'موضوع صورتحساب', en: 'Subject' }, required: true, default: 1,
      options: options([1, 'اصلی', 'Original'], [2, 'اصلاحی', 'Correction'], [3, 'ابطالی', 'Cancellation'], [4, 'برگشت از فروش', 'Return of goods sold']),
    },
    referenceTaxId: {
      type: 'string', label: { fa: 'شمارهٔ مالیاتی صورتحساب مرجع', en: 'Tax ID of the invoice concerned' }, required: true, max: 22, format: 'code',
      when: { field: 'subject', in: [2, 3, 4] }, hint: { fa: '۲۲ نویسه با رقم کنترل', en: '22 characters with its check digit' },
    },
    settlement: {
      type: 'enum', label: { fa: 'روش تسویه', en: 'Settlement' }, required: true, default: 1,
      options: options([1, 'نقدی', 'Cash'], [2, 'نسیه', 'Credit'], [3, 'نقدی و نسیه', 'Cash and credit']),
    },
    cashAmount: { ...rials('مبلغ پرداخت نقدی (ریال)', 'Paid in cash (rials)'), required: true, when: { field: 'settlement', in: [3] } },
    warehouseOrderId: { type: 'link', entity: 'warehouseorder', label: { fa: 'سفارش فروش', en: 'Sales order' } },
    description,
    totalGross: { ...rials('جمع مبلغ قبل از تخفیف', 'Total before discount'), readOnly: true, computed: { sum: 'grossAmount' } },
    totalDiscount: { ...rials('جمع تخفیف', 'Total discount'), readOnly: true, computed: { sum: 'discount' } },
    totalNet: { ...rials('جمع مبلغ پس از تخفیف', 'Total after discount'), readOnly: true, computed: { sum: 'netAmount' } },
    totalVat: { ...rials('جمع مالیات بر ارزش افزوده', 'Total VAT'), readOnly: true, computed: { sum: 'vatAmount' } },
    totalAmount: { ...rials('مبلغ کل صورتحساب', 'Invoice total'), readOnly: true, computed: { sum: 'lineTotal' } },
    taxId: { type: 'string', label: { fa: 'شمارهٔ منحصربه‌فرد مالیاتی', en: 'Tax ID' }, max: 22, readOnly: true },
    serial: { type: 'int', label: { fa: 'سریال صورتحساب', en: 'Serial' }, readOnly: true, grouping: false },
    payload: { type: 'text', label: { fa: 'صورتحساب در قالب سامانهٔ مودیان', en: 'The invoice in the authority’s format' }, max: 200000, readOnly: true, ltr: true },
    referenceNumber: { type: 'string', label: { fa: 'شمارهٔ پیگیری سامانه', en: 'Authority reference' }, max: 100, readOnly: true },
    authorityMessage: { type: 'text', label: { fa: 'پاسخ سامانهٔ مودیان', en: 'The authority’s answer' }, max: 4000, readOnly: true },
    status: workflowStateField(states, 'draft'),
  },
  titleField: 'code',
  searchFields: ['code', 'taxId', 'description'],
  list: {
    columns: ['code', 'invoiceDate', 'kind', 'thirdPartyId', 'subject', 'totalAmount', 'taxId', 'status'],
    filters: ['thirdPartyId', 'kind', 'subject', 'status', 'invoiceDate'],
    sort: { field: 'id', direction: 'desc' },
  },
  form: {
    sections: [
      { fields: ['invoiceDate', 'kind', 'thirdPartyId', 'subject', 'referenceTaxId', 'settlement', 'cashAmount', 'warehouseOrderId', 'description'] },
      { title: { fa: 'سامانهٔ مودیان', en: 'Tax authority' }, fields: ['taxId', 'serial', 'referenceNumber', 'authorityMessage', 'payload'] },
    ],
  },
  lines: { entity: 'moadiyaninvoiceline', via: 'moadiyanInvoiceId', label: { fa: 'اقلام صورتحساب', en: 'Items' }, min: 1 },
  workflow,
  financialYear: { dateField: 'invoiceDate' },
  activeFlag: false,
  code: { field: 'code', width: 6 },
  menu: { url: MOADIYAN_INVOICE_URL, parent: TAX_PARENT, icon: 'receipt-tax' },
});

export const moadiyanInvoiceLine = defineEntity({
  name: 'moadiyaninvoiceline',
  model: 'MoadiyanInvoiceLine',
  table: 'moadiyan_invoice_line',
  area: 'tax',
  basePath: '/api/tax/v1/moadiyaninvoiceline',
  routes: {},
  label: { singular: { fa: 'قلم صورتحساب', en: 'Invoice item' }, plural: { fa: 'اقلام صورتحساب', en: 'Invoice items' } },
  scope: 'company',
  fields: {
    moadiyanInvoiceId: { type: 'link', entity: 'moadiyaninvoice', label: { fa: 'صورتحساب', en: 'Invoice' }, required: true },
    productId: { type: 'link', entity: 'product', label: { fa: 'کالا', en: 'Product' }, hint: { fa: 'کالا یا خدمت، یکی', en: 'A product or a service, one of them' } },
    serviceId: { type: 'link', entity: 'service', label: { fa: 'خدمت', en: 'Service' } },
    quantity: { type: 'decimal', label: { fa: 'مقدار', en: 'Quantity' }, required: true, min: 0.0001 },
    measureUnitId: { type: 'link', entity: 'measureunit', label: { fa: 'واحد', en: 'Unit' }, required: true },
    unitPrice: { ...rials('مبلغ واحد (ریال)', 'Unit price (rials)'), required: true },
    grossAmount: { ...rials('مبلغ قبل از تخفیف', 'Amount before discount'), readOnly: true, computed: { product: ['quantity', 'unitPrice'] } },
    discount: { ...rials('تخفیف (ریال)', 'Discount (rials)'), required: true, default: 0 },
    netAmount: { ...rials('مبلغ پس از تخفیف', 'Amount after discount'), readOnly: true, computed: { difference: ['grossAmount', 'discount'] } },
    vatRate: { type: 'decimal', label: { fa: 'نرخ مالیات (درصد)', en: 'VAT rate (percent)' }, min: 0, max: 100, readOnly: true, hint: { fa: 'از شناسهٔ کالا یا خدمت، هنگام ذخیره', en: 'From the item’s code, on save' } },
    vatAmount: { ...rials('مالیات بر ارزش افزوده', 'VAT'), readOnly: true, computed: { percent: ['netAmount', 'vatRate'] } },
    lineTotal: { ...rials('مبلغ کل', 'Total'), readOnly: true, computed: { add: ['netAmount', 'vatAmount'] } },
    note: { type: 'string', label: { fa: 'شرح', en: 'Note' }, max: 300 },
  },
  titleField: 'note',
  searchFields: ['note'],
  list: { columns: ['productId', 'serviceId', 'quantity', 'measureUnitId', 'unitPrice', 'discount', 'vatRate', 'vatAmount', 'lineTotal'], sort: { field: 'id', direction: 'asc' } },
  activeFlag: false,
  menu: { url: MOADIYAN_INVOICE_URL, parent: TAX_PARENT, page: false },
});
