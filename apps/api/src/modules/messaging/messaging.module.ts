import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { MessageSender } from './message-sender';
import { EmailService } from './email';
import { RealtimeService } from './realtime.service';
import { NotificationGateway } from './notification.gateway';
import { MessageController } from './message.controller';

@Module({
  imports: [IdentityModule],
  controllers: [MessageController],
  providers: [MessageSender, EmailService, RealtimeService, NotificationGateway],
  exports: [MessageSender, RealtimeService, EmailService],
})
export class MessagingModule {}
