import { startTestApp, type TestApp } from './support';
import { USER, signUpUser } from './identity-support';

const decodeJwt = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { company_id?: number };
const fields = (body: { errors: { field: string }[] }) => [...new Set(body.errors.map((e) => e.field))].sort();
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const BASE = '/api/rescue-vehicle/v1';

describe('rescue vehicles and their position reports', () => {
  let t: TestApp;
  let admin: string;
  let companyId: number;
  let otherCompanyId: number;
  let operator: { token: string; thirdPartyId: number; userId: number };
  let stranger: { token: string; thirdPartyId: number };
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

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value.access_token;
    companyId = Number(decodeJwt(admin).company_id);
    otherCompanyId = (await t.infra.db.prisma.company.create({ data: { code: `RV${Date.now() % 100000}`, nameFa: 'شرکت دیگر' } })).id;
    operator = await staffInCompany();
    stranger = await staffInCompany();
    vehicleId = (await t.infra.db.prisma.rescueVehicle.create({ data: { companyId, thirdPartyId: operator.thirdPartyId, name: 'امدادخودرو ۱', plateNumber: '۱۲ الف ۳۴۵ - ۶۷' } })).id;
    foreignVehicleId = (await t.infra.db.prisma.rescueVehicle.create({ data: { companyId: otherCompanyId, thirdPartyId: operator.thirdPartyId, name: 'خودروی شرکت دیگر', plateNumber: '99' } })).id;
  });
  afterAll(() => t.close());

  it('lets a user look up its own vehicle by third-party id, and answers null for a user who drives none', async () => {
    const own = await t.http().get(`${BASE}/getByThirdPartyIdId?thirdPartyId=${operator.thirdPartyId}`).set(bearer(operator.token)).expect(200);
    expect(own.body).toMatchObject({ isSuccess: true, value: { id: vehicleId, thirdPartyId: operator.thirdPartyId, companyId, latitude: null, longitude: null } });
    const none = await t.http().get(`${BASE}/getByThirdPartyIdId?thirdPartyId=${stranger.thirdPartyId}`).set(bearer(stranger.token)).expect(200);
    expect(none.body).toEqual({ isSuccess: true, value: null });
    // someone else's: only with the screen's right
    await t.http().get(`${BASE}/getByThirdPartyIdId?thirdPartyId=${operator.thirdPartyId}`).set(bearer(stranger.token)).expect(403);
    const byAdmin = await t.http().get(`${BASE}/getByThirdPartyIdId?thirdPartyId=${operator.thirdPartyId}`).set(bearer(admin)).expect(200);
    expect(byAdmin.body.value.id).toBe(vehicleId);
    await t.http().get(`${BASE}/getByThirdPartyIdId`).set(bearer(operator.token)).expect(400);
    await t.http().get(`${BASE}/getByThirdPartyIdId?thirdPartyId=${operator.thirdPartyId}`).expect(401);
  });

  it('takes a position report from the operator, stores it and moves the vehicle', async () => {
    const res = await t.http().post(`${BASE}/location/create`).set(bearer(operator.token)).send({ rescueVehicleId: vehicleId, latitude: 35.6892, longitude: 51.389 }).expect(200);
    expect(res.body.value).toMatchObject({ rescueVehicleId: vehicleId, latitude: 35.6892, longitude: 51.389, createdBy: operator.userId });
    const v = await t.infra.db.prisma.rescueVehicle.findUniqueOrThrow({ where: { id: vehicleId } });
    expect([Number(v.latitude), Number(v.longitude)]).toEqual([35.6892, 51.389]);
    expect(v.locatedAt).not.toBeNull();

    const upd = await t.http().post(`${BASE}/updateLocation`).set(bearer(operator.token)).send({ id: vehicleId, latitude: 35.7, longitude: 51.4 }).expect(200);
    expect(upd.body.value).toMatchObject({ id: vehicleId, latitude: 35.7, longitude: 51.4 });
  });

  it('answers 400 naming every missing or out-of-range field', async () => {
    const missing = await t.http().post(`${BASE}/location/create`).set(bearer(operator.token)).send({}).expect(400);
    expect(fields(missing.body)).toEqual(['latitude', 'longitude', 'rescueVehicleId']);
    const range = await t.http().post(`${BASE}/location/create`).set(bearer(operator.token)).send({ rescueVehicleId: vehicleId, latitude: 91, longitude: -181 }).expect(400);
    expect(fields(range.body)).toEqual(['latitude', 'longitude']);
    const text = await t.http().post(`${BASE}/location/create`).set(bearer(operator.token)).send({ rescueVehicleId: vehicleId, latitude: 'north', longitude: 51 }).expect(400);
    expect(fields(text.body)).toEqual(['latitude']);
  });

  it('refuses a report from anyone but the operator or a holder of the right, and keeps companies apart', async () => {
    await t.http().post(`${BASE}/location/create`).set(bearer(stranger.token)).send({ rescueVehicleId: vehicleId, latitude: 35, longitude: 51 }).expect(403);
    // the administrator holds the screen's Update right
    await t.http().post(`${BASE}/location/create`).set(bearer(admin)).send({ rescueVehicleId: vehicleId, latitude: 35.5, longitude: 51.5 }).expect(200);
    // another company's vehicle does not exist for this token
    await t.http().post(`${BASE}/location/create`).set(bearer(operator.token)).send({ rescueVehicleId: foreignVehicleId, latitude: 35, longitude: 51 }).expect(404);
    await t.http().post(`${BASE}/location/create`).set(bearer(admin)).send({ rescueVehicleId: foreignVehicleId, latitude: 35, longitude: 51 }).expect(404);
  });

  it('lists, pages and reads the reports behind the screen’s right', async () => {
    const page = await t.http().get(`${BASE}/location/getFiltered?pageIndex=1&pageSize=2`).set(bearer(admin)).expect(200);
    expect(page.body.value.rowCount).toBe(3);
    expect(page.body.value.data).toHaveLength(2);
    // newest first
    expect(page.body.value.data[0]).toMatchObject({ latitude: 35.5, longitude: 51.5 });
    const byVehicle = await t.http().get(`${BASE}/location/getByRescueVehicleId?rescueVehicleId=${vehicleId}&pageSize=10`).set(bearer(admin)).expect(200);
    expect(byVehicle.body.value.rowCount).toBe(3);
    const one = await t.http().get(`${BASE}/location/getById?Id=${page.body.value.data[1].id}`).set(bearer(admin)).expect(200);
    expect(one.body.value).toEqual(page.body.value.data[1]);
    await t.http().get(`${BASE}/location/getById?Id=999999`).set(bearer(admin)).expect(404);
    await t.http().get(`${BASE}/location/getByRescueVehicleId?rescueVehicleId=${foreignVehicleId}`).set(bearer(admin)).expect(404);
    await t.http().get(`${BASE}/location/getFiltered`).set(bearer(operator.token)).expect(403);
  });
});
