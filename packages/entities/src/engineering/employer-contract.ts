import { description } from '../base-data/common';
import { defineEntity, type FieldDefinition } from '../definition';
import { serviceRoutes } from '../routes';
import { statementTerms } from '../contracting/common';
import { employerLink, period } from './project';

export const EMPLOYER_CONTRACT_MENU = '/employer-contracts-2';

/**
 * قرارداد کارفرما (spec platform-core §7 "EmployerContract", hr-aftersales §2 "Employer contracts"): a contract
 * with an employer on a project, its operations, cost headings and considerations. The spec names `Add, Edite,
 * ById, list`; `DELETE Delete` serves the generic screens. Its form is on pages of its own: the list,
 * `create`, `:id/edit` and `:id/view`.
 */
export const employerContract = defineEntity({
  name: 'employercontract',
  model: 'EmployerContract',
  table: 'employer_contract',
  area: 'service',
  ...serviceRoutes('EmployerContract', {
    create: ['POST', 'Add'],
    update: ['PUT', 'Edite'],
    getById: ['GET', 'GetEmployerContractById', 'employerContractId'],
    list: ['GET', 'GetEmployerContractList'],
    remove: ['DELETE', 'Delete', 'employerContractId'],
  }),
  label: { singular: { fa: 'قرارداد کارفرما', en: 'Employer contract' }, plural: { fa: 'قراردادهای کارفرما', en: 'Employer contracts' } },
  scope: 'company',
  fields: {
    contractNumber: { type: 'string', label: { fa: 'شمارهٔ قرارداد', en: 'Contract number' }, required: true, unique: true, max: 30, format: 'code' },
    title: { type: 'string', label: { fa: 'عنوان قرارداد', en: 'Contract title' }, required: true, max: 200 },
    projectId: { type: 'link', entity: 'project', label: { fa: 'پروژه', en: 'Project' }, required: true },
    ...employerLink,
    contractDate: { type: 'date', label: { fa: 'تاریخ قرارداد', en: 'Contract date' } },
    ...period,
    amount: { type: 'money', label: { fa: 'مبلغ قرارداد (ریال)', en: 'Contract amount (rials)' }, min: 0 },
    description,
    // the terms of the statements the company sends the employer (employerstatement)
    ...statementTerms,
  },
  titleField: 'title',
  searchFields: ['title', 'contractNumber'],
  list: {
    columns: ['contractNumber', 'title', 'projectId', 'employerId', 'contractDate', 'amount'],
    filters: ['projectId', 'employerId'],
    sort: { field: 'contractNumber', direction: 'desc' },
  },
  form: {
    sections: [
      { fields: ['contractNumber', 'title', 'projectId', 'employerId'] },
      { title: { fa: 'زمان و مبلغ', en: 'Dates and amount' }, fields: ['contractDate', 'startDate', 'endDate', 'amount', 'description'] },
      { title: { fa: 'شرایط صورت‌وضعیت', en: 'Statement terms' }, fields: ['advancePayment', 'advanceRepaymentPercent', 'retentionPercent', 'insurancePercent', 'taxPercent'] },
    ],
  },
  children: {
    operations: { entity: 'projectoperation', via: 'employerContractId', label: { fa: 'عملیات قرارداد', en: 'Operations of the contract' }, owned: true },
    costOvers: { entity: 'contractcostover', via: 'employerContractId', label: { fa: 'سرفصل‌های هزینهٔ قرارداد', en: 'Cost headings of the contract' }, owned: true },
    considerations: { entity: 'employerconsideration', via: 'employerContractId', label: { fa: 'ملاحظات کارفرما', en: 'Employer considerations' }, owned: true },
  },
  activeFlag: false,
  code: { field: 'contractNumber', width: 5 },
  menu: {
    url: EMPLOYER_CONTRACT_MENU,
    parent: 'EngineeringSystem',
    icon: 'file-invoice',
    formPages: { create: 'create', edit: '$id/edit', view: '$id/view' },
  },
});

const contractLink = {
  employerContractId: { type: 'link', entity: 'employercontract', label: { fa: 'قرارداد کارفرما', en: 'Employer contract' }, required: true },
} as const satisfies Record<string, FieldDefinition>;

const note = { ...description, label: { fa: 'شرح', en: 'Note' } } as const satisfies FieldDefinition;

/** How an operation of a contract is priced (`ProjectOperation/GetOperationContractTypeList`). */
export const OPERATION_CONTRACT_TYPES = [
  { value: 1, label: { fa: 'فهرست‌بها', en: 'Unit-price list' } },
  { value: 2, label: { fa: 'مقطوع', en: 'Lump sum' } },
  { value: 3, label: { fa: 'امانی', en: 'Cost plus' } },
  { value: 4, label: { fa: 'درصدی', en: 'Percentage' } },
] as const;

/**
 * عملیات قرارداد (spec "ProjectOperation": `NewProjectOperation, EditeProjectOperation, ById, GetsByProjectId,
 * GetsByEmployerContractId, GetOperationContractTypeList, DeleteProjectOperation`): an operation of a contract with
 * its volume and unit price. A hook fills the project from the contract when left empty and keeps
 * `amount = volume × unitPrice`.
 */
export const projectOperation = defineEntity({
  name: 'projectoperation',
  model: 'ProjectOperation',
  table: 'project_operation',
  area: 'service',
  ...serviceRoutes(
    'ProjectOperation',
    {
      create: ['POST', 'NewProjectOperation'],
      update: ['PUT', 'EditeProjectOperation'],
      getById: ['GET', 'GetProjectOperationById', 'projectOperationId'],
      list: ['GET', 'GetProjectOperationList'],
      remove: ['DELETE', 'DeleteProjectOperation', 'projectOperationId'],
    },
    [
      { kind: 'list', by: 'projectId', path: 'GetsByProjectId', param: 'projectId' },
      { kind: 'list', by: 'employerContractId', path: 'GetsByEmployerContractId', param: 'employerContractId' },
    ],
  ),
  label: { singular: { fa: 'عملیات قرارداد', en: 'Contract operation' }, plural: { fa: 'عملیات قراردادها', en: 'Contract operations' } },
  scope: 'company',
  fields: {
    ...contractLink,
    projectId: { type: 'link', entity: 'project', label: { fa: 'پروژه', en: 'Project' }, hint: { fa: 'خالی: پروژهٔ قرارداد', en: 'Empty: the contract’s project' } },
    operationInfoId: { type: 'link', entity: 'operationinfo', label: { fa: 'عملیات', en: 'Operation' }, required: true },
    contractType: { type: 'enum', options: OPERATION_CONTRACT_TYPES, label: { fa: 'نوع قرارداد عملیات', en: 'Contract type' }, required: true, default: 1 },
    volume: { type: 'decimal', label: { fa: 'حجم', en: 'Volume' }, min: 0 },
    unitPrice: { type: 'money', label: { fa: 'بهای واحد (ریال)', en: 'Unit price (rials)' }, min: 0 },
    amount: { type: 'money', label: { fa: 'مبلغ (ریال)', en: 'Amount (rials)' }, readOnly: true },
    description: note,
  },
  titleField: 'description',
  searchFields: ['description'],
  list: {
    columns: ['operationInfoId', 'contractType', 'volume', 'unitPrice', 'amount', 'description', 'employerContractId'],
    filters: ['employerContractId', 'projectId', 'operationInfoId', 'contractType'],
  },
  form: { sections: [{ fields: ['employerContractId', 'projectId', 'operationInfoId', 'contractType', 'volume', 'unitPrice', 'description'] }] },
  activeFlag: false,
  menu: { url: EMPLOYER_CONTRACT_MENU, parent: 'EngineeringSystem', page: false },
});

/** سرفصل هزینهٔ قرارداد (spec "ContractCostOver": `Add, Edite, ById, list, Delete`): a cost heading of a contract. */
export const contractCostOver = defineEntity({
  name: 'contractcostover',
  model: 'ContractCostOver',
  table: 'contract_cost_over',
  area: 'service',
  ...serviceRoutes(
    'ContractCostOver',
    {
      create: ['POST', 'Add'],
      update: ['PUT', 'Edite'],
      getById: ['GET', 'GetContractCostOverById', 'contractCostOverId'],
      list: ['GET', 'GetContractCostOverList'],
      remove: ['DELETE', 'Delete', 'contractCostOverId'],
    },
    [{ kind: 'list', by: 'employerContractId', path: 'GetsByEmployerContractId', param: 'employerContractId' }],
  ),
  label: { singular: { fa: 'سرفصل هزینهٔ قرارداد', en: 'Contract cost heading' }, plural: { fa: 'سرفصل‌های هزینهٔ قرارداد', en: 'Contract cost headings' } },
  scope: 'company',
  fields: {
    ...contractLink,
    costOverId: { type: 'link', entity: 'costover', label: { fa: 'سرفصل هزینه', en: 'Cost heading' }, required: true },
    percent: { type: 'decimal', label: { fa: 'درصد', en: 'Percent' }, min: 0, max: 100 },
    amount: { type: 'money', label: { fa: 'مبلغ (ریال)', en: 'Amount (rials)' }, min: 0 },
    description: note,
  },
  titleField: 'description',
  searchFields: ['description'],
  list: { columns: ['costOverId', 'percent', 'amount', 'description', 'employerContractId'], filters: ['employerContractId', 'costOverId'] },
  activeFlag: false,
  menu: { url: EMPLOYER_CONTRACT_MENU, parent: 'EngineeringSystem', page: false },
});

/** The kinds of employer consideration (`EmployerConsideration/GetConsiderationTypeList`). */
export const CONSIDERATION_TYPES = [
  { value: 1, label: { fa: 'پاداش', en: 'Bonus' } },
  { value: 2, label: { fa: 'جریمه', en: 'Penalty' } },
  { value: 3, label: { fa: 'کسورات', en: 'Deduction' } },
  { value: 4, label: { fa: 'تعدیل', en: 'Adjustment' } },
] as const;

/**
 * ملاحظات کارفرما (spec "EmployerConsideration": `Add, Edite, Active, Inactive, ById, lists,
 * GetsByEmployerContractId, GetConsiderationTypeList, Delete`): a bonus, penalty, deduction or adjustment on a
 * contract.
 */
export const employerConsideration = defineEntity({
  name: 'employerconsideration',
  model: 'EmployerConsideration',
  table: 'employer_consideration',
  area: 'service',
  ...serviceRoutes(
    'EmployerConsideration',
    {
      create: ['POST', 'Add'],
      update: ['PUT', 'Edite'],
      activate: ['PUT', 'Active'],
      deactivate: ['PUT', 'Inactive'],
      getById: ['GET', 'GetEmployerConsiderationById', 'employerConsiderationId'],
      list: ['GET', 'GetEmployerConsiderationList'],
      getActives: ['GET', 'GetActiveEmployerConsiderationList'],
      remove: ['DELETE', 'Delete', 'employerConsiderationId'],
    },
    [{ kind: 'list', by: 'employerContractId', path: 'GetsByEmployerContractId', param: 'employerContractId' }],
  ),
  label: { singular: { fa: 'ملاحظهٔ کارفرما', en: 'Employer consideration' }, plural: { fa: 'ملاحظات کارفرما', en: 'Employer considerations' } },
  scope: 'company',
  fields: {
    ...contractLink,
    considerationType: { type: 'enum', options: CONSIDERATION_TYPES, label: { fa: 'نوع ملاحظه', en: 'Consideration type' }, required: true, default: 1 },
    considerationDate: { type: 'date', label: { fa: 'تاریخ', en: 'Date' } },
    amount: { type: 'money', label: { fa: 'مبلغ (ریال)', en: 'Amount (rials)' }, required: true, min: 0 },
    description: note,
  },
  titleField: 'description',
  searchFields: ['description'],
  list: { columns: ['considerationType', 'considerationDate', 'amount', 'description', 'employerContractId'], filters: ['employerContractId', 'considerationType'] },
  activeFlag: true,
  menu: { url: EMPLOYER_CONTRACT_MENU, parent: 'EngineeringSystem', page: false },
});
