import { formatDecimal } from '@karsaz/domain';
import { filterParams, type ReportColumn, type ReportDefinition, type ReportDrill } from '@karsaz/entities';
import { isoDateToJalaliText, localizeDigits, type Language } from '@karsaz/ui';
import { unwrapValue } from '@karsaz/api-client';
import type { Api } from '../api/api';
import type { ListParams } from '../list';

/** A row of a report as its getFiltered answers it: columns by key, a link's title and `{key}Id`. */
export type ReportRow = Record<string, string | number | null>;

/** A page of a report: its rows, the count of every row and the totals over every filtered row. */
export interface ReportPageData {
  data: ReportRow[];
  rowCount: number;
  totals: Record<string, string>;
}

/** The report's filters and sort as the list keeps them: query parameters by name (`projectId`, `statementDateFrom`, `orderBy`). */
export type ReportFilters = Record<string, string>;

/** The base of a report's routes (apps/api/src/core/report: `/api/{area}/v1/reports/{name}`). */
export const reportBase = (report: Pick<ReportDefinition, 'area' | 'name'>) => `/api/${report.area}/v1/reports/${report.name}`;

export const isNumeric = (c: ReportColumn) => c.type === 'int' || c.type === 'decimal' || c.type === 'money' || c.type === 'percent';

/** A cell as the reader reads it: exact decimals grouped in the reader's digits, a percentage with its sign, a day in Jalali. */
export function reportCell(c: ReportColumn, value: string | number | null | undefined, language: Language): string {
  if (value === null || value === undefined || value === '') return '—';
  if (isNumeric(c)) {
    const text = formatDecimal(String(value), language);
    return c.type === 'percent' ? (language === 'fa' ? `${text}٪` : `${text}%`) : text;
  }
  if (c.type === 'date') return localizeDigits(isoDateToJalaliText(String(value)), language);
  return String(value);
}

type Call = (path: string, init?: { params?: { query?: Record<string, unknown> }; parseAs?: 'blob' }) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** The query of the report's routes from the list's state (empty filters left out). */
export function reportQuery(p: Pick<ListParams<ReportFilters>, 'filters'> & Partial<Pick<ListParams<ReportFilters>, 'pageIndex' | 'pageSize'>>): Record<string, string | number> {
  const query: Record<string, string | number> = Object.fromEntries(Object.entries(p.filters).filter(([, v]) => v !== undefined && v !== ''));
  if (p.pageIndex) query.pageIndex = p.pageIndex;
  if (p.pageSize) query.pageSize = p.pageSize;
  return query;
}

/**
 * A report's calls through the SPA's API client: the page, and the sheet and the PDF as Blobs. The generated client types
 * every report's routes; the one screen of every report reaches them by the definition's path instead.
 */
export function reportApi(api: Api, report: ReportDefinition) {
  const GET = (api.client as unknown as { GET: Call }).GET;
  const base = reportBase(report);
  return {
    page: (p: ListParams<ReportFilters>) => unwrapValue<ReportPageData>(GET(`${base}/getFiltered`, { params: { query: reportQuery(p) } })),
    excel: async (filters: ReportFilters): Promise<Blob> => {
      const res = await GET(`${base}/export`, { params: { query: reportQuery({ filters }) }, parseAs: 'blob' });
      if (!res.response.ok) return unwrapValue<never>(Promise.resolve(res));
      return new Blob([res.data as Blob], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    },
    pdf: async (filters: ReportFilters): Promise<Blob> => {
      const res = await GET(`${base}/exportPdf`, { params: { query: reportQuery({ filters }) }, parseAs: 'blob' });
      if (!res.response.ok) return unwrapValue<never>(Promise.resolve(res));
      return new Blob([res.data as Blob], { type: 'application/pdf' });
    },
  };
}

/**
 * The chart's points: one a row of the page, named by the x column's text, each series a number (a chart shows
 * magnitudes; the table keeps the exact figures). In Persian the first row stands at the right.
 */
export function chartPoints(report: ReportDefinition, rows: readonly ReportRow[], language: Language): Record<string, string | number>[] {
  if (!report.chart) return [];
  const x = report.columns.find((c) => c.key === report.chart!.x)!;
  const points = rows.map((r) => ({
    [x.key]: reportCell(x, r[x.key], language),
    ...Object.fromEntries(report.chart!.series.map((s) => [s, Number(r[s] ?? 0)])),
  }));
  return language === 'fa' ? points.reverse() : points;
}

/** The name the downloaded workbook is saved under. */
export const excelFileName = (report: ReportDefinition, language: Language) => `${report.label[language]}.xlsx`;

/** The name the downloaded PDF is saved under. */
export const pdfFileName = (report: ReportDefinition, language: Language) => `${report.label[language]}.pdf`;

/**
 * The filters a drill opens its report with (packages/entities ReportDrill): its `set` from the row's properties,
 * and the current filters the target report also takes (a date range), by their query parameters.
 */
export function drillFilters(drill: ReportDrill, row: ReportRow, current: ReportFilters, target: ReportDefinition): ReportFilters {
  const params = new Set(target.filters.flatMap(filterParams));
  const kept = Object.fromEntries(Object.entries(current).filter(([k, v]) => params.has(k) && v !== undefined && v !== ''));
  const set = Object.fromEntries(Object.entries(drill.set ?? {}).map(([filter, prop]) => [filter, String(row[prop] ?? '')]));
  return { ...kept, ...set };
}

/** The page a drill's `href` names, its `$prop`s taken from the row. */
export const drillHref = (href: string, row: ReportRow) => href.replace(/\$([A-Za-z]+)/g, (_, prop: string) => encodeURIComponent(String(row[prop] ?? '')));

/**
 * A report's filters from the address (the router's parsed search, `?accountId=3&dateFrom="2026-03-21"`): only the
 * parameters it takes, as the list keeps them (text).
 */
export function filtersFromSearch(report: ReportDefinition, search: Record<string, unknown>): ReportFilters {
  const params = new Set(report.filters.flatMap(filterParams));
  return Object.fromEntries(Object.entries(search).filter(([k, v]) => params.has(k) && v !== '' && v !== null && v !== undefined).map(([k, v]) => [k, String(v)]));
}

/** A report's filters as the address carries them: whole numbers (an id) as numbers, so the address reads `?accountId=3`. */
export const searchOf = (filters: ReportFilters): Record<string, string | number> =>
  Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, /^\d{1,15}$/.test(v) ? Number(v) : v]));
