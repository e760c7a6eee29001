import type { Response } from 'supertest';
import { startTestApp, type TestApp } from './support';
import { applicantSignUp, recruiters, shift } from './recruitment-support';

/**
 * The files of an applicant's résumé (docs/recruitment.md "Résumé files"), on the real PostgreSQL and the app's
 * object storage: a CV, certificates, a photo; recognised by their bytes, at most 5 MB and ten a résumé; the
 * applicant's own only; read by the recruiters of a company the applicant applied to, and by no other.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const REC = '/api/recruitment/v1';
const PORTAL = `${REC}/applicant`;
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from('رزومهٔ من'), Buffer.from('\n%%EOF')]);
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('the résumé’s files: added, listed, downloaded and removed by the applicant, read by the recruiters', () => {
  let t: TestApp;
  let staff: string;
  let staffB: string;
  let companyId: number;
  let adId: number;
  const errorsOf = (body: { errors?: { field: string; message: string }[] }) => Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.message]));
  const signUp = async () => (await applicantSignUp(t)).token;
  const upload = (token: string, kind: string, file: Buffer, filename: string, lang = 'en') =>
    t.http().post(`${PORTAL}/files`).set(bearer(token)).set('Accept-Language', lang).field('kind', kind).attach('file', file, { filename, contentType: 'application/octet-stream' });
  /** A response's body as its bytes (supertest's parser). */
  const bytes = (res: Response, done: (err: Error | null, body: Buffer) => void) => {
    const chunks: Buffer[] = [];
    (res as unknown as NodeJS.ReadableStream).on('data', (c: Buffer) => chunks.push(c));
    (res as unknown as NodeJS.ReadableStream).on('end', () => done(null, Buffer.concat(chunks)));
  };

  beforeAll(async () => {
    t = await startTestApp();
    ({ staff, staffB, companyId } = await recruiters(t));
    const request = await t.infra.db.prisma.jobRequest.findFirstOrThrow({ where: { companyId, status: 3 }, orderBy: { id: 'asc' } });
    adId = (await t.http().post(`${REC}/jobad/create`).set(bearer(staff)).send({ title: `آگهی فایل‌ها ${Date.now() % 100000}`, jobRequestId: request.id, count: 1, startDate: shift(-1), endDate: shift(10), requirements: 'کارشناسی' }).expect(200)).body.value.id;
    const { version } = (await t.http().get(`${REC}/jobad/getById`).set(bearer(staff)).query({ Id: adId }).expect(200)).body.value;
    await t.http().post(`${REC}/jobad/publish`).set(bearer(staff)).send({ id: adId, version }).expect(200);
  }, 240_000);
  afterAll(() => t.close());

  it('takes a PDF and a photo, refuses what is not one, lists and downloads them, removes one with its object', async () => {
    const token = await signUp();
    const cv = (await upload(token, '1', PDF, 'رزومهٔ سارا.pdf').expect(200)).body.value;
    expect(cv).toMatchObject({ kind: 1, fileName: 'رزومهٔ سارا.pdf', fileSize: PDF.length, contentType: 'application/pdf' });
    await upload(token, '3', PNG, 'photo.png').expect(200);
    // a Word document (a .docx is a zip) and a JPEG are taken too, typed by their bytes
    const docx = (await upload(token, '2', Buffer.from('504b0304140000000800', 'hex'), 'گواهی.docx').expect(200)).body.value;
    expect(docx.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const jpeg = (await upload(token, '4', Buffer.from('ffd8ffe000104a464946', 'hex'), 'scan.png').expect(200)).body.value;
    expect(jpeg.contentType).toBe('image/jpeg');

    // the bytes decide, not the name: a text named .pdf, a PDF as the photo, no kind, nothing, too big
    const fake = await upload(token, '1', Buffer.from('just text'), 'cv.pdf').expect(400);
    expect(errorsOf(fake.body)).toEqual({ file: 'Only a PDF, a Word document or a JPEG or PNG image is accepted.' });
    expect(errorsOf((await upload(token, '3', PDF, 'me.pdf', 'fa').expect(400)).body)).toEqual({ file: 'عکس باید تصویر JPEG یا PNG باشد.' });
    expect(Object.keys(errorsOf((await upload(token, '9', PDF, 'x.pdf').expect(400)).body))).toEqual(['kind']);
    const big = await upload(token, '1', Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), 'big.pdf').expect(400);
    expect(errorsOf(big.body)).toEqual({ file: 'The file is larger than 5 MB.' });
    await t.http().post(`${PORTAL}/files`).set(bearer(token)).send({ kind: 1 }).expect(400);

    const listed = (await t.http().get(`${PORTAL}/files`).set(bearer(token)).expect(200)).body.value;
    expect(listed.map((f: { kind: number }) => f.kind)).toEqual([4, 2, 3, 1]);
    const got = await t.http().get(`${PORTAL}/file`).set(bearer(token)).query({ Id: cv.id }).buffer(true).parse(bytes).expect(200);
    expect(Buffer.compare(got.body as Buffer, PDF)).toBe(0);
    expect(got.headers['content-disposition']).toContain("filename*=UTF-8''");
    expect(got.headers['content-type']).toBe('application/pdf');

    // another applicant's token finds nothing of it; a staff token is refused on the portal
    const other = await signUp();
    await t.http().get(`${PORTAL}/file`).set(bearer(other)).query({ Id: cv.id }).expect(404);
    await t.http().delete(`${PORTAL}/file`).set(bearer(other)).query({ Id: cv.id }).expect(404);
    await t.http().get(`${PORTAL}/files`).set(bearer(staff)).expect(403);

    const row = await t.infra.db.prisma.applicantFile.findUniqueOrThrow({ where: { id: cv.id } });
    await t.http().delete(`${PORTAL}/file`).set(bearer(token)).query({ Id: cv.id }).expect(200);
    expect(await t.infra.db.prisma.applicantFile.count({ where: { id: cv.id } })).toBe(0);
    await expect(t.infra.storage.get(row.objectKey).then((s) => new Promise((res, rej) => s.on('data', res).on('error', rej)))).rejects.toBeTruthy();
    expect(await t.infra.db.prisma.auditLog.count({ where: { event: { in: ['applicant.file.add', 'applicant.file.remove'] }, entityId: String(row.applicantId) } })).toBe(5);
  });

  it('holds ten files a résumé', async () => {
    const token = await signUp();
    for (let i = 0; i < 10; i++) await upload(token, '2', PDF, `گواهی ${i}.pdf`).expect(200);
    // the eleventh is refused after its object was written: the object goes with the refusal
    const put = jest.spyOn(t.infra.storage, 'put');
    try {
      const more = await upload(token, '2', PDF, 'یازدهم.pdf', 'fa').expect(409);
      expect(more.body.message).toBe('حداکثر ۱۰ فایل می‌توان به رزومه افزود؛ یکی را حذف کنید.');
      const key = put.mock.calls.at(-1)![0];
      expect(key).toMatch(/^applicants\/\d+\//);
      expect(await t.infra.storage.stat(key)).toBeNull();
    } finally {
      put.mockRestore();
    }
  });

  it('shows the files to the recruiters of a company the applicant applied to, and to no other', async () => {
    const token = await signUp();
    await t.http().put(`${PORTAL}/resume`).set(bearer(token)).send({ firstName: 'کیان', lastName: 'فایلی', educations: [], works: [], skills: [] }).expect(200);
    const cv = (await upload(token, '1', PDF, 'cv.pdf').expect(200)).body.value;
    const { id } = (await t.http().post(`${PORTAL}/apply`).set(bearer(token)).send({ jobAdId: adId }).expect(200)).body.value;
    const files = (await t.http().get(`${REC}/jobapplication/getApplicantFiles`).set(bearer(staff)).query({ Id: id }).expect(200)).body.value;
    expect(files.map((f: { id: number }) => f.id)).toEqual([cv.id]);
    const got = await t.http().get(`${REC}/jobapplication/getApplicantFile`).set(bearer(staff)).query({ Id: id, FileId: cv.id }).buffer(true).parse(bytes).expect(200).expect('Content-Type', 'application/pdf');
    expect(Buffer.compare(got.body as Buffer, PDF)).toBe(0);
    expect(got.headers['content-disposition']).toContain('cv.pdf');
    // another company's recruiters, and the applicant's own token on the staff route
    await t.http().get(`${REC}/jobapplication/getApplicantFiles`).set(bearer(staffB)).query({ Id: id }).expect(404);
    await t.http().get(`${REC}/jobapplication/getApplicantFile`).set(bearer(staffB)).query({ Id: id, FileId: cv.id }).expect(404);
    await t.http().get(`${REC}/jobapplication/getApplicantFiles`).set(bearer(token)).query({ Id: id }).expect(403);
    // a file of another applicant through this application: none
    const stranger = await signUp();
    const theirs = (await upload(stranger, '1', PDF, 'x.pdf').expect(200)).body.value;
    await t.http().get(`${REC}/jobapplication/getApplicantFile`).set(bearer(staff)).query({ Id: id, FileId: theirs.id }).expect(404);
  });
});
