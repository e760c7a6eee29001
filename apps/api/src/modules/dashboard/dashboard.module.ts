import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';
import { PendingApprovalsRegistry } from './pending-approvals';

/** The signed-in user's dashboard: what it may see, at a glance. Workflow modules register pending approvals. */
@Module({
  imports: [IdentityModule],
  controllers: [DashboardController],
  providers: [DashboardService, PendingApprovalsRegistry],
  exports: [PendingApprovalsRegistry],
})
export class DashboardModule {}
