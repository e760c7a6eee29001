import type { EnumOption, ReportColumn, ReportDefinition } from '@karsaz/entities';
import type { Lang } from '../i18n/messages';
import type { DateRangeValue, ReportFilterValues, ReportSort } from './filters';

/**
 * The SQL side of the report kernel: the parameters a source writes its SQL with (the company always `$1`), the
 * check that a source scopes every company-owned table it reads to `$1`, and the wrapping of a source's rows into a
 * page, the totals and the sheet.
 */

/**
 * The parameters of one run of a source. `$1` is the caller's company, put there by the kernel: a source reads it
 * as `p.company` and adds the values of its filters with `p.add(value)`, which answers the placeholder to write.
 */
export class ReportParams {
  /** `$1`: the caller's company, which every company-owned table the source reads must be filtered by */
  readonly company = '$1';
  private readonly list: unknown[];

  constructor(companyId: number) {
    this.list = [companyId];
  }

  /** The placeholder of a new parameter (`$2`), with a cast when one is given (`$2::date`). */
  add(value: unknown, cast?: string): string {
    this.list.push(value);
    return `$${this.list.length}${cast ? `::${cast}` : ''}`;
  }

  /** An enum's label in the language, as a CASE over `expr` (the values are parameters; an unknown value is itself). */
  label(expr: string, options: readonly EnumOption[], language: Lang): string {
    if (!options.length) return `${expr}::text`;
    return `CASE ${expr}${options.map((o) => ` WHEN ${this.add(o.value, 'int')} THEN ${this.add(o.label[language], 'text')}`).join('')} ELSE ${expr}::text END`;
  }

  get values(): readonly unknown[] {
    return this.list;
  }
}

/** ` AND column = $n` when the filter (a link's id, an enum's value) is set. */
export function equals(filters: ReportFilterValues, key: string, column: string, p: ReportParams): string {
  const v = filters[key];
  return v === undefined ? '' : ` AND ${column} = ${p.add(v, 'int')}`;
}

/** ` AND column >= $from AND column <= $to` for the ends of a date range that are set (both days included). */
export function within(filters: ReportFilterValues, key: string, column: string, p: ReportParams): string {
  const r = filters[key] as DateRangeValue | undefined;
  return `${r?.from ? ` AND ${column} >= ${p.add(r.from, 'date')}` : ''}${r?.to ? ` AND ${column} <= ${p.add(r.to, 'date')}` : ''}`;
}

/** `StockBalance` → `stock_balance`: a Prisma model's table by the house's naming. */
export const tableOf = (model: string): string => model.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

const NOT_ALIASES = new Set(['on', 'where', 'join', 'left', 'right', 'inner', 'full', 'cross', 'natural', 'group', 'order', 'limit', 'offset', 'using', 'lateral', 'union', 'having', 'window', 'and', 'or', 'as', 'outer', 'except', 'intersect', 'for', 'fetch']);

/**
 * What is wrong with a source's SQL for company isolation: every company-owned table it reads (`FROM t x`, `JOIN t
 * x`) must have as many `x.company_id = $1` conditions as it is read, and `$1` must be used at all. Comments and
 * string literals are left out first. An empty list when the SQL is scoped.
 */
export function companyScopeProblems(sql: string, companyTables: ReadonlySet<string>): string[] {
  const bare = sql.replace(/--[^\n]*/g, ' ').replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/'(?:[^']|'')*'/g, "''");
  const problems: string[] = [];
  if (!/\$1(?!\d)/.test(bare)) problems.push('the SQL does not use $1, the caller’s company');
  const reads = new Map<string, { table: string; count: number }>();
  for (const m of bare.matchAll(/\b(?:from|join)\s+([a-z_][a-z0-9_]*)(?:\s+(?:as\s+)?([a-z_][a-z0-9_]*))?/gi)) {
    const table = m[1]!.toLowerCase();
    if (!companyTables.has(table)) continue;
    const alias = m[2] && !NOT_ALIASES.has(m[2].toLowerCase()) ? m[2].toLowerCase() : table;
    const seen = reads.get(alias) ?? { table, count: 0 };
    seen.count++;
    reads.set(alias, seen);
  }
  for (const [alias, { table, count }] of reads) {
    const scoped = [...bare.matchAll(new RegExp(`\\b${alias}\\.company_id\\s*=\\s*\\$1(?!\\d)`, 'gi'))].length;
    if (scoped < count) problems.push(`${table} ${alias} is read ${count} time(s) but filtered by ${alias}.company_id = $1 ${scoped} time(s)`);
  }
  return problems;
}

const quote = (key: string) => `"${key.replace(/"/g, '""')}"`;

/** A column as the kernel selects it from the source's rows: exact decimals as text, a day as ISO, a link with its id. */
function projection(c: ReportColumn): string[] {
  const v = `r.${quote(c.key)}`;
  switch (c.type) {
    case 'int':
      return [`(${v})::int AS ${quote(c.key)}`];
    case 'decimal':
    case 'money':
    case 'percent':
      return [`(${v})::numeric::text AS ${quote(c.key)}`];
    case 'date':
      return [`to_char(${v}, 'YYYY-MM-DD') AS ${quote(c.key)}`];
    case 'link':
      return [`(${v})::text AS ${quote(c.key)}`, `(r.${quote(`${c.key}Id`)})::int AS ${quote(`${c.key}Id`)}`];
    default:
      return [`(${v})::text AS ${quote(c.key)}`];
  }
}

/** The order: the sort's column (empty ones last), then every column in the definition's order, so pages are stable. */
function orderBy(report: ReportDefinition, sort: ReportSort | null): string {
  const keys = report.columns.flatMap((c) => (c.type === 'link' ? [c.key, `${c.key}Id`] : [c.key]));
  const parts = sort ? [`r.${quote(sort.key)} ${sort.direction === 'desc' ? 'DESC' : 'ASC'} NULLS LAST`] : [];
  for (const k of keys) if (k !== sort?.key) parts.push(`r.${quote(k)} ASC NULLS LAST`);
  return parts.join(', ');
}

/** The source's rows, sorted, from `offset` (`limit` rows; every one when null), each column as the API answers it. */
export function rowsSql(report: ReportDefinition, source: string, sort: ReportSort | null, p: ReportParams, limit: number | null, offset: number): string {
  const paging = limit === null ? '' : ` LIMIT ${p.add(limit, 'int')} OFFSET ${p.add(offset, 'int')}`;
  return `WITH __report AS (\n${source}\n)\nSELECT ${report.columns.flatMap(projection).join(', ')} FROM __report r ORDER BY ${orderBy(report, sort)}${paging}`;
}

/** How many rows the source has, and the sum of each total column over all of them (exact, as text). */
export function totalsSql(report: ReportDefinition, source: string): string {
  const sums = report.columns.filter((c) => c.total).map((c) => `sum(r.${quote(c.key)})::numeric::text AS ${quote(c.key)}`);
  return `WITH __report AS (\n${source}\n)\nSELECT count(*)::int AS "__rowCount"${sums.map((s) => `, ${s}`).join('')} FROM __report r`;
}
