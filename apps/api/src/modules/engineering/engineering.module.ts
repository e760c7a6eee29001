import { Inject, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure';
import { registerHooks } from '../../core/entity/hooks';
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
  providers: [AuditService],
})
export class EngineeringModule implements OnModuleInit, OnModuleDestroy {
  private unregister: (() => void) | null = null;

  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {}

  onModuleInit() {
    // a deleted document's file goes with it, once the delete is committed
    this.unregister = registerHooks('documentdetail', {
      afterDelete: async (row) => {
        if (row.objectKey) await this.infra.storage.remove(String(row.objectKey));
      },
    });
  }

  onModuleDestroy() {
    this.unregister?.();
  }
}
