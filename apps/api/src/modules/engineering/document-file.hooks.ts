import { Inject, Injectable } from '@nestjs/common';
import type { DocumentDetail } from '../../generated/prisma/client';
import { EntityHooks } from '../../core/entity/hooks';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure';

/** A deleted document's file goes with it, once the delete is committed (the object store is not transactional). */
@EntityHooks('documentdetail')
@Injectable()
export class DocumentFileHooks implements EntityHooks<DocumentDetail> {
  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {}

  async afterDelete(row: DocumentDetail) {
    if (row.objectKey) await this.infra.storage.remove(row.objectKey);
  }
}
