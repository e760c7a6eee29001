import type { AttachmentsDefinition, EntityDefinition, FieldDefinition, Text } from '../definition';
import { documentRoutes } from '../routes';
import { HR, description, options } from './common';
import { GENDERS } from './personnel';

/**
 * What a personnel has (spec hr-aftersales-contracting §3 "Personnel sub-records"): the tabs of the personnel form,
 * each a list of rows of the person, written through `/api/hr/v1/personnel{record}/…` on the personnel page.
 */

const personnelLink = { type: 'link', entity: 'personnel', label: { fa: 'پرسنل', en: 'Personnel' }, required: true } as const satisfies FieldDefinition;
const isDefault = { type: 'boolean', label: { fa: 'پیش‌فرض', en: 'Default' }, oneWithin: 'personnelId' } as const satisfies FieldDefinition;
const date = (fa: string, en: string, required = false, extra: Partial<FieldDefinition> = {}) => ({ type: 'date', label: { fa, en }, required, ...extra }) as FieldDefinition;
const str = (fa: string, en: string, max = 100, required = false, extra: Partial<FieldDefinition> = {}) => ({ type: 'string', label: { fa, en }, max, required, ...extra }) as FieldDefinition;
const documents: AttachmentsDefinition = { label: { fa: 'مدارک', en: 'Documents' }, titleRequired: false, max: 10 };

function personnelRecord(d: {
  name: string;
  model: string;
  table: string;
  singular: Text;
  plural: Text;
  fields: Record<string, FieldDefinition>;
  titleField: string;
  columns: string[];
  searchFields?: string[];
  attachments?: AttachmentsDefinition;
  filters?: string[];
  extra?: Pick<EntityDefinition, 'children' | 'views'>;
}): EntityDefinition {
  return {
    name: d.name,
    model: d.model,
    table: d.table,
    area: 'hr',
    ...documentRoutes(d.name, 'hr'),
    label: { singular: d.singular, plural: d.plural },
    scope: 'company',
    fields: { personnelId: personnelLink, ...d.fields },
    titleField: d.titleField,
    searchFields: d.searchFields ?? [d.titleField],
    list: { columns: d.columns, filters: d.filters ?? ['personnelId'], sort: { field: 'id', direction: 'asc' } },
    activeFlag: false,
    ...(d.attachments ? { attachments: d.attachments } : {}),
    ...d.extra,
    menu: { url: '/personnel-2', parent: HR, page: false },
  };
}

export const personnelAddress = personnelRecord({
  name: 'personneladdress', model: 'PersonnelAddress', table: 'personnel_address',
  singular: { fa: 'نشانی', en: 'Address' }, plural: { fa: 'نشانی‌ها', en: 'Addresses' },
  fields: {
    title: str('عنوان', 'Title', 100, true),
    provinceId: { type: 'link', entity: 'province', label: { fa: 'استان', en: 'Province' } },
    cityId: { type: 'link', entity: 'city', label: { fa: 'شهر', en: 'City' }, required: true },
    addressText: { type: 'text', label: { fa: 'نشانی', en: 'Address' }, required: true, max: 500 },
    apartmentNo: str('پلاک', 'Number', 10),
    buzzerNo: str('زنگ', 'Buzzer', 10),
    floorNo: { type: 'int', label: { fa: 'طبقه', en: 'Floor' }, min: -5, max: 200 },
    postalCode: str('کد پستی', 'Postal code', 10, false, { format: 'postalCode' } as Partial<FieldDefinition>),
    latitude: { type: 'decimal', label: { fa: 'عرض جغرافیایی', en: 'Latitude' }, min: -90, max: 90 },
    longitude: { type: 'decimal', label: { fa: 'طول جغرافیایی', en: 'Longitude' }, min: -180, max: 180 },
    isDefault,
  },
  titleField: 'title',
  searchFields: ['title', 'addressText'],
  columns: ['title', 'cityId', 'addressText', 'postalCode', 'isDefault'],
});

export const personnelContact = personnelRecord({
  name: 'personnelcontact', model: 'PersonnelContact', table: 'personnel_contact',
  singular: { fa: 'تلفن یا رایانامه', en: 'Phone or e-mail' }, plural: { fa: 'تلفن‌ها و رایانامه‌ها', en: 'Phones and e-mails' },
  fields: {
    contactKind: { type: 'enum', label: { fa: 'نوع', en: 'Type' }, required: true, options: options([1, 'تلفن', 'Phone'], [2, 'رایانامه', 'E-mail']) },
    phoneNumber: { ...str('شمارهٔ تلفن', 'Phone number', 15, true, { format: 'digits' } as Partial<FieldDefinition>), when: { field: 'contactKind', in: [1] } } as FieldDefinition,
    email: { ...str('رایانامه', 'E-mail', 150, true, { format: 'email' } as Partial<FieldDefinition>), when: { field: 'contactKind', in: [2] } } as FieldDefinition,
    description,
  },
  titleField: 'description',
  searchFields: ['phoneNumber', 'email'],
  columns: ['contactKind', 'phoneNumber', 'email', 'description'],
});

export const personnelBankAccount = personnelRecord({
  name: 'personnelbankaccount', model: 'PersonnelBankAccount', table: 'personnel_bank_account',
  singular: { fa: 'حساب بانکی', en: 'Bank account' }, plural: { fa: 'حساب‌های بانکی', en: 'Bank accounts' },
  fields: {
    title: str('عنوان', 'Title'),
    bankId: { type: 'link', entity: 'bank', label: { fa: 'بانک', en: 'Bank' } },
    provinceId: { type: 'link', entity: 'province', label: { fa: 'استان', en: 'Province' } },
    cityId: { type: 'link', entity: 'city', label: { fa: 'شهر', en: 'City' } },
    bankBranchId: { type: 'link', entity: 'bankbranch', label: { fa: 'شعبه', en: 'Branch' } },
    accountTypeId: { type: 'link', entity: 'bankaccounttype', label: { fa: 'نوع حساب', en: 'Account type' } },
    ownerName: str('نام صاحب حساب', 'Owner', 150, true),
    accountNo: str('شمارهٔ حساب', 'Account number', 30, true, { format: 'digits' } as Partial<FieldDefinition>),
    shabaNo: str('شمارهٔ شبا', 'Sheba (IBAN)', 26, true, { format: 'sheba' } as Partial<FieldDefinition>),
    cartNo: str('شمارهٔ کارت', 'Card number', 16, false, { format: 'cardNumber' } as Partial<FieldDefinition>),
    isDefault,
    description,
  },
  titleField: 'accountNo',
  searchFields: ['accountNo', 'shabaNo', 'ownerName'],
  columns: ['bankId', 'accountNo', 'shabaNo', 'cartNo', 'isDefault'],
});

const percent = (fa: string, en: string) => ({ type: 'decimal', label: { fa, en }, required: true, min: 0, max: 100 }) as const satisfies FieldDefinition;

export const personnelBasicInsurance = personnelRecord({
  name: 'personnelbasicinsurance', model: 'PersonnelBasicInsurance', table: 'personnel_basic_insurance',
  singular: { fa: 'بیمهٔ پایه', en: 'Basic insurance' }, plural: { fa: 'بیمه‌های پایه', en: 'Basic insurances' },
  fields: {
    insuranceCompanyId: { type: 'link', entity: 'insurancecompany', label: { fa: 'سازمان بیمه‌گر', en: 'Insurer' }, required: true },
    branch: str('شعبه', 'Branch', 100, true),
    branchCode: str('کد شعبه', 'Branch code', 20, false, { format: 'code' } as Partial<FieldDefinition>),
    deductionWorkerPercentage: percent('سهم بیمه‌شده (٪)', 'Employee share (%)'),
    deductionEmployerPercentage: percent('سهم کارفرما (٪)', 'Employer share (%)'),
    startDate: date('تاریخ شروع', 'Start date', true),
    endDate: date('تاریخ پایان', 'End date', false, { rangeStart: 'startDate' } as Partial<FieldDefinition>),
    insuranceNumber: str('شمارهٔ بیمه', 'Insurance number', 30, true, { format: 'digits' } as Partial<FieldDefinition>),
    workshopId: { type: 'link', entity: 'workshop', label: { fa: 'کارگاه', en: 'Workshop' }, required: true },
    description,
  },
  titleField: 'insuranceNumber',
  columns: ['insuranceCompanyId', 'insuranceNumber', 'workshopId', 'startDate', 'endDate'],
  attachments: documents,
});

export const personnelSupplementaryInsurance = personnelRecord({
  name: 'personnelsupplementaryinsurance', model: 'PersonnelSupplementaryInsurance', table: 'personnel_supplementary_insurance',
  singular: { fa: 'بیمهٔ تکمیلی', en: 'Supplementary insurance' }, plural: { fa: 'بیمه‌های تکمیلی', en: 'Supplementary insurances' },
  fields: {
    insuranceContractId: { type: 'link', entity: 'insurancecontract', label: { fa: 'قرارداد بیمه', en: 'Insurance contract' }, required: true },
    insurancePlanId: { type: 'link', entity: 'insuranceplan', label: { fa: 'طرح بیمه', en: 'Insurance plan' }, required: true },
    insuranceNumber: str('شمارهٔ بیمه', 'Insurance number', 30, false, { format: 'code' } as Partial<FieldDefinition>),
    startDate: date('تاریخ شروع', 'Start date', true),
    endDate: date('تاریخ پایان', 'End date', false, { rangeStart: 'startDate' } as Partial<FieldDefinition>),
    insuredCount: { type: 'int', label: { fa: 'تعداد بیمه‌شدگان', en: 'Insured persons' }, min: 1, max: 20, default: 1 },
    employeeShare: { type: 'money', label: { fa: 'سهم کارمند (ریال)', en: 'Employee share (IRR)' }, min: 0 },
    employerShare: { type: 'money', label: { fa: 'سهم کارفرما (ریال)', en: 'Employer share (IRR)' }, min: 0 },
    description,
  },
  titleField: 'insuranceNumber',
  columns: ['insuranceContractId', 'insurancePlanId', 'startDate', 'endDate', 'insuredCount', 'employeeShare', 'employerShare'],
  filters: ['personnelId', 'insuranceContractId', 'insurancePlanId', 'startDate'],
  // every person's supplementary insurance on one page (spec §2 /insurance-management-2: "insurance, insurance
  // contract, insured"), with the people it insures; the premium's two shares are what the payroll deducts and adds as
  // a cost (docs/payroll.md)
  extra: {
    children: { insured: { entity: 'personnelinsured', via: 'supplementaryInsuranceId', label: { fa: 'بیمه‌شدگان', en: 'Insured persons' }, owned: true } },
    views: [{ where: {}, label: { fa: 'مدیریت بیمه', en: 'Insurance management' }, page: { url: '/insurance-management-2', parent: HR, icon: 'shield-check' } }],
  },
});

export const INSURED_RELATIONSHIPS = options([1, 'خود بیمه‌شده', 'Self'], [2, 'همسر', 'Spouse'], [3, 'فرزند', 'Child'], [4, 'پدر', 'Father'], [5, 'مادر', 'Mother'], [6, 'سایر', 'Other']);

/** A person a supplementary insurance covers (spec §3 "Insured: relationship, base insurance number, isMain"). */
export const personnelInsured: EntityDefinition = {
  name: 'personnelinsured', model: 'PersonnelInsured', table: 'personnel_insured', area: 'hr',
  ...documentRoutes('personnelinsured', 'hr'),
  label: { singular: { fa: 'بیمه‌شده', en: 'Insured person' }, plural: { fa: 'بیمه‌شدگان', en: 'Insured persons' } },
  scope: 'company',
  fields: {
    supplementaryInsuranceId: { type: 'link', entity: 'personnelsupplementaryinsurance', label: { fa: 'بیمهٔ تکمیلی', en: 'Supplementary insurance' }, required: true },
    relationship: { type: 'enum', label: { fa: 'نسبت', en: 'Relationship' }, required: true, options: INSURED_RELATIONSHIPS },
    fullName: str('نام و نام خانوادگی', 'Full name', 150, true),
    nationalCode: str('کد ملی', 'National code', 10, true, { format: 'nationalCode' } as Partial<FieldDefinition>),
    birthDate: date('تاریخ تولد', 'Birth date'),
    baseInsuranceNumber: str('شمارهٔ بیمهٔ پایه', 'Base insurance number', 30, false, { format: 'digits' } as Partial<FieldDefinition>),
    isMain: { type: 'boolean', label: { fa: 'بیمه‌شدهٔ اصلی', en: 'Main insured' }, oneWithin: 'supplementaryInsuranceId' },
  },
  titleField: 'fullName',
  searchFields: ['fullName', 'nationalCode'],
  list: { columns: ['fullName', 'relationship', 'nationalCode', 'baseInsuranceNumber', 'isMain'], filters: ['supplementaryInsuranceId', 'relationship'], sort: { field: 'id', direction: 'asc' } },
  activeFlag: false,
  menu: { url: '/personnel-2', parent: HR, page: false },
};

export const personnelLifeInsurance = personnelRecord({
  name: 'personnellifeinsurance', model: 'PersonnelLifeInsurance', table: 'personnel_life_insurance',
  singular: { fa: 'بیمهٔ عمر', en: 'Life insurance' }, plural: { fa: 'بیمه‌های عمر', en: 'Life insurances' },
  fields: {
    insuranceCompanyId: { type: 'link', entity: 'insurancecompany', label: { fa: 'شرکت بیمه', en: 'Insurance company' }, required: true },
    policyNumber: str('شمارهٔ بیمه‌نامه', 'Policy number', 30, true, { format: 'code' } as Partial<FieldDefinition>),
    coverageAmount: { type: 'money', label: { fa: 'سرمایهٔ بیمه (ریال)', en: 'Sum insured (IRR)' }, required: true, min: 0 },
    premium: { type: 'money', label: { fa: 'حق بیمه (ریال)', en: 'Premium (IRR)' }, min: 0 },
    startDate: date('تاریخ شروع', 'Start date', true),
    endDate: date('تاریخ پایان', 'End date', false, { rangeStart: 'startDate' } as Partial<FieldDefinition>),
    beneficiary: str('ذی‌نفع', 'Beneficiary', 150),
    description,
  },
  titleField: 'policyNumber',
  columns: ['insuranceCompanyId', 'policyNumber', 'coverageAmount', 'startDate', 'endDate'],
});

export const JOB_TYPES = options([1, 'خانه‌دار', 'Homemaker'], [2, 'محصل / دانشجو', 'Student'], [3, 'شاغل', 'Employed'], [4, 'بیکار', 'Unemployed'], [5, 'بازنشسته', 'Retired'], [6, 'سایر', 'Other']);

const family = {
  firstName: str('نام', 'First name', 100, true),
  lastName: str('نام خانوادگی', 'Last name', 100, true),
  nationalCode: str('کد ملی', 'National code', 10, true, { format: 'nationalCode' } as Partial<FieldDefinition>),
  birthLocationId: { type: 'link', entity: 'city', label: { fa: 'محل تولد', en: 'Birthplace' } },
  fatherName: str('نام پدر', 'Father’s name'),
  motherName: str('نام مادر', 'Mother’s name'),
  jobType: { type: 'enum', label: { fa: 'وضعیت شغلی', en: 'Occupation' }, required: true, options: JOB_TYPES },
  birthDate: date('تاریخ تولد', 'Birth date', true),
  sponsorshipEndDate: date('پایان تکفل', 'Sponsorship ends'),
  gender: { type: 'enum', label: { fa: 'جنسیت', en: 'Gender' }, required: true, options: GENDERS },
} as const satisfies Record<string, FieldDefinition>;

export const personnelChild = personnelRecord({
  name: 'personnelchild', model: 'PersonnelChild', table: 'personnel_child',
  singular: { fa: 'فرزند', en: 'Child' }, plural: { fa: 'فرزندان', en: 'Children' },
  fields: family,
  titleField: 'firstName',
  searchFields: ['firstName', 'lastName', 'nationalCode'],
  columns: ['firstName', 'lastName', 'nationalCode', 'birthDate', 'gender'],
  attachments: documents,
});

export const RELATIONS = options([1, 'پدر', 'Father'], [2, 'مادر', 'Mother'], [3, 'خواهر', 'Sister'], [4, 'برادر', 'Brother'], [5, 'نوه', 'Grandchild'], [6, 'سایر', 'Other']);

export const personnelDependent = personnelRecord({
  name: 'personneldependent', model: 'PersonnelDependent', table: 'personnel_dependent',
  singular: { fa: 'فرد تحت تکفل', en: 'Dependant' }, plural: { fa: 'افراد تحت تکفل', en: 'Dependants' },
  fields: {
    ...family,
    relation: { type: 'enum', label: { fa: 'نسبت', en: 'Relation' }, required: true, options: RELATIONS },
    dependType: { type: 'enum', label: { fa: 'نوع تکفل', en: 'Dependency' }, options: options([1, 'کامل', 'Full'], [2, 'جزئی', 'Partial']) },
    sponsorshipStartDate: date('شروع تکفل', 'Sponsorship starts'),
  },
  titleField: 'firstName',
  searchFields: ['firstName', 'lastName', 'nationalCode'],
  columns: ['firstName', 'lastName', 'relation', 'nationalCode', 'birthDate'],
  attachments: documents,
});

export const personnelSpouse = personnelRecord({
  name: 'personnelspouse', model: 'PersonnelSpouse', table: 'personnel_spouse',
  singular: { fa: 'همسر', en: 'Spouse' }, plural: { fa: 'همسران', en: 'Spouses' },
  fields: {
    fullName: str('نام و نام خانوادگی', 'Full name', 150),
    nationalCode: str('کد ملی', 'National code', 10, true, { format: 'nationalCode' } as Partial<FieldDefinition>),
    birthDate: date('تاریخ تولد', 'Birth date'),
    birthLocationId: { type: 'link', entity: 'city', label: { fa: 'محل تولد', en: 'Birthplace' } },
    jobType: { type: 'enum', label: { fa: 'وضعیت شغلی', en: 'Occupation' }, required: true, options: JOB_TYPES },
    marriageDate: date('تاریخ ازدواج', 'Marriage date', true),
    divorceDeathDate: date('تاریخ جدایی / فوت', 'Divorce / death date', false, { rangeStart: 'marriageDate' } as Partial<FieldDefinition>),
    gender: { type: 'enum', label: { fa: 'جنسیت', en: 'Gender' }, required: true, options: GENDERS },
  },
  titleField: 'fullName',
  searchFields: ['fullName', 'nationalCode'],
  columns: ['fullName', 'nationalCode', 'marriageDate', 'jobType'],
});

export const personnelEducation = personnelRecord({
  name: 'personneleducation', model: 'PersonnelEducation', table: 'personnel_education',
  singular: { fa: 'سابقهٔ تحصیلی', en: 'Education' }, plural: { fa: 'تحصیلات', en: 'Education' },
  fields: {
    title: { type: 'string', label: { fa: 'عنوان', en: 'Title' }, readOnly: true, max: 300 },
    degree: { type: 'enum', label: { fa: 'مقطع', en: 'Degree' }, required: true, options: options([1, 'زیر دیپلم', 'Below diploma'], [2, 'دیپلم', 'Diploma'], [3, 'کاردانی', 'Associate'], [4, 'کارشناسی', 'Bachelor'], [5, 'کارشناسی ارشد', 'Master'], [6, 'دکتری', 'Doctorate']) },
    studyFieldId: { type: 'link', entity: 'studyfield', label: { fa: 'رشته', en: 'Study field' }, required: true },
    orientationId: { type: 'link', entity: 'orientation', label: { fa: 'گرایش', en: 'Orientation' }, required: true },
    educationInstituteId: { type: 'link', entity: 'educationinstitute', label: { fa: 'مؤسسهٔ آموزشی', en: 'Institute' }, required: true },
    fromDate: date('از تاریخ', 'From', true),
    toDate: date('تا تاریخ', 'To', true, { rangeStart: 'fromDate' } as Partial<FieldDefinition>),
    isStudying: { type: 'boolean', label: { fa: 'در حال تحصیل', en: 'Still studying' }, default: false },
    gpa: { type: 'decimal', label: { fa: 'معدل', en: 'GPA' }, min: 0, max: 20 },
    description,
  },
  // the title is kept from the degree and the field (modules/hr): «کارشناسی مهندسی عمران»
  titleField: 'title',
  searchFields: ['title'],
  columns: ['degree', 'studyFieldId', 'educationInstituteId', 'fromDate', 'toDate'],
  attachments: documents,
});

export const LEAVE_REASONS = options([1, 'پایان قرارداد', 'End of contract'], [2, 'استعفا', 'Resignation'], [3, 'تعدیل', 'Lay-off'], [4, 'مهاجرت', 'Relocation'], [5, 'سایر', 'Other']);

export const personnelWorkHistory = personnelRecord({
  name: 'personnelworkhistory', model: 'PersonnelWorkHistory', table: 'personnel_work_history',
  singular: { fa: 'سابقهٔ کاری', en: 'Work history' }, plural: { fa: 'سوابق کاری', en: 'Work history' },
  fields: {
    organization: str('سازمان / شرکت', 'Organisation', 150, true),
    startDate: date('تاریخ شروع', 'Start date', true),
    endDate: date('تاریخ پایان', 'End date', true, { rangeStart: 'startDate' } as Partial<FieldDefinition>),
    jobTitle: str('عنوان شغل', 'Job title', 100),
    postTitle: str('عنوان پست', 'Post title', 100),
    leaveReason: { type: 'enum', label: { fa: 'علت ترک کار', en: 'Reason for leaving' }, required: true, options: LEAVE_REASONS },
    anotherLeaveReason: { ...str('علت دیگر', 'Other reason', 200), when: { field: 'leaveReason', in: [5] } } as FieldDefinition,
    previousCompanyAddress: { type: 'text', label: { fa: 'نشانی شرکت قبلی', en: 'Previous employer’s address' }, required: true, max: 500 },
    previousCompanyPhone: str('تلفن شرکت قبلی', 'Previous employer’s phone', 15, true, { format: 'digits' } as Partial<FieldDefinition>),
    hasInsurancePayment: { type: 'boolean', label: { fa: 'پرداخت بیمه', en: 'Insurance was paid' }, default: false },
    previousEmployerInquiry: { type: 'boolean', label: { fa: 'استعلام از کارفرمای قبلی', en: 'Previous employer inquired' }, default: false },
    inquiryPersonName: str('نام پاسخ‌گوی استعلام', 'Inquiry answered by', 150),
    inquiryCompanyPost: str('سمت پاسخ‌گو', 'Their post', 100),
    inquiryDate: date('تاریخ استعلام', 'Inquiry date'),
    inquiryResultType: { type: 'enum', label: { fa: 'نتیجهٔ استعلام', en: 'Inquiry result' }, options: options([1, 'مثبت', 'Positive'], [2, 'منفی', 'Negative'], [3, 'بی‌پاسخ', 'No answer']) },
    inquiryDescription: { type: 'text', label: { fa: 'شرح استعلام', en: 'Inquiry notes' }, max: 1000 },
  },
  titleField: 'organization',
  columns: ['organization', 'jobTitle', 'startDate', 'endDate', 'leaveReason'],
});

export const EXAMINATION_TYPES = options([1, 'معاینهٔ بدو استخدام', 'Pre-employment'], [2, 'معاینهٔ دوره‌ای', 'Periodic'], [3, 'شنوایی‌سنجی', 'Audiometry'], [4, 'بینایی‌سنجی', 'Vision'], [5, 'آزمایش خون', 'Blood test']);

export const personnelExamination = personnelRecord({
  name: 'personnelexamination', model: 'PersonnelExamination', table: 'personnel_examination',
  singular: { fa: 'معاینهٔ دوره‌ای', en: 'Periodic examination' }, plural: { fa: 'معاینات دوره‌ای', en: 'Periodic examinations' },
  fields: {
    title: { type: 'string', label: { fa: 'عنوان', en: 'Title' }, readOnly: true, max: 200 },
    examinationType: { type: 'enum', label: { fa: 'نوع معاینه', en: 'Examination' }, required: true, options: EXAMINATION_TYPES },
    examinationDate: date('تاریخ معاینه', 'Examination date', true),
    result: { type: 'enum', label: { fa: 'نتیجه', en: 'Result' }, required: true, options: options([1, 'سالم', 'Fit'], [2, 'مشروط', 'Fit with conditions'], [3, 'ناسالم', 'Unfit']) },
    haveConsideration: { type: 'boolean', label: { fa: 'ملاحظه دارد', en: 'Has a consideration' }, default: false },
    consideration: { ...str('ملاحظه', 'Consideration', 500, true), when: { field: 'haveConsideration', in: [true] } } as FieldDefinition,
    proceeding: str('اقدام', 'Action taken', 500),
    nextExaminationTime: { type: 'int', label: { fa: 'فاصلهٔ معاینهٔ بعد (ماه)', en: 'Next examination in (months)' }, min: 1, max: 120 },
    nextExaminationDate: { type: 'date', label: { fa: 'تاریخ معاینهٔ بعد', en: 'Next examination date' }, readOnly: true },
  },
  // the title is kept from the kind and the date (modules/hr): «معاینهٔ دوره‌ای ۱۴۰۴/۰۳/۱۱»
  titleField: 'title',
  searchFields: ['title'],
  columns: ['examinationType', 'examinationDate', 'result', 'nextExaminationDate'],
  attachments: documents,
});
