import { defineEntity, type FieldDefinition } from '../definition';
import { options } from '../hr/common';
import { period } from '../engineering/project';
import { companyReference } from '../reference';
import { baseDataRoutes, documentRoutes } from '../routes';
import { workflowStateField, type WorkflowDefinition } from '../workflow';
import { CONTRACTING, description, quantity, rials } from './common';

/**
 * The engineering office's documents (spec hr-aftersales-contracting §2 "Projects and engineering", issue 14):
 * - گروه عمومی (`/public-group-2`): the general groups an estimate's items are gathered under (earthworks, structure…);
 * - برآورد (`/estimation-2`, built step by step on `/estimation/wizard-2`): a project's cost estimate, its items an
 *   operation with a quantity and a unit price (the wizard suggests the recent contract price), final once approved;
 * - زمان‌بندی (`/timing-2`): each operation of a project with its planned and actual dates and its progress;
 * - گزارش روزانه (`/daily-cover-2`; the ones not yet confirmed on `/temporary-daily-2`): what a project's site did in a
 *   day — the personnel, the machinery and the operations done — confirmed by the project's manager;
 * - انبار مرکز هزینه (`/cost-center-warehouse-2`): the warehouses whose stock a cost centre holds.
 */

const percent = (fa: string, en: string): FieldDefinition => ({ type: 'decimal', label: { fa, en }, min: 0, max: 100, default: 0 });

export const publicGroup = companyReference('service', CONTRACTING, {
  code: { type: 'string', label: { fa: 'کد', en: 'Code' }, required: true, unique: true, max: 20, format: 'code' },
  name: { type: 'string', label: { fa: 'نام', en: 'Name' }, required: true, max: 150 },
}, {
  name: 'publicgroup', model: 'PublicGroup', table: 'public_group',
  singular: { fa: 'گروه عمومی', en: 'General group' }, plural: { fa: 'گروه‌های عمومی', en: 'General groups' },
  url: '/public-group-2', icon: 'folders',
  fields: { parentId: { type: 'link', entity: 'publicgroup', label: { fa: 'گروه بالادست', en: 'Parent group' } }, description },
  columns: ['code', 'name', 'parentId'],
  filters: ['parentId'],
});

const estimationWorkflow: WorkflowDefinition = {
  field: 'status',
  initial: 'draft',
  states: [
    { key: 'draft', value: 1, label: { fa: 'پیش‌نویس', en: 'Draft' }, editable: true, color: 'gray' },
    { key: 'final', value: 2, label: { fa: 'نهایی', en: 'Final' }, color: 'green' },
  ],
  transitions: [
    { action: 'finalize', label: { fa: 'نهایی کردن برآورد', en: 'Finalize the estimate' }, from: ['draft'], to: 'final' },
    { action: 'reopen', label: { fa: 'بازگشایی برآورد', en: 'Reopen the estimate' }, from: ['final'], to: 'draft', comment: true },
  ],
};

export const estimation = defineEntity({
  name: 'estimation',
  model: 'Estimation',
  table: 'estimation',
  area: 'service',
  ...documentRoutes('estimation', 'service'),
  label: { singular: { fa: 'برآورد', en: 'Cost estimate' }, plural: { fa: 'برآوردها', en: 'Cost estimates' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'شمارهٔ برآورد', en: 'Estimate number' }, unique: true, max: 20, format: 'code', readOnly: true },
    title: { type: 'string', label: { fa: 'عنوان برآورد', en: 'Title' }, required: true, max: 200 },
    projectId: { type: 'link', entity: 'project', label: { fa: 'پروژه', en: 'Project' }, required: true },
    estimateDate: { type: 'date', label: { fa: 'تاریخ برآورد', en: 'Estimate date' }, required: true },
    description,
    totalAmount: { ...rials('جمع برآورد (ریال)', 'Total (rials)'), readOnly: true, computed: { sum: 'amount' } },
    status: workflowStateField(estimationWorkflow.states, 'draft'),
  },
  titleField: 'title',
  searchFields: ['title', 'code'],
  list: { columns: ['code', 'title', 'projectId', 'estimateDate', 'totalAmount', 'status'], filters: ['projectId', 'status', 'estimateDate'], sort: { field: 'id', direction: 'desc' } },
  form: { sections: [{ fields: ['title', 'projectId', 'estimateDate', 'description'] }] },
  lines: { entity: 'estimationline', via: 'estimationId', label: { fa: 'اقلام برآورد', en: 'Estimate items' }, min: 1 },
  workflow: estimationWorkflow,
  activeFlag: false,
  code: { field: 'code', width: 6 },
  menu: { url: '/estimation-2', parent: CONTRACTING, icon: 'calculator', formPages: { create: 'create', edit: '$id' }, also: ['/estimation/wizard-2'] },
});

export const estimationLine = defineEntity({
  name: 'estimationline',
  model: 'EstimationLine',
  table: 'estimation_line',
  area: 'service',
  basePath: '/api/service/v1/estimationline',
  routes: {},
  label: { singular: { fa: 'قلم برآورد', en: 'Estimate item' }, plural: { fa: 'اقلام برآورد', en: 'Estimate items' } },
  scope: 'company',
  fields: {
    estimationId: { type: 'link', entity: 'estimation', label: { fa: 'برآورد', en: 'Estimate' }, required: true },
    publicGroupId: { type: 'link', entity: 'publicgroup', label: { fa: 'گروه عمومی', en: 'General group' } },
    operationInfoId: { type: 'link', entity: 'operationinfo', label: { fa: 'عملیات', en: 'Operation' }, required: true, uniqueWithin: 'estimationId' },
    unitId: { type: 'link', entity: 'measureunit', label: { fa: 'واحد', en: 'Unit' }, required: true },
    quantity: quantity('مقدار', 'Quantity', { required: true, min: 0.0001 }),
    unitPrice: rials('بهای واحد (ریال)', 'Unit price (rials)', { required: true }),
    amount: { ...rials('مبلغ (ریال)', 'Amount (rials)'), readOnly: true, computed: { product: ['quantity', 'unitPrice'] } },
    note: { type: 'string', label: { fa: 'یادداشت', en: 'Note' }, max: 300 },
  },
  titleField: 'note',
  searchFields: ['note'],
  list: { columns: ['publicGroupId', 'operationInfoId', 'unitId', 'quantity', 'unitPrice', 'amount', 'note'], sort: { field: 'id', direction: 'asc' } },
  activeFlag: false,
  menu: { url: '/estimation-2', parent: CONTRACTING, page: false },
});

export const projectTiming = defineEntity({
  name: 'projecttiming',
  model: 'ProjectTiming',
  table: 'project_timing',
  area: 'service',
  ...documentRoutes('projecttiming', 'service'),
  label: { singular: { fa: 'زمان‌بندی عملیات', en: 'Operation schedule' }, plural: { fa: 'زمان‌بندی عملیات پروژه‌ها', en: 'Operation schedules' } },
  scope: 'company',
  fields: {
    projectId: { type: 'link', entity: 'project', label: { fa: 'پروژه', en: 'Project' }, required: true },
    operationInfoId: { type: 'link', entity: 'operationinfo', label: { fa: 'عملیات', en: 'Operation' }, required: true, uniqueWithin: 'projectId' },
    // the planned period (the labels are the shared ones: a field's label names it in every entity's messages)
    startDate: { ...period.startDate, required: true, hint: { fa: 'شروع برنامه‌ریزی‌شده', en: 'The planned start' } },
    endDate: { ...period.endDate, required: true, hint: { fa: 'پایان برنامه‌ریزی‌شده، نه پیش از شروع', en: 'The planned end, not before the start' } },
    actualStartDate: { type: 'date', label: { fa: 'شروع واقعی', en: 'Actual start' } },
    actualEndDate: { type: 'date', label: { fa: 'پایان واقعی', en: 'Actual end' }, rangeStart: 'actualStartDate' },
    weight: percent('وزن در پروژه (درصد)', 'Weight in the project (%)'),
    progressPercent: percent('درصد پیشرفت', 'Progress (%)'),
    description,
  },
  titleField: 'description',
  searchFields: ['description'],
  list: {
    columns: ['projectId', 'operationInfoId', 'startDate', 'endDate', 'actualStartDate', 'actualEndDate', 'weight', 'progressPercent'],
    filters: ['projectId', 'operationInfoId', 'startDate'],
    sort: { field: 'startDate', direction: 'asc' },
  },
  form: { sections: [{ fields: ['projectId', 'operationInfoId', 'startDate', 'endDate', 'actualStartDate', 'actualEndDate', 'weight', 'progressPercent', 'description'] }] },
  activeFlag: false,
  menu: { url: '/timing-2', parent: CONTRACTING, icon: 'calendar-time' },
});

export const DAILY_LINE_KIND = { personnel: 1, machinery: 2, operation: 3 } as const;

const dailyWorkflow: WorkflowDefinition = {
  field: 'status',
  initial: 'temporary',
  states: [
    { key: 'temporary', value: 1, label: { fa: 'موقت', en: 'Temporary' }, editable: true, color: 'orange' },
    { key: 'confirmed', value: 2, label: { fa: 'تأییدشده', en: 'Confirmed' }, color: 'green' },
  ],
  transitions: [
    { action: 'approve', label: { fa: 'تأیید گزارش روزانه', en: 'Confirm the daily report' }, from: ['temporary'], to: 'confirmed', who: { person: 'projectId.managerId' } },
    { action: 'reopen', label: { fa: 'بازگشایی گزارش', en: 'Reopen the report' }, from: ['confirmed'], to: 'temporary', who: { person: 'projectId.managerId' }, comment: true },
  ],
};

export const dailyReport = defineEntity({
  name: 'dailyreport',
  model: 'DailyReport',
  table: 'daily_report',
  area: 'service',
  ...documentRoutes('dailyreport', 'service'),
  label: { singular: { fa: 'گزارش روزانه', en: 'Daily report' }, plural: { fa: 'گزارش‌های روزانه', en: 'Daily reports' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'شمارهٔ گزارش', en: 'Report number' }, unique: true, max: 20, format: 'code', readOnly: true },
    projectId: { type: 'link', entity: 'project', label: { fa: 'پروژه', en: 'Project' }, required: true },
    reportDate: { type: 'date', label: { fa: 'تاریخ گزارش', en: 'Report date' }, required: true },
    weather: {
      type: 'enum', label: { fa: 'وضع هوا', en: 'Weather' },
      options: options([1, 'آفتابی', 'Sunny'], [2, 'ابری', 'Cloudy'], [3, 'بارانی', 'Rainy'], [4, 'برفی', 'Snowy'], [5, 'طوفانی', 'Stormy']),
    },
    description,
    status: workflowStateField(dailyWorkflow.states, 'temporary'),
  },
  titleField: 'code',
  searchFields: ['code', 'description'],
  list: { columns: ['code', 'projectId', 'reportDate', 'weather', 'status'], filters: ['projectId', 'status', 'reportDate'], sort: { field: 'reportDate', direction: 'desc' } },
  form: { sections: [{ fields: ['projectId', 'reportDate', 'weather', 'description'] }] },
  lines: { entity: 'dailyreportline', via: 'dailyReportId', label: { fa: 'نیروی انسانی، ماشین‌آلات و عملیات', en: 'Personnel, machinery and operations' }, min: 1 },
  workflow: dailyWorkflow,
  views: [{ where: { status: 1 }, label: { fa: 'گزارش‌های روزانهٔ موقت', en: 'Temporary daily reports' }, page: { url: '/temporary-daily-2', parent: CONTRACTING, icon: 'clipboard-list' } }],
  activeFlag: false,
  code: { field: 'code', width: 6 },
  menu: { url: '/daily-cover-2', parent: CONTRACTING, icon: 'clipboard-list', formPages: { create: 'create', edit: '$id' } },
});

export const dailyReportLine = defineEntity({
  name: 'dailyreportline',
  model: 'DailyReportLine',
  table: 'daily_report_line',
  area: 'service',
  basePath: '/api/service/v1/dailyreportline',
  routes: {},
  label: { singular: { fa: 'ردیف گزارش روزانه', en: 'Daily report line' }, plural: { fa: 'ردیف‌های گزارش روزانه', en: 'Daily report lines' } },
  scope: 'company',
  fields: {
    dailyReportId: { type: 'link', entity: 'dailyreport', label: { fa: 'گزارش', en: 'Report' }, required: true },
    kind: {
      type: 'enum', label: { fa: 'نوع', en: 'Kind' }, required: true, default: DAILY_LINE_KIND.personnel,
      options: options([DAILY_LINE_KIND.personnel, 'نیروی انسانی', 'Personnel'], [DAILY_LINE_KIND.machinery, 'ماشین‌آلات', 'Machinery'], [DAILY_LINE_KIND.operation, 'عملیات انجام‌شده', 'Operation done']),
    },
    jobTitle: { type: 'string', label: { fa: 'عنوان شغل', en: 'Job' }, max: 100, required: true, when: { field: 'kind', in: [DAILY_LINE_KIND.personnel] } },
    machineryId: { type: 'link', entity: 'machinery', label: { fa: 'ماشین‌آلات', en: 'Machinery' }, required: true, when: { field: 'kind', in: [DAILY_LINE_KIND.machinery] } },
    operationInfoId: { type: 'link', entity: 'operationinfo', label: { fa: 'عملیات', en: 'Operation' }, required: true, when: { field: 'kind', in: [DAILY_LINE_KIND.operation] } },
    headCount: { type: 'int', label: { fa: 'تعداد (نفر یا دستگاه)', en: 'Number (people or machines)' }, min: 0 },
    hours: quantity('ساعت کار', 'Hours'),
    quantity: quantity('مقدار انجام‌شده', 'Quantity done'),
    note: { type: 'string', label: { fa: 'یادداشت', en: 'Note' }, max: 300 },
  },
  titleField: 'note',
  searchFields: ['note', 'jobTitle'],
  list: { columns: ['kind', 'jobTitle', 'machineryId', 'operationInfoId', 'headCount', 'hours', 'quantity', 'note'], sort: { field: 'id', direction: 'asc' } },
  activeFlag: false,
  menu: { url: '/daily-cover-2', parent: CONTRACTING, page: false },
});

export const costCenterWarehouse = defineEntity({
  name: 'costcenterwarehouse',
  model: 'CostCenterWarehouse',
  table: 'cost_center_warehouse',
  area: 'service',
  ...baseDataRoutes('costcenterwarehouse', { area: 'service' }),
  label: { singular: { fa: 'انبار مرکز هزینه', en: 'Cost-centre warehouse' }, plural: { fa: 'انبارهای مراکز هزینه', en: 'Cost-centre warehouses' } },
  scope: 'company',
  fields: {
    costCenterId: { type: 'link', entity: 'costcenter', label: { fa: 'مرکز هزینه', en: 'Cost centre' }, required: true },
    warehouseId: { type: 'link', entity: 'warehouse', label: { fa: 'انبار', en: 'Warehouse' }, required: true, uniqueWithin: 'costCenterId' },
    description,
  },
  titleField: 'description',
  searchFields: ['description'],
  list: { columns: ['costCenterId', 'warehouseId', 'description'], filters: ['costCenterId', 'warehouseId'], sort: { field: 'id', direction: 'asc' } },
  activeFlag: true,
  menu: { url: '/cost-center-warehouse-2', parent: CONTRACTING, icon: 'building-warehouse' },
});
