import { describe, expect, it } from 'vitest';
import { formatJalaliDate, formatTehranTime, jalaliMonthName, toJalali } from './date';

// 2026-03-20T21:00:00Z is 00:30 on 21 March 2026 in Tehran (UTC+03:30): the first day of 1405.
const NOWRUZ_1405 = '2026-03-20T21:00:00Z';

describe('toJalali (Asia/Tehran)', () => {
  it('puts 2026-03-20T21:00:00Z on 1 Farvardin 1405, a Saturday, at 00:30', () => {
    expect(toJalali(NOWRUZ_1405)).toEqual({ year: 1405, month: 1, day: 1, weekday: 6, hour: 0, minute: 30, second: 0 });
  });

  it('keeps the last minutes before Tehran midnight on the last day of 1404', () => {
    // 20:29:59Z is 23:59:59 in Tehran; in UTC it is already the same evening, in the browser's zone anything.
    expect(toJalali('2026-03-20T20:29:59Z')).toMatchObject({ year: 1404, month: 12, day: 29, hour: 23, minute: 59 });
  });

  it('uses the Tehran offset of the moment, including the daylight saving Iran had until 2022', () => {
    // Summer 2021: UTC+04:30, so 20:00Z is 00:30 of 1 Tir 1400.
    expect(toJalali('2021-06-21T20:00:00Z')).toMatchObject({ year: 1400, month: 4, day: 1, hour: 0, minute: 30 });
    // Summer 2025: no daylight saving any more, UTC+03:30, so 20:00Z is 23:30 of 31 Khordad 1404.
    expect(toJalali('2025-06-21T20:00:00Z')).toMatchObject({ year: 1404, month: 3, day: 31, hour: 23, minute: 30 });
  });

  it('reads a date-only API value as that calendar day', () => {
    expect(toJalali('2026-03-21')).toMatchObject({ year: 1405, month: 1, day: 1 });
    expect(toJalali(new Date(Date.UTC(2025, 2, 20, 12)))).toMatchObject({ year: 1403, month: 12, day: 30 });
  });

  it('answers null for empty or unparsable values', () => {
    expect(toJalali(null)).toBeNull();
    expect(toJalali(undefined)).toBeNull();
    expect(toJalali('')).toBeNull();
    expect(toJalali('not a date')).toBeNull();
  });
});

describe('formatJalaliDate', () => {
  it('writes the long Persian form with Persian digits', () => {
    expect(formatJalaliDate(NOWRUZ_1405, 'fa')).toBe('۱ فروردین ۱۴۰۵');
  });

  it('writes the long English form with the Jalali month name', () => {
    expect(formatJalaliDate(NOWRUZ_1405, 'en')).toBe('1 Farvardin 1405');
  });

  it('writes the numeric form year/month/day', () => {
    expect(formatJalaliDate(NOWRUZ_1405, 'fa', { style: 'numeric' })).toBe('۱۴۰۵/۰۱/۰۱');
    expect(formatJalaliDate(NOWRUZ_1405, 'en', { style: 'numeric' })).toBe('1405/01/01');
  });

  it('adds the weekday and the Tehran time on request', () => {
    expect(formatJalaliDate(NOWRUZ_1405, 'fa', { weekday: true, time: true })).toBe('شنبه، ۱ فروردین ۱۴۰۵، ۰۰:۳۰');
    expect(formatJalaliDate('2026-07-01T12:15:00Z', 'en', { weekday: true, time: true })).toBe(
      'Wednesday, 10 Tir 1405, 15:45',
    );
  });

  it('accepts Date objects and epoch milliseconds', () => {
    const ms = Date.parse(NOWRUZ_1405);
    expect(formatJalaliDate(ms, 'fa')).toBe('۱ فروردین ۱۴۰۵');
    expect(formatJalaliDate(new Date(ms), 'fa')).toBe('۱ فروردین ۱۴۰۵');
  });

  it('gives an empty string for a missing or invalid date', () => {
    expect(formatJalaliDate(null, 'fa')).toBe('');
    expect(formatJalaliDate('31/31/2026', 'en')).toBe('');
  });
});

describe('jalaliMonthName', () => {
  it('names the months in both languages and rejects out-of-range numbers', () => {
    expect(jalaliMonthName(1, 'fa')).toBe('فروردین');
    expect(jalaliMonthName(12, 'fa')).toBe('اسفند');
    expect(jalaliMonthName(7, 'en')).toBe('Mehr');
    expect(() => jalaliMonthName(13, 'en')).toThrow(RangeError);
  });
});

describe('formatTehranTime', () => {
  it('prints the 24-hour Tehran time, with Persian digits in fa', () => {
    expect(formatTehranTime('2026-07-01T12:15:00Z', 'fa')).toBe('۱۵:۴۵');
    expect(formatTehranTime(NOWRUZ_1405, 'en')).toBe('00:30');
    expect(formatTehranTime(undefined, 'en')).toBe('');
  });
});

describe('ICU and jalaali-js agree', () => {
  it('on every day from 1300 to 1500 (the shell shows with one, the forms convert with the other)', async () => {
    const { isoDateToJalali } = await import('@karsaz/domain');
    const start = Date.UTC(1921, 2, 21);
    const end = Date.UTC(2121, 2, 21);
    for (let at = start; at < end; at += 86_400_000) {
      const iso = new Date(at).toISOString().slice(0, 10);
      // noon in Tehran: the same calendar day on both sides
      const shown = toJalali(`${iso}T08:30:00Z`)!;
      const converted = isoDateToJalali(iso)!;
      if (shown.year !== converted.jy || shown.month !== converted.jm || shown.day !== converted.jd) {
        expect({ iso, shown: [shown.year, shown.month, shown.day] }).toEqual({ iso, shown: [converted.jy, converted.jm, converted.jd] });
      }
    }
  });
});
