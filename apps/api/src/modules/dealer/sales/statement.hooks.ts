import { Injectable } from '@nestjs/common';
import { RECEPTION_STATUS, STATEMENT_STATUS } from '@karsaz/entities';
import { tehranDate } from '@karsaz/domain';
import type { DealerStatement } from '../../../generated/prisma/client';
import { DomainException, fieldRefusal, invalid, type RawFieldError } from '../../../core/http/errors';
import { EntityHooks, type SaveContext, type SaveData } from '../../../core/entity/hooks';
import { dayOf } from '../appointments/slots';

const TEXT = {
  notDelivered: { fa: 'این پذیرش هنوز ترخیص نشده است.', en: 'This reception has not been delivered yet.' },
  outsidePeriod: { fa: 'این پذیرش در بازهٔ صورت‌حساب ترخیص نشده است.', en: 'This reception was not delivered within the statement’s period.' },
  onAnother: (code: string) => ({ fa: `این پذیرش در صورت‌حساب ${code} آمده است.`, en: `This reception is on statement ${code} already.` }),
};

/**
 * A statement's lines that name a reception (docs/dealer.md "Statements"): a reception delivered within the
 * statement's period, on no other statement that is not rejected; checked under a lock of the company's statements,
 * so two statements saved at once cannot both take one reception.
 */
@EntityHooks('dealerstatement')
@Injectable()
export class StatementHooks implements EntityHooks<DealerStatement> {
  async beforeSave(data: SaveData<DealerStatement>, { before, tx, lines, principal }: SaveContext<DealerStatement>) {
    if (!lines) return;
    const from = dayOf(data.periodFrom ?? before?.periodFrom);
    const to = dayOf(data.periodTo ?? before?.periodTo);
    const ids = lines.map((l) => l.dealerReceptionId).filter((id): id is number => typeof id === 'number');
    if (!ids.length) return;
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`dealer-statements:${principal.companyId}`}))`;
    const receptions = new Map((await tx.dealerReception.findMany({ where: { id: { in: ids } }, select: { id: true, status: true, closedAt: true } })).map((r) => [r.id, r]));
    const taken = new Map(
      (await tx.dealerStatementLine.findMany({
        where: { dealerReceptionId: { in: ids }, dealerStatement: { status: { not: STATEMENT_STATUS.rejected }, ...(before ? { id: { not: before.id } } : {}) } },
        select: { dealerReceptionId: true, dealerStatement: { select: { code: true } } },
      })).map((l) => [l.dealerReceptionId!, l.dealerStatement.code ?? '']),
    );
    const errors: RawFieldError[] = [];
    let conflictOnly = true;
    lines.forEach((line, i) => {
      const id = line.dealerReceptionId;
      if (typeof id !== 'number') return;
      const field = `lines[${i}].dealerReceptionId`;
      const reception = receptions.get(id);
      if (!reception) return; // the engine's link check names it
      if (reception.status !== RECEPTION_STATUS.closed || !reception.closedAt) {
        errors.push(fieldRefusal(field, 'receptionNotDelivered', TEXT.notDelivered));
        conflictOnly = false;
      } else if (tehranDate(reception.closedAt) < from || tehranDate(reception.closedAt) > to) {
        errors.push(fieldRefusal(field, 'receptionOutsidePeriod', TEXT.outsidePeriod));
        conflictOnly = false;
      } else if (taken.has(id)) {
        errors.push(fieldRefusal(field, 'receptionOnAnotherStatement', TEXT.onAnother(taken.get(id)!)));
      }
    });
    if (!errors.length) return;
    if (conflictOnly) throw new DomainException(409, 'CONFLICT', { text: errors[0]!.text, fieldErrors: errors });
    throw invalid(errors);
  }
}
