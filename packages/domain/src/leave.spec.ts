import { daysBetween } from './attendance/shift-resolution';
import { LEAVE_TRANSFER, WORKDAY_SECONDS, leaveBalance, leaveSeconds, leaveSecondsByYear, occupationsOverlap, offByDefault } from './leave';

describe('leave: length, overlap and balance', () => {
  it('counts a daily leave’s working days at 7 h 20 min, Fridays and fixed holidays left out', () => {
    expect(WORKDAY_SECONDS).toBe(7 * 3600 + 20 * 60);
    // Sat 2024-04-20 (1403/02/01) to Sun 2024-05-12: 23 days, three Fridays
    expect(leaveSeconds({ kind: 1, startDate: '2024-04-20', endDate: '2024-05-12' }, offByDefault)).toBe(20 * WORKDAY_SECONDS);
    // 1405/01/01 (Sat) to 01/14 (Fri): Nowruz 01–04 and 12–13 are holidays, 07 and 14 Fridays: 05, 06, 08–11 = 6 days
    expect(offByDefault('2026-03-21')).toBe(true);
    expect(offByDefault('2026-04-01')).toBe(true);
    expect(leaveSeconds({ kind: 1, startDate: '2026-03-21', endDate: '2026-04-03' }, offByDefault)).toBe(6 * WORKDAY_SECONDS);
    // an hourly leave: its minutes
    expect(leaveSeconds({ kind: 2, startDate: '2026-05-02', fromTime: '09:00', toTime: '11:30' }, offByDefault)).toBe(9000);
    expect(leaveSeconds({ kind: 2, startDate: '2026-05-02', fromTime: '11:30', toTime: '09:00' }, offByDefault)).toBe(0);
    // a leave over the new year counts in both years: Tue 1404/12/26 (2026-03-17) to Sun 1405/01/09 (2026-03-29)
    const byYear = leaveSecondsByYear({ kind: 1, startDate: '2026-03-17', endDate: '2026-03-29' }, offByDefault);
    // 1404: Tue 26, Wed 27, Thu 28 (Fri 29 Esfand is a holiday and a Friday) = 3 days; 1405: 01/01–09 less Nowruz 01–04 and Friday 01/07 = 05, 06, 08, 09 = 4 days
    expect(Object.fromEntries(byYear)).toEqual({ 1404: 3 * WORKDAY_SECONDS, 1405: 4 * WORKDAY_SECONDS });
    expect(daysBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });

  it('finds overlaps by day, and by hour between two hourly requests of one day', () => {
    const day = (s: string, e = s) => ({ startDate: s, endDate: e });
    expect(occupationsOverlap(day('2026-05-02', '2026-05-04'), day('2026-05-04', '2026-05-06'))).toBe(true);
    expect(occupationsOverlap(day('2026-05-02', '2026-05-03'), day('2026-05-04'))).toBe(false);
    expect(occupationsOverlap({ ...day('2026-05-02'), from: 480, to: 600 }, { ...day('2026-05-02'), from: 600, to: 660 })).toBe(false);
    expect(occupationsOverlap({ ...day('2026-05-02'), from: 480, to: 600 }, { ...day('2026-05-02'), from: 570, to: 630 })).toBe(true);
    // a daily request takes the whole day, whatever the other's hours
    expect(occupationsOverlap(day('2026-05-02'), { ...day('2026-05-02'), from: 480, to: 500 })).toBe(true);
  });

  it('carries the remainder into the next year up to the ceiling, or not at all', () => {
    const D = WORKDAY_SECONDS;
    const years = [{ year: 1403, entitlement: 26 * D, used: 20 * D }, { year: 1404, entitlement: 26 * D, used: 10 * D }, { year: 1405, entitlement: 26 * D, used: 30 * D }];
    // 1403: 6 days left → 3 carried (the ceiling); 1404: 26 + 3 − 10 = 19 left → 3 carried; 1405: 26 + 3 − 30 = −1
    expect(leaveBalance(years, { method: LEAVE_TRANSFER.upToCeiling, ceiling: 3 * D }).map((b) => [b.carryOver / D, b.remaining / D])).toEqual([[0, 6], [3, 19], [3, -1]]);
    // a ceiling above the remainder carries the remainder; a year overdrawn carries nothing
    expect(leaveBalance(years, { method: LEAVE_TRANSFER.payOutExcess, ceiling: 10 * D }).map((b) => b.carryOver / D)).toEqual([0, 6, 10]);
    expect(leaveBalance([{ year: 1, entitlement: D, used: 2 * D }, { year: 2, entitlement: D, used: 0 }], { method: 2, ceiling: 5 * D })[1]!.carryOver).toBe(0);
    expect(leaveBalance(years, { method: LEAVE_TRANSFER.none, ceiling: 3 * D }).map((b) => b.carryOver)).toEqual([0, 0, 0]);
  });
});
