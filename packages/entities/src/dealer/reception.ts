import { defineEntity } from '../definition';
import { documentRoutes } from '../routes';
import { stateValues, workflowStateField } from '../workflow';
import { rials } from './catalog';
import { closedAt, customerMobile, customerName, mileage, plate, receivedAt, vehicle, vin } from './fields';
import { DEALER } from './references';

/**
 * Receptions (spec platform-core §2: `/dealer-reception-2`, `/dealer-reception-2/create/:id`, `/car-history-2`): a
 * car's arrival at the dealer with its VIN, plate, mileage, fuel and tyres, the parts in it and its damage, the
 * customer's complaint, the services and packs to do with their prices (a line's price, when left empty, is the
 * service's rate on the car's vehicle, else the service's price, or the pack's total), the repair shop and the
 * technician, and photos. Closing it writes the visit into the car's history and texts the customer a link to say
 * how satisfied they are (docs/dealer.md "Receptions").
 */

const states = [
  { key: 'open', value: 1, label: { fa: 'پذیرش‌شده', en: 'Received' }, color: 'blue', editable: true },
  { key: 'inProgress', value: 2, label: { fa: 'در حال تعمیر', en: 'In the workshop' }, color: 'orange', editable: true },
  { key: 'closed', value: 3, label: { fa: 'ترخیص‌شده', en: 'Delivered' }, color: 'green' },
  { key: 'cancelled', value: 4, label: { fa: 'لغوشده', en: 'Cancelled' }, color: 'red' },
] as const;

export const RECEPTION_STATUS = stateValues(states);
export const RECEPTION_LINE_KIND = { service: 1, pack: 2, part: 3 } as const;

export const dealerReception = defineEntity({
  name: 'dealerreception', model: 'DealerReception', table: 'dealer_reception', area: 'dealer',
  ...documentRoutes('dealerreception', 'dealer'),
  label: { singular: { fa: 'پذیرش خودرو', en: 'Car reception' }, plural: { fa: 'پذیرش خودروها', en: 'Car receptions' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'شمارهٔ پذیرش', en: 'Reception number' }, unique: true, max: 20, format: 'code', readOnly: true },
    dealerId: { type: 'link', entity: 'dealer', label: { fa: 'نمایندگی', en: 'Dealer' }, required: true },
    dealerAppointmentId: { type: 'link', entity: 'dealerappointment', label: { fa: 'نوبت', en: 'Appointment' } },
    receivedAt,
    customerName,
    mobile: customerMobile,
    dealerVehicleId: { ...vehicle, required: true },
    vin: { ...vin, required: true },
    plate: { ...plate, required: true },
    dealerColorId: { type: 'link', entity: 'dealercolor', label: { fa: 'رنگ', en: 'Colour' } },
    mileage,
    dealerFuelStatusId: { type: 'link', entity: 'dealerfuelstatus', label: { fa: 'سوخت', en: 'Fuel' } },
    dealerTiresStatusId: { type: 'link', entity: 'dealertiresstatus', label: { fa: 'لاستیک‌ها', en: 'Tyres' } },
    existingCarPartIds: { type: 'links', entity: 'dealerexistingcarpart', label: { fa: 'قطعات همراه خودرو', en: 'Parts in the car' }, max: 50 },
    damage: { type: 'text', label: { fa: 'آسیب‌های ظاهری', en: 'Visible damage' }, max: 2000 },
    complaint: { type: 'text', label: { fa: 'شرح ایراد از زبان مشتری', en: "The customer's complaint" }, required: true, max: 2000 },
    dealerReceptionServiceTypeId: { type: 'link', entity: 'dealerreceptionservicetype', label: { fa: 'نوع خدمت', en: 'Kind of service' }, required: true },
    dealerRepairShopId: { type: 'link', entity: 'dealerrepairshop', label: { fa: 'تعمیرگاه', en: 'Repair shop' } },
    technicianId: { type: 'link', entity: 'personnel', label: { fa: 'تعمیرکار', en: 'Technician' } },
    promisedAt: { type: 'datetime', label: { fa: 'زمان وعدهٔ تحویل', en: 'Promised for' } },
    warehouseId: { type: 'link', entity: 'warehouse', label: { fa: 'انبار قطعات', en: 'Parts warehouse' }, hint: { fa: 'لازم وقتی قطعه‌ای مصرف می‌شود', en: 'Needed when parts are used' } },
    issueDocumentId: { type: 'link', entity: 'stockdocument', label: { fa: 'حوالهٔ خروج قطعات', en: 'Parts issue' }, readOnly: true },
    totalPrice: { ...rials('جمع (ریال)', 'Total (rials)'), readOnly: true, computed: { sum: 'price' } },
    closedAt,
    dealerSatisfactionLevelId: { type: 'link', entity: 'dealersatisfactionlevel', label: { fa: 'رضایت مشتری', en: "Customer's satisfaction" }, readOnly: true },
    dealerSatisfactionReasonId: { type: 'link', entity: 'dealersatisfactionreason', label: { fa: 'دلیل رضایت', en: 'Reason' }, readOnly: true },
    satisfactionComment: { type: 'text', label: { fa: 'نظر مشتری', en: "Customer's comment" }, readOnly: true, max: 1000 },
    status: workflowStateField(states, 'open'),
  },
  titleField: 'code',
  searchFields: ['code', 'customerName', 'mobile', 'plate', 'vin'],
  list: {
    columns: ['code', 'receivedAt', 'customerName', 'dealerVehicleId', 'plate', 'vin', 'mileage', 'totalPrice', 'dealerSatisfactionLevelId', 'status'],
    filters: ['receivedAt', 'status', 'dealerVehicleId', 'dealerReceptionServiceTypeId', 'dealerRepairShopId'],
    sort: { field: 'receivedAt', direction: 'desc' },
  },
  form: {
    sections: [
      { title: { fa: 'مشتری و خودرو', en: 'Customer and car' }, fields: ['dealerId', 'dealerAppointmentId', 'receivedAt', 'customerName', 'mobile', 'dealerVehicleId', 'vin', 'plate', 'dealerColorId', 'mileage'] },
      { title: { fa: 'وضعیت خودرو', en: "The car's state" }, fields: ['dealerFuelStatusId', 'dealerTiresStatusId', 'existingCarPartIds', 'damage', 'complaint'] },
      { title: { fa: 'کار', en: 'The work' }, fields: ['dealerReceptionServiceTypeId', 'dealerRepairShopId', 'technicianId', 'promisedAt', 'warehouseId', 'issueDocumentId'] },
    ],
  },
  lines: { entity: 'dealerreceptionline', via: 'dealerReceptionId', label: { fa: 'خدمات و قطعات', en: 'Services and parts' }, max: 100 },
  attachments: {
    label: { fa: 'عکس‌ها و مدارک', en: 'Photos and documents' },
    types: [
      { value: 1, label: { fa: 'عکس خودرو', en: 'Photo of the car' } },
      { value: 2, label: { fa: 'برگهٔ پذیرش امضاشده', en: 'Signed reception sheet' } },
      { value: 3, label: { fa: 'مدرک مشتری', en: "Customer's document" } },
    ],
    titleRequired: false,
    maxBytes: 10 * 1024 * 1024,
  },
  workflow: {
    field: 'status',
    initial: 'open',
    states,
    transitions: [
      { action: 'startWork', label: { fa: 'ارسال به تعمیرگاه', en: 'Send to the workshop' }, from: ['open'], to: 'inProgress' },
      { action: 'deliver', label: { fa: 'ترخیص و تحویل به مشتری', en: 'Deliver to the customer' }, from: ['open', 'inProgress'], to: 'closed' },
      { action: 'cancel', label: { fa: 'لغو پذیرش', en: 'Cancel' }, from: ['open', 'inProgress'], to: 'cancelled', comment: true },
    ],
  },
  activeFlag: false,
  code: { field: 'code', width: 6 },
  menu: { url: '/dealer-reception-2', parent: DEALER, icon: 'car', formPages: { create: 'create', edit: '$id' } },
});

export const dealerReceptionLine = defineEntity({
  name: 'dealerreceptionline', model: 'DealerReceptionLine', table: 'dealer_reception_line', area: 'dealer',
  basePath: '/api/dealer/v1/dealerreceptionline', routes: {},
  label: { singular: { fa: 'خدمت پذیرش', en: 'Service of a reception' }, plural: { fa: 'خدمات پذیرش', en: 'Services of a reception' } },
  scope: 'company',
  fields: {
    dealerReceptionId: { type: 'link', entity: 'dealerreception', label: { fa: 'پذیرش', en: 'Reception' }, required: true },
    kind: { type: 'enum', label: { fa: 'نوع', en: 'Kind' }, required: true, default: RECEPTION_LINE_KIND.service, options: [
      { value: RECEPTION_LINE_KIND.service, label: { fa: 'خدمت', en: 'Service' } },
      { value: RECEPTION_LINE_KIND.pack, label: { fa: 'بستهٔ خدمات', en: 'Service pack' } },
      { value: RECEPTION_LINE_KIND.part, label: { fa: 'قطعه از انبار', en: 'Part from the warehouse' } },
    ] },
    dealerServiceId: { type: 'link', entity: 'dealerservice', label: { fa: 'خدمت', en: 'Service' }, required: true, when: { field: 'kind', in: [RECEPTION_LINE_KIND.service] } },
    dealerServicePackId: { type: 'link', entity: 'dealerservicepack', label: { fa: 'بستهٔ خدمات', en: 'Service pack' }, required: true, when: { field: 'kind', in: [RECEPTION_LINE_KIND.pack] } },
    productId: { type: 'link', entity: 'product', label: { fa: 'قطعه', en: 'Part' }, required: true, when: { field: 'kind', in: [RECEPTION_LINE_KIND.part] } },
    quantity: { type: 'decimal', label: { fa: 'تعداد', en: 'Quantity' }, required: true, min: 0.0001, when: { field: 'kind', in: [RECEPTION_LINE_KIND.part] } },
    price: { ...rials('مبلغ (ریال)', 'Price (rials)'), hint: { fa: 'خالی: نرخ خدمت برای این خودرو، یا قیمت فروش قطعه × تعداد', en: "Empty: the service's rate for this vehicle, or the part's sale price × quantity" } },
    description: { type: 'string', label: { fa: 'شرح', en: 'Description' }, max: 200 },
  },
  titleField: 'description',
  searchFields: ['description'],
  list: { columns: ['kind', 'dealerServiceId', 'dealerServicePackId', 'productId', 'quantity', 'price', 'description'], sort: { field: 'id', direction: 'asc' } },
  activeFlag: false,
  menu: { url: '/dealer-reception-2', parent: DEALER, page: false },
});

/** A visit of a car (by its VIN), written when its reception is delivered: `/car-history-2` lists them, read only. */
export const dealerCarHistory = defineEntity({
  name: 'dealercarhistory', model: 'DealerCarHistory', table: 'dealer_car_history', area: 'dealer',
  basePath: '/api/dealer/v1/dealercarhistory',
  routes: (({ getFiltered, getById }) => ({ getFiltered, getById }))(documentRoutes('dealercarhistory', 'dealer').routes),
  label: { singular: { fa: 'سابقهٔ خودرو', en: 'Car history' }, plural: { fa: 'سوابق خودرو', en: 'Car histories' } },
  scope: 'company',
  fields: {
    vin: { ...vin, required: true, readOnly: true },
    plate: { ...plate, required: true, readOnly: true },
    dealerReceptionId: { type: 'link', entity: 'dealerreception', label: { fa: 'پذیرش', en: 'Reception' }, required: true, readOnly: true },
    dealerVehicleId: { ...vehicle, required: true, readOnly: true },
    customerName: { ...customerName, readOnly: true },
    receivedAt: { ...receivedAt, readOnly: true },
    closedAt: { ...closedAt, required: true },
    mileage: { ...mileage, readOnly: true },
    services: { type: 'text', label: { fa: 'خدمات انجام‌شده', en: 'Services done' }, max: 4000, readOnly: true },
    totalPrice: { ...rials('جمع (ریال)', 'Total (rials)'), readOnly: true },
  },
  titleField: 'vin',
  searchFields: ['vin', 'plate', 'customerName'],
  list: { columns: ['vin', 'plate', 'dealerVehicleId', 'customerName', 'receivedAt', 'closedAt', 'mileage', 'services', 'totalPrice'], filters: ['closedAt', 'dealerVehicleId'], sort: { field: 'closedAt', direction: 'desc' } },
  activeFlag: false,
  menu: { url: '/car-history-2', parent: DEALER, icon: 'history' },
});

export const DEALER_RECEPTION = [dealerReception, dealerReceptionLine, dealerCarHistory];
