import { defineModule } from '../module';
import { product, productUnit } from './product';
import { referenceEntities } from './references';
import { stockDocument, stockDocumentLine } from './stock-document';
import { stockMove } from './stock-move';
import { warehouse, warehouseLocation } from './warehouse';
import { inventoryCount, inventoryCountLine } from './inventory-count';
import { packing, packingLine, productPrice, supportWarehouseRequest, supportWarehouseRequestLine, warehouseOrder, warehouseOrderLine } from './requests';

/**
 * Warehouse (api/warehouse/v1, spec platform-core §2 "Warehouse"): products and their reference lists, warehouses
 * and their places, stock documents posted to the stock ledger (cardex), valuation. docs/warehouse.md.
 */
export const warehouseModule = defineModule({
  name: 'warehouse',
  label: { fa: 'انبار', en: 'Warehouse' },
  entities: [...referenceEntities, product, productUnit, warehouse, warehouseLocation, stockDocument, stockDocumentLine, stockMove,
    inventoryCount, inventoryCountLine, supportWarehouseRequest, supportWarehouseRequestLine, warehouseOrder, warehouseOrderLine, packing, packingLine, productPrice,
  ],
  menuOrder: 600,
  pages: [
    { name: 'InventoryValuation', url: '/reports/inventory-valuation', parent: 'WarehouseSystem', icon: 'report-money', label: { fa: 'گزارش ارزش موجودی', en: 'Inventory valuation' }, actions: [] },
    { name: 'InventoryTurnover', url: '/inventory-turnover-report-2', parent: 'WarehouseSystem', icon: 'chart-bar', label: { fa: 'گزارش گردش موجودی', en: 'Inventory turnover' }, actions: [] },
  ],
});
