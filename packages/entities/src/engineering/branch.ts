import { defineEntity } from '../definition';
import { serviceRoutes } from '../routes';
import { byNameAndCode, nameAndCode, serviceOperations } from './common';

/** رسته: a branch of a category; managed on the categories page. */
export const branch = defineEntity({
  name: 'branch',
  model: 'Branch',
  table: 'branch',
  area: 'service',
  ...serviceRoutes(
    'Branch',
    serviceOperations('Branch', 'branch', {
      create: 'AddBranch',
      update: 'EditeBranch',
      remove: ['DELETE', 'DeleteBranch'],
      list: 'GetBranchList',
      actives: 'GetActiveBranchList',
    }),
    [...byNameAndCode('Branch', 'branch'), { kind: 'list', by: 'categoryId', path: 'GetsByCategoryId', param: 'categoryId' }],
  ),
  label: { singular: { fa: 'رسته', en: 'Branch' }, plural: { fa: 'رسته‌ها', en: 'Branches' } },
  scope: 'company',
  fields: {
    categoryId: { type: 'link', entity: 'category', label: { fa: 'فصل', en: 'Category' }, required: true },
    ...nameAndCode,
  },
  titleField: 'name',
  searchFields: ['name', 'code'],
  list: { columns: ['code', 'name', 'categoryId'], filters: ['categoryId'], sort: { field: 'code', direction: 'asc' } },
  children: { seasons: { entity: 'season', via: 'branchId', label: { fa: 'فصل‌های فرعی', en: 'Seasons' } } },
  haveChild: 'seasons',
  activeFlag: true,
  code: { field: 'code', width: 4 },
  menu: { url: '/categories-2', parent: 'EngineeringSystem', page: false },
});
