import { Injectable } from '@nestjs/common';
import { decimalAdd, decimalSubtract, jalaliToIsoDate, jalaliYearRange, toPersianDigits } from '@karsaz/domain';
import { ACCOUNT_PURPOSE, PAYROLL_KIND } from '@karsaz/entities';
import type { Prisma } from '../../generated/prisma/client';
import { FinancePosting, type PostingLine } from '../financial/posting';

type Tx = Prisma.TransactionClient;

/** A payslip as the voucher reads it: its sums, its person and the cost centre of the person's department. */
interface Slip {
  thirdPartyId: number | null;
  costCenterId: number | null;
  gross: string;
  ssoEmployee: string;
  incomeTax: string;
  deductions: string;
  net: string;
  ssoEmployer: string;
  unemployment: string;
  employerCost: string;
}

/** The last day of a payroll's period (the year end's, month 13, is the year's last day). */
export function payrollDay(year: number, month: number): string {
  if (month >= 12) return jalaliYearRange(year).end;
  const next = new Date(`${jalaliToIsoDate(year, month + 1, 1)!}T00:00:00Z`);
  return new Date(next.getTime() - 86_400_000).toISOString().slice(0, 10);
}

/**
 * A confirmed payroll's voucher (docs/finance.md), through finance's posting service, dated the period's last day:
 * each person's employer cost is charged to salaries expense (offering their department's cost centre, or its
 * nearest parent's), against their net pay (salaries payable), their and the employer's insurance (insurance
 * payable), their income tax (tax payable) and the rest of the deductions and employer shares (other payroll
 * deductions). Every line offers the person's third party: a chart that keeps salaries payable per person gets a
 * line each, one that does not gets one line for all (the posting service sums alike lines).
 */
@Injectable()
export class PayrollPosting {
  constructor(private readonly finance: FinancePosting) {}

  async post(tx: Tx, payroll: { id: number; companyId: number; year: number; month: number; kind: number }, userId: number | null) {
    const slips = await tx.$queryRawUnsafe<Slip[]>(
      `WITH RECURSIVE up AS (
         SELECT d.id AS start, d.parent_id, d.cost_center_id, 0 AS depth FROM department d WHERE d.company_id = $1
         UNION ALL
         SELECT up.start, p.parent_id, p.cost_center_id, up.depth + 1 FROM up JOIN department p ON p.id = up.parent_id
          WHERE up.cost_center_id IS NULL AND up.depth < 32)
       SELECT pe.third_party_id AS "thirdPartyId",
              (SELECT u.cost_center_id FROM up u WHERE u.start = pe.department_id AND u.cost_center_id IS NOT NULL ORDER BY u.depth LIMIT 1) AS "costCenterId",
              coalesce(s.gross, 0)::text AS gross, coalesce(s.sso_employee, 0)::text AS "ssoEmployee", coalesce(s.income_tax, 0)::text AS "incomeTax",
              coalesce(s.deductions, 0)::text AS deductions, coalesce(s.net, 0)::text AS net, coalesce(s.sso_employer, 0)::text AS "ssoEmployer",
              coalesce(s.unemployment, 0)::text AS unemployment, coalesce(s.employer_cost, 0)::text AS "employerCost"
         FROM payslip s JOIN personnel pe ON pe.id = s.personnel_id
        WHERE s.company_id = $1 AND s.payroll_id = $2 ORDER BY s.id`,
      payroll.companyId, payroll.id,
    );
    const P = ACCOUNT_PURPOSE;
    const lines: PostingLine[] = slips.flatMap((s) => {
      const person = { thirdPartyId: s.thirdPartyId };
      const insurance = decimalAdd(decimalAdd(s.ssoEmployee, s.ssoEmployer), s.unemployment);
      // the deductions besides insurance and tax, and the employer's shares besides insurance (supplementary cover)
      const other = decimalAdd(decimalSubtract(decimalSubtract(s.deductions, s.ssoEmployee), s.incomeTax), decimalSubtract(decimalSubtract(decimalSubtract(s.employerCost, s.gross), s.ssoEmployer), s.unemployment));
      const credit = (purpose: number, amount: string): PostingLine => ({ purpose, debit: '0', credit: amount, offer: person });
      return [
        { purpose: P.salaryExpense, debit: s.employerCost, credit: '0', offer: { ...person, costCenterId: s.costCenterId } },
        credit(P.salaryPayable, s.net), credit(P.insurancePayable, insurance), credit(P.taxPayable, s.incomeTax), credit(P.otherPayrollDeductions, other),
      ];
    });
    const period = payroll.kind === PAYROLL_KIND.yearEnd ? `عیدی، سنوات و بازخرید مرخصی ${toPersianDigits(payroll.year)}` : `حقوق و دستمزد ${toPersianDigits(`${payroll.year}/${String(payroll.month).padStart(2, '0')}`)}`;
    return this.finance.post(tx, { sourceType: 'payroll', sourceId: payroll.id, date: payrollDay(payroll.year, payroll.month), description: period, lines, userId });
  }
}
