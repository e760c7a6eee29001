import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Response } from 'supertest';
import { startTestApp, type TestApp } from './support';
import { USER, signUpUser } from './identity-support';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver');

/**
 * The engineering service API's custom operations (apps/api/src/modules/engineering): the order of operations
 * (`OperationInfo/UpdateSetPriority`), the children listed by `GetsByOprationInfoId`, and a document's file
 * (`DocumentDetail/Upload` and `Download`) on the folder storage and on an S3 server. The generated suite
 * (entities.int.ts) covers the entities' CRUD.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const SERVICE = '/api/service/v1';
const RUN = Date.now() % 1000000;
let seq = 0;
const code = (prefix: string) => `${prefix}${RUN}${++seq}`;

/** Collects a binary answer as a Buffer (supertest parses only text by default). */
const binary = (res: Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

async function signIn(t: TestApp): Promise<string> {
  return (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value.access_token;
}

describe('engineering: the order of operations and their children', () => {
  let t: TestApp;
  let admin: string;
  const api = (m: 'get' | 'post' | 'put' | 'delete', path: string, token = admin) => t.http()[m](`${SERVICE}${path}`).set(bearer(token));
  const addOperation = async (name: string) => (await api('post', '/OperationInfo/Add').send({ code: code('OP'), name, operationStatus: 2, volume: 12.5, tolerance: 5 }).expect(200)).body.value.id as number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signIn(t);
  });
  afterAll(() => t.close());

  it('sets the priority of one operation and of several, versioned and audited, and lists them in that order', async () => {
    const [a, b, c] = [await addOperation(`کاوش ${RUN}`), await addOperation(`بتن‌ریزی ${RUN}`), await addOperation(`آرماتوربندی ${RUN}`)];
    const one = (await api('put', '/OperationInfo/UpdateSetPriority').send({ id: a, priority: 30 }).expect(200)).body.value;
    expect(one).toEqual({ items: [{ id: a, priority: 30, version: 2 }] });
    const many = (await api('put', '/OperationInfo/UpdateSetPriority').send([{ id: b, priority: 10 }, { id: c, priority: 20, version: 1 }]).expect(200)).body.value;
    expect(many.items).toEqual([{ id: b, priority: 10, version: 2 }, { id: c, priority: 20, version: 2 }]);
    const list = (await api('get', '/OperationInfo/GetOperationInfoList').query({ searchTerm: String(RUN), pageSize: 100 }).expect(200)).body.value.data as { id: number; priority: number }[];
    expect(list.filter((r) => [a, b, c].includes(r.id)).map((r) => r.id)).toEqual([b, c, a]);
    const row = (await api('get', '/OperationInfo/GetOperationInfoById').query({ operationInfoId: a }).expect(200)).body.value;
    expect(row).toMatchObject({ priority: 30, version: 2, volume: '12.5', tolerance: '5' });
    const audit = await t.infra.db.prisma.auditLog.findMany({ where: { event: 'entity.setPriority', entity: 'operationinfo', entityId: { in: [a, b, c].map(String) } } });
    expect(audit).toHaveLength(3);
    expect(audit.find((e) => e.entityId === String(a))?.data).toMatchObject({ changes: { priority: { before: 0, after: 30 } }, version: 2 });
    // an ordinary edit keeps the priority, which is not the form's to change
    // (a priority sent with it is not the form's field: stripped and ignored, docs/integrators.md)
    await api('put', '/OperationInfo/Edite').send({ id: a, version: 2, code: row.code, name: `${row.name} ویرایش`, operationStatus: 3, priority: 99 }).expect(200);
    expect((await api('get', '/OperationInfo/GetOperationInfoById').query({ operationInfoId: a }).expect(200)).body.value).toMatchObject({ priority: 30, version: 3, operationStatus: 3 });
  });

  it('answers a stale version with 409 and changes nothing, an unknown operation with 404, bad input with 400', async () => {
    const a = await addOperation(`قالب‌بندی ${RUN}`);
    const b = await addOperation(`گودبرداری ${RUN}`);
    const stale = await api('put', '/OperationInfo/UpdateSetPriority').set('Accept-Language', 'en').send([{ id: a, priority: 5 }, { id: b, priority: 6, version: 7 }]).expect(409);
    expect(stale.body).toMatchObject({ isSuccess: false, message: 'This operation was changed meanwhile; reload it.' });
    expect((await api('get', '/OperationInfo/GetOperationInfoById').query({ operationInfoId: a }).expect(200)).body.value).toMatchObject({ priority: 0, version: 1 });
    await api('put', '/OperationInfo/UpdateSetPriority').send({ id: 999999999, priority: 1 }).expect(404);
    const bad = await api('put', '/OperationInfo/UpdateSetPriority').set('Accept-Language', 'en').send({ id: 'x', priority: -1, extra: true }).expect(400);
    expect([...new Set(bad.body.errors.map((e: { field: string }) => e.field))].sort()).toEqual(['id', 'priority']);
    const inList = await api('put', '/OperationInfo/UpdateSetPriority').send([{ id: a, priority: 1 }, { id: a, priority: 2 }, { id: b }]).expect(400);
    expect(inList.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['2.priority', 'id']));
    await api('put', '/OperationInfo/UpdateSetPriority').send([]).expect(400);
    // another company's operation is not there
    const login = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value;
    const claims = JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString());
    const other = (await t.infra.db.prisma.company.findMany({ orderBy: { id: 'asc' } })).find((c) => c.id !== claims.company_id)!;
    const otherToken = (await t.http().post('/connect/token').type('form').send({ grant_type: 'refresh_token', refresh_token: login.refresh_token, client_id: 'karsaz-web', client_secret: 'karsaz-web', company_id: String(other.id) }).expect(200)).body.access_token;
    await api('put', '/OperationInfo/UpdateSetPriority', otherToken).send({ id: a, priority: 1 }).expect(404);
  });

  it('lists an operation’s services and consumption standards by GetsByOprationInfoId, and deletes them', async () => {
    const op = await addOperation(`اجرای فونداسیون ${RUN}`);
    const unit = (await t.http().post('/api/base-data/v1/measureunit/create').set(bearer(admin)).send({ code: code('MU'), nameFa: `ساعت ${RUN}` }).expect(200)).body.value.id;
    const expert = (await api('post', '/Expert/CreateExpert').send({ code: code('EX'), name: `مهندس عمران ${RUN}`, hourlyRate: 2500000 }).expect(200)).body.value.id;
    const machine = (await api('post', '/Machinery/AddMachinery').send({ code: code('MA'), name: `بیل مکانیکی ${RUN}`, measureUnitId: unit }).expect(200)).body.value.id;
    const service = (await t.http().post('/api/ServiceInfo/v1/CreateServiceInfo').set(bearer(admin)).send({ code: code('SV'), name: `نقشه‌برداری ${RUN}`, measureUnitId: unit }).expect(200)).body.value.id;

    const es = (await api('post', '/ExpertConsumptionStandard/Add').send({ operationInfoId: op, expertId: expert, amount: 1.5, description: 'نظارت' }).expect(200)).body.value.id;
    await api('post', '/GoodsConsumptionStandard/Add').send({ operationInfoId: op, goodsName: 'سیمان تیپ ۲', goodsCode: 'CEM2', measureUnitId: unit, amount: 350 }).expect(200);
    await api('post', '/MachineryConsumptionStandard/Add').send({ operationInfoId: op, machineryId: machine, amount: 0.75 }).expect(200);
    const os = (await api('post', '/OperationInfoService/Add').send({ operationInfoId: op, serviceInfoId: service }).expect(200)).body.value.id;
    // the amount must be more than zero
    const zero = await api('post', '/ExpertConsumptionStandard/Add').send({ operationInfoId: op, expertId: expert, amount: 0 }).expect(400);
    expect(zero.body.errors.map((e: { field: string }) => e.field)).toEqual(['amount']);

    for (const child of ['ExpertConsumptionStandard', 'GoodsConsumptionStandard', 'MachineryConsumptionStandard', 'OperationInfoService']) {
      const page = (await api('get', `/${child}/GetsByOprationInfoId`).query({ oprationInfoId: op, pageIndex: 1, pageSize: 10 }).expect(200)).body.value;
      expect([child, page.rowCount]).toEqual([child, 1]);
      expect(page.data[0].operationInfoId).toBe(op);
    }
    const goods = (await api('get', '/GoodsConsumptionStandard/GetsByOprationInfoId').query({ oprationInfoId: op }).expect(200)).body.value.data[0];
    expect(goods).toMatchObject({ goodsName: 'سیمان تیپ ۲', goodsCode: 'CEM2', amount: '350', measureUnit: { id: unit } });
    // the operation is referred to: it stays until its children go
    await api('delete', '/OperationInfo/Disable').query({ operationInfoId: op }).expect(409);
    await api('delete', '/ExpertConsumptionStandard/Disable').query({ expertConsumptionStandardId: es }).expect(200);
    await api('delete', '/OperationInfoService/Delete').query({ operationInfoServiceId: os }).expect(200);
    expect((await api('get', '/ExpertConsumptionStandard/GetsByOprationInfoId').query({ oprationInfoId: op }).expect(200)).body.value.rowCount).toBe(0);
    await api('get', '/ExpertConsumptionStandard/GetsByOprationInfoId').expect(400);
  });

  it('refuses the custom operations to a user without the menu', async () => {
    const nobody = (await signUpUser(t)).tokens.access_token;
    await api('put', '/OperationInfo/UpdateSetPriority', nobody).send({ id: 1, priority: 1 }).expect(403);
    await api('get', '/ExpertConsumptionStandard/GetsByOprationInfoId', nobody).query({ oprationInfoId: 1 }).expect(403);
    await t.http().put(`${SERVICE}/OperationInfo/UpdateSetPriority`).send({ id: 1, priority: 1 }).expect(401);
  });
});

let s3server: { run(): Promise<AddressInfo>; close(): Promise<void> };
let s3port = 0;
beforeAll(async () => {
  s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: mkdtempSync(join(tmpdir(), 's3rver-eng-')) });
  s3port = (await s3server.run()).port;
});
afterAll(() => s3server.close());

describe.each([
  ['the folder storage', () => ({})],
  ['an S3 server', () => ({ S3_ENDPOINT: `http://127.0.0.1:${s3port}`, S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER', S3_BUCKET: 'karsaz-documents' })],
])('engineering: a document’s file on %s', (_name, env: () => Record<string, string>) => {
  let t: TestApp;
  let admin: string;
  let documentTypeId: number;
  const api = (m: 'get' | 'post' | 'put' | 'delete', path: string, token = admin) => t.http()[m](`${SERVICE}${path}`).set(bearer(token));
  const addDocument = async () =>
    (await api('post', '/DocumentDetail/Add').send({ code: code('D'), name: `پروانهٔ ساخت ${RUN}`, documentTypeId, issueDate: '2026-03-21', expiryDate: '2027-03-20' }).expect(200)).body.value.id as number;

  beforeAll(async () => {
    t = await startTestApp({ env: env() });
    admin = await signIn(t);
    documentTypeId = (await api('post', '/DocumentType/Create').send({ code: code('T'), nameFa: `پروانه ${RUN}` }).expect(200)).body.value.id;
  });
  afterAll(() => t.close());

  it('uploads a file with a Persian name and downloads it back with its type and name (RFC 5987)', async () => {
    const id = await addDocument();
    const content = Buffer.from('%PDF-1.4\nقرارداد پیمانکاری شمارهٔ ۱۲\n', 'utf8');
    const up = await api('post', '/DocumentDetail/Upload').field('documentDetailId', String(id)).attach('file', content, { filename: 'قرارداد ۱۲.pdf', contentType: 'application/pdf' }).expect(200);
    expect(up.body.value).toEqual({ id, version: 2, fileName: 'قرارداد ۱۲.pdf', contentType: 'application/pdf', fileSize: content.length });
    const row = (await api('get', '/DocumentDetail/GetDocumentDetailById').query({ documentDetailId: id }).expect(200)).body.value;
    expect(row).toMatchObject({ fileName: 'قرارداد ۱۲.pdf', contentType: 'application/pdf', fileSize: content.length, version: 2, issueDate: '2026-03-21' });
    expect(row.objectKey).toMatch(new RegExp(`^documents/\\d+/${id}/[0-9a-f-]{36}\\.pdf$`));
    expect(await t.infra.storage.stat(row.objectKey)).toMatchObject({ size: content.length });

    const down = await api('get', '/DocumentDetail/Download').query({ documentDetailId: id }).buffer(true).parse(binary).expect(200);
    expect(Buffer.compare(down.body as Buffer, content)).toBe(0);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(down.headers['content-disposition']).toBe(`attachment; filename="document.pdf"; filename*=UTF-8''${encodeURIComponent('قرارداد ۱۲.pdf')}`);
    const audit = await t.infra.db.prisma.auditLog.findFirst({ where: { event: 'entity.upload', entity: 'documentdetail', entityId: String(id) } });
    expect(audit?.data).toMatchObject({ after: { fileName: 'قرارداد ۱۲.pdf', objectKey: row.objectKey } });

    // a second upload replaces the file and removes the old object; a stale version is refused and stores nothing
    const again = await api('post', '/DocumentDetail/Upload').field('documentDetailId', String(id)).field('version', '2').attach('file', Buffer.from('v2'), { filename: 'plan.txt', contentType: 'text/plain' }).expect(200);
    expect(again.body.value).toMatchObject({ version: 3, fileName: 'plan.txt', fileSize: 2 });
    expect(await t.infra.storage.stat(row.objectKey)).toBeNull();
    await api('post', '/DocumentDetail/Upload').field('documentDetailId', String(id)).field('version', '2').attach('file', Buffer.from('v3'), { filename: 'late.txt' }).expect(409);
    const text = await api('get', '/DocumentDetail/Download').query({ documentDetailId: id }).expect(200);
    expect(text.text).toBe('v2');
    expect(text.headers['content-disposition']).toBe(`attachment; filename="plan.txt"; filename*=UTF-8''plan.txt`);

    // deleting the document deletes its file, once the delete is committed
    const stored = (await api('get', '/DocumentDetail/GetDocumentDetailById').query({ documentDetailId: id }).expect(200)).body.value.objectKey as string;
    expect(await t.infra.storage.stat(stored)).not.toBeNull();
    await api('delete', '/DocumentDetail/Disable').query({ documentDetailId: id }).expect(200);
    expect(await t.infra.storage.stat(stored)).toBeNull();
  });

  it('refuses an empty file, a file over 20 MB and a missing file with 400 naming the field', async () => {
    const id = await addDocument();
    const empty = await api('post', '/DocumentDetail/Upload').set('Accept-Language', 'en').field('documentDetailId', String(id)).attach('file', Buffer.alloc(0), { filename: 'empty.pdf' }).expect(400);
    expect(empty.body.errors).toEqual([{ field: 'file', message: '"file" is empty.' }]);
    const big = await api('post', '/DocumentDetail/Upload').field('documentDetailId', String(id)).attach('file', Buffer.alloc(20 * 1024 * 1024 + 1, 1), { filename: 'big.bin' }).expect(400);
    expect(big.body.errors).toEqual([{ field: 'file', message: '«فایل» بزرگ‌تر از ۲۰ مگابایت است.' }]);
    const none = await api('post', '/DocumentDetail/Upload').field('documentDetailId', 'abc').expect(400);
    expect(none.body.errors.map((e: { field: string }) => e.field)).toEqual(['documentDetailId', 'file']);
    await api('post', '/DocumentDetail/Upload').send({ documentDetailId: id }).expect(400);
    // nothing was recorded on the row
    expect((await api('get', '/DocumentDetail/GetDocumentDetailById').query({ documentDetailId: id }).expect(200)).body.value).toMatchObject({ version: 1, fileName: null, objectKey: null });
  });

  it('answers 404 for a missing document or one without a file, and 403 to a user without the menu', async () => {
    await api('post', '/DocumentDetail/Upload').field('documentDetailId', '999999999').attach('file', Buffer.from('x'), { filename: 'x.txt' }).expect(404);
    await api('get', '/DocumentDetail/Download').query({ documentDetailId: 999999999 }).expect(404);
    const id = await addDocument();
    await api('get', '/DocumentDetail/Download').query({ documentDetailId: id }).expect(404);
    await api('get', '/DocumentDetail/Download').query({ documentDetailId: 'abc' }).expect(400);
    const nobody = (await signUpUser(t)).tokens.access_token;
    await api('post', '/DocumentDetail/Upload', nobody).field('documentDetailId', String(id)).attach('file', Buffer.from('x'), { filename: 'x.txt' }).expect(403);
    await api('get', '/DocumentDetail/Download', nobody).query({ documentDetailId: id }).expect(403);
    await t.http().get(`${SERVICE}/DocumentDetail/Download`).query({ documentDetailId: id }).expect(401);
  });
});
