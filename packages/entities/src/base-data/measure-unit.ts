import { defineEntity } from '../definition';
import { baseDataRoutes } from '../routes';
import { codeAndNames } from './common';

/** A unit of measure; the spec gives it no update call (platform-core §7). */
export const measureUnit = defineEntity({
  name: 'measureunit',
  model: 'MeasureUnit',
  table: 'measure_unit',
  area: 'base-data',
  ...baseDataRoutes('measureunit', { update: false }),
  // the active units with a filter body (spec hr-aftersales §7: POST exchangerate/getActiveMeasureUnits)
  aliases: [{ path: '/api/meta-data/v1/exchangerate/getActiveMeasureUnits', method: 'POST', op: 'getActives' }],
  label: { singular: { fa: 'واحد اندازه‌گیری', en: 'Measure unit' }, plural: { fa: 'واحدهای اندازه‌گیری', en: 'Measure units' } },
  scope: 'global',
  fields: {
    ...codeAndNames,
    symbol: { type: 'string', label: { fa: 'نماد', en: 'Symbol' }, max: 12 },
  },
  titleField: 'nameFa',
  searchFields: ['nameFa', 'nameEn', 'code', 'symbol'],
  list: { columns: ['code', 'nameFa', 'symbol'], sort: { field: 'nameFa', direction: 'asc' } },
  activeFlag: true,
  code: { field: 'code', width: 3 },
  menu: { url: '/measure-unit-2', parent: 'BaseInformation', icon: 'ruler' },
});
