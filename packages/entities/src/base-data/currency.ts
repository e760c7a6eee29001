import { defineEntity } from '../definition';
import { baseDataRoutes } from '../routes';
import { codeAndNames } from './common';

export const currency = defineEntity({
  name: 'currency',
  model: 'Currency',
  table: 'currency',
  area: 'base-data',
  ...baseDataRoutes('currency'),
  label: { singular: { fa: 'ارز', en: 'Currency' }, plural: { fa: 'ارزها', en: 'Currencies' } },
  scope: 'global',
  fields: {
    ...codeAndNames,
    symbol: { type: 'string', label: { fa: 'نماد', en: 'Symbol' }, max: 8 },
    decimals: { type: 'int', label: { fa: 'تعداد اعشار', en: 'Decimal places' }, min: 0, max: 4, default: 0 },
  },
  titleField: 'nameFa',
  searchFields: ['nameFa', 'nameEn', 'code'],
  list: { columns: ['code', 'nameFa', 'symbol', 'decimals'], sort: { field: 'code', direction: 'asc' } },
  activeFlag: true,
  menu: { url: '/currencies-2', parent: 'BaseInformation', icon: 'currency' },
});
