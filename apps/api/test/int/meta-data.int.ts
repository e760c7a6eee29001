import ExcelJS from 'exceljs';
import { startTestApp, type TestApp } from './support';
import { USER, signUpUser } from './identity-support';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const TP = '/api/meta-data/v1/thirdparty';
const M = '/api/meta-data/v1';
const RUN = `m${Date.now() % 100000}`;

describe('third parties (meta-data)', () => {
  let t: TestApp;
  let admin: string;
  const api = (m: 'get' | 'post' | 'put' | 'delete', path: string, token = admin) => t.http()[m](path).set(bearer(token));

  /** a third party through the API; `over` changes the sample person */
  async function party(over: Record<string, unknown> = {}): Promise<number> {
    const res = await api('post', `${TP}/create`).send({ kind: 1, firstName: `سارا ${RUN}`, lastName: 'احمدی', ...over });
    if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    return res.body.value.id;
  }
  async function skill(code: string): Promise<number> {
    return (await api('post', '/api/base-data/v1/skill/create').send({ code, nameFa: `جوشکاری ${code}` }).expect(200)).body.value.id;
  }

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value.access_token;
  });
  afterAll(() => t.close());

  it('asks a person for both names and a company for its name, and keeps the display name from them', async () => {
    const noLast = await api('post', `${TP}/create`).set('Accept-Language', 'en').send({ kind: 1, firstName: 'سارا' }).expect(400);
    expect(noLast.body.errors.map((e: { field: string }) => e.field)).toEqual(['lastName']);
    const noName = await api('post', `${TP}/create`).send({ kind: 2, firstName: 'سارا', lastName: 'احمدی' }).expect(400);
    expect(noName.body.errors.map((e: { field: string }) => e.field)).toEqual(['companyName']);
    expect(await t.infra.db.prisma.thirdParty.count({ where: { firstName: 'سارا', lastName: 'احمدی', kind: 2 } })).toBe(0);

    const id = await party({ firstName: 'علي', lastName: `كريمي ${RUN}` });
    const row = (await api('get', `${TP}/getById?Id=${id}`).expect(200)).body.value;
    // Arabic ي and ك become Persian letters on the way in
    expect(row.fullName).toBe(`علی کریمی ${RUN}`);
    expect(row.organizationCode).toMatch(/^\d{6}$/);
    await api('put', `${TP}/update`).send({ id, version: row.version, kind: 2, companyName: `فولاد ${RUN}` }).expect(200);
    expect((await api('get', `${TP}/getById?Id=${id}`).expect(200)).body.value.fullName).toBe(`فولاد ${RUN}`);
    // a company's legal id is checked with its checksum
    const bad = await api('post', `${TP}/create`).send({ kind: 2, companyName: 'x', nationalId: '10380284791' }).expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(['nationalId']);
  });

  it('serves the role lookups, ids, users by role and the organisation code', async () => {
    const employer = await party({ isEmployer: true, isSupplier: true });
    const manager = await party({ isManager: true });
    const employers = (await api('get', `${TP}/getEmployers?searchTerm=${RUN}&pageSize=100`).expect(200)).body.value;
    expect(employers.data.map((r: { id: number }) => r.id)).toContain(employer);
    expect(employers.data.map((r: { id: number }) => r.id)).not.toContain(manager);
    expect((await api('get', `${TP}/getManagers?searchTerm=${RUN}&pageSize=100`).expect(200)).body.value.data.map((r: { id: number }) => r.id)).toContain(manager);

    const byIds = (await api('post', `${TP}/getByIds`).send({ ids: [employer, manager, 99999999] }).expect(200)).body.value;
    expect(byIds.data.map((r: { id: number }) => r.id).sort()).toEqual([employer, manager].sort());
    expect(byIds.rowCount).toBe(2);
    await api('post', `${TP}/getByIds`).send({ ids: [] }).expect(400);
    // more ids than a page holds come back together
    const many = await Promise.all(Array.from({ length: 12 }, () => party()));
    expect((await api('post', `${TP}/getByIds`).send({ ids: many }).expect(200)).body.value.data).toHaveLength(12);
    // the spec's "body of ids": a bare array does as well
    expect((await api('post', `${TP}/getByIds`).send([employer]).expect(200)).body.value.data.map((r: { id: number }) => r.id)).toEqual([employer]);
    const badIds = await api('post', `${TP}/getByIds`).send(['x']).expect(400);
    expect(badIds.body.errors[0].field).toBe('ids');

    // a user holding a role is found by it
    const u = await signUpUser(t);
    const role = (await api('post', '/api/identity/role/v1/create').send({ name: `Planner${RUN}`, title: 'برنامه‌ریز' }).expect(200)).body.value.id;
    await api('post', `${USER}/addRolesToUser`).send({ userId: u.userId, roleIds: [role] }).expect(200);
    const holder = await t.infra.db.prisma.user.findUniqueOrThrow({ where: { id: u.userId } });
    const byRole = (await api('post', `${TP}/getUsersByRoleIds`).send({ roleIds: [role] }).expect(200)).body.value;
    expect((await api('post', `${TP}/getUsersByRoleIds`).send([role]).expect(200)).body.value.rowCount).toBe(1);
    expect(byRole.data.map((r: { id: number }) => r.id)).toEqual([holder.thirdPartyId]);
    expect((await api('post', `${TP}/getFilteredUsers`).send({ searchTerm: u.mobileNumber }).expect(200)).body.value.data.map((r: { id: number }) => r.id)).toEqual([holder.thirdPartyId]);

    const a = (await api('get', `${TP}/codeCreatorOrganizationCode`).expect(200)).body.value.organizationCode;
    const b = (await api('get', `${TP}/codeCreatorOrganizationCode`).expect(200)).body.value.organizationCode;
    expect(Number(b)).toBe(Number(a) + 1);
  });

  it('finds third parties by skill, and changes roles and skills together under the version', async () => {
    const weld = await skill(`W${RUN}`.slice(0, 20));
    const paint = await skill(`P${RUN}`.slice(0, 20));
    const id = await party({ isSupplier: true });
    const other = await party({ isSupplier: false });
    await api('post', `${TP}/addSupplierSkill`).send({ thirdPartyId: id, skillId: weld, level: 3 }).expect(200);
    await api('post', `${TP}/addSupplierSkill`).send({ thirdPartyId: id, skillId: weld }).expect(409);
    const notSupplier = await api('post', `${TP}/addSupplierSkill`).set('Accept-Language', 'en').send({ thirdPartyId: other, skillId: weld }).expect(422);
    expect(notSupplier.body.message).toBe('This third party is not a supplier.');

    expect((await api('get', `${TP}/getFilteredBySkill?skillId=${weld}`).expect(200)).body.value.data.map((r: { id: number }) => r.id)).toEqual([id]);
    const withCodes = (await api('post', `${TP}/getWithSkillOnlyByCodes`).send({ codes: [`W${RUN}`.slice(0, 20)] }).expect(200)).body.value;
    expect(withCodes.data).toHaveLength(1);
    expect(withCodes.data[0].skills).toEqual([expect.objectContaining({ id: weld, level: 3 })]);

    const row = (await api('get', `${TP}/getById?Id=${id}`).expect(200)).body.value;
    await api('post', `${TP}/updateDetails`).send({ id, version: row.version, roles: { isContractor: true }, skillIds: [paint] }).expect(200);
    const stale = await api('post', `${TP}/updateDetails`).send({ id, version: row.version, roles: { isContractor: false } }).expect(409);
    expect(stale.body.isSuccess).toBe(false);
    expect((await api('post', `${TP}/getFilteredBySkills`).send({ skillIds: [paint, weld] }).expect(200)).body.value.data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await api('get', `${TP}/getFilteredBySkill?skillId=${weld}`).expect(200)).body.value.rowCount).toBe(0);
    expect((await api('get', `${TP}/getById?Id=${id}`).expect(200)).body.value.isContractor).toBe(true);
    const unknown = await api('post', `${TP}/updateDetails`).send({ id, version: row.version + 1, skillIds: [99999999] }).expect(400);
    expect(unknown.body.errors[0].field).toBe('skillIds');
    const audit = await t.infra.db.prisma.auditLog.findFirst({ where: { event: 'entity.updateDetails', entityId: String(id) } });
    expect(audit).not.toBeNull();
  });

  it('keeps relations both ways, deletes what belongs to a third party with it, and never deletes a user', async () => {
    const company = await party({ kind: 2, companyName: `ساختمانی ${RUN}` });
    const ceo = await party();
    await api('post', `${M}/thirdpartyrelation/create`).send({ thirdPartyId: company, relatedThirdPartyId: ceo, relationType: 1 }).expect(200);
    const fromCompany = (await api('get', `${TP}/getThirdPartyRelationsById?Id=${company}`).expect(200)).body.value.data;
    expect(fromCompany).toEqual([expect.objectContaining({ relationType: 1, direction: 'outgoing', party: expect.objectContaining({ id: ceo }) })]);
    const fromCeo = (await api('get', `${TP}/getThirdPartyRelationsById?Id=${ceo}`).expect(200)).body.value.data;
    expect(fromCeo[0]).toMatchObject({ direction: 'incoming', party: { id: company } });
    // the manager is referred to by the company's relation: not deleted
    await api('delete', `${TP}/remove?Id=${ceo}`).expect(409);
    // the company's own relation goes with it
    await api('delete', `${TP}/remove?Id=${company}`).expect(200);
    expect(await t.infra.db.prisma.thirdPartyRelation.count({ where: { thirdPartyId: company } })).toBe(0);
    await api('delete', `${TP}/remove?Id=${ceo}`).expect(200);

    const admins = await t.infra.db.prisma.user.findFirstOrThrow({ where: { mobileNumber: '09120000000' } });
    const refused = await api('delete', `${TP}/remove?Id=${admins.thirdPartyId}`).set('Accept-Language', 'en').expect(409);
    expect(refused.body.message).toContain('user of the system');
  });

  it('exports the filtered third parties to Excel with the chosen columns, in the caller’s language', async () => {
    await party({ isEmployer: true, nationalCode: '0499370899' });
    const cols = (await api('get', `${TP}/GetFilteredThirdPartiesExcelEnum`).expect(200)).body.value;
    expect(cols.map((c: { key: string }) => c.key)).toEqual(expect.arrayContaining(['id', 'fullName', 'nationalCode', 'isActive']));
    const res = await api('post', `${TP}/GetFilteredThirdPartiesExcelExporter`)
      .send({ searchTerm: '0499370899', isEmployer: true, columns: ['fullName', 'nationalCode', 'kind'] })
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(res.body as Buffer).buffer as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['نام کامل', 'کد ملی', 'نوع شخص']);
    const values = sheet.getRow(2).values as unknown[];
    expect(values.slice(1)).toEqual([`سارا ${RUN} احمدی`, '0499370899', 'حقیقی']);
    await api('post', `${TP}/GetFilteredThirdPartiesExcelExporter`).send({ columns: ['password'] }).expect(400);
  });

  it('answers the meta-data lookups of the third-party form', async () => {
    for (const path of ['province', 'ActivityType', 'skill', 'contactType', 'bank', 'insuranceCompany', 'documentTitle', 'bankAccountType', 'branch/getActives', 'city/getFiltered']) {
      const res = await api('get', `${M}/${path}`).expect(200);
      expect(res.body.value).toEqual({ data: expect.any(Array), rowCount: expect.any(Number) });
    }
    expect((await api('get', `${M}/province?searchTerm=تهران`).expect(200)).body.value.data[0].nameFa).toBe('تهران');
    const units = (await api('post', `${M}/exchangerate/getActiveMeasureUnits`).send({ pageSize: 5 }).expect(200)).body.value;
    expect(units.rowCount).toBeGreaterThanOrEqual(0);
    await api('post', `${M}/exchangerate/getActiveMeasureUnits`).send({ pageSize: 1000 }).expect(400);
  });

  it('lets the holder of the suppliers page work on third parties, and nobody else', async () => {
    const stamp = Date.now();
    const menus = (await api('get', '/api/identity/actionMenu/v1/getActiveMenus').expect(200)).body.value as { id: number; url: string | null }[];
    const actions = (await api('get', '/api/identity/action/v1/gets?pageSize=100').expect(200)).body.value.data as { id: number; name: string }[];
    const suppliers = menus.find((m) => m.url === '/supplier-2')!;
    expect(suppliers).toBeDefined();
    const role = (await api('post', '/api/identity/role/v1/create').send({ name: `Buyer${stamp}`, title: 'کارپرداز' }).expect(200)).body.value.id;
    await api('post', '/api/identity/role/v1/AddActionsToRole').send({ roleId: role, permissions: [{ actionMenuId: suppliers.id, actionId: actions.find((a) => a.name === 'Create')!.id }] }).expect(200);
    const buyer = await signUpUser(t);
    await api('post', `${USER}/addRolesToUser`).send({ userId: buyer.userId, roleIds: [role] }).expect(200);
    const token = buyer.tokens.access_token;
    const created = await api('post', `${TP}/create`, token).send({ kind: 2, companyName: `تأمین ${RUN}`, isSupplier: true }).expect(200);
    await api('get', `${TP}/getFiltered?isSupplier=true&searchTerm=${RUN}`, token).expect(200);
    await api('post', `${M}/contact/create`, token).send({ thirdPartyId: created.body.value.id, contactTypeId: 999999, value: '02188888888' }).expect(400);
    // no Delete on the page, and no right to the engineering cost overs
    await api('delete', `${TP}/remove?Id=${created.body.value.id}`, token).expect(403);
    const outsider = await signUpUser(t);
    await api('get', `${TP}/getFiltered`, outsider.tokens.access_token).expect(403);
  });
});
