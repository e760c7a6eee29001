import { startTestApp, type TestApp } from './support';
import { standardPurposes } from './finance-fixtures';
import { hashPassword } from '../../src/core/security/passwords';
import { staffUser } from './staff';

/**
 * Contracting (issue 14) on the real PostgreSQL: the contractor's progress statement through its five levels
 * (requester → senior expert → project manager → first manager → second manager) with a rejection and a
 * resubmission, its calculator to the rial, the overrun guard and its approval; the employer's statement; a contract
 * request whose approval writes the contract; a reward request; the contract's floor of what statements claimed.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const S = '/api/service/v1/contractorstatement';
const ES = '/api/service/v1/employerstatement';
const K = '/api/service/v1/contractorcontract';
const CR = '/api/service/v1/contractrequest';
const RW = '/api/service/v1/rewardrequest';
const PASSWORD = 'Karsaz-Strong-Pass-1';
let seq = 0;

describe('contracting: statements, contract requests, rewards', () => {
  let t: TestApp;
  let companyId: number;
  let passwordHash: string;
  let unitId: number;
  let projectId: number;
  let contractorId: number;
  let employerId: number;
  const ops: number[] = [];
  const people: Record<string, { token: string; userId: number; thirdPartyId: number }> = {};

  const person = (role: string) => staffUser(t, { role, companyId, passwordHash, password: PASSWORD, prefix: '0936' });
  const api = (m: 'get' | 'post' | 'put' | 'delete', path: string, who: keyof typeof people | string = 'requester') => t.http()[m](path).set(bearer(people[who]!.token));
  const get = async (base: string, id: number, who = 'requester') => (await api('get', `${base}/getById?Id=${id}`, who).expect(200)).body.value;
  const step = (base: string, action: string, body: object, who: string) => api('post', `${base}/${action}`, who).send(body);

  /** The voucher a source posted: its state, totals and lines by account code with their details. */
  async function voucherOf(sourceType: string, sourceId: number) {
    const v = await t.infra.db.prisma.voucher.findFirstOrThrow({ where: { sourceType, sourceId }, include: { voucherLineViaVoucher: { include: { account: { select: { code: true } } }, orderBy: { id: 'asc' } } } });
    const lines = Object.fromEntries(v.voucherLineViaVoucher.map((l) => [l.account.code, { debit: String(l.debit), credit: String(l.credit), thirdPartyId: l.thirdPartyId, projectId: l.projectId }]));
    return { status: v.status, totalDebit: String(v.totalDebit), totalCredit: String(v.totalCredit), number: v.number, lines };
  }

  /** A contract of two items: 1,200 m³ at 185,000 and 300 m³ at 4,350,000, with the terms of the worked example. */
  async function contract(extra: object = {}) {
    const r = await api('post', `${K}/create`).send({
      title: `قرارداد آزمون ${++seq}`, projectId, contractorId, contractDate: '2026-11-01', advancePayment: '50000000',
      advanceRepaymentPercent: '12.5', retentionPercent: '5', insurancePercent: '6.67', taxPercent: '3',
      lines: [{ operationInfoId: ops[0], unitId, quantity: '1200', unitPrice: '185000' }, { operationInfoId: ops[1], unitId, quantity: '300', unitPrice: '4350000' }],
      ...extra,
    }).expect(200);
    return get(K, r.body.value.id as number);
  }
  /** A statement of the contract with these quantities this period (a new one starts with every item). */
  async function statement(c: { id: number; lines: { id: number }[] }, quantities: string[]) {
    const id = (await api('post', `${S}/create`).send({ contractorContractId: c.id, statementDate: '2026-11-20', startDate: '2026-11-01', endDate: '2026-11-20' }).expect(200)).body.value.id as number;
    const doc = await get(S, id);
    expect(doc.lines.map((l: { contractorContractLineId: number }) => l.contractorContractLineId)).toEqual(c.lines.map((l) => l.id));
    await api('put', `${S}/update`).send({
      id, version: doc.version, contractorContractId: c.id, statementDate: '2026-11-20', startDate: '2026-11-01', endDate: '2026-11-20',
      lines: doc.lines.map((l: { id: number; contractorContractLineId: number }, k: number) => ({ id: l.id, contractorContractLineId: l.contractorContractLineId, quantity: quantities[k] })),
    }).expect(200);
    return get(S, id);
  }

  beforeAll(async () => {
    t = await startTestApp();
    const p = t.infra.db.prisma;
    companyId = (await p.company.findFirstOrThrow({ where: { isDefault: true } })).id;
    // an approved statement posts its voucher: the standard purposes, as the seed mapped them
    await standardPurposes(p, companyId);
    passwordHash = await hashPassword(PASSWORD);
    unitId = (await p.measureUnit.findFirstOrThrow()).id;
    for (const [key, role] of [
      ['requester', 'ContractRequester'], ['expert', 'SeniorExpert'], ['manager', 'ProjectManager'], ['first', 'ContractFirstManager'],
      ['second', 'ContractSecondManager'], ['outsider', 'ContractRequester'],
    ] as const) people[key] = await person(role);
    const employer = await p.thirdParty.create({ data: { kind: 2, companyName: 'کارفرمای آزمون', fullName: 'کارفرمای آزمون', isEmployer: true } });
    employerId = employer.id;
    contractorId = (await p.thirdParty.create({ data: { kind: 2, companyName: 'پیمانکار آزمون', fullName: 'پیمانکار آزمون', isContractor: true } })).id;
    projectId = (await p.project.create({ data: { companyId, code: `8${Date.now() % 10000}`, name: 'پروژهٔ آزمون پیمان', employerId, managerId: people.manager!.thirdPartyId } })).id;
    for (const name of ['خاکبرداری', 'بتن‌ریزی', 'اسکلت فلزی']) {
      ops.push((await p.operationInfo.create({ data: { companyId, code: `${Date.now() % 100000}${++seq}`.slice(-8), name, unitId, isActive: true } })).id);
    }
  });
  afterAll(() => t.close());

  it('works a statement out to the rial: earlier claims, cumulative quantities, deductions and the payable amount', async () => {
    const c = await contract();
    expect(c.totalAmount).toBe('1527000000');
    expect(c.lines.map((l: { title: string }) => l.title)).toEqual(['خاکبرداری', 'بتن‌ریزی']);
    const first = await statement(c, ['700', '120']);
    // 700 × 185,000 = 129,500,000; 120 × 4,350,000 = 522,000,000; gross 651,500,000
    // advance 12.5% = 81,437,500, but only 50,000,000 was advanced: 50,000,000; retention 5% = 32,575,000;
    // insurance 6.67% = 43,455,050; tax 3% = 19,545,000; deductions 145,575,050; payable 505,924,950
    expect(first).toMatchObject({ sequence: 1, projectId, contractorId, grossAmount: '651500000', advanceRepayment: '50000000', retention: '32575000', insurance: '43455050', tax: '19545000', totalDeductions: '145575050', payableAmount: '505924950' });
    const second = await statement(c, ['350.5', '45.25']);
    // the hand-worked example of packages/domain progress-statement.spec.ts, with the advance already repaid:
    // gross 261,680,000; advance 0 (nothing left); retention 13,084,000; insurance 17,454,056; tax 7,850,400; payable 223,291,544
    expect(second.lines.map((l: Record<string, string>) => [l.previousQuantity, l.quantity, l.cumulativeQuantity, l.amount, l.contractQuantity, l.unitPrice])).toEqual([
      ['700', '350.5', '1050.5', '64842500', '1200', '185000'],
      ['120', '45.25', '165.25', '196837500', '300', '4350000'],
    ]);
    expect(second).toMatchObject({ sequence: 2, grossAmount: '261680000', advanceRepayment: '0', retention: '13084000', insurance: '17454056', tax: '7850400', payableAmount: '223291544' });
    // voiding the first gives its claims (and its advance repayment) back to the second on its next save
    await step(S, 'cancel', { id: first.id, version: first.version, comment: 'ابطال آزمون' }, 'requester').expect(200);
    await api('put', `${S}/update`).send({ id: second.id, version: second.version, contractorContractId: c.id, statementDate: '2026-11-20', startDate: '2026-11-01', endDate: '2026-11-20' }).expect(200);
    const again = await get(S, second.id);
    expect(again.lines.map((l: { previousQuantity: string }) => l.previousQuantity)).toEqual(['0', '0']);
    expect(again.advanceRepayment).toBe('32710000');
  });

  it('walks a statement through all five levels, with a rejection one level down and a resubmission after a return', async () => {
    const c = await contract();
    const doc = await statement(c, ['100', '10']);
    let v = (await step(S, 'submit', { id: doc.id, version: doc.version }, 'requester').expect(200)).body.value.version as number;
    const at = async () => { const d = await get(S, doc.id); return [d.status, d.approvalLevel, d.approvalRound]; };
    expect(await at()).toEqual([2, 1, 1]);
    // only the level's approvers decide: the project manager cannot confirm the senior expert's level
    await step(S, 'confirm', { id: doc.id, version: v }, 'manager').expect(403);
    v = (await step(S, 'confirm', { id: doc.id, version: v }, 'expert').expect(200)).body.value.version;
    v = (await step(S, 'confirm', { id: doc.id, version: v }, 'manager').expect(200)).body.value.version;
    expect(await at()).toEqual([2, 3, 1]);
    // the first manager rejects: back one level, to the project manager, who rejects to the senior expert, who returns it
    v = (await step(S, 'reject', { id: doc.id, version: v, comment: 'مقادیر بتن بازبینی شود' }, 'first').expect(200)).body.value.version;
    expect(await at()).toEqual([2, 2, 1]);
    v = (await step(S, 'reject', { id: doc.id, version: v, comment: 'بازبینی' }, 'manager').expect(200)).body.value.version;
    v = (await step(S, 'reject', { id: doc.id, version: v, comment: 'اصلاح شود' }, 'expert').expect(200)).body.value.version;
    expect(await at()).toEqual([4, null, 1]);
    // returned: the requester edits and submits a new round, which climbs all five levels
    const back = await get(S, doc.id);
    await api('put', `${S}/update`).send({
      id: doc.id, version: back.version, contractorContractId: c.id, statementDate: '2026-11-20', startDate: '2026-11-01', endDate: '2026-11-20',
      lines: back.lines.map((l: { id: number; contractorContractLineId: number }, k: number) => ({ id: l.id, contractorContractLineId: l.contractorContractLineId, quantity: ['100', '9.5'][k] })),
    }).expect(200);
    v = (await step(S, 'submit', { id: doc.id, version: back.version + 1 }, 'requester').expect(200)).body.value.version;
    for (const who of ['expert', 'manager', 'first']) v = (await step(S, 'confirm', { id: doc.id, version: v }, who).expect(200)).body.value.version;
    // the last level waits in the second manager's inbox
    const inbox = (await api('get', '/api/workflow/v1/inbox/getFiltered?pageIndex=1&pageSize=50', 'second').expect(200)).body.value;
    expect(JSON.stringify(inbox)).toContain(doc.code);
    v = (await step(S, 'confirm', { id: doc.id, version: v }, 'second').expect(200)).body.value.version;
    const done = await get(S, doc.id);
    expect([done.status, done.approvalRound]).toEqual([3, 2]);
    // 100 × 185,000 + 9.5 × 4,350,000 = 18,500,000 + 41,325,000
    expect(done.grossAmount).toBe('59825000');
    // the approval posted its voucher: the work to subcontractors (by project) against the contractor's payable and
    // the deductions held, each by the contractor where the account asks for a party
    const vo = await voucherOf('contractorstatement', doc.id);
    expect([vo.status, vo.totalDebit, vo.totalCredit, vo.number! > 0]).toEqual([2, '59825000', '59825000', true]);
    expect(vo.lines['6102']).toEqual({ debit: '59825000', credit: '0', thirdPartyId: null, projectId });
    expect(vo.lines['3101']).toEqual({ debit: '0', credit: done.payableAmount, thirdPartyId: contractorId, projectId: null });
    expect(vo.lines['1401']).toEqual({ debit: '0', credit: done.advanceRepayment, thirdPartyId: contractorId, projectId: null });
    expect(vo.lines['3206']).toEqual({ debit: '0', credit: done.retention, thirdPartyId: contractorId, projectId: null });
    expect(vo.lines['3207']!.credit).toBe(String(Number(done.insurance) + Number(done.tax)));
    const history = (await api('get', `${S}/getHistory?Id=${doc.id}`).expect(200)).body.value as { action: string; level: number | null; round: number }[];
    expect(history.map((h) => `${h.action}:${h.level ?? '-'}:${h.round}`)).toEqual([
      'submit:-:1', 'confirm:1:1', 'confirm:2:1', 'reject:3:1', 'reject:2:1', 'reject:1:1', 'submit:-:2', 'confirm:1:2', 'confirm:2:2', 'confirm:3:2', 'confirm:4:2',
    ]);
    // an approved statement is read-only
    await api('put', `${S}/update`).send({ id: doc.id, version: done.version, contractorContractId: c.id, statementDate: '2026-11-20', startDate: '2026-11-01', endDate: '2026-11-20' }).expect(409);
  });

  it('refuses to submit a cumulative quantity past the contract’s until the first manager approves the overrun', async () => {
    const c = await contract();
    await statement(c, ['1000', '0']);
    const doc = await statement(c, ['250', '0']);
    // 1,000 + 250 = 1,250 of 1,200: saved, and the overrun shown on the line
    expect(doc.lines[0]).toMatchObject({ previousQuantity: '1000', cumulativeQuantity: '1250', overrun: '50' });
    const refused = await step(S, 'submit', { id: doc.id, version: doc.version }, 'requester').set('Accept-Language', 'en').expect(422);
    expect(refused.body.message).toMatch(/"خاکبرداری": 1250 of 1200/);
    expect((await get(S, doc.id)).status).toBe(1);
    // the requester may not approve it; the first manager does, with a reason
    await step(S, 'approveOverrun', { id: doc.id, version: doc.version, comment: 'اضافه‌کار مجاز' }, 'requester').expect(403);
    await step(S, 'approveOverrun', { id: doc.id, version: doc.version }, 'first').expect(400);
    const v = (await step(S, 'approveOverrun', { id: doc.id, version: doc.version, comment: 'حجم اضافی طبق صورت‌جلسه' }, 'first').expect(200)).body.value.version as number;
    const approved = await get(S, doc.id);
    expect([approved.status, approved.overrunApproved, approved.lines[0].approvedOverrun]).toEqual([1, true, '50']);
    // raising the quantity past what was approved needs a new approval
    await api('put', `${S}/update`).send({
      id: doc.id, version: v, contractorContractId: c.id, statementDate: '2026-11-20', startDate: '2026-11-01', endDate: '2026-11-20',
      lines: approved.lines.map((l: { id: number; contractorContractLineId: number }, k: number) => ({ id: l.id, contractorContractLineId: l.contractorContractLineId, quantity: ['260', '0'][k] })),
    }).expect(200);
    await step(S, 'submit', { id: doc.id, version: v + 1 }, 'requester').expect(422);
    await api('put', `${S}/update`).send({
      id: doc.id, version: v + 1, contractorContractId: c.id, statementDate: '2026-11-20', startDate: '2026-11-01', endDate: '2026-11-20',
      lines: approved.lines.map((l: { id: number; contractorContractLineId: number }, k: number) => ({ id: l.id, contractorContractLineId: l.contractorContractLineId, quantity: ['240', '0'][k] })),
    }).expect(200);
    await step(S, 'submit', { id: doc.id, version: v + 2 }, 'requester').expect(200);
    // the contract cannot drop below what its statements claimed: 1,240 of the first item
    const k = await get(K, c.id);
    const r = await api('put', `${K}/update`).send({
      id: c.id, version: k.version, title: k.title, projectId, contractorId, contractDate: '2026-11-01',
      lines: k.lines.map((l: Record<string, unknown>, i: number) => ({ id: l.id, operationInfoId: l.operationInfoId, unitId: l.unitId, quantity: i === 0 ? '1100' : l.quantity, unitPrice: l.unitPrice })),
    }).expect(400);
    expect(r.body.errors.map((e: { field: string }) => e.field)).toEqual(['lines[0].quantity']);
    expect(r.body.errors[0].message).toMatch(/1240/);
    // nor lose an item a statement names
    await api('put', `${K}/update`).send({
      id: c.id, version: k.version, title: k.title, projectId, contractorId, contractDate: '2026-11-01',
      lines: [{ id: k.lines[1].id, operationInfoId: k.lines[1].operationInfoId, unitId, quantity: k.lines[1].quantity, unitPrice: k.lines[1].unitPrice }],
    }).expect(409);
  });

  it('refuses an item of another contract, a changed contract, and an empty statement', async () => {
    const c = await contract();
    const other = await contract();
    const doc = await statement(c, ['1', '1']);
    const bad = await api('put', `${S}/update`).send({
      id: doc.id, version: doc.version, contractorContractId: c.id, statementDate: '2026-11-20', startDate: '2026-11-01', endDate: '2026-11-20',
      lines: [{ id: doc.lines[0].id, contractorContractLineId: doc.lines[0].contractorContractLineId, quantity: '1' }, { id: doc.lines[1].id, contractorContractLineId: other.lines[1].id, quantity: '1' }],
    }).expect(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(['lines[1].contractorContractLineId']);
    const moved = await api('put', `${S}/update`).send({ id: doc.id, version: doc.version, contractorContractId: other.id, statementDate: '2026-11-20', startDate: '2026-11-01', endDate: '2026-11-20' }).expect(400);
    expect(moved.body.errors[0].field).toBe('contractorContractId');
    expect((await get(S, doc.id)).lines[1].contractorContractLineId).toBe(c.lines[1].id);
    const empty = await statement(c, ['0', '0']);
    await step(S, 'submit', { id: empty.id, version: empty.version }, 'requester').expect(422);
    // a period ending before it starts is the field's own error
    const r = await api('post', `${S}/create`).send({ contractorContractId: c.id, statementDate: '2026-11-20', startDate: '2026-11-10', endDate: '2026-11-01' }).expect(400);
    expect(r.body.errors[0].field).toBe('endDate');
  });

  it('approves a contract request through the senior expert and the project manager, which writes the contract', async () => {
    const body = {
      kind: 1, requestDate: '2026-11-20', title: 'اسکلت فلزی', projectId, partyId: contractorId, startDate: '2026-12-01', endDate: '2027-03-01',
      lines: [{ operationInfoId: ops[2], unitId, quantity: '180', unitPrice: '9500000' }],
    };
    // the party must hold the kind's role: an employer is not a contractor
    const wrong = await api('post', `${CR}/create`).send({ ...body, partyId: employerId }).expect(400);
    expect(wrong.body.errors[0].field).toBe('partyId');
    const id = (await api('post', `${CR}/create`).send(body).expect(200)).body.value.id as number;
    let v = (await step(CR, 'submit', { id, version: 1 }, 'requester').expect(200)).body.value.version as number;
    v = (await step(CR, 'reject', { id, version: v, comment: 'قیمت واحد بالاست' }, 'expert').expect(200)).body.value.version;
    expect((await get(CR, id)).status).toBe(4);
    const doc = await get(CR, id);
    await api('put', `${CR}/update`).send({ ...body, id, version: doc.version, lines: [{ id: doc.lines[0].id, operationInfoId: ops[2], unitId, quantity: '180', unitPrice: '9000000' }] }).expect(200);
    v = (await step(CR, 'submit', { id, version: doc.version + 1 }, 'requester').expect(200)).body.value.version;
    v = (await step(CR, 'confirm', { id, version: v }, 'expert').expect(200)).body.value.version;
    await step(CR, 'confirm', { id, version: v }, 'manager').expect(200);
    const done = await get(CR, id);
    expect(done.status).toBe(3);
    const k = await get(K, done.contractorContractId);
    expect([k.contractorId, k.projectId, k.contractRequestId, k.totalAmount, k.lines.length, k.lines[0].quantity, k.lines[0].unitPrice, k.lines[0].title]).toEqual([contractorId, projectId, id, '1620000000', 1, '180', '9000000', 'اسکلت فلزی']);
    // an employer request writes an employer contract with its operations
    const eid = (await api('post', `${CR}/create`).send({ ...body, kind: 2, partyId: employerId }).expect(200)).body.value.id as number;
    let ev = (await step(CR, 'submit', { id: eid, version: 1 }, 'requester').expect(200)).body.value.version as number;
    ev = (await step(CR, 'confirm', { id: eid, version: ev }, 'expert').expect(200)).body.value.version;
    await step(CR, 'confirm', { id: eid, version: ev }, 'manager').expect(200);
    const employerContractId = (await get(CR, eid)).employerContractId as number;
    const operations = await t.infra.db.prisma.projectOperation.findMany({ where: { employerContractId } });
    expect(operations.map((o) => [String(o.volume), String(o.unitPrice), String(o.amount), o.description])).toEqual([['180', '9500000', '1710000000', 'اسکلت فلزی']]);
  });

  it('works the employer’s statement out against the employer contract’s operations, through the project manager and the first manager, with a rejection and a resubmission', async () => {
    const p = t.infra.db.prisma;
    const ec = await p.employerContract.create({
      data: { companyId, contractNumber: `E${++seq}${Date.now() % 10000}`, title: 'قرارداد کارفرما آزمون', projectId, employerId, retentionPercent: '10', taxPercent: '0', insurancePercent: '0', advanceRepaymentPercent: '0' },
    });
    await p.projectOperation.create({ data: { companyId, employerContractId: ec.id, projectId, operationInfoId: ops[0]!, contractType: 1, volume: '500', unitPrice: '200000', amount: '100000000', description: 'خاکبرداری' } });
    const id = (await api('post', `${ES}/create`).send({ employerContractId: ec.id, statementDate: '2026-11-20', startDate: '2026-11-01', endDate: '2026-11-20' }).expect(200)).body.value.id as number;
    const doc = await get(ES, id);
    expect(doc.employerId).toBe(employerId);
    await api('put', `${ES}/update`).send({
      id, version: doc.version, employerContractId: ec.id, statementDate: '2026-11-20', startDate: '2026-11-01', endDate: '2026-11-20',
      lines: [{ id: doc.lines[0].id, projectOperationId: doc.lines[0].projectOperationId, quantity: '120.25' }],
    }).expect(200);
    const saved = await get(ES, id);
    // 120.25 × 200,000 = 24,050,000; retention 10% = 2,405,000; payable 21,645,000
    expect([saved.grossAmount, saved.retention, saved.payableAmount, saved.lines[0].unitId]).toEqual(['24050000', '2405000', '21645000', unitId]);
    let v = (await step(ES, 'submit', { id, version: saved.version }, 'requester').expect(200)).body.value.version as number;
    v = (await step(ES, 'confirm', { id, version: v }, 'manager').expect(200)).body.value.version;
    // the first manager rejects it one level down, the project manager back to the requester, who resubmits
    await step(ES, 'reject', { id, version: v }, 'first').expect(400); // a rejection needs its reason
    v = (await step(ES, 'reject', { id, version: v, comment: 'مقدار با صورتجلسه نمی‌خواند' }, 'first').expect(200)).body.value.version;
    expect([(await get(ES, id)).status, (await get(ES, id)).approvalLevel]).toEqual([2, 1]);
    v = (await step(ES, 'reject', { id, version: v, comment: 'اصلاح شود' }, 'manager').expect(200)).body.value.version;
    const back = await get(ES, id);
    expect([back.status, back.approvalLevel]).toEqual([4, null]);
    await api('put', `${ES}/update`).send({
      id, version: back.version, employerContractId: ec.id, statementDate: '2026-11-20', startDate: '2026-11-01', endDate: '2026-11-20',
      lines: [{ id: back.lines[0].id, projectOperationId: back.lines[0].projectOperationId, quantity: '110' }],
    }).expect(200);
    v = (await step(ES, 'submit', { id, version: back.version + 1 }, 'requester').expect(200)).body.value.version;
    v = (await step(ES, 'confirm', { id, version: v }, 'manager').expect(200)).body.value.version;
    await step(ES, 'confirm', { id, version: v }, 'first').expect(200);
    const done = await get(ES, id);
    // 110 × 200,000 = 22,000,000; retention 2,200,000; payable 19,800,000
    expect([done.status, done.approvalRound, done.grossAmount, done.payableAmount]).toEqual([3, 2, '22000000', '19800000']);
    // the mirror voucher: the employer owes the payable, holds the retention, and the revenue is the project's
    const vo = await voucherOf('employerstatement', id);
    expect([vo.status, vo.totalDebit, vo.totalCredit]).toEqual([2, '22000000', '22000000']);
    expect(vo.lines['1201']).toEqual({ debit: '19800000', credit: '0', thirdPartyId: employerId, projectId: null });
    expect(vo.lines['1203']).toEqual({ debit: '2200000', credit: '0', thirdPartyId: employerId, projectId: null });
    expect(vo.lines['5101']).toEqual({ debit: '0', credit: '22000000', thirdPartyId: null, projectId });
  });

  it('files a reward request under its contract’s project, rejected back to the requester and approved in a second round', async () => {
    const c = await contract();
    const id = (await api('post', `${RW}/create`).send({ requestDate: '2026-11-20', contractorContractId: c.id, amount: '25000000', reason: 'پایان زودتر از موعد' }).expect(200)).body.value.id as number;
    expect((await get(RW, id)).projectId).toBe(projectId);
    await api('post', `${RW}/create`).send({ requestDate: '2026-11-20', contractorContractId: c.id, amount: '0', reason: 'x' }).expect(400);
    let v = (await step(RW, 'submit', { id, version: 1 }, 'requester').expect(200)).body.value.version as number;
    v = (await step(RW, 'confirm', { id, version: v }, 'expert').expect(200)).body.value.version;
    // the project manager rejects it to the senior expert, who returns it; the requester lowers it and resubmits
    v = (await step(RW, 'reject', { id, version: v, comment: 'مبلغ پاداش زیاد است' }, 'manager').expect(200)).body.value.version;
    expect([(await get(RW, id)).status, (await get(RW, id)).approvalLevel]).toEqual([2, 1]);
    v = (await step(RW, 'reject', { id, version: v, comment: 'کاهش یابد' }, 'expert').expect(200)).body.value.version;
    const back = await get(RW, id);
    expect(back.status).toBe(4);
    await api('put', `${RW}/update`).send({ id, version: back.version, requestDate: '2026-11-20', contractorContractId: c.id, amount: '15000000', reason: 'پایان زودتر از موعد' }).expect(200);
    v = (await step(RW, 'submit', { id, version: back.version + 1 }, 'requester').expect(200)).body.value.version;
    v = (await step(RW, 'confirm', { id, version: v }, 'expert').expect(200)).body.value.version;
    await step(RW, 'confirm', { id, version: v }, 'manager').expect(200);
    const done = await get(RW, id);
    expect([done.status, done.approvalRound, done.amount]).toEqual([3, 2, '15000000']);
    const history = (await api('get', `${RW}/getHistory?Id=${id}`).expect(200)).body.value as { action: string }[];
    expect(history.map((h) => h.action)).toEqual(['submit', 'confirm', 'reject', 'reject', 'submit', 'confirm', 'confirm']);
  });
});
