import { Body, Controller, Get, Inject, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDateString, IsIn, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure';
import { PrismaClient } from '../../core/database/database';
import type { Prisma } from '../../generated/prisma/client';
import { Access } from '../../core/auth/access';
import { CurrentPrincipal } from '../../core/auth/decorators';
import type { Principal } from '../../core/auth/principal';
import { AuditService } from '../../core/audit/audit.service';
import { ApiEnvelope } from '../../core/openapi/api-envelope';
import { IsInt, IsIranianMobile } from '../../core/http/validators';
import { Meta, type RequestMeta } from '../../core/http/request-meta';
import { OTP_MAX_ATTEMPTS, OTP_PURPOSES, OtpService } from './otp.service';

/** The page's menu (packages/entities/src/identity/module.ts): any action reads, Update lifts a block. */
export const OTP_MENU = '/otp-2';

export class OtpFilterQuery {
  @ApiPropertyOptional({ type: Number, default: 1 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) pageIndex = 1;
  @ApiPropertyOptional({ type: Number, default: 10, maximum: 100 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) pageSize = 10;
  @ApiPropertyOptional({ description: 'digits of the mobile number (any part of it)' }) @IsOptional() @IsString() @MaxLength(11) @Matches(/^\d*$/) searchTerm?: string;
  @ApiPropertyOptional({ enum: OTP_PURPOSES }) @IsOptional() @IsIn(OTP_PURPOSES) purpose?: string;
  @ApiPropertyOptional({ description: '0 queued, 1 sent, 2 failed, 3 not sent (a decoy)', enum: [0, 1, 2, 3] }) @IsOptional() @Type(() => Number) @IsInt() @Min(0) @Max(3) deliveryStatus?: number;
  @ApiPropertyOptional({ format: 'date', description: 'sent on or after this day (Asia/Tehran)' }) @IsOptional() @IsDateString({ strict: true }) fromDate?: string;
  @ApiPropertyOptional({ format: 'date', description: 'sent on or before this day (Asia/Tehran)' }) @IsOptional() @IsDateString({ strict: true }) toDate?: string;
}

export class MobileQuery {
  @ApiProperty({ example: '09121234567' }) @IsIranianMobile() mobileNumber!: string;
}

export class UnblockDto {
  @ApiProperty({ example: '09121234567' }) @IsIranianMobile() mobileNumber!: string;
}

/** A one-time code sent; the code itself only outside production (from the development SMS log). */
export class OtpChallengeView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() mobileNumber!: string;
  @ApiProperty({ enum: OTP_PURPOSES }) purpose!: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt!: Date;
  @ApiProperty({ description: '0 queued, 1 sent, 2 failed, 3 not sent (a decoy: the number is not registered)' }) deliveryStatus!: number;
  @ApiProperty({ description: 'tries to hand the text to the SMS provider' }) deliveryAttempts!: number;
  @ApiProperty({ nullable: true, type: String, description: 'the provider’s last error' }) deliveryError!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) sentAt!: Date | null;
  @ApiProperty({ description: 'codes typed against it (at most 5)' }) attempts!: number;
  @ApiProperty({ enum: ['live', 'verified', 'replaced', 'expired', 'locked'], description: 'replaced: a newer code was asked; locked: its 5 tries are spent' }) state!: string;
  @ApiProperty({ nullable: true, type: String, description: 'the code; null in production' }) code!: string | null;
}

export class OtpChallengePage {
  @ApiProperty({ type: [OtpChallengeView] }) data!: OtpChallengeView[];
  @ApiProperty() rowCount!: number;
}

export class NumberBlock {
  @ApiProperty() mobileNumber!: string;
  @ApiProperty({ description: 'sends spent in the current window' }) sendsUsed!: number;
  @ApiProperty({ description: 'sends a number may have per window' }) sendsAllowed!: number;
  @ApiProperty() blocked!: boolean;
  @ApiProperty({ description: 'seconds until the number may get a code again' }) secondsLeft!: number;
  @ApiProperty({ nullable: true, type: String, description: 'the mobile number of the user who last lifted the number’s block' }) lastLiftedBy!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) lastLiftedAt!: Date | null;
}

/** Tehran has had no daylight saving since 2022: a day there starts at 20:30 UTC the day before. */
function tehranDayStart(day: string, plusDays = 0): Date {
  const d = new Date(`${day.slice(0, 10)}T00:00:00+03:30`);
  return new Date(d.getTime() + plusDays * 86_400_000);
}

/**
 * The one-time codes sent (the /otp-2 page): support staff see why a code did not arrive (not sent to an unknown
 * number, the provider failing, a newer code replacing it, expired, its tries spent, the number's send block) and
 * lift a number's send block; each lift is audited (`otp-unblock`, who and when).
 */
@ApiTags('identity')
@ApiBearerAuth('bearer')
@Controller('api/identity/otp/v1')
export class OtpSupportController {
  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly prisma: PrismaClient,
    private readonly otp: OtpService,
    private readonly audit: AuditService,
  ) {}

  @Get('getFiltered') @Access(OTP_MENU)
  @ApiOperation({ summary: 'The codes sent, the newest first; searchTerm matches digits of the number' })
  @ApiEnvelope(OtpChallengePage)
  async getFiltered(@Query() q: OtpFilterQuery): Promise<OtpChallengePage> {
    const where: Prisma.OtpChallengeWhereInput = {
      ...(q.searchTerm ? { mobileNumber: { contains: q.searchTerm } } : {}),
      ...(q.purpose ? { purpose: q.purpose } : {}),
      ...(q.deliveryStatus !== undefined ? { deliveryStatus: q.deliveryStatus } : {}),
      ...(q.fromDate || q.toDate ? { createdAt: { ...(q.fromDate ? { gte: tehranDayStart(q.fromDate) } : {}), ...(q.toDate ? { lt: tehranDayStart(q.toDate, 1) } : {}) } } : {}),
    };
    const [rows, rowCount] = await Promise.all([
      this.prisma.otpChallenge.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], skip: (q.pageIndex - 1) * q.pageSize, take: q.pageSize }),
      this.prisma.otpChallenge.count({ where }),
    ]);
    const codes = new Map<string, string>();
    if (this.infra.config.env !== 'production' && rows.length) {
      const sms = await this.prisma.devSms.findMany({ where: { localId: { in: rows.map((r) => `otp-${r.id}`) } }, select: { localId: true, text: true } });
      for (const s of sms) {
        const code = s.text.match(/(\d{6})/)?.[1];
        if (code && s.localId) codes.set(s.localId.slice(4), code);
      }
    }
    const now = new Date();
    return {
      rowCount,
      data: rows.map((r) => ({
        id: r.id,
        mobileNumber: r.mobileNumber,
        purpose: r.purpose,
        createdAt: r.createdAt,
        expiresAt: r.expiresAt,
        deliveryStatus: r.deliveryStatus,
        deliveryAttempts: r.deliveryAttempts,
        deliveryError: r.deliveryError,
        sentAt: r.sentAt,
        attempts: r.attempts,
        state: r.verifiedAt ? 'verified' : r.killedAt ? 'replaced' : r.attempts >= OTP_MAX_ATTEMPTS ? 'locked' : r.expiresAt <= now ? 'expired' : 'live',
        code: codes.get(r.id) ?? null,
      })),
    };
  }

  @Get('getNumberBlock') @Access(OTP_MENU)
  @ApiOperation({ summary: 'A number’s send limit: sends spent, whether it is blocked and for how long, who last lifted it' })
  @ApiEnvelope(NumberBlock)
  async getNumberBlock(@Query() q: MobileQuery): Promise<NumberBlock> {
    const block = await this.otp.numberBlock(q.mobileNumber);
    const last = await this.prisma.auditLog.findFirst({ where: { event: 'otp-unblock', entity: 'otp-number', entityId: q.mobileNumber }, orderBy: { id: 'desc' }, select: { userId: true, at: true } });
    let lastLiftedBy: string | null = null;
    if (last?.userId) {
      const u = await this.prisma.user.findUnique({ where: { id: last.userId }, select: { mobileNumber: true } });
      lastLiftedBy = u?.mobileNumber ?? null;
    }
    return { mobileNumber: q.mobileNumber, ...block, lastLiftedBy, lastLiftedAt: last?.at ?? null };
  }

  @Post('unblock') @Access(OTP_MENU, 'Update')
  @ApiOperation({ summary: 'Lifts a number’s send block (its spent sends and resend gaps are forgotten); audited as otp-unblock' })
  @ApiEnvelope(NumberBlock)
  async unblock(@Body() dto: UnblockDto, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta): Promise<NumberBlock> {
    const before = await this.otp.numberBlock(dto.mobileNumber);
    await this.otp.liftBlock(dto.mobileNumber);
    await this.audit.record({
      event: 'otp-unblock',
      userId: p.subjectId,
      companyId: p.companyId,
      entity: 'otp-number',
      entityId: dto.mobileNumber,
      ip: meta.ip,
      traceId: meta.traceId,
      data: { wasBlocked: before.blocked, sendsUsed: before.sendsUsed, secondsLeft: before.secondsLeft },
    });
    return this.getNumberBlock({ mobileNumber: dto.mobileNumber });
  }
}
