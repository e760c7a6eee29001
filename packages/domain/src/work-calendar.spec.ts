import { DAY_TYPE, jalaliYearDays, weekdayOf } from './work-calendar';

describe('the work calendar of a Jalali year', () => {
  it('numbers weekdays from Saturday (1) to Friday (7)', () => {
    expect(weekdayOf('2026-03-21')).toBe(1); // 1405/01/01, a Saturday
    expect(weekdayOf('2025-03-21')).toBe(7); // 1404/01/01, a Friday
    expect(weekdayOf('2026-03-23')).toBe(3); // Monday
  });

  it('has every day of the year: 365 in 1404, 366 in the leap year 1403', () => {
    expect(jalaliYearDays(1404)).toHaveLength(365);
    expect(jalaliYearDays(1403)).toHaveLength(366);
    const days = jalaliYearDays(1405);
    expect(days[0]).toMatchObject({ date: '2026-03-21', month: 1, weekday: 1 });
    expect(days.at(-1)!.month).toBe(12);
  });

  it('marks Fridays as weekly rest and the fixed solar holidays as official ones', () => {
    const days = jalaliYearDays(1405);
    const byDate = new Map(days.map((d) => [d.date, d]));
    // 1405/01/01–04 Nowruz, 1405/01/13 Nature Day, 1405/11/22 the Revolution (2027-02-11)
    for (const d of ['2026-03-21', '2026-03-22', '2026-03-23', '2026-03-24', '2026-04-02', '2027-02-11']) expect(byDate.get(d)!.vacationType).toBe(DAY_TYPE.officialHoliday);
    expect(byDate.get('2026-03-21')!.description).toBe('عید نوروز');
    const fridays = days.filter((d) => d.weekday === 7);
    expect(fridays.length).toBeGreaterThanOrEqual(52);
    for (const f of fridays) expect([DAY_TYPE.weeklyRest, DAY_TYPE.officialHoliday]).toContain(f.vacationType);
    expect(days.filter((d) => d.vacationType === DAY_TYPE.officialHoliday)).toHaveLength(10);
    expect(days.filter((d) => d.weekday !== 7 && d.vacationType === DAY_TYPE.working).length).toBe(days.length - fridays.length - days.filter((d) => d.weekday !== 7 && d.vacationType === DAY_TYPE.officialHoliday).length);
  });
});
