import { Injectable } from '@nestjs/common';
import { decimalMultiply, decimalRound } from '@karsaz/domain';
import { KIND_DIRECTION, STOCK_KIND, VALUATION } from '@karsaz/entities';
import type { Product, StockDocument } from '../../generated/prisma/client';
import { fieldError, invalid, type RawFieldError } from '../../core/http/errors';
import { EntityHooks, type SaveContext, type SaveData, type TransitionContext } from '../../core/entity/hooks';
import { StockLedger } from './stock-ledger';


/** Kinds whose goods come in at a cost the document must give (a return or a correction may take the average). */
const COSTED = new Set<number>([STOCK_KIND.receipt]);

/**
 * A stock document: its direction follows its kind; a transfer goes to another warehouse; each line's alternative
 * unit is the product's own and its quantity in the main unit is worked out; a receipt's lines carry their cost.
 * Posting and reversing write the stock ledger (stock-ledger.ts) in the step's transaction.
 */
@EntityHooks('stockdocument')
@Injectable()
export class StockDocumentHooks implements EntityHooks<StockDocument> {
  constructor(private readonly ledger: StockLedger) {}

  beforeSave(data: SaveData<StockDocument>, { before }: SaveContext<StockDocument>) {
    const kind = Number(data.kind ?? before?.kind);
    data.direction = KIND_DIRECTION[kind] ?? null;
    data.isCorrection = kind === STOCK_KIND.correctionIn || kind === STOCK_KIND.correctionOut;
    const warehouseId = data.warehouseId ?? before?.warehouseId;
    if (kind === STOCK_KIND.transfer && data.toWarehouseId && data.toWarehouseId === warehouseId) {
      throw invalid([fieldError('toWarehouseId', 'sameWarehouse', 'toWarehouseId must be another warehouse')]);
    }
  }

  async afterSave(row: { id: number }, { tx }: SaveContext<StockDocument>) {
    const doc = await tx.stockDocument.findUniqueOrThrow({ where: { id: row.id }, select: { kind: true } });
    const lines = await tx.stockDocumentLine.findMany({ where: { stockDocumentId: row.id }, orderBy: { id: 'asc' }, include: { productUnit: true } });
    const errors: RawFieldError[] = [];
    for (const [i, line] of lines.entries()) {
      if (line.productUnit && line.productUnit.productId !== line.productId) errors.push(fieldError(`lines[${i}].productUnitId`, 'unitOfProduct', 'the unit is not one of the product’s'));
      if (COSTED.has(doc.kind) && line.unitCost === null) errors.push(fieldError(`lines[${i}].unitCost`, 'costRequired', 'unitCost is required'));
      const base = decimalRound(decimalMultiply(String(line.quantity), line.productUnit ? String(line.productUnit.factor) : '1'), 4);
      if (errors.length === 0) await tx.stockDocumentLine.update({ where: { id: line.id }, data: { baseQuantity: base } });
    }
    if (errors.length) throw invalid(errors);
  }

  async afterTransition({ tx, row, action, principal }: TransitionContext<StockDocument>) {
    if (action === 'post') await this.ledger.post(tx, row.id, principal);
    if (action === 'reverse') await this.ledger.reverse(tx, row.id, principal);
  }
}

/** A product's valuation method is fixed once it has moved; a FIFO product never goes below zero. */
@EntityHooks('product')
@Injectable()
export class ProductHooks implements EntityHooks<Product> {
  async beforeSave(data: SaveData<Product>, { before, tx }: SaveContext<Product>) {
    const method = Number(data.valuationMethod ?? before?.valuationMethod ?? VALUATION.average);
    const allowNegative = data.allowNegative ?? before?.allowNegative ?? false;
    if (method === VALUATION.fifo && allowNegative) throw invalid([fieldError('allowNegative', 'fifoNoNegative', 'a FIFO product cannot go below zero')]);
    if (before && method !== before.valuationMethod && (await tx.stockBalance.count({ where: { productId: before.id } }))) {
      throw invalid([fieldError('valuationMethod', 'valuationFixed', 'the valuation method is fixed once the product has moved')]);
    }
  }
}
