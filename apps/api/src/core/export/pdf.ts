import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatDecimal, isDecimalString, toAsciiDigits, toPersianDigits } from '@karsaz/domain';
import { paragraphDirection, TextMeasure, visualPieces, wrapText, type Direction } from './bidi-text';

/**
 * The PDF machinery every export shares (the payslips, every report): one pdfmake engine set in Vazirmatn (the
 * `vazirmatn` package's TTF files, which carry Latin letters too) that reads no file but those fonts and fetches no
 * URL, and `PdfText`, which lays every text out through `bidi-text` (pdfmake has no bidirectional layout: Persian
 * letters would come out in the wrong order) in the document's digits. A Persian document runs right to left with
 * Persian digits; an English one left to right with ASCII digits.
 */

export type PdfLanguage = 'fa' | 'en';

export const PDF_FONT = 'Vazirmatn';
export const PDF_MIME = 'application/pdf';

function fontFile(weight: 'Regular' | 'Bold'): string {
  return require.resolve(`vazirmatn/fonts/ttf/Vazirmatn-${weight}.ttf`);
}

interface PdfMakeInstance {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (path: string) => boolean): void;
  createPdf(doc: TDocumentDefinitions): { getBuffer(): Promise<Buffer> };
}

export interface PdfEngine {
  pdf: PdfMakeInstance;
  regular: TextMeasure;
  bold: TextMeasure;
}

let engine: PdfEngine | null = null;

/**
 * A pdfmake instance of the API's own (the package exports one shared instance; its class makes another), with only
 * the Vazirmatn files readable and no URL fetched; and the same fonts for measuring lines. Made once.
 */
export function getPdfEngine(): PdfEngine {
  if (engine) return engine;
  const shared = require('pdfmake') as { constructor: new () => PdfMakeInstance };
  const pdf = new shared.constructor();
  const regular = fontFile('Regular');
  const bold = fontFile('Bold');
  pdf.setFonts({ [PDF_FONT]: { normal: regular, bold, italics: regular, bolditalics: bold } });
  pdf.setUrlAccessPolicy(() => false);
  pdf.setLocalAccessPolicy((path) => path === regular || path === bold);
  engine = { pdf, regular: new TextMeasure(regular), bold: new TextMeasure(bold) };
  return engine;
}

/** A document's bytes from its definition, through the shared engine. */
export function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  return getPdfEngine().pdf.createPdf(doc).getBuffer();
}

/** Digits of the language: Persian digits in Persian; ASCII in English, with the Persian decimal point and thousands separator as `.` and `,`. */
export function digits(text: string, language: PdfLanguage): string {
  return language === 'fa' ? toPersianDigits(text) : toAsciiDigits(text).replace(/\u066b/g, '.').replace(/\u066c/g, ',');
}

/**
 * An amount or quantity for reading: thousands grouped, in the language's digits and separators
 * (`۱۲٬۳۴۵٬۶۷۸` / `12,345,678`), as the screens and the sheets show it; empty for none. A text that is no number is
 * shown as it is, in the language's digits.
 */
export function formatNumber(value: string | number | null | undefined, language: PdfLanguage): string {
  if (value === null || value === undefined || value === '') return '';
  const text = toAsciiDigits(String(value)).trim();
  return isDecimalString(text) ? formatDecimal(text, language) : digits(text, language);
}

export interface PdfTextOptions {
  width: number;
  size?: number;
  bold?: boolean;
  align?: 'start' | 'end' | 'center';
  color?: string;
}

/** Lays out the texts of one document in one language: wrapped to their width, in visual order, in the language's digits. */
export class PdfText {
  readonly base: Direction;

  constructor(
    readonly language: PdfLanguage,
    private readonly measures: { regular: TextMeasure; bold: TextMeasure } = getPdfEngine(),
    private readonly defaultSize = 8.5,
  ) {
    this.base = language === 'fa' ? 'rtl' : 'ltr';
  }

  /** A text wrapped to `width` points, each line laid out for pdfmake; its digits are the document's. */
  text(value: string, o: PdfTextOptions): Content {
    const size = o.size ?? this.defaultSize;
    const text = digits(value, this.language);
    const lines = wrapText(text, Math.max(o.width - 1, 10), size, o.bold ? this.measures.bold : this.measures.regular);
    const alignment = o.align === 'center' ? 'center' : (o.align === 'end') === (this.base === 'rtl') ? 'left' : 'right';
    // a Persian document's texts are right to left; in an English one a text goes the way its first letter does (a
    // Persian name or explanation right to left, still aligned with the page)
    const direction = this.base === 'rtl' ? 'rtl' : paragraphDirection(text, 'ltr');
    return {
      stack: lines.map((line) => ({ text: visualPieces(line, direction) })),
      alignment,
      fontSize: size,
      bold: o.bold ?? false,
      ...(o.color ? { color: o.color } : {}),
    } as Content;
  }

  /** A number in the document's digits, grouped, aligned to the right of its cell in both directions (the ones line up). */
  number(value: string | null | undefined, o: Omit<PdfTextOptions, 'align'>): Content {
    return this.right(formatNumber(value, this.language), o);
  }

  /** A text aligned to the right of its cell in both directions (a number column's heading). */
  right(value: string, o: Omit<PdfTextOptions, 'align'>): Content {
    return { ...(this.text(value, o) as object), alignment: 'right' } as Content;
  }

  /** Cells and widths in reading order, laid out left to right (reversed in a right-to-left document). */
  row<T>(cells: T[]): T[] {
    return this.base === 'rtl' ? [...cells].reverse() : cells;
  }
}
