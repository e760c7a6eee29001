import { daySlots, isSlot, slotTimes } from './appointment-slots';

describe('a dealer’s appointment slots', () => {
  const plan = { start: '08:00', end: '10:00', slotMinutes: 30, capacity: 2 };

  it('cuts the reception hours into slots that end by closing time', () => {
    expect(slotTimes(plan)).toEqual(['08:00', '08:30', '09:00', '09:30']);
    expect(slotTimes({ ...plan, slotMinutes: 45 })).toEqual(['08:00', '08:45']);
    expect(slotTimes({ ...plan, end: '07:00' })).toEqual([]);
  });

  it('knows a slot’s start, with or without seconds, and nothing between', () => {
    expect(isSlot(plan, '09:30')).toBe(true);
    expect(isSlot(plan, '09:30:00')).toBe(true);
    expect(isSlot(plan, '09:15')).toBe(false);
    expect(isSlot(plan, '10:00')).toBe(false);
  });

  it('counts free places, none below zero, and none in a slot that has begun today', () => {
    expect(daySlots(plan, { '08:00': 2, '08:30': 1, '09:00': 5 })).toEqual([
      { time: '08:00', taken: 2, free: 0 },
      { time: '08:30', taken: 1, free: 1 },
      { time: '09:00', taken: 5, free: 0 },
      { time: '09:30', taken: 0, free: 2 },
    ]);
    expect(daySlots(plan, {}, '08:30').map((s) => s.free)).toEqual([0, 0, 2, 2]);
  });
});
