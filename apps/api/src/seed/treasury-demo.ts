import { jalaliToIsoDate } from '@karsaz/domain';
import { TREASURY_KIND, TREASURY_STATE, VOUCHER_KIND, getEntity } from '@karsaz/entities';
import type { Prisma } from '../generated/prisma/client';
import { nextCode } from '../core/entity/code-sequence';
import { runInContext } from '../core/context/request-context';
import { GeneralLedger } from '../modules/financial/ledger';
import { FinancePosting } from '../modules/financial/posting';
import { TREASURY_SOURCE, treasuryVoucher } from '../modules/financial/treasury.hooks';

type Tx = Prisma.TransactionClient;

/**
 * The treasury's demo (docs/finance.md "Receipts and payments"): in the demo company, receipts from the employer and
 * payments to the supplier through the company's bank accounts, posted with the same voucher lines the post step
 * writes (treasuryVoucher), each keeping its voucher; and a draft receipt waiting to be posted. After finance's
 * demo (its chart, purposes, bank accounts and year); nothing when the company has treasury documents already.
 */
export async function seedTreasuryDemo(tx: Tx, o: { companyId: number; adminUserId: number; jalaliYear: number }): Promise<void> {
  const { companyId } = o;
  if (await tx.treasuryDocument.count({ where: { companyId } })) return;
  const year = await tx.financialYear.findFirst({ where: { companyId, year: o.jalaliYear } });
  const banks = await tx.companyBankAccount.findMany({ where: { companyId }, orderBy: { id: 'asc' }, include: { account: { select: { detailKind: true } } } });
  const parties = await tx.thirdParty.findMany({ where: { isActive: true }, orderBy: { id: 'asc' }, take: 2, select: { id: true, fullName: true } });
  if (!year || !banks.length || parties.length < 2) return;
  const [supplier, employer] = [parties[0]!, parties[1]!];
  const stamp = { companyId, createdBy: o.adminUserId, updatedBy: o.adminUserId };
  const entity = getEntity('treasurydocument');
  const posting = new FinancePosting(new GeneralLedger());

  const enter = async (jm: number, jd: number, kind: number, party: { id: number; fullName: string | null }, amount: string, referenceNo: string, description: string, post = true) => {
    const day = jalaliToIsoDate(o.jalaliYear, jm, jd)!;
    const bank = banks[0]!;
    const doc = await tx.treasuryDocument.create({
      data: {
        ...stamp, number: await nextCode(tx, entity, companyId), kind, documentDate: new Date(`${day}T00:00:00Z`), financialYearId: year.id,
        companyBankAccountId: bank.id, thirdPartyId: party.id, amount, referenceNo, description, status: TREASURY_STATE.draft,
      },
    });
    if (!post) return;
    const v = treasuryVoucher(doc, { id: bank.id, accountId: bank.accountId, detailKind: bank.account.detailKind }, party.fullName);
    // through finance's one posting service, as the post step does (the company named: the seed's client is not scoped)
    const posted = await runInContext({ companyId }, () =>
      posting.post(tx, { sourceType: TREASURY_SOURCE, sourceId: doc.id, date: day, userId: o.adminUserId, kind: VOUCHER_KIND.treasury, description: v.description, lines: v.lines }),
    );
    if (!posted) return;
    await tx.treasuryDocument.update({ where: { id: doc.id }, data: { status: TREASURY_STATE.posted, voucherId: posted.voucherId, postedAt: new Date(`${day}T08:30:00Z`) } });
  };

  await enter(8, 21, TREASURY_KIND.receipt, employer, '1500000000', '4521873', 'علی‌الحساب صورت‌وضعیت شمارهٔ ۸');
  await enter(8, 23, TREASURY_KIND.payment, supplier, '620000000', '105-883412', 'تسویهٔ فاکتور خرید سیمان');
  await enter(8, 24, TREASURY_KIND.payment, supplier, '180000000', 'CHQ-778120', 'پرداخت با چک بابت میلگرد');
  await enter(8, 29, TREASURY_KIND.receipt, employer, '950000000', '4530012', 'پیش‌دریافت قرارداد الحاقی', false);
}
