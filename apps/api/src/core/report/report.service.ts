import { Injectable } from '@nestjs/common';
import { isoDateToJalali, jalaliDayText, toDecimalString } from '@karsaz/domain';
import { ENTITIES, type ReportColumn, type ReportDefinition } from '@karsaz/entities';
import { PrismaClient } from '../database/database';
import { HAND_WRITTEN_COMPANY_MODELS } from '../database/company-scope';
import { requireCompany } from '../context/request-context';
import { businessRule } from '../http/errors';
import { safeExcelValue } from '../export/excel-cell';
import type { Lang } from '../i18n/messages';
import { parseReportQuery, type ReportQuery } from './filters';
import { ReportParams, companyScopeProblems, rowsSql, tableOf, totalsSql } from './sql';
import { ReportSourceRegistry } from './source';

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

/** The tables whose rows belong to one company: a source must filter each one it reads by the caller's company. */
export const COMPANY_TABLES: ReadonlySet<string> = new Set([
  ...ENTITIES.filter((e) => e.scope === 'company' && e.storage !== 'external').map((e) => e.table),
  ...HAND_WRITTEN_COMPANY_MODELS.map(tableOf),
]);

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
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

  /** Every row of the report (at most REPORT_EXPORT_LIMIT) as an Excel sheet in the caller's language, with a totals row. */
  async workbook(report: ReportDefinition, raw: Record<string, unknown>, language: Lang): Promise<Buffer> {
    const companyId = requireCompany();
    const query = parseReportQuery(report, raw);
    const { sql, p } = await this.source(report, query, companyId, language);
    const base = [...p.values];
    const rowsQuery = rowsSql(report, sql, query.sort, p, REPORT_EXPORT_LIMIT + 1, 0);
    const [rows, summary] = await Promise.all([this.prisma.$queryRawUnsafe<Record<string, unknown>[]>(rowsQuery, ...p.values), this.totals(report, sql, base)]);
    if (rows.length > REPORT_EXPORT_LIMIT) {
      throw businessRule({ fa: `گزارش بیش از ${REPORT_EXPORT_LIMIT} ردیف دارد؛ آن را با فیلترها محدودتر کنید.`, en: `The report has more than ${REPORT_EXPORT_LIMIT} rows; narrow it with its filters first.` });
    }
    const { Workbook } = await import('exceljs');
    const book = new Workbook();
    const sheet = book.addWorksheet(sheetName(report.label[language]), { views: [{ rightToLeft: language === 'fa', state: 'frozen', ySplit: 1 }] });
    sheet.columns = report.columns.map((c) => ({
      header: c.label[language],
      key: c.key,
      width: c.type === 'text' || c.type === 'link' ? 28 : c.type === 'date' ? 12 : 18,
      ...(NUMBER_FORMAT[c.type] ? { style: { numFmt: NUMBER_FORMAT[c.type] } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    for (const r of rows) {
      const row = this.row(report, r);
      sheet.addRow(Object.fromEntries(report.columns.map((c) => [c.key, sheetCell(c, row[c.key] ?? null)])));
    }
    // the totals row: the label in the first column that is not summed, the sums under their columns
    const labelColumn = report.columns.find((c) => !c.total);
    const totals = sheet.addRow({
      ...(labelColumn ? { [labelColumn.key]: TOTAL[language] } : {}),
      ...Object.fromEntries(report.columns.filter((c) => c.total).map((c) => [c.key, numberCell(summary.totals[c.key] ?? '0')])),
    });
    totals.font = { bold: true };
    return Buffer.from(await book.xlsx.writeBuffer());
  }
}
