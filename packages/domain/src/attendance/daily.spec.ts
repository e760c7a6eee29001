import { calculateDay, punchesByDay, summarizeMonth, type DayTiming } from './daily';

/** seconds of the day from `HH:mm` (`+` for the next day) */
const t = (hm: string) => {
  const next = hm.startsWith('+');
  const [h, m] = hm.replace('+', '').split(':').map(Number) as [number, number];
  return (next ? 86_400 : 0) + h * 3600 + m * 60;
};
const H = 3600;
const M = 60;
/** 07:30–15:30, overtime after the end allowed up to 5 h, none before the start */
const office: DayTiming = { start: t('07:30'), end: t('15:30'), overtimeBefore: { allowed: false }, overtimeAfter: { allowed: true, max: 5 * H } };

describe('a day of attendance, worked by hand', () => {
  it('a normal day: 07:25–15:40 is 8 h 15 min present, 10 min of overtime after the end (the 5 min before it are not allowed)', () => {
    const r = calculateDay({ kind: 'work', timing: office, punches: [t('07:25'), t('15:40')] });
    expect(r).toMatchObject({ status: 'present', work: 8 * H + 15 * M, overtime: 10 * M, overtimeOverCap: 0, late: 0, earlyLeave: 0, absence: 0, night: 0, missingPunch: false });
    expect([r.checkIn, r.checkOut]).toEqual([t('07:25'), t('15:40')]);
  });

  it('late inside the forgiveness: 10 min late, 15 min forgiven → no lateness', () => {
    const r = calculateDay({ kind: 'work', timing: office, punches: [t('07:40'), t('15:30')], forgivenessDelay: 15 * M });
    expect([r.late, r.absence, r.work]).toEqual([0, 0, 7 * H + 50 * M]);
  });

  it('late beyond the forgiveness: 30 min late, 15 min forgiven → 15 min of lateness', () => {
    const r = calculateDay({ kind: 'work', timing: office, punches: [t('08:00'), t('15:30')], forgivenessDelay: 15 * M });
    expect([r.late, r.absence]).toEqual([15 * M, 0]);
  });

  it('lateness past the timing’s maximum delay is absence: 1 h 30 late with 1 h allowed → 1 h late, 30 min absent', () => {
    const r = calculateDay({ kind: 'work', timing: { ...office, maximumDelay: H }, punches: [t('09:00'), t('15:30')] });
    expect([r.late, r.absence]).toEqual([H, 30 * M]);
  });

  it('early leave with its forgiveness and the maximum rush: out 14:30 (1 h early), 10 min forgiven, 40 min allowed → 40 min early, 10 min absent', () => {
    const r = calculateDay({ kind: 'work', timing: { ...office, maximumRush: 40 * M }, punches: [t('07:30'), t('14:30')], forgivenessHaste: 10 * M });
    expect([r.earlyLeave, r.absence]).toEqual([40 * M, 10 * M]);
  });

  it('overtime above the daily cap: out 21:00 is 5 h 30 after the end; the timing allows 5 h, the day 4 h → 4 h paid, 1 h 30 over the caps', () => {
    const r = calculateDay({ kind: 'work', timing: office, punches: [t('07:30'), t('21:00')] });
    expect([r.overtime, r.overtimeOverCap, r.work]).toEqual([4 * H, 90 * M, 13 * H + 30 * M]);
    // an agreed day without the cap (art. 59 "unless agreed"): the timing's own 5 h are paid
    expect(calculateDay({ kind: 'work', timing: office, punches: [t('07:30'), t('21:00')], rules: { dailyOvertimeCap: null } }).overtime).toBe(5 * H);
  });

  it('a night shift across midnight: 22:00 → 06:00 next day, in 21:55 and out 06:05 → 8 h 10 present, all 8 h of the shift at night, 10 min overtime', () => {
    const night: DayTiming = { start: t('22:00'), end: t('+06:00'), overtimeBefore: { allowed: true }, overtimeAfter: { allowed: true } };
    const r = calculateDay({ kind: 'work', timing: night, punches: [t('21:55'), t('+06:05')] });
    // night work is 22:00–06:00 only: the 5 min before and after fall outside it
    expect(r).toMatchObject({ status: 'present', work: 8 * H + 10 * M, night: 8 * H, overtime: 10 * M, late: 0, earlyLeave: 0, absence: 0 });
  });

  it('an hourly leave 10:00–12:00 covers its part of the shift: 6 h present, 2 h of leave, nothing charged', () => {
    const r = calculateDay({
      kind: 'work', timing: office, punches: [t('07:30'), t('10:00'), t('12:00'), t('15:30')],
      absences: [{ kind: 'leave', paid: true, whole: false, from: t('10:00'), to: t('12:00') }],
    });
    expect([r.work, r.hourlyLeave, r.absence, r.late, r.earlyLeave]).toEqual([6 * H, 2 * H, 0, 0, 0]);
  });

  it('a gap in the middle without leave is absence: out 11:00, back 12:00 → 1 h absent', () => {
    const r = calculateDay({ kind: 'work', timing: office, punches: [t('07:30'), t('11:00'), t('12:00'), t('15:30')] });
    expect([r.work, r.absence]).toEqual([7 * H, H]);
  });

  it('an hourly mission from the start: mission 07:30–09:30, in 09:30 → no lateness, 2 h of mission', () => {
    const r = calculateDay({ kind: 'work', timing: office, punches: [t('09:30'), t('15:30')], absences: [{ kind: 'mission', paid: true, whole: false, from: t('07:30'), to: t('09:30') }] });
    expect([r.late, r.hourlyMission, r.absence]).toEqual([0, 2 * H, 0]);
  });

  it('a holiday worked: 08:00–12:00 on a holiday is 4 h of holiday work, nothing charged', () => {
    const r = calculateDay({ kind: 'holiday', timing: office, punches: [t('08:00'), t('12:00')] });
    expect([r.status, r.holidayWork, r.overtime, r.late, r.absence]).toEqual(['present', 4 * H, 0, 0, 0]);
    expect(calculateDay({ kind: 'weekly-rest', timing: null, punches: [] }).status).toBe('weekly-rest');
    // a punch left unpaired is a missing punch on any day: 4 h counted, the day waits for its correction
    expect(calculateDay({ kind: 'holiday', timing: null, punches: [t('08:00'), t('12:00'), t('13:00')] })).toMatchObject({ status: 'incomplete', holidayWork: 4 * H, missingPunch: true });
    expect(calculateDay({ kind: 'work', timing: null, punches: [t('08:00'), t('12:00'), t('13:00')] })).toMatchObject({ status: 'incomplete', work: 4 * H });
  });

  it('a missing punch: only 07:35 → incomplete, flagged, 5 min late, nothing else charged until it is corrected', () => {
    const r = calculateDay({ kind: 'work', timing: office, punches: [t('07:35')] });
    expect(r).toMatchObject({ status: 'incomplete', missingPunch: true, late: 5 * M, earlyLeave: 0, absence: 0, work: 0, checkIn: t('07:35'), checkOut: null });
  });

  it('absent: no punch on a working day → the whole 8 h absent; less a 2 h hourly leave', () => {
    expect(calculateDay({ kind: 'work', timing: office, punches: [] })).toMatchObject({ status: 'absent', absence: 8 * H });
    const r = calculateDay({ kind: 'work', timing: office, punches: [], absences: [{ kind: 'leave', paid: true, whole: false, from: t('07:30'), to: t('09:30') }] });
    expect([r.status, r.hourlyLeave, r.late, r.earlyLeave, r.absence]).toEqual(['absent', 2 * H, 0, 0, 6 * H]);
  });

  it('present only outside the shift: absent for the whole shift, the evening still paid as overtime', () => {
    const r = calculateDay({ kind: 'work', timing: office, punches: [t('16:00'), t('18:00')] });
    expect([r.status, r.absence, r.overtime, r.work]).toEqual(['absent', 8 * H, 2 * H, 2 * H]);
  });

  it('a whole day of leave or mission charges nothing', () => {
    expect(calculateDay({ kind: 'work', timing: office, punches: [], absences: [{ kind: 'leave', paid: true, whole: true }] })).toMatchObject({ status: 'leave', absence: 0 });
    expect(calculateDay({ kind: 'work', timing: office, punches: [], absences: [{ kind: 'mission', paid: true, whole: true }] }).status).toBe('mission');
  });

  it('a floating start: 07:00–15:00 floating 1 h, in 07:45 out 15:45 → the shift is 07:45–15:45, nothing late, no overtime', () => {
    const r = calculateDay({ kind: 'work', timing: { start: t('07:00'), end: t('15:00'), floatingPeriod: H, overtimeAfter: { allowed: true } }, punches: [t('07:45'), t('15:45')] });
    expect([r.shiftStart, r.shiftEnd, r.late, r.earlyLeave, r.overtime]).toEqual([t('07:45'), t('15:45'), 0, 0, 0]);
    // beyond the period: in 08:30 floats 1 h (08:00) and is 30 min late
    expect(calculateDay({ kind: 'work', timing: { start: t('07:00'), end: t('15:00'), floatingPeriod: H }, punches: [t('08:30'), t('16:00')] }).late).toBe(30 * M);
  });

  it('the same punch twice (within a minute) is one', () => {
    const r = calculateDay({ kind: 'work', timing: office, punches: [t('07:30'), t('07:30') + 20, t('15:30')] });
    expect([r.missingPunch, r.work]).toEqual([false, 8 * H]);
  });
});

describe('punches by day', () => {
  it('keeps a night shift’s morning punch with the night it ends, and a day shift’s punches with their day', () => {
    const D = 86_400;
    // day 0: night shift 22:00–06:00; day 1: day shift 07:30–15:30; day 2: no shift
    const days = [{ start: t('22:00'), end: t('+06:00') }, { start: t('07:30'), end: t('15:30') }, { start: null, end: null }];
    const punches = [t('21:55'), D + t('06:05'), D + t('07:20'), D + t('15:35'), 2 * D + t('10:00'), 2 * D + t('11:00'), 3 * D + t('09:00')];
    expect(punchesByDay(days, punches)).toEqual([[t('21:55'), t('+06:05')], [t('07:20'), t('15:35')], [t('10:00'), t('11:00')]]);
  });
});

describe('a month', () => {
  it('sums the days and counts whole days of leave (paid or not) and mission', () => {
    const day = (punches: number[], absences = [] as { kind: 'leave' | 'mission'; paid: boolean; whole: boolean }[]) => ({ result: calculateDay({ kind: 'work', timing: office, punches, absences }), absences });
    const s = summarizeMonth([
      day([t('07:30'), t('17:30')]), // 2 h overtime
      day([t('08:00'), t('15:30')]), // 30 min late
      day([]), // absent 8 h
      day([], [{ kind: 'leave', paid: true, whole: true }]),
      day([], [{ kind: 'leave', paid: false, whole: true }]),
      day([], [{ kind: 'mission', paid: true, whole: true }]),
    ]);
    expect(s).toMatchObject({ totalWork: 17 * H + 30 * M, overtime: 2 * H, underTime: 8 * H + 30 * M, absentDays: 1, leaveWithPayDays: 1, leaveWithoutPayDays: 1, missionDays: 1 });
  });
});
