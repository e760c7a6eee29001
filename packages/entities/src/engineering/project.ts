import { description } from '../base-data/common';
import { defineEntity, type FieldDefinition, type Text } from '../definition';
import { serviceRoutes } from '../routes';
import { byNameAndCode, nameAndCode } from './common';

export const PROJECT_MENU = '/projects-2';

/** A start and an end date, one Jalali range: the engine refuses an end before the start (`rangeStart`). */
export const period = {
  startDate: { type: 'date', label: { fa: 'تاریخ شروع', en: 'Start date' } },
  endDate: { type: 'date', label: { fa: 'تاریخ پایان', en: 'End date' }, rangeStart: 'startDate', hint: { fa: 'نه پیش از تاریخ شروع', en: 'Not before the start date' } },
} as const satisfies Record<string, FieldDefinition>;

export const employerLink = {
  employerId: { type: 'link', entity: 'thirdparty', view: 'getEmployers', label: { fa: 'کارفرما', en: 'Employer' }, required: true },
} as const satisfies Record<string, FieldDefinition>;

/**
 * پروژه (spec platform-core §7 "Project"): a project of an employer, under a cost centre, of a type, in a city,
 * with its period and contract amount, and its technical and implementation assistants. The engine serves
 * `AddProject, EditeProject, Active, Inactive, GetProjectById/ByName/ByCode, lists, GetsByEmployerId,
 * GetProjectsByCostCenterId`; `POST NewProjectCode` (the next code of the sequence) is hand-written in
 * apps/api/src/modules/engineering. The spec names no delete; `DELETE DeleteProject` serves the generic screens.
 */
export const project = defineEntity({
  name: 'project',
  model: 'Project',
  table: 'project',
  area: 'service',
  ...serviceRoutes(
    'Project',
    {
      create: ['POST', 'AddProject'],
      update: ['PUT', 'EditeProject'],
      activate: ['PUT', 'Active'],
      deactivate: ['PUT', 'Inactive'],
      getById: ['GET', 'GetProjectById', 'projectId'],
      list: ['GET', 'GetProjectList'],
      getActives: ['GET', 'GetActiveProjectList'],
      search: ['GET', 'GetsByNameOrCode'],
      remove: ['DELETE', 'DeleteProject', 'projectId'],
    },
    [
      ...byNameAndCode('Project', 'project'),
      { kind: 'list', by: 'employerId', path: 'GetsByEmployerId', param: 'employerId' },
      { kind: 'list', by: 'costCenterId', path: 'GetProjectsByCostCenterId', param: 'costCenterId' },
    ],
  ),
  label: { singular: { fa: 'پروژه', en: 'Project' }, plural: { fa: 'پروژه‌ها', en: 'Projects' } },
  scope: 'company',
  fields: {
    ...nameAndCode,
    ...employerLink,
    costCenterId: { type: 'link', entity: 'costcenter', label: { fa: 'مرکز هزینه', en: 'Cost centre' } },
    managerId: {
      type: 'link', entity: 'thirdparty', label: { fa: 'مدیر پروژه', en: 'Project manager' },
      hint: { fa: 'طرف حسابی که کاربر سامانه است؛ درخواست‌های پروژه را در آخرین سطح تأیید می‌کند', en: 'A third party who is a user; approves the project’s requests at their last level' },
    },
    projectTypeId: { type: 'link', entity: 'projecttype', label: { fa: 'نوع پروژه', en: 'Project type' } },
    cityId: { type: 'link', entity: 'city', label: { fa: 'شهر', en: 'City' } },
    ...period,
    contractAmount: { type: 'money', label: { fa: 'مبلغ قرارداد (ریال)', en: 'Contract amount (rials)' }, min: 0 },
    description,
  },
  titleField: 'name',
  searchFields: ['name', 'code'],
  list: {
    columns: ['code', 'name', 'employerId', 'costCenterId', 'projectTypeId', 'startDate', 'endDate', 'contractAmount'],
    filters: ['employerId', 'costCenterId', 'projectTypeId', 'cityId', 'startDate'],
    sort: { field: 'code', direction: 'asc' },
  },
  form: {
    sections: [
      { fields: ['code', 'name', 'employerId', 'costCenterId', 'managerId', 'projectTypeId', 'cityId'] },
      { title: { fa: 'زمان و مبلغ', en: 'Period and amount' }, fields: ['startDate', 'endDate', 'contractAmount', 'description'] },
    ],
  },
  children: {
    technicalAssistants: { entity: 'projecttechnicalassistant', via: 'projectId', label: { fa: 'معاونان فنی', en: 'Technical assistants' }, owned: true },
    implementationAssistants: { entity: 'projectimplementationassistant', via: 'projectId', label: { fa: 'معاونان اجرایی', en: 'Implementation assistants' }, owned: true },
  },
  activeFlag: true,
  code: { field: 'code', width: 5 },
  menu: { url: PROJECT_MENU, parent: 'EngineeringSystem', icon: 'briefcase' },
});

/** A project's assistant (spec "ProjectAssistants": `Add`, `Delete`, `GetsByProjectId`), a third party. */
function assistant(entity: string, name: string, table: string, singular: Text, plural: Text, person: Text) {
  const camel = entity.charAt(0).toLowerCase() + entity.slice(1);
  return defineEntity({
    name,
    model: entity,
    table,
    area: 'service',
    ...serviceRoutes(
      entity,
      {
        create: ['POST', 'Add'],
        getById: ['GET', `Get${entity}ById`, `${camel}Id`],
        list: ['GET', `Get${entity}List`],
        remove: ['DELETE', 'Delete', `${camel}Id`],
      },
      [{ kind: 'list', by: 'projectId', path: 'GetsByProjectId', param: 'projectId' }],
    ),
    label: { singular, plural },
    scope: 'company',
    fields: {
      projectId: { type: 'link', entity: 'project', label: { fa: 'پروژه', en: 'Project' }, required: true },
      thirdPartyId: { type: 'link', entity: 'thirdparty', label: person, required: true },
      description: { ...description, label: { fa: 'شرح', en: 'Note' } },
    },
    titleField: 'description',
    searchFields: ['description'],
    list: { columns: ['thirdPartyId', 'description', 'projectId'], filters: ['projectId', 'thirdPartyId'] },
    activeFlag: false,
    menu: { url: PROJECT_MENU, parent: 'EngineeringSystem', page: false },
  });
}

export const projectTechnicalAssistant = assistant(
  'ProjectTechnicalAssistant', 'projecttechnicalassistant', 'project_technical_assistant',
  { fa: 'معاون فنی پروژه', en: 'Technical assistant of a project' }, { fa: 'معاونان فنی پروژه', en: 'Technical assistants of projects' },
  { fa: 'معاون فنی', en: 'Technical assistant' },
);

export const projectImplementationAssistant = assistant(
  'ProjectImplementationAssistant', 'projectimplementationassistant', 'project_implementation_assistant',
  { fa: 'معاون اجرایی پروژه', en: 'Implementation assistant of a project' }, { fa: 'معاونان اجرایی پروژه', en: 'Implementation assistants of projects' },
  { fa: 'معاون اجرایی', en: 'Implementation assistant' },
);
