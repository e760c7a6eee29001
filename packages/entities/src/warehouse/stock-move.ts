import { defineEntity } from '../definition';
import { documentRoutes } from '../routes';
import { WAREHOUSE, quantity } from './common';
import { STOCK_KIND_OPTIONS } from './stock-document';

/**
 * کاردکس (`/cardex-2`): the stock ledger, one row per product, warehouse and posted line, append-only (a trigger
 * refuses UPDATE and DELETE). A receipt adds quantity and value, an issue takes them out; `qtyAfter` and `valueAfter`
 * are the pair's running balance after the move, `seq` its order within the pair. Amounts are whole rials and the
 * unit cost is only shown (value ÷ quantity): research/stock.md §5. Written by the posting of stock documents only.
 */
export const stockMove = defineEntity({
  name: 'stockmove',
  model: 'StockMove',
  table: 'stock_move',
  area: 'warehouse',
  basePath: '/api/warehouse/v1/stockmove',
  routes: { getById: documentRoutes('stockmove', 'warehouse').routes.getById!, getFiltered: documentRoutes('stockmove', 'warehouse').routes.getFiltered! },
  label: { singular: { fa: 'گردش کالا', en: 'Stock move' }, plural: { fa: 'کاردکس کالا', en: 'Stock ledger (cardex)' } },
  scope: 'company',
  fields: {
    productId: { type: 'link', entity: 'product', label: { fa: 'کالا', en: 'Product' }, required: true, readOnly: true },
    warehouseId: { type: 'link', entity: 'warehouse', label: { fa: 'انبار', en: 'Warehouse' }, required: true, readOnly: true },
    moveDate: { type: 'date', label: { fa: 'تاریخ', en: 'Date' }, required: true, readOnly: true },
    seq: { type: 'int', label: { fa: 'ردیف', en: 'Sequence' }, required: true, readOnly: true },
    stockDocumentId: { type: 'link', entity: 'stockdocument', label: { fa: 'سند انبار', en: 'Stock document' }, required: true, readOnly: true },
    documentCode: { type: 'string', label: { fa: 'شمارهٔ سند', en: 'Document number' }, max: 20, readOnly: true },
    kind: { type: 'enum', label: { fa: 'نوع سند', en: 'Kind of document' }, options: STOCK_KIND_OPTIONS, required: true, readOnly: true },
    isReversal: { type: 'boolean', label: { fa: 'برگشت سند', en: 'Reversal' }, default: false, readOnly: true },
    qtyIn: { ...quantity('وارده', 'In'), readOnly: true },
    qtyOut: { ...quantity('صادره', 'Out'), readOnly: true },
    quantity: { type: 'decimal', label: { fa: 'تغییر مقدار', en: 'Quantity change' }, required: true, readOnly: true },
    value: { type: 'money', label: { fa: 'تغییر ارزش (ریال)', en: 'Value change (rials)' }, required: true, readOnly: true },
    unitCost: { type: 'decimal', label: { fa: 'فی (ریال)', en: 'Unit cost (rials)' }, readOnly: true },
    qtyAfter: { type: 'decimal', label: { fa: 'مانده مقدار', en: 'Quantity after' }, required: true, readOnly: true },
    valueAfter: { type: 'money', label: { fa: 'مانده ارزش (ریال)', en: 'Value after (rials)' }, required: true, readOnly: true },
  },
  titleField: 'documentCode',
  searchFields: ['documentCode'],
  list: {
    columns: ['moveDate', 'documentCode', 'kind', 'productId', 'warehouseId', 'qtyIn', 'qtyOut', 'unitCost', 'value', 'qtyAfter', 'valueAfter'],
    filters: ['productId', 'warehouseId', 'kind', 'moveDate', 'stockDocumentId'],
    sort: { field: 'id', direction: 'asc' },
  },
  indexes: [['companyId', 'productId', 'warehouseId', 'moveDate', 'seq'], ['companyId', 'moveDate']],
  backRelations: [{ field: 'layers', model: 'StockLayer' }, { field: 'layerTakes', model: 'StockLayerTake' }],
  activeFlag: false,
  menu: { url: '/cardex-2', parent: WAREHOUSE, icon: 'list-numbers' },
});
