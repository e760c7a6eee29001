import { defineEntity, type FieldDefinition } from '../definition';
import { documentRoutes } from '../routes';
import { stateValues, workflowStateField } from '../workflow';
import { customerMobile, plate, vehicle } from '../dealer/fields';
import { DEALER, dealerReference, description } from '../dealer/references';

/**
 * Roadside rescue requests (spec platform-core §2: `/dealer-sos-request-2`, `/dealer-sos-reason-2`,
 * `/dealer-sos-request-status-2`, `/dealer-sos-requester/:id?`, `/dealer-my-sos-request-rescue-2/:id?`,
 * `/dealer-create-sos-request`): a stranded driver asks for help (on the public page, or an expert takes the call),
 * an expert sends the nearest free rescue vehicle, and its operator accepts, arrives and finishes with a report.
 * Each step is the kernel's workflow (its history is the request's timeline); the hooks keep the vehicle's state,
 * stamp the times and tell the driver by SMS and the experts' live map. docs/rescue.md.
 */

export const dealerSosReason = dealerReference({
  name: 'dealersosreason', model: 'DealerSosReason', table: 'dealer_sos_reason', url: '/dealer-sos-reason-2', icon: 'alert-triangle',
  singular: { fa: 'علت درخواست امداد', en: 'SOS reason' }, plural: { fa: 'علل درخواست امداد', en: 'SOS reasons' },
});

export const dealerSosRequestStatus = dealerReference({
  name: 'dealersosrequeststatus', model: 'DealerSosRequestStatus', table: 'dealer_sos_request_status', url: '/dealer-sos-request-status-2', icon: 'list-check',
  singular: { fa: 'وضعیت پیگیری امداد', en: 'SOS follow-up status' }, plural: { fa: 'وضعیت‌های پیگیری امداد', en: 'SOS follow-up statuses' },
});

/** A driver who asked for rescue, known by their mobile (one a company): their car and their requests. */
export const dealerSosRequester = defineEntity({
  name: 'dealersosrequester', model: 'DealerSosRequester', table: 'dealer_sos_requester', area: 'dealer',
  ...documentRoutes('dealersosrequester', 'dealer'),
  label: { singular: { fa: 'درخواست‌کنندهٔ امداد', en: 'SOS requester' }, plural: { fa: 'درخواست‌کنندگان امداد', en: 'SOS requesters' } },
  scope: 'company',
  fields: {
    name: { type: 'string', label: { fa: 'نام و نام خانوادگی', en: 'Name' }, required: true, max: 100 },
    mobile: { ...customerMobile, unique: true },
    nationalCode: { type: 'string', label: { fa: 'کد ملی', en: 'National code' }, format: 'nationalCode', max: 10 },
    dealerVehicleId: vehicle,
    plate,
  },
  titleField: 'name',
  searchFields: ['name', 'mobile', 'plate'],
  list: { columns: ['name', 'mobile', 'nationalCode', 'dealerVehicleId', 'plate'], filters: ['dealerVehicleId'], sort: { field: 'id', direction: 'desc' } },
  activeFlag: false,
  menu: { url: '/dealer-sos-requester', parent: DEALER, icon: 'user-exclamation' },
});

const states = [
  { key: 'new', value: 1, label: { fa: 'جدید', en: 'New' }, color: 'red', editable: true },
  { key: 'assigned', value: 2, label: { fa: 'اعزام‌شده', en: 'Assigned' }, color: 'orange' },
  { key: 'accepted', value: 3, label: { fa: 'در راه', en: 'On the way' }, color: 'yellow' },
  { key: 'arrived', value: 4, label: { fa: 'در محل', en: 'On site' }, color: 'blue' },
  { key: 'finished', value: 5, label: { fa: 'انجام‌شده', en: 'Finished' }, color: 'green' },
  { key: 'cancelled', value: 6, label: { fa: 'لغوشده', en: 'Cancelled' }, color: 'gray' },
] as const;

export const SOS_STATUS = stateValues(states);
/** the states in which a request holds its vehicle */
export const SOS_HOLDS_VEHICLE = [SOS_STATUS.assigned, SOS_STATUS.accepted, SOS_STATUS.arrived] as const;

export const SOS_SOURCE = { publicPage: 1, staff: 2 } as const;

const operator = { person: 'rescueVehicleId.thirdPartyId' } as const;
const stamp = (fa: string, en: string): FieldDefinition => ({ type: 'datetime', label: { fa, en }, readOnly: true });

/** The operators' page: the requests their vehicle was sent to (a self-service page). */
export const MY_SOS_URL = '/dealer-my-sos-request-rescue-2';

export const dealerSosRequest = defineEntity({
  name: 'dealersosrequest', model: 'DealerSosRequest', table: 'dealer_sos_request', area: 'dealer',
  ...documentRoutes('dealersosrequest', 'dealer'),
  label: { singular: { fa: 'درخواست امداد', en: 'SOS request' }, plural: { fa: 'درخواست‌های امداد', en: 'SOS requests' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'شمارهٔ پیگیری', en: 'Tracking number' }, unique: true, max: 20, format: 'code', readOnly: true },
    dealerSosRequesterId: { type: 'link', entity: 'dealersosrequester', label: { fa: 'درخواست‌کننده', en: 'Requester' }, required: true },
    mobile: { ...customerMobile, readOnly: true, required: false },
    dealerSosReasonId: { type: 'link', entity: 'dealersosreason', label: { fa: 'علت', en: 'Reason' }, required: true },
    dealerVehicleId: vehicle,
    plate,
    latitude: { type: 'decimal', label: { fa: 'عرض جغرافیایی', en: 'Latitude' }, required: true, min: -90, max: 90 },
    longitude: { type: 'decimal', label: { fa: 'طول جغرافیایی', en: 'Longitude' }, required: true, min: -180, max: 180 },
    address: { type: 'text', label: { fa: 'نشانی یا نشانه', en: 'Address or landmark' }, max: 500 },
    description,
    dealerId: { type: 'link', entity: 'dealer', label: { fa: 'نمایندگی', en: 'Dealer' } },
    source: { type: 'enum', label: { fa: 'ثبت از', en: 'Entered from' }, readOnly: true, default: SOS_SOURCE.staff, options: [
      { value: SOS_SOURCE.publicPage, label: { fa: 'صفحهٔ عمومی', en: 'Public page' } },
      { value: SOS_SOURCE.staff, label: { fa: 'کارشناس', en: 'Staff' } },
    ] },
    rescueVehicleId: { type: 'link', entity: 'rescuevehicle', label: { fa: 'خودروی امداد', en: 'Rescue vehicle' }, readOnly: true },
    distanceKm: { type: 'decimal', label: { fa: 'فاصله هنگام اعزام (کیلومتر)', en: 'Distance when sent (km)' }, readOnly: true },
    assignedAt: stamp('زمان اعزام', 'Sent at'),
    acceptedAt: stamp('زمان پذیرش راننده', 'Accepted at'),
    arrivedAt: stamp('زمان رسیدن', 'Arrived at'),
    finishedAt: stamp('زمان پایان', 'Finished at'),
    report: { type: 'text', label: { fa: 'گزارش امداد', en: 'Rescue report' }, readOnly: true, max: 2000 },
    dealerSosRequestStatusId: { type: 'link', entity: 'dealersosrequeststatus', label: { fa: 'وضعیت پیگیری', en: 'Follow-up status' } },
    status: workflowStateField(states, 'new'),
  },
  titleField: 'code',
  searchFields: ['code', 'mobile', 'plate'],
  list: {
    columns: ['code', 'dealerSosRequesterId', 'mobile', 'dealerSosReasonId', 'dealerVehicleId', 'rescueVehicleId', 'distanceKm', 'source', 'status'],
    filters: ['status', 'dealerSosReasonId', 'rescueVehicleId', 'dealerId', 'source', 'assignedAt'],
    sort: { field: 'id', direction: 'desc' },
  },
  form: {
    sections: [
      { title: { fa: 'درخواست', en: 'Request' }, fields: ['dealerSosRequesterId', 'dealerSosReasonId', 'dealerVehicleId', 'plate', 'dealerId', 'dealerSosRequestStatusId', 'description'] },
      { title: { fa: 'محل', en: 'Where' }, fields: ['latitude', 'longitude', 'address'] },
      { title: { fa: 'امداد', en: 'Rescue' }, fields: ['rescueVehicleId', 'distanceKm', 'assignedAt', 'acceptedAt', 'arrivedAt', 'finishedAt', 'report'] },
    ],
  },
  workflow: {
    field: 'status',
    initial: 'new',
    states,
    transitions: [
      { action: 'assign', label: { fa: 'اعزام خودرو', en: 'Send a vehicle' }, from: ['new'], to: 'assigned', fields: ['rescueVehicleId'] },
      { action: 'accept', label: { fa: 'پذیرش مأموریت', en: 'Accept the mission' }, from: ['assigned'], to: 'accepted', who: operator },
      { action: 'decline', label: { fa: 'رد مأموریت', en: 'Decline the mission' }, from: ['assigned'], to: 'new', who: operator, comment: true },
      { action: 'arrive', label: { fa: 'رسیدن به محل', en: 'Arrived' }, from: ['accepted'], to: 'arrived', who: operator },
      { action: 'finish', label: { fa: 'پایان امداد', en: 'Finish' }, from: ['arrived'], to: 'finished', who: operator, fields: ['report'] },
      { action: 'cancel', label: { fa: 'لغو درخواست', en: 'Cancel the request' }, from: ['new', 'assigned', 'accepted', 'arrived'], to: 'cancelled', comment: true },
    ],
  },
  views: [{ where: {}, label: { fa: 'مأموریت‌های امداد من', en: 'My rescue missions' }, page: { url: MY_SOS_URL, parent: DEALER, icon: 'steering-wheel' } }],
  activeFlag: false,
  code: { field: 'code', width: 6 },
  menu: { url: '/dealer-sos-request-2', parent: DEALER, icon: 'urgent', personal: { url: MY_SOS_URL, person: 'rescueVehicleId' } },
});

export const RESCUE_SOS = [dealerSosReason, dealerSosRequestStatus, dealerSosRequester, dealerSosRequest];
