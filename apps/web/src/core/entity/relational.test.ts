import { getEntity } from '@karsaz/entities';
import { describe, expect, it } from 'vitest';
import { cellText, initialValues, toBody } from './fields';
import { duplicateLineCells, linksIds } from './relational';

const rotation = getEntity('shiftrotation');
const step = getEntity('recruitmentstep');

describe('the relational field kinds on the web', () => {
  it('holds a set of rows as its ids joined by commas and sends it as an array (an empty set when none)', () => {
    const values = initialValues(rotation, { id: 1, version: 1, workingGroupIds: [3, 7] });
    expect(values.workingGroupIds).toBe('3,7');
    expect(toBody(rotation, { ...values }).workingGroupIds).toEqual([3, 7]);
    expect(toBody(rotation, { ...values, workingGroupIds: '' }).workingGroupIds).toEqual([]);
    expect(linksIds('3, x,0,12')).toEqual([3, 12]);
  });

  it('shows a set’s titles joined with «، » in Persian digits, and with commas in English', () => {
    const row = { id: 1, version: 1, workingGroupIds: [3, 7], workingGroups: [{ id: 3, name: 'گروه 1' }, { id: 7, name: 'گروه 2' }] };
    expect(cellText(rotation, 'workingGroupIds', row, 'fa')).toBe('گروه ۱، گروه ۲');
    expect(cellText(rotation, 'workingGroupIds', row, 'en')).toBe('گروه 1, گروه 2');
    expect(cellText(rotation, 'workingGroupIds', { ...row, workingGroupIds: [], workingGroups: [] }, 'fa')).toBe('');
  });

  it('finds every line repeating an earlier line’s order or title, keyed as the server keys them', () => {
    const lines = [
      { title: 'مصاحبه', order: '1' },
      { title: 'آزمون', order: '۲' },
      { title: ' مصاحبه ', order: '3' },
      { title: 'معاینه', order: '2' },
      { title: '', order: '' },
    ];
    expect(duplicateLineCells(step, lines)).toEqual({ 'lines[2].title': 'title', 'lines[3].order': 'order' });
  });
});
