/**
 * Fault 6: object storage down. The built API on the S3 driver against an s3rver of this test's own, stopped in
 * the middle: uploads answer 503 in the envelope (Retry-After), downloads 503 rather than 404, nothing that
 * references a file is written half-way (no attachment row, no document pointing at a file that was not stored),
 * and everything works again once the server is back, without restarting the API.
 */
import { KarsazProcess, PrivateS3, auth, call, dropDatabase, freePort, freshDatabase, json, signIn } from './harness';

jest.setTimeout(120_000);

const SERVICE = '/api/service/v1';
const HR = '/api/hr/v1';
const RUN = Date.now().toString(36).slice(-5).toUpperCase();

function multipart(token: string, fields: Record<string, string>, file: { name: string; type: string; content: Buffer }): RequestInit {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
  return { method: 'POST', headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' }, body: form };
}

describe('fault 6: object storage down', () => {
  let s3: PrivateS3;
  let api: KarsazProcess;
  let db: string;
  let token: string;

  beforeAll(async () => {
    db = await freshDatabase('storage');
    s3 = new PrivateS3(await freePort());
    await s3.start();
    api = new KarsazProcess('main', { DATABASE_URL: db, REDIS_URL: process.env.TEST_REDIS_URL!, RATE_LIMIT_PREFIX: `karsaz-dep-s3:${Date.now()}`, ...s3.env }, await freePort());
    await api.start().ready();
    token = (await signIn(api.base)).access_token;
  });

  afterAll(async () => {
    await api?.stop();
    await s3?.stop();
    if (db) await dropDatabase(db);
  });

  it('refuses uploads with 503 while it is down, writes no row that points at a missing file, and recovers', async () => {
    // a document with a stored file, and a row with one attachment, while the storage is up
    const typeId = (await call(`${api.base}${SERVICE}/DocumentType/Create`, json(token, { code: `T${RUN}`, nameFa: `پروانه ${RUN}` }))).body.value.id;
    const doc = await call(`${api.base}${SERVICE}/DocumentDetail/Add`, json(token, { code: `D${RUN}`, name: `پروانهٔ ساخت ${RUN}`, documentTypeId: typeId, issueDate: '2026-03-21', expiryDate: '2027-03-20' }));
    expect(doc.status).toBe(200);
    const docId = doc.body.value.id as number;
    const v1 = await call(`${api.base}${SERVICE}/DocumentDetail/Upload`, multipart(token, { documentDetailId: String(docId) }, { name: 'v1.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4 v1') }));
    expect(v1.status).toBe(200);
    const instruction = await call(`${api.base}${HR}/instruction/create`, json(token, { title: `دستورالعمل ${RUN}`, code: `IN${RUN}`, versionNumber: '1.0', instructionType: 1, publicationDate: '2026-03-21', validityDate: '2027-03-20' }));
    expect(instruction.status).toBe(200);
    const rowId = instruction.body.value.id as number;
    const attach = (name: string) => call(`${api.base}${HR}/instruction/attachments/upload`, multipart(token, { id: String(rowId), type: '1', title: name }, { name: `${name}.txt`, type: 'text/plain', content: Buffer.from(name) }));
    expect((await attach('first')).status).toBe(200);
    const before = (await call(`${api.base}${SERVICE}/DocumentDetail/GetDocumentDetailById?documentDetailId=${docId}`, auth(token))).body.value;

    await s3.stop();

    // the caller: 503 in the envelope, at once, with Retry-After
    const upDoc = await call(`${api.base}${SERVICE}/DocumentDetail/Upload`, multipart(token, { documentDetailId: String(docId), version: String(before.version) }, { name: 'v2.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4 v2') }));
    const upAttachment = await attach('second');
    for (const r of [upDoc, upAttachment]) {
      expect(r.status).toBe(503);
      expect(r.body).toMatchObject({ isSuccess: false, message: 'File storage is temporarily unavailable; try again shortly.', detail: 'storage', traceId: expect.any(String) });
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(r.ms).toBeLessThan(10_000);
    }
    // a file that is there but cannot be fetched now is 503, not 404
    const down = await call(`${api.base}${SERVICE}/DocumentDetail/Download?documentDetailId=${docId}`, auth(token));
    expect(down.status).toBe(503);
    // nothing half-way: the document still points at its first file, the row has its one attachment
    const during = (await call(`${api.base}${SERVICE}/DocumentDetail/GetDocumentDetailById?documentDetailId=${docId}`, auth(token))).body.value;
    expect(during).toMatchObject({ version: before.version, fileName: 'v1.pdf', objectKey: before.objectKey });
    const list = await call(`${api.base}${HR}/instruction/attachments/getFiltered?id=${rowId}`, auth(token));
    expect(list.body.value.data.map((a: { title: string }) => a.title)).toEqual(['first']);
    // reads that need no file keep working
    expect((await call(`${api.base}/api/base-data/v1/country/getFiltered?pageSize=5`, auth(token))).status).toBe(200);
    // the operator: the health check names the storage, the log says what was refused
    const health = await call(`${api.base}/api/health`);
    expect(health.status).toBe(503);
    expect(health.body.errors.map((e: { field: string }) => e.field)).toEqual(['storage']);
    expect(api.lines().some((l) => l.level === 'warn' && /the storage is unavailable/.test(String(l.msg)))).toBe(true);

    await s3.start();

    const again = await call(`${api.base}${SERVICE}/DocumentDetail/Upload`, multipart(token, { documentDetailId: String(docId), version: String(before.version) }, { name: 'v2.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4 v2') }));
    expect(again.status).toBe(200);
    expect((await attach('second')).status).toBe(200);
    const file = await fetch(`${api.base}${SERVICE}/DocumentDetail/Download?documentDetailId=${docId}`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(10_000) });
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('%PDF-1.4 v2');
    expect((await call(`${api.base}/api/health`)).status).toBe(200);
  });
});
