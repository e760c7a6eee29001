import { describe, expect, it } from 'vitest';
import { isoDateTimeToJalaliText, isoDateToJalaliText, jalaliTextToIsoDate, jalaliTextToIsoDateTime } from './jalali-input';

describe('the Jalali date input', () => {
  it('shows an API date as a Jalali day', () => {
    expect(isoDateToJalaliText('2026-03-21')).toBe('1405/01/01');
    expect(isoDateToJalaliText('2025-03-20')).toBe('1403/12/30');
    expect(isoDateToJalaliText('2026-03-21T00:00:00.000Z')).toBe('1405/01/01');
    expect(isoDateToJalaliText('')).toBe('');
    expect(isoDateToJalaliText(null)).toBe('');
  });

  it('reads a typed Jalali day, in Persian or ASCII digits, as the ISO date the API takes', () => {
    expect(jalaliTextToIsoDate('1405/01/01')).toBe('2026-03-21');
    expect(jalaliTextToIsoDate('۱۴۰۳/۱۲/۳۰')).toBe('2025-03-20');
    expect(jalaliTextToIsoDate(' 1404-7-8 ')).toBe('2025-09-30');
    expect(jalaliTextToIsoDate('1399.12.30')).toBe('2021-03-20');
  });

  it('refuses what is not a day of the Jalali calendar', () => {
    // 1404 is not a leap year: Esfand has 29 days
    expect(jalaliTextToIsoDate('1404/12/30')).toBeNull();
    expect(jalaliTextToIsoDate('1405/13/01')).toBeNull();
    expect(jalaliTextToIsoDate('1405/07/31')).toBeNull();
    expect(jalaliTextToIsoDate('2026-03-21')).toBeNull();
    expect(jalaliTextToIsoDate('1405/01')).toBeNull();
    expect(jalaliTextToIsoDate('فردا')).toBeNull();
  });

  it('round-trips every day of a year', () => {
    for (let day = 0; day < 366; day++) {
      const iso = new Date(Date.UTC(2026, 2, 21 + day)).toISOString().slice(0, 10);
      expect(jalaliTextToIsoDate(isoDateToJalaliText(iso))).toBe(iso);
    }
  });

  it('reads and shows a moment on the Tehran wall clock, with the summer offset Iran had until 2022', () => {
    expect(jalaliTextToIsoDateTime('1405/01/01 08:30')).toBe('2026-03-21T05:00:00.000Z');
    expect(jalaliTextToIsoDateTime('۱۴۰۵/۰۱/۰۱')).toBe('2026-03-20T20:30:00.000Z');
    expect(jalaliTextToIsoDateTime('1400/04/01 00:30')).toBe('2021-06-21T20:00:00.000Z');
    expect(isoDateTimeToJalaliText('2026-03-21T05:00:00.000Z')).toBe('1405/01/01 08:30');
    expect(jalaliTextToIsoDateTime('1405/01/01 25:00')).toBeNull();
    expect(jalaliTextToIsoDateTime('1405/01/01 8')).toBeNull();
  });
});
