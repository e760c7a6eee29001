import type { DeepStrings } from '../../core/i18n/types';

/** Texts of notifications, the bell, toasts and realtime (i18n key `notification`). */
export const notificationFa = {
  routes: {
    notifications: 'اعلان‌ها',
  },
  types: {
    sms: 'پیامک',
    email: 'رایانامه',
    system: 'سامانه',
  },
  priorities: {
    info: 'اطلاع',
    warning: 'هشدار',
    error: 'خطا',
  },
  statuses: {
    queued: 'در صف',
    sent: 'ارسال‌شده',
    read: 'خوانده‌شده',
    unread: 'خوانده‌نشده',
    failed: 'ناموفق',
  },
  bell: {
    label: 'اعلان‌ها',
    labelWithCount: 'اعلان‌ها، {{count}} خوانده‌نشده',
    title: 'اعلان‌های خوانده‌نشده',
    empty: 'اعلان خوانده‌نشده‌ای ندارید.',
    showAll: 'نمایش همهٔ اعلان‌ها',
    loading: 'در حال دریافت اعلان‌ها…',
  },
  toast: {
    region: 'اعلان‌های تازه',
    close: 'بستن',
    closeAll: 'بستن همه',
  },
  page: {
    filters: 'پالایش',
    status: 'وضعیت',
    type: 'نوع',
    priority: 'اولویت',
    all: 'همه',
    unread: 'خوانده‌نشده',
    content: 'متن',
    created: 'تاریخ',
    actions: 'عملیات',
    markRead: 'خواندم',
    markAllRead: 'همه را خوانده‌شده کن',
    empty: 'اعلانی پیدا نشد.',
    loadFailed: 'دریافت اعلان‌ها ممکن نشد.',
    retry: 'تلاش دوباره',
    markedAll: 'همهٔ اعلان‌ها خوانده‌شده شد.',
  },
};

export const notificationEn: DeepStrings<typeof notificationFa> = {
  routes: {
    notifications: 'Notifications',
  },
  types: {
    sms: 'SMS',
    email: 'E-mail',
    system: 'System',
  },
  priorities: {
    info: 'Info',
    warning: 'Warning',
    error: 'Error',
  },
  statuses: {
    queued: 'Queued',
    sent: 'Sent',
    read: 'Read',
    unread: 'Unread',
    failed: 'Failed',
  },
  bell: {
    label: 'Notifications',
    labelWithCount: 'Notifications, {{count}} unread',
    title: 'Unread notifications',
    empty: 'You have no unread notifications.',
    showAll: 'Show all notifications',
    loading: 'Loading notifications…',
  },
  toast: {
    region: 'New notifications',
    close: 'Close',
    closeAll: 'Close all',
  },
  page: {
    filters: 'Filters',
    status: 'Status',
    type: 'Type',
    priority: 'Priority',
    all: 'All',
    unread: 'Unread',
    content: 'Content',
    created: 'Date',
    actions: 'Actions',
    markRead: 'Mark read',
    markAllRead: 'Mark all read',
    empty: 'No notifications found.',
    loadFailed: 'The notifications could not be loaded.',
    retry: 'Try again',
    markedAll: 'All notifications are marked read.',
  },
};
