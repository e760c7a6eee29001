import type { DeepStrings } from '../../core/i18n/types';

/** Texts of the attendance screens (i18n key `attendance`): the month's calculation on /manage-Attendance-2. */
export const attendanceFa = {
  calculate: {
    open: 'محاسبهٔ کارکرد',
    title: 'محاسبهٔ کارکرد ماهانه',
    intro: 'کارکرد همهٔ پرسنلِ شاغل در ماه از ترددها، شیفت، تقویم و مرخصی و مأموریت‌های تأییدشده محاسبه می‌شود. ماه‌های بسته یا تأییدشده دست نمی‌خورند.',
    submit: 'محاسبه',
    done: 'کارکرد {{calculated}} نفر ({{days}} روز) محاسبه شد.',
    frozen: 'ماه {{count}} نفر بسته است و محاسبه نشد؛ برای محاسبهٔ دوباره آن را بازگشایی کنید.',
  },
};

export const attendanceEn: DeepStrings<typeof attendanceFa> = {
  calculate: {
    open: 'Calculate attendance',
    title: 'Calculate the monthly attendance',
    intro: 'Everyone employed in the month is calculated from their punches, shift, the calendar and approved leave and missions. Closed or confirmed months are left as they are.',
    submit: 'Calculate',
    done: 'Attendance of {{calculated}} people ({{days}} days) calculated.',
    frozen: 'The month of {{count}} people is closed and was not calculated; reopen it to calculate it again.',
  },
};
