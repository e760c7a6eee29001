import { description } from './common';
import { metaDataLookup } from '../routes';
import { simpleReference } from './simple';

/** The classification lists of the base-data screens (spec hr-aftersales-contracting §2, "Geography and classification"). */

export const region = simpleReference({
  name: 'region', model: 'Region', table: 'region',
  singular: { fa: 'منطقه', en: 'Region' }, plural: { fa: 'مناطق', en: 'Regions' },
  url: '/region-2', icon: 'map-pin',
  fields: { description },
});

export const guildType = simpleReference({
  name: 'guildtype', model: 'GuildType', table: 'guild_type',
  singular: { fa: 'نوع صنف', en: 'Guild type' }, plural: { fa: 'انواع صنف', en: 'Guild types' },
  url: '/guild-type-2', icon: 'building-store',
});

export const activityType = simpleReference({
  name: 'activitytype', model: 'ActivityType', table: 'activity_type',
  singular: { fa: 'نوع فعالیت', en: 'Activity type' }, plural: { fa: 'انواع فعالیت', en: 'Activity types' },
  url: '/activity-type-2', icon: 'activity',
}, { aliases: [metaDataLookup('ActivityType')] });

export const contactType = simpleReference({
  name: 'contacttype', model: 'ContactType', table: 'contact_type',
  singular: { fa: 'نوع ارتباط', en: 'Contact type' }, plural: { fa: 'انواع ارتباط', en: 'Contact types' },
  url: '/contact-type-2', icon: 'address-book',
}, { aliases: [metaDataLookup('contactType')] });

export const addressType = simpleReference({
  name: 'addresstype', model: 'AddressType', table: 'address_type',
  singular: { fa: 'عنوان نشانی', en: 'Address title' }, plural: { fa: 'عناوین نشانی', en: 'Address titles' },
  url: '/addressing-2', icon: 'map-2',
});

export const skill = simpleReference({
  name: 'skill', model: 'Skill', table: 'skill',
  singular: { fa: 'مهارت', en: 'Skill' }, plural: { fa: 'مهارت‌ها', en: 'Skills' },
  url: '/skills-2', icon: 'tools',
  fields: { description },
}, { aliases: [metaDataLookup('skill')] });

export const job = simpleReference({
  name: 'job', model: 'Job', table: 'job',
  singular: { fa: 'شغل', en: 'Job' }, plural: { fa: 'مشاغل', en: 'Jobs' },
  url: '/jobs-2', icon: 'briefcase',
  fields: { description },
});

export const bank = simpleReference({
  name: 'bank', model: 'Bank', table: 'bank',
  singular: { fa: 'بانک', en: 'Bank' }, plural: { fa: 'بانک‌ها', en: 'Banks' },
  url: '/banks-2', icon: 'building-bank',
  fields: { swiftCode: { type: 'string', label: { fa: 'کد سوئیفت', en: 'SWIFT code' }, max: 11, format: 'code' } },
  columns: ['code', 'nameFa', 'nameEn', 'swiftCode'],
}, { aliases: [metaDataLookup('bank')] });

export const bankBranch = simpleReference(
  {
    name: 'bankbranch', model: 'BankBranch', table: 'bank_branch',
    singular: { fa: 'شعبهٔ بانک', en: 'Bank branch' }, plural: { fa: 'شعب بانک', en: 'Bank branches' },
    url: '/bank-branch-2', icon: 'building-bank',
    fields: {
      bankId: { type: 'link', entity: 'bank', label: { fa: 'بانک', en: 'Bank' }, required: true },
      cityId: { type: 'link', entity: 'city', label: { fa: 'شهر', en: 'City' } },
      phone: { type: 'string', label: { fa: 'تلفن', en: 'Phone' }, max: 15, format: 'digits' },
      address: { type: 'text', label: { fa: 'نشانی', en: 'Address' }, max: 500 },
    },
    columns: ['code', 'nameFa', 'bankId', 'cityId', 'phone'],
    filters: ['bankId', 'cityId'],
  },
  // the third-party form's bank-branch lookup (spec §7, meta-data: branch/getActives)
  { code: { field: 'code', width: 5 }, aliases: [metaDataLookup('branch', 'getActives', 'getActives')] },
);

export const companyHeadquarter = simpleReference({
  name: 'companyheadquarter', model: 'CompanyHeadquarter', table: 'company_headquarter',
  singular: { fa: 'دفتر مرکزی', en: 'Headquarter' }, plural: { fa: 'دفاتر مرکزی', en: 'Headquarters' },
  url: '/company-headquarter-2', icon: 'building',
  fields: {
    cityId: { type: 'link', entity: 'city', label: { fa: 'شهر', en: 'City' }, required: true },
    postalCode: { type: 'string', label: { fa: 'کد پستی', en: 'Postal code' }, format: 'postalCode', max: 10 },
    phone: { type: 'string', label: { fa: 'تلفن', en: 'Phone' }, max: 15, format: 'digits' },
    address: { type: 'text', label: { fa: 'نشانی', en: 'Address' }, max: 500, required: true },
  },
  columns: ['code', 'nameFa', 'cityId', 'phone'],
  filters: ['cityId'],
});

export const service = simpleReference({
  name: 'service', model: 'ServiceItem', table: 'service_item',
  singular: { fa: 'خدمت', en: 'Service' }, plural: { fa: 'خدمات', en: 'Services' },
  url: '/services-2', icon: 'tool',
  fields: {
    measureUnitId: { type: 'link', entity: 'measureunit', label: { fa: 'واحد اندازه‌گیری', en: 'Measure unit' }, required: true },
    description,
  },
  columns: ['code', 'nameFa', 'measureUnitId'],
  filters: ['measureUnitId'],
});
