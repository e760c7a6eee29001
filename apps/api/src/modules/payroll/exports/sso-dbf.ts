import * as iconv from 'iconv-lite';
import { jalaliToIsoDate, toAsciiDigits } from '@karsaz/domain';
import { LDID_CP1256, writeDbase3, type DbfField, type DbfValue } from './dbase3';
import { jalali8, sumAmounts, wholeRials } from './format';
import { encodeIranSystem } from './iran-system';
import type { PayrollMonthOut, PayslipOut } from './types';

/**
 * The social security monthly list on disk (لیست بیمه): DSKKAR00.DBF, one record for the workshop, and
 * DSKWOR00.DBF, one record a worker, as the SSO's ListDisk program reads them (research §3: dBase III, field names,
 * types, widths and order of the v2.7 field set; `version: 6` adds the seniority and marriage columns of ListDisk v6,
 * Dey 1403). Dates are 8-digit Jalali days without separators (`14050112`); amounts whole rials; the year is its last
 * two digits (the files hold 1403 as 3). Persian text is Windows-1256 or Iran System (the disputed encoding:
 * generate both and try them in ListDisk); codes, numbers and dates are ASCII in both.
 */

export type SsoEncoding = 'cp1256' | 'iran-system';

export interface SsoDbfOptions {
  encoding: SsoEncoding;
  /** 6: ListDisk v6's extra columns (DSK_INC, DSK_SPOUSE, DSW_INC, DSW_SPOUSE). Without it, the v2.7 field set. */
  version?: 6;
  /** The date written in the files' headers (the day they were made); today by default. */
  date?: Date;
}

/** Seniority (پایه سنوات) and marriage (حق تأهل) pay of a worker for the v6 columns: whole rials, "0" when absent. */
export interface SsoV6Figures {
  seniority?: string | null;
  marriage?: string | null;
}

const C = (name: string, size: number): DbfField => ({ name, type: 'C', size });
const N = (name: string, size: number): DbfField => ({ name, type: 'N', size });

export const DSKKAR_FIELDS: readonly DbfField[] = [
  C('DSK_ID', 10), // کد کارگاه
  C('DSK_NAME', 30), // نام کارگاه
  C('DSK_FARM', 30), // نام کارفرما
  C('DSK_ADRS', 40), // نشانی کارگاه
  N('DSK_KIND', 1), // نوع لیست: 0 عادی
  N('DSK_YY', 2), // سال (دو رقم آخر)
  N('DSK_MM', 2), // ماه
  C('DSK_LISTNO', 12), // شماره لیست
  C('DSK_DISC', 30), // شرح لیست
  N('DSK_NUM', 5), // تعداد کارکنان
  N('DSK_TDD', 6), // جمع روزهای کارکرد
  N('DSK_TROOZ', 12), // جمع دستمزد روزانه
  N('DSK_TMAH', 12), // جمع دستمزد ماهانه
  N('DSK_TMAZ', 12), // جمع مزایای ماهانه مشمول
  N('DSK_TMASH', 12), // جمع دستمزد و مزایای مشمول
  N('DSK_TTOTL', 12), // جمع کل دستمزد و مزایا (مشمول و غیرمشمول)
  N('DSK_TBIME', 12), // جمع حق بیمه سهم بیمه‌شده
  N('DSK_TKOSO', 12), // جمع حق بیمه سهم کارفرما
  N('DSK_BIC', 12), // جمع حق بیمه بیکاری
  N('DSK_RATE', 5), // نرخ حق بیمه
  N('DSK_PRATE', 2), // نرخ پورسانتاژ
  N('DSK_BIMH', 12), // حق بیمه مشاغل سخت و زیان‌آور
  C('MON_PYM', 3), // ردیف پیمان
];
export const DSKKAR_V6_FIELDS: readonly DbfField[] = [N('DSK_INC', 12), N('DSK_SPOUSE', 12)];

export const DSKWOR_FIELDS: readonly DbfField[] = [
  C('DSW_ID', 10), // کد کارگاه
  N('DSW_YY', 2),
  N('DSW_MM', 2),
  C('DSW_LISTNO', 12),
  C('DSW_ID1', 8), // شماره بیمه
  C('DSW_FNAME', 60), // نام
  C('DSW_LNAME', 60), // نام خانوادگی
  C('DSW_DNAME', 60), // نام پدر
  C('DSW_IDNO', 15), // شماره شناسنامه
  C('DSW_IDPLC', 30), // محل صدور
  C('DSW_IDATE', 8), // تاریخ صدور
  C('DSW_BDATE', 8), // تاریخ تولد
  C('DSW_SEX', 3), // جنسیت: مرد / زن
  C('DSW_NAT', 10), // ملیت
  C('DSW_OCP', 50), // شرح شغل
  C('DSW_SDATE', 8), // تاریخ شروع به کار
  C('DSW_EDATE', 8), // تاریخ ترک کار
  N('DSW_DD', 2), // روزهای کارکرد
  N('DSW_ROOZ', 12), // دستمزد روزانه
  N('DSW_MAH', 12), // دستمزد ماهانه
  N('DSW_MAZ', 12), // مزایای ماهانه مشمول
  N('DSW_MASH', 12), // جمع دستمزد و مزایای مشمول
  N('DSW_TOTL', 12), // جمع کل دستمزد و مزایا (مشمول و غیرمشمول)
  N('DSW_BIME', 12), // حق بیمه سهم بیمه‌شده
  N('DSW_PRATE', 2), // نرخ پورسانتاژ
  C('DSW_JOB', 6), // کد شغل
  C('PER_NATCOD', 10), // کد ملی
];
export const DSKWOR_V6_FIELDS: readonly DbfField[] = [N('DSW_INC', 12), C('DSW_SPOUSE', 10)];

/** The characters the list may not hold (the SSO's upload rejects them). */
const FORBIDDEN = /["'<>&«»]/g;

/** A text as the list takes it: forbidden characters out, spaces collapsed, Persian digits ASCII. */
export function listText(value: string | null | undefined): string {
  return toAsciiDigits(value ?? '')
    .replace(FORBIDDEN, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Windows-1256: ی (not in the code page) is written ي; ک, گ, پ, چ, ژ and the zero-width non-joiner are in it. */
export function encodeCp1256(text: string): Buffer {
  return iconv.encode(text.replace(/[\u06cc\u0649]/g, '\u064a'), 'win1256');
}

function encoder(encoding: SsoEncoding): (text: string) => Buffer {
  return encoding === 'cp1256' ? encodeCp1256 : encodeIranSystem;
}

/**
 * A text field's bytes, cut to the field: the text is shortened at its logical end (cutting the encoded bytes would
 * drop the start of a right-to-left Iran System text, stored reversed).
 */
function textBytes(value: string | null | undefined, size: number, encode: (text: string) => Buffer): Buffer {
  let text = listText(value);
  let bytes = encode(text);
  while (bytes.length > size && text.length > 0) {
    text = text.slice(0, -1).trimEnd();
    bytes = encode(text);
  }
  return bytes;
}

/** A code field (workshop code, national code, job code...): ASCII digits and letters only, as given. */
function code(value: string | null | undefined, field: string, size: number): string {
  const text = toAsciiDigits(value ?? '').replace(/\s+/g, '').replace(/[^\x21-\x7e]/g, '').replace(FORBIDDEN, '');
  if (text.length > size) throw new RangeError(`${field}: «${text}» is longer than ${size} characters`);
  return text;
}

/** The last day of a Jalali month as 8 digits (for deciding whether an employment ended within the list's month). */
function monthEnd8(year: number, month: number): string {
  for (const day of [31, 30, 29]) if (jalaliToIsoDate(year, month, day)) return `${year}${String(month).padStart(2, '0')}${day}`;
  throw new RangeError(`No Jalali month ${year}/${month}`);
}

/**
 * DSKKAR00.DBF and DSKWOR00.DBF of a month. The workshop record's totals are the sums of the workers' records (and,
 * for the employer's and the unemployment shares, which have no worker column, of the payslips' figures). A worker's
 * start date is always written; the end date only when it is on or before the list month's last day (a leaver).
 * For `version: 6`, seniority and marriage pay come from `v6Figures` (by personnel code), "0" when not given.
 */
export async function ssoDbf(
  month: PayrollMonthOut,
  opts: SsoDbfOptions & { v6Figures?: (p: PayslipOut) => SsoV6Figures },
): Promise<{ kar: Buffer; wor: Buffer }> {
  const encode = encoder(opts.encoding);
  const v6 = opts.version === 6;
  const c = month.company;
  const yy = String(month.year % 100);
  const mm = String(month.month);
  const listNo = code(month.listNo, 'DSK_LISTNO', 12);
  const workshop = code(c.workshopCode, 'DSK_ID', 10);
  const lastDay = monthEnd8(month.year, month.month);

  const workers = month.payslips.map((p) => {
    const end = jalali8(p.endDate);
    const figures = v6 ? (opts.v6Figures?.(p) ?? {}) : {};
    const record: Record<string, DbfValue> = {
      DSW_ID: workshop,
      DSW_YY: yy,
      DSW_MM: mm,
      DSW_LISTNO: listNo,
      DSW_ID1: code(p.insuranceNumber, 'DSW_ID1', 8),
      DSW_FNAME: textBytes(p.firstName, 60, encode),
      DSW_LNAME: textBytes(p.lastName, 60, encode),
      DSW_DNAME: textBytes(p.fatherName, 60, encode),
      DSW_IDNO: code(p.identityNo, 'DSW_IDNO', 15),
      DSW_IDPLC: textBytes(p.issuePlace ?? p.birthPlace, 30, encode),
      DSW_IDATE: jalali8(p.issuanceDate),
      DSW_BDATE: jalali8(p.birthDate),
      DSW_SEX: textBytes(p.gender === 'female' ? 'زن' : 'مرد', 3, encode),
      DSW_NAT: textBytes(p.nationality || 'ایرانی', 10, encode),
      DSW_OCP: textBytes(p.jobTitle, 50, encode),
      DSW_SDATE: jalali8(p.startDate),
      DSW_EDATE: end && end <= lastDay ? end : '',
      DSW_DD: wholeRials(p.paidDays, 'DSW_DD'),
      DSW_ROOZ: wholeRials(p.dailyWage, 'DSW_ROOZ'),
      DSW_MAH: wholeRials(p.monthlyWage, 'DSW_MAH'),
      DSW_MAZ: wholeRials(p.benefits, 'DSW_MAZ'),
      DSW_MASH: wholeRials(p.insurable, 'DSW_MASH'),
      DSW_TOTL: wholeRials(p.total, 'DSW_TOTL'),
      DSW_BIME: wholeRials(p.ssoEmployee, 'DSW_BIME'),
      DSW_PRATE: '0',
      DSW_JOB: code(p.jobCode, 'DSW_JOB', 6),
      PER_NATCOD: code(p.nationalCode, 'PER_NATCOD', 10),
    };
    if (v6) {
      record.DSW_INC = wholeRials(figures.seniority, 'DSW_INC');
      record.DSW_SPOUSE = wholeRials(figures.marriage, 'DSW_SPOUSE');
    }
    return record;
  });

  const sum = (field: string) => sumAmounts(workers.map((w) => w[field] as string));
  const sumOf = (pick: (p: PayslipOut) => string) => wholeRials(sumAmounts(month.payslips.map(pick)), 'total');
  const kar: Record<string, DbfValue> = {
    DSK_ID: workshop,
    DSK_NAME: textBytes(c.workshopName, 30, encode),
    DSK_FARM: textBytes(c.employerName, 30, encode),
    DSK_ADRS: textBytes(c.address, 40, encode),
    DSK_KIND: '0',
    DSK_YY: yy,
    DSK_MM: mm,
    DSK_LISTNO: listNo,
    DSK_DISC: '',
    DSK_NUM: String(workers.length),
    DSK_TDD: sum('DSW_DD'),
    DSK_TROOZ: sum('DSW_ROOZ'),
    DSK_TMAH: sum('DSW_MAH'),
    DSK_TMAZ: sum('DSW_MAZ'),
    DSK_TMASH: sum('DSW_MASH'),
    DSK_TTOTL: sum('DSW_TOTL'),
    DSK_TBIME: sum('DSW_BIME'),
    DSK_TKOSO: sumOf((p) => p.ssoEmployer),
    DSK_BIC: sumOf((p) => p.unemployment),
    DSK_RATE: String(Math.round(month.ssoRate ?? 0)),
    DSK_PRATE: '0',
    DSK_BIMH: '0',
    MON_PYM: '',
  };
  if (v6) {
    kar.DSK_INC = sum('DSW_INC');
    kar.DSK_SPOUSE = sum('DSW_SPOUSE');
  }

  const date = opts.date ?? new Date();
  const ldid = LDID_CP1256; // the official templates carry 0x7E whatever the text's code page
  // the workers first: a value that does not fit is named by its worker's field rather than by a total
  const wor = writeDbase3(v6 ? [...DSKWOR_FIELDS, ...DSKWOR_V6_FIELDS] : DSKWOR_FIELDS, workers, { ldid, date });
  return { kar: writeDbase3(v6 ? [...DSKKAR_FIELDS, ...DSKKAR_V6_FIELDS] : DSKKAR_FIELDS, [kar], { ldid, date }), wor };
}
