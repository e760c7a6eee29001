import { REQUEST_STATE } from '@karsaz/entities';
import { hashPassword } from '../../src/core/security/passwords';
import { startTestApp, type TestApp } from './support';
import { USER, refresh } from './identity-support';
import { staffUser } from './staff';

/**
 * Daily and monthly attendance, and the correction of a day (issue 15, docs/attendance.md "Daily and monthly
 * attendance") on the real database: punches, shifts, the calendar and an approved leave, calculated through the API.
 *
 * Worked by hand, Jalali month 1405/08 (Aban). Person P works the day shift 07:30–15:30 (overtime after the end allowed
 * up to 5 h, none before the start; the day's cap is 4 h, art. 59) and has 15 min of lateness forgiven; person N works
 * the night shift 22:00 → 06:00 the next day (5 min of overtime either side allowed, up to 2 h each).
 * - 08/09 Sat 2026-10-31, P 07:25–15:40: 8 h 15 present (29,700 s); 10 min of overtime after the end (600), the 5 min
 *   before the start not counted; nothing late.
 * - 08/10 Sun, P 07:40–15:30: 10 min late, all forgiven → late 0.
 * - 08/11 Mon, P 08:00–15:30: 30 min late, 15 forgiven → late 15 min (900).
 * - 08/12 Tue, P 07:30–21:00: 5 h 30 after the end; the timing allows 5 h, the day 4 h → overtime 14,400, 5,400 over.
 * - 08/13 Wed, P 07:30–10:00 and 12:00–15:30 with an approved hourly leave 10:00–12:00 → leave 7,200, no absence.
 * - 08/14 Thu, P only 07:35: a missing punch → incomplete, 5 min late forgiven; corrected to 07:35–15:30 it is present,
 *   7 h 55 (28,500 s).
 * - 08/15 Fri (weekly rest), P 08:00–12:00 → 4 h of holiday work (14,400).
 * - 08/09 Sat, N 21:55 → 06:05 Sunday: 8 h 10 present (29,400), 8 h of it at night (28,800), overtime 5 + 5 min (600).
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const HR = '/api/hr/v1';
const PASSWORD = 'Karsaz-Strong-Pass-1';
const RUN = Date.now() % 1000000;
let seq = 0;
const code = (prefix: string) => `${prefix}${RUN}${++seq}`.slice(0, 20);
const H = 3600;
const M = 60;

type Day = Record<string, unknown>;

describe('daily and monthly attendance', () => {
  let t: TestApp;
  let a: string;
  let b: string;
  let companyA: number;
  let P: number;
  let N: number;
  let person: { token: string; userId: number; thirdPartyId: number };
  let manager: { token: string };
  const api = (m: 'get' | 'post' | 'put', path: string, token = a) => t.http()[m](`${HR}${path}`).set(bearer(token)).set('Accept-Language', 'en');
  const days = async (personnelId: number, from: string, to: string, token = a): Promise<Record<string, Day>> => {
    const rows = (await api('get', `/attendanceday/getFiltered?personnelId=${personnelId}&attendanceDateFrom=${from}&attendanceDateTo=${to}&pageSize=100`, token).expect(200)).body.value.data as Day[];
    return Object.fromEntries(rows.map((r) => [String(r.attendanceDate).slice(0, 10), r]));
  };
  const month = async (personnelId: number, token = a) =>
    (await api('get', `/attendancemonth/getFiltered?personnelId=${personnelId}&year=1405&month=8`, token).expect(200)).body.value.data[0] as Day & { id: number; version: number };
  const calculate = (personnelIds: number[], token = a) => api('post', '/attendancemonth/calculate', token).send({ year: 1405, month: 8, personnelIds });

  beforeAll(async () => {
    t = await startTestApp();
    const p = t.infra.db.prisma;
    const home = (await p.company.findFirstOrThrow({ where: { isDefault: true } })).id;
    await p.user.update({ where: { mobileNumber: '09120000000' }, data: { currentCompanyId: home } });
    const login = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value;
    a = login.access_token;
    companyA = JSON.parse(Buffer.from(a.split('.')[1]!, 'base64url').toString()).company_id;
    const companyB = (await p.company.findMany({ orderBy: { id: 'asc' } })).find((c) => c.id !== companyA)!.id;
    b = (await refresh(t, login.refresh_token, { company_id: String(companyB) }).expect(200)).body.access_token;
    const passwordHash = await hashPassword(PASSWORD);
    await p.role.upsert({ where: { name: 'AttendanceManager' }, update: {}, create: { name: 'AttendanceManager', title: 'مدیر حضور و غیاب' } });
    manager = await staffUser(t, { role: 'AttendanceManager', companyId: companyA, passwordHash, password: PASSWORD, prefix: '0933' });
    // P is a user of their own (they ask for the correction); their department has no manager: the attendance managers decide
    // an employee's role: their requests on /personnel-requests-2, the corrections among them
    person = await staffUser(t, { role: 'PersonnelRequester', companyId: companyA, passwordHash, password: PASSWORD, prefix: '0932' });
    const department = await p.department.create({ data: { companyId: companyA, code: code('D'), name: `واحد حضور ${RUN}` } });

    const shift = async (title: string, timing: Record<string, unknown>) =>
      (await api('post', '/shift/create').send({ code: code('S'), title: `${title} ${RUN}`, shiftType: 1, year: 1405, lines: [{ dayType: 1, ...timing }] }).expect(200)).body.value.id as number;
    const day = await shift('روز', { startTime: '07:30', endTime: '15:30', firstOvertimeAllowed: false, lastOvertimeAllowed: true, lastOvertimeMaximum: 5 * H });
    const night = await shift('شب', { startTime: '22:00', endTime: '06:00', endTimeNextDay: true, firstOvertimeAllowed: true, firstOvertimeMaximum: 2 * H, lastOvertimeAllowed: true, lastOvertimeMaximum: 2 * H });
    // two people of the company, made from a demo person's employment
    const base = await p.personnel.findFirstOrThrow({ where: { companyId: companyA, endDate: null }, orderBy: { id: 'asc' } });
    const clone = async (thirdPartyId: number, shiftId: number, extra: object) => {
      const { id: _id, thirdPartyId: _tp, organizationCode: _code, nationalCode: _nc, searchText: _st, createdAt: _c, updatedAt: _u, ...rest } = base as unknown as Record<string, unknown>;
      void _id; void _tp; void _code; void _nc; void _st; void _c; void _u;
      const nationalCode = String(1000000000 + ((RUN * 10 + ++seq) % 899999999)).slice(0, 10);
      return (await p.personnel.create({ data: { ...(rest as object), thirdPartyId, organizationCode: code('A'), nationalCode, shiftId, workingGroupId: null, departmentId: department.id, startDate: new Date('2025-01-01'), ...extra } as never })).id;
    };
    P = await clone(person.thirdPartyId, day, { forgivenessDelay: 15 * M, forgivenessHaste: 0 });
    const other = await p.thirdParty.create({ data: { kind: 1, firstName: 'شب', lastName: `${RUN}`, fullName: `شب‌کار ${RUN}` } });
    N = await clone(other.id, night, { forgivenessDelay: 0, forgivenessHaste: 0 });

    // the punches, on Tehran's wall clock
    const punch = (personnelId: number, at: string) => ({ companyId: companyA, personnelId, punchedAt: new Date(`${at}:00+03:30`), source: 1 });
    await p.attendancePunch.createMany({
      data: [
        punch(P, '2026-10-31T07:25'), punch(P, '2026-10-31T15:40'),
        punch(P, '2026-11-01T07:40'), punch(P, '2026-11-01T15:30'),
        punch(P, '2026-11-02T08:00'), punch(P, '2026-11-02T15:30'),
        punch(P, '2026-11-03T07:30'), punch(P, '2026-11-03T21:00'),
        punch(P, '2026-11-04T07:30'), punch(P, '2026-11-04T10:00'), punch(P, '2026-11-04T12:00'), punch(P, '2026-11-04T15:30'),
        punch(P, '2026-11-05T07:35'),
        punch(P, '2026-11-06T08:00'), punch(P, '2026-11-06T12:00'),
        punch(N, '2026-10-31T21:55'), punch(N, '2026-11-01T06:05'),
      ],
    });
    // an approved hourly leave of P
    const leaveType = await p.leaveType.findFirstOrThrow({ where: { companyId: companyA, isPaid: true } });
    await p.leaveRequest.create({
      data: { companyId: companyA, requestNumber: code('L'), personnelId: P, leaveTypeId: leaveType.id, kind: 2, startDate: new Date('2026-11-04'), fromTime: new Date('1970-01-01T10:00:00Z'), toTime: new Date('1970-01-01T12:00:00Z'), status: REQUEST_STATE.approved },
    });
    // the week's days as the calendar has them: Saturday to Thursday working, Friday the weekly rest
    for (const [date, vacationType] of [['2026-10-31', 1], ['2026-11-01', 1], ['2026-11-02', 1], ['2026-11-03', 1], ['2026-11-04', 1], ['2026-11-05', 1], ['2026-11-06', 3]] as const) {
      await p.calendarDay.updateMany({ where: { companyId: companyA, date: new Date(date) }, data: { vacationType } });
    }
  }, 120_000);
  afterAll(() => t.close());

  it('checks the month asked for: 400 on each bad field', async () => {
    const res = await api('post', '/attendancemonth/calculate').send({ year: 1200, month: 13 }).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['month', 'year']);
  });

  it('calculates the hand-worked days and their month', async () => {
    const r = (await calculate([P, N]).expect(200)).body.value;
    expect([r.calculated, r.days, r.frozen]).toEqual([2, 60, []]);
    const d = await days(P, '2026-10-31', '2026-11-06');
    const pick = (date: string, keys: string[]) => keys.map((k) => d[date]![k]);
    expect(pick('2026-10-31', ['dayStatus', 'checkIn', 'checkOut', 'workHour', 'overTime', 'overtimeOverCap', 'late', 'earlyLeave', 'absence'])).toEqual([1, '07:25', '15:40', 29700, 600, 0, 0, 0, 0]);
    expect(pick('2026-11-01', ['late', 'absence'])).toEqual([0, 0]);
    expect(pick('2026-11-02', ['late', 'absence'])).toEqual([15 * M, 0]);
    expect(pick('2026-11-03', ['overTime', 'overtimeOverCap', 'workHour'])).toEqual([4 * H, 90 * M, 13 * H + 30 * M]);
    expect(pick('2026-11-04', ['workHour', 'hourlyLeave', 'absence', 'late', 'earlyLeave'])).toEqual([6 * H, 2 * H, 0, 0, 0]);
    expect(pick('2026-11-05', ['dayStatus', 'missingPunch', 'late', 'checkIn', 'checkOut'])).toEqual([3, true, 0, '07:35', null]);
    expect(pick('2026-11-06', ['dayKind', 'dayStatus', 'holidayWork', 'overTime', 'absence'])).toEqual([2, 1, 4 * H, 0, 0]);
    // the night shift's morning punch stays with the night it ends
    const n = (await days(N, '2026-10-31', '2026-11-01'))['2026-10-31']!;
    expect([n.checkIn, n.checkOut, n.checkOutNextDay, n.workHour, n.nightWork, n.overTime]).toEqual(['21:55', '06:05', true, 29400, 8 * H, 600]);
    // the month is the sum of its days
    const all = Object.values(await days(P, '2026-10-23', '2026-11-21'));
    const m = await month(P);
    const sum = (k: string) => all.reduce((s, x) => s + Number(x[k] ?? 0), 0);
    expect([m.totalWorkHours, m.overTimeHours, m.holidayWorkHours, m.hourlyLeaveHours, m.incompleteDays, m.status, m.isClosed]).toEqual([sum('workHour'), sum('overTime'), 4 * H, 2 * H, 1, 1, false]);
    expect(m.absentDays).toBe(all.filter((x) => x.dayStatus === 2).length);
    // calculated again, the same rows are updated, not added
    await calculate([P]).expect(200);
    expect(Object.keys(await days(P, '2026-10-23', '2026-11-21'))).toHaveLength(30);
  });

  it('freezes a closed month: not recalculated, no correction approved, until it is reopened; the attendance manager confirms it', async () => {
    await calculate([P]).expect(200);
    // P asks to correct the day of the missing punch (their own: no person named)
    const created = (await api('post', '/attendancecorrection/create', person.token).send({ attendanceDate: '2026-11-05', checkInTime: '07:35', checkOutTime: '15:30', description: 'خروج ثبت نشد' }).expect(200)).body.value;
    const correction = (await api('get', `/attendancecorrection/getById?Id=${created.id}`, person.token).expect(200)).body.value;
    expect(correction.personnelId).toBe(P);
    let cv = (await api('post', '/attendancecorrection/submit', person.token).send({ id: correction.id, version: correction.version }).expect(200)).body.value.version as number;

    let m = await month(P);
    const closed = (await api('post', '/attendancemonth/close').send({ id: m.id, version: m.version }).expect(200)).body.value;
    m = await month(P);
    expect([m.status, m.isClosed]).toEqual([2, true]);
    expect((await calculate([P]).expect(200)).body.value).toMatchObject({ calculated: 0, frozen: [P] });
    // the manager's approval needs the month open
    const refused = await api('post', '/attendancecorrection/confirm', manager.token).send({ id: correction.id, version: cv }).expect(409);
    expect(refused.body.message).toContain('reopen');
    expect((await days(P, '2026-11-05', '2026-11-05'))['2026-11-05']!.dayStatus).toBe(3);
    // reopening needs a reason
    await api('post', '/attendancemonth/reopen').send({ id: m.id, version: closed.version }).expect(400);
    await api('post', '/attendancemonth/reopen').send({ id: m.id, version: closed.version, comment: 'اصلاح تردد' }).expect(200);
    m = await month(P);
    expect([m.status, m.isClosed]).toEqual([1, false]);

    cv = (await api('get', `/attendancecorrection/getById?Id=${correction.id}`, person.token).expect(200)).body.value.version;
    await api('post', '/attendancecorrection/confirm', manager.token).send({ id: correction.id, version: cv }).expect(200);
    const fixed = (await days(P, '2026-11-05', '2026-11-05'))['2026-11-05']!;
    expect([fixed.dayStatus, fixed.missingPunch, fixed.checkIn, fixed.checkOut, fixed.workHour]).toEqual([1, false, '07:35', '15:30', 28500]);
    expect((await api('get', `/attendancecorrection/getById?Id=${correction.id}`, person.token).expect(200)).body.value.attendanceDayId).toBe(fixed.id);
    m = await month(P);
    expect(m.incompleteDays).toBe(0);

    // closed again and confirmed by the attendance manager
    const again = (await api('post', '/attendancemonth/close').send({ id: m.id, version: m.version }).expect(200)).body.value;
    await api('post', '/attendancemonth/confirm', manager.token).send({ id: m.id, version: again.version }).expect(200);
    m = await month(P);
    expect([m.status, m.isClosed]).toEqual([3, true]);
    const history = (await api('get', `/attendancemonth/getHistory?Id=${m.id}`).expect(200)).body.value as { action: string }[];
    expect(history.map((h) => h.action)).toEqual(['close', 'reopen', 'close', 'confirm']);
  });

  it('refuses a correction of a day to come, and a check-out before the check-in', async () => {
    const future = await api('post', '/attendancecorrection/create', person.token).send({ attendanceDate: '2030-01-01', checkInTime: '07:30', checkOutTime: '15:30', description: 'x' }).expect(400);
    expect(future.body.errors[0].field).toBe('attendanceDate');
    const backwards = await api('post', '/attendancecorrection/create', person.token).send({ attendanceDate: '2026-11-01', checkInTime: '15:30', checkOutTime: '07:30', description: 'x' }).expect(400);
    expect(backwards.body.errors[0].field).toBe('checkOutTime');
    // on the next day it is after
    await api('post', '/attendancecorrection/create', person.token).send({ attendanceDate: '2026-11-01', checkInTime: '22:00', checkOutTime: '06:00', checkOutNextDay: true, description: 'شب' }).expect(200);
  });

  it('keeps companies apart: B calculates none of A’s people and reads none of their days', async () => {
    expect((await calculate([P, N], b).expect(200)).body.value.calculated).toBe(0);
    expect(Object.keys(await days(P, '2026-10-23', '2026-11-21', b))).toHaveLength(0);
    const m = await month(P);
    await api('post', '/attendancemonth/reopen', b).send({ id: m.id, version: m.version, comment: 'x' }).expect(404);
  });
});
