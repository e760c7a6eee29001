import { jalaliYearAt, jalaliYearRange, tehranClock, tehranDate } from './jalali';

describe('Jalali calendar', () => {
  it('gives the Gregorian range of a Jalali year', () => {
    expect(jalaliYearRange(1404)).toEqual({ start: '2025-03-21', end: '2026-03-20' });
    expect(jalaliYearRange(1405)).toEqual({ start: '2026-03-21', end: '2027-03-20' });
    // 1403 is a leap year: Esfand has 30 days
    expect(jalaliYearRange(1403)).toEqual({ start: '2024-03-20', end: '2025-03-20' });
  });

  it('reads dates in the Asia/Tehran zone', () => {
    // 20:30 UTC on 20 March 2026 is already 21 March (1 Farvardin 1405) in Tehran (UTC+3:30)
    expect(tehranDate(new Date('2026-03-20T20:30:00Z'))).toBe('2026-03-21');
    // the wall clock there, midnight as 00
    expect(tehranClock(new Date('2026-03-20T20:30:00Z'))).toBe('00:00');
    expect(tehranClock(new Date('2026-12-01T07:00:00Z'))).toBe('10:30');
    expect(jalaliYearAt(new Date('2026-03-20T20:30:00Z'))).toBe(1405);
    expect(jalaliYearAt(new Date('2026-03-20T20:00:00Z'))).toBe(1404);
  });
});
