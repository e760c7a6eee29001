import { startTestApp, type TestApp } from './support';
import { USER, freshMobile, refresh, signUpUser } from './identity-support';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const LEADS = '/api/identity/leadAccess/v1';

describe('leads access (api/identity/leadAccess/v1)', () => {
  let t: TestApp;
  let admin: string;
  let adminOther: string;
  let otherCompanyId: number;
  const api = (token: string, m: 'get' | 'post' | 'put' | 'delete', path: string) => t.http()[m](path).set(bearer(token));
  const newUser = async (token: string) =>
    (await api(token, 'post', `${USER}/createByAdmin`).send({ mobileNumber: freshMobile(), firstName: 'علی', lastName: `رضایی ${Date.now() % 1000}` }).expect(200)).body.value.id as number;

  beforeAll(async () => {
    t = await startTestApp();
    const login = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value;
    admin = login.access_token;
    const companies = await t.infra.db.prisma.company.findMany({ orderBy: { id: 'asc' } });
    const mine = (await api(admin, 'post', `${USER}/validate`).expect(200)).body.value.companyId as number;
    otherCompanyId = companies.find((c) => c.id !== mine)!.id;
    adminOther = (await refresh(t, login.refresh_token, { company_id: String(otherCompanyId) }).expect(200)).body.access_token;
  });
  afterAll(() => t.close());

  it('assigns led users to a lead, lists both ways, skips repeats, removes, and audits', async () => {
    const lead = await newUser(admin);
    const a = await newUser(admin);
    const b = await newUser(admin);
    const created = (await api(admin, 'post', `${LEADS}/create`).send({ leadUserId: lead, userIds: [a, b, a] }).expect(200)).body.value;
    expect(created.ids).toHaveLength(2);
    // a repeat is skipped, not an error
    expect((await api(admin, 'post', `${LEADS}/create`).send({ leadUserId: lead, userIds: [a] }).expect(200)).body.value.ids).toHaveLength(1);

    const page = (await api(admin, 'get', `${LEADS}/getsByLeadUserId?LeadUserId=${lead}&pageIndex=1&pageSize=1`).expect(200)).body.value;
    expect(page.rowCount).toBe(2);
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({ leadUserId: lead, userId: a, user: { id: a, firstName: 'علی' } });
    const leadsOfB = (await api(admin, 'get', `${LEADS}/getLeadsByUserId?UserId=${b}`).expect(200)).body.value;
    expect(leadsOfB.map((r: { leadUserId: number; user: { id: number } }) => [r.leadUserId, r.user.id])).toEqual([[lead, lead]]);
    const leads = (await api(admin, 'get', `${LEADS}/getLeads?pageSize=100`).expect(200)).body.value;
    expect(leads.data.find((l: { id: number }) => l.id === lead)).toMatchObject({ ledCount: 2 });
    const users = (await api(admin, 'get', `${LEADS}/getUsers?pageSize=100&searchTerm=رضایی`).expect(200)).body.value;
    expect(users.data.map((u: { id: number }) => u.id)).toEqual(expect.arrayContaining([lead, a, b]));

    const rowB = page.rowCount === 2 ? (await api(admin, 'get', `${LEADS}/getsByLeadUserId?LeadUserId=${lead}`).expect(200)).body.value.data.find((r: { userId: number }) => r.userId === b) : null;
    await api(admin, 'delete', `${LEADS}/remove?Id=${rowB.id}`).expect(200);
    expect((await api(admin, 'get', `${LEADS}/getsByLeadUserId?LeadUserId=${lead}`).expect(200)).body.value.rowCount).toBe(1);
    await api(admin, 'delete', `${LEADS}/remove?Id=${rowB.id}`).expect(404);

    const audit = await t.infra.db.prisma.auditLog.findMany({ where: { entity: 'leadAccess', OR: [{ entityId: String(lead) }, { entityId: String(rowB.id) }] }, orderBy: { id: 'asc' } });
    expect(audit.map((x) => x.event)).toEqual(['create', 'create', 'delete']);
    expect(audit[0].data).toEqual({ leadUserId: lead, userIds: [a, b] });
    expect(audit[2].data).toEqual({ leadUserId: lead, userId: b });
  });

  it('refuses a lead leading itself and unknown users with 400 on the field', async () => {
    const lead = await newUser(admin);
    const self = await api(admin, 'post', `${LEADS}/create`).set('Accept-Language', 'en').send({ leadUserId: lead, userIds: [lead] }).expect(400);
    expect(self.body.errors).toEqual([{ field: 'userIds', message: expect.any(String) }]);
    expect(self.body.message).toBe('A lead cannot lead itself.');
    const unknown = await api(admin, 'post', `${LEADS}/create`).send({ leadUserId: lead, userIds: [99999999] }).expect(400);
    expect(unknown.body.errors[0].field).toBe('userIds');
    const unknownLead = await api(admin, 'post', `${LEADS}/create`).send({ leadUserId: 99999999, userIds: [lead] }).expect(400);
    expect(unknownLead.body.errors[0].field).toBe('leadUserId');
    const empty = await api(admin, 'post', `${LEADS}/create`).send({ leadUserId: lead, userIds: [] }).expect(400);
    expect(empty.body.errors[0].field).toBe('userIds');
    const noLead = await api(admin, 'get', `${LEADS}/getsByLeadUserId`).expect(400);
    expect(noLead.body.errors[0].field).toBe('LeadUserId');
    expect(await t.infra.db.prisma.leadAccess.count({ where: { leadUserId: lead } })).toBe(0);
  });

  it('keeps each company’s leads to itself', async () => {
    const lead = await newUser(admin);
    const led = await newUser(admin);
    const [row] = (await api(admin, 'post', `${LEADS}/create`).send({ leadUserId: lead, userIds: [led] }).expect(200)).body.value.ids;
    // the other company sees none of it, cannot remove it, and cannot use users who do not work there
    expect((await api(adminOther, 'get', `${LEADS}/getsByLeadUserId?LeadUserId=${lead}`).expect(200)).body.value).toEqual({ data: [], rowCount: 0 });
    expect((await api(adminOther, 'get', `${LEADS}/getLeadsByUserId?UserId=${led}`).expect(200)).body.value).toEqual([]);
    expect((await api(adminOther, 'get', `${LEADS}/getLeads?pageSize=100`).expect(200)).body.value.data.map((l: { id: number }) => l.id)).not.toContain(lead);
    expect((await api(adminOther, 'get', `${LEADS}/getUsers?pageSize=100`).expect(200)).body.value.data.map((u: { id: number }) => u.id)).not.toContain(led);
    await api(adminOther, 'delete', `${LEADS}/remove?Id=${row}`).expect(404);
    const foreign = await api(adminOther, 'post', `${LEADS}/create`).send({ leadUserId: lead, userIds: [led] }).expect(400);
    expect(foreign.body.errors[0].field).toBe('leadUserId');
    // the same pair in the other company is its own row once both work there
    const other = await newUser(adminOther);
    const otherLed = await newUser(adminOther);
    await api(adminOther, 'post', `${LEADS}/create`).send({ leadUserId: other, userIds: [otherLed] }).expect(200);
    const rows = await t.infra.db.prisma.leadAccess.findMany({ where: { leadUserId: { in: [lead, other] } } });
    expect(rows.map((r) => [r.leadUserId, r.companyId])).toEqual(expect.arrayContaining([[lead, expect.any(Number)], [other, otherCompanyId]]));
    expect(rows.find((r) => r.leadUserId === lead)!.companyId).not.toBe(otherCompanyId);
  });

  it('answers 403 to a user without the leads menu, and lets a role with it read but not write', async () => {
    const u = await signUpUser(t);
    const token = u.tokens.access_token;
    await api(token, 'get', `${LEADS}/getLeads`).expect(403);
    await api(token, 'post', `${LEADS}/create`).send({ leadUserId: 1, userIds: [2] }).expect(403);
    await api(token, 'delete', `${LEADS}/remove?Id=1`).expect(403);

    const role = (await api(admin, 'post', '/api/identity/role/v1/create').send({ name: `LeadViewer${Date.now()}`, title: 'بینندهٔ سرپرستان' }).expect(200)).body.value.id;
    const menus = (await api(admin, 'get', '/api/identity/actionMenu/v1/getActiveMenus').expect(200)).body.value as { id: number; url: string | null }[];
    const actions = (await api(admin, 'get', '/api/identity/action/v1/gets?pageSize=100').expect(200)).body.value.data as { id: number; name: string }[];
    const leadsMenu = menus.find((m) => m.url === '/manage-leads-access-management')!;
    await api(admin, 'post', '/api/identity/role/v1/AddActionsToRole').send({ roleId: role, permissions: [{ actionMenuId: leadsMenu.id, actionId: actions.find((a) => a.name === 'Update')!.id }] }).expect(200);
    await api(admin, 'post', `${USER}/addRolesToUser`).send({ userId: u.userId, roleIds: [role] }).expect(200);
    // a sign-up user works in no company: the company-scoped calls answer 403 (the token names no company), the guard let it through
    expect((await api(token, 'get', `${LEADS}/getLeads`).expect(403)).body.detail).toBe('the token names no company');
    await api(token, 'post', `${LEADS}/create`).send({ leadUserId: 1, userIds: [2] }).expect(403);
  });
});

describe('the calls the access-management screens added', () => {
  let t: TestApp;
  let admin: string;
  const api = (m: 'get' | 'post', path: string) => t.http()[m](path).set(bearer(admin));
  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value.access_token;
  });
  afterAll(() => t.close());

  it('answers the (menu, action) pairs a role holds', async () => {
    const role = (await api('post', '/api/identity/role/v1/create').send({ name: `Pairs${Date.now()}`, title: 'جفت‌ها' }).expect(200)).body.value.id;
    expect((await api('get', `/api/identity/role/v1/getPermissionsByRoleId?RoleId=${role}`).expect(200)).body.value).toEqual([]);
    const menus = (await api('get', '/api/identity/actionMenu/v1/getActiveMenus').expect(200)).body.value as { id: number; url: string | null }[];
    const actions = (await api('get', '/api/identity/action/v1/gets?pageSize=100').expect(200)).body.value.data as { id: number; name: string }[];
    const cities = menus.find((m) => m.url === '/cities-2')!.id;
    const [create, del] = ['Create', 'Delete'].map((n) => actions.find((a) => a.name === n)!.id);
    await api('post', '/api/identity/role/v1/AddActionsToRole').send({ roleId: role, permissions: [{ actionMenuId: cities, actionId: del }, { actionMenuId: cities, actionId: create }] }).expect(200);
    expect((await api('get', `/api/identity/role/v1/getPermissionsByRoleId?RoleId=${role}`).expect(200)).body.value).toEqual(
      [{ actionMenuId: cities, actionId: Math.min(create, del) }, { actionMenuId: cities, actionId: Math.max(create, del) }],
    );
    await api('get', '/api/identity/role/v1/getPermissionsByRoleId?RoleId=99999999').expect(404);
  });

  it('adds roles to a user, or with replace sets its whole set', async () => {
    const stamp = Date.now();
    const [r1, r2, r3] = await Promise.all(
      [1, 2, 3].map(async (i) => (await api('post', '/api/identity/role/v1/create').send({ name: `Set${stamp}x${i}`, title: `نقش ${i}` }).expect(200)).body.value.id as number),
    );
    const user = (await api('post', `${USER}/createByAdmin`).send({ mobileNumber: freshMobile(), firstName: 'مینا', lastName: 'کاظمی', roleIds: [r1] }).expect(200)).body.value.id;
    const roles = async () => ((await api('get', `${USER}/getUserById?Id=${user}`).expect(200)).body.value.roles as { id: number }[]).map((r) => r.id).sort((x, y) => x - y);
    await api('post', `${USER}/addRolesToUser`).send({ userId: user, roleIds: [r2] }).expect(200);
    // the three roles were created at once: their ids need not follow r1, r2, r3
    const sorted = (ids: number[]) => [...ids].sort((x, y) => x - y);
    expect(await roles()).toEqual(sorted([r1, r2]));
    await api('post', `${USER}/addRolesToUser`).send({ userId: user, roleIds: [r3, r2], replace: true }).expect(200);
    expect(await roles()).toEqual(sorted([r2, r3]));
    await api('post', `${USER}/addRolesToUser`).send({ userId: user, roleIds: [], replace: true }).expect(200);
    expect(await roles()).toEqual([]);
    const audit = await t.infra.db.prisma.auditLog.findMany({ where: { entity: 'user', entityId: String(user), event: { in: ['add-roles', 'set-roles'] } }, orderBy: { id: 'asc' } });
    expect(audit.map((a) => a.event)).toEqual(['add-roles', 'set-roles', 'set-roles']);
  });
});
