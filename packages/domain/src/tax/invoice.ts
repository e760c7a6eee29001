import { decimalAdd, decimalCompare, decimalMulDiv, decimalMultiply, decimalRound, decimalSubtract, decimalSum } from '../decimal';
import { daysSinceEpoch, isValidTaxId, moadiyanInvoiceNumber, parseTaxId } from './tax-id';

/**
 * A sale invoice in the tax authority's format (سامانهٔ مودیان, the "standard invoice" JSON of its SDK): a
 * `header` and a `body` of lines, money in whole rials. `buildMoadiyanInvoice` works out every amount from the
 * quantities, prices, discounts and rates (exact, decimal.js, half-up to the rial), and `checkMoadiyanInvoice`
 * answers what is wrong with one (sums that do not agree, a bad tax ID, a missing buyer of a type 1 invoice), so
 * the API refuses to prepare a bad invoice and the test double refuses to accept one.
 */

/** نوع صورتحساب: type 1 names its buyer, type 2 does not. */
export const MOADIYAN_INVOICE_TYPE = { withBuyer: 1, withoutBuyer: 2 } as const;
/** موضوع صورتحساب: original, correction, cancellation, return of goods sold. */
export const MOADIYAN_SUBJECT = { original: 1, correction: 2, cancellation: 3, saleReturn: 4 } as const;
/** روش تسویه: cash, credit, part cash part credit. */
export const MOADIYAN_SETTLEMENT = { cash: 1, credit: 2, mixed: 3 } as const;
/** نوع خریدار: a person, a company. */
export const MOADIYAN_BUYER_TYPE = { person: 1, company: 2 } as const;
/** الگوی صورتحساب: the sale pattern. */
export const MOADIYAN_PATTERN_SALE = 1;

export interface MoadiyanLineInput {
  /** شناسهٔ کالا/خدمت: the authority's 13-digit code */
  goodsCode: string;
  title: string;
  /** the authority's unit code */
  unitCode: string;
  quantity: string;
  /** the unit price in rials */
  unitPrice: string;
  discount?: string | null;
  /** the VAT rate in percent */
  vatRate: string;
}

export interface MoadiyanInvoiceInput {
  taxId: string;
  /** the invoice date, an ISO day */
  invoiceDate: string;
  serial: number;
  type: number;
  subject: number;
  settlement: number;
  /** the seller's economic code (tins) */
  sellerEconomicCode: string;
  /** the cash part of a mixed settlement */
  cashAmount?: string | null;
  /** the invoice corrected, cancelled or returned (irtaxid) */
  referenceTaxId?: string | null;
  buyer?: { type: number; nationalId?: string | null; economicCode?: string | null; postalCode?: string | null } | null;
  lines: readonly MoadiyanLineInput[];
}

export interface MoadiyanHeader {
  taxid: string;
  indatim: number;
  indati2m: number;
  inty: number;
  inno: string;
  irtaxid: string | null;
  inp: number;
  ins: number;
  tins: string;
  tob: number | null;
  bid: string | null;
  tinb: string | null;
  bpc: string | null;
  tprdis: number;
  tdis: number;
  tadis: number;
  tvam: number;
  todam: number;
  tbill: number;
  setm: number;
  cap: number;
  insp: number;
  tvop: number;
}

export interface MoadiyanBodyItem {
  sstid: string;
  sstt: string;
  am: number;
  mu: string;
  fee: number;
  prdis: number;
  dis: number;
  adis: number;
  vra: number;
  vam: number;
  tsstam: number;
}

export interface MoadiyanInvoice {
  header: MoadiyanHeader;
  body: MoadiyanBodyItem[];
}

/** The amounts of one line, as decimal strings in rials. */
export interface MoadiyanLineAmounts {
  /** مبلغ قبل از تخفیف: quantity × unit price */
  gross: string;
  discount: string;
  /** مبلغ بعد از تخفیف */
  net: string;
  /** مبلغ مالیات بر ارزش افزوده */
  vat: string;
  /** مبلغ کل کالا/خدمت */
  total: string;
}

/** A line's amounts: quantity × price rounded to the rial, less the discount, its VAT rounded to the rial. */
export function moadiyanLineAmounts(line: Pick<MoadiyanLineInput, 'quantity' | 'unitPrice' | 'discount' | 'vatRate'>): MoadiyanLineAmounts {
  const gross = decimalRound(decimalMultiply(line.quantity, line.unitPrice), 0);
  const discount = decimalRound(line.discount || '0', 0);
  const net = decimalSubtract(gross, discount);
  const vat = decimalMulDiv(net, line.vatRate, 100, 0);
  return { gross, discount, net, vat, total: decimalAdd(net, vat) };
}

/** A decimal as a JSON number, refused when a double cannot carry it exactly. */
function num(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || String(n) !== value.replace(/^(-?)0+(?=\d)/, '$1')) throw new RangeError(`an amount a JSON number cannot carry exactly: ${value}`);
  return n;
}

/** The invoice in the authority's JSON, every amount worked out from the lines. */
export function buildMoadiyanInvoice(input: MoadiyanInvoiceInput): MoadiyanInvoice {
  const body: MoadiyanBodyItem[] = input.lines.map((l) => {
    const a = moadiyanLineAmounts(l);
    return {
      sstid: l.goodsCode, sstt: l.title, am: num(decimalRound(l.quantity, 8)), mu: l.unitCode, fee: num(decimalRound(l.unitPrice, 0)),
      prdis: num(a.gross), dis: num(a.discount), adis: num(a.net), vra: num(l.vatRate), vam: num(a.vat), tsstam: num(a.total),
    };
  });
  const sum = (k: keyof MoadiyanBodyItem) => decimalSum(body.map((b) => String(b[k])));
  const tbill = sum('tsstam');
  const cash = input.settlement === MOADIYAN_SETTLEMENT.cash ? tbill : input.settlement === MOADIYAN_SETTLEMENT.credit ? '0' : decimalRound(input.cashAmount || '0', 0);
  const at = Date.UTC(1970, 0, 1) + daysSinceEpoch(input.invoiceDate) * 86_400_000;
  const withBuyer = input.type === MOADIYAN_INVOICE_TYPE.withBuyer && input.buyer;
  return {
    header: {
      taxid: input.taxId,
      indatim: at,
      indati2m: at,
      inty: input.type,
      inno: moadiyanInvoiceNumber(input.serial),
      irtaxid: input.subject === MOADIYAN_SUBJECT.original ? null : input.referenceTaxId ?? null,
      inp: MOADIYAN_PATTERN_SALE,
      ins: input.subject,
      tins: input.sellerEconomicCode,
      tob: withBuyer ? input.buyer!.type : null,
      bid: withBuyer ? input.buyer!.nationalId || null : null,
      tinb: withBuyer ? input.buyer!.economicCode || input.buyer!.nationalId || null : null,
      bpc: withBuyer ? input.buyer!.postalCode || null : null,
      tprdis: num(sum('prdis')),
      tdis: num(sum('dis')),
      tadis: num(sum('adis')),
      tvam: num(sum('vam')),
      todam: 0,
      tbill: num(tbill),
      setm: input.settlement,
      cap: num(cash),
      insp: num(decimalSubtract(tbill, cash)),
      tvop: num(sum('vam')),
    },
    body,
  };
}

/** What is wrong with an invoice in the authority's format: `{ path, problem }`, none when it is sound. */
export interface MoadiyanProblem {
  path: string;
  problem: string;
}

/** Every problem of an invoice: its tax ID, its buyer, each line's arithmetic and the header's sums. */
export function checkMoadiyanInvoice(invoice: MoadiyanInvoice): MoadiyanProblem[] {
  const out: MoadiyanProblem[] = [];
  const h = invoice.header;
  const parsed = parseTaxId(h.taxid ?? '');
  if (!isValidTaxId(h.taxid ?? '')) out.push({ path: 'header.taxid', problem: 'the tax ID is not 22 characters with a valid check digit' });
  else if (parsed && parsed.days !== Math.floor(h.indatim / 86_400_000)) out.push({ path: 'header.taxid', problem: 'the tax ID is not of the invoice date' });
  else if (parsed && moadiyanInvoiceNumber(parsed.serial) !== h.inno) out.push({ path: 'header.inno', problem: 'the invoice number is not the tax ID’s serial' });
  if (!/^\d{10,14}$/.test(h.tins ?? '')) out.push({ path: 'header.tins', problem: 'the seller’s economic code is 10 to 14 digits' });
  if (h.inty === MOADIYAN_INVOICE_TYPE.withBuyer) {
    if (!h.tob) out.push({ path: 'header.tob', problem: 'a type 1 invoice names its buyer’s type' });
    if (!h.tinb && !h.bid) out.push({ path: 'header.tinb', problem: 'a type 1 invoice names its buyer’s economic code or national id' });
  }
  if (h.ins !== MOADIYAN_SUBJECT.original && !(h.irtaxid && isValidTaxId(h.irtaxid))) out.push({ path: 'header.irtaxid', problem: 'a correction, cancellation or return names the tax ID of the invoice it concerns' });
  if (!invoice.body.length) out.push({ path: 'body', problem: 'an invoice has at least one line' });
  invoice.body.forEach((b, i) => {
    const at = `body[${i}]`;
    if (!/^\d{13}$/.test(b.sstid ?? '')) out.push({ path: `${at}.sstid`, problem: 'a goods or service code is 13 digits' });
    if (!b.mu) out.push({ path: `${at}.mu`, problem: 'a line names the authority’s unit' });
    const a = moadiyanLineAmounts({ quantity: String(b.am), unitPrice: String(b.fee), discount: String(b.dis), vatRate: String(b.vra) });
    const expect: [keyof MoadiyanBodyItem, string][] = [['prdis', a.gross], ['adis', a.net], ['vam', a.vat], ['tsstam', a.total]];
    for (const [k, v] of expect) if (decimalCompare(String(b[k]), v) !== 0) out.push({ path: `${at}.${k}`, problem: `${k} is ${b[k]}, not ${v}` });
    if (decimalCompare(String(b.dis), String(b.prdis)) > 0) out.push({ path: `${at}.dis`, problem: 'the discount is more than the amount' });
  });
  const sums: [keyof MoadiyanHeader, keyof MoadiyanBodyItem][] = [['tprdis', 'prdis'], ['tdis', 'dis'], ['tadis', 'adis'], ['tvam', 'vam'], ['tbill', 'tsstam']];
  for (const [hk, bk] of sums) {
    const total = decimalSum(invoice.body.map((b) => String(b[bk])));
    if (decimalCompare(String(h[hk]), total) !== 0) out.push({ path: `header.${hk}`, problem: `${hk} is ${h[hk]}, the lines sum to ${total}` });
  }
  if (decimalCompare(decimalAdd(String(h.cap), String(h.insp)), String(h.tbill)) !== 0) out.push({ path: 'header.cap', problem: 'the cash and credit parts do not make the bill' });
  return out;
}
