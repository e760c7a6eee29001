import { tehranDate, toAsciiDigits } from '@karsaz/domain';
import { JALALI_MONTHS, YEAR_END_MONTH, fullName, jalali8, monthTitle, shebaText, wholeRials } from './format';
import { payrollSheet } from './sheet';
import type { ExportLanguage, PayrollMonthOut, PayslipOut } from './types';

/** The bank's list of the month's payments: row, name, national code, Sheba, account, net; a totals row. */
export async function bankTransferXlsx(month: PayrollMonthOut, opts: { language: ExportLanguage }): Promise<Buffer> {
  const fa = opts.language === 'fa';
  const rows = month.payslips.map((p, i) => ({ p, row: i + 1 }));
  const title = `${fa ? 'فهرست پرداخت حقوق' : 'Salary payments'} ${monthTitle(month.year, month.month, opts.language)}`;
  return payrollSheet({
    language: opts.language,
    sheetName: monthTitle(month.year, month.month, opts.language),
    title: `${title} — ${month.company.name}`,
    rows,
    columns: [
      { header: fa ? 'ردیف' : 'Row', width: 7, type: 'integer', value: (r) => r.row },
      { header: fa ? 'نام و نام خانوادگی' : 'Name', width: 28, type: 'text', value: (r) => fullName(r.p) },
      { header: fa ? 'کد ملی' : 'National code', width: 14, type: 'text', value: (r) => toAsciiDigits(r.p.nationalCode) },
      { header: fa ? 'شماره شبا' : 'Sheba', width: 30, type: 'text', value: (r) => shebaText(r.p.sheba) ?? r.p.sheba ?? '' },
      { header: fa ? 'شماره حساب' : 'Account', width: 20, type: 'text', value: (r) => toAsciiDigits(r.p.accountNo ?? '') },
      { header: fa ? 'مبلغ (ریال)' : 'Amount (rials)', width: 18, type: 'amount', value: (r) => r.p.net, total: true },
    ],
  });
}

/** A field of the comma-separated file: no commas, quotes or line breaks inside. */
const field = (text: string) => text.replace(/[,"'\r\n]+/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * The common group-payment text file (research §6, as nadi1368/hris writes it), UTF-8 with CRLF line ends:
 *
 *     IR<employer sheba>,<Jalali YYYYMMDD>,<file id = list number>,<count>,<total>,<bank>
 *     IR<sheba>,"",<amount>,<full name>,<description>
 *
 * one row a person with a net to pay. A person without a valid Sheba is left out and named in `missing` (by
 * personnel code); the header's count and total are of the rows written. The date is `opts.date` (an ISO day, the
 * payment day), today in Tehran by default. Throws when the company has no valid Sheba of its own.
 */
export function bankTransferText(month: PayrollMonthOut, opts: { date?: string } = {}): { buffer: Buffer; missing: string[] } {
  const employer = shebaText(month.company.employerSheba);
  if (!employer) throw new RangeError('The company has no valid Sheba to pay from (employerSheba)');
  const day = jalali8(opts.date ?? tehranDate(new Date()));
  if (!day) throw new RangeError(`Bad payment date ${opts.date}`);
  const description = field(month.month === YEAR_END_MONTH ? `عیدی و سنوات ${month.year}` : `حقوق ${JALALI_MONTHS.fa[month.month - 1]} ${month.year}`);
  const missing: string[] = [];
  const rows: { p: PayslipOut; sheba: string; amount: string }[] = [];
  for (const p of month.payslips) {
    const amount = wholeRials(p.net, `net of ${p.personnelCode}`);
    if (BigInt(amount) <= 0n) continue; // nothing to pay
    const sheba = shebaText(p.sheba);
    if (!sheba) {
      missing.push(p.personnelCode);
      continue;
    }
    rows.push({ p, sheba, amount });
  }
  const total = rows.reduce((s, r) => s + BigInt(r.amount), 0n).toString();
  const lines = [
    [employer, day, field(month.listNo), String(rows.length), total, field(month.company.bankName ?? '')].join(','),
    ...rows.map((r) => [r.sheba, '""', r.amount, field(fullName(r.p)), description].join(',')),
  ];
  return { buffer: Buffer.from(lines.map((l) => `${l}\r\n`).join(''), 'utf8'), missing };
}
