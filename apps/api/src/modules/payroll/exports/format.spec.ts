import { digits, formatNumber, jalali8, monthTitle, shebaText, sumAmounts, wholeRials } from './format';

describe('payroll export formatting', () => {
  it('names the Jalali month in the language, the year in its digits', () => {
    expect(monthTitle(1405, 1, 'fa')).toBe('فروردین ۱۴۰۵');
    expect(monthTitle(1404, 12, 'en')).toBe('Esfand 1404');
    // month 13 is the year end's payroll
    expect(monthTitle(1404, 13, 'fa')).toBe('عیدی و سنوات سال ۱۴۰۴');
    expect(monthTitle(1404, 13, 'en')).toBe('Year end 1404');
    expect(() => monthTitle(1405, 14, 'fa')).toThrow(RangeError);
    expect(() => monthTitle(1405, 0, 'fa')).toThrow(RangeError);
  });

  it('groups amounts with Persian digits and separators in Persian, ASCII in English', () => {
    expect(formatNumber('123456789', 'fa')).toBe('۱۲۳٬۴۵۶٬۷۸۹');
    expect(formatNumber('123456789', 'en')).toBe('123,456,789');
    expect(formatNumber('0.07', 'fa')).toBe('۰٫۰۷');
    expect(formatNumber('-1500', 'en')).toBe('-1,500');
    expect(formatNumber(null, 'fa')).toBe('');
    expect(formatNumber('۱۲۳۴', 'en')).toBe('1,234');
    expect(formatNumber('n/a 3', 'fa')).toBe('n/a ۳');
    expect(digits('۱٫۵ و ۱٬۰۰۰', 'en')).toBe('1.5 و 1,000');
  });

  it('writes ISO days as 8-digit Jalali days', () => {
    expect(jalali8('2026-03-21')).toBe('14050101');
    expect(jalali8('2026-04-01')).toBe('14050112');
    expect(jalali8('1985-08-23')).toBe('13640601');
    expect(jalali8(null)).toBe('');
    expect(jalali8('2026-02-30')).toBe('');
  });

  it('reads Shebas and whole rials as they may be stored', () => {
    expect(shebaText('ir11 0170 0000 0012 3456 7890 01')).toBe('IR110170000000123456789001');
    expect(shebaText('۱۱۰۱۷۰۰۰۰۰۰۰۱۲۳۴۵۶۷۸۹۰۰۱')).toBe('IR110170000000123456789001');
    expect(shebaText('IR11')).toBeNull();
    expect(wholeRials('00120', 'x')).toBe('120');
    expect(() => wholeRials('1.5', 'net')).toThrow(/net/);
    expect(sumAmounts(['123456789012345678', '1', null])).toBe('123456789012345679');
  });
});
