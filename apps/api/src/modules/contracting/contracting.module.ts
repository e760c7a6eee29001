import { Module } from '@nestjs/common';
import { ContractRequestHooks, ContractorContractHooks, RewardRequestHooks } from './contracts';
import { StatementHooks } from './statements';

/**
 * Contracting beyond the engine's CRUD and workflow: the progress statements' calculator and overrun guard, the
 * contract a contract request's approval writes, and the contract's rules against its statements.
 */
@Module({
  providers: [StatementHooks, ContractorContractHooks, ContractRequestHooks, RewardRequestHooks],
})
export class ContractingModule {}
