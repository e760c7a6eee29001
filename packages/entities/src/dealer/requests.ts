import { defineEntity } from '../definition';
import { documentRoutes } from '../routes';
import { stateValues, workflowStateField } from '../workflow';
import { customerMobile, customerName, vehicle } from './fields';
import { DEALER, description } from './references';

/**
 * Customers' requests (spec platform-core §2: `/dealer-request-2`, `/dealer-request-visites-2`,
 * `/dealer-request-non-attendance-visites-2`): what a customer came, called or wrote for (a purchase, a service, a
 * complaint), by which channel, how they heard of the dealer, the vehicle they want; followed up in calls and
 * messages (the request's lines, each on a follow-up topic) and in visits the customer is invited to, which they
 * attend or miss. The request moves open → being followed up → won, lost or cancelled through the kernel's workflow,
 * whose history is its status history; the dealer's own finer status (`/dealer-request-status-2`) rides beside it.
 */

const states = [
  { key: 'open', value: 1, label: { fa: 'باز', en: 'Open' }, color: 'blue', editable: true },
  { key: 'followingUp', value: 2, label: { fa: 'در حال پیگیری', en: 'Following up' }, color: 'orange', editable: true },
  { key: 'won', value: 3, label: { fa: 'به نتیجه رسید', en: 'Won' }, color: 'green' },
  { key: 'lost', value: 4, label: { fa: 'بی‌نتیجه', en: 'Lost' }, color: 'gray' },
  { key: 'cancelled', value: 5, label: { fa: 'لغوشده', en: 'Cancelled' }, color: 'red' },
] as const;

export const REQUEST_STATUS = stateValues(states);

/** How a follow-up or a call reached the customer. */
export const CONTACT_CHANNEL = [
  { value: 1, label: { fa: 'تماس تلفنی', en: 'Phone call' } },
  { value: 2, label: { fa: 'پیامک', en: 'SMS' } },
  { value: 3, label: { fa: 'حضوری', en: 'In person' } },
  { value: 4, label: { fa: 'پیام‌رسان', en: 'Messenger' } },
] as const;

const salesExpert = { type: 'link', entity: 'dealersalesexpert', label: { fa: 'کارشناس', en: 'Expert' } } as const;

export const dealerRequest = defineEntity({
  name: 'dealerrequest', model: 'DealerRequest', table: 'dealer_request', area: 'dealer',
  ...documentRoutes('dealerrequest', 'dealer'),
  label: { singular: { fa: 'درخواست مشتری', en: 'Customer request' }, plural: { fa: 'درخواست‌های مشتریان', en: 'Customer requests' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'شمارهٔ درخواست', en: 'Request number' }, unique: true, max: 20, format: 'code', readOnly: true },
    dealerId: { type: 'link', entity: 'dealer', label: { fa: 'نمایندگی', en: 'Dealer' }, required: true },
    requestDate: { type: 'date', label: { fa: 'تاریخ', en: 'Date' }, required: true },
    customerName,
    mobile: customerMobile,
    nationalCode: { type: 'string', label: { fa: 'کد ملی', en: 'National code' }, format: 'nationalCode', max: 10 },
    dealerJobId: { type: 'link', entity: 'dealerjob', label: { fa: 'شغل', en: 'Job' } },
    dealerRequestTypeId: { type: 'link', entity: 'dealerrequesttype', label: { fa: 'نوع درخواست', en: 'Request type' }, required: true },
    dealerInputTypeId: { type: 'link', entity: 'dealerinputtype', label: { fa: 'نوع ورودی', en: 'Input channel' }, required: true },
    dealerReferralSourceId: { type: 'link', entity: 'dealerreferralsource', label: { fa: 'نحوهٔ آشنایی', en: 'Referral source' } },
    dealerVehicleId: vehicle,
    dealerColorId: { type: 'link', entity: 'dealercolor', label: { fa: 'رنگ', en: 'Colour' } },
    dealerSalesExpertId: salesExpert,
    dealerRequestStatusId: { type: 'link', entity: 'dealerrequeststatus', label: { fa: 'وضعیت پیگیری', en: 'Follow-up status' } },
    nextFollowUpDate: { type: 'date', label: { fa: 'پیگیری بعدی', en: 'Next follow-up' } },
    description,
    status: workflowStateField(states, 'open'),
  },
  titleField: 'code',
  searchFields: ['code', 'customerName', 'mobile', 'nationalCode'],
  list: {
    columns: ['code', 'requestDate', 'customerName', 'mobile', 'dealerRequestTypeId', 'dealerInputTypeId', 'dealerVehicleId', 'dealerSalesExpertId', 'dealerRequestStatusId', 'nextFollowUpDate', 'status'],
    filters: ['requestDate', 'status', 'dealerRequestTypeId', 'dealerInputTypeId', 'dealerReferralSourceId', 'dealerSalesExpertId', 'dealerRequestStatusId'],
    sort: { field: 'requestDate', direction: 'desc' },
  },
  form: {
    sections: [
      { title: { fa: 'مشتری', en: 'Customer' }, fields: ['dealerId', 'requestDate', 'customerName', 'mobile', 'nationalCode', 'dealerJobId'] },
      { title: { fa: 'درخواست', en: 'Request' }, fields: ['dealerRequestTypeId', 'dealerInputTypeId', 'dealerReferralSourceId', 'dealerVehicleId', 'dealerColorId', 'dealerSalesExpertId', 'dealerRequestStatusId', 'nextFollowUpDate', 'description'] },
    ],
  },
  lines: { entity: 'dealerrequestfollowup', via: 'dealerRequestId', label: { fa: 'پیگیری‌ها', en: 'Follow-ups' }, max: 200 },
  workflow: {
    field: 'status',
    initial: 'open',
    states,
    transitions: [
      { action: 'followUp', label: { fa: 'شروع پیگیری', en: 'Start following up' }, from: ['open'], to: 'followingUp' },
      { action: 'win', label: { fa: 'به نتیجه رسید', en: 'Won' }, from: ['open', 'followingUp'], to: 'won' },
      { action: 'lose', label: { fa: 'بی‌نتیجه', en: 'Lost' }, from: ['open', 'followingUp'], to: 'lost', comment: true },
      { action: 'cancel', label: { fa: 'لغو درخواست', en: 'Cancel' }, from: ['open', 'followingUp'], to: 'cancelled', comment: true },
    ],
  },
  activeFlag: false,
  code: { field: 'code', width: 6 },
  menu: { url: '/dealer-request-2', parent: DEALER, icon: 'message-circle-question' },
});

/** A follow-up of a request: a call, a message or a meeting on a topic, what came of it, and when to follow up next. */
export const dealerRequestFollowUp = defineEntity({
  name: 'dealerrequestfollowup', model: 'DealerRequestFollowUp', table: 'dealer_request_follow_up', area: 'dealer',
  basePath: '/api/dealer/v1/dealerrequestfollowup', routes: {},
  label: { singular: { fa: 'پیگیری درخواست', en: 'Follow-up of a request' }, plural: { fa: 'پیگیری‌های درخواست', en: 'Follow-ups of a request' } },
  scope: 'company',
  fields: {
    dealerRequestId: { type: 'link', entity: 'dealerrequest', label: { fa: 'درخواست', en: 'Request' }, required: true },
    followUpDate: { type: 'date', label: { fa: 'تاریخ', en: 'Date' }, required: true },
    channel: { type: 'enum', label: { fa: 'راه ارتباط', en: 'Channel' }, required: true, default: 1, options: CONTACT_CHANNEL },
    dealerFollowUpTopicId: { type: 'link', entity: 'dealerfollowuptopic', label: { fa: 'موضوع', en: 'Topic' }, required: true },
    result: { type: 'string', label: { fa: 'نتیجه', en: 'Result' }, required: true, max: 500 },
  },
  titleField: 'result',
  searchFields: ['result'],
  list: { columns: ['followUpDate', 'channel', 'dealerFollowUpTopicId', 'result'], sort: { field: 'id', direction: 'asc' } },
  activeFlag: false,
  menu: { url: '/dealer-request-2', parent: DEALER, page: false },
});

const visitStates = [
  { key: 'scheduled', value: 1, label: { fa: 'برنامه‌ریزی‌شده', en: 'Scheduled' }, color: 'blue', editable: true },
  { key: 'attended', value: 2, label: { fa: 'مراجعه کرد', en: 'Attended' }, color: 'green' },
  { key: 'noShow', value: 3, label: { fa: 'مراجعه نکرد', en: 'No-show' }, color: 'orange' },
  { key: 'cancelled', value: 4, label: { fa: 'لغوشده', en: 'Cancelled' }, color: 'red' },
] as const;

/** A visit a request's customer is invited to (a showroom meeting): attended, or missed (the no-show list). */
export const dealerRequestVisit = defineEntity({
  name: 'dealerrequestvisit', model: 'DealerRequestVisit', table: 'dealer_request_visit', area: 'dealer',
  ...documentRoutes('dealerrequestvisit', 'dealer'),
  label: { singular: { fa: 'مراجعهٔ درخواست', en: 'Request visit' }, plural: { fa: 'مراجعات درخواست‌ها', en: 'Request visits' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'شمارهٔ مراجعه', en: 'Visit number' }, unique: true, max: 20, format: 'code', readOnly: true },
    dealerRequestId: { type: 'link', entity: 'dealerrequest', label: { fa: 'درخواست', en: 'Request' }, required: true, hint: { fa: 'درخواستی که هنوز باز است', en: 'A request still open' } },
    visitAt: { type: 'datetime', label: { fa: 'زمان مراجعه', en: 'Visit at' }, required: true },
    dealerFollowUpTopicId: { type: 'link', entity: 'dealerfollowuptopic', label: { fa: 'موضوع', en: 'Topic' }, required: true },
    dealerSalesExpertId: salesExpert,
    result: { type: 'string', label: { fa: 'نتیجهٔ مراجعه', en: 'Outcome' }, readOnly: true, max: 500 },
    description,
    status: workflowStateField(visitStates, 'scheduled'),
  },
  titleField: 'code',
  searchFields: ['code', 'result'],
  list: {
    columns: ['code', 'dealerRequestId', 'visitAt', 'dealerFollowUpTopicId', 'dealerSalesExpertId', 'result', 'status'],
    filters: ['visitAt', 'status', 'dealerRequestId', 'dealerSalesExpertId', 'dealerFollowUpTopicId'],
    sort: { field: 'visitAt', direction: 'desc' },
  },
  form: { sections: [{ fields: ['dealerRequestId', 'visitAt', 'dealerFollowUpTopicId', 'dealerSalesExpertId', 'description', 'result'] }] },
  views: [
    { where: { status: 3 }, label: { fa: 'مراجعات انجام‌نشده', en: 'Missed visits' }, page: { url: '/dealer-request-non-attendance-visites-2', parent: DEALER, icon: 'user-x' } },
  ],
  workflow: {
    field: 'status',
    initial: 'scheduled',
    states: visitStates,
    transitions: [
      { action: 'attend', label: { fa: 'مراجعه کرد', en: 'Attended' }, from: ['scheduled'], to: 'attended', fields: ['result'] },
      { action: 'noShow', label: { fa: 'مراجعه نکرد', en: 'Did not come' }, from: ['scheduled'], to: 'noShow' },
      { action: 'cancel', label: { fa: 'لغو مراجعه', en: 'Cancel' }, from: ['scheduled'], to: 'cancelled', comment: true },
    ],
  },
  activeFlag: false,
  code: { field: 'code', width: 6 },
  menu: { url: '/dealer-request-visites-2', parent: DEALER, icon: 'calendar-user' },
});

export const DEALER_REQUESTS = [dealerRequest, dealerRequestFollowUp, dealerRequestVisit];
