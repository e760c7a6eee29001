import { timeOfDayMinutes } from './time';

/**
 * A dealer's appointment slots (issue 19): its reception hours cut into slots of its length, each taking a number
 * of cars. Pure: the API's booking and the public page's grid work from the same cuts.
 */
export interface SlotPlan {
  /** reception opens and closes, `HH:mm` */
  start: string;
  end: string;
  /** the length of a slot in minutes */
  slotMinutes: number;
  /** cars a slot takes */
  capacity: number;
}

export interface Slot {
  time: string;
  taken: number;
  free: number;
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The slots' starts: from opening, every `slotMinutes`, each ending by closing time. */
export function slotTimes(plan: Pick<SlotPlan, 'start' | 'end' | 'slotMinutes'>): string[] {
  const start = timeOfDayMinutes(plan.start);
  const end = timeOfDayMinutes(plan.end);
  if (start === null || end === null || plan.slotMinutes <= 0) return [];
  const out: string[] = [];
  for (let t = start; t + plan.slotMinutes <= end; t += plan.slotMinutes) out.push(clock(t));
  return out;
}

/** Whether `time` (`HH:mm`) starts one of the plan's slots. */
export function isSlot(plan: Pick<SlotPlan, 'start' | 'end' | 'slotMinutes'>, time: string): boolean {
  return slotTimes(plan).includes(time.slice(0, 5));
}

/**
 * The day's slots with what is taken and free, given the number of appointments holding each slot. On the day
 * itself a slot that has begun (at `nowClock`) is not offered: it reads no free place.
 */
export function daySlots(plan: SlotPlan, taken: Readonly<Record<string, number>>, nowClock?: string): Slot[] {
  const now = nowClock === undefined ? null : timeOfDayMinutes(nowClock);
  return slotTimes(plan).map((time) => {
    const n = taken[time] ?? 0;
    const started = now !== null && (timeOfDayMinutes(time) ?? 0) <= now;
    return { time, taken: n, free: started ? 0 : Math.max(0, plan.capacity - n) };
  });
}
