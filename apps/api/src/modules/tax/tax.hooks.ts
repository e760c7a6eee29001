import { Inject, Injectable } from '@nestjs/common';
import { buildMoadiyanInvoice, calculateDocument, checkMoadiyanInvoice, decimalCompare, isValidTaxId, moadiyanLineAmounts, moadiyanTaxId, toDecimalString, MOADIYAN_SETTLEMENT, type MoadiyanInvoice as AuthorityInvoice } from '@karsaz/domain';
import { MOADIYAN_STATE } from '@karsaz/entities';
import type { MoadiyanInvoice, MoadiyanProduct, MoadiyanService, MoadiyanSetting, Prisma } from '../../generated/prisma/client';
import type { Principal } from '../../core/auth/principal';
import { calculationOf } from '../../core/entity/document-lines';
import { EntityHooks, type DeleteContext, type SaveContext, type SaveData, type TransitionContext } from '../../core/entity/hooks';
import { isoDay } from '../../core/entity/stored-values';
import { businessRule, fieldError, invalid, type RawFieldError } from '../../core/http/errors';
import { MOADIYAN_GATEWAY, type MoadiyanGateway } from './gateway';

type Tx = Prisma.TransactionClient;

interface JoinModel {
  findMany(args: object): Promise<{ targetId: number; owner: { code: string } }[]>;
}

/**
 * One code an item within a company: after the set is written (in the save's transaction), any item of it that
 * another code of the company holds is a 400 on the set's field naming that code, and the save rolls back.
 */
async function refuseHeld(tx: Tx, field: string, ownerId: number, join: JoinModel, what: string): Promise<void> {
  const mine = await join.findMany({ where: { ownerId }, select: { targetId: true, owner: { select: { code: true, companyId: true } } } });
  if (!mine.length) return;
  const companyId = (mine[0]!.owner as unknown as { companyId: number }).companyId;
  const held = await join.findMany({ where: { targetId: { in: mine.map((m) => m.targetId) }, ownerId: { not: ownerId }, owner: { companyId } }, select: { targetId: true, owner: { select: { code: true } } } });
  if (held.length) throw invalid([fieldError(field, 'hasMoadiyanCode', `a ${what} already has the code ${held[0]!.owner.code}`, [held[0]!.owner.code])]);
}

/**
 * A goods code (شناسهٔ کالا): a product has one code at most (400 on `productIds` naming the code that holds
 * it), and the mapping keeps `product.moadiyanCode` in step: the products of the code get it, products taken off
 * (or of a deleted code) lose it.
 */
@EntityHooks('moadiyanproduct')
@Injectable()
export class MoadiyanProductHooks implements EntityHooks<MoadiyanProduct> {
  async afterSave(row: { id: number }, { tx, before }: SaveContext<MoadiyanProduct>) {
    await refuseHeld(tx, 'productIds', row.id, tx.moadiyanProductProduct as unknown as JoinModel, 'product');
    const saved = await tx.moadiyanProduct.findUniqueOrThrow({ where: { id: row.id }, select: { code: true, companyId: true } });
    const ids = (await tx.moadiyanProductProduct.findMany({ where: { ownerId: row.id }, select: { targetId: true } })).map((x) => x.targetId);
    const codes = [...new Set([saved.code, before?.code].filter((c): c is string => !!c))];
    await tx.product.updateMany({ where: { companyId: saved.companyId, moadiyanCode: { in: codes }, id: { notIn: ids } }, data: { moadiyanCode: null } });
    if (ids.length) await tx.product.updateMany({ where: { id: { in: ids } }, data: { moadiyanCode: saved.code } });
  }

  async beforeDelete(row: MoadiyanProduct, { tx }: DeleteContext) {
    await tx.product.updateMany({ where: { companyId: row.companyId, moadiyanCode: row.code }, data: { moadiyanCode: null } });
  }
}

/** A service code (شناسهٔ خدمت): a service has one code at most. */
@EntityHooks('moadiyanservice')
@Injectable()
export class MoadiyanServiceHooks implements EntityHooks<MoadiyanService> {
  async afterSave(row: { id: number }, { tx }: SaveContext<MoadiyanService>) {
    // services are shared by every company: a service has one code in each company
    await refuseHeld(tx, 'serviceIds', row.id, tx.moadiyanServiceService as unknown as JoinModel, 'service');
  }
}

/** The memory ID is kept in capitals, as the authority writes it and the tax ID carries it. */
@EntityHooks('moadiyansetting')
@Injectable()
export class MoadiyanSettingHooks implements EntityHooks<MoadiyanSetting> {
  beforeSave(data: SaveData<MoadiyanSetting>) {
    if (typeof data.memoryId === 'string') data.memoryId = data.memoryId.toUpperCase();
  }
}

interface ItemCode {
  code: string;
  title: string;
  vatRate: string;
}

/** The rows by a key, the first row of a key kept (as `findFirst` would give one of them). */
function byKey<K, V>(rows: readonly V[], key: (row: V) => K): Map<K, V> {
  const map = new Map<K, V>();
  for (const row of rows) if (!map.has(key(row))) map.set(key(row), row);
  return map;
}

type ItemLine = { productId?: unknown; serviceId?: unknown };

/**
 * The authority's codes of an invoice's products and services, with their rates, read once for all its lines (two
 * queries at most): the answer gives a line's code, its product's if it names one, else its service's.
 */
async function codesOf(tx: Tx, companyId: number, lines: readonly ItemLine[]): Promise<(line: ItemLine) => ItemCode | null> {
  const productIds = [...new Set(lines.filter((l) => l.productId).map((l) => Number(l.productId)))];
  const serviceIds = [...new Set(lines.filter((l) => !l.productId && l.serviceId).map((l) => Number(l.serviceId)))];
  const products = productIds.length ? await tx.moadiyanProductProduct.findMany({ where: { targetId: { in: productIds }, owner: { companyId } }, include: { owner: true } }) : [];
  const services = serviceIds.length ? await tx.moadiyanServiceService.findMany({ where: { targetId: { in: serviceIds }, owner: { companyId } }, include: { owner: true } }) : [];
  const productCode = byKey(products, (m) => m.targetId);
  const serviceCode = byKey(services, (m) => m.targetId);
  const item = (m: { owner: Pick<MoadiyanProduct | MoadiyanService, 'code' | 'title' | 'vatRate'> } | undefined): ItemCode | null =>
    m ? { code: m.owner.code, title: m.owner.title, vatRate: toDecimalString(m.owner.vatRate)! } : null;
  return (line) => {
    if (line.productId) return item(productCode.get(Number(line.productId)));
    if (line.serviceId) return item(serviceCode.get(Number(line.serviceId)));
    return null;
  };
}

/**
 * The sale invoice to the authority (صورتحساب مودیان):
 * - on save, each line names a product or a service (one of them) that has an authority code, and takes its VAT
 *   rate from that code; the amounts and totals are worked out again with it (the kernel's one calculator);
 * - `prepare` gives the invoice the next serial of the company's memory and its tax ID, and writes it in the
 *   authority's JSON from the stored lines (the authority's units, the buyer's ids read from the third party),
 *   refusing an invoice whose sums would not agree;
 * - `send` hands it to the gateway (synchronously, inside the step: the test double answers at once) and, when the
 *   authority has decided, writes accepted or rejected with its answer and a step of the system in the history;
 * - `unprepare` and `revise` take the tax ID off again.
 */
@EntityHooks('moadiyaninvoice')
@Injectable()
export class MoadiyanInvoiceHooks implements EntityHooks<MoadiyanInvoice> {
  /** the rates found in beforeSave, written on the stored lines in afterSave (a line's rate is read-only to callers) */
  private readonly rates = new WeakMap<object, (string | null)[]>();

  constructor(@Inject(MOADIYAN_GATEWAY) private readonly gateway: MoadiyanGateway) {}

  async beforeSave(data: SaveData<MoadiyanInvoice>, { tx, lines, entity, principal }: SaveContext<MoadiyanInvoice>) {
    const ref = data.referenceTaxId;
    if (typeof ref === 'string' && ref) {
      data.referenceTaxId = ref.toUpperCase();
      if (!isValidTaxId(ref)) throw invalid([fieldError('referenceTaxId', 'taxId', 'not a tax ID of 22 characters with its check digit')]);
    }
    if (!lines) return;
    const errors: RawFieldError[] = [];
    const rates: (string | null)[] = [];
    const codeOf = await codesOf(tx, principal.companyId!, lines);
    for (const [i, line] of lines.entries()) {
      if (line.productId && line.serviceId) errors.push(fieldError(`lines[${i}].serviceId`, 'productOrService', 'a line names a product or a service, one of them'));
      // a draft may hold an item not mapped yet (no rate, no VAT): prepare refuses it
      rates.push(codeOf(line)?.vatRate ?? null);
    }
    if (errors.length) throw invalid(errors);
    const withRates = lines.map((l, i) => ({ ...l, vatRate: rates[i] }));
    const result = calculateDocument(data as Record<string, unknown>, withRates, calculationOf(entity)!);
    for (const [i, line] of lines.entries()) Object.assign(line as Record<string, unknown>, result.lines[i]);
    for (const f of ['totalGross', 'totalDiscount', 'totalNet', 'totalVat', 'totalAmount']) (data as Record<string, unknown>)[f] = result.header[f];
    this.rates.set(tx, rates);
  }

  async afterSave(_row: { id: number }, { tx, lineIds }: SaveContext<MoadiyanInvoice>) {
    const rates = this.rates.get(tx);
    this.rates.delete(tx);
    if (!rates || !lineIds) return;
    for (const [i, id] of lineIds.entries()) await tx.moadiyanInvoiceLine.update({ where: { id }, data: { vatRate: rates[i] } });
  }

  async afterTransition({ tx, row, action, principal }: TransitionContext<MoadiyanInvoice>) {
    if (action === 'prepare') await this.prepare(tx, row, principal);
    if (action === 'unprepare' || action === 'revise') {
      await tx.moadiyanInvoice.update({ where: { id: row.id }, data: { taxId: null, serial: null, payload: null, referenceNumber: null, authorityMessage: null } });
    }
    if (action === 'send') await this.send(tx, row);
  }

  /** The invoice in the authority's format, every check passed, with its serial and tax ID. */
  async prepare(tx: Tx, row: MoadiyanInvoice, p: Principal): Promise<void> {
    const [setting] = await tx.$queryRaw<{ id: number; memory_id: string; economic_code: string }[]>`
      SELECT id, memory_id, economic_code FROM moadiyan_setting WHERE company_id = ${p.companyId} AND is_active ORDER BY id LIMIT 1 FOR UPDATE`;
    if (!setting) {
      throw businessRule({ fa: 'شناسهٔ یکتای حافظهٔ مالیاتی شرکت در «تنظیمات سامانهٔ مودیان» ثبت نشده است.', en: 'The company’s tax memory ID is not set in the tax authority settings.' }, 'no moadiyan setting');
    }
    const last = await tx.moadiyanInvoice.aggregate({ where: { companyId: row.companyId }, _max: { serial: true } });
    const serial = (last._max.serial ?? 0) + 1;
    const date = isoDay(row.invoiceDate) ?? row.invoiceDate.toISOString().slice(0, 10);
    const taxId = moadiyanTaxId(setting.memory_id, date, serial);
    const lines = await tx.moadiyanInvoiceLine.findMany({ where: { moadiyanInvoiceId: row.id }, orderBy: { id: 'asc' } });
    const errors: RawFieldError[] = [];
    const body = [];
    const codeOf = await codesOf(tx, row.companyId, lines);
    const unitIds = [...new Set(lines.map((l) => l.measureUnitId))];
    const units = byKey(unitIds.length ? await tx.moadiyanMeasureUnit.findMany({ where: { measureUnitId: { in: unitIds }, isActive: true } }) : [], (u) => u.measureUnitId);
    for (const [i, l] of lines.entries()) {
      const code = codeOf(l);
      const unit = units.get(l.measureUnitId);
      if (!l.productId && !l.serviceId) errors.push(fieldError(`lines[${i}].productId`, 'productOrService', 'a line names a product or a service, one of them'));
      else if (!code) errors.push(fieldError(`lines[${i}].${l.productId ? 'productId' : 'serviceId'}`, 'noMoadiyanCode', 'the item has no code of the tax authority'));
      if (!unit) errors.push(fieldError(`lines[${i}].measureUnitId`, 'noMoadiyanUnit', 'the unit has no unit of the tax authority'));
      if (code && unit) {
        // the rate in force now: the lines and totals are stored as the authority will read them
        const a = moadiyanLineAmounts({ quantity: toDecimalString(l.quantity)!, unitPrice: toDecimalString(l.unitPrice)!, discount: toDecimalString(l.discount), vatRate: code.vatRate });
        await tx.moadiyanInvoiceLine.update({ where: { id: l.id }, data: { vatRate: code.vatRate, grossAmount: a.gross, netAmount: a.net, vatAmount: a.vat, lineTotal: a.total } });
        body.push({ goodsCode: code.code, title: code.title, unitCode: unit.code, quantity: toDecimalString(l.quantity)!, unitPrice: toDecimalString(l.unitPrice)!, discount: toDecimalString(l.discount), vatRate: code.vatRate });
      }
    }
    let buyer = null;
    if (row.kind === 1) {
      const party = row.thirdPartyId ? await tx.thirdParty.findUnique({ where: { id: row.thirdPartyId } }) : null;
      const address = party ? await tx.thirdPartyAddress.findFirst({ where: { thirdPartyId: party.id }, orderBy: [{ isDefault: 'desc' }, { id: 'asc' }] }) : null;
      const nationalId = party?.kind === 2 ? party.nationalId : party?.nationalCode;
      if (!party || (!nationalId && !party.economicCode)) errors.push(fieldError('thirdPartyId', 'buyerIdentity', 'the buyer of a type 1 invoice needs a national id or an economic code'));
      else buyer = { type: party.kind === 2 ? 2 : 1, nationalId, economicCode: party.economicCode, postalCode: address?.postalCode ?? null };
    }
    if (errors.length) throw invalid(errors);
    const invoice = buildMoadiyanInvoice({
      taxId, invoiceDate: date, serial, type: row.kind, subject: row.subject, settlement: row.settlement, sellerEconomicCode: setting.economic_code,
      cashAmount: toDecimalString(row.cashAmount), referenceTaxId: row.referenceTaxId, buyer, lines: body,
    });
    const problems = checkMoadiyanInvoice(invoice);
    if (row.settlement === MOADIYAN_SETTLEMENT.mixed && decimalCompare(toDecimalString(row.cashAmount) ?? '0', invoice.header.tbill) > 0) {
      throw invalid([fieldError('cashAmount', 'max', 'the cash part is more than the invoice', [String(invoice.header.tbill)])]);
    }
    if (problems.length) {
      throw businessRule(
        { fa: `صورتحساب با قالب سامانهٔ مودیان جور نیست: ${problems.map((x) => x.path).join('، ')}`, en: `The invoice does not fit the authority’s format: ${problems.map((x) => `${x.path} (${x.problem})`).join('; ')}` },
        problems.map((x) => x.path).join(','),
      );
    }
    const h = invoice.header;
    await tx.moadiyanInvoice.update({
      where: { id: row.id },
      data: { serial, taxId, payload: JSON.stringify(invoice, null, 2), referenceNumber: null, authorityMessage: null, totalGross: String(h.tprdis), totalDiscount: String(h.tdis), totalNet: String(h.tadis), totalVat: String(h.tvam), totalAmount: String(h.tbill) },
    });
  }

  /** Hands the prepared invoice to the gateway; a decided answer moves it on at once. */
  async send(tx: Tx, row: MoadiyanInvoice): Promise<void> {
    const stored = await tx.moadiyanInvoice.findUniqueOrThrow({ where: { id: row.id }, select: { payload: true, version: true } });
    const invoice = JSON.parse(stored.payload ?? 'null') as AuthorityInvoice | null;
    if (!invoice) throw businessRule({ fa: 'صورتحساب هنوز آماده نشده است.', en: 'The invoice has not been prepared.' });
    const { reference } = await this.gateway.send(invoice);
    const answer = await this.gateway.inquire(reference);
    const message = answer.errors.map((e) => `${e.code}: ${e.message}`).join('\n') || null;
    if (answer.status === 'pending') {
      await tx.moadiyanInvoice.update({ where: { id: row.id }, data: { referenceNumber: reference } });
      return;
    }
    const to = answer.status === 'accepted' ? 'accepted' : 'rejected';
    await tx.moadiyanInvoice.update({ where: { id: row.id }, data: { referenceNumber: reference, authorityMessage: message, status: MOADIYAN_STATE[to] } });
    await tx.workflowHistory.create({
      data: { entity: 'moadiyaninvoice', documentId: row.id, companyId: row.companyId, action: answer.status === 'accepted' ? 'authorityAccept' : 'authorityReject', fromState: 'sent', toState: to, round: 0, userId: null, comment: message },
    });
  }
}
