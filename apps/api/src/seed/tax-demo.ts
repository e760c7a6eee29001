import { moadiyanLineAmounts } from '@karsaz/domain';
import { getEntity, MOADIYAN_STATE } from '@karsaz/entities';
import type { Prisma } from '../generated/prisma/client';
import type { Principal } from '../core/auth/principal';
import { nextCode } from '../core/entity/code-sequence';
import { MoadiyanTestDouble } from '../modules/tax/gateway';
import { MoadiyanInvoiceHooks } from '../modules/tax/tax.hooks';

type Tx = Prisma.TransactionClient;

/**
 * The tax authority's demo (issue 17), so its pages show something: the company's memory ID, the common units of
 * the authority mapped to ours (demo codes: take the real ones from the authority's list), five goods codes and two
 * service codes mapped to the warehouse's products and the services, and two invoices prepared by the hooks' own
 * code, one of them sent to the test double and accepted. Idempotent: nothing is added when the company has a
 * memory ID already. Runs after the warehouse's demo (its products and units).
 */

const UNITS: [string, string, string, string][] = [
  // our unit's code, its Persian and English names, the authority's code
  ['901', 'عدد', 'Piece', '1627'], ['902', 'کیسه', 'Bag', '1618'], ['903', 'کیلوگرم', 'Kilogram', '164'], ['904', 'متر', 'Metre', '165'], ['905', 'لیتر', 'Litre', '1637'], ['907', 'ساعت', 'Hour', '1650'],
];

const GOODS: [string, string, string, string][] = [
  // the warehouse product's name, the goods code, its title, VAT rate
  ['سیمان تیپ ۲', '2710000138624', 'سیمان پرتلند تیپ ۲', '10'],
  ['میلگرد ۱۲', '2710000261529', 'میلگرد آجدار', '10'],
  ['کابل برق ۴×۶', '2710000377589', 'کابل برق مسی', '10'],
  ['کلاه ایمنی', '2710000412631', 'کلاه ایمنی صنعتی', '10'],
  ['کاغذ A4', '2710000548210', 'کاغذ تحریر A4', '9'],
];

const SERVICES: [string, string, string, string, string][] = [
  // our service's code and name, the service code, its title, VAT rate
  ['S901', 'نصب و راه‌اندازی تجهیزات', '2330000198456', 'خدمات نصب و راه‌اندازی', '10'],
  ['S902', 'حمل و نقل کالا', '2330000274315', 'خدمات حمل بار جاده‌ای', '10'],
];

export async function seedTaxDemo(tx: Tx, o: { companyId: number; adminUserId: number }): Promise<void> {
  const companyId = o.companyId;
  if (await tx.moadiyanSetting.count({ where: { companyId } })) return;
  const stamp = { companyId, createdBy: o.adminUserId, updatedBy: o.adminUserId };
  await tx.moadiyanSetting.create({ data: { ...stamp, memoryId: 'A2ZRHM', economicCode: '14003778990', description: 'حافظهٔ مالیاتی نمونه (آزمایشی)' } });

  const units = new Map<string, number>();
  for (const [code, nameFa, nameEn, authority] of UNITS) {
    const unit = await tx.measureUnit.upsert({ where: { code }, update: {}, create: { code, nameFa, nameEn, symbol: nameFa } });
    units.set(code, unit.id);
    await tx.moadiyanMeasureUnit.create({ data: { ...stamp, code: authority, title: nameFa, measureUnitId: unit.id } });
  }

  const goods: { productId: number; unitId: number }[] = [];
  for (const [name, code, title, rate] of GOODS) {
    const product = await tx.product.findFirst({ where: { companyId, name } });
    const mapped = await tx.moadiyanProduct.create({ data: { ...stamp, code, title, vatRate: rate } });
    if (!product) continue;
    await tx.moadiyanProductProduct.create({ data: { ownerId: mapped.id, targetId: product.id } });
    await tx.product.update({ where: { id: product.id }, data: { moadiyanCode: code } });
    if ([...units.values()].includes(product.measureUnitId)) goods.push({ productId: product.id, unitId: product.measureUnitId });
  }
  const services: number[] = [];
  for (const [ourCode, name, code, title, rate] of SERVICES) {
    const service = await tx.serviceItem.upsert({ where: { code: ourCode }, update: {}, create: { code: ourCode, nameFa: name, nameEn: name, measureUnitId: units.get('907')! } });
    const mapped = await tx.moadiyanService.create({ data: { ...stamp, code, title, vatRate: rate } });
    await tx.moadiyanServiceService.create({ data: { ownerId: mapped.id, targetId: service.id } });
    services.push(service.id);
  }

  const buyer = await tx.thirdParty.findFirst({ where: { kind: 2, OR: [{ nationalId: { not: null } }, { economicCode: { not: null } }] }, orderBy: { id: 'asc' } });
  const when = new Date('2026-11-18T00:00:00Z');
  const year = await tx.financialYear.findFirst({ where: { companyId, startDate: { lte: when }, endDate: { gte: when } } });
  const hooks = new MoadiyanInvoiceHooks(new MoadiyanTestDouble());
  const principal = { subjectId: o.adminUserId, companyId } as Principal;
  const invoices = [
    { kind: buyer ? 1 : 2, settlement: 2, lines: goods.slice(0, 3).map((g, i) => ({ productId: g.productId, measureUnitId: g.unitId, quantity: String(10 * (i + 1)), unitPrice: String(1_850_000 - i * 300_000), discount: i === 0 ? '500000' : '0', rate: '10' })), send: true },
    { kind: 2, settlement: 1, lines: [{ serviceId: services[0], measureUnitId: units.get('907')!, quantity: '6', unitPrice: '4500000', discount: '0', rate: '10' }], send: false },
  ];
  for (const inv of invoices) {
    if (!inv.lines.length) continue;
    const amounts = inv.lines.map((l) => moadiyanLineAmounts({ quantity: l.quantity, unitPrice: l.unitPrice, discount: l.discount, vatRate: l.rate }));
    const sum = (k: 'gross' | 'discount' | 'net' | 'vat' | 'total') => String(amounts.reduce((a, x) => a + BigInt(x[k]), 0n));
    const row = await tx.moadiyanInvoice.create({
      data: {
        ...stamp, code: await nextCode(tx, getEntity('moadiyaninvoice'), companyId), invoiceDate: when, kind: inv.kind, thirdPartyId: inv.kind === 1 ? buyer!.id : null, subject: 1,
        settlement: inv.settlement, status: MOADIYAN_STATE.prepared, financialYearId: year?.id ?? null, description: inv.send ? 'فروش مصالح ساختمانی' : 'خدمات نصب',
        totalGross: sum('gross'), totalDiscount: sum('discount'), totalNet: sum('net'), totalVat: sum('vat'), totalAmount: sum('total'),
      },
    });
    for (const [i, l] of inv.lines.entries()) {
      const a = amounts[i]!;
      await tx.moadiyanInvoiceLine.create({
        data: {
          ...stamp, moadiyanInvoiceId: row.id, productId: 'productId' in l ? l.productId : null, serviceId: 'serviceId' in l ? l.serviceId : null, measureUnitId: l.measureUnitId,
          quantity: l.quantity, unitPrice: l.unitPrice, discount: l.discount, vatRate: l.rate, grossAmount: a.gross, netAmount: a.net, vatAmount: a.vat, lineTotal: a.total,
        },
      });
    }
    await hooks.prepare(tx, row, principal);
    await tx.workflowHistory.create({ data: { entity: 'moadiyaninvoice', documentId: row.id, companyId, action: 'prepare', fromState: 'draft', toState: 'prepared', round: 0, userId: o.adminUserId } });
    if (inv.send) {
      await tx.moadiyanInvoice.update({ where: { id: row.id }, data: { status: MOADIYAN_STATE.sent } });
      await tx.workflowHistory.create({ data: { entity: 'moadiyaninvoice', documentId: row.id, companyId, action: 'send', fromState: 'prepared', toState: 'sent', round: 0, userId: o.adminUserId } });
      await hooks.send(tx, row);
    }
  }
}
