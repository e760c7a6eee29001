import { describe, expect, it } from 'vitest';
import { tabIndexAfterKey } from './tabKeys';

describe('the keyboard model of the tab strip', () => {
  it('moves to the next and previous tab with the arrows, wrapping at both ends (left to right)', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, 3, 'ltr')).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 2, 3, 'ltr')).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 0, 3, 'ltr')).toBe(2);
    expect(tabIndexAfterKey('ArrowLeft', 2, 3, 'ltr')).toBe(1);
  });

  it('mirrors the arrows right to left: the next tab is to the left', () => {
    expect(tabIndexAfterKey('ArrowLeft', 0, 3, 'rtl')).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 0, 3, 'rtl')).toBe(2);
    expect(tabIndexAfterKey('ArrowLeft', 2, 3, 'rtl')).toBe(0);
  });

  it('Home and End reach the first and the last tab; other keys move nothing', () => {
    expect(tabIndexAfterKey('Home', 2, 4, 'rtl')).toBe(0);
    expect(tabIndexAfterKey('End', 0, 4, 'ltr')).toBe(3);
    expect(tabIndexAfterKey('ArrowDown', 1, 4, 'ltr')).toBeUndefined();
    expect(tabIndexAfterKey('a', 1, 4, 'ltr')).toBeUndefined();
    expect(tabIndexAfterKey('Home', 0, 0, 'ltr')).toBeUndefined();
  });
});
