import { Injectable } from '@nestjs/common';
import { RECEPTION_LINE_KIND, STOCK_KIND } from '@karsaz/entities';
import { decimalMultiply, decimalRound, decimalSum, tehranDate, toDecimalString } from '@karsaz/domain';
import type { DealerReception } from '../../../generated/prisma/client';
import { businessRule, fieldRefusal, invalid } from '../../../core/http/errors';
import { writeStockDocument } from '../../warehouse/documents';
import { EntityHooks, type SaveContext, type SaveData, type TransitionContext } from '../../../core/entity/hooks';
import { SatisfactionLinks } from './satisfaction';

const TEXT = {
  partsWarehouse: { fa: 'برای قطعات مصرفی، انبار قطعات را انتخاب کنید.', en: 'Choose the parts warehouse for the parts used.' },
};

/**
 * A reception's lines priced from the catalogue where the staff left the price empty: a service's rate on the car's
 * vehicle (`/manage-service-2`), else the service's own price; a pack's total; a part's sale price times its
 * quantity (a part needs the reception's parts warehouse). The reception's total follows. When the car is delivered,
 * the parts used become a draft goods issue of that warehouse, the visit goes into the car's history and the customer
 * is texted the satisfaction link; a car is delivered with at least one line done.
 */
@EntityHooks('dealerreception')
@Injectable()
export class ReceptionHooks implements EntityHooks<DealerReception> {
  constructor(private readonly links: SatisfactionLinks) {}

  async beforeSave(data: SaveData<DealerReception>, { before, tx, lines }: SaveContext<DealerReception>) {
    if (!lines) return;
    const vehicleId = (data.dealerVehicleId ?? before?.dealerVehicleId) as number | undefined;
    const warehouseId = 'warehouseId' in data ? data.warehouseId : before?.warehouseId;
    if (!warehouseId && lines.some((l) => Number(l.kind) === RECEPTION_LINE_KIND.part)) throw invalid([fieldRefusal('warehouseId', 'partsWarehouse', TEXT.partsWarehouse)]);
    // the catalogue's prices of every line left unpriced, read once for all of them
    const unpriced = (lines as Record<string, unknown>[]).filter((l) => l.price === null || l.price === undefined || l.price === '');
    const ids = (kind: number, key: string) => [...new Set(unpriced.filter((l) => Number(l.kind) === kind && typeof l[key] === 'number').map((l) => l[key] as number))];
    const [partIds, packIds, serviceIds] = [ids(RECEPTION_LINE_KIND.part, 'productId'), ids(RECEPTION_LINE_KIND.pack, 'dealerServicePackId'), ids(RECEPTION_LINE_KIND.service, 'dealerServiceId')];
    const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
    const [products, packs, services, rates] = await Promise.all([
      partIds.length ? tx.product.findMany({ where: { id: { in: partIds } }, select: { id: true, salePrice: true } }).then(byId) : new Map<number, { salePrice: unknown }>(),
      packIds.length ? tx.dealerServicePack.findMany({ where: { id: { in: packIds } }, select: { id: true, totalPrice: true } }).then(byId) : new Map<number, { totalPrice: unknown }>(),
      serviceIds.length ? tx.dealerService.findMany({ where: { id: { in: serviceIds } }, select: { id: true, price: true } }).then(byId) : new Map<number, { price: unknown }>(),
      serviceIds.length && vehicleId
        ? tx.dealerServiceRate.findMany({ where: { dealerServiceId: { in: serviceIds }, dealerVehicleId: vehicleId, isActive: true }, select: { dealerServiceId: true, price: true } }).then((r) => new Map(r.map((x) => [x.dealerServiceId, x.price])))
        : new Map<number, unknown>(),
    ]);
    for (const line of unpriced) {
      const kind = Number(line.kind);
      if (kind === RECEPTION_LINE_KIND.part) {
        const sale = toDecimalString(products.get(line.productId as number)?.salePrice as string | null | undefined);
        line.price = sale === null ? null : decimalRound(decimalMultiply(sale, String(line.quantity ?? '1')), 0);
      } else if (kind === RECEPTION_LINE_KIND.pack) {
        line.price = toDecimalString(packs.get(line.dealerServicePackId as number)?.totalPrice as string | null | undefined);
      } else {
        const id = line.dealerServiceId as number;
        line.price = toDecimalString((rates.get(id) ?? services.get(id)?.price) as string | null | undefined);
      }
    }
    data.totalPrice = decimalSum((lines as Record<string, unknown>[]).map((l) => (l.price ?? '0') as string));
  }

  async afterTransition({ tx, row, to, principal }: TransitionContext<DealerReception>) {
    if (to !== 'closed') return;
    const lines = await tx.dealerReceptionLine.findMany({
      where: { dealerReceptionId: row.id },
      include: { dealerService: { select: { name: true } }, dealerServicePack: { select: { name: true } }, product: { select: { name: true } } },
      orderBy: { id: 'asc' },
    });
    if (!lines.length) {
      throw businessRule({ fa: 'خودرو بدون هیچ خدمتی ترخیص نمی‌شود؛ خدمات انجام‌شده را بیفزایید.', en: 'A car is not delivered without a service done; add the services.' });
    }
    const closedAt = new Date();
    // the parts used leave the warehouse: a draft issue for its keeper to post, named on the reception
    const parts = lines.filter((l) => l.kind === RECEPTION_LINE_KIND.part && l.productId && l.quantity);
    const issueDocumentId = parts.length && row.warehouseId
      ? await writeStockDocument(
          tx, principal,
          { kind: STOCK_KIND.issue, documentDate: tehranDate(closedAt), warehouseId: row.warehouseId, referenceNo: row.code, description: `قطعات پذیرش ${row.code ?? ''} (${row.plate})`.trim() },
          parts.map((l) => ({ productId: l.productId!, quantity: toDecimalString(l.quantity)! })),
        )
      : null;
    await tx.dealerReception.update({ where: { id: row.id }, data: { closedAt, issueDocumentId } });
    await tx.dealerCarHistory.create({
      data: {
        companyId: row.companyId, vin: row.vin, plate: row.plate, dealerReceptionId: row.id, dealerVehicleId: row.dealerVehicleId, customerName: row.customerName,
        receivedAt: row.receivedAt, closedAt, mileage: row.mileage, totalPrice: row.totalPrice,
        services: lines.map((l) => l.dealerService?.name ?? l.dealerServicePack?.name ?? l.product?.name ?? '').filter(Boolean).join('، '),
        createdBy: principal.subjectId, updatedBy: principal.subjectId,
      },
    });
    await this.links.send(tx, row);
  }
}
