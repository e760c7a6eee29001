import { defineEntity } from '../definition';
import { HR, options, score } from './common';

/**
 * A test taken online (docs/recruitment.md "Taking a test"): an applicant starts the test of their application's
 * current step on the portal and has the test's minutes to answer; the answers are saved as they are given and are
 * final when sent or when the time is up. Closed questions are marked by the server (an option that is one of the
 * question's registered answers takes the question's score), open ones by a recruiter. Written by the portal and the
 * recruiters' marking only (apps/api/src/modules/recruitment/tests), so the engine gives them no routes.
 */

export const TEST_ATTEMPT_STATUSES = options(
  [1, 'در حال پاسخ', 'In progress'],
  [2, 'در انتظار تصحیح', 'Awaiting marking'],
  [3, 'تصحیح‌شده', 'Marked'],
);

export const TEST_ATTEMPT_STATUS = { inProgress: 1, awaitingMarking: 2, marked: 3 } as const;

export const testAttempt = defineEntity({
  name: 'testattempt', model: 'TestAttempt', table: 'test_attempt', area: 'recruitment',
  basePath: '/api/recruitment/v1/testattempt', routes: {},
  label: { singular: { fa: 'آزمون داده‌شده', en: 'Test taken' }, plural: { fa: 'آزمون‌های داده‌شده', en: 'Tests taken' } },
  scope: 'company',
  fields: {
    jobApplicationId: { type: 'link', entity: 'jobapplication', label: { fa: 'درخواست شغل', en: 'Job application' }, required: true },
    // one attempt a step: starting again resumes it
    jobApplicationStepId: { type: 'link', entity: 'jobapplicationstep', label: { fa: 'مرحله', en: 'Step' }, required: true, unique: true },
    hrTestId: { type: 'link', entity: 'hrtest', label: { fa: 'آزمون', en: 'Test' }, required: true },
    applicantId: { type: 'int', label: { fa: 'شناسهٔ متقاضی', en: 'Applicant id' }, required: true, grouping: false, min: 1 },
    startedAt: { type: 'datetime', label: { fa: 'شروع', en: 'Started at' }, required: true },
    deadline: { type: 'datetime', label: { fa: 'مهلت', en: 'Deadline' }, required: true },
    submittedAt: { type: 'datetime', label: { fa: 'پایان', en: 'Finished at' } },
    status: { type: 'enum', label: { fa: 'وضعیت', en: 'Status' }, options: TEST_ATTEMPT_STATUSES, default: 1, required: true },
    maxScore: score('نمرهٔ آزمون', 'Test score'),
    passingScore: score('نمرهٔ قبولی', 'Passing score'),
    score: score('نمره', 'Score'),
    passed: { type: 'boolean', label: { fa: 'قبول', en: 'Passed' } },
    markedAt: { type: 'datetime', label: { fa: 'زمان تصحیح', en: 'Marked at' } },
  },
  titleField: 'startedAt',
  // found by its application (the applicant's name, mobile number, the application's number)
  searchFields: ['jobApplicationId'],
  list: { columns: ['jobApplicationId', 'hrTestId', 'startedAt', 'status', 'score'] },
  lines: { entity: 'testattemptanswer', via: 'testAttemptId', label: { fa: 'پاسخ‌ها', en: 'Answers' } },
  indexes: [['jobApplicationId'], ['applicantId']],
  activeFlag: false,
  menu: { url: '/hr-recruiter-2', parent: HR, page: false },
});

/** A question of an attempt with the applicant's answer: the question as it was when the test started, and its mark. */
export const testAttemptAnswer = defineEntity({
  name: 'testattemptanswer', model: 'TestAttemptAnswer', table: 'test_attempt_answer', area: 'recruitment',
  basePath: '/api/recruitment/v1/testattemptanswer', routes: {},
  label: { singular: { fa: 'پاسخ', en: 'Answer' }, plural: { fa: 'پاسخ‌ها', en: 'Answers' } },
  scope: 'company',
  fields: {
    testAttemptId: { type: 'link', entity: 'testattempt', label: { fa: 'آزمون داده‌شده', en: 'Test taken' }, required: true },
    testQuestionId: { type: 'link', entity: 'testquestion', label: { fa: 'سؤال آزمون', en: 'Test question' }, required: true },
    order: { type: 'int', label: { fa: 'ترتیب', en: 'Order' }, required: true, min: 1, max: 1000 },
    questionTitle: { type: 'text', label: { fa: 'متن سؤال', en: 'Question' }, required: true, max: 2000 },
    kind: { type: 'int', label: { fa: 'نوع سؤال', en: 'Kind' }, required: true, grouping: false, min: 1, max: 2 },
    maxScore: score('نمرهٔ سؤال', 'Question score'),
    questionOptionId: { type: 'link', entity: 'questionoption', label: { fa: 'گزینهٔ انتخاب‌شده', en: 'Option chosen' } },
    text: { type: 'text', label: { fa: 'پاسخ', en: 'Answer' }, max: 4000 },
    score: score('نمره', 'Score'),
    feedback: { type: 'text', label: { fa: 'توضیح مصحح', en: 'Marker’s note' }, max: 1000 },
    markedBy: { type: 'int', label: { fa: 'مصحح', en: 'Marked by' }, grouping: false, min: 1 },
  },
  titleField: 'questionTitle',
  searchFields: [],
  list: { columns: ['order', 'questionTitle', 'score'], sort: { field: 'order', direction: 'asc' } },
  // an answer a question: a save replaces it
  uniques: [['testAttemptId', 'testQuestionId']],
  activeFlag: false,
  menu: { url: '/hr-recruiter-2', parent: HR, page: false },
});
