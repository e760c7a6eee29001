import { Body, Controller, Get, Injectable, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { jalaliYearAt, jalaliYearRange, toPersianDigits } from '@karsaz/domain';
import { ACCOUNT_PURPOSE, PROFIT_AND_LOSS_KINDS, VOUCHER_KIND, VOUCHER_STATE } from '@karsaz/entities';
import type { Prisma } from '../../generated/prisma/client';
import { Access } from '../../core/auth/access';
import { CurrentPrincipal } from '../../core/auth/decorators';
import type { Principal } from '../../core/auth/principal';
import { requireCompany } from '../../core/context/request-context';
import { PrismaClient } from '../../core/database/database';
import { businessRule, conflict } from '../../core/http/errors';
import { IsInt } from '../../core/http/validators';
import { ApiEnvelope } from '../../core/openapi/api-envelope';
import { GeneralLedger, type LedgerLine } from './ledger';

type Tx = Prisma.TransactionClient;

/** The page that lists the company's financial years and closes them (packages/entities financial/module.ts). */
export const FINANCIAL_YEARS_URL = '/financial/financial-years';

/** A balance of the ledger: an account with its details, and what stands on it (debit less credit). */
interface Balance {
  accountId: number;
  kind: number;
  thirdPartyId: number | null;
  costCenterId: number | null;
  projectId: number | null;
  bankAccountId: number | null;
  net: bigint;
}

const side = (net: bigint): { debit: string; credit: string } => (net > 0n ? { debit: String(net), credit: '0' } : { debit: '0', credit: String(-net) });

/**
 * The financial year's end (docs/finance.md), as Iranian books close it:
 *
 * 1. **closing the temporary accounts** (سند بستن حساب‌های موقت): every revenue and cost balance, detail by detail,
 *    is turned to zero against the company's retained earnings (the purpose `retainedEarnings`): the year's profit
 *    or loss;
 * 2. **the closing voucher** (سند اختتامیه): every balance-sheet balance, retained earnings with the year's result,
 *    is turned to zero; both are of the closing type, dated the year's last day, and the reports read the year
 *    without them;
 * 3. **the opening voucher** (سند افتتاحیه) of the next year, dated its first day: the same balances again.
 *
 * Each voucher balances by itself (the ledger did), goes through the general ledger (numbers, ledger rows), and the
 * year is marked closed: nothing is posted into it any more (400 on the date). The next year is opened first when the
 * company has none. A year with drafts is not closed (422, the drafts counted). All in one transaction, under a lock
 * of the year's row: two closes of one year are one close and a 409.
 */
@Injectable()
export class FinancialYearEnd {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly ledger: GeneralLedger,
  ) {}

  /** The company's years, newest first, with their vouchers counted by state. */
  async list() {
    const years = await this.prisma.financialYear.findMany({ orderBy: { year: 'desc' } });
    const counts = await this.prisma.voucher.groupBy({ by: ['financialYearId', 'status'], _count: { _all: true } });
    const count = (id: number, status: number) => counts.find((c) => c.financialYearId === id && c.status === status)?._count._all ?? 0;
    return years.map((y) => ({
      id: y.id, year: y.year, nameFa: y.nameFa, nameEn: y.nameEn, startDate: y.startDate.toISOString().slice(0, 10), endDate: y.endDate.toISOString().slice(0, 10),
      isCurrent: y.isCurrent, isClosed: y.isClosed, draftVouchers: count(y.id, VOUCHER_STATE.draft), postedVouchers: count(y.id, VOUCHER_STATE.posted) + count(y.id, VOUCHER_STATE.reversed),
    }));
  }

  /** Opens the year after the company's latest (its Jalali dates), or answers it when it is there. */
  async openNext(tx: Tx, companyId: number, after?: number): Promise<{ id: number; year: number; created: boolean }> {
    // after the company's latest year; a company without years opens the current one
    const latest = after ?? (await tx.financialYear.findFirst({ orderBy: { year: 'desc' } }))?.year ?? jalaliYearAt(new Date()) - 1;
    const year = latest + 1;
    const found = await tx.financialYear.findFirst({ where: { year } });
    if (found) return { id: found.id, year, created: false };
    const range = jalaliYearRange(year);
    const made = await tx.financialYear.create({
      data: { companyId, year, nameFa: `سال مالی ${toPersianDigits(year)}`, nameEn: `Financial year ${year}`, startDate: new Date(`${range.start}T00:00:00Z`), endDate: new Date(`${range.end}T00:00:00Z`) },
    });
    return { id: made.id, year, created: true };
  }

  async close(yearId: number, userId: number | null) {
    const companyId = requireCompany();
    return this.prisma.$transaction(
      async (tx) => {
        const [locked] = await tx.$queryRaw<{ id: number; year: number; is_closed: boolean; is_current: boolean; end_date: Date; name_fa: string }[]>`
          SELECT id, year, is_closed, is_current, end_date, name_fa FROM financial_year WHERE id = ${yearId} AND company_id = ${companyId} FOR UPDATE`;
        if (!locked) throw businessRule({ fa: 'این سال مالی در شرکت شما نیست.', en: 'This financial year is not one of your company’s.' });
        if (locked.is_closed) throw conflict({ fa: `${locked.name_fa} پیش‌تر بسته شده است.`, en: `Financial year ${locked.year} is closed already.` }, 'closed');
        const drafts = await tx.voucher.count({ where: { financialYearId: yearId, status: VOUCHER_STATE.draft } });
        if (drafts) {
          throw businessRule({
            fa: `${toPersianDigits(drafts)} سند پیش‌نویس در ${locked.name_fa} مانده است؛ آن‌ها را قطعی یا حذف کنید و سپس سال را ببندید.`,
            en: `${drafts} draft voucher(s) remain in financial year ${locked.year}; post or delete them, then close the year.`,
          });
        }
        const setting = await tx.accountSetting.findFirst({ where: { purpose: ACCOUNT_PURPOSE.retainedEarnings } });
        if (!setting) {
          throw businessRule({ fa: 'حساب «سود و زیان انباشته» در «تنظیمات حساب‌ها» تعیین نشده است.', en: 'The retained earnings account is not set in the account settings.' });
        }
        const next = await this.openNext(tx, companyId, locked.year);
        const balances = await this.balances(tx, companyId, yearId);
        const closingDay = locked.end_date.toISOString().slice(0, 10);
        const nextStart = jalaliYearRange(next.year).start;
        const isPl = (b: Balance) => PROFIT_AND_LOSS_KINDS.includes(b.kind);
        const lines = (rows: Balance[], reverse: boolean): LedgerLine[] =>
          rows.filter((b) => b.net !== 0n).map((b) => ({ accountId: b.accountId, thirdPartyId: b.thirdPartyId, costCenterId: b.costCenterId, projectId: b.projectId, bankAccountId: b.bankAccountId, ...side(reverse ? -b.net : b.net) }));
        const made: number[] = [];
        // 1. the temporary accounts into retained earnings
        const pl = balances.filter(isPl);
        const result = pl.reduce((s, b) => s + b.net, 0n);
        const plLines = lines(pl, true);
        if (plLines.length) {
          plLines.push({ accountId: setting.accountId, ...side(result) });
          made.push(await this.write(tx, companyId, yearId, closingDay, VOUCHER_KIND.closing, `بستن حساب‌های موقت ${locked.name_fa}`, plLines, userId));
        }
        // 2. the balance-sheet accounts, retained earnings with the year's result, closed
        const permanent = balances.filter((b) => !isPl(b));
        const retained = permanent.find((b) => b.accountId === setting.accountId && !b.thirdPartyId && !b.costCenterId && !b.projectId && !b.bankAccountId);
        if (retained) retained.net += result;
        else if (result !== 0n) permanent.push({ accountId: setting.accountId, kind: 0, thirdPartyId: null, costCenterId: null, projectId: null, bankAccountId: null, net: result });
        const closing = lines(permanent, true);
        if (closing.length) made.push(await this.write(tx, companyId, yearId, closingDay, VOUCHER_KIND.closing, `سند اختتامیهٔ ${locked.name_fa}`, closing, userId));
        // 3. the next year opens with them
        const opening = lines(permanent, false);
        const openingId = opening.length ? await this.write(tx, companyId, next.id, nextStart, VOUCHER_KIND.opening, `سند افتتاحیه (از ${locked.name_fa})`, opening, userId) : null;
        await tx.financialYear.update({ where: { id: yearId }, data: { isClosed: true, isCurrent: false, version: { increment: 1 } } });
        if (locked.is_current) await tx.financialYear.update({ where: { id: next.id }, data: { isCurrent: true } });
        return {
          closedYearId: yearId, nextYearId: next.id, nextYearCreated: next.created, closingVoucherIds: made, openingVoucherId: openingId, profit: String(-result),
          summary: {
            fa: `${locked.name_fa} بسته شد: ${toPersianDigits(made.length)} سند اختتامیه و ${openingId ? 'سند افتتاحیهٔ سال بعد' : 'بی‌سند افتتاحیه (مانده‌ای نبود)'} صادر شد.`,
            en: `Financial year ${locked.year} is closed: ${made.length} closing voucher(s) and ${openingId ? 'the next year’s opening voucher' : 'no opening voucher (nothing stood on the accounts)'} were posted.`,
          },
        };
      },
      { timeout: 120_000 },
    );
  }

  /** Every balance of the year's ledger, account and details, with the account's kind. */
  private async balances(tx: Tx, companyId: number, yearId: number): Promise<Balance[]> {
    const rows = await tx.$queryRaw<{ account_id: number; kind: number; third_party_id: number | null; cost_center_id: number | null; project_id: number | null; bank_account_id: number | null; net: string }[]>`
      SELECT g.account_id, a.kind, g.third_party_id, g.cost_center_id, g.project_id, g.bank_account_id, sum(g.debit - g.credit)::text AS net
        FROM gl_entry g JOIN account a ON a.id = g.account_id AND a.company_id = ${companyId}
       WHERE g.company_id = ${companyId} AND g.financial_year_id = ${yearId}
       GROUP BY g.account_id, a.kind, g.third_party_id, g.cost_center_id, g.project_id, g.bank_account_id
       ORDER BY g.account_id, g.third_party_id NULLS FIRST, g.cost_center_id NULLS FIRST, g.project_id NULLS FIRST, g.bank_account_id NULLS FIRST`;
    return rows.map((r) => ({ accountId: r.account_id, kind: r.kind, thirdPartyId: r.third_party_id, costCenterId: r.cost_center_id, projectId: r.project_id, bankAccountId: r.bank_account_id, net: BigInt(r.net) }));
  }

  /** A posted voucher of the ledger's own (closing or opening), straight through the general ledger. */
  private async write(tx: Tx, companyId: number, yearId: number, day: string, kind: number, description: string, lines: LedgerLine[], userId: number | null): Promise<number> {
    const type = await this.ledger.typeOf(tx, companyId, kind);
    const total = lines.reduce((s, l) => s + BigInt(l.debit), 0n).toString();
    const v = await tx.voucher.create({
      data: { companyId, financialYearId: yearId, voucherDate: new Date(`${day}T00:00:00Z`), voucherTypeId: type, description, totalDebit: total, totalCredit: total, createdBy: userId, updatedBy: userId },
    });
    await tx.voucherLine.createMany({ data: lines.map((l) => ({ ...l, companyId, voucherId: v.id, createdBy: userId, updatedBy: userId })) });
    await this.ledger.post(tx, v.id);
    await tx.voucher.update({ where: { id: v.id }, data: { status: VOUCHER_STATE.posted } });
    return v.id;
  }
}

class YearBody {
  @ApiProperty({ description: 'the financial year' }) @Type(() => Number) @IsInt() id!: number;
}

class TextSchema {
  @ApiProperty() fa!: string;
  @ApiProperty() en!: string;
}

class FinancialYearRow {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'the Jalali year' }) year!: number;
  @ApiProperty() nameFa!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) nameEn!: string | null;
  @ApiProperty({ format: 'date' }) startDate!: string;
  @ApiProperty({ format: 'date' }) endDate!: string;
  @ApiProperty() isCurrent!: boolean;
  @ApiProperty() isClosed!: boolean;
  @ApiProperty() draftVouchers!: number;
  @ApiProperty() postedVouchers!: number;
}

class OpenedYear {
  @ApiProperty() id!: number;
  @ApiProperty() year!: number;
  @ApiProperty({ description: 'false when the year was there already' }) created!: boolean;
}

class ClosedYear {
  @ApiProperty() closedYearId!: number;
  @ApiProperty() nextYearId!: number;
  @ApiProperty() nextYearCreated!: boolean;
  @ApiProperty({ type: [Number] }) closingVoucherIds!: number[];
  @ApiPropertyOptional({ type: Number, nullable: true }) openingVoucherId!: number | null;
  @ApiProperty({ description: 'the year’s profit in rials (revenue less cost; below zero, a loss)' }) profit!: string;
  @ApiProperty({ type: TextSchema }) summary!: TextSchema;
}

@ApiTags('financial')
@ApiBearerAuth('bearer')
@Controller('api/financial/v1/financialyear')
export class FinancialYearController {
  constructor(
    private readonly yearEnd: FinancialYearEnd,
    private readonly prisma: PrismaClient,
  ) {}

  @Get('getFiltered')
  @Access(FINANCIAL_YEARS_URL, 'View')
  @ApiOperation({ operationId: 'FinancialYear_getFiltered', summary: 'The company’s financial years, newest first, with their draft and posted vouchers counted' })
  @ApiEnvelope(FinancialYearRow, { isArray: true })
  list() {
    return this.yearEnd.list();
  }

  @Post('openNext')
  @Access(FINANCIAL_YEARS_URL, 'Create')
  @ApiOperation({ operationId: 'FinancialYear_openNext', summary: 'Opens the year after the company’s latest (its Jalali dates); answers it when it is there' })
  @ApiEnvelope(OpenedYear)
  openNext() {
    return this.prisma.$transaction((tx) => this.yearEnd.openNext(tx, requireCompany()));
  }

  @Post('close')
  @Access(FINANCIAL_YEARS_URL, 'Close')
  @ApiOperation({
    operationId: 'FinancialYear_close',
    summary: 'Closes a year: its temporary accounts into retained earnings, its closing voucher, the next year’s opening voucher; 422 with drafts left, 409 when closed already',
  })
  @ApiEnvelope(ClosedYear)
  close(@Body() body: YearBody, @CurrentPrincipal() p: Principal) {
    return this.yearEnd.close(body.id, p.clientId ? null : p.subjectId || null);
  }
}
