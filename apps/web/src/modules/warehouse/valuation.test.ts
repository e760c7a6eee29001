import { describe, expect, it } from 'vitest';
import { formatAmount, readDate, todayJalaliText, valuationQuery } from './valuation';

describe('the inventory valuation helpers', () => {
  it('sends the page, and only the filters that are set', () => {
    expect(valuationQuery({ pageIndex: 2, pageSize: 20, filters: {} })).toEqual({ pageIndex: 2, pageSize: 20 });
    expect(valuationQuery({ pageIndex: 1, pageSize: 10, searchTerm: 'پیچ', filters: { date: '2026-03-21', warehouseId: 3 } })).toEqual({
      pageIndex: 1, pageSize: 10, searchTerm: 'پیچ', date: '2026-03-21', warehouseId: 3,
    });
  });

  it('reads a typed Jalali day, nothing, or a mistake', () => {
    expect(readDate('1405/01/01')).toEqual({ iso: '2026-03-21' });
    expect(readDate('۱۴۰۵/۱/۱')).toEqual({ iso: '2026-03-21' });
    expect(readDate('  ')).toEqual({});
    expect(readDate('1405/13/01')).toEqual({ invalid: true });
  });

  it('starts at today in Tehran', () => {
    // 22:00 UTC on 20 March 2026 is already 21 March (1 Farvardin 1405) in Tehran
    expect(todayJalaliText(new Date('2026-03-20T22:00:00Z'))).toBe('1405/01/01');
  });

  it('shows exact amounts in the reader’s digits with separators', () => {
    expect(formatAmount('1234567.5', 'en')).toBe('1,234,567.5');
    expect(formatAmount('1234567.5', 'fa')).toBe('۱٬۲۳۴٬۵۶۷٫۵');
    expect(formatAmount(null, 'fa')).toBe('—');
  });
});
