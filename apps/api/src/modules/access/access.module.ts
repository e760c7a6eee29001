import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { LeadAccessController } from './lead-access.controller';

/** Access administration beyond roles, actions and menus (the leads' access). */
@Module({
  imports: [IdentityModule],
  controllers: [LeadAccessController],
  providers: [],
})
export class AccessModule {}
