import { defineEntity } from '../definition';
import { baseDataRoutes } from '../routes';
import { codeAndNames, description } from './common';

/** A kind of insurance (social security, supplementary, liability…) that third parties and personnel carry. */
export const insurance = defineEntity({
  name: 'insurance',
  model: 'Insurance',
  table: 'insurance',
  area: 'base-data',
  ...baseDataRoutes('insurance'),
  label: { singular: { fa: 'بیمه', en: 'Insurance' }, plural: { fa: 'بیمه‌ها', en: 'Insurances' } },
  scope: 'global',
  fields: {
    ...codeAndNames,
    description,
  },
  titleField: 'nameFa',
  searchFields: ['nameFa', 'nameEn', 'code'],
  list: { columns: ['code', 'nameFa', 'nameEn'], sort: { field: 'nameFa', direction: 'asc' } },
  activeFlag: true,
  code: { field: 'code', width: 3 },
  menu: { url: '/insurance-2', parent: 'BaseInformation', icon: 'shield' },
});
