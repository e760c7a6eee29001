import { defineEntity } from '../definition';
import { description } from '../base-data/common';
import { baseDataRoutes, documentRoutes } from '../routes';
import { workflowStateField } from '../workflow';

/**
 * The HR entities that prove the kernel's relational field kinds (spec hr-aftersales-contracting §2, §3):
 * a shift rotation's working groups (many-to-many), an instruction's attachments (several files a row), and a
 * company information's recruitment steps and benefits (order and title unique within it).
 */

const HR = 'HumanResourceInformation' as const;

const code = { type: 'string', label: { fa: 'کد', en: 'Code' }, required: true, unique: true, max: 20, format: 'code' } as const;
const title = { type: 'string', label: { fa: 'عنوان', en: 'Title' }, required: true, max: 150 } as const;

export const workingGroup = defineEntity({
  name: 'workinggroup', model: 'WorkingGroup', table: 'working_group', area: 'hr',
  ...baseDataRoutes('workinggroup', { area: 'hr' }),
  label: { singular: { fa: 'گروه کاری', en: 'Working group' }, plural: { fa: 'گروه‌های کاری', en: 'Working groups' } },
  scope: 'company',
  fields: {
    code,
    name: { type: 'string', label: { fa: 'نام', en: 'Name' }, required: true, max: 150 },
  },
  titleField: 'name',
  searchFields: ['name', 'code'],
  list: { columns: ['code', 'name'], sort: { field: 'code', direction: 'asc' } },
  // its members are the personnel whose working group it is (set on the personnel form)
  children: { members: { entity: 'personnel', via: 'workingGroupId', label: { fa: 'اعضا', en: 'Members' } } },
  activeFlag: true,
  menu: { url: '/working-group-2', parent: HR, icon: 'users-group' },
});

/** The unit of a rotation's period and rest time (spec §3 "periodTypes*": the options are ours). */
export const ROTATION_PERIOD_TYPES = [
  { value: 1, label: { fa: 'روز', en: 'Day' } },
  { value: 2, label: { fa: 'هفته', en: 'Week' } },
] as const;

/**
 * چرخش شیفت (spec §3 "Shift rotation: code*, title*, rotationPeriod*, restTime*, periodTypes*, shifts, startDate*,
 * assigned working groups"). From its start date the rotation's shifts follow one another in their order, each for
 * `rotationPeriod` periods (days or weeks) followed by `restTime` periods of rest, and the cycle starts again after the
 * last; the working groups it holds work by it (packages/domain attendance/shift-resolution.ts). The shifts are its
 * lines (`shiftrotationline`, ordered), saved with it.
 */
export const shiftRotation = defineEntity({
  name: 'shiftrotation', model: 'ShiftRotation', table: 'shift_rotation', area: 'hr',
  ...baseDataRoutes('shiftrotation', { area: 'hr' }),
  label: { singular: { fa: 'چرخش شیفت', en: 'Shift rotation' }, plural: { fa: 'چرخش‌های شیفت', en: 'Shift rotations' } },
  scope: 'company',
  fields: {
    code,
    title,
    periodType: { type: 'enum', label: { fa: 'واحد دوره', en: 'Period type' }, required: true, options: ROTATION_PERIOD_TYPES, default: 1 },
    rotationPeriod: { type: 'int', label: { fa: 'دورهٔ چرخش', en: 'Rotation period' }, required: true, min: 1, max: 366, hint: { fa: 'چند روز یا هفته هر شیفت ادامه دارد', en: 'How many days or weeks each shift lasts' } },
    restTime: { type: 'int', label: { fa: 'زمان استراحت', en: 'Rest time' }, required: true, min: 0, max: 366, hint: { fa: 'روز یا هفتهٔ استراحت پس از هر شیفت', en: 'Days or weeks of rest after each shift' } },
    startDate: { type: 'date', label: { fa: 'تاریخ شروع', en: 'Start date' }, required: true },
    workingGroupIds: { type: 'links', entity: 'workinggroup', label: { fa: 'گروه‌های کاری', en: 'Working groups' } },
  },
  titleField: 'title',
  searchFields: ['title', 'code'],
  list: { columns: ['code', 'title', 'periodType', 'rotationPeriod', 'restTime', 'startDate', 'workingGroupIds'], filters: ['periodType', 'workingGroupIds'], sort: { field: 'code', direction: 'asc' } },
  lines: { entity: 'shiftrotationline', via: 'shiftRotationId', label: { fa: 'شیفت‌ها به ترتیب', en: 'Shifts in order' }, min: 1, max: 50 },
  activeFlag: true,
  // spec: a tab of /shift-2 (shift management); a page of its own, since the generic list page draws no tabs
  menu: { url: '/shift-rotation-2', parent: HR, icon: 'list-check' },
});

/** One shift of a rotation, in its order (a line of the rotation). */
export const shiftRotationLine = defineEntity({
  name: 'shiftrotationline', model: 'ShiftRotationLine', table: 'shift_rotation_line', area: 'hr',
  basePath: '/api/hr/v1/shiftrotationline', routes: {},
  label: { singular: { fa: 'شیفت چرخش', en: 'Rotation shift' }, plural: { fa: 'شیفت‌های چرخش', en: 'Rotation shifts' } },
  scope: 'company',
  fields: {
    shiftRotationId: { type: 'link', entity: 'shiftrotation', label: { fa: 'چرخش شیفت', en: 'Shift rotation' }, required: true },
    order: { type: 'int', label: { fa: 'ترتیب', en: 'Order' }, required: true, min: 1, max: 1000, uniqueWithin: 'shiftRotationId' },
    shiftId: { type: 'link', entity: 'shift', label: { fa: 'شیفت', en: 'Shift' }, required: true },
    note: { type: 'string', label: { fa: 'یادداشت', en: 'Note' }, max: 150 },
  },
  titleField: 'note',
  searchFields: ['note'],
  list: { columns: ['order', 'shiftId', 'note'], sort: { field: 'order', direction: 'asc' } },
  activeFlag: false,
  menu: { url: '/shift-rotation-2', parent: HR, page: false },
});

export const INSTRUCTION_TYPES = [
  { value: 1, label: { fa: 'دستورالعمل', en: 'Instruction' } },
  { value: 2, label: { fa: 'آیین‌نامه', en: 'Regulation' } },
  { value: 3, label: { fa: 'بخشنامه', en: 'Circular' } },
  { value: 4, label: { fa: 'روش اجرایی', en: 'Procedure' } },
] as const;

const INSTRUCTION_STATES = [
  { key: 'running', value: 1, label: { fa: 'جاری', en: 'Running' }, editable: true, color: 'green' },
  { key: 'cancelled', value: 2, label: { fa: 'لغوشده', en: 'Cancelled' }, color: 'gray' },
] as const;

export const instruction = defineEntity({
  name: 'instruction', model: 'Instruction', table: 'instruction', area: 'hr',
  ...baseDataRoutes('instruction', { area: 'hr' }),
  label: { singular: { fa: 'دستورالعمل', en: 'Instruction' }, plural: { fa: 'دستورالعمل‌ها', en: 'Instructions' } },
  scope: 'company',
  fields: {
    title,
    code,
    versionNumber: { type: 'string', label: { fa: 'نسخه', en: 'Version' }, required: true, max: 20 },
    instructionType: { type: 'enum', label: { fa: 'نوع', en: 'Type' }, required: true, options: INSTRUCTION_TYPES },
    publicationDate: { type: 'date', label: { fa: 'تاریخ انتشار', en: 'Publication date' }, required: true },
    validityDate: { type: 'date', label: { fa: 'تاریخ اعتبار', en: 'Validity date' }, required: true },
    description,
    // spec §4: an instruction is running or cancelled; cancelling takes a date and a description (the step's comment)
    cancelDate: { type: 'date', label: { fa: 'تاریخ لغو', en: 'Cancel date' }, readOnly: true },
    status: workflowStateField(INSTRUCTION_STATES, 'running'),
  },
  titleField: 'title',
  searchFields: ['title', 'code'],
  list: { columns: ['code', 'title', 'versionNumber', 'instructionType', 'publicationDate', 'validityDate', 'status'], filters: ['instructionType', 'status'], sort: { field: 'code', direction: 'asc' } },
  workflow: {
    field: 'status',
    initial: 'running',
    states: INSTRUCTION_STATES,
    transitions: [{ action: 'cancel', label: { fa: 'لغو دستورالعمل', en: 'Cancel the instruction' }, from: ['running'], to: 'cancelled', comment: true, fields: ['cancelDate'] }],
  },
  activeFlag: true,
  attachments: {
    label: { fa: 'پیوست‌ها', en: 'Attachments' },
    types: [
      { value: 1, label: { fa: 'متن اصلی', en: 'Main text' } },
      { value: 2, label: { fa: 'فرم', en: 'Form' } },
      { value: 3, label: { fa: 'پیوست', en: 'Appendix' } },
    ],
  },
  menu: { url: '/instruction-2', parent: HR, icon: 'file-description' },
});

export const OWNERSHIP_TYPES = [
  { value: 1, label: { fa: 'خصوصی', en: 'Private' } },
  { value: 2, label: { fa: 'دولتی', en: 'Public' } },
  { value: 3, label: { fa: 'خصولتی', en: 'Semi-public' } },
  { value: 4, label: { fa: 'تعاونی', en: 'Cooperative' } },
] as const;

export const companyInformation = defineEntity({
  name: 'companyinformation', model: 'CompanyInformation', table: 'company_information', area: 'hr',
  ...documentRoutes('companyinformation', 'hr'),
  label: { singular: { fa: 'اطلاعات شرکت', en: 'Company information' }, plural: { fa: 'اطلاعات شرکت', en: 'Company information' } },
  scope: 'company',
  fields: {
    title,
    ceo: { type: 'string', label: { fa: 'مدیرعامل', en: 'CEO' }, required: true, max: 150 },
    activityTypeId: { type: 'link', entity: 'activitytype', label: { fa: 'نوع فعالیت', en: 'Activity type' }, required: true },
    ownershipType: { type: 'enum', label: { fa: 'نوع مالکیت', en: 'Ownership type' }, required: true, options: OWNERSHIP_TYPES },
    establishmentYear: { type: 'int', label: { fa: 'سال تأسیس', en: 'Establishment year' }, grouping: false, min: 1250, max: 1500 },
    industry: { type: 'string', label: { fa: 'صنعت', en: 'Industry' }, max: 150 },
    employeeCount: { type: 'int', label: { fa: 'تعداد کارکنان', en: 'Employees' }, min: 0, max: 1000000 },
    website: { type: 'string', label: { fa: 'وب‌سایت', en: 'Website' }, max: 200, format: 'url' },
    address: { type: 'text', label: { fa: 'نشانی', en: 'Address' }, max: 500 },
    latitude: { type: 'decimal', label: { fa: 'عرض جغرافیایی', en: 'Latitude' }, min: -90, max: 90 },
    longitude: { type: 'decimal', label: { fa: 'طول جغرافیایی', en: 'Longitude' }, min: -180, max: 180 },
  },
  titleField: 'title',
  searchFields: ['title', 'ceo'],
  list: { columns: ['title', 'ceo', 'activityTypeId', 'ownershipType', 'employeeCount'] },
  lines: { entity: 'recruitmentstep', via: 'companyInformationId', label: { fa: 'مراحل جذب', en: 'Recruitment steps' } },
  children: { benefits: { entity: 'companybenefit', via: 'companyInformationId', label: { fa: 'مزایا', en: 'Benefits' }, owned: true } },
  activeFlag: false,
  menu: { url: '/company-information-2', parent: HR, icon: 'building' },
});

export const recruitmentStep = defineEntity({
  name: 'recruitmentstep', model: 'RecruitmentStep', table: 'recruitment_step', area: 'hr',
  basePath: '/api/hr/v1/recruitmentstep', routes: {},
  label: { singular: { fa: 'مرحلهٔ جذب', en: 'Recruitment step' }, plural: { fa: 'مراحل جذب', en: 'Recruitment steps' } },
  scope: 'company',
  fields: {
    companyInformationId: { type: 'link', entity: 'companyinformation', label: { fa: 'اطلاعات شرکت', en: 'Company information' }, required: true },
    title: { ...title, uniqueWithin: 'companyInformationId' },
    order: { type: 'int', label: { fa: 'ترتیب', en: 'Order' }, required: true, min: 1, max: 1000, uniqueWithin: 'companyInformationId' },
  },
  titleField: 'title',
  searchFields: ['title'],
  list: { columns: ['order', 'title'] },
  activeFlag: false,
  menu: { url: '/company-information-2', parent: HR, page: false },
});

export const companyBenefit = defineEntity({
  name: 'companybenefit', model: 'CompanyBenefit', table: 'company_benefit', area: 'hr',
  ...documentRoutes('companybenefit', 'hr'),
  label: { singular: { fa: 'مزیت', en: 'Benefit' }, plural: { fa: 'مزایا', en: 'Benefits' } },
  scope: 'company',
  fields: {
    companyInformationId: { type: 'link', entity: 'companyinformation', label: { fa: 'اطلاعات شرکت', en: 'Company information' }, required: true },
    title: { ...title, uniqueWithin: 'companyInformationId' },
    description,
  },
  titleField: 'title',
  searchFields: ['title'],
  list: { columns: ['companyInformationId', 'title', 'description'], filters: ['companyInformationId'] },
  activeFlag: false,
  menu: { url: '/company-information-2', parent: HR, page: false },
});

