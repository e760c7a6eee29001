import { Body, Controller, Get, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApplicantRoute, CurrentPrincipal } from '../../../core/auth/decorators';
import type { Principal } from '../../../core/auth/principal';
import { Meta, type RequestMeta } from '../../../core/http/request-meta';
import { ApiEnvelope, ApiPageEnvelope, ApiValueEnvelope, NULL_VALUE } from '../../../core/openapi/api-envelope';
import { ApplyDto, PortalIdBody, PortalIdQuery, PortalPageQuery, ResumeDto } from './portal.dto';
import { ApplicantPortalService } from './portal.service';
import { AppliedView, PortalApplicationView, PortalJobAdDetailView, PortalJobAdView, ResumeSavedView, ResumeView } from './portal.views';

/**
 * The applicant portal's calls, on the applicant's own token only (a staff token is refused here, and the
 * applicant's everywhere else): the résumé, the open job ads with their company, applying, the applications.
 */
@ApiTags('recruitment')
@ApiBearerAuth('bearer')
@Controller('api/recruitment/v1/applicant')
export class ApplicantPortalController {
  constructor(private readonly portal: ApplicantPortalService) {}

  @Get('resume') @ApplicantRoute() @ApiEnvelope(ResumeView) @ApiOperation({ summary: 'The applicant’s résumé' })
  resume(@CurrentPrincipal() p: Principal) {
    return this.portal.resume(p.subjectId);
  }

  @Put('resume') @ApplicantRoute() @ApiEnvelope(ResumeSavedView) @ApiOperation({ summary: 'Saves the whole résumé (its lists replaced) under the version read' })
  saveResume(@Body() dto: ResumeDto, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta) {
    return this.portal.saveResume(p.subjectId, dto, meta);
  }

  @Get('jobAds') @ApplicantRoute() @ApiPageEnvelope(PortalJobAdView) @ApiOperation({ summary: 'The job ads open today in every company' })
  jobAds(@Query() q: PortalPageQuery, @CurrentPrincipal() p: Principal) {
    return this.portal.jobAds(p.subjectId, q);
  }

  @Get('jobAd') @ApplicantRoute() @ApiEnvelope(PortalJobAdDetailView) @ApiOperation({ summary: 'One open job ad, its steps and its company' })
  jobAd(@Query() q: PortalIdQuery, @CurrentPrincipal() p: Principal) {
    return this.portal.jobAd(p.subjectId, q.Id);
  }

  @Post('apply') @ApplicantRoute() @ApiEnvelope(AppliedView) @ApiOperation({ summary: 'Applies to an open job ad (once)' })
  apply(@Body() dto: ApplyDto, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta) {
    return this.portal.apply(p.subjectId, dto, meta);
  }

  @Get('applications') @ApplicantRoute() @ApiEnvelope(PortalApplicationView, { isArray: true }) @ApiOperation({ summary: 'The applicant’s applications and their steps' })
  applications(@CurrentPrincipal() p: Principal) {
    return this.portal.applications(p.subjectId);
  }

  @Post('withdraw') @ApplicantRoute() @ApiValueEnvelope(NULL_VALUE) @ApiOperation({ summary: 'Withdraws an application still under review' })
  withdraw(@Body() dto: PortalIdBody, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta) {
    return this.portal.withdraw(p.subjectId, dto.id, meta);
  }
}
