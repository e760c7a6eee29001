import type { Content, CustomTableLayout, TDocumentDefinitions, TableCell } from 'pdfmake/interfaces';
import { PDF_FONT, PdfText, formatNumber, renderPdf } from '../../../core/export/pdf';
import { fullName, monthTitle } from './format';
import type { ExportLanguage, PayrollMonthOut, PayslipLineOut, PayslipOut } from './types';

/**
 * The payslip PDF: one A4 page per person for the whole month (call it with one payslip for a single one). Persian
 * pages run right to left with Persian digits; English pages left to right with ASCII digits. Set in Vazirmatn
 * through the API's one pdfmake engine, every text laid out by `PdfText` (core/export/pdf.ts), so Persian letters
 * join and come in the right order.
 */

const LABELS = {
  fa: {
    title: 'فیش حقوق',
    workshop: 'کد کارگاه',
    personnelCode: 'کد پرسنلی',
    name: 'نام و نام خانوادگی',
    nationalCode: 'کد ملی',
    department: 'واحد',
    job: 'سمت',
    days: 'روزهای کارکرد',
    earnings: 'حقوق و مزایا',
    deductions: 'کسورات',
    employer: 'سهم کارفرما (جهت اطلاع)',
    info: 'سایر اطلاعات',
    item: 'شرح',
    quantity: 'مقدار',
    rate: 'نرخ',
    base: 'مبنا',
    amount: 'مبلغ (ریال)',
    none: '—',
    gross: 'جمع حقوق و مزایا',
    totalDeductions: 'جمع کسورات',
    net: 'خالص پرداختی',
    total: 'جمع',
    page: 'صفحه',
  },
  en: {
    title: 'Payslip',
    workshop: 'Workshop code',
    personnelCode: 'Personnel code',
    name: 'Name',
    nationalCode: 'National code',
    department: 'Department',
    job: 'Job',
    days: 'Days worked',
    earnings: 'Earnings',
    deductions: 'Deductions',
    employer: 'Employer contributions (for information)',
    info: 'Other information',
    item: 'Item',
    quantity: 'Quantity',
    rate: 'Rate',
    base: 'Base',
    amount: 'Amount (rials)',
    none: '—',
    gross: 'Gross pay',
    totalDeductions: 'Total deductions',
    net: 'Net pay',
    total: 'Total',
    page: 'Page',
  },
} as const;

const PAGE_WIDTH = 595.28; // A4
const MARGIN = 28;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const CELL_PADDING = 4;
const SIZE = { body: 8.5, small: 7, heading: 10, title: 13 };
const GREY = '#555555';
const RULE = '#999999';
const FILL = '#eeeeee';

type Page = PdfText;

const COLUMNS = { quantity: 50, rate: 58, base: 88, amount: 92 };
const TITLE_WIDTH = CONTENT_WIDTH - COLUMNS.quantity - COLUMNS.rate - COLUMNS.base - COLUMNS.amount;

/** Horizontal rules only: above the header, under it, above each item (not between an item and its explanation), and at the end. */
function rulesLayout(itemStarts: Set<number>, rows: number): CustomTableLayout {
  return {
    hLineWidth: (i: number) => (i === 0 || i === 1 || i === rows || itemStarts.has(i) ? 0.5 : 0),
    vLineWidth: () => 0,
    hLineColor: () => RULE,
    paddingLeft: () => CELL_PADDING,
    paddingRight: () => CELL_PADDING,
    paddingTop: () => 2,
    paddingBottom: () => 2,
    fillColor: (i: number) => (i === 0 ? FILL : null),
  };
}

/** A table of payslip lines: item, quantity, rate, base, amount; each explanation on a full-width row under its line. */
function linesTable(page: Page, heading: string, lines: PayslipLineOut[], totalAmount: string | null): Content {
  const L = LABELS[page.language];
  // pdfmake's column widths leave out the cells' padding
  const inner = (w: number) => w - 2 * CELL_PADDING;
  const widths = page.row([TITLE_WIDTH, COLUMNS.quantity, COLUMNS.rate, COLUMNS.base, COLUMNS.amount].map(inner));
  const body: TableCell[][] = [];
  const itemStarts = new Set<number>();
  body.push(
    page.row([
      page.text(L.item, { width: inner(TITLE_WIDTH), bold: true }),
      page.right(L.quantity, { width: inner(COLUMNS.quantity), bold: true }),
      page.right(L.rate, { width: inner(COLUMNS.rate), bold: true }),
      page.right(L.base, { width: inner(COLUMNS.base), bold: true }),
      page.right(L.amount, { width: inner(COLUMNS.amount), bold: true }),
    ]) as TableCell[],
  );
  if (lines.length === 0) {
    itemStarts.add(body.length);
    body.push(page.row([page.text(L.none, { width: inner(TITLE_WIDTH), color: GREY }), {}, {}, {}, {}]) as TableCell[]);
  }
  for (const line of lines) {
    itemStarts.add(body.length);
    body.push(
      page.row([
        page.text(line.title, { width: inner(TITLE_WIDTH) }),
        page.number(line.quantity, { width: inner(COLUMNS.quantity) }),
        page.number(line.rate, { width: inner(COLUMNS.rate) }),
        page.number(line.base, { width: inner(COLUMNS.base) }),
        page.number(line.amount, { width: inner(COLUMNS.amount) }),
      ]) as TableCell[],
    );
    if (line.explanation && line.explanation.trim()) {
      const note = page.text(line.explanation.trim(), { width: inner(CONTENT_WIDTH), size: SIZE.small, color: GREY });
      body.push([{ ...(note as object), colSpan: 5 } as TableCell, {}, {}, {}, {}]);
    }
  }
  if (totalAmount !== null && lines.length > 0) {
    itemStarts.add(body.length);
    body.push(
      page.row([
        page.text(L.total, { width: inner(TITLE_WIDTH), bold: true }),
        {},
        {},
        {},
        page.number(totalAmount, { width: inner(COLUMNS.amount), bold: true }),
      ]) as TableCell[],
    );
  }
  return {
    stack: [
      { ...(page.text(heading, { width: CONTENT_WIDTH, size: SIZE.heading, bold: true }) as object), margin: [0, 8, 0, 3] } as Content,
      { table: { headerRows: 1, widths, body, dontBreakRows: true }, layout: rulesLayout(itemStarts, body.length) },
    ],
  };
}

/** The person's block: three label-value cells a row. */
function personTable(page: Page, p: PayslipOut): Content {
  const L = LABELS[page.language];
  const width = CONTENT_WIDTH / 3;
  const field = (label: string, value: string) => page.text(`${label}: ${value || '—'}`, { width: width - 2 * CELL_PADDING });
  const rows = [
    [field(L.personnelCode, p.personnelCode), field(L.name, fullName(p)), field(L.nationalCode, p.nationalCode)],
    [field(L.department, p.departmentName ?? ''), field(L.job, p.jobTitle ?? ''), field(L.days, formatNumber(String(p.paidDays), page.language))],
  ];
  return {
    table: { widths: Array(3).fill(width - 2 * CELL_PADDING), body: rows.map((r) => page.row(r) as TableCell[]) },
    layout: {
      hLineWidth: (i: number) => (i === 0 || i === rows.length ? 0.5 : 0),
      vLineWidth: () => 0,
      hLineColor: () => RULE,
      paddingLeft: () => CELL_PADDING,
      paddingRight: () => CELL_PADDING,
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
    margin: [0, 6, 0, 0],
  };
}

/** Gross, deductions and net, side by side; net in bold on a grey ground. */
function totalsTable(page: Page, p: PayslipOut): Content {
  const L = LABELS[page.language];
  const RULE_WIDTH = 0.5;
  const inner = (CONTENT_WIDTH - 4 * RULE_WIDTH) / 3 - 2 * CELL_PADDING;
  const cell = (label: string, value: string, strong: boolean) => ({
    stack: [page.text(label, { width: inner, bold: true, align: 'center' }), { ...(page.number(value, { width: inner, bold: strong, size: SIZE.heading }) as object), alignment: 'center' }],
    ...(strong ? { fillColor: FILL } : {}),
  });
  return {
    table: { widths: [inner, inner, inner], body: [page.row([cell(L.gross, p.gross, false), cell(L.totalDeductions, p.deductions, false), cell(L.net, p.net, true)]) as TableCell[]] },
    layout: {
      hLineWidth: () => RULE_WIDTH,
      vLineWidth: () => RULE_WIDTH,
      hLineColor: () => RULE,
      vLineColor: () => RULE,
      paddingLeft: () => CELL_PADDING,
      paddingRight: () => CELL_PADDING,
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
    margin: [0, 12, 0, 0],
  };
}

function payslipContent(page: Page, month: PayrollMonthOut, p: PayslipOut, first: boolean): Content {
  const L = LABELS[page.language];
  const c = month.company;
  const of = (kind: PayslipLineOut['kind']) => p.lines.filter((l) => l.kind === kind);
  const employer = of('employer');
  const info = of('info');
  const content: Content[] = [
    page.text(c.name, { width: CONTENT_WIDTH, size: SIZE.title, bold: true, align: 'center' }),
    { ...(page.text(`${L.title} ${monthTitle(month.year, month.month, page.language)}`, { width: CONTENT_WIDTH, size: SIZE.heading + 1, bold: true, align: 'center' }) as object), margin: [0, 2, 0, 0] } as Content,
    page.text(`${L.workshop}: ${c.workshopCode}${c.workshopName ? ` — ${c.workshopName}` : ''}`, { width: CONTENT_WIDTH, size: SIZE.small, align: 'center', color: GREY }),
    personTable(page, p),
    linesTable(page, L.earnings, of('earning'), p.gross),
    linesTable(page, L.deductions, of('deduction'), p.deductions),
  ];
  if (employer.length) content.push(linesTable(page, L.employer, employer, null));
  if (info.length) content.push(linesTable(page, L.info, info, null));
  content.push(totalsTable(page, p));
  return { stack: content, ...(first ? {} : { pageBreak: 'before' as const }) };
}

/**
 * The payslips of a month as one PDF, one page per person (call it with one payslip for a single payslip): company,
 * month, the person (code, name, national code, department, job, days), earnings, deductions, employer
 * contributions and other information, each line's explanation under it in a small font, and the totals.
 */
export async function payslipPdf(month: PayrollMonthOut, opts: { language: ExportLanguage }): Promise<Buffer> {
  const page = new PdfText(opts.language);
  const L = LABELS[opts.language];
  const title = `${L.title} ${monthTitle(month.year, month.month, opts.language)} — ${month.company.name}`;
  const doc: TDocumentDefinitions = {
    pageSize: 'A4',
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN + 8],
    info: { title, creator: 'Karsaz', producer: 'Karsaz' },
    language: opts.language === 'fa' ? 'fa-IR' : 'en',
    defaultStyle: { font: PDF_FONT, fontSize: SIZE.body, lineHeight: 1.15 },
    footer: (current: number, count: number) =>
      ({
        ...(page.text(`${L.page} ${current} / ${count}`, { width: CONTENT_WIDTH, size: SIZE.small, align: 'center', color: GREY }) as object),
        margin: [MARGIN, 6, MARGIN, 0],
      }) as Content,
    content: month.payslips.length
      ? month.payslips.map((p, i) => payslipContent(page, month, p, i === 0))
      : [page.text(L.none, { width: CONTENT_WIDTH, align: 'center' })],
  };
  return renderPdf(doc);
}
