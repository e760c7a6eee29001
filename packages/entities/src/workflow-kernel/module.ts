import { defineModule } from '../module';
import { approvalDelegation } from './approval-delegation';

/**
 * The workflow kernel's own pages (api/workflow/v1): the inbox (کارتابل) of every approval waiting for the user,
 * and approval delegations.
 */
export const workflowModule = defineModule({
  name: 'workflow',
  label: { fa: 'کارتابل و گردش کار', en: 'Inbox and workflow' },
  entities: [approvalDelegation],
  menuOrder: 90,
  pages: [{ name: 'Inbox', url: '/inbox-2', parent: 'BaseInformation', order: 990, icon: 'list-check', label: { fa: 'کارتابل', en: 'Inbox' }, actions: ['Confirm'] }],
});
