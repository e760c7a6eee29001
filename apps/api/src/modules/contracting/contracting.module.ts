import { Module } from '@nestjs/common';
import { ContractRequestHooks, ContractorContractHooks, RewardRequestHooks } from './contracts';
import { DailyReportHooks } from './engineering';
import { EstimationController, EstimationSuggestions } from './estimation';
import { StatementHooks } from './statements';

/**
 * Contracting beyond the engine's CRUD and workflow: the progress statements' calculator and overrun guard, the
 * contract a contract request's approval writes, and the contract's rules against its statements.
 */
@Module({
  controllers: [EstimationController],
  providers: [EstimationSuggestions, StatementHooks, ContractorContractHooks, ContractRequestHooks, RewardRequestHooks, DailyReportHooks],
})
export class ContractingModule {}
