import { formatDecimal, tehranDate } from '@karsaz/domain';
import { isoDateToJalaliText, jalaliTextToIsoDate } from '@karsaz/ui';
import type { ListParams } from '../../core/list';

/** The report's filters besides the search: the day (ISO) the stock is valued at the end of, and a warehouse. */
export interface ValuationFilters {
  date?: string;
  warehouseId?: number;
}

/** The query of GET report/inventoryValuation from a list's state (empty filters left out). */
export function valuationQuery(p: ListParams<ValuationFilters>) {
  return {
    pageIndex: p.pageIndex,
    pageSize: p.pageSize,
    ...(p.searchTerm ? { searchTerm: p.searchTerm } : {}),
    ...(p.filters.date ? { date: p.filters.date } : {}),
    ...(p.filters.warehouseId ? { warehouseId: p.filters.warehouseId } : {}),
  };
}

/** Today in Tehran as the text of a Jalali date input (`1405/01/01`). */
export const todayJalaliText = (now: Date = new Date()): string => isoDateToJalaliText(tehranDate(now));

/**
 * What a typed date means for the report: `{ iso }` for a day, `{ iso: undefined }` for nothing typed (the server
 * then values at today), `{ invalid: true }` for text that is not a Jalali day.
 */
export function readDate(text: string): { iso?: string; invalid?: true } {
  if (!text.trim()) return {};
  const iso = jalaliTextToIsoDate(text.trim());
  return iso ? { iso } : { invalid: true };
}

/** An exact decimal string in the reader's digits with separators; a dash for none. */
export const formatAmount = (value: string | null | undefined, language: 'fa' | 'en'): string => (value === null || value === undefined || value === '' ? '—' : formatDecimal(value, language));
