import { defineEntity } from '../definition';
import { documentRoutes } from '../routes';
import type { WorkflowDefinition } from '../workflow';
import { workflowStateField } from '../workflow';
import { HR, description, hrTitle } from './common';

/**
 * A job advertisement (آگهی استخدام, spec §2 `/job-application-2`): made from an approved job request, with its
 * requirements, its dates, and the recruitment steps an applicant goes through (copied from the company
 * information's steps when none are given; a step may name the test taken in it). Published, it is open to
 * applicants on the applicant portal between its dates; closed, it takes no more applications.
 */

const states = [
  { key: 'draft', value: 1, label: { fa: 'پیش‌نویس', en: 'Draft' }, editable: true, color: 'gray' },
  { key: 'published', value: 2, label: { fa: 'منتشرشده', en: 'Published' }, editable: true, color: 'green' },
  { key: 'closed', value: 3, label: { fa: 'بسته‌شده', en: 'Closed' }, color: 'red' },
] as const;

const workflow: WorkflowDefinition = {
  field: 'status',
  initial: 'draft',
  states,
  transitions: [
    { action: 'publish', label: { fa: 'انتشار آگهی', en: 'Publish' }, from: ['draft'], to: 'published' },
    { action: 'close', label: { fa: 'بستن آگهی', en: 'Close' }, from: ['published'], to: 'closed', comment: true },
  ],
};

export const jobAd = defineEntity({
  name: 'jobad', model: 'JobAd', table: 'job_ad', area: 'recruitment',
  ...documentRoutes('jobad', 'recruitment'),
  label: { singular: { fa: 'آگهی استخدام', en: 'Job ad' }, plural: { fa: 'آگهی‌های استخدام', en: 'Job ads' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'شمارهٔ آگهی', en: 'Ad number' }, unique: true, max: 20, format: 'code', readOnly: true },
    title: hrTitle,
    jobRequestId: { type: 'link', entity: 'jobrequest', view: 'getApproved', label: { fa: 'درخواست نیرو', en: 'Job request' }, required: true },
    departmentId: { type: 'link', entity: 'department', label: { fa: 'واحد', en: 'Department' }, readOnly: true },
    postId: { type: 'link', entity: 'post', label: { fa: 'پست سازمانی', en: 'Post' }, readOnly: true },
    count: { type: 'int', label: { fa: 'تعداد', en: 'Count' }, required: true, min: 1, max: 1000 },
    startDate: { type: 'date', label: { fa: 'شروع انتشار', en: 'Open from' }, required: true },
    endDate: { type: 'date', label: { fa: 'پایان انتشار', en: 'Open until' }, required: true, rangeStart: 'startDate' },
    location: { type: 'string', label: { fa: 'محل کار', en: 'Place of work' }, max: 200 },
    requirements: { type: 'text', label: { fa: 'شرایط احراز', en: 'Requirements' }, required: true, max: 4000 },
    description,
    status: workflowStateField(states, 'draft'),
  },
  titleField: 'title',
  searchFields: ['title', 'code', 'requirements'],
  list: { columns: ['code', 'title', 'departmentId', 'postId', 'count', 'startDate', 'endDate', 'status'], filters: ['departmentId', 'status', 'startDate'], sort: { field: 'code', direction: 'desc' } },
  form: { sections: [{ fields: ['title', 'jobRequestId', 'departmentId', 'postId', 'count', 'startDate', 'endDate', 'location', 'requirements', 'description'] }] },
  lines: { entity: 'jobadstep', via: 'jobAdId', label: { fa: 'مراحل جذب', en: 'Recruitment steps' } },
  workflow,
  activeFlag: false,
  code: { field: 'code', width: 5 },
  menu: { url: '/job-application-2', parent: HR, icon: 'speakerphone', formPages: { create: 'create', edit: '$id' } },
});

export const jobAdStep = defineEntity({
  name: 'jobadstep', model: 'JobAdStep', table: 'job_ad_step', area: 'recruitment',
  basePath: '/api/recruitment/v1/jobadstep', routes: {},
  label: { singular: { fa: 'مرحلهٔ جذب', en: 'Recruitment step' }, plural: { fa: 'مراحل جذب', en: 'Recruitment steps' } },
  scope: 'company',
  fields: {
    jobAdId: { type: 'link', entity: 'jobad', label: { fa: 'آگهی', en: 'Job ad' }, required: true },
    order: { type: 'int', label: { fa: 'ترتیب', en: 'Order' }, required: true, min: 1, max: 1000, uniqueWithin: 'jobAdId' },
    title: { ...hrTitle, uniqueWithin: 'jobAdId' },
    hrTestId: { type: 'link', entity: 'hrtest', label: { fa: 'آزمون', en: 'Test' } },
  },
  titleField: 'title',
  searchFields: ['title'],
  list: { columns: ['order', 'title', 'hrTestId'], sort: { field: 'order', direction: 'asc' } },
  activeFlag: false,
  menu: { url: '/job-application-2', parent: HR, page: false },
});
