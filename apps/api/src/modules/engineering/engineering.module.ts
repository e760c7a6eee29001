import { Module } from '@nestjs/common';
import { CONTRACTING_HOOKS } from './contracting.hooks';
import { DocumentFileHooks } from './document-file.hooks';
import { AuditService } from '../../core/audit/audit.service';
import { registerFieldLabels } from '../../core/i18n/messages';
import { DocumentFileController } from './document-file.controller';
import { OperationPriorityController } from './operation-priority.controller';
import { EntityModule } from '../../core/entity/entity.module';
import { WriteModule } from '../../core/write/write.module';
import { ConsiderationTypesController, CostCenterAuthorizationController, ProjectCodeController, ProjectOperationTypesController, RoleLookupController } from './contracting.controller';

registerFieldLabels({
  file: { fa: 'فایل', en: 'file' },
  documentDetailId: { fa: 'مستند', en: 'document' },
  priority: { fa: 'اولویت', en: 'priority' },
  items: { fa: 'فهرست', en: 'list' },
  userId: { fa: 'کاربر', en: 'user' },
  roleId: { fa: 'نقش', en: 'role' },
});

/**
 * The engineering service API's operations that a definition cannot say (spec platform-core §7): the order of
 * operations (`OperationInfo/UpdateSetPriority`) and a document's file (`DocumentDetail/Upload`, `Download`).
 * Cost centres, projects and employer contracts add the lists by authorized user or role, the next project code,
 * the two type lists and the role lookup (contracting.controller.ts) and their rules (contracting.hooks.ts).
 * The entities themselves are served by the entity engine from packages/entities/src/engineering.
 */
@Module({
  imports: [EntityModule, WriteModule],
  controllers: [
    OperationPriorityController,
    DocumentFileController,
    CostCenterAuthorizationController,
    ProjectCodeController,
    ProjectOperationTypesController,
    ConsiderationTypesController,
    RoleLookupController,
  ],
  providers: [AuditService, ...CONTRACTING_HOOKS, DocumentFileHooks],
})
export class EngineeringModule {}
