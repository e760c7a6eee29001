import { daysSinceEpoch, isValidTaxId, memoryIdDecimal, moadiyanInvoiceNumber, moadiyanTaxId, parseTaxId, taxIdControlText } from './tax-id';
import { verhoeffDigit, verhoeffValid } from './verhoeff';

describe('the Verhoeff check digit', () => {
  it('answers the authority SDK’s own test value and the textbook ones', () => {
    // TaxCollectData.Test VerhoffProviderTests: GenerateCheckDigit("123") is "3", and "123" alone does not validate
    expect(verhoeffDigit('123')).toBe('3');
    expect(verhoeffValid('123')).toBe(false);
    expect(verhoeffValid('1233')).toBe(true);
    expect(verhoeffDigit('236')).toBe('3');
    expect(verhoeffDigit('12345')).toBe('1');
    expect(verhoeffDigit('142857')).toBe('0');
  });

  it('catches every single-digit error and every swap of neighbours', () => {
    const base = '6572665377020083000000000003';
    const full = base + verhoeffDigit(base);
    for (let i = 0; i < full.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === full[i]) continue;
        expect(verhoeffValid(full.slice(0, i) + d + full.slice(i + 1))).toBe(false);
      }
      if (i + 1 < full.length && full[i] !== full[i + 1]) expect(verhoeffValid(full.slice(0, i) + full[i + 1] + full[i] + full.slice(i + 2))).toBe(false);
    }
  });
});

describe('the tax ID (شمارهٔ منحصربه‌فرد مالیاتی)', () => {
  it('matches tax IDs the authority’s SDK made and its system accepted', () => {
    // memory A2ZRHM, serial 19553 (0x4C61), 2026-10-10 (day 20736 = 0x05100): accepted by the system
    expect(daysSinceEpoch('2026-10-10')).toBe(20736);
    expect(moadiyanTaxId('A2ZRHM', '2026-10-10', 19553)).toBe('A2ZRHM051000000004C612');
    expect(moadiyanInvoiceNumber(19553)).toBe('0000004C61');
    // memory A36H5M (digits stay digits, letters become their codes), serial 3, day 0x04E73
    expect(memoryIdDecimal('A36H5M')).toBe('65' + '3' + '6' + '72' + '5' + '77');
    expect(moadiyanTaxId('A36H5M', new Date(0x4e73 * 86_400_000 + 3_600_000), 3)).toBe('A36H5M04E7300000000039');
  });

  it('is 22 characters: memory, days and serial in hex, the check digit over the decimal form', () => {
    const id = moadiyanTaxId('a111yo', '2024-01-01', 123456789);
    expect(id).toHaveLength(22);
    expect(id.slice(0, 6)).toBe('A111YO');
    expect(id.slice(6, 11)).toBe(daysSinceEpoch('2024-01-01').toString(16).toUpperCase().padStart(5, '0'));
    expect(id.slice(11, 21)).toBe('00075BCD15');
    expect(taxIdControlText('A111YO', 19723, 123456789)).toBe('65111' + '89' + '79' + '019723' + '000123456789');
    expect(id[21]).toBe(verhoeffDigit(taxIdControlText('A111YO', 19723, 123456789)));
    expect(parseTaxId(id)).toEqual({ memoryId: 'A111YO', days: 19723, serial: 123456789 });
  });

  it('refuses a changed character, a bad memory ID or serial', () => {
    expect(isValidTaxId('A2ZRHM051000000004C612')).toBe(true);
    expect(isValidTaxId('A2ZRHM051000000004C613')).toBe(false);
    expect(isValidTaxId('A2ZRHM051000000004C622')).toBe(false);
    expect(isValidTaxId('A2ZRHM05100000004C612')).toBe(false);
    expect(() => moadiyanTaxId('A2ZRH', '2026-10-10', 1)).toThrow(RangeError);
    expect(() => moadiyanTaxId('A2ZRHM', '2026-10-10', 0)).toThrow(RangeError);
    expect(() => moadiyanTaxId('A2ZRHM', '2026-10-10', 0x10000000000)).toThrow(RangeError);
  });
});
