import { description } from '../base-data/common';
import { defineEntity } from '../definition';
import { serviceRoutes } from '../routes';
import { byNameAndCode, nameAndCode, serviceOperations } from './common';

/**
 * کارشناس: an expertise grade (a site engineer, a surveyor) with its hourly rate; the expert consumption standards
 * of an operation are priced by it. Spec platform-core §7: `Expert/CreateExpert … DisableExpert`.
 */
export const expert = defineEntity({
  name: 'expert',
  model: 'Expert',
  table: 'expert',
  area: 'service',
  ...serviceRoutes(
    'Expert',
    serviceOperations('Expert', 'expert', {
      create: 'CreateExpert',
      update: 'UpdateExpert',
      remove: ['DELETE', 'DisableExpert'],
      list: 'GetExperts',
      actives: 'GetActiveExperts',
    }),
    byNameAndCode('Expert', 'expert'),
  ),
  label: { singular: { fa: 'تخصص کارشناس', en: 'Expert grade' }, plural: { fa: 'تخصص‌های کارشناسان', en: 'Expert grades' } },
  scope: 'company',
  fields: {
    ...nameAndCode,
    hourlyRate: { type: 'money', label: { fa: 'نرخ ساعتی (ریال)', en: 'Hourly rate (rial)' }, min: 0 },
    description,
  },
  titleField: 'name',
  searchFields: ['name', 'code'],
  list: { columns: ['code', 'name', 'hourlyRate'], sort: { field: 'code', direction: 'asc' } },
  activeFlag: true,
  code: { field: 'code', width: 3 },
  menu: { url: '/expert-2', parent: 'EngineeringSystem', icon: 'user-star' },
});
