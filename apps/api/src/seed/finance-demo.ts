import { jalaliToIsoDate, toPersianDigits } from '@karsaz/domain';
import { ACCOUNT_KIND, ACCOUNT_LEVEL, ACCOUNT_NATURE, ACCOUNT_PURPOSE, DETAIL_KIND, VOUCHER_KIND, VOUCHER_STATE } from '@karsaz/entities';
import type { Prisma } from '../generated/prisma/client';
import { GeneralLedger } from '../modules/financial/ledger';

type Tx = Prisma.TransactionClient;

/**
 * Finance's demo and the standard chart (issue 17, docs/finance.md). Every company gets the voucher types and a
 * standard Iranian chart of accounts (groups, general and subsidiary accounts, with the detail each subsidiary asks
 * for) and the accounts of each purpose (the year's closing, warehouse and payroll postings). The demo company also
 * gets bank attributes, two bank accounts and a year of vouchers posted through the ledger itself: the opening,
 * purchases, payments, revenue, salaries and rent, one reversed voucher and one draft. Idempotent: a company that
 * has accounts is left alone.
 */

const { asset, liability, equity, revenue, cost } = ACCOUNT_KIND;
const { debit: Dr, credit: Cr } = ACCOUNT_NATURE;
const { thirdParty, project, bankAccount, costCenter } = DETAIL_KIND;

type Sub = [code: string, name: string, nameEn: string, detail?: number, liquid?: boolean];
type General = [code: string, name: string, nameEn: string, subs: Sub[]];
type Group = [code: string, name: string, nameEn: string, kind: number, nature: number, generals: General[]];

/** The standard chart: groups, their general accounts (کل) and subsidiaries (معین). */
export const STANDARD_CHART: Group[] = [
  ['1', 'دارایی‌های جاری', 'Current assets', asset, Dr, [
    ['11', 'موجودی نقد و بانک', 'Cash and bank', [['1101', 'صندوق', 'Cash', undefined, true], ['1102', 'بانک‌ها', 'Banks', bankAccount, true], ['1103', 'تنخواه‌گردان', 'Petty cash', undefined, true]]],
    ['12', 'حساب‌ها و اسناد دریافتنی تجاری', 'Trade receivables', [
      ['1201', 'حساب‌های دریافتنی', 'Accounts receivable', thirdParty], ['1202', 'اسناد دریافتنی', 'Notes receivable', thirdParty],
      ['1203', 'سپردهٔ حسن انجام کار نزد کارفرمایان', 'Retention held by employers', thirdParty], ['1204', 'کسور قانونی نزد کارفرمایان (بیمه و مالیات)', 'Insurance and tax withheld by employers', thirdParty],
    ]],
    ['13', 'موجودی مواد و کالا', 'Inventories', [['1301', 'موجودی کالا', 'Goods in stock'], ['1302', 'کالای در راه', 'Goods in transit']]],
    ['14', 'پیش‌پرداخت‌ها', 'Prepayments', [['1401', 'پیش‌پرداخت به پیمانکاران', 'Advances to contractors', thirdParty]]],
  ]],
  ['2', 'دارایی‌های غیرجاری', 'Non-current assets', asset, Dr, [
    ['21', 'دارایی‌های ثابت مشهود', 'Property, plant and equipment', [['2101', 'ساختمان', 'Buildings'], ['2102', 'ماشین‌آلات', 'Machinery'], ['2103', 'اثاثه و منصوبات', 'Furniture and fixtures']]],
    ['22', 'استهلاک انباشته', 'Accumulated depreciation', [['2201', 'استهلاک انباشتهٔ ماشین‌آلات', 'Accumulated depreciation of machinery']]],
  ]],
  ['3', 'بدهی‌های جاری', 'Current liabilities', liability, Cr, [
    ['31', 'حساب‌ها و اسناد پرداختنی تجاری', 'Trade payables', [['3101', 'حساب‌های پرداختنی', 'Accounts payable', thirdParty], ['3102', 'اسناد پرداختنی', 'Notes payable', thirdParty]]],
    ['32', 'سایر حساب‌های پرداختنی', 'Other payables', [
      ['3201', 'حقوق پرداختنی', 'Salaries payable'], ['3202', 'حق بیمهٔ پرداختنی', 'Insurance payable'], ['3203', 'مالیات حقوق پرداختنی', 'Payroll tax payable'], ['3204', 'مالیات بر ارزش افزوده', 'VAT payable'], ['3205', 'کالای دریافتی صورتحساب‌نشده', 'Goods received, not billed'],
      ['3206', 'سپردهٔ حسن انجام کار پیمانکاران', 'Retention held from contractors', thirdParty], ['3207', 'کسور قانونی مکسوره از پیمانکاران', 'Insurance and tax withheld from contractors'],
      ['3208', 'سایر کسور حقوق', 'Other payroll deductions'],
    ]],
    ['33', 'پیش‌دریافت‌ها', 'Advances received', [['3301', 'پیش‌دریافت از کارفرمایان', 'Advances from employers', thirdParty]]],
  ]],
  ['4', 'حقوق مالکانه', 'Equity', equity, Cr, [
    ['41', 'سرمایه', 'Capital', [['4101', 'سرمایهٔ ثبت‌شده', 'Registered capital']]],
    ['42', 'سود و زیان انباشته', 'Retained earnings', [['4201', 'سود و زیان انباشته', 'Retained earnings']]],
    ['43', 'حساب‌های تراز', 'Balance accounts', [['4301', 'تراز افتتاحیه', 'Opening balance'], ['4302', 'تراز اختتامیه', 'Closing balance']]],
  ]],
  ['5', 'درآمدها', 'Revenue', revenue, Cr, [
    ['51', 'درآمدهای عملیاتی', 'Operating revenue', [['5101', 'درآمد پیمانکاری', 'Contracting revenue', project], ['5102', 'درآمد فروش کالا', 'Sales of goods']]],
    ['52', 'درآمدهای غیرعملیاتی', 'Other revenue', [['5201', 'سود سپردهٔ بانکی', 'Bank interest']]],
  ]],
  ['6', 'هزینه‌ها', 'Costs', cost, Dr, [
    ['61', 'بهای تمام‌شدهٔ پیمان‌ها', 'Cost of contracts', [['6101', 'هزینهٔ مصالح مصرفی', 'Materials consumed'], ['6102', 'هزینهٔ پیمانکاران جزء', 'Subcontractors', project]]],
    ['62', 'هزینه‌های اداری و عمومی', 'General and administrative', [
      ['6201', 'هزینهٔ حقوق و دستمزد', 'Salaries and wages', costCenter], ['6202', 'هزینهٔ اجاره', 'Rent'], ['6203', 'هزینهٔ آب، برق و گاز', 'Utilities'], ['6204', 'کسری و اضافی انبار', 'Inventory differences'],
    ]],
    ['63', 'هزینه‌های مالی', 'Finance costs', [['6301', 'کارمزد بانکی', 'Bank charges']]],
  ]],
];

/** The account of each purpose in the standard chart. */
export const STANDARD_PURPOSES: [number, string][] = [
  [ACCOUNT_PURPOSE.retainedEarnings, '4201'], [ACCOUNT_PURPOSE.openingBalance, '4301'], [ACCOUNT_PURPOSE.closingBalance, '4302'],
  [ACCOUNT_PURPOSE.inventory, '1301'], [ACCOUNT_PURPOSE.payables, '3101'], [ACCOUNT_PURPOSE.consumption, '6101'], [ACCOUNT_PURPOSE.inventoryAdjustment, '6204'],
  [ACCOUNT_PURPOSE.salaryExpense, '6201'], [ACCOUNT_PURPOSE.salaryPayable, '3201'], [ACCOUNT_PURPOSE.insurancePayable, '3202'], [ACCOUNT_PURPOSE.taxPayable, '3203'],
  [ACCOUNT_PURPOSE.bank, '1102'], [ACCOUNT_PURPOSE.receivables, '1201'], [ACCOUNT_PURPOSE.receivedNotBilled, '3205'],
  [ACCOUNT_PURPOSE.subcontractorCost, '6102'], [ACCOUNT_PURPOSE.contractorAdvances, '1401'], [ACCOUNT_PURPOSE.retentionPayable, '3206'], [ACCOUNT_PURPOSE.contractorWithholdings, '3207'],
  [ACCOUNT_PURPOSE.contractRevenue, '5101'], [ACCOUNT_PURPOSE.employerAdvances, '3301'], [ACCOUNT_PURPOSE.retentionReceivable, '1203'], [ACCOUNT_PURPOSE.employerWithholdings, '1204'],
  [ACCOUNT_PURPOSE.otherPayrollDeductions, '3208'],
];

const TYPES: [string, string, number][] = [
  ['01', 'سند عمومی', VOUCHER_KIND.general], ['02', 'سند افتتاحیه', VOUCHER_KIND.opening], ['03', 'سند اختتامیه', VOUCHER_KIND.closing],
  ['04', 'سند برگشتی', VOUCHER_KIND.reversal], ['05', 'سند سیستمی', VOUCHER_KIND.system], ['06', 'سند دریافت و پرداخت', VOUCHER_KIND.treasury],
];

/** Voucher types, the standard chart and the purposes' accounts of a company (nothing when it has accounts). */
export async function seedStandardChart(tx: Tx, companyId: number, userId: number | null): Promise<Map<string, number> | null> {
  if (await tx.account.count({ where: { companyId } })) return null;
  const stamp = { companyId, createdBy: userId, updatedBy: userId };
  for (const [code, name, kind] of TYPES) {
    if (!(await tx.voucherType.count({ where: { companyId, code } }))) await tx.voucherType.create({ data: { ...stamp, code, name, kind } });
  }
  const ids = new Map<string, number>();
  for (const [code, name, nameEn, kind, nature, generals] of STANDARD_CHART) {
    const g = await tx.account.create({ data: { ...stamp, code, name, nameEn, level: ACCOUNT_LEVEL.group, kind, nature } });
    ids.set(code, g.id);
    for (const [gcode, gname, gnameEn, subs] of generals) {
      const gen = await tx.account.create({ data: { ...stamp, code: gcode, name: gname, nameEn: gnameEn, level: ACCOUNT_LEVEL.general, parentId: g.id, kind, nature } });
      ids.set(gcode, gen.id);
      for (const [scode, sname, snameEn, detail, liquid] of subs) {
        const s = await tx.account.create({
          data: { ...stamp, code: scode, name: sname, nameEn: snameEn, level: ACCOUNT_LEVEL.subsidiary, parentId: gen.id, kind, nature, detailKind: detail ?? null, isLiquid: liquid ?? false },
        });
        ids.set(scode, s.id);
      }
    }
  }
  for (const [purpose, code] of STANDARD_PURPOSES) await tx.accountSetting.create({ data: { ...stamp, purpose, accountId: ids.get(code)! } });
  return ids;
}

export async function seedFinanceDemo(tx: Tx, o: { companyId: number; otherCompanyIds: number[]; adminUserId: number; jalaliYear: number }): Promise<void> {
  for (const other of o.otherCompanyIds) await seedStandardChart(tx, other, o.adminUserId);
  const ids = await seedStandardChart(tx, o.companyId, o.adminUserId);
  if (!ids) return;
  const companyId = o.companyId;
  const stamp = { companyId, createdBy: o.adminUserId, updatedBy: o.adminUserId };
  const attributes: number[] = [];
  for (const [code, name] of [['01', 'دارای دسته‌چک'], ['02', 'بانکداری اینترنتی'], ['03', 'دارای کارتخوان'], ['04', 'حساب پرداخت حقوق']]) {
    attributes.push((await tx.bankAttribute.create({ data: { ...stamp, code: code!, name: name! } })).id);
  }
  const bank = async (code: string, nameFa: string, nameEn: string) => (await tx.bank.upsert({ where: { code }, update: {}, create: { code, nameFa, nameEn } })).id;
  const mellat = await tx.companyBankAccount.create({
    data: { ...stamp, title: 'حساب جاری ملت — شعبهٔ مرکزی', bankId: await bank('012', 'بانک ملت', 'Bank Mellat'), kind: 1, accountNo: '1234567890', shabaNo: 'IR160120000000001234567890', accountId: ids.get('1102')! },
  });
  const melli = await tx.companyBankAccount.create({
    data: { ...stamp, title: 'حساب حقوق ملی', bankId: await bank('017', 'بانک ملی ایران', 'Bank Melli Iran'), kind: 1, accountNo: '9876543210', shabaNo: 'IR540170000000009876543210', accountId: ids.get('1102')! },
  });
  await tx.companyBankAccountAttribute.createMany({ data: [[mellat.id, attributes[0]!], [mellat.id, attributes[1]!], [melli.id, attributes[3]!]].map(([ownerId, targetId]) => ({ ownerId: ownerId!, targetId: targetId! })) });

  const year = await tx.financialYear.findFirst({ where: { companyId, year: o.jalaliYear } });
  if (!year) return;
  const parties = await tx.thirdParty.findMany({ where: { isActive: true }, orderBy: { id: 'asc' }, take: 4, select: { id: true } });
  const projects = await tx.project.findMany({ where: { companyId }, orderBy: { id: 'asc' }, take: 2, select: { id: true } });
  const centre = await tx.costCenter.findFirst({ where: { companyId }, orderBy: { id: 'asc' }, select: { id: true } });
  if (parties.length < 2 || !projects.length || !centre) return;
  // the payroll's salaries go to the departments' cost centres; people of a department without one, to this one
  await tx.accountSetting.updateMany({ where: { companyId, purpose: ACCOUNT_PURPOSE.salaryExpense }, data: { costCenterId: centre.id } });
  // the top departments charge their people's pay (and their sub-departments') to that cost centre
  await tx.department.updateMany({ where: { companyId, parentId: null }, data: { costCenterId: centre.id } });
  const [supplier, employer, contractor] = [parties[0]!.id, parties[1]!.id, (parties[2] ?? parties[0]!).id];
  const types = new Map((await tx.voucherType.findMany({ where: { companyId } })).map((t) => [t.kind, t.id]));
  const ledger = new GeneralLedger();
  const a = (code: string) => ids.get(code)!;
  type L = { accountId: number; debit?: string; credit?: string; thirdPartyId?: number; projectId?: number; bankAccountId?: number; costCenterId?: number; description?: string };
  const write = async (jm: number, jd: number, description: string, lines: L[], kind: number = VOUCHER_KIND.general, post = true) => {
    const day = jalaliToIsoDate(o.jalaliYear, jm, jd)!;
    const total = (side: 'debit' | 'credit') => lines.reduce((s, l) => s + BigInt(l[side] ?? '0'), 0n).toString();
    const v = await tx.voucher.create({
      data: { ...stamp, financialYearId: year.id, voucherDate: new Date(`${day}T00:00:00Z`), voucherTypeId: types.get(kind)!, description, totalDebit: total('debit'), totalCredit: total('credit') },
    });
    await tx.voucherLine.createMany({ data: lines.map((l) => ({ ...stamp, voucherId: v.id, debit: l.debit ?? '0', credit: l.credit ?? '0', ...l })) });
    if (post) {
      await ledger.post(tx, v.id);
      await tx.voucher.update({ where: { id: v.id }, data: { status: VOUCHER_STATE.posted } });
    }
    return v.id;
  };
  const bankLine = (side: 'debit' | 'credit', amount: string, which = mellat.id): L => ({ accountId: a('1102'), bankAccountId: which, [side]: amount });

  await write(1, 1, 'سند افتتاحیهٔ سال: سرمایه و موجودی‌های ابتدای سال', [
    bankLine('debit', '50000000000'), { accountId: a('1101'), debit: '2000000000' }, { accountId: a('2102'), debit: '38000000000' }, { accountId: a('1301'), debit: '6000000000' },
    { accountId: a('4101'), credit: '90000000000' }, { accountId: a('3101'), thirdPartyId: supplier, credit: '6000000000' },
  ], VOUCHER_KIND.opening);
  for (let m = 1; m <= 8; m++) {
    const k = BigInt(m);
    const month = `ماه ${toPersianDigits(m)}`;
    await write(m, 5, `خرید نسیهٔ مصالح — ${month}`, [{ accountId: a('1301'), debit: String(3_000_000_000n + k * 150_000_000n) }, { accountId: a('3101'), thirdPartyId: supplier, credit: String(3_000_000_000n + k * 150_000_000n) }]);
    await write(m, 10, `مصرف مصالح در پروژه — ${month}`, [{ accountId: a('6101'), debit: String(2_400_000_000n + k * 100_000_000n) }, { accountId: a('1301'), credit: String(2_400_000_000n + k * 100_000_000n) }]);
    await write(m, 15, `صورت‌وضعیت کارفرما — ${month}`, [
      { accountId: a('1201'), thirdPartyId: employer, debit: String(7_000_000_000n + k * 300_000_000n) },
      { accountId: a('5101'), projectId: projects[0]!.id, credit: String(7_000_000_000n + k * 300_000_000n) },
    ]);
    await write(m, 20, `دریافت از کارفرما — ${month}`, [bankLine('debit', String(6_000_000_000n + k * 250_000_000n)), { accountId: a('1201'), thirdPartyId: employer, credit: String(6_000_000_000n + k * 250_000_000n) }], VOUCHER_KIND.treasury);
    await write(m, 22, `پرداخت به تأمین‌کننده — ${month}`, [{ accountId: a('3101'), thirdPartyId: supplier, debit: String(2_500_000_000n + k * 100_000_000n) }, bankLine('credit', String(2_500_000_000n + k * 100_000_000n))], VOUCHER_KIND.treasury);
    await write(m, 25, `حقوق و دستمزد — ${month}`, [
      { accountId: a('6201'), costCenterId: centre.id, debit: '1800000000' }, { accountId: a('3202'), credit: '126000000' }, { accountId: a('3203'), credit: '94000000' }, { accountId: a('3201'), credit: '1580000000' },
    ]);
    await write(m, 28, `پرداخت حقوق، اجاره و کارمزد — ${month}`, [
      { accountId: a('3201'), debit: '1580000000' }, { accountId: a('6202'), debit: '450000000' }, { accountId: a('6301'), debit: '1200000' }, bankLine('credit', '2031200000', melli.id),
    ], VOUCHER_KIND.treasury);
    await write(m, 27, `هزینهٔ پیمانکار جزء — ${month}`, [{ accountId: a('6102'), projectId: projects[0]!.id, debit: '900000000' }, { accountId: a('3101'), thirdPartyId: contractor, credit: '900000000' }]);
  }
  // a voucher posted by mistake and reversed, and a draft waiting to be checked
  const wrong = await write(8, 26, 'پرداخت اشتباه اجاره (برگشت داده شد)', [{ accountId: a('6202'), debit: '450000000' }, bankLine('credit', '450000000')]);
  await ledger.reverse(tx, wrong, o.adminUserId, 'ثبت تکراری');
  await tx.voucher.update({ where: { id: wrong }, data: { status: VOUCHER_STATE.reversed } });
  await write(8, 29, 'هزینهٔ آب و برق کارگاه (در انتظار بررسی)', [{ accountId: a('6203'), debit: '85000000' }, { accountId: a('1101'), credit: '85000000' }], VOUCHER_KIND.general, false);
}
