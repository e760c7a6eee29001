import { Injectable } from '@nestjs/common';
import { calculateStatement, decimalCompare, decimalSubtract, toDecimalString, toPersianDigits } from '@karsaz/domain';
import { ACCOUNT_PURPOSE } from '@karsaz/entities';
import type { Prisma } from '../../generated/prisma/client';
import { DomainException, type RawFieldError } from '../../core/http/errors';
import { EntityHooks, type SaveContext, type SaveData, type TransitionContext } from '../../core/entity/hooks';
import { FinancePosting, type PostingLine } from '../financial/posting';

type Tx = Prisma.TransactionClient;
type Row = Record<string, unknown> & { id: number };

const CANCELLED = 5;
const invalid = (errors: RawFieldError[]) => new DomainException(400, 'VALIDATION', { fieldErrors: errors });
const str = (v: unknown): string => (v === null || v === undefined ? '0' : String(v));

/**
 * One side of the progress statements (packages/entities/src/contracting/statement.ts): where its rows, its
 * contract and the contract's items live. The contractor's statement and the employer's share every rule.
 */
interface Side {
  table: string;
  lineTable: string;
  /** the line's column naming its statement, and its contract item */
  via: string;
  item: string;
  /** the same as the line's fields, and the line's Prisma model */
  viaField: string;
  itemField: string;
  lineModel: string;
  contractField: string;
  contractColumn: string;
  partyField: string;
  /** the contract: its table and the column naming its party */
  contractTable: string;
  contractParty: string;
  /** the items' table, its contract column and its quantity column; items without a unit take their operation's */
  itemTable: string;
  itemContract: string;
  itemQuantity: string;
  itemUnit: string | null;
}

const SIDES: Record<string, Side> = {
  contractorstatement: {
    table: 'contractor_statement', lineTable: 'contractor_statement_line', via: 'contractor_statement_id', item: 'contractor_contract_line_id',
    viaField: 'contractorStatementId', itemField: 'contractorContractLineId', lineModel: 'contractorStatementLine',
    contractField: 'contractorContractId', contractColumn: 'contractor_contract_id', partyField: 'contractorId',
    contractTable: 'contractor_contract', contractParty: 'contractor_id',
    itemTable: 'contractor_contract_line', itemContract: 'contractor_contract_id', itemQuantity: 'quantity', itemUnit: 'unit_id',
  },
  employerstatement: {
    table: 'employer_statement', lineTable: 'employer_statement_line', via: 'employer_statement_id', item: 'project_operation_id',
    viaField: 'employerStatementId', itemField: 'projectOperationId', lineModel: 'employerStatementLine',
    contractField: 'employerContractId', contractColumn: 'employer_contract_id', partyField: 'employerId',
    contractTable: 'employer_contract', contractParty: 'employer_id',
    itemTable: 'project_operation', itemContract: 'employer_contract_id', itemQuantity: 'volume', itemUnit: null,
  },
};

interface StoredLine {
  id: number;
  itemId: number;
  quantity: string;
  approvedOverrun: string | null;
  itemContractId: number;
  operationInfoId: number;
  unitId: number | null;
  contractQuantity: string | null;
  unitPrice: string | null;
  title: string;
}

/**
 * The rules of a progress statement, for both sides:
 * - its contract is fixed once saved; its project, party and number within the contract come from the contract;
 * - a new statement saved without lines starts with every item of its contract (quantity 0 this period);
 * - each line is an item of the statement's contract (400 `lines[i].<item>`);
 * - on every save, submit and overrun approval the calculator (packages/domain progress-statement.ts) works out each
 *   line (what earlier statements of the contract claimed, not counting voided ones; cumulative; amount; overrun)
 *   and the statement's gross, deductions (the advance repaid only up to what is left of it) and payable amount;
 * - submitting needs some work this period and every overrun within what the first manager approved (422 naming
 *   the items); `approveOverrun` approves the overruns as they stand.
 */
@EntityHooks(['contractorstatement', 'employerstatement'])
@Injectable()
export class StatementHooks implements EntityHooks<Row> {
  constructor(private readonly finance: FinancePosting) {}

  async beforeSave(data: SaveData<Row>, { entity, tx, op, before, principal }: SaveContext<Row>) {
    const side = SIDES[entity.name]!;
    const contractId = (data[side.contractField] ?? before?.[side.contractField]) as number;
    if (op === 'update' && data[side.contractField] !== undefined && data[side.contractField] !== before?.[side.contractField]) {
      throw invalid([{ field: side.contractField, constraint: 'contractFixed', args: [], fallback: `${side.contractField} does not change once the statement is saved` }]);
    }
    const [contract] = await tx.$queryRawUnsafe<{ projectId: number; partyId: number }[]>(
      `SELECT project_id AS "projectId", ${side.contractParty} AS "partyId" FROM ${side.contractTable} WHERE id = $1`, contractId,
    );
    if (!contract) return; // the engine's link check answers 400 on the field
    data.projectId = contract.projectId;
    data[side.partyField] = contract.partyId;
    if (op === 'create') {
      const [{ n }] = await tx.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${side.table} WHERE company_id = $2 AND ${side.contractColumn} = $1`, contractId, principal.companyId);
      data.sequence = n + 1;
    }
  }

  async afterSave(row: { id: number }, { entity, tx, op, lineIds, principal }: SaveContext<Row>) {
    const side = SIDES[entity.name]!;
    const company = principal.companyId!;
    const contractId = await this.contractOf(tx, side, row.id);
    let lines = await this.lines(tx, side, row.id, company);
    if (op === 'create' && !lines.length) {
      const items = await tx.$queryRawUnsafe<{ id: number }[]>(`SELECT id FROM ${side.itemTable} WHERE company_id = $2 AND ${side.itemContract} = $1 ORDER BY id`, contractId, company);
      const delegate = (tx as unknown as Record<string, { createMany(a: object): Promise<unknown> }>)[side.lineModel]!;
      const stamp = { companyId: principal.companyId, createdBy: principal.subjectId, updatedBy: principal.subjectId };
      await delegate.createMany({ data: items.map((i) => ({ ...stamp, [side.viaField]: row.id, [side.itemField]: i.id, quantity: '0' })) });
      lines = await this.lines(tx, side, row.id, company);
    }
    const order = new Map((lineIds ?? lines.map((l) => l.id)).map((id, i) => [id, i]));
    const foreign = lines.filter((l) => l.itemContractId !== contractId);
    if (foreign.length) {
      throw invalid(foreign.map((l) => ({ field: `lines[${order.get(l.id) ?? 0}].${side.itemField}`, constraint: 'itemOfContract', args: [], fallback: `${side.itemField} is not an item of this statement's contract` })));
    }
    await this.calculate(tx, side, row.id, company);
  }

  async afterTransition({ entity, tx, row, action, to, principal }: TransitionContext<Row>) {
    const side = SIDES[entity.name]!;
    if (to === 'approved') {
      await this.toGeneralLedger(tx, entity.name, side, row.id, principal.clientId ? null : principal.subjectId || null);
      return;
    }
    if (action !== 'submit' && action !== 'approveOverrun') return;
    const lines = await this.calculate(tx, side, row.id, principal.companyId!);
    const over = lines.filter((l) => decimalCompare(l.overrun, '0') > 0);
    if (action === 'approveOverrun') {
      if (!over.length) throw new DomainException(422, 'BUSINESS_RULE', { text: { fa: 'هیچ ردیفی از مقدار قرارداد بیشتر نیست؛ مازادی برای تأیید نیست.', en: 'No item passes its contract quantity; there is no overrun to approve.' } });
      await tx.$executeRawUnsafe(
        `UPDATE ${side.lineTable} l SET approved_overrun = v.ov FROM unnest($2::int[], $3::numeric[]) AS v(id, ov) WHERE l.id = v.id AND l.${side.via} = $1`,
        row.id, lines.map((l) => l.id), lines.map((l) => l.overrun),
      );
      await tx.$executeRawUnsafe(`UPDATE ${side.table} SET overrun_approved = true WHERE id = $1`, row.id);
      return;
    }
    if (!lines.some((l) => decimalCompare(l.quantity, '0') > 0)) {
      throw new DomainException(422, 'BUSINESS_RULE', { text: { fa: 'صورت‌وضعیت هیچ کار انجام‌شده‌ای در این دوره ندارد.', en: 'The statement has no work done in its period.' } });
    }
    const unapproved = over.filter((l) => decimalCompare(l.overrun, l.approvedOverrun ?? '0') > 0);
    if (unapproved.length) {
      const fa = unapproved.map((l) => `«${l.title}»: ${l.cumulative} از ${l.contractQuantity}`).join('، ');
      const en = unapproved.map((l) => `"${l.title}": ${l.cumulative} of ${l.contractQuantity}`).join(', ');
      throw new DomainException(422, 'BUSINESS_RULE', {
        text: {
          fa: `مقدار تجمعی این ردیف‌ها از مقدار قرارداد بیشتر است و مازاد آن تأیید نشده است: ${fa}. مقدار را اصلاح کنید یا تأیید مدیر اول را بگیرید.`,
          en: `The cumulative quantity of these items passes the contract's without an approved overrun: ${en}. Correct the quantity or have the first manager approve the overrun.`,
        },
        detail: 'overrun',
      });
    }
  }

  /**
   * The approved statement's voucher, through finance's posting service, dated the statement's date. The
   * contractor's: its gross to subcontractors' work (offering the project) against the advance repaid, the retention
   * and the insurance and tax withheld, and the payable to the contractor. The employer's, the mirror: the payable as
   * a receivable from the employer, the advance received repaid, the retention and the withholdings held by the
   * employer, against contracting revenue. Every line offers the party and the project; the chart keeps what it asks.
   */
  private async toGeneralLedger(tx: Tx, name: string, side: Side, id: number, userId: number | null) {
    const [s] = await tx.$queryRawUnsafe<{ code: string | null; day: string; projectId: number | null; partyId: number | null; gross: string; advance: string; retention: string; withheld: string; payable: string }[]>(
      `SELECT code, to_char(statement_date, 'YYYY-MM-DD') AS day, project_id AS "projectId", ${side.contractParty} AS "partyId",
              coalesce(gross_amount, 0)::text AS gross, coalesce(advance_repayment, 0)::text AS advance, coalesce(retention, 0)::text AS retention,
              (coalesce(insurance, 0) + coalesce(tax, 0))::text AS withheld, coalesce(payable_amount, 0)::text AS payable
         FROM ${side.table} WHERE id = $1`,
      id,
    );
    const offer = { thirdPartyId: s!.partyId, projectId: s!.projectId };
    const P = ACCOUNT_PURPOSE;
    const contractor = name === 'contractorstatement';
    // the work's side, then the party's four
    const work = contractor ? P.subcontractorCost : P.contractRevenue;
    const party: [number, string][] = contractor
      ? [[P.contractorAdvances, s!.advance], [P.retentionPayable, s!.retention], [P.contractorWithholdings, s!.withheld], [P.payables, s!.payable]]
      : [[P.employerAdvances, s!.advance], [P.retentionReceivable, s!.retention], [P.employerWithholdings, s!.withheld], [P.receivables, s!.payable]];
    const side1 = (amount: string, debit: boolean) => (debit ? { debit: amount, credit: '0' } : { debit: '0', credit: amount });
    const lines: PostingLine[] = [
      { purpose: work, ...side1(s!.gross, contractor), offer },
      ...party.map(([purpose, amount]) => ({ purpose, ...side1(amount, !contractor), offer })),
    ];
    const what = contractor ? 'صورت‌وضعیت پیمانکار' : 'صورت‌وضعیت کارفرما';
    await this.finance.post(tx, { sourceType: name, sourceId: id, date: s!.day, description: `${what} ${toPersianDigits(s!.code ?? id)}`, lines, userId });
  }

  private async contractOf(tx: Tx, side: Side, id: number): Promise<number> {
    const [r] = await tx.$queryRawUnsafe<{ c: number }[]>(`SELECT ${side.contractColumn} AS c FROM ${side.table} WHERE id = $1`, id);
    return r!.c;
  }

  /** The statement's lines with their items; scoped by the company so that the (company, statement) index serves it. */
  private lines(tx: Tx, side: Side, id: number, company: number): Promise<StoredLine[]> {
    const unit = side.itemUnit ? `coalesce(i.${side.itemUnit}, o.unit_id)` : 'o.unit_id';
    return tx.$queryRawUnsafe<StoredLine[]>(
      `SELECT l.id, l.${side.item} AS "itemId", l.quantity::text AS quantity, l.approved_overrun::text AS "approvedOverrun",
              i.${side.itemContract} AS "itemContractId", i.operation_info_id AS "operationInfoId", ${unit} AS "unitId",
              i.${side.itemQuantity}::text AS "contractQuantity", i.unit_price::text AS "unitPrice", o.name AS title
         FROM ${side.lineTable} l JOIN ${side.itemTable} i ON i.id = l.${side.item} JOIN operation_info o ON o.id = i.operation_info_id
        WHERE l.company_id = $2 AND l.${side.via} = $1 ORDER BY l.id`,
      id, company,
    );
  }

  /**
   * Works the statement out and writes it; answers its lines with their overruns. Every read names the company, so
   * that the tables' (company, …) indexes serve it (without it, the earlier claims were a scan of every statement
   * line: `pnpm bench contracting`), and the lines are written in one UPDATE.
   */
  private async calculate(tx: Tx, side: Side, id: number, company: number) {
    const [s] = await tx.$queryRawUnsafe<{ contractId: number; advancePayment: string; a: string; r: string; i: string; t: string }[]>(
      `SELECT c.id AS "contractId", coalesce(c.advance_payment, 0)::text AS "advancePayment", c.advance_repayment_percent::text AS a,
              c.retention_percent::text AS r, c.insurance_percent::text AS i, c.tax_percent::text AS t
         FROM ${side.table} s JOIN ${side.contractTable} c ON c.id = s.${side.contractColumn} WHERE s.id = $1`,
      id,
    );
    const lines = await this.lines(tx, side, id, company);
    // what the contract's earlier statements (not voided) claimed of each item, and repaid of the advance
    const previous = new Map(
      (
        await tx.$queryRawUnsafe<{ itemId: number; q: string }[]>(
          `SELECT l.${side.item} AS "itemId", sum(l.quantity)::text AS q FROM ${side.lineTable} l JOIN ${side.table} s ON s.id = l.${side.via}
            WHERE s.company_id = $3 AND l.company_id = $3 AND s.${side.contractColumn} = $1 AND s.id < $2 AND s.status <> ${CANCELLED}
            GROUP BY l.${side.item}`,
          s!.contractId, id, company,
        )
      ).map((r) => [r.itemId, r.q]),
    );
    const [{ repaid }] = await tx.$queryRawUnsafe<{ repaid: string }[]>(
      `SELECT coalesce(sum(advance_repayment), 0)::text AS repaid FROM ${side.table}
        WHERE company_id = $3 AND ${side.contractColumn} = $1 AND id < $2 AND status <> ${CANCELLED}`,
      s!.contractId, id, company,
    );
    const input = lines.map((l) => ({ quantity: l.quantity, previousQuantity: previous.get(l.itemId) ?? '0', contractQuantity: str(l.contractQuantity), unitPrice: str(l.unitPrice) }));
    const r = calculateStatement(input, {
      advanceRepaymentPercent: str(s!.a), retentionPercent: str(s!.r), insurancePercent: str(s!.i), taxPercent: str(s!.t),
      advanceOutstanding: decimalSubtract(s!.advancePayment, repaid),
    });
    if (lines.length) {
      await tx.$executeRawUnsafe(
        `UPDATE ${side.lineTable} l SET operation_info_id = v.o, unit_id = v.u, contract_quantity = v.cq, previous_quantity = v.pq,
                cumulative_quantity = v.cu, unit_price = v.p, amount = v.a, overrun = v.ov
           FROM unnest($2::int[], $3::int[], $4::int[], $5::numeric[], $6::numeric[], $7::numeric[], $8::numeric[], $9::numeric[], $10::numeric[])
                AS v(id, o, u, cq, pq, cu, p, a, ov)
          WHERE l.id = v.id AND l.${side.via} = $1`,
        id, lines.map((l) => l.id), lines.map((l) => l.operationInfoId), lines.map((l) => l.unitId),
        input.map((x) => x.contractQuantity), input.map((x) => x.previousQuantity), r.lines.map((x) => x.cumulativeQuantity),
        input.map((x) => x.unitPrice), r.lines.map((x) => x.amount), r.lines.map((x) => x.overrun),
      );
    }
    await tx.$executeRawUnsafe(
      `UPDATE ${side.table} SET gross_amount = $2::numeric, advance_repayment = $3::numeric, retention = $4::numeric, insurance = $5::numeric,
              tax = $6::numeric, total_deductions = $7::numeric, payable_amount = $8::numeric WHERE id = $1`,
      id, r.grossAmount, r.advanceRepayment, r.retention, r.insurance, r.tax, r.totalDeductions, r.payableAmount,
    );
    return lines.map((l, k) => ({ ...l, overrun: r.lines[k]!.overrun, cumulative: r.lines[k]!.cumulativeQuantity, contractQuantity: str(l.contractQuantity) }));
  }
}

/** What the non-voided statements have claimed of each of a contract's items (for the contract's own rule). */
export async function claimedOfItems(tx: Tx, statement: 'contractorstatement' | 'employerstatement', company: number, itemIds: readonly number[]): Promise<Map<number, string>> {
  if (!itemIds.length) return new Map();
  const side = SIDES[statement]!;
  const rows = await tx.$queryRawUnsafe<{ itemId: number; q: string }[]>(
    `SELECT l.${side.item} AS "itemId", sum(l.quantity)::text AS q FROM ${side.lineTable} l JOIN ${side.table} s ON s.id = l.${side.via}
      WHERE l.company_id = $2 AND l.${side.item} = ANY($1::int[]) AND s.status <> ${CANCELLED} GROUP BY l.${side.item}`,
    itemIds, company,
  );
  return new Map(rows.map((r) => [r.itemId, toDecimalString(r.q) ?? '0']));
}
