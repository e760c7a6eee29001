import { Module } from '@nestjs/common';
import { AuditService } from '../../core/audit/audit.service';
import { EntityModule } from '../../core/entity/entity.module';
import { IdentityModule } from '../identity/identity.module';
import { ApplicationsController } from './applications/applications.controller';
import { ApplicationMoves } from './applications/application-moves';
import { InterviewerDesk } from './applications/interviewer-desk';
import { HrTestHooks, InterviewerHooks, JobAdHooks, PersonnelHireHooks, QuestionOptionHooks } from './recruitment.hooks';
import { ApplicantPortalController } from './portal/portal.controller';
import { ApplicantPortalService } from './portal/portal.service';
import { ApplicantTestController, TestMarkingController } from './tests/tests.controller';
import { TestTaking } from './tests/test-taking';
import { ApplicantSurveyController, SurveySummaryController } from './surveys/surveys.controller';
import { Surveys } from './surveys/surveys';

/**
 * Recruitment beyond the engine's CRUD: the question options' answers, interviewers' names, job ads' requests and
 * steps; the applicant portal (résumé, open job ads, applications) on the applicant's token; the recruiters' moves
 * on the applications.
 */
@Module({
  imports: [EntityModule, IdentityModule],
  controllers: [ApplicantPortalController, ApplicationsController, ApplicantTestController, TestMarkingController, ApplicantSurveyController, SurveySummaryController],
  providers: [QuestionOptionHooks, InterviewerHooks, JobAdHooks, HrTestHooks, PersonnelHireHooks, AuditService, ApplicantPortalService, ApplicationMoves, TestTaking, InterviewerDesk, Surveys],
})
export class RecruitmentModule {}
