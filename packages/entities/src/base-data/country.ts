import { defineEntity } from '../definition';
import { baseDataRoutes } from '../routes';
import { codeAndNames } from './common';

export const country = defineEntity({
  name: 'country',
  model: 'Country',
  table: 'country',
  area: 'base-data',
  ...baseDataRoutes('country'),
  label: { singular: { fa: 'کشور', en: 'Country' }, plural: { fa: 'کشورها', en: 'Countries' } },
  scope: 'global',
  fields: {
    ...codeAndNames,
    phonePrefix: { type: 'string', label: { fa: 'پیش‌شماره', en: 'Dialling code' }, max: 6, format: 'digits' },
  },
  titleField: 'nameFa',
  searchFields: ['nameFa', 'nameEn', 'code'],
  list: { columns: ['code', 'nameFa', 'nameEn', 'phonePrefix'], sort: { field: 'nameFa', direction: 'asc' } },
  activeFlag: true,
  code: { field: 'code', width: 3 },
  menu: { url: '/countries-2', parent: 'BaseInformation', icon: 'world' },
});
