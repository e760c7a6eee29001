import type { Content, CustomTableLayout, TDocumentDefinitions, TableCell } from 'pdfmake/interfaces';
import { isoDateToJalali, jalaliDayText, tehranClock, tehranDate } from '@karsaz/domain';
import { NUMERIC_COLUMNS, type ReportColumn, type ReportDefinition } from '@karsaz/entities';
import { PDF_FONT, PdfText, formatNumber, renderPdf, type PdfLanguage } from '../export/pdf';

/**
 * A report as a PDF (`GET …/reports/{name}/exportPdf`): A4 landscape; the report's title, the filters applied (label
 * and value), a table of the visible columns (not the `hidden` ones) whose header row is repeated on every page, the
 * totals row, and a footer with the page number and the printing date. Persian runs right to left with Persian
 * digits and Jalali days; English left to right with ASCII digits. Figures are grouped and stand at the end of their
 * cells (the left in Persian), days are Jalali in both languages: as the screen shows them. Pure: the rows and the
 * filters' texts come from the report service.
 */

/** One row as the report's getFiltered answers it. */
export type ReportPdfRow = Record<string, string | number | null>;

export interface ReportPdfInput {
  report: ReportDefinition;
  language: PdfLanguage;
  /** the filters applied, as the reader reads them (a link's title, an enum's label, a range's days) */
  filters: readonly { label: string; value: string }[];
  rows: readonly ReportPdfRow[];
  /** the sums of the total columns over every row (exact decimals) */
  totals: Readonly<Record<string, string>>;
  printedAt: Date;
}

const LABELS = {
  fa: { filters: 'فیلترها', noFilters: 'بدون فیلتر', total: 'جمع', empty: 'ردیفی با این فیلترها پیدا نشد.', page: (n: number, of: number) => `صفحهٔ ${n} از ${of}`, printed: 'تاریخ چاپ' },
  en: { filters: 'Filters', noFilters: 'No filters', total: 'Total', empty: 'No rows match these filters.', page: (n: number, of: number) => `Page ${n} of ${of}`, printed: 'Printed' },
} as const;

// A4 landscape, in points
const PAGE_WIDTH = 841.89;
const MARGIN = 28;
const FOOTER = 24;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const CELL_PADDING = 3;
const RULE_WIDTH = 0.5;
const SIZE = { body: 8, small: 7, title: 14 };
const GREY = '#555555';
const RULE = '#999999';
const FILL = '#eeeeee';

/** How much of the width a column takes, by its kind: names and titles most, figures next, days and counts least. */
const WEIGHT: Record<ReportColumn['type'], number> = { text: 3, link: 3, money: 2, decimal: 2, date: 1.4, int: 1.2, percent: 1.2 };

const isNumeric = (c: ReportColumn) => NUMERIC_COLUMNS.includes(c.type);

/** A day for reading: Jalali (`1405/01/01`), the text as it came when it is no ISO day. */
export function jalaliText(iso: string): string {
  const day = isoDateToJalali(iso);
  return day ? jalaliDayText(day) : iso;
}

/** A cell's text as the screen shows it (PdfText puts it in the document's digits): figures grouped, a percentage with its sign, a day in Jalali. */
export function pdfCellText(c: ReportColumn, value: string | number | null | undefined, language: PdfLanguage): string {
  if (value === null || value === undefined || value === '') return '';
  if (isNumeric(c)) {
    const text = formatNumber(String(value), language);
    return c.type === 'percent' ? `${text}${language === 'fa' ? '٪' : '%'}` : text;
  }
  if (c.type === 'date') return jalaliText(String(value));
  return String(value);
}

/** The printing moment in Tehran: a Jalali day in Persian, an ISO day in English, and the time. */
export function printedText(at: Date, language: PdfLanguage): string {
  const day = tehranDate(at);
  return `${language === 'fa' ? jalaliText(day) : day} ${tehranClock(at)}`;
}

/** The columns' inner widths (pdfmake's widths leave out the padding and the rules), in reading order. */
function columnWidths(columns: readonly ReportColumn[]): number[] {
  const weights = columns.map((c) => WEIGHT[c.type] ?? 2);
  const sum = weights.reduce((a, b) => a + b, 0);
  const room = CONTENT_WIDTH - (columns.length + 1) * RULE_WIDTH - columns.length * 2 * CELL_PADDING;
  return weights.map((w) => Math.floor(((room * w) / sum) * 100) / 100);
}

function gridLayout(rows: number, totalsRow: boolean): CustomTableLayout {
  return {
    hLineWidth: () => RULE_WIDTH,
    vLineWidth: () => RULE_WIDTH,
    hLineColor: () => RULE,
    vLineColor: () => RULE,
    paddingLeft: () => CELL_PADDING,
    paddingRight: () => CELL_PADDING,
    paddingTop: () => 2,
    paddingBottom: () => 2,
    fillColor: (i: number) => (i === 0 || (totalsRow && i === rows - 1) ? FILL : null),
  };
}

/** The document's definition (what pdfmake draws); `reportPdf` renders it. */
export function reportPdfDocument(input: ReportPdfInput): TDocumentDefinitions {
  const { report, language } = input;
  const L = LABELS[language];
  const page = new PdfText(language, undefined, SIZE.body);
  const shown = report.columns.filter((c) => !c.hidden);
  const widths = columnWidths(shown);
  const size = shown.length > 10 ? SIZE.small : SIZE.body;
  const cell = (c: ReportColumn, i: number, text: string, bold = false): TableCell =>
    page.text(text, { width: widths[i]!, bold, size, ...(isNumeric(c) ? { align: 'end' as const } : {}) }) as TableCell;

  const body: TableCell[][] = [page.row(shown.map((c, i) => cell(c, i, c.label[language], true)))];
  for (const row of input.rows) body.push(page.row(shown.map((c, i) => cell(c, i, pdfCellText(c, row[c.key], language)))));
  if (input.rows.length === 0) {
    const empty = { ...(page.text(L.empty, { width: CONTENT_WIDTH - 2 * CELL_PADDING, align: 'center', color: GREY, size }) as object), colSpan: shown.length } as TableCell;
    // a spanning cell comes first in pdfmake's row, whatever the direction (it fills the row)
    body.push([empty, ...shown.slice(1).map(() => ({}) as TableCell)]);
  }
  // the totals row: the label in the first column that is not summed, the sums under their columns
  const hasTotals = shown.some((c) => c.total);
  if (hasTotals) {
    const labelColumn = shown.find((c) => !c.total);
    body.push(page.row(shown.map((c, i) => cell(c, i, c.total ? pdfCellText(c, input.totals[c.key] ?? '0', language) : c === labelColumn ? L.total : '', true))));
  }

  const filters: Content[] = input.filters.length
    ? input.filters.map((f) => page.text(`${f.label}: ${f.value}`, { width: CONTENT_WIDTH, size: SIZE.body }))
    : [page.text(L.noFilters, { width: CONTENT_WIDTH, size: SIZE.body, color: GREY })];
  const printed = `${L.printed}: ${printedText(input.printedAt, language)}`;

  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN + FOOTER - 8],
    info: { title: report.label[language], creator: 'Karsaz', producer: 'Karsaz' },
    language: language === 'fa' ? 'fa-IR' : 'en',
    defaultStyle: { font: PDF_FONT, fontSize: SIZE.body, lineHeight: 1.15 },
    footer: (current: number, count: number) =>
      ({
        columns: page.row([
          page.text(L.page(current, count), { width: CONTENT_WIDTH / 2, size: SIZE.small, color: GREY }),
          page.text(printed, { width: CONTENT_WIDTH / 2, size: SIZE.small, color: GREY, align: 'end' }),
        ]),
        margin: [MARGIN, 6, MARGIN, 0],
      }) as Content,
    content: [
      page.text(report.label[language], { width: CONTENT_WIDTH, size: SIZE.title, bold: true, align: 'center' }),
      { stack: [page.text(L.filters, { width: CONTENT_WIDTH, bold: true }), ...filters], margin: [0, 6, 0, 6] } as Content,
      { table: { headerRows: 1, widths: page.row(widths), body, dontBreakRows: true }, layout: gridLayout(body.length, hasTotals) },
    ],
  };
}

/** The report's PDF bytes. */
export function reportPdf(input: ReportPdfInput): Promise<Buffer> {
  return renderPdf(reportPdfDocument(input));
}
