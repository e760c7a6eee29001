import type { DeepStrings } from '../i18n/types';

/**
 * Texts only the signed-in screens use (the sidebar, the user menu, the dashboard, profile and setting pages): they
 * come with the signed-in shell's module resources, not with the sign-in page (its first load is budgeted).
 */
export const signedInFa = {
  nav: {
    label: 'پیمایش اصلی',
    dashboard: 'داشبورد',
    profile: 'پروفایل',
    setting: 'تنظیمات',
  },
  dashboard: {
    welcome: 'به کارساز خوش آمدید',
    today: 'امروز',
    tehranTime: 'ساعت {{time}} به وقت تهران',
    dateTimeSettings: 'تنظیمات تاریخ و زمان',
    shortcuts: 'دسترسی سریع',
    profileHint: 'اطلاعات حساب کاربری شما',
    settingHint: 'زبان، تقویم و منطقهٔ زمانی',
  },
  health: {
    title: 'وضعیت سامانه',
    loading: 'در حال بررسی وضعیت سامانه…',
    recheck: 'بررسی دوباره',
    part: 'بخش',
    status: 'وضعیت',
    mode: 'حالت',
    parts: {
      database: 'پایگاه داده',
      redis: 'صف کارها',
      storage: 'فضای ذخیره‌سازی',
    },
    states: {
      up: 'فعال',
      down: 'از دسترس خارج',
    },
    modes: {
      postgresql: 'PostgreSQL',
      embedded: 'تعبیه‌شده',
      bullmq: 'BullMQ',
      inProcess: 'درون‌برنامه‌ای',
      s3: 'S3',
      folder: 'پوشه',
    },
    downParts: 'بخش‌های از دسترس خارج:',
    unreachable: 'پاسخی از سرور دریافت نشد.',
    traceId: 'شناسهٔ پیگیری',
  },
  profile: {
    account: 'حساب کاربری',
    name: 'نام',
    mobile: 'شمارهٔ همراه',
    menus: 'بخش‌های در دسترس',
    noName: 'ثبت نشده',
  },
  userMenu: {
    label: 'منوی کاربر',
    unnamed: 'کاربر',
    signOut: 'خروج از حساب',
    clearCache: 'پاک کردن حافظهٔ موقت',
    clearCacheHint: 'تنظیمات ذخیره‌شده در این مرورگر (جز ورود شما) پاک و صفحه دوباره بارگذاری می‌شود.',
  },
  setting: {
    dateTime: 'تاریخ و زمان',
    calendar: 'تقویم',
    calendarValue: 'هجری خورشیدی (جلالی)',
    timeZone: 'منطقهٔ زمانی',
    timeZoneValue: 'تهران (Asia/Tehran)',
    now: 'اکنون',
  },
};

export const signedInEn: DeepStrings<typeof signedInFa> = {
  nav: {
    label: 'Main navigation',
    dashboard: 'Dashboard',
    profile: 'Profile',
    setting: 'Settings',
  },
  dashboard: {
    welcome: 'Welcome to Karsaz',
    today: 'Today',
    tehranTime: '{{time}} Tehran time',
    dateTimeSettings: 'Date and time settings',
    shortcuts: 'Shortcuts',
    profileHint: 'Your account information',
    settingHint: 'Language, calendar and time zone',
  },
  health: {
    title: 'System status',
    loading: 'Checking the system status…',
    recheck: 'Check again',
    part: 'Part',
    status: 'Status',
    mode: 'Mode',
    parts: {
      database: 'Database',
      redis: 'Job queue',
      storage: 'Object storage',
    },
    states: {
      up: 'Up',
      down: 'Down',
    },
    modes: {
      postgresql: 'PostgreSQL',
      embedded: 'Embedded',
      bullmq: 'BullMQ',
      inProcess: 'In-process',
      s3: 'S3',
      folder: 'Folder',
    },
    downParts: 'Parts down:',
    unreachable: 'The server did not answer.',
    traceId: 'Trace id',
  },
  profile: {
    account: 'Account',
    name: 'Name',
    mobile: 'Mobile number',
    menus: 'Areas you can open',
    noName: 'Not given',
  },
  userMenu: {
    label: 'User menu',
    unnamed: 'User',
    signOut: 'Sign out',
    clearCache: 'Clear cache',
    clearCacheHint: 'The settings kept in this browser (but your sign-in) are removed and the page reloads.',
  },
  setting: {
    dateTime: 'Date and time',
    calendar: 'Calendar',
    calendarValue: 'Solar Hijri (Jalali)',
    timeZone: 'Time zone',
    timeZoneValue: 'Tehran (Asia/Tehran)',
    now: 'Now',
  },
};
