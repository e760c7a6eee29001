import { MY_SOS_URL, SOS_STATUS, getEntity, sampleValue } from '@karsaz/entities';
import { startTestApp, type TestApp } from './support';
import { USER, freshMobile, lastCode, signUpUser, realtimeChannel } from './identity-support';

/**
 * SOS requests (issue 20): from the public page (a code by SMS) to finished, with the driver texted at every step
 * and the experts' live map told; the nearest free vehicle found and sent under a lock (two experts sending one
 * vehicle at once: one 200, one 409); the operator's own missions and steps; declining and cancelling free the
 * vehicle.
 */
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const decodeJwt = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { company_id?: number };
const V = '/api/rescue-vehicle/v1';
const SOS = '/api/dealer/v1/dealersosrequest';
const PUBLIC = '/api/dealer/v1/publicSos';
const RUN = Date.now() % 1_000_000;
const plate = (n: number) => sampleValue('plateNumber', getEntity('rescuevehicle').fields.plateNumber!, RUN * 10 + 5_000 + n) as string;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A place no other suite puts vehicles or requests: the desert south of Tabas. */
const HERE = { latitude: 32.9, longitude: 57.1 };

describe('SOS requests from the public page to finished', () => {
  let t: TestApp;
  let host: string;
  let admin: string;
  let companyId: number;
  let dealerId: number;
  let reasonId: number;
  let operators: { token: string; userId: number; mobile: string; vehicleId: number }[] = [];

  const api = (method: 'get' | 'post' | 'put' | 'delete', path: string, token = admin) => t.http()[method](path).set(bearer(token));
  const read = async (id: number, token = admin) => (await api('get', `${SOS}/getById?Id=${id}`, token).expect(200)).body.value;
  const step = (action: string, id: number, body: Record<string, unknown> = {}, token = admin) =>
    read(id, token).then((r) => api('post', `${SOS}/${action}`, token).send({ id, version: r.version, ...body }));
  const ok = (r: { status: number; body: unknown }) => {
    if (r.status !== 200) throw new Error(`answered ${r.status}: ${JSON.stringify(r.body)}`);
    return r as { status: number; body: { value: Record<string, unknown> } };
  };
  const vehicleStatus = async (id: number) => (await t.infra.db.prisma.rescueVehicle.findUniqueOrThrow({ where: { id } })).status;

  /** The texts the development SMS provider "sent" to a number since a moment (waits for the outbox). */
  async function texts(mobile: string, since: Date, count: number): Promise<string[]> {
    for (let i = 0; i < 100; i++) {
      const rows = await t.infra.db.prisma.devSms.findMany({ where: { mobileNumber: mobile, createdAt: { gt: since } }, orderBy: { id: 'asc' } });
      if (rows.length >= count) return rows.map((r) => r.text);
      await sleep(50);
    }
    throw new Error(`fewer than ${count} texts reached ${mobile}`);
  }

  const channel = (token: string) => realtimeChannel(host, token);
  const waitFor = async (check: () => boolean, ms = 5000) => {
    const start = Date.now();
    while (!check()) {
      if (Date.now() - start > ms) throw new Error('timed out');
      await sleep(20);
    }
  };

  /** An operator: a user of the company whose role holds the steps on the missions page, with a vehicle near HERE. */
  async function operator(n: number, offset: number) {
    const u = await signUpUser(t);
    const user = await t.infra.db.prisma.user.findUniqueOrThrow({ where: { id: u.userId } });
    await t.infra.db.prisma.thirdPartyCompany.create({ data: { thirdPartyId: user.thirdPartyId, companyId, isDefault: true } });
    const role = await t.infra.db.prisma.role.upsert({ where: { name: `RescueOperatorTest${RUN}` }, update: {}, create: { name: `RescueOperatorTest${RUN}`, title: 'رانندهٔ امداد' } });
    const menu = await t.infra.db.prisma.actionMenu.findFirstOrThrow({ where: { url: MY_SOS_URL } });
    const actions = await t.infra.db.prisma.action.findMany({ where: { name: { in: ['Accept', 'Decline', 'Arrive', 'Finish'] } } });
    await t.infra.db.prisma.rolePermission.createMany({ data: actions.map((a) => ({ roleId: role.id, actionMenuId: menu.id, actionId: a.id })), skipDuplicates: true });
    await t.infra.db.prisma.userRole.create({ data: { userId: u.userId, roleId: role.id } });
    const token = (await t.http().post(`${USER}/login`).send({ mobileNumber: u.mobileNumber, password: u.password }).expect(200)).body.value.access_token as string;
    const vehicleId = (await api('post', `${V}/create`).send({ name: `امداد بیابان ${RUN} ${n}`, plateNumber: plate(n), thirdPartyId: user.thirdPartyId }).expect(200)).body.value.id as number;
    await api('post', `${V}/location/create`, token).send({ rescueVehicleId: vehicleId, latitude: HERE.latitude + offset, longitude: HERE.longitude }).expect(200);
    return { token, userId: u.userId, mobile: u.mobileNumber, vehicleId };
  }

  /** A driver's request through the public page. */
  async function publicRequest(extra: Record<string, unknown> = {}) {
    const mobile = freshMobile();
    const t0 = new Date();
    const sent = await t.http().post(`${PUBLIC}/sendCode`).set('X-Forwarded-For', `10.9.${RUN % 200}.${operators.length + 1}`).send({ mobile }).expect(200);
    const code = await lastCode(t, mobile, t0);
    const body = { dealerId, name: 'رانندهٔ گرفتار', mobile, dealerSosReasonId: reasonId, latitude: HERE.latitude, longitude: HERE.longitude, address: 'جادهٔ طبس، کیلومتر ۴۰', token: sent.body.value.token, code, ...extra };
    const res = await t.http().post(`${PUBLIC}/create`).send(body);
    return { res, mobile, t0, body };
  }

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    host = `127.0.0.1:${(t.app.getHttpServer().address() as { port: number }).port}`;
    admin = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value.access_token;
    companyId = Number(decodeJwt(admin).company_id);
    const dealers = (await t.http().get(`${PUBLIC}/dealers`).expect(200)).body.value as { id: number }[];
    const own = await t.infra.db.prisma.dealer.findMany({ where: { companyId, isActive: true }, select: { id: true } });
    dealerId = dealers.find((d) => own.some((o) => o.id === d.id))!.id;
    const options = (await t.http().get(`${PUBLIC}/options?dealerId=${dealerId}`).expect(200)).body.value;
    reasonId = options.reasons[0].id;
    operators = [await operator(1, 0.05), await operator(2, 0.2), await operator(3, 0.4)];
  });
  afterAll(() => t.close());

  it('takes a request on the public page with the code sent to the mobile, and refuses bad input without spending it', async () => {
    const mobile = freshMobile();
    const t0 = new Date();
    const sent = await t.http().post(`${PUBLIC}/sendCode`).set('X-Forwarded-For', `10.8.${RUN % 200}.1`).send({ mobile }).expect(200);
    const code = await lastCode(t, mobile, t0);
    const base = { dealerId, name: 'راننده', mobile, dealerSosReasonId: reasonId, latitude: HERE.latitude, longitude: HERE.longitude, token: sent.body.value.token, code };
    const bad = await t.http().post(`${PUBLIC}/create`).set('Accept-Language', 'en').send({ ...base, latitude: 95, dealerSosReasonId: 999999, mobile: '0912' }).expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['latitude', 'mobile']);
    const notOffered = await t.http().post(`${PUBLIC}/create`).send({ ...base, dealerSosReasonId: 999999 }).expect(400);
    expect(notOffered.body.errors[0].field).toBe('dealerSosReasonId');
    const wrong = await t.http().post(`${PUBLIC}/create`).send({ ...base, code: code === '000000' ? '111111' : '000000' }).expect(400);
    expect(wrong.body.errors[0].field).toBe('code');
    const before = await t.infra.db.prisma.dealerSosRequest.count({ where: { mobile } });
    expect(before).toBe(0);
    const ok = await t.http().post(`${PUBLIC}/create`).send(base).expect(200);
    expect(ok.body).toMatchObject({ isSuccess: true, value: { code: expect.stringMatching(/^\d{6,}$/), id: expect.any(Number) } });
    const row = await read(ok.body.value.id);
    expect(row).toMatchObject({ status: SOS_STATUS.new, source: 1, mobile, dealerId, latitude: '32.9', longitude: '57.1' });
    const [tracking] = (await texts(mobile, t0, 2)).slice(1);
    expect(tracking).toContain('شمارهٔ پیگیری');
    // the code is spent
    await t.http().post(`${PUBLIC}/create`).send(base).expect(400);
    // the requester is known by the mobile, once
    expect(await t.infra.db.prisma.dealerSosRequester.count({ where: { companyId, mobile } })).toBe(1);
  });

  it('goes from the public page to finished: nearest vehicle sent, the operator accepts, arrives and finishes; each step texted and seen live', async () => {
    const map = await channel(admin);
    map.ws.send(JSON.stringify({ type: 'listen', topic: 'rescue.map' }));
    await waitFor(() => map.messages.some((m) => m.type === 'listening'));
    const op = operators[0]!;
    const opSocket = await channel(op.token);

    const { res, mobile, t0 } = await publicRequest();
    expect(res.status).toBe(200);
    const id = res.body.value.id as number;
    const seen = (status: number) => map.messages.some((m) => m.type === 'rescue.request' && (m.request as { id: number; status: number }).id === id && (m.request as { status: number }).status === status);
    await waitFor(() => seen(SOS_STATUS.new));

    // the expert finds the nearest available vehicle from the request's place
    const near = (await api('get', `${V}/getFilteredNearby?latitude=${HERE.latitude}&longitude=${HERE.longitude}&radiusKm=100&status=0`).expect(200)).body.value;
    expect(near.data.slice(0, 3).map((v: { id: number }) => v.id)).toEqual(operators.map((o) => o.vehicleId));
    const sent = await step('assign', id, { rescueVehicleId: near.data[0].id }).then(ok);
    expect(sent.body.value).toMatchObject({ state: 'assigned' });
    const assigned = await read(id);
    expect(assigned).toMatchObject({ status: SOS_STATUS.assigned, rescueVehicleId: op.vehicleId });
    expect(Number(assigned.distanceKm)).toBeCloseTo(5.56, 1);
    expect(assigned.assignedAt).not.toBeNull();
    expect(await vehicleStatus(op.vehicleId)).toBe(1);
    await waitFor(() => seen(SOS_STATUS.assigned));
    await waitFor(() => opSocket.messages.some((m) => m.type === 'rescue.mission'));
    expect((await texts(op.mobile, t0, 1)).join()).toContain('مأموریت تازه');

    // the operator sees it among their own missions; another operator neither sees it nor may step it
    const mine = (await api('get', `${SOS}/getFiltered?pageSize=100`, op.token).expect(200)).body.value;
    expect(mine.data.map((r: { id: number }) => r.id)).toEqual([id]);
    const other = operators[1]!;
    expect((await api('get', `${SOS}/getFiltered?pageSize=100`, other.token).expect(200)).body.value.rowCount).toBe(0);
    await step('accept', id, {}, admin).then((r) => expect(r.status).toBe(403));

    await step('accept', id, {}, op.token).then(ok);
    await step('arrive', id, {}, op.token).then(ok);
    const noReport = await step('finish', id, {}, op.token);
    expect(noReport.status).toBe(400);
    expect(noReport.body.errors[0].field).toBe('report');
    await step('finish', id, { report: 'پنچری گرفته شد و لاستیک زاپاس بسته شد.' }, op.token).then(ok);
    const done = await read(id);
    expect(done).toMatchObject({ status: SOS_STATUS.finished, report: 'پنچری گرفته شد و لاستیک زاپاس بسته شد.' });
    for (const f of ['acceptedAt', 'arrivedAt', 'finishedAt']) expect(done[f]).not.toBeNull();
    expect(await vehicleStatus(op.vehicleId)).toBe(0);
    await waitFor(() => seen(SOS_STATUS.finished));

    // the driver: received, sent, on the way, arrived, finished
    const got = await texts(mobile, t0, 6);
    for (const words of ['ثبت شد', 'اعزام شد', 'در راه', 'به محل رسید', 'پایان یافت']) expect(got.some((x) => x.includes(words))).toBe(true);
    // the history is the timeline
    const history = (await api('get', `${SOS}/getHistory?Id=${id}`).expect(200)).body.value as { action: string }[];
    expect(history.map((h) => h.action)).toEqual(expect.arrayContaining(['assign', 'accept', 'arrive', 'finish']));
    map.ws.close();
    opSocket.ws.close();
  });

  it('lets two experts who send the same vehicle at once have it once: one 200, one 409', async () => {
    const a = (await publicRequest()).res.body.value.id as number;
    const b = (await publicRequest()).res.body.value.id as number;
    const vehicleId = operators[1]!.vehicleId;
    const [ra, rb] = await Promise.all([read(a), read(b)]);
    const answers = await Promise.all([
      api('post', `${SOS}/assign`).send({ id: a, version: ra.version, rescueVehicleId: vehicleId }),
      api('post', `${SOS}/assign`).send({ id: b, version: rb.version, rescueVehicleId: vehicleId }),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    const lost = answers.find((x) => x.status === 409)!;
    expect(lost.body.errors[0].field).toBe('rescueVehicleId');
    const states = await Promise.all([read(a), read(b)]);
    expect(states.map((s) => s.status).sort()).toEqual([SOS_STATUS.new, SOS_STATUS.assigned]);
    expect(states.find((s) => s.status === SOS_STATUS.new)!.rescueVehicleId).toBeNull();
    // a vehicle on a mission is not offered as available, nor chosen by hand
    const near = (await api('get', `${V}/getFilteredNearby?latitude=${HERE.latitude}&longitude=${HERE.longitude}&radiusKm=100&status=0`).expect(200)).body.value;
    expect(near.data.map((v: { id: number }) => v.id)).not.toContain(vehicleId);
    const v = (await api('get', `${V}/getById?Id=${vehicleId}`).expect(200)).body.value;
    await api('put', `${V}/update`).send({ ...v, status: 0 }).expect(400);
  });

  it('frees the vehicle when the operator declines (the request waits again) or the expert cancels', async () => {
    const op = operators[2]!;
    const { res, mobile, t0 } = await publicRequest();
    const id = res.body.value.id as number;
    await step('assign', id, { rescueVehicleId: op.vehicleId }).then(ok);
    const noReason = await step('decline', id, {}, op.token);
    expect(noReason.status).toBe(400);
    await step('decline', id, { comment: 'پنچر شده‌ام' }, op.token).then(ok);
    expect(await read(id)).toMatchObject({ status: SOS_STATUS.new, rescueVehicleId: null, assignedAt: null });
    expect(await vehicleStatus(op.vehicleId)).toBe(0);
    // sent again, then cancelled by the expert
    await step('assign', id, { rescueVehicleId: op.vehicleId }).then(ok);
    await step('cancel', id, { comment: 'راننده خودش راه افتاد' }).then(ok);
    expect((await read(id)).status).toBe(SOS_STATUS.cancelled);
    expect(await vehicleStatus(op.vehicleId)).toBe(0);
    // the code, received, sent, declined, sent again, cancelled
    const got = await texts(mobile, t0, 6);
    expect(got.some((x) => x.includes('لغو شد'))).toBe(true);
    expect(got.some((x) => x.includes('خودروی دیگری'))).toBe(true);
    // a finished or cancelled request takes no more steps
    await step('assign', id, { rescueVehicleId: op.vehicleId }).then((r) => expect(r.status).toBeGreaterThanOrEqual(400));
  });

  it('keeps another company’s requests and vehicles out of reach', async () => {
    const { res } = await publicRequest();
    const id = res.body.value.id as number;
    const other = await t.infra.db.prisma.company.create({ data: { code: `SO${RUN}`, nameFa: 'شرکت بی‌ربط' } });
    const foreign = await t.infra.db.prisma.rescueVehicle.create({ data: { companyId: other.id, thirdPartyId: (await t.infra.db.prisma.user.findFirstOrThrow({ where: { mobileNumber: '09120000000' } })).thirdPartyId, name: `بیگانه ${RUN}`, plateNumber: plate(9), latitude: '32.9', longitude: '57.1' } });
    const refused = await step('assign', id, { rescueVehicleId: foreign.id });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].field).toBe('rescueVehicleId');
    expect((await read(id)).status).toBe(SOS_STATUS.new);
    expect(await vehicleStatus(foreign.id)).toBe(0);
  });
});
