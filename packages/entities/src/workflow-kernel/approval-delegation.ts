import { description } from '../base-data/common';
import { defineEntity } from '../definition';
import { baseDataRoutes } from '../routes';

export const DELEGATION_MENU = '/approval-delegation-2';

/**
 * تفویض تأیید: a user hands the approvals waiting for them to another user for a date range (both days included),
 * e.g. while on leave. The delegate sees the delegator's tasks in their inbox and decides them on the delegator's
 * behalf; history records both. Without an explicit delegator the caller delegates their own approvals.
 */
export const approvalDelegation = defineEntity({
  name: 'approvaldelegation',
  model: 'ApprovalDelegation',
  table: 'approval_delegation',
  area: 'workflow',
  ...baseDataRoutes('approvaldelegation', { area: 'workflow' }),
  label: { singular: { fa: 'تفویض تأیید', en: 'Approval delegation' }, plural: { fa: 'تفویض‌های تأیید', en: 'Approval delegations' } },
  scope: 'company',
  fields: {
    delegatorId: {
      type: 'link', entity: 'thirdparty', label: { fa: 'تفویض‌کننده', en: 'Delegator' },
      hint: { fa: 'خالی: خود شما', en: 'Empty: yourself' },
    },
    delegateId: { type: 'link', entity: 'thirdparty', label: { fa: 'جانشین', en: 'Delegate' }, required: true, hint: { fa: 'طرف حسابی که کاربر سامانه است', en: 'A third party who is a user' } },
    fromDate: { type: 'date', label: { fa: 'از تاریخ', en: 'From' }, required: true },
    toDate: { type: 'date', label: { fa: 'تا تاریخ', en: 'To' }, required: true, rangeStart: 'fromDate', hint: { fa: 'نه پیش از تاریخ شروع', en: 'Not before the start' } },
    description,
  },
  titleField: 'description',
  searchFields: ['description'],
  list: { columns: ['delegatorId', 'delegateId', 'fromDate', 'toDate', 'description'], filters: ['delegatorId', 'delegateId'] },
  activeFlag: true,
  menu: { url: DELEGATION_MENU, parent: 'BaseInformation', icon: 'users' },
});
