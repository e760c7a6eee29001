import { parseDayText, tehranDate, toAsciiDigits, toPersianLetters, type IsoDate } from '@karsaz/domain';
import { filterParams, type ReportDefinition, type ReportFilter } from '@karsaz/entities';
import { DomainException, type RawFieldError } from '../http/errors';

/**
 * The query of a report's two routes, checked against its definition: every filter by its kind, the page, the
 * sort. Every bad parameter is reported at once as a 400 naming it (the contract's field errors, in the caller's
 * language through the usual constraint messages); parameters the report does not take are ignored, as every
 * route ignores them. Digits may be Persian or Arabic-Indic; text has Arabic Yeh and Kaf made Persian.
 */

/** A date range as the source gets it: each end an ISO day, both included; an end left out is open. */
export interface DateRangeValue {
  from?: IsoDate;
  to?: IsoDate;
}

/** The checked filters by key: a link's id or an enum's value (numbers), a text, a date range. */
export type ReportFilterValues = Record<string, number | string | DateRangeValue | undefined>;

export interface ReportSort {
  key: string;
  direction: 'asc' | 'desc';
}

export interface ReportQuery {
  filters: ReportFilterValues;
  pageIndex: number;
  pageSize: number;
  /** the caller's sort, else the definition's default; null: the columns' order alone */
  sort: ReportSort | null;
}

/** The contract's paging: from 1, ten rows by default, at most a hundred. */
export const REPORT_PAGE_SIZE = { default: 10, max: 100 } as const;
/** The longest text a text filter takes. */
export const REPORT_TEXT_MAX = 200;
const MAX_ID = 2_147_483_647;

type Raw = Record<string, unknown>;

/** A query parameter as text: the last of repeated ones, digits ASCII, letters Persian, trimmed; '' when absent. */
function text(raw: Raw, name: string): string {
  let v = raw[name];
  if (Array.isArray(v)) v = v[v.length - 1];
  if (v === undefined || v === null) return '';
  return toPersianLetters(toAsciiDigits(String(v))).trim();
}

const fieldError = (field: string, constraint: string, fallback: string, args: unknown[] = []): RawFieldError => ({ field, constraint, args, fallback });

/** A whole number within bounds, or the error naming the parameter. */
function wholeNumber(value: string, field: string, min: number, max: number): number | RawFieldError {
  if (!/^[+]?\d{1,10}$/.test(value)) return fieldError(field, 'isInt', `${field} must be a whole number`);
  const n = Number(value);
  if (n < min) return fieldError(field, 'min', `${field} must not be less than ${min}`, [min]);
  if (n > max) return fieldError(field, 'max', `${field} must not be greater than ${max}`, [max]);
  return n;
}

/**
 * A day as a filter takes it: a Jalali day (`1405/01/01`, `1405-1-1`, Persian digits), an ISO day (`2026-03-21`),
 * or an ISO moment (`2026-03-21T08:30:00Z`, taken as its day in Tehran). Null when it is none of them.
 */
export function parseFilterDay(value: string): IsoDate | null {
  const day = parseDayText(value);
  if (day) return day;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value)) {
    const at = new Date(value);
    if (!Number.isNaN(at.getTime()) && parseDayText(value.slice(0, 10))) return tehranDate(at);
  }
  return null;
}

function parseFilter(filter: ReportFilter, raw: Raw, errors: RawFieldError[]): number | string | DateRangeValue | undefined {
  if (filter.type === 'dateRange') {
    const [fromParam, toParam] = filterParams(filter) as [string, string];
    const out: DateRangeValue = {};
    for (const [param, end] of [[fromParam, 'from'], [toParam, 'to']] as const) {
      const v = text(raw, param);
      if (!v) {
        if (filter.required) errors.push(fieldError(param, 'isNotEmpty', `${param} is required`));
        continue;
      }
      const day = parseFilterDay(v);
      if (day) out[end] = day;
      else errors.push(fieldError(param, 'isISO8601', `${param} must be a Jalali day (1405/01/01) or an ISO date`));
    }
    if (out.from && out.to && out.to < out.from) errors.push(fieldError(toParam, 'notBeforeStart', `${toParam} ${out.to} is before ${fromParam} ${out.from}`));
    return out.from || out.to ? out : undefined;
  }
  const v = text(raw, filter.key);
  if (!v) {
    if (filter.required) errors.push(fieldError(filter.key, 'isNotEmpty', `${filter.key} is required`));
    return undefined;
  }
  if (filter.type === 'link') {
    const id = wholeNumber(v, filter.key, 1, MAX_ID);
    if (typeof id === 'number') return id;
    errors.push(id);
    return undefined;
  }
  if (filter.type === 'enum') {
    const option = filter.options?.find((o) => String(o.value) === v);
    if (option) return option.value;
    errors.push(fieldError(filter.key, 'isIn', `${filter.key} must be one of ${(filter.options ?? []).map((o) => o.value).join(', ')}`, [(filter.options ?? []).map((o) => o.value)]));
    return undefined;
  }
  if (v.length > REPORT_TEXT_MAX) {
    errors.push(fieldError(filter.key, 'maxLength', `${filter.key} must be at most ${REPORT_TEXT_MAX} characters long`, [REPORT_TEXT_MAX]));
    return undefined;
  }
  return v;
}

/**
 * The report's query from the raw query string: the filters, the page (`pageIndex` from 1, `pageSize` 1–100) and the
 * sort (`orderBy` a column of the report, `orderDirection` asc or desc; `sortBy` and `sortDirection` are taken as
 * their aliases). Throws the 400 that lists every bad parameter.
 */
export function parseReportQuery(report: ReportDefinition, raw: Raw): ReportQuery {
  const errors: RawFieldError[] = [];
  const filters: ReportFilterValues = {};
  for (const f of report.filters) {
    const value = parseFilter(f, raw, errors);
    if (value !== undefined) filters[f.key] = value;
  }
  const page = (name: string, fallback: number, max: number): number => {
    const v = text(raw, name);
    if (!v) return fallback;
    const n = wholeNumber(v, name, 1, max);
    if (typeof n === 'number') return n;
    errors.push(n);
    return fallback;
  };
  const pageIndex = page('pageIndex', 1, 1_000_000);
  const pageSize = page('pageSize', REPORT_PAGE_SIZE.default, REPORT_PAGE_SIZE.max);

  const orderParam = text(raw, 'orderBy') ? 'orderBy' : 'sortBy';
  const directionParam = text(raw, 'orderDirection') ? 'orderDirection' : 'sortDirection';
  const orderBy = text(raw, orderParam);
  const direction = text(raw, directionParam).toLowerCase();
  const keys = report.columns.map((c) => c.key);
  if (orderBy && !keys.includes(orderBy)) errors.push(fieldError(orderParam, 'isIn', `${orderParam} must be one of the report's columns: ${keys.join(', ')}`, [keys]));
  if (direction && direction !== 'asc' && direction !== 'desc') errors.push(fieldError(directionParam, 'isIn', `${directionParam} must be asc or desc`, [['asc', 'desc']]));
  if (errors.length) throw new DomainException(400, 'VALIDATION', { fieldErrors: errors });

  const dir = (direction || undefined) as 'asc' | 'desc' | undefined;
  const sort: ReportSort | null = orderBy
    ? { key: orderBy, direction: dir ?? 'asc' }
    : report.defaultSort
      ? { key: report.defaultSort.key, direction: dir ?? report.defaultSort.direction }
      : null;
  return { filters, pageIndex, pageSize, sort };
}
