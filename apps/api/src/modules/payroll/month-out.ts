import { Injectable } from '@nestjs/common';
import type { Prisma } from '../../generated/prisma/client';
import { DomainException } from '../../core/http/errors';
import type { PayrollMonthOut, PayslipLineOut, PayslipOut } from './exports';

type Reader = Pick<Prisma.TransactionClient, '$queryRawUnsafe'>;
const KIND: Record<number, PayslipLineOut['kind']> = { 1: 'earning', 2: 'deduction', 3: 'employer' };
const day = (v: unknown): string | null => (v instanceof Date ? v.toISOString().slice(0, 10) : v ? String(v).slice(0, 10) : null);
const text = (v: unknown): string => (v === null || v === undefined ? '0' : String(v));

export const notFound = () => new DomainException(404, 'NOT_FOUND', { text: { fa: 'حقوق ماه یافت نشد.', en: 'The payroll was not found.' } });

/**
 * A stored month's payroll as the output files take it (exports/types.ts): the company and its workshop (the
 * company's first active workshop, or the one its people's basic insurance names), every payslip with the person's
 * records (names, national code, birth and issue, insurance number, default bank account, department and main post)
 * and its lines in the language asked. `payslipId` narrows it to one payslip. Every read is the caller's company's.
 */
@Injectable()
export class PayrollMonthReader {
  async read(db: Reader, companyId: number, payrollId: number, language: 'fa' | 'en', payslipId?: number): Promise<PayrollMonthOut & { rulesYear: number; dbfEncoding: number }> {
    const [payroll] = await db.$queryRawUnsafe<{ id: number; year: number; month: number; period: number; encoding: number | null }[]>(
      `SELECT r.id, r.year, r.month, r.period, (SELECT dbf_encoding FROM payroll_rule WHERE company_id = $1 AND year = r.year) AS encoding
         FROM payroll r WHERE r.company_id = $1 AND r.id = $2`,
      companyId, payrollId,
    );
    if (!payroll) throw notFound();
    const [company] = await db.$queryRawUnsafe<{ name_fa: string; name_en: string | null }[]>(`SELECT name_fa, name_en FROM company WHERE id = $1`, companyId);
    const [workshop] = await db.$queryRawUnsafe<{ code: string; name: string; workshop_code: string | null; employer_name: string | null; address: string | null }[]>(
      `SELECT w.code, w.name, w.workshop_code, w.employer_name, w.address FROM workshop w
        WHERE w.company_id = $1 AND w.is_active
        ORDER BY (SELECT count(*) FROM personnel_basic_insurance b WHERE b.company_id = $1 AND b.workshop_id = w.id) DESC, w.id LIMIT 1`,
      companyId,
    );
    const slips = await db.$queryRawUnsafe<Record<string, unknown>[]>(
      `SELECT s.*, p.organization_code, p.first_name, p.last_name, p.father_name, p.national_code, p.identity_no, p.birth_date, p.issuance_date,
              p.gender, p.start_date AS employed_from, p.end_date AS employed_to, bc.name_fa AS birth_place, ic.name_fa AS issue_place,
              n.name_fa AS nationality, dp.name AS department, job.title AS job_title, job.code AS job_code, ins.insurance_number,
              acc.shaba_no AS sheba, acc.account_no,
              -- the month's wage: its base salary lines (two when a decree changed within the month)
              (SELECT sum(l.amount) FROM payslip_line l WHERE l.company_id = $1 AND l.payslip_id = s.id AND l.item_key = 'baseSalary') AS monthly_wage
         FROM payslip s JOIN personnel p ON p.id = s.personnel_id AND p.company_id = $1
         LEFT JOIN city bc ON bc.id = p.birth_location_id LEFT JOIN city ic ON ic.id = p.exportation_place_id
         LEFT JOIN country n ON n.id = p.nationality_id LEFT JOIN department dp ON dp.id = p.department_id
         -- the main post, the latest basic insurance, the default bank account: one read each a person
         LEFT JOIN LATERAL (SELECT po.title, po.code FROM personnel_post pp JOIN post po ON po.id = pp.post_id
                             WHERE pp.company_id = $1 AND pp.personnel_id = p.id ORDER BY pp.is_main DESC, pp.id LIMIT 1) job ON true
         LEFT JOIN LATERAL (SELECT b.insurance_number FROM personnel_basic_insurance b
                             WHERE b.company_id = $1 AND b.personnel_id = p.id ORDER BY b.start_date DESC, b.id DESC LIMIT 1) ins ON true
         LEFT JOIN LATERAL (SELECT a.shaba_no, a.account_no FROM personnel_bank_account a
                             WHERE a.company_id = $1 AND a.personnel_id = p.id ORDER BY a.is_default DESC, a.id LIMIT 1) acc ON true
        WHERE s.company_id = $1 AND s.payroll_id = $2 ${payslipId ? 'AND s.id = $3' : ''}
        ORDER BY p.organization_code, s.id`,
      companyId, payrollId, ...(payslipId ? [payslipId] : []),
    );
    if (payslipId && !slips.length) throw notFound();
    const lines = await db.$queryRawUnsafe<{ payslip_id: number; kind: number; title: string; title_en: string | null; quantity: unknown; rate: unknown; base: unknown; amount: unknown; explanation: string | null; explanation_en: string | null }[]>(
      `SELECT l.payslip_id, l.kind, l.title, l.title_en, l.quantity, l.rate, l.base, l.amount, l.explanation, l.explanation_en
         FROM payslip_line l JOIN payslip s ON s.id = l.payslip_id AND s.company_id = $1
        WHERE l.company_id = $1 AND s.payroll_id = $2 ${payslipId ? 'AND s.id = $3' : ''} ORDER BY l.payslip_id, l.id`,
      companyId, payrollId, ...(payslipId ? [payslipId] : []),
    );
    const linesOf = new Map<number, PayslipLineOut[]>();
    for (const l of lines) {
      const out: PayslipLineOut = {
        kind: KIND[l.kind] ?? 'earning',
        title: language === 'en' ? l.title_en ?? l.title : l.title,
        quantity: l.quantity === null ? null : String(l.quantity),
        rate: l.rate === null ? null : String(l.rate),
        base: l.base === null ? null : String(l.base),
        amount: text(l.amount),
        explanation: language === 'en' ? l.explanation_en ?? l.explanation : l.explanation,
      };
      linesOf.set(l.payslip_id, [...(linesOf.get(l.payslip_id) ?? []), out]);
    }
    const payslips: PayslipOut[] = slips.map((s) => {
      const monthlyWage = text(s.monthly_wage);
      const insurable = text(s.insurable_base);
      const benefits = BigInt(insurable) > BigInt(monthlyWage) ? String(BigInt(insurable) - BigInt(monthlyWage)) : '0';
      return {
        personnelCode: String(s.organization_code), firstName: String(s.first_name), lastName: String(s.last_name), fatherName: (s.father_name as string) ?? null,
        nationalCode: String(s.national_code), identityNo: (s.identity_no as string) ?? null, birthDate: day(s.birth_date), issuanceDate: day(s.issuance_date),
        birthPlace: (s.birth_place as string) ?? null, issuePlace: (s.issue_place as string) ?? null, gender: Number(s.gender) === 2 ? 'female' : 'male',
        nationality: (s.nationality as string) ?? null, jobTitle: (s.job_title as string) ?? null, jobCode: (s.job_code as string) ?? null,
        insuranceNumber: (s.insurance_number as string) ?? null, startDate: day(s.employed_from), endDate: day(s.employed_to),
        sheba: (s.sheba as string) ?? null, accountNo: (s.account_no as string) ?? null, departmentName: (s.department as string) ?? null,
        paidDays: Number(s.paid_days ?? 0),
        dailyWage: text(s.daily_wage), monthlyWage, benefits, insurable, total: text(s.gross),
        ssoEmployee: text(s.sso_employee), ssoEmployer: text(s.sso_employer), unemployment: text(s.unemployment),
        gross: text(s.gross), deductions: text(s.deductions), net: text(s.net), taxable: text(s.taxable_base), incomeTax: text(s.income_tax),
        lines: linesOf.get(Number(s.id)) ?? [],
      };
    });
    return {
      company: {
        name: language === 'en' ? company?.name_en ?? company?.name_fa ?? '' : company?.name_fa ?? '',
        workshopCode: workshop?.workshop_code ?? workshop?.code ?? '',
        workshopName: workshop?.name ?? '',
        employerName: workshop?.employer_name ?? company?.name_fa ?? '',
        address: workshop?.address ?? '',
      },
      year: payroll.year,
      // the year end's is month 13 (its period's last two digits), so that its files say so
      month: payroll.period % 100,
      listNo: String(payroll.period),
      payslips,
      rulesYear: payroll.year,
      dbfEncoding: payroll.encoding ?? 1,
    };
  }
}
