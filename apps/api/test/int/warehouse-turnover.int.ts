import ExcelJS from 'exceljs';
import { tehranDate } from '@karsaz/domain';
import { startTestApp, type TestApp } from './support';
import { USER } from './identity-support';

/**
 * The inventory turnover report (issue 13) against the real database: receipts, issues and transfers of two
 * products over two Jalali months (Ordibehesht and Khordad 1405) with an opening from Farvardin, the figures worked
 * out by hand to the rial, for every warehouse summed (transfers internal) and for each warehouse (a transfer is an
 * out of one and an in of the other); a reversed transfer whose value changed on the way back; the range rules; the
 * Excel workbook, read back with exceljs.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const WH = '/api/warehouse/v1';
const RUN = Date.now() % 1000000;
let seq = 0;
const code = (prefix: string) => `${prefix}${RUN}${++seq}`.slice(0, 20);
const KIND = { receipt: 1, issue: 2, transfer: 3 } as const;
type Line = { productId: number; quantity: string; unitCost?: string };

/** Opening, in, out, closing as [quantity, value] pairs, to compare in one line. */
const figures = (a: Record<string, string>) => [
  [a.openingQuantity, a.openingValue],
  [a.inQuantity, a.inValue],
  [a.outQuantity, a.outValue],
  [a.closingQuantity, a.closingValue],
];

/** supertest's parser that keeps a binary answer (the workbook) as a Buffer. */
const binary = (r: { on(event: string, listener: (chunk?: Buffer) => void): unknown }, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  r.on('data', (c) => chunks.push(c!));
  r.on('end', () => cb(null, Buffer.concat(chunks)));
};

describe('the inventory turnover report', () => {
  let t: TestApp;
  let a: string;
  let unit: number;
  let w1: number;
  let w2: number;
  let group: number;
  let pA: number;
  let pB: number;
  let codeA: string;
  let codeB: string;
  const api = (m: 'get' | 'post', path: string) => t.http()[m](`${WH}${path}`).set(bearer(a)).set('Accept-Language', 'en');

  const product = async (valuationMethod: 1 | 2, productCategoryId = group) => {
    const c = code('T');
    const id = (await api('post', '/product/create').send({ code: c, name: `کالای گردش ${RUN}-${++seq}`, measureUnitId: unit, valuationMethod, productCategoryId }).expect(200)).body.value.id as number;
    return { id, code: c };
  };
  const draft = async (kind: number, documentDate: string, lines: Line[], extra: Record<string, unknown> = {}) => {
    const res = await api('post', '/stockdocument/create').send({ kind, documentDate, warehouseId: w1, ...extra, lines });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.value.id as number;
  };
  const step = async (id: number, action: 'post' | 'reverse') => {
    const version = (await api('get', '/stockdocument/getById').query({ Id: id }).expect(200)).body.value.version as number;
    const res = await api('post', `/stockdocument/${action}`).send({ id, version, ...(action === 'reverse' ? { comment: 'آزمون' } : {}) });
    if (res.status !== 200) throw new Error(`${action} answered ${res.status}: ${JSON.stringify(res.body)}`);
  };
  const posted = async (kind: number, date: string, lines: Line[], extra: Record<string, unknown> = {}) => {
    const id = await draft(kind, date, lines, extra);
    await step(id, 'post');
    return id;
  };
  const report = async (query: Record<string, unknown>) => (await api('get', '/report/inventoryTurnover').query({ productCategoryId: group, ...query }).expect(200)).body.value;
  // Ordibehesht and Khordad 1405: 1405/02/01 is 2026-04-21, 1405/03/31 is 2026-06-21
  const RANGE = { fromDate: '2026-04-21', toDate: '2026-06-21' };

  beforeAll(async () => {
    t = await startTestApp();
    a = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value.access_token;
    unit = (await t.infra.db.prisma.measureUnit.findFirstOrThrow()).id;
    const mk = async () => (await api('post', '/warehouse/create').send({ code: code('W'), name: `انبار گردش ${RUN}-${++seq}`, warehouseType: 1 }).expect(200)).body.value.id as number;
    w1 = await mk();
    w2 = await mk();
    // a group of this run's products only: the report is filtered by it, whatever else the database holds
    group = (await api('post', '/productcategory/create').send({ code: code('G'), name: `گروه گردش ${RUN}` }).expect(200)).body.value.id as number;
    const A = await product(1); // weighted average
    const B = await product(2); // FIFO
    [pA, codeA, pB, codeB] = [A.id, A.code, B.id, B.code];

    // Farvardin (before the range): the opening
    await posted(KIND.receipt, '2026-04-10', [{ productId: pA, quantity: '10', unitCost: '1000' }]); // A w1: 10 / 10,000
    await posted(KIND.receipt, '2026-04-12', [{ productId: pB, quantity: '4', unitCost: '2500' }]); // B w1: 4 / 10,000
    // Ordibehesht
    await posted(KIND.receipt, '2026-04-25', [{ productId: pA, quantity: '5', unitCost: '1300' }]); // A w1: 15 / 16,500
    await posted(KIND.issue, '2026-05-03', [{ productId: pA, quantity: '4' }]); // round(16,500 × 4 / 15) = 4,400 → A w1: 11 / 12,100
    await posted(KIND.receipt, '2026-05-05', [{ productId: pB, quantity: '3', unitCost: '3333.3333' }]); // 9,999.9999 → 10,000 → B w1: 7 / 20,000
    await posted(KIND.transfer, '2026-05-10', [{ productId: pA, quantity: '6' }], { toWarehouseId: w2 }); // round(12,100 × 6 / 11) = 6,600 → A w1: 5 / 5,500, w2: 6 / 6,600
    // Khordad
    await posted(KIND.receipt, '2026-05-25', [{ productId: pA, quantity: '2', unitCost: '1150' }]); // A w1: 7 / 7,800
    await posted(KIND.issue, '2026-06-01', [{ productId: pA, quantity: '3' }], { warehouseId: w2 }); // 3,300 → A w2: 3 / 3,300
    await posted(KIND.issue, '2026-06-05', [{ productId: pA, quantity: '5' }]); // round(7,800 × 5 / 7) = round(5,571.43) = 5,571 → A w1: 2 / 2,229
    await posted(KIND.issue, '2026-06-10', [{ productId: pB, quantity: '5' }]); // FIFO: 10,000 + round(10,000 × 1 / 3) = 13,333 → B w1: 2 / 6,667
    await posted(KIND.transfer, '2026-06-12', [{ productId: pB, quantity: '2' }], { toWarehouseId: w2 }); // the rest of the layer, 6,667 → B w1: 0 / 0, w2: 2 / 6,667
  });
  afterAll(() => t.close());

  it('sums every warehouse per Jalali month: transfers are internal, closing = opening + in − out, to the rial', async () => {
    const r = await report({ ...RANGE, period: 'month' });
    expect(r.period).toBe('month');
    expect(r.periods.map((p: Record<string, string>) => [p.key, p.label, p.fromDate, p.toDate])).toEqual([
      ['1405-02', '1405/02', '2026-04-21', '2026-05-21'],
      ['1405-03', '1405/03', '2026-05-22', '2026-06-21'],
    ]);
    // Ordibehesht: opening A 10 / 10,000 + B 4 / 10,000; in A 5 / 6,500 + B 3 / 10,000; out A's issue 4 / 4,400
    // (A's transfer to w2 is internal); closing 18 / 32,100 = A 11 / 12,100 (w1 5,500 + w2 6,600) + B 7 / 20,000
    expect(figures(r.periods[0])).toEqual([['14', '20000'], ['8', '16500'], ['4', '4400'], ['18', '32100']]);
    // Khordad: in A 2 / 2,300; out A 3 / 3,300 (w2) + A 5 / 5,571 + B 5 / 13,333 = 13 / 22,204 (B's transfer is
    // internal); closing 7 / 12,196 = A 5 / 5,529 (w1 2,229 + w2 3,300) + B 2 / 6,667 (w2)
    expect(figures(r.periods[1])).toEqual([['18', '32100'], ['2', '2300'], ['13', '22204'], ['7', '12196']]);
    expect(figures(r.totals)).toEqual([['14', '20000'], ['10', '18800'], ['17', '26604'], ['7', '12196']]);
    expect([r.totals.fromDate, r.totals.toDate]).toEqual([RANGE.fromDate, RANGE.toDate]);
    // per product over the range, by code
    expect(r.rowCount).toBe(2);
    // the unit is named in the caller's language (English here, Persian when the English name is missing)
    const mu = await t.infra.db.prisma.measureUnit.findUniqueOrThrow({ where: { id: unit } });
    expect(r.data.map((x: Record<string, string>) => [x.productId, x.productCode, x.measureUnit, ...figures(x)])).toEqual([
      [pA, codeA, mu.nameEn ?? mu.nameFa, ['10', '10000'], ['7', '8800'], ['12', '13271'], ['5', '5529']],
      [pB, codeB, mu.nameEn ?? mu.nameFa, ['4', '10000'], ['3', '10000'], ['5', '13333'], ['2', '6667']],
    ]);
    // the closing is the valuation at the last day
    const valued = (await api('get', '/report/inventoryValuation').query({ date: RANGE.toDate, productCategoryId: group }).expect(200)).body.value;
    expect(valued.totals.value).toBe('12196');
  });

  it('counts a transfer as an out of one warehouse and an in of the other when a warehouse is chosen', async () => {
    const one = await report({ ...RANGE, warehouseId: w1 });
    // Ordibehesht: out A's issue 4 / 4,400 and its transfer 6 / 6,600; Khordad: out A 5 / 5,571, B 5 / 13,333 and
    // B's transfer 2 / 6,667 = 12 / 25,571; closing A 2 / 2,229
    expect(figures(one.periods[0])).toEqual([['14', '20000'], ['8', '16500'], ['10', '11000'], ['12', '25500']]);
    expect(figures(one.periods[1])).toEqual([['12', '25500'], ['2', '2300'], ['12', '25571'], ['2', '2229']]);
    const two = await report({ ...RANGE, warehouseId: w2 });
    expect(figures(two.periods[0])).toEqual([['0', '0'], ['6', '6600'], ['0', '0'], ['6', '6600']]);
    expect(figures(two.periods[1])).toEqual([['6', '6600'], ['2', '6667'], ['3', '3300'], ['5', '9967']]);
    expect(two.data.map((x: Record<string, string>) => [x.productCode, ...figures(x)])).toEqual([
      [codeA, ['0', '0'], ['6', '6600'], ['3', '3300'], ['3', '3300']],
      [codeB, ['0', '0'], ['2', '6667'], ['0', '0'], ['2', '6667']],
    ]);
    // the two warehouses' in and out, less the transfers (6 / 6,600 and 2 / 6,667 each way), are every warehouse's
    const all = await report(RANGE);
    expect(all.totals.inValue).toBe(String(Number(one.totals.inValue) + Number(two.totals.inValue) - 6600 - 6667));
    expect(all.totals.outValue).toBe(String(Number(one.totals.outValue) + Number(two.totals.outValue) - 6600 - 6667));
  });

  it('cuts the range into weeks and days, searches and pages the products', async () => {
    // 1405/03/01 (2026-05-22) is a Friday: the first week is that day alone, the next runs Saturday to Friday
    const weeks = await report({ fromDate: '2026-05-22', toDate: '2026-06-12', period: 'week' });
    expect(weeks.periods.map((p: Record<string, string>) => [p.fromDate, p.toDate])).toEqual([
      ['2026-05-22', '2026-05-22'], ['2026-05-23', '2026-05-29'], ['2026-05-30', '2026-06-05'], ['2026-06-06', '2026-06-12'],
    ]);
    expect(weeks.periods.map((p: Record<string, string>) => p.outValue)).toEqual(['0', '0', '8871', '13333']);
    const days = await report({ fromDate: '2026-06-01', toDate: '2026-06-05', period: 'day' });
    expect(days.periods.map((p: Record<string, string>) => [p.label, p.outValue])).toEqual([
      ['1405/03/11', '3300'], ['1405/03/12', '0'], ['1405/03/13', '0'], ['1405/03/14', '0'], ['1405/03/15', '5571'],
    ]);
    const searched = await report({ ...RANGE, searchTerm: codeB });
    expect(searched.data.map((x: { productId: number }) => x.productId)).toEqual([pB]);
    expect(searched.totals.closingValue).toBe('6667');
    const second = await report({ ...RANGE, pageIndex: 2, pageSize: 1 });
    expect([second.rowCount, second.data.map((x: { productId: number }) => x.productId)]).toEqual([2, [pB]]);
    const past = await report({ ...RANGE, pageIndex: 5, pageSize: 1 });
    expect([past.rowCount, past.data]).toEqual([2, []]);
    // a product with stock and no move in the range is listed with its opening as its closing
    const later = await report({ fromDate: '2026-06-15', toDate: '2026-06-21' });
    expect(later.data.map((x: Record<string, string>) => [x.productCode, ...figures(x)])).toEqual([
      [codeA, ['5', '5529'], ['0', '0'], ['0', '0'], ['5', '5529']],
      [codeB, ['2', '6667'], ['0', '0'], ['0', '0'], ['2', '6667']],
    ]);
  });

  it('nets a reversed transfer to the value it changed by when every warehouse is summed', async () => {
    const cat = (await api('post', '/productcategory/create').send({ code: code('G'), name: `گروه برگشت ${RUN}` }).expect(200)).body.value.id as number;
    const { id: pC } = await product(1, cat);
    await posted(KIND.receipt, '2026-07-01', [{ productId: pC, quantity: '10', unitCost: '1000' }]); // w1: 10 / 10,000
    const tr = await posted(KIND.transfer, '2026-07-02', [{ productId: pC, quantity: '4' }], { toWarehouseId: w2 }); // w1: 6 / 6,000, w2: 4 / 4,000
    await posted(KIND.receipt, '2026-07-03', [{ productId: pC, quantity: '2', unitCost: '1600' }], { warehouseId: w2 }); // w2: 6 / 7,200
    // the reversal (dated today) takes 4 out of w2 at its average, round(7,200 × 4 / 6) = 4,800, and gives w1 back
    // the 4,000 the goods left with: w1 10 / 10,000, w2 2 / 2,400; every warehouse: 800 went out, no quantity
    await step(tr, 'reverse');
    const r = await report({ fromDate: '2026-07-01', toDate: tehranDate(new Date()), productCategoryId: cat });
    expect(figures(r.totals)).toEqual([['0', '0'], ['12', '13200'], ['0', '800'], ['12', '12400']]);
    const w2only = await report({ fromDate: '2026-07-01', toDate: tehranDate(new Date()), productCategoryId: cat, warehouseId: w2 });
    expect(figures(w2only.totals)).toEqual([['0', '0'], ['6', '7200'], ['4', '4800'], ['2', '2400']]);
  });

  it('refuses a range that ends before it starts, is too long, or a period it does not know (400 naming the field)', async () => {
    const before = await api('get', '/report/inventoryTurnover').query({ fromDate: '2026-06-21', toDate: '2026-04-21' }).expect(400);
    expect(before.body.errors).toEqual([{ field: 'toDate', message: expect.stringMatching(/before the start date/) }]);
    const fa = await t.http().get(`${WH}/report/inventoryTurnover`).set(bearer(a)).query({ fromDate: '2026-06-21', toDate: '2026-04-21' }).expect(400);
    expect(fa.body.errors).toEqual([{ field: 'toDate', message: '«تا تاریخ» نباید پیش از تاریخ شروع باشد.' }]);
    const long = await api('get', '/report/inventoryTurnover').query({ fromDate: '2026-03-21', toDate: '2029-03-21' }).expect(400);
    expect(long.body.errors.map((e: { field: string }) => e.field)).toEqual(['toDate']);
    await api('get', '/report/inventoryTurnover').query({ fromDate: '2026-03-21', toDate: '2029-03-20' }).expect(200);
    await api('get', '/report/inventoryTurnover').query({ fromDate: '2026-03-21', toDate: '2027-03-21', period: 'day' }).expect(200);
    const byDay = await api('get', '/report/inventoryTurnover').query({ fromDate: '2026-03-21', toDate: '2027-03-22', period: 'day' }).expect(400);
    expect(byDay.body.errors.map((e: { field: string }) => e.field)).toEqual(['toDate']);
    const period = await api('get', '/report/inventoryTurnover').query({ ...RANGE, period: 'year' }).expect(400);
    expect(period.body.errors.map((e: { field: string }) => e.field)).toEqual(['period']);
    const missing = await api('get', '/report/inventoryTurnover').query({ toDate: '2026-04-21' }).expect(400);
    expect(missing.body.errors.map((e: { field: string }) => e.field)).toEqual(['fromDate']);
    await api('get', '/report/inventoryTurnover/excel').query({ fromDate: '2026-06-21', toDate: '2026-04-21' }).expect(400);
  });

  it('exports the report as an Excel workbook with Persian headers: the periods and the products, read back', async () => {
    const res = await t.http().get(`${WH}/report/inventoryTurnover/excel`).set(bearer(a)).set('Accept-Language', 'fa')
      .query({ ...RANGE, productCategoryId: group })
      .buffer(true).parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('attachment');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(res.body as Buffer).buffer as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['گردش دوره‌ها', 'گردش کالاها']);
    const [periods, products] = book.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];
    const row = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(row(periods, 1)).toEqual(['دوره', 'از تاریخ', 'تا تاریخ', 'مقدار اول دوره', 'ارزش اول دوره (ریال)', 'مقدار وارده', 'ارزش وارده (ریال)', 'مقدار صادره', 'ارزش صادره (ریال)', 'مقدار پایان دوره', 'ارزش پایان دوره (ریال)']);
    expect(row(periods, 2)).toEqual(['اردیبهشت 1405', '1405/02/01', '1405/02/31', 14, 20000, 8, 16500, 4, 4400, 18, 32100]);
    expect(row(periods, 3)).toEqual(['خرداد 1405', '1405/03/01', '1405/03/31', 18, 32100, 2, 2300, 13, 22204, 7, 12196]);
    expect(row(periods, 4)).toEqual(['جمع', '1405/02/01', '1405/03/31', 14, 20000, 10, 18800, 17, 26604, 7, 12196]);
    expect(periods.rowCount).toBe(4);
    expect(row(products, 1).slice(0, 4)).toEqual(['کد کالا', 'نام کالا', 'واحد', 'مقدار اول دوره']);
    const mu = await t.infra.db.prisma.measureUnit.findUniqueOrThrow({ where: { id: unit } });
    expect(row(products, 2)[2]).toBe(mu.nameFa);
    expect(row(products, 2).filter((_, i) => i !== 1 && i !== 2)).toEqual([codeA, 10, 10000, 7, 8800, 12, 13271, 5, 5529]);
    expect(row(products, 3).filter((_, i) => i !== 1 && i !== 2)).toEqual([codeB, 4, 10000, 3, 10000, 5, 13333, 2, 6667]);
    expect(row(products, 4).slice(1)).toEqual(['جمع', undefined, 14, 20000, 10, 18800, 17, 26604, 7, 12196]);
    // in English, the headers follow the Accept-Language
    const en = await api('get', '/report/inventoryTurnover/excel').query({ ...RANGE, productCategoryId: group, period: 'week' }).buffer(true).parse(binary).expect(200);
    const enBook = new ExcelJS.Workbook();
    await enBook.xlsx.load(new Uint8Array(en.body as Buffer).buffer as ArrayBuffer);
    expect(enBook.worksheets.map((s) => s.name)).toEqual(['By period', 'By product']);
    expect(row(enBook.worksheets[0]!, 1).slice(0, 4)).toEqual(['Period', 'From', 'To', 'Opening quantity']);
    expect(String(row(enBook.worksheets[0]!, 2)[0])).toBe('Week of 1405/02/01');
  });
});
