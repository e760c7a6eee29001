import ExcelJS from 'exceljs';
import { CONTRACTING_REPORTS, findReport } from '@karsaz/entities';
import { startTestApp, type TestApp } from './support';
import { USER, refresh } from './identity-support';
import { hashPassword } from '../../src/core/security/passwords';
import { suggestedPrices } from '../../src/modules/contracting/reports/suggested-price';
import { runInContext } from '../../src/core/context/request-context';

/**
 * The report kernel and the six contracting reports (issue 14) on the real PostgreSQL: known contracts, statements,
 * supply requests and goods issues under a cost centre of this run's own (so whatever else the database holds stays
 * out), every report's rows and totals worked out by hand, the filters (date range, project, contractor, status,
 * warehouse), paging and sorting, the 400s, the page's View and Export, company isolation, the Excel workbook read back
 * with exceljs, and the suggested prices the estimation wizard reuses.
 *
 * The data (rials; 1405/01/01 is 2026-03-21, 1405/02/01 is 2026-04-21, 1405/03/31 is 2026-06-21):
 * - projects P1 and P2 under the cost centre CC, P3 outside it; contractors T1 and T2; operations O1, O2, O3
 * - K1 (P1, T1, 2026-04-01): O1 100 × 1,000 = 100,000; O2 50 × 20,000 = 1,000,000 → 1,100,000
 * - K2 (P2, T2, 2026-05-10): O1 200 × 1,200 = 240,000
 * - K3 (P3, T1, 2025-10-01): O1 10 × 800 = 8,000
 * - statements of K1: S1 2026-04-20 approved (O1 40 → 40,000; O2 10 → 200,000; gross 240,000, deductions 24,000,
 *   payable 216,000), S2 2026-05-25 in approval (O1 30 → 30,000; O2 5 → 100,000; 130,000 / 13,000 / 117,000), S3
 *   2026-05-26 cancelled (O1 999: counts nowhere); of K2: S4 2026-06-01 approved (O1 50 → 60,000; 60,000 / 6,000 / 54,000)
 * - supply requests: G1 (P1, 2026-04-05, approved) سیمان 10 × 5,000 = 50,000 and میلگرد 2.5 × 12,000 = 30,000;
 *   G2 (P2, 2026-05-15, draft) آجر 1,000 × 30 = 30,000; G3 (P1, 2026-05-20, cancelled) شن 1 × 7,000
 * - stock: W1 receives A 10 at 1,000 and B 4 at 2,500, W2 receives B 5 at 3,000 (weighted average); posted issues:
 *   D1 (P1, W1, 2026-05-03) A 4 → 4,000; D2 (P2, W1, 2026-05-04) A 3 → 3,000 and B 2 → 5,000; D3 (P1, W1, 2026-05-05)
 *   A 1 → reversed, counts nowhere; D4 (no project) A 1; D5 (P1, W2, 2026-05-06) B 1 → 3,000
 * - so W1 holds A 10 − 4 − 3 − 1 = 2 (2,000) and B 4 − 2 = 2 (5,000), W2 holds B 5 − 1 = 4 (12,000); CC's warehouses
 *   are W1 (active) and W2 (an assignment deactivated)
 * - contract requests for the prices: approved without a contract (P3, 2026-03-25) O1 at 1,100; approved that wrote a
 *   contract (counted by its contract) O1 at 5,000; a draft O3 at 9,000
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const RUN = Date.now() % 1000000;
let seq = 0;
const code = (prefix: string) => `${prefix}${RUN}${++seq}`.slice(0, 20);
const PASSWORD = 'Karsaz-Strong-Pass-1';
const R = (name: string) => `/api/service/v1/reports/${name}`;
const WH = '/api/warehouse/v1';

/** supertest's parser that keeps a binary answer (the workbook) as a Buffer. */
const binary = (r: { on(event: string, listener: (chunk?: Buffer) => void): unknown }, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  r.on('data', (c) => chunks.push(c!));
  r.on('end', () => cb(null, Buffer.concat(chunks)));
};

type Row = Record<string, string | number | null>;

describe('contracting reports', () => {
  let t: TestApp;
  let admin: string;
  let adminB: string;
  let companyId: number;
  let passwordHash: string;
  let cc: number;
  const P: number[] = [];
  const O: number[] = [];
  const T: number[] = [];
  const K: { id: number; code: string; lines: number[] }[] = [];
  let w1: number;
  let w2: number;
  let prodA: number;
  let prodB: number;
  let codeA: string;
  let codeB: string;
  const names = { project: [] as string[], op: [] as string[] };

  const get = (path: string, query: Record<string, unknown>, token = admin, lang = 'en') => t.http().get(path).query(query).set(bearer(token)).set('Accept-Language', lang);
  const report = async (name: string, query: Record<string, unknown>, token = admin) => {
    const res = await get(`${R(name)}/getFiltered`, { pageSize: 100, ...query }, token);
    if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.value as { data: Row[]; rowCount: number; totals: Record<string, string> };
  };
  const pick = (rows: Row[], keys: string[]) => rows.map((r) => keys.map((k) => r[k]));

  /** A user holding one role with these grants on report pages (url → actions). */
  async function person(grants: [string, string[]][]) {
    const p = t.infra.db.prisma;
    const mobile = `0937${String(RUN).padStart(6, '0').slice(-5)}${String(++seq).padStart(2, '0')}`;
    const tp = await p.thirdParty.create({ data: { kind: 1, firstName: 'خواننده', lastName: `${seq}`, fullName: `خوانندهٔ گزارش ${seq}`, mobileNumber: mobile } });
    const user = await p.user.create({ data: { thirdPartyId: tp.id, mobileNumber: mobile, passwordHash, currentCompanyId: companyId, mobileVerifiedAt: new Date(), passwordSetAt: new Date() } });
    const role = await p.role.create({ data: { name: `ReportReader${RUN}${seq}`, title: `خوانندهٔ گزارش ${seq}` } });
    for (const [url, actions] of grants) {
      const menu = await p.actionMenu.findFirstOrThrow({ where: { url } });
      for (const a of actions) await p.rolePermission.create({ data: { roleId: role.id, actionMenuId: menu.id, actionId: (await p.action.findUniqueOrThrow({ where: { name: a } })).id } });
    }
    await p.userRole.create({ data: { userId: user.id, roleId: role.id } });
    await p.thirdPartyCompany.create({ data: { thirdPartyId: tp.id, companyId, isDefault: true } });
    return (await t.http().post(`${USER}/login`).send({ mobileNumber: mobile, password: PASSWORD }).expect(200)).body.value.access_token as string;
  }

  beforeAll(async () => {
    t = await startTestApp();
    const p = t.infra.db.prisma;
    const login = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value;
    admin = login.access_token;
    companyId = JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString()).company_id;
    const companyB = (await p.company.findMany({ orderBy: { id: 'asc' } })).find((c) => c.id !== companyId)!.id;
    adminB = (await refresh(t, login.refresh_token, { company_id: String(companyB) }).expect(200)).body.access_token;
    passwordHash = await hashPassword(PASSWORD);

    const unit = (await p.measureUnit.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
    const stamp = { companyId };
    const type = await p.costCenterType.create({ data: { code: code('CT'), nameFa: `نوع ${RUN}` } });
    cc = (await p.costCenter.create({ data: { ...stamp, code: code('CC'), name: `مرکز هزینهٔ گزارش ${RUN}`, costCenterTypeId: type.id } })).id;
    const employer = await p.thirdParty.create({ data: { kind: 2, companyName: `کارفرمای گزارش ${RUN}`, fullName: `کارفرمای گزارش ${RUN}`, isEmployer: true } });
    for (const [i, letter] of ['الف', 'ب', 'پ'].entries()) {
      names.project.push(`پروژهٔ گزارش ${RUN} ${letter}`);
      P.push((await p.project.create({ data: { ...stamp, code: code('P'), name: names.project[i]!, employerId: employer.id, costCenterId: i < 2 ? cc : null } })).id);
      names.op.push(`عملیات ${letter} ${RUN}`);
      O.push((await p.operationInfo.create({ data: { ...stamp, code: code('O'), name: names.op[i]!, unitId: unit, isActive: true } })).id);
    }
    for (const n of [1, 2]) T.push((await p.thirdParty.create({ data: { kind: 2, companyName: `پیمانکار ${n} ${RUN}`, fullName: `پیمانکار ${n} ${RUN}`, isContractor: true } })).id);

    // contracts
    const contract = async (project: number, contractor: number, date: string, lines: [number, string, string][]) => {
      const amounts = lines.map(([, q, u]) => String(Number(q) * Number(u)));
      const k = await p.contractorContract.create({
        data: { ...stamp, code: code('K'), title: `قرارداد گزارش ${seq}`, projectId: project, contractorId: contractor, contractDate: new Date(date), totalAmount: String(amounts.reduce((s, a) => s + Number(a), 0)), isActive: true },
      });
      const ids: number[] = [];
      for (const [i, [op, q, u]] of lines.entries()) {
        ids.push((await p.contractorContractLine.create({ data: { ...stamp, contractorContractId: k.id, operationInfoId: op, title: 'ردیف', unitId: unit, quantity: q, unitPrice: u, amount: amounts[i]! } })).id);
      }
      K.push({ id: k.id, code: k.code!, lines: ids });
      return k.id;
    };
    await contract(P[0]!, T[0]!, '2026-04-01', [[O[0]!, '100', '1000'], [O[1]!, '50', '20000']]);
    await contract(P[1]!, T[1]!, '2026-05-10', [[O[0]!, '200', '1200']]);
    await contract(P[2]!, T[0]!, '2025-10-01', [[O[0]!, '10', '800']]);

    // statements (their figures as the calculator would have stored them)
    const statement = async (k: number, date: string, status: number, money: [string, string, string], lines: [number, string, string][]) => {
      const kk = K.find((x) => x.id === k)!;
      const contractRow = await p.contractorContract.findUniqueOrThrow({ where: { id: k } });
      const s = await p.contractorStatement.create({
        data: {
          ...stamp, code: code('S'), contractorContractId: k, sequence: 1, projectId: contractRow.projectId, contractorId: contractRow.contractorId, statementDate: new Date(date), startDate: new Date(date), endDate: new Date(date),
          grossAmount: money[0], totalDeductions: money[1], payableAmount: money[2], status, approvalRound: 1,
        },
      });
      for (const [i, q, amount] of lines) {
        await p.contractorStatementLine.create({ data: { ...stamp, contractorStatementId: s.id, contractorContractLineId: kk.lines[i]!, quantity: q, amount, unitId: unit } });
      }
    };
    await statement(K[0]!.id, '2026-04-20', 3, ['240000', '24000', '216000'], [[0, '40', '40000'], [1, '10', '200000']]);
    await statement(K[0]!.id, '2026-05-25', 2, ['130000', '13000', '117000'], [[0, '30', '30000'], [1, '5', '100000']]);
    await statement(K[0]!.id, '2026-05-26', 5, ['999000', '99900', '899100'], [[0, '999', '999000']]);
    await statement(K[1]!.id, '2026-06-01', 3, ['60000', '6000', '54000'], [[0, '50', '60000']]);

    // supply requests
    const supply = async (project: number, date: string, status: number, lines: [string, string, string][]) => {
      const amounts = lines.map(([, q, u]) => String(Number(q) * Number(u)));
      const g = await p.supplyGoods.create({ data: { ...stamp, code: code('G'), requestDate: new Date(date), projectId: project, status, approvalRound: 1, totalAmount: String(amounts.reduce((s, a) => s + Number(a), 0)) } });
      for (const [i, [name, q, u]] of lines.entries()) await p.supplyGoodsLine.create({ data: { ...stamp, supplyGoodsId: g.id, goodsName: name, measureUnitId: unit, quantity: q, unitPrice: u, amount: amounts[i]! } });
    };
    await supply(P[0]!, '2026-04-05', 3, [['سیمان', '10', '5000'], ['میلگرد', '2.5', '12000']]);
    await supply(P[1]!, '2026-05-15', 1, [['آجر', '1000', '30']]);
    await supply(P[0]!, '2026-05-20', 5, [['شن', '1', '7000']]);

    // stock, posted through the API so that the ledger values the issues
    const wh = (m: 'get' | 'post', path: string) => t.http()[m](`${WH}${path}`).set(bearer(admin));
    const mkWarehouse = async () => (await wh('post', '/warehouse/create').send({ code: code('W'), name: `انبار گزارش ${RUN}-${++seq}`, warehouseType: 1 }).expect(200)).body.value.id as number;
    w1 = await mkWarehouse();
    w2 = await mkWarehouse();
    const product = async () => {
      const c = code('PR');
      return { id: (await wh('post', '/product/create').send({ code: c, name: `کالای گزارش ${RUN}-${++seq}`, measureUnitId: unit, valuationMethod: 1 }).expect(200)).body.value.id as number, code: c };
    };
    ({ id: prodA, code: codeA } = await product());
    ({ id: prodB, code: codeB } = await product());
    const stepDoc = async (id: number, action: 'post' | 'reverse') => {
      const version = (await wh('get', '/stockdocument/getById').query({ Id: id }).expect(200)).body.value.version as number;
      const res = await wh('post', `/stockdocument/${action}`).send({ id, version, ...(action === 'reverse' ? { comment: 'آزمون' } : {}) });
      if (res.status !== 200) throw new Error(`${action}: ${res.status} ${JSON.stringify(res.body)}`);
    };
    const posted = async (kind: number, documentDate: string, warehouseId: number, lines: { productId: number; quantity: string; unitCost?: string }[], extra: Record<string, unknown> = {}) => {
      const res = await wh('post', '/stockdocument/create').send({ kind, documentDate, warehouseId, ...extra, lines });
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      await stepDoc(res.body.value.id, 'post');
      return res.body.value.id as number;
    };
    await posted(1, '2026-04-25', w1, [{ productId: prodA, quantity: '10', unitCost: '1000' }, { productId: prodB, quantity: '4', unitCost: '2500' }]);
    await posted(1, '2026-04-25', w2, [{ productId: prodB, quantity: '5', unitCost: '3000' }]);
    await posted(2, '2026-05-03', w1, [{ productId: prodA, quantity: '4' }], { projectId: P[0] });
    await posted(2, '2026-05-04', w1, [{ productId: prodA, quantity: '3' }, { productId: prodB, quantity: '2' }], { projectId: P[1] });
    const d3 = await posted(2, '2026-05-05', w1, [{ productId: prodA, quantity: '1' }], { projectId: P[0] });
    await posted(2, '2026-05-05', w1, [{ productId: prodA, quantity: '1' }]);
    await posted(2, '2026-05-06', w2, [{ productId: prodB, quantity: '1' }], { projectId: P[0] });
    // reversed today: the ledger takes nothing back-dated after it
    await stepDoc(d3, 'reverse');
    await p.costCenterWarehouse.create({ data: { ...stamp, costCenterId: cc, warehouseId: w1 } });
    await p.costCenterWarehouse.create({ data: { ...stamp, costCenterId: cc, warehouseId: w2, isActive: false } });

    // contract requests: the prices of the suggestion
    const request = async (project: number, date: string, status: number, op: number, price: string, contractorContractId: number | null) => {
      const r = await p.contractRequest.create({
        data: { ...stamp, code: code('CR'), kind: 1, requestDate: new Date(date), title: 'درخواست', projectId: project, partyId: T[0]!, status, approvalRound: 1, contractorContractId },
      });
      await p.contractRequestLine.create({ data: { ...stamp, contractRequestId: r.id, operationInfoId: op, unitId: unit, quantity: '1', unitPrice: price, amount: price } });
    };
    await request(P[2]!, '2026-03-25', 3, O[0]!, '1100', null);
    await request(P[2]!, '2026-03-26', 3, O[0]!, '5000', K[2]!.id);
    await request(P[2]!, '2026-03-27', 1, O[2]!, '9000', null);
  }, 120_000);
  // the refresh into company B moved the demo administrator there: the suites after this one find them where they were
  afterAll(async () => {
    await t.infra.db.prisma.user.update({ where: { mobileNumber: '09120000000' }, data: { currentCompanyId: companyId } });
    await t.close();
  });

  describe('operations progress', () => {
    it('per project and operation: contract quantity, claims of the statements not cancelled, progress and amounts, with totals', async () => {
      const r = await report('operation', { costCenterId: cc });
      expect(r.rowCount).toBe(3);
      // by project, then operation: P1/O1, P1/O2, P2/O1; S3 (cancelled, O1 999) counts nowhere
      expect(pick(r.data, ['project', 'projectId', 'operation', 'operationId', 'contractQuantity', 'claimedQuantity', 'progressPercent', 'contractAmount', 'claimedAmount'])).toEqual([
        [names.project[0], P[0], names.op[0], O[0], '100', '70', '70', '100000', '70000'], // 40 + 30 of 100
        [names.project[0], P[0], names.op[1], O[1], '50', '15', '30', '1000000', '300000'], // 10 + 5 of 50
        [names.project[1], P[1], names.op[0], O[0], '200', '50', '25', '240000', '60000'],
      ]);
      // 100,000 + 1,000,000 + 240,000; 70,000 + 300,000 + 60,000
      expect(r.totals).toEqual({ contractAmount: '1340000', claimedAmount: '430000' });
      expect(typeof r.data[0]!.unit).toBe('string');
    });

    it('filters by the statement date range (Jalali or ISO, Persian digits), the project and the contractor', async () => {
      // Ordibehesht and Khordad 1405: S2 and S4 only
      const r = await report('operation', { costCenterId: cc, statementDateFrom: '۱۴۰۵/۰۲/۰۱', statementDateTo: '2026-06-21' });
      expect(pick(r.data, ['projectId', 'operationId', 'claimedQuantity', 'progressPercent', 'claimedAmount'])).toEqual([
        [P[0], O[0], '30', '30', '30000'],
        [P[0], O[1], '5', '10', '100000'],
        [P[1], O[0], '50', '25', '60000'],
      ]);
      expect(r.totals).toEqual({ contractAmount: '1340000', claimedAmount: '190000' });
      expect(pick((await report('operation', { projectId: P[0] })).data, ['operationId'])).toEqual([[O[0]], [O[1]]]);
      const t2 = await report('operation', { costCenterId: cc, contractorId: T[1] });
      expect([t2.rowCount, t2.totals]).toEqual([1, { contractAmount: '240000', claimedAmount: '60000' }]);
    });

    it('sorts by a declared column either way and pages, the count and totals over every row', async () => {
      const byClaim = await report('operation', { costCenterId: cc, orderBy: 'claimedAmount', orderDirection: 'desc' });
      expect(byClaim.data.map((x) => x.claimedAmount)).toEqual(['300000', '70000', '60000']);
      const asc = await report('operation', { costCenterId: cc, sortBy: 'claimedAmount', sortDirection: 'asc' });
      expect(asc.data.map((x) => x.claimedAmount)).toEqual(['60000', '70000', '300000']);
      const second = await report('operation', { costCenterId: cc, orderBy: 'claimedAmount', orderDirection: 'desc', pageSize: 2, pageIndex: 2 });
      expect([second.rowCount, second.data.map((x) => x.claimedAmount), second.totals.claimedAmount]).toEqual([3, ['60000'], '430000']);
      const past = await report('operation', { costCenterId: cc, pageSize: 2, pageIndex: 5 });
      expect([past.rowCount, past.data, past.totals.contractAmount]).toEqual([3, [], '1340000']);
    });
  });

  it('supply requests: every line with its request, filtered by status and request date, the amount summed', async () => {
    const r = await report('supplyGoods', { costCenterId: cc });
    // newest request first (G3, G2, G1's two lines); the cancelled one is a line like any other here
    expect(pick(r.data, ['requestDate', 'projectId', 'goods', 'quantity', 'unitPrice', 'amount', 'status'])).toEqual([
      ['2026-05-20', P[0], 'شن', '1', '7000', '7000', 'Cancelled'],
      ['2026-05-15', P[1], 'آجر', '1000', '30', '30000', 'Draft'],
      ['2026-04-05', P[0], 'سیمان', '10', '5000', '50000', 'Approved'],
      ['2026-04-05', P[0], 'میلگرد', '2.5', '12000', '30000', 'Approved'],
    ]);
    expect(r.totals).toEqual({ amount: '117000' }); // 7,000 + 30,000 + 50,000 + 30,000
    expect((await report('supplyGoods', { costCenterId: cc, status: 3 })).totals).toEqual({ amount: '80000' });
    const late = await report('supplyGoods', { costCenterId: cc, requestDateFrom: '1405/02/01' });
    expect([late.rowCount, late.totals.amount]).toEqual([2, '37000']);
    // the state in the caller's language
    const fa = (await get(`${R('supplyGoods')}/getFiltered`, { costCenterId: cc, status: 1 }, admin, 'fa').expect(200)).body.value.data;
    expect(fa.map((x: Row) => x.status)).toEqual(['پیش‌نویس']);
  });

  it('goods issued to projects: posted issues per project and product, the reversed one and the one without a project left out', async () => {
    const r = await report('product', { costCenterId: cc });
    expect(pick(r.data, ['projectId', 'productCode', 'productId', 'quantity', 'value', 'documentCount'])).toEqual([
      [P[0], codeA, prodA, '4', '4000', 1], // D1: 10,000 × 4 / 10
      [P[0], codeB, prodB, '1', '3000', 1], // D5 from W2: 15,000 × 1 / 5
      [P[1], codeA, prodA, '3', '3000', 1], // D2: 6,000 × 3 / 6
      [P[1], codeB, prodB, '2', '5000', 1], // D2: 10,000 × 2 / 4
    ]);
    expect(r.totals).toEqual({ value: '15000' });
    expect((await report('product', { costCenterId: cc, warehouseId: w1 })).totals).toEqual({ value: '12000' });
    expect((await report('product', { costCenterId: cc, documentDateFrom: '2026-05-04', documentDateTo: '2026-05-05' })).totals).toEqual({ value: '8000' });
  });

  it('the stock a cost centre holds: the balances of its active warehouses, filtered by warehouse and product', async () => {
    const r = await report('costCenterStock', { costCenterId: cc, orderBy: 'productCode' });
    expect(pick(r.data, ['costCenterId', 'warehouseId', 'productId', 'quantity', 'value'])).toEqual([
      [cc, w1, prodA, '2', '2000'], // 10 in at 1,000; 4, 3 and 1 out (the reversed issue came back)
      [cc, w1, prodB, '2', '5000'], // 4 in at 2,500; 2 out
    ]);
    expect(r.totals).toEqual({ value: '7000' }); // W2's 4 B (12,000) are not CC's: its assignment is inactive
    expect((await report('costCenterStock', { costCenterId: cc, productId: prodB })).totals).toEqual({ value: '5000' });
    expect((await report('costCenterStock', { costCenterId: cc, warehouseId: w2 })).rowCount).toBe(0);
  });

  it('the projects summary: contracts, statements (all not cancelled and approved), supply and issues per project', async () => {
    const cols = ['projectId', 'contractsAmount', 'grossAmount', 'deductions', 'payableAmount', 'approvedGross', 'approvedDeductions', 'approvedPayable', 'supplyAmount', 'issuedValue'];
    const r = await report('aggregation', { costCenterId: cc });
    expect(pick(r.data, cols)).toEqual([
      // P1: K1; S1 + S2 (S3 cancelled); S1 approved; G1 (G3 cancelled); D1 + D5
      [P[0], '1100000', '370000', '37000', '333000', '240000', '24000', '216000', '80000', '7000'],
      // P2: K2; S4; G2 (a draft is not cancelled); D2
      [P[1], '240000', '60000', '6000', '54000', '60000', '6000', '54000', '30000', '8000'],
    ]);
    expect(r.totals).toEqual({
      contractsAmount: '1340000', grossAmount: '430000', deductions: '43000', payableAmount: '387000',
      approvedGross: '300000', approvedDeductions: '30000', approvedPayable: '270000', supplyAmount: '110000', issuedValue: '15000',
    });
    // Ordibehesht and Khordad: K1 (1 Farvardin… 12th), S1 and G1 fall before
    const later = await report('aggregation', { costCenterId: cc, dateFrom: '1405/02/01', dateTo: '1405/03/31' });
    expect(pick(later.data, cols)).toEqual([
      [P[0], '0', '130000', '13000', '117000', '0', '0', '0', '0', '7000'],
      [P[1], '240000', '60000', '6000', '54000', '60000', '6000', '54000', '30000', '8000'],
    ]);
    // a contractor keeps the projects with their contracts
    expect(pick((await report('aggregation', { costCenterId: cc, contractorId: T[1] })).data, ['projectId', 'contractsAmount', 'supplyAmount'])).toEqual([[P[1], '240000', '30000']]);
    expect((await report('aggregation', { projectId: P[2] })).data.map((x) => [x.projectId, x.contractsAmount])).toEqual([[P[2], '8000']]);
  });

  it('the contracts engineering report: amount, gross claimed, physical progress, statements and the last one', async () => {
    // by contract date (the codes of this run need not sort as they were made)
    const r = await report('engineering', { costCenterId: cc, orderBy: 'contractDate' });
    expect(pick(r.data, ['code', 'projectId', 'contractorId', 'contractDate', 'contractAmount', 'grossClaimed', 'physicalProgress', 'statementCount', 'lastStatementDate'])).toEqual([
      // (40 × 1,000 + 10 × 20,000) + (30 × 1,000 + 5 × 20,000) = 370,000 of 1,100,000 = 33.636…%
      [K[0]!.code, P[0], T[0], '2026-04-01', '1100000', '370000', '33.64', 2, '2026-05-25'],
      // 50 × 1,200 = 60,000 of 240,000
      [K[1]!.code, P[1], T[1], '2026-05-10', '240000', '60000', '25', 1, '2026-06-01'],
    ]);
    expect(r.data[0]!.contractor).toBe(`پیمانکار 1 ${RUN}`);
    expect(r.totals).toEqual({ contractAmount: '1340000', grossClaimed: '430000', statementCount: '3' });
    const june = await report('engineering', { costCenterId: cc, statementDateFrom: '2026-06-01', orderBy: 'contractDate' });
    expect(pick(june.data, ['grossClaimed', 'physicalProgress', 'statementCount', 'lastStatementDate'])).toEqual([['0', '0', 0, null], ['60000', '25', 1, '2026-06-01']]);
  });

  it('suggested service prices: count, least, average, greatest and latest in the period; the suggestion of the twelve months to its end', async () => {
    const cols = ['operationId', 'lineCount', 'minPrice', 'avgPrice', 'maxPrice', 'latestPrice', 'suggestedPrice'];
    // O1: K1 1,000 (2026-04-01), K2 1,200 (2026-05-10), K3 800 (2025-10-01), the approved request without a contract
    // 1,100 (2026-03-25); the request that wrote K3 (5,000) is counted by K3. The suggestion at 2026-06-21 takes the
    // twelve months after 2025-06-21: all four, (1,000 + 1,200 + 800 + 1,100) / 4 = 1,025
    expect(pick((await report('suggestedServicePrice', { operationInfoId: O[0], contractDateTo: '1405/03/31' })).data, cols)).toEqual([[O[0], 4, '800', '1025', '1200', '1200', '1025']]);
    // from 1405/01/01: 1,000, 1,200 and 1,100 in the period (average 1,100); the suggestion still sees 800
    expect(pick((await report('suggestedServicePrice', { operationInfoId: O[0], contractDateFrom: '1405/01/01', contractDateTo: '1405/03/31' })).data, cols)).toEqual([[O[0], 3, '1000', '1100', '1200', '1200', '1025']]);
    // to the end of 1404: K3 alone
    expect(pick((await report('suggestedServicePrice', { operationInfoId: O[0], contractDateTo: '1404/12/29' })).data, cols)).toEqual([[O[0], 1, '800', '800', '800', '800', '800']]);
    // P1's operations (O3 has a draft request only: no row)
    expect(pick((await report('suggestedServicePrice', { projectId: P[0], contractDateTo: '2026-06-21' })).data, cols)).toEqual([
      [O[0], 1, '1000', '1000', '1000', '1000', '1000'],
      [O[1], 1, '20000', '20000', '20000', '20000', '20000'],
    ]);
    // the function the estimation wizard calls
    const prices = await runInContext({ companyId }, () => suggestedPrices(t.infra.db.scoped, companyId, O, '2026-06-21'));
    expect(prices.get(O[0]!)).toEqual({ operationInfoId: O[0], suggestedPrice: '1025', lineCount: 4 });
    expect(prices.get(O[1]!)).toEqual({ operationInfoId: O[1], suggestedPrice: '20000', lineCount: 1 });
    expect(prices.has(O[2]!)).toBe(false);
    // a year later only K2's and K1's prices are older than twelve months: nothing
    expect((await runInContext({ companyId }, () => suggestedPrices(t.infra.db.scoped, companyId, O, '2027-06-21'))).size).toBe(0);
    const otherCompany = (await t.infra.db.prisma.company.findFirstOrThrow({ where: { id: { not: companyId } } })).id;
    expect((await runInContext({ companyId: otherCompany }, () => suggestedPrices(t.infra.db.scoped, otherCompany, O, '2026-06-21'))).size).toBe(0);
  });

  describe('bad queries', () => {
    it('answers 400 naming a bad date, an end before the start and an unknown sort column, in the caller’s language', async () => {
      const en = await get(`${R('operation')}/getFiltered`, { statementDateFrom: '1405/13/01', statementDateTo: 'not a day', orderBy: 'companyId' }).expect(400);
      expect(en.body.isSuccess).toBe(false);
      expect(en.body.errors).toEqual([
        { field: 'statementDateFrom', message: expect.stringContaining('valid date') },
        { field: 'statementDateTo', message: expect.stringContaining('valid date') },
        { field: 'orderBy', message: expect.stringContaining('not allowed') },
      ]);
      const fa = await get(`${R('aggregation')}/getFiltered`, { dateFrom: '1405/02/01', dateTo: '1405/01/01' }, admin, 'fa').expect(400);
      expect(fa.body.errors).toEqual([{ field: 'dateTo', message: expect.stringContaining('نباید پیش از') }]);
      await get(`${R('operation')}/getFiltered`, { projectId: 'x', pageSize: 500 }).expect(400);
      await get(`${R('operation')}/export`, { sortBy: 'nope' }).expect(400);
    });
  });

  describe('who may read', () => {
    it('needs the page’s View to read and its Export to download; the filters’ lookups open to the page’s holders', async () => {
      const url = findReport('operation')!.url;
      const nobody = await person([]);
      await get(`${R('operation')}/getFiltered`, {}, nobody).expect(403);
      await get(`${R('operation')}/export`, {}, nobody).expect(403);
      const viewer = await person([[url, ['View']]]);
      expect((await get(`${R('operation')}/getFiltered`, { costCenterId: cc }, viewer).expect(200)).body.value.rowCount).toBe(3);
      await get(`${R('operation')}/export`, { costCenterId: cc }, viewer).expect(403);
      // View on one report is not another report's
      await get(`${R('aggregation')}/getFiltered`, {}, viewer).expect(403);
      const exporter = await person([[url, ['Export']]]);
      await get(`${R('operation')}/export`, { costCenterId: cc }, exporter).buffer(true).parse(binary).expect(200);
      // the project, cost centre and contractor lookups of its filters (a plain user holds none of their pages)
      for (const path of ['/api/service/v1/Project/GetActiveProjectList', '/api/service/v1/CostCenter/GetActiveCostCenterList', '/api/meta-data/v1/thirdparty/getContractors']) {
        await get(path, { pageSize: 5 }, nobody).expect(403);
        await get(path, { pageSize: 5 }, viewer).expect(200);
      }
      // a lookup of another report's filter stays closed
      await get('/api/warehouse/v1/warehouse/getActives', {}, viewer).expect(403);
      const productViewer = await person([[findReport('product')!.url, ['View']]]);
      await get('/api/warehouse/v1/warehouse/getActives', {}, productViewer).expect(200);
    });

    it('the demo requester reads and exports every contracting report', async () => {
      const requester = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000001', password: 'karsaz-demo-1404' }).expect(200)).body.value.access_token as string;
      for (const r of CONTRACTING_REPORTS) {
        await get(`${R(r.name)}/getFiltered`, {}, requester).expect(200);
        await get(`${R(r.name)}/export`, {}, requester).buffer(true).parse(binary).expect(200);
      }
      // the demo contract's two statements are in the operations report
      expect((await report('operation', {}, requester)).rowCount).toBeGreaterThan(0);
    });
  });

  it('shows company B none of company A’s rows, on every report and its sheet', async () => {
    for (const r of CONTRACTING_REPORTS) {
      const b = await report(r.name, { pageSize: 100 }, adminB);
      // each key against its own table's ids (B's project 2 is not A's operation 2)
      const ofA: Record<string, number[]> = { projectId: P, operationId: O, productId: [prodA, prodB] };
      const ids = b.data.flatMap((x) => Object.entries(ofA).filter(([key, own]) => own.includes(x[key] as number)).map(([key]) => `${key} ${x[key]}`));
      expect([r.name, ids]).toEqual([r.name, []]);
      // A's own cost centre and project, asked for by id from B
      const filter = r.filters.some((f) => f.key === 'costCenterId') ? { costCenterId: cc } : { projectId: P[0] };
      const none = await report(r.name, filter, adminB);
      expect([r.name, none.rowCount, none.data]).toEqual([r.name, 0, []]);
      expect(Object.values(none.totals).every((v) => v === '0')).toBe(true);
    }
    const sheet = await get(`${R('operation')}/export`, { costCenterId: cc }, adminB).buffer(true).parse(binary).expect(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(sheet.body as Buffer).buffer as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount).toBe(2); // the header and the totals row
  });

  it('exports every filtered row to a sheet with a totals row, read back with exceljs', async () => {
    const res = await get(`${R('operation')}/export`, { costCenterId: cc, pageSize: 1 }).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('operation-report.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(res.body as Buffer).buffer as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Project', 'Operation', 'Unit', 'Contract quantity', 'Claimed quantity', 'Progress (%)', 'Contract amount (rials)', 'Claimed amount (rials)']);
    // every row, not a page: three rows and the totals
    expect(sheet.rowCount).toBe(5);
    expect(values(2)).toEqual([names.project[0], names.op[0], expect.any(String), 100, 70, 70, 100000, 70000]);
    expect(values(5)).toEqual(['Total', undefined, undefined, undefined, undefined, undefined, 1340000, 430000]);
    expect(sheet.getRow(5).font?.bold).toBe(true);
    // in Persian: right to left, the Jalali day, «جمع»
    const fa = await get(`${R('supplyGoods')}/export`, { costCenterId: cc }, admin, 'fa').buffer(true).parse(binary).expect(200);
    const faBook = new ExcelJS.Workbook();
    await faBook.xlsx.load(new Uint8Array(fa.body as Buffer).buffer as ArrayBuffer);
    const faSheet = faBook.worksheets[0]!;
    expect(faSheet.views[0]?.rightToLeft).toBe(true);
    expect((faSheet.getRow(1).values as unknown[])[2]).toBe('تاریخ درخواست');
    expect((faSheet.getRow(2).values as unknown[])[2]).toBe('1405/02/30'); // 2026-05-20
    expect((faSheet.getRow(6).values as unknown[]).slice(1)).toEqual(['جمع', undefined, undefined, undefined, undefined, undefined, undefined, 117000]);
  });
});
