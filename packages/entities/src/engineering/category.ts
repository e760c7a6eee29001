import { defineEntity } from '../definition';
import { serviceRoutes } from '../routes';
import { byNameAndCode, nameAndCode, serviceOperations } from './common';

/** فصل: the top of the work breakdown, Category → Branch → Season. */
export const category = defineEntity({
  name: 'category',
  model: 'Category',
  table: 'category',
  area: 'service',
  ...serviceRoutes(
    'Category',
    serviceOperations('Category', 'category', {
      create: 'CreateCategory',
      update: 'UpdateCategory',
      remove: ['DELETE', 'DisableCategory'],
      list: 'GetCategories',
      actives: 'GetActiveCategories',
    }),
    byNameAndCode('Category', 'category'),
  ),
  aliases: [{ path: 'GetsBySearchTerm', method: 'GET', op: 'search' }],
  label: { singular: { fa: 'فصل', en: 'Category' }, plural: { fa: 'فصل‌ها', en: 'Categories' } },
  scope: 'company',
  fields: { ...nameAndCode },
  titleField: 'name',
  searchFields: ['name', 'code'],
  list: { columns: ['code', 'name'], sort: { field: 'code', direction: 'asc' } },
  children: { branches: { entity: 'branch', via: 'categoryId', label: { fa: 'رسته‌ها', en: 'Branches' } } },
  haveChild: 'branches',
  activeFlag: true,
  code: { field: 'code', width: 2 },
  menu: { url: '/categories-2', parent: 'EngineeringSystem', icon: 'category' },
});
