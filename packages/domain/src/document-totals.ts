import { decimalMulDiv, decimalMultiply, decimalRound, decimalSubtract, decimalSum, normalizeDecimalText } from './decimal';

/**
 * The one calculator of a document's derived amounts (issue 9, "documents with lines"): a line's amount is the
 * product of its fields (quantity × unit price), a document's total the sum of one field of its lines. The API
 * runs it when a document is saved (what a client sent for a derived field is replaced), and the form runs it
 * while the user types, so the total on the screen is the total that will be stored.
 *
 * Numbers travel as decimal strings ("12345678901234.5678"), never as JavaScript numbers, and are worked out with
 * the exact arithmetic of ./decimal, rounded half away from zero at the column's scale (as PostgreSQL rounds).
 */

export interface DerivedField {
  /** the fields whose product it is (a line's amount), or the line field whose sum it is (a document's total) */
  product?: readonly string[];
  sum?: string;
  /** the first field less the second (an amount after its discount) */
  difference?: readonly [string, string];
  /** the first field × the second ÷ 100 (a tax at a rate in percent) */
  percent?: readonly [string, string];
  /** the sum of fields of the same row (an amount and its tax) */
  add?: readonly string[];
  /** digits after the point the stored value keeps (money 0, decimal 4) */
  scale: number;
}

export interface DocumentCalculation {
  /** derived fields of each line */
  line: Record<string, DerivedField>;
  /** derived fields of the document, from its lines */
  header: Record<string, DerivedField>;
}

type Values = Record<string, unknown>;

/** A typed or stored value as a plain decimal string, or null when it is empty or not a number yet. */
export function decimalValue(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : normalizeDecimalText(String(value).trim());
  return /^-?\d+(\.\d+)?$/.test(text) ? text : null;
}

/**
 * The line with its derived fields worked out (an empty factor leaves the amount empty): a `product` of fields, a
 * `difference` of two, a `percent` (the first × the second ÷ 100) or an `add` of several, each rounded half-up.
 */
export function calculateLine<T extends Values>(line: T, calc: DocumentCalculation): T & Values {
  const out: Values = { ...line };
  // in the order the fields are declared, so a derived field may use one declared before it
  for (const [field, d] of Object.entries(calc.line)) {
    const names = d.product ?? d.difference ?? d.percent ?? d.add;
    if (!names) continue;
    const xs = names.map((f) => decimalValue(out[f]));
    if (!xs.every((x) => x !== null)) {
      out[field] = null;
      continue;
    }
    const v = xs as string[];
    if (d.product) out[field] = decimalRound(v.reduce<string>((acc, x) => decimalMultiply(acc, x), '1'), d.scale);
    else if (d.difference) out[field] = decimalRound(decimalSubtract(v[0]!, v[1]!), d.scale);
    else if (d.percent) out[field] = decimalMulDiv(v[0]!, v[1]!, 100, d.scale);
    else out[field] = decimalRound(decimalSum(v), d.scale);
  }
  return out as T & Values;
}

/** The document and its lines with every derived field worked out. */
export function calculateDocument<H extends Values, L extends Values>(header: H, lines: readonly L[], calc: DocumentCalculation): { header: H & Values; lines: (L & Values)[] } {
  const outLines = lines.map((l) => calculateLine(l, calc));
  const outHeader: Values = { ...header };
  for (const [field, d] of Object.entries(calc.header)) {
    if (!d.sum) continue;
    outHeader[field] = decimalRound(decimalSum(outLines.map((l) => decimalValue(l[d.sum!]) ?? '0')), d.scale);
  }
  return { header: outHeader as H & Values, lines: outLines };
}
