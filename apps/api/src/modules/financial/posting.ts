import { Injectable } from '@nestjs/common';
import { decimalAdd, decimalCompare } from '@karsaz/domain';
import { DETAIL_FIELD, VOUCHER_KIND, VOUCHER_STATE } from '@karsaz/entities';
import type { Prisma } from '../../generated/prisma/client';
import { businessRule } from '../../core/http/errors';
import { requireCompany } from '../../core/context/request-context';
import { DETAIL_LABEL, GeneralLedger, type LedgerLine } from './ledger';

type Tx = Prisma.TransactionClient;

/** The detail fields of a ledger line. */
export type DetailField = 'thirdPartyId' | 'costCenterId' | 'projectId' | 'bankAccountId';

/**
 * A line of a posting from another module: an account, or the purpose the company mapped to one (account settings).
 * Details given on the line stay as they are (the ledger checks them). `offer` names what the source knows (the
 * person, their cost centre, the project): the posting keeps the one the line's account asks for and drops the rest,
 * so a company's chart decides how finely the work is kept. A cost centre the account asks for and the source does
 * not offer comes from the purpose's default cost centre in the account settings.
 */
export type PostingLine = Omit<LedgerLine, 'accountId'> &
  ({ accountId: number; purpose?: undefined } | { purpose: number; accountId?: undefined }) & { offer?: Partial<Record<DetailField, number | null>> };

export interface PostingRequest {
  /** what is posted, by entity name and row id: one voucher per source */
  sourceType: string;
  sourceId: number;
  /** ISO day; the voucher falls in the company's year that holds it */
  date: string;
  description: string;
  lines: readonly PostingLine[];
  userId: number | null;
  /** the kind of voucher type it is posted as (VOUCHER_KIND): the system's unless said (a receipt: treasury) */
  kind?: number;
}

/**
 * The one way other modules post to the ledger (a stock document, a payroll): `post` writes and posts a voucher of
 * the company's system type for a source, **once**: posting the same source again answers the voucher it already
 * has (an advisory lock on the source makes two concurrent posts of it one). Lines naming a purpose take the
 * account the company mapped to it; when a purpose is not mapped the company keeps no ledger for that work and
 * nothing is posted (null). `reverseSource` reverses a source's voucher when its document is reversed.
 */
@Injectable()
export class FinancePosting {
  constructor(private readonly ledger: GeneralLedger) {}

  async post(tx: Tx, req: PostingRequest): Promise<{ voucherId: number; created: boolean } | null> {
    const company = requireCompany();
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`voucher-source:${company}:${req.sourceType}:${req.sourceId}`}))`;
    const existing = await this.current(tx, company, req.sourceType, req.sourceId);
    if (existing) return { voucherId: existing.id, created: false };
    const purposes = [...new Set(req.lines.flatMap((l) => (l.purpose === undefined ? [] : [l.purpose])))];
    const settings = new Map((await tx.accountSetting.findMany({ where: { companyId: company, purpose: { in: purposes } }, select: { purpose: true, accountId: true, costCenterId: true } })).map((s) => [s.purpose, s]));
    if (purposes.some((p) => !settings.has(p))) return null;
    const lines = await this.resolve(tx, req.lines, settings);
    if (!lines.length) return null;
    const year = await tx.financialYear.findFirst({ where: { companyId: company, startDate: { lte: new Date(`${req.date}T00:00:00Z`) }, endDate: { gte: new Date(`${req.date}T00:00:00Z`) } }, orderBy: { year: 'desc' } });
    if (!year) throw businessRule({ fa: `برای تاریخ ${req.date} سال مالی‌ای تعریف نشده و سند حسابداری آن صادر نمی‌شود.`, en: `No financial year holds ${req.date}, so its voucher cannot be posted.` });
    const errors = await this.ledger.lineErrors(tx, lines);
    if (errors.length) {
      // what a finance user can act on: the account and the detail it asks for that this work does not give
      const accounts = new Map((await tx.account.findMany({ where: { id: { in: lines.map((l) => l.accountId) } }, select: { id: true, name: true } })).map((a) => [a.id, a.name]));
      const missing = [...new Set(errors.flatMap((e) => {
        const m = /^lines\[(\d+)\]\.(\w+)$/.exec(e.field);
        return m && e.constraint === 'detailRequired' ? [`${lines[Number(m[1])]!.accountId}:${m[2]}`] : [];
      }))].map((k) => { const [id, field] = k.split(':'); return { account: accounts.get(Number(id)) ?? id!, label: DETAIL_LABEL[field!]! }; });
      const fa = missing.length ? ` ${missing.map((m) => `حساب «${m.account}» ${m.label.fa} می‌خواهد و این عملیات آن را نمی‌دهد`).join('؛ ')}. در «تنظیمات حساب‌ها» حسابی بدون این تفصیلی یا مرکز هزینهٔ پیش‌فرض تعیین کنید.` : '';
      const en = missing.length ? ` ${missing.map((m) => `account "${m.account}" asks for a ${m.label.en} this work does not give`).join('; ')}. Choose an account without it, or a default cost centre, in the account settings.` : '';
      throw businessRule(
        { fa: `سند حسابداری این عملیات صادر نشد: حساب‌های تعیین‌شده در «تنظیمات حساب‌ها» با آرتیکل‌های آن نمی‌خوانند.${fa}`, en: `The voucher of this work was not posted: the accounts set in the account settings do not fit its lines.${en}` },
        errors.map((e) => `${e.field}: ${e.fallback}`).join('; '),
      );
    }
    const type = await this.ledger.typeOf(tx, company, req.kind ?? VOUCHER_KIND.system);
    const v = await tx.voucher.create({
      data: {
        companyId: company, financialYearId: year.id, voucherDate: new Date(`${req.date}T00:00:00Z`), voucherTypeId: type, description: req.description.slice(0, 1000),
        status: VOUCHER_STATE.draft, sourceType: req.sourceType, sourceId: req.sourceId, createdBy: req.userId, updatedBy: req.userId,
        totalDebit: lines.reduce((a, l) => a + BigInt(l.debit), 0n).toString(), totalCredit: lines.reduce((a, l) => a + BigInt(l.credit), 0n).toString(),
      },
    });
    await tx.voucherLine.createMany({ data: lines.map((l) => ({ ...l, companyId: company, voucherId: v.id, createdBy: req.userId, updatedBy: req.userId })) });
    await this.ledger.post(tx, v.id);
    await tx.voucher.update({ where: { id: v.id }, data: { status: VOUCHER_STATE.posted } });
    return { voucherId: v.id, created: true };
  }

  /**
   * The ledger lines of a posting: each purpose's account, the detail its account asks for taken from the line's
   * offer (or the purpose's default cost centre), the others dropped, zero lines left out, and lines alike in account,
   * details, text and side summed into one.
   */
  private async resolve(tx: Tx, given: readonly PostingLine[], settings: Map<number, { accountId: number; costCenterId: number | null }>): Promise<LedgerLine[]> {
    const withAccount = given
      .filter((l) => decimalCompare(l.debit, '0') !== 0 || decimalCompare(l.credit, '0') !== 0)
      .map(({ purpose, offer, ...l }) => ({ line: { ...l, accountId: l.accountId ?? settings.get(purpose!)!.accountId } as LedgerLine, offer, fallback: purpose === undefined ? null : settings.get(purpose)!.costCenterId }));
    const kinds = new Map((await tx.account.findMany({ where: { id: { in: [...new Set(withAccount.map((l) => l.line.accountId))] } }, select: { id: true, detailKind: true } })).map((a) => [a.id, a.detailKind]));
    const merged = new Map<string, LedgerLine>();
    for (const { line, offer, fallback } of withAccount) {
      const kind = kinds.get(line.accountId);
      const wanted = kind ? (DETAIL_FIELD[kind] as DetailField | undefined) : undefined;
      if (offer) for (const field of Object.keys(offer) as DetailField[]) if (field !== wanted) delete line[field];
      if (wanted && (line[wanted] === null || line[wanted] === undefined)) line[wanted] = offer?.[wanted] ?? (wanted === 'costCenterId' ? fallback : null) ?? null;
      const side = decimalCompare(line.debit, '0') !== 0 ? 'debit' : 'credit';
      const key = [line.accountId, line.thirdPartyId ?? '', line.costCenterId ?? '', line.projectId ?? '', line.bankAccountId ?? '', line.description ?? '', side].join('|');
      const same = merged.get(key);
      if (same) {
        same.debit = decimalAdd(same.debit, line.debit);
        same.credit = decimalAdd(same.credit, line.credit);
      } else merged.set(key, { ...line });
    }
    return [...merged.values()];
  }

  /** Reverses the voucher a source posted (nothing when it posted none). */
  async reverseSource(tx: Tx, sourceType: string, sourceId: number, userId: number | null, comment: string | null): Promise<number | null> {
    const company = requireCompany();
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`voucher-source:${company}:${sourceType}:${sourceId}`}))`;
    const existing = await this.current(tx, company, sourceType, sourceId);
    if (!existing) return null;
    const contra = await this.ledger.reverse(tx, existing.id, userId, comment);
    await tx.voucher.update({ where: { id: existing.id }, data: { status: VOUCHER_STATE.reversed, version: { increment: 1 } } });
    return contra;
  }

  /** The source's posted voucher that is not reversed (a reversal names its original, so it is never the one). */
  private current(tx: Tx, company: number, sourceType: string, sourceId: number) {
    return tx.voucher.findFirst({ where: { companyId: company, sourceType, sourceId, status: VOUCHER_STATE.posted, reversalOfId: null }, select: { id: true } });
  }
}
