import ExcelJS from 'exceljs';
import { startTestApp, type TestApp } from './support';
import { USER, freshMobile, signUpUser } from './identity-support';
import { databaseDataError } from '../../src/core/http/envelope';

/**
 * Bad input answers 400 in the envelope naming its field, never 500, and writes nothing (docs/input-rules.md):
 * whole numbers outside int4, decimals too large for their column, control characters, JSON nested too deep, an
 * unknown role; invisible characters are taken out of names and refused in codes; the Excel export writes
 * formula-like text as text.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const CITY = '/api/base-data/v1/city';
const RUN = Date.now() % 100000;

describe('input rules', () => {
  let t: TestApp;
  let admin: string;
  let provinceId: number;
  const api = (m: 'get' | 'post' | 'put' | 'delete', path: string) => t.http()[m](path).set(bearer(admin));
  const fields = (res: { body: { errors: { field: string }[] } }) => res.body.errors.map((e) => e.field);
  const cities = () => t.infra.db.prisma.city.count();

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value.access_token;
    provinceId = (await t.infra.db.prisma.province.findFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  it('refuses whole numbers outside int4 in ids, versions, links, lists and queries, naming the field', async () => {
    const before = await cities();
    const cases: [ReturnType<typeof api>, string][] = [
      [api('get', '/api/service/v1/CostOver/GetCostOverById?costOverId=2147483648'), 'costOverId'],
      [api('get', '/api/service/v1/CostOver/GetCostOverById?costOverId=-2147483649'), 'costOverId'],
      [api('get', '/api/service/v1/CostOver/GetCostOverById?costOverId=1e400'), 'costOverId'],
      [api('get', '/api/service/v1/CostOver/GetCostOverById?costOverId=1.5'), 'costOverId'],
      [api('get', `${CITY}/getFiltered?pageIndex=1000000000000000000`), 'pageIndex'],
      [api('get', `${CITY}/getFiltered?provinceId=2147483648`), 'provinceId'],
      [api('post', `${CITY}/activate`).send({ id: 2147483648 }), 'id'],
      [api('post', `${CITY}/groupActivate`).send({ ids: [1, 9007199254740993] }), 'ids'],
      [api('put', `${CITY}/update`).send({ id: 1, version: 2147483648, code: 'X1', nameFa: 'الف', provinceId }), 'version'],
      [api('post', `${CITY}/create`).send({ nameFa: `شهر ${RUN}`, provinceId: 2147483648 }), 'provinceId'],
      [api('post', '/api/identity/user/v1/createByAdmin').send({ mobileNumber: freshMobile(), firstName: 'الف', lastName: 'ب', roleIds: [2147483648] }), 'roleIds'],
    ];
    for (const [request, field] of cases) {
      const res = await request.set('Accept-Language', 'en');
      expect([res.status, res.body.isSuccess]).toEqual([400, false]);
      expect(fields(res)).toContain(field);
      expect(res.body.message).toBe('Some fields are not valid.');
      expect(res.body.traceId).toEqual(expect.any(String));
    }
    // a user without the page asks a workflow document by an id out of range: no access (it used to reach SQL: 500)
    const stranger = (await signUpUser(t)).tokens.access_token;
    await t.http().get('/api/commercial/v1/supplygoods/getById?Id=2147483648').set(bearer(stranger)).expect(403);
    const fa = await api('post', `${CITY}/activate`).send({ id: 2147483648 }).expect(400);
    expect(fa.body.errors[0].message).toContain('۲۱۴۷۴۸۳۶۴۷');
    expect(await cities()).toBe(before);
    // the largest int4 is an id like any other: no such row
    await api('get', '/api/service/v1/CostOver/GetCostOverById?costOverId=2147483647').expect(404);
    await api('get', `${CITY}/getFiltered?pageIndex=2147483647&pageSize=100`).expect(200);
  });

  it('refuses a decimal too large for its column, naming the field', async () => {
    const res = await api('post', '/api/service/v1/Expert/CreateExpert').send({ name: `کارشناس ${RUN}`, hourlyRate: 1e20 }).expect(400);
    expect(fields(res)).toContain('hourlyRate');
    const text = await api('post', '/api/service/v1/Expert/CreateExpert').send({ name: `کارشناس ${RUN}`, hourlyRate: '123456789012345678901234' }).expect(400);
    expect(fields(text)).toEqual(['hourlyRate']);
  });

  it('refuses NUL and other control characters in text and in searchTerm, and writes nothing', async () => {
    const before = await cities();
    const nul = await api('post', `${CITY}/create`).set('Accept-Language', 'en').send({ code: `N${RUN}`, nameFa: 'تهران\u0000', provinceId }).expect(400);
    expect(fields(nul)).toEqual(['nameFa']);
    expect(nul.body.errors[0].message).toContain('control character');
    expect(fields(await api('post', `${CITY}/create`).send({ code: `N${RUN}`, nameFa: 'الف\u0007', provinceId }).expect(400))).toEqual(['nameFa']);
    expect(fields(await api('get', `${CITY}/getFiltered?searchTerm=a%00b`).expect(400))).toEqual(['searchTerm']);
    expect(fields(await api('get', '/api/service/v1/CostOver/GetCostOverByName?costOverName=a%00b').expect(400))).toEqual(['costOverName']);
    // line breaks and tabs are text
    const ok = await api('post', `${CITY}/create`).send({ nameFa: `شهر\tچهار ${RUN}`, provinceId }).expect(200);
    expect(await cities()).toBe(before + 1);
    await api('delete', `${CITY}/remove?Id=${ok.body.value.id}`).expect(200);
  });

  it('answers JSON nested 2,000 levels deep with 400 in the envelope on every route, the sign-in included', async () => {
    const deepArray = '['.repeat(2000) + ']'.repeat(2000);
    const deepObject = '{"a":'.repeat(2000) + '1' + '}'.repeat(2000);
    for (const [path, body] of [[`${USER}/login`, deepArray], [`${USER}/login`, deepObject], [`${CITY}/create`, deepArray], [`${CITY}/create`, `{"nameFa":${deepArray}}`]] as const) {
      const res = await t.http().post(path).set(bearer(admin)).set('content-type', 'application/json').set('Accept-Language', 'en').send(body);
      expect([res.status, res.body.isSuccess, res.body.message]).toEqual([400, false, 'The request body is nested too deeply.']);
    }
    const fa = await t.http().post(`${USER}/login`).set('content-type', 'application/json').send(deepArray).expect(400);
    expect(fa.body.message).toBe('بدنهٔ درخواست بیش از حد تودرتو است.');
    // brackets inside strings are text, and malformed JSON is still its own answer
    await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: '[[[['.repeat(10) }).expect(401);
    expect((await t.http().post(`${USER}/login`).set('content-type', 'application/json').send('{"a":').expect(400)).body.message).toBe('بدنهٔ درخواست JSON معتبر نیست.');
  });

  it('refuses an unknown role in createByAdmin on its field and creates no user', async () => {
    const mobileNumber = freshMobile();
    const res = await api('post', '/api/identity/user/v1/createByAdmin').send({ mobileNumber, firstName: 'سارا', lastName: 'احمدی', roleIds: [1, 999999] }).expect(400);
    expect(fields(res)).toEqual(['roleIds[1]']);
    expect(await t.infra.db.prisma.user.count({ where: { mobileNumber } })).toBe(0);
    expect(await t.infra.db.prisma.thirdParty.count({ where: { mobileNumber } })).toBe(0);
  });

  it('takes bidi and zero-width characters out of names, keeps the zero-width non-joiner, refuses them in codes', async () => {
    const name = `نیم\u200Cفاصله ${RUN}`;
    const made = await api('post', `${CITY}/create`).send({ nameFa: `\u202E${name}\u200B\u2066`, nameEn: 'Te\u200Fhran\uFEFF', provinceId }).expect(200);
    const row = await t.infra.db.prisma.city.findUniqueOrThrow({ where: { id: made.body.value.id } });
    expect([row.nameFa, row.nameEn]).toEqual([name, 'Tehran']);
    await api('delete', `${CITY}/remove?Id=${row.id}`).expect(200);
    for (const code of [`AB\u200B${RUN}`, `AB\u202E${RUN}`, `AB\u200C${RUN}`]) {
      const res = await api('post', `${CITY}/create`).set('Accept-Language', 'en').send({ code, nameFa: `شهر ${RUN}`, provinceId }).expect(400);
      expect([...new Set(fields(res))]).toEqual(['code']);
      expect(res.body.errors[0].message).toContain('invisible');
    }
    // a field with no kind of its own (a hand-written DTO) refuses them
    expect(fields(await api('put', '/api/identity/user/v1/update').send({ id: 1, version: 1, firstName: 'a\u202Eb', lastName: 'c' }).expect(400))).toEqual(['firstName']);
    // a mobile number pasted with invisible characters is the number
    await t.http().post(`${USER}/login`).send({ mobileNumber: '\u200F0912\u200B000\u200C0000', password: 'karsaz-demo-1404' }).expect(200);
  });

  it('exports text that a spreadsheet would take for a formula as text', async () => {
    const TP = '/api/meta-data/v1/thirdparty';
    const id = (await api('post', `${TP}/create`).send({ kind: 1, firstName: `=HYPERLINK("http://evil","x")`, lastName: `فرمول ${RUN}` }).expect(200)).body.value.id;
    const res = await api('post', `${TP}/GetFilteredThirdPartiesExcelExporter`)
      .send({ searchTerm: `فرمول ${RUN}`, columns: ['id', 'firstName', 'lastName'] })
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(res.body as Buffer).buffer as ArrayBuffer);
    const row = book.worksheets[0]!.getRow(2);
    expect(row.getCell(1).value).toBe(id);
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(2).value).toBe(`'=HYPERLINK("http://evil","x")`);
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(2).formula).toBeUndefined();
  });

  it('knows a data exception of the database as the caller’s input (the last net: 400, not 500)', async () => {
    const caught = async (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e);
    expect(databaseDataError(await caught(t.infra.db.prisma.city.findFirst({ where: { id: 2147483648 } })))).toBe(true);
    expect(databaseDataError(await caught(t.infra.db.prisma.city.findFirst({ where: { nameFa: 'a\u0000' } })))).toBe(true);
    expect(databaseDataError(await caught(t.infra.db.prisma.$queryRawUnsafe('SELECT 1/0')))).toBe(true);
    expect(databaseDataError(await caught(t.infra.db.prisma.city.create({ data: { code: 'x', nameFa: 'y', provinceId: 999999, companyId: 1 } as never })))).toBe(false);
  });
});
