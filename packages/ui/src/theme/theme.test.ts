import { describe, expect, it } from 'vitest';
import { KARSAZ_FONT_FAMILY, karsazColors, karsazTheme } from './theme';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('karsazTheme', () => {
  it('has the five palette colours of the spec, primary first', () => {
    expect(Object.keys(karsazColors)).toEqual(['primary', 'secondary', 'success', 'warning', 'danger']);
    expect(karsazTheme.primaryColor).toBe('primary');
  });

  it('gives each colour ten shades going from light to dark', () => {
    for (const [name, shades] of Object.entries(karsazColors)) {
      expect(shades, name).toHaveLength(10);
      for (const shade of shades) expect(shade, name).toMatch(/^#[0-9a-f]{6}$/);
      for (let i = 1; i < shades.length; i++) {
        expect(luminance(shades[i]!), `${name}[${i}]`).toBeLessThan(luminance(shades[i - 1]!));
      }
    }
  });

  it('sets Vazirmatn as the font of text and headings', () => {
    expect(KARSAZ_FONT_FAMILY.startsWith('Vazirmatn,')).toBe(true);
    expect(karsazTheme.fontFamily).toBe(KARSAZ_FONT_FAMILY);
    expect(karsazTheme.headings?.fontFamily).toBe(KARSAZ_FONT_FAMILY);
  });
});
