import { durationParts, durationSeconds, formatDuration, parseDuration, parseTimeOfDay, timeOfDayMinutes } from './time';
import { isoDateToJalali, jalaliDayText, jalaliToIsoDate } from './jalali';

describe('time of day', () => {
  it('reads HH:mm in ASCII or Persian digits and writes it padded', () => {
    expect(parseTimeOfDay('08:30')).toBe('08:30');
    expect(parseTimeOfDay('8:5')).toBe('08:05');
    expect(parseTimeOfDay('۲۳:۵۹')).toBe('23:59');
    expect(parseTimeOfDay('00:00')).toBe('00:00');
    expect(parseTimeOfDay('14:00:00')).toBe('14:00');
  });

  it('refuses what is not a time of day', () => {
    for (const bad of ['24:00', '12:60', '1230', '12:30:15', 'ab:cd', '', '-1:00', 12]) expect(parseTimeOfDay(bad)).toBeNull();
  });

  it('counts minutes past midnight, on into the next day with the flag', () => {
    expect(timeOfDayMinutes('02:00')).toBe(120);
    expect(timeOfDayMinutes('02:00', true)).toBe(24 * 60 + 120);
    expect(timeOfDayMinutes('25:00')).toBeNull();
  });
});

describe('durations', () => {
  it('splits and joins whole seconds, hours past 24 included', () => {
    expect(durationParts(432000 + 1800)).toEqual({ hours: 120, minutes: 30, seconds: 0 });
    expect(durationSeconds({ hours: 120, minutes: 30, seconds: 0 })).toBe(433800);
    expect(durationSeconds({ hours: 1, minutes: 60, seconds: 0 })).toBeNull();
    expect(durationSeconds({ hours: -1, minutes: 0, seconds: 0 })).toBeNull();
    expect(durationSeconds({ hours: 1.5, minutes: 0, seconds: 0 })).toBeNull();
  });

  it('shows 120:30:00 and reads it back, with Persian digits or as bare seconds', () => {
    expect(formatDuration(433800)).toBe('120:30:00');
    expect(formatDuration(59)).toBe('00:00:59');
    expect(parseDuration('120:30:00')).toBe(433800);
    expect(parseDuration('۱۲۰:۳۰')).toBe(433800);
    expect(parseDuration('3600')).toBe(3600);
    expect(parseDuration(3600)).toBe(3600);
    for (const bad of [-1, 1.5, '1:75', 'abc', null, '']) expect(parseDuration(bad)).toBeNull();
    for (let s = 0; s < 200000; s += 997) expect(parseDuration(formatDuration(s))).toBe(s);
  });
});

describe('Jalali days (jalaali-js)', () => {
  it('converts both ways and refuses days that do not exist', () => {
    expect(jalaliToIsoDate(1405, 1, 1)).toBe('2026-03-21');
    expect(jalaliToIsoDate(1403, 12, 30)).toBe('2025-03-20');
    expect(jalaliToIsoDate(1404, 12, 30)).toBeNull();
    expect(isoDateToJalali('2026-03-21')).toEqual({ jy: 1405, jm: 1, jd: 1 });
    expect(isoDateToJalali('2026-02-30')).toBeNull();
    expect(jalaliDayText({ jy: 1405, jm: 1, jd: 1 })).toBe('1405/01/01');
  });
});
