import { defineEntity } from '../definition';
import { options } from '../hr/common';
import { documentRoutes } from '../routes';
import { workflowStateField, type WorkflowDefinition } from '../workflow';
import { WAREHOUSE, description, quantity, rials } from './common';

/**
 * سند انبار: every receipt, issue, transfer, return and correction of stock is one of these, with lines. Posting it
 * writes the stock ledger (stock moves, apps/api modules/warehouse/stock-ledger.ts) in the step's transaction; a
 * posted document is never edited, only reversed, which writes the opposite moves. docs/warehouse.md.
 *
 * The pages: `/new-cardex-2` lists every document (its form at `/new-cardex-2/create`, `/new-cardex-2/:id`); entry
 * management, exit management, temporary deliveries and corrective documents are views of the same documents.
 */

/** The kinds of document and which way each moves stock. */
export const STOCK_KIND = {
  receipt: 1,
  issue: 2,
  transfer: 3,
  returnIn: 4,
  returnOut: 5,
  correctionIn: 6,
  correctionOut: 7,
  temporaryDelivery: 8,
} as const;
export const DIRECTION = { in: 1, out: 2, transfer: 3 } as const;

/** The direction of each kind (stored with the document, so the entry and exit pages can list them). */
export const KIND_DIRECTION: Record<number, number> = {
  [STOCK_KIND.receipt]: DIRECTION.in,
  [STOCK_KIND.issue]: DIRECTION.out,
  [STOCK_KIND.transfer]: DIRECTION.transfer,
  [STOCK_KIND.returnIn]: DIRECTION.in,
  [STOCK_KIND.returnOut]: DIRECTION.out,
  [STOCK_KIND.correctionIn]: DIRECTION.in,
  [STOCK_KIND.correctionOut]: DIRECTION.out,
  [STOCK_KIND.temporaryDelivery]: DIRECTION.out,
};

export const STOCK_KIND_OPTIONS = options(
  [STOCK_KIND.receipt, 'رسید ورود کالا', 'Goods receipt'],
  [STOCK_KIND.issue, 'حوالهٔ خروج کالا', 'Goods issue'],
  [STOCK_KIND.transfer, 'انتقال بین انبارها', 'Transfer between warehouses'],
  [STOCK_KIND.returnIn, 'برگشت به انبار', 'Return to the warehouse'],
  [STOCK_KIND.returnOut, 'برگشت به تأمین‌کننده', 'Return to the supplier'],
  [STOCK_KIND.correctionIn, 'سند اصلاحی افزایشی', 'Correction (increase)'],
  [STOCK_KIND.correctionOut, 'سند اصلاحی کاهشی', 'Correction (decrease)'],
  [STOCK_KIND.temporaryDelivery, 'تحویل موقت', 'Temporary delivery'],
);

const states = [
  { key: 'draft', value: 1, label: { fa: 'پیش‌نویس', en: 'Draft' }, editable: true, color: 'gray' },
  { key: 'posted', value: 2, label: { fa: 'ثبت قطعی', en: 'Posted' }, color: 'green' },
  { key: 'reversed', value: 3, label: { fa: 'برگشت‌خورده', en: 'Reversed' }, color: 'orange' },
  { key: 'cancelled', value: 4, label: { fa: 'لغوشده', en: 'Cancelled' }, color: 'red' },
] as const;

const workflow: WorkflowDefinition = {
  field: 'status',
  initial: 'draft',
  states,
  transitions: [
    { action: 'post', label: { fa: 'ثبت قطعی در کاردکس', en: 'Post to the stock ledger' }, from: ['draft'], to: 'posted' },
    { action: 'reverse', label: { fa: 'برگشت سند', en: 'Reverse the document' }, from: ['posted'], to: 'reversed', comment: true },
    { action: 'cancel', label: { fa: 'لغو پیش‌نویس', en: 'Cancel the draft' }, from: ['draft'], to: 'cancelled', comment: true },
  ],
};

const page = (url: string, icon: string, fa: string, en: string) => ({ url, parent: WAREHOUSE, icon, label: { fa, en } });

export const stockDocument = defineEntity({
  name: 'stockdocument',
  model: 'StockDocument',
  table: 'stock_document',
  area: 'warehouse',
  ...documentRoutes('stockdocument', 'warehouse'),
  label: { singular: { fa: 'سند انبار', en: 'Stock document' }, plural: { fa: 'اسناد انبار', en: 'Stock documents' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'شمارهٔ سند', en: 'Document number' }, unique: true, max: 20, format: 'code', readOnly: true },
    kind: { type: 'enum', label: { fa: 'نوع سند', en: 'Kind of document' }, required: true, default: STOCK_KIND.receipt, options: STOCK_KIND_OPTIONS },
    direction: {
      type: 'enum', label: { fa: 'جهت', en: 'Direction' }, readOnly: true,
      options: options([DIRECTION.in, 'ورود', 'In'], [DIRECTION.out, 'خروج', 'Out'], [DIRECTION.transfer, 'انتقال', 'Transfer']),
    },
    isCorrection: { type: 'boolean', label: { fa: 'سند اصلاحی', en: 'Correction' }, readOnly: true, default: false },
    documentDate: { type: 'date', label: { fa: 'تاریخ سند', en: 'Document date' }, required: true },
    warehouseId: { type: 'link', entity: 'warehouse', label: { fa: 'انبار', en: 'Warehouse' }, required: true },
    toWarehouseId: { type: 'link', entity: 'warehouse', label: { fa: 'انبار مقصد', en: 'Destination warehouse' }, required: true, when: { field: 'kind', in: [STOCK_KIND.transfer] } },
    thirdPartyId: { type: 'link', entity: 'thirdparty', label: { fa: 'طرف حساب (تأمین‌کننده / تحویل‌گیرنده)', en: 'Supplier or recipient' } },
    projectId: { type: 'link', entity: 'project', label: { fa: 'پروژه', en: 'Project' } },
    referenceNo: { type: 'string', label: { fa: 'شمارهٔ مرجع (فاکتور، بارنامه)', en: 'Reference (invoice, waybill)' }, max: 40 },
    expectedReturnDate: { type: 'date', label: { fa: 'تاریخ بازگشت', en: 'Expected return date' }, required: true, when: { field: 'kind', in: [STOCK_KIND.temporaryDelivery] } },
    description,
    totalQuantity: { ...quantity('جمع مقدار', 'Total quantity'), readOnly: true, computed: { sum: 'quantity' } },
    totalAmount: { ...rials('جمع مبلغ (ریال)', 'Total (rials)'), readOnly: true, computed: { sum: 'amount' } },
    status: workflowStateField(states, 'draft'),
    postedAt: { type: 'datetime', label: { fa: 'زمان ثبت قطعی', en: 'Posted at' }, readOnly: true },
  },
  titleField: 'code',
  searchFields: ['code', 'referenceNo', 'description'],
  list: {
    columns: ['code', 'documentDate', 'kind', 'warehouseId', 'toWarehouseId', 'thirdPartyId', 'totalQuantity', 'totalAmount', 'status'],
    filters: ['kind', 'direction', 'isCorrection', 'warehouseId', 'thirdPartyId', 'projectId', 'status', 'documentDate'],
    sort: { field: 'id', direction: 'desc' },
  },
  form: {
    sections: [{ fields: ['kind', 'documentDate', 'warehouseId', 'toWarehouseId', 'thirdPartyId', 'projectId', 'referenceNo', 'expectedReturnDate', 'description'] }],
  },
  lines: { entity: 'stockdocumentline', via: 'stockDocumentId', label: { fa: 'اقلام سند', en: 'Lines' }, min: 1 },
  workflow,
  views: [
    { where: { direction: DIRECTION.in }, label: { fa: 'مدیریت ورود کالا', en: 'Goods entries' }, page: page('/entry-management-2', 'package-import', 'مدیریت ورود کالا', 'Goods entries') },
    { where: { direction: DIRECTION.out }, label: { fa: 'مدیریت خروج کالا', en: 'Goods exits' }, page: page('/exit-management-2', 'package-export', 'مدیریت خروج کالا', 'Goods exits') },
    { where: { kind: STOCK_KIND.temporaryDelivery }, label: { fa: 'مدیریت تحویل موقت', en: 'Temporary deliveries' }, page: page('/manage-temporary-delivery-2', 'clock-share', 'مدیریت تحویل موقت', 'Temporary deliveries') },
    { where: { direction: DIRECTION.out }, label: { fa: 'بهای تمام‌شدهٔ کالای صادره', en: 'Cost of issued goods' }, page: page('/invoice-pricing', 'receipt', 'بهای تمام‌شدهٔ حواله‌ها', 'Cost of issued goods') },
    { where: { isCorrection: true }, label: { fa: 'اسناد اصلاحی', en: 'Corrective documents' }, page: page('/manage-fixes-2', 'adjustments', 'اسناد اصلاحی', 'Corrective documents') },
  ],
  financialYear: { dateField: 'documentDate' },
  activeFlag: false,
  code: { field: 'code', width: 6 },
  menu: { url: '/new-cardex-2', parent: WAREHOUSE, icon: 'file-invoice', formPages: { create: 'create', edit: '$id' } },
});

/**
 * A line of a stock document: the product, how many (in the product's unit, or in one of its alternative units,
 * converted by the unit's factor), and for goods coming in their unit cost. The amount of an incoming line is its
 * quantity times its cost; an outgoing line's amount is the value the ledger took out, written when it is posted.
 */
export const stockDocumentLine = defineEntity({
  name: 'stockdocumentline',
  model: 'StockDocumentLine',
  table: 'stock_document_line',
  area: 'warehouse',
  basePath: '/api/warehouse/v1/stockdocumentline',
  routes: {},
  label: { singular: { fa: 'قلم سند انبار', en: 'Stock document line' }, plural: { fa: 'اقلام سند انبار', en: 'Stock document lines' } },
  scope: 'company',
  fields: {
    stockDocumentId: { type: 'link', entity: 'stockdocument', label: { fa: 'سند انبار', en: 'Stock document' }, required: true },
    productId: { type: 'link', entity: 'product', label: { fa: 'کالا', en: 'Product' }, required: true },
    productUnitId: { type: 'link', entity: 'productunit', label: { fa: 'واحد فرعی', en: 'Alternative unit' } },
    quantity: quantity('مقدار', 'Quantity', { required: true, min: 0.0001 }),
    unitCost: { ...quantity('فی (ریال)', 'Unit cost (rials)'), hint: { fa: 'برای کالای ورودی', en: 'For goods coming in' } },
    amount: { ...rials('مبلغ (ریال)', 'Amount (rials)'), readOnly: true, computed: { product: ['quantity', 'unitCost'] } },
    baseQuantity: { ...quantity('مقدار به واحد اصلی', 'Quantity in the main unit'), readOnly: true },
    warehouseLocationId: { type: 'link', entity: 'warehouselocation', label: { fa: 'جایگاه', en: 'Place' } },
    note: { type: 'string', label: { fa: 'یادداشت', en: 'Note' }, max: 300 },
  },
  titleField: 'note',
  searchFields: ['note'],
  list: { columns: ['productId', 'productUnitId', 'quantity', 'unitCost', 'amount', 'warehouseLocationId', 'note'], sort: { field: 'id', direction: 'asc' } },
  activeFlag: false,
  menu: { url: '/new-cardex-2', parent: WAREHOUSE, page: false },
});
