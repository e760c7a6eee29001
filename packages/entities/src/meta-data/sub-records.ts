import { description } from '../base-data/common';
import { THIRD_PARTY_PAGES, isDefault, subRecord } from './common';

/** What a third party has (spec platform-core §3: contacts, addresses, documents, bank accounts, skills, insurances, relations). */

export const thirdPartyContact = subRecord({
  name: 'thirdpartycontact', resource: 'contact', model: 'ThirdPartyContact', table: 'third_party_contact',
  singular: { fa: 'راه ارتباطی', en: 'Contact' }, plural: { fa: 'راه‌های ارتباطی', en: 'Contacts' },
  fields: {
    contactTypeId: { type: 'link', entity: 'contacttype', label: { fa: 'نوع ارتباط', en: 'Contact type' }, required: true },
    value: { type: 'string', label: { fa: 'شماره یا نشانی', en: 'Number or address' }, required: true, max: 150 },
    isDefault,
    description,
  },
  titleField: 'value',
  columns: ['contactTypeId', 'value', 'isDefault'],
});

export const thirdPartyAddress = subRecord({
  name: 'thirdpartyaddress', resource: 'address', model: 'ThirdPartyAddress', table: 'third_party_address',
  singular: { fa: 'نشانی', en: 'Address' }, plural: { fa: 'نشانی‌ها', en: 'Addresses' },
  byThirdParty: 'getByThirdPartyId',
  fields: {
    title: { type: 'string', label: { fa: 'عنوان', en: 'Title' }, required: true, max: 100 },
    provinceId: { type: 'link', entity: 'province', label: { fa: 'استان', en: 'Province' } },
    cityId: { type: 'link', entity: 'city', label: { fa: 'شهر', en: 'City' }, required: true },
    addressText: { type: 'text', label: { fa: 'نشانی', en: 'Address' }, required: true, max: 500 },
    postalCode: { type: 'string', label: { fa: 'کد پستی', en: 'Postal code' }, max: 10, format: 'postalCode' },
    apartmentNo: { type: 'string', label: { fa: 'پلاک', en: 'Number' }, max: 10 },
    floorNo: { type: 'int', label: { fa: 'طبقه', en: 'Floor' }, min: -5, max: 200 },
    latitude: { type: 'decimal', label: { fa: 'عرض جغرافیایی', en: 'Latitude' }, min: -90, max: 90 },
    longitude: { type: 'decimal', label: { fa: 'طول جغرافیایی', en: 'Longitude' }, min: -180, max: 180 },
    isDefault,
  },
  titleField: 'title',
  searchFields: ['title', 'addressText'],
  columns: ['title', 'cityId', 'addressText', 'postalCode', 'isDefault'],
});

export const thirdPartyBankAccount = subRecord({
  name: 'thirdpartybankaccount', resource: 'bankaccount', model: 'ThirdPartyBankAccount', table: 'third_party_bank_account',
  singular: { fa: 'حساب بانکی', en: 'Bank account' }, plural: { fa: 'حساب‌های بانکی', en: 'Bank accounts' },
  byThirdParty: 'getByThirdPartyId',
  fields: {
    title: { type: 'string', label: { fa: 'عنوان', en: 'Title' }, max: 100 },
    bankId: { type: 'link', entity: 'bank', label: { fa: 'بانک', en: 'Bank' }, required: true },
    bankBranchId: { type: 'link', entity: 'bankbranch', label: { fa: 'شعبه', en: 'Branch' } },
    accountTypeId: { type: 'link', entity: 'bankaccounttype', label: { fa: 'نوع حساب', en: 'Account type' } },
    ownerName: { type: 'string', label: { fa: 'نام صاحب حساب', en: 'Owner' }, required: true, max: 150 },
    accountNo: { type: 'string', label: { fa: 'شمارهٔ حساب', en: 'Account number' }, required: true, max: 30, format: 'digits' },
    shabaNo: { type: 'string', label: { fa: 'شمارهٔ شبا', en: 'Sheba (IBAN)' }, required: true, max: 26, format: 'sheba' },
    cardNo: { type: 'string', label: { fa: 'شمارهٔ کارت', en: 'Card number' }, max: 16, format: 'cardNumber' },
    isDefault,
    description,
  },
  titleField: 'accountNo',
  searchFields: ['accountNo', 'shabaNo', 'ownerName'],
  columns: ['bankId', 'accountNo', 'shabaNo', 'ownerName', 'isDefault'],
});

export const thirdPartySkill = subRecord({
  name: 'thirdpartyskill', resource: 'thirdpartyskill', model: 'ThirdPartySkill', table: 'third_party_skill',
  singular: { fa: 'مهارت یا خدمت', en: 'Skill or service' }, plural: { fa: 'خدمات پیمانکاران', en: 'Contractor services' },
  fields: {
    skillId: { type: 'link', entity: 'skill', label: { fa: 'مهارت / خدمت', en: 'Skill / service' }, required: true },
    level: {
      type: 'enum', label: { fa: 'سطح', en: 'Level' }, required: true, default: 2,
      options: [
        { value: 1, label: { fa: 'مقدماتی', en: 'Basic' } },
        { value: 2, label: { fa: 'متوسط', en: 'Intermediate' } },
        { value: 3, label: { fa: 'پیشرفته', en: 'Advanced' } },
        { value: 4, label: { fa: 'خبره', en: 'Expert' } },
      ],
    },
    description,
  },
  titleField: 'description',
  columns: ['thirdPartyId', 'skillId', 'level'],
  filters: ['skillId'],
  // the contractors' services have a page of their own (spec hr-aftersales §2: /contractor-service-2)
  menu: { url: '/contractor-service-2', parent: 'EngineeringSystem', icon: 'tools', also: THIRD_PARTY_PAGES },
});

export const thirdPartyInsurance = subRecord({
  name: 'thirdpartyinsurance', resource: 'insurance', model: 'ThirdPartyInsurance', table: 'third_party_insurance',
  singular: { fa: 'بیمه', en: 'Insurance' }, plural: { fa: 'بیمه‌های طرف حساب', en: 'Third-party insurances' },
  fields: {
    insuranceCompanyId: { type: 'link', entity: 'insurancecompany', label: { fa: 'شرکت بیمه', en: 'Insurance company' }, required: true },
    insuranceNumber: { type: 'string', label: { fa: 'شمارهٔ بیمه', en: 'Insurance number' }, required: true, max: 30, format: 'code' },
    startDate: { type: 'date', label: { fa: 'تاریخ شروع', en: 'Start date' } },
    endDate: { type: 'date', label: { fa: 'تاریخ پایان', en: 'End date' } },
    description,
  },
  titleField: 'insuranceNumber',
  columns: ['insuranceCompanyId', 'insuranceNumber', 'startDate', 'endDate'],
});

export const thirdPartyDocument = subRecord({
  name: 'thirdpartydocument', resource: 'document', model: 'ThirdPartyDocument', table: 'third_party_document',
  singular: { fa: 'مدرک', en: 'Document' }, plural: { fa: 'مدارک', en: 'Documents' },
  fields: {
    documentTitleId: { type: 'link', entity: 'documenttitle', label: { fa: 'عنوان مدرک', en: 'Document title' }, required: true },
    number: { type: 'string', label: { fa: 'شماره', en: 'Number' }, max: 50 },
    issueDate: { type: 'date', label: { fa: 'تاریخ صدور', en: 'Issue date' } },
    expiryDate: { type: 'date', label: { fa: 'تاریخ انقضا', en: 'Expiry date' } },
    description,
  },
  titleField: 'number',
  columns: ['documentTitleId', 'number', 'issueDate', 'expiryDate'],
});

export const thirdPartyRelation = subRecord({
  name: 'thirdpartyrelation', resource: 'thirdpartyrelation', model: 'ThirdPartyRelation', table: 'third_party_relation',
  singular: { fa: 'شخص مرتبط', en: 'Relation' }, plural: { fa: 'اشخاص مرتبط', en: 'Relations' },
  fields: {
    relatedThirdPartyId: { type: 'link', entity: 'thirdparty', label: { fa: 'شخص مرتبط', en: 'Related party' }, required: true },
    relationType: {
      type: 'enum', label: { fa: 'نوع ارتباط', en: 'Relation' }, required: true,
      options: [
        { value: 1, label: { fa: 'مدیرعامل', en: 'Managing director' } },
        { value: 2, label: { fa: 'عضو هیئت‌مدیره', en: 'Board member' } },
        { value: 3, label: { fa: 'صاحب امضا', en: 'Authorised signatory' } },
        { value: 4, label: { fa: 'نماینده', en: 'Representative' } },
        { value: 5, label: { fa: 'کارمند', en: 'Employee' } },
        { value: 6, label: { fa: 'شریک', en: 'Partner' } },
      ],
    },
    description,
  },
  titleField: 'description',
  columns: ['relatedThirdPartyId', 'relationType', 'description'],
  filters: ['relationType'],
});
