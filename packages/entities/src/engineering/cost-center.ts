import { description } from '../base-data/common';
import { defineEntity, type FieldDefinition, type HttpMethod, type Operation } from '../definition';
import { serviceRoutes } from '../routes';
import { byNameAndCode, nameAndCode } from './common';

export const COST_CENTER_MENU = '/cost-center-2';

/**
 * مرکز هزینه (spec platform-core §7 "CostCenter"): where costs are gathered, of a type, for an employer, in a city,
 * with the users who are informed of it, the users and the roles authorized on it. The engine serves `Add, Edit,
 * Active, Inactive, GetCostCenterById/ByName/ByCode, lists, GetsByEmployerId, GetsByCityId`; the lists by an
 * authorized user or role (`GetsByAuthorizedUserId`, `GetsByAuthorizedRoleId`) are hand-written in
 * apps/api/src/modules/engineering. The spec names no delete; `DELETE Delete` serves the generic screens.
 */
export const costCenter = defineEntity({
  name: 'costcenter',
  model: 'CostCenter',
  table: 'cost_center',
  area: 'service',
  ...serviceRoutes(
    'CostCenter',
    {
      create: ['POST', 'Add'],
      update: ['PUT', 'Edit'],
      activate: ['PUT', 'Active'],
      deactivate: ['PUT', 'Inactive'],
      getById: ['GET', 'GetCostCenterById', 'costCenterId'],
      list: ['GET', 'GetCostCenterList'],
      getActives: ['GET', 'GetActiveCostCenterList'],
      search: ['GET', 'GetsByNameOrCode'],
      remove: ['DELETE', 'Delete', 'costCenterId'],
    },
    [
      ...byNameAndCode('CostCenter', 'costCenter'),
      { kind: 'list', by: 'employerId', path: 'GetsByEmployerId', param: 'employerId' },
      { kind: 'list', by: 'cityId', path: 'GetsByCityId', param: 'cityId' },
    ],
  ),
  label: { singular: { fa: 'مرکز هزینه', en: 'Cost centre' }, plural: { fa: 'مراکز هزینه', en: 'Cost centres' } },
  scope: 'company',
  fields: {
    ...nameAndCode,
    costCenterTypeId: { type: 'link', entity: 'costcentertype', label: { fa: 'نوع مرکز هزینه', en: 'Cost-centre type' }, required: true },
    employerId: { type: 'link', entity: 'thirdparty', view: 'getEmployers', label: { fa: 'کارفرما', en: 'Employer' } },
    cityId: { type: 'link', entity: 'city', label: { fa: 'شهر', en: 'City' } },
    description,
  },
  titleField: 'name',
  searchFields: ['name', 'code'],
  list: { columns: ['code', 'name', 'costCenterTypeId', 'employerId', 'cityId'], filters: ['costCenterTypeId', 'employerId', 'cityId'], sort: { field: 'code', direction: 'asc' } },
  form: { sections: [{ fields: ['code', 'name', 'costCenterTypeId', 'employerId', 'cityId', 'description'] }] },
  children: {
    authorizedUsers: { entity: 'costcenterauthorizeduser', via: 'costCenterId', label: { fa: 'کاربران مجاز', en: 'Authorized users' }, owned: true },
    authorizedRoles: { entity: 'costcenterauthorizedrole', via: 'costCenterId', label: { fa: 'نقش‌های مجاز', en: 'Authorized roles' }, owned: true },
    informedUsers: { entity: 'costcenterinformeduser', via: 'costCenterId', label: { fa: 'کاربران مطلع', en: 'Informed users' }, owned: true },
  },
  activeFlag: true,
  code: { field: 'code', width: 4 },
  menu: { url: COST_CENTER_MENU, parent: 'EngineeringSystem', icon: 'sitemap' },
});

const costCenterLink = {
  costCenterId: { type: 'link', entity: 'costcenter', label: { fa: 'مرکز هزینه', en: 'Cost centre' }, required: true },
} as const satisfies Record<string, FieldDefinition>;

/**
 * A cost centre's child (spec: `POST Create`, `GET GetsByCostCenterId`, `DELETE Delete`), plus the read by id and
 * the plain list the generic form and list need.
 */
function childRoutes(entity: string, camel: string) {
  const operations: Partial<Record<Operation, [HttpMethod, string] | [HttpMethod, string, string]>> = {
    create: ['POST', 'Create'],
    getById: ['GET', `Get${entity}ById`, `${camel}Id`],
    list: ['GET', `Get${entity}List`],
    remove: ['DELETE', 'Delete', `${camel}Id`],
  };
  return serviceRoutes(entity, operations, [{ kind: 'list', by: 'costCenterId', path: 'GetsByCostCenterId', param: 'costCenterId' }]);
}

/**
 * A user of the system on a cost centre: a third party that has a user account (a hook in
 * apps/api/src/modules/engineering refuses one that has none, and the same user twice).
 */
function userChild(entity: string, name: string, table: string, camel: string, singular: { fa: string; en: string }, plural: { fa: string; en: string }) {
  return defineEntity({
    name,
    model: entity,
    table,
    area: 'service',
    ...childRoutes(entity, camel),
    label: { singular, plural },
    scope: 'company',
    fields: {
      ...costCenterLink,
      userId: { type: 'link', entity: 'thirdparty', label: { fa: 'کاربر', en: 'User' }, required: true, hint: { fa: 'طرف حسابی که کاربر سامانه است', en: 'A third party who is a user of the system' } },
      description: { ...description, label: { fa: 'شرح', en: 'Note' } },
    },
    titleField: 'description',
    searchFields: ['description'],
    list: { columns: ['userId', 'description', 'costCenterId'], filters: ['costCenterId', 'userId'] },
    activeFlag: false,
    menu: { url: COST_CENTER_MENU, parent: 'EngineeringSystem', page: false },
  });
}

export const costCenterAuthorizedUser = userChild(
  'CostCenterAuthorizedUser', 'costcenterauthorizeduser', 'cost_center_authorized_user', 'costCenterAuthorizedUser',
  { fa: 'کاربر مجاز مرکز هزینه', en: 'Authorized user of a cost centre' }, { fa: 'کاربران مجاز مرکز هزینه', en: 'Authorized users of cost centres' },
);

export const costCenterInformedUser = userChild(
  'CostCenterInformedUser', 'costcenterinformeduser', 'cost_center_informed_user', 'costCenterInformedUser',
  { fa: 'کاربر مطلع مرکز هزینه', en: 'Informed user of a cost centre' }, { fa: 'کاربران مطلع مرکز هزینه', en: 'Informed users of cost centres' },
);

/** A role whose holders are authorized on a cost centre (identity's Role, an external entity). */
export const costCenterAuthorizedRole = defineEntity({
  name: 'costcenterauthorizedrole',
  model: 'CostCenterAuthorizedRole',
  table: 'cost_center_authorized_role',
  area: 'service',
  ...childRoutes('CostCenterAuthorizedRole', 'costCenterAuthorizedRole'),
  label: { singular: { fa: 'نقش مجاز مرکز هزینه', en: 'Authorized role of a cost centre' }, plural: { fa: 'نقش‌های مجاز مرکز هزینه', en: 'Authorized roles of cost centres' } },
  scope: 'company',
  fields: {
    ...costCenterLink,
    roleId: { type: 'link', entity: 'role', label: { fa: 'نقش', en: 'Role' }, required: true },
    description: { ...description, label: { fa: 'شرح', en: 'Note' } },
  },
  titleField: 'description',
  searchFields: ['description'],
  list: { columns: ['roleId', 'description', 'costCenterId'], filters: ['costCenterId', 'roleId'] },
  activeFlag: false,
  menu: { url: COST_CENTER_MENU, parent: 'EngineeringSystem', page: false },
});
