import { describe, expect, it } from 'vitest';
import { chartPoints, defaultRange, excelFileName, periodLabel, readRange, turnoverFilterQuery, turnoverQuery } from './turnover';

describe('the inventory turnover helpers', () => {
  it('sends the range, the cut and the page, and only the filters that are set', () => {
    const filters = { fromDate: '2026-03-21', toDate: '2026-09-22', period: 'month' as const };
    expect(turnoverQuery({ pageIndex: 2, pageSize: 20, filters })).toEqual({ fromDate: '2026-03-21', toDate: '2026-09-22', period: 'month', pageIndex: 2, pageSize: 20 });
    expect(turnoverQuery({ pageIndex: 1, pageSize: 10, searchTerm: 'پیچ', filters: { ...filters, period: 'week', warehouseId: 3 } })).toEqual({
      fromDate: '2026-03-21', toDate: '2026-09-22', period: 'week', searchTerm: 'پیچ', warehouseId: 3, pageIndex: 1, pageSize: 10,
    });
    // the Excel export takes the same filters without the page
    expect(turnoverFilterQuery({ ...filters, warehouseId: 3 }, 'پیچ')).toEqual({ fromDate: '2026-03-21', toDate: '2026-09-22', period: 'month', searchTerm: 'پیچ', warehouseId: 3 });
    expect(excelFileName(filters)).toBe('inventory-turnover-2026-03-21-2026-09-22.xlsx');
  });

  it('opens at 1 Farvardin of the current Jalali year in Tehran, to today', () => {
    expect(defaultRange(new Date('2026-11-27T10:00:00Z'))).toEqual({ fromText: '1405/01/01', toText: '1405/09/06' });
    // 22:00 UTC on 20 March 2026 is already 1 Farvardin 1405 in Tehran: a new year's first day
    expect(defaultRange(new Date('2026-03-20T22:00:00Z'))).toEqual({ fromText: '1405/01/01', toText: '1405/01/01' });
    expect(defaultRange(new Date('2026-03-20T12:00:00Z'))).toEqual({ fromText: '1404/01/01', toText: '1404/12/29' });
  });

  it('reads a typed range: two Jalali days in order, or what is wrong with each', () => {
    expect(readRange('1405/01/01', '۱۴۰۵/۱۲/۲۹')).toEqual({ fromDate: '2026-03-21', toDate: '2027-03-20' });
    expect(readRange('1405/02/01', '1405/02/01')).toEqual({ fromDate: '2026-04-21', toDate: '2026-04-21' });
    expect(readRange('1405/03/01', '1405/02/31')).toEqual({ to: 'beforeStart' });
    expect(readRange('', '1405/13/01')).toEqual({ from: 'required', to: 'invalid' });
    expect(readRange('1405/01/01', ' ')).toEqual({ from: undefined, to: 'required' });
  });

  it('names the periods by Jalali month or first day, in the reader’s digits', () => {
    expect(periodLabel({ key: '1405-02', fromDate: '2026-04-21' }, 'month', 'fa')).toBe('اردیبهشت ۱۴۰۵');
    expect(periodLabel({ key: '1405-02', fromDate: '2026-04-25' }, 'month', 'en')).toBe('Ordibehesht 1405');
    expect(periodLabel({ key: '2026-05-23', fromDate: '2026-05-23' }, 'week', 'fa')).toBe('۱۴۰۵/۰۳/۰۲');
    expect(periodLabel({ key: '2026-05-23', fromDate: '2026-05-23' }, 'day', 'en')).toBe('1405/03/02');
  });

  it('charts each period’s value in and out, the first period at the right in Persian', () => {
    const periods = [
      { key: '1405-02', fromDate: '2026-04-21', inValue: '16500', outValue: '4400' },
      { key: '1405-03', fromDate: '2026-05-22', inValue: '2300', outValue: '22204' },
    ];
    expect(chartPoints(periods, 'month', 'en')).toEqual([
      { period: 'Ordibehesht 1405', in: 16500, out: 4400 },
      { period: 'Khordad 1405', in: 2300, out: 22204 },
    ]);
    expect(chartPoints(periods, 'month', 'fa').map((p) => p.period)).toEqual(['خرداد ۱۴۰۵', 'اردیبهشت ۱۴۰۵']);
    expect(chartPoints([], 'day', 'fa')).toEqual([]);
  });
});
