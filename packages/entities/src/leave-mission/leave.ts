import { defineEntity } from '../definition';
import { options } from '../hr/common';
import { baseDataRoutes, documentRoutes } from '../routes';
import { approvalFields, workflowStateField } from '../workflow';
import { HR_MENU, PERSONNEL_REQUESTS_URL, date, description, documents, managerDescription, personnelLink, requestWorkflow, time } from './common';

/**
 * Leave (spec hr-aftersales-contracting §3 "Leave and attendance": leaveType, startDate, endDate, description,
 * managerDescription, status, documents, extends; §4: confirm, return, reject, extend, confirm extension, reject
 * extension). A leave is daily (a start and an end day) or hourly (a day, from and to a time); its department's
 * manager decides it. Its length in seconds is worked out on save (packages/domain leave.ts) and a paid leave that
 * counts against the entitlement is refused at submit past the person's balance (422 with the numbers).
 */

export const LEAVE_KIND = { daily: 1, hourly: 2 } as const;

export const leaveType = defineEntity({
  name: 'leavetype', model: 'LeaveType', table: 'leave_type', area: 'hr',
  ...baseDataRoutes('leavetype', { area: 'hr' }),
  label: { singular: { fa: 'نوع مرخصی', en: 'Leave type' }, plural: { fa: 'انواع مرخصی', en: 'Leave types' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'کد', en: 'Code' }, required: true, unique: true, max: 20, format: 'code' },
    title: { type: 'string', label: { fa: 'عنوان', en: 'Title' }, required: true, max: 150 },
    isPaid: { type: 'boolean', label: { fa: 'با حقوق', en: 'Paid' }, default: true },
    allowsDaily: { type: 'boolean', label: { fa: 'روزانه مجاز است', en: 'Daily allowed' }, default: true },
    allowsHourly: { type: 'boolean', label: { fa: 'ساعتی مجاز است', en: 'Hourly allowed' }, default: true },
    countsAgainstEntitlement: {
      type: 'boolean', label: { fa: 'از مرخصی استحقاقی کسر می‌شود', en: 'Counts against the entitlement' }, default: true,
      hint: { fa: 'مرخصی استعلاجی و بدون حقوق کسر نمی‌شوند', en: 'Sick and unpaid leave do not' },
    },
    description,
  },
  titleField: 'title',
  searchFields: ['title', 'code'],
  list: { columns: ['code', 'title', 'isPaid', 'allowsDaily', 'allowsHourly', 'countsAgainstEntitlement'], filters: ['isPaid'], sort: { field: 'code', direction: 'asc' } },
  activeFlag: true,
  code: { field: 'code', width: 3 },
  menu: { url: '/leave-type-2', parent: HR_MENU, icon: 'calendar' },
});

const leaveWorkflow = requestWorkflow({ personPath: 'personnelId', submit: { fa: 'ارسال درخواست مرخصی', en: 'Submit the leave request' } });

export const leaveRequest = defineEntity({
  name: 'leaverequest', model: 'LeaveRequest', table: 'leave_request', area: 'hr',
  ...documentRoutes('leaverequest', 'hr'),
  label: { singular: { fa: 'درخواست مرخصی', en: 'Leave request' }, plural: { fa: 'درخواست‌های مرخصی', en: 'Leave requests' } },
  scope: 'company',
  fields: {
    requestNumber: { type: 'string', label: { fa: 'شمارهٔ درخواست', en: 'Request number' }, unique: true, max: 20, format: 'code', readOnly: true },
    personnelId: personnelLink,
    leaveTypeId: { type: 'link', entity: 'leavetype', label: { fa: 'نوع مرخصی', en: 'Leave type' }, required: true },
    kind: { type: 'enum', label: { fa: 'نوع', en: 'Kind' }, required: true, default: LEAVE_KIND.daily, options: options([1, 'روزانه', 'Daily'], [2, 'ساعتی', 'Hourly']) },
    startDate: date('از تاریخ', 'Start date', { required: true }),
    endDate: { ...date('تا تاریخ', 'End date', { rangeStart: 'startDate' }), required: true, when: { field: 'kind', in: [LEAVE_KIND.daily] } },
    fromTime: time('از ساعت', 'From', { required: true, when: { field: 'kind', in: [LEAVE_KIND.hourly] } }),
    toTime: time('تا ساعت', 'To', { required: true, when: { field: 'kind', in: [LEAVE_KIND.hourly] } }),
    duration: {
      type: 'duration', label: { fa: 'مدت (کسر از مانده)', en: 'Length (from the balance)' }, readOnly: true,
      hint: { fa: 'روز کاری ۷ ساعت و ۲۰ دقیقه؛ تعطیلات شمرده نمی‌شوند', en: 'A working day is 7 h 20 min; days off are not counted' },
    },
    description,
    managerDescription,
    lastExtendDate: date('تاریخ آخرین تمدید', 'Last extended', { readOnly: true }),
    status: workflowStateField(leaveWorkflow.states, 'draft'),
    ...approvalFields(),
  },
  titleField: 'requestNumber',
  searchFields: ['requestNumber', 'description'],
  list: {
    columns: ['requestNumber', 'personnelId', 'leaveTypeId', 'kind', 'startDate', 'endDate', 'fromTime', 'toTime', 'duration', 'status'],
    filters: ['personnelId', 'leaveTypeId', 'kind', 'status', 'startDate'],
    sort: { field: 'id', direction: 'desc' },
  },
  form: { sections: [{ fields: ['requestNumber', 'personnelId', 'leaveTypeId', 'kind', 'startDate', 'endDate', 'fromTime', 'toTime', 'description', 'duration', 'managerDescription', 'lastExtendDate'] }] },
  children: { extensions: { entity: 'leaveextension', via: 'leaveRequestId', label: { fa: 'تمدیدها', en: 'Extensions' }, owned: true } },
  attachments: documents,
  workflow: leaveWorkflow,
  activeFlag: false,
  code: { field: 'requestNumber', width: 6 },
  menu: { url: PERSONNEL_REQUESTS_URL, parent: HR_MENU, page: false, personal: { url: PERSONNEL_REQUESTS_URL, person: 'personnelId' } },
});

const extensionWorkflow = requestWorkflow({
  personPath: 'leaveRequestId.personnelId',
  submit: { fa: 'درخواست تمدید', en: 'Request the extension' },
  approved: { fa: 'تمدید تأییدشده', en: 'Extension confirmed' },
  cancelFrom: ['draft', 'returned'],
});

/**
 * The extension of an approved leave (spec §3 "extends", §4 extend, confirm extension, reject extension): a record of
 * its own with its status. The requester asks for a new end (a day, or a time for an hourly leave) and submits it
 * (the extend request); the department manager confirms it (the leave's end moves, its length and the balance are
 * checked again) or rejects it (the leave stays as it was).
 */
export const leaveExtension = defineEntity({
  name: 'leaveextension', model: 'LeaveExtension', table: 'leave_extension', area: 'hr',
  ...documentRoutes('leaveextension', 'hr'),
  label: { singular: { fa: 'تمدید مرخصی', en: 'Leave extension' }, plural: { fa: 'تمدیدهای مرخصی', en: 'Leave extensions' } },
  scope: 'company',
  fields: {
    requestNumber: { type: 'string', label: { fa: 'شمارهٔ تمدید', en: 'Extension number' }, unique: true, max: 20, format: 'code', readOnly: true },
    leaveRequestId: { type: 'link', entity: 'leaverequest', label: { fa: 'درخواست مرخصی', en: 'Leave request' }, required: true },
    newEndDate: date('تاریخ پایان جدید', 'New end date', {}),
    newToTime: time('ساعت پایان جدید', 'New end time'),
    previousEnd: { type: 'string', label: { fa: 'پایان پیشین', en: 'Previous end' }, max: 20, readOnly: true },
    description,
    managerDescription,
    status: workflowStateField(extensionWorkflow.states, 'draft'),
    ...approvalFields(),
  },
  titleField: 'requestNumber',
  searchFields: ['requestNumber', 'description'],
  list: { columns: ['requestNumber', 'leaveRequestId', 'newEndDate', 'newToTime', 'previousEnd', 'status'], filters: ['leaveRequestId', 'status'], sort: { field: 'id', direction: 'desc' } },
  form: { sections: [{ fields: ['leaveRequestId', 'newEndDate', 'newToTime', 'description', 'previousEnd', 'managerDescription'] }] },
  workflow: extensionWorkflow,
  activeFlag: false,
  code: { field: 'requestNumber', width: 6 },
  menu: { url: PERSONNEL_REQUESTS_URL, parent: HR_MENU, page: false, personal: { url: PERSONNEL_REQUESTS_URL, person: 'leaveRequestId.personnelId' } },
});
