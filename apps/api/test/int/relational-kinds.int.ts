import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Response } from 'supertest';
import { startTestApp, type TestApp } from './support';
import { USER, refresh, signUpUser } from './identity-support';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver');

/**
 * The relational field kinds of the entity engine on the first HR entities: a shift rotation's working groups
 * (many-to-many `links`), an instruction's attachments (several files a row, on the folder storage and on an S3
 * server), and a company information's recruitment steps and benefits (order and title unique within it). The
 * generated suite (entities.int.ts) covers their CRUD; company-sweep.int.ts counts on this file for the
 * attachment routes' company isolation.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const HR = '/api/hr/v1';
const RUN = Date.now() % 1000000;
let seq = 0;
const code = (prefix: string) => `${prefix}${RUN}${++seq}`;

const binary = (res: Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

interface Session {
  t: TestApp;
  /** the administrator in the first company, and in another one */
  a: string;
  b: string;
}

async function open(env: Record<string, string> = {}): Promise<Session> {
  const t = await startTestApp({ env });
  const login = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value;
  const companyA = JSON.parse(Buffer.from(login.access_token.split('.')[1]!, 'base64url').toString()).company_id;
  const companyB = (await t.infra.db.prisma.company.findMany({ orderBy: { id: 'asc' } })).find((c) => c.id !== companyA)!.id;
  const b = (await refresh(t, login.refresh_token, { company_id: String(companyB) }).expect(200)).body.access_token;
  return { t, a: login.access_token, b };
}

describe('relational kinds: many-to-many and unique within a parent', () => {
  let s: Session;
  const api = (m: 'get' | 'post' | 'put' | 'delete', path: string, token = s.a) => s.t.http()[m](`${HR}${path}`).set(bearer(token));
  const group = async (name: string, token = s.a) => (await api('post', '/workinggroup/create', token).send({ code: code('WG'), name }).expect(200)).body.value.id as number;
  // a rotation's shifts are its ordered lines (issue 15): one shift of the caller's company
  const shiftOf: Record<string, number> = {};
  const rotation = (workingGroupIds: unknown, token = s.a) =>
    api('post', '/shiftrotation/create', token).set('Accept-Language', 'en').send({ code: code('SR'), title: `چرخش ${RUN} ${++seq}`, periodType: 1, rotationPeriod: 7, restTime: 1, startDate: '2026-03-21', workingGroupIds, lines: [{ order: 1, shiftId: shiftOf[token] }] });
  let activityTypeId: number;

  beforeAll(async () => {
    s = await open();
    for (const token of [s.a, s.b]) shiftOf[token] = (await api('post', '/shift/create', token).send({ code: code('SH'), title: `شیفت ${RUN}`, shiftType: 1, year: 1405 }).expect(200)).body.value.id;
    activityTypeId = (await s.t.http().post('/api/base-data/v1/activitytype/create').set(bearer(s.a)).send({ code: code('AT').slice(0, 20), nameFa: `تولیدی ${RUN}` }).expect(200)).body.value.id;
  });
  afterAll(() => s.t.close());

  it('keeps a set of working groups: round trip with titles, replace under the version, filter, 400 on a bad id', async () => {
    const [g1, g2, g3] = [await group(`گروه صبح ${RUN}`), await group(`گروه عصر ${RUN}`), await group(`گروه شب ${RUN}`)];
    const id = (await rotation([g2, g1, g1]).expect(200)).body.value.id;
    const row = (await api('get', '/shiftrotation/getById').query({ Id: id }).expect(200)).body.value;
    expect(row.workingGroupIds).toEqual([g1, g2].sort((x, y) => x - y));
    expect(row.workingGroups.map((g: { id: number; name: string }) => g.name)).toEqual(expect.arrayContaining([`گروه صبح ${RUN}`, `گروه عصر ${RUN}`]));
    expect(row.workingGroupLinks).toBeUndefined();

    // an update replaces the set in the row's transaction, under its version
    const body = { id, version: row.version, code: row.code, title: row.title, periodType: 1, rotationPeriod: 8, restTime: 2, startDate: row.startDate };
    const saved = (await api('put', '/shiftrotation/update').send({ ...body, workingGroupIds: [g3] }).expect(200)).body.value;
    expect((await api('get', '/shiftrotation/getById').query({ Id: id }).expect(200)).body.value).toMatchObject({ workingGroupIds: [g3], rotationPeriod: 8, version: saved.version });
    // a stale version changes nothing, the set included
    await api('put', '/shiftrotation/update').send({ ...body, workingGroupIds: [g1] }).expect(409);
    // an update without the field leaves the set as it is
    await api('put', '/shiftrotation/update').send({ ...body, version: saved.version, title: `${row.title} ۲` }).expect(200);
    expect((await api('get', '/shiftrotation/getById').query({ Id: id }).expect(200)).body.value.workingGroupIds).toEqual([g3]);
    const audit = await s.t.infra.db.prisma.auditLog.findFirst({ where: { event: 'entity.links', entity: 'shiftrotation', entityId: String(id) } });
    expect(audit?.data).toMatchObject({ before: { workingGroupIds: [g1, g2].sort((x, y) => x - y) }, after: { workingGroupIds: [g3] } });

    // the list's filter: the rows whose set holds a group, each with its titles
    const holding = (await api('get', '/shiftrotation/getFiltered').query({ workingGroupIds: g3, pageSize: 100 }).expect(200)).body.value;
    expect(holding.data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(holding.data[0].workingGroups).toEqual([expect.objectContaining({ id: g3 })]);
    expect((await api('get', '/shiftrotation/getFiltered').query({ workingGroupIds: g1, pageSize: 100 }).expect(200)).body.value.data.map((r: { id: number }) => r.id)).not.toContain(id);

    // an unknown id is named by its place in the set; nothing is written
    const before = await s.t.infra.db.prisma.shiftRotation.count();
    const bad = await rotation([g1, 99999999]).expect(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'workingGroupIds[1]', message: '"Working groups" does not exist.' })]);
    const fa = await api('post', '/shiftrotation/create').send({ code: code('SR'), title: 'نمونه', periodType: 1, rotationPeriod: 7, restTime: 1, startDate: '2026-03-21', workingGroupIds: [99999999], lines: [{ order: 1, shiftId: shiftOf[s.a] }] }).expect(400);
    expect(fa.body.errors[0]).toMatchObject({ field: 'workingGroupIds[0]', message: '«گروه‌های کاری» انتخاب‌شده وجود ندارد.' });
    expect((await rotation('x').expect(400)).body.errors[0].field).toBe('workingGroupIds');
    expect((await rotation([0]).expect(400)).body.errors[0].field).toBe('workingGroupIds');
    expect(await s.t.infra.db.prisma.shiftRotation.count()).toBe(before);
  });

  it('refuses to delete a working group a rotation holds (409 naming it), and deletes the pairs with the rotation', async () => {
    const g = await group(`گروه تعمیرات ${RUN}`);
    const id = (await rotation([g]).expect(200)).body.value.id;
    const used = await api('delete', '/workinggroup/remove').set('Accept-Language', 'en').query({ Id: g }).expect(409);
    expect(used.body.message).toContain('Shift rotations (1)');
    await api('delete', '/shiftrotation/remove').query({ Id: id }).expect(200);
    expect(await s.t.infra.db.prisma.shiftRotationWorkingGroup.count({ where: { ownerId: id } })).toBe(0);
    await api('delete', '/workinggroup/remove').query({ Id: g }).expect(200);
  });

  it('keeps the sets of each company apart: another company’s group is no id, its rotations are not listed', async () => {
    const mine = await group(`گروه الف ${RUN}`);
    const theirs = await group(`گروه ب ${RUN}`, s.b);
    const bad = await rotation([mine, theirs]).expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(['workingGroupIds[1]']);
    const id = (await rotation([mine]).expect(200)).body.value.id;
    expect((await api('get', '/shiftrotation/getFiltered', s.b).query({ workingGroupIds: mine, pageSize: 100 }).expect(200)).body.value.rowCount).toBe(0);
    await api('get', '/shiftrotation/getById', s.b).query({ Id: id }).expect(404);
    await api('put', '/shiftrotation/update', s.b).send({ id, version: 1, code: code('SR'), title: 'x', periodType: 1, rotationPeriod: 7, restTime: 1, startDate: '2026-03-21', workingGroupIds: [theirs] }).expect(404);
    expect((await api('get', '/shiftrotation/getById').query({ Id: id }).expect(200)).body.value.workingGroupIds).toEqual([mine]);
  });

  const info = (lines: unknown[], token = s.a) =>
    api('post', '/companyinformation/create', token).set('Accept-Language', 'en').send({ title: `شرکت ${RUN} ${++seq}`, ceo: 'مریم احمدی', activityTypeId, ownershipType: 1, lines });

  it('refuses a repeated recruitment-step order or title in one save, every duplicate on its line, and writes nothing', async () => {
    const before = await s.t.infra.db.prisma.companyInformation.count();
    const res = await info([
      { title: 'مصاحبه', order: 1 },
      { title: 'آزمون', order: 2 },
      { title: 'مصاحبه ', order: 3 },
      { title: 'معاینه', order: 2 },
    ]).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['lines[2].title', 'lines[3].order']);
    expect(res.body.errors.find((e: { field: string }) => e.field === 'lines[3].order').message).toBe('The entered "Order" is a duplicate.');
    const fa = await api('post', '/companyinformation/create').send({ title: 'شرکت', ceo: 'مدیر', activityTypeId, ownershipType: 1, lines: [{ title: 'الف', order: 1 }, { title: 'ب', order: 1 }] }).expect(400);
    expect(fa.body.errors).toEqual([expect.objectContaining({ field: 'lines[1].order', message: '«ترتیب» واردشده تکراری است.' })]);
    expect(await s.t.infra.db.prisma.companyInformation.count()).toBe(before);

    // two steps may swap their orders in one save; the order starts from 1
    const id = (await info([{ title: 'مصاحبه', order: 1 }, { title: 'آزمون', order: 2 }]).expect(200)).body.value.id;
    const row = (await api('get', '/companyinformation/getById').query({ Id: id }).expect(200)).body.value;
    const [l1, l2] = row.lines;
    await api('put', '/companyinformation/update').send({ id, version: row.version, title: row.title, ceo: row.ceo, activityTypeId, ownershipType: 1, lines: [{ id: l1.id, title: l1.title, order: 2 }, { id: l2.id, title: l2.title, order: 1 }] }).expect(200);
    expect((await api('get', '/companyinformation/getById').query({ Id: id }).expect(200)).body.value.lines.map((l: { order: number }) => l.order)).toEqual([2, 1]);
    expect((await info([{ title: 'صفر', order: 0 }]).expect(400)).body.errors[0].field).toBe('lines[0].order');
    // another company information may use the same orders and titles
    await info([{ title: 'مصاحبه', order: 1 }]).expect(200);
  });

  it('refuses a benefit title its company information already has (400 on the title, not 409), on create and update', async () => {
    const id = (await info([{ title: 'مصاحبه', order: 1 }]).expect(200)).body.value.id;
    const other = (await info([{ title: 'مصاحبه', order: 1 }]).expect(200)).body.value.id;
    await api('post', '/companybenefit/create').send({ companyInformationId: id, title: 'بیمهٔ تکمیلی' }).expect(200);
    const dup = await api('post', '/companybenefit/create').set('Accept-Language', 'en').send({ companyInformationId: id, title: 'بیمهٔ تکمیلی' }).expect(400);
    expect(dup.body.errors).toEqual([expect.objectContaining({ field: 'title', message: 'The entered "Title" is a duplicate.' })]);
    // another parent's benefit may have the title
    const b = (await api('post', '/companybenefit/create').send({ companyInformationId: other, title: 'بیمهٔ تکمیلی' }).expect(200)).body.value.id;
    const second = (await api('post', '/companybenefit/create').send({ companyInformationId: id, title: 'سرویس ایاب و ذهاب' }).expect(200)).body.value.id;
    await api('put', '/companybenefit/update').send({ id: second, version: 1, companyInformationId: id, title: 'بیمهٔ تکمیلی' }).expect(400);
    // moving a benefit to a parent that has its title is a duplicate too
    await api('put', '/companybenefit/update').send({ id: b, version: 1, companyInformationId: id, title: 'بیمهٔ تکمیلی' }).expect(400);
    await api('put', '/companybenefit/update').send({ id: second, version: 1, companyInformationId: id, title: 'سرویس ایاب و ذهاب', description: 'روزانه' }).expect(200);
    // the benefits and steps go with their company information
    await api('delete', '/companyinformation/remove').query({ Id: id }).expect(200);
    expect(await s.t.infra.db.prisma.companyBenefit.count({ where: { companyInformationId: id } })).toBe(0);
  });
});

let s3server: { run(): Promise<AddressInfo>; close(): Promise<void> };
let s3port = 0;
beforeAll(async () => {
  s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: mkdtempSync(join(tmpdir(), 's3rver-hr-')) });
  s3port = (await s3server.run()).port;
});
afterAll(() => s3server.close());

describe.each([
  ['the folder storage', () => ({})],
  ['an S3 server', () => ({ S3_ENDPOINT: `http://127.0.0.1:${s3port}`, S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER', S3_BUCKET: 'karsaz-attachments' })],
])('relational kinds: several attachments a row on %s', (_name, env: () => Record<string, string>) => {
  let s: Session;
  const api = (m: 'get' | 'post' | 'put' | 'delete', path: string, token = s.a) => s.t.http()[m](`${HR}${path}`).set(bearer(token));
  const instruction = async (token = s.a) =>
    (await api('post', '/instruction/create', token).send({ title: `دستورالعمل ایمنی ${RUN}`, code: code('IN'), versionNumber: '1.0', instructionType: 1, publicationDate: '2026-03-21', validityDate: '2027-03-20' }).expect(200)).body.value.id as number;
  const upload = (id: number, file: Buffer, filename: string, fields: Record<string, string> = { type: '1', title: 'متن' }, token = s.a) => {
    let req = api('post', '/instruction/attachments/upload', token).set('Accept-Language', 'en').field('id', String(id));
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    return req.attach('file', file, { filename, contentType: filename.endsWith('.pdf') ? 'application/pdf' : 'text/plain' });
  };

  beforeAll(async () => {
    s = await open(env());
  });
  afterAll(() => s.t.close());

  it('uploads several files with their type, title and code, lists them, downloads one with its Persian name, removes one', async () => {
    const id = await instruction();
    const content = Buffer.from('%PDF-1.4\nدستورالعمل ایمنی کارگاه\n', 'utf8');
    const first = (await upload(id, content, 'دستورالعمل ایمنی.pdf', { type: '1', title: 'متن اصلی', code: 'A-1' }).expect(200)).body.value;
    expect(first).toMatchObject({ rowId: id, type: 1, title: 'متن اصلی', code: 'A-1', fileName: 'دستورالعمل ایمنی.pdf', fileSize: content.length, contentType: 'application/pdf' });
    const second = (await upload(id, Buffer.from('فرم'), 'فرم.txt', { type: '2', title: 'فرم درخواست' }).expect(200)).body.value;
    const list = (await api('get', '/instruction/attachments/getFiltered').query({ id }).expect(200)).body.value;
    expect(list.rowCount).toBe(2);
    expect(list.data.map((f: { id: number }) => f.id)).toEqual([first.id, second.id]);
    expect(list.data[0].objectKey).toBeUndefined();

    const down = await api('get', '/instruction/attachments/download').query({ attachmentId: first.id }).buffer(true).parse(binary).expect(200);
    expect(Buffer.compare(down.body as Buffer, content)).toBe(0);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(down.headers['content-disposition']).toBe(`attachment; filename="document.pdf"; filename*=UTF-8''${encodeURIComponent('دستورالعمل ایمنی.pdf')}`);
    expect(await s.t.infra.db.prisma.auditLog.count({ where: { event: 'entity.attach', entity: 'instruction', entityId: String(id) } })).toBe(2);

    const stored = await s.t.infra.db.prisma.entityAttachment.findUniqueOrThrow({ where: { id: second.id } });
    expect(stored.objectKey).toMatch(new RegExp(`^attachments/\\d+/instruction/${id}/[0-9a-f-]{36}\\.txt$`));
    await api('delete', '/instruction/attachments/remove').query({ attachmentId: second.id }).expect(200);
    expect(await s.t.infra.storage.stat(stored.objectKey)).toBeNull();
    expect((await api('get', '/instruction/attachments/getFiltered').query({ id }).expect(200)).body.value.rowCount).toBe(1);
    await api('get', '/instruction/attachments/download').query({ attachmentId: second.id }).expect(404);
    expect(await s.t.infra.db.prisma.auditLog.count({ where: { event: 'entity.detach', entity: 'instruction', entityId: String(id) } })).toBe(1);
  });

  it('answers bad input with 400 on each field (type, title, file, the size limit) and stores nothing', async () => {
    const id = await instruction();
    const none = await upload(id, Buffer.from('x'), 'x.txt', {}).expect(400);
    expect(none.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['title', 'type']);
    expect((await upload(id, Buffer.from('x'), 'x.txt', { type: '9', title: 'x' }).expect(400)).body.errors[0].field).toBe('type');
    expect((await upload(id, Buffer.alloc(0), 'x.txt').expect(400)).body.errors[0]).toMatchObject({ field: 'file', message: '"file" is empty.' });
    const big = await upload(id, Buffer.alloc(20 * 1024 * 1024 + 1, 1), 'big.bin').expect(400);
    expect(big.body.errors[0]).toMatchObject({ field: 'file', message: '"file" is larger than 20 MB.' });
    await api('post', '/instruction/attachments/upload').send({ id }).expect(400);
    await upload(999999999, Buffer.from('x'), 'x.txt').expect(404);
    expect(await s.t.infra.db.prisma.entityAttachment.count({ where: { rowId: id } })).toBe(0);
  });

  it('keeps each company to its own files, refuses a user without the page, and deletes the files with the row', async () => {
    const id = await instruction();
    const file = (await upload(id, Buffer.from('محرمانه'), 'محرمانه.txt').expect(200)).body.value;
    const key = (await s.t.infra.db.prisma.entityAttachment.findUniqueOrThrow({ where: { id: file.id } })).objectKey;
    // from the other company: no row, no file, no removal
    await api('get', '/instruction/attachments/getFiltered', s.b).query({ id }).expect(404);
    await api('get', '/instruction/attachments/download', s.b).query({ attachmentId: file.id }).expect(404);
    await api('delete', '/instruction/attachments/remove', s.b).query({ attachmentId: file.id }).expect(404);
    await upload(id, Buffer.from('x'), 'x.txt', { type: '1', title: 'x' }, s.b).expect(404);
    expect((await api('get', '/instruction/attachments/getFiltered').query({ id }).expect(200)).body.value.rowCount).toBe(1);
    // a user without the instruction page
    const nobody = (await signUpUser(s.t)).tokens.access_token;
    await api('get', '/instruction/attachments/getFiltered', nobody).query({ id }).expect(403);
    await api('get', '/instruction/attachments/download', nobody).query({ attachmentId: file.id }).expect(403);
    await upload(id, Buffer.from('x'), 'x.txt', { type: '1', title: 'x' }, nobody).expect(403);
    await api('delete', '/instruction/attachments/remove', nobody).query({ attachmentId: file.id }).expect(403);
    await s.t.http().get(`${HR}/instruction/attachments/getFiltered`).query({ id }).expect(401);
    // the row goes, and its files with it
    await api('delete', '/instruction/remove').query({ Id: id }).expect(200);
    expect(await s.t.infra.db.prisma.entityAttachment.count({ where: { rowId: id, entity: 'instruction' } })).toBe(0);
    expect(await s.t.infra.storage.stat(key)).toBeNull();
    const audit = await s.t.infra.db.prisma.auditLog.findFirst({ where: { event: 'entity.remove', entity: 'instruction', entityId: String(id) } });
    expect(audit?.data).toMatchObject({ children: { attachments: 1 } });
  });
});
