import { PAYROLL_ITEM_LABELS, PAYROLL_ITEMS, SHIFT_KINDS } from '@karsaz/domain';
import { PAYROLL_ITEM_OPTIONS, SHIFT_WORK_KINDS } from '@karsaz/entities';
import { itemOfValue, shiftKindOfValue, shiftKindValue } from './inputs';

describe('the payroll items and shift kinds as the tables store them', () => {
  it('numbers the items 1 … 14 in the calculator’s order, with the same labels', () => {
    expect(PAYROLL_ITEM_OPTIONS.map((o) => o.value)).toEqual(PAYROLL_ITEMS.map((_, i) => i + 1));
    expect(PAYROLL_ITEM_OPTIONS.map((o) => o.label)).toEqual(PAYROLL_ITEMS.map((k) => PAYROLL_ITEM_LABELS[k]));
    expect(PAYROLL_ITEM_OPTIONS.map((o) => itemOfValue(o.value))).toEqual([...PAYROLL_ITEMS]);
  });

  it('numbers the shift kinds 1 … 4 in the calculator’s order', () => {
    expect(SHIFT_WORK_KINDS.map((o) => shiftKindOfValue(o.value))).toEqual([...SHIFT_KINDS]);
    expect(SHIFT_KINDS.map(shiftKindValue)).toEqual([1, 2, 3, 4]);
    expect(shiftKindOfValue(null)).toBe('none');
  });
});
