import { describe, expect, it } from 'vitest';
import { getEntity } from '@karsaz/entities';
import { initialLines, isBlankLine, linesBody, storedColumns, withSheetLines } from './LinesEditor';

describe('lines from a sheet', () => {
  const count = getEntity('inventorycount');

  it('replace the blank line a new document starts with, and follow the lines already typed', () => {
    const fresh = initialLines(count);
    expect(withSheetLines(count, fresh, [{ productId: 7, countedQuantity: '1250.5', note: 'قفسهٔ ۳' }])).toEqual([
      expect.objectContaining({ productId: '7', countedQuantity: '1250.5', note: 'قفسهٔ ۳' }),
    ]);
    const typed = [{ ...fresh[0]!, productId: '3', countedQuantity: '2' }];
    const merged = withSheetLines(count, typed, [{ productId: 7, countedQuantity: '4' }]);
    expect(merged.map((l) => [l.productId, l.countedQuantity])).toEqual([['3', '2'], ['7', '4']]);
  });

  it('keep a stored line even when its cells are empty', () => {
    const stored = [{ ...initialLines(count)[0]!, id: 12 }];
    expect(withSheetLines(count, stored, []).map((l) => l.id)).toEqual([12]);
  });

  it('show what the server wrote on a stored line (a count’s book quantity and difference), not what is worked out live', () => {
    expect(storedColumns(count)).toEqual(['bookQuantity', 'difference']);
    expect(storedColumns(getEntity('supplygoods'))).toEqual([]);
    const [line] = initialLines(count, { id: 1, version: 1, lines: [{ id: 5, productId: 7, countedQuantity: '8', bookQuantity: '10', difference: '-2' }] });
    expect(line).toMatchObject({ id: 5, productId: '7', countedQuantity: '8', bookQuantity: '10', difference: '-2' });
  });
});

describe('a progress statement’s lines', () => {
  const statement = getEntity('contractorstatement');
  const stored = {
    id: 4, version: 2,
    lines: [{
      id: 7, contractorContractLineId: 1, quantity: '2.5', operationInfoId: 1, unitId: 3, contractQuantity: '1200', previousQuantity: '1050.5', cumulativeQuantity: '1053',
      unitPrice: '185000', amount: '462500', overrun: '0', note: null, unit: { id: 3, nameFa: 'مترمکعب' }, contractorContractLine: { id: 1, title: 'خاکبرداری' },
    }],
  };

  it('show the unit a line names by its title, not its id, beside what the server worked out', () => {
    const [line] = initialLines(statement, stored);
    expect(line).toMatchObject({ id: 7, contractorContractLineId: '1', quantity: '2.5', unitId: 'مترمکعب', contractQuantity: '1200', amount: '462500' });
  });

  it('send only what the user types on a line, never the server’s figures', () => {
    expect(linesBody(statement, initialLines(statement, stored))).toEqual([{ id: 7, contractorContractLineId: 1, quantity: '2.5', note: null }]);
  });

  it('tell the blank line a new statement starts with (not sent: the server gives it the contract’s items)', () => {
    const [blank] = initialLines(statement);
    expect(isBlankLine(statement, blank!)).toBe(true);
    expect(isBlankLine(statement, { ...blank!, quantity: '3' })).toBe(false);
    expect(isBlankLine(statement, initialLines(statement, stored)[0]!)).toBe(false);
  });
});
