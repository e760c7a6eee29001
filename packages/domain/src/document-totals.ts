import Decimal from 'decimal.js';

/**
 * The one calculator of a document's derived amounts (issue 9, "documents with lines"): a line's amount is the
 * product of its fields (quantity × unit price), a document's total the sum of one field of its lines. The API
 * runs it when a document is saved (what a client sent for a derived field is replaced), and the form runs it
 * while the user types, so the total on the screen is the total that will be stored.
 *
 * Numbers travel as decimal strings ("12345678901234.5678"), never as JavaScript numbers: a numeric(18,4) column
 * holds more digits than a double keeps. Rounding is half-up (the rial amounts of Iranian invoices).
 */

const D = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });

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

/** A value as an exact decimal, or null when it is empty or not a number (the validator reports that one). */
export function toDecimal(value: unknown): Decimal | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? new D(value) : null;
  const text = String(value).trim().replace(/[,\u066c\u060c\s]/g, '').replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0)).replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/\u066b/g, '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return new D(text);
}

/** The fixed-point text of a decimal at a scale, rounded half-up: `fixed('2.345', 2)` is `2.35`. */
export function fixed(value: Decimal, scale: number): string {
  return value.toDecimalPlaces(scale, Decimal.ROUND_HALF_UP).toFixed(scale);
}

/** The line with its derived fields worked out (an empty factor leaves the amount empty). */
export function calculateLine<T extends Values>(line: T, calc: DocumentCalculation): T {
  const out: Values = { ...line };
  for (const [field, d] of Object.entries(calc.line)) {
    if (!d.product) continue;
    let acc: Decimal | null = new D(1);
    for (const f of d.product) {
      const v = toDecimal(out[f]);
      acc = v && acc ? acc.times(v) : null;
    }
    out[field] = acc ? fixed(acc, d.scale) : null;
  }
  return out as T;
}

/** The document and its lines with every derived field worked out. */
export function calculateDocument<H extends Values, L extends Values>(header: H, lines: readonly L[], calc: DocumentCalculation): { header: H; lines: L[] } {
  const outLines = lines.map((l) => calculateLine(l, calc));
  const outHeader: Values = { ...header };
  for (const [field, d] of Object.entries(calc.header)) {
    if (!d.sum) continue;
    const total = outLines.reduce((acc, l) => acc.plus(toDecimal(l[d.sum!]) ?? 0), new D(0));
    outHeader[field] = fixed(total, d.scale);
  }
  return { header: outHeader as H, lines: outLines };
}
