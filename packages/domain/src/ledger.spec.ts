import fc from 'fast-check';
import { balanceSides, voucherProblems, voucherTotals } from './ledger';
import { decimalSum } from './decimal';

describe('voucher amounts', () => {
  it('takes a balanced voucher whose lines each stand on one side', () => {
    expect(voucherProblems([{ debit: '1000', credit: '0' }, { debit: '0', credit: '600' }, { credit: '400' }])).toEqual([]);
  });

  it('names a line with both sides, with neither, or below zero', () => {
    expect(voucherProblems([{ debit: '10', credit: '10' }, { debit: '0', credit: '0' }, { debit: '-5' }, { credit: '5' }]).map((p) => [p.index, p.constraint])).toEqual([
      [0, 'oneSide'],
      [1, 'oneSide'],
      [2, 'oneSide'],
    ]);
  });

  it('names the last line on the side that would even an unbalanced voucher, with the totals and the gap', () => {
    expect(voucherProblems([{ debit: '1000' }, { credit: '900' }])).toEqual([{ index: 1, field: 'credit', constraint: 'unbalanced', args: ['1000', '900', '100'] }]);
    expect(voucherProblems([{ debit: '900' }, { credit: '1000' }])).toEqual([{ index: 1, field: 'debit', constraint: 'unbalanced', args: ['900', '1000', '100'] }]);
  });

  it('adds exactly, past what a double holds', () => {
    expect(voucherTotals([{ debit: '9007199254740993' }, { debit: '1' }, { credit: '9007199254740994' }])).toEqual({ debit: '9007199254740994', credit: '9007199254740994', difference: '0' });
  });

  it('splits any balance into one side (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.bigInt({ min: 0n, max: 10n ** 20n }), (d, c) => {
        const { balanceDebit, balanceCredit } = balanceSides(String(d), String(c));
        expect(balanceDebit === '0' || balanceCredit === '0').toBe(true);
        expect(BigInt(balanceDebit) - BigInt(balanceCredit)).toBe(d - c);
      }),
    );
  });

  it('a set of balanced vouchers always has equal debit and credit balances (property)', () => {
    const voucher = fc.array(fc.bigInt({ min: 1n, max: 10n ** 12n }), { minLength: 1, maxLength: 5 }).chain((debits) =>
      fc.constantFrom(...[0, 1, 2, 3]).map((account) => ({ debits, account })),
    );
    fc.assert(
      fc.property(fc.array(voucher, { maxLength: 30 }), (vouchers) => {
        const byAccount = new Map<number, { d: string[]; c: string[] }>();
        const add = (a: number, side: 'd' | 'c', v: string) => {
          const e = byAccount.get(a) ?? { d: [], c: [] };
          e[side].push(v);
          byAccount.set(a, e);
        };
        for (const v of vouchers) {
          v.debits.forEach((x, i) => add((v.account + i) % 4, 'd', String(x)));
          add((v.account + 1) % 4, 'c', String(v.debits.reduce((a, b) => a + b, 0n)));
        }
        const sides = [...byAccount.values()].map((e) => balanceSides(decimalSum(e.d), decimalSum(e.c)));
        expect(decimalSum(sides.map((s) => s.balanceDebit))).toBe(decimalSum(sides.map((s) => s.balanceCredit)));
      }),
    );
  });
});
