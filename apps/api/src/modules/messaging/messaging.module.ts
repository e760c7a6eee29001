import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { MessageSender } from './message-sender';
import { EmailService } from './email';
import { RealtimeService } from './realtime.service';
import { NotificationGateway } from './notification.gateway';
import { MessageController } from './message.controller';
import { REALTIME_PUSH } from '../../core/entity/import.service';

@Module({
  imports: [IdentityModule],
  controllers: [MessageController],
  providers: [MessageSender, EmailService, RealtimeService, NotificationGateway, { provide: REALTIME_PUSH, useExisting: RealtimeService }],
  exports: [MessageSender, RealtimeService, EmailService],
})
export class MessagingModule {}
