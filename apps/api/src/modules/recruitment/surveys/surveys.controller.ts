import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../core/auth/access';
import { ApplicantRoute, CurrentPrincipal } from '../../../core/auth/decorators';
import type { Principal } from '../../../core/auth/principal';
import { Meta, type RequestMeta } from '../../../core/http/request-meta';
import { ApiEnvelope, ApiValueEnvelope, NULL_VALUE } from '../../../core/openapi/api-envelope';
import { SurveyAnswerDto, SurveyIdQuery } from './surveys.dto';
import { Surveys } from './surveys';

class SurveyReasonView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty() title!: string;
}
class SurveyView {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() question!: string;
  @ApiProperty({ type: [SurveyReasonView] }) reasons!: SurveyReasonView[];
}
class SurveyAnswerView {
  @ApiProperty({ type: 'integer' }) rating!: number;
  @ApiProperty({ type: 'integer', nullable: true }) satisfactionReasonId!: number | null;
  @ApiProperty({ type: String, nullable: true }) comment!: string | null;
}
class ApplicantSurveyView {
  @ApiProperty({ description: 'the applicant may answer now' }) open!: boolean;
  @ApiProperty({ type: SurveyView, nullable: true }) survey!: SurveyView | null;
  @ApiProperty({ type: SurveyAnswerView, nullable: true }) answer!: SurveyAnswerView | null;
}
class RatingCountView {
  @ApiProperty({ type: 'integer' }) rating!: number;
  @ApiProperty({ type: 'integer' }) count!: number;
}
class ReasonCountView {
  @ApiProperty({ type: 'integer' }) reasonId!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ type: 'integer' }) count!: number;
}
class SurveySummaryView {
  @ApiProperty({ type: 'integer' }) count!: number;
  @ApiProperty({ type: String, nullable: true, description: 'the average rating, two places' }) average!: string | null;
  @ApiProperty({ type: [RatingCountView] }) byRating!: RatingCountView[];
  @ApiProperty({ type: [ReasonCountView] }) byReason!: ReasonCountView[];
  @ApiProperty({ type: 'integer', description: 'answers that picked no reason' }) noReason!: number;
}

/** The applicant's survey of a decided application (their own token). */
@ApiTags('recruitment')
@ApiBearerAuth('bearer')
@Controller('api/recruitment/v1/applicant')
export class ApplicantSurveyController {
  constructor(private readonly surveys: Surveys) {}

  @Get('survey') @ApplicantRoute() @ApiEnvelope(ApplicantSurveyView) @ApiOperation({ summary: 'The survey an application’s applicant is asked, and their answer' })
  survey(@Query() q: SurveyIdQuery, @CurrentPrincipal() p: Principal) {
    return this.surveys.forApplicant(p.subjectId, q.Id);
  }

  @Post('survey') @ApplicantRoute() @ApiValueEnvelope(NULL_VALUE) @ApiOperation({ summary: 'Answers the survey of a decided application, once' })
  answer(@Body() dto: SurveyAnswerDto, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta) {
    return this.surveys.answer(p.subjectId, dto, meta);
  }
}

/** A survey's answers summarised, for its chart on /satisfaction-2. */
@ApiTags('recruitment')
@ApiBearerAuth('bearer')
@Controller('api/recruitment/v1/satisfaction')
export class SurveySummaryController {
  constructor(private readonly surveys: Surveys) {}

  @Get('getSummary') @Access('/satisfaction-2') @ApiEnvelope(SurveySummaryView) @ApiOperation({ summary: 'A survey’s answers: count, average rating, per rating and per reason' })
  summary(@Query() q: SurveyIdQuery) {
    return this.surveys.summary(q.Id);
  }
}
