import { defineEntity } from '../definition';
import { baseDataRoutes, metaDataLookup } from '../routes';
import { codeAndNames } from './common';

/** A province (استان); the spec's screen calls them states (/states-2). */
export const province = defineEntity({
  name: 'province',
  model: 'Province',
  table: 'province',
  area: 'base-data',
  ...baseDataRoutes('province'),
  aliases: [metaDataLookup('province')],
  label: { singular: { fa: 'استان', en: 'Province' }, plural: { fa: 'استان‌ها', en: 'Provinces' } },
  scope: 'global',
  fields: {
    ...codeAndNames,
    countryId: { type: 'link', entity: 'country', label: { fa: 'کشور', en: 'Country' }, required: true },
  },
  titleField: 'nameFa',
  searchFields: ['nameFa', 'nameEn', 'code'],
  list: { columns: ['code', 'nameFa', 'countryId'], filters: ['countryId'], sort: { field: 'nameFa', direction: 'asc' } },
  activeFlag: true,
  code: { field: 'code', width: 3 },
  menu: { url: '/states-2', parent: 'BaseInformation', icon: 'map' },
});
