import type { AttachmentsDefinition, FieldDefinition, ParentMenu, Text } from '../definition';
import type { ApprovalLevel, WorkflowDefinition, WorkflowState, WorkflowTransition } from '../workflow';

/** What leave and missions share: their pages, roles, the request workflow and its manager level. */

export const HR_MENU: ParentMenu = 'HumanResourceInformation';

/** A person's own requests (attendance corrections, leave, missions) in tabs. */
export const PERSONNEL_REQUESTS_URL = '/personnel-requests-2';
/** Missions and their vehicles, residences and per-diem currency, in tabs. */
export const MISSION_MANAGEMENT_URL = '/mission-management-2';

/**
 * The roles the requests name: the HR manager approves when a person's department has no manager who is a user
 * (the chain's fallback), the mission unit decides a mission's items and its payment.
 */
export const LEAVE_MISSION_ROLES = { hrManager: 'HrManager', missionUnit: 'MissionUnit' } as const;

/** The department manager of the request's person (a third party who is a user), else the HR manager role. */
export function managerLevel(personPath: string): ApprovalLevel {
  return {
    key: 'manager',
    label: { fa: 'مدیر واحد', en: 'Department manager' },
    approver: { person: `${personPath}.departmentId.managerId.thirdPartyId`, otherwise: { role: LEAVE_MISSION_ROLES.hrManager } },
    quorum: 'any',
    deadlineHours: 72,
    escalateTo: { role: LEAVE_MISSION_ROLES.hrManager },
  };
}

export const REQUEST_STATE = { draft: 1, inApproval: 2, approved: 3, returned: 4, cancelled: 5, rejected: 6, confirmedForPayment: 7, paid: 8 } as const;

const states: WorkflowState[] = [
  { key: 'draft', value: 1, label: { fa: 'پیش‌نویس', en: 'Draft' }, editable: true, color: 'gray' },
  { key: 'inApproval', value: 2, label: { fa: 'در انتظار بررسی', en: 'Pending review' }, color: 'blue' },
  { key: 'approved', value: 3, label: { fa: 'تأییدشده', en: 'Approved' }, color: 'green' },
  { key: 'returned', value: 4, label: { fa: 'برگشت به درخواست‌کننده', en: 'Returned to requester' }, editable: true, color: 'orange' },
  { key: 'cancelled', value: 5, label: { fa: 'لغوشده', en: 'Cancelled' }, color: 'gray' },
  { key: 'rejected', value: 6, label: { fa: 'ردشده', en: 'Rejected' }, color: 'red' },
];

/**
 * A request's workflow (leave, mission, and the extension of either): draft → submit (with a confirmation; the
 * requester hears "pending review") → the department manager confirms, returns it to the requester (who edits and
 * submits again) or rejects it for good; the requester cancels a draft, a returned or an approved request. `extra`
 * adds states and steps (a mission's payment).
 */
export function requestWorkflow(o: {
  personPath: string;
  submit?: Text;
  approved?: Text;
  cancelFields?: readonly string[];
  extraStates?: readonly WorkflowState[];
  extraTransitions?: readonly WorkflowTransition[];
  cancelFrom?: readonly string[];
}): WorkflowDefinition {
  return {
    field: 'status',
    initial: 'draft',
    states: [...states.map((s) => (s.key === 'approved' && o.approved ? { ...s, label: o.approved } : s)), ...(o.extraStates ?? [])],
    transitions: [
      { action: 'submit', label: o.submit ?? { fa: 'ارسال درخواست', en: 'Submit' }, from: ['draft', 'returned'], to: 'inApproval', who: { requester: true }, startsApproval: true },
      {
        action: 'cancel', label: { fa: 'لغو درخواست', en: 'Cancel' }, from: o.cancelFrom ?? ['draft', 'returned', 'approved'], to: 'cancelled',
        who: { requester: true }, comment: true, ...(o.cancelFields ? { fields: o.cancelFields } : {}),
      },
      ...(o.extraTransitions ?? []),
    ],
    approval: {
      during: 'inApproval', approved: 'approved', returnedTo: 'returned', rejected: 'rejected', onReject: 'requester',
      levelField: 'approvalLevel', roundField: 'approvalRound', levels: [managerLevel(o.personPath)],
    },
  };
}

export const personnelLink = {
  type: 'link', entity: 'personnel', label: { fa: 'پرسنل', en: 'Personnel' },
  hint: { fa: 'خالی: پرسنلی که خودتان هستید', en: 'Empty: your own personnel record' },
} as const satisfies FieldDefinition;

export const description = { type: 'text', label: { fa: 'توضیحات', en: 'Description' }, max: 2000 } as const satisfies FieldDefinition;
export const managerDescription = {
  type: 'text', label: { fa: 'توضیحات مدیر', en: "Manager's description" }, max: 2000, readOnly: true,
  hint: { fa: 'نظر تأییدکننده هنگام تأیید، برگشت یا رد', en: "The approver's comment when confirming, returning or rejecting" },
} as const satisfies FieldDefinition;

export const date = (fa: string, en: string, extra: Partial<{ required: boolean; rangeStart: string; readOnly: boolean }> = {}) =>
  ({ type: 'date', label: { fa, en }, ...extra }) as const satisfies FieldDefinition;
export const time = (fa: string, en: string, extra: Partial<{ required: boolean; when: { field: string; in: readonly number[] } }> = {}) =>
  ({ type: 'time', label: { fa, en }, ...extra }) as const satisfies FieldDefinition;

export const documents: AttachmentsDefinition = {
  label: { fa: 'مستندات', en: 'Documents' },
  titleRequired: false,
  max: 20,
};
