import { defineModule } from '../module';
import { hrTest, testGroup, testQuestion } from './tests';
import { question, questionGroup, questionOption } from './question-bank';
import { interviewLocation, interviewer } from './interviews';
import { satisfaction, satisfactionAnswer, satisfactionReason } from './survey';
import { testAttempt, testAttemptAnswer } from './test-attempt';
import { jobRequest } from './job-request';
import { jobAd, jobAdStep } from './job-ad';
import { jobApplication, jobApplicationStep } from './application';

/**
 * Recruitment (api/recruitment/v1, spec hr-aftersales-contracting §2, §3 "Recruitment entities", §4, §5): job
 * requests and their chain, job ads with their steps, the question bank, tests with the nine rules of their form,
 * interviewers and locations, satisfaction surveys, and the applications made on the applicant portal. docs/recruitment.md.
 */
export const recruitmentModule = defineModule({
  name: 'recruitment',
  label: { fa: 'جذب و استخدام', en: 'Recruitment' },
  entities: [
    questionGroup, question, questionOption, testGroup, hrTest, testQuestion,
    interviewLocation, interviewer, satisfaction, satisfactionReason, jobRequest, jobAd, jobAdStep,
    jobApplication, jobApplicationStep, testAttempt, testAttemptAnswer, satisfactionAnswer,
  ],
  menuOrder: 320,
  pages: [
    // an interviewer's own interviews with their feedback (apps/web/src/modules/recruitment InterviewerDashboardPage)
    { name: 'InterviewerDashboard', url: '/interviewer-dashboard-2', parent: 'HumanResourceInformation', icon: 'calendar-user', label: { fa: 'داشبورد مصاحبه‌گر', en: 'Interviewer dashboard' }, actions: ['View'] },
  ],
  // the recruiters' moves on the applications (apps/api/src/modules/recruitment/applications)
  menus: { '/hr-recruiter-2': { extraActions: ['Update'] } },
});
