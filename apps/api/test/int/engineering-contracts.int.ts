import { startTestApp, type TestApp } from './support';
import { USER, refresh, signUpUser } from './identity-support';

/**
 * Cost centres, projects and employer contracts beyond the generated suite (entities.int.ts covers their CRUD):
 * the next project code, the lists by employer, cost centre, authorized user and role, the rules of the hooks
 * (a period's end not before its start, a cost centre's users being users of the system, a contract operation's
 * amount and project), the role lookup served by hand for identity's Role, the type lists, and who may call them.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const S = '/api/service/v1';
const TP = '/api/meta-data/v1/thirdparty';
const RUN = Date.now() % 1000000;
let seq = 0;
const code = (prefix: string) => `${prefix}${RUN}${++seq}`;

describe('engineering: cost centres, projects and employer contracts', () => {
  let t: TestApp;
  let admin: string;
  const api = (m: 'get' | 'post' | 'put' | 'delete', path: string, token = admin) => t.http()[m](path).set(bearer(token));
  const ids = (res: { body: { value: { data: { id: number }[] } } }) => res.body.value.data.map((r) => r.id);

  async function party(over: Record<string, unknown> = {}): Promise<number> {
    return (await api('post', `${TP}/create`).send({ kind: 2, companyName: `عمران ${RUN} ${++seq}`, isEmployer: true, ...over }).expect(200)).body.value.id;
  }
  async function costCenterType(): Promise<number> {
    return (await api('post', `${S}/CostCenterType/Create`).send({ code: code('T'), nameFa: `عملیاتی ${RUN}` }).expect(200)).body.value.id;
  }
  async function costCenter(over: Record<string, unknown> = {}): Promise<number> {
    const body = { code: code('CC'), name: `مرکز هزینهٔ ${RUN} ${++seq}`, costCenterTypeId: await costCenterType(), ...over };
    return (await api('post', `${S}/CostCenter/Add`).send(body).expect(200)).body.value.id;
  }
  async function project(over: Record<string, unknown> = {}): Promise<number> {
    return (await api('post', `${S}/Project/AddProject`).send({ name: `پروژهٔ ${RUN} ${++seq}`, employerId: await party(), ...over }).expect(200)).body.value.id;
  }
  /** a staff user who signed up, and the third party that user is */
  async function staffUser() {
    const u = await signUpUser(t);
    const user = await t.infra.db.prisma.user.findUniqueOrThrow({ where: { id: u.userId } });
    return { ...u, thirdPartyId: user.thirdPartyId };
  }

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value.access_token;
  });
  afterAll(() => t.close());

  it('hands out a new project code on each call, and a project made without one takes the next', async () => {
    const first = (await api('post', `${S}/Project/NewProjectCode`).expect(200)).body.value.projectCode as string;
    const second = (await api('post', `${S}/Project/NewProjectCode`).expect(200)).body.value.projectCode as string;
    expect(first).toMatch(/^\d{5,}$/);
    expect(Number(second)).toBe(Number(first) + 1);
    const id = await project();
    const row = (await api('get', `${S}/Project/GetProjectById?projectId=${id}`).expect(200)).body.value;
    expect(Number(row.code)).toBeGreaterThan(Number(second));
    expect((await api('get', `${S}/Project/GetProjectByCode?projectCode=${row.code}`).expect(200)).body.value.id).toBe(id);
  });

  it('lists cost centres and projects by employer, city and cost centre', async () => {
    const employer = await party();
    const other = await party();
    const city = (await api('get', '/api/base-data/v1/city/getFiltered?pageSize=1').expect(200)).body.value.data[0]?.id as number | undefined;
    const cc = await costCenter({ employerId: employer, ...(city ? { cityId: city } : {}) });
    const elsewhere = await costCenter({ employerId: other });
    const byEmployer = await api('get', `${S}/CostCenter/GetsByEmployerId?employerId=${employer}`).expect(200);
    expect(ids(byEmployer)).toEqual([cc]);
    expect(ids(byEmployer)).not.toContain(elsewhere);
    if (city) expect(ids(await api('get', `${S}/CostCenter/GetsByCityId?cityId=${city}&pageSize=100`).expect(200))).toContain(cc);
    const p = await project({ employerId: employer, costCenterId: cc });
    await project({ employerId: other, costCenterId: elsewhere });
    expect(ids(await api('get', `${S}/Project/GetsByEmployerId?employerId=${employer}`).expect(200))).toEqual([p]);
    expect(ids(await api('get', `${S}/Project/GetProjectsByCostCenterId?costCenterId=${cc}`).expect(200))).toEqual([p]);
    await api('get', `${S}/Project/GetsByEmployerId`).expect(400);
    // the cost centre is used by the project: it is not deleted
    const refused = await api('delete', `${S}/CostCenter/Delete?costCenterId=${cc}`).set('Accept-Language', 'en').expect(409);
    expect(refused.body.message).toContain('Projects');
  });

  it('refuses an end date before the start date with 400 on endDate, on create and on update', async () => {
    const employerId = await party();
    const bad = await api('post', `${S}/Project/AddProject`).set('Accept-Language', 'en')
      .send({ name: `دیرکرد ${RUN}`, employerId, startDate: '2026-04-10', endDate: '2026-04-01' }).expect(400);
    expect(bad.body.errors).toEqual([{ field: 'endDate', message: '"End date" must not be before the start date.' }]);
    const fa = await api('post', `${S}/Project/AddProject`).send({ name: `دیرکرد ${RUN}`, employerId, startDate: '2026-04-10', endDate: '2026-04-01' }).expect(400);
    expect(fa.body.errors[0].message).toBe('«تاریخ پایان» نباید پیش از تاریخ شروع باشد.');
    // one day is a period
    const id = await project({ employerId, startDate: '2026-04-10', endDate: '2026-04-10', contractAmount: 5_000_000_000 });
    const row = (await api('get', `${S}/Project/GetProjectById?projectId=${id}`).expect(200)).body.value;
    expect(row.contractAmount).toBe('5000000000');
    // the start moved past the stored end
    const moved = await api('put', `${S}/Project/EditeProject`).send({ id, version: row.version, code: row.code, name: row.name, employerId, startDate: '2026-05-01' }).expect(400);
    expect(moved.body.errors.map((e: { field: string }) => e.field)).toEqual(['endDate']);
    const projectId = id;
    const contract = await api('post', `${S}/EmployerContract/Add`)
      .send({ title: `قرارداد ${RUN}`, projectId, employerId, startDate: '2026-06-01', endDate: '2026-05-01' }).expect(400);
    expect(contract.body.errors.map((e: { field: string }) => e.field)).toEqual(['endDate']);
  });

  it('lists a cost centre’s authorized and informed users, who must be users of the system, once each', async () => {
    const cc = await costCenter();
    const user = await staffUser();
    const created = await api('post', `${S}/CostCenterAuthorizedUser/Create`).send({ costCenterId: cc, userId: user.thirdPartyId, description: 'سرپرست' }).expect(200);
    const twice = await api('post', `${S}/CostCenterAuthorizedUser/Create`).send({ costCenterId: cc, userId: user.thirdPartyId }).expect(409);
    expect(twice.body.errors.map((e: { field: string }) => e.field)).toEqual(['userId']);
    // a third party without a user account is refused
    const notUser = await party({ kind: 1, firstName: 'رضا', lastName: `بی‌حساب ${RUN}`, companyName: undefined });
    const refused = await api('post', `${S}/CostCenterAuthorizedUser/Create`).set('Accept-Language', 'en').send({ costCenterId: cc, userId: notUser }).expect(400);
    expect(refused.body.errors).toEqual([{ field: 'userId', message: '"User" is not a user of the system.' }]);
    await api('post', `${S}/CostCenterInformedUser/Create`).send({ costCenterId: cc, userId: notUser }).expect(400);
    await api('post', `${S}/CostCenterInformedUser/Create`).send({ costCenterId: cc, userId: user.thirdPartyId }).expect(200);

    const listed = (await api('get', `${S}/CostCenterAuthorizedUser/GetsByCostCenterId?costCenterId=${cc}`).expect(200)).body.value;
    expect(listed).toMatchObject({ rowCount: 1, data: [{ id: created.body.value.id, userId: user.thirdPartyId, user: { id: user.thirdPartyId } }] });
    expect((await api('get', `${S}/CostCenterInformedUser/GetsByCostCenterId?costCenterId=${cc}`).expect(200)).body.value.rowCount).toBe(1);
    const mine = await api('get', `${S}/CostCenter/GetsByAuthorizedUserId?userId=${user.thirdPartyId}`).expect(200);
    expect(ids(mine)).toEqual([cc]);
    expect(ids(await api('get', `${S}/CostCenter/GetsByAuthorizedUserId?userId=${notUser}`).expect(200))).toEqual([]);
    await api('get', `${S}/CostCenter/GetsByAuthorizedUserId?userId=x`).expect(400);

    await api('delete', `${S}/CostCenterAuthorizedUser/Delete?costCenterAuthorizedUserId=${created.body.value.id}`).expect(200);
    expect(ids(await api('get', `${S}/CostCenter/GetsByAuthorizedUserId?userId=${user.thirdPartyId}`).expect(200))).toEqual([]);
    // the informed user goes with the cost centre
    await api('delete', `${S}/CostCenter/Delete?costCenterId=${cc}`).expect(200);
    expect(await t.infra.db.prisma.costCenterInformedUser.count({ where: { costCenterId: cc } })).toBe(0);
  });

  it('looks roles up for a cost centre’s authorized roles, and keeps a role a cost centre names', async () => {
    const role = (await api('post', '/api/identity/role/v1/create').send({ name: `Site${RUN}`, title: `سرپرست کارگاه ${RUN}` }).expect(200)).body.value.id as number;
    const found = (await api('get', `${S}/Role/GetActiveRoles?searchTerm=${encodeURIComponent(`کارگاه ${RUN}`)}`).expect(200)).body.value;
    expect(found).toEqual({ rowCount: 1, data: [{ id: role, name: `Site${RUN}`, title: `سرپرست کارگاه ${RUN}`, isActive: true, version: 1 }] });
    expect((await api('get', `${S}/Role/GetRoleById?roleId=${role}`).expect(200)).body.value.title).toBe(`سرپرست کارگاه ${RUN}`);
    await api('get', `${S}/Role/GetRoleById?roleId=999999999`).expect(404);
    await api('get', `${S}/Role/GetRoleById`).expect(400);
    await api('get', `${S}/Role/GetActiveRoles?pageSize=1000`).expect(400);

    const cc = await costCenter();
    const link = await api('post', `${S}/CostCenterAuthorizedRole/Create`).send({ costCenterId: cc, roleId: role }).expect(200);
    await api('post', `${S}/CostCenterAuthorizedRole/Create`).send({ costCenterId: cc, roleId: role }).expect(409);
    const bad = await api('post', `${S}/CostCenterAuthorizedRole/Create`).send({ costCenterId: cc, roleId: 999999999 }).expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(['roleId']);
    const rows = (await api('get', `${S}/CostCenterAuthorizedRole/GetsByCostCenterId?costCenterId=${cc}`).expect(200)).body.value.data;
    expect(rows).toMatchObject([{ roleId: role, role: { id: role, title: `سرپرست کارگاه ${RUN}` } }]);
    expect(ids(await api('get', `${S}/CostCenter/GetsByAuthorizedRoleId?roleId=${role}`).expect(200))).toEqual([cc]);

    // identity keeps the role while a cost centre names it
    const kept = await api('delete', `/api/identity/role/v1/remove?Id=${role}`).set('Accept-Language', 'en').expect(409);
    expect(kept.body.message).toContain('Authorized roles of cost centres');
    // an inactive role is not offered
    await api('post', '/api/identity/role/v1/inactive').send({ id: role }).expect(200);
    expect((await api('get', `${S}/Role/GetActiveRoles?searchTerm=Site${RUN}`).expect(200)).body.value.rowCount).toBe(0);
    await api('delete', `${S}/CostCenterAuthorizedRole/Delete?costCenterAuthorizedRoleId=${link.body.value.id}`).expect(200);
    await api('delete', `/api/identity/role/v1/remove?Id=${role}`).expect(200);
  });

  it('prices a contract’s operations, lists them by contract and project, and answers the type lists', async () => {
    const employerId = await party();
    const projectId = await project({ employerId });
    const contract = (await api('post', `${S}/EmployerContract/Add`).send({ title: `قرارداد ${RUN}`, projectId, employerId, contractDate: '2026-03-21', amount: 900_000_000 }).expect(200)).body.value.id as number;
    const row = (await api('get', `${S}/EmployerContract/GetEmployerContractById?employerContractId=${contract}`).expect(200)).body.value;
    expect(row.contractNumber).toMatch(/^\d{5,}$/);
    expect(row).toMatchObject({ project: { id: projectId }, employer: { id: employerId }, amount: '900000000' });

    const operationInfoId = (await api('post', `${S}/OperationInfo/Add`).send({ code: code('OP'), name: `خاک‌برداری ${RUN}`, operationStatus: 1 }).expect(200)).body.value.id;
    const op = (await api('post', `${S}/ProjectOperation/NewProjectOperation`).send({ employerContractId: contract, operationInfoId, contractType: 1, volume: 12.5, unitPrice: 2_000_000 }).expect(200)).body.value.id;
    const stored = (await api('get', `${S}/ProjectOperation/GetProjectOperationById?projectOperationId=${op}`).expect(200)).body.value;
    // the contract's project, and volume × unit price
    expect(stored).toMatchObject({ projectId, amount: '25000000', volume: '12.5', unitPrice: '2000000' });
    // the amount is always worked out: one sent is not a field of the form, ignored (unknown fields are stripped)
    const sent = (await api('post', `${S}/ProjectOperation/NewProjectOperation`).send({ employerContractId: contract, operationInfoId, contractType: 1, volume: 1, unitPrice: 7, amount: 5 }).expect(200)).body.value.id;
    expect((await api('get', `${S}/ProjectOperation/GetProjectOperationById?projectOperationId=${sent}`).expect(200)).body.value.amount).toBe('7');
    await api('delete', `${S}/ProjectOperation/DeleteProjectOperation?projectOperationId=${sent}`).expect(200);
    await api('post', `${S}/ProjectOperation/NewProjectOperation`).send({ employerContractId: contract, operationInfoId, contractType: 1, volume: 'many', unitPrice: 7 }).expect(400);
    await api('put', `${S}/ProjectOperation/EditeProjectOperation`).send({ id: op, version: stored.version, employerContractId: contract, projectId, operationInfoId, contractType: 2, volume: 3, unitPrice: 2_000_000 }).expect(200);
    expect((await api('get', `${S}/ProjectOperation/GetProjectOperationById?projectOperationId=${op}`).expect(200)).body.value).toMatchObject({ amount: '6000000', contractType: 2, version: 2 });
    expect(ids(await api('get', `${S}/ProjectOperation/GetsByEmployerContractId?employerContractId=${contract}`).expect(200))).toEqual([op]);
    expect(ids(await api('get', `${S}/ProjectOperation/GetsByProjectId?projectId=${projectId}`).expect(200))).toEqual([op]);

    const types = (await api('get', `${S}/ProjectOperation/GetOperationContractTypeList`).expect(200)).body.value;
    expect(types).toContainEqual({ id: 2, title: 'مقطوع', titleEn: 'Lump sum' });
    const considerations = (await api('get', `${S}/EmployerConsideration/GetConsiderationTypeList`).expect(200)).body.value;
    expect(considerations.map((c: { id: number }) => c.id)).toEqual([1, 2, 3, 4]);
    const consideration = (await api('post', `${S}/EmployerConsideration/Add`).send({ employerContractId: contract, considerationType: 2, amount: 1_000_000, description: 'تأخیر' }).expect(200)).body.value.id;
    expect(ids(await api('get', `${S}/EmployerConsideration/GetsByEmployerContractId?employerContractId=${contract}`).expect(200))).toEqual([consideration]);

    // the project is used by the contract; the contract's own rows go with it
    await api('delete', `${S}/Project/DeleteProject?projectId=${projectId}`).expect(409);
    await api('delete', `${S}/EmployerContract/Delete?employerContractId=${contract}`).expect(200);
    await api('get', `${S}/ProjectOperation/GetProjectOperationById?projectOperationId=${op}`).expect(404);
    await api('get', `${S}/EmployerConsideration/GetEmployerConsiderationById?employerConsiderationId=${consideration}`).expect(404);
  });

  it('lets only the holders of the pages call them', async () => {
    const menus = (await api('get', '/api/identity/actionMenu/v1/getActiveMenus').expect(200)).body.value as { id: number; url: string | null }[];
    const actions = (await api('get', '/api/identity/action/v1/gets?pageSize=100').expect(200)).body.value.data as { id: number; name: string }[];
    const projects = menus.find((m) => m.url === '/projects-2');
    expect(projects).toBeDefined();
    const role = (await api('post', '/api/identity/role/v1/create').send({ name: `Planner${RUN}`, title: 'برنامه‌ریز پروژه' }).expect(200)).body.value.id;
    await api('post', '/api/identity/role/v1/AddActionsToRole').send({ roleId: role, permissions: [{ actionMenuId: projects!.id, actionId: actions.find((a) => a.name === 'Create')!.id }] }).expect(200);
    const planner = await signUpUser(t);
    await api('post', `${USER}/addRolesToUser`).send({ userId: planner.userId, roleIds: [role] }).expect(200);
    // the planner works in the administrator's company
    const claims = JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString()) as { company_id: number };
    const plannerUser = await t.infra.db.prisma.user.findUniqueOrThrow({ where: { id: planner.userId } });
    await t.infra.db.prisma.thirdPartyCompany.create({ data: { thirdPartyId: plannerUser.thirdPartyId, companyId: claims.company_id } });
    const token = (await refresh(t, planner.tokens.refresh_token, { company_id: String(claims.company_id) }).expect(200)).body.access_token as string;
    expect((await api('post', `${S}/Project/NewProjectCode`, token).expect(200)).body.value.projectCode).toMatch(/^\d+$/);
    await api('get', `${S}/Project/GetProjectList`, token).expect(200);
    // a project's form looks cost centres up, but the cost centres' own lists and the role lookup are not its
    await api('get', `${S}/CostCenter/GetActiveCostCenterList`, token).expect(200);
    await api('get', `${S}/CostCenter/GetCostCenterList`, token).expect(403);
    await api('get', `${S}/CostCenter/GetsByAuthorizedUserId?userId=1`, token).expect(403);
    await api('get', `${S}/Role/GetActiveRoles`, token).expect(403);
    await api('delete', `${S}/Project/DeleteProject?projectId=1`, token).expect(403);
    const outsider = await signUpUser(t);
    await api('post', `${S}/Project/NewProjectCode`, outsider.tokens.access_token).expect(403);
    await api('get', `${S}/ProjectOperation/GetOperationContractTypeList`, outsider.tokens.access_token).expect(403);
    await t.http().post(`${S}/Project/NewProjectCode`).expect(401);
  });
});
