import { isoDateToJalali, jalaliToIsoDate, tehranDate } from '@karsaz/domain';
import { isoDateToJalaliText, jalaliMonthName, jalaliTextToIsoDate, localizeDigits } from '@karsaz/ui';
import type { ListParams } from '../../core/list';

/** How the report cuts its range (GET report/inventoryTurnover `period`). */
export type TurnoverPeriodKind = 'month' | 'week' | 'day';

/** The turnover report's filters besides the search: the range (ISO days), the cut, a warehouse. */
export interface TurnoverFilters {
  fromDate: string;
  toDate: string;
  period: TurnoverPeriodKind;
  warehouseId?: number;
}

/** The filters of GET report/inventoryTurnover/excel (the report's, without the page). */
export function turnoverFilterQuery(filters: TurnoverFilters, searchTerm?: string) {
  return {
    fromDate: filters.fromDate,
    toDate: filters.toDate,
    period: filters.period,
    ...(searchTerm ? { searchTerm } : {}),
    ...(filters.warehouseId ? { warehouseId: filters.warehouseId } : {}),
  };
}

/** The query of GET report/inventoryTurnover from a list's state (empty filters left out). */
export function turnoverQuery(p: ListParams<TurnoverFilters>) {
  return { ...turnoverFilterQuery(p.filters, p.searchTerm), pageIndex: p.pageIndex, pageSize: p.pageSize };
}

/** The range the page opens with: from 1 Farvardin of the current Jalali year (in Tehran) to today. */
export function defaultRange(now: Date = new Date()): { fromText: string; toText: string } {
  const today = tehranDate(now);
  const { jy } = isoDateToJalali(today)!;
  return { fromText: isoDateToJalaliText(jalaliToIsoDate(jy, 1, 1)!), toText: isoDateToJalaliText(today) };
}

/** What is wrong with a typed range: a day that is not one, the end before the start, or nothing. */
export type RangeProblem = 'invalid' | 'required' | 'beforeStart';

/**
 * Reads the two typed Jalali days of the range: `{ fromDate, toDate }` when both are days and the end is not before
 * the start, else the problem of each input (the report is asked only for a whole range).
 */
export function readRange(fromText: string, toText: string): { fromDate?: string; toDate?: string; from?: RangeProblem; to?: RangeProblem } {
  const read = (text: string): { iso?: string; problem?: RangeProblem } => {
    if (!text.trim()) return { problem: 'required' };
    const iso = jalaliTextToIsoDate(text.trim());
    return iso ? { iso } : { problem: 'invalid' };
  };
  const from = read(fromText);
  const to = read(toText);
  if (from.problem || to.problem) return { from: from.problem, to: to.problem };
  if (to.iso! < from.iso!) return { to: 'beforeStart' };
  return { fromDate: from.iso, toDate: to.iso };
}

/** A period as the chart's axis and the table name it: `فروردین ۱۴۰۵` for a month, its first Jalali day otherwise. */
export function periodLabel(p: { key: string; fromDate: string }, kind: TurnoverPeriodKind, language: 'fa' | 'en'): string {
  if (kind === 'month') {
    const [jy, jm] = p.key.split('-').map(Number) as [number, number];
    return localizeDigits(`${jalaliMonthName(jm, language)} ${jy}`, language);
  }
  return localizeDigits(isoDateToJalaliText(p.fromDate), language);
}

/**
 * The chart's points: each period's in and out value (rials), in reading order (right to left in Persian, so the
 * first period stands at the right).
 */
export function chartPoints(periods: readonly { key: string; fromDate: string; inValue: string; outValue: string }[], kind: TurnoverPeriodKind, language: 'fa' | 'en') {
  const points = periods.map((p) => ({ period: periodLabel(p, kind, language), in: Number(p.inValue), out: Number(p.outValue) }));
  return language === 'fa' ? points.reverse() : points;
}

/** The name the downloaded workbook is saved under. */
export const excelFileName = (filters: Pick<TurnoverFilters, 'fromDate' | 'toDate'>) => `inventory-turnover-${filters.fromDate}-${filters.toDate}.xlsx`;
