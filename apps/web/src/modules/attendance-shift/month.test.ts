import { describe, expect, it } from 'vitest';
import { monthGrid, shiftedMonth } from './month';

describe('the shift month page', () => {
  it('lays a month out in weeks from Saturday', () => {
    // 1405/08/01 is a Friday: six blanks, then the 1st; thirty days fill five weeks and a day
    const days = Array.from({ length: 30 }, (_, i) => ({ day: i + 1, weekday: ((i + 6) % 7) + 1 }));
    const weeks = monthGrid(days);
    expect(weeks).toHaveLength(6);
    expect(weeks[0]!.map((d) => d?.day ?? null)).toEqual([null, null, null, null, null, null, 1]);
    expect(weeks[1]!.map((d) => d?.day)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(weeks[5]!.map((d) => d?.day ?? null)).toEqual([30, null, null, null, null, null, null]);
    expect(monthGrid([])).toEqual([]);
  });

  it('steps across years', () => {
    expect(shiftedMonth(1405, 12, 1)).toEqual({ year: 1406, month: 1 });
    expect(shiftedMonth(1405, 1, -1)).toEqual({ year: 1404, month: 12 });
    expect(shiftedMonth(1405, 8, 0)).toEqual({ year: 1405, month: 8 });
  });
});
