import { describe, expect, it } from 'vitest';
import { createBody, errorKeyOf, estimateSummary, firstInvalidStep, opKey, proposedQuantity, stepOfKey, validateStep, wizardLines, type OperationSuggestion, type WizardHeader } from './estimate';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

const suggestion = (id: number, extra: Partial<OperationSuggestion> = {}): OperationSuggestion => ({
  operationInfoId: id, name: `op ${id}`, code: `91${id}`, unitId: 7, unitName: 'متر مکعب', contractQuantity: '0', suggestedPrice: null, latestPrice: null, samples: 0, ...extra,
});

const header: WizardHeader = { projectId: 3, title: 'برآورد پروژه', dateText: '۱۴۰۵/۰۹/۰۶', description: '' };

describe('the estimate wizard’s arithmetic', () => {
  it('works each amount out to the rial, half away from zero, as the server does, and the exact total', () => {
    // the integration test's figures: 1,234.5678 × 190,001 = 234,569,116.7678 → 234,569,117; 12 × 7,000,000
    expect(estimateSummary([{ quantity: '1234.5678', unitPrice: '190001' }, { quantity: '12', unitPrice: '7000000' }])).toEqual({ amounts: ['234569117', '84000000'], total: '318569117' });
    // .5 goes up: 0.5 × 1 = 0.5 → 1; 2.5 × 1 → 3
    expect(estimateSummary([{ quantity: '0.5', unitPrice: '1' }, { quantity: '2.5', unitPrice: '1' }])).toEqual({ amounts: ['1', '3'], total: '4' });
    // past 2^53, never through a float: 99,999,999,999,999.9999 × 99,999 rials
    expect(estimateSummary([{ quantity: '99999999999999.9999', unitPrice: '99999' }]).total).toBe('9999899999999999990');
    // the demo: 1,500 m³ at 185,000 and 320 m³ at 4,350,000
    expect(estimateSummary([{ quantity: '1500', unitPrice: '185000' }, { quantity: '320', unitPrice: '4350000' }])).toEqual({ amounts: ['277500000', '1392000000'], total: '1669500000' });
  });

  it('reads typed Persian digits and separators, and leaves a line that is no number yet without an amount', () => {
    expect(estimateSummary([{ quantity: '۱٬۲۰۰٫۵', unitPrice: '۱۸۵٬۰۰۰' }, { quantity: '', unitPrice: '10' }])).toEqual({ amounts: ['222092500', null], total: '222092500' });
    expect(estimateSummary([])).toEqual({ amounts: [], total: '0' });
  });
});

describe('the estimate wizard’s lines and checks', () => {
  it('fills the proposals in: the contract quantity when there is one, the suggested price, the user’s choices over them', () => {
    const ops = [suggestion(1, { contractQuantity: '1000.5', suggestedPrice: '185001' }), suggestion(2, { unitId: null, unitName: null })];
    expect(proposedQuantity(ops[0]!)).toBe('1000.5');
    expect(proposedQuantity(ops[1]!)).toBe('');
    const lines = wizardLines(ops, { 2: { checked: false, unitId: 9, quantity: '4', unitPrice: '0' } });
    expect(lines.map((l) => [l.checked, l.quantity, l.unitId, l.unitPrice])).toEqual([[true, '1000.5', 7, '185001'], [false, '4', 9, '0']]);
    // the operation’s own unit wins over a choice made while it had none
    expect(wizardLines([ops[0]!], { 1: { unitId: 9 } })[0]!.unitId).toBe(7);
  });

  it('asks for a project, a title and a Jalali date', () => {
    expect(validateStep('project', header, [], t)).toEqual({});
    expect(Object.keys(validateStep('project', { projectId: null, title: ' ', dateText: '1405/13/01', description: '' }, [], t))).toEqual(['projectId', 'title', 'estimateDate']);
    expect(validateStep('project', { ...header, title: 'x'.repeat(201) }, [], t).title).toMatch(/tooLong/);
  });

  it('needs at least one operation, each quantity above zero with its unit, each price a whole number not below zero', () => {
    const ops = [suggestion(1), suggestion(2, { unitId: null })];
    expect(validateStep('operations', header, wizardLines(ops, { 1: { checked: false }, 2: { checked: false } }), t)).toEqual({ operations: 'atLeastOne' });
    const lines = wizardLines(ops, { 1: { quantity: '0', unitPrice: '-1' }, 2: { quantity: '1.23456', unitPrice: '12.5' } });
    expect(Object.keys(validateStep('quantities', header, lines, t))).toEqual([opKey(1, 'quantity'), opKey(2, 'quantity'), opKey(2, 'unitId')]);
    expect(validateStep('quantities', header, lines, t)[opKey(1, 'quantity')]).toMatch(/quantityPositive/);
    expect(validateStep('quantities', header, lines, t)[opKey(2, 'quantity')]).toMatch(/quantityFormat/);
    expect(Object.keys(validateStep('prices', header, lines, t))).toEqual([opKey(1, 'unitPrice'), opKey(2, 'unitPrice')]);
    // an unticked operation is not checked; zero is a price
    const fine = wizardLines(ops, { 1: { quantity: '۲٫۵', unitPrice: '0' }, 2: { checked: false } });
    expect([validateStep('quantities', header, fine, t), validateStep('prices', header, fine, t)]).toEqual([{}, {}]);
    expect(firstInvalidStep(5, header, lines, t)?.step).toBe(2);
    expect(firstInvalidStep(5, header, fine, t)).toBeNull();
  });

  it('sends the ticked lines as exact decimals with the ISO day, and finds where each server error belongs', () => {
    const ops = [suggestion(1, { contractQuantity: '1200', suggestedPrice: '185000' }), suggestion(2), suggestion(3)];
    const lines = wizardLines(ops, { 2: { checked: false }, 3: { quantity: '۱٬۰۰۰٫۵۰', unitPrice: '۴٬۳۵۰٬۰۰۰', publicGroupId: 4 } });
    const { body, operations } = createBody({ ...header, title: ' برآورد ', description: 'یادداشت' }, lines);
    expect(body).toEqual({
      title: 'برآورد', projectId: 3, estimateDate: '2026-11-27', description: 'یادداشت',
      lines: [
        { operationInfoId: 1, unitId: 7, quantity: '1200', unitPrice: '185000' },
        { operationInfoId: 3, publicGroupId: 4, unitId: 7, quantity: '1000.5', unitPrice: '4350000' },
      ],
    });
    expect(operations).toEqual([1, 3]);
    expect(['title', 'lines', 'lines[1].quantity', 'lines[0].unitPrice', 'lines[1].operationInfoId', 'lines[0].id', 'lines[5].quantity', 'other'].map((f) => errorKeyOf(f, operations))).toEqual([
      'title', 'operations', opKey(3, 'quantity'), opKey(1, 'unitPrice'), opKey(3, 'operationInfoId'), opKey(1, 'operationInfoId'), null, null,
    ]);
    expect(['estimateDate', 'operations', opKey(3, 'publicGroupId'), opKey(3, 'unitId'), opKey(1, 'unitPrice'), 'note'].map(stepOfKey)).toEqual([0, 1, 1, 2, 3, 4]);
  });
});
