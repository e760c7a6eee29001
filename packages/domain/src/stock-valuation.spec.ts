import fc from 'fast-check';
import { decimalAdd, decimalCompare, decimalSubtract, decimalSum } from './decimal';
import { averageIssueValue, fifoIssue, incomingValue, unitCostOf, type FifoLayerAmounts } from './stock-valuation';

describe('stock valuation', () => {
  it('values a weighted-average issue as research/stock.md §6 works it out', () => {
    // receive 10 for 10,000 and 5 for 6,500: 15 / 16,500 (an average of 1,100)
    let b = { quantity: '15', value: '16500' };
    // issue 4: round(16,500 × 4 / 15) = 4,400 → 11 / 12,100
    expect(averageIssueValue(b, '4')).toBe('4400');
    b = { quantity: '11', value: '12100' };
    // receive 3 for 3,700 → 14 / 15,800; issue 5: round(15,800 × 5 / 14) = round(5,642.857…) = 5,643
    b = { quantity: '14', value: '15800' };
    expect(averageIssueValue(b, '5')).toBe('5643');
    // issue the last 9: all of what is left, 10,157
    expect(averageIssueValue({ quantity: '9', value: '10157' }, '9')).toBe('10157');
  });

  it('values a FIFO issue oldest layer first, the last of a layer taking all its value', () => {
    const layers: FifoLayerAmounts[] = [
      { id: 1, remainingQty: '10', remainingValue: '10000' },
      { id: 2, remainingQty: '3', remainingValue: '10000' },
    ];
    // issue 11: all of layer 1 (10,000) and 1 of layer 2's 3: round(10,000 / 3) = 3,333 → 13,333
    const first = fifoIssue(layers, '11')!;
    expect(first.value).toBe('13333');
    expect(first.takes).toEqual([{ layerId: 1, quantity: '10', value: '10000' }, { layerId: 2, quantity: '1', value: '3333' }]);
    // the last 2 take the rest of layer 2: 6,667
    expect(fifoIssue([{ id: 2, remainingQty: '2', remainingValue: '6667' }], '2')!.value).toBe('6667');
    expect(fifoIssue([{ id: 2, remainingQty: '2', remainingValue: '6667' }], '2.0001')).toBeNull();
  });

  it('values goods coming in and shows unit costs to four places', () => {
    expect(incomingValue('3', '1233.5')).toBe('3701'); // 3,700.5 rounds half up
    expect(incomingValue('0.3333', '10000')).toBe('3333');
    expect(unitCostOf('-3', '-10000')).toBe('3333.3333');
    expect(unitCostOf('0', '5')).toBeNull();
  });

  it('values goods beyond what is on hand at the fallback cost (products allowed below zero)', () => {
    expect(averageIssueValue({ quantity: '2', value: '2000' }, '5', '1100')).toBe('5300');
    expect(averageIssueValue({ quantity: '0', value: '0' }, '2', '1100')).toBe('2200');
  });

  // Any sequence of receipts and issues that never asks more than is on hand: what was issued plus what is left is
  // exactly what was received, under both methods, and FIFO's layers hold exactly the balance.
  it('keeps received = issued + on hand to the rial, under both methods', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('in' as const), qty: fc.integer({ min: 1, max: 50_000 }), cost: fc.integer({ min: 1, max: 9_999_999 }), places: fc.integer({ min: 0, max: 4 }) }),
      fc.record({ kind: fc.constant('out' as const), share: fc.double({ min: 0.0001, max: 1, noNaN: true }) }),
    );
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
        let avg = { quantity: '0', value: '0' };
        let fifoQty = '0';
        let layers: FifoLayerAmounts[] = [];
        let received = '0';
        let issuedAvg = '0';
        let issuedFifo = '0';
        let id = 0;
        for (const s of steps) {
          if (s.kind === 'in') {
            const qty = (s.qty / 10 ** s.places).toFixed(s.places);
            const value = incomingValue(qty, String(s.cost));
            received = decimalAdd(received, value);
            avg = { quantity: decimalAdd(avg.quantity, qty), value: decimalAdd(avg.value, value) };
            layers.push({ id: ++id, remainingQty: qty, remainingValue: value });
            fifoQty = decimalAdd(fifoQty, qty);
          } else {
            if (decimalCompare(avg.quantity, '0') <= 0) continue;
            let qty = (Number(avg.quantity) * s.share).toFixed(4);
            if (decimalCompare(qty, '0') <= 0) qty = '0.0001';
            if (decimalCompare(qty, avg.quantity) > 0) qty = avg.quantity;
            const v = averageIssueValue(avg, qty);
            issuedAvg = decimalAdd(issuedAvg, v);
            avg = { quantity: decimalSubtract(avg.quantity, qty), value: decimalSubtract(avg.value, v) };
            const f = fifoIssue(layers, qty)!;
            issuedFifo = decimalAdd(issuedFifo, f.value);
            layers = layers
              .map((l) => {
                const t = f.takes.find((x) => x.layerId === l.id);
                return t ? { ...l, remainingQty: decimalSubtract(l.remainingQty, t.quantity), remainingValue: decimalSubtract(l.remainingValue, t.value) } : l;
              })
              .filter((l) => decimalCompare(l.remainingQty, '0') > 0);
            fifoQty = decimalSubtract(fifoQty, qty);
          }
          // never a negative value, and nothing left is worth nothing
          expect(decimalCompare(avg.value, '0')).toBeGreaterThanOrEqual(0);
          if (decimalCompare(avg.quantity, '0') === 0) expect(avg.value).toBe('0');
          for (const l of layers) expect(decimalCompare(l.remainingValue, '0')).toBeGreaterThanOrEqual(0);
        }
        expect(decimalAdd(issuedAvg, avg.value)).toBe(received);
        const fifoLeft = decimalSum(layers.map((l) => l.remainingValue));
        expect(decimalAdd(issuedFifo, fifoLeft)).toBe(received);
        expect(decimalSum(layers.map((l) => l.remainingQty))).toBe(fifoQty);
      }),
      { numRuns: 300, seed: 1405 },
    );
  });
});
