import { Injectable, Optional } from '@nestjs/common';
import {
  averageIssueValue, decimalAdd, decimalCompare, decimalSubtract, toDecimalString, fifoIssue, incomingValue, jalaliDayText,
  isoDateToJalali, tehranDate, toPersianDigits, unitCostOf, type FifoLayerAmounts,
} from '@karsaz/domain';
import { ACCOUNT_PURPOSE, DIRECTION, KIND_DIRECTION, STOCK_KIND, VALUATION } from '@karsaz/entities';
import type { Prisma } from '../../generated/prisma/client';
import { businessRule } from '../../core/http/errors';
import type { Principal } from '../../core/auth/principal';
import { isoDay } from '../../core/entity/stored-values';
import { FinancePosting } from '../financial/posting';

type Tx = Prisma.TransactionClient;

/** A product as the ledger needs it. */
interface ProductInfo {
  id: number;
  name: string;
  code: string;
  valuation: number;
  allowNegative: boolean;
}

/** One pair's balance row, locked for the posting. */
interface LockedBalance {
  id: number;
  productId: number;
  warehouseId: number;
  quantity: string;
  value: string;
  lastSeq: number;
  lastDate: string | null;
}

/** The document as posting reads it. */
interface DocumentHead {
  id: number;
  companyId: number;
  code: string | null;
  kind: number;
  documentDate: string;
  warehouseId: number;
  toWarehouseId: number | null;
}

/** A move about to be written: which way, how much, and its value (for goods coming in) or how to value it. */
interface PlannedMove {
  productId: number;
  warehouseId: number;
  lineId: number | null;
  /** positive; the direction says which way */
  quantity: string;
  direction: 'in' | 'out';
  /** the value of goods coming in (out moves are valued by the ledger) */
  value?: string;
  isReversal?: boolean;
  /** a FIFO layer to empty (the reversal of a FIFO receipt) */
  emptyLayerOf?: number;
  /** the takes to give back to their layers (the reversal of a FIFO issue) */
  giveBackTakesOf?: number;
  /** the sequence of the move a reversal undoes */
  reversedSeq?: number;
}

const key = (productId: number, warehouseId: number) => `${productId}:${warehouseId}`;
const day = (v: unknown): string => isoDay(v)!;
const jalali = (iso: string) => {
  const d = isoDateToJalali(iso);
  return d ? jalaliDayText(d) : iso;
};

/**
 * The stock ledger (docs/warehouse.md, research/stock.md §4–5): posting and reversing stock documents.
 *
 * Every posting locks the balance rows of the pairs it touches (one per product and warehouse, made first with
 * `INSERT … ON CONFLICT DO NOTHING`, then locked in key order with `FOR UPDATE`), so two postings of one pair run
 * one after the other and the second sees what the first left: twenty issues of the last units cannot oversell,
 * and two documents locking the same pairs cannot deadlock. Each move is valued by `@karsaz/domain`'s
 * stock-valuation (weighted average per pair, or FIFO layers), appended to `stock_move` with the pair's running
 * balance, and the balance row is updated; all in the workflow step's transaction.
 */
/**
 * The voucher each kind of stock document posts to the general ledger, as the purposes of the company's account
 * settings: [debit, credit]. Goods received are owed to the supplier once billed (ERPNext's "stock received but not
 * billed"), goods issued are consumed, a correction meets the inventory differences; transfers and temporary
 * deliveries move no value between accounts.
 */
const STOCK_VOUCHER: Partial<Record<number, [number, number]>> = {
  [STOCK_KIND.receipt]: [ACCOUNT_PURPOSE.inventory, ACCOUNT_PURPOSE.receivedNotBilled],
  [STOCK_KIND.issue]: [ACCOUNT_PURPOSE.consumption, ACCOUNT_PURPOSE.inventory],
  [STOCK_KIND.returnIn]: [ACCOUNT_PURPOSE.inventory, ACCOUNT_PURPOSE.consumption],
  [STOCK_KIND.returnOut]: [ACCOUNT_PURPOSE.receivedNotBilled, ACCOUNT_PURPOSE.inventory],
  [STOCK_KIND.correctionIn]: [ACCOUNT_PURPOSE.inventory, ACCOUNT_PURPOSE.inventoryAdjustment],
  [STOCK_KIND.correctionOut]: [ACCOUNT_PURPOSE.inventoryAdjustment, ACCOUNT_PURPOSE.inventory],
};

@Injectable()
export class StockLedger {
  /** the general ledger's posting service (absent where the seed posts its demo: no vouchers then) */
  constructor(@Optional() private readonly finance?: FinancePosting) {}

  /** Posts a stock document: its moves, their values, the balances; the outgoing lines learn their amounts. */
  /**
   * Posts a document. `byApproval`: the posting follows an approval chain's decision (a count's correction approved
   * by the warehouse manager), so the approver need not be the warehouse's keeper or one of its allowed people.
   */
  async post(tx: Tx, documentId: number, p: Principal, options: { byApproval?: boolean } = {}): Promise<void> {
    const doc = await this.head(tx, documentId);
    const lines = await tx.stockDocumentLine.findMany({ where: { stockDocumentId: documentId }, orderBy: { id: 'asc' } });
    const direction = KIND_DIRECTION[doc.kind];
    const planned: PlannedMove[] = [];
    for (const line of lines) {
      const quantity = String(line.baseQuantity ?? line.quantity);
      if (direction === DIRECTION.in) {
        planned.push({ productId: line.productId, warehouseId: doc.warehouseId, lineId: line.id, quantity, direction: 'in', value: line.unitCost === null ? undefined : incomingValue(quantity, String(line.unitCost)) });
      } else {
        planned.push({ productId: line.productId, warehouseId: doc.warehouseId, lineId: line.id, quantity, direction: 'out' });
        // a transfer's goods come into the destination at the value they left the source with (filled in below)
        if (direction === DIRECTION.transfer) planned.push({ productId: line.productId, warehouseId: doc.toWarehouseId!, lineId: line.id, quantity, direction: 'in' });
      }
    }
    const written = await this.write(tx, doc, planned, doc.documentDate, p, undefined, options.byApproval);
    // a line's amount is what the ledger took out (or, for goods coming back at the average, brought in); the
    // header's total follows
    for (const line of lines) {
      if (direction === DIRECTION.in && line.unitCost !== null) continue;
      const move = written.find((w) => w.lineId === line.id && w.direction === (direction === DIRECTION.in ? 'in' : 'out'))!;
      await tx.stockDocumentLine.update({ where: { id: line.id }, data: { amount: move.value, unitCost: unitCostOf(move.quantity, move.value) } });
    }
    const total = written.filter((w) => (direction === DIRECTION.in ? w.direction === 'in' : w.direction === 'out')).reduce((a, w) => decimalAdd(a, w.value), '0');
    await tx.stockDocument.update({ where: { id: documentId }, data: { totalAmount: total, postedAt: new Date() } });
    await this.toGeneralLedger(tx, doc, total, p);
  }

  /** The document's voucher, through the posting service: once per document, when the company maps its accounts. */
  private async toGeneralLedger(tx: Tx, doc: DocumentHead, total: string, p: Principal): Promise<void> {
    const purposes = STOCK_VOUCHER[doc.kind];
    if (!this.finance || !purposes || decimalCompare(total, '0') === 0) return;
    await this.finance.post(tx, {
      sourceType: 'stockdocument', sourceId: doc.id, date: doc.documentDate, userId: p.clientId ? null : p.subjectId || null,
      description: `سند انبار ${toPersianDigits(doc.code ?? doc.id)}`,
      lines: [{ purpose: purposes[0], debit: total, credit: '0' }, { purpose: purposes[1], debit: '0', credit: total }],
    });
  }

  /**
   * Reverses a posted document: the opposite of each of its moves, newest first, dated today (or the pair's last
   * date if later). Exact when nothing moved the pair since: the balance returns to what it was before the
   * posting. Otherwise a weighted-average receipt is taken out at the current average, and a FIFO receipt whose
   * goods were issued since cannot be reversed (422: reverse those issues first, or return the goods).
   */
  async reverse(tx: Tx, documentId: number, p: Principal): Promise<void> {
    const doc = await this.head(tx, documentId);
    const moves = await tx.$queryRawUnsafe<{ id: number; productId: number; warehouseId: number; quantity: string; value: string; seq: number; lineId: number | null }[]>(
      `SELECT id, product_id AS "productId", warehouse_id AS "warehouseId", quantity::text, value::text, seq, NULL::int AS "lineId"
         FROM stock_move WHERE company_id = $1 AND stock_document_id = $2 AND NOT is_reversal ORDER BY id DESC`,
      doc.companyId, documentId,
    );
    const planned: PlannedMove[] = moves.map((m) => {
      const wasIn = decimalCompare(m.quantity, '0') > 0;
      const quantity = wasIn ? m.quantity : decimalSubtract('0', m.quantity);
      return wasIn
        ? { productId: m.productId, warehouseId: m.warehouseId, lineId: null, quantity, direction: 'out', isReversal: true, emptyLayerOf: m.id, value: m.value, reversedSeq: m.seq }
        : { productId: m.productId, warehouseId: m.warehouseId, lineId: null, quantity, direction: 'in', isReversal: true, giveBackTakesOf: m.id, value: decimalSubtract('0', m.value) };
    });
    // what else moved each pair after this document: an exact reversal needs nothing
    const later = await tx.$queryRawUnsafe<{ productId: number; warehouseId: number; seq: number }[]>(
      `SELECT product_id AS "productId", warehouse_id AS "warehouseId", max(seq) AS seq FROM stock_move
        WHERE company_id = $1 AND (product_id, warehouse_id) IN (SELECT product_id, warehouse_id FROM stock_move WHERE company_id = $1 AND stock_document_id = $2)
          AND stock_document_id <> $2 GROUP BY product_id, warehouse_id`,
      doc.companyId, documentId,
    );
    const lastOther = new Map(later.map((l) => [key(l.productId, l.warehouseId), l.seq]));
    const today = tehranDate(new Date());
    await this.write(tx, doc, planned, today, p, lastOther);
    await this.finance?.reverseSource(tx, 'stockdocument', documentId, p.clientId ? null : p.subjectId || null, `برگشت سند انبار ${toPersianDigits(doc.code ?? doc.id)}`);
  }

  private async head(tx: Tx, id: number): Promise<DocumentHead> {
    const [doc] = await tx.$queryRawUnsafe<DocumentHead[]>(
      `SELECT id, company_id AS "companyId", code, kind, document_date::text AS "documentDate", warehouse_id AS "warehouseId", to_warehouse_id AS "toWarehouseId"
         FROM stock_document WHERE id = $1`,
      id,
    );
    return doc!;
  }

  /** Locks the pairs, values and appends the moves, updates the balances; answers each move with its value. */
  private async write(
    tx: Tx,
    doc: DocumentHead,
    planned: PlannedMove[],
    date: string,
    p: Principal,
    lastOther?: Map<string, number>,
    byApproval = false,
  ): Promise<(PlannedMove & { value: string; moveId: number })[]> {
    const companyId = doc.companyId;
    const pairs = [...new Map(planned.map((m) => [key(m.productId, m.warehouseId), [m.productId, m.warehouseId] as const])).values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    // the pairs' rows exist before they are locked (a locking read of a missing row locks nothing)
    for (const [productId, warehouseId] of pairs) {
      await tx.$executeRawUnsafe(
        `INSERT INTO stock_balance (company_id, product_id, warehouse_id, updated_at) VALUES ($1, $2, $3, now()) ON CONFLICT (company_id, product_id, warehouse_id) DO NOTHING`,
        companyId, productId, warehouseId,
      );
    }
    const locked = await tx.$queryRawUnsafe<LockedBalance[]>(
      `SELECT id, product_id AS "productId", warehouse_id AS "warehouseId", quantity::text, value::text, last_seq AS "lastSeq", last_date::text AS "lastDate"
         FROM stock_balance WHERE company_id = $1 AND (product_id, warehouse_id) IN (SELECT * FROM unnest($2::int[], $3::int[]))
        ORDER BY product_id, warehouse_id FOR UPDATE`,
      companyId, pairs.map((x) => x[0]), pairs.map((x) => x[1]),
    );
    const balances = new Map(locked.map((b) => [key(b.productId, b.warehouseId), { ...b }]));
    const products = await this.products(tx, companyId, pairs.map((x) => x[0]));
    const warehouses = new Map((await tx.warehouse.findMany({ where: { id: { in: pairs.map((x) => x[1]) } }, select: { id: true, name: true } })).map((w) => [w.id, w.name]));
    const isReversal = planned.some((m) => m.isReversal);
    if (!isReversal && !byApproval) await this.mayPost(tx, doc, p);

    // a document is dated on or after the last move of each of its pairs (no back-dating inside the ledger)
    let moveDate = date;
    for (const b of balances.values()) {
      if (b.lastDate && b.lastDate > moveDate) {
        if (isReversal) moveDate = b.lastDate;
        else {
          const product = products.get(b.productId)!;
          throw businessRule(
            { fa: `گردش دیگری از «${product.name}» در انبار «${warehouses.get(b.warehouseId)}» به تاریخ ${jalali(b.lastDate)} ثبت شده است؛ تاریخ سند نمی‌تواند پیش از آن باشد.`, en: `A later move of “${product.name}” in “${warehouses.get(b.warehouseId)}” is dated ${b.lastDate}; the document cannot be dated before it.` },
            `back-dated before ${b.lastDate}`,
          );
        }
      }
    }

    const out: (PlannedMove & { value: string; moveId: number })[] = [];
    for (const m of planned) {
      const b = balances.get(key(m.productId, m.warehouseId))!;
      const product = products.get(m.productId)!;
      const fifo = product.valuation === VALUATION.fifo;
      let value: string;
      let takes: { layerId: number; quantity: string; value: string }[] = [];
      if (m.direction === 'in') {
        // a transfer's incoming half takes the value its outgoing half left with
        const transferred = m.lineId !== null ? out.find((o) => o.lineId === m.lineId && o.direction === 'out')?.value : undefined;
        // goods coming back without a cost (a return to the warehouse) come in at the pair's current average
        value = m.value ?? transferred ?? averageIssueValue({ quantity: b.quantity, value: b.value }, m.quantity, decimalCompare(m.quantity, b.quantity) > 0 ? await this.lastCost(tx, companyId, m.productId, m.warehouseId) : '0');
      } else if (m.emptyLayerOf !== undefined) {
        value = await this.reverseIncoming(tx, m, b, product, fifo, lastOther!, warehouses.get(m.warehouseId)!);
      } else {
        const after = decimalSubtract(b.quantity, m.quantity);
        if (decimalCompare(after, '0') < 0 && !(product.allowNegative && !fifo)) throw this.short(product, warehouses.get(m.warehouseId)!, b.quantity, m.quantity);
        if (fifo) {
          const layers = await tx.$queryRawUnsafe<FifoLayerAmounts[]>(
            `SELECT id, remaining_qty::text AS "remainingQty", remaining_value::text AS "remainingValue" FROM stock_layer
              WHERE company_id = $1 AND product_id = $2 AND warehouse_id = $3 AND remaining_qty > 0 ORDER BY id`,
            companyId, m.productId, m.warehouseId,
          );
          const issue = fifoIssue(layers, m.quantity);
          if (!issue) throw this.short(product, warehouses.get(m.warehouseId)!, b.quantity, m.quantity);
          value = issue.value;
          takes = issue.takes;
        } else {
          // the pair's last cost is needed only for what goes beyond the quantity on hand
          const beyond = decimalCompare(m.quantity, b.quantity) > 0;
          value = averageIssueValue({ quantity: b.quantity, value: b.value }, m.quantity, beyond ? await this.lastCost(tx, companyId, m.productId, m.warehouseId) : '0');
        }
      }
      const signedQty = m.direction === 'in' ? m.quantity : decimalSubtract('0', m.quantity);
      const signedValue = m.direction === 'in' ? value : decimalSubtract('0', value);
      b.quantity = decimalAdd(b.quantity, signedQty);
      b.value = decimalAdd(b.value, signedValue);
      b.lastSeq += 1;
      b.lastDate = moveDate;
      const [row] = await tx.$queryRawUnsafe<{ id: number }[]>(
        `INSERT INTO stock_move (company_id, product_id, warehouse_id, move_date, seq, stock_document_id, document_code, kind, is_reversal,
                                 qty_in, qty_out, quantity, value, unit_cost, qty_after, value_after, created_by, updated_at)
         VALUES ($1, $2, $3, $4::date, $5, $6, $7, $8, $9, $10::numeric, $11::numeric, $12::numeric, $13::numeric, $14::numeric, $15::numeric, $16::numeric, $17, now())
         RETURNING id`,
        companyId, m.productId, m.warehouseId, moveDate, b.lastSeq, doc.id, doc.code, doc.kind, !!m.isReversal,
        m.direction === 'in' ? m.quantity : null, m.direction === 'out' ? m.quantity : null, signedQty, signedValue, unitCostOf(m.quantity, value), b.quantity, b.value, p.subjectId,
      );
      const moveId = row!.id;
      if (m.direction === 'in' && fifo) {
        if (m.giveBackTakesOf !== undefined) await this.giveBack(tx, m.giveBackTakesOf);
        else await tx.$executeRawUnsafe(
          `INSERT INTO stock_layer (company_id, product_id, warehouse_id, stock_move_id, quantity, remaining_qty, remaining_value) VALUES ($1, $2, $3, $4, $5::numeric, $5::numeric, $6::numeric)`,
          companyId, m.productId, m.warehouseId, moveId, m.quantity, value,
        );
      }
      for (const t of takes) {
        await tx.$executeRawUnsafe(`UPDATE stock_layer SET remaining_qty = remaining_qty - $2::numeric, remaining_value = remaining_value - $3::numeric WHERE id = $1`, t.layerId, t.quantity, t.value);
        await tx.$executeRawUnsafe(`INSERT INTO stock_layer_take (stock_layer_id, stock_move_id, quantity, value) VALUES ($1, $2, $3::numeric, $4::numeric)`, t.layerId, moveId, t.quantity, t.value);
      }
      out.push({ ...m, value, moveId });
    }
    for (const b of balances.values()) {
      await tx.$executeRawUnsafe(
        `UPDATE stock_balance SET quantity = $2::numeric, value = $3::numeric, last_seq = $4, last_date = $5::date, updated_at = now() WHERE id = $1`,
        b.id, b.quantity, b.value, b.lastSeq, b.lastDate,
      );
    }
    return out;
  }

  /** Takes a receipt's goods back out: exactly what it brought when nothing moved the pair since. */
  private async reverseIncoming(tx: Tx, m: PlannedMove, b: LockedBalance, product: ProductInfo, fifo: boolean, lastOther: Map<string, number>, warehouseName: string): Promise<string> {
    const untouched = (lastOther.get(key(m.productId, m.warehouseId)) ?? 0) < (m.reversedSeq ?? 0);
    if (fifo) {
      const [layer] = await tx.$queryRawUnsafe<{ id: number; quantity: string; remainingQty: string; remainingValue: string }[]>(
        `SELECT id, quantity::text, remaining_qty::text AS "remainingQty", remaining_value::text AS "remainingValue" FROM stock_layer WHERE stock_move_id = $1`,
        m.emptyLayerOf,
      );
      if (!layer || decimalCompare(layer.remainingQty, layer.quantity) !== 0) {
        throw businessRule(
          { fa: `بخشی از «${product.name}» این سند (روش FIFO) پس از آن صادر شده است؛ نخست اسناد خروج آن را برگشت بزنید یا سند برگشت به تأمین‌کننده ثبت کنید.`, en: `Some of “${product.name}” from this document (FIFO) has been issued since; reverse those issues first, or post a return to the supplier.` },
          'fifo layer consumed',
        );
      }
      await tx.$executeRawUnsafe(`UPDATE stock_layer SET remaining_qty = 0, remaining_value = 0 WHERE id = $1`, layer.id);
      return layer.remainingValue;
    }
    if (decimalCompare(b.quantity, m.quantity) < 0 && !product.allowNegative) throw this.short(product, warehouseName, b.quantity, m.quantity);
    if (untouched) return m.value!;
    return averageIssueValue({ quantity: b.quantity, value: b.value }, m.quantity);
  }

  /** Gives the takes of a reversed FIFO issue back to their layers. */
  private async giveBack(tx: Tx, moveId: number): Promise<void> {
    await tx.$executeRawUnsafe(
      `UPDATE stock_layer l SET remaining_qty = l.remaining_qty + t.quantity, remaining_value = l.remaining_value + t.value
         FROM (SELECT stock_layer_id, sum(quantity) AS quantity, sum(value) AS value FROM stock_layer_take WHERE stock_move_id = $1 GROUP BY stock_layer_id) t
        WHERE l.id = t.stock_layer_id`,
      moveId,
    );
  }

  /** The pair's last known unit cost (its last incoming move's), for goods issued beyond what is on hand. */
  private async lastCost(tx: Tx, companyId: number, productId: number, warehouseId: number): Promise<string> {
    const [row] = await tx.$queryRawUnsafe<{ cost: string | null }[]>(
      `SELECT unit_cost::text AS cost FROM stock_move WHERE company_id = $1 AND product_id = $2 AND warehouse_id = $3 AND quantity > 0 ORDER BY seq DESC LIMIT 1`,
      companyId, productId, warehouseId,
    );
    return row?.cost ?? '0';
  }

  private async products(tx: Tx, companyId: number, ids: number[]): Promise<Map<number, ProductInfo>> {
    const rows = await tx.$queryRawUnsafe<ProductInfo[]>(
      `SELECT id, name, code, valuation_method AS valuation, allow_negative AS "allowNegative" FROM product WHERE company_id = $1 AND id = ANY($2::int[])`,
      companyId, ids,
    );
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** The warehouses' keepers and allowed people may post; a warehouse that names nobody lets every holder of the action. */
  private async mayPost(tx: Tx, doc: DocumentHead, p: Principal): Promise<void> {
    const ids = [doc.warehouseId, ...(doc.toWarehouseId && doc.kind === STOCK_KIND.transfer ? [doc.toWarehouseId] : [])];
    for (const id of ids) {
      const w = await tx.warehouse.findUnique({ where: { id }, select: { name: true, keeperId: true, allowedPersonLinks: { select: { targetId: true } } } });
      if (!w) continue;
      const people = [...(w.keeperId ? [w.keeperId] : []), ...w.allowedPersonLinks.map((a) => a.targetId)];
      if (people.length && !(p.thirdPartyId && people.includes(p.thirdPartyId))) {
        throw businessRule(
          { fa: `شما انباردار یا کاربر مجاز انبار «${w.name}» نیستید.`, en: `You are neither the keeper nor an allowed person of the warehouse “${w.name}”.` },
          'not allowed in warehouse',
        );
      }
    }
  }

  private short(product: ProductInfo, warehouseName: string, held: string, wanted: string) {
    const onHand = toDecimalString(held)!;
    const asked = toDecimalString(wanted)!;
    return businessRule(
      { fa: `موجودی «${product.name}» در انبار «${warehouseName}» ${onHand} است و ${asked} خواسته شده است.`, en: `“${product.name}” has ${onHand} on hand in “${warehouseName}”; ${asked} was asked for.` },
      `insufficient stock ${product.code}`,
    );
  }
}

