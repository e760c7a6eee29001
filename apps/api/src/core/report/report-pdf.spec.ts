import { defineReport, findReport } from '@karsaz/entities';
import { fontReverses, visualPieces } from '../export/bidi-text';
import { pdfCellText, printedText, reportPdf, reportPdfDocument, type ReportPdfInput, type ReportPdfRow } from './report-pdf';

/** The page count pdfkit writes into the page tree (`/Type /Pages ... /Count n`). */
function pageCount(pdf: Buffer): number {
  const counts = [...pdf.toString('latin1').matchAll(/\/Count (\d+)/g)].map((m) => Number(m[1]));
  expect(counts).toHaveLength(1);
  return counts[0]!;
}

/**
 * Every text piece the document hands pdfmake, in order (the visual pieces bidi-text made), as the reader sees it
 * drawn: a piece fontkit reverses (its script is right to left: Persian letters, Persian digits) is turned back.
 */
function pieces(node: unknown, out: string[] = []): string[] {
  return raw(node, out).map((t) => (fontReverses(t) ? Array.from(t).reverse().join('') : t));
}

function raw(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const n of node) raw(n, out);
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    if (typeof o.text === 'string' && o.noWrap === true) out.push(o.text);
    for (const [k, v] of Object.entries(o)) if (k !== 'text' || typeof v !== 'string') raw(v, out);
  }
  return out;
}

const sample = defineReport({
  name: 'pdfSample',
  url: '/pdf-sample',
  area: 'financial',
  parent: { url: '/financial', label: { fa: 'مالی', en: 'Finance' } } as never,
  label: { fa: 'گزارش آزمون', en: 'Sample report' },
  filters: [{ key: 'date', type: 'dateRange', label: { fa: 'بازهٔ تاریخ', en: 'Date range' } }],
  columns: [
    { key: 'code', type: 'text', label: { fa: 'کد', en: 'Code' } },
    { key: 'account', type: 'link', label: { fa: 'حساب', en: 'Account' } },
    { key: 'day', type: 'date', label: { fa: 'تاریخ', en: 'Day' } },
    { key: 'share', type: 'percent', label: { fa: 'سهم', en: 'Share' } },
    { key: 'amount', type: 'money', label: { fa: 'مبلغ', en: 'Amount' }, total: true },
    { key: 'secret', type: 'int', label: { fa: 'پنهان', en: 'Hidden' }, hidden: true },
  ],
});

const rows = (n: number): ReportPdfRow[] =>
  Array.from({ length: n }, (_, i) => ({ code: `۱۱${i}`, account: `صندوق شعبهٔ ${i + 1}`, accountId: i + 1, day: '2026-03-21', share: '12.5', amount: '12345678', secret: 987654 }));

const input = (over: Partial<ReportPdfInput> = {}): ReportPdfInput => ({
  report: sample,
  language: 'fa',
  filters: [{ label: 'بازهٔ تاریخ', value: 'از ۱۴۰۵/۰۱/۰۱ تا ۱۴۰۵/۰۶/۳۱' }],
  rows: rows(3),
  totals: { amount: '37037034' },
  printedAt: new Date('2026-03-21T08:30:00Z'),
  ...over,
});

describe('the report PDF', () => {
  it('is a valid A4 landscape PDF set in Vazirmatn', async () => {
    const pdf = await reportPdf(input());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(pageCount(pdf)).toBe(1);
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Vazirmatn-Regular/);
    expect(raw).toContain('/MediaBox [0 0 841.89 595.28]');
  });

  it('takes more pages as the rows grow, the header repeated on each', async () => {
    const few = pageCount(await reportPdf(input({ rows: rows(5) })));
    const many = pageCount(await reportPdf(input({ rows: rows(150), language: 'en' })));
    expect(few).toBe(1);
    expect(many).toBeGreaterThan(3);
    const doc = reportPdfDocument(input({ rows: rows(150) }));
    const table = (doc.content as { table?: { headerRows: number } }[])[2]!.table!;
    expect(table.headerRows).toBe(1);
  });

  it('lays Persian text out through bidi-text, right to left, with Persian digits', () => {
    const doc = reportPdfDocument(input());
    const text = pieces(doc.content);
    // the title and a Persian cell come as the visual pieces bidi-text makes of them
    const handed = raw(doc.content);
    for (const p of visualPieces('گزارش آزمون', 'rtl')) expect(handed).toContain(p.text);
    for (const p of visualPieces('صندوق شعبهٔ ۱', 'rtl')) expect(handed).toContain(p.text);
    // money grouped in Persian digits, a Jalali day, a percentage; no ASCII digit anywhere
    expect(text).toContain('۱۲٬۳۴۵٬۶۷۸');
    expect(text).toContain('۳۷٬۰۳۷٬۰۳۴');
    expect(text.some((t) => t.includes('۱۴۰۵/۰۱/۰۱'))).toBe(true);
    expect(text.some((t) => t.includes('۱۲٫۵٪') || t.includes('٪۱۲٫۵'))).toBe(true);
    expect(text.join(' ')).not.toMatch(/[0-9]/);
    // the hidden column is not drawn: five columns, the first in reading order at the right
    const table = (doc.content as { table?: { body: unknown[][]; widths: number[] } }[])[2]!.table!;
    expect(table.widths).toHaveLength(5);
    expect(raw(table.body[0]![4])).toEqual(visualPieces('کد', 'rtl').map((p) => p.text));
    expect(text.join(' ')).not.toContain('پنهان');
    // figures at the end of their cells as on the screen: the left in Persian; texts at the right
    const align = (cell: unknown) => (cell as { alignment: string }).alignment;
    expect(align(table.body[1]![0])).toBe('left');
    expect(align(table.body[1]![4])).toBe('right');
    // the totals row is the last: its label under the first column that is not summed
    expect(raw(table.body[table.body.length - 1]![4])).toEqual(visualPieces('جمع', 'rtl').map((p) => p.text));
  });

  it('runs left to right with ASCII digits in English, and says when no row matched', () => {
    const doc = reportPdfDocument(input({ language: 'en', filters: [], rows: [], totals: { amount: '0' } }));
    const text = pieces(doc.content);
    expect(text).toContain('Sample report');
    expect(text).toContain('No filters');
    expect(text).toContain('No rows match these filters.');
    expect(text.join(' ')).not.toMatch(/[\u06f0-\u06f9]/);
    const table = (doc.content as { table?: { body: unknown[][] } }[])[2]!.table!;
    expect(pieces(table.body[0]![0])).toEqual(['Code']);
    expect(pieces(table.body[2]![0])).toEqual(['Total']);
    expect((table.body[0]![4] as { alignment: string }).alignment).toBe('right');
    expect((table.body[0]![0] as { alignment: string }).alignment).toBe('left');
  });

  it('numbers its pages and dates the print in the footer: Jalali in Persian', () => {
    const footer = (lang: 'fa' | 'en') => pieces((reportPdfDocument(input({ language: lang })).footer as (c: number, n: number) => unknown)(2, 3)).join(' ');
    expect(footer('fa')).toContain('۱۴۰۵/۰۱/۰۱');
    expect(footer('fa')).toContain('۱۲:۰۰');
    expect(footer('en')).toContain('Page 2 of 3');
    expect(footer('en')).toContain('2026-03-21 12:00');
    expect(printedText(new Date('2026-03-21T08:30:00Z'), 'fa')).toBe('1405/01/01 12:00');
  });

  it('writes cells as the screen does: figures grouped, days in Jalali, nothing for none', () => {
    const money = sample.columns.find((c) => c.key === 'amount')!;
    expect(pdfCellText(money, '-1234567.5', 'en')).toBe('-1,234,567.5');
    expect(pdfCellText(money, null, 'en')).toBe('');
    expect(pdfCellText(sample.columns.find((c) => c.key === 'day')!, '2026-03-20', 'en')).toBe('1404/12/29');
  });

  it('draws the trial balance as it is declared', async () => {
    const report = findReport('trialBalance')!;
    const pdf = await reportPdf({ report, language: 'fa', filters: [], rows: [{ code: '1101', account: 'صندوق', accountId: 1, debit: '100', credit: '0', balanceDebit: '100', balanceCredit: '0' }], totals: { debit: '100', credit: '0', balanceDebit: '100', balanceCredit: '0' }, printedAt: new Date() });
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });
});
