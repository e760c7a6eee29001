import { Injectable } from '@nestjs/common';
import { isoDay } from '../../core/entity/stored-values';
import { DomainException } from '../../core/http/errors';
import { EntityHooks, type DeleteContext, type TransitionContext } from '../../core/entity/hooks';
import type { Row } from '../../core/entity/delegate';
import { PayrollPosting } from './posting';

/**
 * Issuing a decree (docs/payroll.md): the person's issued decree in force on the new one's start ends the day before
 * it; an issued decree that starts on or after it is refused (cancel it first), so a person's issued decrees never
 * overlap and the payroll finds one a day.
 */
@EntityHooks('employmentdecree')
@Injectable()
export class EmploymentDecreeHooks implements EntityHooks {
  async afterTransition({ tx, row, to, principal }: TransitionContext<Row>) {
    if (to !== 'issued') return;
    const companyId = principal.companyId!;
    const start = isoDay(row.startDate)!;
    const later = await tx.$queryRawUnsafe<{ code: string }[]>(
      `SELECT code FROM employment_decree WHERE company_id = $1 AND personnel_id = $2 AND status = 2 AND id <> $3 AND start_date >= $4::date ORDER BY start_date LIMIT 1`,
      companyId, row.personnelId, row.id, start,
    );
    if (later[0]) {
      throw new DomainException(409, 'CONFLICT', {
        text: {
          fa: `حکم ${later[0].code} این شخص از همین تاریخ یا پس از آن صادر شده است؛ پیش از صدور این حکم آن را ابطال کنید.`,
          en: `This person's decree ${later[0].code} is issued from this date or later; cancel it before issuing this one.`,
        },
        detail: 'later decree',
      });
    }
    await tx.$executeRawUnsafe(
      `UPDATE employment_decree SET end_date = $4::date - 1, updated_by = $5, updated_at = now(), version = version + 1
        WHERE company_id = $1 AND personnel_id = $2 AND status = 2 AND id <> $3 AND start_date < $4::date AND (end_date IS NULL OR end_date >= $4::date)`,
      companyId, row.personnelId, row.id, start, principal.subjectId,
    );
  }
}

/**
 * A month's payroll goes with its payslips and their lines (a confirmed one cannot be deleted: the workflow says so);
 * confirming it posts its voucher (posting.ts) in the step's transaction, so a voucher refused refuses the confirmation.
 */
@EntityHooks('payroll')
@Injectable()
export class PayrollHooks implements EntityHooks {
  constructor(private readonly posting: PayrollPosting) {}

  async afterTransition({ tx, row, to, principal }: TransitionContext<Row>) {
    if (to !== 'confirmed') return;
    await this.posting.post(tx, { id: row.id, companyId: principal.companyId!, year: Number(row.year), month: Number(row.month), kind: Number(row.kind) }, principal.clientId ? null : principal.subjectId || null);
  }

  async beforeDelete(row: Row, { tx, principal }: DeleteContext) {
    const companyId = principal.companyId!;
    const id = row.id;
    await tx.$executeRawUnsafe(`DELETE FROM payslip_line WHERE company_id = $1 AND payslip_id IN (SELECT id FROM payslip WHERE company_id = $1 AND payroll_id = $2)`, companyId, id);
    await tx.$executeRawUnsafe(`DELETE FROM payslip WHERE company_id = $1 AND payroll_id = $2`, companyId, id);
  }
}
