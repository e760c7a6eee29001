import { Module, type OnModuleInit } from '@nestjs/common';
import { InboxService } from '../../core/workflow/inbox';
import { WorkflowModule } from '../../core/workflow/workflow.module';
import { IdentityModule } from '../identity/identity.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';
import { PendingApprovalsRegistry } from './pending-approvals';

/** The signed-in user's dashboard: what it may see, at a glance. Workflow modules register pending approvals. */
@Module({
  imports: [IdentityModule, WorkflowModule],
  controllers: [DashboardController],
  providers: [DashboardService, PendingApprovalsRegistry],
  exports: [PendingApprovalsRegistry],
})
export class DashboardModule implements OnModuleInit {
  constructor(
    private readonly approvals: PendingApprovalsRegistry,
    private readonly inbox: InboxService,
  ) {}

  /** The inbox (every workflow document waiting for the caller) is the dashboard's source of pending approvals. */
  onModuleInit(): void {
    this.approvals.register('inbox', async (p) => {
      const [count, page] = await Promise.all([this.inbox.count(p), this.inbox.list(p, { pageSize: 10 })]);
      return { count, items: page.data.map((i) => ({ kind: i.entity, id: String(i.documentId), title: `${i.kind.fa} ${i.title}`, url: i.url, at: i.since })) };
    });
  }
}
