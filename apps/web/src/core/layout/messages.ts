import type { DeepStrings } from '../i18n/types';

/** Texts of the dashboard shell (header, sidebar, tabs, mobile bar, alerts, access) (i18n key `shell`). */
export const shellFa = {
  header: {
    company: 'شرکت',
    companyPlaceholder: 'انتخاب شرکت',
    financialYear: 'سال مالی',
    financialYearPlaceholder: 'انتخاب سال مالی',
    openMenu: 'باز کردن منو',
    toggleSidebar: 'جمع و باز کردن منوی کناری',
  },
  sidebar: {
    label: 'منوی اصلی',
    search: 'جست‌وجو در منو',
    noResult: 'منویی با این نام پیدا نشد.',
    expand: 'باز کردن منو',
    collapse: 'جمع کردن منو',
    dashboard: 'داشبورد',
    profile: 'پروفایل',
    setting: 'تنظیمات',
    external: '(سامانهٔ دیگر)',
  },
  tabs: {
    label: 'زبانه‌های باز',
    close: 'بستن زبانهٔ «{{title}}»',
    limit: 'حداکثر ۷ زبانه می‌توانید باز داشته باشید؛ برای باز کردن صفحهٔ تازه، یکی از زبانه‌ها را ببندید.',
  },
  mobile: {
    label: 'پیمایش پایین صفحه',
    dashboard: 'داشبورد',
    mainPage: 'صفحهٔ اصلی',
    menu: 'منو',
    profile: 'پروفایل',
    setting: 'تنظیمات',
  },
  scrollTop: 'بازگشت به بالای صفحه',
  alerts: {
    close: 'بستن',
    ok: 'متوجه شدم',
    loading: 'در حال انجام…',
    status: {
      primary: 'پیام',
      secondary: 'پیام',
      success: 'انجام شد',
      warning: 'هشدار',
      danger: 'خطا',
      info: 'آگاه‌سازی',
    },
  },
  update: {
    title: 'نسخهٔ تازه‌ای از کارساز آماده است',
    message: 'برای استفاده از نسخهٔ تازه، صفحه را به‌روز کنید.',
    action: 'به‌روزرسانی',
  },
};

export const shellEn: DeepStrings<typeof shellFa> = {
  header: {
    company: 'Company',
    companyPlaceholder: 'Choose a company',
    financialYear: 'Financial year',
    financialYearPlaceholder: 'Choose a financial year',
    openMenu: 'Open the menu',
    toggleSidebar: 'Collapse or expand the sidebar',
  },
  sidebar: {
    label: 'Main menu',
    search: 'Search the menu',
    noResult: 'No menu has this name.',
    expand: 'Expand the menu',
    collapse: 'Collapse the menu',
    dashboard: 'Dashboard',
    profile: 'Profile',
    setting: 'Settings',
    external: '(another application)',
  },
  tabs: {
    label: 'Open tabs',
    close: 'Close the tab “{{title}}”',
    limit: 'You can have 7 tabs open at a time; close one to open another page.',
  },
  mobile: {
    label: 'Bottom navigation',
    dashboard: 'Dashboard',
    mainPage: 'Main page',
    menu: 'Menu',
    profile: 'Profile',
    setting: 'Settings',
  },
  scrollTop: 'Back to the top',
  alerts: {
    close: 'Close',
    ok: 'OK',
    loading: 'Working…',
    status: {
      primary: 'Message',
      secondary: 'Message',
      success: 'Done',
      warning: 'Warning',
      danger: 'Error',
      info: 'Notice',
    },
  },
  update: {
    title: 'A new version of Karsaz is ready',
    message: 'Update the page to use the new version.',
    action: 'Update',
  },
};
