import { defineEntity, type FieldDefinition } from '../definition';
import { baseDataRoutes } from '../routes';

/**
 * شیفت (spec hr-aftersales-contracting §3 "Shift, calendar, company": code*, title*, shiftType*, year*,
 * description, and timings). The timings are the shift's lines, edited in its form and saved with it: each a kind
 * of day, a Jalali date range, start and end times, the first and last entry and exit times (each with a next-day
 * flag, for a shift that ends after midnight), the allowed delay and rush, and a floating period. The spec names
 * no shift types or day types: the options here are ours. Issue 15 adds the rest of §3's timing: the weekdays a
 * timing applies to (none ticked: every day), the overtime allowed before the start ("first") and after the end
 * ("last") with their caps, and the floating period of the end. How a person's shift and timing on a date are
 * found: packages/domain/src/attendance/shift-resolution.ts (docs/attendance.md "Shifts").
 */
export const SHIFT_TYPES = [
  { value: 1, label: { fa: 'ثابت', en: 'Fixed' } },
  { value: 2, label: { fa: 'چرخشی', en: 'Rotating' } },
  { value: 3, label: { fa: 'شناور', en: 'Floating' } },
] as const;

export const DAY_TYPES = [
  { value: 1, label: { fa: 'روز کاری', en: 'Working day' } },
  { value: 2, label: { fa: 'نیمه‌تعطیل', en: 'Half day' } },
  { value: 3, label: { fa: 'تعطیل', en: 'Holiday' } },
] as const;

export const shift = defineEntity({
  name: 'shift',
  model: 'Shift',
  table: 'shift',
  area: 'hr',
  ...baseDataRoutes('shift', { area: 'hr' }),
  label: { singular: { fa: 'شیفت', en: 'Shift' }, plural: { fa: 'شیفت‌ها', en: 'Shifts' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'کد', en: 'Code' }, required: true, unique: true, max: 20, format: 'code' },
    title: { type: 'string', label: { fa: 'عنوان', en: 'Title' }, required: true, max: 150 },
    shiftType: { type: 'enum', label: { fa: 'نوع شیفت', en: 'Shift type' }, required: true, options: SHIFT_TYPES },
    year: { type: 'int', label: { fa: 'سال', en: 'Year' }, grouping: false, required: true, min: 1300, max: 1500, hint: { fa: 'سال شمسی', en: 'Jalali year' } },
    description: { type: 'text', label: { fa: 'توضیحات', en: 'Description' }, max: 1000 },
  },
  titleField: 'title',
  searchFields: ['title', 'code'],
  list: { columns: ['code', 'title', 'shiftType', 'year'], filters: ['shiftType', 'year'], sort: { field: 'code', direction: 'asc' } },
  lines: { entity: 'shifttiming', via: 'shiftId', label: { fa: 'زمان‌بندی‌ها', en: 'Timings' } },
  activeFlag: true,
  code: { field: 'code', width: 3 },
  menu: { url: '/shift-2', parent: 'HumanResourceInformation', icon: 'activity', formPages: { create: 'create', edit: 'create/$id' } },
});

const time = (fa: string, en: string, nextDay?: string) =>
  ({ type: 'time', label: { fa, en }, ...(nextDay ? { nextDay } : {}) }) as const satisfies FieldDefinition;
const nextDay = { type: 'boolean', label: { fa: 'روز بعد', en: 'Next day' } } as const satisfies FieldDefinition;
/** a day at most: a delay, a rush or a floating period longer than that means nothing in one shift */
const withinADay = (fa: string, en: string) => ({ type: 'duration', label: { fa, en }, min: 0, max: 24 * 3600 }) as const satisfies FieldDefinition;

/** The weekday flags of a timing, 1 Saturday … 7 Friday as the calendar numbers them (calendar.ts WEEKDAYS). */
export const TIMING_WEEKDAYS = [
  ['onSaturday', 1, 'شنبه', 'Saturday'], ['onSunday', 2, 'یکشنبه', 'Sunday'], ['onMonday', 3, 'دوشنبه', 'Monday'],
  ['onTuesday', 4, 'سه‌شنبه', 'Tuesday'], ['onWednesday', 5, 'چهارشنبه', 'Wednesday'], ['onThursday', 6, 'پنجشنبه', 'Thursday'],
  ['onFriday', 7, 'جمعه', 'Friday'],
] as const;
const weekday = (fa: string, en: string) => ({ type: 'boolean', label: { fa, en } }) as const satisfies FieldDefinition;
/** an overtime cap: shown and required while its flag is ticked; at most 12 hours (Labour Law art. 59 allows 4 a day unless agreed) */
const overtimeCap = (fa: string, en: string, flag: string) =>
  ({ type: 'duration', label: { fa, en }, min: 60, max: 12 * 3600, required: true, when: { field: flag, in: [true] } }) as const satisfies FieldDefinition;

/** One timing of a shift (a line of it). */
export const shiftTiming = defineEntity({
  name: 'shifttiming',
  model: 'ShiftTiming',
  table: 'shift_timing',
  area: 'hr',
  basePath: '/api/hr/v1/shifttiming',
  routes: {},
  label: { singular: { fa: 'زمان‌بندی شیفت', en: 'Shift timing' }, plural: { fa: 'زمان‌بندی‌های شیفت', en: 'Shift timings' } },
  scope: 'company',
  fields: {
    shiftId: { type: 'link', entity: 'shift', label: { fa: 'شیفت', en: 'Shift' }, required: true },
    dayType: { type: 'enum', label: { fa: 'نوع روز', en: 'Day type' }, required: true, options: DAY_TYPES },
    startDate: { type: 'date', label: { fa: 'تاریخ شروع', en: 'Start date' } },
    endDate: { type: 'date', label: { fa: 'تاریخ پایان', en: 'End date' }, rangeStart: 'startDate' },
    startTime: { ...time('ساعت شروع', 'Start time'), required: true },
    endTime: { ...time('ساعت پایان', 'End time', 'endTimeNextDay'), required: true },
    endTimeNextDay: nextDay,
    firstEntryTime: time('اولین ورود', 'First entry', 'firstEntryNextDay'),
    firstEntryNextDay: nextDay,
    firstExitTime: time('اولین خروج', 'First exit', 'firstExitNextDay'),
    firstExitNextDay: nextDay,
    lastEntryTime: time('آخرین ورود', 'Last entry', 'lastEntryNextDay'),
    lastEntryNextDay: nextDay,
    lastExitTime: time('آخرین خروج', 'Last exit', 'lastExitNextDay'),
    lastExitNextDay: nextDay,
    maximumDelay: withinADay('حداکثر تأخیر', 'Maximum delay'),
    maximumRush: withinADay('حداکثر تعجیل', 'Maximum rush'),
    notCountedDelaysOnHolidays: { type: 'boolean', label: { fa: 'عدم احتساب تأخیر در تعطیلات', en: 'No delays on holidays' } },
    hasFloating: { type: 'boolean', label: { fa: 'شناوری دارد', en: 'Has floating' } },
    timeFloatingPeriod: withinADay('بازهٔ شناوری', 'Floating period'),
    endTimeFloatingPeriod: withinADay('بازهٔ شناوری پایان', 'End floating period'),
    // the days a timing applies to (none ticked: every day of its day type)
    onSaturday: weekday('شنبه', 'Saturday'),
    onSunday: weekday('یکشنبه', 'Sunday'),
    onMonday: weekday('دوشنبه', 'Monday'),
    onTuesday: weekday('سه‌شنبه', 'Tuesday'),
    onWednesday: weekday('چهارشنبه', 'Wednesday'),
    onThursday: weekday('پنجشنبه', 'Thursday'),
    onFriday: weekday('جمعه', 'Friday'),
    // overtime before the start (first) and after the end (last), each allowed up to its cap
    firstOvertimeAllowed: { type: 'boolean', label: { fa: 'اضافه‌کار قبل از شروع مجاز است', en: 'Overtime before the start allowed' } },
    firstOvertimeMaximum: overtimeCap('حداکثر اضافه‌کار قبل از شروع', 'Maximum overtime before the start', 'firstOvertimeAllowed'),
    lastOvertimeAllowed: { type: 'boolean', label: { fa: 'اضافه‌کار بعد از پایان مجاز است', en: 'Overtime after the end allowed' } },
    lastOvertimeMaximum: overtimeCap('حداکثر اضافه‌کار بعد از پایان', 'Maximum overtime after the end', 'lastOvertimeAllowed'),
    description: { type: 'string', label: { fa: 'توضیحات', en: 'Description' }, max: 300 },
  },
  titleField: 'description',
  searchFields: ['description'],
  list: { columns: ['dayType', 'startDate', 'endDate', 'startTime', 'endTime', 'maximumDelay'], sort: { field: 'id', direction: 'asc' } },
  activeFlag: false,
  menu: { url: '/shift-2', parent: 'HumanResourceInformation', page: false },
});
