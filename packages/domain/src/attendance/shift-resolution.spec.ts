import {
  calendarDayTypeOf, daysBetween, resolveDays, rotationShiftOn, shiftOn, timingOn, timingProblems,
  type CalendarDayInfo, type RotationRule, type ShiftRule, type TimingRule,
} from './shift-resolution';

// 1405/01/01 is 2026-03-21, a Saturday (weekday 1); 2026-03-27 is a Friday (7).
const timing = (id: number, over: Partial<TimingRule> = {}): TimingRule => ({
  id, dayType: 1, startDate: null, endDate: null, weekdays: [], startTime: '07:30', endTime: '15:30', endTimeNextDay: false,
  firstEntryTime: null, firstEntryNextDay: false, firstExitTime: null, firstExitNextDay: false, lastEntryTime: null, lastEntryNextDay: false,
  lastExitTime: null, lastExitNextDay: false, maximumDelay: 900, maximumRush: null, notCountedDelaysOnHolidays: false, hasFloating: false,
  timeFloatingPeriod: null, endTimeFloatingPeriod: null, firstOvertimeAllowed: false, firstOvertimeMaximum: null, lastOvertimeAllowed: true, lastOvertimeMaximum: 7200,
  ...over,
});
const DAY: ShiftRule = { id: 1, shiftType: 1, timings: [timing(11), timing(12, { dayType: 2, weekdays: [6], endTime: '12:30' })] };
const NIGHT: ShiftRule = { id: 2, shiftType: 2, timings: [timing(21, { startTime: '22:00', endTime: '06:00', endTimeNextDay: true }), timing(22, { dayType: 3, startTime: '22:00', endTime: '06:00', endTimeNextDay: true })] };
const SHIFTS = new Map([[1, DAY], [2, NIGHT]]);
const noCalendar = new Map<string, CalendarDayInfo>();

describe('shift resolution', () => {
  it('lists the days of a range', () => {
    expect(daysBetween('2026-03-30', '2026-04-02')).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02']);
    expect(daysBetween('2026-04-02', '2026-04-01')).toEqual([]);
  });

  it('gives a person their own fixed shift before any rotation, its timing by weekday and day type', () => {
    const rotation: RotationRule = { id: 5, startDate: '2026-03-21', periodType: 1, rotationPeriod: 1, restTime: 0, shiftIds: [2] };
    const days = resolveDays({ shiftId: 1, rotations: [rotation] }, SHIFTS, noCalendar, '2026-03-21', '2026-03-27');
    expect(days.map((d) => [d.shiftId, d.source, d.timing?.timingId ?? null, d.calendarDayType])).toEqual([
      [1, 'personnel', null, 'holiday'], // 1405/01/01: Nowruz (no calendar row: the fixed solar holidays)
      [1, 'personnel', null, 'holiday'],
      [1, 'personnel', null, 'holiday'],
      [1, 'personnel', null, 'holiday'], // 1405/01/04
      [1, 'personnel', 11, 'work'], // Wednesday
      [1, 'personnel', 12, 'work'], // Thursday: the timing ticked for Thursdays
      [1, 'personnel', null, 'weekly-rest'], // Friday
    ]);
    expect(days[5]!.timing).toMatchObject({ startTime: '07:30', endTime: '12:30', startMinute: 450, endMinute: 750, lastOvertimeAllowed: true, lastOvertimeMaximum: 7200 });
  });

  it('walks a rotation across its periods and rest days, and starts its cycle again', () => {
    // two days of each shift, one day of rest after each: A A - B B - A A - …
    const r: RotationRule = { id: 1, startDate: '2026-04-04', periodType: 1, rotationPeriod: 2, restTime: 1, shiftIds: [1, 2] };
    const got = daysBetween('2026-04-03', '2026-04-13').map((d) => rotationShiftOn(r, d)?.shiftId ?? (rotationShiftOn(r, d) ? 'rest' : 'before'));
    expect(got).toEqual(['before', 1, 1, 'rest', 2, 2, 'rest', 1, 1, 'rest', 2]);
    // a week of each, no rest: the 8th day is the second shift's, the 15th the first's again
    const weekly: RotationRule = { id: 2, startDate: '2026-04-04', periodType: 2, rotationPeriod: 1, restTime: 0, shiftIds: [1, 2] };
    expect(['2026-04-04', '2026-04-10', '2026-04-11', '2026-04-17', '2026-04-18'].map((d) => rotationShiftOn(weekly, d)?.shiftId)).toEqual([1, 1, 2, 2, 1]);
    // a week of work and a week of rest
    const weekOn: RotationRule = { ...weekly, rotationPeriod: 1, restTime: 1, shiftIds: [2] };
    expect(['2026-04-10', '2026-04-11', '2026-04-17', '2026-04-18'].map((d) => rotationShiftOn(weekOn, d)?.shiftId ?? null)).toEqual([2, null, null, 2]);
  });

  it('takes the working group’s rotation when the person has no fixed shift; a rest day has no shift', () => {
    const older: RotationRule = { id: 1, startDate: '2026-01-01', periodType: 1, rotationPeriod: 1, restTime: 0, shiftIds: [1] };
    const newer: RotationRule = { id: 2, startDate: '2026-04-04', periodType: 1, rotationPeriod: 1, restTime: 1, shiftIds: [2] };
    const person = { shiftId: null, rotations: [newer, older] };
    expect(shiftOn(person, SHIFTS, '2026-04-03')).toEqual({ shiftId: 1, source: 'rotation', rotationId: 1 });
    expect(shiftOn(person, SHIFTS, '2026-04-04')).toEqual({ shiftId: 2, source: 'rotation', rotationId: 2 });
    expect(shiftOn(person, SHIFTS, '2026-04-05')).toEqual({ shiftId: null, source: 'rest', rotationId: 2 });
    // a person's own rotating shift gives way to a rotation, and stands when no rotation has started
    expect(shiftOn({ shiftId: 2, rotations: [newer] }, SHIFTS, '2026-04-05').source).toBe('rest');
    expect(shiftOn({ shiftId: 2, rotations: [newer] }, SHIFTS, '2026-04-01')).toEqual({ shiftId: 2, source: 'personnel', rotationId: null });
    expect(shiftOn({ shiftId: null, rotations: [] }, SHIFTS, '2026-04-01')).toEqual({ shiftId: null, source: 'none', rotationId: null });
  });

  it('reads holidays and half days from the calendar; a holiday takes the holiday timing or none', () => {
    const calendar = new Map<string, CalendarDayInfo>([
      ['2026-04-06', { vacationType: 2, description: 'تعطیل رسمی' }],
      ['2026-04-07', { vacationType: 4 }],
      ['2026-04-10', { vacationType: 1 }], // a Friday made a working day
    ]);
    expect(calendarDayTypeOf('2026-04-06', calendar.get('2026-04-06'))).toEqual({ type: 'holiday', halfDay: false });
    expect(calendarDayTypeOf('2026-04-10', calendar.get('2026-04-10'))).toEqual({ type: 'work', halfDay: false });
    expect(calendarDayTypeOf('2026-04-03', undefined)).toEqual({ type: 'weekly-rest', halfDay: false });
    const day = resolveDays({ shiftId: 1, rotations: [] }, SHIFTS, calendar, '2026-04-06', '2026-04-10');
    expect(day.map((d) => [d.calendarDayType, d.halfDay, d.timing?.timingId ?? null])).toEqual([
      // the half day is a Tuesday: the half-day timing is Thursdays' only, so the working timing stands
      ['holiday', false, null], ['work', true, 11], ['work', false, 11], ['work', false, 12], ['work', false, 11],
    ]);
    expect(day[0]!.occasion).toBe('تعطیل رسمی');
    const night = resolveDays({ shiftId: null, rotations: [{ id: 9, startDate: '2026-04-01', periodType: 1, rotationPeriod: 1, restTime: 0, shiftIds: [2] }] }, SHIFTS, calendar, '2026-04-06', '2026-04-06');
    expect(night[0]!.timing?.timingId).toBe(22);
  });

  it('resolves a night shift that ends the next day, and refuses one whose end is before its start', () => {
    const [d] = resolveDays({ shiftId: null, rotations: [{ id: 9, startDate: '2026-04-01', periodType: 1, rotationPeriod: 1, restTime: 0, shiftIds: [2] }] }, SHIFTS, noCalendar, '2026-04-04', '2026-04-04');
    expect(d!.timing).toMatchObject({ timingId: 21, startTime: '22:00', endTime: '06:00', endTimeNextDay: true, startMinute: 1320, endMinute: 1800 });
    expect(timingProblems({ startTime: '22:00', endTime: '06:00', endTimeNextDay: true })).toEqual([]);
    expect(timingProblems({ startTime: '22:00', endTime: '06:00', endTimeNextDay: false })).toEqual([{ field: 'endTime', code: 'endBeforeStart' }]);
    expect(timingProblems({ startTime: '08:00', endTime: '08:00' })).toEqual([{ field: 'endTime', code: 'endBeforeStart' }]);
    expect(timingProblems({ startTime: '08:00', endTime: '09:00', endTimeNextDay: true })).toEqual([{ field: 'endTime', code: 'longerThanADay' }]);
  });

  it('prefers a dated timing, and skips timings outside their date range', () => {
    const shift: ShiftRule = { id: 3, shiftType: 1, timings: [timing(1), timing(2, { startDate: '2026-04-01', endDate: '2026-04-30', startTime: '08:00' }), timing(3, { startDate: '2026-06-01' })] };
    const work = { type: 'work' as const, halfDay: false };
    expect(timingOn(shift, '2026-03-31', work)?.id).toBe(1);
    expect(timingOn(shift, '2026-04-15', work)?.id).toBe(2);
    expect(timingOn(shift, '2026-06-02', work)?.id).toBe(3);
    // a half day takes a half-day timing first; a work day the working one
    const half: ShiftRule = { id: 4, shiftType: 1, timings: [timing(1), timing(2, { dayType: 2, endTime: '12:00' })] };
    expect(timingOn(half, '2026-04-07', { type: 'work', halfDay: true })?.id).toBe(2);
    expect(timingOn(half, '2026-04-07', work)?.id).toBe(1);
    expect(timingOn(half, '2026-04-07', { type: 'holiday', halfDay: false })).toBeNull();
  });
});
