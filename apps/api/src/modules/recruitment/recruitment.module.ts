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
import { ApplicantFilesController, ResumeFilesController } from './files/resume-files.controller';
import { ResumeFiles } from './files/resume-files';

/**
 * Recruitment beyond the engine's CRUD: the question options' answers, interviewers' names, job ads' requests and
 * steps; the applicant portal (résumé and its files, open job ads, applications, tests, surveys) on the applicant's
 * token; the recruiters' moves, marking, job seekers and survey summaries; the interviewers' dashboard.
 */
@Module({
  imports: [EntityModule, IdentityModule],
  controllers: [ApplicantPortalController, ApplicationsController, ApplicantTestController, TestMarkingController, ApplicantSurveyController, SurveySummaryController, ResumeFilesController, ApplicantFilesController],
  providers: [QuestionOptionHooks, InterviewerHooks, JobAdHooks, HrTestHooks, PersonnelHireHooks, AuditService, ApplicantPortalService, ApplicationMoves, TestTaking, InterviewerDesk, Surveys, ResumeFiles],
})
export class RecruitmentModule {}
