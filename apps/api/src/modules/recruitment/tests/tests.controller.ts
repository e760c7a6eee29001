import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../core/auth/access';
import { ApplicantRoute, CurrentPrincipal } from '../../../core/auth/decorators';
import type { Principal } from '../../../core/auth/principal';
import { Meta, type RequestMeta } from '../../../core/http/request-meta';
import { ApiEnvelope } from '../../../core/openapi/api-envelope';
import { RECRUITER_PAGE } from '../applications/applications.controller';
import { ApplicationIdQuery } from '../applications/applications.dto';
import { AttemptIdQuery, MarkTestDto, StartTestDto, TestAnswersDto } from './tests.dto';
import { TestTaking } from './test-taking';
import { MarkedAttemptView, TestAttemptView } from './tests.views';

/** Taking a test on the applicant portal, on the applicant's own token (docs/recruitment.md "Taking a test"). */
@ApiTags('recruitment')
@ApiBearerAuth('bearer')
@Controller('api/recruitment/v1/applicant')
export class ApplicantTestController {
  constructor(private readonly tests: TestTaking) {}

  @Post('startTest') @ApplicantRoute() @ApiEnvelope(TestAttemptView) @ApiOperation({ summary: 'Starts (or resumes) the test of an application’s current step' })
  start(@Body() dto: StartTestDto, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta) {
    return this.tests.start(p.subjectId, dto.id, meta);
  }

  @Get('test') @ApplicantRoute() @ApiEnvelope(TestAttemptView) @ApiOperation({ summary: 'One of the applicant’s tests, its time and questions while it runs' })
  attempt(@Query() q: AttemptIdQuery, @CurrentPrincipal() p: Principal) {
    return this.tests.attempt(p.subjectId, q.Id);
  }

  @Post('testAnswers') @ApplicantRoute() @ApiEnvelope(TestAttemptView) @ApiOperation({ summary: 'Saves answers of a running test; `submit` finishes it' })
  answer(@Body() dto: TestAnswersDto, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta) {
    return this.tests.answer(p.subjectId, dto, meta);
  }
}

/** The recruiters' view and marking of the tests taken in an application. */
@ApiTags('recruitment')
@ApiBearerAuth('bearer')
@Controller('api/recruitment/v1/jobapplication')
export class TestMarkingController {
  constructor(private readonly tests: TestTaking) {}

  @Get('getTests') @Access(RECRUITER_PAGE) @ApiEnvelope(MarkedAttemptView, { isArray: true }) @ApiOperation({ summary: 'The tests taken in an application, with answers and scores' })
  forApplication(@Query() q: ApplicationIdQuery) {
    return this.tests.forApplication(q.Id);
  }

  @Post('markTest') @Access(RECRUITER_PAGE, 'Update') @ApiEnvelope(MarkedAttemptView) @ApiOperation({ summary: 'Marks the open answers of a finished test' })
  mark(@Body() dto: MarkTestDto, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta) {
    return this.tests.mark(dto, p, meta);
  }
}
