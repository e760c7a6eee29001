import { Module } from '@nestjs/common';
import { EntityModule } from '../../core/entity/entity.module';
import { AuditService } from '../../core/audit/audit.service';
import { ThirdPartyController } from './third-party.controller';
import { ThirdPartyHooks } from './third-party.hooks';
import { WriteModule } from '../../core/write/write.module';

/** The meta-data service beyond the engine's CRUD: third-party lookups and tools (hooks in third-party.hooks.ts). */
@Module({
  imports: [EntityModule, WriteModule],
  controllers: [ThirdPartyController],
  providers: [AuditService, ThirdPartyHooks],
})
export class MetaDataModule {}
