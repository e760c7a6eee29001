import { defineEntity } from '../definition';
import { baseDataRoutes } from '../routes';

/**
 * نوع استخدام (spec hr-aftersales-contracting §3 "Base-data entities": code*, name*, transferable leave ceiling
 * (hours, minutes, seconds), leave transfer method*, automatic increase of paid leave* (hours, minutes, seconds)).
 * The spec names no leave transfer methods: the three options here are ours (no transfer, transfer up to the
 * ceiling, pay the excess out).
 */
export const LEAVE_TRANSFER_METHODS = [
  { value: 1, label: { fa: 'بدون انتقال', en: 'No transfer' } },
  { value: 2, label: { fa: 'انتقال تا سقف', en: 'Transfer up to the ceiling' } },
  { value: 3, label: { fa: 'بازخرید مازاد بر سقف', en: 'Pay out the excess' } },
] as const;

/** 2000 hours: more than a year of leave, far above any ceiling a company sets */
const LEAVE_MAX_SECONDS = 2000 * 3600;

export const employmentType = defineEntity({
  name: 'employmenttype',
  model: 'EmploymentType',
  table: 'employment_type',
  area: 'hr',
  ...baseDataRoutes('employmenttype', { area: 'hr' }),
  label: { singular: { fa: 'نوع استخدام', en: 'Employment type' }, plural: { fa: 'انواع استخدام', en: 'Employment types' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'کد', en: 'Code' }, required: true, unique: true, max: 20, format: 'code' },
    name: { type: 'string', label: { fa: 'عنوان', en: 'Name' }, required: true, max: 150 },
    transferableLeaveCeiling: {
      type: 'duration', label: { fa: 'سقف مرخصی قابل انتقال', en: 'Transferable leave ceiling' }, min: 0, max: LEAVE_MAX_SECONDS,
      hint: { fa: 'ساعت، دقیقه و ثانیه', en: 'Hours, minutes and seconds' },
    },
    leaveTransferMethod: { type: 'enum', label: { fa: 'روش انتقال مرخصی', en: 'Leave transfer method' }, required: true, options: LEAVE_TRANSFER_METHODS },
    automaticPaidLeaveIncrease: {
      type: 'duration', label: { fa: 'افزایش خودکار مرخصی استحقاقی', en: 'Automatic increase of paid leave' }, required: true, min: 0, max: LEAVE_MAX_SECONDS,
      hint: { fa: 'ساعت، دقیقه و ثانیه', en: 'Hours, minutes and seconds' },
    },
  },
  titleField: 'name',
  searchFields: ['name', 'code'],
  list: { columns: ['code', 'name', 'transferableLeaveCeiling', 'leaveTransferMethod', 'automaticPaidLeaveIncrease'], filters: ['leaveTransferMethod'], sort: { field: 'code', direction: 'asc' } },
  activeFlag: true,
  code: { field: 'code', width: 3 },
  menu: { url: '/employment-type-2', parent: 'HumanResourceInformation', icon: 'briefcase' },
});
