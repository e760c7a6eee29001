import { Injectable } from '@nestjs/common';
import { toPersianDigits } from '@karsaz/domain';
import { ACCOUNT_PURPOSE, DETAIL_KIND, TREASURY_KIND, VOUCHER_KIND } from '@karsaz/entities';
import type { TreasuryDocument } from '../../generated/prisma/client';
import { EntityHooks, type TransitionContext } from '../../core/entity/hooks';
import { businessRule } from '../../core/http/errors';
import { FinancePosting, type PostingLine } from './posting';

/** The source type of a treasury document's voucher (the posting service posts a source once). */
export const TREASURY_SOURCE = 'treasurydocument';

/** The purpose a kind's party line posts to, and how the account settings name it. */
const PARTY_PURPOSE: Record<number, { purpose: number; fa: string; en: string }> = {
  [TREASURY_KIND.receipt]: { purpose: ACCOUNT_PURPOSE.receivables, fa: 'حساب‌ها و اسناد دریافتنی', en: 'Receivables' },
  [TREASURY_KIND.payment]: { purpose: ACCOUNT_PURPOSE.payables, fa: 'حساب‌ها و اسناد پرداختنی', en: 'Payables' },
};

/** What a treasury document's voucher says, as the posting service takes it. */
export interface TreasuryVoucherSource {
  id: number;
  number: string | null;
  kind: number;
  amount: { toString(): string } | string;
  thirdPartyId: number;
  referenceNo: string | null;
  description: string | null;
}

/**
 * The voucher of a receipt or payment: its description and its two lines, the bank's (its ledger account, with the
 * bank account as its detail when that account asks for one) and the party's (the purpose of its kind, with the
 * party as its detail). The hooks post it; the demo (seed/treasury-demo.ts) posts the same lines.
 */
export function treasuryVoucher(
  doc: TreasuryVoucherSource,
  bank: { id: number; accountId: number; detailKind: number | null },
  partyName: string | null,
): { description: string; lines: PostingLine[] } {
  const amount = String(doc.amount);
  const receipt = doc.kind === TREASURY_KIND.receipt;
  const what = `${receipt ? 'دریافت از' : 'پرداخت به'} ${partyName ?? ''}`.trim();
  const lineText = [what, doc.referenceNo ? `شمارهٔ ${toPersianDigits(doc.referenceNo)}` : ''].filter(Boolean).join('، ').slice(0, 300);
  const bankLine: PostingLine = {
    accountId: bank.accountId, bankAccountId: bank.detailKind === DETAIL_KIND.bankAccount ? bank.id : undefined, description: lineText,
    debit: receipt ? amount : '0', credit: receipt ? '0' : amount,
  };
  const partyLine: PostingLine = { purpose: PARTY_PURPOSE[doc.kind]!.purpose, thirdPartyId: doc.thirdPartyId, description: lineText, debit: receipt ? '0' : amount, credit: receipt ? amount : '0' };
  return {
    description: `سند دریافت و پرداخت ${toPersianDigits(doc.number ?? doc.id)}: ${what}${doc.description ? ` — ${doc.description}` : ''}`.slice(0, 1000),
    lines: receipt ? [bankLine, partyLine] : [partyLine, bankLine],
  };
}

/**
 * A receipt or payment (docs/finance.md "Receipts and payments"): posting it posts its voucher through finance's
 * posting service in the step's transaction, of the receipts-and-payments type, and keeps its id:
 * - a receipt debits the bank account's ledger account (with the bank account as its detail when the account asks
 *   for one) and credits the receivables the account settings name, with the party as its detail;
 * - a payment debits the payables, with the party, and credits the bank.
 * When the company mapped no account to that purpose the post is refused (422, naming the account settings) and
 * nothing is written. Reversing the document reverses its voucher (a contra voucher).
 */
@EntityHooks('treasurydocument')
@Injectable()
export class TreasuryDocumentHooks implements EntityHooks<TreasuryDocument> {
  constructor(private readonly finance: FinancePosting) {}

  async afterTransition({ tx, row, action, principal, comment }: TransitionContext<TreasuryDocument>) {
    const userId = principal.clientId ? null : principal.subjectId || null;
    if (action === 'reverse') {
      await this.finance.reverseSource(tx, TREASURY_SOURCE, row.id, userId, comment ?? `برگشت سند دریافت و پرداخت ${toPersianDigits(row.number ?? row.id)}`);
      return;
    }
    if (action !== 'post') return;
    const doc = await tx.treasuryDocument.findUniqueOrThrow({
      where: { id: row.id },
      include: { companyBankAccount: { select: { id: true, title: true, accountId: true, account: { select: { detailKind: true } } } }, thirdParty: { select: { fullName: true } } },
    });
    const party = PARTY_PURPOSE[doc.kind]!;
    const receipt = doc.kind === TREASURY_KIND.receipt;
    const { description, lines } = treasuryVoucher(doc, { ...doc.companyBankAccount, detailKind: doc.companyBankAccount.account.detailKind }, doc.thirdParty.fullName);
    const posted = await this.finance.post(tx, {
      sourceType: TREASURY_SOURCE, sourceId: doc.id, date: doc.documentDate.toISOString().slice(0, 10), userId, kind: VOUCHER_KIND.treasury, description, lines,
    });
    if (!posted) {
      throw businessRule({
        fa: `برای «${party.fa}» در «تنظیمات حساب‌ها» حسابی تعیین نشده است؛ سند حسابداری این ${receipt ? 'دریافت' : 'پرداخت'} صادر نمی‌شود. نخست حساب آن را در تنظیمات حساب‌ها تعیین کنید.`,
        en: `No account is set for "${party.en}" in the account settings, so the voucher of this ${receipt ? 'receipt' : 'payment'} cannot be posted. Set its account in the account settings first.`,
      });
    }
    await tx.treasuryDocument.update({ where: { id: doc.id }, data: { voucherId: posted.voucherId, postedAt: new Date() } });
  }
}
