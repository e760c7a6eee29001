import { Module } from '@nestjs/common';
import { ENTITIES } from '@karsaz/entities';
import { AuditService } from '../audit/audit.service';
import { BaseDataController } from './base-data.controller';
import { CodeSequenceService } from './code-sequence.service';
import { entityController } from './entity-controller';
import { EntityService } from './entity.service';
import { registerFieldLabels } from '../i18n/messages';
import { importController, importableEntities } from './import.controller';
import { ImportService } from './import.service';

// error messages name an entity's fields by their labels
registerFieldLabels(Object.fromEntries(ENTITIES.flatMap((e) => Object.entries(e.fields).map(([key, def]) => [key, def.label]))));

/** Every entity of packages/entities served from its definition, and the base-data next-code call. */
@Module({
  controllers: [...ENTITIES.filter((e) => e.storage !== 'external').map(entityController), BaseDataController, ...importableEntities().map(importController)],
  providers: [EntityService, CodeSequenceService, AuditService, ImportService],
  exports: [EntityService, CodeSequenceService, ImportService],
})
export class EntityModule {}
