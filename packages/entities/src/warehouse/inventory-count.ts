import { defineEntity } from '../definition';
import { documentRoutes } from '../routes';
import { approvalFields, approvalWorkflow, workflowStateField } from '../workflow';
import { WAREHOUSE, description, quantity } from './common';

/**
 * شمارش انبار (`/inventory-2`, the form at `/new-inventory-2`): a count sheet of one warehouse at a date. Each line
 * names a product and the quantity counted; its book quantity is the ledger's balance of that product in that
 * warehouse at the end of the count date, frozen when the sheet is saved and again when it is submitted, and the
 * difference is counted − book. Submitted, the sheet goes to the warehouse manager; once approved, its differences
 * become corrective documents (an increase and a decrease, `/manage-fixes-2`) posted to the ledger on the day of
 * the approval, so moves made since the count stand (Odoo's way, research/stock.md §3). docs/warehouse.md.
 */

export const WAREHOUSE_ROLES = { manager: 'WarehouseManager' } as const;

const workflow = approvalWorkflow({
  onReject: 'requester',
  labels: {
    inApproval: { fa: 'در انتظار تأیید', en: 'Awaiting approval' },
    approved: { fa: 'تأییدشده و اصلاح‌شده', en: 'Approved and corrected' },
    returned: { fa: 'برگشت برای بازشماری', en: 'Returned for a recount' },
    cancel: { fa: 'لغو شمارش', en: 'Cancel the count' },
  },
  levels: [{ key: 'warehouseManager', label: { fa: 'مدیر انبار', en: 'Warehouse manager' }, approver: { role: WAREHOUSE_ROLES.manager }, quorum: 'any', deadlineHours: 72 }],
});

export const inventoryCount = defineEntity({
  name: 'inventorycount',
  model: 'InventoryCount',
  table: 'inventory_count',
  area: 'warehouse',
  ...documentRoutes('inventorycount', 'warehouse'),
  label: { singular: { fa: 'شمارش انبار', en: 'Stock count' }, plural: { fa: 'شمارش‌های انبار', en: 'Stock counts' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'شمارهٔ شمارش', en: 'Count number' }, unique: true, max: 20, format: 'code', readOnly: true },
    countDate: { type: 'date', label: { fa: 'تاریخ شمارش', en: 'Count date' }, required: true },
    warehouseId: { type: 'link', entity: 'warehouse', label: { fa: 'انبار', en: 'Warehouse' }, required: true },
    description,
    status: workflowStateField(workflow.states, 'draft'),
    ...approvalFields(),
    correctionInId: { type: 'link', entity: 'stockdocument', label: { fa: 'سند اصلاحی افزایشی', en: 'Correction (increase)' }, readOnly: true },
    correctionOutId: { type: 'link', entity: 'stockdocument', label: { fa: 'سند اصلاحی کاهشی', en: 'Correction (decrease)' }, readOnly: true },
  },
  titleField: 'code',
  searchFields: ['code', 'description'],
  list: {
    columns: ['code', 'countDate', 'warehouseId', 'status', 'correctionInId', 'correctionOutId'],
    filters: ['warehouseId', 'status', 'countDate'],
    sort: { field: 'id', direction: 'desc' },
  },
  form: { sections: [{ fields: ['countDate', 'warehouseId', 'description', 'correctionInId', 'correctionOutId'] }] },
  lines: { entity: 'inventorycountline', via: 'inventoryCountId', label: { fa: 'اقلام شمارش', en: 'Counted goods' }, min: 1 },
  workflow,
  financialYear: { dateField: 'countDate' },
  activeFlag: false,
  code: { field: 'code', width: 6 },
  menu: { url: '/inventory-2', parent: WAREHOUSE, icon: 'clipboard-check', formPages: { create: '/new-inventory-2', edit: '/new-inventory-2/$id' } },
});

/** One counted product: what was counted, and (frozen from the ledger) what the books said at the count date. */
export const inventoryCountLine = defineEntity({
  name: 'inventorycountline',
  model: 'InventoryCountLine',
  table: 'inventory_count_line',
  area: 'warehouse',
  basePath: '/api/warehouse/v1/inventorycountline',
  routes: {},
  label: { singular: { fa: 'قلم شمارش', en: 'Counted goods' }, plural: { fa: 'اقلام شمارش', en: 'Counted goods' } },
  scope: 'company',
  fields: {
    inventoryCountId: { type: 'link', entity: 'inventorycount', label: { fa: 'شمارش', en: 'Count' }, required: true },
    productId: { type: 'link', entity: 'product', label: { fa: 'کالا', en: 'Product' }, required: true, uniqueWithin: 'inventoryCountId' },
    countedQuantity: quantity('مقدار شمارش‌شده', 'Counted quantity', { required: true }),
    bookQuantity: { type: 'decimal', label: { fa: 'موجودی دفتری', en: 'Book quantity' }, readOnly: true },
    difference: { type: 'decimal', label: { fa: 'مغایرت', en: 'Difference' }, readOnly: true },
    note: { type: 'string', label: { fa: 'یادداشت', en: 'Note' }, max: 300 },
  },
  titleField: 'note',
  searchFields: ['note'],
  list: { columns: ['productId', 'countedQuantity', 'bookQuantity', 'difference', 'note'], sort: { field: 'id', direction: 'asc' } },
  activeFlag: false,
  menu: { url: '/inventory-2', parent: WAREHOUSE, page: false },
});
