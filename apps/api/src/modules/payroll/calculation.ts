import { Injectable } from '@nestjs/common';
import { calculatePayslip, calculateYearEnd, isoDateToJalali, jalaliYearRange, LEAVE_TRANSFER, PayrollInputError, WORKDAY_SECONDS, type PayrollAdjustment, type PayrollAttendanceInput, type PayslipResult } from '@karsaz/domain';
import { getEntity, PAYROLL_KIND, YEAR_END_PERIOD_MONTH } from '@karsaz/entities';
import { LeaveBalances } from '../leave-mission/leave-balance';
import type { Prisma } from '../../generated/prisma/client';
import { DomainException } from '../../core/http/errors';
import { monthRange, type MonthRange } from '../attendance/calculation';
import { decreeInput, noRules, readAdjustmentTypes, readRules, shiftKindOfValue, shiftKindValue } from './inputs';

type Tx = Prisma.TransactionClient;

const payrollStates = getEntity('payroll').workflow!.states;
const stateValue = (key: string) => payrollStates.find((s) => s.key === key)!.value;
const CONFIRMED = stateValue('confirmed');
const CALCULATED = stateValue('calculated');
/** attendance months that are closed (awaiting confirmation) or confirmed */
const ATTENDANCE_CLOSED = [2, 3];
const KIND_VALUE = { earning: 1, deduction: 2, employer: 3 } as const;
/** people worked out and written at once */
const CHUNK = 500;
/** people worked out between two turns of the event loop (so the last chunk's statement is sent and runs meanwhile) */
const YIELD_EVERY = 50;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export const daysOf = (range: MonthRange) => Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000) + 1;

export interface SkippedPerson {
  personnelId: number;
  /** `attendance`: no closed attendance month; `input`: the calculator refused the decree or the month */
  reason: 'attendance' | 'input';
  field?: string;
  message?: string;
}

export interface CalculatedPayroll {
  payrollId: number;
  period: number;
  people: number;
  lines: number;
  skipped: SkippedPerson[];
  gross: string;
  net: string;
}

interface PersonRow {
  personnel_id: number;
  work_days: number;
  decree: Record<string, unknown>;
  /** the decrees in force before `decree` in the month: each with its first day there and its days */
  earlier: { decree: Record<string, unknown>; from: string; days: number }[] | null;
  decree_from: Date | string;
  am_id: number | null;
  overtime: number | null;
  night: number | null;
  holiday: number | null;
  mission_days: number | null;
  unpaid: number | null;
}

/**
 * Calculates (or recalculates) a company's payroll of a Jalali month: every person employed in the month with an
 * issued decree in force and a closed attendance month (or, `withoutAttendance`, a full month of their employment
 * dates), their month's entries, their supplementary insurance premiums, the year's rules. One call, in the caller's transaction: the payroll row, its
 * payslips and their lines are written at once, a confirmed month is refused (409), and a calculation again
 * replaces what the last one wrote.
 */
@Injectable()
export class PayrollCalculation {
  constructor(private readonly balances: LeaveBalances) {}

  async calculate(tx: Tx, companyId: number, userId: number, year: number, month: number, options: { withoutAttendance?: boolean } = {}): Promise<CalculatedPayroll> {
    const range = monthRange(year, month);
    const rules = await readRules(tx, companyId, year);
    if (!rules) throw noRules(year);
    const monthDays = daysOf(range);

    const { payrollId, existing } = await this.open(tx, companyId, userId, year, month, range.period, PAYROLL_KIND.month,
      { fa: `حقوق ماه ${year}/${String(month).padStart(2, '0')}`, en: `The payroll of ${year}/${String(month).padStart(2, '0')}` });

    const types = await readAdjustmentTypes(tx, companyId);
    // the people employed in the month with the latest issued decree in force by its last day of employment, their
    // days of employment (from the later of the month's first day, the start of employment and of their first issued
    // decree) and their closed attendance month
    const people = await tx.$queryRawUnsafe<PersonRow[]>(
      `SELECT p.id AS personnel_id,
              (LEAST($3::date, COALESCE(p.end_date, $3::date)) - GREATEST($2::date, p.start_date, f.first_start))::int + 1 AS work_days,
              to_jsonb(d) AS decree, ed.list AS earlier, GREATEST($2::date, d.start_date, p.start_date) AS decree_from,
              am.id AS am_id, am.over_time_hours AS overtime, am.night_hours AS night, am.holiday_work_hours AS holiday, am.mission_days,
              COALESCE(am.leave_without_pay_days, 0) + COALESCE(am.absent_days, 0) AS unpaid
         FROM personnel p
         JOIN LATERAL (SELECT min(start_date) AS first_start FROM employment_decree x WHERE x.company_id = $1 AND x.personnel_id = p.id AND x.status = 2) f ON f.first_start IS NOT NULL
         JOIN LATERAL (
              SELECT d.* FROM employment_decree d
               WHERE d.company_id = $1 AND d.personnel_id = p.id AND d.status = 2
                 AND d.start_date <= LEAST($3::date, COALESCE(p.end_date, $3::date)) AND (d.end_date IS NULL OR d.end_date >= $2::date)
               ORDER BY d.start_date DESC, d.id DESC LIMIT 1) d ON true
         -- the issued decrees that paid earlier days of the month (a decree changed within it), with their days
         LEFT JOIN LATERAL (
              SELECT jsonb_agg(jsonb_build_object('decree', to_jsonb(e), 'from', e.seg_from, 'days', (e.seg_to - e.seg_from) + 1) ORDER BY e.seg_from) AS list
                FROM (SELECT x.*, GREATEST(x.start_date, $2::date, p.start_date) AS seg_from,
                             LEAST(COALESCE(x.end_date, $3::date), $3::date, COALESCE(p.end_date, $3::date), d.start_date - 1) AS seg_to
                        FROM employment_decree x
                       WHERE x.company_id = $1 AND x.personnel_id = p.id AND x.status = 2 AND x.id <> d.id AND x.start_date < d.start_date
                         AND (x.end_date IS NULL OR x.end_date >= $2::date)) e
               WHERE e.seg_to >= e.seg_from) ed ON true
         LEFT JOIN attendance_month am ON am.company_id = $1 AND am.personnel_id = p.id AND am.period = $4 AND am.status = ANY($5::int[])
        WHERE p.company_id = $1 AND p.start_date <= $3::date AND (p.end_date IS NULL OR p.end_date >= $2::date)
          AND GREATEST($2::date, p.start_date, f.first_start) <= LEAST($3::date, COALESCE(p.end_date, $3::date))
        ORDER BY p.id`,
      companyId, range.from, range.to, range.period, ATTENDANCE_CLOSED,
    );
    const decreeIds = people.flatMap((p) => [Number(p.decree.id), ...(p.earlier ?? []).map((e) => Number(e.decree.id))]);
    const decreeLines = decreeIds.length
      ? await tx.$queryRawUnsafe<{ employment_decree_id: number; adjustment_type_id: number; amount: unknown }[]>(
          `SELECT employment_decree_id, adjustment_type_id, amount FROM employment_decree_line WHERE company_id = $1 AND employment_decree_id = ANY($2::int[]) ORDER BY id`, companyId, decreeIds,
        )
      : [];
    const linesOf = new Map<number, { adjustment_type_id: number; amount: unknown }[]>();
    for (const l of decreeLines) linesOf.set(l.employment_decree_id, [...(linesOf.get(l.employment_decree_id) ?? []), l]);
    const entries = await tx.$queryRawUnsafe<{ personnel_id: number; adjustment_type_id: number; amount: unknown; description: string | null }[]>(
      `SELECT personnel_id, adjustment_type_id, amount, description FROM payroll_entry WHERE company_id = $1 AND year = $2 AND month = $3 ORDER BY id`, companyId, year, month,
    );
    const entriesOf = new Map<number, PayrollAdjustment[]>();
    for (const e of entries) {
      const t = types.get(e.adjustment_type_id)!;
      const entry: PayrollAdjustment = { ...t, code: `${t.code}`, method: 'fixed', amount: String(e.amount), prorate: false, title: e.description ? { fa: `${t.title.fa} (${e.description})`, en: `${t.title.en} (${e.description})` } : t.title };
      entriesOf.set(e.personnel_id, [...(entriesOf.get(e.personnel_id) ?? []), entry]);
    }

    // the supplementary insurance in force in the month: its premium split between the person and the company
    const premiums = await tx.$queryRawUnsafe<{ personnel_id: number; person: unknown; company: unknown }[]>(
      `SELECT personnel_id, sum(COALESCE(employee_share, 0)) AS person, sum(COALESCE(employer_share, 0)) AS company
         FROM personnel_supplementary_insurance
        WHERE company_id = $1 AND start_date <= $3::date AND (end_date IS NULL OR end_date >= $2::date)
        GROUP BY personnel_id`,
      companyId, range.from, range.to,
    );
    const premiumOf = new Map(premiums.map((r) => [r.personnel_id, { personShare: String(r.person), companyShare: String(r.company) }]));

    const skipped: SkippedPerson[] = [];
    const totals = await this.pay(tx, companyId, payrollId, userId, people, async (p) => {
      if (p.am_id === null && !options.withoutAttendance) {
        skipped.push({ personnelId: p.personnel_id, reason: 'attendance' });
        return null;
      }
      const workDays = Number(p.work_days);
      const attendance: Required<PayrollAttendanceInput> = {
        workDays,
        unpaidLeaveDays: Math.min(Number(p.unpaid ?? 0), workDays),
        overtimeHours: hours(p.overtime),
        nightHours: hours(p.night),
        fridayHolidayHours: hours(p.holiday),
        missionDays: Math.min(Number(p.mission_days ?? 0), monthDays),
        shiftKind: shiftKindOfValue(p.decree.shift_kind as number),
      };
      try {
        const earlier = (p.earlier ?? []).map((e) => ({ decree: decreeInput(e.decree, linesOf.get(Number(e.decree.id)) ?? [], types), days: Number(e.days), from: jalaliText(e.from) }));
        const result = calculatePayslip({
          rules, monthDays, attendance,
          ...(earlier.length ? { earlierDecrees: earlier, decreeFrom: jalaliText(p.decree_from) } : {}),
          decree: decreeInput(p.decree, linesOf.get(Number(p.decree.id)) ?? [], types),
          entries: entriesOf.get(p.personnel_id) ?? [],
          supplementaryInsurance: premiumOf.get(p.personnel_id) ?? null,
        });
        return { personnelId: p.personnel_id, decreeId: Number(p.decree.id), attendance, result };
      } catch (e) {
        if (!(e instanceof PayrollInputError)) throw e;
        skipped.push({ personnelId: p.personnel_id, reason: 'input', field: e.field, message: e.text.en });
        return null;
      }
    });
    return this.finish(tx, companyId, userId, payrollId, existing, range.period, totals, skipped);
  }

  /**
   * Calculates (or recalculates) a company's year end of a Jalali year (docs/payroll.md "The year end"): eydi,
   * the year's severance and unused leave paid out (`calculateYearEnd`) for everyone employed in the year with an
   * issued decree, from their last decree in force, their days employed in the year less the unpaid and absent days
   * of its closed attendance months, and their leave balance at the year's end: all of it when they left in the
   * year (art. 71), else what is past the carry-over ceiling when their employment type pays the excess out. Stored
   * as a payroll of kind «year end» (period year × 100 + 13), confirmed, rejected and exported like a month.
   */
  async calculateYearEnd(tx: Tx, companyId: number, userId: number, year: number): Promise<CalculatedPayroll> {
    const rules = await readRules(tx, companyId, year);
    if (!rules) throw noRules(year);
    const { start, end } = jalaliYearRange(year);
    const yearDays = daysOf({ from: start, to: end } as MonthRange);
    const period = year * 100 + YEAR_END_PERIOD_MONTH;
    const { payrollId, existing } = await this.open(tx, companyId, userId, year, 12, period, PAYROLL_KIND.yearEnd,
      { fa: `عیدی و سنوات سال ${year}`, en: `The year end of ${year}` });
    const people = await tx.$queryRawUnsafe<(Omit<PersonRow, 'am_id' | 'overtime' | 'night' | 'holiday' | 'mission_days' | 'earlier' | 'decree_from'> & { left_in_year: boolean })[]>(
      `SELECT p.id AS personnel_id, (p.end_date IS NOT NULL AND p.end_date <= $3::date) AS left_in_year,
              (LEAST($3::date, COALESCE(p.end_date, $3::date)) - GREATEST($2::date, p.start_date, f.first_start))::int + 1 AS work_days,
              to_jsonb(d) AS decree,
              (SELECT COALESCE(sum(COALESCE(am.leave_without_pay_days, 0) + COALESCE(am.absent_days, 0)), 0) FROM attendance_month am
                WHERE am.company_id = $1 AND am.personnel_id = p.id AND am.period BETWEEN $4 AND $5 AND am.status = ANY($6::int[]))::int AS unpaid
         FROM personnel p
         JOIN LATERAL (SELECT min(start_date) AS first_start FROM employment_decree x WHERE x.company_id = $1 AND x.personnel_id = p.id AND x.status = 2) f ON f.first_start IS NOT NULL
         JOIN LATERAL (
              SELECT d.* FROM employment_decree d
               WHERE d.company_id = $1 AND d.personnel_id = p.id AND d.status = 2
                 AND d.start_date <= LEAST($3::date, COALESCE(p.end_date, $3::date)) AND (d.end_date IS NULL OR d.end_date >= $2::date)
               ORDER BY d.start_date DESC, d.id DESC LIMIT 1) d ON true
        WHERE p.company_id = $1 AND p.start_date <= $3::date AND (p.end_date IS NULL OR p.end_date >= $2::date)
          AND GREATEST($2::date, p.start_date, f.first_start) <= LEAST($3::date, COALESCE(p.end_date, $3::date))
        ORDER BY p.id`,
      companyId, start, end, year * 100 + 1, year * 100 + 12, ATTENDANCE_CLOSED,
    );
    const skipped: SkippedPerson[] = [];
    const totals = await this.pay(tx, companyId, payrollId, userId, people, async (p) => {
      const workDays = Number(p.work_days);
      const unpaidDays = Math.min(Number(p.unpaid ?? 0), workDays);
      // the leave balance at the year's end: what approved paid leave left of the entitlement and what was carried
      const b = await this.balances.of(tx, companyId, p.personnel_id, year);
      const left = Math.max(0, b.remaining + b.pending);
      const payoutSeconds = p.left_in_year ? left : b.transferMethod === LEAVE_TRANSFER.payOutExcess ? Math.max(0, left - b.transferCeiling) : 0;
      const leavePayoutDays = (payoutSeconds / WORKDAY_SECONDS).toFixed(4);
      try {
        const result = calculateYearEnd({
          rules, yearDays, workDays, unpaidDays, leavePayoutDays, leavePayoutReason: p.left_in_year ? 'exit' : 'excess',
          decree: decreeInput(p.decree, [], new Map()),
        });
        return {
          personnelId: p.personnel_id, decreeId: Number(p.decree.id), result,
          attendance: { workDays, unpaidLeaveDays: unpaidDays, overtimeHours: '0', nightHours: '0', fridayHolidayHours: '0', missionDays: 0, shiftKind: 'none' },
        };
      } catch (e) {
        if (!(e instanceof PayrollInputError)) throw e;
        skipped.push({ personnelId: p.personnel_id, reason: 'input', field: e.field, message: e.text.en });
        return null;
      }
    });
    return this.finish(tx, companyId, userId, payrollId, existing, period, totals, skipped);
  }

  /**
   * Works out `slipOf` for each person and writes the payslips chunk by chunk: each chunk's payslips and lines by one
   * statement while the next chunk is worked out (the database's time and the calculator's overlap). At most one
   * statement is under way, and a failed one fails the calculation when it is awaited, before the next is sent.
   */
  private async pay<P>(tx: Tx, companyId: number, payrollId: number, userId: number, people: readonly P[], slipOf: (p: P) => Promise<Slip | null>): Promise<Totals> {
    const totals = new Totals();
    let writing: Promise<unknown> = Promise.resolve();
    for (let i = 0; i < people.length; i += CHUNK) {
      const slips: Slip[] = [];
      for (const [j, p] of people.slice(i, i + CHUNK).entries()) {
        if (j % YIELD_EVERY === 0) await nextTurn();
        const slip = await slipOf(p);
        if (slip) slips.push(slip);
      }
      await writing;
      if (slips.length === 0) continue;
      const lines = lineRows(slips);
      writing = this.write(tx, companyId, payrollId, userId, slips, lines);
      // handled when awaited (the next chunk's turn, or after the last)
      writing.catch(() => undefined);
      totals.add(slips, lines.length);
    }
    await writing;
    return totals;
  }

  /**
   * The payroll row of a period, locked: a confirmed one is refused (409); a calculated or rejected one is
   * calculated again (its lines go now, its payslips are written over); none is made.
   */
  private async open(tx: Tx, companyId: number, userId: number, year: number, month: number, period: number, kind: number, what: { fa: string; en: string }): Promise<{ payrollId: number; existing: boolean }> {
    const [existing] = await tx.$queryRawUnsafe<{ id: number; status: number }[]>(
      `SELECT id, status FROM payroll WHERE company_id = $1 AND period = $2 FOR UPDATE`, companyId, period,
    );
    if (existing && existing.status === CONFIRMED) {
      throw new DomainException(409, 'CONFLICT', {
        text: { fa: `${what.fa} تأیید شده و قابل محاسبهٔ دوباره نیست.`, en: `${what.en} is confirmed and cannot be calculated again.` },
        detail: 'state confirmed',
      });
    }
    if (existing) {
      // a calculation again: the last one's lines go now; its payslips are written over (a payslip keeps its row),
      // and those of people no longer paid go at the end. Deleting every payslip first would cost a check of
      // payslip_line's foreign key per payslip, each a scan of the lines just deleted (no index leads with payslip_id)
      await tx.$executeRawUnsafe(`DELETE FROM payslip_line WHERE company_id = $1 AND payslip_id IN (SELECT id FROM payslip WHERE company_id = $1 AND payroll_id = $2)`, companyId, existing.id);
      return { payrollId: existing.id, existing: true };
    }
    const [row] = await tx.$queryRawUnsafe<{ id: number }[]>(
      `INSERT INTO payroll (company_id, year, month, kind, period, status, created_by, updated_by, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $7, now()) RETURNING id`,
      companyId, year, month, kind, period, CALCULATED, userId,
    );
    return { payrollId: row!.id, existing: false };
  }

  /** One chunk's payslips and lines in one statement. */
  private write(tx: Tx, companyId: number, payrollId: number, userId: number, slips: Slip[], lines: ReturnType<typeof lineRows>): Promise<unknown> {
    // the payslips (a calculation again writes over the person's payslip of the month) and, joined to them by
    // person, their lines in the calculator's order
    return Promise.resolve(tx.$executeRawUnsafe(
      `WITH slip AS (
         INSERT INTO payslip (company_id, payroll_id, personnel_id, employment_decree_id, work_days, unpaid_days, paid_days, overtime_hours, night_hours,
                friday_holiday_hours, mission_days, shift_kind, daily_wage, hourly_wage, insurable_base, taxable_base, people_count, gross, sso_employee,
                income_tax, deductions, net, sso_employer, unemployment, employer_cost, created_by, updated_by, updated_at)
         SELECT $1, $2, v.personnel_id, v.decree_id, v.work_days, v.unpaid_days, v.paid_days, v.overtime_hours, v.night_hours, v.friday_holiday_hours,
                v.mission_days, v.shift_kind, v.daily_wage, v.hourly_wage, v.insurable_base, v.taxable_base, 1, v.gross, v.sso_employee, v.income_tax,
                v.deductions, v.net, v.sso_employer, v.unemployment, v.employer_cost, $3, $3, now()
           FROM jsonb_to_recordset($4::jsonb) AS v(personnel_id int, decree_id int, work_days int, unpaid_days int, paid_days int, overtime_hours numeric,
                night_hours numeric, friday_holiday_hours numeric, mission_days int, shift_kind smallint, daily_wage numeric, hourly_wage numeric,
                insurable_base numeric, taxable_base numeric, gross numeric, sso_employee numeric, income_tax numeric, deductions numeric, net numeric,
                sso_employer numeric, unemployment numeric, employer_cost numeric)
         ON CONFLICT (payroll_id, personnel_id) DO UPDATE SET
                employment_decree_id = EXCLUDED.employment_decree_id, work_days = EXCLUDED.work_days, unpaid_days = EXCLUDED.unpaid_days,
                paid_days = EXCLUDED.paid_days, overtime_hours = EXCLUDED.overtime_hours, night_hours = EXCLUDED.night_hours,
                friday_holiday_hours = EXCLUDED.friday_holiday_hours, mission_days = EXCLUDED.mission_days, shift_kind = EXCLUDED.shift_kind,
                daily_wage = EXCLUDED.daily_wage, hourly_wage = EXCLUDED.hourly_wage, insurable_base = EXCLUDED.insurable_base,
                taxable_base = EXCLUDED.taxable_base, people_count = EXCLUDED.people_count, gross = EXCLUDED.gross, sso_employee = EXCLUDED.sso_employee,
                income_tax = EXCLUDED.income_tax, deductions = EXCLUDED.deductions, net = EXCLUDED.net, sso_employer = EXCLUDED.sso_employer,
                unemployment = EXCLUDED.unemployment, employer_cost = EXCLUDED.employer_cost, updated_by = EXCLUDED.updated_by,
                updated_at = EXCLUDED.updated_at, version = payslip.version + 1
         RETURNING id, personnel_id)
       INSERT INTO payslip_line (company_id, payslip_id, kind, item_key, title, title_en, quantity, rate, base, amount, insurable, taxable, explanation,
              explanation_en, created_by, updated_by, updated_at)
       SELECT $1, slip.id, v.kind, v.item_key, v.title, v.title_en, v.quantity, v.rate, round(v.base), v.amount, v.insurable, v.taxable, v.explanation,
              v.explanation_en, $3, $3, now()
         FROM ROWS FROM (jsonb_to_recordset($5::jsonb) AS (personnel_id int, kind smallint, item_key text, title text, title_en text, quantity numeric,
              rate numeric, base numeric, amount numeric, insurable boolean, taxable boolean, explanation text, explanation_en text)) WITH ORDINALITY
              AS v(personnel_id, kind, item_key, title, title_en, quantity, rate, base, amount, insurable, taxable, explanation, explanation_en, n)
         JOIN slip ON slip.personnel_id = v.personnel_id
        ORDER BY v.n`,
      companyId, payrollId, userId,
      JSON.stringify(slips.map(({ personnelId, decreeId, attendance: a, result: r }) => ({
        personnel_id: personnelId, decree_id: decreeId, work_days: a.workDays, unpaid_days: a.unpaidLeaveDays, paid_days: r.paidDays,
        overtime_hours: a.overtimeHours, night_hours: a.nightHours, friday_holiday_hours: a.fridayHolidayHours, mission_days: a.missionDays,
        shift_kind: shiftKindValue(a.shiftKind),
        daily_wage: r.dailyWage, hourly_wage: r.hourlyWage, insurable_base: r.insurableBase, taxable_base: r.taxableBase, gross: r.gross,
        sso_employee: r.ssoEmployee, income_tax: r.incomeTax, deductions: r.deductions, net: r.net, sso_employer: r.ssoEmployer,
        unemployment: r.unemployment, employer_cost: r.employerCost,
      }))),
      JSON.stringify(lines),
    ));
  }

  /** The payslips of people no longer paid go (a calculation again), and the payroll row gets its totals. */
  private async finish(tx: Tx, companyId: number, userId: number, payrollId: number, existing: boolean, period: number, totals: Totals, skipped: SkippedPerson[]): Promise<CalculatedPayroll> {
    if (existing) {
      await tx.$executeRawUnsafe(`DELETE FROM payslip WHERE company_id = $1 AND payroll_id = $2 AND NOT (personnel_id = ANY($3::int[]))`, companyId, payrollId, totals.paid);
    }
    const t = totals.sums;
    await tx.$executeRawUnsafe(
      `UPDATE payroll SET people_count = $3, gross = $4::numeric, sso_employee = $5::numeric, income_tax = $6::numeric, deductions = $7::numeric, net = $8::numeric,
              sso_employer = $9::numeric, unemployment = $10::numeric, employer_cost = $11::numeric, status = $12, calculated_at = now(), updated_by = $13, updated_at = now(),
              version = version + 1
        WHERE company_id = $1 AND id = $2`,
      companyId, payrollId, totals.paid.length, String(t.gross), String(t.ssoEmployee), String(t.incomeTax), String(t.deductions), String(t.net),
      String(t.ssoEmployer), String(t.unemployment), String(t.employerCost), CALCULATED, userId,
    );
    return { payrollId, period, people: totals.paid.length, lines: totals.lines, skipped, gross: String(t.gross), net: String(t.net) };
  }
}

type Slip = { personnelId: number; decreeId: number; attendance: Required<PayrollAttendanceInput>; result: PayslipResult };

/** The calculator's lines of a chunk's payslips as rows, in its order. */
function lineRows(slips: Slip[]) {
  return slips.flatMap(({ personnelId, result }) =>
    result.lines.map((l) => ({
      personnel_id: personnelId, kind: KIND_VALUE[l.kind], item_key: l.key, title: l.title.fa, title_en: l.title.en,
      quantity: l.quantity, rate: l.rate, base: l.base, amount: l.amount, insurable: l.insurable, taxable: l.taxable,
      explanation: l.explanation.fa, explanation_en: l.explanation.en,
    })),
  );
}

/** What a calculation paid, added up exactly (whole rials as bigint). */
class Totals {
  readonly paid: number[] = [];
  lines = 0;
  readonly sums = { gross: 0n, ssoEmployee: 0n, incomeTax: 0n, deductions: 0n, net: 0n, ssoEmployer: 0n, unemployment: 0n, employerCost: 0n };
  add(slips: readonly { personnelId: number; result: PayslipResult }[], lines: number): void {
    this.lines += lines;
    for (const { personnelId, result: r } of slips) {
      this.paid.push(personnelId);
      for (const k of Object.keys(this.sums) as (keyof Totals['sums'])[]) this.sums[k] += BigInt(r[k]);
    }
  }
}

/** a day (a date, or an ISO day in JSON) as the payslip shows it: 1404/07/16 */
function jalaliText(day: Date | string): string {
  const iso = day instanceof Date ? day.toISOString().slice(0, 10) : String(day).slice(0, 10);
  const j = isoDateToJalali(iso);
  return j ? `${j.jy}/${String(j.jm).padStart(2, '0')}/${String(j.jd).padStart(2, '0')}` : iso;
}

/** seconds of a duration column → hours as a decimal string (12.5) */
function hours(seconds: number | null): string {
  const s = Number(seconds ?? 0);
  return (s / 3600).toFixed(4).replace(/\.?0+$/, '') || '0';
}

export { monthRange };
