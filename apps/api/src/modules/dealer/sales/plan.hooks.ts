import { Injectable } from '@nestjs/common';
import type { DealerSalesPlan } from '../../../generated/prisma/client';
import { EntityHooks, type SaveContext, type SaveData } from '../../../core/entity/hooks';

/** A sales plan's total capacity: the cars of its lines, summed (whole numbers; the engine sums money and decimals). */
@EntityHooks('dealersalesplan')
@Injectable()
export class SalesPlanHooks implements EntityHooks<DealerSalesPlan> {
  beforeSave(data: SaveData<DealerSalesPlan>, { lines }: SaveContext<DealerSalesPlan>) {
    if (lines) data.capacity = lines.reduce((n, l) => n + (Number(l.capacity) || 0), 0);
  }
}
