import { Injectable, Module } from '@nestjs/common';
import type { BorrowRequest } from '../../generated/prisma/client';
import { DomainException } from '../../core/http/errors';
import { EntityHooks, type SaveContext, type SaveData } from '../../core/entity/hooks';
import { copyProductsToLines } from '../warehouse/goods';

/**
 * A borrow request (packages/entities/src/commercial/borrow-request.ts) lends goods from one cost centre to another:
 * the borrower is another cost centre than the lender (400 on `toCostCenterId`); a line naming a warehouse product
 * takes its name and unit.
 */
@EntityHooks('borrowrequest')
@Injectable()
export class BorrowRequestHooks {
  beforeSave(data: SaveData<BorrowRequest>, { before }: SaveContext<BorrowRequest>) {
    const from = data.fromCostCenterId ?? before?.fromCostCenterId;
    const to = data.toCostCenterId ?? before?.toCostCenterId;
    if (from && to && from === to) {
      throw new DomainException(400, 'VALIDATION', { fieldErrors: [{ field: 'toCostCenterId', constraint: 'sameCostCenter', args: [], fallback: 'toCostCenterId must be another cost centre than the lender' }] });
    }
  }

  async afterSave(row: { id: number }, { tx }: SaveContext<BorrowRequest>) {
    await copyProductsToLines(tx, 'borrowrequest', row.id);
  }
}

/** Commercial documents' rules beyond the engine (supply and borrow requests; the supply request's are in warehouse/goods.ts). */
@Module({ providers: [BorrowRequestHooks] })
export class CommercialModule {}
