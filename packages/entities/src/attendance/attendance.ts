import { defineEntity, type FieldDefinition } from '../definition';
import { documentRoutes } from '../routes';
import { approvalFields, approvalLevelViews, approvalWorkflow, workflowStateField, type WorkflowDefinition } from '../workflow';
import { HR, options } from '../hr/common';
import { WEEKDAYS } from '../hr/calendar';

/**
 * Daily and monthly attendance and the corrections of a day (issue 15; spec hr-aftersales-contracting §3 "Leave and
 * attendance": the attendance row, the monthly summary, the correct-attendance request; §4 "Attendance correction
 * requests can be approved or rejected after a confirmation question", "Attendance performance can be calculated,
 * recalculated, closed, confirmed and rejected"). The days and months are written by the calculation only
 * (apps/api/src/modules/attendance, the calculator packages/domain/src/attendance/daily.ts); callers read them and
 * move a month through its states.
 */

export const ATTENDANCE_ROLES = { manager: 'AttendanceManager' } as const;

export const DAY_KINDS = options([1, 'روز کاری', 'Working day'], [2, 'تعطیل هفتگی', 'Weekly rest'], [3, 'تعطیل رسمی', 'Holiday']);
/** the calculator's statuses (DayStatus), in this order */
export const DAY_STATUSES = options(
  [1, 'حاضر', 'Present'], [2, 'غایب', 'Absent'], [3, 'تردد ناقص', 'Missing punch'], [4, 'مرخصی روزانه', 'Leave'], [5, 'مأموریت روزانه', 'Mission'],
  [6, 'تعطیل هفتگی', 'Weekly rest'], [7, 'تعطیل رسمی', 'Holiday'], [8, 'بدون شیفت', 'No shift'],
);
export const DAY_STATUS_KEYS = ['present', 'absent', 'incomplete', 'leave', 'mission', 'weekly-rest', 'holiday', 'unscheduled'] as const;
export const JALALI_MONTHS = options(
  [1, 'فروردین', 'Farvardin'], [2, 'اردیبهشت', 'Ordibehesht'], [3, 'خرداد', 'Khordad'], [4, 'تیر', 'Tir'], [5, 'مرداد', 'Mordad'], [6, 'شهریور', 'Shahrivar'],
  [7, 'مهر', 'Mehr'], [8, 'آبان', 'Aban'], [9, 'آذر', 'Azar'], [10, 'دی', 'Dey'], [11, 'بهمن', 'Bahman'], [12, 'اسفند', 'Esfand'],
);

const seconds = (fa: string, en: string) => ({ type: 'duration', label: { fa, en }, readOnly: true, min: 0 }) as const satisfies FieldDefinition;
const days = (fa: string, en: string) => ({ type: 'int', label: { fa, en }, readOnly: true, min: 0 }) as const satisfies FieldDefinition;
const person = { type: 'link', entity: 'personnel', label: { fa: 'پرسنل', en: 'Personnel' }, required: true, readOnly: true } as const satisfies FieldDefinition;
const readRoutes = (name: string) => {
  const { basePath, routes } = documentRoutes(name, 'hr');
  return { basePath, routes: { getById: routes.getById, getFiltered: routes.getFiltered } };
};

/**
 * The month of a person (کارکرد ماهانه): the sums of its days. Calculated (and recalculated) while it is open or
 * rejected; `close` freezes it and sends it to the attendance manager, who confirms or rejects it; a frozen month
 * changes only after `reopen` by a holder of the page's Reopen.
 */
const monthWorkflow: WorkflowDefinition = {
  ...approvalWorkflow({ levels: [{ key: 'attendanceManager', label: { fa: 'مدیر حضور و غیاب', en: 'Attendance manager' }, approver: { role: ATTENDANCE_ROLES.manager }, quorum: 'any' }], onReject: 'requester' }),
  states: [
    { key: 'draft', value: 1, label: { fa: 'باز', en: 'Open' }, editable: true, color: 'gray' },
    { key: 'inApproval', value: 2, label: { fa: 'بسته‌شده، در انتظار تأیید', en: 'Closed, awaiting confirmation' }, color: 'blue' },
    { key: 'approved', value: 3, label: { fa: 'تأییدشده', en: 'Confirmed' }, color: 'green' },
    { key: 'returned', value: 4, label: { fa: 'ردشده', en: 'Rejected' }, editable: true, color: 'orange' },
  ],
  transitions: [
    { action: 'close', label: { fa: 'بستن ماه', en: 'Close the month' }, from: ['draft', 'returned'], to: 'inApproval', startsApproval: true },
    { action: 'reopen', label: { fa: 'بازگشایی', en: 'Reopen' }, from: ['inApproval', 'approved'], to: 'draft', comment: true },
  ],
};

export const attendanceMonth = defineEntity({
  name: 'attendancemonth',
  model: 'AttendanceMonth',
  table: 'attendance_month',
  area: 'hr',
  ...readRoutes('attendancemonth'),
  label: { singular: { fa: 'کارکرد ماهانه', en: 'Monthly attendance' }, plural: { fa: 'مدیریت حضور و غیاب', en: 'Attendance management' } },
  scope: 'company',
  fields: {
    personnelId: person,
    year: { type: 'int', label: { fa: 'سال', en: 'Year' }, grouping: false, required: true, readOnly: true, min: 1350, max: 1500 },
    month: { type: 'enum', label: { fa: 'ماه', en: 'Month' }, required: true, readOnly: true, options: JALALI_MONTHS },
    /** year × 100 + month (140507): a person's month once */
    period: { type: 'int', label: { fa: 'دوره', en: 'Period' }, grouping: false, required: true, readOnly: true, uniqueWithin: 'personnelId' },
    totalWorkHours: seconds('جمع کارکرد', 'Total work'),
    overTimeHours: seconds('اضافه‌کار', 'Overtime'),
    underTimeHours: seconds('کسرکار', 'Under time'),
    nightHours: seconds('شب‌کاری', 'Night work'),
    holidayWorkHours: seconds('تعطیل‌کاری', 'Holiday work'),
    hourlyLeaveHours: seconds('مرخصی ساعتی', 'Hourly leave'),
    hourlyMissionHours: seconds('مأموریت ساعتی', 'Hourly mission'),
    missionDays: days('روز مأموریت', 'Mission days'),
    leaveWithPayDays: days('مرخصی با حقوق (روز)', 'Paid leave days'),
    leaveWithoutPayDays: days('مرخصی بدون حقوق (روز)', 'Unpaid leave days'),
    absentDays: days('روز غیبت', 'Absent days'),
    incompleteDays: days('روز تردد ناقص', 'Days with a missing punch'),
    isClosed: { type: 'boolean', label: { fa: 'بسته', en: 'Closed' }, readOnly: true },
    calculatedAt: { type: 'datetime', label: { fa: 'زمان محاسبه', en: 'Calculated at' }, readOnly: true },
    status: workflowStateField(monthWorkflow.states, 'draft'),
    ...approvalFields(),
  },
  titleField: 'year',
  searchFields: ['personnelId'],
  list: {
    columns: ['personnelId', 'year', 'month', 'totalWorkHours', 'overTimeHours', 'underTimeHours', 'absentDays', 'incompleteDays', 'status'],
    filters: ['personnelId', 'year', 'month', 'status'],
    sort: { field: 'id', direction: 'desc' },
  },
  children: { days: { entity: 'attendanceday', via: 'attendanceMonthId', label: { fa: 'روزها', en: 'Days' }, owned: true } },
  workflow: monthWorkflow,
  activeFlag: false,
  menu: { url: '/manage-Attendance-2', parent: HR, icon: 'clock-check' },
});

/** A day of a person (ردیف تردد): what the calculator made of it. */
export const attendanceDay = defineEntity({
  name: 'attendanceday',
  model: 'AttendanceDay',
  table: 'attendance_day',
  area: 'hr',
  ...readRoutes('attendanceday'),
  label: { singular: { fa: 'تردد روزانه', en: 'Daily attendance' }, plural: { fa: 'حضور و غیاب پرسنل', en: 'Personnel attendance' } },
  scope: 'company',
  fields: {
    attendanceMonthId: { type: 'link', entity: 'attendancemonth', label: { fa: 'کارکرد ماه', en: 'Month' }, required: true, readOnly: true },
    personnelId: person,
    attendanceDate: { type: 'date', label: { fa: 'تاریخ', en: 'Date' }, required: true, readOnly: true, uniqueWithin: 'personnelId' },
    weekday: { type: 'enum', label: { fa: 'روز هفته', en: 'Weekday' }, readOnly: true, options: WEEKDAYS },
    dayKind: { type: 'enum', label: { fa: 'نوع روز', en: 'Day type' }, readOnly: true, options: DAY_KINDS },
    dayStatus: { type: 'enum', label: { fa: 'وضعیت روز', en: 'Day status' }, readOnly: true, options: DAY_STATUSES },
    shiftId: { type: 'link', entity: 'shift', label: { fa: 'شیفت', en: 'Shift' }, readOnly: true },
    checkIn: { type: 'time', label: { fa: 'ورود', en: 'Check-in' }, readOnly: true, nextDay: 'checkInNextDay' },
    checkInNextDay: { type: 'boolean', label: { fa: 'روز بعد', en: 'Next day' }, readOnly: true },
    checkOut: { type: 'time', label: { fa: 'خروج', en: 'Check-out' }, readOnly: true, nextDay: 'checkOutNextDay' },
    checkOutNextDay: { type: 'boolean', label: { fa: 'روز بعد', en: 'Next day' }, readOnly: true },
    workHour: seconds('کارکرد', 'Work'),
    overTime: seconds('اضافه‌کار', 'Overtime'),
    overtimeOverCap: seconds('اضافه‌کار مازاد سقف', 'Overtime over the caps'),
    late: seconds('تأخیر', 'Lateness'),
    earlyLeave: seconds('تعجیل', 'Early leave'),
    absence: seconds('غیبت ساعتی', 'Absence'),
    hourlyLeave: seconds('مرخصی ساعتی', 'Hourly leave'),
    hourlyMission: seconds('مأموریت ساعتی', 'Hourly mission'),
    nightWork: seconds('شب‌کاری', 'Night work'),
    holidayWork: seconds('تعطیل‌کاری', 'Holiday work'),
    missingPunch: { type: 'boolean', label: { fa: 'تردد ناقص', en: 'Missing punch' }, readOnly: true },
  },
  titleField: 'attendanceDate',
  searchFields: ['personnelId'],
  list: {
    columns: ['personnelId', 'attendanceDate', 'weekday', 'dayKind', 'dayStatus', 'checkIn', 'checkOut', 'workHour', 'overTime', 'late', 'earlyLeave', 'hourlyLeave', 'hourlyMission'],
    filters: ['personnelId', 'attendanceDate', 'dayStatus', 'missingPunch', 'attendanceMonthId'],
    sort: { field: 'attendanceDate', direction: 'asc' },
  },
  activeFlag: false,
  menu: { url: '/personnel-attendance-2', parent: HR, icon: 'calendar-time' },
});

/**
 * درخواست اصلاح تردد: a person asks to correct a day (check-in*, check-out*, description*); the person's department
 * manager (else the attendance managers) approves or rejects it, after the panel's confirmation. Approval writes the two times as punches of the day (source: correction) and
 * recalculates the day and its month — refused while the month is closed.
 */
const correctionWorkflow = approvalWorkflow({
  levels: [{
    key: 'manager', label: { fa: 'مدیر واحد', en: 'Department manager' }, approver: { person: 'personnelId.departmentId.managerId.thirdPartyId', otherwise: { role: ATTENDANCE_ROLES.manager } }, quorum: 'any',
    page: { url: '/attendance-correction-management-2', parent: HR, icon: 'clock-edit', label: { fa: 'تأیید اصلاح تردد', en: 'Approve attendance corrections' } },
  }],
  onReject: 'requester',
  labels: { submit: { fa: 'ارسال برای بررسی', en: 'Send for review' } },
});

export const attendanceCorrection = defineEntity({
  name: 'attendancecorrection',
  model: 'AttendanceCorrection',
  table: 'attendance_correction',
  area: 'hr',
  ...documentRoutes('attendancecorrection', 'hr'),
  label: { singular: { fa: 'درخواست اصلاح تردد', en: 'Attendance correction' }, plural: { fa: 'درخواست‌های اصلاح تردد', en: 'Attendance corrections' } },
  scope: 'company',
  fields: {
    personnelId: { type: 'link', entity: 'personnel', label: { fa: 'پرسنل', en: 'Personnel' }, hint: { fa: 'خالی: پرونده‌ی خود شما', en: 'Empty: your own' } },
    attendanceDate: { type: 'date', label: { fa: 'تاریخ', en: 'Date' }, required: true },
    checkInTime: { type: 'time', label: { fa: 'ساعت ورود', en: 'Check-in' }, required: true },
    checkOutTime: { type: 'time', label: { fa: 'ساعت خروج', en: 'Check-out' }, required: true, nextDay: 'checkOutNextDay' },
    checkOutNextDay: { type: 'boolean', label: { fa: 'روز بعد', en: 'Next day' } },
    description: { type: 'text', label: { fa: 'توضیحات', en: 'Description' }, required: true, max: 1000 },
    attendanceDayId: { type: 'link', entity: 'attendanceday', label: { fa: 'تردد روز', en: 'The day' }, readOnly: true },
    status: workflowStateField(correctionWorkflow.states, 'draft'),
    ...approvalFields(),
  },
  titleField: 'description',
  searchFields: ['description'],
  list: {
    columns: ['personnelId', 'attendanceDate', 'checkInTime', 'checkOutTime', 'description', 'status'],
    filters: ['personnelId', 'attendanceDate', 'status', 'approvalLevel'],
    sort: { field: 'id', direction: 'desc' },
  },
  workflow: correctionWorkflow,
  views: approvalLevelViews(correctionWorkflow),
  activeFlag: false,
  menu: { url: '/attendance-correction-2', parent: HR, icon: 'clock-edit', also: ['/personnel-requests-2'], personal: { url: '/personnel-requests-2', person: 'personnelId' } },
});
