import { describe, expect, it } from 'vitest';
import { asciiDigitsOnly, normalizeMobile } from './input';

describe('normalizeMobile', () => {
  it('accepts the forms people type and gives 09xxxxxxxxx', () => {
    expect(normalizeMobile('۰۹۱۲ ۳۴۵ ۶۷۸۹')).toBe('09123456789');
    expect(normalizeMobile('+98 912 345 6789')).toBe('09123456789');
    expect(normalizeMobile('00989123456789')).toBe('09123456789');
    expect(normalizeMobile('٠٩١٢٣٤٥٦٧٨٩')).toBe('09123456789');
  });

  it('refuses what is not an Iranian mobile number', () => {
    expect(normalizeMobile('')).toBeNull();
    expect(normalizeMobile('0212345678')).toBeNull();
    expect(normalizeMobile('0912345678')).toBeNull();
    expect(normalizeMobile('abc')).toBeNull();
  });
});

describe('asciiDigitsOnly', () => {
  it('keeps the digits only, as ASCII', () => {
    expect(asciiDigitsOnly('۱۲ ۳-۴')).toBe('1234');
    expect(asciiDigitsOnly('٤٥٦a')).toBe('456');
    expect(asciiDigitsOnly('')).toBe('');
  });
});
