import { defineModule, lazyPage } from '../../core/module/module';
import type { warehouseFa } from './messages';

declare module '../../core/i18n/types' {
  interface ModuleMessages {
    warehouse: typeof warehouseFa;
  }
}

/** The warehouse's custom pages: stock valued at the end of a day (/reports/inventory-valuation), the turnover per period (/inventory-turnover-report-2). */
export default defineModule({
  name: 'warehouse',
  pages: [
    { path: '/reports/inventory-valuation', titleKey: 'warehouse.routes.inventoryValuation', component: lazyPage(() => import('./InventoryValuationPage'), 'InventoryValuationPage') },
    { path: '/inventory-turnover-report-2', titleKey: 'warehouse.routes.inventoryTurnover', component: lazyPage(() => import('./InventoryTurnoverPage'), 'InventoryTurnoverPage') },
  ],
  messages: () => import('./messages').then((m) => ({ fa: { warehouse: m.warehouseFa }, en: { warehouse: m.warehouseEn } })),
});
