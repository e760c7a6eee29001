import { defineEntity } from '../definition';
import { period } from '../engineering/project';
import { baseDataRoutes } from '../routes';
import { CONTRACTING, description, quantity, rials, statementTerms } from './common';

/**
 * قرارداد پیمانکار (spec hr-aftersales-contracting §2 "Contract requests", `/contractor-contract-2`): a contract
 * with a contractor on a project: its items (an operation, its unit, the contract quantity and unit price) and its
 * terms for progress statements. Written by hand, or by the approval of a contract request (which it names).
 * The quantities its statements have claimed bound it: a line cannot drop below them (apps/api/src/modules/contracting).
 */
export const contractorContract = defineEntity({
  name: 'contractorcontract',
  model: 'ContractorContract',
  table: 'contractor_contract',
  area: 'service',
  ...baseDataRoutes('contractorcontract', { area: 'service' }),
  label: { singular: { fa: 'قرارداد پیمانکار', en: 'Contractor contract' }, plural: { fa: 'قراردادهای پیمانکاران', en: 'Contractor contracts' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'شمارهٔ قرارداد', en: 'Contract number' }, unique: true, max: 20, format: 'code', readOnly: true },
    title: { type: 'string', label: { fa: 'عنوان قرارداد', en: 'Contract title' }, required: true, max: 200 },
    projectId: { type: 'link', entity: 'project', label: { fa: 'پروژه', en: 'Project' }, required: true },
    contractorId: { type: 'link', entity: 'thirdparty', view: 'getContractors', label: { fa: 'پیمانکار', en: 'Contractor' }, required: true },
    contractDate: { type: 'date', label: { fa: 'تاریخ قرارداد', en: 'Contract date' }, required: true },
    ...period,
    ...statementTerms,
    totalAmount: { ...rials('مبلغ قرارداد (ریال)', 'Contract amount (rials)'), readOnly: true, computed: { sum: 'amount' } },
    contractRequestId: { type: 'link', entity: 'contractrequest', label: { fa: 'درخواست قرارداد', en: 'Contract request' }, readOnly: true },
    description,
  },
  titleField: 'title',
  searchFields: ['title', 'code'],
  list: {
    columns: ['code', 'title', 'projectId', 'contractorId', 'contractDate', 'totalAmount', 'contractRequestId'],
    filters: ['projectId', 'contractorId', 'contractDate'],
    sort: { field: 'id', direction: 'desc' },
  },
  form: {
    sections: [
      { fields: ['title', 'projectId', 'contractorId', 'contractDate', 'startDate', 'endDate', 'description', 'contractRequestId'] },
      { title: { fa: 'شرایط صورت‌وضعیت', en: 'Statement terms' }, fields: ['advancePayment', 'advanceRepaymentPercent', 'retentionPercent', 'insurancePercent', 'taxPercent'] },
    ],
  },
  lines: { entity: 'contractorcontractline', via: 'contractorContractId', label: { fa: 'ردیف‌های قرارداد', en: 'Contract items' }, min: 1 },
  activeFlag: true,
  code: { field: 'code', width: 5 },
  menu: { url: '/contractor-contract-2', parent: CONTRACTING, icon: 'file-invoice', formPages: { create: 'create', edit: '$id' } },
});

/** An item of a contractor's contract: the operation, its unit, the contract quantity and unit price; its title is the operation's name. */
export const contractorContractLine = defineEntity({
  name: 'contractorcontractline',
  model: 'ContractorContractLine',
  table: 'contractor_contract_line',
  area: 'service',
  basePath: '/api/service/v1/contractorcontractline',
  routes: {},
  label: { singular: { fa: 'ردیف قرارداد پیمانکار', en: 'Contract item' }, plural: { fa: 'ردیف‌های قرارداد پیمانکار', en: 'Contract items' } },
  scope: 'company',
  fields: {
    contractorContractId: { type: 'link', entity: 'contractorcontract', label: { fa: 'قرارداد', en: 'Contract' }, required: true },
    operationInfoId: { type: 'link', entity: 'operationinfo', label: { fa: 'عملیات', en: 'Operation' }, required: true, uniqueWithin: 'contractorContractId' },
    title: { type: 'string', label: { fa: 'شرح ردیف', en: 'Item' }, max: 250, readOnly: true },
    unitId: { type: 'link', entity: 'measureunit', label: { fa: 'واحد', en: 'Unit' }, required: true },
    quantity: quantity('مقدار قرارداد', 'Contract quantity', { required: true, min: 0.0001 }),
    unitPrice: rials('بهای واحد (ریال)', 'Unit price (rials)', { required: true }),
    amount: { ...rials('مبلغ (ریال)', 'Amount (rials)'), readOnly: true, computed: { product: ['quantity', 'unitPrice'] } },
  },
  titleField: 'title',
  searchFields: ['title'],
  list: { columns: ['operationInfoId', 'unitId', 'quantity', 'unitPrice', 'amount'], sort: { field: 'id', direction: 'asc' } },
  activeFlag: false,
  menu: { url: '/contractor-contract-2', parent: CONTRACTING, page: false },
});
