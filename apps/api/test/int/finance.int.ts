import fc from 'fast-check';
import { jalaliYearRange } from '@karsaz/domain';
import { ACCOUNT_LEVEL, ACCOUNT_PURPOSE, VOUCHER_STATE, findReport } from '@karsaz/entities';
import { startTestApp, type TestApp } from './support';
import { USER } from './identity-support';
import { runInContext } from '../../src/core/context/request-context';
import { GeneralLedger } from '../../src/modules/financial/ledger';
import { FinancialYearEnd } from '../../src/modules/financial/year-end';
import { FinancePosting, type PostingLine } from '../../src/modules/financial/posting';
import { standardPurposes } from './finance-fixtures';
import { ReportService } from '../../src/core/report/report.service';
import { STANDARD_CHART, seedStandardChart } from '../../src/seed/finance-demo';

/**
 * The general ledger (issue 17) against the real database: a voucher that does not balance, or whose line misses
 * the detail its account asks for, is refused with the line named; numbers have no gaps under twenty concurrent
 * posts; a posted voucher is never edited (409) and its reversal restores every balance; the posting service posts
 * a source once; and the trial balance balances after 10,000 random postings (fast-check), equal to the sums of
 * what was posted.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const FIN = '/api/financial/v1';
type Line = { accountId: number; debit?: string; credit?: string; thirdPartyId?: number; projectId?: number; costCenterId?: number; bankAccountId?: number; description?: string };

describe('the general ledger', () => {
  let t: TestApp;
  let a: string;
  let companyId: number;
  const acc = new Map<string, number>();
  let generalType: number;
  let party: number;
  const api = (m: 'get' | 'post' | 'put' | 'delete', path: string) => t.http()[m](`${FIN}${path}`).set(bearer(a)).set('Accept-Language', 'en');
  const errorsOf = (body: { errors?: { field: string; message: string }[] }) => Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.message]));

  const draft = async (voucherDate: string, lines: Line[], expected = 200) => {
    const res = await api('post', '/voucher/create').send({ voucherDate, voucherTypeId: generalType, description: 'سند آزمون', lines });
    if (res.status !== expected) throw new Error(`create answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res;
  };
  const version = async (id: number) => (await api('get', '/voucher/getById').query({ Id: id }).expect(200)).body.value.version as number;
  const step = async (id: number, action: 'post' | 'reverse') => api('post', `/voucher/${action}`).send({ id, version: await version(id), ...(action === 'reverse' ? { comment: 'آزمون' } : {}) });
  const trial = async (extra: Record<string, string> = {}) =>
    (await api('get', '/reports/trialBalance/getFiltered').query({ pageSize: 100, ...extra }).expect(200)).body.value as { data: Record<string, string>[]; totals: Record<string, string> };

  beforeAll(async () => {
    t = await startTestApp();
    a = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value.access_token;
    const company = await t.infra.db.prisma.company.findFirstOrThrow({ where: { isDefault: true } });
    companyId = company.id;
    for (const r of await t.infra.db.prisma.account.findMany({ where: { companyId } })) acc.set(r.code, r.id);
    generalType = (await t.infra.db.prisma.voucherType.findFirstOrThrow({ where: { companyId, code: '01' } })).id;
    party = (await t.infra.db.prisma.thirdParty.findFirstOrThrow({ where: { isActive: true } })).id;
    await standardPurposes(t.infra.db.prisma, companyId);
  });
  afterAll(() => t.close());

  it('seeds the standard chart: groups, general and subsidiary accounts, and the purposes', async () => {
    const levels = new Map((await t.infra.db.prisma.account.findMany({ where: { companyId } })).map((r) => [r.code, r.level]));
    for (const [code, , , , , generals] of STANDARD_CHART) {
      expect([code, levels.get(code)]).toEqual([code, ACCOUNT_LEVEL.group]);
      for (const [gcode, , , subs] of generals) {
        expect([gcode, levels.get(gcode)]).toEqual([gcode, ACCOUNT_LEVEL.general]);
        for (const [scode] of subs) expect([scode, levels.get(scode)]).toEqual([scode, ACCOUNT_LEVEL.subsidiary]);
      }
    }
    const bank = (await api('get', '/account/getById').query({ Id: acc.get('1102') }).expect(200)).body.value;
    expect(bank).toMatchObject({ code: '1102', level: ACCOUNT_LEVEL.subsidiary, parentId: acc.get('11'), isLiquid: true });
  });

  it('keeps the chart’s shape: parents one level up, codes under their parent’s, accounts in use fixed, no delete under a parent', async () => {
    const create = (body: Record<string, unknown>) => api('post', '/account/create').send({ nature: 1, ...body });
    // a general account under a general account, a code that does not start with its parent's
    const wrongParent = await create({ level: ACCOUNT_LEVEL.general, parentId: acc.get('11'), code: '1199', name: 'کل نادرست' }).expect(400);
    expect(errorsOf(wrongParent.body)).toEqual({ parentId: '"Parent account" must be a group account.' });
    const wrongCode = await create({ level: ACCOUNT_LEVEL.subsidiary, parentId: acc.get('11'), code: '2199', name: 'معین نادرست' }).expect(400);
    expect(Object.keys(errorsOf(wrongCode.body))).toEqual(['code']);
    // a subsidiary takes its group's kind whatever is sent
    const made = (await create({ level: ACCOUNT_LEVEL.subsidiary, parentId: acc.get('11'), code: `11${Date.now() % 100000}`, name: 'صندوق فرعی آزمون', kind: 5 }).expect(200)).body.value;
    expect((await api('get', '/account/getById').query({ Id: made.id }).expect(200)).body.value.kind).toBe(1);
    // an account vouchers name keeps its detail
    const used = (await api('get', '/account/getById').query({ Id: acc.get('3101') }).expect(200)).body.value;
    const changed = await api('put', '/account/update').send({ ...used, detailKind: 2 }).expect(400);
    expect(Object.keys(errorsOf(changed.body))).toEqual(['detailKind']);
    // a general account with accounts under it is not deleted
    const refused = await api('delete', '/account/remove').query({ Id: acc.get('11') }).expect(409);
    expect(refused.body.message).toContain('Chart of accounts');
    // one account per purpose
    const twice = await api('post', '/accountsetting/create').send({ purpose: 4, accountId: acc.get('1302') }).expect(400);
    expect(errorsOf(twice.body).purpose).toContain('mapped to the account');
  });

  it('refuses a voucher that does not balance, naming the line and the difference', async () => {
    const res = await draft('2026-07-01', [{ accountId: acc.get('6202')!, debit: '1000' }, { accountId: acc.get('1101')!, credit: '900' }], 400);
    expect(errorsOf(res.body)).toEqual({ 'lines[1].credit': 'The voucher does not balance: debits 1000, credits 900 rials (a difference of 100).' });
    // nothing was written
    expect(await t.infra.db.prisma.voucher.count({ where: { companyId, description: 'سند آزمون', totalDebit: '1000' } })).toBe(0);
  });

  it('refuses a line on both sides, a group account, a missing detail and a detail the account does not take, all at once', async () => {
    const res = await draft(
      '2026-07-01',
      [
        { accountId: acc.get('6202')!, debit: '500', credit: '500' },
        { accountId: acc.get('3101')!, credit: '500' },
        { accountId: acc.get('1101')!, credit: '0', debit: '500', thirdPartyId: party },
      ],
      400,
    );
    const errors = errorsOf(res.body);
    expect(Object.keys(errors).sort()).toEqual(['lines[0].debit', 'lines[1].thirdPartyId', 'lines[2].thirdPartyId']);
    expect(errors['lines[1].thirdPartyId']).toContain('needs the detail');
    expect(errors['lines[2].thirdPartyId']).toContain('takes no');
    // a group is not posted to: only the subsidiary accounts are offered
    const group = await draft('2026-07-01', [{ accountId: acc.get('6')!, debit: '500' }, { accountId: acc.get('1101')!, credit: '500' }], 400);
    expect(Object.keys(errorsOf(group.body))).toEqual(['lines[0].accountId']);
  });

  it('numbers twenty concurrent posts without a gap, and a refused post takes no number', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push((await draft('2026-07-02', [{ accountId: acc.get('6202')!, debit: String(1000 + i) }, { accountId: acc.get('1101')!, credit: String(1000 + i) }])).body.value.id);
    // a draft whose account is deactivated before it is posted: its post is refused
    const bad = (await draft('2026-07-02', [{ accountId: acc.get('6203')!, debit: '7' }, { accountId: acc.get('1103')!, credit: '7' }])).body.value.id as number;
    const before = await t.infra.db.prisma.voucher.aggregate({ where: { companyId, financialYearId: { not: null } }, _max: { number: true } });
    await t.infra.db.prisma.account.update({ where: { id: acc.get('1103')! }, data: { isActive: false } });
    const versions = await Promise.all([...ids, bad].map(version));
    const answers = await Promise.all([...ids, bad].map((id, i) => api('post', '/voucher/post').send({ id, version: versions[i] })));
    await t.infra.db.prisma.account.update({ where: { id: acc.get('1103')! }, data: { isActive: true } });
    expect(answers.slice(0, 20).map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(answers[20]!.status).toBe(400);
    const numbers = (await t.infra.db.prisma.voucher.findMany({ where: { id: { in: ids } }, select: { number: true } })).map((v) => v.number!).sort((x, y) => x - y);
    const start = numbers[0]!;
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => start + i));
    expect(start).toBeLessThanOrEqual((before._max.number ?? 0) + 1);
    // the refused one is still a draft without a number; posting it now takes the next number
    expect((await t.infra.db.prisma.voucher.findUniqueOrThrow({ where: { id: bad } })).number).toBeNull();
    expect((await step(bad, 'post')).status).toBe(200);
    const max = (await t.infra.db.prisma.voucher.aggregate({ where: { companyId, financialYearId: numbers.length ? (await t.infra.db.prisma.voucher.findUniqueOrThrow({ where: { id: bad } })).financialYearId : 0 }, _max: { number: true } }))._max.number;
    expect((await t.infra.db.prisma.voucher.findUniqueOrThrow({ where: { id: bad } })).number).toBe(max);
  });

  it('never edits a posted voucher, and its reversal restores every balance', async () => {
    const at = { dateTo: '2027-03-20' };
    const before = await trial(at);
    const id = (
      await draft('2026-08-01', [
        { accountId: acc.get('1201')!, thirdPartyId: party, debit: '123456789' },
        { accountId: acc.get('5102')!, credit: '100000000' },
        { accountId: acc.get('3204')!, credit: '23456789' },
      ])
    ).body.value.id as number;
    expect((await step(id, 'post')).status).toBe(200);
    const posted = await trial(at);
    expect(BigInt(posted.totals.debit!) - BigInt(before.totals.debit!)).toBe(123456789n);
    expect(posted.totals.balanceDebit).toBe(posted.totals.balanceCredit);
    // a posted voucher: no edit, no delete (409 naming the state)
    const v = (await api('get', '/voucher/getById').query({ Id: id }).expect(200)).body.value;
    const edit = await api('put', '/voucher/update').send({ id, version: v.version, voucherDate: v.voucherDate, voucherTypeId: v.voucherTypeId, description: 'تغییر' });
    expect([edit.status, edit.body.detail]).toEqual([409, 'state posted']);
    expect((await api('delete', '/voucher/remove').query({ Id: id })).status).toBe(409);
    // the ledger itself refuses a change
    await expect(t.infra.db.prisma.$executeRawUnsafe(`UPDATE gl_entry SET debit = 0 WHERE voucher_id = ${id}`)).rejects.toThrow(/append-only/);
    // reverse: a contra voucher posted, the original reversed, every balance as before
    expect((await step(id, 'reverse')).status).toBe(200);
    const after = await trial(at);
    // every account's balance as before (an account the voucher alone touched is listed with its turnover, at zero)
    const net = (rows: Record<string, string>[]) =>
      Object.fromEntries(rows.map((r) => [r.code, BigInt(r.balanceDebit!) - BigInt(r.balanceCredit!)]).filter(([, v]) => v !== 0n));
    expect(net(after.data)).toEqual(net(before.data));
    const original = (await api('get', '/voucher/getById').query({ Id: id }).expect(200)).body.value;
    expect(original.status).toBe(VOUCHER_STATE.reversed);
    const contra = await t.infra.db.prisma.voucher.findFirstOrThrow({ where: { reversalOfId: id } });
    expect(contra).toMatchObject({ status: VOUCHER_STATE.posted, totalDebit: expect.anything() });
    expect(String(contra.totalDebit)).toBe('123456789');
    // the contra voucher is not reversed itself (422), and the original cannot be reversed twice (409)
    expect((await step(contra.id, 'reverse')).status).toBe(422);
    expect((await step(id, 'reverse')).status).toBe(409);
  });

  it('drills from a group to a voucher line in the account review', async () => {
    const groups = (await api('get', '/reports/accountReview/getFiltered').query({ pageSize: 50 }).expect(200)).body.value.data as Record<string, string | number>[];
    const group = groups.find((g) => g.code === '6')!;
    expect(group.hasChildren).toBe(1);
    const generals = (await api('get', '/reports/accountReview/getFiltered').query({ parentId: group.accountId }).expect(200)).body.value.data as Record<string, string | number>[];
    const general = generals.find((g) => g.code === '62')!;
    const subs = (await api('get', '/reports/accountReview/getFiltered').query({ parentId: general.accountId }).expect(200)).body.value.data as Record<string, string | number>[];
    const rent = subs.find((s) => s.code === '6202')!;
    expect(rent.isPostable).toBe(1);
    // the group's turnover is its generals', a general's its subsidiaries'
    const sum = (rows: Record<string, string | number>[], key: string) => rows.reduce((s, r) => s + BigInt(r[key] as string), 0n);
    expect(BigInt(group.debit as string)).toBe(sum(generals, 'debit'));
    expect(BigInt(general.debit as string)).toBe(sum(subs, 'debit'));
    const lines = (await api('get', '/reports/ledger/getFiltered').query({ accountId: rent.accountId, pageSize: 100 }).expect(200)).body.value;
    expect(lines.rowCount).toBeGreaterThan(0);
    expect(lines.totals.debit).toBe(rent.debit);
    const last = lines.data.at(-1) as Record<string, string>;
    expect(BigInt(last.balance!)).toBe(BigInt(rent.balanceDebit as string) + BigInt(rent.balanceCredit as string));
  });

  it('posts a source once through the posting service, and reverses it with its source', async () => {
    const posting = t.app.get(FinancePosting);
    const req = {
      sourceType: 'stockdocument', sourceId: 987654, date: '2026-09-01', description: 'رسید آزمون', userId: null,
      lines: [{ purpose: 4, debit: '5000', credit: '0' }, { purpose: 5, thirdPartyId: party, debit: '0', credit: '5000' }],
    };
    const once = () => runInContext({ companyId }, () => t.infra.db.scoped.$transaction((tx) => posting.post(tx, req)));
    const [first, second] = await Promise.all([once(), once()]);
    expect([first!.created, second!.created].sort()).toEqual([false, true]);
    expect(first!.voucherId).toBe(second!.voucherId);
    expect(await t.infra.db.prisma.voucher.count({ where: { companyId, sourceType: 'stockdocument', sourceId: 987654 } })).toBe(1);
    // reversed by hand on the vouchers page: refused, its document reverses it
    const byHand = await step(first!.voucherId, 'reverse');
    expect([byHand.status, byHand.body.message]).toEqual([422, expect.stringContaining('reverse that document')]);
    const contra = await runInContext({ companyId }, () => t.infra.db.scoped.$transaction((tx) => posting.reverseSource(tx, 'stockdocument', 987654, null, 'برگشت')));
    expect(contra).not.toBeNull();
    expect((await t.infra.db.prisma.voucher.findUniqueOrThrow({ where: { id: first!.voucherId } })).status).toBe(VOUCHER_STATE.reversed);
    // posted again after the reversal: a new voucher
    expect((await once())!.created).toBe(true);
  });

  it('keeps from what a source offers the detail each account asks for, sums alike lines, and names an account whose detail is missing', async () => {
    const posting = t.app.get(FinancePosting);
    const p = t.infra.db.prisma;
    const centres = (await p.costCenter.findMany({ where: { companyId }, orderBy: { id: 'asc' }, take: 2, select: { id: true } })).map((c) => c.id);
    const people = (await p.thirdParty.findMany({ where: { isActive: true }, orderBy: { id: 'asc' }, take: 2, select: { id: true } })).map((x) => x.id);
    const post = (sourceId: number, lines: PostingLine[]) =>
      runInContext({ companyId }, () => t.infra.db.scoped.$transaction((tx) => posting.post(tx, { sourceType: 'payroll', sourceId, date: '2026-09-01', description: 'آزمون', userId: null, lines })));
    // salaries (6201) ask for a cost centre, salaries payable (3201) for nothing: two people of one centre make one
    // expense line and one payable line; a third person of no centre takes the purpose's default
    const fallback = (await p.accountSetting.findFirstOrThrow({ where: { companyId, purpose: ACCOUNT_PURPOSE.salaryExpense } })).costCenterId!;
    const made = await post(990001, [
      { purpose: ACCOUNT_PURPOSE.salaryExpense, debit: '100', credit: '0', offer: { thirdPartyId: people[0], costCenterId: centres[0] } },
      { purpose: ACCOUNT_PURPOSE.salaryExpense, debit: '50', credit: '0', offer: { thirdPartyId: people[1], costCenterId: centres[0] } },
      { purpose: ACCOUNT_PURPOSE.salaryExpense, debit: '25', credit: '0', offer: { thirdPartyId: people[1], costCenterId: null } },
      { purpose: ACCOUNT_PURPOSE.salaryPayable, debit: '0', credit: '150', offer: { thirdPartyId: people[0] } },
      { purpose: ACCOUNT_PURPOSE.salaryPayable, debit: '0', credit: '25', offer: { thirdPartyId: people[1] } },
    ]);
    const lines = await p.voucherLine.findMany({ where: { voucherId: made!.voucherId }, orderBy: { id: 'asc' } });
    const byCentre = (id: number | null) => lines.filter((l) => l.accountId === acc.get('6201') && l.costCenterId === id).map((l) => String(l.debit));
    expect(byCentre(centres[0]!)).toEqual(fallback === centres[0] ? ['175'] : ['150']);
    if (fallback !== centres[0]) expect(byCentre(fallback)).toEqual(['25']);
    expect(lines.filter((l) => l.accountId === acc.get('3201')).map((l) => [String(l.credit), l.thirdPartyId])).toEqual([['175', null]]);
    // an account asking for a cost centre no line gives: 422 naming the account, nothing written
    const before = await p.voucher.count({ where: { companyId } });
    const refused = await post(990002, [
      { accountId: acc.get('6201')!, debit: '10', credit: '0', offer: { thirdPartyId: people[0] } },
      { purpose: ACCOUNT_PURPOSE.salaryPayable, debit: '0', credit: '10' },
    ]).then(() => null, (e: { status?: number; getStatus?: () => number; message?: string; response?: unknown }) => e);
    expect(refused).not.toBeNull();
    expect(JSON.stringify(refused)).toMatch(/هزینهٔ حقوق و دستمزد/);
    expect(await p.voucher.count({ where: { companyId } })).toBe(before);
    // a default cost centre only on an account that asks for one
    const setting = await p.accountSetting.findFirstOrThrow({ where: { companyId, purpose: ACCOUNT_PURPOSE.salaryPayable } });
    const v = (await api('get', '/accountsetting/getById').query({ Id: setting.id }).expect(200)).body.value.version as number;
    const wrong = await api('put', '/accountsetting/update').send({ id: setting.id, version: v, purpose: setting.purpose, accountId: setting.accountId, costCenterId: centres[0] }).expect(400);
    expect(Object.keys(errorsOf(wrong.body))).toEqual(['costCenterId']);
  });

  it('posts a stock document’s voucher through the posting service, and reverses it with the document', async () => {
    const WH = '/api/warehouse/v1';
    const wh = (m: 'get' | 'post', path: string) => t.http()[m](`${WH}${path}`).set(bearer(a)).set('Accept-Language', 'en');
    const tag = `${Date.now() % 1000000}`;
    const unit = (await t.infra.db.prisma.measureUnit.findFirstOrThrow()).id;
    const warehouseId = (await wh('post', '/warehouse/create').send({ code: `FW${tag}`, name: `انبار دفتر کل ${tag}`, warehouseType: 1 }).expect(200)).body.value.id;
    const productId = (await wh('post', '/product/create').send({ code: `FP${tag}`, name: `کالای دفتر کل ${tag}`, measureUnitId: unit, valuationMethod: 1 }).expect(200)).body.value.id;
    const docStep = async (id: number, action: 'post' | 'reverse') => {
      const version = (await wh('get', '/stockdocument/getById').query({ Id: id }).expect(200)).body.value.version;
      const res = await wh('post', `/stockdocument/${action}`).send({ id, version, ...(action === 'reverse' ? { comment: 'آزمون' } : {}) });
      expect([action, res.status]).toEqual([action, 200]);
    };
    // 4 × 2,500 received: inventory debited, goods received not billed credited, 10,000 each
    const receipt = (await wh('post', '/stockdocument/create').send({ kind: 1, documentDate: '2026-09-02', warehouseId, lines: [{ productId, quantity: '4', unitCost: '2500' }] }).expect(200)).body.value.id as number;
    await docStep(receipt, 'post');
    const voucherOf = async (id: number) => {
      const found = await t.infra.db.prisma.voucher.findFirstOrThrow({ where: { companyId, sourceType: 'stockdocument', sourceId: id, reversalOfId: null } });
      return { ...found, voucherLines: await t.infra.db.prisma.voucherLine.findMany({ where: { voucherId: found.id }, orderBy: { id: 'asc' } }) };
    };
    const v = await voucherOf(receipt);
    expect(v.status).toBe(VOUCHER_STATE.posted);
    expect(v.number).toBeGreaterThan(0);
    expect(v.voucherLines.map((l) => [l.accountId, String(l.debit), String(l.credit)])).toEqual([[acc.get('1301'), '10000', '0'], [acc.get('3205'), '0', '10000']]);
    // 3 issued at the average: consumption debited 7,500
    const issue = (await wh('post', '/stockdocument/create').send({ kind: 2, documentDate: '2026-09-03', warehouseId, lines: [{ productId, quantity: '3' }] }).expect(200)).body.value.id as number;
    await docStep(issue, 'post');
    const i = await voucherOf(issue);
    expect(i.voucherLines.map((l) => [l.accountId, String(l.debit)])).toEqual([[acc.get('6101'), '7500'], [acc.get('1301'), '0']]);
    // the issue reversed: its voucher reversed by a contra voucher
    await docStep(issue, 'reverse');
    const reversed = await t.infra.db.prisma.voucher.findFirstOrThrow({ where: { companyId, sourceType: 'stockdocument', sourceId: issue, reversalOfId: null } });
    expect(reversed.status).toBe(VOUCHER_STATE.reversed);
    expect(await t.infra.db.prisma.voucher.count({ where: { reversalOfId: reversed.id, status: VOUCHER_STATE.posted } })).toBe(1);
  });

  it('closes a year: the temporary accounts into retained earnings, the closing voucher, the next year opened with the balances', async () => {
    const prisma = t.infra.db.prisma;
    const c = await prisma.company.create({ data: { code: `Y${Date.now() % 100000000}`, nameFa: 'شرکت آزمون بستن سال', nameEn: 'Year-end test company' } });
    const r1403 = jalaliYearRange(1403);
    const year = await prisma.financialYear.create({ data: { companyId: c.id, year: 1403, nameFa: 'سال مالی ۱۴۰۳', startDate: new Date(`${r1403.start}T00:00:00Z`), endDate: new Date(`${r1403.end}T00:00:00Z`), isCurrent: true } });
    const ids = (await prisma.$transaction((tx) => seedStandardChart(tx, c.id, null)))!;
    const a = (code: string) => ids.get(code)!;
    const type = (await prisma.voucherType.findFirstOrThrow({ where: { companyId: c.id, code: '01' } })).id;
    const ledger = t.app.get(GeneralLedger);
    const yearEnd = t.app.get(FinancialYearEnd);
    const inC = <T,>(fn: () => Promise<T>, financialYearId: number | null = null) => runInContext({ companyId: c.id, financialYearId }, fn);
    const voucher = async (day: string, lines: Line[], post = true) =>
      inC(() =>
        prisma.$transaction(async (tx) => {
          const v = await tx.voucher.create({ data: { companyId: c.id, financialYearId: year.id, voucherDate: new Date(`${day}T00:00:00Z`), voucherTypeId: type, description: 'بستن سال' } });
          await tx.voucherLine.createMany({ data: lines.map((l) => ({ debit: '0', credit: '0', ...l, companyId: c.id, voucherId: v.id })) });
          if (post) {
            await ledger.post(tx, v.id);
            await tx.voucher.update({ where: { id: v.id }, data: { status: VOUCHER_STATE.posted } });
          }
          return v.id;
        }),
      );
    // capital 1,000 in cash; a sale of 500 to a customer on credit; rent of 200 paid in cash: a profit of 300
    await voucher('2024-04-01', [{ accountId: a('1101'), debit: '1000' }, { accountId: a('4101'), credit: '1000' }]);
    await voucher('2024-06-01', [{ accountId: a('1201'), thirdPartyId: party, debit: '500' }, { accountId: a('5102'), credit: '500' }]);
    await voucher('2024-07-01', [{ accountId: a('6202'), debit: '200' }, { accountId: a('1101'), credit: '200' }]);
    const draftId = await voucher('2024-08-01', [{ accountId: a('6202'), debit: '1' }, { accountId: a('1101'), credit: '1' }], false);
    // a draft left: not closed
    await expect(inC(() => yearEnd.close(year.id, null))).rejects.toMatchObject({ status: 422 });
    await prisma.voucherLine.deleteMany({ where: { voucherId: draftId } });
    await prisma.voucher.delete({ where: { id: draftId } });

    const closed = await inC(() => yearEnd.close(year.id, null));
    expect(closed).toMatchObject({ closedYearId: year.id, nextYearCreated: true, profit: '300' });
    expect(closed.closingVoucherIds).toHaveLength(2);
    const next = await prisma.financialYear.findUniqueOrThrow({ where: { id: closed.nextYearId } });
    expect(next).toMatchObject({ year: 1404, isCurrent: true });
    expect(await prisma.financialYear.findUniqueOrThrow({ where: { id: year.id } })).toMatchObject({ isClosed: true, isCurrent: false });

    const reports = t.app.get(ReportService);
    const trialOf = async (yearId: number) => {
      const tb = await inC(() => reports.page(findReport('/financial/trial-balance-report')!, { pageSize: '100' }, 'en'), yearId);
      return { totals: tb.totals, net: Object.fromEntries(tb.data.map((r) => [r.code, BigInt(r.balanceDebit as string) - BigInt(r.balanceCredit as string)]).filter(([, v]) => v !== 0n)) };
    };
    // the next year opens with the balance sheet: cash 800, the customer 500, capital 1,000 and the year's profit 300
    const opened = await trialOf(next.id);
    expect(opened.net).toEqual({ '1101': 800n, '1201': 500n, '4101': -1000n, '4201': -300n });
    expect(opened.totals.balanceDebit).toBe(opened.totals.balanceCredit);
    const lines = await prisma.glEntry.findMany({ where: { voucherId: closed.openingVoucherId! } });
    expect(lines.find((l) => l.accountId === a('1201'))).toMatchObject({ thirdPartyId: party });
    // the closed year reads as it was before the closing: revenue and cost are still there
    expect((await trialOf(year.id)).net).toEqual({ '1101': 800n, '1201': 500n, '4101': -1000n, '5102': -500n, '6202': 200n });
    // a closed year takes no voucher, and is not closed twice
    const late = await voucher('2024-09-01', [{ accountId: a('6202'), debit: '5' }, { accountId: a('1101'), credit: '5' }], false);
    await expect(inC(() => prisma.$transaction((tx) => ledger.post(tx, late)))).rejects.toMatchObject({ status: 400 });
    await expect(inC(() => yearEnd.close(year.id, null))).rejects.toMatchObject({ status: 409 });
  });

  it('balances the trial balance after 10,000 random postings, equal to what was posted (fast-check)', async () => {
    // a company of its own, with the standard chart and a year, so the sums are only this test's
    const prisma = t.infra.db.prisma;
    const c = await prisma.company.create({ data: { code: `F${Date.now() % 100000000}`, nameFa: 'شرکت آزمون دفتر کل', nameEn: 'Ledger test company' } });
    const range = jalaliYearRange(1405);
    const year = await prisma.financialYear.create({ data: { companyId: c.id, year: 1405, nameFa: 'سال مالی ۱۴۰۵', startDate: new Date(`${range.start}T00:00:00Z`), endDate: new Date(`${range.end}T00:00:00Z`), isCurrent: true } });
    const ids = (await prisma.$transaction((tx) => seedStandardChart(tx, c.id, null)))!;
    const plain = [...ids.entries()].filter(([code]) => code.length === 4);
    const subs = await prisma.account.findMany({ where: { id: { in: plain.map(([, id]) => id) } } });
    const postable = subs.filter((s) => s.detailKind === null).map((s) => s.id);
    const type = (await prisma.voucherType.findFirstOrThrow({ where: { companyId: c.id, code: '01' } })).id;
    const ledger = t.app.get(GeneralLedger);
    const reports = t.app.get(ReportService);
    const expected = new Map<number, bigint>();
    let lineCount = 0;
    const voucherArb = fc
      .record({
        day: fc.integer({ min: 0, max: 360 }),
        debits: fc.array(fc.record({ account: fc.constantFrom(...postable), amount: fc.bigInt({ min: 1n, max: 10n ** 13n }) }), { minLength: 1, maxLength: 12 }),
        credits: fc.array(fc.record({ account: fc.constantFrom(...postable), weight: fc.integer({ min: 1, max: 9 }) }), { minLength: 1, maxLength: 8 }),
      })
      .map(({ day, debits, credits }) => {
        // split the debits' total over the credits by weight, the last taking the rest: the voucher balances exactly
        const total = debits.reduce((s, d) => s + d.amount, 0n);
        const weights = credits.reduce((s, x) => s + BigInt(x.weight), 0n);
        let left = total;
        const creditLines = credits.map((x, i) => {
          const amount = i === credits.length - 1 ? left : (total * BigInt(x.weight)) / weights;
          left -= amount;
          return { account: x.account, amount };
        });
        return { day, debits, credits: creditLines.filter((x) => x.amount > 0n) };
      });
    await fc.assert(
      fc.asyncProperty(fc.array(voucherArb, { minLength: 100, maxLength: 100 }), async (vouchers) => {
        await runInContext({ companyId: c.id }, () =>
          prisma.$transaction(
            async (tx) => {
              for (const v of vouchers) {
                const date = new Date(new Date(`${range.start}T00:00:00Z`).getTime() + v.day * 86_400_000);
                const lines = [...v.debits.map((d) => ({ accountId: d.account, debit: String(d.amount), credit: '0' })), ...v.credits.map((x) => ({ accountId: x.account, debit: '0', credit: String(x.amount) }))];
                const row = await tx.voucher.create({ data: { companyId: c.id, financialYearId: year.id, voucherDate: date, voucherTypeId: type, description: 'تصادفی' } });
                await tx.voucherLine.createMany({ data: lines.map((l) => ({ ...l, companyId: c.id, voucherId: row.id })) });
                await ledger.post(tx, row.id);
                for (const l of lines) expected.set(l.accountId, (expected.get(l.accountId) ?? 0n) + BigInt(l.debit) - BigInt(l.credit));
                lineCount += lines.length;
              }
            },
            { timeout: 120_000 },
          ),
        );
        const tb = await runInContext({ companyId: c.id }, () => reports.page(findReport('/financial/trial-balance-report')!, { pageSize: '100' }, 'en'));
        expect(tb.totals.debit).toBe(tb.totals.credit);
        expect(tb.totals.balanceDebit).toBe(tb.totals.balanceCredit);
        const got = Object.fromEntries(tb.data.map((r) => [r.accountId, BigInt(r.balanceDebit as string) - BigInt(r.balanceCredit as string)]));
        const want = Object.fromEntries([...expected.entries()].filter(([, v]) => v !== 0n).map(([k, v]) => [k, v]));
        for (const [k, v] of Object.entries(want)) expect(got[k]).toBe(v);
      }),
      { numRuns: 12, endOnFailure: true },
    );
    expect(lineCount).toBeGreaterThanOrEqual(10_000);
  }, 300_000);
});
