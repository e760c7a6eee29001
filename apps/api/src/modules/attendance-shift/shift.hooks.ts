import { Injectable } from '@nestjs/common';
import { timingProblems } from '@karsaz/domain';
import { EntityHooks, type SaveContext, type SaveData } from '../../core/entity/hooks';
import { DomainException, type RawFieldError } from '../../core/http/errors';

const FALLBACK = {
  endBeforeStart: 'the end must come after the start (tick next day for a shift that ends after midnight)',
  longerThanADay: 'a timing lasts at most 24 hours',
} as const;

/**
 * A shift's timings (its lines): each one's end after its start once its next-day flag is taken into account (a night
 * shift 22:00 → 06:00 next day is fine), and no longer than a day. Every bad line is answered at once, on
 * `lines[i].endTime`, and nothing is written.
 */
@EntityHooks('shift')
@Injectable()
export class ShiftHooks implements EntityHooks {
  beforeSave(_data: SaveData, ctx: SaveContext) {
    const errors: RawFieldError[] = [];
    (ctx.lines ?? []).forEach((line, i) => {
      const startTime = line.startTime;
      const endTime = line.endTime;
      if (typeof startTime !== 'string' || typeof endTime !== 'string') return;
      for (const p of timingProblems({ startTime, endTime, endTimeNextDay: line.endTimeNextDay === true })) {
        errors.push({ field: `lines[${i}].${p.field}`, constraint: p.code, args: [], fallback: FALLBACK[p.code] });
      }
    });
    if (errors.length) throw new DomainException(400, 'VALIDATION', { fieldErrors: errors });
  }
}
