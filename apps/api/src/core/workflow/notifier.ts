import type { Prisma } from '../../generated/prisma/client';

/**
 * How the workflow kernel tells people that something waits for them or was decided. Core names the need; the
 * messaging module answers it (toast and bell through the realtime channel, SMS where a provider is configured),
 * inside the decision's transaction, so a rolled-back decision notifies nobody and a committed one cannot lose it.
 */
export const WORKFLOW_NOTIFIER = Symbol('WORKFLOW_NOTIFIER');

export interface WorkflowNotice {
  userIds: number[];
  companyId: number | null;
  subject: string;
  content: string;
  /** also by SMS (a level that starts waiting for someone); only where an SMS provider is configured */
  sms?: boolean;
}

export interface WorkflowNotifier {
  notify(tx: Prisma.TransactionClient, notice: WorkflowNotice): Promise<void>;
}
