import { jalaaliMonthLength } from 'jalaali-js';
import { jalaliToIsoDate, type IsoDate } from './jalali';

/**
 * The days of a Jalali year as the work calendar starts them (issue 12): every day with its month and weekday,
 * Fridays as the weekly rest, and the fixed solar holidays of Iran as official holidays. The lunar holidays move
 * eleven days a year and are marked by the customer.
 */

/** Weekdays as the calendar numbers them: 1 Saturday … 7 Friday (the Iranian week). */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Day types (the calendar day's `vacationType`). */
export const DAY_TYPE = { working: 1, officialHoliday: 2, weeklyRest: 3, halfDay: 4 } as const;

/**
 * The official holidays fixed in the solar calendar (Labour Law art. 63 and the public-holidays act): Nowruz
 * (1–4 Farvardin), Islamic Republic Day (12 Farvardin), Nature Day (13 Farvardin), the death of Imam Khomeini (14
 * Khordad), the 15 Khordad uprising, the Revolution's victory (22 Bahman) and the oil nationalisation (29 Esfand).
 */
export const FIXED_SOLAR_HOLIDAYS: readonly { month: number; day: number; fa: string }[] = [
  { month: 1, day: 1, fa: 'عید نوروز' },
  { month: 1, day: 2, fa: 'عید نوروز' },
  { month: 1, day: 3, fa: 'عید نوروز' },
  { month: 1, day: 4, fa: 'عید نوروز' },
  { month: 1, day: 12, fa: 'روز جمهوری اسلامی' },
  { month: 1, day: 13, fa: 'روز طبیعت' },
  { month: 3, day: 14, fa: 'رحلت امام خمینی' },
  { month: 3, day: 15, fa: 'قیام ۱۵ خرداد' },
  { month: 11, day: 22, fa: 'پیروزی انقلاب اسلامی' },
  { month: 12, day: 29, fa: 'ملی شدن صنعت نفت' },
];

/** The calendar's weekday of an ISO day. */
export function weekdayOf(day: IsoDate): Weekday {
  const d = new Date(`${day.slice(0, 10)}T00:00:00Z`).getUTCDay();
  return (((d + 1) % 7) + 1) as Weekday;
}

export interface CalendarDaySeed {
  date: IsoDate;
  month: number;
  weekday: Weekday;
  vacationType: number;
  description: string | null;
}

/** Every day of Jalali year `jy`, in order. */
export function jalaliYearDays(jy: number): CalendarDaySeed[] {
  const days: CalendarDaySeed[] = [];
  for (let month = 1; month <= 12; month++) {
    for (let day = 1; day <= jalaaliMonthLength(jy, month); day++) {
      const date = jalaliToIsoDate(jy, month, day)!;
      const weekday = weekdayOf(date);
      const holiday = FIXED_SOLAR_HOLIDAYS.find((h) => h.month === month && h.day === day);
      days.push({
        date,
        month,
        weekday,
        vacationType: holiday ? DAY_TYPE.officialHoliday : weekday === 7 ? DAY_TYPE.weeklyRest : DAY_TYPE.working,
        description: holiday?.fa ?? null,
      });
    }
  }
  return days;
}
