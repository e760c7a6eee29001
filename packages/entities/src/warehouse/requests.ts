import { defineEntity } from '../definition';
import { options } from '../hr/common';
import { baseDataRoutes, documentRoutes } from '../routes';
import { approvalFields, approvalLevelViews, approvalWorkflow, workflowStateField } from '../workflow';
import { WAREHOUSE, description, quantity, rials } from './common';

/**
 * What asks the warehouse for goods, and what leaves it packed (spec platform-core §2 "Warehouse"):
 * - درخواست پشتیبانی انبار (`/support-warehouse-request-2`): a project asks a warehouse for goods; the project's
 *   manager confirms, then the warehouse's keeper on `/support-warehouse-request-management-2`; the keeper's
 *   confirmation writes a draft issue of those goods to the project (a stock document the keeper posts).
 * - سفارش (`/orders-2`): a purchase or sale order of goods with its lines, confirmed, delivered or cancelled.
 * - بسته‌بندی (`/packing-2`) and its lines (`/packing-line-2`): what goes out in which boxes.
 * - قیمت‌گذاری (`/pricing-2`): a product's sale price from a date; the price in force today is the product's.
 */

const page = (url: string, icon: string, fa: string, en: string) => ({ url, parent: WAREHOUSE, icon, label: { fa, en } });

const requestWorkflow = approvalWorkflow({
  requesterOnly: true,
  onReject: 'previous',
  labels: { approved: { fa: 'تأییدشده (حواله صادر شد)', en: 'Approved (issue written)' } },
  levels: [
    { key: 'projectManager', label: { fa: 'مدیر پروژه', en: 'Project manager' }, approver: { person: 'projectId.managerId' }, quorum: 'any', deadlineHours: 48 },
    {
      key: 'keeper', label: { fa: 'انباردار', en: 'Warehouse keeper' }, approver: { person: 'warehouseId.keeperId' }, quorum: 'any', deadlineHours: 48,
      page: page('/support-warehouse-request-management-2', 'building-warehouse', 'مدیریت درخواست‌های پشتیبانی انبار', 'Warehouse support requests: keeper'),
    },
  ],
});

export const supportWarehouseRequest = defineEntity({
  name: 'supportwarehouserequest',
  model: 'SupportWarehouseRequest',
  table: 'support_warehouse_request',
  area: 'warehouse',
  ...documentRoutes('supportwarehouserequest', 'warehouse'),
  label: { singular: { fa: 'درخواست پشتیبانی انبار', en: 'Warehouse support request' }, plural: { fa: 'درخواست‌های پشتیبانی انبار', en: 'Warehouse support requests' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'شمارهٔ درخواست', en: 'Request number' }, unique: true, max: 20, format: 'code', readOnly: true },
    requestDate: { type: 'date', label: { fa: 'تاریخ درخواست', en: 'Request date' }, required: true },
    projectId: { type: 'link', entity: 'project', label: { fa: 'پروژه', en: 'Project' }, required: true },
    warehouseId: { type: 'link', entity: 'warehouse', label: { fa: 'انبار تأمین‌کننده', en: 'Supplying warehouse' }, required: true },
    neededBy: { type: 'date', label: { fa: 'تاریخ نیاز', en: 'Needed by' } },
    description,
    status: workflowStateField(requestWorkflow.states, 'draft'),
    ...approvalFields(),
    issueDocumentId: { type: 'link', entity: 'stockdocument', label: { fa: 'حوالهٔ خروج', en: 'Goods issue' }, readOnly: true },
  },
  titleField: 'code',
  searchFields: ['code', 'description'],
  list: {
    columns: ['code', 'requestDate', 'projectId', 'warehouseId', 'neededBy', 'status', 'approvalLevel', 'issueDocumentId'],
    filters: ['projectId', 'warehouseId', 'status', 'approvalLevel'],
    sort: { field: 'id', direction: 'desc' },
  },
  form: { sections: [{ fields: ['requestDate', 'projectId', 'warehouseId', 'neededBy', 'description', 'issueDocumentId'] }] },
  lines: { entity: 'supportwarehouserequestline', via: 'supportWarehouseRequestId', label: { fa: 'اقلام درخواستی', en: 'Requested goods' }, min: 1 },
  workflow: requestWorkflow,
  views: approvalLevelViews(requestWorkflow),
  financialYear: { dateField: 'requestDate' },
  activeFlag: false,
  code: { field: 'code', width: 6 },
  menu: { url: '/support-warehouse-request-2', parent: WAREHOUSE, icon: 'building-warehouse' },
});

export const supportWarehouseRequestLine = defineEntity({
  name: 'supportwarehouserequestline',
  model: 'SupportWarehouseRequestLine',
  table: 'support_warehouse_request_line',
  area: 'warehouse',
  basePath: '/api/warehouse/v1/supportwarehouserequestline',
  routes: {},
  label: { singular: { fa: 'قلم درخواست', en: 'Requested goods' }, plural: { fa: 'اقلام درخواست', en: 'Requested goods' } },
  scope: 'company',
  fields: {
    supportWarehouseRequestId: { type: 'link', entity: 'supportwarehouserequest', label: { fa: 'درخواست', en: 'Request' }, required: true },
    productId: { type: 'link', entity: 'product', label: { fa: 'کالا', en: 'Product' }, required: true, uniqueWithin: 'supportWarehouseRequestId' },
    quantity: quantity('مقدار', 'Quantity', { required: true, min: 0.0001 }),
    note: { type: 'string', label: { fa: 'یادداشت', en: 'Note' }, max: 300 },
  },
  titleField: 'note',
  searchFields: ['note'],
  list: { columns: ['productId', 'quantity', 'note'], sort: { field: 'id', direction: 'asc' } },
  activeFlag: false,
  menu: { url: '/support-warehouse-request-2', parent: WAREHOUSE, page: false },
});

export const ORDER_KIND = { purchase: 1, sale: 2 } as const;

const orderStates = [
  { key: 'draft', value: 1, label: { fa: 'پیش‌نویس', en: 'Draft' }, editable: true, color: 'gray' },
  { key: 'confirmed', value: 2, label: { fa: 'تأییدشده', en: 'Confirmed' }, color: 'blue' },
  { key: 'delivered', value: 3, label: { fa: 'تحویل‌شده', en: 'Delivered' }, color: 'green' },
  { key: 'cancelled', value: 4, label: { fa: 'لغوشده', en: 'Cancelled' }, color: 'red' },
] as const;

export const warehouseOrder = defineEntity({
  name: 'warehouseorder',
  model: 'WarehouseOrder',
  table: 'warehouse_order',
  area: 'warehouse',
  ...documentRoutes('warehouseorder', 'warehouse'),
  label: { singular: { fa: 'سفارش', en: 'Order' }, plural: { fa: 'سفارش‌ها', en: 'Orders' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'شمارهٔ سفارش', en: 'Order number' }, unique: true, max: 20, format: 'code', readOnly: true },
    kind: { type: 'enum', label: { fa: 'نوع سفارش', en: 'Kind of order' }, required: true, default: ORDER_KIND.purchase, options: options([ORDER_KIND.purchase, 'سفارش خرید', 'Purchase order'], [ORDER_KIND.sale, 'سفارش فروش', 'Sales order']) },
    orderDate: { type: 'date', label: { fa: 'تاریخ سفارش', en: 'Order date' }, required: true },
    thirdPartyId: { type: 'link', entity: 'thirdparty', label: { fa: 'طرف حساب', en: 'Supplier or customer' }, required: true },
    warehouseId: { type: 'link', entity: 'warehouse', label: { fa: 'انبار', en: 'Warehouse' }, required: true },
    deliveryDate: { type: 'date', label: { fa: 'تاریخ تحویل', en: 'Delivery date' } },
    description,
    totalQuantity: { ...quantity('جمع مقدار', 'Total quantity'), readOnly: true, computed: { sum: 'quantity' } },
    totalAmount: { ...rials('جمع مبلغ (ریال)', 'Total (rials)'), readOnly: true, computed: { sum: 'amount' } },
    status: workflowStateField(orderStates, 'draft'),
  },
  titleField: 'code',
  searchFields: ['code', 'description'],
  list: {
    columns: ['code', 'kind', 'orderDate', 'thirdPartyId', 'warehouseId', 'deliveryDate', 'totalAmount', 'status'],
    filters: ['kind', 'thirdPartyId', 'warehouseId', 'status', 'orderDate'],
    sort: { field: 'id', direction: 'desc' },
  },
  form: { sections: [{ fields: ['kind', 'orderDate', 'thirdPartyId', 'warehouseId', 'deliveryDate', 'description'] }] },
  lines: { entity: 'warehouseorderline', via: 'warehouseOrderId', label: { fa: 'اقلام سفارش', en: 'Ordered goods' }, min: 1 },
  workflow: {
    field: 'status',
    initial: 'draft',
    states: orderStates,
    transitions: [
      { action: 'approve', label: { fa: 'تأیید سفارش', en: 'Approve the order' }, from: ['draft'], to: 'confirmed' },
      { action: 'deliver', label: { fa: 'ثبت تحویل', en: 'Mark delivered' }, from: ['confirmed'], to: 'delivered' },
      { action: 'cancel', label: { fa: 'لغو سفارش', en: 'Cancel the order' }, from: ['draft', 'confirmed'], to: 'cancelled', comment: true },
    ],
  },
  financialYear: { dateField: 'orderDate' },
  activeFlag: false,
  code: { field: 'code', width: 6 },
  menu: { url: '/orders-2', parent: WAREHOUSE, icon: 'shopping-cart' },
});

export const warehouseOrderLine = defineEntity({
  name: 'warehouseorderline',
  model: 'WarehouseOrderLine',
  table: 'warehouse_order_line',
  area: 'warehouse',
  basePath: '/api/warehouse/v1/warehouseorderline',
  routes: {},
  label: { singular: { fa: 'قلم سفارش', en: 'Ordered goods' }, plural: { fa: 'اقلام سفارش', en: 'Ordered goods' } },
  scope: 'company',
  fields: {
    warehouseOrderId: { type: 'link', entity: 'warehouseorder', label: { fa: 'سفارش', en: 'Order' }, required: true },
    productId: { type: 'link', entity: 'product', label: { fa: 'کالا', en: 'Product' }, required: true },
    quantity: quantity('مقدار', 'Quantity', { required: true, min: 0.0001 }),
    unitPrice: { ...quantity('فی (ریال)', 'Unit price (rials)'), required: true },
    amount: { ...rials('مبلغ (ریال)', 'Amount (rials)'), readOnly: true, computed: { product: ['quantity', 'unitPrice'] } },
    note: { type: 'string', label: { fa: 'یادداشت', en: 'Note' }, max: 300 },
  },
  titleField: 'note',
  searchFields: ['note'],
  list: { columns: ['productId', 'quantity', 'unitPrice', 'amount', 'note'], sort: { field: 'id', direction: 'asc' } },
  activeFlag: false,
  menu: { url: '/orders-2', parent: WAREHOUSE, page: false },
});

export const packing = defineEntity({
  name: 'packing',
  model: 'Packing',
  table: 'packing',
  area: 'warehouse',
  ...baseDataRoutes('packing', { area: 'warehouse' }),
  label: { singular: { fa: 'بسته‌بندی', en: 'Packing list' }, plural: { fa: 'بسته‌بندی‌ها', en: 'Packing lists' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'شمارهٔ بسته‌بندی', en: 'Packing number' }, required: true, unique: true, max: 20, format: 'code' },
    packingDate: { type: 'date', label: { fa: 'تاریخ بسته‌بندی', en: 'Packing date' }, required: true },
    warehouseOrderId: { type: 'link', entity: 'warehouseorder', label: { fa: 'سفارش', en: 'Order' } },
    stockDocumentId: { type: 'link', entity: 'stockdocument', label: { fa: 'حوالهٔ خروج', en: 'Goods issue' } },
    thirdPartyId: { type: 'link', entity: 'thirdparty', label: { fa: 'گیرنده', en: 'Consignee' } },
    description,
  },
  titleField: 'code',
  searchFields: ['code', 'description'],
  list: { columns: ['code', 'packingDate', 'warehouseOrderId', 'stockDocumentId', 'thirdPartyId'], filters: ['warehouseOrderId', 'thirdPartyId', 'packingDate'], sort: { field: 'id', direction: 'desc' } },
  code: { field: 'code', width: 6 },
  activeFlag: true,
  menu: { url: '/packing-2', parent: WAREHOUSE, icon: 'package' },
});

export const packingLine = defineEntity({
  name: 'packingline',
  model: 'PackingLine',
  table: 'packing_line',
  area: 'warehouse',
  ...baseDataRoutes('packingline', { area: 'warehouse' }),
  label: { singular: { fa: 'ردیف بسته‌بندی', en: 'Packing line' }, plural: { fa: 'ردیف‌های بسته‌بندی', en: 'Packing lines' } },
  scope: 'company',
  fields: {
    packingId: { type: 'link', entity: 'packing', label: { fa: 'بسته‌بندی', en: 'Packing list' }, required: true },
    productId: { type: 'link', entity: 'product', label: { fa: 'کالا', en: 'Product' }, required: true },
    quantity: quantity('مقدار', 'Quantity', { required: true, min: 0.0001 }),
    boxId: { type: 'link', entity: 'box', label: { fa: 'جعبه', en: 'Box' } },
    packagingSpecId: { type: 'link', entity: 'packagingspec', label: { fa: 'مشخصات بسته‌بندی', en: 'Packaging spec' } },
    boxCount: { type: 'int', label: { fa: 'تعداد جعبه', en: 'Boxes' }, min: 0 },
    grossWeight: quantity('وزن ناخالص (کیلوگرم)', 'Gross weight (kg)'),
    note: { type: 'string', label: { fa: 'یادداشت', en: 'Note' }, max: 300 },
  },
  titleField: 'note',
  searchFields: ['note'],
  list: { columns: ['packingId', 'productId', 'quantity', 'boxId', 'boxCount', 'grossWeight'], filters: ['packingId', 'productId', 'boxId'], sort: { field: 'id', direction: 'desc' } },
  activeFlag: true,
  menu: { url: '/packing-line-2', parent: WAREHOUSE, icon: 'box' },
});

export const productPrice = defineEntity({
  name: 'productprice',
  model: 'ProductPrice',
  table: 'product_price',
  area: 'warehouse',
  ...baseDataRoutes('productprice', { area: 'warehouse' }),
  label: { singular: { fa: 'قیمت فروش کالا', en: 'Sale price' }, plural: { fa: 'قیمت‌گذاری کالا', en: 'Sale prices' } },
  scope: 'company',
  fields: {
    productId: { type: 'link', entity: 'product', label: { fa: 'کالا', en: 'Product' }, required: true },
    validFrom: { type: 'date', label: { fa: 'از تاریخ', en: 'Valid from' }, required: true, uniqueWithin: 'productId' },
    salePrice: { ...rials('قیمت فروش (ریال)', 'Sale price (rials)'), required: true },
    description,
  },
  titleField: 'description',
  searchFields: ['description'],
  list: { columns: ['productId', 'validFrom', 'salePrice', 'description'], filters: ['productId', 'validFrom'], sort: { field: 'validFrom', direction: 'desc' } },
  activeFlag: true,
  menu: { url: '/pricing-2', parent: WAREHOUSE, icon: 'tags' },
});
