import { Injectable } from '@nestjs/common';
import type { Principal } from '../../core/auth/principal';

/** What one source of pending approvals reports for a caller: how many wait, and the newest of them. */
export interface PendingApprovalBatch {
  count: number;
  items: { kind: string; id: string; title: string; url: string; at: Date }[];
}

/** A workflow module's pending approvals for the caller (in the token's company). */
export type PendingApprovalSource = (principal: Principal) => Promise<PendingApprovalBatch>;

/**
 * Where workflow modules plug their "waiting for you" documents into the dashboard: a module injects this
 * registry (DashboardModule exports it) and calls `register` once, e.g. in `onModuleInit`. No workflow exists yet,
 * so today the dashboard honestly answers none.
 */
@Injectable()
export class PendingApprovalsRegistry {
  private readonly sources = new Map<string, PendingApprovalSource>();

  register(name: string, source: PendingApprovalSource): void {
    this.sources.set(name, source);
  }

  /** Every source's count added up, and the newest `limit` items of all of them. */
  async collect(principal: Principal, limit = 10): Promise<PendingApprovalBatch> {
    const batches = await Promise.all([...this.sources.values()].map((source) => source(principal)));
    const items = batches.flatMap((b) => b.items).sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, limit);
    return { count: batches.reduce((sum, b) => sum + b.count, 0), items };
  }
}
