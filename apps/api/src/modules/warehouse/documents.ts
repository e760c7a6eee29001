import { Injectable } from '@nestjs/common';
import { decimalAdd, decimalCompare, decimalSubtract, tehranDate } from '@karsaz/domain';
import { KIND_DIRECTION, STOCK_KIND, getEntity } from '@karsaz/entities';
import type { InventoryCount, Prisma, ProductPrice, SupportWarehouseRequest } from '../../generated/prisma/client';
import type { Principal } from '../../core/auth/principal';
import { nextCode } from '../../core/entity/code-sequence';
import { fieldError, invalid } from '../../core/http/errors';
import { EntityHooks, type DeleteContext, type SaveContext, type SaveData, type TransitionContext } from '../../core/entity/hooks';
import { StockLedger } from './stock-ledger';
import { isoDay } from '../../core/entity/stored-values';

type Tx = Prisma.TransactionClient;

const day = (v: unknown): string => isoDay(v)!;
const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * The quantity of each product in a warehouse at the end of a day, from the stock ledger: the running balance of
 * the pair's last move on or before that day (no move: zero).
 */
export async function bookQuantities(tx: Tx, companyId: number, warehouseId: number, date: string, productIds: number[]): Promise<Map<number, string>> {
  if (!productIds.length) return new Map();
  const rows = await tx.$queryRawUnsafe<{ productId: number; quantity: string }[]>(
    `SELECT p.id AS "productId", coalesce(m.qty_after, 0)::text AS quantity
       FROM unnest($3::int[]) AS p(id)
       LEFT JOIN LATERAL (SELECT s.qty_after FROM stock_move s
                           WHERE s.company_id = $1 AND s.product_id = p.id AND s.warehouse_id = $2 AND s.move_date <= $4::date
                           ORDER BY s.move_date DESC, s.seq DESC LIMIT 1) m ON true`,
    companyId, warehouseId, productIds, date,
  );
  return new Map(rows.map((r) => [r.productId, r.quantity]));
}

/** A stock document written by the system (a count's correction, an approved request's issue), as a draft. */
export async function writeStockDocument(
  tx: Tx,
  p: Principal,
  head: { kind: number; documentDate: string; warehouseId: number; projectId?: number | null; referenceNo?: string | null; description: string },
  lines: { productId: number; quantity: string }[],
): Promise<number> {
  const companyId = p.companyId!;
  const stamp = { companyId, createdBy: p.subjectId, updatedBy: p.subjectId };
  const when = asDate(head.documentDate);
  const year = await tx.financialYear.findFirst({ where: { startDate: { lte: when }, endDate: { gte: when } }, orderBy: { year: 'desc' } });
  const doc = await tx.stockDocument.create({
    data: {
      ...stamp, ...head, documentDate: when, code: await nextCode(tx, getEntity('stockdocument'), companyId), direction: KIND_DIRECTION[head.kind],
      isCorrection: head.kind === STOCK_KIND.correctionIn || head.kind === STOCK_KIND.correctionOut, financialYearId: year?.id ?? null, status: 1,
    },
  });
  await tx.stockDocumentLine.createMany({ data: lines.map((l) => ({ ...stamp, stockDocumentId: doc.id, productId: l.productId, quantity: l.quantity, baseQuantity: l.quantity })) });
  await tx.stockDocument.update({ where: { id: doc.id }, data: { totalQuantity: lines.reduce((a, l) => decimalAdd(a, l.quantity), '0') } });
  return doc.id;
}

/**
 * A count sheet (packages/entities warehouse/inventory-count.ts): each line's book quantity is frozen from the ledger
 * at the end of the count date when the sheet is saved and again when it is submitted; the count date is not in the
 * future. Once the warehouse manager approves, the differences become two corrective documents (what was found
 * over, what was missing), dated the day of the approval and posted at once, so moves since the count stand.
 */
@EntityHooks('inventorycount')
@Injectable()
export class InventoryCountHooks implements EntityHooks<InventoryCount> {
  constructor(private readonly ledger: StockLedger) {}

  beforeSave(data: SaveData<InventoryCount>) {
    if (data.countDate && day(data.countDate) > tehranDate(new Date())) {
      throw invalid([fieldError('countDate', 'notInFuture', 'countDate cannot be in the future')]);
    }
  }

  async afterSave(row: { id: number }, { tx }: SaveContext<InventoryCount>) {
    await this.freeze(tx, row.id);
  }

  async afterTransition({ tx, row, action, to, principal }: TransitionContext<InventoryCount>) {
    if (action === 'submit') await this.freeze(tx, row.id);
    if (to !== 'approved') return;
    const lines = await tx.inventoryCountLine.findMany({ where: { inventoryCountId: row.id }, orderBy: { id: 'asc' } });
    const today = tehranDate(new Date());
    const head = (kind: number) => ({
      kind, documentDate: today, warehouseId: row.warehouseId, referenceNo: row.code,
      description: `اصلاح مغایرت شمارش ${row.code ?? ''} مورخ ${day(row.countDate)}`.trim(),
    });
    const over = lines.filter((l) => decimalCompare(String(l.difference ?? '0'), '0') > 0).map((l) => ({ productId: l.productId, quantity: String(l.difference) }));
    const short = lines.filter((l) => decimalCompare(String(l.difference ?? '0'), '0') < 0).map((l) => ({ productId: l.productId, quantity: decimalSubtract('0', String(l.difference)) }));
    const ids: { correctionInId?: number; correctionOutId?: number } = {};
    if (over.length) ids.correctionInId = await this.postCorrection(tx, principal, head(STOCK_KIND.correctionIn), over);
    if (short.length) ids.correctionOutId = await this.postCorrection(tx, principal, head(STOCK_KIND.correctionOut), short);
    if (over.length || short.length) await tx.inventoryCount.update({ where: { id: row.id }, data: ids });
  }

  private async postCorrection(tx: Tx, p: Principal, head: Parameters<typeof writeStockDocument>[2], lines: { productId: number; quantity: string }[]): Promise<number> {
    const id = await writeStockDocument(tx, p, head, lines);
    await tx.stockDocument.update({ where: { id }, data: { status: 2, version: { increment: 1 } } });
    await tx.workflowHistory.create({ data: { entity: 'stockdocument', documentId: id, companyId: p.companyId, action: 'post', fromState: 'draft', toState: 'posted', round: 0, userId: p.subjectId, comment: head.description } });
    await this.ledger.post(tx, id, p, { byApproval: true });
    return id;
  }

  /** Writes each line's book quantity at the count date and its difference. */
  private async freeze(tx: Tx, id: number): Promise<void> {
    const count = await tx.inventoryCount.findUniqueOrThrow({ where: { id }, select: { companyId: true, warehouseId: true, countDate: true } });
    const lines = await tx.inventoryCountLine.findMany({ where: { inventoryCountId: id }, select: { id: true, productId: true, countedQuantity: true } });
    const book = await bookQuantities(tx, count.companyId, count.warehouseId, day(count.countDate), lines.map((l) => l.productId));
    for (const l of lines) {
      const held = book.get(l.productId) ?? '0';
      await tx.inventoryCountLine.update({ where: { id: l.id }, data: { bookQuantity: held, difference: decimalSubtract(String(l.countedQuantity), held) } });
    }
  }
}

/**
 * A warehouse support request: once the warehouse's keeper confirms it (the chain's last level), a draft issue of
 * its goods to its project is written for the keeper to post; the request names it.
 */
@EntityHooks('supportwarehouserequest')
@Injectable()
export class SupportWarehouseRequestHooks implements EntityHooks<SupportWarehouseRequest> {
  async afterTransition({ tx, row, to, principal }: TransitionContext<SupportWarehouseRequest>) {
    if (to !== 'approved') return;
    const lines = await tx.supportWarehouseRequestLine.findMany({ where: { supportWarehouseRequestId: row.id }, orderBy: { id: 'asc' } });
    const issueDocumentId = await writeStockDocument(
      tx, principal,
      { kind: STOCK_KIND.issue, documentDate: tehranDate(new Date()), warehouseId: row.warehouseId, projectId: row.projectId, referenceNo: row.code, description: `حوالهٔ درخواست پشتیبانی ${row.code ?? ''}`.trim() },
      lines.map((l) => ({ productId: l.productId, quantity: String(l.quantity) })),
    );
    await tx.supportWarehouseRequest.update({ where: { id: row.id }, data: { issueDocumentId } });
  }
}

/** A sale price from a date: the product's own sale price is the one in force today (saved or deleted). */
@EntityHooks('productprice')
@Injectable()
export class ProductPriceHooks implements EntityHooks<ProductPrice> {
  async afterSave(row: { id: number }, { tx }: SaveContext<ProductPrice>) {
    const price = await tx.productPrice.findUniqueOrThrow({ where: { id: row.id }, select: { productId: true } });
    await this.settle(tx, price.productId);
  }

  async beforeDelete(row: ProductPrice, { tx }: DeleteContext) {
    await this.settle(tx, row.productId, row.id);
  }

  /** Writes the price in force today (leaving out a row about to go) on the product; none in force: left as it is. */
  private async settle(tx: Tx, productId: number, without?: number) {
    const today = asDate(tehranDate(new Date()));
    const current = await tx.productPrice.findFirst({ where: { productId, validFrom: { lte: today }, isActive: true, ...(without ? { id: { not: without } } : {}) }, orderBy: { validFrom: 'desc' } });
    if (current) await tx.product.update({ where: { id: productId }, data: { salePrice: current.salePrice } });
  }
}
