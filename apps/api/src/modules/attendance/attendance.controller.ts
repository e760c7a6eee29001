import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, Max, Min } from 'class-validator';
import { PrismaClient } from '../../core/database/database';
import { Access } from '../../core/auth/access';
import { CurrentPrincipal } from '../../core/auth/decorators';
import type { Principal } from '../../core/auth/principal';
import { AuditService } from '../../core/audit/audit.service';
import { requireCompany } from '../../core/context/request-context';
import { IsInt } from '../../core/http/validators';
import { ApiEnvelope } from '../../core/openapi/api-envelope';
import { AttendanceCalculation, monthRange } from './calculation';

export const ATTENDANCE_PAGE = '/manage-Attendance-2';

export class CalculateMonthDto {
  @ApiProperty({ description: 'Jalali year', minimum: 1350, maximum: 1500 }) @Type(() => Number) @IsInt() @Min(1350) @Max(1500) year!: number;
  @ApiProperty({ description: 'Jalali month, 1–12', minimum: 1, maximum: 12 }) @Type(() => Number) @IsInt() @Min(1) @Max(12) month!: number;
  @ApiPropertyOptional({ type: [Number], description: 'these people only; none: everyone of the company employed in the month' })
  @IsOptional() @IsArray() @ArrayMaxSize(10000) @IsInt({ each: true }) personnelIds?: number[];
}

export class CalculatedMonth {
  @ApiProperty({ description: 'months written' }) calculated!: number;
  @ApiProperty({ description: 'days written' }) days!: number;
  @ApiProperty({ type: [Number], description: 'people whose month is closed or confirmed, left as it is' }) frozen!: number[];
}

/**
 * `POST /api/hr/v1/attendancemonth/calculate`: calculates (or recalculates) a month of attendance for the company's
 * people, or some of them; guarded by the attendance page's `Calculate`. One transaction: a failure writes nothing.
 */
@ApiTags('hr')
@ApiBearerAuth('bearer')
@Controller('api/hr/v1/attendancemonth')
export class AttendanceController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly calculation: AttendanceCalculation,
    private readonly audit: AuditService,
  ) {}

  @Post('calculate') @Access(ATTENDANCE_PAGE, 'Calculate') @ApiEnvelope(CalculatedMonth)
  async calculate(@Body() dto: CalculateMonthDto, @CurrentPrincipal() p: Principal): Promise<CalculatedMonth> {
    const companyId = requireCompany();
    const range = monthRange(dto.year, dto.month);
    return this.prisma.$transaction(async (tx) => {
      const r = await this.calculation.calculate(tx, companyId, p.subjectId, range, dto.personnelIds);
      await this.audit.record({ event: 'attendance.calculate', userId: p.subjectId, companyId, entity: 'attendancemonth', data: { period: range.period, ...r, frozen: r.frozen.length } }, tx);
      return r;
    }, { timeout: 120_000, maxWait: 10_000 });
  }
}
