import { defineEntity } from '../definition';
import { baseDataRoutes } from '../routes';
import { HR, description, recruitmentReference } from './common';

/**
 * Interview locations and interviewers (spec §2 `/interview-location-2`, `/interviewers-2`; §5: a duplicate
 * interviewer is refused). An interviewer is one of the company's personnel, once; their name is copied from the
 * personnel record on save (the hooks), so lists and lookups show it.
 */

export const interviewLocation = recruitmentReference({
  name: 'interviewlocation', model: 'InterviewLocation', table: 'interview_location',
  singular: { fa: 'محل مصاحبه', en: 'Interview location' }, plural: { fa: 'محل‌های مصاحبه', en: 'Interview locations' },
  url: '/interview-location-2', icon: 'map-pin',
  fields: {
    address: { type: 'text', label: { fa: 'نشانی', en: 'Address' }, max: 500 },
    isOnline: { type: 'boolean', label: { fa: 'برخط', en: 'Online' }, default: false },
    description,
  },
  columns: ['code', 'name', 'address', 'isOnline'],
});

export const interviewer = defineEntity({
  name: 'interviewer', model: 'Interviewer', table: 'interviewer', area: 'recruitment',
  ...baseDataRoutes('interviewer', { area: 'recruitment' }),
  label: { singular: { fa: 'مصاحبه‌گر', en: 'Interviewer' }, plural: { fa: 'مصاحبه‌گران', en: 'Interviewers' } },
  scope: 'company',
  fields: {
    personnelId: { type: 'link', entity: 'personnel', label: { fa: 'پرسنل', en: 'Personnel' }, required: true, unique: true },
    fullName: { type: 'string', label: { fa: 'نام مصاحبه‌گر', en: 'Interviewer' }, readOnly: true, max: 201 },
    expertise: { type: 'string', label: { fa: 'تخصص', en: 'Expertise' }, max: 200 },
    description,
  },
  titleField: 'fullName',
  searchFields: ['fullName', 'expertise'],
  list: { columns: ['fullName', 'personnelId', 'expertise'], sort: { field: 'fullName', direction: 'asc' } },
  form: { sections: [{ fields: ['personnelId', 'expertise', 'description'] }] },
  activeFlag: true,
  menu: { url: '/interviewers-2', parent: HR, icon: 'user-check' },
});
