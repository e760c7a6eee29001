import { Module } from '@nestjs/common';
import { HrTestHooks, InterviewerHooks, JobAdHooks, QuestionOptionHooks } from './recruitment.hooks';

/** Recruitment beyond the engine's CRUD: the question options' answers, interviewers' names, job ads' requests and steps. */
@Module({
  providers: [QuestionOptionHooks, InterviewerHooks, JobAdHooks, HrTestHooks],
})
export class RecruitmentModule {}
