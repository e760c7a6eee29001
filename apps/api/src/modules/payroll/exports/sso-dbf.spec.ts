import { DBFFile } from 'dbffile';
import * as iconv from 'iconv-lite';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toPersianLetters } from '@karsaz/domain';
import { decodeIranSystem } from './iran-system';
import { payrollMonthFixture } from './payroll-month.fixture';
import { ssoDbf } from './sso-dbf';

// research §3: names, types, widths and order of the ListDisk v2.7 field set, and the four v6 columns
const KAR_27 = 'DSK_ID C10|DSK_NAME C30|DSK_FARM C30|DSK_ADRS C40|DSK_KIND N1|DSK_YY N2|DSK_MM N2|DSK_LISTNO C12|DSK_DISC C30|DSK_NUM N5|DSK_TDD N6|DSK_TROOZ N12|DSK_TMAH N12|DSK_TMAZ N12|DSK_TMASH N12|DSK_TTOTL N12|DSK_TBIME N12|DSK_TKOSO N12|DSK_BIC N12|DSK_RATE N5|DSK_PRATE N2|DSK_BIMH N12|MON_PYM C3';
const WOR_27 = 'DSW_ID C10|DSW_YY N2|DSW_MM N2|DSW_LISTNO C12|DSW_ID1 C8|DSW_FNAME C60|DSW_LNAME C60|DSW_DNAME C60|DSW_IDNO C15|DSW_IDPLC C30|DSW_IDATE C8|DSW_BDATE C8|DSW_SEX C3|DSW_NAT C10|DSW_OCP C50|DSW_SDATE C8|DSW_EDATE C8|DSW_DD N2|DSW_ROOZ N12|DSW_MAH N12|DSW_MAZ N12|DSW_MASH N12|DSW_TOTL N12|DSW_BIME N12|DSW_PRATE N2|DSW_JOB C6|PER_NATCOD C10';
const KAR_6 = `${KAR_27}|DSK_INC N12|DSK_SPOUSE N12`;
const WOR_6 = `${WOR_27}|DSW_INC N12|DSW_SPOUSE C10`;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sso-dbf-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Reads a DBF back with dbffile; character fields come as latin1 text, one character a byte. */
async function read(name: string, bytes: Buffer) {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  const dbf = await DBFFile.open(file, { encoding: 'latin1' });
  const records = await dbf.readRecords();
  return { dbf, records, layout: dbf.fields.map((f) => `${f.name} ${f.type}${f.size}`).join('|') };
}

const bytesOf = (value: unknown) => Buffer.from(String(value ?? ''), 'latin1');
const cp1256 = (value: unknown) => iconv.decode(bytesOf(value), 'win1256');
const iranSystem = (value: unknown) => decodeIranSystem(bytesOf(value));

/** The dBase III header as ListDisk reads it. */
function header(bytes: Buffer, fields: string) {
  const sizes = fields.split('|').map((f) => Number(/\d+$/.exec(f)![0]));
  const recordLength = 1 + sizes.reduce((a, b) => a + b, 0);
  const headerLength = 32 + 32 * sizes.length + 1;
  return {
    version: bytes[0],
    count: bytes.readUInt32LE(4),
    headerLength: bytes.readUInt16LE(8),
    recordLength: bytes.readUInt16LE(10),
    ldid: bytes[29],
    expected: { recordLength, headerLength },
    terminator: bytes[headerLength - 1],
    eof: bytes[bytes.length - 1],
  };
}

describe('ssoDbf', () => {
  const date = new Date(2026, 3, 22);

  it('writes DSKKAR00 and DSKWOR00 with the v2.7 fields, a dBase III header, LDID 0x7E and the record counts', async () => {
    const { kar, wor } = await ssoDbf(payrollMonthFixture(), { encoding: 'cp1256', date });
    const k = await read('k.dbf', kar);
    const w = await read('w.dbf', wor);
    expect(k.layout).toBe(KAR_27);
    expect(w.layout).toBe(WOR_27);
    for (const [bytes, fields, count] of [
      [kar, KAR_27, 1],
      [wor, WOR_27, 2],
    ] as const) {
      const h = header(bytes, fields);
      expect(h.version).toBe(0x03);
      expect(h.count).toBe(count);
      expect(h.headerLength).toBe(h.expected.headerLength);
      expect(h.recordLength).toBe(h.expected.recordLength);
      expect(h.ldid).toBe(0x7e);
      expect(h.terminator).toBe(0x0d);
      expect(h.eof).toBe(0x1a);
      expect(bytes.length).toBe(h.headerLength + count * h.recordLength + 1);
    }
    expect(k.dbf.recordCount).toBe(1);
    expect(w.dbf.recordCount).toBe(2);
    expect(k.dbf.dateOfLastUpdate.getFullYear()).toBe(2026);
  });

  it('holds the workers in Windows-1256 (ی written ي, ک kept) with ASCII codes and 8-digit Jalali dates', async () => {
    const { wor } = await ssoDbf(payrollMonthFixture(), { encoding: 'cp1256', date });
    const [ali, zahra] = (await read('w.dbf', wor)).records;
    expect(cp1256(ali!.DSW_FNAME)).toBe('علي');
    expect(toPersianLetters(cp1256(ali!.DSW_LNAME))).toBe('رضایی');
    expect(cp1256(zahra!.DSW_LNAME)).toBe('کريمي\u200cنژاد');
    expect(bytesOf(zahra!.DSW_LNAME)[0]).toBe(0x98); // ک is in the code page
    expect(cp1256(zahra!.DSW_DNAME)).toBe('محمدکاظم');
    expect(cp1256(ali!.DSW_SEX)).toBe('مرد');
    expect(cp1256(zahra!.DSW_SEX)).toBe('زن');
    expect(cp1256(ali!.DSW_NAT)).toBe('ايراني');
    expect(cp1256(zahra!.DSW_OCP)).toBe('کارشناس حسابداري');
    expect(cp1256(zahra!.DSW_IDPLC)).toBe('کرمان');
    expect(ali).toMatchObject({
      DSW_ID: '1234567890',
      DSW_YY: 5,
      DSW_MM: 1,
      DSW_LISTNO: '01',
      DSW_ID1: '12345678',
      DSW_IDNO: '4521',
      DSW_BDATE: '13640601', // 1985-08-23
      DSW_IDATE: '13641015', // 1986-01-05
      DSW_SDATE: '13990201', // 2020-04-20
      DSW_EDATE: '',
      DSW_DD: 31,
      DSW_ROOZ: 5541850,
      DSW_MAH: 166255500,
      DSW_MAZ: 69701640,
      DSW_MASH: 235957140,
      DSW_TOTL: 235957140,
      DSW_BIME: 16516999,
      DSW_PRATE: 0,
      DSW_JOB: '711205',
      PER_NATCOD: '0012345679',
    });
    expect(zahra).toMatchObject({ DSW_SDATE: '14050112', DSW_IDATE: '', DSW_DD: 20, DSW_MASH: 154666667, DSW_TOTL: 165750367, PER_NATCOD: '2987654324' });
  });

  it('totals the workers in DSKKAR00 and strips the characters the list may not hold', async () => {
    const { kar } = await ssoDbf(payrollMonthFixture(), { encoding: 'cp1256', date });
    const [k] = (await read('k.dbf', kar)).records;
    expect(k).toMatchObject({
      DSK_ID: '1234567890',
      DSK_KIND: 0,
      DSK_YY: 5,
      DSK_MM: 1,
      DSK_LISTNO: '01',
      DSK_DISC: '',
      DSK_NUM: 2,
      DSK_TDD: 31 + 20,
      DSK_TROOZ: 5541850 + 6000000,
      DSK_TMAH: 166255500 + 120000000,
      DSK_TMAZ: 69701640 + 34666667,
      DSK_TMASH: 235957140 + 154666667,
      DSK_TTOTL: 235957140 + 165750367,
      DSK_TBIME: 16516999 + 10826666,
      DSK_TKOSO: 47191428 + 30933333,
      DSK_BIC: 7078714 + 4640000,
      DSK_RATE: 23,
      DSK_PRATE: 0,
      DSK_BIMH: 0,
      MON_PYM: '',
    });
    expect(cp1256(k!.DSK_NAME)).toBe('کارگاه مرکزي کارساز');
    expect(cp1256(k!.DSK_FARM)).toBe('شرکت کارساز نمونه');
    const address = cp1256(k!.DSK_ADRS);
    expect(address).toBe('تهران، خيابان وليعصر، پلاک 123، طبقه دوم شرقي غربي'.slice(0, address.length));
    expect(address).not.toMatch(/["'<>&]/);
    expect(bytesOf(k!.DSK_ADRS).length).toBeLessThanOrEqual(40);
  });

  it('writes Iran System text that decodes back to the names', async () => {
    const { kar, wor } = await ssoDbf(payrollMonthFixture(), { encoding: 'iran-system', date });
    expect(header(kar, KAR_27).ldid).toBe(0x7e);
    const [ali, zahra] = (await read('w.dbf', wor)).records;
    expect(bytesOf(ali!.DSW_FNAME).toString('hex')).toBe('fcf3e4'); // علی, as a real list holds it
    expect(iranSystem(ali!.DSW_LNAME)).toBe('رضایی');
    expect(iranSystem(zahra!.DSW_FNAME)).toBe('زهرا');
    expect(iranSystem(zahra!.DSW_LNAME)).toBe('کریمینژاد');
    expect(iranSystem(ali!.DSW_SEX)).toBe('مرد');
    expect(bytesOf(ali!.DSW_NAT).toString('hex')).toBe('fcf790a4fe90'); // ایرانی
    expect(ali).toMatchObject({ DSW_ID1: '12345678', DSW_BDATE: '13640601', PER_NATCOD: '0012345679', DSW_MASH: 235957140 });
    const [k] = (await read('k.dbf', kar)).records;
    expect(iranSystem(k!.DSK_NAME)).toBe('کارگاه مرکزی کارساز');
    // a text longer than its field is cut at its logical end: the address keeps its start
    const address = iranSystem(k!.DSK_ADRS);
    expect(address.startsWith('تهران، خیابان ولیعصر')).toBe(true);
    expect(bytesOf(k!.DSK_ADRS).length).toBeLessThanOrEqual(40);
    expect(k).toMatchObject({ DSK_NUM: 2, DSK_TMASH: 235957140 + 154666667 });
  });

  it('adds the four ListDisk v6 columns with version 6, their totals in DSKKAR00', async () => {
    const figures: Record<string, { seniority: string; marriage: string }> = { '1001': { seniority: '5000000', marriage: '5000000' }, '1002': { seniority: '70000', marriage: '0' } };
    const { kar, wor } = await ssoDbf(payrollMonthFixture(), { encoding: 'cp1256', version: 6, date, v6Figures: (p) => figures[p.personnelCode]! });
    const k = await read('k6.dbf', kar);
    const w = await read('w6.dbf', wor);
    expect(k.layout).toBe(KAR_6);
    expect(w.layout).toBe(WOR_6);
    // the record lengths of ListDisk v6's own templates
    expect(header(kar, KAR_6).recordLength).toBe(311);
    expect(header(wor, WOR_6).recordLength).toBe(469);
    expect(w.records.map((r) => [r.DSW_INC, r.DSW_SPOUSE])).toEqual([
      [5000000, '5000000'],
      [70000, '0'],
    ]);
    expect(k.records[0]).toMatchObject({ DSK_INC: 5070000, DSK_SPOUSE: 5000000 });
  });

  it('writes a leaver’s end date, not a contract end after the month, and refuses what does not fit', async () => {
    const month = payrollMonthFixture();
    month.payslips[0]!.endDate = '2026-04-15'; // 1405/01/26
    month.payslips[1]!.endDate = '2027-03-20'; // after Farvardin 1405
    const [a, b] = (await read('w.dbf', (await ssoDbf(month, { encoding: 'cp1256', date })).wor)).records;
    expect(a!.DSW_EDATE).toBe('14050126');
    expect(b!.DSW_EDATE).toBe('');
    month.payslips[0]!.insuranceNumber = '1234567890';
    await expect(ssoDbf(month, { encoding: 'cp1256', date })).rejects.toThrow(/DSW_ID1/);
    month.payslips[0]!.insuranceNumber = '12345678';
    month.payslips[0]!.insurable = '1234567890123';
    await expect(ssoDbf(month, { encoding: 'cp1256', date })).rejects.toThrow(/DSW_MASH/);
  });
});
