import { Inject, Injectable, Module, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ENTITIES } from '@karsaz/entities';
import { INFRASTRUCTURE, type Infrastructure } from '../infrastructure';
import { AuditService } from '../audit/audit.service';
import { DomainException } from '../http/errors';
import { EntityHooks, type SaveContext, type SaveData } from '../entity/hooks';
import { EntityModule } from '../entity/entity.module';
import type { ApprovalDelegation } from '../../generated/prisma/client';
import { workflowController } from './workflow-controller';
import { WorkflowService } from './workflow.service';
import { InboxController, InboxService } from './inbox';

export const ESCALATE = 'workflow.escalate';
const ESCALATION_INTERVAL_MS = 60_000;

/**
 * The escalation job: once a minute (one job per minute across every instance, by its id) the queue runs
 * `escalateDue`, which hands each level past its deadline to the level's escalation approvers.
 */
@Injectable()
class EscalationScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | null = null;
  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly workflows: WorkflowService,
  ) {}

  onApplicationBootstrap(): void {
    this.infra.queue.register(ESCALATE, async () => {
      const n = await this.workflows.escalateDue();
      if (n) this.infra.logger.info({ escalated: n }, 'approvals past their deadline escalated');
    });
    if (process.env.KARSAZ_RUN_WORKERS !== 'false' || process.env.KARSAZ_WORKER_PROCESS === 'true') {
      this.timer = setInterval(() => {
        this.infra.queue.add(ESCALATE, {}, { jobId: `${ESCALATE}-${Math.floor(Date.now() / ESCALATION_INTERVAL_MS)}`, attempts: 1 }).catch((err) => this.infra.logger.warn({ err }, 'could not queue the escalation job'));
      }, ESCALATION_INTERVAL_MS);
      this.timer.unref();
    }
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }
}

const fieldError = (field: string, constraint: string, fallback: string) => ({ field, constraint, args: [], fallback });

/**
 * An approval delegation: the caller's own unless a delegator is named; the delegate is another user (checked when
 * named: one who lost their account later leaves the delegation editable). The end not before the start is the
 * definition's `rangeStart`.
 */
@EntityHooks('approvaldelegation')
@Injectable()
export class ApprovalDelegationHooks implements EntityHooks<ApprovalDelegation> {
  async beforeSave(data: SaveData<ApprovalDelegation>, { principal, tx, before }: SaveContext<ApprovalDelegation>) {
    if (data.delegatorId === null || data.delegatorId === undefined) data.delegatorId = before?.delegatorId ?? principal.thirdPartyId;
    // the end not before the start is the definition's (`rangeStart`), checked by the engine
    const errors = [];
    const delegate = (data.delegateId ?? before?.delegateId) as number | undefined;
    if (delegate && delegate === data.delegatorId) errors.push(fieldError('delegateId', 'notSelf', 'the delegate is the delegator'));
    else if (delegate && delegate !== before?.delegateId && !(await tx.user.count({ where: { thirdPartyId: delegate, isActive: true, isDisabled: false } }))) {
      errors.push(fieldError('delegateId', 'systemUser', 'the delegate is not a user'));
    }
    if (errors.length) throw new DomainException(400, 'VALIDATION', { fieldErrors: errors });
  }
}

/**
 * The workflow kernel: every document definition with a workflow gets its step routes (`POST {base}/{action}`),
 * its history and actions reads; the inbox serves what waits for the caller; the escalation job runs.
 */
@Module({
  imports: [EntityModule],
  controllers: [...ENTITIES.filter((e) => e.workflow).map(workflowController), InboxController],
  providers: [WorkflowService, InboxService, AuditService, EscalationScheduler, ApprovalDelegationHooks],
  exports: [WorkflowService, InboxService],
})
export class WorkflowModule {}
