import { defineEntity } from '../definition';
import { baseDataRoutes } from '../routes';
import { HR, options } from './common';

/**
 * دستگاه حضور و غیاب (spec hr-aftersales-contracting §2 `/attendance-device-2`, issue 15 "Attendance devices"): a
 * ZKTeco-compatible clock of the company, reached at its IPv4 address and port (4370 by default) over TCP or UDP.
 * Its punches are pulled on demand (`POST /api/hr/v1/attendancedevice/sync {id}`) and on a schedule (a daily sync
 * time on the Tehran clock, and/or every N minutes); the last pull's time, outcome and counts are written by the
 * server (apps/api/src/modules/attendance-device).
 */
export const CONNECTOR_TYPES = options([1, 'TCP', 'TCP'], [2, 'UDP', 'UDP']);
export const SYNC_STATUSES = options([1, 'موفق', 'Succeeded'], [2, 'ناموفق', 'Failed']);

export const attendanceDevice = defineEntity({
  name: 'attendancedevice',
  model: 'AttendanceDevice',
  table: 'attendance_device',
  area: 'hr',
  ...baseDataRoutes('attendancedevice', { area: 'hr' }),
  label: { singular: { fa: 'دستگاه حضور و غیاب', en: 'Attendance device' }, plural: { fa: 'دستگاه‌های حضور و غیاب', en: 'Attendance devices' } },
  scope: 'company',
  fields: {
    title: { type: 'string', label: { fa: 'عنوان', en: 'Title' }, required: true, max: 150 },
    serialNumber: { type: 'string', label: { fa: 'شماره سریال', en: 'Serial number' }, required: true, unique: true, max: 50 },
    model: { type: 'string', label: { fa: 'مدل', en: 'Model' }, max: 100 },
    connectorType: { type: 'enum', label: { fa: 'نوع اتصال', en: 'Connector type' }, options: CONNECTOR_TYPES, default: 1, hint: { fa: 'پیش‌فرض TCP', en: 'TCP unless given' } },
    ip: { type: 'string', label: { fa: 'نشانی IP', en: 'IP address' }, required: true, max: 15, format: 'ipv4' },
    port: { type: 'int', label: { fa: 'درگاه', en: 'Port' }, min: 1, max: 65535, default: 4370, hint: { fa: 'پیش‌فرض ۴۳۷۰', en: '4370 unless given' } },
    syncTime: {
      type: 'time',
      label: { fa: 'ساعت همگام‌سازی', en: 'Sync time' },
      hint: { fa: 'ساعت روزانهٔ دریافت خودکار ترددها', en: 'the time of day punches are pulled' },
    },
    syncIntervalMinutes: {
      type: 'int',
      label: { fa: 'فاصلهٔ همگام‌سازی (دقیقه)', en: 'Sync interval (minutes)' },
      min: 1,
      max: 1440,
      hint: { fa: 'دریافت خودکار هر چند دقیقه یک بار', en: 'pull punches every so many minutes' },
    },
    lastSyncAt: { type: 'datetime', label: { fa: 'آخرین همگام‌سازی', en: 'Last sync' }, readOnly: true },
    lastSyncStatus: { type: 'enum', label: { fa: 'نتیجهٔ آخرین همگام‌سازی', en: 'Last sync result' }, readOnly: true, options: SYNC_STATUSES },
    lastSyncMessage: { type: 'string', label: { fa: 'شرح آخرین همگام‌سازی', en: 'Last sync details' }, readOnly: true, max: 1000 },
    lastReadCount: { type: 'int', label: { fa: 'ترددهای خوانده‌شده', en: 'Punches read' }, readOnly: true },
    lastInsertedCount: { type: 'int', label: { fa: 'ترددهای ثبت‌شده', en: 'Punches added' }, readOnly: true },
    lastDuplicateCount: { type: 'int', label: { fa: 'ترددهای تکراری', en: 'Duplicate punches' }, readOnly: true },
    lastUnknownCount: { type: 'int', label: { fa: 'ترددهای کاربران ناشناس', en: 'Punches of unknown users' }, readOnly: true },
    description: { type: 'text', label: { fa: 'توضیحات', en: 'Description' }, max: 1000 },
  },
  titleField: 'title',
  searchFields: ['title', 'serialNumber', 'ip'],
  list: {
    columns: ['title', 'serialNumber', 'model', 'connectorType', 'ip', 'port', 'syncTime', 'lastSyncAt', 'lastSyncStatus', 'lastInsertedCount'],
    filters: ['connectorType', 'lastSyncStatus'],
    sort: { field: 'title', direction: 'asc' },
  },
  form: {
    sections: [
      { title: { fa: 'دستگاه', en: 'Device' }, fields: ['title', 'serialNumber', 'model', 'connectorType', 'ip', 'port'] },
      { title: { fa: 'همگام‌سازی', en: 'Synchronisation' }, fields: ['syncTime', 'syncIntervalMinutes', 'lastSyncAt', 'lastSyncStatus', 'lastSyncMessage', 'lastReadCount', 'lastInsertedCount', 'lastDuplicateCount', 'lastUnknownCount'] },
      { fields: ['description'] },
    ],
  },
  activeFlag: true,
  operations: [{ path: 'sync', kind: 'row', action: 'Update', label: { fa: 'دریافت ترددها', en: 'Pull punches' } }],
  menu: { url: '/attendance-device-2', parent: HR, icon: 'clock-share' },
});

/**
 * A punch (تردد): a person's clock-in or clock-out at a moment, from a device's pull (1), a sheet's import (2), an
 * approved correction (3) or typed by hand (4, the list's own create). A punch lands once per company, person and
 * moment: pulling a device twice or importing a sheet again adds nothing (`ON CONFLICT DO NOTHING`).
 */
export const PUNCH_SOURCES = options([1, 'دستگاه', 'Device'], [2, 'ورود از فایل', 'Import'], [3, 'اصلاح تردد', 'Correction'], [4, 'دستی', 'Manual']);

export const attendancePunch = defineEntity({
  name: 'attendancepunch',
  model: 'AttendancePunch',
  table: 'attendance_punch',
  area: 'hr',
  basePath: '/api/hr/v1/attendancepunch',
  routes: {
    create: { path: 'create', method: 'POST' },
    getById: { path: 'getById', method: 'GET', idParam: 'Id' },
    getFiltered: { path: 'getFiltered', method: 'GET' },
    remove: { path: 'remove', method: 'DELETE', idParam: 'Id' },
  },
  label: { singular: { fa: 'تردد', en: 'Punch' }, plural: { fa: 'ترددها', en: 'Punches' } },
  scope: 'company',
  fields: {
    personnelId: { type: 'link', entity: 'personnel', label: { fa: 'پرسنل', en: 'Personnel' }, required: true },
    punchedAt: { type: 'datetime', label: { fa: 'زمان تردد', en: 'Punched at' }, required: true },
    deviceId: { type: 'link', entity: 'attendancedevice', label: { fa: 'دستگاه', en: 'Device' } },
    source: { type: 'enum', label: { fa: 'منبع', en: 'Source' }, readOnly: true, options: PUNCH_SOURCES, default: 4 },
  },
  titleField: 'punchedAt',
  searchFields: ['personnelId'],
  list: {
    columns: ['personnelId', 'punchedAt', 'deviceId', 'source'],
    filters: ['personnelId', 'deviceId', 'punchedAt', 'source'],
    sort: { field: 'punchedAt', direction: 'desc' },
  },
  uniques: [['companyId', 'personnelId', 'punchedAt']],
  activeFlag: false,
  operations: [{ path: 'import', kind: 'upload', action: 'Create', accept: '.xlsx,.csv', label: { fa: 'ورود ترددها از فایل', en: 'Import punches' } }],
  menu: { url: '/attendance-punch-2', parent: HR, icon: 'calendar-time' },
});
