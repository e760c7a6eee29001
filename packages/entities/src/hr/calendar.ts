import { defineEntity } from '../definition';
import { baseDataRoutes, documentRoutes } from '../routes';
import { HR, description, hrCode, hrName, options } from './common';

/**
 * The work calendar (spec hr-aftersales-contracting §2 "/calendar-2", "/calendar-year-2"; §3 "Calendar: date,
 * weekday, vacation type, year, description. Calendar year: code*, name*, year*"). A calendar year's days are
 * made with it (modules/hr: every day of the Jalali year, Fridays as weekly rest, the fixed solar holidays marked);
 * the customer marks the lunar holidays, which move every year. Attendance and payroll read the days later.
 */

export const WEEKDAYS = options(
  [1, 'شنبه', 'Saturday'], [2, 'یکشنبه', 'Sunday'], [3, 'دوشنبه', 'Monday'], [4, 'سه‌شنبه', 'Tuesday'],
  [5, 'چهارشنبه', 'Wednesday'], [6, 'پنجشنبه', 'Thursday'], [7, 'جمعه', 'Friday'],
);

export const VACATION_TYPES = options([1, 'روز کاری', 'Working day'], [2, 'تعطیل رسمی', 'Official holiday'], [3, 'تعطیل هفتگی', 'Weekly rest'], [4, 'نیمه‌تعطیل', 'Half day']);

export const calendarYear = defineEntity({
  name: 'calendaryear', model: 'CalendarYear', table: 'calendar_year', area: 'hr',
  ...baseDataRoutes('calendaryear', { area: 'hr' }),
  label: { singular: { fa: 'سال تقویم', en: 'Calendar year' }, plural: { fa: 'سال‌های تقویم', en: 'Calendar years' } },
  scope: 'company',
  fields: {
    code: hrCode,
    name: hrName,
    year: { type: 'int', label: { fa: 'سال', en: 'Year' }, grouping: false, required: true, unique: true, min: 1350, max: 1500, hint: { fa: 'سال شمسی؛ روزهای آن با ذخیره ساخته می‌شود', en: 'Jalali year; its days are made when it is saved' } },
    description,
  },
  titleField: 'name',
  searchFields: ['name', 'code'],
  list: { columns: ['code', 'name', 'year'], sort: { field: 'year', direction: 'desc' } },
  children: { days: { entity: 'calendarday', via: 'calendarYearId', label: { fa: 'روزها', en: 'Days' }, owned: true } },
  activeFlag: true,
  code: { field: 'code', width: 3 },
  menu: { url: '/calendar-year-2', parent: HR, icon: 'calendar-stats' },
});

export const calendarDay = defineEntity({
  name: 'calendarday', model: 'CalendarDay', table: 'calendar_day', area: 'hr',
  // the days are made with their year (every date of it): a day is read and changed (its type, its occasion), never
  // added or deleted on its own
  ...(() => {
    const { basePath, routes } = documentRoutes('calendarday', 'hr');
    return { basePath, routes: { update: routes.update, getById: routes.getById, getFiltered: routes.getFiltered } };
  })(),
  label: { singular: { fa: 'روز تقویم', en: 'Calendar day' }, plural: { fa: 'تقویم کاری', en: 'Work calendar' } },
  scope: 'company',
  fields: {
    calendarYearId: { type: 'link', entity: 'calendaryear', label: { fa: 'سال', en: 'Year' }, required: true, readOnly: true },
    date: { type: 'date', label: { fa: 'تاریخ', en: 'Date' }, required: true, unique: true, readOnly: true },
    month: { type: 'int', label: { fa: 'ماه', en: 'Month' }, readOnly: true },
    weekday: { type: 'enum', label: { fa: 'روز هفته', en: 'Weekday' }, readOnly: true, options: WEEKDAYS },
    vacationType: { type: 'enum', label: { fa: 'نوع روز', en: 'Day type' }, required: true, options: VACATION_TYPES, default: 1 },
    description: { ...description, label: { fa: 'مناسبت / توضیحات', en: 'Occasion / description' } },
  },
  titleField: 'description',
  searchFields: ['description'],
  list: { columns: ['date', 'weekday', 'vacationType', 'description'], filters: ['calendarYearId', 'month', 'vacationType', 'date'], sort: { field: 'date', direction: 'asc' } },
  activeFlag: false,
  menu: { url: '/calendar-2', parent: HR, icon: 'calendar' },
});
