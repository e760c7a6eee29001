import { describe, expect, it } from 'vitest';
import { directionOf, isLanguage } from './language';

describe('language helpers', () => {
  it('accepts only the shipped languages', () => {
    expect(isLanguage('fa')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('EN')).toBe(false);
    expect(isLanguage('ar')).toBe(false);
    expect(isLanguage(null)).toBe(false);
  });

  it('writes Persian right to left and English left to right', () => {
    expect(directionOf('fa')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});
