import { Injectable } from '@nestjs/common';
import { decimalAdd, decimalCompare, decimalMulDiv, decimalMultiply, decimalSum, isoDateToJalali } from '@karsaz/domain';
import { getEntity } from '@karsaz/entities';
import type { Prisma } from '../../generated/prisma/client';
import { businessRule } from '../../core/http/errors';
import { nextCodes } from '../../core/entity/code-sequence';
import { noRules, readRules } from './inputs';

type Tx = Prisma.TransactionClient;

const ISSUED = getEntity('employmentdecree').workflow!.states.find((s) => s.key === 'issued')!.value;
const YEARLY_RAISE = 2;

export interface RaiseInput {
  /** ISO day the new decrees take effect */
  startDate: string;
  issueDate: string;
  /** percent added to the monthly salary */
  percent: string;
  /** rials a day added after the percentage (× 30 a month) */
  dailyAddition: string;
  addSeniorityYear: boolean;
  personnelIds?: number[];
}

export interface RaiseRow {
  personnelId: number;
  organizationCode: string;
  fullName: string;
  decreeId: number;
  decreeCode: string;
  oldSalary: string;
  newSalary: string;
  /** raised to the year's minimum wage × 30 */
  atMinimum: boolean;
}

export interface RaisePlan {
  rows: RaiseRow[];
  /** people left as they are: an issued decree of theirs starts on or after the date */
  skipped: { personnelId: number; fullName: string; decreeCode: string }[];
  oldTotal: string;
  newTotal: string;
}

/**
 * The yearly raise (افزایش سالانهٔ حقوق; docs/payroll.md): for everyone whose issued decree is in force the day before
 * `startDate`, a new issued decree of type «افزایش سالانه» from that day with the monthly salary × (1 + percent) +
 * the daily addition × 30 (the Supreme Labour Council's "+32% + 310,535 a day"), at least the year's minimum daily
 * wage × 30, one more year of service when asked, the rest (allowances, terms, additions) copied; the old decree ends
 * the day before. `plan` answers what it would do; `apply` does it in the caller's transaction.
 */
@Injectable()
export class DecreeRaise {
  async plan(tx: Tx, companyId: number, input: RaiseInput): Promise<RaisePlan & { candidates: { id: number; personnel_id: number; salary: string }[] }> {
    const year = isoDateToJalali(input.startDate)!.jy;
    const rules = await readRules(tx, companyId, year);
    if (!rules) throw noRules(year, 'startDate');
    const minimum = decimalMultiply(rules.minimumDailyWage, 30);
    const only = input.personnelIds?.length ? input.personnelIds : null;
    const rows = await tx.$queryRawUnsafe<{ id: number; code: string; personnel_id: number; organization_code: string; full_name: string; monthly_salary: unknown; later: string | null }[]>(
      `SELECT d.id, d.code, d.personnel_id, p.organization_code, p.full_name, d.monthly_salary,
              (SELECT l.code FROM employment_decree l WHERE l.company_id = $1 AND l.personnel_id = d.personnel_id AND l.status = $3 AND l.start_date >= $2::date ORDER BY l.start_date LIMIT 1) AS later
         FROM employment_decree d JOIN personnel p ON p.id = d.personnel_id AND p.company_id = $1
        WHERE d.company_id = $1 AND d.status = $3 AND d.start_date < $2::date AND (d.end_date IS NULL OR d.end_date >= $2::date - 1)
          AND (p.end_date IS NULL OR p.end_date >= $2::date) ${only ? 'AND d.personnel_id = ANY($4::int[])' : ''}
        ORDER BY p.organization_code, d.id`,
      companyId, input.startDate, ISSUED, ...(only ? [only] : []),
    );
    const plan: RaisePlan & { candidates: { id: number; personnel_id: number; salary: string }[] } = { rows: [], skipped: [], oldTotal: '0', newTotal: '0', candidates: [] };
    const olds: string[] = [];
    const news: string[] = [];
    for (const r of rows) {
      if (r.later) {
        plan.skipped.push({ personnelId: r.personnel_id, fullName: r.full_name, decreeCode: r.later });
        continue;
      }
      const old = String(r.monthly_salary);
      // to the nearest rial
      const raised = decimalAdd(decimalMulDiv(old, decimalAdd(100, input.percent), 100, 0), decimalMultiply(input.dailyAddition, 30));
      const atMinimum = decimalCompare(raised, minimum) < 0;
      const salary = atMinimum ? minimum : raised;
      olds.push(old);
      news.push(salary);
      plan.rows.push({ personnelId: r.personnel_id, organizationCode: r.organization_code, fullName: r.full_name, decreeId: r.id, decreeCode: r.code, oldSalary: old, newSalary: salary, atMinimum });
      plan.candidates.push({ id: r.id, personnel_id: r.personnel_id, salary });
    }
    plan.oldTotal = decimalSum(olds);
    plan.newTotal = decimalSum(news);
    return plan;
  }

  async apply(tx: Tx, companyId: number, userId: number, input: RaiseInput): Promise<RaisePlan & { created: number }> {
    const { candidates, ...plan } = await this.plan(tx, companyId, input);
    if (!candidates.length) throw businessRule({ fa: 'حکمی برای افزایش یافت نشد.', en: 'There is no decree to raise.' }, 'nothing to raise');
    const codes = await nextCodes(tx, getEntity('employmentdecree'), companyId, candidates.length);
    const mapping = candidates.map((c, i) => ({ old_id: c.id, code: codes[i]!, salary: c.salary }));
    const created = await tx.$queryRawUnsafe<{ id: number; old_id: number }[]>(
      `WITH m AS (SELECT * FROM jsonb_to_recordset($2::jsonb) AS m(old_id int, code text, salary numeric)),
            ins AS (
              INSERT INTO employment_decree (company_id, code, personnel_id, decree_type, base_decree_id, issue_date, start_date, monthly_salary, seniority,
                     seniority_years, housing_allowance, grocery_allowance, child_allowance, marriage_allowance, recruitment_allowance, management_allowance,
                     matching_difference, child_count, married, has_insurance, is_taxable, hazardous, shift_kind, training_hours, work_hours, description,
                     status, created_by, updated_by, updated_at)
              SELECT $1, m.code, d.personnel_id, ${YEARLY_RAISE}, d.base_decree_id, $3::date, $4::date, m.salary, d.seniority,
                     COALESCE(d.seniority_years, 0) + $5, d.housing_allowance, d.grocery_allowance, d.child_allowance, d.marriage_allowance, d.recruitment_allowance,
                     d.management_allowance, d.matching_difference, d.child_count, d.married, d.has_insurance, d.is_taxable, d.hazardous, d.shift_kind,
                     d.training_hours, d.work_hours, d.description, ${ISSUED}, $6, $6, now()
                FROM m JOIN employment_decree d ON d.id = m.old_id AND d.company_id = $1
              RETURNING id, personnel_id)
       SELECT ins.id, m.old_id FROM ins JOIN employment_decree d ON d.personnel_id = ins.personnel_id AND d.company_id = $1 JOIN m ON m.old_id = d.id`,
      companyId, JSON.stringify(mapping), input.issueDate, input.startDate, input.addSeniorityYear ? 1 : 0, userId,
    );
    await tx.$executeRawUnsafe(
      `INSERT INTO employment_decree_line (company_id, employment_decree_id, adjustment_type_id, amount, description, created_by, updated_by, updated_at)
       SELECT $1, c.id, l.adjustment_type_id, l.amount, l.description, $3, $3, now()
         FROM jsonb_to_recordset($2::jsonb) AS c(id int, old_id int) JOIN employment_decree_line l ON l.employment_decree_id = c.old_id AND l.company_id = $1
        ORDER BY c.id, l.id`,
      companyId, JSON.stringify(created), userId,
    );
    await tx.$executeRawUnsafe(
      `UPDATE employment_decree SET end_date = $3::date - 1, updated_by = $4, updated_at = now(), version = version + 1
        WHERE company_id = $1 AND id = ANY($2::int[])`,
      companyId, candidates.map((c) => c.id), input.startDate, userId,
    );
    return { ...plan, created: created.length };
  }
}
