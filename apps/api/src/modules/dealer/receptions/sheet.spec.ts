import { toPersianDigits } from '@karsaz/domain';
import { fontReverses, visualString } from '../../../core/export/bidi-text';
import { plateText, receptionSheetDocument, receptionSheetPdf, sheetMoment, type ReceptionSheet } from './sheet';

/**
 * The document's lines as a reader sees them drawn, left to right: each line's pieces (bidi-text hands pdfmake one
 * line as its visual pieces) joined, a piece that fontkit reverses (Persian letters or digits) turned back.
 */
function lines(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const n of node) lines(n, out);
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    const pieces = Array.isArray(o.text) ? (o.text as { text?: unknown; noWrap?: unknown }[]) : [];
    if (pieces.length && pieces.every((p) => typeof p.text === 'string' && p.noWrap === true)) {
      out.push(pieces.map((p) => (fontReverses(p.text as string) ? Array.from(p.text as string).reverse().join('') : (p.text as string))).join(''));
    } else for (const v of Object.values(o)) lines(v, out);
  }
  return out;
}

/** Whether a text is drawn on one of the lines, as it reads in the page's direction. */
const drawn = (doc: { content: unknown }, text: string, base: 'rtl' | 'ltr') => lines(doc.content).some((l) => l.includes(visualString(text, base)));

/** The page count pdfkit writes into the page tree. */
const pageCount = (pdf: Buffer) => Number(/\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);

const sheet = (over: Partial<ReceptionSheet> = {}): ReceptionSheet => ({
  dealer: { name: 'نمایندگی مرکزی تهران', phone: '02188776655', address: 'تهران، خیابان آزادی' },
  code: '000042',
  // 1405/01/01 09:30 in Tehran
  receivedAt: new Date('2026-03-21T06:00:00Z'),
  customerName: 'کاوه مرادی',
  mobile: '09121000001',
  vehicle: 'دنا پلاس',
  vin: 'NAAM01CA9KK123456',
  plate: '12ب345ایران67',
  colour: 'سفید',
  mileage: 32500,
  fuel: 'نیمه',
  tyres: 'سالم',
  parts: ['زاپاس', 'جک'],
  damage: 'خط‌وخش روی درب عقب',
  complaint: 'صدای جلوبندی',
  serviceType: 'آزاد',
  repairShop: 'تعمیرگاه مرکزی',
  technician: 'علی محمدی',
  promisedAt: new Date('2026-03-21T13:30:00Z'),
  lines: [
    { kind: 1, name: 'تعویض روغن موتور', description: null, price: '1800000' },
    { kind: 2, name: 'سرویس ده هزار کیلومتر', description: 'با فیلتر', price: '2000000' },
  ],
  total: '3800000',
  ...over,
});

describe('the reception sheet', () => {
  it('is a one-page A4 PDF set in Vazirmatn', async () => {
    const pdf = await receptionSheetPdf(sheet(), 'fa');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(pageCount(pdf)).toBe(1);
    const text = pdf.toString('latin1');
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+Vazirmatn-Regular/);
    expect(text).toContain('/MediaBox [0 0 595.28 841.89]');
  });

  it('holds in Persian the dealer, the car, the VIN, the plate, the lines, the total and the signature boxes', () => {
    const doc = receptionSheetDocument(sheet(), 'fa');
    expect(doc.language).toBe('fa-IR');
    for (const expected of [
      'نمایندگی مرکزی تهران',
      'برگهٔ پذیرش خودرو',
      '۰۰۰۰۴۲',
      'کاوه مرادی',
      '۰۹۱۲۱۰۰۰۰۰۱',
      'دنا پلاس',
      'سفید',
      'نیمه',
      'سالم',
      'زاپاس، جک',
      'خط‌وخش روی درب عقب',
      'صدای جلوبندی',
      'آزاد',
      'تعمیرگاه مرکزی',
      'علی محمدی',
      'تعویض روغن موتور',
      'سرویس ده هزار کیلومتر',
      'با فیلتر',
      // the VIN keeps its letters, its digits in the document's; the plate reads as on the car
      toPersianDigits('NAAM01CA9KK123456'),
      '۱۲ ب ۳۴۵ ایران ۶۷',
      // money grouped in Persian digits: the lines and the total; the mileage
      '۱٬۸۰۰٬۰۰۰',
      '۲٬۰۰۰٬۰۰۰',
      '۳٬۸۰۰٬۰۰۰',
      '۳۲٬۵۰۰ کیلومتر',
      // received and promised: Jalali days, Tehran's clock
      '۱۴۰۵/۰۱/۰۱ ۰۹:۳۰',
      '۱۴۰۵/۰۱/۰۱ ۱۷:۰۰',
      // the fields' names are the definition's labels
      'شمارهٔ شاسی (VIN)',
      'پلاک',
      'قطعات همراه خودرو',
      'جمع (ریال)',
      'تأیید می‌کند',
      'نام و امضای مشتری',
      'نام و امضای پذیرش‌گر',
    ]) {
      expect([expected, drawn(doc, expected, 'rtl')]).toEqual([expected, true]);
    }
    expect(lines(doc.content).join('\n')).not.toMatch(/[0-9]/);
    // the lines' table: its first column in reading order (the row number) at the right
    const table = (doc.content as { table?: { headerRows?: number; body: unknown[][] } }[]).find((c) => c.table?.headerRows === 1)!.table!;
    expect(lines(table.body[0]![3])).toEqual([visualString('ردیف', 'rtl')]);
    expect(lines(table.body[1]![3])).toEqual(['۱']);
    expect(lines(table.body[table.body.length - 1]![0])).toEqual(['۳٬۸۰۰٬۰۰۰']);
  });

  it('runs left to right with ASCII digits in English', () => {
    const all = lines(receptionSheetDocument(sheet(), 'en').content).join('\n');
    for (const expected of ['Car reception sheet', 'Reception number', '000042', 'VIN', 'NAAM01CA9KK123456', 'Plate', 'Total (rials)', '1,800,000', '2,000,000', '3,800,000', '32,500 km', '1405/01/01 09:30', "Customer's name and signature"]) {
      expect(all).toContain(expected);
    }
    expect(all).not.toMatch(/[\u06f0-\u06f9]/);
  });

  it('says when no service is recorded yet, and shows a dash for what is not given', () => {
    const all = lines(receptionSheetDocument(sheet({ lines: [], total: '0', colour: null, damage: null, technician: null, promisedAt: null, parts: [] }), 'en').content).join('\n');
    expect(all).toContain('No service has been recorded for this reception yet.');
    expect(all).toContain('—');
    expect(all).not.toContain('undefined');
    expect(all).not.toContain('null');
  });

  it('writes moments and plates as they are read', () => {
    expect(sheetMoment(new Date('2026-03-21T06:00:00Z'))).toBe('1405/01/01 09:30');
    expect(plateText('12ب345ایران67')).toBe('12 ب 345 ایران 67');
    expect(plateText('odd')).toBe('odd');
  });
});
