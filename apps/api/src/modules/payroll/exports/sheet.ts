import { safeExcelValue } from '../../../core/export/excel-cell';
import { amountCell, sumAmounts } from './format';
import type { ExportLanguage } from './types';

/** A column of a payroll sheet: text (codes keep their leading zeros), a whole number, or an amount in rials. */
export interface SheetColumn<Row> {
  header: string;
  width: number;
  type: 'text' | 'integer' | 'amount';
  value: (row: Row) => string | number | null | undefined;
  /** Summed on the totals row. */
  total?: boolean;
}

const TOTAL = { fa: 'جمع', en: 'Total' } as const;
const NUMBER_FORMAT = '#,##0';

/**
 * One sheet: a bold header row (frozen), a row a person, and a bold totals row with the sums of the columns marked
 * `total` and the word «جمع» / "Total" in the first text column. Right to left for Persian. Texts are written as
 * text (never a formula: a leading `=`, `+`, `-`, `@` gets the spreadsheet's apostrophe), amounts as numbers with a
 * thousands separator (as text when beyond a double's exact range).
 */
export async function payrollSheet<Row>(options: {
  language: ExportLanguage;
  sheetName: string;
  title: string;
  columns: SheetColumn<Row>[];
  rows: Row[];
}): Promise<Buffer> {
  const { Workbook } = await import('exceljs');
  const book = new Workbook();
  book.creator = 'Karsaz';
  book.title = options.title;
  const sheet = book.addWorksheet(options.sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31), {
    views: [{ rightToLeft: options.language === 'fa', state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = options.columns.map((c, i) => ({
    header: c.header,
    key: `c${i}`,
    width: c.width,
    ...(c.type === 'text' ? { style: { numFmt: '@' } } : { style: { numFmt: NUMBER_FORMAT } }),
  }));
  sheet.getRow(1).font = { bold: true };
  const cell = (c: SheetColumn<Row>, v: string | number | null | undefined) => {
    if (v === null || v === undefined || v === '') return null;
    if (c.type === 'text') return safeExcelValue(String(v));
    return amountCell(String(v));
  };
  for (const row of options.rows) {
    sheet.addRow(Object.fromEntries(options.columns.map((c, i) => [`c${i}`, cell(c, c.value(row))])));
  }
  const label = options.columns.findIndex((c) => c.type === 'text' && !c.total);
  const totals = sheet.addRow(
    Object.fromEntries(
      options.columns.map((c, i) => [
        `c${i}`,
        c.total ? amountCell(sumAmounts(options.rows.map((r) => (c.value(r) ?? '0').toString()))) : i === label ? TOTAL[options.language] : null,
      ]),
    ),
  );
  totals.font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}
