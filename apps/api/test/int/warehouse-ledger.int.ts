import { startTestApp, type TestApp } from './support';
import { USER } from './identity-support';

/**
 * The stock ledger (issue 13) against the real database, with the figures worked out by hand in the comments
 * (research/stock.md §6): FIFO and weighted-average costs after receipts at different prices, issues, a return and a
 * correction, to the rial; a transfer; reversals that leave the balances as they were; twenty concurrent issues of
 * the last units that do not oversell; and the rules around them. The generated suite (entities.int.ts) covers each
 * entity's CRUD.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const WH = '/api/warehouse/v1';
const RUN = Date.now() % 1000000;
let seq = 0;
const code = (prefix: string) => `${prefix}${RUN}${++seq}`.slice(0, 20);

const KIND = { receipt: 1, issue: 2, transfer: 3, returnIn: 4, returnOut: 5, correctionIn: 6, correctionOut: 7, temporaryDelivery: 8 } as const;
type Line = { productId: number; quantity: string; unitCost?: string; productUnitId?: number };

describe('the stock ledger', () => {
  let t: TestApp;
  let a: string;
  let unit: number;
  let w1: number;
  let w2: number;
  const api = (m: 'get' | 'post' | 'put' | 'delete', path: string) => t.http()[m](`${WH}${path}`).set(bearer(a)).set('Accept-Language', 'en');

  const product = async (valuationMethod: 1 | 2, extra: Record<string, unknown> = {}) =>
    (await api('post', '/product/create').send({ code: code('P'), name: `کالای آزمون ${RUN}-${++seq}`, measureUnitId: unit, valuationMethod, ...extra }).expect(200)).body.value.id as number;

  const draft = async (kind: number, documentDate: string, lines: Line[], extra: Record<string, unknown> = {}) => {
    const res = await api('post', '/stockdocument/create').send({ kind, documentDate, warehouseId: w1, ...extra, lines });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.value.id as number;
  };
  const version = async (id: number) => (await api('get', '/stockdocument/getById').query({ Id: id }).expect(200)).body.value.version as number;
  const step = async (id: number, action: 'post' | 'reverse' | 'cancel', expected = 200) => {
    const res = await api('post', `/stockdocument/${action}`).send({ id, version: await version(id), ...(action === 'post' ? {} : { comment: 'آزمون' }) });
    if (res.status !== expected) throw new Error(`${action} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res;
  };
  const posted = async (kind: number, date: string, lines: Line[], extra: Record<string, unknown> = {}) => {
    const id = await draft(kind, date, lines, extra);
    await step(id, 'post');
    return id;
  };
  const balance = async (productId: number, warehouseId = w1, date?: string) => {
    const rows = (await api('get', '/report/productBalance').query({ productId, warehouseId, ...(date ? { date } : {}) }).expect(200)).body.value as { quantity: string; value: string }[];
    return rows[0] ? { quantity: rows[0].quantity, value: rows[0].value } : { quantity: '0', value: '0' };
  };
  const lineAmounts = async (id: number) => ((await api('get', '/stockdocument/getById').query({ Id: id }).expect(200)).body.value.lines as { amount: string }[]).map((l) => l.amount);

  beforeAll(async () => {
    t = await startTestApp();
    a = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value.access_token;
    unit = (await t.infra.db.prisma.measureUnit.findFirstOrThrow()).id;
    const mk = async () => (await api('post', '/warehouse/create').send({ code: code('W'), name: `انبار آزمون ${RUN}-${++seq}`, warehouseType: 1 }).expect(200)).body.value.id as number;
    w1 = await mk();
    w2 = await mk();
  });
  afterAll(() => t.close());

  it('values FIFO issues oldest layer first, to the rial (research/stock.md §6)', async () => {
    const p = await product(2);
    // receive 10 for 10,000 (1,000 each), then 3 for 10,000 (3,333.3333 each: 3 × 3,333.3333 = 9,999.9999 → 10,000)
    await posted(KIND.receipt, '2026-04-01', [{ productId: p, quantity: '10', unitCost: '1000' }]);
    await posted(KIND.receipt, '2026-04-02', [{ productId: p, quantity: '3', unitCost: '3333.3333' }]);
    expect(await balance(p)).toEqual({ quantity: '13', value: '20000' });
    // issue 11: the first layer whole (10,000) and 1 of the second's 3: round(10,000 × 1 / 3) = 3,333 → 13,333
    const i1 = await posted(KIND.issue, '2026-04-03', [{ productId: p, quantity: '11' }]);
    expect(await lineAmounts(i1)).toEqual(['13333']);
    expect(await balance(p)).toEqual({ quantity: '2', value: '6667' });
    // issue the last 2: the rest of the second layer, 6,667; issued 13,333 + 6,667 = 20,000 = received
    const i2 = await posted(KIND.issue, '2026-04-04', [{ productId: p, quantity: '2' }]);
    expect(await lineAmounts(i2)).toEqual(['6667']);
    expect(await balance(p)).toEqual({ quantity: '0', value: '0' });
    // the cardex: each move with the running balance after it
    const moves = (await api('get', '/stockmove/getFiltered').query({ productId: p, pageSize: 50 }).expect(200)).body.value.data as Record<string, string>[];
    expect(moves.map((m) => [m.quantity, m.value, m.qtyAfter, m.valueAfter])).toEqual([
      ['10', '10000', '10', '10000'],
      ['3', '10000', '13', '20000'],
      ['-11', '-13333', '2', '6667'],
      ['-2', '-6667', '0', '0'],
    ]);
  });

  it('values weighted-average issues, a return and a correction, to the rial', async () => {
    const p = await product(1);
    await posted(KIND.receipt, '2026-05-01', [{ productId: p, quantity: '10', unitCost: '1000' }]); // 10 / 10,000
    await posted(KIND.receipt, '2026-05-02', [{ productId: p, quantity: '5', unitCost: '1300' }]); // 15 / 16,500, average 1,100
    const i1 = await posted(KIND.issue, '2026-05-03', [{ productId: p, quantity: '4' }]); // round(16,500 × 4 / 15) = 4,400 → 11 / 12,100
    expect(await lineAmounts(i1)).toEqual(['4400']);
    await posted(KIND.receipt, '2026-05-04', [{ productId: p, quantity: '3', unitCost: '1233.3333' }]); // 3,699.9999 → 3,700: 14 / 15,800
    const i2 = await posted(KIND.issue, '2026-05-05', [{ productId: p, quantity: '5' }]); // round(15,800 × 5 / 14) = round(5,642.857) = 5,643 → 9 / 10,157
    expect(await lineAmounts(i2)).toEqual(['5643']);
    expect(await balance(p)).toEqual({ quantity: '9', value: '10157' });
    // 2 come back from a project without a cost: at the average, round(10,157 × 2 / 9) = round(2,257.11) = 2,257 → 11 / 12,414
    const back = await posted(KIND.returnIn, '2026-05-06', [{ productId: p, quantity: '2' }]);
    expect(await lineAmounts(back)).toEqual(['2257']);
    // a count found 1 missing: a decreasing correction, round(12,414 × 1 / 11) = round(1,128.55) = 1,129 → 10 / 11,285
    const fix = await posted(KIND.correctionOut, '2026-05-07', [{ productId: p, quantity: '1' }]);
    expect(await lineAmounts(fix)).toEqual(['1129']);
    expect(await balance(p)).toEqual({ quantity: '10', value: '11285' });
    // the last 10 take what is left: 11,285. In: 10,000 + 6,500 + 3,700 + 2,257 = 22,457; out: 4,400 + 5,643 + 1,129 + 11,285 = 22,457
    const last = await posted(KIND.issue, '2026-05-08', [{ productId: p, quantity: '10' }]);
    expect(await lineAmounts(last)).toEqual(['11285']);
    expect(await balance(p)).toEqual({ quantity: '0', value: '0' });
    // valued at a date in between: the end of 2026-05-04 held 14 worth 15,800
    expect(await balance(p, w1, '2026-05-04')).toEqual({ quantity: '14', value: '15800' });
    const report = (await api('get', '/report/inventoryValuation').query({ date: '2026-05-04', warehouseId: w1, searchTerm: (await t.infra.db.prisma.product.findUniqueOrThrow({ where: { id: p } })).code }).expect(200)).body.value;
    expect(report.data).toEqual([expect.objectContaining({ productId: p, quantity: '14', value: '15800', unitCost: '1128.5714' })]);
    expect(report.totals).toEqual({ value: '15800', date: '2026-05-04' });
  });

  it('reverses a posted document: the balance is as it was, a posted document is never edited', async () => {
    const p = await product(1);
    const r = await posted(KIND.receipt, '2026-06-01', [{ productId: p, quantity: '7', unitCost: '1500' }]);
    const before = await balance(p);
    const i = await posted(KIND.issue, '2026-06-02', [{ productId: p, quantity: '3' }]);
    expect(await balance(p)).toEqual({ quantity: '4', value: '6000' });
    // a posted document is read-only: only its steps change it
    await api('put', '/stockdocument/update').send({ id: i, version: await version(i), kind: KIND.issue, documentDate: '2026-06-02', warehouseId: w1, lines: [{ productId: p, quantity: '1' }] }).expect(409);
    await step(i, 'reverse');
    expect(await balance(p)).toEqual(before);
    expect((await api('get', '/stockdocument/getById').query({ Id: i }).expect(200)).body.value.status).toBe(3);
    // a reversal is a step once: a second one is refused
    await step(i, 'reverse', 409);
    await step(r, 'reverse');
    expect(await balance(p)).toEqual({ quantity: '0', value: '0' });
    const moves = (await api('get', '/stockmove/getFiltered').query({ productId: p, pageSize: 50 }).expect(200)).body.value.data as { isReversal: boolean; quantity: string; value: string }[];
    expect(moves.map((m) => [m.isReversal, m.quantity, m.value])).toEqual([[false, '7', '10500'], [false, '-3', '-4500'], [true, '3', '4500'], [true, '-7', '-10500']]);
    // the ledger is append-only
    await expect(t.infra.db.prisma.$executeRawUnsafe(`UPDATE stock_move SET value = 0 WHERE product_id = ${p}`)).rejects.toThrow(/append-only/);
    await expect(t.infra.db.prisma.$executeRawUnsafe(`DELETE FROM stock_move WHERE product_id = ${p}`)).rejects.toThrow(/append-only/);
  });

  it('refuses to reverse a FIFO receipt whose goods were issued, until the issue is reversed', async () => {
    const p = await product(2);
    const r = await posted(KIND.receipt, '2026-06-10', [{ productId: p, quantity: '5', unitCost: '2000' }]);
    const i = await posted(KIND.issue, '2026-06-11', [{ productId: p, quantity: '2' }]);
    const refused = await step(r, 'reverse', 422);
    expect(refused.body.message).toMatch(/issued since/);
    await step(i, 'reverse');
    // the issue's takes went back to their layer, so the receipt is whole again
    await step(r, 'reverse');
    expect(await balance(p)).toEqual({ quantity: '0', value: '0' });
  });

  it('moves goods between warehouses at the value they left with, in alternative units', async () => {
    const p = await product(2);
    const carton = (await api('post', '/productunit/create').send({ productId: p, title: 'کارتن ۱۲ عددی', measureUnitId: unit, factor: '12' }).expect(200)).body.value.id as number;
    // 2 cartons of 12 at 1,200 a unit: 24 / 28,800
    await posted(KIND.receipt, '2026-07-01', [{ productId: p, quantity: '2', productUnitId: carton, unitCost: '1200' }]);
    expect(await balance(p)).toEqual({ quantity: '24', value: '28800' });
    const tr = await posted(KIND.transfer, '2026-07-02', [{ productId: p, quantity: '10' }], { toWarehouseId: w2 });
    expect(await lineAmounts(tr)).toEqual(['12000']);
    expect(await balance(p, w1)).toEqual({ quantity: '14', value: '16800' });
    expect(await balance(p, w2)).toEqual({ quantity: '10', value: '12000' });
    await step(tr, 'reverse');
    expect(await balance(p, w1)).toEqual({ quantity: '24', value: '28800' });
    expect(await balance(p, w2)).toEqual({ quantity: '0', value: '0' });
  });

  it('lets twenty concurrent issues of the last five units post five and refuse fifteen, never below zero', async () => {
    const p = await product(1);
    await posted(KIND.receipt, '2026-08-01', [{ productId: p, quantity: '5', unitCost: '1000' }]);
    const drafts = [];
    for (let i = 0; i < 20; i++) drafts.push(await draft(KIND.issue, '2026-08-02', [{ productId: p, quantity: '1' }]));
    const versions = await Promise.all(drafts.map(version));
    const answers = await Promise.all(drafts.map((id, i) => api('post', '/stockdocument/post').send({ id, version: versions[i] })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 422)).toHaveLength(15);
    expect(answers.find((r) => r.status === 422)!.body.message).toMatch(/has 0 on hand/);
    expect(await balance(p)).toEqual({ quantity: '0', value: '0' });
    const moves = await t.infra.db.prisma.stockMove.findMany({ where: { productId: p }, orderBy: { seq: 'asc' } });
    expect(moves.map((m) => Number(m.qtyAfter))).toEqual([5, 4, 3, 2, 1, 0]);
  });

  it('refuses what the ledger cannot take: back-dating, a missing cost, a foreign unit, a transfer to itself', async () => {
    const p = await product(1);
    await posted(KIND.receipt, '2026-09-10', [{ productId: p, quantity: '1', unitCost: '10' }]);
    const early = await draft(KIND.issue, '2026-09-09', [{ productId: p, quantity: '1' }]);
    expect((await step(early, 'post', 422)).body.message).toMatch(/dated 2026-09-10/);
    const other = await product(1);
    const otherUnit = (await api('post', '/productunit/create').send({ productId: other, title: 'بسته', measureUnitId: unit, factor: '6' }).expect(200)).body.value.id as number;
    const before = await t.infra.db.prisma.stockDocument.count();
    const bad = await api('post', '/stockdocument/create').send({ kind: KIND.receipt, documentDate: '2026-09-11', warehouseId: w1, lines: [{ productId: p, quantity: '1' }, { productId: p, quantity: '1', unitCost: '5', productUnitId: otherUnit }] }).expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['lines[0].unitCost', 'lines[1].productUnitId']);
    const self = await api('post', '/stockdocument/create').send({ kind: KIND.transfer, documentDate: '2026-09-11', warehouseId: w1, toWarehouseId: w1, lines: [{ productId: p, quantity: '1' }] }).expect(400);
    expect(self.body.errors.map((e: { field: string }) => e.field)).toEqual(['toWarehouseId']);
    const noDest = await api('post', '/stockdocument/create').send({ kind: KIND.transfer, documentDate: '2026-09-11', warehouseId: w1, lines: [{ productId: p, quantity: '1' }] }).expect(400);
    expect(noDest.body.errors.map((e: { field: string }) => e.field)).toEqual(['toWarehouseId']);
    expect(await t.infra.db.prisma.stockDocument.count()).toBe(before);
    // a product's valuation method is fixed once it moved; a FIFO product never goes below zero
    const row = (await api('get', '/product/getById').query({ Id: p }).expect(200)).body.value;
    const changed = await api('put', '/product/update').send({ ...row, valuationMethod: 2 }).expect(400);
    expect(changed.body.errors.map((e: { field: string }) => e.field)).toEqual(['valuationMethod']);
    const neg = await api('post', '/product/create').send({ code: code('P'), name: 'منفی', measureUnitId: unit, valuationMethod: 2, allowNegative: true }).expect(400);
    expect(neg.body.errors.map((e: { field: string }) => e.field)).toEqual(['allowNegative']);
  });

  it('lets only the keeper and the allowed people of a warehouse post in it', async () => {
    const p = await product(1);
    const someone = await t.infra.db.prisma.thirdParty.create({ data: { kind: 1, firstName: 'انباردار', lastName: `${RUN}`, fullName: `انباردار ${RUN}` } });
    const kept = (await api('post', '/warehouse/create').send({ code: code('W'), name: `انبار قفل ${RUN}`, warehouseType: 1, keeperId: someone.id }).expect(200)).body.value.id as number;
    const id = await draft(KIND.receipt, '2026-09-20', [{ productId: p, quantity: '1', unitCost: '10' }], { warehouseId: kept });
    expect((await step(id, 'post', 422)).body.message).toMatch(/keeper/);
    expect(await balance(p, kept)).toEqual({ quantity: '0', value: '0' });
  });
});
