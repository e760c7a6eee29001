import { startTestApp, type TestApp } from './support';
import { USER } from './identity-support';
import { hashPassword } from '../../src/core/security/passwords';

/**
 * The engineering office's documents (issue 14) on the real PostgreSQL: an estimate worked out exactly and frozen
 * once final; an operation's schedule; a daily report whose lines ask what their kind needs, dated no later than
 * today and confirmed by the project's manager alone, the temporary ones on their own page; a cost centre's
 * warehouses, each once.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const B = '/api/service/v1';
const PASSWORD = 'Karsaz-Strong-Pass-1';
let seq = 0;

describe('engineering office: estimates, schedules, daily reports, cost-centre warehouses', () => {
  let t: TestApp;
  let admin: string;
  let manager: { token: string; thirdPartyId: number };
  let companyId: number;
  let unitId: number;
  let projectId: number;
  const ops: number[] = [];
  const api = (m: 'get' | 'post' | 'put' | 'delete', path: string, token = admin) => t.http()[m](`${B}/${path}`).set(bearer(token));
  const get = async (entity: string, id: number) => (await api('get', `${entity}/getById?Id=${id}`).expect(200)).body.value;
  const today = () => new Date().toISOString().slice(0, 10);

  /** A user of the company holding the Administrator role, signed in (its token's company is the one the rows are made in). */
  async function administrator(first: string): Promise<{ token: string; thirdPartyId: number }> {
    const p = t.infra.db.prisma;
    const mobile = `0937${String(Date.now() % 100000).padStart(5, '0')}${String(++seq).padStart(2, '0')}`;
    const tp = await p.thirdParty.create({ data: { kind: 1, firstName: first, lastName: 'آزمون', fullName: `${first} آزمون`, mobileNumber: mobile } });
    const user = await p.user.create({ data: { thirdPartyId: tp.id, mobileNumber: mobile, passwordHash: await hashPassword(PASSWORD), currentCompanyId: companyId, mobileVerifiedAt: new Date(), passwordSetAt: new Date() } });
    await p.userRole.create({ data: { userId: user.id, roleId: (await p.role.findUniqueOrThrow({ where: { name: 'Administrator' } })).id } });
    await p.thirdPartyCompany.create({ data: { thirdPartyId: tp.id, companyId, isDefault: true } });
    return { token: (await t.http().post(`${USER}/login`).send({ mobileNumber: mobile, password: PASSWORD }).expect(200)).body.value.access_token, thirdPartyId: tp.id };
  }

  beforeAll(async () => {
    t = await startTestApp();
    const p = t.infra.db.prisma;
    companyId = (await p.company.findFirstOrThrow({ where: { isDefault: true } })).id;
    unitId = (await p.measureUnit.findFirstOrThrow()).id;
    // the demo administrator's company may have been switched by another suite: these two work in the default one
    admin = (await administrator('دفتر فنی')).token;
    manager = await administrator('مدیر پروژه');
    const employer = await p.thirdParty.create({ data: { kind: 2, companyName: 'کارفرمای دفتر فنی', fullName: 'کارفرمای دفتر فنی', isEmployer: true } });
    projectId = (await p.project.create({ data: { companyId, code: `6${Date.now() % 10000}`, name: 'پروژهٔ دفتر فنی', employerId: employer.id, managerId: manager.thirdPartyId } })).id;
    for (const name of ['گودبرداری', 'آرماتوربندی']) ops.push((await p.operationInfo.create({ data: { companyId, code: `${Date.now() % 100000}${++seq}`.slice(-8), name, unitId } })).id);
  });
  afterAll(() => t.close());

  it('works an estimate out exactly, and freezes it once final until it is reopened with a reason', async () => {
    const body = {
      title: 'برآورد آزمون', projectId, estimateDate: '2026-11-20',
      lines: [{ operationInfoId: ops[0], unitId, quantity: '1234.5678', unitPrice: '190001' }, { operationInfoId: ops[1], unitId, quantity: '12', unitPrice: '7000000' }],
    };
    const id = (await api('post', 'estimation/create').send(body).expect(200)).body.value.id as number;
    const doc = await get('estimation', id);
    // 1,234.5678 × 190,001 = 234,569,116.7678 → 234,569,117; 12 × 7,000,000 = 84,000,000
    expect(doc.lines.map((l: { amount: string }) => l.amount)).toEqual(['234569117', '84000000']);
    expect(doc.totalAmount).toBe('318569117');
    // an operation once per estimate
    const twice = await api('post', 'estimation/create').send({ ...body, lines: [body.lines[0], body.lines[0]] }).expect(400);
    expect(twice.body.errors.map((e: { field: string }) => e.field)).toEqual(['lines[1].operationInfoId']);
    const v = (await api('post', 'estimation/finalize').send({ id, version: doc.version }).expect(200)).body.value.version as number;
    await api('put', 'estimation/update').send({ ...body, id, version: v }).expect(409);
    await api('post', 'estimation/reopen').send({ id, version: v }).expect(400);
    await api('post', 'estimation/reopen').send({ id, version: v, comment: 'تغییر نقشه' }).expect(200);
    await api('put', 'estimation/update').send({ ...body, id, version: v + 1, title: 'برآورد بازنگری‌شده' }).expect(200);
  });

  it('suggests the wizard’s quantities from the employer contracts and its prices from the last twelve months’ contracts', async () => {
    const p = t.infra.db.prisma;
    const employer = (await p.project.findUniqueOrThrow({ where: { id: projectId } })).employerId;
    const ec = await p.employerContract.create({ data: { companyId, contractNumber: `W${++seq}${Date.now() % 10000}`, title: 'قرارداد برآورد', projectId, employerId: employer } });
    await p.projectOperation.createMany({
      data: [
        { companyId, employerContractId: ec.id, projectId, operationInfoId: ops[0]!, contractType: 1, volume: '800', unitPrice: '1', amount: '800' },
        { companyId, employerContractId: ec.id, projectId, operationInfoId: ops[0]!, contractType: 1, volume: '200.5', unitPrice: '1', amount: '201' },
      ],
    });
    const contractor = await p.thirdParty.create({ data: { kind: 2, companyName: 'پیمانکار برآورد', fullName: 'پیمانکار برآورد', isContractor: true } });
    const signed = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
    // three contracts price the first operation: 180,000 and 190,001 within the year, 100,000 two years ago (not counted)
    for (const [days, price] of [[30, '180000'], [10, '190001'], [800, '100000']] as const) {
      const c = await p.contractorContract.create({ data: { companyId, code: `S${++seq}${Date.now() % 1000}`, title: 'قرارداد قیمت', projectId, contractorId: contractor.id, contractDate: signed(days) } });
      await p.contractorContractLine.create({ data: { companyId, contractorContractId: c.id, operationInfoId: ops[0]!, unitId, quantity: '1', unitPrice: price, amount: price } });
    }
    const r = (await api('get', `estimation/suggestions?projectId=${projectId}`).expect(200)).body.value.data as Record<string, unknown>[];
    // without operations named: those of the project's employer contracts; (180,000 + 190,001) / 2 = 185,000.5 → 185,001
    expect(r.map((x) => [x.operationInfoId, x.contractQuantity, x.suggestedPrice, x.latestPrice, x.samples])).toEqual([[ops[0], '1000.5', '185001', '190001', 2]]);
    const named = (await api('get', `estimation/suggestions?projectId=${projectId}&operationInfoIds=${ops[0]},${ops[1]}`).expect(200)).body.value.data as Record<string, unknown>[];
    expect(named.find((x) => x.operationInfoId === ops[1])).toMatchObject({ contractQuantity: '0', suggestedPrice: null, samples: 0 });
    const bad = await api('get', 'estimation/suggestions?projectId=x').expect(400);
    expect(bad.body.errors[0].field).toBe('projectId');
  });

  it('schedules an operation once per project, its end not before its start', async () => {
    const body = { projectId, operationInfoId: ops[0], startDate: '2026-11-01', endDate: '2026-12-30', weight: '40', progressPercent: '25.5' };
    const bad = await api('post', 'projecttiming/create').send({ ...body, endDate: '2026-10-01' }).expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(['endDate']);
    await api('post', 'projecttiming/create').send({ ...body, progressPercent: '101' }).expect(400);
    const id = (await api('post', 'projecttiming/create').send(body).expect(200)).body.value.id as number;
    expect((await get('projecttiming', id)).progressPercent).toBe('25.5');
    const again = await api('post', 'projecttiming/create').send(body);
    expect([400, 409]).toContain(again.status);
    expect(again.body.errors[0].field).toBe('operationInfoId');
  });

  it('takes a daily report’s lines by their kind, refuses a future day, and lets only the project’s manager confirm it', async () => {
    const machinery = (await t.infra.db.prisma.machinery.create({ data: { companyId, code: `M${++seq}${Date.now() % 1000}`, name: 'لودر' } })).id;
    const lines = [
      { kind: 1, jobTitle: 'آرماتوربند', headCount: 6, hours: '8' },
      { kind: 2, machineryId: machinery, headCount: 1, hours: '6.5' },
      { kind: 3, operationInfoId: ops[1], quantity: '2.75' },
    ];
    const wrong = await api('post', 'dailyreport/create').set('Accept-Language', 'en').send({ projectId, reportDate: today(), lines: [{ kind: 1, headCount: 2 }, { kind: 2, hours: '1' }, { kind: 3 }] }).expect(400);
    expect(wrong.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['lines[0].jobTitle', 'lines[1].machineryId', 'lines[2].operationInfoId']);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const future = await api('post', 'dailyreport/create').set('Accept-Language', 'en').send({ projectId, reportDate: tomorrow, lines }).expect(400);
    expect(future.body.errors).toEqual([{ field: 'reportDate', message: '"Report date" cannot be in the future.' }]);
    const id = (await api('post', 'dailyreport/create').send({ projectId, reportDate: today(), lines }).expect(200)).body.value.id as number;
    const doc = await get('dailyreport', id);
    expect([doc.status, doc.lines.length]).toEqual([1, 3]);
    // the temporary reports' page lists it; the administrator is not the project's manager
    const temporary = (await api('get', `dailyreport/getFiltered?status=1&projectId=${projectId}`).expect(200)).body.value;
    expect(temporary.data.map((r: { id: number }) => r.id)).toContain(id);
    await api('post', 'dailyreport/approve').send({ id, version: doc.version }).expect(403);
    await api('post', 'dailyreport/approve', manager.token).send({ id, version: doc.version }).expect(200);
    const confirmed = await get('dailyreport', id);
    expect(confirmed.status).toBe(2);
    await api('put', 'dailyreport/update').send({ id, version: confirmed.version, projectId, reportDate: today(), lines }).expect(409);
  });

  it('lists a cost centre’s warehouses, each once', async () => {
    const p = t.infra.db.prisma;
    const type = await p.costCenterType.upsert({ where: { code: '902' }, update: {}, create: { code: '902', nameFa: 'آزمون' } });
    const center = await p.costCenter.create({ data: { companyId, code: `C${++seq}${Date.now() % 1000}`, name: 'مرکز هزینهٔ آزمون', costCenterTypeId: type.id } });
    const warehouse = await p.warehouse.create({ data: { companyId, code: `W${++seq}${Date.now() % 1000}`, name: 'انبار آزمون', warehouseType: 1 } });
    await api('post', 'costcenterwarehouse/create').send({ costCenterId: center.id, warehouseId: warehouse.id }).expect(200);
    const twice = await api('post', 'costcenterwarehouse/create').send({ costCenterId: center.id, warehouseId: warehouse.id });
    expect([400, 409]).toContain(twice.status);
    expect(twice.body.errors[0].field).toBe('warehouseId');
  });
});
