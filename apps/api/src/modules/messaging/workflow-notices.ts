import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type KarsazConfig } from '../../core/config/config';
import type { Prisma } from '../../generated/prisma/client';
import type { WorkflowNotice, WorkflowNotifier } from '../../core/workflow/notifier';
import { MessageSender } from './message-sender';
import { MessageType } from './message.types';

/**
 * The workflow kernel's notices as messages: a system message to each user (the realtime toast and the bell),
 * and an SMS too where an SMS provider is configured and the notice asks for one. Written in the step's
 * transaction through the message sender's outbox.
 */
@Injectable()
export class WorkflowNotices implements WorkflowNotifier {
  constructor(
    private readonly sender: MessageSender,
    @Inject(CONFIG) private readonly config: KarsazConfig,
  ) {}

  async notify(tx: Prisma.TransactionClient, n: WorkflowNotice): Promise<void> {
    const sms = n.sms && !!this.config.sms.kavenegarApiKey;
    for (const userId of n.userIds) {
      await this.sender.send(tx, { recipientUserId: userId, companyId: n.companyId, type: MessageType.System, priority: 1, subject: n.subject, content: n.content });
      if (sms) await this.sender.send(tx, { recipientUserId: userId, companyId: n.companyId, type: MessageType.Sms, content: n.content });
    }
  }
}
