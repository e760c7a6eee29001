import { Injectable } from '@nestjs/common';
import { tehranDate } from '@karsaz/domain';
import type { DailyReport } from '../../generated/prisma/client';
import { DomainException } from '../../core/http/errors';
import { EntityHooks, type SaveData } from '../../core/entity/hooks';
import { isoDay } from '../../core/entity/stored-values';

const day = (v: unknown): string => isoDay(v)!;

/** A daily report tells of a day that has come: its date is not in the future (Tehran's today). */
@EntityHooks('dailyreport')
@Injectable()
export class DailyReportHooks implements EntityHooks<DailyReport> {
  beforeSave(data: SaveData<DailyReport>) {
    if (data.reportDate && day(data.reportDate) > tehranDate(new Date())) {
      throw new DomainException(400, 'VALIDATION', { fieldErrors: [{ field: 'reportDate', constraint: 'notInFuture', args: [], fallback: 'reportDate cannot be in the future' }] });
    }
  }
}
