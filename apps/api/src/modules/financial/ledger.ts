import { Injectable } from '@nestjs/common';
import { tehranDate, toPersianDigits, voucherProblems } from '@karsaz/domain';
import { ACCOUNT_LEVEL, DETAIL_FIELD, VOUCHER_KIND, VOUCHER_STATE } from '@karsaz/entities';
import type { Prisma } from '../../generated/prisma/client';
import { businessRule, fieldError, invalid, type RawFieldError } from '../../core/http/errors';
import { isoDay } from '../../core/entity/stored-values';

type Tx = Prisma.TransactionClient;

/** A line about to be written to a voucher. */
export interface LedgerLine {
  accountId: number;
  thirdPartyId?: number | null;
  costCenterId?: number | null;
  projectId?: number | null;
  bankAccountId?: number | null;
  description?: string | null;
  debit: string;
  credit: string;
}

export const DETAIL_LABEL: Record<string, { fa: string; en: string }> = {
  thirdPartyId: { fa: 'طرف حساب', en: 'third party' },
  costCenterId: { fa: 'مرکز هزینه', en: 'cost centre' },
  projectId: { fa: 'پروژه', en: 'project' },
  bankAccountId: { fa: 'حساب بانکی', en: 'bank account' },
};

/**
 * The general ledger (docs/finance.md): checking a voucher's lines, posting it (its number, its ledger rows, the
 * per-day sums) and reversing it, all in the caller's transaction. Every posting, by hand or from another module,
 * comes through here.
 *
 * - **Numbers without gaps**: a voucher's number is taken when it is posted, from one counter row per company and
 *   financial year (`entity_code_sequence`, key `voucher:<year>`), incremented in the posting's transaction. The
 *   row stays locked until the posting commits or rolls back, so concurrent postings queue on it and a failed one
 *   gives its number back.
 * - **Append-only**: `gl_entry` refuses UPDATE and DELETE (a trigger); a reversal appends the contra rows.
 * - **Per-day sums**: `gl_day_balance` (one row per company, year, account, day and kind) is upserted in account
 *   order with the rows, so a balance at a date reads one row per account and day.
 */
@Injectable()
export class GeneralLedger {
  /**
   * The lines' problems that need the database: each account is a subsidiary that is active, its lines name the
   * detail it asks for and no other. Errors are addressed as `lines[i].field`.
   */
  async lineErrors(tx: Tx, lines: readonly LedgerLine[]): Promise<RawFieldError[]> {
    const errors: RawFieldError[] = voucherProblems(lines).map((p) =>
      fieldError(`lines[${p.index}].${p.field}`, p.constraint, p.constraint === 'unbalanced' ? `debits ${p.args[0]} and credits ${p.args[1]} differ by ${p.args[2]}` : 'a line is either a debit or a credit', p.args),
    );
    const ids = [...new Set(lines.map((l) => l.accountId))];
    const accounts = new Map((await tx.account.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, level: true, isActive: true, detailKind: true } })).map((a) => [a.id, a]));
    lines.forEach((line, i) => {
      const a = accounts.get(line.accountId);
      if (!a || a.level !== ACCOUNT_LEVEL.subsidiary || !a.isActive) {
        errors.push(fieldError(`lines[${i}].accountId`, 'linkInView', 'accountId must be an active subsidiary account', ['حساب‌های معین', 'subsidiary accounts']));
        return;
      }
      const wanted = a.detailKind ? DETAIL_FIELD[a.detailKind] : undefined;
      for (const field of Object.values(DETAIL_FIELD)) {
        const given = line[field] !== null && line[field] !== undefined;
        if (field === wanted && !given) errors.push(fieldError(`lines[${i}].${field}`, 'detailRequired', `account ${a.name} needs a ${DETAIL_LABEL[field]!.en}`, [a.name]));
        if (field !== wanted && given) errors.push(fieldError(`lines[${i}].${field}`, 'detailNotTaken', `account ${a.name} takes no ${DETAIL_LABEL[field]!.en}`, [a.name]));
      }
    });
    return errors;
  }

  /** Refuses a date in a closed year (400 on the field) or in no year of the company (422). */
  async openYear(tx: Tx, yearId: number | null, field = 'voucherDate'): Promise<{ id: number; startDate: Date; endDate: Date; nameFa: string }> {
    // shared with every other posting of the year, exclusive of its closing (year-end.ts): a voucher posted while the
    // year is being closed waits, then finds it closed
    if (yearId) await tx.$queryRaw`SELECT id FROM financial_year WHERE id = ${yearId} FOR SHARE`;
    const year = yearId ? await tx.financialYear.findFirst({ where: { id: yearId } }) : null;
    if (!year) throw businessRule({ fa: 'سند در هیچ سال مالی این شرکت نیست.', en: 'The voucher is in no financial year of this company.' });
    if (year.isClosed) throw invalid([fieldError(field, 'yearClosed', `${field} falls in a closed year`, [year.nameFa, year.nameEn ?? String(year.year)])]);
    return year;
  }

  /** Posts a stored draft voucher: checks it again, gives it its number, writes its ledger rows and sums. */
  async post(tx: Tx, voucherId: number): Promise<number> {
    const v = await tx.voucher.findUniqueOrThrow({ where: { id: voucherId }, include: { voucherType: { select: { kind: true } } } });
    const lines = await tx.voucherLine.findMany({ where: { voucherId }, orderBy: { id: 'asc' } });
    const errors = await this.lineErrors(tx, lines.map((l) => ({ ...l, debit: String(l.debit ?? 0), credit: String(l.credit ?? 0) })));
    if (errors.length) throw invalid(errors);
    await this.openYear(tx, v.financialYearId);
    const number = await this.nextNumber(tx, v.companyId, v.financialYearId!);
    await tx.voucher.update({ where: { id: voucherId }, data: { number, postedAt: new Date() } });
    await this.writeEntries(tx, voucherId, v.voucherType.kind);
    return number;
  }

  /**
   * Reverses a posted voucher: a contra voucher (its lines' sides swapped) of the company's reversal type, dated
   * today or, when today is outside the voucher's year, the year's last day; posted at once and naming the original.
   * The original's state is set by the workflow step (or by `reverseSource`).
   */
  async reverse(tx: Tx, voucherId: number, userId: number | null, comment: string | null): Promise<number> {
    const v = await tx.voucher.findUniqueOrThrow({ where: { id: voucherId } });
    const year = await this.openYear(tx, v.financialYearId, 'id');
    const today = tehranDate(new Date());
    const y = { start: isoDay(year.startDate)!, end: isoDay(year.endDate)! };
    const date = today < isoDay(v.voucherDate)! ? isoDay(v.voucherDate)! : today > y.end ? y.end : today;
    const type = await this.typeOf(tx, v.companyId, VOUCHER_KIND.reversal);
    const lines = await tx.voucherLine.findMany({ where: { voucherId }, orderBy: { id: 'asc' } });
    const contra = await tx.voucher.create({
      data: {
        companyId: v.companyId, financialYearId: v.financialYearId, voucherDate: new Date(`${date}T00:00:00Z`), voucherTypeId: type,
        description: `برگشت سند ${toPersianDigits(v.number ?? '')}${comment ? `: ${comment}` : ''}`, referenceNo: v.number === null ? null : String(v.number),
        totalDebit: v.totalCredit, totalCredit: v.totalDebit, status: VOUCHER_STATE.posted, reversalOfId: v.id,
        sourceType: v.sourceType, sourceId: v.sourceId, createdBy: userId, updatedBy: userId,
      },
    });
    await tx.voucherLine.createMany({
      data: lines.map((l) => ({
        companyId: l.companyId, voucherId: contra.id, accountId: l.accountId, thirdPartyId: l.thirdPartyId, costCenterId: l.costCenterId, projectId: l.projectId,
        bankAccountId: l.bankAccountId, description: l.description, debit: l.credit, credit: l.debit, createdBy: userId, updatedBy: userId,
      })),
    });
    const number = await this.nextNumber(tx, v.companyId, v.financialYearId!);
    await tx.voucher.update({ where: { id: contra.id }, data: { number, postedAt: new Date() } });
    await this.writeEntries(tx, contra.id, VOUCHER_KIND.reversal);
    return contra.id;
  }

  /** The company's voucher type of a kind (the first by code), made when the company has none. */
  async typeOf(tx: Tx, companyId: number, kind: number): Promise<number> {
    const found = await tx.voucherType.findFirst({ where: { companyId, kind, isActive: true }, orderBy: { code: 'asc' }, select: { id: true } });
    if (found) return found.id;
    const names: Record<number, [string, string]> = {
      [VOUCHER_KIND.opening]: ['افتتاحیه', 'OPEN'], [VOUCHER_KIND.closing]: ['اختتامیه', 'CLOSE'], [VOUCHER_KIND.reversal]: ['برگشتی', 'REV'],
      [VOUCHER_KIND.system]: ['سیستمی', 'SYS'], [VOUCHER_KIND.treasury]: ['دریافت و پرداخت', 'TRS'], [VOUCHER_KIND.general]: ['عمومی', 'GEN'],
    };
    const [name, code] = names[kind]!;
    return (await tx.voucherType.create({ data: { companyId, code, name, kind }, select: { id: true } })).id;
  }

  /** The next number of the company's year: the counter row stays locked until the posting's transaction ends. */
  private async nextNumber(tx: Tx, companyId: number, yearId: number): Promise<number> {
    const [{ last }] = await tx.$queryRaw<{ last: number }[]>`
      INSERT INTO entity_code_sequence (entity, company_id, last, updated_at) VALUES (${`voucher:${yearId}`}, ${companyId}, 1, now())
      ON CONFLICT (entity, company_id) DO UPDATE SET last = entity_code_sequence.last + 1, updated_at = now()
      RETURNING last`;
    return last;
  }

  /** Appends the voucher's lines to the ledger and adds them to the per-day sums (in account order: no deadlock). */
  private async writeEntries(tx: Tx, voucherId: number, kind: number): Promise<void> {
    await tx.$executeRaw`
      INSERT INTO gl_entry (company_id, financial_year_id, entry_date, voucher_id, voucher_number, voucher_kind, account_id, third_party_id,
                            cost_center_id, project_id, bank_account_id, description, debit, credit, created_by, updated_by, updated_at)
      SELECT v.company_id, v.financial_year_id, v.voucher_date, v.id, v.number, ${kind}::smallint, l.account_id, l.third_party_id,
             l.cost_center_id, l.project_id, l.bank_account_id, coalesce(l.description, left(v.description, 300)), coalesce(l.debit, 0), coalesce(l.credit, 0),
             v.updated_by, v.updated_by, now()
        FROM voucher_line l JOIN voucher v ON v.id = l.voucher_id
       WHERE l.voucher_id = ${voucherId}
       ORDER BY l.id`;
    await tx.$executeRaw`
      INSERT INTO gl_day_balance (company_id, financial_year_id, account_id, day, kind, debit, credit)
      SELECT v.company_id, v.financial_year_id, l.account_id, v.voucher_date, ${kind === VOUCHER_KIND.closing ? 1 : 0}::smallint,
             sum(coalesce(l.debit, 0)), sum(coalesce(l.credit, 0))
        FROM voucher_line l JOIN voucher v ON v.id = l.voucher_id
       WHERE l.voucher_id = ${voucherId}
       GROUP BY v.company_id, v.financial_year_id, l.account_id, v.voucher_date
       ORDER BY l.account_id
      ON CONFLICT (company_id, financial_year_id, account_id, day, kind)
      DO UPDATE SET debit = gl_day_balance.debit + EXCLUDED.debit, credit = gl_day_balance.credit + EXCLUDED.credit`;
  }
}
