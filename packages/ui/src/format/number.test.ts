import { describe, expect, it } from 'vitest';
import { formatNumber } from './number';

describe('formatNumber', () => {
  it('groups thousands with Persian digits and separators in fa', () => {
    expect(formatNumber(1234567, 'fa')).toBe('۱٬۲۳۴٬۵۶۷');
    expect(formatNumber(1234567.5, 'fa')).toBe('۱٬۲۳۴٬۵۶۷٫۵');
  });

  it('groups thousands with ASCII digits in en', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
  });

  it('formats long decimal strings exactly, without float rounding', () => {
    expect(formatNumber('12345678901234567890', 'en')).toBe('12,345,678,901,234,567,890');
    expect(formatNumber('12345678901234567890', 'fa')).toBe('۱۲٬۳۴۵٬۶۷۸٬۹۰۱٬۲۳۴٬۵۶۷٬۸۹۰');
    expect(formatNumber('۲۵۰۰۰', 'en')).toBe('25,000');
  });

  it('passes Intl options through', () => {
    expect(formatNumber(0.256, 'fa', { style: 'percent' })).toMatch(/^[۰-۹]+٪$|^٪[۰-۹]+$/);
    expect(formatNumber(0.256, 'en', { style: 'percent' })).toBe('26%');
    expect(formatNumber(1234, 'en', { useGrouping: false })).toBe('1234');
  });

  it('never leaves an ASCII digit in Persian output', () => {
    for (const n of [0, 7, 42, 1405, 99999.99, -3]) {
      expect(formatNumber(n, 'fa')).not.toMatch(/[0-9]/);
    }
  });
});
