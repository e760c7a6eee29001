import { Workbook } from 'exceljs';
import { startTestApp, waitFor, type TestApp } from './support';
import { USER, refresh } from './identity-support';
import { CMD, startSilentDevice, startZkSimulator, type ZkDeviceSimulator } from '../support/zk-device-simulator';
import { DeviceSync } from '../../src/modules/attendance-device/device-sync';
import { PULL_DEVICES } from '../../src/modules/attendance-device/attendance-device.module';

/**
 * Attendance devices and punches (issue 15) against the real database and a simulated ZKTeco clock on loopback that
 * speaks the protocol zkteco-js speaks (test/support/zk-device-simulator.ts): the whole path — TCP session, users and
 * attendance log read in chunks, user ids matched to personnel codes, punches inserted once — with no mock.
 *
 * Times: the device and the sheets give Tehran wall-clock times (UTC+03:30 since 1402), so the device's
 * 1405/08/30 (2026-11-21) 08:02:10 is 2026-11-21T04:32:10Z, and the sheet's ۱۴۰۵/۰۹/۰۱ ۰۸:۱۵ is 2026-11-22 08:15
 * Tehran, 04:45Z.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const HR = '/api/hr/v1';
const RUN = Date.now() % 100000;

describe('attendance devices and punches', () => {
  let t: TestApp;
  let a: string;
  let b: string;
  let companyA: number;
  let companyB: number;
  let sim: ZkDeviceSimulator;
  let codes: string[];
  let ids: number[];
  const codeB = `B${RUN}`;
  const api = (m: 'get' | 'post' | 'put' | 'delete', path: string, token = a) => t.http()[m](`${HR}${path}`).set(bearer(token)).set('Accept-Language', 'en');
  const punchesOf = (personnelId: number) =>
    t.infra.db.prisma.$queryRawUnsafe<{ at: string; source: number; deviceId: number | null }[]>(
      `SELECT to_char(punched_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at, source, device_id AS "deviceId" FROM attendance_punch WHERE personnel_id = $1 ORDER BY punched_at`,
      personnelId,
    );
  const countAll = async () => Number((await t.infra.db.prisma.$queryRawUnsafe<{ n: bigint }[]>('SELECT count(*) AS n FROM attendance_punch'))[0]!.n);
  const createDevice = async (extra: Record<string, unknown>, token = a) => {
    const res = await api('post', '/attendancedevice/create', token).send({ title: `ساعت ${RUN}`, serialNumber: `SN${RUN}${Math.random().toString(36).slice(2, 8)}`, ip: '127.0.0.1', connectorType: 1, ...extra });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.value.id as number;
  };
  const sheet = async (rows: unknown[][], headers = ['کد پرسنلی', 'تاریخ', 'ساعت']) => {
    const wb = new Workbook();
    const ws = wb.addWorksheet('punches');
    ws.addRow(headers);
    for (const r of rows) ws.addRow(r);
    return Buffer.from(await wb.xlsx.writeBuffer());
  };
  const upload = (file: Buffer, token = a, name = 'punches.xlsx') => api('post', '/attendancepunch/import', token).attach('file', file, name);

  beforeAll(async () => {
    // short enough for the 504 cases, long enough for a loopback session on a machine busy with the other suites
    process.env.ATTENDANCE_DEVICE_TIMEOUT_MS = '3000';
    t = await startTestApp();
    const login = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value;
    a = login.access_token;
    companyA = JSON.parse(Buffer.from(a.split('.')[1]!, 'base64url').toString()).company_id;
    companyB = (await t.infra.db.prisma.company.findMany({ orderBy: { id: 'asc' } })).find((c) => c.id !== companyA)!.id;
    b = (await refresh(t, login.refresh_token, { company_id: String(companyB) }).expect(200)).body.access_token;
    // three personnel of company A of the test's own (copies of a demo one, hr-core-demo, with their own codes and
    // national codes: no punch of the seed's or another suite's is theirs), and one of company B copied likewise
    const columns = (await t.infra.db.prisma.$queryRawUnsafe<{ c: string }[]>(
      "SELECT column_name AS c FROM information_schema.columns WHERE table_name = 'personnel' AND table_schema = current_schema() AND column_name NOT IN ('id', 'company_id', 'organization_code', 'national_code', 'full_name', 'search_text')",
    )).map((r) => `"${r.c}"`);
    const source = (await t.infra.db.prisma.personnel.findFirstOrThrow({ where: { companyId: companyA }, orderBy: { id: 'asc' }, select: { id: true } })).id;
    const copy = async (company: number, code: string, n: number) =>
      (await t.infra.db.prisma.$queryRawUnsafe<{ id: number }[]>(
        `INSERT INTO personnel (company_id, organization_code, national_code, full_name, ${columns.join(', ')}) SELECT $1, $2::text, $3, 'کارمند تردد ' || $2::text, ${columns.join(', ')} FROM personnel WHERE id = $4 RETURNING id`,
        company,
        code,
        String(9_000_000_000 + RUN * 10 + n),
        source,
      ))[0]!.id;
    codes = [0, 1, 2].map((i) => `${i + 1}${RUN}`);
    ids = [];
    for (const [i, code] of codes.entries()) ids.push(await copy(companyA, code, i));
    await copy(companyB, codeB, 3);
    sim = await startZkSimulator({
      users: [
        { userId: codes[0]!, name: 'Sara' },
        { userId: codes[1]!, name: 'Ali' },
        { userId: '99999', name: 'Visitor' },
        { userId: codeB, name: 'Other company' },
      ],
      punches: [
        { userId: codes[0]!, at: '2026-11-21 08:02:10' },
        { userId: codes[0]!, at: '2026-11-21 17:01:00' },
        { userId: codes[1]!, at: '2026-11-21 07:55:00' },
        // the same punch twice in the log: it lands once
        { userId: codes[0]!, at: '2026-11-21 08:02:10' },
        { userId: '99999', at: '2026-11-21 09:00:00' },
        { userId: '99999', at: '2026-11-21 18:00:00' },
        // a code of company B only: unknown to company A
        { userId: codeB, at: '2026-11-21 08:30:00' },
      ],
    });
  });
  afterAll(async () => {
    await sim?.stop();
    await t?.close();
  });

  it('checks a device’s address and port, 4370 by default', async () => {
    const bad = await api('post', '/attendancedevice/create').send({ title: 'x', serialNumber: `BAD${RUN}`, ip: '300.1.2.3', port: 70000, connectorType: 1 }).expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['ip', 'port']);
    expect(bad.body.errors.find((e: { field: string }) => e.field === 'ip').message).toBe('"IP address" is not a valid IPv4 address.');
    const id = await createDevice({ ip: '۱۹۲.۱۶۸.۰۰۱.۰۱۰' });
    const row = (await api('get', '/attendancedevice/getById').query({ Id: id }).expect(200)).body.value;
    expect(row).toMatchObject({ ip: '192.168.1.10', port: 4370, lastSyncAt: null, lastSyncStatus: null });
  });

  it('pulls a device’s punches over the ZK protocol once, however often it is pulled, and reports unknown users', async () => {
    const device = await createDevice({ port: sim.port, title: `ورودی ${RUN}` });
    const before = await countAll();
    const first = (await api('post', '/attendancedevice/sync').send({ id: device }).expect(200)).body.value;
    expect(first).toMatchObject({ deviceId: device, users: 4, read: 7, inserted: 3, duplicates: 1, unknown: 3 });
    expect(first.unknownUsers).toEqual(
      expect.arrayContaining([
        { userId: '99999', name: 'Visitor', punches: 2 },
        { userId: codeB, name: 'Other company', punches: 1 },
      ]),
    );
    expect(first.summary.en).toContain('7 punches read: 3 added, 1 duplicates, 3 of 2 unknown users');
    // the session the client held with the device: connect, users and log read in the prepare/data/free sequence
    expect(sim.received).toEqual(expect.arrayContaining(['CMD_CONNECT', 'CMD_DATA_WRRQ', 'CMD_DATA_RDY', 'CMD_FREE_DATA', 'CMD_EXIT']));
    // Tehran wall-clock times on the time line (UTC+03:30)
    expect(await punchesOf(ids[0]!)).toEqual([
      { at: '2026-11-21T04:32:10Z', source: 1, deviceId: device },
      { at: '2026-11-21T13:31:00Z', source: 1, deviceId: device },
    ]);
    expect(await punchesOf(ids[1]!)).toEqual([{ at: '2026-11-21T04:25:00Z', source: 1, deviceId: device }]);
    expect(await countAll()).toBe(before + 3);
    const row = (await api('get', '/attendancedevice/getById').query({ Id: device }).expect(200)).body.value;
    expect(row).toMatchObject({ lastSyncStatus: 1, lastReadCount: 7, lastInsertedCount: 3, lastDuplicateCount: 1, lastUnknownCount: 3, version: 1 });
    expect(new Date(row.lastSyncAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    // pulled again: nothing new lands
    const second = (await api('post', '/attendancedevice/sync').send({ id: device }).expect(200)).body.value;
    expect(second).toMatchObject({ read: 7, inserted: 0, duplicates: 4, unknown: 3 });
    expect(await countAll()).toBe(before + 3);

    // a new punch on the device: only it lands
    sim.punches.push({ userId: codes[1]!, at: '2026-11-21 16:45:30' });
    const third = (await api('post', '/attendancedevice/sync').send({ id: device }).expect(200)).body.value;
    expect(third).toMatchObject({ read: 8, inserted: 1, duplicates: 4 });
    expect(await punchesOf(ids[1]!)).toEqual([
      { at: '2026-11-21T04:25:00Z', source: 1, deviceId: device },
      { at: '2026-11-21T13:15:30Z', source: 1, deviceId: device },
    ]);
    // the punches are listed, filtered by person, device and day
    const list = (await api('get', '/attendancepunch/getFiltered').query({ personnelId: ids[1], deviceId: device, punchedAtFrom: '2026-11-20T20:30:00.000Z', punchedAtTo: '2026-11-21T20:29:59.999Z' }).expect(200)).body.value;
    expect(list.rowCount).toBe(2);
    expect(list.data.map((p: { source: number }) => p.source)).toEqual([1, 1]);
    // and found by the person's code or name (the person's search text)
    const person = await t.infra.db.prisma.personnel.findUniqueOrThrow({ where: { id: ids[1]! }, select: { fullName: true } });
    for (const searchTerm of [codes[1]!, person.fullName!]) {
      const found = (await api('get', '/attendancepunch/getFiltered').query({ searchTerm, deviceId: device, pageSize: 50 }).expect(200)).body.value;
      expect(found.data.map((p: { personnelId: number }) => p.personnelId)).toEqual([ids[1], ids[1]]);
    }
  });

  it('answers 502 naming a device that refuses, 504 for one that does not answer, records it, and never crashes', async () => {
    const closed = await startZkSimulator();
    const port = closed.port;
    await closed.stop();
    const down = await createDevice({ port, title: `انبار ${RUN}` });
    const refused = await api('post', '/attendancedevice/sync').send({ id: down }).expect(502);
    expect(refused.body.message).toBe(`The device "انبار ${RUN}" (127.0.0.1:${port}) could not be reached.`);
    expect(refused.body.error.code).toBe('DEPENDENCY_UNAVAILABLE');
    const fa = await api('post', '/attendancedevice/sync').set('Accept-Language', 'fa').send({ id: down }).expect(502);
    expect(fa.body.message).toContain(`دستگاه «انبار ${RUN}»`);
    const row = (await api('get', '/attendancedevice/getById').query({ Id: down }).expect(200)).body.value;
    expect(row.lastSyncStatus).toBe(2);
    expect(row.lastSyncMessage).toContain('could not be reached');

    const silent = await startSilentDevice();
    try {
      const hung = await createDevice({ port: silent.port, title: `هنگ ${RUN}` });
      const started = Date.now();
      const late = await api('post', '/attendancedevice/sync').send({ id: hung }).expect(504);
      expect(late.body.message).toContain('did not answer in time');
      expect(Date.now() - started).toBeLessThan(12_000);
    } finally {
      await silent.stop();
    }
    // a clock that opens the session and then hangs on the data request: 504, and the process goes on (zkteco-js
    // throws after rejecting there, a rejection no caller can catch: the module drops it)
    const hanging = await startZkSimulator({ users: [{ userId: codes[0]!, name: 'Sara' }], silentOn: [CMD.DATA_WRRQ] });
    try {
      const hung = await createDevice({ port: hanging.port, title: `نیمه‌کاره ${RUN}` });
      await api('post', '/attendancedevice/sync').send({ id: hung }).expect(504);
      expect(hanging.received).toEqual(expect.arrayContaining(['CMD_CONNECT', 'CMD_DATA_WRRQ']));
      // wait past the library's own timers: nothing brings the process down
      await new Promise((r) => setTimeout(r, 3500));
      await api('get', '/attendancedevice/getById').query({ Id: hung }).expect(200);
    } finally {
      await hanging.stop();
    }
    // an inactive device is not pulled; an unknown one is 404
    await api('post', '/attendancedevice/deactivate').send({ id: down }).expect(200);
    await api('post', '/attendancedevice/sync').send({ id: down }).expect(422);
    await api('post', '/attendancedevice/sync').send({ id: 99999999 }).expect(404);
    await api('post', '/attendancedevice/sync').send({ id: 'x' }).expect(400);
  });

  it('pulls on schedule the devices whose interval or time of day has come, through the queued job', async () => {
    const sync = t.app.get(DeviceSync);
    const byInterval = await createDevice({ port: sim.port, syncIntervalMinutes: 5 });
    const byTime = await createDevice({ port: sim.port, syncTime: '00:00' });
    const notDue = await createDevice({ port: sim.port, syncTime: '23:59', syncIntervalMinutes: 60 });
    const now = new Date('2026-11-25T10:00:00Z');
    // the last pulls: two hours ago for the interval, yesterday (Tehran) for the time of day, a minute ago for the third
    await t.infra.db.prisma.$executeRawUnsafe('UPDATE attendance_device SET last_sync_at = $2 WHERE id = $1', byInterval, new Date(now.getTime() - 2 * 3600_000));
    await t.infra.db.prisma.$executeRawUnsafe('UPDATE attendance_device SET last_sync_at = $2 WHERE id = $1', byTime, new Date('2026-11-24T12:00:00Z'));
    await t.infra.db.prisma.$executeRawUnsafe('UPDATE attendance_device SET last_sync_at = $2 WHERE id = $1', notDue, new Date(now.getTime() - 60_000));
    const due = (await sync.due(now)).map((d) => d.id);
    expect(due).toEqual(expect.arrayContaining([byInterval, byTime]));
    expect(due).not.toContain(notDue);
    // the job pulls what is due now (every device above is: their last pulls are in the past of today's clock)
    await t.infra.db.prisma.$executeRawUnsafe('UPDATE attendance_device SET last_sync_at = NULL WHERE id = ANY($1::int[])', [byInterval, byTime]);
    await t.infra.db.prisma.$executeRawUnsafe('UPDATE attendance_device SET is_active = false WHERE company_id = $1 AND id <> ALL($2::int[])', companyA, [byInterval, byTime]);
    const before = await countAll();
    await t.infra.queue.add(PULL_DEVICES, {}, { jobId: `test-${RUN}` });
    await waitFor(async () => {
      const rows = await t.infra.db.prisma.$queryRawUnsafe<{ status: number | null }[]>('SELECT last_sync_status AS status FROM attendance_device WHERE id = ANY($1::int[])', [byInterval, byTime]);
      return rows.every((r) => r.status === 1);
    }, 15_000);
    // the punches were there already: the scheduled pulls added none
    expect(await countAll()).toBe(before);
  });

  it('imports punches from an Excel sheet (Jalali or ISO days, Persian digits), duplicates counted, not added', async () => {
    const file = await sheet([
      [codes[0], '۱۴۰۵/۰۹/۰۱', '۰۸:۱۵'],
      [codes[1], '2026-11-22', '17:30'],
      [codes[0], '1405/09/01', '08:15'],
    ]);
    const first = (await upload(file).expect(200)).body.value;
    expect(first).toMatchObject({ rows: 3, inserted: 2, duplicates: 1 });
    expect(first.summary.en).toBe('3 rows read: 2 punches added, 1 duplicates.');
    expect(await punchesOf(ids[0]!)).toEqual(expect.arrayContaining([{ at: '2026-11-22T04:45:00Z', source: 2, deviceId: null }]));
    expect(await punchesOf(ids[1]!)).toEqual(expect.arrayContaining([{ at: '2026-11-22T14:00:00Z', source: 2, deviceId: null }]));
    const again = (await upload(file).expect(200)).body.value;
    expect(again).toMatchObject({ rows: 3, inserted: 0, duplicates: 3 });

    // CSV, with the columns named by their keys
    const csv = Buffer.from(`personnelCode,date,time\n${codes[2]},1405/09/02,09:30\n`, 'utf8');
    const fromCsv = (await upload(csv, a, 'punches.csv').expect(200)).body.value;
    expect(fromCsv).toMatchObject({ rows: 1, inserted: 1, duplicates: 0 });
    expect(await punchesOf(ids[2]!)).toEqual(expect.arrayContaining([{ at: '2026-11-23T06:00:00Z', source: 2, deviceId: null }]));
  });

  it('refuses a sheet with any bad row, naming every row and field, and writes nothing', async () => {
    const before = await countAll();
    const file = await sheet([
      [codes[0], '1405/09/03', '08:00'],
      ['NO-SUCH', '1405/09/03', '08:00'],
      [codes[1], '1405/13/01', '08:00'],
      [codes[1], '1405/09/03', '25:10'],
      [null, '1405/09/03', '08:00'],
    ]);
    const res = await upload(file).expect(400);
    const fields = res.body.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(['rows[3].personnelCode', 'rows[4].date', 'rows[5].time', 'rows[6].personnelCode']);
    // each message names the row and the column
    expect(res.body.errors[0].message).toBe('Row 3: "Personnel code" does not exist.');
    expect(res.body.errors[2].message).toBe('Row 5: "Time" must be a time of day from 00:00 to 23:59.');
    expect(await countAll()).toBe(before);
    // a sheet without the columns, and no file
    const wrong = await upload(await sheet([[1, 2]], ['a', 'b'])).expect(400);
    expect(wrong.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['columns.personnelCode', 'columns.date', 'columns.time']));
    await api('post', '/attendancepunch/import').expect(400);
  });

  it('keeps each company’s devices and punches to itself', async () => {
    const device = await createDevice({ port: sim.port });
    // company B cannot pull, read or import into company A's rows
    await api('post', '/attendancedevice/sync', b).send({ id: device }).expect(404);
    await api('get', '/attendancedevice/getById', b).query({ Id: device }).expect(404);
    const punchA = (await api('get', '/attendancepunch/getFiltered').query({ personnelId: ids[0] }).expect(200)).body.value.data[0];
    await api('get', '/attendancepunch/getById', b).query({ Id: punchA.id }).expect(404);
    const listB = (await api('get', '/attendancepunch/getFiltered', b).expect(200)).body.value.data;
    expect(listB.every((p: { personnelId: number }) => !ids.includes(p.personnelId))).toBe(true);
    const res = await upload(await sheet([[codes[0], '1405/09/04', '08:00']]), b).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['rows[2].personnelCode']);
    // B's own device pulls B's person only: the A codes on it are unknown to B
    await t.infra.db.prisma.$executeRawUnsafe('UPDATE attendance_device SET is_active = true WHERE company_id = $1', companyA);
    const deviceB = await createDevice({ port: sim.port }, b);
    const pulled = (await api('post', '/attendancedevice/sync', b).send({ id: deviceB }).expect(200)).body.value;
    const codesOfB = new Set((await t.infra.db.prisma.personnel.findMany({ where: { companyId: companyB }, select: { organizationCode: true } })).map((p) => p.organizationCode));
    const ofB = sim.punches.filter((p) => codesOfB.has(p.userId)).length;
    expect(codesOfB.has(codeB)).toBe(true);
    expect(codesOfB.has(codes[0]!)).toBe(false);
    expect(pulled).toMatchObject({ read: sim.punches.length, inserted: ofB, unknown: sim.punches.length - ofB });
    const mine = await t.infra.db.prisma.$queryRawUnsafe<{ company: number; personnelId: number }[]>('SELECT company_id AS company, personnel_id AS "personnelId" FROM attendance_punch WHERE device_id = $1', deviceB);
    expect(mine.every((p) => p.company === companyB && !ids.includes(p.personnelId))).toBe(true);
  });
});
