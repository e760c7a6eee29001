import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { MODULES, type FieldDefinition } from '@karsaz/entities';
import { AuditService } from '../audit/audit.service';
import { BaseDataController } from './base-data.controller';
import { CodeSequenceService } from './code-sequence.service';
import { entityController } from './entity-controller';
import { EntityService } from './entity.service';
import { EntityHookRegistry } from './hooks';
import { registerFieldLabels } from '../i18n/messages';
import { WriteModule } from '../write/write.module';
import { importController, importableEntities, lineImportEntities, linesImportController } from './import.controller';
import { ImportService } from './import.service';
import { attachableEntities, attachmentsController } from './attachments.controller';
import { AttachmentService } from './attachments.service';

/**
 * The entities the module manifests declare (packages/entities `MODULES`) that the engine serves: each one's
 * controller and permissions. An `external` one (identity's role) is served by hand-written code.
 */
const SERVED = MODULES.flatMap((m) => m.entities).filter((e) => e.storage !== 'external');

/**
 * Error messages name an entity's fields by that entity's labels; a request outside the entities names a field by the
 * label most entities give it (a dealer's reference labels its `name` «عنوان», most lists «نام»), so a module
 * added later does not rename a field everywhere else.
 */
function commonLabels(): Record<string, FieldDefinition['label']> {
  const counts = new Map<string, Map<string, { label: FieldDefinition['label']; n: number }>>();
  for (const [key, def] of SERVED.flatMap((e) => Object.entries(e.fields))) {
    const byLabel = counts.get(key) ?? new Map();
    const seen = byLabel.get(def.label.en) ?? { label: def.label, n: 0 };
    seen.n++;
    byLabel.set(def.label.en, seen);
    counts.set(key, byLabel);
  }
  // the most frequent wins; a tie goes to the one declared first
  return Object.fromEntries([...counts].map(([key, byLabel]) => [key, [...byLabel.values()].reduce((a, b) => (b.n > a.n ? b : a)).label]));
}
registerFieldLabels({ lines: { fa: 'ردیف‌ها', en: 'lines' }, type: { fa: 'نوع', en: 'type' }, title: { fa: 'عنوان', en: 'title' }, ...commonLabels() });

/**
 * Every entity of the module manifests served from its definition (its routes guarded by its menus' actions), and
 * the base-data next-code call.
 */
@Module({
  imports: [WriteModule, DiscoveryModule],
  controllers: [...SERVED.map(entityController), BaseDataController, ...importableEntities().map(importController), ...lineImportEntities().map(linesImportController), ...attachableEntities().map(attachmentsController)],
  providers: [EntityService, CodeSequenceService, AuditService, EntityHookRegistry, ImportService, AttachmentService],
  exports: [EntityService, CodeSequenceService, ImportService, EntityHookRegistry],
})
export class EntityModule {}
