import fc from 'fast-check';
import { decimalAdd, decimalCompare, decimalSum } from './decimal';
import { calculateStatement, percentOf } from './progress-statement';

describe('the progress statement calculator', () => {
  it('works out a statement to the rial (the hand-worked example)', () => {
    // Contract: excavation 1,200 m³ at 185,000 rials; concrete 300 m³ at 4,350,000 rials.
    // Earlier statements claimed 700 m³ of excavation and 120 m³ of concrete.
    // This period: 350.5 m³ of excavation, 45.25 m³ of concrete.
    //   excavation: 350.5 × 185,000     =  64,842,500; cumulative 1,050.5 (within 1,200)
    //   concrete:   45.25 × 4,350,000   = 196,837,500; cumulative   165.25 (within 300)
    //   gross                           = 261,680,000
    // Deductions, each to the rial:
    //   advance repayment 12.5% = 32,710,000 (the advance has 50,000,000 left, so all of it)
    //   retention 5%            = 13,084,000
    //   insurance 6.67%         = 17,454,056 (261,680,000 × 0.0667 = 17,454,056.0)
    //   tax 3%                  =  7,850,400
    //   total                   = 71,098,456
    // Payable: 261,680,000 − 71,098,456 = 190,581,544
    const r = calculateStatement(
      [
        { quantity: '350.5', previousQuantity: '700', contractQuantity: '1200', unitPrice: '185000' },
        { quantity: '45.25', previousQuantity: '120', contractQuantity: '300', unitPrice: '4350000' },
      ],
      { advanceRepaymentPercent: '12.5', retentionPercent: '5', insurancePercent: '6.67', taxPercent: '3', advanceOutstanding: '50000000' },
    );
    expect(r.lines).toEqual([
      { cumulativeQuantity: '1050.5', amount: '64842500', overrun: '0' },
      { cumulativeQuantity: '165.25', amount: '196837500', overrun: '0' },
    ]);
    expect(r).toMatchObject({
      grossAmount: '261680000', advanceRepayment: '32710000', retention: '13084000', insurance: '17454056', tax: '7850400',
      totalDeductions: '71098456', payableAmount: '190581544',
    });
  });

  it('repays no more of the advance than is left, and rounds each deduction half away from zero', () => {
    // gross 1,000,005: 10% = 100,000.5 → 100,001; the advance has only 40,000 left
    const r = calculateStatement([{ quantity: '1', previousQuantity: '0', contractQuantity: '1', unitPrice: '1000005' }], {
      advanceRepaymentPercent: '10', retentionPercent: '10', insurancePercent: '0', taxPercent: '0', advanceOutstanding: '40000',
    });
    expect(r.advanceRepayment).toBe('40000');
    expect(r.retention).toBe('100001');
    expect(r.payableAmount).toBe('860004');
    expect(calculateStatement([{ quantity: '1', previousQuantity: '0', contractQuantity: '1', unitPrice: '100' }], {
      advanceRepaymentPercent: '50', retentionPercent: '0', insurancePercent: '0', taxPercent: '0', advanceOutstanding: '-5',
    }).advanceRepayment).toBe('0');
  });

  it('reports how far a cumulative quantity passes the contract’s', () => {
    const r = calculateStatement([{ quantity: '30.0001', previousQuantity: '80', contractQuantity: '110', unitPrice: '10' }], {
      advanceRepaymentPercent: '0', retentionPercent: '0', insurancePercent: '0', taxPercent: '0', advanceOutstanding: '0',
    });
    expect(r.lines[0]).toEqual({ cumulativeQuantity: '110.0001', amount: '300', overrun: '0.0001' });
  });

  it('always pays the gross less the deductions, and deducts within the gross', () => {
    const amount = fc.integer({ min: 0, max: 10_000_000 }).map(String);
    const pct = fc.integer({ min: 0, max: 2500 }).map((n) => (n / 100).toString());
    fc.assert(
      fc.property(fc.array(fc.record({ quantity: amount, unitPrice: amount }), { maxLength: 6 }), pct, pct, pct, pct, amount, (ls, a, b, c, d, adv) => {
        const r = calculateStatement(ls.map((l) => ({ ...l, previousQuantity: '0', contractQuantity: l.quantity })), {
          advanceRepaymentPercent: a, retentionPercent: b, insurancePercent: c, taxPercent: d, advanceOutstanding: adv,
        });
        expect(decimalAdd(r.payableAmount, r.totalDeductions)).toBe(r.grossAmount);
        expect(decimalSum([r.advanceRepayment, r.retention, r.insurance, r.tax])).toBe(r.totalDeductions);
        expect(decimalCompare(r.advanceRepayment, adv)).toBeLessThanOrEqual(0);
        expect(decimalCompare(r.totalDeductions, r.grossAmount)).toBeLessThanOrEqual(0);
        expect(r.lines.every((l) => l.overrun === '0')).toBe(true);
      }),
    );
    expect(percentOf('261680000', '6.67')).toBe('17454056');
  });
});
