import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { parseDayText } from '@karsaz/domain';
import { PrismaClient } from '../../core/database/database';
import { Access } from '../../core/auth/access';
import { CurrentPrincipal } from '../../core/auth/decorators';
import type { Principal } from '../../core/auth/principal';
import { AuditService } from '../../core/audit/audit.service';
import { requireCompany } from '../../core/context/request-context';
import { DomainException } from '../../core/http/errors';
import { ApiEnvelope } from '../../core/openapi/api-envelope';
import { DECREE_PAGE } from './payroll.controller';
import { RaiseDecreesDto, RaiseDoneDto, RaisePlanDto } from './payroll.dto';
import { DecreeRaise, type RaiseInput } from './raise';

const badDay = (field: string) =>
  new DomainException(400, 'VALIDATION', { fieldErrors: [{ field, constraint: 'isDate', args: [], fallback: `${field} must be a day (1405/01/01 or 2026-03-21)` }] });

function raiseInput(dto: RaiseDecreesDto): RaiseInput {
  const startDate = parseDayText(dto.startDate);
  if (!startDate) throw badDay('startDate');
  const issueDate = dto.issueDate ? parseDayText(dto.issueDate) : startDate;
  if (!issueDate) throw badDay('issueDate');
  return { startDate, issueDate, percent: dto.percent, dailyAddition: dto.dailyAddition ?? '0', addSeniorityYear: dto.addSeniorityYear ?? true, personnelIds: dto.personnelIds };
}

/**
 * The yearly raise of the decrees (docs/payroll.md "Decrees"): `raise/preview` answers every person's old and new
 * salary and writes nothing; `raise` issues the new decrees in one transaction. Both need the decree page's `Raise`.
 */
@ApiTags('payroll')
@ApiBearerAuth('bearer')
@Controller('api/payroll/v1/employmentdecree')
export class DecreeController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly raise: DecreeRaise,
    private readonly audit: AuditService,
  ) {}

  @Post('raise/preview') @Access(DECREE_PAGE, 'Raise') @ApiEnvelope(RaisePlanDto)
  async preview(@Body() dto: RaiseDecreesDto): Promise<RaisePlanDto> {
    const companyId = requireCompany();
    const { candidates: _c, ...plan } = await this.raise.plan(this.prisma as never, companyId, raiseInput(dto));
    void _c;
    return plan;
  }

  @Post('raise') @Access(DECREE_PAGE, 'Raise') @ApiEnvelope(RaiseDoneDto)
  async apply(@Body() dto: RaiseDecreesDto, @CurrentPrincipal() p: Principal): Promise<RaiseDoneDto> {
    const companyId = requireCompany();
    const input = raiseInput(dto);
    return this.prisma.$transaction(async (tx) => {
      const r = await this.raise.apply(tx, companyId, p.subjectId, input);
      await this.audit.record({ event: 'payroll.raise', userId: p.subjectId, companyId, entity: 'employmentdecree', data: { startDate: input.startDate, percent: input.percent, dailyAddition: input.dailyAddition, created: r.created, skipped: r.skipped.length } }, tx);
      return r;
    }, { timeout: 300_000, maxWait: 10_000 });
  }
}
