import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { payrollMonthFixture } from './payroll-month.fixture';
import { payslipPdf } from './payslip-pdf';

/** The page count pdfkit writes into the page tree (`/Type /Pages ... /Count n`). */
function pageCount(pdf: Buffer): number {
  const counts = [...pdf.toString('latin1').matchAll(/\/Count (\d+)/g)].map((m) => Number(m[1]));
  expect(counts).toHaveLength(1);
  return counts[0]!;
}

const HAS_PDFTOTEXT = spawnSync('pdftotext', ['-v']).status === 0;

/** The PDF's text as poppler's pdftotext reads it back into logical order, without its direction marks. */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'payslip-'));
  try {
    const file = join(dir, 'p.pdf');
    writeFileSync(file, pdf);
    const r = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    return r.stdout.replace(/[\u200e\u200f\u202a-\u202e]/g, '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('payslipPdf', () => {
  it('makes one A4 page a person, in Persian, with Vazirmatn embedded', async () => {
    const pdf = await payslipPdf(payrollMonthFixture(), { language: 'fa' });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(pageCount(pdf)).toBe(2);
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Vazirmatn-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Vazirmatn-Bold/);
    expect(raw).toContain('/MediaBox [0 0 595.28 841.89]');
  });

  it('makes a single payslip of a month with one person, and an English one', async () => {
    const month = payrollMonthFixture();
    month.payslips = [month.payslips[1]!];
    expect(pageCount(await payslipPdf(month, { language: 'fa' }))).toBe(1);
    expect(pageCount(await payslipPdf(payrollMonthFixture(), { language: 'en' }))).toBe(2);
  });

  (HAS_PDFTOTEXT ? it : it.skip)('holds the Persian text in reading order with Persian digits (pdftotext)', async () => {
    const text = pdfText(await payslipPdf(payrollMonthFixture(), { language: 'fa' }));
    // pdftotext reorders right-to-left glyphs into logical text: words out of order or letters reversed would not match
    for (const expected of [
      'شرکت کارساز نمونه',
      'فیش حقوق فروردین ۱۴۰۵',
      'علی رضایی',
      // (pdftotext puts a colon between Persian and digits on either side, so label and value are checked apart)
      'کد ملی',
      '۰۰۱۲۳۴۵۶۷۹',
      'روزهای کارکرد',
      'حقوق و مزایا',
      'حق بیمه سهم کارگر',
      'سهم کارفرما',
      // (no word with the لا ligature: pdftotext gives its two letters back reversed, as «ال»)
      'مانده مرخصی',
      '۱۶۶٬۲۵۵٬۵۰۰',
      '۲۳۵٬۹۵۷٬۱۴۰',
      '۲۱۴٬۴۴۰٬۱۴۱',
      'خالص پرداختی',
      'قانون کار',
      'زهرا',
      '۱۵۴٬۹۲۳٬۷۰۱',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/[0-9]/);
    // a page a person: the form feed between the two pages falls between the two people
    const [first, second] = text.split('\f');
    expect(first).toContain('علی رضایی');
    expect(first).not.toContain('زهرا');
    expect(second).toContain('زهرا');
  });

  (HAS_PDFTOTEXT ? it : it.skip)('holds the English text with ASCII digits (pdftotext)', async () => {
    const text = pdfText(await payslipPdf(payrollMonthFixture(), { language: 'en' }));
    for (const expected of ['Payslip Farvardin 1405', 'Personnel code: 1001', 'National code: 0012345679', 'Days worked: 31', 'Earnings', 'Deductions', 'Net pay', '214,440,141', '235,957,140', '0.07', 'Page 1 / 2']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/[\u06f0-\u06f9]/);
  });
});
