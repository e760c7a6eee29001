import { defineEntity, type EntityDefinition, type FieldDefinition } from '../definition';
import { options } from '../hr/common';
import { documentRoutes } from '../routes';
import { approvalFields, workflowStateField, type WorkflowDefinition } from '../workflow';
import { HR_MENU, LEAVE_MISSION_ROLES, MISSION_MANAGEMENT_URL, PERSONNEL_REQUESTS_URL, date, description, documents, managerDescription, personnelLink, requestWorkflow, time } from './common';

/**
 * Missions (spec hr-aftersales-contracting §2 `/mission-management-2`, §3 "Mission", §4): a mission with its vehicles,
 * residences and per-diem currency as lines, and the extension records of the mission and of each item. The mission
 * goes draft → submit (pending review) → the department manager confirms, returns or rejects → the mission unit
 * confirms it for payment → marks it paid; the requester cancels it with a cancellation date. Each item is confirmed,
 * rejected and marked paid by the mission unit on its own (steps on the line: `missionvehicle/confirm`, …).
 */

export const MISSION_TYPE = { domesticDaily: 1, domesticHourly: 2, foreign: 3 } as const;

const unit = { role: LEAVE_MISSION_ROLES.missionUnit } as const;

const missionWorkflow = requestWorkflow({
  personPath: 'personnelId',
  submit: { fa: 'ارسال درخواست مأموریت', en: 'Submit the mission request' },
  cancelFields: ['cancellationDate'],
  cancelFrom: ['draft', 'returned', 'approved'],
  extraStates: [
    { key: 'confirmedForPayment', value: 7, label: { fa: 'تأیید برای پرداخت', en: 'Confirmed for payment' }, color: 'teal' },
    { key: 'paid', value: 8, label: { fa: 'پرداخت‌شده', en: 'Paid' }, color: 'green' },
  ],
  extraTransitions: [
    { action: 'confirmForPayment', label: { fa: 'تأیید برای پرداخت', en: 'Confirm for payment' }, from: ['approved'], to: 'confirmedForPayment', who: unit },
    { action: 'markPaid', label: { fa: 'ثبت پرداخت', en: 'Mark paid' }, from: ['confirmedForPayment'], to: 'paid', who: unit },
  ],
});

const province = (fa: string, en: string) => ({ type: 'link', entity: 'province', label: { fa, en } }) as const satisfies FieldDefinition;
const city = (fa: string, en: string) => ({ type: 'link', entity: 'city', label: { fa, en } }) as const satisfies FieldDefinition;

export const mission = defineEntity({
  name: 'mission', model: 'Mission', table: 'mission', area: 'hr',
  ...documentRoutes('mission', 'hr'),
  label: { singular: { fa: 'مأموریت', en: 'Mission' }, plural: { fa: 'مأموریت‌ها', en: 'Missions' } },
  scope: 'company',
  fields: {
    missionNumber: { type: 'string', label: { fa: 'شمارهٔ مأموریت', en: 'Mission number' }, unique: true, max: 20, format: 'code', readOnly: true },
    personnelId: personnelLink,
    missionType: {
      type: 'enum', label: { fa: 'نوع مأموریت', en: 'Mission type' }, required: true, default: MISSION_TYPE.domesticDaily,
      options: options([1, 'داخلی روزانه', 'Domestic, daily'], [2, 'داخلی ساعتی', 'Domestic, hourly'], [3, 'خارجی', 'Foreign']),
    },
    startDate: date('از تاریخ', 'Start date', { required: true }),
    endDate: { ...date('تا تاریخ', 'End date', { rangeStart: 'startDate' }), hint: { fa: 'مأموریت ساعتی: همان روز', en: 'An hourly mission: the same day' } },
    fromTime: time('از ساعت', 'From', { required: true, when: { field: 'missionType', in: [MISSION_TYPE.domesticHourly] } }),
    toTime: time('تا ساعت', 'To', { required: true, when: { field: 'missionType', in: [MISSION_TYPE.domesticHourly] } }),
    countryId: { type: 'link', entity: 'country', label: { fa: 'کشور', en: 'Country' } },
    provinceId: province('استان', 'Province'),
    cityId: city('شهر', 'City'),
    missionLocation: { type: 'string', label: { fa: 'محل مأموریت', en: 'Mission location' }, required: true, max: 300 },
    requestResidence: { type: 'boolean', label: { fa: 'درخواست اقامت', en: 'Residence requested' }, default: false },
    requestVehicle: { type: 'boolean', label: { fa: 'درخواست وسیلهٔ نقلیه', en: 'Vehicle requested' }, default: false },
    requestSalaryRial: { type: 'money', label: { fa: 'علی‌الحساب درخواستی (ریال)', en: 'Cash advance (rials)' }, min: 0 },
    requestCurrency: { type: 'boolean', label: { fa: 'درخواست ارز', en: 'Currency requested' }, default: false },
    description,
    managerDescription,
    cancellationDate: date('تاریخ لغو', 'Cancellation date', { readOnly: true }),
    lastExtendDate: date('تاریخ آخرین تمدید', 'Last extended', { readOnly: true }),
    status: workflowStateField(missionWorkflow.states, 'draft'),
    ...approvalFields(),
  },
  titleField: 'missionNumber',
  searchFields: ['missionNumber', 'missionLocation', 'description'],
  list: {
    columns: ['missionNumber', 'personnelId', 'missionType', 'startDate', 'endDate', 'missionLocation', 'requestSalaryRial', 'status'],
    filters: ['personnelId', 'missionType', 'status', 'startDate', 'provinceId'],
    sort: { field: 'id', direction: 'desc' },
  },
  form: {
    sections: [
      { fields: ['missionNumber', 'personnelId', 'missionType', 'startDate', 'endDate', 'fromTime', 'toTime', 'countryId', 'provinceId', 'cityId', 'missionLocation'] },
      { title: { fa: 'درخواست‌ها', en: 'Requests' }, fields: ['requestResidence', 'requestVehicle', 'requestCurrency', 'requestSalaryRial', 'description'] },
      { title: { fa: 'بررسی', en: 'Review' }, fields: ['managerDescription', 'cancellationDate', 'lastExtendDate'] },
    ],
  },
  // the items are saved on their own (while the mission is a draft or returned: modules/leave-mission), each with
  // its own status; the kernel's document has one kind of lines, a mission has three
  children: {
    extensions: { entity: 'missionextension', via: 'missionId', label: { fa: 'تمدیدها', en: 'Extensions' }, owned: true },
    vehicles: { entity: 'missionvehicle', via: 'missionId', label: { fa: 'وسایل نقلیه', en: 'Vehicles' }, owned: true },
    residences: { entity: 'missionresidence', via: 'missionId', label: { fa: 'اقامت‌ها', en: 'Residences' }, owned: true },
    currencies: { entity: 'missioncurrency', via: 'missionId', label: { fa: 'تنخواه ارزی', en: 'Per-diem currency' }, owned: true },
  },
  attachments: documents,
  workflow: missionWorkflow,
  activeFlag: false,
  code: { field: 'missionNumber', width: 6 },
  menu: { url: MISSION_MANAGEMENT_URL, parent: HR_MENU, page: false, also: [PERSONNEL_REQUESTS_URL], personal: { url: PERSONNEL_REQUESTS_URL, person: 'personnelId' } },
});

/**
 * An item's own workflow (spec §4: vehicle, residence and currency items support confirm, reject, extend request,
 * confirm extension, reject extension and paid): pending → confirmed or rejected by the mission unit → paid. The
 * extension of an item is a mission extension record naming it.
 */
export const ITEM_STATE = { pending: 1, confirmed: 2, rejected: 3, paid: 4 } as const;
const itemWorkflow: WorkflowDefinition = {
  field: 'status',
  initial: 'pending',
  states: [
    { key: 'pending', value: 1, label: { fa: 'در انتظار بررسی', en: 'Pending review' }, color: 'blue', editable: true },
    { key: 'confirmed', value: 2, label: { fa: 'تأییدشده', en: 'Confirmed' }, color: 'green' },
    { key: 'rejected', value: 3, label: { fa: 'ردشده', en: 'Rejected' }, color: 'red' },
    { key: 'paid', value: 4, label: { fa: 'پرداخت‌شده', en: 'Paid' }, color: 'teal' },
  ],
  transitions: [
    { action: 'confirm', label: { fa: 'تأیید ردیف', en: 'Confirm the item' }, from: ['pending'], to: 'confirmed', who: unit },
    { action: 'reject', label: { fa: 'رد ردیف', en: 'Reject the item' }, from: ['pending'], to: 'rejected', who: unit, comment: true },
    { action: 'markPaid', label: { fa: 'ثبت پرداخت', en: 'Mark paid' }, from: ['confirmed'], to: 'paid', who: unit },
  ],
};

/** A mission's item: saved on its own under the mission, listed on its own tab of /mission-management-2. */
function missionItem(o: { name: string; model: string; table: string; singular: [string, string]; plural: [string, string]; fields: Record<string, FieldDefinition>; columns: string[]; title: string }): EntityDefinition {
  return defineEntity({
    name: o.name, model: o.model, table: o.table, area: 'hr',
    ...documentRoutes(o.name, 'hr'),
    label: { singular: { fa: o.singular[0], en: o.singular[1] }, plural: { fa: o.plural[0], en: o.plural[1] } },
    scope: 'company',
    fields: {
      missionId: { type: 'link', entity: 'mission', label: { fa: 'مأموریت', en: 'Mission' }, required: true },
      ...o.fields,
      status: { ...workflowStateField(itemWorkflow.states, 'pending'), label: { fa: 'وضعیت ردیف', en: 'Item status' } },
    },
    titleField: o.title,
    searchFields: [o.title],
    list: { columns: ['missionId', ...o.columns, 'status'], filters: ['missionId', 'status'], sort: { field: 'id', direction: 'desc' } },
    workflow: itemWorkflow,
    activeFlag: false,
    // the requester adds the items from their requests' page; the mission unit decides them on its own
    menu: { url: MISSION_MANAGEMENT_URL, parent: HR_MENU, page: false, also: [PERSONNEL_REQUESTS_URL], personal: { url: PERSONNEL_REQUESTS_URL, person: 'missionId.personnelId' } },
  });
}

export const missionVehicle = missionItem({
  name: 'missionvehicle', model: 'MissionVehicle', table: 'mission_vehicle', singular: ['وسیلهٔ نقلیهٔ مأموریت', 'Mission vehicle'], plural: ['وسایل نقلیهٔ مأموریت', 'Mission vehicles'],
  fields: {
    startDate: date('از تاریخ', 'Start date', { required: true }),
    endDate: date('تا تاریخ', 'End date', { required: true, rangeStart: 'startDate' }),
    tripType: { type: 'enum', label: { fa: 'نوع سفر', en: 'Trip type' }, required: true, default: 2, options: options([1, 'یک‌طرفه', 'One way'], [2, 'رفت و برگشت', 'Round trip']) },
    vehicleType: {
      type: 'enum', label: { fa: 'نوع وسیله', en: 'Vehicle type' }, required: true,
      options: options([1, 'خودروی سازمانی', 'Company car'], [2, 'اتوبوس', 'Bus'], [3, 'قطار', 'Train'], [4, 'هواپیما', 'Airplane'], [5, 'تاکسی', 'Taxi']),
    },
    beginningProvinceId: province('استان مبدأ', 'Origin province'),
    beginningCityId: { ...city('شهر مبدأ', 'Origin city'), required: true },
    destinationProvinceId: province('استان مقصد', 'Destination province'),
    destinationCityId: { ...city('شهر مقصد', 'Destination city'), required: true },
    withDriver: { type: 'boolean', label: { fa: 'با راننده', en: 'With a driver' }, default: false },
    note: { type: 'string', label: { fa: 'توضیح', en: 'Note' }, max: 300 },
  },
  columns: ['startDate', 'endDate', 'tripType', 'vehicleType', 'beginningCityId', 'destinationCityId', 'withDriver', 'note'],
  title: 'note',
});

export const missionResidence = missionItem({
  name: 'missionresidence', model: 'MissionResidence', table: 'mission_residence', singular: ['اقامت مأموریت', 'Mission residence'], plural: ['اقامت‌های مأموریت', 'Mission residences'],
  fields: {
    entryDate: date('تاریخ ورود', 'Entry date', { required: true }),
    exitDate: date('تاریخ خروج', 'Exit date', { required: true, rangeStart: 'entryDate' }),
    destination: { type: 'string', label: { fa: 'محل اقامت', en: 'Destination' }, required: true, max: 300 },
    provinceId: province('استان', 'Province'),
    cityId: city('شهر', 'City'),
  },
  columns: ['entryDate', 'exitDate', 'destination', 'provinceId', 'cityId'],
  title: 'destination',
});

export const missionCurrency = missionItem({
  name: 'missioncurrency', model: 'MissionCurrency', table: 'mission_currency', singular: ['ارز مأموریت', 'Mission currency'], plural: ['تنخواه ارزی مأموریت', 'Mission per-diem currency'],
  fields: {
    fromDate: date('از تاریخ', 'From date', { required: true }),
    toDate: date('تا تاریخ', 'To date', { required: true, rangeStart: 'fromDate' }),
    currencyId: { type: 'link', entity: 'currency', label: { fa: 'ارز', en: 'Currency' }, required: true },
    hasCurrency: { type: 'boolean', label: { fa: 'ارز دارد', en: 'Has currency' }, default: false },
    requestedAmount: { type: 'decimal', label: { fa: 'مبلغ درخواستی', en: 'Requested amount' }, required: true, min: 0 },
    note: { type: 'string', label: { fa: 'توضیح', en: 'Note' }, max: 300 },
  },
  columns: ['fromDate', 'toDate', 'currencyId', 'hasCurrency', 'requestedAmount', 'note'],
  title: 'note',
});

export const EXTENSION_TARGET = { mission: 1, vehicle: 2, residence: 3, currency: 4 } as const;

const extensionWorkflow = requestWorkflow({
  personPath: 'missionId.personnelId',
  submit: { fa: 'درخواست تمدید', en: 'Request the extension' },
  approved: { fa: 'تمدید تأییدشده', en: 'Extension confirmed' },
  cancelFrom: ['draft', 'returned'],
});

/**
 * The extension of an approved mission or of one of its items (spec §3 "each of these has extend records with their
 * own status"): the requester asks for a new end and submits it (extend request), the department manager confirms
 * the extension (the mission's or the item's end moves, the mission's last extend date is the day) or rejects it.
 */
// the item an extension names is required for its target; the hook says so (400 on the field), since a `required`
// link would have the generic suites make one of each kind
export const missionExtension = defineEntity({
  name: 'missionextension', model: 'MissionExtension', table: 'mission_extension', area: 'hr',
  ...documentRoutes('missionextension', 'hr'),
  label: { singular: { fa: 'تمدید مأموریت', en: 'Mission extension' }, plural: { fa: 'تمدیدهای مأموریت', en: 'Mission extensions' } },
  scope: 'company',
  fields: {
    requestNumber: { type: 'string', label: { fa: 'شمارهٔ تمدید', en: 'Extension number' }, unique: true, max: 20, format: 'code', readOnly: true },
    missionId: { type: 'link', entity: 'mission', label: { fa: 'مأموریت', en: 'Mission' }, required: true },
    target: {
      type: 'enum', label: { fa: 'تمدید', en: 'Extends' }, required: true, default: EXTENSION_TARGET.mission,
      options: options([1, 'خود مأموریت', 'The mission'], [2, 'وسیلهٔ نقلیه', 'A vehicle'], [3, 'اقامت', 'A residence'], [4, 'ارز', 'A currency item']),
    },
    missionVehicleId: { type: 'link', entity: 'missionvehicle', label: { fa: 'وسیلهٔ نقلیه', en: 'Vehicle' }, when: { field: 'target', in: [EXTENSION_TARGET.vehicle] } },
    missionResidenceId: { type: 'link', entity: 'missionresidence', label: { fa: 'اقامت', en: 'Residence' }, when: { field: 'target', in: [EXTENSION_TARGET.residence] } },
    missionCurrencyId: { type: 'link', entity: 'missioncurrency', label: { fa: 'ردیف ارز', en: 'Currency item' }, when: { field: 'target', in: [EXTENSION_TARGET.currency] } },
    newEndDate: date('تاریخ پایان جدید', 'New end date', { required: true }),
    previousEndDate: date('پایان پیشین', 'Previous end', { readOnly: true }),
    description,
    managerDescription,
    status: workflowStateField(extensionWorkflow.states, 'draft'),
    ...approvalFields(),
  },
  titleField: 'requestNumber',
  searchFields: ['requestNumber', 'description'],
  list: { columns: ['requestNumber', 'missionId', 'target', 'previousEndDate', 'newEndDate', 'status'], filters: ['missionId', 'target', 'status'], sort: { field: 'id', direction: 'desc' } },
  form: { sections: [{ fields: ['missionId', 'target', 'missionVehicleId', 'missionResidenceId', 'missionCurrencyId', 'newEndDate', 'description', 'previousEndDate', 'managerDescription'] }] },
  workflow: extensionWorkflow,
  activeFlag: false,
  code: { field: 'requestNumber', width: 6 },
  menu: { url: MISSION_MANAGEMENT_URL, parent: HR_MENU, page: false, also: [PERSONNEL_REQUESTS_URL], personal: { url: PERSONNEL_REQUESTS_URL, person: 'missionId.personnelId' } },
});
