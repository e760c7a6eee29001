import { startTestApp, type TestApp } from './support';
import { USER, freshMobile, lastCode, signUpUser, adminToken } from './identity-support';

/**
 * Compatibility with the upstream system's clients (issue 11, docs/error-codes.md, docs/integrators.md): the
 * failure envelope's `isFailure` and `error.code`; `Id` for `{entity}Id` and `filterData` for `searchTerm`;
 * sendOtp with the spec's `{mobileNumber}`; unknown body fields stripped (no mass assignment); the spec's message
 * statuses (unread counted with [3]); `haveChild` on categories and branches.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const SERVICE = '/api/service/v1';
const RUN = Date.now() % 100000;
let seq = 0;
const code = () => `${RUN}${++seq}`;

describe('compatibility with existing clients', () => {
  let t: TestApp;
  let admin: string;
  const api = (m: 'get' | 'post' | 'put' | 'delete', path: string, token = admin) => t.http()[m](path).set(bearer(token)).set('Accept-Language', 'en');
  const createCategory = async (name: string, extra: Record<string, unknown> = {}) =>
    (await api('post', `${SERVICE}/Category/CreateCategory`).send({ code: code(), name, ...extra }).expect(200)).body.value.id as number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t);
  });
  afterAll(() => t.close());

  describe('the failure envelope carries isFailure and error {code, message, statusCode}', () => {
    const check = (body: Record<string, unknown>, status: number, machine: string) => {
      expect(body).toMatchObject({ isSuccess: false, isFailure: true, message: expect.any(String), errors: expect.any(Array), traceId: expect.any(String) });
      expect(body.error).toEqual({ code: machine, message: body.message, statusCode: status });
    };

    it('for bad input, no token, no permission, no record and no route', async () => {
      const bad = await api('post', `${SERVICE}/Category/CreateCategory`).send({ code: {}, name: 5 }).expect(400);
      check(bad.body, 400, 'VALIDATION_FAILED');
      expect(bad.body.errors.length).toBeGreaterThan(0);
      check((await t.http().get(`${SERVICE}/Category/GetCategories`).expect(401)).body, 401, 'UNAUTHORIZED');
      const nobody = await signUpUser(t);
      check((await api('get', `${SERVICE}/Category/GetCategories`, nobody.tokens.access_token).expect(403)).body, 403, 'FORBIDDEN');
      check((await api('get', `${SERVICE}/Category/GetCategoryById?categoryId=99999999`).expect(404)).body, 404, 'NOT_FOUND');
      check((await api('get', '/api/no-such-route').expect(404)).body, 404, 'ROUTE_NOT_FOUND');
    });

    it('leaves the success answer as the contract has it', async () => {
      const ok = await api('get', `${SERVICE}/Category/GetCategories`).expect(200);
      expect(ok.body.isSuccess).toBe(true);
      expect(ok.body.value).toMatchObject({ data: expect.any(Array), rowCount: expect.any(Number) });
    });
  });

  describe('the upstream client’s parameter names', () => {
    it('takes Id for {entity}Id and filterData for searchTerm on an engine entity', async () => {
      const name = `همخوانی ${RUN} یک`;
      const id = await createCategory(name);
      const byOwn = await api('get', `${SERVICE}/Category/GetCategoryById?categoryId=${id}`).expect(200);
      const byId = await api('get', `${SERVICE}/Category/GetCategoryById?Id=${id}`).expect(200);
      expect(byId.body.value).toEqual(byOwn.body.value);
      expect(byId.body.value.name).toBe(name);
      // the own name wins over the alias
      expect((await api('get', `${SERVICE}/Category/GetCategoryById?categoryId=${id}&Id=99999999`).expect(200)).body.value.id).toBe(id);

      const term = encodeURIComponent(`همخوانی ${RUN}`);
      const all = (await api('get', `${SERVICE}/Category/GetCategories?pageSize=100`).expect(200)).body.value.rowCount as number;
      const bySearch = (await api('get', `${SERVICE}/Category/GetCategories?searchTerm=${term}`).expect(200)).body.value;
      const byFilterData = (await api('get', `${SERVICE}/Category/GetCategories?filterData=${term}`).expect(200)).body.value;
      expect(byFilterData).toEqual(bySearch);
      expect(byFilterData.rowCount).toBe(1);
      expect(all).toBeGreaterThanOrEqual(1);
      const nothing = (await api('get', `${SERVICE}/Category/GetCategories?filterData=no-such-category-anywhere`).expect(200)).body.value.rowCount;
      expect(nothing).toBe(0);

      const other = await createCategory(`همخوانی ${RUN} دو`);
      await api('delete', `${SERVICE}/Category/DisableCategory?Id=${other}`).expect(200);
      expect(await t.infra.db.prisma.category.findUnique({ where: { id: other } })).toBeNull();
    });

    it('takes them on hand-written routes too: Id for userId, {entity}Id for Id, filterData for searchTerm', async () => {
      const me = (await api('get', `${USER}/profile`).expect(200)).body.value;
      const user = await t.infra.db.prisma.user.findFirstOrThrow({ where: { thirdPartyId: me.thirdPartyId } });
      const own = await api('get', `/api/identity/role/v1/getsByUserId?userId=${user.id}`).expect(200);
      const alias = await api('get', `/api/identity/role/v1/getsByUserId?Id=${user.id}`).expect(200);
      expect(alias.body.value).toEqual(own.body.value);
      expect(JSON.stringify(alias.body.value)).not.toBe('[]');

      const tp = await api('get', `/api/meta-data/v1/thirdparty/getById?Id=${me.thirdPartyId}`).expect(200);
      const tpAlias = await api('get', `/api/meta-data/v1/thirdparty/getById?thirdPartyId=${me.thirdPartyId}`).expect(200);
      expect(tpAlias.body.value).toEqual(tp.body.value);

      const roles = (await api('get', '/api/identity/role/v1/gets?pageSize=100').expect(200)).body.value;
      expect(roles.rowCount).toBeGreaterThan(0);
      const none = (await api('get', '/api/identity/role/v1/gets?filterData=no-such-role-anywhere').expect(200)).body.value;
      expect(none.rowCount).toBe(0);
      const first = roles.data[0].name as string;
      expect((await api('get', `/api/identity/role/v1/gets?filterData=${encodeURIComponent(first)}`).expect(200)).body.value).toEqual(
        (await api('get', `/api/identity/role/v1/gets?searchTerm=${encodeURIComponent(first)}`).expect(200)).body.value,
      );
    });
  });

  it('sendOtp takes the spec’s body {mobileNumber}: a sign-in code; purpose still works', async () => {
    const u = await signUpUser(t);
    const before = new Date();
    const sent = await t.http().post(`${USER}/sendOtp`).send({ mobileNumber: u.mobileNumber }).expect(200);
    expect(sent.body.value.token).toEqual(expect.any(String));
    const code = await lastCode(t, u.mobileNumber, before);
    const ok = await t.http().post(`${USER}/verifyOtp`).send({ token: sent.body.value.token, code }).expect(200);
    expect(ok.body.value).toMatchObject({ isValid: true, access_token: expect.any(String) });
    // an explicit purpose is still honoured and still checked
    await new Promise((r) => setTimeout(r, 1100));
    const reset = await t.http().post(`${USER}/sendOtp`).send({ mobileNumber: u.mobileNumber, purpose: 'reset' }).expect(200);
    expect(reset.body.value.token).toEqual(expect.any(String));
    const wrong = await t.http().post(`${USER}/sendOtp`).set('Accept-Language', 'en').send({ mobileNumber: freshMobile(), purpose: 'everything' }).expect(400);
    expect(wrong.body.errors.map((e: { field: string }) => e.field)).toEqual(['purpose']);
  });

  it('strips and ignores unknown body fields: a mass-assignment attempt changes nothing, a wrong type is still 400', async () => {
    const me = (await api('get', `${USER}/profile`).expect(200)).body.value;
    const user = await t.infra.db.prisma.user.findFirstOrThrow({ where: { thirdPartyId: me.thirdPartyId } });
    const name = `تزریق ${RUN}`;
    const id = await createCategory(name, { id: 99999991, companyId: 999999, createdBy: 424242, updatedBy: 424242, isActive: false, version: 77, createdAt: '2000-01-01T00:00:00Z', isAdmin: true, foo: 'bar' });
    expect(id).not.toBe(99999991);
    const row = await t.infra.db.prisma.category.findUniqueOrThrow({ where: { id } });
    const company = (await t.infra.db.prisma.category.findFirstOrThrow({ where: { id }, select: { companyId: true } })).companyId;
    expect(company).not.toBe(999999);
    expect(row).toMatchObject({ name, isActive: true, version: 1, createdBy: user.id });
    expect(row.createdAt.getFullYear()).toBeGreaterThan(2020);
    // an update cannot move the row to another company either, nor set who made it
    const current = (await api('get', `${SERVICE}/Category/GetCategoryById?categoryId=${id}`).expect(200)).body.value;
    await api('put', `${SERVICE}/Category/UpdateCategory`).send({ id, version: current.version, code: current.code, name: `${name} ب`, companyId: 999999, createdBy: 424242, junk: [1, 2] }).expect(200);
    expect(await t.infra.db.prisma.category.findUniqueOrThrow({ where: { id } })).toMatchObject({ name: `${name} ب`, companyId: company, createdBy: user.id });
    const wrong = await api('post', `${SERVICE}/Category/CreateCategory`).send({ code: code(), name: { x: 1 }, companyId: 999999 }).expect(400);
    const fields = wrong.body.errors.map((e: { field: string }) => e.field);
    expect(fields).toContain('name');
    expect(fields).not.toContain('companyId');
  });

  it('counts unread messages with the spec’s messageStatus [3] and lists with [1]', async () => {
    const u = await signUpUser(t);
    const ids: number[] = [];
    for (const content of ['یکم', 'دوم', 'سوم']) ids.push((await api('post', '/api/messaging/v1/message/send').send({ recipientUserId: u.userId, type: 2, content }).expect(200)).body.value.id);
    for (let i = 0; i < 100 && (await t.infra.db.prisma.message.count({ where: { id: { in: ids }, status: 0 } })) > 0; i++) await new Promise((r) => setTimeout(r, 50));
    const token = u.tokens.access_token;
    const count = async () => (await api('get', '/api/messaging/v1/message/getCount?messageStatus=3&pageSize=10', token).expect(200)).body.value.rowCount;
    expect(await count()).toBe(3);
    await api('put', '/api/messaging/v1/message/setStatus', token).send({ ids: [ids[0]], status: 2 }).expect(200);
    expect(await count()).toBe(2);
    const bell = (await api('post', '/api/messaging/v1/message/gets', token).send({ messageStatus: [1], pageIndex: 1, pageSize: 5 }).expect(200)).body.value;
    expect(bell.rowCount).toBe(3);
    expect(bell.data.map((m: { id: number }) => m.id)).toEqual([...ids].reverse());
    expect(bell.data.map((m: { status: number }) => m.status)).toEqual([3, 3, 2]);
    // read ones can be made unread again
    await api('put', '/api/messaging/v1/message/setStatus', token).send({ ids: [ids[0]], status: 3 }).expect(200);
    expect(await count()).toBe(3);
    const statuses = (await api('get', '/api/messaging/v1/message/getMessageStatus', token).expect(200)).body.value;
    expect(statuses.map((s: { id: number; name: string }) => `${s.id} ${s.name}`)).toEqual(['0 Queued', '1 Sent', '2 Read', '3 Unread', '4 Failed']);
  });

  it('answers haveChild on categories and branches, in lists and by id', async () => {
    const parent = await createCategory(`پدر ${RUN}`);
    const lonely = await createCategory(`تنها ${RUN}`);
    const branch = (await api('post', `${SERVICE}/Branch/AddBranch`).send({ categoryId: parent, code: code(), name: `رسته ${RUN}` }).expect(200)).body.value.id as number;
    const list = (await api('get', `${SERVICE}/Category/GetCategories?pageSize=100&searchTerm=${encodeURIComponent(String(RUN))}`).expect(200)).body.value.data as { id: number; haveChild: boolean }[];
    const all = (await api('get', `${SERVICE}/Category/GetCategories?pageSize=100`).expect(200)).body.value.data as { id: number; haveChild: boolean }[];
    const rows = [...list, ...all];
    expect(rows.find((r) => r.id === parent)?.haveChild).toBe(true);
    expect(rows.find((r) => r.id === lonely)?.haveChild).toBe(false);
    expect((await api('get', `${SERVICE}/Category/GetCategoryById?categoryId=${parent}`).expect(200)).body.value.haveChild).toBe(true);
    expect((await api('get', `${SERVICE}/Category/GetCategoryById?categoryId=${lonely}`).expect(200)).body.value.haveChild).toBe(false);
    expect((await api('get', `${SERVICE}/Category/GetActiveCategories?pageSize=100`).expect(200)).body.value.data.every((r: { haveChild?: unknown }) => typeof r.haveChild === 'boolean')).toBe(true);

    const branchRow = async () => (await api('get', `${SERVICE}/Branch/GetsByCategoryId?categoryId=${parent}`).expect(200)).body.value.data.find((r: { id: number }) => r.id === branch);
    expect((await branchRow()).haveChild).toBe(false);
    await api('post', `${SERVICE}/Season/AddSeason`).send({ branchId: branch, code: code(), name: `فصل ${RUN}` }).expect(200);
    expect((await branchRow()).haveChild).toBe(true);
    expect((await api('get', `${SERVICE}/Branch/GetBranchById?branchId=${branch}`).expect(200)).body.value.haveChild).toBe(true);
  });
});
