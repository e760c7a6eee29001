import { decimalAdd, decimalCompare, decimalMultiply, decimalRound, decimalSubtract, decimalSum, type DecimalInput } from './decimal';

/**
 * The one calculator of a progress statement (صورت‌وضعیت), for a contractor's statement and an employer's alike
 * (issue 14). The API runs it on every save and at submit; nothing of it is taken from a caller.
 *
 * A line is a contract item: its quantity this period, what earlier statements of the contract claimed
 * (`previousQuantity`), the contract's quantity and unit price. Its cumulative quantity is previous + this period,
 * its amount this period's quantity × unit price (rials, half away from zero), and its overrun what the cumulative
 * quantity passes the contract's by (0 when it does not).
 *
 * The statement's gross amount is the sum of its lines' amounts; each deduction is a percentage of the gross,
 * rounded to the rial on its own: the advance repayment (never more than what is left of the contract's advance),
 * the retention (حسن انجام کار), the social-security insurance (بیمه) and the tax. The payable amount is the gross
 * less the deductions.
 */

export interface StatementLineInput {
  quantity: DecimalInput;
  previousQuantity: DecimalInput;
  contractQuantity: DecimalInput;
  unitPrice: DecimalInput;
}

export interface StatementTerms {
  /** percentages, 0–100 */
  advanceRepaymentPercent: DecimalInput;
  retentionPercent: DecimalInput;
  insurancePercent: DecimalInput;
  taxPercent: DecimalInput;
  /** what is left of the contract's advance payment before this statement (rials) */
  advanceOutstanding: DecimalInput;
}

export interface StatementLineResult {
  cumulativeQuantity: string;
  amount: string;
  /** how far the cumulative quantity passes the contract's ('0' within it) */
  overrun: string;
}

export interface StatementResult {
  lines: StatementLineResult[];
  grossAmount: string;
  advanceRepayment: string;
  retention: string;
  insurance: string;
  tax: string;
  totalDeductions: string;
  payableAmount: string;
}

const QUANTITY_SCALE = 4;
const RIAL = 0;

/** `percent`% of `amount`, to the rial. */
export function percentOf(amount: DecimalInput, percent: DecimalInput): string {
  return decimalRound(decimalMultiply(decimalMultiply(amount, percent), '0.01'), RIAL);
}

export function calculateStatement(lines: readonly StatementLineInput[], terms: StatementTerms): StatementResult {
  const out = lines.map((l) => {
    const cumulativeQuantity = decimalRound(decimalAdd(l.previousQuantity, l.quantity), QUANTITY_SCALE);
    const over = decimalSubtract(cumulativeQuantity, l.contractQuantity);
    return {
      cumulativeQuantity,
      amount: decimalRound(decimalMultiply(l.quantity, l.unitPrice), RIAL),
      overrun: decimalCompare(over, '0') > 0 ? decimalRound(over, QUANTITY_SCALE) : '0',
    };
  });
  const grossAmount = decimalRound(decimalSum(out.map((l) => l.amount)), RIAL);
  const byPercent = percentOf(grossAmount, terms.advanceRepaymentPercent);
  const outstanding = decimalCompare(terms.advanceOutstanding, '0') > 0 ? decimalRound(terms.advanceOutstanding, RIAL) : '0';
  const advanceRepayment = decimalCompare(byPercent, outstanding) > 0 ? outstanding : byPercent;
  const retention = percentOf(grossAmount, terms.retentionPercent);
  const insurance = percentOf(grossAmount, terms.insurancePercent);
  const tax = percentOf(grossAmount, terms.taxPercent);
  const totalDeductions = decimalSum([advanceRepayment, retention, insurance, tax]);
  return { lines: out, grossAmount, advanceRepayment, retention, insurance, tax, totalDeductions, payableAmount: decimalSubtract(grossAmount, totalDeductions) };
}
