import {
  PAYROLL_ITEMS, SHIFT_KINDS,
  type PayrollAdjustment, type PayrollDecreeInput, type PayrollItem, type PayrollRules, type ShiftKind,
} from '@karsaz/domain';
import { ADJUSTMENT_KIND, ADJUSTMENT_METHOD } from '@karsaz/entities';
import type { Prisma } from '../../generated/prisma/client';
import { DomainException } from '../../core/http/errors';

/**
 * What the calculator takes, read from the tables: the year's rules (`payroll_rule` with its brackets and items),
 * a decree with its additions, a month's entries. Every read is filtered by the company.
 */

type Reader = Pick<Prisma.TransactionClient, '$queryRawUnsafe'>;
const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/** The items' enum values 1 … 17 are PAYROLL_ITEMS in order (payroll/common.ts of the entities). */
export const itemOfValue = (v: number): PayrollItem => PAYROLL_ITEMS[v - 1]!;
export const shiftKindOfValue = (v: number | null | undefined): ShiftKind => SHIFT_KINDS[(v ?? 1) - 1] ?? 'none';
export const shiftKindValue = (k: ShiftKind): number => SHIFT_KINDS.indexOf(k) + 1;

export const noRules = (year: number, field = 'year') =>
  new DomainException(400, 'VALIDATION', {
    fieldErrors: [{ field, constraint: 'payrollRules', args: [year], fallback: `${field}: the payroll rules of ${year} are not defined (add them on /payroll-rules-2)` }],
    text: { fa: `ضوابط حقوق و دستمزد سال ${year} تعریف نشده است؛ آن را در «ضوابط حقوق و دستمزد» وارد کنید.`, en: `The payroll rules of ${year} are not defined; add them on the payroll rules page.` },
  });

/** The rules of a company's Jalali year, or null when none are stored. */
export async function readRules(tx: Reader, companyId: number, year: number): Promise<PayrollRules | null> {
  const [r] = await tx.$queryRawUnsafe<Record<string, unknown>[]>(`SELECT * FROM payroll_rule WHERE company_id = $1 AND year = $2`, companyId, year);
  if (!r) return null;
  const brackets = await tx.$queryRawUnsafe<{ from_amount: unknown; to_amount: unknown; rate: unknown }[]>(
    `SELECT from_amount, to_amount, rate FROM payroll_rule_bracket WHERE company_id = $1 AND payroll_rule_id = $2 ORDER BY from_amount`, companyId, r.id,
  );
  const items = await tx.$queryRawUnsafe<{ item: number; insurable: boolean; taxable: boolean }[]>(
    `SELECT item, insurable, taxable FROM payroll_rule_item WHERE company_id = $1 AND payroll_rule_id = $2`, companyId, r.id,
  );
  return {
    year,
    minimumDailyWage: str(r.minimum_daily_wage)!,
    housing: str(r.housing)!,
    grocery: str(r.grocery)!,
    childPerChild: str(r.child_per_child)!,
    marriage: str(r.marriage)!,
    seniorityDaily: str(r.seniority_daily)!,
    ssoEmployeeRate: str(r.sso_employee_rate)!,
    ssoEmployerRate: str(r.sso_employer_rate)!,
    unemploymentRate: str(r.unemployment_rate)!,
    hazardousExtraRate: str(r.hazardous_extra_rate)!,
    ssoCeilingMultiple: str(r.sso_ceiling_multiple)!,
    paidDaysMethod: Number(r.paid_days_method) === 2 ? 'calendar' : 'fixed',
    hourlyMethod: Number(r.hourly_method) === 2 ? 'monthly' : 'daily',
    hourlyDivisor: str(r.hourly_divisor)!,
    hourlyIncludesSeniority: Boolean(r.hourly_includes_seniority),
    overtimeRate: str(r.overtime_rate)!,
    nightRate: str(r.night_rate)!,
    fridayHolidayRate: str(r.friday_holiday_rate)!,
    shiftRates: { morningEvening: str(r.shift_morning_evening_rate)!, threeShifts: str(r.shift_three_rate)!, withNight: str(r.shift_with_night_rate)! },
    missionRate: str(r.mission_rate)!,
    taxExemption: str(r.tax_exemption)!,
    taxBrackets: brackets.map((b) => ({ from: str(b.from_amount)!, to: str(b.to_amount), rate: str(b.rate)! })),
    taxSsoDeduction: Number(r.tax_sso_deduction) === 2 ? 'whole' : Number(r.tax_sso_deduction) === 3 ? 'none' : 'twoSevenths',
    taxProrate: Boolean(r.tax_prorate),
    rounding: Number(r.rounding) === 2 ? 'halfUp' : 'down',
    eydiDays: Number(r.eydi_days ?? 60),
    eydiCapDays: Number(r.eydi_cap_days ?? 90),
    severanceDaysPerYear: Number(r.severance_days_per_year ?? 30),
    yearEndIncludesSeniority: r.year_end_includes_seniority === null || r.year_end_includes_seniority === undefined ? true : Boolean(r.year_end_includes_seniority),
    yearEndTaxRate: str(r.year_end_tax_rate),
    items: Object.fromEntries(items.map((i) => [itemOfValue(i.item), { insurable: i.insurable, taxable: i.taxable }])),
  };
}

/** The adjustment types of a company with their base items, by id. */
export async function readAdjustmentTypes(tx: Reader, companyId: number): Promise<Map<number, Omit<PayrollAdjustment, 'amount'> & { amount: string | null }>> {
  const types = await tx.$queryRawUnsafe<{ id: number; code: string; title: string; kind: number; method: number; amount: unknown; rate: unknown; prorate: boolean; insurable: boolean; taxable: boolean; items: number[] | null }[]>(
    `SELECT t.id, t.code, t.title, t.kind, t.method, t.amount, t.rate, t.prorate, t.insurable, t.taxable,
            (SELECT array_agg(b.item ORDER BY b.item) FROM adjustment_type_base_item b WHERE b.company_id = $1 AND b.adjustment_type_id = t.id) AS items
       FROM employment_decree_adjustment_type t WHERE t.company_id = $1`,
    companyId,
  );
  return new Map(types.map((t) => [t.id, {
    code: t.code,
    title: { fa: t.title, en: t.title },
    kind: t.kind === ADJUSTMENT_KIND.deduction ? 'deduction' : 'addition',
    method: t.method === ADJUSTMENT_METHOD.percent ? 'percent' : 'fixed',
    amount: str(t.amount),
    rate: str(t.rate),
    baseItems: (t.items ?? []).map(itemOfValue),
    prorate: t.prorate,
    insurable: t.insurable,
    taxable: t.taxable,
  }]));
}

/** A stored decree row (snake_case columns) and its lines as the calculator takes them. */
export function decreeInput(
  d: Record<string, unknown>,
  lines: { adjustment_type_id: number; amount: unknown }[],
  types: Map<number, Omit<PayrollAdjustment, 'amount'> & { amount: string | null }>,
): PayrollDecreeInput {
  return {
    monthlySalary: str(d.monthly_salary)!,
    seniority: str(d.seniority),
    seniorityYears: d.seniority_years === null ? 0 : Number(d.seniority_years),
    housingAllowance: str(d.housing_allowance),
    groceryAllowance: str(d.grocery_allowance),
    childAllowance: str(d.child_allowance),
    marriageAllowance: str(d.marriage_allowance),
    recruitmentAllowance: str(d.recruitment_allowance),
    managementAllowance: str(d.management_allowance),
    matchingDifference: str(d.matching_difference),
    childCount: d.child_count === null ? 0 : Number(d.child_count),
    married: Boolean(d.married),
    hasInsurance: Boolean(d.has_insurance),
    isTaxable: Boolean(d.is_taxable),
    hazardous: Boolean(d.hazardous),
    adjustments: lines.map((l) => {
      const t = types.get(l.adjustment_type_id)!;
      return { ...t, amount: str(l.amount) ?? t.amount };
    }),
  };
}
