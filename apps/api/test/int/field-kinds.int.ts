import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, type TestApp } from './support';
import { USER } from './identity-support';

/**
 * The entity engine's scalar field kinds on their first entities (HR: employment types, shifts with timings):
 * times of day that read back exactly and refuse what is no time, the next-day flag, durations in whole seconds
 * with bounds named in hours:minutes:seconds, a Jalali range whose end before its start is refused on the end field
 * (on the header and on a line, replacing the contracts' hand-written check), a list filtered by a date range, and
 * Persian digits taken where a person types them.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const HR = '/api/hr/v1';
const RUN = Date.now() % 100000;
let seq = 0;

describe('field kinds: time, next day, duration, date ranges', () => {
  let t: TestApp;
  let admin: string;
  const api = (m: 'get' | 'post' | 'put', path: string, lang: 'fa' | 'en' = 'en') => t.http()[m](path).set(bearer(admin)).set('Accept-Language', lang);
  const fields = (body: { errors: { field: string }[] }) => body.errors.map((e) => e.field).sort();
  const timing = (over: Record<string, unknown> = {}) => ({ dayType: 1, startTime: '07:30', endTime: '15:30', ...over });
  const shift = (lines: Record<string, unknown>[], over: Record<string, unknown> = {}) => ({ code: `S${RUN}${++seq}`, title: `شیفت ${RUN} ${seq}`, shiftType: 1, year: 1405, lines, ...over });
  const getShift = async (id: number) => (await api('get', `${HR}/shift/getById?Id=${id}`).expect(200)).body.value;

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value.access_token;
  });
  afterAll(() => t.close());

  it('round-trips times of day exactly, with the next-day flag, and stores them as PostgreSQL times', async () => {
    const body = shift([
      timing({ startTime: '18:00', endTime: '02:00', endTimeNextDay: true, lastExitTime: '۰۳:۰۵', lastExitNextDay: true, firstEntryTime: '7:5' }),
      timing({ dayType: 3, startTime: '00:00', endTime: '23:59' }),
    ]);
    const id = (await api('post', `${HR}/shift/create`).send(body).expect(200)).body.value.id as number;
    const row = await getShift(id);
    expect(row.lines).toHaveLength(2);
    expect(row.lines[0]).toMatchObject({ startTime: '18:00', endTime: '02:00', endTimeNextDay: true, lastExitTime: '03:05', lastExitNextDay: true, firstEntryTime: '07:05', firstEntryNextDay: false, firstExitTime: null });
    expect(row.lines[1]).toMatchObject({ startTime: '00:00', endTime: '23:59', endTimeNextDay: false });
    const stored = await t.infra.db.prisma.$queryRawUnsafe<{ t: string; d: string }[]>('SELECT end_time::text AS t, pg_typeof(end_time)::text AS d FROM shift_timing WHERE shift_id = $1 ORDER BY id', id);
    expect(stored).toEqual([{ t: '02:00:00', d: 'time without time zone' }, { t: '23:59:00', d: 'time without time zone' }]);

    // an update keeps what it is sent, the flag cleared included
    const line = row.lines[0];
    await api('put', `${HR}/shift/update`).send({ ...body, id, version: row.version, lines: [{ id: line.id, ...timing({ startTime: '22:15', endTime: '06:45', endTimeNextDay: true }) }] }).expect(200);
    const after = await getShift(id);
    expect(after.lines).toHaveLength(1);
    expect(after.lines[0]).toMatchObject({ id: line.id, startTime: '22:15', endTime: '06:45', endTimeNextDay: true, lastExitTime: '03:05' });
  });

  it('refuses what is no time of day, naming the line field in both languages, and writes nothing', async () => {
    const before = await t.infra.db.prisma.shift.count();
    for (const bad of ['24:00', '12:60', '1230', 'ab:cd', '12:30:15', 930]) {
      const r = await api('post', `${HR}/shift/create`).send(shift([timing({ endTime: bad })])).expect(400);
      expect(fields(r.body)).toEqual(['lines[0].endTime']);
      expect(r.body.errors[0].message).toBe('"End time" must be a time of day from 00:00 to 23:59.');
    }
    const fa = await api('post', `${HR}/shift/create`, 'fa').send(shift([timing({ startTime: '25:10' })])).expect(400);
    expect(fa.body.errors[0]).toEqual({ field: 'lines[0].startTime', message: '«ساعت شروع» باید ساعتی از ۰۰:۰۰ تا ۲۳:۵۹ باشد.' });
    // a required time left out is named as required
    const missing = await api('post', `${HR}/shift/create`).send(shift([{ dayType: 1, startTime: '08:00' }])).expect(400);
    expect(fields(missing.body)).toContain('lines[0].endTime');
    expect(await t.infra.db.prisma.shift.count()).toBe(before);
  });

  it('keeps durations as whole seconds past 24 hours, reads 120:30:00 and Persian digits, and refuses them out of bounds', async () => {
    const code = `E${RUN}`;
    const created = await api('post', `${HR}/employmenttype/create`).send({ code, name: `نوع ${RUN}`, transferableLeaveCeiling: 432000, leaveTransferMethod: 2, automaticPaidLeaveIncrease: '۲:۳۰:۰۰' }).expect(200);
    const id = created.body.value.id as number;
    const row = (await api('get', `${HR}/employmenttype/getById?Id=${id}`).expect(200)).body.value;
    expect(row).toMatchObject({ transferableLeaveCeiling: 432000, automaticPaidLeaveIncrease: 9000 });
    await api('put', `${HR}/employmenttype/update`).send({ id, version: row.version, code, name: row.name, transferableLeaveCeiling: '120:30:00', leaveTransferMethod: 2, automaticPaidLeaveIncrease: 0 }).expect(200);
    expect((await api('get', `${HR}/employmenttype/getById?Id=${id}`).expect(200)).body.value).toMatchObject({ transferableLeaveCeiling: 433800, automaticPaidLeaveIncrease: 0 });

    const base = { name: `نادرست ${RUN}`, leaveTransferMethod: 1, automaticPaidLeaveIncrease: 60 };
    const negative = await api('post', `${HR}/employmenttype/create`).send({ ...base, code: `N${RUN}`, transferableLeaveCeiling: -1 }).expect(400);
    expect(negative.body.errors).toEqual([{ field: 'transferableLeaveCeiling', message: '"Transferable leave ceiling" must not be less than 00:00:00 (hours:minutes:seconds).' }]);
    const tooLong = await api('post', `${HR}/employmenttype/create`, 'fa').send({ ...base, code: `N${RUN}`, transferableLeaveCeiling: 2000 * 3600 + 1 }).expect(400);
    expect(tooLong.body.errors).toEqual([{ field: 'transferableLeaveCeiling', message: '«سقف مرخصی قابل انتقال» نباید بیشتر از 2000:00:00 (ساعت:دقیقه:ثانیه) باشد.' }]);
    for (const bad of [1.5, '1:75', 'دو ساعت', true]) {
      const r = await api('post', `${HR}/employmenttype/create`).send({ ...base, code: `N${RUN}`, transferableLeaveCeiling: bad }).expect(400);
      expect(fields(r.body)).toContain('transferableLeaveCeiling');
    }
    // a line's duration is bounded too (a delay of more than a day)
    const line = await api('post', `${HR}/shift/create`).send(shift([timing({ maximumDelay: 24 * 3600 + 1 })])).expect(400);
    expect(fields(line.body)).toEqual(['lines[0].maximumDelay']);
    // required
    const missing = await api('post', `${HR}/employmenttype/create`).send({ code: `N${RUN}`, name: 'x', leaveTransferMethod: 1 }).expect(400);
    expect(fields(missing.body)).toEqual(['automaticPaidLeaveIncrease']);
  });

  it('refuses a range whose end is before its start on the end field, on a line and on a header, and takes a one-day range', async () => {
    const r = await api('post', `${HR}/shift/create`).send(shift([timing(), timing({ startDate: '2026-03-21', endDate: '2026-03-20' })])).expect(400);
    expect(r.body.errors).toEqual([{ field: 'lines[1].endDate', message: '"End date" must not be before the start date.' }]);
    const oneDay = (await api('post', `${HR}/shift/create`).send(shift([timing({ startDate: '2026-03-21', endDate: '2026-03-21' })])).expect(200)).body.value.id as number;
    expect((await getShift(oneDay)).lines[0]).toMatchObject({ startDate: '2026-03-21', endDate: '2026-03-21' });

    // the projects' period was a hand-written hook: it is the definition's range now, checked on update against the stored start
    const p = t.infra.db.prisma;
    const employer = await p.thirdParty.create({ data: { kind: 2, companyName: `کارفرمای بازه ${RUN}`, fullName: `کارفرمای بازه ${RUN}`, isEmployer: true } });
    const project = { code: `8${RUN}`, name: `پروژهٔ بازه ${RUN}`, employerId: employer.id, startDate: '2026-04-01', endDate: '2026-03-01' };
    const bad = await api('post', '/api/service/v1/Project/AddProject', 'fa').send(project);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'endDate', message: '«تاریخ پایان» نباید پیش از تاریخ شروع باشد.' }]);
  });

  it('filters a list by a date range, both ends included, and says which end is not a date', async () => {
    const p = t.infra.db.prisma;
    const employer = await p.thirdParty.create({ data: { kind: 2, companyName: `کارفرمای فیلتر ${RUN}`, fullName: `کارفرمای فیلتر ${RUN}`, isEmployer: true } });
    // the company the administrator's token names (another suite of the run may have moved its current one)
    const companyId = (JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString()) as { company_id: number }).company_id;
    const days = ['2031-01-10', '2031-02-10', '2031-03-10'];
    for (const [i, d] of days.entries()) await p.project.create({ data: { companyId, code: `F${RUN}${i}`, name: `پروژهٔ فیلتر ${RUN} ${i}`, employerId: employer.id, startDate: new Date(d) } });
    const list = async (q: Record<string, string>) =>
      ((await api('get', '/api/service/v1/Project/GetProjectList').query({ searchTerm: `فیلتر ${RUN}`, ...q }).expect(200)).body.value.data as { startDate: string }[]).map((r) => r.startDate).sort();
    expect(await list({ startDateFrom: '2031-01-10', startDateTo: '2031-02-10' })).toEqual(['2031-01-10', '2031-02-10']);
    expect(await list({ startDateFrom: '2031-02-11' })).toEqual(['2031-03-10']);
    expect(await list({ startDateTo: '2031-01-09' })).toEqual([]);
    const bad = await api('get', '/api/service/v1/Project/GetProjectList').query({ startDateFrom: '1405/01/01' }).expect(400);
    expect(fields(bad.body)).toEqual(['startDateFrom']);
    // the filter is in the committed OpenAPI document
    const doc = JSON.parse(readFileSync(join(__dirname, '../../../../openapi/openapi.json'), 'utf8')) as { paths: Record<string, { get: { parameters: { name: string }[] } }> };
    const params = doc.paths['/api/service/v1/Project/GetProjectList']!.get.parameters.map((x) => x.name);
    expect(params).toEqual(expect.arrayContaining(['startDateFrom', 'startDateTo']));
  });

  it('keeps a shift and its timings in the caller’s company, and takes a duration of a line as typed', async () => {
    const id = (await api('post', `${HR}/shift/create`).send(shift([timing({ maximumDelay: '0:15:00', maximumRush: 600, hasFloating: true, timeFloatingPeriod: '۰:۳۰' })]))).body.value.id as number;
    const row = await getShift(id);
    expect(row.lines[0]).toMatchObject({ maximumDelay: 900, maximumRush: 600, hasFloating: true, timeFloatingPeriod: 1800 });
    const timings = await t.infra.db.prisma.shiftTiming.findMany({ where: { shiftId: id } });
    expect(timings.every((l) => l.companyId === row.companyId)).toBe(true);
  });
});
