import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { calculatePayslip, PayrollInputError, type PayrollAdjustment, type PayrollItem, type ShiftKind } from '@karsaz/domain';
import { PrismaClient } from '../../core/database/database';
import { Access } from '../../core/auth/access';
import { CurrentPrincipal } from '../../core/auth/decorators';
import type { Principal } from '../../core/auth/principal';
import { AuditService } from '../../core/audit/audit.service';
import { requireCompany } from '../../core/context/request-context';
import { DomainException } from '../../core/http/errors';
import { ApiEnvelope } from '../../core/openapi/api-envelope';
import { daysOf, monthRange, PayrollCalculation } from './calculation';
import { noRules, readRules } from './inputs';
import { CalculatePayrollDto, CalculateYearEndDto, CalculatedPayrollDto, PayslipPreviewDto, PreviewPayrollDto } from './payroll.dto';

export const PAYROLL_PAGE = '/payroll-2';
export const DECREE_PAGE = '/employment-decree-2';

/**
 * The payroll's own calls (docs/payroll.md): `calculate` a month for the company (the payroll page's `Calculate`;
 * one transaction, a failure writes nothing) and `preview` one person's month from a decree and attendance given in
 * the body, through the same calculator, storing nothing (the payroll page or the decree page); `calculateYearEnd`
 * a year's eydi, severance and unused leave paid out.
 */
@ApiTags('payroll')
@ApiBearerAuth('bearer')
@Controller('api/payroll/v1/payroll')
export class PayrollController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly calculation: PayrollCalculation,
    private readonly audit: AuditService,
  ) {}

  @Post('calculate') @Access(PAYROLL_PAGE, 'Calculate') @ApiEnvelope(CalculatedPayrollDto)
  async calculate(@Body() dto: CalculatePayrollDto, @CurrentPrincipal() p: Principal): Promise<CalculatedPayrollDto> {
    const companyId = requireCompany();
    return this.prisma.$transaction(async (tx) => {
      const r = await this.calculation.calculate(tx, companyId, p.subjectId, dto.year, dto.month, { withoutAttendance: dto.withoutAttendance });
      await this.audit.record({ event: 'payroll.calculate', userId: p.subjectId, companyId, entity: 'payroll', entityId: String(r.payrollId), data: { period: r.period, people: r.people, skipped: r.skipped.length, gross: r.gross, net: r.net } }, tx);
      return r;
    }, { timeout: 300_000, maxWait: 10_000 });
  }

  /** The year end (eydi, severance, unused leave paid out) of a Jalali year, stored as a payroll of its own. */
  @Post('calculateYearEnd') @Access(PAYROLL_PAGE, 'Calculate') @ApiEnvelope(CalculatedPayrollDto)
  async calculateYearEnd(@Body() dto: CalculateYearEndDto, @CurrentPrincipal() p: Principal): Promise<CalculatedPayrollDto> {
    const companyId = requireCompany();
    return this.prisma.$transaction(async (tx) => {
      const r = await this.calculation.calculateYearEnd(tx, companyId, p.subjectId, dto.year);
      await this.audit.record({ event: 'payroll.calculateYearEnd', userId: p.subjectId, companyId, entity: 'payroll', entityId: String(r.payrollId), data: { period: r.period, people: r.people, skipped: r.skipped.length, gross: r.gross, net: r.net } }, tx);
      return r;
    }, { timeout: 300_000, maxWait: 10_000 });
  }

  @Post('preview') @Access([PAYROLL_PAGE, DECREE_PAGE]) @ApiEnvelope(PayslipPreviewDto)
  async preview(@Body() dto: PreviewPayrollDto): Promise<PayslipPreviewDto> {
    const companyId = requireCompany();
    const rules = await readRules(this.prisma, companyId, dto.year);
    if (!rules) throw noRules(dto.year);
    const monthDays = daysOf(monthRange(dto.year, dto.month));
    const { decree: d, attendance: a } = dto;
    try {
      return calculatePayslip({
        rules,
        monthDays,
        decree: {
          ...d,
          adjustments: (d.adjustments ?? []).map((x, i): PayrollAdjustment => ({
            code: x.code || `A${i + 1}`, title: { fa: x.title, en: x.title }, kind: x.kind, method: x.method, amount: x.amount ?? null, rate: x.rate ?? null,
            baseItems: (x.baseItems ?? []) as PayrollItem[], prorate: x.prorate, insurable: x.insurable, taxable: x.taxable,
          })),
        },
        attendance: { ...a, shiftKind: (a.shiftKind ?? 'none') as ShiftKind },
      });
    } catch (e) {
      if (!(e instanceof PayrollInputError)) throw e;
      const field = e.field.startsWith('adjustments') ? `decree.${e.field}` : e.field;
      throw new DomainException(400, 'VALIDATION', { fieldErrors: [{ field, constraint: 'payroll', args: [], fallback: `${field}: ${e.text.en}` }], text: e.text });
    }
  }
}
