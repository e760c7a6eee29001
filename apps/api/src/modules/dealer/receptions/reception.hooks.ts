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
    for (const line of lines as Record<string, unknown>[]) {
      if (line.price !== null && line.price !== undefined && line.price !== '') continue;
      let price: string | null = null;
      if (Number(line.kind) === RECEPTION_LINE_KIND.part && typeof line.productId === 'number') {
        const sale = (await tx.product.findFirst({ where: { id: line.productId }, select: { salePrice: true } }))?.salePrice;
        price = sale === null || sale === undefined ? null : decimalRound(decimalMultiply(toDecimalString(sale)!, String(line.quantity ?? '1')), 0);
      } else if (Number(line.kind) === RECEPTION_LINE_KIND.pack && typeof line.dealerServicePackId === 'number') {
        price = toDecimalString((await tx.dealerServicePack.findFirst({ where: { id: line.dealerServicePackId }, select: { totalPrice: true } }))?.totalPrice);
      } else if (typeof line.dealerServiceId === 'number') {
        const rate = vehicleId ? await tx.dealerServiceRate.findFirst({ where: { dealerServiceId: line.dealerServiceId, dealerVehicleId: vehicleId, isActive: true }, select: { price: true } }) : null;
        price = toDecimalString(rate?.price ?? (await tx.dealerService.findFirst({ where: { id: line.dealerServiceId }, select: { price: true } }))?.price);
      }
      line.price = price;
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
