import { decimalCompare, decimalSubtract, decimalSum, type DecimalInput } from './decimal';

/**
 * The rules of a voucher's amounts (issue 17, docs/finance.md): every line stands on one side only, with more than
 * zero on it; the debits equal the credits, to the rial. Pure, shared by the API (which refuses a voucher that breaks
 * them) and the form (which shows the difference while the user types).
 */

export interface LineAmounts {
  debit?: DecimalInput | null;
  credit?: DecimalInput | null;
}

export interface LedgerProblem {
  /** the line the problem is on */
  index: number;
  field: 'debit' | 'credit';
  constraint: 'oneSide' | 'unbalanced';
  args: string[];
}

const amount = (v: DecimalInput | null | undefined): string => (v === null || v === undefined || v === '' ? '0' : String(v));

/** The totals of a voucher's lines and what the debits exceed the credits by (negative: the credits are more). */
export function voucherTotals(lines: readonly LineAmounts[]): { debit: string; credit: string; difference: string } {
  const debit = decimalSum(lines.map((l) => amount(l.debit)));
  const credit = decimalSum(lines.map((l) => amount(l.credit)));
  return { debit, credit, difference: decimalSubtract(debit, credit) };
}

/**
 * What is wrong with a voucher's amounts: each line with both sides or neither (on its debit), and, when every line
 * is sound but the sides differ, the last line named on the side that would even them (the debit when the credits
 * are more), with both totals and the difference.
 */
export function voucherProblems(lines: readonly LineAmounts[]): LedgerProblem[] {
  const problems: LedgerProblem[] = [];
  lines.forEach((l, index) => {
    const debit = decimalCompare(amount(l.debit), '0');
    const credit = decimalCompare(amount(l.credit), '0');
    if ((debit > 0) === (credit > 0) || debit < 0 || credit < 0) problems.push({ index, field: 'debit', constraint: 'oneSide', args: [] });
  });
  if (problems.length || !lines.length) return problems;
  const t = voucherTotals(lines);
  const sign = decimalCompare(t.difference, '0');
  if (sign !== 0) {
    const gap = sign > 0 ? t.difference : decimalSubtract('0', t.difference);
    problems.push({ index: lines.length - 1, field: sign > 0 ? 'credit' : 'debit', constraint: 'unbalanced', args: [t.debit, t.credit, gap] });
  }
  return problems;
}

/** A balance as the two columns of a trial balance: what stands on the debit side, or on the credit side. */
export function balanceSides(debit: DecimalInput, credit: DecimalInput): { balanceDebit: string; balanceCredit: string } {
  const net = decimalSubtract(debit, credit);
  return decimalCompare(net, '0') >= 0 ? { balanceDebit: net, balanceCredit: '0' } : { balanceDebit: '0', balanceCredit: decimalSubtract('0', net) };
}
