import { defineEntity } from '../definition';
import { serviceRoutes } from '../routes';
import { byNameAndCode, nameAndCode, serviceOperations } from './common';

/** سرفصل هزینه: the cost headings projects are priced and reported by. */
export const costOver = defineEntity({
  name: 'costover',
  model: 'CostOver',
  table: 'cost_over',
  area: 'service',
  ...serviceRoutes(
    'CostOver',
    serviceOperations('CostOver', 'costOver', {
      create: 'CreateCostOver',
      update: 'UpdateCostOver',
      remove: ['DELETE', 'DisableCostOver'],
      list: 'GetCostOvers',
      actives: 'GetActiveCostOvers',
    }),
    byNameAndCode('CostOver', 'costOver'),
  ),
  label: { singular: { fa: 'سرفصل هزینه', en: 'Cost heading' }, plural: { fa: 'سرفصل‌های هزینه', en: 'Cost headings' } },
  scope: 'company',
  fields: { ...nameAndCode },
  titleField: 'name',
  searchFields: ['name', 'code'],
  list: { columns: ['code', 'name'], sort: { field: 'code', direction: 'asc' } },
  activeFlag: true,
  code: { field: 'code', width: 4 },
  menu: { url: '/cost-overs-2', parent: 'EngineeringSystem', icon: 'receipt' },
});
