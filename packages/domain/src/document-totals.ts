import { decimalMultiply, decimalRound, decimalSum, normalizeDecimalText } from './decimal';

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

/** The line with its derived fields worked out (an empty factor leaves the amount empty). */
export function calculateLine<T extends Values>(line: T, calc: DocumentCalculation): T & Values {
  const out: Values = { ...line };
  for (const [field, d] of Object.entries(calc.line)) {
    if (!d.product) continue;
    const factors = d.product.map((f) => decimalValue(out[f]));
    out[field] = factors.every((x) => x !== null) ? decimalRound(factors.reduce<string>((acc, x) => decimalMultiply(acc, x!), '1'), d.scale) : null;
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
