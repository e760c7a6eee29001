import { decimalAdd, decimalCompare, decimalMulDiv, decimalRound, decimalSubtract, decimalMultiply } from './decimal';

/**
 * The arithmetic of the stock ledger (research/stock.md §5, docs/warehouse.md), on exact decimal strings: quantities
 * with four places, values in whole rials. Amounts are the authority and rates are derived: a weighted-average
 * issue takes `round(value × q ÷ quantity)` of the balance, a FIFO issue takes `round(remaining value × take ÷
 * remaining quantity)` of each layer, oldest first, and taking the last of a balance or a layer takes all of its
 * value. So the values issued add up to the values received, to the rial, and the balance's value is always the sum
 * of its moves (and of its FIFO layers' remainders).
 */

export const VALUE_SCALE = 0;
export const QUANTITY_SCALE = 4;

export interface StockBalanceAmounts {
  quantity: string;
  value: string;
}

export interface FifoLayerAmounts {
  id: number;
  remainingQty: string;
  remainingValue: string;
}

export interface LayerTake {
  layerId: number;
  quantity: string;
  value: string;
}

const isZero = (v: string) => decimalCompare(v, '0') === 0;
const positive = (v: string) => decimalCompare(v, '0') > 0;

/** The value of goods coming in: quantity × unit cost, in whole rials. */
export function incomingValue(quantity: string, unitCost: string): string {
  return decimalRound(decimalMultiply(quantity, unitCost), VALUE_SCALE);
}

/** The unit cost shown beside a move (value ÷ quantity, four places); never stored as an authority. */
export function unitCostOf(quantity: string, value: string): string | null {
  if (isZero(quantity)) return null;
  const q = quantity.startsWith('-') ? quantity.slice(1) : quantity;
  const v = value.startsWith('-') ? value.slice(1) : value;
  return decimalMulDiv(v, '1', q, QUANTITY_SCALE);
}

/**
 * The value a weighted-average issue of `quantity` takes from `balance`: its share of the value, or all of it when
 * the issue takes the last units. Beyond what is on hand (a product allowed below zero) the rest is valued at
 * `fallbackUnitCost` (the pair's last known cost).
 */
export function averageIssueValue(balance: StockBalanceAmounts, quantity: string, fallbackUnitCost = '0'): string {
  const onHand = balance.quantity;
  if (positive(onHand)) {
    const cmp = decimalCompare(quantity, onHand);
    if (cmp < 0) return decimalMulDiv(balance.value, quantity, onHand, VALUE_SCALE);
    if (cmp === 0) return balance.value;
    // beyond what is on hand: all of the balance's value and the rest at the fallback cost
    return decimalAdd(balance.value, incomingValue(decimalSubtract(quantity, onHand), fallbackUnitCost));
  }
  return incomingValue(quantity, fallbackUnitCost);
}

/**
 * A FIFO issue of `quantity` from `layers` (oldest first, each with something left): what it takes from each and the
 * value in all. Null when the layers hold less than asked (FIFO products never go below zero).
 */
export function fifoIssue(layers: readonly FifoLayerAmounts[], quantity: string): { value: string; takes: LayerTake[] } | null {
  let need = quantity;
  let value = '0';
  const takes: LayerTake[] = [];
  for (const layer of layers) {
    if (!positive(need)) break;
    if (!positive(layer.remainingQty)) continue;
    const all = decimalCompare(need, layer.remainingQty) >= 0;
    const take = all ? layer.remainingQty : need;
    const takeValue = all ? layer.remainingValue : decimalMulDiv(layer.remainingValue, take, layer.remainingQty, VALUE_SCALE);
    takes.push({ layerId: layer.id, quantity: take, value: takeValue });
    value = decimalAdd(value, takeValue);
    need = decimalSubtract(need, take);
  }
  return positive(need) ? null : { value, takes };
}
