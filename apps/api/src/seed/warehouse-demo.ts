import { documentCalculation, getEntity, KIND_DIRECTION, ORDER_KIND, STOCK_KIND, VALUATION, WAREHOUSE_ROLES } from '@karsaz/entities';
import { calculateDocument, incomingValue } from '@karsaz/domain';
import type { Prisma } from '../generated/prisma/client';
import type { Principal } from '../core/auth/principal';
import { nextCode } from '../core/entity/code-sequence';
import { StockLedger } from '../modules/warehouse/stock-ledger';
import { seedDemoPerson } from './supply-demo';

type Tx = Prisma.TransactionClient;

/**
 * The warehouse's demo (issue 13), so its pages show something on start: product groups, brands, features, tags,
 * boxes and packaging specs; a central warehouse kept by the administrator and a project site; 50 products; and
 * eight months of 1405 of receipts, issues and transfers posted through the stock ledger itself (the same code as
 * the post step), plus a draft receipt and a temporary delivery. Idempotent: nothing is added when the company has
 * warehouses already.
 */

const GOODS: [string, string, number][] = [
  // name, unit code, unit price (rials)
  ['سیمان تیپ ۲', '902', 1_850_000], ['میلگرد ۱۲', '903', 320_000], ['میلگرد ۱۴', '903', 318_000], ['میلگرد ۱۶', '903', 316_000], ['تیرآهن ۱۴', '904', 9_800_000],
  ['آجر فشاری', '901', 12_000], ['بلوک سیمانی', '901', 45_000], ['ماسه شسته', '903', 9_000], ['شن بادامی', '903', 8_500], ['گچ ساختمانی', '902', 950_000],
  ['کابل برق ۴×۶', '904', 415_000], ['کابل برق ۲.۵×۳', '904', 185_000], ['لوله پلی‌اتیلن ۶۳', '904', 260_000], ['لوله گالوانیزه ۱ اینچ', '904', 690_000], ['شیر فلکه برنجی', '901', 1_450_000],
  ['رنگ پلاستیک سفید', '905', 780_000], ['رنگ روغنی طوسی', '905', 1_120_000], ['عایق قیر', '903', 62_000], ['ایزوگام', '904', 310_000], ['چسب کاشی', '902', 890_000],
  ['کاشی ۳۰×۶۰', '901', 210_000], ['سرامیک کف', '901', 265_000], ['پیچ و رول‌پلاک', '901', 1_500], ['میخ ۸', '903', 98_000], ['سیم آرماتوربندی', '903', 105_000],
  ['دستکش کار', '901', 85_000], ['کلاه ایمنی', '901', 420_000], ['کفش ایمنی', '901', 2_900_000], ['جلیقه شب‌رنگ', '901', 350_000], ['عینک ایمنی', '901', 190_000],
  ['دیسک برش', '901', 95_000], ['سنگ فرز', '901', 110_000], ['مته الماس ۱۰', '901', 480_000], ['تیغ اره', '901', 75_000], ['متر فلزی ۵ متری', '901', 260_000],
  ['فیلتر روغن لودر', '901', 1_350_000], ['روغن موتور ۲۰ لیتری', '901', 7_400_000], ['گریس', '903', 240_000], ['لاستیک بیل مکانیکی', '901', 98_000_000], ['باتری ۱۰۰ آمپر', '901', 16_500_000],
  ['لامپ LED ۵۰ وات', '901', 690_000], ['کلید و پریز', '901', 120_000], ['تابلو برق', '901', 18_000_000], ['فیوز مینیاتوری', '901', 260_000], ['سیم ارت', '904', 95_000],
  ['کاغذ A4', '901', 2_100_000], ['کارتریج چاپگر', '901', 3_400_000], ['خودکار', '901', 25_000], ['پوشه', '901', 18_000], ['مایع دستشویی', '905', 160_000],
];

/** A fixed pseudo-random sequence, so every start seeds the same demo. */
function numbers(seed: number): () => number {
  let x = seed;
  return () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const later = (iso: string, days: number) => new Date(day(iso).getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** The warehouse manager of the demo, who approves counts (the admin's password). */
export const WAREHOUSE_DEMO_MANAGER = { mobile: '09120000005', firstName: 'کامران', lastName: 'انباری', role: WAREHOUSE_ROLES.manager, roleTitle: 'مدیر انبار' } as const;

export async function seedWarehouseDemo(tx: Tx, o: { companyId: number; adminUserId: number; adminThirdPartyId: number | null; passwordHash: string; now: Date }): Promise<void> {
  const companyId = o.companyId;
  await seedDemoPerson(tx, {
    ...WAREHOUSE_DEMO_MANAGER, companyId, passwordHash: o.passwordHash, now: o.now,
    grants: [['/inventory-2', ['Create', 'Update', 'Delete', 'Submit', 'Cancel']], ['/cardex-2', ['View']], ['/reports/inventory-valuation', ['View']], ['/inventory-turnover-report-2', ['View']]],
  });
  if (await tx.warehouse.count({ where: { companyId } })) return;
  const stamp = { companyId, createdBy: o.adminUserId, updatedBy: o.adminUserId };
  const rnd = numbers(1405);
  const units = new Map<string, number>();
  for (const [code, nameFa, nameEn] of [['901', 'عدد', 'Piece'], ['902', 'کیسه', 'Bag'], ['903', 'کیلوگرم', 'Kilogram'], ['904', 'متر', 'Metre'], ['905', 'لیتر', 'Litre']]) {
    units.set(code!, (await tx.measureUnit.upsert({ where: { code: code! }, update: {}, create: { code: code!, nameFa: nameFa!, nameEn: nameEn!, symbol: nameFa! } })).id);
  }
  const groups: number[] = [];
  for (const [code, name] of [['001', 'مصالح ساختمانی'], ['002', 'تأسیسات برق و مکانیک'], ['003', 'ایمنی و حفاظت'], ['004', 'ابزار و قطعات ماشین‌آلات'], ['005', 'ملزومات اداری']]) {
    groups.push((await tx.productCategory.create({ data: { ...stamp, code: code!, name: name! } })).id);
  }
  const brand = (await tx.brandModel.create({ data: { ...stamp, code: '001', name: 'ایران‌سازه' } })).id;
  await tx.brandModel.create({ data: { ...stamp, code: '002', name: 'مدل استاندارد', brandId: brand } });
  for (const [code, name, valueKind] of [['001', 'رنگ', 1], ['002', 'ابعاد', 1], ['003', 'وزن', 2]] as const) await tx.feature.create({ data: { ...stamp, code, name, valueKind } });
  for (const [code, name] of [['001', 'پرمصرف'], ['002', 'شکستنی'], ['003', 'خطرناک']]) await tx.tag.create({ data: { ...stamp, code: code!, name: name! } });
  const box = (await tx.box.create({ data: { ...stamp, code: '001', name: 'کارتن متوسط', lengthCm: '60', widthCm: '40', heightCm: '40', maxWeightKg: '25' } })).id;
  await tx.packagingSpec.create({ data: { ...stamp, code: '001', name: 'کارتن ۲۴ عددی', packageType: 1, unitsPerPackage: '24', boxId: box } });
  await tx.packagingSpec.create({ data: { ...stamp, code: '002', name: 'پالت ۴۰ کیسه', packageType: 2, unitsPerPackage: '40' } });

  const central = (await tx.warehouse.create({ data: { ...stamp, code: '001', name: 'انبار مرکزی', warehouseType: 1, keeperId: o.adminThirdPartyId, address: 'تهران، جادهٔ مخصوص، کیلومتر ۱۲' } })).id;
  const site = (await tx.warehouse.create({ data: { ...stamp, code: '002', name: 'انبار کارگاه پروژه', warehouseType: 2 } })).id;
  for (const [code, title, placeKind] of [['A', 'بخش مصالح', 1], ['A-01', 'قفسهٔ ۱', 3], ['A-02', 'قفسهٔ ۲', 3], ['B', 'بخش ابزار', 1], ['B-01', 'قفسهٔ ابزار', 3]] as const) {
    await tx.warehouseLocation.create({ data: { ...stamp, warehouseId: central, code, title, placeKind } });
  }

  const products: { id: number; price: number }[] = [];
  for (const [i, [name, unit, price]] of GOODS.entries()) {
    const group = groups[i < 25 ? (i < 10 ? 0 : i < 20 ? 1 : 0) : i < 35 ? (i < 30 ? 2 : 3) : i < 45 ? (i < 40 ? 3 : 1) : 4]!;
    const p = await tx.product.create({
      data: {
        ...stamp, code: String(10001 + i), name, measureUnitId: units.get(unit)!, productCategoryId: group, brandModelId: i % 7 === 0 ? brand : null,
        valuationMethod: i % 5 === 0 ? VALUATION.fifo : VALUATION.average, minStock: '10', maxStock: '1000', salePrice: String(Math.round(price * 1.25)),
      },
    });
    products.push({ id: p.id, price });
  }
  await tx.productUnit.create({ data: { ...stamp, productId: products[5]!.id, title: 'پالت ۵۰۰ عددی', measureUnitId: units.get('901')!, factor: '500' } });

  const principal: Principal = { kind: 'staff', subjectId: o.adminUserId, thirdPartyId: o.adminThirdPartyId, companyId, sessionId: 'seed', scope: '' };
  const ledger = new StockLedger();
  const entity = getEntity('stockdocument');
  const onHand = new Map<string, number>();
  const years = await tx.financialYear.findMany({ where: { companyId } });
  const document = async (kind: number, date: string, lines: { productId: number; quantity: number; unitCost?: number }[], extra: { warehouseId: number } & Partial<Prisma.StockDocumentUncheckedCreateInput>, post: boolean) => {
    const when = day(date);
    const year = years.find((y) => y.startDate <= when && y.endDate >= when);
    const doc = await tx.stockDocument.create({
      data: {
        ...stamp, ...extra, code: await nextCode(tx, entity, companyId), kind, direction: KIND_DIRECTION[kind], isCorrection: false, documentDate: when, financialYearId: year?.id ?? null,
        totalQuantity: String(lines.reduce((a, l) => a + l.quantity, 0)), status: 1,
      },
    });
    for (const l of lines) {
      const cost = l.unitCost === undefined ? null : String(l.unitCost);
      await tx.stockDocumentLine.create({
        data: { ...stamp, stockDocumentId: doc.id, productId: l.productId, quantity: String(l.quantity), baseQuantity: String(l.quantity), unitCost: cost, amount: cost === null ? null : incomingValue(String(l.quantity), cost) },
      });
    }
    if (!post) return;
    await tx.stockDocument.update({ where: { id: doc.id }, data: { status: 2, version: 2 } });
    await tx.workflowHistory.create({ data: { entity: 'stockdocument', documentId: doc.id, companyId, action: 'post', fromState: 'draft', toState: 'posted', round: 0, userId: o.adminUserId } });
    await ledger.post(tx, doc.id, principal);
  };

  // eight months of 1405 (from Farvardin): a receipt of twelve goods at prices that drift, two issues to the
  // project, and a transfer to the site, each month
  const months = ['2026-03-25', '2026-04-25', '2026-05-26', '2026-06-26', '2026-07-27', '2026-08-27', '2026-09-27', '2026-10-27'];
  for (const [m, date] of months.entries()) {
    const picked = [...new Set(Array.from({ length: 14 }, () => Math.floor(rnd() * products.length)))].slice(0, 12);
    const receipt = picked.map((i) => {
      const quantity = 20 + Math.floor(rnd() * 180);
      onHand.set(`${i}`, (onHand.get(`${i}`) ?? 0) + quantity);
      return { productId: products[i]!.id, quantity, unitCost: Math.round(products[i]!.price * (1 + m * 0.03 + rnd() * 0.05)) };
    });
    await document(STOCK_KIND.receipt, date, receipt, { warehouseId: central, referenceNo: `F-${1405}${String(m + 1).padStart(2, '0')}` }, true);
    for (const [n, offset] of [[0, 2], [1, 10]] as const) {
      const issue = [...onHand.entries()].filter(([, q]) => q > 10).slice(n * 4, n * 4 + 5).map(([i, q]) => {
        const quantity = Math.max(1, Math.floor(q * (0.2 + rnd() * 0.3)));
        onHand.set(i, q - quantity);
        return { productId: products[Number(i)]!.id, quantity };
      });
      if (issue.length) await document(STOCK_KIND.issue, later(date, offset), issue, { warehouseId: central, description: 'مصرف پروژه' }, true);
    }
    const moving = [...onHand.entries()].filter(([, q]) => q > 20).slice(0, 2).map(([i, q]) => {
      const quantity = Math.floor(q / 4);
      onHand.set(i, q - quantity);
      return { productId: products[Number(i)]!.id, quantity };
    });
    if (moving.length) await document(STOCK_KIND.transfer, later(date, 15), moving, { warehouseId: central, toWarehouseId: site, description: 'ارسال به کارگاه' }, true);
  }
  // what is still open: a receipt waiting for the keeper, and a temporary delivery
  await document(STOCK_KIND.receipt, '2026-11-20', [{ productId: products[0]!.id, quantity: 50, unitCost: 2_000_000 }, { productId: products[10]!.id, quantity: 100, unitCost: 450_000 }, { productId: products[26]!.id, quantity: 30, unitCost: 430_000 }], { warehouseId: central, referenceNo: 'F-140509' }, false);
  const lent = [...onHand.entries()].find(([, q]) => q > 5);
  if (lent) await document(STOCK_KIND.temporaryDelivery, '2026-11-21', [{ productId: products[Number(lent[0])]!.id, quantity: 2 }], { warehouseId: central, expectedReturnDate: day('2026-12-05'), description: 'امانت به پیمانکار' }, true);

  // a count sheet of three goods in the central warehouse, waiting to be submitted
  const sheet = products.slice(0, 3);
  const count = await tx.inventoryCount.create({ data: { ...stamp, code: await nextCode(tx, getEntity('inventorycount'), companyId), countDate: day('2026-11-22'), warehouseId: central, description: 'شمارش دوره‌ای قفسه‌های الف', status: 1, financialYearId: years.find((y) => y.startDate <= day('2026-11-22') && y.endDate >= day('2026-11-22'))?.id ?? null } });
  for (const [i, p] of sheet.entries()) {
    const held = await tx.stockMove.findFirst({ where: { companyId, productId: p.id, warehouseId: central }, orderBy: { seq: 'desc' }, select: { qtyAfter: true } });
    const book = Number(held?.qtyAfter ?? 0);
    const counted = Math.max(0, book + (i === 0 ? -2 : i === 1 ? 1 : 0));
    await tx.inventoryCountLine.create({ data: { ...stamp, inventoryCountId: count.id, productId: p.id, countedQuantity: String(counted), bookQuantity: String(book), difference: String(counted - book) } });
  }
  // a project's request for goods from the central warehouse, not yet sent
  const project = await tx.project.findFirst({ where: { companyId }, orderBy: { id: 'asc' } });
  if (project) {
    const request = await tx.supportWarehouseRequest.create({
      data: { ...stamp, code: await nextCode(tx, getEntity('supportwarehouserequest'), companyId), requestDate: day('2026-11-22'), projectId: project.id, warehouseId: central, description: 'اقلام ایمنی کارگاه', status: 1, financialYearId: years.find((y) => y.startDate <= day('2026-11-22') && y.endDate >= day('2026-11-22'))?.id ?? null },
    });
    await tx.supportWarehouseRequestLine.createMany({ data: products.slice(25, 28).map((p, i) => ({ ...stamp, supportWarehouseRequestId: request.id, productId: p.id, quantity: String(5 * (i + 1)) })) });
  }
  // orders, a packing list with its lines, and sale prices from a date
  const supplier = await tx.thirdParty.create({ data: { kind: 2, companyName: 'بازرگانی مصالح نمونه', fullName: 'بازرگانی مصالح نمونه', isSupplier: true } });
  const orderCalculation = documentCalculation(getEntity('warehouseorder'), getEntity('warehouseorderline'));
  const orderYear = years.find((y) => y.startDate <= day('2026-11-18') && y.endDate >= day('2026-11-18'))?.id ?? null;
  for (const [n, kind] of [ORDER_KIND.purchase, ORDER_KIND.sale].entries()) {
    // the totals and amounts as the engine works them out on save (packages/domain's calculator)
    const typed = products.slice(5 + n * 3, 8 + n * 3).map((p, i) => ({ productId: p.id, quantity: String(10 * (i + 1)), unitPrice: String(p.price) }));
    const { header, lines } = calculateDocument({}, typed, orderCalculation);
    const order = await tx.warehouseOrder.create({
      data: { ...stamp, ...header, code: await nextCode(tx, getEntity('warehouseorder'), companyId), kind, orderDate: day('2026-11-18'), thirdPartyId: supplier.id, warehouseId: central, status: n === 0 ? 2 : 1, financialYearId: orderYear },
    });
    await tx.warehouseOrderLine.createMany({ data: lines.map((l) => ({ ...stamp, ...(l as typeof typed[number] & { amount: string }), warehouseOrderId: order.id })) });
    if (n === 1) {
      const pack = await tx.packing.create({ data: { ...stamp, code: '000001', packingDate: day('2026-11-19'), warehouseOrderId: order.id, thirdPartyId: supplier.id, description: 'بسته‌بندی سفارش فروش' } });
      const box = await tx.box.findFirst({ where: { companyId } });
      await tx.packingLine.createMany({ data: lines.map((l, i) => ({ ...stamp, packingId: pack.id, productId: l.productId, quantity: l.quantity, boxId: box?.id ?? null, boxCount: i + 1, grossWeight: String(12.5 * (i + 1)) })) });
    }
  }
  for (const p of products.slice(0, 5)) {
    await tx.productPrice.createMany({ data: [{ ...stamp, productId: p.id, validFrom: day('2026-03-21'), salePrice: String(Math.round(p.price * 1.2)) }, { ...stamp, productId: p.id, validFrom: day('2026-09-23'), salePrice: String(Math.round(p.price * 1.25)) }] });
  }
}
