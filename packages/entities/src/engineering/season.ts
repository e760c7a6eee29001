import { defineEntity } from '../definition';
import { serviceRoutes } from '../routes';
import { byNameAndCode, nameAndCode, serviceOperations } from './common';

/** A season of a branch (the third level under a category); managed on the categories page. */
export const season = defineEntity({
  name: 'season',
  model: 'Season',
  table: 'season',
  area: 'service',
  ...serviceRoutes(
    'Season',
    serviceOperations('Season', 'season', {
      create: 'AddSeason',
      update: 'EditeSeason',
      remove: ['DELETE', 'DeleteSeason'],
      list: 'GetSeasonList',
      actives: 'GetActiveSeasonList',
    }),
    [...byNameAndCode('Season', 'season'), { kind: 'list', by: 'branchId', path: 'GetsByBranchId', param: 'branchId' }],
  ),
  label: { singular: { fa: 'فصل فرعی', en: 'Season' }, plural: { fa: 'فصل‌های فرعی', en: 'Seasons' } },
  scope: 'company',
  fields: {
    branchId: { type: 'link', entity: 'branch', label: { fa: 'رسته', en: 'Branch' }, required: true },
    ...nameAndCode,
  },
  titleField: 'name',
  searchFields: ['name', 'code'],
  list: { columns: ['code', 'name', 'branchId'], filters: ['branchId'], sort: { field: 'code', direction: 'asc' } },
  activeFlag: true,
  code: { field: 'code', width: 6 },
  menu: { url: '/categories-2', parent: 'EngineeringSystem', page: false },
});
