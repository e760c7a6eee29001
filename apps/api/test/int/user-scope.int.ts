import { startTestApp, type TestApp } from './support';
import { USER, freshMobile, refresh } from './identity-support';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const ROLE = '/api/identity/role/v1';
const PASSWORD = 'Karsaz-Strong-Pass-9';

/**
 * The roles model (docs/roles.md): a company administrator administers the users of its company only (any other
 * user is 404), and changes nothing that belongs to the whole organisation (roles, grants: 403), nor grants the
 * organisation-wide permission; a holder of the organisation-wide permission administers every company's users.
 */
describe('user administration is limited to the caller’s company unless it is organisation-wide', () => {
  let t: TestApp;
  let admin: string;
  let adminInB: string;
  let companyA: number;
  const RUN = Date.now() % 100000;
  const call = (method: 'get' | 'post' | 'put', path: string, token: string) => t.http()[method](path).set(bearer(token));
  const idsIn = (value: { data?: { id: number }[] } | { id: number }[]) => (Array.isArray(value) ? value : value.data!).map((u) => u.id);

  /** A user assigned to the company of `token` (createByAdmin joins the caller's company). */
  const make = async (token: string) => (await call('post', `${USER}/createByAdmin`, token).send({ mobileNumber: freshMobile(), firstName: 'کاربر', lastName: `دامنه${RUN}` , password: PASSWORD }).expect(200)).body.value.id as number;
  const tokenOf = async (userId: number) => {
    const mobile = (await t.infra.db.prisma.user.findUniqueOrThrow({ where: { id: userId } })).mobileNumber;
    return (await t.http().post(`${USER}/login`).send({ mobileNumber: mobile, password: PASSWORD }).expect(200)).body.value.access_token as string;
  };
  let menus: { id: number; url: string | null }[];
  let actions: { id: number; name: string }[];
  /** A role granting every action on the given menus. */
  const roleWith = async (name: string, urls: string[]) => {
    const role = (await call('post', `${ROLE}/create`, admin).send({ name: `${name}${RUN}`, title: name }).expect(200)).body.value.id as number;
    const permissions = urls.flatMap((url) => actions.map((x) => ({ actionMenuId: menus.find((m) => m.url === url)!.id, actionId: x.id })));
    await call('post', `${ROLE}/AddActionsToRole`, admin).send({ roleId: role, permissions }).expect(200);
    return role;
  };

  beforeAll(async () => {
    t = await startTestApp();
    const login = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value;
    admin = login.access_token;
    companyA = JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString()).company_id;
    const companyB = (await t.infra.db.prisma.company.findMany({ orderBy: { id: 'asc' } })).find((c) => c.id !== companyA)!.id;
    adminInB = (await refresh(t, login.refresh_token, { company_id: String(companyB) }).expect(200)).body.access_token;
    menus = (await call('get', '/api/identity/actionMenu/v1/getActiveMenus', admin).expect(200)).body.value;
    actions = (await call('get', '/api/identity/action/v1/gets', admin).query({ pageSize: 100 }).expect(200)).body.value.data;
  });
  afterAll(() => t.close());

  it('the Administrator role holds the organisation-wide permission, declared in the catalogue', async () => {
    const row = await t.infra.db.prisma.actionMenu.findFirst({ where: { url: '/organisation-administration' } });
    expect(row).not.toBeNull();
    const held = await t.infra.db.prisma.rolePermission.count({ where: { actionMenuId: row!.id, role: { users: { some: { user: { mobileNumber: '09120000000' } } } } } });
    expect(held).toBeGreaterThan(0);
  });

  it('a company administrator lists and changes its company’s users only; another company’s user is 404', async () => {
    const inA = await make(admin);
    const inB = await make(adminInB);
    // the users screen with every action, and even the menu tree: not organisation-wide
    const role = await roleWith('CompanyAdmin', ['/access-management-2', '/menus-priority-2']);
    const companyAdmin = await make(admin);
    await call('post', `${USER}/addRolesToUser`, admin).send({ userId: companyAdmin, roleIds: [role] }).expect(200);
    const c = await tokenOf(companyAdmin);

    const listed = idsIn((await call('get', `${USER}/gets`, c).query({ pageSize: 100, searchTerm: `دامنه${RUN}` }).expect(200)).body.value);
    expect(listed).toEqual(expect.arrayContaining([inA, companyAdmin]));
    expect(listed).not.toContain(inB);
    await call('get', `${USER}/getUserById`, c).query({ Id: inB }).expect(404);
    const before = await t.infra.db.prisma.user.findUniqueOrThrow({ where: { id: inB }, include: { roles: true, thirdParty: true } });
    await call('put', `${USER}/update`, c).send({ id: inB, version: before.version, firstName: 'دیگر', lastName: 'شرکت' }).expect(404);
    for (const path of ['active', 'inActive', 'disable', 'revokeUserSessions']) {
      const res = await call('post', `${USER}/${path}`, c).set('Accept-Language', 'en').send({ id: inB }).expect(404);
      expect(res.body).toMatchObject({ isSuccess: false, message: 'The requested item was not found.' });
    }
    expect(await t.infra.db.prisma.user.findUniqueOrThrow({ where: { id: inB }, include: { roles: true, thirdParty: true } })).toEqual(before);

    // its own company's users it does change
    const mine = await t.infra.db.prisma.user.findUniqueOrThrow({ where: { id: inA } });
    await call('put', `${USER}/update`, c).send({ id: inA, version: mine.version, firstName: 'تازه', lastName: `دامنه${RUN}` }).expect(200);
    await call('post', `${USER}/inActive`, c).send({ id: inA }).expect(200);
    await call('post', `${USER}/active`, c).send({ id: inA }).expect(200);
    await call('post', `${USER}/disable`, c).send({ id: inA }).expect(200);
    expect(await t.infra.db.prisma.user.findUniqueOrThrow({ where: { id: inA } })).toMatchObject({ isActive: true, isDisabled: true });
  });

  it('a company administrator changes nothing that is the organisation’s, and cannot grant the organisation-wide role', async () => {
    const role = await roleWith('CompanyAdmin2', ['/access-management-2', '/menus-priority-2']);
    const companyAdmin = await make(admin);
    await call('post', `${USER}/addRolesToUser`, admin).send({ userId: companyAdmin, roleIds: [role] }).expect(200);
    const c = await tokenOf(companyAdmin);
    // its profile says so, and the SPA offers it no write of the organisation's
    expect((await call('get', `${USER}/profile`, c).expect(200)).body.value.organisationWide).toBe(false);
    expect((await call('get', `${USER}/profile`, admin).expect(200)).body.value.organisationWide).toBe(true);
    // roles are the organisation's: it reads them (to assign them) but does not write them
    await call('get', `${ROLE}/gets`, c).expect(200);
    await call('post', `${ROLE}/create`, c).send({ name: `Sneaky${RUN}`, title: 'x' }).expect(403);
    const wide = menus.find((m) => m.url === '/organisation-administration')!.id;
    const update = actions.find((x) => x.name === 'Update')!.id;
    await call('post', `${ROLE}/AddActionsToRole`, c).send({ roleId: role, permissions: [{ actionMenuId: wide, actionId: update }] }).expect(403);
    await call('post', `${ROLE}/inactive`, c).send({ id: role }).expect(403);
    await call('post', '/api/identity/actionMenu/v1/create', c).send({ name: `Menu${RUN}`, url: `/x-${RUN}` }).expect(403);
    // nor register an integrator client: its service account would act with any role in any company
    await call('post', '/api/identity/oauthClient/v1/create', c).send({ clientId: `svc-${RUN}`, name: 'x', kind: 'confidential', redirectUris: [], grantTypes: ['client_credentials'], companyId: companyA, roleId: role }).expect(403);
    expect(await t.infra.db.prisma.oAuthClient.count({ where: { id: `svc-${RUN}` } })).toBe(0);
    expect(await t.infra.db.prisma.rolePermission.count({ where: { roleId: role, actionMenuId: wide } })).toBe(0);
    // nor hand out a role that holds the organisation-wide permission, to itself or to anyone
    const administrator = (await t.infra.db.prisma.role.findFirstOrThrow({ where: { users: { some: { user: { mobileNumber: '09120000000' } } } } })).id;
    await call('post', `${USER}/addRolesToUser`, c).send({ userId: companyAdmin, roleIds: [administrator] }).expect(403);
    await call('post', `${USER}/createByAdmin`, c).send({ mobileNumber: freshMobile(), firstName: 'الف', lastName: 'ب', roleIds: [administrator] }).expect(403);
    expect(await t.infra.db.prisma.userRole.count({ where: { userId: companyAdmin, roleId: administrator } })).toBe(0);
    // a role without it, it grants to its company's users
    await call('post', `${USER}/addRolesToUser`, c).send({ userId: await make(admin), roleIds: [role] }).expect(200);
  });

  it('a holder of the organisation-wide permission administers the users of every company', async () => {
    const inB = await make(adminInB);
    // the users screen and the organisation-wide permission, nothing else
    const role = await roleWith('OrgAdmin', ['/access-management-2', '/organisation-administration']);
    const orgAdmin = await make(admin);
    await call('post', `${USER}/addRolesToUser`, admin).send({ userId: orgAdmin, roleIds: [role] }).expect(200);
    const o = await tokenOf(orgAdmin);
    expect((await call('get', `${USER}/profile`, o).expect(200)).body.value.organisationWide).toBe(true);
    expect(idsIn((await call('get', `${USER}/gets`, o).query({ pageSize: 100, searchTerm: `دامنه${RUN}` }).expect(200)).body.value)).toContain(inB);
    const row = await t.infra.db.prisma.user.findUniqueOrThrow({ where: { id: inB } });
    await call('put', `${USER}/update`, o).send({ id: inB, version: row.version, firstName: 'سراسری', lastName: `دامنه${RUN}` }).expect(200);
    await call('post', `${USER}/inActive`, o).send({ id: inB }).expect(200);
    await call('post', `${USER}/active`, o).send({ id: inB }).expect(200);
    await call('post', `${USER}/revokeUserSessions`, o).send({ id: inB }).expect(200);
    await call('post', `${USER}/disable`, o).send({ id: inB }).expect(200);
    expect(await t.infra.db.prisma.user.findUniqueOrThrow({ where: { id: inB }, include: { thirdParty: true } })).toMatchObject({ isActive: true, isDisabled: true, thirdParty: { firstName: 'سراسری' } });
    // and the demo administrator (the Administrator role) too
    expect(idsIn((await call('get', `${USER}/getUsersByIds`, admin).query({ Ids: `${inB}` }).expect(200)).body.value)).toEqual([inB]);
  });
});
