import { defineEntity } from '../definition';
import { documentRoutes } from '../routes';
import { approvalFields, approvalLevelViews, approvalWorkflow, workflowStateField } from '../workflow';
import { HR, RECRUITMENT_ROLES, description } from './common';

/**
 * A department's request for people (spec §2 `/job-request-2`): the post, how many, why. It climbs a chain: the
 * department's manager (or the HR manager when the department names none), then the HR manager; an approved request
 * becomes a job ad (`jobad`, its `jobRequestId`).
 */
const workflow = approvalWorkflow({
  requesterOnly: true,
  onReject: 'requester',
  levels: [
    {
      key: 'departmentManager', label: { fa: 'مدیر واحد', en: 'Department manager' },
      approver: { person: 'departmentId.managerId.thirdPartyId', otherwise: { role: RECRUITMENT_ROLES.hrManager } }, quorum: 'any', deadlineHours: 72,
      page: { url: '/job-request-by-manager-2', parent: HR, icon: 'user-plus', label: { fa: 'تأیید درخواست نیرو (مدیر واحد)', en: 'Job requests: department manager' } },
    },
    {
      key: 'hrManager', label: { fa: 'مدیر منابع انسانی', en: 'HR manager' },
      approver: { role: RECRUITMENT_ROLES.hrManager }, quorum: 'any',
      page: { url: '/job-request-management-2', parent: HR, icon: 'user-plus', label: { fa: 'تأیید درخواست نیرو (منابع انسانی)', en: 'Job requests: HR manager' } },
    },
  ],
});

const states = workflow.states;

export const jobRequest = defineEntity({
  name: 'jobrequest', model: 'JobRequest', table: 'job_request', area: 'recruitment',
  ...documentRoutes('jobrequest', 'recruitment'),
  label: { singular: { fa: 'درخواست نیرو', en: 'Job request' }, plural: { fa: 'درخواست‌های نیرو', en: 'Job requests' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'شمارهٔ درخواست', en: 'Request number' }, unique: true, max: 20, format: 'code', readOnly: true },
    requestDate: { type: 'date', label: { fa: 'تاریخ درخواست', en: 'Request date' }, required: true },
    departmentId: { type: 'link', entity: 'department', label: { fa: 'واحد', en: 'Department' }, required: true },
    postId: { type: 'link', entity: 'post', label: { fa: 'پست سازمانی', en: 'Post' }, required: true },
    count: { type: 'int', label: { fa: 'تعداد', en: 'Count' }, required: true, min: 1, max: 1000 },
    reason: { type: 'text', label: { fa: 'دلیل درخواست', en: 'Reason' }, required: true, max: 1000 },
    neededBy: { type: 'date', label: { fa: 'تاریخ نیاز', en: 'Needed by' } },
    description,
    status: workflowStateField(states, 'draft'),
    ...approvalFields(),
  },
  titleField: 'code',
  searchFields: ['code', 'reason'],
  list: { columns: ['code', 'requestDate', 'departmentId', 'postId', 'count', 'status'], filters: ['departmentId', 'postId', 'status', 'approvalLevel', 'requestDate'], sort: { field: 'code', direction: 'desc' } },
  form: { sections: [{ fields: ['requestDate', 'departmentId', 'postId', 'count', 'neededBy', 'reason', 'description'] }] },
  workflow,
  views: [
    ...approvalLevelViews(workflow),
    // what a job ad is made from
    { path: 'getApproved', where: { status: 3 }, label: { fa: 'درخواست‌های تأییدشده', en: 'Approved requests' } },
  ],
  activeFlag: false,
  code: { field: 'code', width: 5 },
  menu: { url: '/job-request-2', parent: HR, icon: 'user-plus' },
});
