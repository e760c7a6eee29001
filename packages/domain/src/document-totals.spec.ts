import fc from 'fast-check';
import { decimalRound } from './decimal';
import { calculateDocument, calculateLine, decimalValue, type DocumentCalculation } from './document-totals';

const calc: DocumentCalculation = {
  line: { amount: { product: ['quantity', 'unitPrice'], scale: 0 } },
  header: { totalAmount: { sum: 'amount', scale: 0 } },
};

describe('the document calculator', () => {
  it('multiplies and sums exactly, far past what a JavaScript number keeps', () => {
    const line = calculateLine({ quantity: '12345678901234.5678', unitPrice: '1' }, { line: { amount: { product: ['quantity', 'unitPrice'], scale: 4 } }, header: {} });
    expect(line.amount).toBe('12345678901234.5678');
    expect(Number('12345678901234.5678').toFixed(4)).not.toBe('12345678901234.5678');
    const { header, lines } = calculateDocument({}, [{ quantity: '12345678901234.5678', unitPrice: '3' }, { quantity: '0.0001', unitPrice: '5000' }], calc);
    // 37037036703703.7034 rounds to …704; 0.5 rounds half up to 1
    expect(lines.map((l) => l.amount)).toEqual(['37037036703704', '1']);
    expect(header.totalAmount).toBe('37037036703705');
  });

  it('reads Persian and Arabic digits and separators, and leaves an amount empty while a factor is', () => {
    expect(decimalValue('۱۲٬۳۴۵٫۵')).toBe('12345.5');
    expect(decimalValue('١٢٣')).toBe('123');
    expect(decimalValue('12,345.25')).toBe('12345.25');
    expect(decimalValue('abc')).toBeNull();
    expect(decimalValue('12.')).toBeNull();
    expect(decimalValue('40.50')).toBe('40.50');
    expect(calculateLine({ quantity: '', unitPrice: '10' }, calc).amount).toBeNull();
    expect(calculateDocument({}, [{ quantity: '', unitPrice: '10' }, { quantity: '2', unitPrice: '10' }], calc).header.totalAmount).toBe('20');
  });

  it('rounds half away from zero at the scale of the column', () => {
    expect(decimalRound('2.345', 2)).toBe('2.35');
    expect(decimalRound('-2.345', 2)).toBe('-2.35');
    expect(decimalRound('0.5', 0)).toBe('1');
  });

  it('keeps the total equal to the sum of the rounded line amounts, for any lines', () => {
    const digits = fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 14n }), fc.integer({ min: 0, max: 9999 })).map(([i, f]) => `${i}.${String(f).padStart(4, '0')}`);
    fc.assert(
      fc.property(fc.array(fc.record({ quantity: digits, unitPrice: fc.bigInt({ min: 0n, max: 10n ** 9n }).map(String) }), { maxLength: 20 }), (rows) => {
        const { header, lines } = calculateDocument({}, rows, calc);
        const sum = lines.reduce((acc, l) => acc + BigInt(l.amount as string), 0n);
        expect(header.totalAmount).toBe(sum.toString());
      }),
    );
  });
});

describe('derived fields beyond a product', () => {
  const calc: DocumentCalculation = {
    line: {
      gross: { product: ['quantity', 'unitPrice'], scale: 0 },
      net: { difference: ['gross', 'discount'], scale: 0 },
      vat: { percent: ['net', 'vatRate'], scale: 0 },
      total: { add: ['net', 'vat'], scale: 0 },
    },
    header: { totalVat: { sum: 'vat', scale: 0 }, total: { sum: 'total', scale: 0 } },
  };

  it('takes a discount off, a tax at a rate in percent, and adds them, in the order declared', () => {
    const { header, lines } = calculateDocument({}, [{ quantity: '3.5', unitPrice: '333', discount: '0', vatRate: '10' }, { quantity: '2', unitPrice: '10000', discount: '500', vatRate: '9' }], calc);
    expect(lines.map((l) => [l.gross, l.net, l.vat, l.total])).toEqual([['1166', '1166', '117', '1283'], ['20000', '19500', '1755', '21255']]);
    expect(header).toEqual({ totalVat: '1872', total: '22538' });
  });

  it('leaves them empty while a field they use is', () => {
    const line = calculateLine({ quantity: '2', unitPrice: '10', discount: '', vatRate: '9' }, calc);
    expect([line.gross, line.net, line.vat, line.total]).toEqual(['20', null, null, null]);
  });
});
