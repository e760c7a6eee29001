import { getEntity, sampleValue } from '@karsaz/entities';
import { startTestApp, type TestApp } from './support';
import { USER, refresh, signUpUser, realtimeChannel } from './identity-support';
import { haversineKm } from '../../src/modules/rescue/nearby';

/**
 * Rescue vehicles (issue 20): every call of spec §7 under /api/rescue-vehicle/v1 with its envelope, the operator's
 * rules, the nearby search in distance order, the operators' position reports (batched: many at once all stored),
 * and the live map's feed over the realtime channel, company by company.
 */
const decodeJwt = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { company_id?: number };
const fields = (body: { errors: { field: string }[] }) => [...new Set(body.errors.map((e) => e.field))].sort();
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const BASE = '/api/rescue-vehicle/v1';
const RUN = Date.now() % 1_000_000;
const plate = (n: number) => sampleValue('plateNumber', getEntity('rescuevehicle').fields.plateNumber!, RUN * 10 + n) as string;

const waitFor = async (check: () => boolean, ms = 5000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('rescue vehicles, their position reports and the live map', () => {
  let t: TestApp;
  let host: string;
  let admin: string;
  /** the administrator in the second demo company */
  let adminB: string;
  let companyId: number;
  let otherCompanyId: number;
  let operator: { token: string; thirdPartyId: number; userId: number };
  let stranger: { token: string; thirdPartyId: number; userId: number };
  let vehicleId: number;
  let foreignVehicleId: number;

  /** A signed-up user assigned to the company, signed in again so its token carries it. */
  async function staffInCompany() {
    const u = await signUpUser(t);
    const user = await t.infra.db.prisma.user.findUniqueOrThrow({ where: { id: u.userId } });
    await t.infra.db.prisma.thirdPartyCompany.create({ data: { thirdPartyId: user.thirdPartyId, companyId, isDefault: true } });
    const login = await t.http().post(`${USER}/login`).send({ mobileNumber: u.mobileNumber, password: u.password }).expect(200);
    return { token: login.body.value.access_token as string, thirdPartyId: user.thirdPartyId, userId: u.userId };
  }

  const api = (method: 'get' | 'post' | 'put' | 'delete', path: string, token = admin) => t.http()[method](`${BASE}/${path}`).set(bearer(token));
  const create = async (body: Record<string, unknown>) => {
    const res = await api('post', 'create').send(body);
    if (res.status !== 200) throw new Error(`create answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.value.id as number;
  };

  const channel = (token: string) => realtimeChannel(host, token);

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    host = `127.0.0.1:${(t.app.getHttpServer().address() as { port: number }).port}`;
    const login = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value;
    admin = login.access_token;
    companyId = Number(decodeJwt(admin).company_id);
    const companyB = (await t.infra.db.prisma.company.findMany({ orderBy: { id: 'asc' } })).find((c) => c.id !== companyId)!.id;
    adminB = (await refresh(t, login.refresh_token, { company_id: String(companyB) }).expect(200)).body.access_token;
    otherCompanyId = (await t.infra.db.prisma.company.create({ data: { code: `RV${RUN}`, nameFa: 'شرکت دیگر' } })).id;
    operator = await staffInCompany();
    stranger = await staffInCompany();
    vehicleId = await create({ name: `امداد ${RUN}`, plateNumber: plate(1), vehicleType: 0, thirdPartyId: operator.thirdPartyId });
    foreignVehicleId = (await t.infra.db.prisma.rescueVehicle.create({ data: { companyId: otherCompanyId, thirdPartyId: operator.thirdPartyId, name: 'خودروی شرکت دیگر', plateNumber: plate(2) } })).id;
  });
  afterAll(() => t.close());

  it('answers the kinds and the states of a vehicle', async () => {
    const types = await api('get', 'getVehicleTypes', operator.token).expect(200);
    expect(types.body).toMatchObject({ isSuccess: true, value: expect.arrayContaining([{ id: 0, title: 'یدک‌کش', titleEn: 'Tow truck' }]) });
    expect(types.body.value).toHaveLength(4);
    const statuses = await api('get', 'getVehicleStatuses', operator.token).expect(200);
    expect(statuses.body.value.map((s: { id: number }) => s.id)).toEqual([0, 1, 2]);
    await t.http().get(`${BASE}/getVehicleTypes`).expect(401);
  });

  it('creates, reads, changes, activates in bulk and removes vehicles through the spec’s calls', async () => {
    const v = (await api('get', `getById?Id=${vehicleId}`).expect(200)).body;
    expect(v).toMatchObject({ isSuccess: true, value: { id: vehicleId, name: `امداد ${RUN}`, plateNumber: plate(1), vehicleType: 0, status: 0, thirdPartyId: operator.thirdPartyId, isActive: true, latitude: null } });
    expect(v.value.code).toMatch(/^\d{4,}$/);
    // a second vehicle of a second operator
    const secondId = await create({ name: `امداد دوم ${RUN}`, plateNumber: plate(3), vehicleType: 1, thirdPartyId: stranger.thirdPartyId });
    const list = (await api('get', `getFiltered?pageIndex=1&pageSize=100&searchTerm=${encodeURIComponent(String(RUN))}`).expect(200)).body.value;
    expect(list.rowCount).toBe(2);
    expect(list.data.map((r: { id: number }) => r.id).sort()).toEqual([vehicleId, secondId].sort());
    // update under its version
    const updated = (await api('put', 'update').send({ ...v.value, id: secondId, version: 1, name: `امداد دوم ${RUN}`, plateNumber: plate(3), thirdPartyId: stranger.thirdPartyId, vehicleType: 2 }).expect(200)).body.value;
    expect(updated.version).toBe(2);
    await api('put', 'update').send({ id: secondId, version: 1, name: 'x', plateNumber: plate(3), thirdPartyId: stranger.thirdPartyId, vehicleType: 2 }).expect(409);
    // PUT activate / deactivate, POST bulkActivate / bulkDeactivate
    await api('put', 'deactivate').send({ id: secondId }).expect(200);
    const actives = (await api('get', `getActiveFiltered?pageSize=100&searchTerm=${encodeURIComponent(String(RUN))}`).expect(200)).body.value;
    expect(actives.data.map((r: { id: number }) => r.id)).toEqual([vehicleId]);
    await api('put', 'activate').send({ id: secondId }).expect(200);
    await api('post', 'bulkDeactivate').send({ ids: [vehicleId, secondId] }).expect(200);
    expect((await api('get', `getActiveFiltered?pageSize=100&searchTerm=${encodeURIComponent(String(RUN))}`).expect(200)).body.value.rowCount).toBe(0);
    await api('post', 'bulkActivate').send({ ids: [vehicleId, secondId] }).expect(200);
    expect((await api('get', `getActiveFiltered?pageSize=100&searchTerm=${encodeURIComponent(String(RUN))}`).expect(200)).body.value.rowCount).toBe(2);
    // removed, with its history
    await api('post', 'location/create').send({ rescueVehicleId: secondId, latitude: 30, longitude: 50 }).expect(200);
    const removed = await api('delete', `remove?Id=${secondId}`).expect(200);
    expect(removed.body).toMatchObject({ isSuccess: true });
    await api('get', `getById?Id=${secondId}`).expect(404);
    expect(await t.infra.db.prisma.rescueVehicleLocation.count({ where: { rescueVehicleId: secondId } })).toBe(0);
    // the operator holds no right on the page
    await api('post', 'create', operator.token).send({ name: 'x', plateNumber: plate(4), thirdPartyId: operator.thirdPartyId }).expect(403);
  });

  it('refuses a bad vehicle naming each field, an operator without a user, and a mission set by hand', async () => {
    const missing = await api('post', 'create').send({}).expect(400);
    expect(fields(missing.body)).toEqual(['name', 'plateNumber', 'thirdPartyId']);
    const badPlate = await api('post', 'create').set('Accept-Language', 'en').send({ name: `بد ${RUN}`, plateNumber: '12345', thirdPartyId: operator.thirdPartyId }).expect(400);
    expect(fields(badPlate.body)).toEqual(['plateNumber']);
    // a third party that is no user (a company supplier made for the test)
    const supplier = await t.infra.db.prisma.thirdParty.create({ data: { kind: 2, companyName: `تأمین ${RUN}`, fullName: `تأمین ${RUN}`, isSupplier: true } });
    const noUser = await api('post', 'create').set('Accept-Language', 'en').send({ name: `بی‌کاربر ${RUN}`, plateNumber: plate(5), thirdPartyId: supplier.id }).expect(400);
    expect(noUser.body.errors).toEqual([expect.objectContaining({ field: 'thirdPartyId', message: expect.stringContaining('must be a user') })]);
    const mission = await api('put', 'update').send({ id: vehicleId, version: (await api('get', `getById?Id=${vehicleId}`)).body.value.version, name: `امداد ${RUN}`, plateNumber: plate(1), thirdPartyId: operator.thirdPartyId, status: 1 }).expect(400);
    expect(fields(mission.body)).toEqual(['status']);
    // one vehicle an operator
    const twice = await api('post', 'create').send({ name: `تکراری ${RUN}`, plateNumber: plate(6), thirdPartyId: operator.thirdPartyId }).expect(409);
    expect(twice.body.errors[0].field).toBe('thirdPartyId');
    expect(await t.infra.db.prisma.rescueVehicle.count({ where: { name: { in: [`بد ${RUN}`, `بی‌کاربر ${RUN}`, `تکراری ${RUN}`] } } })).toBe(0);
  });

  it('lets a user look up its own vehicle by third-party id, and answers null for a user who drives none', async () => {
    const own = await api('get', `getByThirdPartyIdId?thirdPartyId=${operator.thirdPartyId}`, operator.token).expect(200);
    expect(own.body).toMatchObject({ isSuccess: true, value: { id: vehicleId, thirdPartyId: operator.thirdPartyId, companyId } });
    const other = await staffInCompany();
    const none = await api('get', `getByThirdPartyIdId?thirdPartyId=${other.thirdPartyId}`, other.token).expect(200);
    expect(none.body).toEqual({ isSuccess: true, value: null });
    // someone else's: only with the page's right
    await api('get', `getByThirdPartyIdId?thirdPartyId=${operator.thirdPartyId}`, other.token).expect(403);
    expect((await api('get', `getByThirdPartyIdId?thirdPartyId=${operator.thirdPartyId}`).expect(200)).body.value.id).toBe(vehicleId);
    await api('get', 'getByThirdPartyIdId', operator.token).expect(400);
    await t.http().get(`${BASE}/getByThirdPartyIdId?thirdPartyId=${operator.thirdPartyId}`).expect(401);
  });

  it('takes a position report from the operator, stores it and moves the vehicle', async () => {
    const res = await api('post', 'location/create', operator.token).send({ rescueVehicleId: vehicleId, latitude: 35.6892, longitude: 51.389 }).expect(200);
    expect(res.body.value).toMatchObject({ rescueVehicleId: vehicleId, latitude: 35.6892, longitude: 51.389, createdBy: operator.userId });
    const v = await t.infra.db.prisma.rescueVehicle.findUniqueOrThrow({ where: { id: vehicleId } });
    expect([Number(v.latitude), Number(v.longitude)]).toEqual([35.6892, 51.389]);
    expect(v.locatedAt).not.toBeNull();
    const version = v.version;
    const upd = await api('post', 'updateLocation', operator.token).send({ id: vehicleId, latitude: 35.7, longitude: 51.4 }).expect(200);
    expect(upd.body.value).toMatchObject({ id: vehicleId, latitude: 35.7, longitude: 51.4 });
    // a report never makes an open form stale
    expect((await t.infra.db.prisma.rescueVehicle.findUniqueOrThrow({ where: { id: vehicleId } })).version).toBe(version);
  });

  it('answers 400 naming every missing or out-of-range field', async () => {
    const missing = await api('post', 'location/create', operator.token).send({}).expect(400);
    expect(fields(missing.body)).toEqual(['latitude', 'longitude', 'rescueVehicleId']);
    const range = await api('post', 'location/create', operator.token).send({ rescueVehicleId: vehicleId, latitude: 91, longitude: -181 }).expect(400);
    expect(fields(range.body)).toEqual(['latitude', 'longitude']);
    const text = await api('post', 'location/create', operator.token).send({ rescueVehicleId: vehicleId, latitude: 'north', longitude: 51 }).expect(400);
    expect(fields(text.body)).toEqual(['latitude']);
    const near = await api('get', 'getFilteredNearby?latitude=100&radiusKm=0').expect(400);
    expect(fields(near.body)).toEqual(['latitude', 'longitude', 'radiusKm']);
  });

  it('refuses a report from anyone but the operator or a holder of the right, and keeps companies apart', async () => {
    await api('post', 'location/create', stranger.token).send({ rescueVehicleId: vehicleId, latitude: 35, longitude: 51 }).expect(403);
    // the administrator holds the page's Update right
    await api('post', 'location/create').send({ rescueVehicleId: vehicleId, latitude: 35.5, longitude: 51.5 }).expect(200);
    // another company's vehicle does not exist for this token
    await api('post', 'location/create', operator.token).send({ rescueVehicleId: foreignVehicleId, latitude: 35, longitude: 51 }).expect(404);
    await api('post', 'location/create').send({ rescueVehicleId: foreignVehicleId, latitude: 35, longitude: 51 }).expect(404);
    await api('get', `getById?Id=${foreignVehicleId}`).expect(404);
  });

  it('lists, pages and reads the reports behind the page’s right, and cuts a day for the replay', async () => {
    const page = await api('get', `location/getByRescueVehicleId?rescueVehicleId=${vehicleId}&pageIndex=1&pageSize=2`).expect(200);
    expect(page.body.value.rowCount).toBe(3);
    expect(page.body.value.data).toHaveLength(2);
    // newest first
    expect(page.body.value.data[0]).toMatchObject({ latitude: 35.5, longitude: 51.5 });
    const one = await api('get', `location/getById?Id=${page.body.value.data[1].id}`).expect(200);
    expect(one.body.value).toEqual(page.body.value.data[1]);
    const oldest = (await api('get', `location/getByRescueVehicleId?rescueVehicleId=${vehicleId}&orderDirection=asc&pageSize=10`).expect(200)).body.value.data;
    expect(oldest.map((l: { latitude: number }) => l.latitude)).toEqual([35.6892, 35.7, 35.5]);
    const window = await api('get', `location/getByRescueVehicleId?rescueVehicleId=${vehicleId}&orderDirection=asc&from=${encodeURIComponent(oldest[1].createdAt)}&to=${encodeURIComponent(oldest[1].createdAt)}`).expect(200);
    expect(window.body.value.data.map((l: { id: number }) => l.id)).toEqual([oldest[1].id]);
    await api('get', 'location/getById?Id=999999999').expect(404);
    await api('get', `location/getByRescueVehicleId?rescueVehicleId=${foreignVehicleId}`).expect(404);
    await api('get', 'location/getFiltered', operator.token).expect(403);
  });

  it('finds the vehicles near a point in distance order, within the radius, of the state asked', async () => {
    // four vehicles around a point of the sea (no other test puts vehicles there), each with its operator
    const centre = { latitude: 26.5, longitude: 55.0 };
    const spots = [
      { dLat: 0.3, dLng: 0 }, // ~33 km north
      { dLat: 0, dLng: 0.05 }, // ~5 km east
      { dLat: -0.1, dLng: -0.1 }, // ~15 km south-west
      { dLat: 0.9, dLng: 0.9 }, // ~135 km away
    ];
    const ids: number[] = [];
    for (const [i, s] of spots.entries()) {
      const op = await staffInCompany();
      const id = await create({ name: `نزدیک ${RUN} ${i}`, plateNumber: plate(10 + i), thirdPartyId: op.thirdPartyId, ...(i === 2 ? { status: 2 } : {}) });
      await api('post', 'location/create', op.token).send({ rescueVehicleId: id, latitude: centre.latitude + s.dLat, longitude: centre.longitude + s.dLng }).expect(200);
      ids.push(id);
    }
    const near = (await api('get', `getFilteredNearby?latitude=${centre.latitude}&longitude=${centre.longitude}&radiusKm=50`).expect(200)).body;
    expect(near.isSuccess).toBe(true);
    expect(near.value.data.map((r: { id: number }) => r.id)).toEqual([ids[1], ids[2], ids[0]]);
    expect(near.value.rowCount).toBe(3);
    for (const r of near.value.data) {
      const s = spots[ids.indexOf(r.id)]!;
      expect(r.distanceKm).toBeCloseTo(haversineKm(centre.latitude, centre.longitude, centre.latitude + s.dLat, centre.longitude + s.dLng), 1);
      expect(r).toMatchObject({ name: expect.stringContaining(`نزدیک ${RUN}`), thirdPartyId: expect.any(Number) });
    }
    // the available ones only; a wider circle takes the far one
    const free = (await api('get', `getFilteredNearby?latitude=${centre.latitude}&longitude=${centre.longitude}&radiusKm=200&status=0`).expect(200)).body.value;
    expect(free.data.map((r: { id: number }) => r.id)).toEqual([ids[1], ids[0], ids[3]]);
    // paged: the second page of one, and a page past the end still counts them
    const second = (await api('get', `getFilteredNearby?latitude=${centre.latitude}&longitude=${centre.longitude}&radiusKm=200&pageIndex=2&pageSize=1`).expect(200)).body.value;
    expect(second).toMatchObject({ rowCount: 4, data: [expect.objectContaining({ id: ids[2] })] });
    const past = (await api('get', `getFilteredNearby?latitude=${centre.latitude}&longitude=${centre.longitude}&radiusKm=200&pageIndex=9&pageSize=1`).expect(200)).body.value;
    expect(past).toEqual({ data: [], rowCount: 4 });
    // a deactivated vehicle is not offered
    await api('put', 'deactivate').send({ id: ids[1] }).expect(200);
    expect((await api('get', `getFilteredNearby?latitude=${centre.latitude}&longitude=${centre.longitude}`).expect(200)).body.value.data[0].id).toBe(ids[2]);
    await api('get', `getFilteredNearby?latitude=${centre.latitude}&longitude=${centre.longitude}`, operator.token).expect(403);
  });

  it('stores every report of many operators sent at once, and the live map hears each move of its company only', async () => {
    const map = await channel(admin);
    const mapB = await channel(adminB);
    for (const c of [map, mapB]) c.ws.send(JSON.stringify({ type: 'listen', topic: 'rescue.map' }));
    await waitFor(() => map.messages.some((m) => m.type === 'listening') && mapB.messages.some((m) => m.type === 'listening'));
    // a user without the page's right is refused the topic, and an unknown topic is refused
    const plain = await channel(stranger.token);
    plain.ws.send(JSON.stringify({ type: 'listen', topic: 'rescue.map' }));
    plain.ws.send(JSON.stringify({ type: 'listen', topic: 'no.such.topic' }));
    await waitFor(() => plain.messages.filter((m) => m.type === 'refused').length === 2);

    // 120 reports of the operator at once: each stored, in one or a few batches
    const before = await t.infra.db.prisma.rescueVehicleLocation.count({ where: { rescueVehicleId: vehicleId } });
    const sent = Array.from({ length: 120 }, (_, i) => ({ latitude: 35 + i / 1000, longitude: 51 + i / 1000 }));
    const answers = await Promise.all(sent.map((s) => api('post', 'location/create', operator.token).send({ rescueVehicleId: vehicleId, ...s })));
    expect(answers.map((a) => a.status)).toEqual(sent.map(() => 200));
    const stored = answers.map((a) => a.body.value.id as number);
    expect(new Set(stored).size).toBe(120);
    expect(await t.infra.db.prisma.rescueVehicleLocation.count({ where: { rescueVehicleId: vehicleId } })).toBe(before + 120);
    // each caller got its own row
    const rows = await t.infra.db.prisma.rescueVehicleLocation.findMany({ where: { id: { in: stored.map(BigInt) } } });
    for (const a of answers) expect(Number(rows.find((r) => Number(r.id) === a.body.value.id)!.latitude)).toBe(a.body.value.latitude);
    // every move reached the map
    const moves = () => map.messages.filter((m) => m.type === 'rescue.positions').flatMap((m) => m.moves as { id: number; latitude: number }[]).filter((m) => m.id === vehicleId);
    await waitFor(() => moves().length >= 120);
    expect(moves().map((m) => m.latitude).sort()).toEqual(sent.map((s) => s.latitude).sort());
    expect(plain.messages.some((m) => m.type === 'rescue.positions')).toBe(false);
    // another company's map hears nothing of this one's
    expect(mapB.messages.flatMap((m) => (m.type === 'rescue.positions' ? (m.moves as { id: number }[]) : [])).some((m) => m.id === vehicleId)).toBe(false);
    mapB.ws.close();
    map.ws.close();
    plain.ws.close();
  });
});
