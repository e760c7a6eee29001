import { Module } from '@nestjs/common';
import { StockLedger } from './stock-ledger';
import { ProductHooks, StockDocumentHooks } from './warehouse.hooks';
import { WarehouseReportController, WarehouseReports } from './reports';

/** The warehouse beyond the engine's CRUD: posting to the stock ledger, the product rules, the stock reports. */
@Module({
  controllers: [WarehouseReportController],
  providers: [StockLedger, StockDocumentHooks, ProductHooks, WarehouseReports],
})
export class WarehouseModule {}
