import { defineEntity, type FieldDefinition } from '../definition';
import { baseDataRoutes } from '../routes';
import type { WorkflowDefinition } from '../workflow';
import { workflowStateField } from '../workflow';
import { HR, options } from './common';

/**
 * پرسنل (spec hr-aftersales-contracting §3 "Personnel", §4 "Personnel have a changeable status with a history").
 * A personnel is a person of the organisation: one third party (one person, one row across companies, found by
 * national code and kept in step by modules/hr), employed in one company under a personnel code unique there.
 * The status moves by its `changeStatus` step (a state picked with a description), so the status history is the
 * workflow's history. Sub-records (address, bank account, insurances, family, education, history, examinations,
 * contacts) are the tabs of the form: personnel-records.ts.
 */

export const GENDERS = options([1, 'مرد', 'Male'], [2, 'زن', 'Female']);
export const MILITARY_STATUSES = options([1, 'پایان خدمت', 'Completed'], [2, 'معاف', 'Exempt'], [3, 'در حال خدمت', 'Serving'], [4, 'مشمول', 'Liable'], [5, 'ندارد', 'Not applicable']);
export const MARITAL_STATUSES = options([1, 'مجرد', 'Single'], [2, 'متأهل', 'Married'], [3, 'مطلقه', 'Divorced'], [4, 'همسر فوت‌شده', 'Widowed']);
export const CITIZENSHIPS = options([1, 'تبعهٔ ایران', 'Iranian citizen'], [2, 'اتباع خارجی دارای پروانه', 'Foreign national with permit'], [3, 'پناهنده', 'Refugee']);
export const RELIGIONS = options([1, 'اسلام', 'Islam'], [2, 'مسیحیت', 'Christianity'], [3, 'یهودیت', 'Judaism'], [4, 'زرتشتی', 'Zoroastrianism'], [5, 'سایر', 'Other']);
export const SECTS = options([1, 'شیعه', 'Shia'], [2, 'سنی', 'Sunni'], [3, 'سایر', 'Other']);
export const CALCULATION_METHODS = options([1, 'ماهانه', 'Monthly'], [2, 'روزانه', 'Daily'], [3, 'ساعتی', 'Hourly']);
export const WORK_TYPES = options([1, 'تمام‌وقت', 'Full time'], [2, 'پاره‌وقت', 'Part time'], [3, 'نوبت‌کاری', 'Shift work'], [4, 'دورکاری', 'Remote']);

const personnelStates = [
  { key: 'employed', value: 1, label: { fa: 'شاغل', en: 'Employed' }, editable: true, color: 'green' },
  { key: 'unpaidLeave', value: 2, label: { fa: 'مرخصی بدون حقوق', en: 'Unpaid leave' }, editable: true, color: 'blue' },
  { key: 'suspended', value: 3, label: { fa: 'تعلیق', en: 'Suspended' }, editable: true, color: 'orange' },
  { key: 'terminated', value: 4, label: { fa: 'قطع همکاری', en: 'Terminated' }, editable: true, color: 'red' },
  { key: 'retired', value: 5, label: { fa: 'بازنشسته', en: 'Retired' }, editable: true, color: 'gray' },
] as const;
const stateKeys = personnelStates.map((s) => s.key);

export const personnelWorkflow: WorkflowDefinition = {
  field: 'status',
  initial: 'employed',
  states: personnelStates,
  transitions: [{ action: 'changeStatus', label: { fa: 'تغییر وضعیت', en: 'Change status' }, from: stateKeys, to: stateKeys, comment: true }],
};

const text = (fa: string, en: string, max = 100, extra: Partial<FieldDefinition> = {}) => ({ type: 'string', label: { fa, en }, max, ...extra }) as FieldDefinition;
const flag = (fa: string, en: string) => ({ type: 'boolean', label: { fa, en }, default: false }) as const;

export const personnel = defineEntity({
  name: 'personnel', model: 'Personnel', table: 'personnel', area: 'hr',
  ...baseDataRoutes('personnel', { area: 'hr' }),
  label: { singular: { fa: 'پرسنل', en: 'Personnel' }, plural: { fa: 'پرسنل', en: 'Personnel' } },
  scope: 'company',
  fields: {
    organizationCode: { type: 'string', label: { fa: 'کد پرسنلی', en: 'Personnel code' }, required: true, unique: true, max: 20, format: 'code' },
    firstName: { type: 'string', label: { fa: 'نام', en: 'First name' }, required: true, max: 100 },
    lastName: { type: 'string', label: { fa: 'نام خانوادگی', en: 'Last name' }, required: true, max: 100 },
    fullName: { type: 'string', label: { fa: 'نام و نام خانوادگی', en: 'Full name' }, readOnly: true, max: 201 },
    fatherName: { type: 'string', label: { fa: 'نام پدر', en: 'Father’s name' }, required: true, max: 100 },
    firstNameEn: text('نام لاتین', 'First name (English)'),
    lastNameEn: text('نام خانوادگی لاتین', 'Last name (English)'),
    nickname: text('نام مستعار', 'Nickname'),
    gender: { type: 'enum', label: { fa: 'جنسیت', en: 'Gender' }, required: true, options: GENDERS },
    duty: { type: 'enum', label: { fa: 'وضعیت نظام وظیفه', en: 'Military service' }, options: MILITARY_STATUSES },
    martial: { type: 'enum', label: { fa: 'وضعیت تأهل', en: 'Marital status' }, required: true, options: MARITAL_STATUSES },
    nationalityId: { type: 'link', entity: 'country', label: { fa: 'ملیت', en: 'Nationality' }, required: true },
    citizen: { type: 'enum', label: { fa: 'تابعیت', en: 'Citizenship' }, required: true, options: CITIZENSHIPS, default: 1 },
    religion: { type: 'enum', label: { fa: 'دین', en: 'Religion' }, options: RELIGIONS },
    sect: { type: 'enum', label: { fa: 'مذهب', en: 'Sect' }, options: SECTS },
    nationalCode: { type: 'string', label: { fa: 'کد ملی', en: 'National code' }, required: true, unique: true, max: 10, format: 'nationalCode' },
    defaultPhoneNo: { type: 'string', label: { fa: 'تلفن همراه', en: 'Mobile' }, required: true, max: 11, format: 'mobile' },
    defaultEmailAdd: { type: 'string', label: { fa: 'رایانامه', en: 'E-mail' }, max: 150, format: 'email' },
    identityNo: text('شمارهٔ شناسنامه', 'Birth certificate number', 10, { format: 'digits' } as Partial<FieldDefinition>),
    identitySerialNo: text('سریال شناسنامه', 'Birth certificate serial', 20),
    nationalCodeSerialNo: text('سریال کارت ملی', 'National card serial', 20),
    birthDate: { type: 'date', label: { fa: 'تاریخ تولد', en: 'Birth date' }, required: true },
    birthLocationId: { type: 'link', entity: 'city', label: { fa: 'محل تولد', en: 'Birthplace' }, required: true },
    exportationPlaceId: { type: 'link', entity: 'city', label: { fa: 'محل صدور', en: 'Place of issue' }, required: true },
    issuanceDate: { type: 'date', label: { fa: 'تاریخ صدور', en: 'Issue date' } },
    employmentTypeId: { type: 'link', entity: 'employmenttype', label: { fa: 'نوع استخدام', en: 'Employment type' }, required: true },
    employmentStatusId: { type: 'link', entity: 'employmentstatus', label: { fa: 'وضعیت استخدام', en: 'Employment status' }, required: true },
    departmentId: { type: 'link', entity: 'department', label: { fa: 'واحد سازمانی', en: 'Department' }, required: true },
    startDate: { type: 'date', label: { fa: 'تاریخ شروع به کار', en: 'Start date' }, required: true },
    endDate: { type: 'date', label: { fa: 'تاریخ پایان کار', en: 'End date' }, rangeStart: 'startDate' },
    calculateMethod: { type: 'enum', label: { fa: 'روش محاسبه', en: 'Calculation method' }, options: CALCULATION_METHODS },
    shiftId: { type: 'link', entity: 'shift', label: { fa: 'شیفت کاری', en: 'Work shift' } },
    workType: { type: 'enum', label: { fa: 'نوع کار', en: 'Work type' }, options: WORK_TYPES },
    forgivenessDelay: { type: 'duration', label: { fa: 'بخشودگی تأخیر', en: 'Lateness forgiven' }, min: 0, max: 24 * 3600, hint: { fa: 'ساعت، دقیقه و ثانیه', en: 'Hours, minutes and seconds' } },
    forgivenessHaste: { type: 'duration', label: { fa: 'بخشودگی تعجیل', en: 'Early leave forgiven' }, min: 0, max: 24 * 3600, hint: { fa: 'ساعت، دقیقه و ثانیه', en: 'Hours, minutes and seconds' } },
    workingGroupId: { type: 'link', entity: 'workinggroup', label: { fa: 'گروه کاری', en: 'Working group' } },
    hasWorkPermit: flag('دارای پروانهٔ کار', 'Has a work permit'),
    asSoldierInComplex: flag('سرباز امریه', 'Conscript on assignment'),
    hasVeteranStatus: flag('ایثارگر', 'Veteran'),
    hasDisability: flag('دارای معلولیت', 'Has a disability'),
    workPermitIssuer: { ...text('مرجع صدور پروانهٔ کار', 'Work permit issuer', 150), when: { field: 'hasWorkPermit', in: [true] } } as FieldDefinition,
    workCertificateNo: { ...text('شمارهٔ پروانهٔ کار', 'Work permit number', 30), when: { field: 'hasWorkPermit', in: [true] } } as FieldDefinition,
    validityDateWorkPermit: { type: 'date', label: { fa: 'اعتبار پروانهٔ کار', en: 'Work permit valid until' }, when: { field: 'hasWorkPermit', in: [true] } },
    thirdPartyId: { type: 'link', entity: 'thirdparty', label: { fa: 'طرف حساب', en: 'Third party' }, readOnly: true },
    // hired from an accepted job application (recruitment): once, and the application becomes hired
    jobApplicationId: { type: 'link', entity: 'jobapplication', view: 'getAccepted', label: { fa: 'درخواست شغل', en: 'Job application' }, unique: true },
    status: workflowStateField(personnelStates, 'employed'),
  },
  titleField: 'fullName',
  searchFields: ['fullName', 'organizationCode', 'nationalCode'],
  list: {
    columns: ['organizationCode', 'fullName', 'nationalCode', 'departmentId', 'employmentTypeId', 'status'],
    filters: ['departmentId', 'employmentTypeId', 'employmentStatusId', 'status', 'gender', 'startDate'],
    sort: { field: 'organizationCode', direction: 'asc' },
  },
  form: {
    sections: [
      { title: { fa: 'مشخصات فردی', en: 'Personal' }, fields: ['organizationCode', 'firstName', 'lastName', 'fatherName', 'firstNameEn', 'lastNameEn', 'nickname', 'gender', 'martial', 'duty', 'nationalityId', 'citizen', 'religion', 'sect'] },
      { title: { fa: 'شناسنامه و ارتباط', en: 'Identity and contact' }, fields: ['nationalCode', 'identityNo', 'identitySerialNo', 'nationalCodeSerialNo', 'birthDate', 'birthLocationId', 'exportationPlaceId', 'issuanceDate', 'defaultPhoneNo', 'defaultEmailAdd'] },
      { title: { fa: 'استخدام', en: 'Employment' }, fields: ['jobApplicationId', 'departmentId', 'employmentTypeId', 'employmentStatusId', 'startDate', 'endDate', 'calculateMethod', 'shiftId', 'workType', 'workingGroupId', 'forgivenessDelay', 'forgivenessHaste'] },
      { title: { fa: 'سایر', en: 'Other' }, fields: ['hasWorkPermit', 'workPermitIssuer', 'workCertificateNo', 'validityDateWorkPermit', 'asSoldierInComplex', 'hasVeteranStatus', 'hasDisability'] },
    ],
    childrenAs: 'tabs',
  },
  children: {
    addresses: { entity: 'personneladdress', via: 'personnelId', label: { fa: 'نشانی‌ها', en: 'Addresses' }, owned: true },
    contacts: { entity: 'personnelcontact', via: 'personnelId', label: { fa: 'تلفن و رایانامه', en: 'Phones and e-mails' }, owned: true },
    bankAccounts: { entity: 'personnelbankaccount', via: 'personnelId', label: { fa: 'حساب‌های بانکی', en: 'Bank accounts' }, owned: true },
    basicInsurances: { entity: 'personnelbasicinsurance', via: 'personnelId', label: { fa: 'بیمهٔ پایه', en: 'Basic insurance' }, owned: true },
    supplementaryInsurances: { entity: 'personnelsupplementaryinsurance', via: 'personnelId', label: { fa: 'بیمهٔ تکمیلی', en: 'Supplementary insurance' }, owned: true },
    lifeInsurances: { entity: 'personnellifeinsurance', via: 'personnelId', label: { fa: 'بیمهٔ عمر', en: 'Life insurance' }, owned: true },
    spouses: { entity: 'personnelspouse', via: 'personnelId', label: { fa: 'همسر', en: 'Spouse' }, owned: true },
    children: { entity: 'personnelchild', via: 'personnelId', label: { fa: 'فرزندان', en: 'Children' }, owned: true },
    dependents: { entity: 'personneldependent', via: 'personnelId', label: { fa: 'افراد تحت تکفل', en: 'Dependants' }, owned: true },
    educations: { entity: 'personneleducation', via: 'personnelId', label: { fa: 'تحصیلات', en: 'Education' }, owned: true },
    workHistories: { entity: 'personnelworkhistory', via: 'personnelId', label: { fa: 'سوابق کاری', en: 'Work history' }, owned: true },
    posts: { entity: 'personnelpost', via: 'personnelId', label: { fa: 'سوابق شغلی (پست‌ها)', en: 'Job history (posts)' }, owned: true },
    examinations: { entity: 'personnelexamination', via: 'personnelId', label: { fa: 'معاینات دوره‌ای', en: 'Periodic examinations' }, owned: true },
  },
  attachments: {
    label: { fa: 'عکس و مدارک', en: 'Photo and documents' },
    types: options([1, 'عکس پرسنلی', 'Photo'], [2, 'کارت ملی', 'National card'], [3, 'شناسنامه', 'Birth certificate'], [4, 'مدرک تحصیلی', 'Degree'], [5, 'کارت پایان خدمت', 'Military card'], [6, 'قرارداد', 'Contract'], [7, 'سایر', 'Other']),
    titleRequired: true,
  },
  workflow: personnelWorkflow,
  activeFlag: true,
  code: { field: 'organizationCode', width: 5 },
  menu: { url: '/personnel-2', parent: HR, icon: 'users', formPages: { create: 'create', edit: 'create/$id', view: '$id/view' } },
});
