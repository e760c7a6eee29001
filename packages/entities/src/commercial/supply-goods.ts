import { description } from '../base-data/common';
import { defineEntity, type FieldDefinition } from '../definition';
import { documentRoutes } from '../routes';
import { approvalFields, approvalLevelViews, approvalWorkflow, workflowStateField } from '../workflow';

/**
 * درخواست تأمین کالا (spec hr-aftersales-contracting §2 "Borrowing and supply", §6): a requester asks for goods for
 * a project; the request climbs requester → supply unit → senior expert → the project's manager. The requester's
 * list is /manage-supply-goods-2 with the form at /supply-goods-2/:id?; each level has its screen, a view of the
 * same documents waiting at that level. The worked example of docs/modules.md.
 */

export const SUPPLY_ROLES = { supplyUnit: 'SupplyUnit', seniorExpert: 'SeniorExpert' } as const;

const workflow = approvalWorkflow({
  requesterOnly: true,
  onReject: 'previous',
  levels: [
    {
      key: 'supplyUnit', label: { fa: 'واحد تأمین', en: 'Supply unit' }, approver: { role: SUPPLY_ROLES.supplyUnit }, quorum: 'any', deadlineHours: 48,
      escalateTo: { role: SUPPLY_ROLES.seniorExpert },
      page: { url: '/supply-goods-management-2', parent: 'EngineeringSystem', icon: 'truck', label: { fa: 'مدیریت تأمین کالا (واحد تأمین)', en: 'Supply requests: supply unit' } },
    },
    {
      key: 'seniorExpert', label: { fa: 'کارشناس ارشد', en: 'Senior expert' }, approver: { role: SUPPLY_ROLES.seniorExpert }, quorum: 'any', deadlineHours: 48,
      page: { url: '/manage-supply-goods-by-manager-2', parent: 'EngineeringSystem', icon: 'truck', label: { fa: 'بررسی تأمین کالا (کارشناس ارشد)', en: 'Supply requests: senior expert' } },
    },
    {
      key: 'projectManager', label: { fa: 'مدیر پروژه', en: 'Project manager' }, approver: { person: 'projectId.managerId' }, quorum: 'any',
      page: { url: '/supply-goods-management-by-project-manager-2', parent: 'EngineeringSystem', icon: 'truck', label: { fa: 'تأیید تأمین کالا (مدیر پروژه)', en: 'Supply requests: project manager' } },
    },
  ],
});

const money = (fa: string, en: string) => ({ type: 'money', label: { fa, en }, min: 0 }) as const satisfies FieldDefinition;

export const supplyGoods = defineEntity({
  name: 'supplygoods',
  model: 'SupplyGoods',
  table: 'supply_goods',
  area: 'commercial',
  ...documentRoutes('supplygoods', 'commercial'),
  label: { singular: { fa: 'درخواست تأمین کالا', en: 'Supply request' }, plural: { fa: 'درخواست‌های تأمین کالا', en: 'Supply requests' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'شمارهٔ درخواست', en: 'Request number' }, unique: true, max: 20, format: 'code', readOnly: true },
    requestDate: { type: 'date', label: { fa: 'تاریخ درخواست', en: 'Request date' }, required: true },
    projectId: { type: 'link', entity: 'project', label: { fa: 'پروژه', en: 'Project' }, required: true },
    neededBy: { type: 'date', label: { fa: 'تاریخ نیاز', en: 'Needed by' } },
    description,
    totalAmount: { ...money('جمع مبلغ (ریال)', 'Total (rials)'), readOnly: true, computed: { sum: 'amount' } },
    status: workflowStateField(workflow.states, 'draft'),
    ...approvalFields(),
  },
  titleField: 'code',
  searchFields: ['code', 'description'],
  list: {
    columns: ['code', 'requestDate', 'projectId', 'totalAmount', 'status', 'approvalLevel'],
    filters: ['projectId', 'status', 'approvalLevel'],
  },
  form: {
    sections: [{ fields: ['requestDate', 'projectId', 'neededBy', 'description'] }],
  },
  lines: { entity: 'supplygoodsline', via: 'supplyGoodsId', label: { fa: 'اقلام درخواستی', en: 'Goods' }, min: 1 },
  workflow,
  views: approvalLevelViews(workflow),
  financialYear: { dateField: 'requestDate' },
  activeFlag: false,
  code: { field: 'code', width: 6 },
  menu: {
    url: '/manage-supply-goods-2',
    parent: 'EngineeringSystem',
    icon: 'truck',
    formPages: { create: '/supply-goods-2', edit: '/supply-goods-2/$id' },
  },
});

/**
 * One line of a supply request: the goods (a warehouse product, whose name and unit are copied on save, or goods
 * named in text with their unit), how many, at what estimated price; its amount is worked out.
 */
export const supplyGoodsLine = defineEntity({
  name: 'supplygoodsline',
  model: 'SupplyGoodsLine',
  table: 'supply_goods_line',
  area: 'commercial',
  basePath: '/api/commercial/v1/supplygoodsline',
  routes: {},
  label: { singular: { fa: 'قلم درخواست', en: 'Requested goods' }, plural: { fa: 'اقلام درخواست', en: 'Requested goods' } },
  scope: 'company',
  fields: {
    supplyGoodsId: { type: 'link', entity: 'supplygoods', label: { fa: 'درخواست', en: 'Request' }, required: true },
    goodsId: { type: 'link', entity: 'product', label: { fa: 'کالای انبار', en: 'Warehouse product' } },
    goodsName: { type: 'string', label: { fa: 'شرح کالا', en: 'Goods' }, required: true, when: { field: 'goodsId', in: [''] }, max: 200, hint: { fa: 'برای کالایی که در انبار تعریف نشده', en: 'For goods not defined in the warehouse' } },
    measureUnitId: { type: 'link', entity: 'measureunit', label: { fa: 'واحد', en: 'Unit' }, required: true, when: { field: 'goodsId', in: [''] } },
    quantity: { type: 'decimal', label: { fa: 'مقدار', en: 'Quantity' }, required: true, min: 0.0001 },
    unitPrice: money('فی (ریال)', 'Unit price (rials)'),
    amount: { ...money('مبلغ (ریال)', 'Amount (rials)'), readOnly: true, computed: { product: ['quantity', 'unitPrice'] } },
    note: { type: 'string', label: { fa: 'یادداشت', en: 'Note' }, max: 300 },
  },
  titleField: 'goodsName',
  searchFields: ['goodsName'],
  list: { columns: ['goodsId', 'goodsName', 'measureUnitId', 'quantity', 'unitPrice', 'amount', 'note'], sort: { field: 'id', direction: 'asc' } },
  activeFlag: false,
  menu: { url: '/manage-supply-goods-2', parent: 'EngineeringSystem', page: false },
});
