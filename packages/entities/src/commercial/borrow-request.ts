import { description } from '../base-data/common';
import { defineEntity } from '../definition';
import { documentRoutes } from '../routes';
import { approvalFields, approvalLevelViews, workflowStateField, type WorkflowDefinition } from '../workflow';
import { SUPPLY_ROLES } from './supply-goods';

/**
 * درخواست امانت کالا (spec hr-aftersales-contracting §2 "Borrowing and supply"): a requester borrows goods for a
 * project from one cost centre to another until a return date. The supply unit approves or sends the request back,
 * and later records that the goods came back. The requester's list is /request-of-borrow-product-2; the supply
 * unit's screen is /manage-borrow-request-2, a view of the same documents waiting for it.
 *
 * The second workflow document on the kernel, written as docs/modules.md says: this file (definition and labels)
 * and one line in the area's manifest; its hooks (apps/api/src/modules/commercial) only say that the two cost
 * centres differ and copy a warehouse product's name and unit onto its line. No screens, no hand-written API.
 */

const states = [
  { key: 'draft', value: 1, label: { fa: 'پیش‌نویس', en: 'Draft' }, editable: true, color: 'gray' },
  { key: 'inApproval', value: 2, label: { fa: 'در انتظار واحد تأمین', en: 'Awaiting the supply unit' }, color: 'blue' },
  { key: 'lent', value: 3, label: { fa: 'تحویل به امانت', en: 'Lent' }, color: 'green' },
  { key: 'sentBack', value: 4, label: { fa: 'برگشت به درخواست‌کننده', en: 'Sent back to requester' }, editable: true, color: 'orange' },
  { key: 'cancelled', value: 5, label: { fa: 'لغوشده', en: 'Cancelled' }, color: 'red' },
  { key: 'returned', value: 6, label: { fa: 'بازگشت کالا', en: 'Goods returned' }, color: 'teal' },
] as const;

const workflow: WorkflowDefinition = {
  field: 'status',
  initial: 'draft',
  states,
  transitions: [
    { action: 'submit', label: { fa: 'ارسال برای تأیید', en: 'Submit for approval' }, from: ['draft', 'sentBack'], to: 'inApproval', who: { requester: true }, startsApproval: true },
    { action: 'cancel', label: { fa: 'لغو درخواست', en: 'Cancel the request' }, from: ['draft', 'sentBack'], to: 'cancelled', who: { requester: true }, comment: true },
    { action: 'markReturned', label: { fa: 'ثبت بازگشت کالا', en: 'Record the goods returned' }, from: ['lent'], to: 'returned', who: { role: SUPPLY_ROLES.supplyUnit } },
  ],
  approval: {
    during: 'inApproval',
    approved: 'lent',
    returnedTo: 'sentBack',
    onReject: 'requester',
    levelField: 'approvalLevel',
    roundField: 'approvalRound',
    levels: [
      {
        key: 'supplyUnit', label: { fa: 'واحد تأمین', en: 'Supply unit' }, approver: { role: SUPPLY_ROLES.supplyUnit }, quorum: 'any', deadlineHours: 24,
        escalateTo: { role: SUPPLY_ROLES.seniorExpert },
        page: { url: '/manage-borrow-request-2', parent: 'CommercialSystem', icon: 'truck', label: { fa: 'مدیریت درخواست‌های امانت', en: 'Borrow requests: supply unit' } },
      },
    ],
  },
};

export const borrowRequest = defineEntity({
  name: 'borrowrequest',
  model: 'BorrowRequest',
  table: 'borrow_request',
  area: 'commercial',
  ...documentRoutes('borrowrequest', 'commercial'),
  label: { singular: { fa: 'درخواست امانت کالا', en: 'Borrow request' }, plural: { fa: 'درخواست‌های امانت کالا', en: 'Borrow requests' } },
  scope: 'company',
  fields: {
    code: { type: 'string', label: { fa: 'شمارهٔ درخواست', en: 'Request number' }, unique: true, max: 20, format: 'code', readOnly: true },
    requestDate: { type: 'date', label: { fa: 'تاریخ درخواست', en: 'Request date' }, required: true },
    projectId: { type: 'link', entity: 'project', label: { fa: 'پروژه', en: 'Project' }, required: true },
    // the goods go from one cost centre to another and come back (another than the lender: 400 on the borrower)
    fromCostCenterId: { type: 'link', entity: 'costcenter', label: { fa: 'مرکز هزینهٔ امانت‌دهنده', en: 'Lending cost centre' }, required: true },
    toCostCenterId: { type: 'link', entity: 'costcenter', label: { fa: 'مرکز هزینهٔ امانت‌گیرنده', en: 'Borrowing cost centre' }, required: true },
    returnBy: { type: 'date', label: { fa: 'تاریخ بازگرداندن', en: 'Return by' }, required: true },
    description,
    status: workflowStateField(states, 'draft'),
    ...approvalFields(),
  },
  titleField: 'code',
  searchFields: ['code', 'description'],
  list: { columns: ['code', 'requestDate', 'projectId', 'fromCostCenterId', 'toCostCenterId', 'returnBy', 'status'], filters: ['projectId', 'fromCostCenterId', 'toCostCenterId', 'status', 'approvalLevel'] },
  form: { sections: [{ fields: ['requestDate', 'projectId', 'fromCostCenterId', 'toCostCenterId', 'returnBy', 'description'] }] },
  lines: { entity: 'borrowrequestline', via: 'borrowRequestId', label: { fa: 'کالاهای امانی', en: 'Goods borrowed' }, min: 1 },
  workflow,
  views: approvalLevelViews(workflow),
  financialYear: { dateField: 'requestDate' },
  activeFlag: false,
  code: { field: 'code', width: 6 },
  menu: { url: '/request-of-borrow-product-2', parent: 'CommercialSystem', icon: 'truck', formPages: { create: 'create', edit: '$id' } },
});

/** One borrowed item: what, in which unit, how many. */
export const borrowRequestLine = defineEntity({
  name: 'borrowrequestline',
  model: 'BorrowRequestLine',
  table: 'borrow_request_line',
  area: 'commercial',
  basePath: '/api/commercial/v1/borrowrequestline',
  routes: {},
  label: { singular: { fa: 'کالای امانی', en: 'Borrowed goods' }, plural: { fa: 'کالاهای امانی', en: 'Borrowed goods' } },
  scope: 'company',
  fields: {
    borrowRequestId: { type: 'link', entity: 'borrowrequest', label: { fa: 'درخواست', en: 'Request' }, required: true },
    // a warehouse product (its name and unit copied on save), or goods named in text with their unit
    goodsId: { type: 'link', entity: 'product', label: { fa: 'کالای انبار', en: 'Warehouse product' } },
    goodsName: { type: 'string', label: { fa: 'شرح کالا', en: 'Goods' }, required: true, when: { field: 'goodsId', in: [''] }, max: 200 },
    measureUnitId: { type: 'link', entity: 'measureunit', label: { fa: 'واحد', en: 'Unit' }, required: true, when: { field: 'goodsId', in: [''] } },
    quantity: { type: 'decimal', label: { fa: 'مقدار', en: 'Quantity' }, required: true, min: 0.0001 },
    note: { type: 'string', label: { fa: 'یادداشت', en: 'Note' }, max: 300 },
  },
  titleField: 'goodsName',
  searchFields: ['goodsName'],
  list: { columns: ['goodsId', 'goodsName', 'measureUnitId', 'quantity', 'note'], sort: { field: 'id', direction: 'asc' } },
  activeFlag: false,
  menu: { url: '/request-of-borrow-product-2', parent: 'CommercialSystem', page: false },
});
