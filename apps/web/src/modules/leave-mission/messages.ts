import type { DeepStrings } from '../../core/i18n/types';

/** Texts of leave and missions' pages (i18n key `leaveMission`): a person's requests and the missions' management. */
export const leaveMissionFa = {
  routes: { personnelRequests: 'درخواست‌های پرسنل', missionManagement: 'مدیریت مأموریت‌ها' },
  tabs: {
    attendance: 'اصلاح تردد',
    leave: 'مرخصی',
    leaveExtensions: 'تمدید مرخصی',
    missions: 'مأموریت',
    missionExtensions: 'تمدید مأموریت',
    vehicles: 'وسایل نقلیهٔ مأموریت',
    residences: 'اقامت‌های مأموریت',
    currencies: 'تنخواه ارزی مأموریت',
  },
  tabsLabel: 'بخش‌های درخواست',
  missionTabsLabel: 'بخش‌های مأموریت',
  attendanceEmpty: 'درخواست اصلاح ترددی ثبت نشده است.',
  balance: {
    title: 'ماندهٔ مرخصی سال {{year}}',
    entitlement: 'استحقاق سالانه',
    carryOver: 'انتقالی از سال قبل',
    used: 'استفاده‌شده',
    pending: 'در انتظار بررسی',
    remaining: 'مانده',
    hint: 'ساعت:دقیقه:ثانیه؛ هر روز کاری ۷ ساعت و ۲۰ دقیقه',
    none: 'برای نمایش مانده، پرسنل را انتخاب کنید.',
  },
};

export const leaveMissionEn: DeepStrings<typeof leaveMissionFa> = {
  routes: { personnelRequests: 'Personnel requests', missionManagement: 'Mission management' },
  tabs: {
    attendance: 'Attendance corrections',
    leave: 'Leave',
    leaveExtensions: 'Leave extensions',
    missions: 'Missions',
    missionExtensions: 'Mission extensions',
    vehicles: 'Mission vehicles',
    residences: 'Mission residences',
    currencies: 'Mission per-diem currency',
  },
  tabsLabel: 'Request sections',
  missionTabsLabel: 'Mission sections',
  attendanceEmpty: 'No attendance correction requests yet.',
  balance: {
    title: 'Leave balance of {{year}}',
    entitlement: 'Yearly entitlement',
    carryOver: 'Carried over',
    used: 'Used',
    pending: 'Pending review',
    remaining: 'Remaining',
    hint: 'hours:minutes:seconds; a working day is 7 h 20 min',
    none: 'Choose the personnel to see the balance.',
  },
};
