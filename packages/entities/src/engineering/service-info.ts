import { defineEntity } from '../definition';
import { serviceRoutes } from '../routes';
import { byNameAndCode, measuredItem, serviceOperations } from './common';

/**
 * خدمات پروژه: a service an operation includes (spec platform-core §7: ServiceInfo has its own base,
 * `api/ServiceInfo/v1/{Operation}`). `serviceRoutes(entity, ops, lookups, base)` serves `${base}/${entity}`, so the
 * base is `/api/ServiceInfo` and the "entity" segment is the version.
 */
export const serviceInfo = defineEntity({
  name: 'serviceinfo',
  model: 'ServiceInfo',
  table: 'service_info',
  area: 'service',
  ...serviceRoutes(
    'v1',
    serviceOperations('ServiceInfo', 'serviceInfo', {
      create: 'CreateServiceInfo',
      update: 'UpdateServiceInfo',
      remove: ['DELETE', 'DisableServiceInfo'],
      list: 'GetServiceInfos',
      actives: 'GetActiveServiceInfos',
    }),
    byNameAndCode('ServiceInfo', 'serviceInfo'),
    '/api/ServiceInfo',
  ),
  label: { singular: { fa: 'خدمت پروژه', en: 'Project service' }, plural: { fa: 'خدمات پروژه', en: 'Project services' } },
  scope: 'company',
  ...measuredItem,
  activeFlag: true,
  code: { field: 'code', width: 4 },
  menu: { url: '/project-service-2', parent: 'EngineeringSystem', icon: 'tools' },
});
