import { Workbook } from 'exceljs';
import { payrollMonthFixture } from './payroll-month.fixture';
import { taxListXlsx } from './tax-list';

async function rowsOf(buffer: Buffer) {
  const book = new Workbook();
  await book.xlsx.load(buffer as never);
  const sheet = book.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheet, rows };
}

describe('taxListXlsx', () => {
  it('lists code, name, national code, taxable, tax, days and gross with totals, right to left in Persian', async () => {
    const month = payrollMonthFixture();
    month.payslips[1]!.incomeTax = '1250000';
    const { sheet, rows } = await rowsOf(await taxListXlsx(month, { language: 'fa' }));
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
    expect(rows).toEqual([
      ['کد پرسنلی', 'نام و نام خانوادگی', 'کد ملی', 'درآمد مشمول مالیات (ریال)', 'مالیات (ریال)', 'روزهای کارکرد', 'جمع حقوق و مزایا (ریال)'],
      ['1001', 'علی رضایی', '0012345679', 231238140, 0, 31, 235957140],
      ['1002', 'زهرا کریمی‌نژاد', '2987654324', 162657034, 1250000, 20, 165750367],
      ['جمع', undefined, undefined, 231238140 + 162657034, 1250000, 51, 235957140 + 165750367],
    ]);
    expect(sheet.getCell('D2').numFmt).toBe('#,##0');
  });

  it('is left to right in English, and writes an amount beyond a double exactly as text', async () => {
    const month = payrollMonthFixture();
    month.payslips[0]!.gross = '123456789012345678';
    const { sheet, rows } = await rowsOf(await taxListXlsx(month, { language: 'en' }));
    expect(sheet.views[0]).toMatchObject({ rightToLeft: false });
    expect(rows[0]![0]).toBe('Personnel code');
    expect(rows[1]![6]).toBe('123456789012345678');
    expect(rows[3]![6]).toBe('123456789178096045'); // + 165,750,367, exact
  });
});
