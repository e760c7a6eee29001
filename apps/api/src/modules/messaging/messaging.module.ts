import { Global, Module } from '@nestjs/common';
import { WORKFLOW_NOTIFIER } from '../../core/workflow/notifier';
import { WorkflowNotices } from './workflow-notices';
import { IdentityModule } from '../identity/identity.module';
import { MessageSender } from './message-sender';
import { EmailService } from './email';
import { RealtimeService } from './realtime.service';
import { RealtimeTopics } from './realtime-topics';
import { NotificationGateway } from './notification.gateway';
import { MessageController } from './message.controller';
import { MessageChannels } from './channels';
import { MessengerService } from './messenger';
import { MessengerController } from './messenger.controller';
import { REALTIME_PUSH } from '../../core/entity/import.service';

/** Global: it answers core's need to notify (the workflow kernel's notices) without core importing it. */
@Global()
@Module({
  imports: [IdentityModule],
  controllers: [MessageController, MessengerController],
  providers: [MessageChannels, MessengerService, MessageSender, EmailService, RealtimeService, RealtimeTopics, NotificationGateway, { provide: WORKFLOW_NOTIFIER, useClass: WorkflowNotices }, { provide: REALTIME_PUSH, useExisting: RealtimeService }],
  exports: [MessageSender, RealtimeService, RealtimeTopics, EmailService, WORKFLOW_NOTIFIER, REALTIME_PUSH],
})
export class MessagingModule {}
