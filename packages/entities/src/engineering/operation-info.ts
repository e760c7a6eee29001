import { description } from '../base-data/common';
import { defineEntity, type FieldDefinition, type HttpMethod, type LookupRoute, type Operation } from '../definition';
import { serviceRoutes } from '../routes';
import { byNameAndCode, nameAndCode } from './common';

/**
 * عملیات (spec platform-core §7 "OperationInfo"): an operation of the work breakdown with its unit, volume and
 * tolerance, ordered by `priority` (written only by the custom `PUT OperationInfo/UpdateSetPriority` in
 * apps/api/src/modules/engineering), and its children shown in its form: the services it includes and its
 * expert, goods and machinery consumption standards. The spec names the operations bare (`Add`, `Edite`,
 * `Disable`, `UpdateSetPriority`) and the children's list `GetsByOprationInfoId` (sic) with `oprationInfoId`.
 */

export const OPERATION_STATUSES = [
  { value: 1, label: { fa: 'شروع‌نشده', en: 'Not started' } },
  { value: 2, label: { fa: 'در حال اجرا', en: 'In progress' } },
  { value: 3, label: { fa: 'متوقف', en: 'Suspended' } },
  { value: 4, label: { fa: 'پایان‌یافته', en: 'Finished' } },
] as const;

const OPERATION_MENU = '/opration-info-2';

export const operationInfo = defineEntity({
  name: 'operationinfo',
  model: 'OperationInfo',
  table: 'operation_info',
  area: 'service',
  ...serviceRoutes(
    'OperationInfo',
    {
      create: ['POST', 'Add'],
      update: ['PUT', 'Edite'],
      activate: ['PUT', 'Active'],
      deactivate: ['PUT', 'Inactive'],
      getById: ['GET', 'GetOperationInfoById', 'operationInfoId'],
      list: ['GET', 'GetOperationInfoList'],
      getActives: ['GET', 'GetActiveOperationInfoList'],
      search: ['GET', 'GetsByNameOrCode'],
      disable: ['DELETE', 'Disable', 'operationInfoId'],
    },
    byNameAndCode('OperationInfo', 'operationInfo'),
  ),
  label: { singular: { fa: 'عملیات', en: 'Operation' }, plural: { fa: 'عملیات‌ها', en: 'Operations' } },
  scope: 'company',
  fields: {
    ...nameAndCode,
    operationStatus: { type: 'enum', options: OPERATION_STATUSES, label: { fa: 'وضعیت عملیات', en: 'Operation status' }, required: true, default: 1 },
    unitId: { type: 'link', entity: 'measureunit', label: { fa: 'واحد', en: 'Unit' } },
    volume: { type: 'decimal', label: { fa: 'حجم', en: 'Volume' }, min: 0 },
    tolerance: { type: 'decimal', label: { fa: 'تلرانس (درصد)', en: 'Tolerance (%)' }, min: 0, max: 100 },
    priority: { type: 'int', label: { fa: 'اولویت', en: 'Priority' }, readOnly: true, default: 0 },
    description,
  },
  titleField: 'name',
  searchFields: ['name', 'code'],
  list: { columns: ['priority', 'code', 'name', 'operationStatus', 'unitId', 'volume', 'tolerance'], filters: ['operationStatus'], sort: { field: 'priority', direction: 'asc' } },
  form: { sections: [{ fields: ['code', 'name', 'operationStatus', 'unitId', 'volume', 'tolerance', 'description'] }] },
  children: {
    services: { entity: 'operationinfoservice', via: 'operationInfoId', label: { fa: 'خدمات عملیات', en: 'Services of the operation' } },
    experts: { entity: 'expertconsumptionstandard', via: 'operationInfoId', label: { fa: 'استاندارد مصرف کارشناس', en: 'Expert consumption standards' } },
    goods: { entity: 'goodsconsumptionstandard', via: 'operationInfoId', label: { fa: 'استاندارد مصرف کالا', en: 'Goods consumption standards' } },
    machinery: { entity: 'machineryconsumptionstandard', via: 'operationInfoId', label: { fa: 'استاندارد مصرف ماشین‌آلات', en: 'Machinery consumption standards' } },
  },
  activeFlag: true,
  code: { field: 'code', width: 4 },
  menu: { url: OPERATION_MENU, parent: 'EngineeringSystem', icon: 'list-check' },
});

const operationLink = {
  operationInfoId: { type: 'link', entity: 'operationinfo', label: { fa: 'عملیات', en: 'Operation' }, required: true },
} as const satisfies Record<string, FieldDefinition>;

const amount = { type: 'decimal', label: { fa: 'مقدار', en: 'Amount' }, required: true, min: 0.0001 } as const satisfies FieldDefinition;

/** `GET …/GetsByOprationInfoId?oprationInfoId=` (the spec's spelling), paged. */
const byOperation: LookupRoute = { kind: 'list', by: 'operationInfoId', path: 'GetsByOprationInfoId', param: 'oprationInfoId' };

/** A child's routes: the spec's bare names, plus a read by id the generic form needs (`Get{Entity}ById`). */
function childRoutes(entity: string, camel: string, operations: Partial<Record<Operation, [HttpMethod, string] | [HttpMethod, string, string]>>) {
  return serviceRoutes(entity, { getById: ['GET', `Get${entity}ById`, `${camel}Id`], ...operations }, [byOperation]);
}

/** OperationInfoService: a service the operation includes (spec: POST Add, GET list, DELETE Delete). */
export const operationInfoService = defineEntity({
  name: 'operationinfoservice',
  model: 'OperationInfoService',
  table: 'operation_info_service',
  area: 'service',
  ...childRoutes('OperationInfoService', 'operationInfoService', {
    create: ['POST', 'Add'],
    list: ['GET', 'GetOperationInfoServiceList'],
    remove: ['DELETE', 'Delete', 'operationInfoServiceId'],
  }),
  label: { singular: { fa: 'خدمت عملیات', en: 'Operation service' }, plural: { fa: 'خدمات عملیات', en: 'Operation services' } },
  scope: 'company',
  fields: {
    ...operationLink,
    serviceInfoId: { type: 'link', entity: 'serviceinfo', label: { fa: 'خدمت', en: 'Service' }, required: true },
    description: { ...description, label: { fa: 'شرح', en: 'Note' } },
  },
  titleField: 'description',
  searchFields: ['description'],
  list: { columns: ['serviceInfoId', 'description', 'operationInfoId'], filters: ['operationInfoId', 'serviceInfoId'] },
  activeFlag: false,
  menu: { url: OPERATION_MENU, parent: 'EngineeringSystem', page: false },
});

const standardOperations = (entity: string, camel: string) =>
  childRoutes(entity, camel, {
    create: ['POST', 'Add'],
    update: ['PUT', 'Edit'],
    list: ['GET', `Get${entity}List`],
    disable: ['DELETE', 'Disable', `${camel}Id`],
  });

/** ExpertConsumptionStandard: the hours of an expert grade an operation needs per unit. */
export const expertConsumptionStandard = defineEntity({
  name: 'expertconsumptionstandard',
  model: 'ExpertConsumptionStandard',
  table: 'expert_consumption_standard',
  area: 'service',
  ...standardOperations('ExpertConsumptionStandard', 'expertConsumptionStandard'),
  label: { singular: { fa: 'استاندارد مصرف کارشناس', en: 'Expert consumption standard' }, plural: { fa: 'استانداردهای مصرف کارشناس', en: 'Expert consumption standards' } },
  scope: 'company',
  fields: {
    ...operationLink,
    expertId: { type: 'link', entity: 'expert', label: { fa: 'کارشناس', en: 'Expert' }, required: true },
    amount,
    description,
  },
  titleField: 'description',
  searchFields: ['description'],
  list: { columns: ['expertId', 'amount', 'description', 'operationInfoId'], filters: ['operationInfoId', 'expertId'] },
  activeFlag: false,
  menu: { url: OPERATION_MENU, parent: 'EngineeringSystem', page: false },
});

/**
 * GoodsConsumptionStandard: the goods an operation needs per unit: a warehouse product (`goodsId`, whose name, code
 * and unit are copied on save) or goods named in text.
 */
export const goodsConsumptionStandard = defineEntity({
  name: 'goodsconsumptionstandard',
  model: 'GoodsConsumptionStandard',
  table: 'goods_consumption_standard',
  area: 'service',
  ...standardOperations('GoodsConsumptionStandard', 'goodsConsumptionStandard'),
  label: { singular: { fa: 'استاندارد مصرف کالا', en: 'Goods consumption standard' }, plural: { fa: 'استانداردهای مصرف کالا', en: 'Goods consumption standards' } },
  scope: 'company',
  fields: {
    ...operationLink,
    goodsId: { type: 'link', entity: 'product', label: { fa: 'کالای انبار', en: 'Warehouse product' }, hint: { fa: 'نام، کد و واحد از کالا برداشته می‌شود', en: 'Its name, code and unit are taken from the product' } },
    goodsName: { type: 'string', label: { fa: 'نام کالا', en: 'Goods name' }, required: true, when: { field: 'goodsId', in: [''] }, max: 200, hint: { fa: 'برای کالایی که در انبار تعریف نشده', en: 'For goods not defined in the warehouse' } },
    goodsCode: { type: 'string', label: { fa: 'کد کالا', en: 'Goods code' }, max: 30, format: 'code' },
    measureUnitId: { type: 'link', entity: 'measureunit', label: { fa: 'واحد اندازه‌گیری', en: 'Measure unit' } },
    amount,
    description,
  },
  titleField: 'goodsName',
  searchFields: ['goodsName', 'goodsCode'],
  list: { columns: ['goodsCode', 'goodsName', 'amount', 'measureUnitId', 'operationInfoId'], filters: ['operationInfoId'] },
  activeFlag: false,
  menu: { url: OPERATION_MENU, parent: 'EngineeringSystem', page: false },
});

/** MachineryConsumptionStandard: the machine time an operation needs per unit. */
export const machineryConsumptionStandard = defineEntity({
  name: 'machineryconsumptionstandard',
  model: 'MachineryConsumptionStandard',
  table: 'machinery_consumption_standard',
  area: 'service',
  ...standardOperations('MachineryConsumptionStandard', 'machineryConsumptionStandard'),
  label: { singular: { fa: 'استاندارد مصرف ماشین‌آلات', en: 'Machinery consumption standard' }, plural: { fa: 'استانداردهای مصرف ماشین‌آلات', en: 'Machinery consumption standards' } },
  scope: 'company',
  fields: {
    ...operationLink,
    machineryId: { type: 'link', entity: 'machinery', label: { fa: 'ماشین‌آلات', en: 'Machinery' }, required: true },
    amount,
    description,
  },
  titleField: 'description',
  searchFields: ['description'],
  list: { columns: ['machineryId', 'amount', 'description', 'operationInfoId'], filters: ['operationInfoId', 'machineryId'] },
  activeFlag: false,
  menu: { url: OPERATION_MENU, parent: 'EngineeringSystem', page: false },
});
