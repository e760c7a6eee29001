import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiValueEnvelope, NULL_VALUE } from '../../core/openapi/api-envelope';
import { ApplicantProfileView, ApplicantSessionView, SentChallengeView } from './identity.views';
import { PrismaClient } from '../../core/database/database';
import { Public } from '../../core/http/decorators';
import { DomainException } from '../../core/http/errors';
import { Meta, type RequestMeta } from '../../core/http/request-meta';
import { ApplicantRoute, CurrentPrincipal } from '../../core/auth/decorators';
import type { Principal } from '../../core/auth/principal';
import { AuditService } from '../../core/audit/audit.service';
import { ApplicantVerifyDto, MobileDto } from './dto';
import { OtpService } from './otp.service';
import { SessionService } from './session.service';
import { WEB_CLIENT_ID } from './identity.service';

/** Job applicants: they register and sign in with a code, and their token opens only applicant routes. */
@ApiTags('recruitment')
@Controller('api/recruitment/v1/applicant')
export class ApplicantController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly otp: OtpService,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
  ) {}

  @Post('sendOtp') @Public() @ApiEnvelope(SentChallengeView) @ApiOperation({ summary: 'Sends an applicant a sign-in code' })
  sendOtp(@Body() dto: MobileDto, @Meta() meta: RequestMeta) {
    return this.otp.send(dto.mobileNumber, 'applicant', meta.ip);
  }

  @Post('verifyOtp') @Public() @ApiEnvelope(ApplicantSessionView) @ApiOperation({ summary: 'Checks the code; registers the applicant on first use and answers applicant tokens' })
  async verifyOtp(@Body() dto: ApplicantVerifyDto, @Meta() meta: RequestMeta) {
    const v = await this.otp.verify(dto.token, dto.code, meta.ip, ['applicant']);
    const applicant = await this.prisma.applicant.upsert({
      where: { mobileNumber: v.mobileNumber },
      update: { ...(dto.firstName ? { firstName: dto.firstName } : {}), ...(dto.lastName ? { lastName: dto.lastName } : {}) },
      create: { mobileNumber: v.mobileNumber, firstName: dto.firstName ?? null, lastName: dto.lastName ?? null },
    });
    const tokens = await this.sessions.start({ kind: 'applicant', subjectId: applicant.id, thirdPartyId: null, companyId: null }, WEB_CLIENT_ID, meta);
    await this.audit.record({ event: 'sign-in', entity: 'applicant', entityId: applicant.id, ip: meta.ip, traceId: meta.traceId, data: { method: 'otp' } });
    return { isValid: true, ...tokens };
  }

  @Get('profile') @ApplicantRoute() @ApiEnvelope(ApplicantProfileView) @ApiBearerAuth('bearer') @ApiOperation({ summary: 'The signed-in applicant' })
  async profile(@CurrentPrincipal() p: Principal) {
    const a = await this.prisma.applicant.findUnique({ where: { id: p.subjectId } });
    if (!a) throw new DomainException(401, 'UNAUTHORIZED');
    return { id: a.id, mobileNumber: a.mobileNumber, firstName: a.firstName, lastName: a.lastName };
  }

  @Post('logout') @ApplicantRoute() @ApiValueEnvelope(NULL_VALUE) @ApiBearerAuth('bearer') @ApiOperation({ summary: 'Ends the applicant session' })
  async logout(@CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta) {
    await this.sessions.revokeSession(p.sessionId, 'logout');
    await this.audit.record({ event: 'logout', entity: 'applicant', entityId: p.subjectId, ip: meta.ip, traceId: meta.traceId });
    return null;
  }
}
