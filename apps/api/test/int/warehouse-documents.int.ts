import { Workbook } from 'exceljs';
import { tehranDate } from '@karsaz/domain';
import { startTestApp, type TestApp } from './support';
import { USER } from './identity-support';
import { hashPassword } from '../../src/core/security/passwords';
import { staffUser } from './staff';

/**
 * The warehouse's documents beyond the stock document itself (issue 13), against the real database: a count whose
 * differences become posted corrections once the warehouse manager approves it (figures worked by hand in the
 * comments), a project's support request that climbs to the warehouse keeper and writes a draft issue, sale prices
 * from a date, and an order's steps.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const WH = '/api/warehouse/v1';
const PASSWORD = 'Karsaz-Strong-Pass-1';
const RUN = Date.now() % 1000000;
let seq = 0;
const code = (prefix: string) => `${prefix}${RUN}${++seq}`.slice(0, 20);

describe('warehouse documents', () => {
  let t: TestApp;
  let admin: string;
  let companyId: number;
  let passwordHash: string;
  let unit: number;
  let w1: number;
  const api = (m: 'get' | 'post' | 'put' | 'delete', path: string, token = admin) => t.http()[m](`${WH}${path}`).set(bearer(token)).set('Accept-Language', 'en');

  /** A staff user of the demo company holding a role of the seed, signed in. */
  const person = (role: string) => staffUser(t, { role, companyId, passwordHash, password: PASSWORD, prefix: '0934' });
  const product = async (valuationMethod: 1 | 2 = 1) =>
    (await api('post', '/product/create').send({ code: code('P'), name: `کالای شمارش ${RUN}-${++seq}`, measureUnitId: unit, valuationMethod }).expect(200)).body.value.id as number;
  const get = async (entity: string, id: number) => (await api('get', `/${entity}/getById`).query({ Id: id }).expect(200)).body.value;
  const step = async (entity: string, action: string, id: number, token = admin, extra: Record<string, unknown> = {}) => {
    const res = await api('post', `/${entity}/${action}`, token).send({ id, version: (await get(entity, id)).version, ...extra });
    if (res.status !== 200) throw new Error(`${action} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.value;
  };
  const posted = async (kind: number, documentDate: string, lines: { productId: number; quantity: string; unitCost?: string }[]) => {
    const id = (await api('post', '/stockdocument/create').send({ kind, documentDate, warehouseId: w1, lines }).expect(200)).body.value.id as number;
    await step('stockdocument', 'post', id);
    return id;
  };
  const balance = async (productId: number) => {
    const rows = (await api('get', '/report/productBalance').query({ productId, warehouseId: w1 }).expect(200)).body.value as { quantity: string; value: string }[];
    return rows[0] ? { quantity: rows[0].quantity, value: rows[0].value } : { quantity: '0', value: '0' };
  };

  beforeAll(async () => {
    t = await startTestApp();
    // another suite may have switched the demo administrator to a company of no projects: sign in from the default one
    const home = (await t.infra.db.prisma.company.findFirstOrThrow({ where: { isDefault: true } })).id;
    await t.infra.db.prisma.user.update({ where: { mobileNumber: '09120000000' }, data: { currentCompanyId: home } });
    admin = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value.access_token;
    const me = await t.infra.db.prisma.user.findUniqueOrThrow({ where: { mobileNumber: '09120000000' } });
    companyId = me.currentCompanyId!;
    passwordHash = await hashPassword(PASSWORD);
    unit = (await t.infra.db.prisma.measureUnit.findFirstOrThrow()).id;
    w1 = (await api('post', '/warehouse/create').send({ code: code('W'), name: `انبار شمارش ${RUN}`, warehouseType: 1 }).expect(200)).body.value.id as number;
  });
  afterAll(() => t.close());

  it('turns a count’s differences into posted corrections once the warehouse manager approves it', async () => {
    const manager = await person('WarehouseManager');
    const short = await product();
    const over = await product();
    const same = await product();
    await posted(1, '2026-07-01', [{ productId: short, quantity: '10', unitCost: '1000' }, { productId: over, quantity: '4', unitCost: '2500' }, { productId: same, quantity: '3', unitCost: '700' }]);

    // the sheet's checks: no count in the future, a product once per sheet
    const future = await api('post', '/inventorycount/create').send({ countDate: '2099-01-01', warehouseId: w1, lines: [{ productId: short, countedQuantity: '1' }] }).expect(400);
    expect(future.body.errors.map((e: { field: string }) => e.field)).toContain('countDate');
    const twice = await api('post', '/inventorycount/create').send({ countDate: '2026-07-02', warehouseId: w1, lines: [{ productId: short, countedQuantity: '1' }, { productId: short, countedQuantity: '2' }] }).expect(400);
    expect(twice.body.errors.map((e: { field: string }) => e.field)).toContain('lines[1].productId');

    // counted at the end of 2026-07-02: 8 of the 10 on the books, 5 of the 4, 3 of the 3
    const id = (await api('post', '/inventorycount/create').send({
      countDate: '2026-07-02', warehouseId: w1,
      lines: [{ productId: short, countedQuantity: '8' }, { productId: over, countedQuantity: '5' }, { productId: same, countedQuantity: '3' }],
    }).expect(200)).body.value.id as number;
    const sheet = await get('inventorycount', id);
    expect(sheet.lines.map((l: Record<string, string>) => [l.bookQuantity, l.countedQuantity, l.difference])).toEqual([['10', '8', '-2'], ['4', '5', '1'], ['3', '3', '0']]);

    // 3 of the short product leave after the count: 7 worth 7,000 (the average stays 1,000)
    await posted(2, '2026-07-03', [{ productId: short, quantity: '3' }]);
    await step('inventorycount', 'submit', id);
    // nobody but the manager decides; the admin who counted is not asked
    expect((await api('post', '/inventorycount/confirm').send({ id, version: (await get('inventorycount', id)).version })).status).toBe(403);
    // a rejection sends the sheet back for a recount
    await step('inventorycount', 'reject', id, manager.token, { comment: 'قفسهٔ ب شمرده نشده' });
    expect((await get('inventorycount', id)).status).toBe(4);
    expect(await t.infra.db.prisma.stockDocument.count({ where: { referenceNo: sheet.code, companyId } })).toBe(0);
    await step('inventorycount', 'submit', id);
    await step('inventorycount', 'confirm', id, manager.token);

    const approved = await get('inventorycount', id);
    expect(approved.status).toBe(3);
    expect(approved.correctionInId).toEqual(expect.any(Number));
    expect(approved.correctionOutId).toEqual(expect.any(Number));
    // the decrease: 2 of the short product at its average, round(7,000 × 2 / 7) = 2,000 → 5 worth 5,000; the moves
    // since the count stand (it is not 8 − 2 = 6)
    const out = await get('stockdocument', approved.correctionOutId);
    expect(out).toMatchObject({ kind: 7, isCorrection: true, status: 2, referenceNo: sheet.code, documentDate: tehranDate(new Date()) });
    expect(out.lines.map((l: Record<string, unknown>) => [l.productId, l.quantity, l.amount])).toEqual([[short, '2', '2000']]);
    expect(await balance(short)).toEqual({ quantity: '5', value: '5000' });
    // the increase: 1 found over, at the average 2,500 → 5 worth 12,500; nothing for the product that matched
    const inc = await get('stockdocument', approved.correctionInId);
    expect(inc.lines.map((l: Record<string, unknown>) => [l.productId, l.quantity, l.amount])).toEqual([[over, '1', '2500']]);
    expect(await balance(over)).toEqual({ quantity: '5', value: '12500' });
    expect(await balance(same)).toEqual({ quantity: '3', value: '2100' });
    // the corrections are listed on /manage-fixes-2 (corrective documents)
    const fixes = (await api('get', '/stockdocument/getFiltered').query({ isCorrection: true, warehouseId: w1, pageSize: 50 }).expect(200)).body.value.data as { id: number }[];
    expect(fixes.map((f) => f.id).sort()).toEqual([approved.correctionInId, approved.correctionOutId].sort());
  });

  it('sends a project’s support request to its manager, then the keeper, whose confirmation writes a draft issue', async () => {
    const manager = await person('ProjectManager');
    const keeper = await person('WarehouseManager');
    const p = t.infra.db.prisma;
    const employer = (await p.project.findFirstOrThrow({ where: { companyId } })).employerId;
    const project = await p.project.create({ data: { companyId, code: code('J'), name: `پروژهٔ آزمون ${RUN}`, employerId: employer, managerId: manager.thirdPartyId } });
    const site = (await api('post', '/warehouse/create').send({ code: code('W'), name: `انبار کارگاه ${RUN}`, warehouseType: 1, keeperId: keeper.thirdPartyId }).expect(200)).body.value.id as number;
    const goods = await product();
    const id = (await api('post', '/supportwarehouserequest/create').send({ requestDate: '2026-07-05', projectId: project.id, warehouseId: site, lines: [{ productId: goods, quantity: '12.5' }] }).expect(200)).body.value.id as number;
    await step('supportwarehouserequest', 'submit', id);
    // the keeper cannot decide before the project's manager
    expect((await api('post', '/supportwarehouserequest/confirm', keeper.token).send({ id, version: (await get('supportwarehouserequest', id)).version })).status).toBe(403);
    await step('supportwarehouserequest', 'confirm', id, manager.token);
    expect((await get('supportwarehouserequest', id)).approvalLevel).toBe(2);
    await step('supportwarehouserequest', 'confirm', id, keeper.token);
    const done = await get('supportwarehouserequest', id);
    expect(done.status).toBe(3);
    const issue = await get('stockdocument', done.issueDocumentId);
    expect(issue).toMatchObject({ kind: 2, status: 1, warehouseId: site, projectId: project.id, referenceNo: done.code });
    expect(issue.lines.map((l: Record<string, unknown>) => [l.productId, l.quantity])).toEqual([[goods, '12.5']]);
  });

  it('names the duplicate field of a product: a barcode another product has', async () => {
    const barcode = String(Date.now()).slice(-12);
    await api('post', '/product/create').send({ code: code('P'), name: `کالای بارکد ${RUN}`, measureUnitId: unit, valuationMethod: 1, barcode }).expect(200);
    const twice = await api('post', '/product/create').send({ code: code('P'), name: `کالای بارکد دوم ${RUN}`, measureUnitId: unit, valuationMethod: 1, barcode }).expect(409);
    expect(twice.body.errors.map((e: { field: string }) => e.field)).toEqual(['barcode']);
  });

  it('keeps a product’s sale price at the one in force today', async () => {
    const goods = await product();
    const price = (body: Record<string, unknown>) => api('post', '/productprice/create').send({ productId: goods, ...body });
    await price({ validFrom: '2026-01-01', salePrice: '1000' }).expect(200);
    await price({ validFrom: '2099-01-01', salePrice: '9000' }).expect(200);
    expect((await get('product', goods)).salePrice).toBe('1000');
    const june = (await price({ validFrom: '2026-06-01', salePrice: '1500' }).expect(200)).body.value.id as number;
    expect((await get('product', goods)).salePrice).toBe('1500');
    // one price per product and date
    const again = await price({ validFrom: '2026-06-01', salePrice: '1700' }).expect(400);
    expect(again.body.errors.map((e: { field: string }) => e.field)).toContain('validFrom');
    expect((await get('product', goods)).salePrice).toBe('1500');
    // the June price deleted: January's is in force again
    await api('delete', '/productprice/remove').query({ Id: june }).expect(200);
    expect((await get('product', goods)).salePrice).toBe('1000');
  });

  it('takes an order through its steps, its total worked out from its lines', async () => {
    const goods = await product();
    const supplier = (await t.infra.db.prisma.thirdParty.findFirstOrThrow({ where: { isSupplier: true } })).id;
    const id = (await api('post', '/warehouseorder/create').send({ kind: 1, orderDate: '2026-07-06', thirdPartyId: supplier, warehouseId: w1, lines: [{ productId: goods, quantity: '3', unitPrice: '1250.5' }, { productId: goods, quantity: '2', unitPrice: '1000' }] }).expect(200)).body.value.id as number;
    // 3 × 1,250.5 = 3,751.5 → 3,752 (half away from zero); + 2,000 = 5,752
    expect(await get('warehouseorder', id)).toMatchObject({ totalQuantity: '5', totalAmount: '5752' });
    await step('warehouseorder', 'approve', id);
    await step('warehouseorder', 'deliver', id);
    expect((await get('warehouseorder', id)).status).toBe(3);
    const late = await api('post', '/warehouseorder/cancel').send({ id, version: (await get('warehouseorder', id)).version, comment: 'دیر' });
    expect(late.status).toBe(409);
  });

  it('serves real products as the goods lookup, and copies a named product onto a supply line and a consumption standard', async () => {
    const goods = await product();
    const stored = await t.infra.db.prisma.product.findUniqueOrThrow({ where: { id: goods }, include: { measureUnit: true } });
    const page = (await api('get', '/goods/getGoods').query({ searchTerm: stored.code }).expect(200)).body.value;
    expect(page).toEqual({ data: [{ id: goods, goodsName: stored.name, code: stored.code, measureunitName: stored.measureUnit.nameFa }], rowCount: 1 });
    // the upstream client's filterData searches too; paging past the end keeps the count
    expect((await api('get', '/goods/getGoods').query({ filterData: stored.code, pageIndex: 2 }).expect(200)).body.value).toEqual({ data: [], rowCount: 1 });

    // a supply request line that names the product takes its name and unit; a line in text still needs both
    const projectId = (await t.infra.db.prisma.project.findFirstOrThrow({ where: { companyId } })).id;
    const C = '/api/commercial/v1/supplygoods';
    const bad = await t.http().post(`${C}/create`).set(bearer(admin)).send({ requestDate: '2026-11-23', projectId, lines: [{ quantity: '1' }] }).expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['lines[0].goodsName', 'lines[0].measureUnitId']));
    const id = (await t.http().post(`${C}/create`).set(bearer(admin)).send({ requestDate: '2026-11-23', projectId, lines: [{ goodsId: goods, quantity: '3', unitPrice: '10' }, { goodsName: 'کالای بیرون از انبار', measureUnitId: unit, quantity: '1' }] }).expect(200)).body.value.id;
    const lines = (await t.http().get(`${C}/getById`).query({ Id: id }).set(bearer(admin)).expect(200)).body.value.lines as Record<string, unknown>[];
    expect(lines.map((l) => [l.goodsId, l.goodsName, l.measureUnitId])).toEqual([[goods, stored.name, stored.measureUnitId], [null, 'کالای بیرون از انبار', unit]]);

    // engineering's goods consumption standard, by the upstream path
    const S = '/api/service/v1';
    const op = (await t.http().post(`${S}/OperationInfo/Add`).set(bearer(admin)).send({ code: code('OP'), name: `عملیات ${RUN}`, operationStatus: 2, volume: 1, tolerance: 0 }).expect(200)).body.value.id;
    await t.http().post(`${S}/GoodsConsumptionStandard/Add`).set(bearer(admin)).send({ operationInfoId: op, goodsId: goods, amount: 2 }).expect(200);
    const standard = (await t.http().get(`${S}/GoodsConsumptionStandard/GetsByOprationInfoId`).query({ oprationInfoId: op }).set(bearer(admin)).expect(200)).body.value.data[0];
    expect(standard).toMatchObject({ goodsId: goods, goodsName: stored.name, goodsCode: stored.code, measureUnit: { id: stored.measureUnitId } });
  });

  it('reads a count’s lines from an Excel sheet for the form, writing nothing; links only in the caller’s company', async () => {
    const a = await product();
    const b = await product();
    const [pa, pb] = await Promise.all([a, b].map((id) => t.infra.db.prisma.product.findUniqueOrThrow({ where: { id } })));
    const other = await t.infra.db.prisma.company.findFirstOrThrow({ where: { id: { not: companyId } } });
    const foreign = await t.infra.db.prisma.product.create({ data: { companyId: other.id, code: code('F'), name: `کالای شرکت دیگر ${RUN}`, measureUnitId: unit } });
    const sheet = async (rows: (string | number)[][]) => {
      const wb = new Workbook();
      const ws = wb.addWorksheet('شمارش');
      ws.addRow(['کالا', 'مقدار شمارش‌شده', 'یادداشت']);
      for (const r of rows) ws.addRow(r);
      return Buffer.from(await wb.xlsx.writeBuffer());
    };
    const upload = async (file: Buffer) => api('post', '/inventorycount/lines/fromSheet').attach('file', file, 'count.xlsx');
    const before = await t.infra.db.prisma.inventoryCountLine.count();
    // products by code, quantities as a keeper types them (Persian digits, a separator)
    const good = await upload(await sheet([[pa.code, '۱٬۲۵۰٫۵', 'قفسهٔ ۳'], [pb.code, 4, '']]));
    expect(good.status).toBe(200);
    expect(good.body.value.lines).toEqual([
      { productId: a, countedQuantity: '1250.5', note: 'قفسهٔ ۳' },
      { productId: b, countedQuantity: '4' },
    ]);
    // every bad cell named by its row: a product of another company is not found, a quantity below zero refused
    const bad = await upload(await sheet([[foreign.code, 1, ''], [pb.code, -2, '']]));
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['rows[2].productId', 'rows[3].countedQuantity']);
    expect(await t.infra.db.prisma.inventoryCountLine.count()).toBe(before);
  });
});
