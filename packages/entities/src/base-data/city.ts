import { defineEntity } from '../definition';
import { baseDataRoutes, metaDataLookup } from '../routes';
import { codeAndNames } from './common';

export const city = defineEntity({
  name: 'city',
  model: 'City',
  table: 'city',
  area: 'base-data',
  ...baseDataRoutes('city'),
  // the third-party form's lookup (spec §7, meta-data: city/getFiltered)
  aliases: [metaDataLookup('city', 'getFiltered', 'getFiltered')],
  label: { singular: { fa: 'شهر', en: 'City' }, plural: { fa: 'شهرها', en: 'Cities' } },
  scope: 'global',
  fields: {
    ...codeAndNames,
    provinceId: { type: 'link', entity: 'province', label: { fa: 'استان', en: 'Province' }, required: true },
    phonePrefix: { type: 'string', label: { fa: 'پیش‌شمارهٔ تلفن', en: 'Area code' }, max: 5, format: 'digits' },
  },
  titleField: 'nameFa',
  searchFields: ['nameFa', 'nameEn', 'code'],
  list: { columns: ['code', 'nameFa', 'provinceId', 'phonePrefix'], filters: ['provinceId'], sort: { field: 'nameFa', direction: 'asc' } },
  activeFlag: true,
  code: { field: 'code', width: 4 },
  menu: { url: '/cities-2', parent: 'BaseInformation', icon: 'building-community' },
});
