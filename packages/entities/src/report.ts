import type { Area } from './areas';
import type { EntityDefinition, EnumOption, ParentMenu, Text } from './definition';

/**
 * A report (docs/modules.md, "Reports"): plain data shared by the API and the web app, declared in its area's
 * folder and listed in the area's manifest (`defineModule({ reports: [...] })`). From it come the page (a custom
 * page of the module with the actions `View` and `Export`, synced into the menus and granted to the
 * Administrator like every page), the two routes `GET /api/{area}/v1/reports/{name}/getFiltered` and `…/export`
 * with their query parameters and OpenAPI schemas, the checks of its filters, the paging, sorting, totals and Excel
 * of the kernel (apps/api/src/core/report), and the screen (apps/web/src/core/report/ReportPage.tsx). What a
 * definition cannot say, the rows, is one hand-written SQL source in the area's API module
 * (`@ReportSource('name')`).
 */

/** How a filter is asked and sent. */
export type ReportFilterType = 'link' | 'dateRange' | 'enum' | 'text';

export interface ReportFilter {
  /**
   * The query parameter: a link's id (`projectId`), an enum's value, a text; a date range sends `{key}From` and
   * `{key}To` (each optional unless `required`), Jalali (`1405/01/01`, Persian digits too) or ISO.
   */
  key: string;
  type: ReportFilterType;
  label: Text;
  /** link: the entity whose rows are offered (its getActives, or `view`: one of its views' paths) */
  entity?: string;
  view?: string;
  /** enum: the values offered */
  options?: readonly EnumOption[];
  /** the report is not read without it (a date range: both ends) */
  required?: boolean;
}

/** How a column is drawn, summed and written to the sheet. */
export type ReportColumnType = 'text' | 'int' | 'decimal' | 'money' | 'date' | 'percent' | 'link';

export interface ReportColumn {
  /**
   * The row's property, and the source's column of that name. A `link` column is the linked row's title; the
   * source also answers its id as `{key}Id`. `decimal`, `money` and `percent` travel as exact decimal strings,
   * `date` as an ISO day.
   */
  key: string;
  type: ReportColumnType;
  label: Text;
  /** summed over every filtered row (not only the page) into `totals` and the sheet's totals row */
  total?: boolean;
  /**
   * On the wire but not drawn nor written to the sheet: what a drill reads from the row (an id, a flag), or the
   * order a running balance was worked out in (a default sort).
   */
  hidden?: boolean;
}

/**
 * A way down from a row (the account review's group → general → subsidiary → its lines): a button on the rows
 * where `when` (a property of the row) is set, that opens `report` (this one when omitted) with its filters `set`
 * from the row's properties (`{ parentId: 'accountId' }`: the filter parentId takes the row's accountId) and the
 * current filters the target also has (a date range), or the page `href` with `$prop` taken from the row.
 */
export interface ReportDrill {
  label: Text;
  report?: string;
  set?: Record<string, string>;
  href?: string;
  when?: string;
}

export interface ReportChart {
  kind: 'bar' | 'line';
  /** the column along the axis (its text) */
  x: string;
  /** the numeric columns drawn */
  series: readonly string[];
}

export interface ReportDefinition {
  /** the report's name in its routes (`/api/{area}/v1/reports/{name}/…`) and its source's key; camelCase, unique */
  name: string;
  /** the page: a custom page of the module that lists the report */
  url: string;
  area: Area;
  parent: ParentMenu;
  icon?: string;
  label: Text;
  /** a sentence under the title: what a row is, what the filters apply to */
  description?: Text;
  filters: readonly ReportFilter[];
  columns: readonly ReportColumn[];
  chart?: ReportChart;
  /** the order when the caller names none (then every column, in order, breaks ties) */
  defaultSort?: { key: string; direction: 'asc' | 'desc' };
  /** the ways down from a row (see ReportDrill) */
  drill?: readonly ReportDrill[];
}

/** The action that lets a role download a report's sheet (its page's `View` lets it read the report). */
export const EXPORT_ACTION = { name: 'Export', label: { fa: 'خروجی اکسل و PDF', en: 'Export' } } as const;

/** The actions of every report's page. */
export const REPORT_ACTIONS = ['View', EXPORT_ACTION.name] as const;

/** Identity for typing a definition where it is written. */
export const defineReport = (report: ReportDefinition): ReportDefinition => report;

/** The query parameters a filter takes: its key, or a date range's two ends. */
export function filterParams(filter: ReportFilter): string[] {
  return filter.type === 'dateRange' ? [`${filter.key}From`, `${filter.key}To`] : [filter.key];
}

/** The columns the kernel sums. */
export const totalColumns = (report: ReportDefinition): ReportColumn[] => report.columns.filter((c) => c.total);

/** The numeric column types (the only ones a total, a chart series or a figure alignment applies to). */
export const NUMERIC_COLUMNS: readonly ReportColumnType[] = ['int', 'decimal', 'money', 'percent'];

/** The paging and sorting parameters every report takes besides its filters (`sortBy`, `sortDirection`: aliases). */
export const REPORT_PAGING_PARAMS = ['pageIndex', 'pageSize', 'orderBy', 'orderDirection', 'sortBy', 'sortDirection'] as const;

/**
 * Mistakes a set of report definitions can hold that types cannot catch, given the entity registry: names and urls
 * used twice, links to unknown entities or views, enums without options, keys that clash, totals on text, charts
 * and sorts on columns that do not exist. An empty list when they are sound.
 */
export function checkReports(reports: readonly ReportDefinition[], findEntity: (name: string) => EntityDefinition | undefined): string[] {
  const problems: string[] = [];
  const names = new Set<string>();
  const urls = new Set<string>();
  for (const r of reports) {
    const at = `report ${r.name}`;
    if (!/^[a-z][A-Za-z0-9]*$/.test(r.name)) problems.push(`${at}: the name must be camelCase letters and digits`);
    if (names.has(r.name)) problems.push(`${at}: the name is used twice`);
    names.add(r.name);
    if (urls.has(r.url)) problems.push(`${at}: the url ${r.url} is used twice`);
    urls.add(r.url);
    if (!r.columns.length) problems.push(`${at}: it has no columns`);
    const params = new Set<string>(REPORT_PAGING_PARAMS);
    for (const f of r.filters) {
      for (const p of filterParams(f)) {
        if (params.has(p)) problems.push(`${at}: the filter parameter ${p} is used twice`);
        params.add(p);
      }
      if (!/^[a-z][A-Za-z0-9]*$/.test(f.key)) problems.push(`${at}: filter ${f.key} must be camelCase`);
      if (f.type === 'link') {
        const target = f.entity ? findEntity(f.entity) : undefined;
        if (!target) problems.push(`${at}: filter ${f.key} links to ${f.entity ?? 'nothing'}, which is no entity`);
        else if (f.view && !target.views?.some((v) => v.path === f.view)) problems.push(`${at}: filter ${f.key}: ${f.entity} has no view ${f.view}`);
      }
      if (f.type === 'enum' && !f.options?.length) problems.push(`${at}: filter ${f.key} is an enum without options`);
    }
    const keys = new Set<string>();
    for (const c of r.columns) {
      if (!/^[a-z][A-Za-z0-9]*$/.test(c.key)) problems.push(`${at}: column ${c.key} must be camelCase`);
      if (keys.has(c.key)) problems.push(`${at}: the column ${c.key} is used twice`);
      keys.add(c.key);
      if (c.total && !NUMERIC_COLUMNS.includes(c.type)) problems.push(`${at}: column ${c.key} is ${c.type}: only numbers have totals`);
    }
    for (const c of r.columns) if (c.type === 'link' && keys.has(`${c.key}Id`)) problems.push(`${at}: column ${c.key}Id clashes with the id of the link ${c.key}`);
    if (r.defaultSort && !keys.has(r.defaultSort.key)) problems.push(`${at}: the default sort ${r.defaultSort.key} is no column`);
    if (r.chart) {
      if (!keys.has(r.chart.x)) problems.push(`${at}: the chart's x ${r.chart.x} is no column`);
      if (!r.chart.series.length) problems.push(`${at}: the chart has no series`);
      for (const s of r.chart.series) {
        const c = r.columns.find((x) => x.key === s);
        if (!c || !NUMERIC_COLUMNS.includes(c.type)) problems.push(`${at}: the chart's series ${s} is no numeric column`);
      }
    }
    // a drill reads the row's columns (a link's id too) and sets filters the report it opens has
    const rowProps = new Set([...keys, ...r.columns.filter((c) => c.type === 'link').map((c) => `${c.key}Id`)]);
    for (const d of r.drill ?? []) {
      const target = d.report ? reports.find((x) => x.name === d.report) : r;
      if (!target) problems.push(`${at}: a drill opens ${d.report}, which is no report`);
      if (!d.href === !d.set) problems.push(`${at}: a drill has either filters to set or an href`);
      if (d.when && !rowProps.has(d.when)) problems.push(`${at}: a drill's when ${d.when} is no column`);
      for (const [filter, prop] of Object.entries(d.set ?? {})) {
        if (target && !target.filters.some((f) => f.key === filter)) problems.push(`${at}: a drill sets ${filter}, which is no filter of ${target.name}`);
        if (!rowProps.has(prop)) problems.push(`${at}: a drill reads ${prop}, which is no column`);
      }
      for (const m of (d.href ?? '').matchAll(/\$([A-Za-z]+)/g)) if (!rowProps.has(m[1]!)) problems.push(`${at}: a drill's href reads ${m[1]}, which is no column`);
    }
  }
  return problems;
}
