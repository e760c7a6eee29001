import { Injectable } from '@nestjs/common';
import { slotTimes } from '@karsaz/domain';
import type { Dealer } from '../../generated/prisma/client';
import { fieldRefusal, invalid } from '../../core/http/errors';
import { EntityHooks, type SaveContext, type SaveData } from '../../core/entity/hooks';
import { clockOf } from './appointments/slots';

/** A dealer's reception hours leave at least one slot: closing comes a slot's length or more after opening. */
@EntityHooks('dealer')
@Injectable()
export class DealerHooks implements EntityHooks<Dealer> {
  beforeSave(data: SaveData<Dealer>, { before }: SaveContext<Dealer>) {
    const start = data.receptionStart ?? before?.receptionStart;
    const end = data.receptionEnd ?? before?.receptionEnd;
    const slotMinutes = data.slotMinutes ?? before?.slotMinutes;
    if (!start || !end || !slotMinutes) return; // the engine names the missing field
    if (slotTimes({ start: clockOf(start), end: clockOf(end), slotMinutes: Number(slotMinutes) }).length) return;
    const text = { fa: 'پایان پذیرش باید دست‌کم به اندازهٔ یک نوبت پس از شروع آن باشد.', en: 'Reception must close at least one slot’s length after it opens.' };
    throw invalid([fieldRefusal('receptionEnd', 'noSlot', text)]);
  }
}
