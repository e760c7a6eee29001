import { Workbook } from 'exceljs';
import { bankTransferText, bankTransferXlsx } from './bank-transfer';
import { payrollMonthFixture } from './payroll-month.fixture';

async function sheetOf(buffer: Buffer) {
  const book = new Workbook();
  await book.xlsx.load(buffer as never);
  expect(book.worksheets).toHaveLength(1);
  const sheet = book.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { book, sheet, rows };
}

describe('bankTransferXlsx', () => {
  it('lists row, name, national code, Sheba, account and net with a total, right to left in Persian', async () => {
    const { book, sheet, rows } = await sheetOf(await bankTransferXlsx(payrollMonthFixture(), { language: 'fa' }));
    expect(sheet.name).toBe('فروردین ۱۴۰۵');
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true, state: 'frozen', ySplit: 1 });
    expect(book.title).toContain('فهرست پرداخت حقوق فروردین ۱۴۰۵');
    expect(rows).toEqual([
      ['ردیف', 'نام و نام خانوادگی', 'کد ملی', 'شماره شبا', 'شماره حساب', 'مبلغ (ریال)'],
      [1, 'علی رضایی', '0012345679', 'IR110170000000123456789001', '0123456789', 214440141],
      [2, 'زهرا کریمی‌نژاد', '2987654324', undefined, undefined, 154923701],
      [undefined, 'جمع', undefined, undefined, undefined, 214440141 + 154923701],
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getRow(4).font?.bold).toBe(true);
    expect(sheet.getCell('F2').numFmt).toBe('#,##0');
    expect(sheet.getCell('C2').numFmt).toBe('@'); // national codes stay text with their leading zeros
  });

  it('is left to right in English', async () => {
    const { sheet, rows } = await sheetOf(await bankTransferXlsx(payrollMonthFixture(), { language: 'en' }));
    expect(sheet.name).toBe('Farvardin 1405');
    expect(sheet.views[0]).toMatchObject({ rightToLeft: false });
    expect(rows[0]).toEqual(['Row', 'Name', 'National code', 'Sheba', 'Account', 'Amount (rials)']);
    expect(rows[3]).toEqual([undefined, 'Total', undefined, undefined, undefined, 369363842]);
  });

  it('keeps a name that looks like a formula as text', async () => {
    const month = payrollMonthFixture();
    month.payslips[0]!.firstName = '=HYPERLINK("x")';
    const { rows } = await sheetOf(await bankTransferXlsx(month, { language: 'en' }));
    expect(rows[1]![1]).toBe(`'=HYPERLINK("x") رضایی`);
  });
});

describe('bankTransferText', () => {
  it('writes the header and a row for each person with a Sheba, CRLF, UTF-8; the others are listed', () => {
    const { buffer, missing } = bankTransferText(payrollMonthFixture(), { date: '2026-04-22' });
    expect(missing).toEqual(['1002']);
    const text = buffer.toString('utf8');
    expect(text).toBe(
      'IR360120000000000987654321,14050202,01,1,214440141,ملت\r\n' + 'IR110170000000123456789001,"",214440141,علی رضایی,حقوق فروردین 1405\r\n',
    );
    expect(Buffer.from(text, 'utf8').equals(buffer)).toBe(true);
    expect(text.split('\r\n')).toHaveLength(3);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('counts and totals every person paid, takes Shebas written loosely, and leaves out a zero net', () => {
    const month = payrollMonthFixture();
    month.payslips[1]!.sheba = 'ir56 0550 0123 4567 8901 2345 67';
    const extra = { ...month.payslips[0]!, personnelCode: '1003', net: '0', sheba: 'IR110170000000123456789001' };
    month.payslips.push(extra);
    const { buffer, missing } = bankTransferText(month, { date: '2026-03-21' });
    const lines = buffer.toString('utf8').split('\r\n');
    expect(missing).toEqual([]);
    expect(lines[0]).toBe('IR360120000000000987654321,14050101,01,2,369363842,ملت');
    expect(lines[2]).toBe('IR560550012345678901234567,"",154923701,زهرا کریمی‌نژاد,حقوق فروردین 1405');
    expect(lines).toHaveLength(4);
  });

  it('keeps commas and quotes out of the fields, and refuses a company without a Sheba or a fractional amount', () => {
    const month = payrollMonthFixture();
    month.payslips[0]!.lastName = 'رضایی, "جونیور"';
    expect(bankTransferText(month, { date: '2026-04-22' }).buffer.toString('utf8').split('\r\n')[1]).toBe('IR110170000000123456789001,"",214440141,علی رضایی جونیور,حقوق فروردین 1405');
    month.payslips[0]!.net = '12.5';
    expect(() => bankTransferText(month, { date: '2026-04-22' })).toThrow(/not a whole number/);
    month.company.employerSheba = null;
    expect(() => bankTransferText(month)).toThrow(/Sheba/);
  });
});
