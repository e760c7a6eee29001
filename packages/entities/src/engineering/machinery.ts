import { defineEntity } from '../definition';
import { serviceRoutes } from '../routes';
import { byNameAndCode, measuredItem, serviceOperations } from './common';

/**
 * ماشین‌آلات: a kind of machine an operation consumes (an excavator, a crane), measured in its unit (hour, day).
 * Spec platform-core §7 names `GET Machinery/GetMachineryList`; the rest follows the service API's naming.
 */
export const machinery = defineEntity({
  name: 'machinery',
  model: 'Machinery',
  table: 'machinery',
  area: 'service',
  ...serviceRoutes(
    'Machinery',
    serviceOperations('Machinery', 'machinery', {
      create: 'AddMachinery',
      update: 'EditeMachinery',
      remove: ['DELETE', 'DisableMachinery'],
      list: 'GetMachineryList',
      actives: 'GetActiveMachineryList',
    }),
    byNameAndCode('Machinery', 'machinery'),
  ),
  label: { singular: { fa: 'ماشین‌آلات', en: 'Machinery' }, plural: { fa: 'تعریف ماشین‌آلات', en: 'Machinery definitions' } },
  scope: 'company',
  ...measuredItem,
  activeFlag: true,
  code: { field: 'code', width: 4 },
  menu: { url: '/machinery-definition-2', parent: 'EngineeringSystem', icon: 'backhoe' },
});
