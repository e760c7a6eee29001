import { Injectable } from '@nestjs/common';
import { isoDateToJalali, jalaliDayText, toDecimalString, toPersianDigits } from '@karsaz/domain';
import { ENTITIES, findEntity, type ReportColumn, type ReportDefinition } from '@karsaz/entities';
import { PrismaClient } from '../database/database';
import { HAND_WRITTEN_COMPANY_MODELS } from '../database/company-scope';
import { requireCompany } from '../context/request-context';
import { businessRule } from '../http/errors';
import { safeExcelValue } from '../export/excel-cell';
import type { Lang } from '../i18n/messages';
import { entityDelegate } from '../entity/delegate';
import { parseReportQuery, type DateRangeValue, type ReportQuery } from './filters';
import { jalaliText, reportPdf } from './report-pdf';
import { ReportParams, companyScopeProblems, rowsSql, tableOf, totalsSql } from './sql';
import { ReportSourceRegistry } from './source';
import { XLSX_MIME as XLSX } from '../http/download';

/** One row of a report: its columns by key (a link's title and its `{key}Id`). */
export type ReportRow = Record<string, string | number | null>;

/** A page of a report as its getFiltered answers it (the contract's paged value, with the totals of every row). */
export interface ReportPage {
  data: ReportRow[];
  rowCount: number;
  totals: Record<string, string>;
}

/** The most rows one sheet carries; a larger report is narrowed with its filters first. */
export const REPORT_EXPORT_LIMIT = 10_000;
/**
 * The most rows one PDF carries: the document is laid out on the API's thread (about 3 s a 3,000 rows here), and a
 * longer one is a sheet's work; a larger report is narrowed first or taken as Excel.
 */
export const REPORT_PDF_LIMIT = 2_000;

/** The tables whose rows belong to one company: a source must filter each one it reads by the caller's company. */
export const COMPANY_TABLES: ReadonlySet<string> = new Set([
  ...ENTITIES.filter((e) => e.scope === 'company' && e.storage !== 'external').map((e) => e.table),
  ...HAND_WRITTEN_COMPANY_MODELS.map(tableOf),
]);

export { XLSX as REPORT_XLSX };

const TOTAL: Record<Lang, string> = { fa: 'جمع', en: 'Total' };

/** A value of a column as the API answers it: exact decimals canonical (`"14.5"`, not `"14.5000"`). */
function answer(c: ReportColumn, v: unknown): string | number | null {
  if (v === null || v === undefined) return null;
  if (c.type === 'decimal' || c.type === 'money' || c.type === 'percent') return toDecimalString(String(v));
  if (c.type === 'int') return Number(v);
  return String(v);
}

/** An exact decimal as a sheet cell: a number when it is one exactly, else its text (never rounded). */
const numberCell = (v: string): number | string => (String(Number(v)) === v ? Number(v) : v);

/** A cell of the sheet: numbers as numbers, a day in Jalali (`1405/01/01`), texts safe from formulas. */
function sheetCell(c: ReportColumn, v: string | number | null): string | number | null {
  if (v === null) return null;
  if (c.type === 'int') return Number(v);
  if (c.type === 'decimal' || c.type === 'money' || c.type === 'percent') return numberCell(String(v));
  if (c.type === 'date') {
    const j = isoDateToJalali(String(v));
    return j ? jalaliDayText(j) : String(v);
  }
  return safeExcelValue(String(v));
}

const NUMBER_FORMAT: Partial<Record<ReportColumn['type'], string>> = { money: '#,##0', int: '0', percent: '0.00', decimal: '#,##0.####' };

/** A sheet's name: at most 31 characters, none of the ones Excel refuses. */
const sheetName = (text: string) => text.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);

/**
 * Runs reports (docs/modules.md, "Reports"): checks the query against the definition, asks the report's source for
 * its SQL with the caller's company as `$1` (and refuses a source that does not filter a company-owned table by it),
 * then pages and sorts its rows, sums its total columns over every row, or writes every row to a sheet with a
 * totals row. Sorting is by declared columns only, so nothing of the caller reaches the SQL but parameters.
 */
@Injectable()
export class ReportService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly sources: ReportSourceRegistry,
  ) {}

  /** The source's SQL and its parameters for this caller; an unscoped source is a programming error (500, logged). */
  private async source(report: ReportDefinition, query: ReportQuery, companyId: number, language: Lang): Promise<{ sql: string; p: ReportParams }> {
    const p = new ReportParams(companyId);
    const sql = await this.sources.of(report).query(query.filters, p, { report, language });
    const problems = companyScopeProblems(sql, COMPANY_TABLES);
    if (problems.length) throw new Error(`the source of the report ${report.name} is not confined to the caller's company: ${problems.join('; ')}`);
    return { sql, p };
  }

  private row(report: ReportDefinition, raw: Record<string, unknown>): ReportRow {
    const out: ReportRow = {};
    for (const c of report.columns) {
      out[c.key] = answer(c, raw[c.key]);
      if (c.type === 'link') out[`${c.key}Id`] = raw[`${c.key}Id`] === null || raw[`${c.key}Id`] === undefined ? null : Number(raw[`${c.key}Id`]);
    }
    return out;
  }

  private async totals(report: ReportDefinition, sql: string, values: readonly unknown[]): Promise<{ rowCount: number; totals: Record<string, string> }> {
    const [row] = await this.prisma.$queryRawUnsafe<Record<string, unknown>[]>(totalsSql(report, sql), ...values);
    const totals: Record<string, string> = {};
    for (const c of report.columns) if (c.total) totals[c.key] = toDecimalString((row?.[c.key] as string | null) ?? '0') ?? '0';
    return { rowCount: Number(row?.__rowCount ?? 0), totals };
  }

  /** A page of the report in the caller's company, the count of every row and the totals over all of them. */
  async page(report: ReportDefinition, raw: Record<string, unknown>, language: Lang): Promise<ReportPage> {
    const companyId = requireCompany();
    const query = parseReportQuery(report, raw);
    const { sql, p } = await this.source(report, query, companyId, language);
    const base = [...p.values];
    const rowsQuery = rowsSql(report, sql, query.sort, p, query.pageSize, (query.pageIndex - 1) * query.pageSize);
    const [rows, summary] = await Promise.all([this.prisma.$queryRawUnsafe<Record<string, unknown>[]>(rowsQuery, ...p.values), this.totals(report, sql, base)]);
    return { data: rows.map((r) => this.row(report, r)), rowCount: summary.rowCount, totals: summary.totals };
  }

  /**
   * Every row of the report in the caller's company (at most REPORT_EXPORT_LIMIT, else 422) and the totals over
   * them: what a download carries.
   */
  private async everyRow(report: ReportDefinition, raw: Record<string, unknown>, language: Lang, limit = REPORT_EXPORT_LIMIT): Promise<{ query: ReportQuery; rows: ReportRow[]; totals: Record<string, string> }> {
    const companyId = requireCompany();
    const query = parseReportQuery(report, raw);
    const { sql, p } = await this.source(report, query, companyId, language);
    const base = [...p.values];
    const rowsQuery = rowsSql(report, sql, query.sort, p, limit + 1, 0);
    const [rows, summary] = await Promise.all([this.prisma.$queryRawUnsafe<Record<string, unknown>[]>(rowsQuery, ...p.values), this.totals(report, sql, base)]);
    if (rows.length > limit) {
      const pdf = limit === REPORT_PDF_LIMIT;
      throw businessRule({
        fa: `گزارش بیش از ${toPersianDigits(limit.toLocaleString('en-US')).replace(/,/g, '٬')} ردیف دارد؛ آن را با فیلترها محدودتر کنید${pdf ? ' یا خروجی اکسل بگیرید' : ''}.`,
        en: `The report has more than ${limit.toLocaleString('en-US')} rows; narrow it with its filters first${pdf ? ', or take it as Excel' : ''}.`,
      });
    }
    return { query, rows: rows.map((r) => this.row(report, r)), totals: summary.totals };
  }

  /** Every row of the report (at most REPORT_EXPORT_LIMIT) as an Excel sheet in the caller's language, with a totals row. */
  async workbook(report: ReportDefinition, raw: Record<string, unknown>, language: Lang): Promise<Buffer> {
    const { rows, totals: sums } = await this.everyRow(report, raw, language);
    const { Workbook } = await import('exceljs');
    const book = new Workbook();
    const sheet = book.addWorksheet(sheetName(report.label[language]), { views: [{ rightToLeft: language === 'fa', state: 'frozen', ySplit: 1 }] });
    // hidden columns (what a drill reads, a running balance's order) stay off the sheet
    const shown = report.columns.filter((c) => !c.hidden);
    sheet.columns = shown.map((c) => ({
      header: c.label[language],
      key: c.key,
      width: c.type === 'text' || c.type === 'link' ? 28 : c.type === 'date' ? 12 : 18,
      ...(NUMBER_FORMAT[c.type] ? { style: { numFmt: NUMBER_FORMAT[c.type] } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    for (const row of rows) {
      sheet.addRow(Object.fromEntries(shown.map((c) => [c.key, sheetCell(c, row[c.key] ?? null)])));
    }
    // the totals row: the label in the first column that is not summed, the sums under their columns
    const labelColumn = shown.find((c) => !c.total);
    const totals = sheet.addRow({
      ...(labelColumn ? { [labelColumn.key]: TOTAL[language] } : {}),
      ...Object.fromEntries(report.columns.filter((c) => c.total).map((c) => [c.key, numberCell(sums[c.key] ?? '0')])),
    });
    totals.font = { bold: true };
    return Buffer.from(await book.xlsx.writeBuffer());
  }

  /**
   * Every row of the report (at most REPORT_PDF_LIMIT) as an A4 landscape PDF in the caller's language: the
   * title, the filters applied, the visible columns with the header on every page, the totals row, and a footer
   * with the page and the printing date (core/report/report-pdf.ts).
   */
  async pdf(report: ReportDefinition, raw: Record<string, unknown>, language: Lang): Promise<Buffer> {
    const { query, rows, totals } = await this.everyRow(report, raw, language, REPORT_PDF_LIMIT);
    const filters = await this.filterTexts(report, query, language);
    return reportPdf({ report, language, filters, rows, totals, printedAt: new Date() });
  }

  /** The filters applied as a reader reads them: a link's title (in the caller's company), an enum's label, a range's Jalali days. */
  private async filterTexts(report: ReportDefinition, query: ReportQuery, language: Lang): Promise<{ label: string; value: string }[]> {
    const out: { label: string; value: string }[] = [];
    for (const f of report.filters) {
      const v = query.filters[f.key];
      if (v === undefined) continue;
      let value: string;
      if (f.type === 'dateRange') {
        const range = v as DateRangeValue;
        const from = range.from ? `${language === 'fa' ? 'از' : 'from'} ${jalaliText(range.from)}` : '';
        const to = range.to ? `${language === 'fa' ? 'تا' : 'to'} ${jalaliText(range.to)}` : '';
        value = [from, to].filter(Boolean).join(' ');
      } else if (f.type === 'enum') {
        value = f.options?.find((o) => o.value === v)?.label[language] ?? String(v);
      } else if (f.type === 'link') {
        value = await this.linkTitle(f.entity!, Number(v), language);
      } else value = String(v);
      out.push({ label: f.label[language], value });
    }
    return out;
  }

  /** A linked row's title (its English one in English when it has it); `#id` when the caller's company has no such row. */
  private async linkTitle(entityName: string, id: number, language: Lang): Promise<string> {
    const entity = findEntity(entityName);
    if (!entity) return `#${id}`;
    const titleDef = entity.fields[entity.titleField] as { english?: string } | undefined;
    const english = language === 'en' ? titleDef?.english : undefined;
    const select: Record<string, true> = { id: true, [entity.titleField]: true, ...(english ? { [english]: true } : {}) };
    const row = await entityDelegate(this.prisma, entity).findFirst({ where: { id }, select });
    if (!row) return `#${id}`;
    const title = (english && row[english]) || row[entity.titleField];
    return title === null || title === undefined || title === '' ? `#${id}` : String(title);
  }
}
