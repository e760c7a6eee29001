import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Access, SignedIn } from '../../../core/auth/access';
import { CurrentPrincipal } from '../../../core/auth/decorators';
import type { Principal } from '../../../core/auth/principal';
import { Meta, type RequestMeta } from '../../../core/http/request-meta';
import { ApiEnvelope, ApiPageEnvelope } from '../../../core/openapi/api-envelope';
import { ApplicationIdQuery, BulkMoveDto, InterviewFeedbackDto, JobSeekersQuery, SetStepDto } from './applications.dto';
import { InterviewerDesk } from './interviewer-desk';
import { ApplicationMoves } from './application-moves';

export const RECRUITER_PAGE = '/hr-recruiter-2';
export const PERSONNEL_PAGE = '/personnel-2';

class MovedView {
  @ApiProperty({ type: 'integer' }) version!: number;
  @ApiProperty({ type: 'integer' }) status!: number;
  @ApiProperty({ type: 'integer', nullable: true }) currentStep!: number | null;
}

class BulkMovedView {
  @ApiProperty({ type: 'integer' }) moved!: number;
}

class ApplicationEventView {
  @ApiProperty() at!: string;
  @ApiProperty({ description: 'applicant.apply, applicant.withdraw or jobapplication.step' }) event!: string;
  @ApiProperty({ type: String, nullable: true, description: 'the staff user who made it; null: the applicant' }) by!: string | null;
  @ApiProperty({ type: 'integer', nullable: true }) order!: number | null;
  @ApiProperty({ type: String, nullable: true }) step!: string | null;
  @ApiProperty({ type: 'integer', nullable: true }) level!: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) status!: number | null;
  @ApiProperty({ type: String, nullable: true }) feedback!: string | null;
}

class HireDraftView {
  @ApiProperty({ type: 'integer' }) jobApplicationId!: number;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty({ type: String, nullable: true }) nationalCode!: string | null;
  @ApiProperty({ type: String, nullable: true }) birthDate!: string | null;
  @ApiProperty({ type: 'integer', nullable: true }) gender!: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) martial!: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) duty!: number | null;
  @ApiProperty() defaultPhoneNo!: string;
  @ApiProperty({ type: String, nullable: true }) defaultEmailAdd!: string | null;
  @ApiProperty({ type: 'integer', nullable: true }) departmentId!: number | null;
  @ApiProperty({ type: 'integer' }) citizen!: number;
}

class InterviewView {
  @ApiProperty({ type: 'integer' }) stepId!: number;
  @ApiProperty({ type: 'integer', description: 'the step’s version' }) version!: number;
  @ApiProperty({ type: 'integer' }) jobApplicationId!: number;
  @ApiProperty({ type: String, nullable: true }) code!: string | null;
  @ApiProperty({ type: String, nullable: true }) applicantName!: string | null;
  @ApiProperty({ type: String, nullable: true }) applicantMobile!: string | null;
  @ApiProperty() jobAdTitle!: string;
  @ApiProperty({ type: 'integer' }) applicationStatus!: number;
  @ApiProperty({ type: 'integer' }) order!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ type: 'integer' }) level!: number;
  @ApiProperty({ type: String, nullable: true }) scheduledAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) location!: string | null;
  @ApiProperty({ type: String, nullable: true }) score!: string | null;
  @ApiProperty({ type: String, nullable: true }) feedback!: string | null;
  @ApiProperty({ description: 'feedback is taken: the step is current and the application under review' }) open!: boolean;
}

class MyInterviewsView {
  @ApiProperty({ description: 'the user is one of the company’s interviewers' }) isInterviewer!: boolean;
  @ApiProperty({ type: [InterviewView] }) interviews!: InterviewView[];
}

class FeedbackSavedView {
  @ApiProperty({ type: 'integer' }) version!: number;
}

class JobSeekerView {
  @ApiProperty({ type: 'integer' }) applicantId!: number;
  @ApiProperty() fullName!: string;
  @ApiProperty() mobileNumber!: string;
  @ApiProperty({ type: String, nullable: true }) city!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'the highest: 1 diploma … 5 doctorate' }) degree!: number | null;
  @ApiProperty({ type: String, nullable: true }) field!: string | null;
  @ApiProperty({ type: [String] }) skills!: string[];
  @ApiProperty({ type: 'integer' }) applications!: number;
  @ApiProperty() lastAppliedAt!: string;
  @ApiProperty({ type: 'integer' }) lastApplicationId!: number;
  @ApiProperty({ type: String, nullable: true }) lastApplicationCode!: string | null;
  @ApiProperty() lastJobAdTitle!: string;
  @ApiProperty({ type: 'integer', nullable: true }) lastStatus!: number | null;
}

/** The recruiters' moves on the company's applications (the recruitment inbox's Update), and an application's history. */
@ApiTags('recruitment')
@ApiBearerAuth('bearer')
@Controller('api/recruitment/v1/jobapplication')
export class ApplicationsController {
  constructor(
    private readonly moves: ApplicationMoves,
    private readonly desk: InterviewerDesk,
  ) {}

  @Post('setStep') @Access(RECRUITER_PAGE, 'Update') @ApiEnvelope(MovedView) @ApiOperation({ summary: 'Sets the interview level of an application’s current step' })
  setStep(@Body() dto: SetStepDto, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta) {
    return this.moves.setStep(dto, p, meta);
  }

  @Post('bulkMove') @Access(RECRUITER_PAGE, 'Update') @ApiEnvelope(BulkMovedView) @ApiOperation({ summary: 'Accepts, rejects or moves to the next step several applications at once, all or none' })
  bulkMove(@Body() dto: BulkMoveDto, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta) {
    return this.moves.bulkMove(dto, p, meta);
  }

  @Get('getHireDraft') @Access([RECRUITER_PAGE, PERSONNEL_PAGE]) @ApiEnvelope(HireDraftView) @ApiOperation({ summary: 'A personnel record’s values from an accepted application’s résumé and ad' })
  hireDraft(@Query() q: ApplicationIdQuery) {
    return this.moves.hireDraft(q.Id);
  }

  @Get('getHistory') @Access(RECRUITER_PAGE) @ApiEnvelope(ApplicationEventView, { isArray: true }) @ApiOperation({ summary: 'An application’s history: its making and every move on it' })
  history(@Query() q: ApplicationIdQuery) {
    return this.moves.history(q.Id);
  }

  @Get('getJobSeekers') @Access(RECRUITER_PAGE) @ApiPageEnvelope(JobSeekerView) @ApiOperation({ summary: 'The applicants who applied to the company’s ads, once each, with their résumé’s summary' })
  jobSeekers(@Query() q: JobSeekersQuery) {
    return this.desk.jobSeekers(q);
  }

  @Get('myInterviews') @SignedIn() @ApiEnvelope(MyInterviewsView) @ApiOperation({ summary: 'The interviews given to the signed-in user (the interviewer’s dashboard)' })
  myInterviews(@CurrentPrincipal() p: Principal) {
    return this.desk.myInterviews(p);
  }

  @Post('interviewFeedback') @SignedIn() @ApiEnvelope(FeedbackSavedView) @ApiOperation({ summary: 'The interviewer’s score and feedback on their interview' })
  feedback(@Body() dto: InterviewFeedbackDto, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta) {
    return this.desk.feedback(dto, p, meta);
  }
}
