import { Controller, Get, Injectable, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsISO8601, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { decimalAdd, decimalSubtract, isoDateToJalali, jalaliDayText, jalaliToIsoDate, searchKey, toDecimalString, type IsoDate } from '@karsaz/domain';
import { STOCK_KIND } from '@karsaz/entities';
import { PrismaClient } from '../../core/database/database';
import { Access } from '../../core/auth/access';
import { requireCompany } from '../../core/context/request-context';
import { IsInt } from '../../core/http/validators';
import { businessRule, fieldError, invalid } from '../../core/http/errors';
import { ApiDownload, attachment, XLSX_MIME as XLSX } from '../../core/http/download';
import { likeLiteral } from '../../core/entity/list-sql';
import { ApiEnvelope } from '../../core/openapi/api-envelope';
import { safeExcelValue } from '../../core/export/excel-cell';
import { pickLanguage, registerFieldLabels, type Lang } from '../../core/i18n/messages';

/** The page of the turnover report (a custom page of the warehouse module, packages/entities/src/warehouse/module.ts). */
export const TURNOVER_PAGE = '/inventory-turnover-report-2';

/** How the range is cut: Jalali months (1 Farvardin …), Iranian weeks (Saturday to Friday), or days. */
export const TURNOVER_PERIODS = ['month', 'week', 'day'] as const;
export type TurnoverPeriodKind = (typeof TURNOVER_PERIODS)[number];

/** The longest range a report covers (three years), and the longest one cut into days (a year). */
export const TURNOVER_MAX_DAYS = 1096;
export const TURNOVER_MAX_DAYS_BY_DAY = 366;
/** The most product rows one Excel export carries; a larger report is narrowed with the filters first. */
export const TURNOVER_EXPORT_LIMIT = 10_000;

registerFieldLabels({
  fromDate: { fa: 'از تاریخ', en: 'from date' },
  toDate: { fa: 'تا تاریخ', en: 'to date' },
  period: { fa: 'دورهٔ گزارش', en: 'period' },
});

const TRANSFERS =
  'Transfers between warehouses: with a warehouseId, a transfer counts as an out of the source warehouse and an in of the destination; ' +
  'without one (every warehouse summed) a transfer is internal and counts on neither side (its two halves net to nothing; ' +
  'a reversed transfer whose goods were valued again nets to a value alone, which counts as an in or out of no quantity, so opening + in − out = closing to the rial). ' +
  'A reversal counts by its own direction, as the cardex shows it: the reversal of a receipt is an out, of an issue an in.';

/** The report's filters (the Excel export takes these). */
export class TurnoverFilter {
  @ApiProperty({ description: 'the first day of the range (ISO date); the opening balance is the stock at the end of the day before', example: '2026-03-21' })
  @IsISO8601({ strict: true }) fromDate!: string;
  @ApiProperty({ description: `the last day of the range (ISO date), not before fromDate; at most ${TURNOVER_MAX_DAYS} days (${TURNOVER_MAX_DAYS_BY_DAY} by day)`, example: '2027-03-20' })
  @IsISO8601({ strict: true }) toDate!: string;
  @ApiPropertyOptional({ enum: TURNOVER_PERIODS, default: 'month', description: 'month: Jalali months (the first and last may be parts of one); week: Saturday to Friday; day' })
  @IsOptional() @IsIn(TURNOVER_PERIODS) period?: TurnoverPeriodKind;
  @ApiPropertyOptional({ description: `one warehouse; every warehouse of the company when left out. ${TRANSFERS}` }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) warehouseId?: number;
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt() @Min(1) productId?: number;
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt() @Min(1) productCategoryId?: number;
  @ApiPropertyOptional({ description: 'a product’s name, code or barcode (Persian-aware, as every search)' }) @IsOptional() @IsString() @MaxLength(100) searchTerm?: string;
}

export class TurnoverQuery extends TurnoverFilter {
  @ApiPropertyOptional({ default: 1 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) pageIndex = 1;
  @ApiPropertyOptional({ default: 20, maximum: 500 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(500) pageSize = 20;
}

/** Opening, in, out and closing; quantities and values (whole rials) are exact decimal strings. */
export class TurnoverAmounts {
  @ApiProperty({ example: '12.5' }) openingQuantity!: string;
  @ApiProperty({ example: '1250000' }) openingValue!: string;
  @ApiProperty() inQuantity!: string;
  @ApiProperty() inValue!: string;
  @ApiProperty() outQuantity!: string;
  @ApiProperty() outValue!: string;
  @ApiProperty({ description: 'openingQuantity + inQuantity − outQuantity' }) closingQuantity!: string;
  @ApiProperty({ description: 'openingValue + inValue − outValue: the stock value at the end of the period' }) closingValue!: string;
}

/** One period of the range, summed over every matching product. */
export class TurnoverPeriod extends TurnoverAmounts {
  @ApiProperty({ description: '`1405-01` (a Jalali month), or the ISO day a week or day starts' }) key!: string;
  @ApiProperty({ description: 'the Jalali month `1405/01`, or the Jalali day a week or day starts' }) label!: string;
  @ApiProperty() fromDate!: string;
  @ApiProperty() toDate!: string;
}

/** One product over the whole range (summed over the warehouses in the filter). */
export class TurnoverRow extends TurnoverAmounts {
  @ApiProperty() productId!: number;
  @ApiProperty() productCode!: string;
  @ApiProperty() productName!: string;
  @ApiProperty({ nullable: true, type: String }) measureUnit!: string | null;
}

export class TurnoverTotals extends TurnoverAmounts {
  @ApiProperty() fromDate!: string;
  @ApiProperty() toDate!: string;
}

export class TurnoverPage {
  @ApiProperty({ type: [TurnoverRow], description: 'a page of the products that had stock or moved in the range, by code' }) data!: TurnoverRow[];
  @ApiProperty() rowCount!: number;
  @ApiProperty({ type: [TurnoverPeriod], description: 'every period of the range, in order, those without moves too' }) periods!: TurnoverPeriod[];
  @ApiProperty({ type: TurnoverTotals, description: 'the whole range over every matching product, not only the page' }) totals!: TurnoverTotals;
  @ApiProperty({ enum: TURNOVER_PERIODS }) period!: TurnoverPeriodKind;
}

/** One period of a range: its first and last day. */
export interface PeriodSpan {
  key: string;
  label: string;
  fromDate: IsoDate;
  toDate: IsoDate;
}

const DAY_MS = 86_400_000;
const dayNumber = (iso: IsoDate) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
const isoOf = (n: number): IsoDate => new Date(n * DAY_MS).toISOString().slice(0, 10);
export const addDays = (iso: IsoDate, days: number): IsoDate => isoOf(dayNumber(iso) + days);
const jalaliText = (iso: IsoDate) => jalaliDayText(isoDateToJalali(iso)!);

/**
 * The periods of a range, in order: Jalali months (the first from `from`, the last to `to`), Iranian weeks
 * (Saturday to Friday, cut the same way) or single days. The range is a valid one (`from` ≤ `to`).
 */
export function turnoverPeriods(from: IsoDate, to: IsoDate, kind: TurnoverPeriodKind): PeriodSpan[] {
  const out: PeriodSpan[] = [];
  let start = from;
  while (start <= to) {
    let end: IsoDate;
    let key: string;
    let label: string;
    if (kind === 'month') {
      const j = isoDateToJalali(start)!;
      const next = j.jm === 12 ? jalaliToIsoDate(j.jy + 1, 1, 1)! : jalaliToIsoDate(j.jy, j.jm + 1, 1)!;
      end = addDays(next, -1);
      key = `${j.jy}-${String(j.jm).padStart(2, '0')}`;
      label = `${j.jy}/${String(j.jm).padStart(2, '0')}`;
    } else if (kind === 'week') {
      // getUTCDay: 6 is Saturday, the first day of the Iranian week; the week ends on Friday (5)
      const weekday = new Date(dayNumber(start) * DAY_MS).getUTCDay();
      end = addDays(start, (5 - weekday + 7) % 7);
      key = start;
      label = jalaliText(start);
    } else {
      end = start;
      key = start;
      label = jalaliText(start);
    }
    if (end > to) end = to;
    out.push({ key, label, fromDate: start, toDate: end });
    start = addDays(end, 1);
  }
  return out;
}

/** The range as days, checked: 400 on `toDate` when it is before `fromDate` or the range is too long for its period. */
export function checkRange(q: Pick<TurnoverFilter, 'fromDate' | 'toDate' | 'period'>): { from: IsoDate; to: IsoDate; period: TurnoverPeriodKind } {
  const from = q.fromDate.slice(0, 10);
  const to = q.toDate.slice(0, 10);
  const period = q.period ?? 'month';
  if (to < from) throw invalid([fieldError('toDate', 'notBeforeStart', `toDate ${to} is before fromDate ${from}`)]);
  const maxDays = period === 'day' ? TURNOVER_MAX_DAYS_BY_DAY : TURNOVER_MAX_DAYS;
  if (dayNumber(to) - dayNumber(from) + 1 > maxDays) {
    const last = addDays(from, maxDays - 1);
    throw invalid([fieldError('toDate', 'max', `toDate must not be after ${last}: a report ${period === 'day' ? 'by day ' : ''}covers at most ${maxDays} days`, [jalaliText(last)])]);
  }
  return { from, to, period };
}

/** A numeric column's text as the API answers decimals ("14.0000" → "14"; none → "0"). */
const canonical = (v: string | null | undefined): string => toDecimalString(v ?? null) ?? '0';

interface Flows {
  inQuantity: string;
  inValue: string;
  outQuantity: string;
  outValue: string;
}
const NO_FLOW: Flows = { inQuantity: '0', inValue: '0', outQuantity: '0', outValue: '0' };

/** Opening and flows into the four pairs; closing = opening + in − out. */
function amounts(openingQuantity: string, openingValue: string, f: Flows): TurnoverAmounts {
  const inQuantity = canonical(f.inQuantity);
  const inValue = canonical(f.inValue);
  const outQuantity = canonical(f.outQuantity);
  const outValue = canonical(f.outValue);
  return {
    openingQuantity: canonical(openingQuantity), openingValue: canonical(openingValue),
    inQuantity, inValue, outQuantity, outValue,
    closingQuantity: canonical(decimalSubtract(decimalAdd(openingQuantity, inQuantity), outQuantity)),
    closingValue: canonical(decimalSubtract(decimalAdd(openingValue, inValue), outValue)),
  };
}

/**
 * The inventory turnover report (docs/warehouse.md): for a range of days, the stock at its start, what came in and
 * went out, and the stock at its end, per period (summed over the matching products) and per product.
 *
 * Read from the ledger: the opening of a pair (product, warehouse) is its last move's running balance before the
 * first day (one index probe a pair, as the valuation), the flows are the moves of the range, each counted by its
 * direction (`quantity` > 0 in, < 0 out). Summing every warehouse, a transfer's two halves are netted per document
 * and product (see TurnoverFilter.warehouseId), so only a value left over from revaluing counts.
 */
@Injectable()
export class WarehouseTurnover {
  constructor(private readonly prisma: PrismaClient) {}

  /** The SQL of the matching pairs, their openings and the counted flows, and its parameters. */
  private scope(companyId: number, q: TurnoverFilter, from: IsoDate, to: IsoDate): { sql: string; params: unknown[] } {
    const params: unknown[] = [companyId, from, to];
    const where: string[] = ['b.company_id = $1'];
    if (q.warehouseId) where.push(`b.warehouse_id = $${params.push(q.warehouseId)}`);
    if (q.productId) where.push(`b.product_id = $${params.push(q.productId)}`);
    if (q.productCategoryId) where.push(`p.product_category_id = $${params.push(q.productCategoryId)}`);
    const term = q.searchTerm ? searchKey(q.searchTerm) : '';
    if (term) where.push(`p.search_text LIKE $${params.push(`%${likeLiteral(term)}%`)}`);
    // every warehouse summed: a transfer moves goods inside the scope, not in or out of it
    const internal = q.warehouseId ? 'false' : `s.kind = ${STOCK_KIND.transfer}`;
    const sql = `
      pairs AS MATERIALIZED (
        SELECT b.product_id, b.warehouse_id FROM stock_balance b JOIN product p ON p.id = b.product_id WHERE ${where.join(' AND ')}),
      opening AS (
        SELECT pr.product_id, m.qty_after AS quantity, m.value_after AS value FROM pairs pr
        CROSS JOIN LATERAL (
          SELECT s.qty_after, s.value_after FROM stock_move s
           WHERE s.company_id = $1 AND s.product_id = pr.product_id AND s.warehouse_id = pr.warehouse_id AND s.move_date < $2::date
           ORDER BY s.move_date DESC, s.seq DESC LIMIT 1) m),
      moves AS (
        SELECT s.product_id, s.move_date, s.quantity, s.value, s.stock_document_id, s.is_reversal, (${internal}) AS internal
          FROM stock_move s JOIN pairs pr ON pr.product_id = s.product_id AND pr.warehouse_id = s.warehouse_id
         WHERE s.company_id = $1 AND s.move_date >= $2::date AND s.move_date <= $3::date),
      flows AS (
        SELECT product_id, move_date, quantity, value FROM moves WHERE NOT internal
        UNION ALL
        SELECT product_id, move_date, sum(quantity), sum(value) FROM moves WHERE internal
         GROUP BY stock_document_id, product_id, is_reversal, move_date HAVING sum(quantity) <> 0 OR sum(value) <> 0),
      classified AS (
        SELECT product_id, move_date, quantity, value, (quantity > 0 OR (quantity = 0 AND value > 0)) AS incoming FROM flows)`;
    return { sql, params };
  }

  /** The opening of the range and its flows per day, over every matching product. */
  private async summary(companyId: number, q: TurnoverFilter, from: IsoDate, to: IsoDate) {
    const { sql, params } = this.scope(companyId, q, from, to);
    const [row] = await this.prisma.$queryRawUnsafe<{ openingQuantity: string | null; openingValue: string | null; days: (Flows & { day: string })[] }[]>(
      `WITH ${sql}
       SELECT (SELECT sum(quantity)::text FROM opening) AS "openingQuantity", (SELECT sum(value)::text FROM opening) AS "openingValue",
              (SELECT coalesce(json_agg(d ORDER BY d.day), '[]'::json) FROM (
                 SELECT move_date::text AS day,
                        coalesce(sum(quantity) FILTER (WHERE incoming), 0)::text AS "inQuantity", coalesce(sum(value) FILTER (WHERE incoming), 0)::text AS "inValue",
                        coalesce(-sum(quantity) FILTER (WHERE NOT incoming), 0)::text AS "outQuantity", coalesce(-sum(value) FILTER (WHERE NOT incoming), 0)::text AS "outValue"
                   FROM classified GROUP BY move_date) d) AS days`,
      ...params,
    );
    return { openingQuantity: canonical(row?.openingQuantity), openingValue: canonical(row?.openingValue), days: row?.days ?? [] };
  }

  /** A page of the products (every one when `limit` is null), each over the whole range. */
  private async products(companyId: number, q: TurnoverFilter, from: IsoDate, to: IsoDate, limit: number | null, offset: number, language: Lang): Promise<{ rows: TurnoverRow[]; rowCount: number }> {
    const { sql, params } = this.scope(companyId, q, from, to);
    const paging = limit === null ? '' : `LIMIT $${params.push(limit)} OFFSET $${params.push(offset)}`;
    const rows = await this.prisma.$queryRawUnsafe<(Flows & { rowCount: number; productId: number; productCode: string; productName: string; measureUnit: string | null; openingQuantity: string; openingValue: string })[]>(
      `WITH ${sql},
       per_opening AS (SELECT product_id, sum(quantity) AS quantity, sum(value) AS value FROM opening GROUP BY product_id),
       per_flow AS (
         SELECT product_id,
                coalesce(sum(quantity) FILTER (WHERE incoming), 0) AS in_qty, coalesce(sum(value) FILTER (WHERE incoming), 0) AS in_value,
                coalesce(-sum(quantity) FILTER (WHERE NOT incoming), 0) AS out_qty, coalesce(-sum(value) FILTER (WHERE NOT incoming), 0) AS out_value
           FROM classified GROUP BY product_id),
       r AS (
         SELECT coalesce(o.product_id, f.product_id) AS product_id, coalesce(o.quantity, 0) AS opening_qty, coalesce(o.value, 0) AS opening_value,
                coalesce(f.in_qty, 0) AS in_qty, coalesce(f.in_value, 0) AS in_value, coalesce(f.out_qty, 0) AS out_qty, coalesce(f.out_value, 0) AS out_value
           FROM per_opening o FULL JOIN per_flow f ON f.product_id = o.product_id
          WHERE f.product_id IS NOT NULL OR o.quantity <> 0 OR o.value <> 0)
       SELECT count(*) OVER ()::int AS "rowCount", p.id AS "productId", p.code AS "productCode", p.name AS "productName",
              ${language === 'en' ? 'coalesce(mu.name_en, mu.name_fa)' : 'mu.name_fa'} AS "measureUnit", r.opening_qty::text AS "openingQuantity", r.opening_value::text AS "openingValue", r.in_qty::text AS "inQuantity", r.in_value::text AS "inValue",
              r.out_qty::text AS "outQuantity", r.out_value::text AS "outValue"
         FROM r JOIN product p ON p.id = r.product_id LEFT JOIN measure_unit mu ON mu.id = p.measure_unit_id
        ORDER BY p.code, p.id ${paging}`,
      ...params,
    );
    return {
      rowCount: rows[0]?.rowCount ?? 0,
      rows: rows.map((r) => ({ productId: r.productId, productCode: r.productCode, productName: r.productName, measureUnit: r.measureUnit, ...amounts(r.openingQuantity, r.openingValue, r) })),
    };
  }

  /** The periods (all of them, in order) and the range's totals from the opening and the day flows. */
  private periods(spans: PeriodSpan[], s: Awaited<ReturnType<WarehouseTurnover['summary']>>): { periods: TurnoverPeriod[]; totals: TurnoverAmounts } {
    const periods: TurnoverPeriod[] = [];
    let quantity = s.openingQuantity;
    let value = s.openingValue;
    let i = 0;
    const all: Flows = { ...NO_FLOW };
    for (const span of spans) {
      const f: Flows = { ...NO_FLOW };
      for (; i < s.days.length && s.days[i]!.day <= span.toDate; i++) {
        const d = s.days[i]!;
        f.inQuantity = decimalAdd(f.inQuantity, d.inQuantity);
        f.inValue = decimalAdd(f.inValue, d.inValue);
        f.outQuantity = decimalAdd(f.outQuantity, d.outQuantity);
        f.outValue = decimalAdd(f.outValue, d.outValue);
      }
      const a = amounts(quantity, value, f);
      periods.push({ ...span, ...a });
      quantity = a.closingQuantity;
      value = a.closingValue;
      for (const k of Object.keys(all) as (keyof Flows)[]) all[k] = decimalAdd(all[k], f[k]);
    }
    return { periods, totals: amounts(s.openingQuantity, s.openingValue, all) };
  }

  async report(companyId: number, q: TurnoverQuery, language: Lang = 'fa'): Promise<TurnoverPage> {
    const { from, to, period } = checkRange(q);
    const [summary, page] = await Promise.all([
      this.summary(companyId, q, from, to),
      this.products(companyId, q, from, to, q.pageSize, (q.pageIndex - 1) * q.pageSize, language),
    ]);
    let rowCount = page.rowCount;
    // a page past the end still answers the count
    if (!page.rows.length && q.pageIndex > 1) rowCount = (await this.products(companyId, q, from, to, 1, 0, language)).rowCount;
    const { periods, totals } = this.periods(turnoverPeriods(from, to, period), summary);
    return { data: page.rows, rowCount, periods, totals: { ...totals, fromDate: from, toDate: to }, period };
  }

  /** The report as a workbook: a sheet of the periods with their totals, and a sheet of every product. */
  async workbook(companyId: number, q: TurnoverFilter, language: Lang): Promise<Buffer> {
    const { from, to, period } = checkRange(q);
    const [summary, all] = await Promise.all([this.summary(companyId, q, from, to), this.products(companyId, q, from, to, TURNOVER_EXPORT_LIMIT + 1, 0, language)]);
    if (all.rowCount > TURNOVER_EXPORT_LIMIT) {
      throw businessRule({ fa: `بیش از ${TURNOVER_EXPORT_LIMIT} کالا است؛ گزارش را محدودتر کنید.`, en: `More than ${TURNOVER_EXPORT_LIMIT} products; narrow the report first.` });
    }
    const { periods, totals } = this.periods(turnoverPeriods(from, to, period), summary);
    const { Workbook } = await import('exceljs');
    const book = new Workbook();
    const views = [{ rightToLeft: language === 'fa' }];
    const amountColumns = AMOUNT_COLUMNS.map((c) => ({ header: c.label[language], key: c.key, width: 16, style: { numFmt: c.key.endsWith('Value') ? '#,##0' : 'General' } }));

    const byPeriod = book.addWorksheet(TEXT.periodsSheet[language], { views });
    byPeriod.columns = [
      { header: TEXT.period[language], key: 'label', width: 18 },
      { header: TEXT.fromDate[language], key: 'fromDate', width: 12 },
      { header: TEXT.toDate[language], key: 'toDate', width: 12 },
      ...amountColumns,
    ];
    for (const p of periods) {
      byPeriod.addRow({ ...cells(p), label: safeExcelValue(periodName(p, period, language)), fromDate: jalaliText(p.fromDate), toDate: jalaliText(p.toDate) });
    }
    byPeriod.addRow({ ...cells(totals), label: TEXT.total[language], fromDate: jalaliText(from), toDate: jalaliText(to) }).font = { bold: true };
    byPeriod.getRow(1).font = { bold: true };

    const byProduct = book.addWorksheet(TEXT.productsSheet[language], { views });
    byProduct.columns = [
      { header: TEXT.productCode[language], key: 'productCode', width: 14 },
      { header: TEXT.productName[language], key: 'productName', width: 32 },
      { header: TEXT.measureUnit[language], key: 'measureUnit', width: 10 },
      ...amountColumns,
    ];
    for (const r of all.rows) {
      byProduct.addRow({ ...cells(r), productCode: safeExcelValue(r.productCode), productName: safeExcelValue(r.productName), measureUnit: safeExcelValue(r.measureUnit ?? '') });
    }
    byProduct.addRow({ ...cells(totals), productName: TEXT.total[language] }).font = { bold: true };
    byProduct.getRow(1).font = { bold: true };
    return Buffer.from(await book.xlsx.writeBuffer());
  }
}

const AMOUNT_COLUMNS: { key: keyof TurnoverAmounts; label: Record<Lang, string> }[] = [
  { key: 'openingQuantity', label: { fa: 'مقدار اول دوره', en: 'Opening quantity' } },
  { key: 'openingValue', label: { fa: 'ارزش اول دوره (ریال)', en: 'Opening value (rials)' } },
  { key: 'inQuantity', label: { fa: 'مقدار وارده', en: 'In quantity' } },
  { key: 'inValue', label: { fa: 'ارزش وارده (ریال)', en: 'In value (rials)' } },
  { key: 'outQuantity', label: { fa: 'مقدار صادره', en: 'Out quantity' } },
  { key: 'outValue', label: { fa: 'ارزش صادره (ریال)', en: 'Out value (rials)' } },
  { key: 'closingQuantity', label: { fa: 'مقدار پایان دوره', en: 'Closing quantity' } },
  { key: 'closingValue', label: { fa: 'ارزش پایان دوره (ریال)', en: 'Closing value (rials)' } },
];

const TEXT = {
  periodsSheet: { fa: 'گردش دوره‌ها', en: 'By period' },
  productsSheet: { fa: 'گردش کالاها', en: 'By product' },
  period: { fa: 'دوره', en: 'Period' },
  fromDate: { fa: 'از تاریخ', en: 'From' },
  toDate: { fa: 'تا تاریخ', en: 'To' },
  productCode: { fa: 'کد کالا', en: 'Product code' },
  productName: { fa: 'نام کالا', en: 'Product name' },
  measureUnit: { fa: 'واحد', en: 'Unit' },
  total: { fa: 'جمع', en: 'Total' },
  weekOf: { fa: 'هفتهٔ', en: 'Week of' },
} satisfies Record<string, Record<Lang, string>>;

const MONTHS: Record<Lang, readonly string[]> = {
  fa: ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'],
  en: ['Farvardin', 'Ordibehesht', 'Khordad', 'Tir', 'Mordad', 'Shahrivar', 'Mehr', 'Aban', 'Azar', 'Dey', 'Bahman', 'Esfand'],
};

/** A period as a sheet names it: `فروردین 1405`, `هفتهٔ 1405/01/01`, `1405/01/01`. */
function periodName(p: PeriodSpan, kind: TurnoverPeriodKind, language: Lang): string {
  if (kind === 'month') {
    const [jy, jm] = p.key.split('-').map(Number) as [number, number];
    return `${MONTHS[language][jm - 1]} ${jy}`;
  }
  return kind === 'week' ? `${TEXT.weekOf[language]} ${p.label}` : p.label;
}

/** An exact decimal as a sheet cell: a number when it is one exactly, else its text (never rounded). */
const cell = (v: string): number | string => (String(Number(v)) === v ? Number(v) : v);
const cells = (a: TurnoverAmounts) => Object.fromEntries(AMOUNT_COLUMNS.map((c) => [c.key, cell(a[c.key])]));


/** GET /api/warehouse/v1/report/inventoryTurnover… in the caller's company. */
@ApiTags('warehouse')
@ApiBearerAuth('bearer')
@Controller('api/warehouse/v1/report')
export class WarehouseTurnoverController {
  constructor(private readonly turnover: WarehouseTurnover) {}

  /** Opening, in, out and closing per period of a range, and per product over the range (paged). */
  @Get('inventoryTurnover') @Access(TURNOVER_PAGE) @ApiEnvelope(TurnoverPage)
  @ApiOperation({ summary: 'The inventory turnover of a range of days: opening, in, out and closing per period and per product (decimals as exact strings)' })
  inventoryTurnover(@Query() q: TurnoverQuery, @Req() req: FastifyRequest) {
    // a unit's name in the caller's language (Accept-Language), as the sheet's headers
    return this.turnover.report(requireCompany(), q, pickLanguage(req.headers['accept-language']));
  }

  /** The same report as an Excel workbook, its headers in the caller's language (Accept-Language). */
  @Get('inventoryTurnover/excel') @Access(TURNOVER_PAGE) @ApiDownload(XLSX, 'the workbook')
  @ApiOperation({ summary: `The inventory turnover as an Excel workbook: a sheet of periods and one of products (at most ${TURNOVER_EXPORT_LIMIT}), headers in the Accept-Language` })
  async inventoryTurnoverExcel(@Query() q: TurnoverFilter, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const language = pickLanguage(req.headers['accept-language']);
    const buffer = await this.turnover.workbook(requireCompany(), q, language);
    const name = `${language === 'fa' ? 'گردش موجودی' : 'inventory-turnover'} ${q.fromDate.slice(0, 10)} ${q.toDate.slice(0, 10)}.xlsx`;
    attachment(reply, XLSX, 'inventory-turnover.xlsx', name);
    return buffer;
  }
}
