import { description } from '../base-data/common';
import { defineEntity, type FieldDefinition, type ViewDefinition } from '../definition';
import { metaDataRoutes } from './common';

const flag = (fa: string, en: string) => ({ type: 'boolean', label: { fa, en } }) as const satisfies FieldDefinition;

/** The roles a third party plays (spec §3: employer, employee, contractor, supplier) and the posts the lookups ask for. */
const roles = {
  isEmployer: flag('کارفرما', 'Employer'),
  isEmployee: flag('کارمند', 'Employee'),
  isContractor: flag('پیمانکار', 'Contractor'),
  isSupplier: flag('تأمین‌کننده', 'Supplier'),
  isConsultant: flag('مشاور', 'Consultant'),
  isManager: flag('مدیر', 'Manager'),
  isSupervisor: flag('ناظر', 'Supervisor'),
  isPlanner: flag('برنامه‌ریز', 'Planner'),
  isDirector: flag('مدیر ارشد', 'Director'),
  isExpert: flag('کارشناس', 'Expert'),
} as const;

/** `thirdparty/getEmployers` and the rest (spec hr-aftersales §7): the active third parties of one role. */
const roleViews: ViewDefinition[] = (
  [
    ['getEmployers', 'isEmployer', 'کارفرمایان', 'employers'],
    ['getEmployees', 'isEmployee', 'کارمندان', 'employees'],
    ['getContractors', 'isContractor', 'پیمانکاران', 'contractors'],
    ['getSuppliers', 'isSupplier', 'تأمین‌کنندگان', 'suppliers'],
    ['getConsultants', 'isConsultant', 'مشاوران', 'consultants'],
    ['getManagers', 'isManager', 'مدیران', 'managers'],
    ['getSupervisors', 'isSupervisor', 'ناظران', 'supervisors'],
    ['getPlaners', 'isPlanner', 'برنامه‌ریزان', 'planners'],
    ['getDirectors', 'isDirector', 'مدیران ارشد', 'directors'],
    ['getExperts', 'isExpert', 'کارشناسان', 'experts'],
  ] as const
).map(([path, role, fa, en]) => ({ path, where: { [role]: true }, activeOnly: true, label: { fa, en } }));

/** The role pages of spec hr-aftersales §2: the third-party list restricted to one role, new rows in that role. */
const rolePages: ViewDefinition[] = [
  { where: { isSupplier: true }, label: { fa: 'تأمین‌کنندگان', en: 'Suppliers' }, page: { url: '/supplier-2', parent: 'CommercialSystem', icon: 'truck-delivery' } },
  { where: { isContractor: true }, label: { fa: 'پیمانکاران', en: 'Contractors' }, page: { url: '/contractor-2', parent: 'EngineeringSystem', icon: 'helmet' } },
  { where: { isEmployer: true }, label: { fa: 'کارفرمایان', en: 'Employers' }, page: { url: '/employers-2', parent: 'EngineeringSystem', icon: 'building-skyscraper' } },
];

/**
 * طرف حساب: a person or a company the organisation deals with (spec platform-core §3, "Third party"), in one or
 * more roles, with its contacts, addresses, bank accounts, skills, insurances, documents and relations. Users are
 * third parties too (identity's sign-up makes one). The display name is kept by a hook (modules/meta-data).
 */
export const thirdParty = defineEntity({
  name: 'thirdparty',
  model: 'ThirdParty',
  table: 'third_party',
  area: 'meta-data',
  ...metaDataRoutes('thirdparty'),
  aliases: [
    { path: 'getFilteredThirdPartiesAndSupplier', method: 'GET', op: 'getFiltered' },
    { path: 'GetThirdPartyByFilter', method: 'POST', op: 'getFiltered' },
  ],
  views: [...roleViews, ...rolePages],
  label: { singular: { fa: 'طرف حساب', en: 'Third party' }, plural: { fa: 'طرف حساب‌ها', en: 'Third parties' } },
  scope: 'global',
  fields: {
    kind: {
      type: 'enum',
      label: { fa: 'نوع شخص', en: 'Kind' },
      required: true,
      default: 1,
      options: [
        { value: 1, label: { fa: 'حقیقی', en: 'Person' } },
        { value: 2, label: { fa: 'حقوقی', en: 'Company' } },
      ],
    },
    organizationCode: { type: 'string', label: { fa: 'کد سازمانی', en: 'Organisation code' }, unique: true, max: 20, format: 'code' },
    firstName: { type: 'string', label: { fa: 'نام', en: 'First name' }, max: 100, when: { field: 'kind', in: [1] } },
    lastName: { type: 'string', label: { fa: 'نام خانوادگی', en: 'Last name' }, max: 100, when: { field: 'kind', in: [1] } },
    fatherName: { type: 'string', label: { fa: 'نام پدر', en: 'Father’s name' }, max: 100, when: { field: 'kind', in: [1] } },
    companyName: { type: 'string', label: { fa: 'نام شرکت', en: 'Company name' }, max: 200, when: { field: 'kind', in: [2] } },
    fullName: { type: 'string', label: { fa: 'نام کامل', en: 'Full name' }, max: 300, readOnly: true },
    nationalCode: { type: 'string', label: { fa: 'کد ملی', en: 'National code' }, unique: true, max: 11, format: 'nationalCode', when: { field: 'kind', in: [1] } },
    nationalId: { type: 'string', label: { fa: 'شناسهٔ ملی', en: 'Legal id' }, unique: true, max: 11, format: 'legalId', when: { field: 'kind', in: [2] } },
    economicCode: { type: 'string', label: { fa: 'کد اقتصادی', en: 'Economic code' }, max: 14, format: 'digits', when: { field: 'kind', in: [2] } },
    registrationNo: { type: 'string', label: { fa: 'شمارهٔ ثبت', en: 'Registration number' }, max: 20, format: 'digits', when: { field: 'kind', in: [2] } },
    birthDate: { type: 'date', label: { fa: 'تاریخ تولد / تأسیس', en: 'Birth / founding date' } },
    mobileNumber: { type: 'string', label: { fa: 'تلفن همراه', en: 'Mobile' }, max: 11, format: 'mobile' },
    phone: { type: 'string', label: { fa: 'تلفن', en: 'Phone' }, max: 15, format: 'digits' },
    email: { type: 'string', label: { fa: 'رایانامه', en: 'E-mail' }, max: 150, format: 'email' },
    website: { type: 'string', label: { fa: 'وبگاه', en: 'Website' }, max: 200, format: 'url' },
    activityTypeId: { type: 'link', entity: 'activitytype', label: { fa: 'نوع فعالیت', en: 'Activity type' } },
    guildTypeId: { type: 'link', entity: 'guildtype', label: { fa: 'نوع صنف', en: 'Guild type' } },
    ...roles,
    description,
  },
  titleField: 'fullName',
  searchFields: ['fullName', 'organizationCode', 'nationalCode', 'nationalId', 'mobileNumber'],
  list: {
    columns: ['organizationCode', 'fullName', 'kind', 'nationalCode', 'nationalId', 'mobileNumber'],
    filters: ['kind', 'isEmployer', 'isEmployee', 'isContractor', 'isSupplier', 'activityTypeId'],
    sort: { field: 'id', direction: 'desc' },
  },
  form: {
    sections: [
      { title: { fa: 'مشخصات', en: 'Identity' }, fields: ['kind', 'organizationCode', 'firstName', 'lastName', 'fatherName', 'companyName', 'nationalCode', 'nationalId', 'economicCode', 'registrationNo', 'birthDate'] },
      { title: { fa: 'ارتباط', en: 'Contact' }, fields: ['mobileNumber', 'phone', 'email', 'website', 'activityTypeId', 'guildTypeId'] },
      { title: { fa: 'نقش‌ها', en: 'Roles' }, fields: Object.keys(roles) },
      { fields: ['description'] },
    ],
  },
  children: {
    contacts: { entity: 'thirdpartycontact', via: 'thirdPartyId', label: { fa: 'راه‌های ارتباطی', en: 'Contacts' }, owned: true },
    addresses: { entity: 'thirdpartyaddress', via: 'thirdPartyId', label: { fa: 'نشانی‌ها', en: 'Addresses' }, owned: true },
    bankAccounts: { entity: 'thirdpartybankaccount', via: 'thirdPartyId', label: { fa: 'حساب‌های بانکی', en: 'Bank accounts' }, owned: true },
    skills: { entity: 'thirdpartyskill', via: 'thirdPartyId', label: { fa: 'مهارت‌ها و خدمات', en: 'Skills and services' }, owned: true },
    insurances: { entity: 'thirdpartyinsurance', via: 'thirdPartyId', label: { fa: 'بیمه‌ها', en: 'Insurances' }, owned: true },
    documents: { entity: 'thirdpartydocument', via: 'thirdPartyId', label: { fa: 'مدارک', en: 'Documents' }, owned: true },
    relations: { entity: 'thirdpartyrelation', via: 'thirdPartyId', label: { fa: 'اشخاص مرتبط و مدیران', en: 'Relations and managers' }, owned: true },
  },
  activeFlag: true,
  code: { field: 'organizationCode', width: 6 },
  backRelations: [
    { field: 'users', model: 'User' },
    { field: 'companies', model: 'ThirdPartyCompany' },
  ],
  menu: { url: '/thirdparties-2', parent: 'BaseInformation', icon: 'users-group', formPages: { create: 'create', edit: 'create/$id' } },
});
