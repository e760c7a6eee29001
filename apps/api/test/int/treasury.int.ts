import { ACCOUNT_PURPOSE, TREASURY_KIND, TREASURY_STATE, VOUCHER_KIND, VOUCHER_STATE } from '@karsaz/entities';
import { startTestApp, type TestApp } from './support';
import { USER } from './identity-support';
import { STANDARD_PURPOSES } from '../../src/seed/finance-demo';

/**
 * Receipts and payments (docs/finance.md "Receipts and payments") against the real database: a posted receipt posts
 * a balanced voucher (the bank debited with the bank account as its detail, the receivables credited with the
 * party) and the bank account's transactions show it with the running balance; a payment the other way; two posts
 * at once make one voucher; a posted document is not edited; reversing it restores every balance; the amount is
 * above zero; and a company that mapped no account to the purpose is refused the post (422), nothing written.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const TRS = '/api/treasury/v1';
const FIN = '/api/financial/v1';

describe('receipts and payments', () => {
  let t: TestApp;
  let a: string;
  let companyId: number;
  const acc = new Map<string, number>();
  let party: number;
  let bankAccount: number;
  const api = (m: 'get' | 'post' | 'put' | 'delete', path: string, lang = 'en') => t.http()[m](path).set(bearer(a)).set('Accept-Language', lang);
  const errorsOf = (body: { errors?: { field: string; message: string }[] }) => Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.message]));

  const create = (body: Record<string, unknown>) =>
    api('post', `${TRS}/treasurydocument/create`).send({ kind: TREASURY_KIND.receipt, documentDate: '2026-10-01', companyBankAccountId: bankAccount, thirdPartyId: party, amount: '1000000', ...body });
  const getDoc = async (id: number) => (await api('get', `${TRS}/treasurydocument/getById`).query({ Id: id }).expect(200)).body.value as Record<string, unknown> & { version: number };
  const step = async (id: number, action: 'post' | 'reverse', lang = 'en') =>
    api('post', `${TRS}/treasurydocument/${action}`, lang).send({ id, version: (await getDoc(id)).version, ...(action === 'reverse' ? { comment: 'ثبت اشتباه' } : {}) });
  const draft = async (body: Record<string, unknown>) => {
    const res = await create(body);
    if (res.status !== 200) throw new Error(`create answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.value.id as number;
  };
  const voucherOf = async (id: number) => {
    const v = await t.infra.db.prisma.voucher.findFirstOrThrow({ where: { companyId, sourceType: 'treasurydocument', sourceId: id, reversalOfId: null }, include: { voucherType: true } });
    return { ...v, lines: await t.infra.db.prisma.voucherLine.findMany({ where: { voucherId: v.id }, orderBy: { id: 'asc' } }) };
  };
  const sides = (lines: { accountId: number; debit: unknown; credit: unknown; thirdPartyId: number | null; bankAccountId: number | null }[]) =>
    lines.map((l) => ({ accountId: l.accountId, debit: String(l.debit), credit: String(l.credit), thirdPartyId: l.thirdPartyId, bankAccountId: l.bankAccountId }));
  const bankLines = async () =>
    (await api('get', `${TRS}/reports/bankAccountTransactions/getFiltered`).query({ bankAccountId: bankAccount, pageSize: 100 }).expect(200)).body.value as {
      data: Record<string, string | number | null>[];
      totals: Record<string, string>;
    };
  const trial = async () => (await api('get', `${FIN}/reports/trialBalance/getFiltered`).query({ pageSize: 100, dateTo: '2027-03-20' }).expect(200)).body.value as { data: Record<string, string>[]; totals: Record<string, string> };
  const net = (rows: Record<string, string>[]) => Object.fromEntries(rows.map((r) => [r.code, BigInt(r.balanceDebit!) - BigInt(r.balanceCredit!)]).filter(([, v]) => v !== 0n));

  beforeAll(async () => {
    t = await startTestApp();
    a = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value.access_token;
    const prisma = t.infra.db.prisma;
    companyId = (await prisma.company.findFirstOrThrow({ where: { isDefault: true } })).id;
    for (const r of await prisma.account.findMany({ where: { companyId } })) acc.set(r.code, r.id);
    // the generic suites of the shard may have let a purpose go (generic-arrange.ts): map the standard ones again
    for (const [purpose, code] of STANDARD_PURPOSES) {
      await prisma.accountSetting.deleteMany({ where: { companyId, purpose } });
      await prisma.accountSetting.create({ data: { companyId, purpose, accountId: acc.get(code)! } });
    }
    party = (await prisma.thirdParty.findFirstOrThrow({ where: { isActive: true }, orderBy: { id: 'asc' } })).id;
    // a bank account of this test's own, so its transactions are only this test's
    const bank = (await prisma.bank.findFirstOrThrow()).id;
    const tag = String(Date.now() % 1_000_000_000).padStart(9, '0');
    bankAccount = (await prisma.companyBankAccount.create({ data: { companyId, title: `حساب آزمون خزانه ${tag}`, bankId: bank, kind: 1, accountNo: `77${tag}`, shabaNo: 'IR160120000000001234567890', accountId: acc.get('1102')! } })).id;
    // the first suite of a run seeds the demo, which takes a while on a busy machine
  }, 240_000);
  afterAll(() => t.close());

  it('seeds posted receipts and payments in the demo company, each with its balanced voucher, and a draft', async () => {
    const docs = await t.infra.db.prisma.treasuryDocument.findMany({ where: { companyId, referenceNo: { in: ['4521873', '105-883412', 'CHQ-778120', '4530012'] } }, include: { voucher: true } });
    expect(docs.map((d) => [d.kind, d.status]).sort()).toEqual([
      [TREASURY_KIND.receipt, TREASURY_STATE.draft], [TREASURY_KIND.receipt, TREASURY_STATE.posted], [TREASURY_KIND.payment, TREASURY_STATE.posted], [TREASURY_KIND.payment, TREASURY_STATE.posted],
    ].sort());
    for (const d of docs.filter((x) => x.status === TREASURY_STATE.posted)) {
      expect(d.voucher).toMatchObject({ status: VOUCHER_STATE.posted, sourceType: 'treasurydocument', sourceId: d.id });
      expect([String(d.voucher!.totalDebit), String(d.voucher!.totalCredit)]).toEqual([String(d.amount), String(d.amount)]);
      expect(await t.infra.db.prisma.glEntry.count({ where: { voucherId: d.voucherId! } })).toBe(2);
    }
  });

  it('posts a receipt: Dr the bank (its detail the bank account) / Cr receivables (the party), shown in the bank account’s transactions with the running balance', async () => {
    const id = await draft({ amount: '1000000', referenceNo: '۱۲۳۴۵۶', description: 'دریافت بابت صورت‌وضعیت' });
    const stored = await getDoc(id);
    expect(stored).toMatchObject({ status: TREASURY_STATE.draft, voucherId: null, amount: '1000000', referenceNo: '123456' });
    expect(stored.number).toMatch(/^\d{6}$/);
    expect((await step(id, 'post')).status).toBe(200);

    const doc = await getDoc(id);
    const v = await voucherOf(id);
    expect(doc).toMatchObject({ status: TREASURY_STATE.posted, voucherId: v.id });
    expect(v).toMatchObject({ status: VOUCHER_STATE.posted, number: expect.any(Number) });
    expect(v.voucherType.kind).toBe(VOUCHER_KIND.treasury);
    expect([String(v.totalDebit), String(v.totalCredit)]).toEqual(['1000000', '1000000']);
    expect(sides(v.lines)).toEqual([
      { accountId: acc.get('1102'), debit: '1000000', credit: '0', thirdPartyId: null, bankAccountId: bankAccount },
      { accountId: acc.get('1201'), debit: '0', credit: '1000000', thirdPartyId: party, bankAccountId: null },
    ]);
    // the ledger has it: the bank account's transactions
    const report = await bankLines();
    expect(report.data.map((r) => [r.voucherId, r.debit, r.credit, r.balance, r.side])).toEqual([[v.id, '1000000', '0', '1000000', 'Dr']]);
  });

  it('posts a payment: Dr payables (the party) / Cr the bank, the running balance going down', async () => {
    const id = await draft({ kind: TREASURY_KIND.payment, documentDate: '2026-10-05', amount: '400000' });
    expect((await step(id, 'post')).status).toBe(200);
    const v = await voucherOf(id);
    expect((await getDoc(id)).voucherId).toBe(v.id);
    expect(sides(v.lines)).toEqual([
      { accountId: acc.get('3101'), debit: '400000', credit: '0', thirdPartyId: party, bankAccountId: null },
      { accountId: acc.get('1102'), debit: '0', credit: '400000', thirdPartyId: null, bankAccountId: bankAccount },
    ]);
    const report = await bankLines();
    expect(report.data.map((r) => [r.debit, r.credit, r.balance, r.side])).toEqual([
      ['1000000', '0', '1000000', 'Dr'],
      ['0', '400000', '600000', 'Dr'],
    ]);
    expect(report.totals).toMatchObject({ debit: '1000000', credit: '400000' });
  });

  it('makes one voucher of two posts at once', async () => {
    const id = await draft({ documentDate: '2026-10-07', amount: '250000' });
    const { version } = await getDoc(id);
    const answers = await Promise.all([1, 2].map(() => api('post', `${TRS}/treasurydocument/post`).send({ id, version })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await t.infra.db.prisma.voucher.count({ where: { companyId, sourceType: 'treasurydocument', sourceId: id } })).toBe(1);
    // and a post of a posted document is refused on its state
    const again = await step(id, 'post');
    expect([again.status, again.body.detail]).toEqual([409, 'state posted']);
    expect(await t.infra.db.prisma.voucher.count({ where: { companyId, sourceType: 'treasurydocument', sourceId: id } })).toBe(1);
  });

  it('never edits or deletes a posted document, and its reversal restores every balance', async () => {
    const before = await trial();
    const bankBefore = await bankLines();
    const id = await draft({ documentDate: '2026-10-10', amount: '777777' });
    expect((await step(id, 'post')).status).toBe(200);
    const posted = await trial();
    expect(BigInt(posted.totals.debit!) - BigInt(before.totals.debit!)).toBe(777777n);
    expect(posted.totals.balanceDebit).toBe(posted.totals.balanceCredit);

    const doc = await getDoc(id);
    const edit = await api('put', `${TRS}/treasurydocument/update`).send({ ...doc, amount: '1' });
    expect([edit.status, edit.body.detail]).toEqual([409, 'state posted']);
    expect((await api('delete', `${TRS}/treasurydocument/remove`).query({ Id: id })).status).toBe(409);
    expect(String((await t.infra.db.prisma.treasuryDocument.findUniqueOrThrow({ where: { id } })).amount)).toBe('777777');

    expect((await step(id, 'reverse')).status).toBe(200);
    const reversed = await getDoc(id);
    expect(reversed.status).toBe(TREASURY_STATE.reversed);
    const original = await t.infra.db.prisma.voucher.findUniqueOrThrow({ where: { id: reversed.voucherId as number } });
    expect(original.status).toBe(VOUCHER_STATE.reversed);
    expect(await t.infra.db.prisma.voucher.count({ where: { reversalOfId: original.id, status: VOUCHER_STATE.posted } })).toBe(1);
    const after = await trial();
    expect(net(after.data)).toEqual(net(before.data));
    expect(after.totals.balanceDebit).toBe(after.totals.balanceCredit);
    // the bank account's balance is as it was (the document and its contra both listed)
    const bankAfter = await bankLines();
    expect(bankAfter.data).toHaveLength(bankBefore.data.length + 2);
    expect([bankAfter.data.at(-1)!.balance, bankAfter.data.at(-1)!.side]).toEqual([bankBefore.data.at(-1)!.balance, bankBefore.data.at(-1)!.side]);
    // not reversed twice
    expect((await step(id, 'reverse')).status).toBe(409);
  });

  it('takes an amount above zero only (400 naming amount)', async () => {
    for (const amount of ['0', '-5000']) {
      const res = await create({ amount });
      expect([amount, res.status, Object.keys(errorsOf(res.body))]).toEqual([amount, 400, ['amount']]);
    }
    const missing = await create({ amount: undefined, companyBankAccountId: undefined, thirdPartyId: undefined });
    expect(Object.keys(errorsOf(missing.body)).sort()).toEqual(['amount', 'companyBankAccountId', 'thirdPartyId']);
  });

  it('refuses the post (422, naming the account settings) when the company mapped no account to the purpose, and writes nothing', async () => {
    const prisma = t.infra.db.prisma;
    const id = await draft({ kind: TREASURY_KIND.payment, documentDate: '2026-10-12', amount: '5000' });
    const setting = await prisma.accountSetting.findFirstOrThrow({ where: { companyId, purpose: ACCOUNT_PURPOSE.payables } });
    const vouchers = await prisma.voucher.count({ where: { companyId } });
    const entries = await prisma.glEntry.count({ where: { companyId } });
    await prisma.accountSetting.delete({ where: { id: setting.id } });
    try {
      const en = await step(id, 'post');
      expect(en.status).toBe(422);
      expect(en.body.message).toContain('account settings');
      expect(en.body.message).toContain('Payables');
      const fa = await step(id, 'post', 'fa');
      expect(fa.status).toBe(422);
      expect(fa.body.message).toContain('تنظیمات حساب‌ها');
      expect(await getDoc(id)).toMatchObject({ status: TREASURY_STATE.draft, voucherId: null });
      expect(await prisma.voucher.count({ where: { companyId } })).toBe(vouchers);
      expect(await prisma.glEntry.count({ where: { companyId } })).toBe(entries);
    } finally {
      await prisma.accountSetting.create({ data: { companyId, purpose: ACCOUNT_PURPOSE.payables, accountId: setting.accountId } });
    }
    // mapped again: it posts
    expect((await step(id, 'post')).status).toBe(200);
  });
});
