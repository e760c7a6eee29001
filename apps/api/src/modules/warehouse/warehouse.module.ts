import { Module } from '@nestjs/common';
import { StockLedger } from './stock-ledger';
import { InventoryCountHooks, ProductPriceHooks, SupportWarehouseRequestHooks } from './documents';
import { ProductHooks, StockDocumentHooks } from './warehouse.hooks';
import { WarehouseReportController, WarehouseReports } from './reports';
import { GoodsConsumptionStandardGoodsHooks, GoodsController, GoodsLookup, SupplyGoodsGoodsHooks } from './goods';
import { WarehouseTurnover, WarehouseTurnoverController } from './turnover';
import { FinancialModule } from '../financial/financial.module';

/**
 * The warehouse beyond the engine's CRUD: posting to the stock ledger, the product rules, counts, requests and
 * prices, the stock reports, and the goods other modules name.
 */
@Module({
  // a posted stock document posts its voucher through finance's posting service
  imports: [FinancialModule],
  controllers: [WarehouseReportController, WarehouseTurnoverController, GoodsController],
  providers: [
    StockLedger, StockDocumentHooks, ProductHooks, WarehouseReports, WarehouseTurnover, InventoryCountHooks, SupportWarehouseRequestHooks, ProductPriceHooks,
    GoodsLookup, GoodsConsumptionStandardGoodsHooks, SupplyGoodsGoodsHooks,
  ],
})
export class WarehouseModule {}
