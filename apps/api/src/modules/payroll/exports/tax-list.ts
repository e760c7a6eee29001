import { toAsciiDigits } from '@karsaz/domain';
import { fullName, monthTitle } from './format';
import { payrollSheet } from './sheet';
import type { ExportLanguage, PayrollMonthOut } from './types';

/** The month's wage-tax list: a row a person (code, name, national code, taxable pay, tax, days, gross) and totals. */
export async function taxListXlsx(month: PayrollMonthOut, opts: { language: ExportLanguage }): Promise<Buffer> {
  const fa = opts.language === 'fa';
  const when = monthTitle(month.year, month.month, opts.language);
  return payrollSheet({
    language: opts.language,
    sheetName: when,
    title: `${fa ? 'فهرست مالیات حقوق' : 'Wage tax list'} ${when} — ${month.company.name}`,
    rows: month.payslips,
    columns: [
      { header: fa ? 'کد پرسنلی' : 'Personnel code', width: 12, type: 'text', value: (p) => toAsciiDigits(p.personnelCode) },
      { header: fa ? 'نام و نام خانوادگی' : 'Name', width: 28, type: 'text', value: (p) => fullName(p) },
      { header: fa ? 'کد ملی' : 'National code', width: 14, type: 'text', value: (p) => toAsciiDigits(p.nationalCode) },
      { header: fa ? 'درآمد مشمول مالیات (ریال)' : 'Taxable pay (rials)', width: 20, type: 'amount', value: (p) => p.taxable, total: true },
      { header: fa ? 'مالیات (ریال)' : 'Tax (rials)', width: 16, type: 'amount', value: (p) => p.incomeTax, total: true },
      { header: fa ? 'روزهای کارکرد' : 'Days worked', width: 12, type: 'integer', value: (p) => p.paidDays, total: true },
      { header: fa ? 'جمع حقوق و مزایا (ریال)' : 'Gross pay (rials)', width: 20, type: 'amount', value: (p) => p.gross, total: true },
    ],
  });
}
