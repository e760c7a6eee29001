import { findReport } from '@karsaz/entities';
import { startTestApp, type TestApp } from './support';
import { USER } from './identity-support';
import { hashPassword } from '../../src/core/security/passwords';

/**
 * Every report's PDF (issue 17, "Excel and PDF export"), through the trial balance against the real database:
 * `GET /api/financial/v1/reports/trialBalance/exportPdf` with a date filter answers a PDF (its name as the sheet's,
 * with `.pdf`) of the same rows getFiltered reads; it needs the page's Export (View alone answers 403); a bad filter
 * answers the same 400 as getFiltered, naming the parameter.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const FIN = '/api/financial/v1';
const PDF = `${FIN}/reports/trialBalance/exportPdf`;
const RUN = Date.now() % 1000000;
const PASSWORD = 'Karsaz-Strong-Pass-1';
let seq = 0;

/** supertest's parser that keeps a binary answer (the document) as a Buffer. */
const binary = (r: { on(event: string, listener: (chunk?: Buffer) => void): unknown }, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  r.on('data', (c) => chunks.push(c!));
  r.on('end', () => cb(null, Buffer.concat(chunks)));
};

/** The page count pdfkit writes into the page tree. */
const pageCount = (pdf: Buffer) => Number(/\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);

describe('a report as a PDF', () => {
  let t: TestApp;
  let admin: string;
  let companyId: number;
  let passwordHash: string;
  const report = findReport('trialBalance')!;
  const get = (path: string, query: Record<string, unknown>, token = admin, lang = 'en') => t.http().get(path).query(query).set(bearer(token)).set('Accept-Language', lang);

  /** A user holding one role with these actions on the trial balance's page. */
  async function person(actions: string[]) {
    const p = t.infra.db.prisma;
    const mobile = `0938${String(RUN).padStart(6, '0').slice(-5)}${String(++seq).padStart(2, '0')}`;
    const tp = await p.thirdParty.create({ data: { kind: 1, firstName: 'خواننده', lastName: `${seq}`, fullName: `خوانندهٔ تراز ${seq}`, mobileNumber: mobile } });
    const user = await p.user.create({ data: { thirdPartyId: tp.id, mobileNumber: mobile, passwordHash, currentCompanyId: companyId, mobileVerifiedAt: new Date(), passwordSetAt: new Date() } });
    const role = await p.role.create({ data: { name: `TrialPdf${RUN}${seq}`, title: `خوانندهٔ تراز ${seq}` } });
    const menu = await p.actionMenu.findFirstOrThrow({ where: { url: report.url } });
    for (const a of actions) await p.rolePermission.create({ data: { roleId: role.id, actionMenuId: menu.id, actionId: (await p.action.findUniqueOrThrow({ where: { name: a } })).id } });
    await p.userRole.create({ data: { userId: user.id, roleId: role.id } });
    await p.thirdPartyCompany.create({ data: { thirdPartyId: tp.id, companyId, isDefault: true } });
    return (await t.http().post(`${USER}/login`).send({ mobileNumber: mobile, password: PASSWORD }).expect(200)).body.value.access_token as string;
  }

  beforeAll(async () => {
    t = await startTestApp();
    const p = t.infra.db.prisma;
    admin = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value.access_token;
    companyId = JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString()).company_id;
    passwordHash = await hashPassword(PASSWORD);
    // a posted voucher within the range: rent paid from the cash box, on 1405/05/10
    const account = async (code: string) => (await p.account.findFirstOrThrow({ where: { companyId, code } })).id;
    const voucherTypeId = (await p.voucherType.findFirstOrThrow({ where: { companyId, code: '01' } })).id;
    const draft = await t
      .http()
      .post(`${FIN}/voucher/create`)
      .set(bearer(admin))
      .send({ voucherDate: '2026-08-01', voucherTypeId, description: 'سند آزمون PDF', lines: [{ accountId: await account('6202'), debit: '12345678' }, { accountId: await account('5102'), credit: '12345678' }] });
    if (draft.status !== 200) throw new Error(`create answered ${draft.status}: ${JSON.stringify(draft.body)}`);
    const id = draft.body.value.id as number;
    const version = (await get(`${FIN}/voucher/getById`, { Id: id }).expect(200)).body.value.version as number;
    await t.http().post(`${FIN}/voucher/post`).set(bearer(admin)).send({ id, version }).expect(200);
    // (a shared, busy machine can take long to start and migrate an app)
  }, 300_000);
  afterAll(() => t?.close());

  it('downloads the trial balance of a date range as a PDF, in English and in Persian', async () => {
    const range = { dateFrom: '1405/05/01', dateTo: '1405/05/31' };
    const page = (await get(`${FIN}/reports/trialBalance/getFiltered`, { ...range, pageSize: 100 }).expect(200)).body.value as { rowCount: number; totals: Record<string, string> };
    expect(page.rowCount).toBeGreaterThan(0);
    expect(BigInt(page.totals.debit!)).toBeGreaterThanOrEqual(12345678n);

    const en = await get(PDF, range).buffer(true).parse(binary).expect(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    expect(en.headers['content-disposition']).toBe(`attachment; filename="trialBalance-report.pdf"; filename*=UTF-8''${encodeURIComponent('Trial balance.pdf')}`);
    const body = en.body as Buffer;
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(body.toString('latin1')).toContain('/MediaBox [0 0 841.89 595.28]');
    expect(pageCount(body)).toBeGreaterThanOrEqual(1);

    const fa = await get(PDF, { ...range, level: 2, orderBy: 'debit', orderDirection: 'desc' }, admin, 'fa').buffer(true).parse(binary).expect(200);
    expect(fa.headers['content-type']).toBe('application/pdf');
    expect(fa.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('تراز آزمایشی.pdf')}`);
    expect((fa.body as Buffer).subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  it('needs the page’s Export: View alone reads the report but gets 403 for the PDF', async () => {
    const viewer = await person(['View']);
    await get(`${FIN}/reports/trialBalance/getFiltered`, {}, viewer).expect(200);
    const refused = await get(PDF, {}, viewer).expect(403);
    expect(refused.body.isSuccess).toBe(false);
    const exporter = await person(['View', 'Export']);
    const res = await get(PDF, { dateTo: '1405/12/29' }, exporter).buffer(true).parse(binary).expect(200);
    expect((res.body as Buffer).subarray(0, 4).toString('latin1')).toBe('%PDF');
    await t.http().get(PDF).expect(401);
  });

  it('answers a bad filter with the same 400 as getFiltered, naming the parameter', async () => {
    const bad = { dateFrom: '1405/13/01', level: 9, orderBy: 'nope' };
    const list = await get(`${FIN}/reports/trialBalance/getFiltered`, bad).expect(400);
    const pdf = await get(PDF, bad).expect(400);
    expect(pdf.headers['content-type']).toContain('application/json');
    expect(pdf.body.isSuccess).toBe(false);
    expect(pdf.body.errors.map((e: { field: string }) => e.field)).toEqual(['level', 'dateFrom', 'orderBy']);
    expect(pdf.body.errors).toEqual(list.body.errors);
    const fa = await get(PDF, { dateFrom: '1405/02/01', dateTo: '1405/01/01' }, admin, 'fa').expect(400);
    expect(fa.body.errors).toEqual([{ field: 'dateTo', message: expect.stringContaining('نباید پیش از') }]);
  });
});
