import { defineEntity } from '../definition';
import { documentRoutes } from '../routes';
import { stateValues, workflowStateField } from '../workflow';
import { customerMobile, customerName, plate, vehicle, vin } from './fields';
import { DEALER, description } from './references';

/**
 * Appointments (spec platform-core §2: `/dealer-appointment-2`, the public `/dealer-appointment-2/create/:id?`,
 * `/success-appointment-2`, `/unsuccess-appointment-2`). A customer's turn at a dealer for a kind of service, on a
 * day at one of the dealer's slots (its reception hours cut into slots of its length, each taking its number of
 * cars: `/dealer-2`). Booked by the staff here or by the customer on the public page with an SMS code; the slot's
 * capacity is kept under a lock, so two people never take its last place. On the day the staff mark the customer
 * came (a success) or did not (a no-show); the customer is reminded by SMS the day before.
 */

const states = [
  { key: 'booked', value: 1, label: { fa: 'رزروشده', en: 'Booked' }, color: 'blue', editable: true },
  { key: 'attended', value: 2, label: { fa: 'مراجعه کرد', en: 'Attended' }, color: 'green' },
  { key: 'noShow', value: 3, label: { fa: 'مراجعه نکرد', en: 'No-show' }, color: 'orange' },
  { key: 'cancelled', value: 4, label: { fa: 'لغوشده', en: 'Cancelled' }, color: 'red' },
] as const;

export const APPOINTMENT_STATUS = stateValues(states);
/** The states whose appointments hold their slot. */
export const APPOINTMENT_HOLDS_SLOT = [APPOINTMENT_STATUS.booked, APPOINTMENT_STATUS.attended] as const;
export const APPOINTMENT_SOURCE = { staff: 1, online: 2 } as const;

const view = (url: string, status: number, icon: string, fa: string, en: string) =>
  ({ where: { status }, label: { fa, en }, page: { url, parent: DEALER, icon } }) as const;

export const dealerAppointment = defineEntity({
  name: 'dealerappointment', model: 'DealerAppointment', table: 'dealer_appointment', area: 'dealer',
  ...documentRoutes('dealerappointment', 'dealer'),
  label: { singular: { fa: 'نوبت', en: 'Appointment' }, plural: { fa: 'نوبت‌ها', en: 'Appointments' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'شمارهٔ پیگیری', en: 'Tracking number' }, unique: true, max: 20, format: 'code', readOnly: true },
    dealerId: { type: 'link', entity: 'dealer', label: { fa: 'نمایندگی', en: 'Dealer' }, required: true },
    appointmentDate: { type: 'date', label: { fa: 'تاریخ', en: 'Date' }, required: true },
    slotTime: { type: 'time', label: { fa: 'ساعت نوبت', en: 'Slot' }, required: true, hint: { fa: 'آغاز یکی از نوبت‌های نمایندگی', en: "The start of one of the dealer's slots" } },
    dealerServiceGroupId: { type: 'link', entity: 'dealerservicegroup', label: { fa: 'نوع خدمت', en: 'Kind of service' }, required: true },
    customerName,
    mobile: customerMobile,
    dealerVehicleId: vehicle,
    plate,
    vin,
    source: { type: 'enum', label: { fa: 'ثبت از', en: 'Booked by' }, readOnly: true, default: APPOINTMENT_SOURCE.staff, options: [
      { value: APPOINTMENT_SOURCE.staff, label: { fa: 'کارکنان', en: 'Staff' } },
      { value: APPOINTMENT_SOURCE.online, label: { fa: 'مشتری (اینترنتی)', en: 'Customer (online)' } },
    ] },
    reminderSentAt: { type: 'datetime', label: { fa: 'یادآوری فرستاده شد', en: 'Reminder sent' }, readOnly: true },
    description,
    status: workflowStateField(states, 'booked'),
  },
  titleField: 'code',
  searchFields: ['code', 'customerName', 'mobile', 'plate', 'vin'],
  list: {
    columns: ['code', 'appointmentDate', 'slotTime', 'customerName', 'mobile', 'dealerVehicleId', 'plate', 'dealerServiceGroupId', 'source', 'status'],
    filters: ['appointmentDate', 'status', 'dealerServiceGroupId', 'source', 'dealerId'],
    sort: { field: 'appointmentDate', direction: 'desc' },
  },
  form: { sections: [{ fields: ['dealerId', 'appointmentDate', 'slotTime', 'dealerServiceGroupId', 'customerName', 'mobile', 'dealerVehicleId', 'plate', 'vin', 'description'] }] },
  views: [
    view('/success-appointment-2', 2, 'calendar-check', 'نوبت‌های موفق', 'Attended appointments'),
    view('/unsuccess-appointment-2', 3, 'calendar-x', 'نوبت‌های ناموفق', 'Missed appointments'),
  ],
  workflow: {
    field: 'status',
    initial: 'booked',
    states,
    transitions: [
      { action: 'attend', label: { fa: 'مراجعه کرد', en: 'Attended' }, from: ['booked'], to: 'attended' },
      { action: 'noShow', label: { fa: 'مراجعه نکرد', en: 'Did not come' }, from: ['booked'], to: 'noShow' },
      { action: 'cancel', label: { fa: 'لغو نوبت', en: 'Cancel' }, from: ['booked'], to: 'cancelled', comment: true },
    ],
  },
  activeFlag: false,
  code: { field: 'code', width: 6 },
  menu: { url: '/dealer-appointment-2', parent: DEALER, icon: 'calendar-time' },
});
