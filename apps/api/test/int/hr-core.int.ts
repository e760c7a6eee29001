import { sampleNationalCode } from '@karsaz/entities';
import { startTestApp, type TestApp } from './support';
import { USER, refresh } from './identity-support';

/**
 * The rules of the HR core (issue 12) against the real database: Iranian check digits on the personnel and its
 * bank accounts, the personnel code unique per company with the next one offered, one third party per person, one
 * default bank account, one holder of a post at a time, the status change and its history, the instruction's
 * cancel, the calendar year's days, the next examination date, and deletes refused while rows refer. The generated
 * suite (entities.int.ts) covers each entity's CRUD.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const HR = '/api/hr/v1';
const RUN = Date.now() % 1000000;
let seq = 0;
const code = (prefix: string) => `${prefix}${RUN}${++seq}`.slice(0, 20);

/** A national code with its check digit, unique in this run (past the sequence numbers the generic suites take). */
const nationalCode = () => sampleNationalCode(RUN * 1000 + 700 + ++seq);

describe('the HR core', () => {
  let t: TestApp;
  let a: string;
  let b: string;
  const api = (m: 'get' | 'post' | 'put' | 'delete', path: string, token = a) => t.http()[m](`${HR}${path}`).set(bearer(token)).set('Accept-Language', 'en');
  const refs: Record<string, number> = {};
  const refsB: Record<string, number> = {};

  async function references(token: string, into: Record<string, number>) {
    const mk = async (path: string, body: Record<string, unknown>) => (await t.http().post(path).set(bearer(token)).send(body).expect(200)).body.value.id as number;
    into.country ??= (await t.infra.db.prisma.country.findFirstOrThrow()).id;
    into.city ??= (await t.infra.db.prisma.city.findFirstOrThrow()).id;
    into.employmentType = await mk(`${HR}/employmenttype/create`, { code: code('ET'), name: `رسمی ${RUN}`, leaveTransferMethod: 1, automaticPaidLeaveIncrease: 3600 });
    into.employmentStatus = await mk(`${HR}/employmentstatus/create`, { code: code('ES'), name: `شاغل ${RUN}` });
    into.department = await mk(`${HR}/department/create`, { code: code('D'), name: `مالی ${RUN}` });
  }

  const person = (r: Record<string, number>, extra: Record<string, unknown> = {}) => ({
    firstName: 'سارا', lastName: `رضایی ${++seq}`, fatherName: 'علی', gender: 2, martial: 1, nationalityId: r.country, citizen: 1,
    nationalCode: nationalCode(), defaultPhoneNo: '09121234567', birthDate: '1990-05-01', birthLocationId: r.city, exportationPlaceId: r.city,
    employmentTypeId: r.employmentType, employmentStatusId: r.employmentStatus, departmentId: r.department, startDate: '2025-04-01', ...extra,
  });
  const createPersonnel = async (extra: Record<string, unknown> = {}, token = a, r = refs) => {
    const res = await api('post', '/personnel/create', token).send(person(r, extra));
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.value.id as number;
  };

  beforeAll(async () => {
    t = await startTestApp();
    const login = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value;
    a = login.access_token;
    const companyA = JSON.parse(Buffer.from(a.split('.')[1]!, 'base64url').toString()).company_id;
    const companyB = (await t.infra.db.prisma.company.findMany({ orderBy: { id: 'asc' } })).find((c) => c.id !== companyA)!.id;
    b = (await refresh(t, login.refresh_token, { company_id: String(companyB) }).expect(200)).body.access_token;
    await references(a, refs);
    await references(b, refsB);
  });
  afterAll(() => t.close());

  it('checks the Iranian check digits of the national code and mobile, each error on its field, and writes nothing', async () => {
    const before = await t.infra.db.prisma.personnel.count();
    const res = await api('post', '/personnel/create').send(person(refs, { nationalCode: '1234567890', defaultPhoneNo: '0912123', defaultEmailAdd: 'not-mail' })).expect(400);
    const fields = res.body.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['defaultEmailAdd', 'defaultPhoneNo', 'nationalCode']);
    expect(res.body.errors.find((e: { field: string }) => e.field === 'nationalCode').message).toBe('"National code" is not a valid national code.');
    // required fields, named in Persian
    const fa = await t.http().post(`${HR}/personnel/create`).set(bearer(a)).send({}).expect(400);
    expect(fa.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['firstName', 'lastName', 'fatherName', 'gender', 'nationalCode', 'birthDate', 'departmentId', 'startDate']));
    expect(fa.body.errors.find((e: { field: string }) => e.field === 'fatherName').message).toContain('نام پدر');
    expect(await t.infra.db.prisma.personnel.count()).toBe(before);
  });

  it('offers the next personnel code, keeps it unique in a company, and lets another company use it', async () => {
    const next = (await t.http().get('/api/base-data/v1/baseData/getNextCode').query({ EntityName: 'personnel' }).set(bearer(a)).expect(200)).body.value.id;
    expect(next).toMatch(/^\d{5,}$/);
    // the form fills the offered code in
    const id = await createPersonnel({ organizationCode: next });
    const row = (await api('get', '/personnel/getById').query({ Id: id }).expect(200)).body.value;
    expect(row.organizationCode).toBe(next);
    // a code left empty is the next one of the sequence
    const auto = (await api('get', '/personnel/getById').query({ Id: await createPersonnel() }).expect(200)).body.value;
    expect(auto.organizationCode).toMatch(/^\d{5,}$/);
    expect(auto.organizationCode).not.toBe(next);
    expect(row.fullName).toBe(`${row.firstName} ${row.lastName}`);
    expect(row.status).toBe(1);
    const taken = await api('post', '/personnel/create').send(person(refs, { organizationCode: row.organizationCode })).expect(409);
    expect(taken.body.errors).toEqual([expect.objectContaining({ field: 'organizationCode' })]);
    // a code of this run, taken in company A, is free in company B (whose sequence other suites may have used)
    const own = code('K');
    await api('post', '/personnel/create').send(person(refs, { organizationCode: own })).expect(200);
    await api('post', '/personnel/create').send(person(refs, { organizationCode: own })).expect(409);
    await api('post', '/personnel/create', b).send(person(refsB, { organizationCode: own })).expect(200);
    // the list searches by name, national code and personnel code
    for (const term of [row.lastName, row.nationalCode, row.organizationCode]) {
      const found = (await api('get', '/personnel/getFiltered').query({ searchTerm: term }).expect(200)).body.value;
      expect(found.data.map((p: { id: number }) => p.id)).toContain(id);
    }
  });

  it('is one third party a person: made on create, kept in step, shared by the companies that employ the person', async () => {
    const nc = nationalCode();
    const id = await createPersonnel({ nationalCode: nc, firstName: 'مهدی', lastName: `کاظمی ${RUN}` });
    const row = (await api('get', '/personnel/getById').query({ Id: id }).expect(200)).body.value;
    const party = await t.infra.db.prisma.thirdParty.findUniqueOrThrow({ where: { id: row.thirdPartyId } });
    expect(party).toMatchObject({ nationalCode: nc, fullName: `مهدی کاظمی ${RUN}`, isEmployee: true, kind: 1, mobileNumber: '09121234567' });
    await api('put', '/personnel/update').send({ ...person(refs, { nationalCode: nc, firstName: 'مهدی', lastName: `کاظمی‌نژاد ${RUN}`, organizationCode: row.organizationCode }), id, version: row.version }).expect(200);
    expect((await t.infra.db.prisma.thirdParty.findUniqueOrThrow({ where: { id: row.thirdPartyId } })).fullName).toBe(`مهدی کاظمی‌نژاد ${RUN}`);
    const inB = await createPersonnel({ nationalCode: nc }, b, refsB);
    expect((await api('get', '/personnel/getById', b).query({ Id: inB }).expect(200)).body.value.thirdPartyId).toBe(row.thirdPartyId);
    expect(await t.infra.db.prisma.thirdParty.count({ where: { nationalCode: nc } })).toBe(1);
    // the same person twice in one company is a duplicate national code
    await api('post', '/personnel/create').send(person(refs, { nationalCode: nc })).expect(409);
  });

  it('keeps exactly one default bank account, and checks Sheba and card numbers', async () => {
    const personnelId = await createPersonnel();
    const bankId = (await t.infra.db.prisma.bank.findFirst())?.id ?? null;
    const account = (n: string, extra: Record<string, unknown> = {}) => ({ personnelId, bankId, ownerName: 'سارا رضایی', accountNo: n, shabaNo: 'IR820540102680020817909002', ...extra });
    const bad = await api('post', '/personnelbankaccount/create').send(account('1001', { shabaNo: 'IR820540102680020817909003', cartNo: '6037991234567890' })).expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['cartNo', 'shabaNo']);
    const first = (await api('post', '/personnelbankaccount/create').send(account('1001', { isDefault: false })).expect(200)).body.value.id;
    const second = (await api('post', '/personnelbankaccount/create').send(account('1002', { cartNo: '6037997599999993' })).expect(200)).body.value.id;
    const defaults = async () => (await t.infra.db.prisma.personnelBankAccount.findMany({ where: { personnelId }, orderBy: { id: 'asc' } })).map((r) => [r.id, r.isDefault]);
    // the first account is the default whatever was sent; the second was sent without the flag
    expect(await defaults()).toEqual([[first, true], [second, false]]);
    const s2 = (await api('get', '/personnelbankaccount/getById').query({ Id: second }).expect(200)).body.value;
    await api('put', '/personnelbankaccount/update').send({ ...account('1002'), id: second, version: s2.version, isDefault: true }).expect(200);
    expect(await defaults()).toEqual([[first, false], [second, true]]);
    // taking the flag off the only default is refused on the field
    const s3 = (await api('get', '/personnelbankaccount/getById').query({ Id: second }).expect(200)).body.value;
    const off = await api('put', '/personnelbankaccount/update').send({ ...account('1002'), id: second, version: s3.version, isDefault: false }).expect(400);
    expect(off.body.errors).toEqual([expect.objectContaining({ field: 'isDefault' })]);
    // deleting the default passes it on
    await api('delete', '/personnelbankaccount/remove').query({ Id: second }).expect(200);
    expect(await defaults()).toEqual([[first, true]]);
  });

  it('lets a post be held by one person at a time unless it allows several, and keeps the history', async () => {
    const [p1, p2] = [await createPersonnel(), await createPersonnel()];
    const postId = (await api('post', '/post/create').send({ code: code('P'), title: `حسابدار ارشد ${RUN}`, departmentId: refs.department }).expect(200)).body.value.id;
    const hold = (personnelId: number, startDate: string, endDate?: string) => api('post', '/personnelpost/create').send({ personnelId, postId, startDate, endDate });
    await hold(p1, '2025-04-01', '2025-12-31').expect(200);
    const clash = await hold(p2, '2025-10-01').expect(400);
    expect(clash.body.errors).toEqual([expect.objectContaining({ field: 'postId', message: expect.stringContaining('is held by') })]);
    // after the first holder's period: fine, and both rows stay as the post's history
    await hold(p2, '2026-01-01').expect(200);
    expect(await t.infra.db.prisma.personnelPost.count({ where: { postId } })).toBe(2);
    // an open-ended holder blocks every later start
    await hold(p1, '2027-01-01').expect(400);
    const several = (await api('post', '/post/create').send({ code: code('P'), title: `کارشناس ${RUN}`, departmentId: refs.department, allowsSeveral: true }).expect(200)).body.value.id;
    await api('post', '/personnelpost/create').send({ personnelId: p1, postId: several, startDate: '2025-04-01' }).expect(200);
    await api('post', '/personnelpost/create').send({ personnelId: p2, postId: several, startDate: '2025-04-01' }).expect(200);
  });

  it('changes a personnel’s status with a description, and keeps the status history', async () => {
    const id = await createPersonnel();
    let row = (await api('get', '/personnel/getById').query({ Id: id }).expect(200)).body.value;
    // no description, an unknown or the same status: 400 on the field
    expect((await api('post', '/personnel/changeStatus').send({ id, version: row.version, toState: 'suspended' }).expect(400)).body.errors[0].field).toBe('comment');
    expect((await api('post', '/personnel/changeStatus').send({ id, version: row.version, toState: 'fired', comment: 'x' }).expect(400)).body.errors[0].field).toBe('toState');
    expect((await api('post', '/personnel/changeStatus').send({ id, version: row.version, toState: 'employed', comment: 'x' }).expect(400)).body.errors[0].field).toBe('toState');
    const step = (await api('post', '/personnel/changeStatus').send({ id, version: row.version, toState: 'suspended', comment: 'تعلیق تا پایان بررسی' }).expect(200)).body.value;
    expect(step).toMatchObject({ id, state: 'suspended' });
    await api('post', '/personnel/changeStatus').send({ id, version: step.version, toState: 'employed', comment: 'بازگشت به کار' }).expect(200);
    row = (await api('get', '/personnel/getById').query({ Id: id }).expect(200)).body.value;
    expect(row.status).toBe(1);
    const history = (await api('get', '/personnel/getHistory').query({ Id: id }).expect(200)).body.value;
    expect(history.map((h: { toState: string; comment: string }) => [h.toState, h.comment])).toEqual([['suspended', 'تعلیق تا پایان بررسی'], ['employed', 'بازگشت به کار']]);
    // a stale version is refused
    await api('post', '/personnel/changeStatus').send({ id, version: step.version, toState: 'retired', comment: 'x' }).expect(409);
    // the form stays editable in every status
    await api('put', '/personnel/update').send({ ...person(refs, { nationalCode: row.nationalCode, organizationCode: row.organizationCode, firstName: 'ندا' }), id, version: row.version }).expect(200);
  });

  it('cancels an instruction with a date and a description; a cancelled one is no longer edited', async () => {
    const body = { title: `دستورالعمل ${RUN}`, code: code('IN'), versionNumber: '1', instructionType: 1, publicationDate: '2025-04-01', validityDate: '2026-03-20' };
    const id = (await api('post', '/instruction/create').send(body).expect(200)).body.value.id;
    const row = (await api('get', '/instruction/getById').query({ Id: id }).expect(200)).body.value;
    expect(row.status).toBe(1);
    const missing = await api('post', '/instruction/cancel').send({ id, version: row.version }).expect(400);
    expect([...new Set(missing.body.errors.map((e: { field: string }) => e.field))].sort()).toEqual(['cancelDate', 'comment']);
    await api('post', '/instruction/cancel').send({ id, version: row.version, cancelDate: 'tomorrow', comment: 'x' }).expect(400);
    await api('post', '/instruction/cancel').send({ id, version: row.version, cancelDate: '2025-09-01', comment: 'جایگزین با نسخهٔ ۲' }).expect(200);
    const cancelled = (await api('get', '/instruction/getById').query({ Id: id }).expect(200)).body.value;
    expect(cancelled).toMatchObject({ status: 2, cancelDate: '2025-09-01' });
    expect((await api('get', '/instruction/getHistory').query({ Id: id }).expect(200)).body.value[0]).toMatchObject({ action: 'cancel', toState: 'cancelled', comment: 'جایگزین با نسخهٔ ۲' });
    await api('put', '/instruction/update').send({ ...body, id, version: cancelled.version, title: 'دیگر' }).expect(409);
    const audit = await t.infra.db.prisma.auditLog.findFirst({ where: { event: 'workflow.cancel', entity: 'instruction', entityId: String(id) } });
    expect(audit?.data).toMatchObject({ state: 'cancelled', cancelDate: '2025-09-01' });
  });

  it('makes a calendar year’s days with Fridays and the fixed holidays, and lets the customer mark the lunar ones', async () => {
    // a year company B has no calendar of (other suites make calendar years in this database too)
    const used = new Set((await t.infra.db.prisma.calendarYear.findMany({ select: { year: true } })).map((y) => y.year));
    const year = [...Array(150).keys()].map((i) => 1351 + ((RUN + i) % 149)).find((y) => !used.has(y))!;
    const id = (await api('post', '/calendaryear/create', b).send({ code: code('Y'), name: `سال ${year}`, year }).expect(200)).body.value.id;
    const days = await t.infra.db.prisma.calendarDay.findMany({ where: { calendarYearId: id }, orderBy: { date: 'asc' } });
    expect(days.length).toBeGreaterThanOrEqual(365);
    expect(days[0]).toMatchObject({ month: 1, vacationType: 2, description: 'عید نوروز' });
    expect(days.filter((d) => d.weekday === 7).every((d) => d.vacationType === 3 || d.vacationType === 2)).toBe(true);
    // the days of a month, through the list
    const month = (await api('get', '/calendarday/getFiltered', b).query({ calendarYearId: id, month: 2, pageSize: 100 }).expect(200)).body.value;
    expect(month.rowCount).toBe(31);
    const lunar = month.data[10];
    // the day's date and year are not the caller's to move (sent, they are ignored)
    await api('put', '/calendarday/update', b).send({ id: lunar.id, version: lunar.version, calendarYearId: 1, date: '2000-01-01', vacationType: 2, description: 'عید فطر' }).expect(200);
    expect(await t.infra.db.prisma.calendarDay.findUniqueOrThrow({ where: { id: lunar.id } })).toMatchObject({ vacationType: 2, description: 'عید فطر', calendarYearId: id, date: new Date(lunar.date) });
    // days are not added or removed one by one, and the year of a made calendar does not change
    await api('post', '/calendarday/create', b).send({ calendarYearId: id, date: lunar.date, vacationType: 1 }).expect(404);
    const y = (await api('get', '/calendaryear/getById', b).query({ Id: id }).expect(200)).body.value;
    expect((await api('put', '/calendaryear/update', b).send({ id, version: y.version, code: y.code, name: y.name, year: year + 1 }).expect(400)).body.errors[0].field).toBe('year');
    // deleting the year takes its days with it
    await api('delete', '/calendaryear/remove', b).query({ Id: id }).expect(200);
    expect(await t.infra.db.prisma.calendarDay.count({ where: { calendarYearId: id } })).toBe(0);
  });

  it('works out the next examination date, and refuses a department cycle and deletes of what is referred to', async () => {
    const personnelId = await createPersonnel();
    const exam = (await api('post', '/personnelexamination/create').send({ personnelId, examinationType: 2, examinationDate: '2025-01-31', result: 1, nextExaminationTime: 1 }).expect(200)).body.value.id;
    expect((await api('get', '/personnelexamination/getById').query({ Id: exam }).expect(200)).body.value).toMatchObject({ nextExaminationDate: '2025-02-28', title: 'معاینهٔ دوره‌ای 1403/11/12' });
    // a consideration is required only when there is one
    expect((await api('post', '/personnelexamination/create').send({ personnelId, examinationType: 2, examinationDate: '2025-01-31', result: 2, haveConsideration: true }).expect(400)).body.errors[0].field).toBe('consideration');

    const parent = refs.department!;
    const child = (await api('post', '/department/create').send({ code: code('D'), name: `حسابداری ${RUN}`, parentId: parent }).expect(200)).body.value.id;
    const p = (await api('get', '/department/getById').query({ Id: parent }).expect(200)).body.value;
    expect(p.haveChild).toBe(true);
    const cycle = await api('put', '/department/update').send({ id: parent, version: p.version, code: p.code, name: p.name, parentId: child }).expect(400);
    expect(cycle.body.errors[0].field).toBe('parentId');
    const used = await api('delete', '/department/remove').query({ Id: parent }).expect(409);
    expect(used.body.message).toMatch(/Personnel|Departments/);
    // deleting a personnel takes its own records with it, and is audited
    await api('delete', '/personnel/remove').query({ Id: personnelId }).expect(200);
    expect(await t.infra.db.prisma.personnelExamination.count({ where: { personnelId } })).toBe(0);
    expect(await t.infra.db.prisma.auditLog.count({ where: { event: 'entity.remove', entity: 'personnel', entityId: String(personnelId) } })).toBe(1);
  });
});
