import { Module } from '@nestjs/common';
import { AuditService } from '../../core/audit/audit.service';
import { EntityModule } from '../../core/entity/entity.module';
import { HrTestHooks, InterviewerHooks, JobAdHooks, QuestionOptionHooks } from './recruitment.hooks';
import { ApplicantPortalController } from './portal/portal.controller';
import { ApplicantPortalService } from './portal/portal.service';

/**
 * Recruitment beyond the engine's CRUD: the question options' answers, interviewers' names, job ads' requests and
 * steps; and the applicant portal (résumé, open job ads, applications) on the applicant's token.
 */
@Module({
  imports: [EntityModule],
  controllers: [ApplicantPortalController],
  providers: [QuestionOptionHooks, InterviewerHooks, JobAdHooks, HrTestHooks, AuditService, ApplicantPortalService],
})
export class RecruitmentModule {}
