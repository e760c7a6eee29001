import { startTestApp, type TestApp } from './support';
import { USER, freshMobile } from './identity-support';

/**
 * The one write path (apps/api/src/core/write/write-path.ts, issue 9 item 8): every hand-written controller that
 * moved onto it answers a stale version with 409 and writes nothing, audits what it wrote, and a unique violation
 * is a 409 naming the field. The user's update carries its version now.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const RUN = Date.now() % 1000000;

describe('the write path: versions, 409s and audit in one place', () => {
  let t: TestApp;
  let admin: string;
  const api = (m: 'get' | 'post' | 'put', path: string) => t.http()[m](path).set(bearer(admin)).set('Accept-Language', 'en');
  const audits = (entity: string, id: number, event?: string) =>
    t.infra.db.prisma.auditLog.findMany({ where: { entity, entityId: String(id), ...(event ? { event } : {}) }, orderBy: { id: 'asc' } });

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value.access_token;
  });
  afterAll(() => t.close());

  it('user update: the version is required, a stale one is 409 and changes nothing, the change is audited', async () => {
    const mobileNumber = freshMobile();
    const id = (await api('post', `${USER}/createByAdmin`).send({ mobileNumber, firstName: 'مریم', lastName: `نوری ${RUN}` }).expect(200)).body.value.id as number;
    const read = (await api('get', `${USER}/getUserById`).query({ Id: id }).expect(200)).body.value;
    expect(read.version).toBe(1);

    const missing = await api('put', `${USER}/update`).send({ id, firstName: 'مریم', lastName: 'نوری' }).expect(400);
    expect([...new Set(missing.body.errors.map((e: { field: string }) => e.field))]).toEqual(['version']);

    const saved = (await api('put', `${USER}/update`).send({ id, version: 1, firstName: 'مریم', lastName: `صالحی ${RUN}` }).expect(200)).body.value;
    expect(saved).toEqual({ id, version: 2 });
    const stale = await api('put', `${USER}/update`).send({ id, version: 1, firstName: 'دیگر', lastName: 'کس' }).expect(409);
    expect(stale.body).toMatchObject({ isSuccess: false, message: 'This item was changed meanwhile; reload it.' });
    expect((await api('get', `${USER}/getUserById`).query({ Id: id }).expect(200)).body.value).toMatchObject({ version: 2, firstName: 'مریم', lastName: `صالحی ${RUN}` });
    const [audit] = await audits('user', id, 'update');
    expect(audit?.data).toEqual({ changes: { lastName: { before: `نوری ${RUN}`, after: `صالحی ${RUN}` } }, version: 2 });
  });

  it('user update: of two saves from the same version exactly one wins', async () => {
    const id = (await api('post', `${USER}/createByAdmin`).send({ mobileNumber: freshMobile(), firstName: 'علی', lastName: `رضایی ${RUN}` }).expect(200)).body.value.id as number;
    const answers = await Promise.all(['الف', 'ب'].map((lastName) => api('put', `${USER}/update`).send({ id, version: 1, firstName: 'علی', lastName })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await api('get', `${USER}/getUserById`).query({ Id: id }).expect(200)).body.value.version).toBe(2);
  });

  it('access admin: a stale role, action or menu is 409; a taken name is 409 on `name`; each write is audited', async () => {
    const role = (await api('post', '/api/identity/role/v1/create').send({ name: `WP${RUN}`, title: 'نقش' }).expect(200)).body.value.id as number;
    await api('put', '/api/identity/role/v1/update').send({ id: role, version: 1, name: `WP${RUN}`, title: 'نقش تازه' }).expect(200);
    await api('put', '/api/identity/role/v1/update').send({ id: role, version: 1, name: `WP${RUN}`, title: 'کهنه' }).expect(409);
    const other = (await api('post', '/api/identity/role/v1/create').send({ name: `WQ${RUN}`, title: 'دیگری' }).expect(200)).body.value.id as number;
    const taken = await api('put', '/api/identity/role/v1/update').send({ id: other, version: 1, name: `WP${RUN}`, title: 'دیگری' }).expect(409);
    expect(taken.body).toMatchObject({ message: 'An item with this name already exists.', errors: [{ field: 'name' }] });
    const twice = await api('post', '/api/identity/role/v1/create').send({ name: `WP${RUN}`, title: 'تکراری' }).expect(409);
    expect(twice.body.errors).toEqual([expect.objectContaining({ field: 'name' })]);
    expect((await audits('role', role)).map((a) => a.event)).toEqual(['create', 'update']);
    expect((await audits('role', other)).map((a) => a.event)).toEqual(['create']);

    const roots = (await api('get', '/api/identity/actionMenu/v1/getRootActionMenus').expect(200)).body.value;
    const menu = (await api('post', '/api/identity/actionMenu/v1/create').send({ parentId: roots[0].id, name: `WPMenu${RUN}`, description: 'گروه', subSystemType: 1 }).expect(200)).body.value.id;
    await api('put', '/api/identity/actionMenu/v1/update').send({ id: menu, version: 1, parentId: roots[0].id, name: `WPMenu${RUN}`, description: 'یک', subSystemType: 1 }).expect(200);
    await api('put', '/api/identity/actionMenu/v1/update').send({ id: menu, version: 1, parentId: roots[0].id, name: `WPMenu${RUN}`, description: 'دو', subSystemType: 1 }).expect(409);
    expect((await api('get', '/api/identity/actionMenu/v1/getActionMenuById').query({ Id: menu }).expect(200)).body.value).toMatchObject({ description: 'یک', version: 2 });
  });

  it('third-party details and operation priorities: a stale version is 409 and leaves the row as it was', async () => {
    const party = (await api('post', '/api/meta-data/v1/thirdparty/create').send({ kind: 1, firstName: 'نادر', lastName: `کاظمی ${RUN}` }).expect(200)).body.value.id as number;
    await api('post', '/api/meta-data/v1/thirdparty/updateDetails').send({ id: party, version: 1, roles: { isContractor: true } }).expect(200);
    await api('post', '/api/meta-data/v1/thirdparty/updateDetails').send({ id: party, version: 1, roles: { isContractor: false } }).expect(409);
    expect((await api('get', `/api/meta-data/v1/thirdparty/getById?Id=${party}`).expect(200)).body.value).toMatchObject({ isContractor: true, version: 2 });
    expect((await audits('thirdparty', party, 'entity.updateDetails'))[0]?.data).toMatchObject({ roles: { isContractor: true }, version: 2 });

    const op = (await api('post', '/api/service/v1/OperationInfo/Add').send({ code: `WPO${RUN}`, name: `عملیات ${RUN}`, operationStatus: 2 }).expect(200)).body.value.id as number;
    await api('put', '/api/service/v1/OperationInfo/UpdateSetPriority').send({ id: op, priority: 4, version: 1 }).expect(200);
    await api('put', '/api/service/v1/OperationInfo/UpdateSetPriority').send({ id: op, priority: 9, version: 1 }).expect(409);
    expect((await api('get', '/api/service/v1/OperationInfo/GetOperationInfoById').query({ operationInfoId: op }).expect(200)).body.value).toMatchObject({ priority: 4, version: 2 });
  });
});
