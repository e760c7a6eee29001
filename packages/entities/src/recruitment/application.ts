import { defineEntity } from '../definition';
import { documentRoutes } from '../routes';
import { HR, options, score } from './common';

/**
 * A job application (درخواست شغل): an applicant's answer to a published job ad, made on the applicant portal
 * (apps/api/src/modules/recruitment/portal) and worked on by the company's recruiters on the recruitment inbox
 * (`/hr-recruiter-2`). It belongs to the ad's company; the applicant's name and mobile number are copied from the
 * résumé when they apply, so the inbox lists and searches them. Its lines are the ad's recruitment steps, each with
 * its interview level (spec §4: not started, cancel, accept, reject, next step, suspended).
 *
 * Read-only through the engine: the applicant's portal writes it, and the recruiters' moves are actions of their own.
 */

export const APPLICATION_STATUSES = options(
  [1, 'ثبت‌شده', 'Submitted'],
  [2, 'در حال بررسی', 'In review'],
  [3, 'پذیرفته‌شده', 'Accepted'],
  [4, 'ردشده', 'Rejected'],
  [5, 'انصراف داده', 'Withdrawn'],
  [6, 'استخدام‌شده', 'Hired'],
);

/** An application's status values by name. */
export const APPLICATION_STATUS = { submitted: 1, inReview: 2, accepted: 3, rejected: 4, withdrawn: 5, hired: 6 } as const;

/** spec §4 "Interview levels". */
export const INTERVIEW_LEVELS = options(
  [1, 'شروع‌نشده', 'Not started'],
  [2, 'لغو', 'Cancelled'],
  [3, 'پذیرش', 'Accepted'],
  [4, 'رد', 'Rejected'],
  [5, 'مرحلهٔ بعد', 'Next step'],
  [6, 'معلق', 'Suspended'],
);

export const INTERVIEW_LEVEL = { notStarted: 1, cancelled: 2, accepted: 3, rejected: 4, nextStep: 5, suspended: 6 } as const;

const readRoutes = (name: string) => (({ getFiltered, getById }) => ({ getFiltered, getById }))(documentRoutes(name, 'recruitment').routes);

export const jobApplication = defineEntity({
  name: 'jobapplication', model: 'JobApplication', table: 'job_application', area: 'recruitment',
  basePath: '/api/recruitment/v1/jobapplication',
  routes: readRoutes('jobapplication'),
  label: { singular: { fa: 'درخواست شغل', en: 'Job application' }, plural: { fa: 'درخواست‌های شغل', en: 'Job applications' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'شمارهٔ درخواست', en: 'Application number' }, unique: true, max: 20, format: 'code', readOnly: true },
    jobAdId: { type: 'link', entity: 'jobad', label: { fa: 'آگهی', en: 'Job ad' }, required: true, readOnly: true },
    applicantId: { type: 'int', label: { fa: 'شناسهٔ متقاضی', en: 'Applicant id' }, required: true, readOnly: true, grouping: false, min: 1 },
    applicantName: { type: 'string', label: { fa: 'متقاضی', en: 'Applicant' }, readOnly: true, max: 201 },
    applicantMobile: { type: 'string', label: { fa: 'شمارهٔ همراه', en: 'Mobile number' }, readOnly: true, max: 11 },
    appliedAt: { type: 'datetime', label: { fa: 'زمان درخواست', en: 'Applied at' }, readOnly: true },
    coverLetter: { type: 'text', label: { fa: 'یادداشت متقاضی', en: 'Cover letter' }, readOnly: true, max: 2000 },
    currentStep: { type: 'int', label: { fa: 'مرحلهٔ جاری', en: 'Current step' }, readOnly: true, grouping: false, min: 0, max: 1000 },
    currentStepTitle: { type: 'string', label: { fa: 'عنوان مرحلهٔ جاری', en: 'Current step title' }, readOnly: true, max: 150 },
    status: { type: 'enum', label: { fa: 'وضعیت', en: 'Status' }, options: APPLICATION_STATUSES, default: 1, readOnly: true },
  },
  titleField: 'applicantName',
  searchFields: ['code', 'applicantName', 'applicantMobile'],
  list: {
    columns: ['code', 'applicantName', 'applicantMobile', 'jobAdId', 'currentStepTitle', 'status', 'appliedAt'],
    filters: ['jobAdId', 'status', 'appliedAt'],
    sort: { field: 'code', direction: 'desc' },
  },
  form: { sections: [{ fields: ['code', 'applicantName', 'applicantMobile', 'jobAdId', 'appliedAt', 'status', 'currentStepTitle', 'coverLetter'] }] },
  lines: { entity: 'jobapplicationstep', via: 'jobApplicationId', label: { fa: 'مراحل', en: 'Steps' } },
  // what a personnel record is hired from (personnel.jobApplicationId): an accepted application
  views: [{ path: 'getAccepted', where: { status: 3 }, label: { fa: 'درخواست‌های پذیرفته‌شده', en: 'Accepted applications' } }],
  uniques: [['jobAdId', 'applicantId']],
  indexes: [['applicantId']],
  activeFlag: false,
  code: { field: 'code', width: 6 },
  menu: { url: '/hr-recruiter-2', parent: HR, icon: 'inbox' },
});

export const jobApplicationStep = defineEntity({
  name: 'jobapplicationstep', model: 'JobApplicationStep', table: 'job_application_step', area: 'recruitment',
  basePath: '/api/recruitment/v1/jobapplicationstep', routes: {},
  label: { singular: { fa: 'مرحلهٔ درخواست', en: 'Application step' }, plural: { fa: 'مراحل درخواست', en: 'Application steps' } },
  scope: 'company',
  fields: {
    jobApplicationId: { type: 'link', entity: 'jobapplication', label: { fa: 'درخواست شغل', en: 'Job application' }, required: true },
    order: { type: 'int', label: { fa: 'ترتیب', en: 'Order' }, required: true, min: 1, max: 1000, uniqueWithin: 'jobApplicationId' },
    title: { type: 'string', label: { fa: 'مرحله', en: 'Step' }, required: true, max: 150 },
    hrTestId: { type: 'link', entity: 'hrtest', label: { fa: 'آزمون', en: 'Test' } },
    level: { type: 'enum', label: { fa: 'سطح مصاحبه', en: 'Interview level' }, options: INTERVIEW_LEVELS, default: 1, required: true },
    interviewerId: { type: 'link', entity: 'interviewer', label: { fa: 'مصاحبه‌گر', en: 'Interviewer' } },
    interviewLocationId: { type: 'link', entity: 'interviewlocation', label: { fa: 'محل مصاحبه', en: 'Interview location' } },
    scheduledAt: { type: 'datetime', label: { fa: 'زمان مصاحبه', en: 'Interview time' } },
    score: score('امتیاز', 'Score', { max: 100 }),
    feedback: { type: 'text', label: { fa: 'بازخورد', en: 'Feedback' }, max: 2000 },
  },
  titleField: 'title',
  searchFields: ['title'],
  list: { columns: ['order', 'title', 'level', 'interviewerId', 'scheduledAt', 'score'], sort: { field: 'order', direction: 'asc' } },
  activeFlag: false,
  menu: { url: '/hr-recruiter-2', parent: HR, page: false },
});
