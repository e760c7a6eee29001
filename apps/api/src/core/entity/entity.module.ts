import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { ENTITIES } from '@karsaz/entities';
import { AuditService } from '../audit/audit.service';
import { BaseDataController } from './base-data.controller';
import { CodeSequenceService } from './code-sequence.service';
import { entityController } from './entity-controller';
import { EntityService } from './entity.service';
import { EntityHookRegistry } from './hooks';
import { registerFieldLabels } from '../i18n/messages';
import { WriteModule } from '../write/write.module';

// error messages name an entity's fields by their labels
registerFieldLabels({ lines: { fa: 'ردیف‌ها', en: 'lines' }, ...Object.fromEntries(ENTITIES.flatMap((e) => Object.entries(e.fields).map(([key, def]) => [key, def.label]))) });

/** Every entity of packages/entities served from its definition, and the base-data next-code call. */
@Module({
  imports: [WriteModule, DiscoveryModule],
  controllers: [...ENTITIES.filter((e) => e.storage !== 'external').map(entityController), BaseDataController],
  providers: [EntityService, CodeSequenceService, AuditService, EntityHookRegistry],
  exports: [EntityService, CodeSequenceService],
})
export class EntityModule {}
