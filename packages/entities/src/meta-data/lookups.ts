import { description } from '../base-data/common';
import { simpleReference } from '../base-data/simple';
import { metaDataLookup } from '../routes';
import { metaDataRoutes } from './common';

/** The lookup lists only third parties use (spec platform-core §7, meta-data: insuranceCompany, documentTitle, bankAccountType). */

export const insuranceCompany = simpleReference(
  {
    name: 'insurancecompany', model: 'InsuranceCompany', table: 'insurance_company',
    singular: { fa: 'شرکت بیمه', en: 'Insurance company' }, plural: { fa: 'شرکت‌های بیمه', en: 'Insurance companies' },
    url: '/insurance-company-2', icon: 'shield-check',
    fields: { description },
  },
  { area: 'meta-data', ...metaDataRoutes('insuranceCompany'), aliases: [metaDataLookup('insuranceCompany')] },
);

export const documentTitle = simpleReference(
  {
    name: 'documenttitle', model: 'DocumentTitle', table: 'document_title',
    singular: { fa: 'عنوان مدرک', en: 'Document title' }, plural: { fa: 'عناوین مدارک', en: 'Document titles' },
    url: '/document-title-2', icon: 'file-certificate',
    fields: { description },
  },
  { area: 'meta-data', ...metaDataRoutes('documentTitle'), aliases: [metaDataLookup('documentTitle')] },
);

export const bankAccountType = simpleReference(
  {
    name: 'bankaccounttype', model: 'BankAccountType', table: 'bank_account_type',
    singular: { fa: 'نوع حساب بانکی', en: 'Bank account type' }, plural: { fa: 'انواع حساب بانکی', en: 'Bank account types' },
    url: '/bank-account-type-2', icon: 'credit-card',
  },
  { area: 'meta-data', ...metaDataRoutes('bankAccountType'), aliases: [metaDataLookup('bankAccountType')] },
);
