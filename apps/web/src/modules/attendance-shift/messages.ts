import type { DeepStrings } from '../../core/i18n/types';

/** Texts of the shift month page (i18n key `attendanceShift`, /shift-month-2). */
export const attendanceShiftFa = {
  routes: { shiftMonth: 'ماه کاری پرسنل' },
  month: {
    intro: 'شیفت هر روز یک ماه برای یک نفر: شیفت ثابت خود او، وگرنه چرخش شیفتِ گروه کاری‌اش، با ساعت‌های شیفت و نوع روز در تقویم کاری.',
    personnel: 'پرسنل',
    year: 'سال',
    month: 'ماه',
    previous: 'ماه قبل',
    next: 'ماه بعد',
    choosePerson: 'برای دیدن ماه کاری، پرسنل را انتخاب کنید.',
    loading: 'در حال دریافت ماه کاری…',
    failed: 'ماه کاری دریافت نشد.',
    caption: 'ماه کاری {{name}}، {{month}} {{year}}',
    noShift: 'بدون شیفت',
    rest: 'استراحت چرخش',
    noTiming: 'بدون ساعت کاری',
    nextDay: '(روز بعد)',
    holiday: 'تعطیل رسمی',
    weeklyRest: 'تعطیل هفتگی',
    halfDay: 'نیمه‌تعطیل',
    summary: '{{work}} روز با شیفت، {{rest}} روز استراحت یا تعطیل',
  },
  months: ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'],
  weekdays: ['شنبه', 'یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه'],
};

export const attendanceShiftEn: DeepStrings<typeof attendanceShiftFa> = {
  routes: { shiftMonth: 'Personnel shift month' },
  month: {
    intro: 'A person’s shift on each day of a month: their own fixed shift, else their working group’s rotation, with the shift’s hours and the day’s type in the work calendar.',
    personnel: 'Personnel',
    year: 'Year',
    month: 'Month',
    previous: 'Previous month',
    next: 'Next month',
    choosePerson: 'Choose a person to see their month.',
    loading: 'Fetching the month…',
    failed: 'The month could not be fetched.',
    caption: 'Shift month of {{name}}, {{month}} {{year}}',
    noShift: 'No shift',
    rest: 'Rotation rest',
    noTiming: 'No working hours',
    nextDay: '(next day)',
    holiday: 'Official holiday',
    weeklyRest: 'Weekly rest',
    halfDay: 'Half day',
    summary: '{{work}} days with a shift, {{rest}} days of rest or holiday',
  },
  months: ['Farvardin', 'Ordibehesht', 'Khordad', 'Tir', 'Mordad', 'Shahrivar', 'Mehr', 'Aban', 'Azar', 'Dey', 'Bahman', 'Esfand'],
  weekdays: ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
};
