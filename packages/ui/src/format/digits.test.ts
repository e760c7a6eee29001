import { describe, expect, it } from 'vitest';
import { localizeDigits } from './digits';

// The conversions themselves (toPersianDigits, toAsciiDigits) are tested in @karsaz/domain; these tests cover
// what the UI adds: choosing the reader's digits, Arabic-Indic input, and numbers and bigints as values.
describe('localizeDigits', () => {
  it('writes Persian digits for fa and ASCII digits for en, keeping the other characters', () => {
    expect(localizeDigits('7 items', 'fa')).toBe('۷ items');
    expect(localizeDigits('۷ مورد', 'en')).toBe('7 مورد');
    expect(localizeDigits('کد 1405-07, page 12', 'fa')).toBe('کد ۱۴۰۵-۰۷, page ۱۲');
  });

  it('turns Arabic-Indic digits into the reader’s digits and leaves digits already right alone', () => {
    expect(localizeDigits('٠١٢٣٤٥٦٧٨٩', 'fa')).toBe('۰۱۲۳۴۵۶۷۸۹');
    expect(localizeDigits('٤٥٦', 'en')).toBe('456');
    expect(localizeDigits('۱۲۳', 'fa')).toBe('۱۲۳');
    expect(localizeDigits('123', 'en')).toBe('123');
  });

  it('accepts numbers and bigints', () => {
    expect(localizeDigits(403, 'fa')).toBe('۴۰۳');
    expect(localizeDigits(-12.5, 'fa')).toBe('-۱۲.۵');
    expect(localizeDigits(12345678901234567890n, 'fa')).toBe('۱۲۳۴۵۶۷۸۹۰۱۲۳۴۵۶۷۸۹۰');
    expect(localizeDigits(12345678901234567890n, 'en')).toBe('12345678901234567890');
  });

  it('round-trips between the two languages', () => {
    const text = 'Invoice 2026/03/21 – 9,870';
    expect(localizeDigits(localizeDigits(text, 'fa'), 'en')).toBe(text);
  });
});
