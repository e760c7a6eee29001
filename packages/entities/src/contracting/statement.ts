import type { EntityDefinition, FieldDefinition, Text } from '../definition';
import { defineEntity } from '../definition';
import { period } from '../engineering/project';
import { documentRoutes } from '../routes';
import { approvalFields, approvalLevelViews, approvalWorkflow, workflowStateField, type ApprovalLevel, type WorkflowDefinition } from '../workflow';
import { CONTRACTING, CONTRACTING_ROLES, description, quantity, rials } from './common';

/**
 * صورت‌وضعیت (progress statements, spec hr-aftersales-contracting §2 "Progress statements", §6): what a party's work
 * on a contract came to in a period. Its lines are the contract's items, each with the quantity done this period;
 * the rest (what earlier statements claimed, the cumulative quantity, the amount, the deductions and the payable
 * amount) is worked out by packages/domain's statement calculator on every save. A new statement without lines
 * starts with every item of its contract. An item's cumulative quantity may not pass the contract's without the
 * first manager's explicit approval of the overrun (`approveOverrun`); submitting refuses it (422 naming the items).
 *
 * Two of them, one shape (`statement()` below):
 * - the contractor's (`/contractor-status-statement-2`) against a contractor contract, through requester → senior
 *   expert → project manager → first manager (primary management) → second manager (final management), each level
 *   with its screen; `/manage-contractor-status-statement` lists the approved ones;
 * - the employer's (`/employer-status-statement-2`), the mirror: what the company claims from its employer against
 *   an employer contract's operations, through the project manager and the first manager.
 */

interface StatementSide {
  name: string;
  model: string;
  label: { singular: Text; plural: Text };
  /** the contract and its items */
  contract: { field: string; entity: string; label: Text; itemField: string; itemEntity: string; itemLabel: Text };
  party: { field: string; label: Text };
  url: string;
  levels: readonly ApprovalLevel[];
  /** a view of the approved statements */
  approvedPage?: { url: string; label: Text };
}

const statementStates = (levels: readonly ApprovalLevel[]): WorkflowDefinition => {
  const w = approvalWorkflow({
    requesterOnly: true,
    onReject: 'previous',
    labels: { submit: { fa: 'ارسال صورت‌وضعیت', en: 'Submit the statement' }, cancel: { fa: 'ابطال صورت‌وضعیت', en: 'Void the statement' } },
    levels,
  });
  const overrun = { fa: 'تأیید مازاد بر قرارداد', en: 'Approve the overrun' };
  return {
    ...w,
    transitions: [
      ...w.transitions,
      // the state stays; the step (with its reason) is the approval, and the hook marks the statement
      { action: 'approveOverrun', label: overrun, from: ['draft'], to: 'draft', who: { role: CONTRACTING_ROLES.firstManager }, comment: true },
      { action: 'approveOverrun', label: overrun, from: ['returned'], to: 'returned', who: { role: CONTRACTING_ROLES.firstManager }, comment: true },
    ],
  };
};

function statement(side: StatementSide): [EntityDefinition, EntityDefinition] {
  const workflow = statementStates(side.levels);
  const lineName = `${side.name}line`;
  const via = `${side.name === 'contractorstatement' ? 'contractorStatement' : 'employerStatement'}Id`;
  const money = (fa: string, en: string): FieldDefinition => ({ ...rials(fa, en), readOnly: true });
  const header = defineEntity({
    name: side.name,
    model: side.model,
    table: side.name.replace('statement', '_statement'),
    area: 'service',
    ...documentRoutes(side.name, 'service'),
    label: side.label,
    scope: 'company',
    fields: {
      code: { type: 'string', label: { fa: 'شمارهٔ صورت‌وضعیت', en: 'Statement number' }, unique: true, max: 20, format: 'code', readOnly: true },
      [side.contract.field]: { type: 'link', entity: side.contract.entity, label: side.contract.label, required: true },
      sequence: { type: 'int', label: { fa: 'شمارهٔ صورت‌وضعیت قرارداد', en: 'No. within the contract' }, readOnly: true },
      projectId: { type: 'link', entity: 'project', label: { fa: 'پروژه', en: 'Project' }, readOnly: true },
      [side.party.field]: { type: 'link', entity: 'thirdparty', label: side.party.label, readOnly: true },
      statementDate: { type: 'date', label: { fa: 'تاریخ صورت‌وضعیت', en: 'Statement date' }, required: true },
      startDate: { ...period.startDate, required: true },
      endDate: { ...period.endDate, required: true },
      description,
      grossAmount: money('مبلغ ناخالص (ریال)', 'Gross amount (rials)'),
      advanceRepayment: money('استهلاک پیش‌پرداخت (ریال)', 'Advance repayment (rials)'),
      retention: money('حسن انجام کار (ریال)', 'Retention (rials)'),
      insurance: money('کسر بیمه (ریال)', 'Insurance (rials)'),
      tax: money('کسر مالیات (ریال)', 'Tax (rials)'),
      totalDeductions: money('جمع کسورات (ریال)', 'Total deductions (rials)'),
      payableAmount: money('مبلغ قابل پرداخت (ریال)', 'Payable (rials)'),
      overrunApproved: { type: 'boolean', label: { fa: 'مازاد بر قرارداد تأیید شده', en: 'Overrun approved' }, readOnly: true, default: false },
      status: workflowStateField(workflow.states, 'draft'),
      ...approvalFields(),
    },
    titleField: 'code',
    searchFields: ['code', 'description'],
    list: {
      columns: ['code', side.contract.field, 'sequence', 'projectId', side.party.field, 'statementDate', 'grossAmount', 'payableAmount', 'status', 'approvalLevel'],
      filters: [side.contract.field, 'projectId', side.party.field, 'status', 'approvalLevel', 'statementDate'],
      sort: { field: 'id', direction: 'desc' },
    },
    form: {
      sections: [
        { fields: [side.contract.field, 'statementDate', 'startDate', 'endDate', 'description', 'sequence', 'projectId', side.party.field] },
        {
          title: { fa: 'مبالغ و کسورات', en: 'Amounts and deductions' },
          fields: ['grossAmount', 'advanceRepayment', 'retention', 'insurance', 'tax', 'totalDeductions', 'payableAmount', 'overrunApproved'],
        },
      ],
    },
    lines: { entity: lineName, via, label: { fa: 'ردیف‌های کار انجام‌شده', en: 'Work done' } },
    workflow,
    views: [
      ...approvalLevelViews(workflow),
      ...(side.approvedPage
        ? [{ where: { status: 3 }, label: side.approvedPage.label, page: { url: side.approvedPage.url, parent: CONTRACTING, icon: 'file-certificate' } }]
        : []),
    ],
    financialYear: { dateField: 'statementDate' },
    activeFlag: false,
    code: { field: 'code', width: 6 },
    menu: { url: side.url, parent: CONTRACTING, icon: 'file-certificate', formPages: { create: 'create', edit: '$id' } },
  });
  const line = defineEntity({
    name: lineName,
    model: `${side.model}Line`,
    table: `${header.table}_line`,
    area: 'service',
    basePath: `/api/service/v1/${lineName}`,
    routes: {},
    label: { singular: { fa: 'ردیف صورت‌وضعیت', en: 'Statement item' }, plural: { fa: 'ردیف‌های صورت‌وضعیت', en: 'Statement items' } },
    scope: 'company',
    fields: {
      [via]: { type: 'link', entity: side.name, label: { fa: 'صورت‌وضعیت', en: 'Statement' }, required: true },
      [side.contract.itemField]: { type: 'link', entity: side.contract.itemEntity, label: side.contract.itemLabel, required: true, uniqueWithin: via },
      operationInfoId: { type: 'link', entity: 'operationinfo', label: { fa: 'عملیات', en: 'Operation' }, readOnly: true },
      unitId: { type: 'link', entity: 'measureunit', label: { fa: 'واحد', en: 'Unit' }, readOnly: true },
      contractQuantity: { ...quantity('مقدار قرارداد', 'Contract quantity'), readOnly: true },
      previousQuantity: { ...quantity('مقدار قبلی', 'Previously claimed'), readOnly: true },
      quantity: quantity('مقدار این دوره', 'Quantity this period', { required: true }),
      cumulativeQuantity: { ...quantity('مقدار تجمعی', 'Cumulative quantity'), readOnly: true },
      unitPrice: { ...rials('بهای واحد (ریال)', 'Unit price (rials)'), readOnly: true },
      amount: { ...rials('مبلغ (ریال)', 'Amount (rials)'), readOnly: true },
      overrun: { ...quantity('مازاد بر قرارداد', 'Over the contract'), readOnly: true },
      // the overrun the first manager approved (approveOverrun): submitting needs each overrun within it
      approvedOverrun: { ...quantity('مازاد تأییدشده', 'Approved overrun'), readOnly: true },
      note: { type: 'string', label: { fa: 'یادداشت', en: 'Note' }, max: 300 },
    },
    titleField: 'note',
    searchFields: ['note'],
    list: {
      columns: [side.contract.itemField, 'unitId', 'contractQuantity', 'previousQuantity', 'quantity', 'cumulativeQuantity', 'unitPrice', 'amount', 'overrun', 'note'],
      sort: { field: 'id', direction: 'asc' },
    },
    activeFlag: false,
    menu: { url: side.url, parent: CONTRACTING, page: false },
  });
  return [header, line];
}

const level = (key: string, fa: string, en: string, approver: ApprovalLevel['approver'], url?: string, pageFa?: string, pageEn?: string): ApprovalLevel => ({
  key, label: { fa, en }, approver, quorum: 'any', deadlineHours: 72,
  ...(url ? { page: { url, parent: CONTRACTING, icon: 'file-certificate', label: { fa: pageFa!, en: pageEn! } } } : {}),
});

export const [contractorStatement, contractorStatementLine] = statement({
  name: 'contractorstatement',
  model: 'ContractorStatement',
  label: { singular: { fa: 'صورت‌وضعیت پیمانکار', en: 'Contractor progress statement' }, plural: { fa: 'صورت‌وضعیت‌های پیمانکاران', en: 'Contractor progress statements' } },
  contract: {
    field: 'contractorContractId', entity: 'contractorcontract', label: { fa: 'قرارداد پیمانکار', en: 'Contractor contract' },
    itemField: 'contractorContractLineId', itemEntity: 'contractorcontractline', itemLabel: { fa: 'ردیف قرارداد', en: 'Contract item' },
  },
  party: { field: 'contractorId', label: { fa: 'پیمانکار', en: 'Contractor' } },
  url: '/contractor-status-statement-2',
  levels: [
    level('seniorExpert', 'کارشناس ارشد', 'Senior expert', { role: CONTRACTING_ROLES.seniorExpert },
      '/contractor-status-statement-management-2', 'بررسی صورت‌وضعیت‌ها (کارشناس ارشد)', 'Statements: senior expert'),
    level('projectManager', 'مدیر پروژه', 'Project manager', { person: 'projectId.managerId' },
      '/contractor-status-statement-project-management-2', 'تأیید صورت‌وضعیت‌ها (مدیر پروژه)', 'Statements: project manager'),
    level('firstManager', 'مدیر اول', 'First manager', { role: CONTRACTING_ROLES.firstManager },
      '/contractor-Status-statement-primary-management-2', 'مدیریت اولیهٔ صورت‌وضعیت‌ها', 'Statements: primary management'),
    level('secondManager', 'مدیر دوم', 'Second manager', { role: CONTRACTING_ROLES.secondManager },
      '/contractor-Status-statement-final-management-2', 'مدیریت نهایی صورت‌وضعیت‌ها', 'Statements: final management'),
  ],
  approvedPage: { url: '/manage-contractor-status-statement', label: { fa: 'صورت‌وضعیت‌های تأییدشده', en: 'Approved statements' } },
});

export const [employerStatement, employerStatementLine] = statement({
  name: 'employerstatement',
  model: 'EmployerStatement',
  label: { singular: { fa: 'صورت‌وضعیت کارفرما', en: 'Employer progress statement' }, plural: { fa: 'صورت‌وضعیت‌های کارفرما', en: 'Employer progress statements' } },
  contract: {
    field: 'employerContractId', entity: 'employercontract', label: { fa: 'قرارداد کارفرما', en: 'Employer contract' },
    itemField: 'projectOperationId', itemEntity: 'projectoperation', itemLabel: { fa: 'عملیات قرارداد', en: 'Contract operation' },
  },
  party: { field: 'employerId', label: { fa: 'کارفرما', en: 'Employer' } },
  url: '/employer-status-statement-2',
  levels: [
    level('projectManager', 'مدیر پروژه', 'Project manager', { person: 'projectId.managerId' }),
    level('firstManager', 'مدیر اول', 'First manager', { role: CONTRACTING_ROLES.firstManager }),
  ],
});
