import { isValidTaxId, moadiyanTaxId, parseTaxId } from '@karsaz/domain';
import { startTestApp, type TestApp } from './support';
import { USER } from './identity-support';

/**
 * The tax authority's system (issue 17, modules/tax) on the real PostgreSQL: goods codes of exactly 13 digits (400
 * on the field), one code a product (kept in product.moadiyanCode), an invoice prepared with its tax ID (the next
 * serial of the company's memory, the check digit right) and its JSON whose sums agree, the test double's
 * acceptance and rejection, and another company that neither sees nor moves the invoice.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const TAX = '/api/tax/v1';
const RUN = Date.now() % 1_000_000;
const code13 = (prefix: string, n: number) => `${prefix}${String(RUN * 10 + n).padStart(13 - prefix.length, '0')}`.slice(0, 13);

describe('moadiyan: codes, the tax ID, the authority format and the gateway', () => {
  let t: TestApp;
  let admin: string;
  let companyId: number;
  let unitId: number;
  let productId: number;
  let rejectedProductId: number;
  let serviceId: number;
  let buyerId: number;
  let memoryId: string;
  const api = (m: 'get' | 'post' | 'put' | 'delete', path: string, token = admin, lang: 'fa' | 'en' = 'en') => t.http()[m](path).set(bearer(token)).set('Accept-Language', lang);
  const fields = (body: { errors: { field: string }[] }) => body.errors.map((e) => e.field).sort();
  const getInvoice = async (id: number, token = admin) => (await api('get', `${TAX}/moadiyaninvoice/getById?Id=${id}`, token).expect(200)).body.value;
  const step = async (action: string, id: number, status = 200) => api('post', `${TAX}/moadiyaninvoice/${action}`).send({ id, version: (await getInvoice(id)).version }).expect(status);
  const invoice = (lines: Record<string, unknown>[], over: Record<string, unknown> = {}) =>
    api('post', `${TAX}/moadiyaninvoice/create`).send({ invoiceDate: '2026-11-23', kind: 1, thirdPartyId: buyerId, subject: 1, settlement: 2, lines, ...over });

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value.access_token;
    const p = t.infra.db.prisma;
    companyId = (await p.company.findFirstOrThrow({ where: { isDefault: true } })).id;
    unitId = (await p.measureUnit.create({ data: { code: `U${RUN}`.slice(0, 10), nameFa: `واحد آزمون ${RUN}`, nameEn: `Unit ${RUN}` } })).id;
    productId = (await p.product.create({ data: { companyId, code: `M${RUN}`, name: `کالای مودیان ${RUN}`, measureUnitId: unitId } })).id;
    rejectedProductId = (await p.product.create({ data: { companyId, code: `N${RUN}`, name: `کالای ناشناس ${RUN}`, measureUnitId: unitId } })).id;
    serviceId = (await p.serviceItem.create({ data: { code: `S${RUN}`, nameFa: `خدمت مودیان ${RUN}`, nameEn: `Service ${RUN}`, measureUnitId: unitId } })).id;
    buyerId = (await p.thirdParty.create({ data: { kind: 2, companyName: 'خریدار آزمون مودیان', fullName: 'خریدار آزمون مودیان', nationalId: `1${String(RUN).padStart(10, '0')}`.slice(0, 11), economicCode: '14003778990' } })).id;
    await p.thirdPartyAddress.create({ data: { thirdPartyId: buyerId, title: 'دفتر', cityId: (await p.city.findFirstOrThrow()).id, addressText: 'تهران', postalCode: '1234567890', isDefault: true } });
    // invoices take the company's first active memory ID (the generic suites of the shard may have added others)
    const setting = await p.moadiyanSetting.findFirst({ where: { companyId, isActive: true }, orderBy: { id: 'asc' } });
    memoryId = setting?.memoryId ?? 'A2ZRHM';
    if (!setting) await api('post', `${TAX}/moadiyansetting/create`).send({ memoryId: 'a2zrhm', economicCode: '10101010101' }).expect(200);
    await api('post', `${TAX}/moadiyanmeasureunit/create`).send({ code: `16${RUN}`.slice(0, 10), title: 'عدد', measureUnitId: unitId }).expect(200);
  });
  afterAll(() => t.close());

  it('takes a goods code of exactly 13 digits, refusing any other on the field in both languages', async () => {
    for (const bad of ['123456789012', '12345678901234', '12345678901a3', 'abcdefghijklm']) {
      const r = await api('post', `${TAX}/moadiyanproduct/create`).send({ code: bad, title: 'بد', vatRate: '10' }).expect(400);
      expect(fields(r.body)).toEqual(['code']);
    }
    const fa = await api('post', `${TAX}/moadiyanproduct/create`, admin, 'fa').send({ code: '123', title: 'بد' }).expect(400);
    expect(fa.body.errors[0].message).toContain('شناسهٔ کالا');
    // Persian digits are taken
    const persian = code13('27', 1).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    const ok = await api('post', `${TAX}/moadiyanproduct/create`).send({ code: persian, title: 'قطعهٔ فولادی', vatRate: '9', productIds: [productId] }).expect(200);
    expect((await api('get', `${TAX}/moadiyanproduct/getById?Id=${ok.body.value.id}`).expect(200)).body.value.code).toBe(code13('27', 1));
    // a repeat in the company is a 409
    await api('post', `${TAX}/moadiyanproduct/create`).send({ code: code13('27', 1), title: 'تکراری' }).expect(409);
  });

  it('keeps product.moadiyanCode in step with the mapping, one code a product', async () => {
    const p = t.infra.db.prisma;
    expect((await p.product.findUniqueOrThrow({ where: { id: productId } })).moadiyanCode).toBe(code13('27', 1));
    const r = await api('post', `${TAX}/moadiyanproduct/create`).send({ code: code13('28', 2), title: 'دوباره', productIds: [productId] }).expect(400);
    expect(fields(r.body)).toEqual(['productIds']);
    expect(await p.moadiyanProduct.count({ where: { code: code13('28', 2) } })).toBe(0);
    const unknown = await api('post', `${TAX}/moadiyanproduct/create`).send({ code: `000000${String(RUN).padStart(7, '0')}`, title: 'کد ناشناس', productIds: [rejectedProductId] }).expect(200);
    expect((await p.product.findUniqueOrThrow({ where: { id: rejectedProductId } })).moadiyanCode).toBe(`000000${String(RUN).padStart(7, '0')}`);
    const row = (await api('get', `${TAX}/moadiyanproduct/getById?Id=${unknown.body.value.id}`).expect(200)).body.value;
    await api('put', `${TAX}/moadiyanproduct/update`).send({ ...row, productIds: [] }).expect(200);
    expect((await p.product.findUniqueOrThrow({ where: { id: rejectedProductId } })).moadiyanCode).toBeNull();
    const again = (await api('get', `${TAX}/moadiyanproduct/getById?Id=${unknown.body.value.id}`).expect(200)).body.value;
    await api('put', `${TAX}/moadiyanproduct/update`).send({ ...again, productIds: [rejectedProductId] }).expect(200);
    await api('post', `${TAX}/moadiyanservice/create`).send({ code: code13('30', 3), title: 'نصب و راه‌اندازی', vatRate: '10', serviceIds: [serviceId] }).expect(200);
  });

  it('prepares an invoice: the next serial, its tax ID with the right check digit, the JSON with sums that agree', async () => {
    const lines = [
      { productId, quantity: '2', measureUnitId: unitId, unitPrice: '10000', discount: '500' },
      { serviceId, quantity: '3.5', measureUnitId: unitId, unitPrice: '333', discount: '0' },
    ];
    const id = (await invoice(lines).expect(200)).body.value.id as number;
    const saved = await getInvoice(id);
    // the rates come from the codes (9 and 10 percent), the amounts exact to the rial
    expect(saved.lines.map((l: Record<string, string>) => [l.vatRate, l.grossAmount, l.netAmount, l.vatAmount, l.lineTotal])).toEqual([['9', '20000', '19500', '1755', '21255'], ['10', '1166', '1166', '117', '1283']]);
    expect(saved).toMatchObject({ totalGross: '21166', totalDiscount: '500', totalNet: '20666', totalVat: '1872', totalAmount: '22538', status: 1, taxId: null });

    // a line with both a product and a service is refused on the line
    const both = await invoice([{ productId, serviceId, quantity: '1', measureUnitId: unitId, unitPrice: '1', discount: '0' }]).expect(400);
    expect(fields(both.body)).toEqual(['lines[0].serviceId']);

    const before = (await t.infra.db.prisma.moadiyanInvoice.aggregate({ where: { companyId }, _max: { serial: true } }))._max.serial ?? 0;
    await step('prepare', id);
    const prepared = await getInvoice(id);
    expect(prepared.status).toBe(2);
    expect(prepared.serial).toBe(before + 1);
    expect(prepared.taxId).toBe(moadiyanTaxId(memoryId, '2026-11-23', before + 1));
    expect(isValidTaxId(prepared.taxId)).toBe(true);
    expect(parseTaxId(prepared.taxId)).toMatchObject({ memoryId, serial: before + 1 });
    const json = JSON.parse(prepared.payload);
    expect(json.header).toMatchObject({ taxid: prepared.taxId, inty: 1, ins: 1, setm: 2, tob: 2, tinb: '14003778990', bpc: '1234567890', tprdis: 21166, tdis: 500, tadis: 20666, tvam: 1872, tbill: 22538, insp: 22538, cap: 0 });
    expect(json.body.map((b: Record<string, unknown>) => [b.sstid, b.am, b.fee, b.vra, b.vam, b.tsstam])).toEqual([[code13('27', 1), 2, 10000, 9, 1755, 21255], [code13('30', 3), 3.5, 333, 10, 117, 1283]]);
    // prepared, it no longer changes but through its steps
    await api('put', `${TAX}/moadiyaninvoice/update`).send({ id, version: prepared.version, invoiceDate: '2026-11-23', kind: 1, thirdPartyId: buyerId, subject: 1, settlement: 2 }).expect(409);

    // the double accepts it
    await step('send', id);
    const accepted = await getInvoice(id);
    expect(accepted.status).toBe(4);
    expect(accepted.referenceNumber).toMatch(/[0-9a-f-]{36}/);
    const history = (await api('get', `${TAX}/moadiyaninvoice/getHistory?Id=${id}`).expect(200)).body.value;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['prepare', 'send', 'authorityAccept']);
  });

  it('refuses to prepare an item without a code or a unit without the authority’s, naming the line', async () => {
    const p = t.infra.db.prisma;
    const bare = (await p.product.create({ data: { companyId, code: `B${RUN}`, name: `کالای بی‌شناسه ${RUN}`, measureUnitId: unitId } })).id;
    const otherUnit = (await p.measureUnit.create({ data: { code: `V${RUN}`.slice(0, 10), nameFa: `واحد بی‌نگاشت ${RUN}`, nameEn: `Unmapped ${RUN}` } })).id;
    const id = (await invoice([{ productId: bare, quantity: '1', measureUnitId: otherUnit, unitPrice: '1000', discount: '0' }]).expect(200)).body.value.id as number;
    const r = await step('prepare', id, 400);
    expect(fields(r.body)).toEqual(['lines[0].measureUnitId', 'lines[0].productId']);
    expect((await getInvoice(id)).status).toBe(1);
  });

  it('is rejected by the double for a code unknown to the authority, and can be revised and prepared again', async () => {
    const id = (await invoice([{ productId: rejectedProductId, quantity: '1', measureUnitId: unitId, unitPrice: '50000', discount: '0' }], { kind: 2, thirdPartyId: null, settlement: 1 }).expect(200)).body.value.id as number;
    await step('prepare', id);
    const json = JSON.parse((await getInvoice(id)).payload);
    expect(json.header).toMatchObject({ inty: 2, tob: null, tinb: null, tbill: 55000, cap: 55000, insp: 0 });
    await step('send', id);
    const rejected = await getInvoice(id);
    expect(rejected.status).toBe(5);
    expect(rejected.authorityMessage).toContain('body[0].sstid');
    await step('revise', id);
    expect(await getInvoice(id)).toMatchObject({ status: 1, taxId: null, payload: null });
  });

  it('keeps invoices and codes in their company', async () => {
    const id = (await invoice([{ productId, quantity: '1', measureUnitId: unitId, unitPrice: '1000', discount: '0' }]).expect(200)).body.value.id as number;
    const other = await t.infra.db.prisma.company.findFirstOrThrow({ where: { isDefault: false } });
    const refreshToken = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value.refresh_token;
    const b = (await t.http().post('/connect/token').type('form').send({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'karsaz-web', client_secret: 'karsaz-web', company_id: String(other.id) }).expect(200)).body.access_token as string;
    await api('get', `${TAX}/moadiyaninvoice/getById?Id=${id}`, b).expect(404);
    await api('post', `${TAX}/moadiyaninvoice/prepare`, b).send({ id, version: 1 }).expect(404);
    expect((await api('get', `${TAX}/moadiyaninvoice/getFiltered?pageSize=100`, b).expect(200)).body.value.data.some((r: { id: number }) => r.id === id)).toBe(false);
    expect((await api('get', `${TAX}/moadiyanproduct/getFiltered?pageSize=100&searchTerm=${code13('27', 1)}`, b).expect(200)).body.value.rowCount).toBe(0);
    // the other company's product cannot be mapped from here
    const r = await api('post', `${TAX}/moadiyanproduct/create`, b).send({ code: code13('29', 4), title: 'دیگری', productIds: [productId] }).expect(400);
    expect(fields(r.body)).toEqual(['productIds[0]']);
  });
});
