import { Workbook } from 'exceljs';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from './support';
import { USER, refresh, signUpUser } from './identity-support';

/**
 * The Excel import of the entity engine (issue 9, item 13) on cities: a preview that lists every bad row and
 * field, a commit that writes every row in one queued job, and one that writes none when a row fails at commit.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const BASE = '/api/base-data/v1/city';
const RUN = `${Date.now() % 1_000_000}`;

async function sheet(header: string[], rows: (string | number | null)[][]): Promise<Buffer> {
  const wb = new Workbook();
  const ws = wb.addWorksheet('cities');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('the Excel import', () => {
  let t: TestApp;
  let admin: string;
  let province: { id: number; code: string; nameFa: string };

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value.access_token;
    const country = await t.http().post('/api/base-data/v1/country/create').set(bearer(admin)).send({ code: `K${RUN}`, nameFa: `کشور ورود ${RUN}` }).expect(200);
    const made = await t.http().post('/api/base-data/v1/province/create').set(bearer(admin)).send({ code: `P${RUN}`, nameFa: `استان ورود ${RUN}`, countryId: country.body.value.id }).expect(200);
    province = { id: made.body.value.id, code: `P${RUN}`, nameFa: `استان ورود ${RUN}` };
  });
  afterAll(() => t.close());

  const preview = (file: Buffer, token = admin, lang = 'fa') =>
    t.http().post(`${BASE}/import/preview`).set(bearer(token)).set('Accept-Language', lang).attach('file', file, 'cities.xlsx');
  const commit = (id: string, token = admin) => t.http().post(`${BASE}/import/commit`).set(bearer(token)).send({ id });
  async function finished(id: string, lang = 'fa') {
    for (let i = 0; i < 200; i++) {
      const s = (await t.http().get(`${BASE}/import/status`).query({ id }).set(bearer(admin)).set('Accept-Language', lang).expect(200)).body.value;
      if (s.state === 'done' || s.state === 'failed') return s;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the import did not finish');
  }
  const stored = (codes: string[]) => t.infra.db.prisma.city.count({ where: { code: { in: codes } } });

  it('lists every bad row and field of a file, in the caller’s language, and writes nothing', async () => {
    await t.http().post(`${BASE}/create`).set(bearer(admin)).send({ code: `T${RUN}`, nameFa: 'شهر موجود', provinceId: province.id }).expect(200);
    // the export's Persian column titles
    const file = await sheet(
      ['کد', 'عنوان', 'استان', 'پیش‌شمارهٔ تلفن'],
      [
        [`A${RUN}`, 'شهر یک', province.nameFa, '021'], // row 2: good (the province by its title)
        [`B${RUN}`, '', province.code, '۰۳۱'], // row 3: no title
        [`C${RUN}`, 'شهر سه', 'استانی که نیست', '041'], // row 4: no such province
        [`A${RUN}`, 'شهر چهار', province.id, '051'], // row 5: the code of row 2 again
        [`T${RUN}`, 'شهر پنج', province.id, '061'], // row 6: a code already stored
        [`F${RUN}`, 'شهر شش', province.id, 'abc'], // row 7: not digits
        [`G${RUN}`, 'شهر هفت', province.id, '0711'], // row 8: good
      ],
    );
    const fa = (await preview(file).expect(200)).body.value;
    expect(fa.rowCount).toBe(7);
    expect(fa.errorCount).toBe(5);
    expect(fa.errors.map((e: { field: string }) => e.field)).toEqual(['rows[3].nameFa', 'rows[4].provinceId', 'rows[5].code', 'rows[6].code', 'rows[7].phonePrefix']);
    expect(fa.errors[0].message).toBe('«عنوان» الزامی است.');
    expect(fa.errors[2].message).toContain('ردیف ۲');
    const en = (await preview(file, admin, 'en').expect(200)).body.value;
    expect(en.errors[0].message).toBe('"Persian title" is required.');
    expect(en.errors[1].message).toBe('"Province" does not exist.');
    expect(en.errors[3].message).toBe('"Code" is a duplicate.');
    // a file with errors is not written
    const refused = await commit(en.id).expect(400);
    expect(refused.body.errors.map((e: { field: string }) => e.field)).toContain('rows[5].code');
    expect(await stored([`A${RUN}`, `G${RUN}`])).toBe(0);
  });

  it('refuses a sheet without a required column, and what is not a workbook', async () => {
    const noProvince = await preview(await sheet(['Code', 'Persian title'], [['X1', 'شهر']]), admin, 'en').expect(400);
    expect(noProvince.body.errors).toEqual([{ field: 'columns.provinceId', message: 'The sheet has no "Province" column.' }]);
    const junk = await preview(Buffer.from('not a workbook')).expect(400);
    expect(junk.body.errors[0].field).toBe('file');
  });

  /** The user's realtime channel (the notification socket), collecting what is pushed to it. */
  async function channel(): Promise<{ ws: WebSocket; messages: Record<string, unknown>[] }> {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.getHttpServer().address() as { port: number };
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/api/message-sender/notification?access_token=${encodeURIComponent(admin)}`);
      const messages: Record<string, unknown>[] = [];
      ws.on('message', (raw) => {
        const m = JSON.parse(String(raw));
        if (m.type === 'welcome') resolve({ ws, messages });
        else messages.push(m);
      });
      ws.on('error', reject);
    });
  }

  it('writes every row of a checked file in one job, pushes its progress, and audits it once', async () => {
    const socket = await channel();
    const codes = Array.from({ length: 25 }, (_, i) => `W${RUN}${i}`);
    // English titles and field keys both name columns; a status column
    const file = await sheet(['code', 'Persian title', 'Province', 'Status'], codes.map((c, i) => [c, `شهر ${i}`, i % 2 ? province.code : province.nameFa, i === 0 ? 'Inactive' : 'فعال']));
    const p = (await preview(file).expect(200)).body.value;
    expect(p).toMatchObject({ rowCount: 25, errorCount: 0, errors: [] });
    const queued = (await commit(p.id).expect(200)).body.value;
    expect(['queued', 'running', 'done']).toContain(queued.state);
    const done = await finished(p.id);
    expect(done).toMatchObject({ state: 'done', total: 25, done: 25, errors: [] });
    // the job's steps reached the user's socket: running, the rows written, done
    for (let i = 0; i < 100 && !socket.messages.some((m) => m.state === 'done'); i++) await new Promise((r) => setTimeout(r, 30));
    socket.ws.close();
    const pushed = socket.messages.filter((m) => m.type === 'import' && m.id === p.id);
    expect(pushed.map((m) => m.state)).toEqual(['running', 'running', 'done']);
    expect(pushed[1]).toMatchObject({ entity: 'city', total: 25, done: 25 });
    const rows = await t.infra.db.prisma.city.findMany({ where: { code: { in: codes } }, orderBy: { code: 'asc' } });
    expect(rows).toHaveLength(25);
    expect(rows.every((r) => r.provinceId === province.id)).toBe(true);
    expect(rows.find((r) => r.code === codes[0])!.isActive).toBe(false);
    expect(rows.filter((r) => r.isActive)).toHaveLength(24);
    const audit = await t.infra.db.prisma.auditLog.findMany({ where: { event: 'entity.import', entity: 'city' } });
    expect(audit.map((a) => a.data)).toContainEqual({ rows: 25 });
    // a second commit of the same upload writes nothing more
    expect((await commit(p.id).expect(200)).body.value.state).toBe('done');
    expect(await stored(codes)).toBe(25);
  });

  it('writes nothing when a row fails at commit, and names the row', async () => {
    const codes = [`R${RUN}a`, `R${RUN}b`, `R${RUN}c`];
    const p = (await preview(await sheet(['Code', 'Persian title', 'Province'], codes.map((c) => [c, 'شهر', province.id]))).expect(200)).body.value;
    expect(p.errorCount).toBe(0);
    // meanwhile someone stores the third row's code
    await t.http().post(`${BASE}/create`).set(bearer(admin)).send({ code: codes[2], nameFa: 'پیش‌دستی', provinceId: province.id }).expect(200);
    await commit(p.id).expect(200);
    const failed = await finished(p.id, 'en');
    expect(failed.state).toBe('failed');
    expect(failed.errors).toEqual([{ row: 4, field: 'rows[4].code', message: '"Code" is a duplicate.' }]);
    expect(await stored(codes.slice(0, 2))).toBe(0);

    // a linked row removed meanwhile: the rows that pointed at it are named
    const gone = await t.http().post('/api/base-data/v1/province/create').set(bearer(admin)).send({ code: `G${RUN}`, nameFa: `استان رفته ${RUN}`, countryId: (await t.infra.db.prisma.province.findUniqueOrThrow({ where: { id: province.id } })).countryId }).expect(200);
    const later = [`L${RUN}a`, `L${RUN}b`];
    const q = (await preview(await sheet(['Code', 'Persian title', 'Province'], [[later[0]!, 'شهر', province.id], [later[1]!, 'شهر', `استان رفته ${RUN}`]])).expect(200)).body.value;
    expect(q.errorCount).toBe(0);
    await t.http().delete(`/api/base-data/v1/province/remove?Id=${gone.body.value.id}`).set(bearer(admin)).expect(200);
    await commit(q.id).expect(200);
    const orphan = await finished(q.id, 'en');
    expect(orphan.state).toBe('failed');
    expect(orphan.errors).toEqual([{ row: 3, field: 'rows[3].provinceId', message: '"Province" does not exist.' }]);
    expect(await stored(later)).toBe(0);
  });

  it('is refused without the page’s Create action (403), and an upload is its owner’s only', async () => {
    const api = (m: 'get' | 'post', path: string) => t.http()[m](path).set(bearer(admin));
    const role = (await api('post', '/api/identity/role/v1/create').send({ name: `Editor${RUN}`, title: 'ویرایشگر' }).expect(200)).body.value.id;
    const menus = (await api('get', '/api/identity/actionMenu/v1/getActiveMenus').expect(200)).body.value as { id: number; url: string | null }[];
    const actions = (await api('get', '/api/identity/action/v1/gets?pageSize=100').expect(200)).body.value.data as { id: number; name: string }[];
    await api('post', '/api/identity/role/v1/AddActionsToRole').send({ roleId: role, permissions: [{ actionMenuId: menus.find((m) => m.url === '/cities-2')!.id, actionId: actions.find((a) => a.name === 'Update')!.id }] }).expect(200);
    const u = await signUpUser(t);
    await api('post', `${USER}/addRolesToUser`).send({ userId: u.userId, roleIds: [role] }).expect(200);
    const token = u.tokens.access_token;
    await t.http().get(`${BASE}/getFiltered`).set(bearer(token)).expect(200);
    const file = await sheet(['Code', 'Persian title', 'Province'], [[`N${RUN}`, 'شهر', province.id]]);
    await preview(file, token).expect(403);
    const mine = (await preview(file).expect(200)).body.value;
    await commit(mine.id, token).expect(403);
    await t.http().get(`${BASE}/import/status`).query({ id: mine.id }).set(bearer(token)).expect(403);
    await t.http().post(`${BASE}/import/preview`).attach('file', file, 'cities.xlsx').expect(401);
    // another holder of Create cannot commit someone else's upload
    await api('post', '/api/identity/role/v1/AddActionsToRole').send({ roleId: role, permissions: [{ actionMenuId: menus.find((m) => m.url === '/cities-2')!.id, actionId: actions.find((a) => a.name === 'Create')!.id }] }).expect(200);
    await commit(mine.id, token).expect(404);
    await commit('00000000-0000-4000-8000-000000000000').expect(404);
    // nor can its own uploader from another company: an upload belongs to the company it was checked in
    const login = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value;
    const claims = JSON.parse(Buffer.from(String(login.access_token).split('.')[1]!, 'base64url').toString());
    const other = (await t.infra.db.prisma.company.findMany()).find((c) => c.id !== claims.company_id)!;
    const elsewhere = (await refresh(t, login.refresh_token, { company_id: String(other.id) }).expect(200)).body.access_token as string;
    await commit(mine.id, elsewhere).expect(404);
    await t.http().get(`${BASE}/import/status`).query({ id: mine.id }).set(bearer(elsewhere)).expect(404);
    expect(await stored([`N${RUN}`])).toBe(0);
  });
});
