import fc from 'fast-check';
import { normalizeDeep, normalizeText, toAsciiDigits, toPersianDigits, toPersianLetters } from './text';

describe('text normalisation', () => {
  it('turns Arabic Yeh and Kaf into Persian ones', () => {
    expect(toPersianLetters('علي كريمي')).toBe('علی کریمی');
    expect(toPersianLetters('موسى')).toBe('موسی');
  });

  it('turns Persian and Arabic-Indic digits into ASCII', () => {
    expect(toAsciiDigits('۰۹۱۲۳۴۵۶۷۸۹')).toBe('09123456789');
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toAsciiDigits('کد ۱۲a')).toBe('کد 12a');
  });

  it('shows ASCII digits as Persian ones and back again', () => {
    expect(toPersianDigits(1405)).toBe('۱۴۰۵');
    fc.assert(fc.property(fc.nat(), (n) => toAsciiDigits(toPersianDigits(n)) === String(n)));
  });

  it('trims and normalises every string of a body, leaving other values alone', () => {
    const body = { name: '  كيان ', tags: [' علي', 3], nested: { ok: true, none: null, note: 'ي ' } };
    expect(normalizeDeep(body)).toEqual({ name: 'کیان', tags: ['علی', 3], nested: { ok: true, none: null, note: 'ی' } });
    expect(body.name).toBe('  كيان ');
    expect(normalizeText('   ')).toBe('');
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (s) => normalizeText(normalizeText(s)) === normalizeText(s)));
  });
});
