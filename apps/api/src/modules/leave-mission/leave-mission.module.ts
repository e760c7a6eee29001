import { Controller, Get, Module, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, Max, Min } from 'class-validator';
import { jalaliYearAt } from '@karsaz/domain';
import { MISSION_MANAGEMENT_URL, PERSONNEL_REQUESTS_URL } from '@karsaz/entities';
import { PrismaClient } from '../../core/database/database';
import { Access } from '../../core/auth/access';
import { CurrentPrincipal } from '../../core/auth/decorators';
import type { Principal } from '../../core/auth/principal';
import { requireCompany } from '../../core/context/request-context';
import { IsInt } from '../../core/http/validators';
import { ApiEnvelope } from '../../core/openapi/api-envelope';
import { ApprovedAbsences } from './approved-absences';
import { fieldError, invalid, ownPersonnel, type Tx } from './common';
import { LeaveBalances } from './leave-balance';
import { LeaveExtensionHooks, LeaveRequestHooks } from './leave.hooks';
import { MissionCurrencyHooks, MissionExtensionHooks, MissionHooks, MissionResidenceHooks, MissionVehicleHooks } from './mission.hooks';

export class BalanceQuery {
  @ApiPropertyOptional({ description: 'the person; none: the caller’s own personnel' }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) personnelId?: number;
  @ApiPropertyOptional({ description: 'the Jalali year; none: the current one' }) @IsOptional() @Type(() => Number) @IsInt() @Min(1350) @Max(1500) year?: number;
}

class BalanceText {
  @ApiProperty() entitlement!: string;
  @ApiProperty() carryOver!: string;
  @ApiProperty() used!: string;
  @ApiProperty() pending!: string;
  @ApiProperty() remaining!: string;
}

export class LeaveBalanceDto {
  @ApiProperty() personnelId!: number;
  @ApiProperty() year!: number;
  @ApiProperty({ description: 'seconds: the employment type’s yearly paid leave' }) entitlement!: number;
  @ApiProperty({ description: 'seconds carried over from the year before (capped by the transferable ceiling)' }) carryOver!: number;
  @ApiProperty({ description: 'seconds of approved paid leave of the year' }) used!: number;
  @ApiProperty({ description: 'seconds of paid leave waiting for review' }) pending!: number;
  @ApiProperty({ description: 'seconds left: entitlement + carryOver − used − pending' }) remaining!: number;
  @ApiProperty({ type: BalanceText, description: 'the amounts as hours:minutes:seconds' }) text!: BalanceText;
  @ApiProperty({ description: '1 none, 2 up to the ceiling, 3 pay out the excess' }) transferMethod!: number;
  @ApiProperty({ description: 'seconds' }) transferCeiling!: number;
}

/** GET /api/hr/v1/leaverequest/getBalance: a person's leave balance of a Jalali year (the leave form shows it). */
@ApiTags('hr')
@ApiBearerAuth('bearer')
@Controller('api/hr/v1/leaverequest')
export class LeaveBalanceController {
  constructor(private readonly prisma: PrismaClient, private readonly balances: LeaveBalances) {}

  @Get('getBalance') @Access([PERSONNEL_REQUESTS_URL, MISSION_MANAGEMENT_URL]) @ApiEnvelope(LeaveBalanceDto)
  async balance(@Query() q: BalanceQuery, @CurrentPrincipal() p: Principal): Promise<LeaveBalanceDto> {
    const companyId = requireCompany();
    const tx = this.prisma as unknown as Tx;
    const personnelId = q.personnelId ?? (await ownPersonnel(tx, p));
    if (!personnelId) throw invalid(fieldError('personnelId', 'ownPersonnel', [], 'personnelId must be given: you are no personnel of this company'));
    return this.balances.of(tx, companyId, personnelId, q.year ?? jalaliYearAt(new Date()));
  }
}

/**
 * Leave and missions beyond the engine's CRUD and workflow (docs/attendance.md "Leave and missions"): the rules of
 * leave, missions, their items and extensions (hooks), the leave balance, and `ApprovedAbsences`, which the daily
 * attendance reads.
 */
@Module({
  controllers: [LeaveBalanceController],
  providers: [
    LeaveBalances, ApprovedAbsences, LeaveRequestHooks, LeaveExtensionHooks,
    MissionHooks, MissionVehicleHooks, MissionResidenceHooks, MissionCurrencyHooks, MissionExtensionHooks,
  ],
  exports: [ApprovedAbsences, LeaveBalances],
})
export class LeaveMissionModule {}
