import { defineEntity } from '../definition';
import { options } from '../hr/common';
import { period } from '../engineering/project';
import { documentRoutes } from '../routes';
import { approvalFields, approvalLevelViews, approvalWorkflow, workflowStateField } from '../workflow';
import { CONTRACTING, CONTRACTING_ROLES, description, quantity, rials } from './common';

/**
 * درخواست قرارداد (spec hr-aftersales-contracting §2 "Contract requests", §6: requester → senior expert → project
 * manager). A request to sign a contract with a contractor (`/contractor-request-management-2`) or an employer
 * (`/employer-contract-request-2`, the same documents of that kind), with its items; the senior expert's and the
 * project manager's screens list what waits for them. Its approval writes the contract (a contractor contract with
 * its items, or an employer contract with its operations), which the request then names.
 *
 * درخواست پاداش (`/request-reward-2`): a reward (bonus) asked for a contractor on a contract, through the same chain.
 */

export const CONTRACT_REQUEST_KIND = { contractor: 1, employer: 2 } as const;

const page = (url: string, fa: string, en: string) => ({ url, parent: CONTRACTING, icon: 'file-invoice', label: { fa, en } });

const seniorExpert = { key: 'seniorExpert', label: { fa: 'کارشناس ارشد', en: 'Senior expert' }, approver: { role: CONTRACTING_ROLES.seniorExpert }, quorum: 'any', deadlineHours: 48 } as const;
const projectManager = { key: 'projectManager', label: { fa: 'مدیر پروژه', en: 'Project manager' }, approver: { person: 'projectId.managerId' }, quorum: 'any', deadlineHours: 48 } as const;

const requestWorkflow = approvalWorkflow({
  requesterOnly: true,
  onReject: 'previous',
  labels: { approved: { fa: 'تأییدشده (قرارداد ثبت شد)', en: 'Approved (contract written)' } },
  levels: [
    { ...seniorExpert, page: page('/contractor-contract-request-management-2', 'بررسی درخواست‌های قرارداد (کارشناس ارشد)', 'Contract requests: senior expert') },
    { ...projectManager, page: page('/contractor-contract-request-by-project-manager-2', 'تأیید درخواست‌های قرارداد (مدیر پروژه)', 'Contract requests: project manager') },
  ],
});

export const contractRequest = defineEntity({
  name: 'contractrequest',
  model: 'ContractRequest',
  table: 'contract_request',
  area: 'service',
  ...documentRoutes('contractrequest', 'service'),
  label: { singular: { fa: 'درخواست قرارداد', en: 'Contract request' }, plural: { fa: 'درخواست‌های قرارداد', en: 'Contract requests' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'شمارهٔ درخواست', en: 'Request number' }, unique: true, max: 20, format: 'code', readOnly: true },
    kind: {
      type: 'enum', label: { fa: 'طرف قرارداد', en: 'Contract with' }, required: true, default: CONTRACT_REQUEST_KIND.contractor,
      options: options([CONTRACT_REQUEST_KIND.contractor, 'پیمانکار', 'A contractor'], [CONTRACT_REQUEST_KIND.employer, 'کارفرما', 'An employer']),
    },
    requestDate: { type: 'date', label: { fa: 'تاریخ درخواست', en: 'Request date' }, required: true },
    title: { type: 'string', label: { fa: 'عنوان قرارداد', en: 'Contract title' }, required: true, max: 200 },
    projectId: { type: 'link', entity: 'project', label: { fa: 'پروژه', en: 'Project' }, required: true },
    partyId: {
      type: 'link', entity: 'thirdparty', label: { fa: 'پیمانکار یا کارفرما', en: 'Contractor or employer' }, required: true,
      hint: { fa: 'طرف حسابی با نقش پیمانکار یا کارفرما، به تناسب طرف قرارداد', en: 'A third party with the contractor or employer role, as the kind says' },
    },
    ...period,
    description,
    totalAmount: { ...rials('مبلغ برآوردی (ریال)', 'Estimated amount (rials)'), readOnly: true, computed: { sum: 'amount' } },
    status: workflowStateField(requestWorkflow.states, 'draft'),
    ...approvalFields(),
    contractorContractId: { type: 'link', entity: 'contractorcontract', label: { fa: 'قرارداد پیمانکار', en: 'Contractor contract' }, readOnly: true },
    employerContractId: { type: 'link', entity: 'employercontract', label: { fa: 'قرارداد کارفرما', en: 'Employer contract' }, readOnly: true },
  },
  titleField: 'title',
  searchFields: ['title', 'code'],
  list: {
    columns: ['code', 'kind', 'requestDate', 'title', 'projectId', 'partyId', 'totalAmount', 'status', 'approvalLevel'],
    filters: ['kind', 'projectId', 'partyId', 'status', 'approvalLevel', 'requestDate'],
    sort: { field: 'id', direction: 'desc' },
  },
  form: { sections: [{ fields: ['kind', 'requestDate', 'title', 'projectId', 'partyId', 'startDate', 'endDate', 'description', 'contractorContractId', 'employerContractId'] }] },
  lines: { entity: 'contractrequestline', via: 'contractRequestId', label: { fa: 'ردیف‌های پیشنهادی', en: 'Proposed items' }, min: 1 },
  workflow: requestWorkflow,
  views: [
    ...approvalLevelViews(requestWorkflow),
    { where: { kind: CONTRACT_REQUEST_KIND.employer }, label: { fa: 'درخواست‌های قرارداد کارفرما', en: 'Employer contract requests' }, page: { url: '/employer-contract-request-2', parent: CONTRACTING, icon: 'file-invoice' } },
  ],
  financialYear: { dateField: 'requestDate' },
  activeFlag: false,
  code: { field: 'code', width: 6 },
  menu: { url: '/contractor-request-management-2', parent: CONTRACTING, icon: 'file-invoice', formPages: { create: 'create', edit: '$id' } },
});

export const contractRequestLine = defineEntity({
  name: 'contractrequestline',
  model: 'ContractRequestLine',
  table: 'contract_request_line',
  area: 'service',
  basePath: '/api/service/v1/contractrequestline',
  routes: {},
  label: { singular: { fa: 'ردیف پیشنهادی', en: 'Proposed item' }, plural: { fa: 'ردیف‌های پیشنهادی', en: 'Proposed items' } },
  scope: 'company',
  fields: {
    contractRequestId: { type: 'link', entity: 'contractrequest', label: { fa: 'درخواست', en: 'Request' }, required: true },
    operationInfoId: { type: 'link', entity: 'operationinfo', label: { fa: 'عملیات', en: 'Operation' }, required: true, uniqueWithin: 'contractRequestId' },
    unitId: { type: 'link', entity: 'measureunit', label: { fa: 'واحد', en: 'Unit' }, required: true },
    quantity: quantity('مقدار', 'Quantity', { required: true, min: 0.0001 }),
    unitPrice: rials('بهای واحد پیشنهادی (ریال)', 'Proposed unit price (rials)', { required: true }),
    amount: { ...rials('مبلغ (ریال)', 'Amount (rials)'), readOnly: true, computed: { product: ['quantity', 'unitPrice'] } },
    note: { type: 'string', label: { fa: 'یادداشت', en: 'Note' }, max: 300 },
  },
  titleField: 'note',
  searchFields: ['note'],
  list: { columns: ['operationInfoId', 'unitId', 'quantity', 'unitPrice', 'amount', 'note'], sort: { field: 'id', direction: 'asc' } },
  activeFlag: false,
  menu: { url: '/contractor-request-management-2', parent: CONTRACTING, page: false },
});

const rewardWorkflow = approvalWorkflow({
  requesterOnly: true,
  onReject: 'previous',
  labels: { approved: { fa: 'تأییدشده', en: 'Approved' } },
  levels: [seniorExpert, projectManager],
});

export const rewardRequest = defineEntity({
  name: 'rewardrequest',
  model: 'RewardRequest',
  table: 'reward_request',
  area: 'service',
  ...documentRoutes('rewardrequest', 'service'),
  label: { singular: { fa: 'درخواست پاداش', en: 'Reward request' }, plural: { fa: 'درخواست‌های پاداش', en: 'Reward requests' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'شمارهٔ درخواست', en: 'Request number' }, unique: true, max: 20, format: 'code', readOnly: true },
    requestDate: { type: 'date', label: { fa: 'تاریخ درخواست', en: 'Request date' }, required: true },
    contractorContractId: { type: 'link', entity: 'contractorcontract', label: { fa: 'قرارداد پیمانکار', en: 'Contractor contract' }, required: true },
    projectId: { type: 'link', entity: 'project', label: { fa: 'پروژه', en: 'Project' }, readOnly: true },
    amount: rials('مبلغ پاداش (ریال)', 'Reward (rials)', { required: true, min: 1 }),
    reason: { type: 'string', label: { fa: 'دلیل پاداش', en: 'Reason' }, required: true, max: 500 },
    status: workflowStateField(rewardWorkflow.states, 'draft'),
    ...approvalFields(),
  },
  titleField: 'code',
  searchFields: ['code', 'reason'],
  list: {
    columns: ['code', 'requestDate', 'contractorContractId', 'projectId', 'amount', 'status', 'approvalLevel'],
    filters: ['contractorContractId', 'projectId', 'status', 'approvalLevel'],
    sort: { field: 'id', direction: 'desc' },
  },
  form: { sections: [{ fields: ['requestDate', 'contractorContractId', 'projectId', 'amount', 'reason'] }] },
  workflow: rewardWorkflow,
  financialYear: { dateField: 'requestDate' },
  activeFlag: false,
  code: { field: 'code', width: 6 },
  menu: { url: '/request-reward-2', parent: CONTRACTING, icon: 'award' },
});
