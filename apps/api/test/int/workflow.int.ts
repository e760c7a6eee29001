import { startTestApp, type TestApp } from './support';
import { USER } from './identity-support';
import { hashPassword } from '../../src/core/security/passwords';
import { WorkflowService } from '../../src/core/workflow/workflow.service';
import { staffUser } from './staff';

/**
 * The module kernel on its worked example, the supply request (issue 9): a document with lines saved in one
 * transaction, its workflow (illegal steps answer 409 naming the state, a document outside draft is read-only), the
 * approval chain requester → supply unit → senior expert → project manager with notices, rejection one level down
 * and back to the requester, two approvers at once, delegation by dates, escalation after the deadline, the inbox,
 * and the append-only history.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const C = '/api/commercial/v1/supplygoods';
const D = '/api/workflow/v1/approvaldelegation';
const INBOX = '/api/workflow/v1/inbox';
const PASSWORD = 'Karsaz-Strong-Pass-1';
let seq = 0;

describe('workflow kernel: the supply request', () => {
  let t: TestApp;
  let admin: string;
  let companyId: number;
  let passwordHash: string;
  let unitId: number;
  let projectId: number;
  /** two cost centres a borrow request lends between */
  let lending: { fromCostCenterId: number; toCostCenterId: number };
  const people: Record<string, { token: string; userId: number; thirdPartyId: number }> = {};

  /** A staff user of the demo company holding a role (seeded with its grants), signed in. */
  const person = (role: string) => staffUser(t, { role, companyId, passwordHash, password: PASSWORD, prefix: '0935' });
  const api = (m: 'get' | 'post' | 'put' | 'delete', path: string, token: string) => t.http()[m](path).set(bearer(token));
  const lines = () => [
    { goodsName: 'سیمان', measureUnitId: unitId, quantity: '120', unitPrice: '1850000' },
    { goodsName: 'میلگرد', measureUnitId: unitId, quantity: '40.5', unitPrice: '3200001' },
    { goodsName: 'کابل', measureUnitId: unitId, quantity: '0.3333', unitPrice: '1000' },
  ];
  async function draft(token = people.requester!.token): Promise<{ id: number; version: number }> {
    const id = (await api('post', `${C}/create`, token).send({ requestDate: '2026-11-23', projectId, lines: lines() }).expect(200)).body.value.id as number;
    return { id, version: 1 };
  }
  const get = async (id: number, token = people.requester!.token) => (await api('get', `${C}/getById?Id=${id}`, token).expect(200)).body.value;
  const step = (action: string, body: object, token: string) => api('post', `${C}/${action}`, token).send(body);
  const tasks = (id: number) => t.infra.db.prisma.approvalTask.findMany({ where: { entity: 'supplygoods', documentId: id }, orderBy: { id: 'asc' } });
  async function submitted(): Promise<{ id: number; version: number }> {
    const d = await draft();
    const r = await step('submit', { id: d.id, version: d.version }, people.requester!.token).expect(200);
    return { id: d.id, version: r.body.value.version };
  }

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value.access_token;
    const p = t.infra.db.prisma;
    companyId = (await p.company.findFirstOrThrow({ where: { isDefault: true } })).id;
    passwordHash = await hashPassword(PASSWORD);
    unitId = (await p.measureUnit.findFirstOrThrow()).id;
    for (const [key, role] of [['requester', 'SupplyRequester'], ['unitA', 'SupplyUnit'], ['unitB', 'SupplyUnit'], ['expert', 'SeniorExpert'], ['manager', 'ProjectManager'], ['outsider', 'SupplyRequester']] as const) {
      people[key] = await person(role);
    }
    const employer = await p.thirdParty.create({ data: { kind: 2, companyName: 'کارفرما', fullName: 'کارفرما', isEmployer: true } });
    projectId = (await p.project.create({ data: { companyId, code: `7${Date.now() % 10000}`, name: 'پروژهٔ آزمون گردش کار', employerId: employer.id, managerId: people.manager!.thirdPartyId } })).id;
    const centreType = await p.costCenterType.upsert({ where: { code: '901' }, update: {}, create: { code: '901', nameFa: 'پروژه‌ای' } });
    const centre = async (n: number) => (await p.costCenter.create({ data: { companyId, code: `7${n}${Date.now() % 10000}`, name: `مرکز ${n}`, costCenterTypeId: centreType.id } })).id;
    lending = { fromCostCenterId: await centre(1), toCostCenterId: await centre(2) };
  });
  afterAll(() => t.close());

  it('saves the header and its lines in one request, works the amounts out exactly, and reads them back', async () => {
    const { id } = await draft();
    const doc = await get(id);
    expect(doc.status).toBe(1);
    expect(doc.code).toMatch(/^\d{6}$/);
    expect(doc.lines.map((l: { amount: string }) => l.amount)).toEqual(['222000000', '129600041', '333']);
    // 222000000 + 129600040.5 (rounded half up) + 333.3 (rounded down)
    expect(doc.totalAmount).toBe('351600374');
    expect(doc.lines[0].measureUnit.id).toBe(unitId);
    // a client's value for a derived field is not taken: the amounts are worked out
    const sent = (await api('post', `${C}/create`, people.requester!.token).send({ requestDate: '2026-11-23', projectId, totalAmount: '1', lines: lines() }).expect(200)).body.value.id;
    expect((await get(sent)).totalAmount).toBe('351600374');
  });

  it('addresses a bad line as lines[i].field and writes nothing of the document', async () => {
    const before = await t.infra.db.prisma.supplyGoods.count();
    const bad = lines();
    delete (bad[2] as Record<string, unknown>).quantity;
    (bad[0] as Record<string, unknown>).goodsName = '';
    let r = await api('post', `${C}/create`, people.requester!.token).set('Accept-Language', 'en').send({ requestDate: '2026-11-23', projectId, lines: bad }).expect(400);
    const fields = r.body.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['lines[0].goodsName', 'lines[2].quantity']));
    expect(r.body.errors.find((e: { field: string }) => e.field === 'lines[2].quantity').message).toMatch(/Quantity/);
    // a line whose unit does not exist: found after the header's checks, inside the transaction, which rolls back
    const missing = lines();
    missing[1]!.measureUnitId = 99999999;
    r = await api('post', `${C}/create`, people.requester!.token).send({ requestDate: '2026-11-23', projectId, lines: missing }).expect(400);
    expect(r.body.errors.map((e: { field: string }) => e.field)).toEqual(['lines[1].measureUnitId']);
    // no line at all
    r = await api('post', `${C}/create`, people.requester!.token).send({ requestDate: '2026-11-23', projectId, lines: [] }).expect(400);
    expect(r.body.errors[0].field).toBe('lines');
    expect(await t.infra.db.prisma.supplyGoods.count()).toBe(before);
  });

  it('updates header and lines under one version: a changed, a removed and an added line', async () => {
    const { id } = await draft();
    const doc = await get(id);
    const [first, , third] = doc.lines;
    const r = await api('put', `${C}/update`, people.requester!.token)
      .send({ id, version: 1, requestDate: '2026-11-24', projectId, lines: [{ id: first.id, goodsName: 'سیمان سفید', measureUnitId: unitId, quantity: '10', unitPrice: '100' }, { id: third.id, goodsName: 'کابل', measureUnitId: unitId, quantity: '1', unitPrice: '5' }, { goodsName: 'آجر', measureUnitId: unitId, quantity: '2', unitPrice: '7' }] })
      .expect(200);
    expect(r.body.value.version).toBe(2);
    const after = await get(id);
    expect(after.lines.map((l: { goodsName: string }) => l.goodsName)).toEqual(['سیمان سفید', 'کابل', 'آجر']);
    expect(after.totalAmount).toBe('1019');
    // a stale version changes nothing; a line id of another document is refused
    await api('put', `${C}/update`, people.requester!.token).send({ id, version: 1, requestDate: '2026-11-24', projectId, lines: lines() }).expect(409);
    const other = await get((await draft()).id);
    const r2 = await api('put', `${C}/update`, people.requester!.token).send({ id, version: 2, requestDate: '2026-11-24', projectId, lines: [{ ...lines()[0], id: other.lines[0].id }] }).expect(400);
    expect(r2.body.errors[0].field).toBe('lines[0].id');
    expect((await get(id)).lines).toHaveLength(3);
  });

  it('answers an illegal step with 409 naming the state, and keeps a submitted document read-only', async () => {
    const { id, version } = await submitted();
    const doc = await get(id);
    expect([doc.status, doc.approvalLevel, doc.approvalRound]).toEqual([2, 1, 1]);
    const again = await step('submit', { id, version }, people.requester!.token).set('Accept-Language', 'en').expect(409);
    expect(again.body.detail).toBe('state inApproval');
    expect(again.body.message).toMatch(/in approval/);
    await step('cancel', { id, version, comment: 'no' }, people.requester!.token).expect(409);
    const edit = await api('put', `${C}/update`, people.requester!.token).send({ id, version, requestDate: '2026-11-24', projectId }).expect(409);
    expect(edit.body.detail).toBe('state inApproval');
    await api('delete', `${C}/remove?Id=${id}`, people.requester!.token).expect(409);
    // a stale version, someone else's draft, an unknown step, a step without its permission
    const d = await draft();
    await step('submit', { id: d.id, version: 7 }, people.requester!.token).expect(409);
    await step('submit', { id: d.id, version: 1 }, people.outsider!.token).expect(403);
    await step('cancel', { id: d.id, version: 1 }, people.requester!.token).expect(400);
    await step('confirm', { id: d.id, version: 1 }, people.unitA!.token).expect(409);
    await step('submit', { id: d.id, version: 1 }, people.unitA!.token).expect(403);
  });

  it('climbs the chain: each level in its approvers’ inbox, the project manager resolved from the project, the requester told', async () => {
    const { id } = await submitted();
    const level1 = (await tasks(id)).filter((x) => x.level === 1).map((x) => x.assigneeUserId);
    expect(level1).toEqual(expect.arrayContaining([people.unitA!.userId, people.unitB!.userId]));
    expect(level1).not.toContain(people.requester!.userId);
    // in the inbox of the supply unit, not the expert's; the dashboard counts it
    const inbox = (await api('get', `${INBOX}/getFiltered?pageSize=100`, people.unitA!.token).expect(200)).body.value;
    expect(inbox.data.find((i: { documentId: number }) => i.documentId === id)).toMatchObject({ entity: 'supplygoods', level: 1, url: `/supply-goods-2/${id}` });
    expect((await api('get', `${INBOX}/getFiltered?pageSize=100`, people.expert!.token).expect(200)).body.value.data.some((i: { documentId: number }) => i.documentId === id)).toBe(false);
    const count = (await api('get', `${INBOX}/getCount`, people.unitA!.token).expect(200)).body.value;
    expect((await api('get', '/api/dashboard/v1/summary', people.unitA!.token).expect(200)).body.value.pendingApprovals.count).toBe(count);
    // the level's screen lists it
    const screen = (await api('get', `${C}/getFiltered?status=2&pageSize=100`, people.unitA!.token).expect(200)).body.value;
    expect(screen.data.some((r: { id: number }) => r.id === id)).toBe(true);
    expect((await api('get', `/api/commercial/v1/supplygoods/getActions?Id=${id}`, people.unitA!.token).expect(200)).body.value.actions.map((a: { action: string }) => a.action)).toEqual(['confirm', 'reject']);

    let v = (await get(id)).version;
    v = (await step('confirm', { id, version: v, comment: 'موجودی انبار کافی نیست' }, people.unitA!.token).expect(200)).body.value.version;
    expect((await get(id)).approvalLevel).toBe(2);
    // the other supply-unit approver's task closed with the level (quorum: any)
    expect((await tasks(id)).find((x) => x.assigneeUserId === people.unitB!.userId)!.status).toBe('cancelled');
    await step('confirm', { id, version: v }, people.unitB!.token).expect(403);
    v = (await step('confirm', { id, version: v }, people.expert!.token).expect(200)).body.value.version;
    const last = (await tasks(id)).filter((x) => x.level === 3);
    expect(last.map((x) => x.assigneeUserId)).toEqual([people.manager!.userId]);
    const done = await step('confirm', { id, version: v }, people.manager!.token).expect(200);
    expect(done.body.value.state).toBe('approved');
    expect((await get(id)).status).toBe(3);
    const history = (await api('get', `${C}/getHistory?Id=${id}`, people.requester!.token).expect(200)).body.value;
    expect(history.map((h: { action: string; toState: string; level: number | null }) => [h.action, h.toState, h.level])).toEqual([
      ['submit', 'inApproval', null], ['confirm', 'inApproval', 1], ['confirm', 'inApproval', 2], ['confirm', 'approved', 3],
    ]);
    expect(history[1].comment).toBe('موجودی انبار کافی نیست');
    // who was told: each level's approvers when it started, the requester at the end
    const told = await t.infra.db.prisma.message.findMany({ where: { createdAt: { gte: new Date(Date.now() - 60_000) }, content: { contains: (await get(id)).code } }, select: { recipientUserId: true } });
    const recipients = told.map((m) => m.recipientUserId);
    for (const who of ['unitA', 'unitB', 'expert', 'manager', 'requester']) expect(recipients).toContain(people[who]!.userId);
  });

  it('lets exactly one of two approvers acting at once win; the other gets 409', async () => {
    const { id, version } = await submitted();
    const results = await Promise.all([
      step('confirm', { id, version }, people.unitA!.token),
      step('confirm', { id, version }, people.unitB!.token),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const decided = (await tasks(id)).filter((x) => x.level === 1 && x.status === 'approved');
    expect(decided).toHaveLength(1);
    expect((await get(id)).approvalLevel).toBe(2);
  });

  it('sends a rejection one level down, then back to the requester, who edits and submits a new round', async () => {
    const { id } = await submitted();
    let v = (await get(id)).version;
    v = (await step('confirm', { id, version: v }, people.unitA!.token).expect(200)).body.value.version;
    const noReason = await step('reject', { id, version: v }, people.expert!.token).expect(400);
    expect(noReason.body.errors[0].field).toBe('comment');
    v = (await step('reject', { id, version: v, comment: 'قیمت‌ها به‌روز نیست' }, people.expert!.token).expect(200)).body.value.version;
    let doc = await get(id);
    expect([doc.status, doc.approvalLevel]).toEqual([2, 1]);
    // level 1 starts again: new tasks for the supply unit
    expect((await tasks(id)).filter((x) => x.level === 1 && x.status === 'pending').length).toBeGreaterThanOrEqual(2);
    v = (await step('reject', { id, version: v, comment: 'بازبینی شود' }, people.unitB!.token).expect(200)).body.value.version;
    doc = await get(id);
    expect([doc.status, doc.approvalLevel]).toEqual([4, null]);
    const notice = await t.infra.db.prisma.message.findFirst({ where: { recipientUserId: people.requester!.userId, content: { contains: 'بازبینی شود' } } });
    expect(notice).not.toBeNull();
    // back with the requester: editable again, and a new round on submit
    v = (await api('put', `${C}/update`, people.requester!.token).send({ id, version: v, requestDate: '2026-11-25', projectId, lines: lines().slice(0, 1) }).expect(200)).body.value.version;
    await step('submit', { id, version: v }, people.requester!.token).expect(200);
    doc = await get(id);
    expect([doc.status, doc.approvalLevel, doc.approvalRound]).toEqual([2, 1, 2]);
    const history = (await api('get', `${C}/getHistory?Id=${id}`, people.requester!.token).expect(200)).body.value;
    expect(history.map((h: { action: string; round: number }) => `${h.action}:${h.round}`)).toEqual(['submit:1', 'confirm:1', 'reject:1', 'reject:1', 'submit:2']);
    // the history cannot be rewritten
    await expect(t.infra.db.prisma.$executeRawUnsafe(`UPDATE workflow_history SET comment = 'x' WHERE document_id = ${id}`)).rejects.toThrow(/append-only/);
    await expect(t.infra.db.prisma.$executeRawUnsafe(`DELETE FROM workflow_history WHERE document_id = ${id}`)).rejects.toThrow(/append-only/);
  });

  it('lets a delegate decide for an approver within the dates, recorded on the approver’s behalf', async () => {
    const delegate = await person('SupplyRequester');
    const today = new Date().toISOString().slice(0, 10);
    const bad = await api('post', `${D}/create`, people.unitA!.token).set('Accept-Language', 'en').send({ delegateId: delegate.thirdPartyId, fromDate: today, toDate: '2020-01-01' }).expect(400);
    expect(bad.body.errors[0].field).toBe('toDate');
    await api('post', `${D}/create`, people.unitA!.token).send({ delegateId: people.unitA!.thirdPartyId, fromDate: today, toDate: today }).expect(400);
    const created = await api('post', `${D}/create`, people.unitA!.token).send({ delegateId: delegate.thirdPartyId, fromDate: today, toDate: today, description: 'مرخصی' }).expect(200);
    const row = (await api('get', `${D}/getById?Id=${created.body.value.id}`, people.unitA!.token).expect(200)).body.value;
    expect(row.delegatorId).toBe(people.unitA!.thirdPartyId);

    const { id, version } = await submitted();
    const inbox = (await api('get', `${INBOX}/getFiltered?pageSize=100`, delegate.token).expect(200)).body.value.data;
    expect(inbox.find((i: { documentId: number }) => i.documentId === id)).toMatchObject({ onBehalfOf: people.unitA!.userId });
    // the delegate holds no role of the chain: the delegated task is what lets them decide
    await step('confirm', { id, version }, delegate.token).expect(200);
    const history = (await api('get', `${C}/getHistory?Id=${id}`, people.requester!.token).expect(200)).body.value;
    expect(history[1]).toMatchObject({ action: 'confirm', user: { id: delegate.userId }, onBehalfOf: { id: expect.any(Number) } });
    // outside its dates a delegation gives nothing
    await t.infra.db.prisma.approvalDelegation.updateMany({ where: { delegateId: delegate.thirdPartyId }, data: { toDate: new Date('2020-01-02'), fromDate: new Date('2020-01-01') } });
    expect((await api('get', `${INBOX}/getCount`, delegate.token).expect(200)).body.value).toBe(0);
  });

  it('lets whoever takes part in a document’s approval read it without a grant on its pages, and no one else', async () => {
    await t.infra.db.prisma.role.upsert({ where: { name: 'NoPages' }, update: {}, create: { name: 'NoPages', title: 'بدون صفحه' } });
    const delegate = await person('NoPages');
    const stranger = await person('NoPages');
    const today = new Date().toISOString().slice(0, 10);
    // what the delegator decided before stays theirs: a delegation hands over what waits, not the past
    const decided = await submitted();
    await step('confirm', { id: decided.id, version: decided.version }, people.unitB!.token).expect(200);
    await api('post', `${D}/create`, people.unitB!.token).send({ delegateId: delegate.thirdPartyId, fromDate: today, toDate: today }).expect(200);
    await api('get', `${C}/getById?Id=${decided.id}`, delegate.token).expect(403);
    const { id, version } = await submitted();
    const reads = [`${C}/getById?Id=${id}`, `${C}/getHistory?Id=${id}`, `${C}/getActions?Id=${id}`];
    for (const path of reads) await api('get', path, stranger.token).expect(403);
    for (const path of reads) await api('get', path, delegate.token).expect(200);
    const actions = (await api('get', `${C}/getActions?Id=${id}`, delegate.token).expect(200)).body.value;
    expect(actions.actions.map((a: { action: string }) => a.action)).toEqual(expect.arrayContaining(['confirm', 'reject']));
    await step('confirm', { id, version }, delegate.token).expect(200);
    // having decided, they still read what they decided on (their screen refreshes after the step)
    for (const path of reads) await api('get', path, delegate.token).expect(200);
    // the grant is the document's, not the entity's: another document stays closed, and the lists too
    const other = await submitted();
    await api('get', `${C}/getById?Id=${other.id}`, stranger.token).expect(403);
    await api('get', `${C}/getFiltered`, delegate.token).expect(403);
    await api('get', `${C}/getById?Id=abc`, delegate.token).expect((r) => expect([400, 403]).toContain(r.status));
  });

  it('escalates a level past its deadline to the senior experts (a queued job), and keeps the history', async () => {
    const { id } = await submitted();
    await t.infra.db.prisma.approvalTask.updateMany({ where: { entity: 'supplygoods', documentId: id }, data: { dueAt: new Date(Date.now() - 1000) } });
    const escalated = await t.app.get(WorkflowService).escalateDue();
    expect(escalated).toBeGreaterThanOrEqual(1);
    const extra = (await tasks(id)).filter((x) => x.escalation);
    expect(extra.map((x) => x.assigneeUserId)).toContain(people.expert!.userId);
    // the expert decides the level alone
    const v = (await get(id)).version;
    await step('confirm', { id, version: v }, people.expert!.token).expect(200);
    expect((await get(id)).approvalLevel).toBe(2);
    const history = (await api('get', `${C}/getHistory?Id=${id}`, people.requester!.token).expect(200)).body.value;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['submit', 'escalate', 'confirm']);
    expect(history[1].user).toBeNull();
    // a second run finds nothing more to do
    await t.app.get(WorkflowService).escalateDue();
    expect((await tasks(id)).filter((x) => x.escalation && x.level === 1)).toHaveLength(extra.length);
  });

  it('keeps documents in their company: another company neither sees nor moves them', async () => {
    const { id, version } = await submitted();
    const other = await t.infra.db.prisma.company.findFirstOrThrow({ where: { isDefault: false } });
    const refreshToken = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value.refresh_token;
    const switched = await t.http().post('/connect/token').type('form').send({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'karsaz-web', client_secret: 'karsaz-web', company_id: String(other.id) }).expect(200);
    const b = switched.body.access_token as string;
    await api('get', `${C}/getById?Id=${id}`, b).expect(404);
    await api('get', `${C}/getHistory?Id=${id}`, b).expect(404);
    await step('confirm', { id, version }, b).expect(404);
    expect((await api('get', `${C}/getFiltered?pageSize=100`, b).expect(200)).body.value.data.some((r: { id: number }) => r.id === id)).toBe(false);
    void admin;
  });

  // the second document on the kernel (issue 9 item 14): written as a definition and a manifest entry, nothing else
  describe('the borrow request, a second document of two hand-written lines', () => {
    const B = '/api/commercial/v1/borrowrequest';
    const borrow = (token = people.requester!.token) =>
      api('post', `${B}/create`, token).send({ requestDate: '2026-11-23', returnBy: '2026-12-07', projectId, ...lending, lines: [{ goodsName: 'دریل', measureUnitId: unitId, quantity: '2' }] });

    it('climbs its one level, is lent, and only the supply unit records the goods returned', async () => {
      const id = (await borrow().expect(200)).body.value.id as number;
      const read = async () => (await api('get', `${B}/getById?Id=${id}`, people.requester!.token).expect(200)).body.value;
      // the requester may not record a return, and nothing is lent yet
      await api('post', `${B}/markReturned`, people.unitA!.token).send({ id, version: 1 }).expect(409);
      let v = (await api('post', `${B}/submit`, people.requester!.token).send({ id, version: 1 }).expect(200)).body.value.version;
      const inbox = (await api('get', `${INBOX}/getFiltered?pageSize=100`, people.unitB!.token).expect(200)).body.value.data;
      expect(inbox.find((r: { entity: string; documentId: number }) => r.entity === 'borrowrequest' && r.documentId === id)?.url).toBe(`/request-of-borrow-product-2/${id}`);
      // a rejection goes straight back to the requester (onReject: 'requester'), with the reason required
      await api('post', `${B}/reject`, people.unitA!.token).send({ id, version: v }).expect(400);
      v = (await api('post', `${B}/reject`, people.unitA!.token).send({ id, version: v, comment: 'تاریخ بازگرداندن را زودتر کنید' }).expect(200)).body.value.version;
      expect((await read()).status).toBe(4);
      // edited in the returned state, submitted again, confirmed by one of the unit (quorum any)
      v = (await api('put', `${B}/update`, people.requester!.token).send({ id, version: v, requestDate: '2026-11-23', returnBy: '2026-12-01', projectId, ...lending }).expect(200)).body.value.version;
      v = (await api('post', `${B}/submit`, people.requester!.token).send({ id, version: v }).expect(200)).body.value.version;
      v = (await api('post', `${B}/confirm`, people.unitB!.token).send({ id, version: v }).expect(200)).body.value.version;
      expect((await read()).status).toBe(3);
      // the step names its role: the requester holds no MarkReturned, the supply unit does (seeded grant)
      await api('post', `${B}/markReturned`, people.requester!.token).send({ id, version: v }).expect(403);
      await api('post', `${B}/markReturned`, people.unitA!.token).send({ id, version: v }).expect(200);
      const doc = await read();
      expect(doc.status).toBe(6);
      expect(doc.lines).toHaveLength(1);
      const history = (await api('get', `${B}/getHistory?Id=${id}`, people.requester!.token).expect(200)).body.value;
      expect(history.map((h: { action: string }) => h.action)).toEqual(['submit', 'reject', 'submit', 'confirm', 'markReturned']);
    });

    it('lends between two cost centres, and a line naming a warehouse product takes its name and unit', async () => {
      const same = await api('post', `${B}/create`, people.requester!.token).set('Accept-Language', 'en')
        .send({ requestDate: '2026-11-23', returnBy: '2026-12-07', projectId, fromCostCenterId: lending.fromCostCenterId, toCostCenterId: lending.fromCostCenterId, lines: [{ goodsName: 'دریل', measureUnitId: unitId, quantity: '2' }] })
        .expect(400);
      expect(same.body.errors).toEqual([{ field: 'toCostCenterId', message: '"Borrowing cost centre" must be another cost centre than the lender.' }]);
      const p = t.infra.db.prisma;
      const product = await p.product.findFirstOrThrow({ where: { companyId } });
      const id = (await api('post', `${B}/create`, people.requester!.token)
        .send({ requestDate: '2026-11-23', returnBy: '2026-12-07', projectId, ...lending, lines: [{ goodsId: product.id, quantity: '3' }, { goodsName: 'داربست', measureUnitId: unitId, quantity: '1' }] })
        .expect(200)).body.value.id as number;
      const lines = (await api('get', `${B}/getById?Id=${id}`, people.requester!.token).expect(200)).body.value.lines;
      expect(lines.map((l: Record<string, unknown>) => [l.goodsId, l.goodsName, l.measureUnitId])).toEqual([[product.id, product.name, product.measureUnitId], [null, 'داربست', unitId]]);
      // goods named in text need their name and unit
      const bare = await api('post', `${B}/create`, people.requester!.token).send({ requestDate: '2026-11-23', returnBy: '2026-12-07', projectId, ...lending, lines: [{ quantity: '1' }] }).expect(400);
      expect(bare.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['lines[0].goodsName', 'lines[0].measureUnitId']);
    });
  });

  describe('documents filed in a financial year', () => {
    const B = '/api/commercial/v1/borrowrequest';
    const body = (requestDate: string) => ({ requestDate, returnBy: '2026-12-07', projectId, ...lending, lines: [{ goodsName: 'بیل', measureUnitId: unitId, quantity: '1' }] });
    const yearOf = (year: number) => t.infra.db.prisma.financialYear.findFirstOrThrow({ where: { companyId, year } });

    it('files a document in the chosen year or the one holding its date, keeps its date there, and lists by the year', async () => {
      const [y1404, y1405] = [await yearOf(1404), await yearOf(1405)];
      const token = people.requester!.token;
      // no year chosen: the company's year that holds the date (2026-03-10 is 1404/12/19)
      const old = (await api('post', `${B}/create`, token).send(body('2026-03-10')).expect(200)).body.value.id as number;
      expect((await api('get', `${B}/getById?Id=${old}`, token).expect(200)).body.value.financialYearId).toBe(y1404.id);
      // a year chosen: the date must fall in it, 400 on the date field naming the year
      const refused = await api('post', `${B}/create`, token).set('X-Financial-Year', String(y1405.id)).send(body('2026-03-10')).expect(400);
      expect(refused.body.errors.find((e: { field: string }) => e.field === 'requestDate').message).toContain(y1405.nameFa);
      const now = (await api('post', `${B}/create`, token).set('X-Financial-Year', String(y1405.id)).send(body('2026-11-23')).expect(200)).body.value.id as number;
      // the date never leaves the document's year
      const v = (await api('get', `${B}/getById?Id=${now}`, token).expect(200)).body.value.version as number;
      await api('put', `${B}/update`, token).send({ id: now, version: v, ...body('2026-03-10'), lines: undefined }).expect(400);
      // a list is confined to the year the caller works in, and shows every year without one
      const ids = async (year?: number) => {
        const r = api('get', `${B}/getFiltered?pageSize=100`, token);
        if (year) r.set('X-Financial-Year', String(year));
        return ((await r.expect(200)).body.value.data as { id: number }[]).map((x) => x.id);
      };
      expect(await ids(y1405.id)).toContain(now);
      expect(await ids(y1405.id)).not.toContain(old);
      expect(await ids(y1404.id)).toContain(old);
      expect(await ids()).toEqual(expect.arrayContaining([old, now]));
      // a caller cannot file a document elsewhere by sending the id: it is not a field a caller writes
      // (unknown fields are stripped, issue 11): it is ignored, and the document goes to the year holding its date
      const sneaky = (await api('post', `${B}/create`, token).send({ ...body('2026-11-23'), financialYearId: y1404.id }).expect(200)).body.value.id as number;
      expect((await api('get', `${B}/getById?Id=${sneaky}`, token).expect(200)).body.value.financialYearId).toBe(y1405.id);
    });
  });
});
