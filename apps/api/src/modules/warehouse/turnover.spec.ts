import { DomainException } from '../../core/http/errors';
import { checkRange, turnoverPeriods } from './turnover';

describe('the turnover report’s periods', () => {
  it('cuts a range into Jalali months, the first and last cut at the range’s ends, across a leap Esfand', () => {
    // 1403 is a leap year: Esfand 1403 has 30 days (2025-02-19 … 2025-03-20)
    expect(turnoverPeriods('2025-02-25', '2025-04-25', 'month').map((p) => [p.key, p.label, p.fromDate, p.toDate])).toEqual([
      ['1403-12', '1403/12', '2025-02-25', '2025-03-20'],
      ['1404-01', '1404/01', '2025-03-21', '2025-04-20'],
      ['1404-02', '1404/02', '2025-04-21', '2025-04-25'],
    ]);
    // a whole Jalali year: twelve months, the last Esfand 1405 of 29 days
    const year = turnoverPeriods('2026-03-21', '2027-03-20', 'month');
    expect(year).toHaveLength(12);
    expect(year[11]).toEqual({ key: '1405-12', label: '1405/12', fromDate: '2027-02-20', toDate: '2027-03-20' });
    expect(turnoverPeriods('2026-04-01', '2026-04-01', 'month')).toEqual([{ key: '1405-01', label: '1405/01', fromDate: '2026-04-01', toDate: '2026-04-01' }]);
  });

  it('cuts weeks Saturday to Friday, and days one by one', () => {
    // 2026-03-21 (1 Farvardin 1405) is a Saturday
    expect(turnoverPeriods('2026-03-20', '2026-04-01', 'week').map((p) => [p.fromDate, p.toDate, p.label])).toEqual([
      ['2026-03-20', '2026-03-20', '1404/12/29'],
      ['2026-03-21', '2026-03-27', '1405/01/01'],
      ['2026-03-28', '2026-04-01', '1405/01/08'],
    ]);
    expect(turnoverPeriods('2026-03-20', '2026-03-22', 'day').map((p) => p.label)).toEqual(['1404/12/29', '1405/01/01', '1405/01/02']);
  });

  it('checks the range: not backwards, at most 1,096 days (three Jalali years, one of them leap), 366 by day', () => {
    expect(checkRange({ fromDate: '2026-03-21', toDate: '2026-03-21' })).toEqual({ from: '2026-03-21', to: '2026-03-21', period: 'month' });
    const refused = (q: Parameters<typeof checkRange>[0]) => {
      try {
        checkRange(q);
        return null;
      } catch (e) {
        return (e as DomainException).options.fieldErrors!.map((f) => [f.field, f.constraint, ...f.args]);
      }
    };
    expect(refused({ fromDate: '2026-03-22', toDate: '2026-03-21' })).toEqual([['toDate', 'notBeforeStart']]);
    expect(refused({ fromDate: '2026-03-21', toDate: '2029-03-20' })).toBeNull();
    expect(refused({ fromDate: '2026-03-21', toDate: '2029-03-21' })).toEqual([['toDate', 'max', '1408/01/01']]);
    expect(refused({ fromDate: '2026-03-21', toDate: '2027-03-21', period: 'day' })).toBeNull();
    expect(refused({ fromDate: '2026-03-21', toDate: '2027-03-22', period: 'day' })).toEqual([['toDate', 'max', '1406/01/01']]);
  });
});
