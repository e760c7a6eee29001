import { defineEntity } from '../definition';
import { baseDataRoutes } from '../routes';
import { HR, description, hrTitle, options } from './common';

/**
 * Supplementary insurance contracts and plans (spec hr-aftersales-contracting §3 "Base-data entities": insurance
 * contract and insurance plan, each with documents), on the /insurance-contract-2 page.
 */

export const INSURANCE_SERVICE_TYPES = options([1, 'درمان تکمیلی', 'Supplementary health'], [2, 'عمر', 'Life'], [3, 'حوادث', 'Accident'], [4, 'مسئولیت', 'Liability']);

const contact = {
  phone: { type: 'string', label: { fa: 'تلفن', en: 'Phone' }, max: 15, format: 'digits' },
  website: { type: 'string', label: { fa: 'وب‌سایت', en: 'Website' }, max: 200, format: 'url' },
  email: { type: 'string', label: { fa: 'رایانامه', en: 'E-mail' }, max: 150, format: 'email' },
  address: { type: 'text', label: { fa: 'نشانی', en: 'Address' }, max: 500 },
} as const;

const percent = (fa: string, en: string) => ({ type: 'decimal', label: { fa, en }, required: true, min: 0, max: 100 }) as const;

export const insuranceContract = defineEntity({
  name: 'insurancecontract', model: 'InsuranceContract', table: 'insurance_contract', area: 'hr',
  ...baseDataRoutes('insurancecontract', { area: 'hr' }),
  label: { singular: { fa: 'قرارداد بیمه', en: 'Insurance contract' }, plural: { fa: 'قراردادهای بیمه', en: 'Insurance contracts' } },
  scope: 'company',
  fields: {
    insuranceCompanyId: { type: 'link', entity: 'insurancecompany', label: { fa: 'شرکت بیمه', en: 'Insurance company' }, required: true },
    branchName: { type: 'string', label: { fa: 'نام شعبه', en: 'Branch' }, required: true, max: 100 },
    branchCode: { type: 'string', label: { fa: 'کد شعبه', en: 'Branch code' }, required: true, max: 20, format: 'code' },
    provinceId: { type: 'link', entity: 'province', label: { fa: 'استان', en: 'Province' }, required: true },
    cityId: { type: 'link', entity: 'city', label: { fa: 'شهر', en: 'City' }, required: true },
    serviceType: { type: 'enum', label: { fa: 'نوع خدمت', en: 'Service type' }, required: true, options: INSURANCE_SERVICE_TYPES },
    contractNumber: { type: 'string', label: { fa: 'شمارهٔ قرارداد', en: 'Contract number' }, required: true, unique: true, max: 30, format: 'code' },
    subject: { type: 'string', label: { fa: 'موضوع', en: 'Subject' }, required: true, max: 200 },
    contractDate: { type: 'date', label: { fa: 'تاریخ قرارداد', en: 'Contract date' }, required: true },
    coverageStart: { type: 'date', label: { fa: 'شروع پوشش', en: 'Coverage start' }, required: true },
    coverageEnd: { type: 'date', label: { fa: 'پایان پوشش', en: 'Coverage end' }, required: true, rangeStart: 'coverageStart' },
    restPeriodDays: { type: 'int', label: { fa: 'دورهٔ انتظار (روز)', en: 'Waiting period (days)' }, required: true, min: 0, max: 3650 },
    firstDegreeDeductible: percent('فرانشیز بستگان درجه یک (٪)', 'Deductible, first-degree relatives (%)'),
    secondDegreeDeductible: percent('فرانشیز بستگان درجه دو (٪)', 'Deductible, second-degree relatives (%)'),
    ...contact,
    description,
  },
  titleField: 'subject',
  searchFields: ['subject', 'contractNumber', 'branchName'],
  list: { columns: ['contractNumber', 'subject', 'insuranceCompanyId', 'serviceType', 'coverageStart', 'coverageEnd'], filters: ['insuranceCompanyId', 'serviceType', 'coverageStart'], sort: { field: 'contractDate', direction: 'desc' } },
  activeFlag: true,
  attachments: { label: { fa: 'مستندات', en: 'Documents' }, titleRequired: true },
  children: { plans: { entity: 'insuranceplan', via: 'insuranceContractId', label: { fa: 'طرح‌های بیمه', en: 'Insurance plans' } } },
  menu: { url: '/insurance-contract-2', parent: HR, icon: 'file-certificate' },
});

/** Insurance plan: insurance company*, title*, description, documents (a plan may belong to a contract). */
export const insurancePlan = defineEntity({
  name: 'insuranceplan', model: 'InsurancePlan', table: 'insurance_plan', area: 'hr',
  ...baseDataRoutes('insuranceplan', { area: 'hr' }),
  label: { singular: { fa: 'طرح بیمه', en: 'Insurance plan' }, plural: { fa: 'طرح‌های بیمه', en: 'Insurance plans' } },
  scope: 'company',
  fields: {
    insuranceCompanyId: { type: 'link', entity: 'insurancecompany', label: { fa: 'شرکت بیمه', en: 'Insurance company' }, required: true },
    insuranceContractId: { type: 'link', entity: 'insurancecontract', label: { fa: 'قرارداد بیمه', en: 'Insurance contract' } },
    title: hrTitle,
    premium: { type: 'money', label: { fa: 'حق بیمهٔ ماهانه (ریال)', en: 'Monthly premium (IRR)' }, min: 0 },
    coverageCeiling: { type: 'money', label: { fa: 'سقف تعهد (ریال)', en: 'Coverage ceiling (IRR)' }, min: 0 },
    description,
  },
  titleField: 'title',
  searchFields: ['title'],
  list: { columns: ['title', 'insuranceCompanyId', 'insuranceContractId', 'premium', 'coverageCeiling'], filters: ['insuranceCompanyId', 'insuranceContractId'], sort: { field: 'title', direction: 'asc' } },
  activeFlag: true,
  attachments: { label: { fa: 'مستندات', en: 'Documents' }, titleRequired: true },
  menu: { url: '/insurance-contract-2', parent: HR, page: false },
});
