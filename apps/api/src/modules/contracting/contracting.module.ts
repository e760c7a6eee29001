import { Module } from '@nestjs/common';
import { FinancialModule } from '../financial/financial.module';
import { ContractRequestHooks, ContractorContractHooks, RewardRequestHooks } from './contracts';
import { DailyReportHooks } from './engineering';
import { EstimationController, EstimationSuggestions } from './estimation';
import { StatementHooks } from './statements';
import { AggregationReportSource } from './reports/aggregation';
import { CostCenterStockReportSource } from './reports/cost-center-stock';
import { EngineeringReportSource } from './reports/engineering';
import { OperationReportSource } from './reports/operation';
import { ProductReportSource } from './reports/product';
import { SupplyGoodsReportSource } from './reports/supply-goods';
import { SuggestedServicePriceReportSource } from './reports/suggested-price';

/** The SQL sources of the contracting reports (packages/entities/src/contracting/reports.ts; the kernel runs them). */
const REPORT_SOURCES = [OperationReportSource, SupplyGoodsReportSource, ProductReportSource, AggregationReportSource, EngineeringReportSource, SuggestedServicePriceReportSource, CostCenterStockReportSource];

/**
 * Contracting beyond the engine's CRUD and workflow: the progress statements' calculator and overrun guard, the
 * contract a contract request's approval writes, the contract's rules against its statements, and the reports' sources.
 */
@Module({
  // an approved statement posts its voucher through finance's posting service
  imports: [FinancialModule],
  controllers: [EstimationController],
  providers: [EstimationSuggestions, StatementHooks, ContractorContractHooks, ContractRequestHooks, RewardRequestHooks, DailyReportHooks, ...REPORT_SOURCES],
})
export class ContractingModule {}
