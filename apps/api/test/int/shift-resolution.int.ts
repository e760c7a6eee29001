import { jalaliToIsoDate } from '@karsaz/domain';
import { ShiftResolver } from '../../src/modules/attendance-shift/shift-resolver';
import { startTestApp, type TestApp } from './support';
import { USER, refresh } from './identity-support';

/**
 * Shifts, rotations and a person's month (issue 15, docs/attendance.md "Shifts") against the real database.
 *
 * Worked by hand, Jalali month 1405/08 (Aban; 1405/08/01 is Friday 2026-10-23):
 * - a day shift (fixed, 08:00–16:00 on working days) and a night shift (rotating, 22:00 → 06:00 the next day on
 *   working days, and the same on holidays under a holiday timing);
 * - a rotation from Saturday 1405/08/02: two days of each shift, one day of rest after each, day shift first, so
 *   08/02 day, 08/03 day, 08/04 rest, 08/05 night, 08/06 night, 08/07 rest, 08/08 day (the cycle again), 08/09 day,
 *   08/10 rest, 08/11 night; 08/01 is before it starts;
 * - 08/06 (Wednesday) is made an official holiday in the calendar; Fridays (08/01, 08/08) are the weekly rest;
 * - person F has the day shift as their own and is in the rotation's group: their own fixed shift wins every day,
 *   with no timing on Fridays and on the holiday; person R is in the group only: the rotation, the night shift's
 *   holiday timing on 08/06, and the day shift without a timing on Friday 08/08.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const HR = '/api/hr/v1';
const RUN = Date.now() % 1000000;
let seq = 0;
const code = (prefix: string) => `${prefix}${RUN}${++seq}`.slice(0, 20);
const aban = (d: number) => jalaliToIsoDate(1405, 8, d)!;

describe('shift resolution', () => {
  let t: TestApp;
  let a: string;
  let b: string;
  let companyA: number;
  let companyB: number;
  const api = (m: 'get' | 'post' | 'put', path: string, token = a) => t.http()[m](`${HR}${path}`).set(bearer(token)).set('Accept-Language', 'en');
  let dayShift: number;
  let nightShift: number;
  let nightHolidayTiming: number;
  let group: number;
  let rotation: number;
  let personF: number;
  let personR: number;

  beforeAll(async () => {
    t = await startTestApp();
    // another suite may have switched the demo administrator to a company of no personnel: sign in from the default one
    const home = (await t.infra.db.prisma.company.findFirstOrThrow({ where: { isDefault: true } })).id;
    await t.infra.db.prisma.user.update({ where: { mobileNumber: '09120000000' }, data: { currentCompanyId: home } });
    const login = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value;
    a = login.access_token;
    companyA = JSON.parse(Buffer.from(a.split('.')[1]!, 'base64url').toString()).company_id;
    companyB = (await t.infra.db.prisma.company.findMany({ orderBy: { id: 'asc' } })).find((c) => c.id !== companyA)!.id;
    b = (await refresh(t, login.refresh_token, { company_id: String(companyB) }).expect(200)).body.access_token;
  });
  afterAll(() => t.close());

  it('keeps every timing field, and takes a night shift that ends the next day', async () => {
    const day = await api('post', '/shift/create').send({
      code: code('SD'), title: `روز ${RUN}`, shiftType: 1, year: 1405,
      lines: [{ dayType: 1, startTime: '08:00', endTime: '16:00', maximumDelay: 900, lastOvertimeAllowed: true, lastOvertimeMaximum: 7200, onSaturday: false }],
    });
    expect(day.status).toBe(200);
    dayShift = day.body.value.id;
    const night = await api('post', '/shift/create').send({
      code: code('SN'), title: `شب ${RUN}`, shiftType: 2, year: 1405,
      lines: [
        {
          dayType: 1, startTime: '22:00', endTime: '06:00', endTimeNextDay: true, firstEntryTime: '21:30', lastExitTime: '08:00', lastExitNextDay: true,
          maximumDelay: 900, maximumRush: 600, hasFloating: true, timeFloatingPeriod: 1800, endTimeFloatingPeriod: 900,
          firstOvertimeAllowed: true, firstOvertimeMaximum: 3600, lastOvertimeAllowed: true, lastOvertimeMaximum: 7200,
          onSaturday: true, onSunday: true, onMonday: true, onTuesday: true, onWednesday: true, onThursday: true, onFriday: true,
        },
        { dayType: 3, startTime: '22:00', endTime: '06:00', endTimeNextDay: true, notCountedDelaysOnHolidays: true },
      ],
    });
    expect(night.status).toBe(200);
    nightShift = night.body.value.id;
    const read = (await api('get', `/shift/getById?Id=${nightShift}`).expect(200)).body.value;
    expect(read.lines[0]).toMatchObject({
      startTime: '22:00', endTime: '06:00', endTimeNextDay: true, lastExitTime: '08:00', lastExitNextDay: true, endTimeFloatingPeriod: 900,
      firstOvertimeAllowed: true, firstOvertimeMaximum: 3600, lastOvertimeAllowed: true, lastOvertimeMaximum: 7200, onFriday: true,
    });
    nightHolidayTiming = read.lines[1].id;
  });

  it('refuses a timing that ends before it starts, and an allowed overtime without its cap; nothing is written', async () => {
    const title = `بد ${RUN}`;
    const fields = (res: { body: { errors?: { field: string; message: string }[] } }) => (res.body.errors ?? []).map((e) => e.field);
    const res = await api('post', '/shift/create').send({
      code: code('SX'), title, shiftType: 1, year: 1405,
      lines: [
        { dayType: 1, startTime: '08:00', endTime: '16:00' },
        { dayType: 1, startTime: '22:00', endTime: '06:00' }, // no next-day flag: it would end before it starts
        { dayType: 1, startTime: '08:00', endTime: '09:00', endTimeNextDay: true }, // 25 hours
        { dayType: 1, startTime: '22:00', endTime: '06:00', endTimeNextDay: true }, // a night shift: fine
      ],
    });
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual(['lines[1].endTime', 'lines[2].endTime']);
    expect(res.body.errors[0].message).toContain('next day');
    const cap = await api('post', '/shift/create').send({ code: code('SX'), title, shiftType: 1, year: 1405, lines: [{ dayType: 1, startTime: '08:00', endTime: '16:00', firstOvertimeAllowed: true }] });
    expect(cap.status).toBe(400);
    expect(fields(cap)).toEqual(['lines[0].firstOvertimeMaximum']);
    expect(await t.infra.db.prisma.shift.count({ where: { title } })).toBe(0);
  });

  it('keeps a rotation’s shifts in their order, with its period type, rest, start date and working groups', async () => {
    group = (await api('post', '/workinggroup/create').send({ code: code('WG'), name: `گروه ${RUN}` }).expect(200)).body.value.id;
    const dup = await api('post', '/shiftrotation/create').send({
      code: code('R'), title: `چرخش ${RUN}`, periodType: 1, rotationPeriod: 2, restTime: 1, startDate: aban(2), workingGroupIds: [group],
      lines: [{ order: 1, shiftId: dayShift }, { order: 1, shiftId: nightShift }],
    });
    expect(dup.status).toBe(400);
    expect(JSON.stringify(dup.body)).toContain('lines[1].order');
    const none = await api('post', '/shiftrotation/create').send({ code: code('R'), title: `چرخش ${RUN}`, periodType: 1, rotationPeriod: 2, restTime: 1, startDate: aban(2), lines: [] });
    expect(none.status).toBe(400);
    // sent in another order than their order numbers: read back by order
    const res = await api('post', '/shiftrotation/create').send({
      code: code('R'), title: `چرخش ${RUN}`, periodType: 1, rotationPeriod: 2, restTime: 1, startDate: aban(2), workingGroupIds: [group],
      lines: [{ order: 2, shiftId: nightShift }, { order: 1, shiftId: dayShift }],
    });
    expect(res.status).toBe(200);
    rotation = res.body.value.id;
    const read = (await api('get', `/shiftrotation/getById?Id=${rotation}`).expect(200)).body.value;
    expect(read).toMatchObject({ periodType: 1, rotationPeriod: 2, restTime: 1, startDate: aban(2), workingGroupIds: [group] });
    expect(read.lines.map((l: { order: number; shiftId: number }) => [l.order, l.shiftId]).sort()).toEqual([[1, dayShift], [2, nightShift]]);
  });

  it('answers a person’s month: own fixed shift first, else the group’s rotation, with the calendar’s holidays', async () => {
    const prisma = t.infra.db.prisma;
    const people = await prisma.personnel.findMany({ where: { companyId: companyA, shiftId: null, workingGroupId: null }, orderBy: { id: 'desc' }, take: 2 });
    [personF, personR] = [people[0]!.id, people[1]!.id];
    await prisma.personnel.update({ where: { id: personF }, data: { shiftId: dayShift, workingGroupId: group } });
    await prisma.personnel.update({ where: { id: personR }, data: { workingGroupId: group } });
    await prisma.calendarDay.updateMany({ where: { companyId: companyA, date: new Date(aban(6)) }, data: { vacationType: 2, description: `تعطیل ${RUN}` } });

    const month = (await api('get', `/shift/getPersonMonth?personnelId=${personR}&year=1405&month=8`).expect(200)).body.value;
    expect(month).toMatchObject({ personnelId: personR, year: 1405, month: 8, from: aban(1), to: aban(30) });
    expect(month.days).toHaveLength(30);
    const row = (d: { source: string; shiftId: number | null; calendarDayType: string; timing: { timingId: number; startTime: string } | null }) => [d.source, d.shiftId, d.calendarDayType, d.timing?.startTime ?? null];
    expect(month.days.slice(0, 11).map(row)).toEqual([
      ['none', null, 'weekly-rest', null], // 08/01 Friday, before the rotation starts
      ['rotation', dayShift, 'work', '08:00'],
      ['rotation', dayShift, 'work', '08:00'],
      ['rest', null, 'work', null],
      ['rotation', nightShift, 'work', '22:00'],
      ['rotation', nightShift, 'holiday', '22:00'], // the holiday: the night shift's holiday timing
      ['rest', null, 'work', null],
      ['rotation', dayShift, 'weekly-rest', null], // Friday: the day shift has no timing for it
      ['rotation', dayShift, 'work', '08:00'],
      ['rest', null, 'work', null],
      ['rotation', nightShift, 'work', '22:00'],
    ]);
    expect(month.days[4]).toMatchObject({ jalaliDate: '1405/08/05', weekday: 4, rotationId: rotation, timing: { endTime: '06:00', endTimeNextDay: true, startMinute: 1320, endMinute: 1800, lastOvertimeMaximum: 7200 } });
    expect(month.days[5]).toMatchObject({ occasion: `تعطیل ${RUN}`, timing: { timingId: nightHolidayTiming, notCountedDelaysOnHolidays: true } });
    expect(month.days[1]).toMatchObject({ shiftTitle: `روز ${RUN}`, weekday: 1 });

    const fixed = (await api('get', `/shift/getPersonMonth?personnelId=${personF}&year=1405&month=8`).expect(200)).body.value;
    expect(fixed.days.slice(0, 8).map(row)).toEqual([
      ['personnel', dayShift, 'weekly-rest', null],
      ['personnel', dayShift, 'work', '08:00'],
      ['personnel', dayShift, 'work', '08:00'],
      ['personnel', dayShift, 'work', '08:00'],
      ['personnel', dayShift, 'work', '08:00'],
      ['personnel', dayShift, 'holiday', null],
      ['personnel', dayShift, 'work', '08:00'],
      ['personnel', dayShift, 'weekly-rest', null],
    ]);
  });

  it('checks the query: 400 on each bad parameter', async () => {
    const res = await api('get', `/shift/getPersonMonth?personnelId=x&year=1200&month=13`);
    expect(res.status).toBe(400);
    for (const f of ['personnelId', 'year', 'month']) expect(JSON.stringify(res.body)).toContain(f);
    await api('get', `/shift/getPersonMonth?personnelId=${personR}&year=1405`).expect(400);
  });

  it('keeps companies apart: another company’s person is not found, and the resolver leaves them out', async () => {
    await api('get', `/shift/getPersonMonth?personnelId=${personR}&year=1405&month=8`, b).expect(404);
    const resolver = t.app.get(ShiftResolver);
    const prisma = t.infra.db.prisma;
    expect((await resolver.forPeople(prisma, companyB, [personR, personF], aban(1), aban(30))).size).toBe(0);
    // a rotation of company B over company A's group cannot be made (the group is no row of B)
    const other = await api('post', '/shiftrotation/create', b).send({
      code: code('R'), title: `چرخش ب ${RUN}`, periodType: 1, rotationPeriod: 1, restTime: 0, startDate: aban(1), workingGroupIds: [group], lines: [{ order: 1, shiftId: dayShift }],
    });
    expect(other.status).toBe(400);
  });

  it('resolves every person of the company in one batch', async () => {
    const resolver = t.app.get(ShiftResolver);
    const prisma = t.infra.db.prisma;
    const ids = (await prisma.personnel.findMany({ where: { companyId: companyA }, select: { id: true } })).map((p) => p.id);
    const month = await resolver.forPeople(prisma, companyA, [...ids, 999999999], aban(1), aban(30));
    expect(month.size).toBe(ids.length);
    for (const days of month.values()) expect(days).toHaveLength(30);
    expect(month.get(personR)![4]!.shiftId).toBe(nightShift);
  });
});
