import { defineEntity } from '../definition';
import { baseDataRoutes } from '../routes';
import { HR, description, hrTitle } from './common';

/**
 * Satisfaction surveys (spec §2 `/satisfaction-2`; §5: a survey's reasons have unique orders): a survey with its
 * reasons as lines, and the answers given to it (a rating and the reasons picked), summarised with a chart by the
 * `satisfactionSummary` report.
 */

export const satisfaction = defineEntity({
  name: 'satisfaction', model: 'Satisfaction', table: 'satisfaction', area: 'recruitment',
  ...baseDataRoutes('satisfaction', { area: 'recruitment' }),
  label: { singular: { fa: 'نظرسنجی', en: 'Survey' }, plural: { fa: 'نظرسنجی‌ها', en: 'Surveys' } },
  scope: 'company',
  fields: {
    title: { ...hrTitle, unique: true },
    question: { type: 'string', label: { fa: 'پرسش', en: 'Question' }, required: true, max: 300 },
    description,
  },
  titleField: 'title',
  searchFields: ['title', 'question'],
  list: { columns: ['title', 'question'] },
  lines: { entity: 'satisfactionreason', via: 'satisfactionId', label: { fa: 'دلایل', en: 'Reasons' }, min: 1 },
  activeFlag: true,
  menu: { url: '/satisfaction-2', parent: HR, icon: 'mood-smile' },
});

export const satisfactionReason = defineEntity({
  name: 'satisfactionreason', model: 'SatisfactionReason', table: 'satisfaction_reason', area: 'recruitment',
  basePath: '/api/recruitment/v1/satisfactionreason', routes: {},
  label: { singular: { fa: 'دلیل', en: 'Reason' }, plural: { fa: 'دلایل', en: 'Reasons' } },
  scope: 'company',
  fields: {
    satisfactionId: { type: 'link', entity: 'satisfaction', label: { fa: 'نظرسنجی', en: 'Survey' }, required: true },
    order: { type: 'int', label: { fa: 'ترتیب', en: 'Order' }, required: true, min: 1, max: 1000, uniqueWithin: 'satisfactionId' },
    title: { ...hrTitle, max: 200 },
  },
  titleField: 'title',
  searchFields: ['title'],
  list: { columns: ['order', 'title'], sort: { field: 'order', direction: 'asc' } },
  activeFlag: false,
  menu: { url: '/satisfaction-2', parent: HR, page: false },
});

/**
 * An answer to a survey: an applicant whose application is decided rates the recruitment (1 to 5) and picks one of
 * the survey's reasons, once per application (the applicant portal writes it). `getSummary` counts them per rating
 * and per reason for the survey's chart.
 */
export const satisfactionAnswer = defineEntity({
  name: 'satisfactionanswer', model: 'SatisfactionAnswer', table: 'satisfaction_answer', area: 'recruitment',
  basePath: '/api/recruitment/v1/satisfactionanswer', routes: {},
  label: { singular: { fa: 'پاسخ نظرسنجی', en: 'Survey answer' }, plural: { fa: 'پاسخ‌های نظرسنجی', en: 'Survey answers' } },
  scope: 'company',
  fields: {
    satisfactionId: { type: 'link', entity: 'satisfaction', label: { fa: 'نظرسنجی', en: 'Survey' }, required: true },
    jobApplicationId: { type: 'link', entity: 'jobapplication', label: { fa: 'درخواست شغل', en: 'Job application' }, required: true, unique: true },
    rating: { type: 'int', label: { fa: 'امتیاز', en: 'Rating' }, required: true, min: 1, max: 5 },
    satisfactionReasonId: { type: 'link', entity: 'satisfactionreason', label: { fa: 'دلیل', en: 'Reason' } },
    comment: { type: 'text', label: { fa: 'توضیح', en: 'Comment' }, max: 1000 },
    answeredAt: { type: 'datetime', label: { fa: 'زمان پاسخ', en: 'Answered at' }, required: true },
  },
  titleField: 'answeredAt',
  // found by its application (the applicant's name, mobile number, the application's number)
  searchFields: ['jobApplicationId'],
  list: { columns: ['satisfactionId', 'rating', 'satisfactionReasonId', 'answeredAt'] },
  indexes: [['satisfactionId']],
  activeFlag: false,
  menu: { url: '/satisfaction-2', parent: HR, page: false },
});
