import type { EntityDefinition, EnumField, NumberField, ParentMenu, Text, ViewDefinition } from './definition';

/**
 * A document's workflow, declared on its definition (DESIGN.md "A module, after the kernel"): the states it moves
 * through, the transitions between them (each an action served as `POST {base}/{action}` with `{id, version,
 * comment?}`), and an optional approval chain of ordered levels. Plain data: the API runs it (core/workflow), the
 * web app draws its buttons, history and inbox from it.
 */

/** One state of a document. Its `value` is what the status column holds (an enum field, so lists filter on it). */
export interface WorkflowState {
  key: string;
  value: number;
  label: Text;
  /** the document may be edited (header and lines) and deleted in this state; outside it only actions change it */
  editable?: boolean;
  /** a colour for the state's badge (a Mantine colour name) */
  color?: string;
}

/**
 * Who may take a step, beyond holding the action on the document's menu: the document's requester (the user who
 * created it), a holder of a role (by its name), or the person a path of links leads to from the document
 * (`projectId.managerId`: the manager of the document's project, a third party who is a user). Several: any one.
 */
export interface Actor {
  requester?: boolean;
  role?: string;
  person?: string;
  /**
   * Who acts when this actor names nobody in the document's company (a leave's department manager, else the HR
   * role's holders): resolved only then.
   */
  otherwise?: Actor;
}

export interface WorkflowTransition {
  /** the action's name, also the route (`submit`) and, capitalised, the permission held on the menu (`Submit`) */
  action: string;
  label: Text;
  from: readonly string[];
  /**
   * The state the step leads to; a list lets the caller pick one of them (a personnel's status change: the body's
   * `toState`, a key of the list other than the current state).
   */
  to: string | readonly string[];
  who?: Actor;
  /** the step needs a comment (a reason to cancel) */
  comment?: boolean;
  /**
   * Fields of the document the step takes from its body and writes with the state (an instruction's cancel date):
   * each is required, checked by its field's rules (400 on the field), and recorded in the audit of the step.
   */
  fields?: readonly string[];
  /** the step starts the approval chain at its first level (the document enters `approval.during`) */
  startsApproval?: boolean;
}

/** How many of a level's approvers must confirm: every one, any one, or a number of them. */
export type Quorum = 'all' | 'any' | number;

export interface ApprovalLevel {
  key: string;
  label: Text;
  /** who approves at this level: the holders of a role in the document's company, or a person from the document */
  approver: Actor;
  quorum?: Quorum;
  /** hours the level has to decide; past it the escalation job hands the level to `escalateTo` as well */
  deadlineHours?: number;
  escalateTo?: Actor;
  /** the level's screen: the documents waiting at this level, a filtered view of the same documents */
  page?: { url: string; parent: ParentMenu; icon?: string; label: Text };
}

export interface ApprovalChain {
  /** the state a document is in while the chain runs */
  during: string;
  /** the state reached when the last level confirms */
  approved: string;
  /** the state a document is sent back to when the chain rejects it to its requester */
  returnedTo: string;
  /**
   * A final rejection: with it, the chain's `reject` ends the document in this state (a leave refused), and the
   * chain serves a `return` step as well, which does what `reject` does without it (back to the requester or one
   * level down, per `onReject`). Both need a comment.
   */
  rejected?: string;
  /** a rejection sends the document back to its requester, or one level down (the first level's goes to the requester) */
  onReject: 'requester' | 'previous';
  /** the integer field holding the current level (1-based; empty outside the chain) and the round (restarts) */
  levelField: string;
  roundField: string;
  levels: readonly ApprovalLevel[];
}

export interface WorkflowDefinition {
  /** the enum field that holds the state */
  field: string;
  initial: string;
  states: readonly WorkflowState[];
  transitions: readonly WorkflowTransition[];
  approval?: ApprovalChain;
}

/** The generated actions of an approval chain: confirm at the current level, reject per the chain's rule. */
export const APPROVAL_ACTIONS = {
  confirm: { fa: 'تأیید', en: 'Confirm' },
  reject: { fa: 'رد', en: 'Reject' },
  return: { fa: 'برگشت به درخواست‌کننده', en: 'Return' },
} as const satisfies Record<string, Text>;

/** The steps the chain itself serves (decided by the caller's task, not by a menu permission). */
export function chainActions(w: Pick<WorkflowDefinition, 'approval'>): string[] {
  if (!w.approval) return [];
  return w.approval.rejected ? ['confirm', 'reject', 'return'] : ['confirm', 'reject'];
}

/** The permission name of an action (`submit` → `Submit`): what a role holds on the menu. */
export function actionPermission(action: string): string {
  return action.charAt(0).toUpperCase() + action.slice(1);
}

/** The states a transition may lead to: its one `to`, or the list the caller picks from. */
export function transitionTargets(t: Pick<WorkflowTransition, 'to'>): readonly string[] {
  return typeof t.to === 'string' ? [t.to] : t.to;
}

/** One action of a workflow: its label, whether it needs a comment, the fields it takes and the states to pick from. */
export interface WorkflowAction {
  action: string;
  label: Text;
  comment: boolean;
  /** the document's fields the step writes (see WorkflowTransition.fields) */
  fields: readonly string[];
  /** the states the caller picks from (`toState`), or null when the step has one target */
  choices: readonly string[] | null;
}

/** Every action a workflow serves: its transitions' and, with a chain, confirm and reject. */
export function workflowActions(w: WorkflowDefinition): WorkflowAction[] {
  const seen = new Map<string, WorkflowAction>();
  for (const t of w.transitions) {
    if (!seen.has(t.action)) seen.set(t.action, { action: t.action, label: t.label, comment: !!t.comment, fields: t.fields ?? [], choices: typeof t.to === 'string' ? null : t.to });
  }
  if (w.approval) {
    seen.set('confirm', { action: 'confirm', label: APPROVAL_ACTIONS.confirm, comment: false, fields: [], choices: null });
    seen.set('reject', { action: 'reject', label: APPROVAL_ACTIONS.reject, comment: true, fields: [], choices: null });
    if (w.approval.rejected) seen.set('return', { action: 'return', label: APPROVAL_ACTIONS.return, comment: true, fields: [], choices: null });
  }
  return [...seen.values()];
}

export function stateOf(w: WorkflowDefinition, key: string): WorkflowState {
  const s = w.states.find((x) => x.key === key);
  if (!s) throw new Error(`workflow has no state ${key}`);
  return s;
}

export function stateByValue(w: WorkflowDefinition, value: unknown): WorkflowState | undefined {
  return w.states.find((x) => x.value === Number(value));
}

/**
 * Each state's stored value by its key (`{ open: 1, closed: 3 }`), from the states themselves: what hooks and report
 * sources compare the status column with, never written twice.
 */
export function stateValues<const S extends readonly { key: string; value: number }[]>(states: S): { readonly [K in S[number]['key']]: number } {
  return Object.fromEntries(states.map((s) => [s.key, s.value])) as { readonly [K in S[number]['key']]: number };
}

/** The status field of a workflow: an enum of its states, set only by the workflow, starting in `initial`. */
export function workflowStateField(states: readonly WorkflowState[], initial: string, label: Text = { fa: 'وضعیت', en: 'Status' }): EnumField {
  return {
    type: 'enum',
    label,
    readOnly: true,
    options: states.map((s) => ({ value: s.value, label: s.label })),
    default: states.find((s) => s.key === initial)!.value,
  };
}

/**
 * The workflow most requests share: draft → (submit) → in approval → approved by the chain's levels, or returned to
 * the requester, who edits and submits again; a draft or returned request may be cancelled with a reason. States
 * 1–5 are draft, inApproval, approved, returned, cancelled (a document's own labels may replace the defaults);
 * `only requester`: the requester alone submits and cancels. Supply requests, counts and warehouse requests use it.
 */
export function approvalWorkflow(o: {
  levels: readonly ApprovalLevel[];
  onReject?: ApprovalChain['onReject'];
  requesterOnly?: boolean;
  labels?: Partial<Record<'inApproval' | 'approved' | 'returned' | 'submit' | 'cancel', Text>>;
}): WorkflowDefinition {
  const l = o.labels ?? {};
  const who = o.requesterOnly ? { who: { requester: true } } : {};
  return {
    field: 'status',
    initial: 'draft',
    states: [
      { key: 'draft', value: 1, label: { fa: 'پیش‌نویس', en: 'Draft' }, editable: true, color: 'gray' },
      { key: 'inApproval', value: 2, label: l.inApproval ?? { fa: 'در جریان تأیید', en: 'In approval' }, color: 'blue' },
      { key: 'approved', value: 3, label: l.approved ?? { fa: 'تأییدشده', en: 'Approved' }, color: 'green' },
      { key: 'returned', value: 4, label: l.returned ?? { fa: 'برگشت به درخواست‌کننده', en: 'Returned to requester' }, editable: true, color: 'orange' },
      { key: 'cancelled', value: 5, label: { fa: 'لغوشده', en: 'Cancelled' }, color: 'red' },
    ],
    transitions: [
      { action: 'submit', label: l.submit ?? { fa: 'ارسال برای تأیید', en: 'Submit for approval' }, from: ['draft', 'returned'], to: 'inApproval', ...who, startsApproval: true },
      { action: 'cancel', label: l.cancel ?? { fa: 'لغو درخواست', en: 'Cancel the request' }, from: ['draft', 'returned'], to: 'cancelled', ...who, comment: true },
    ],
    approval: { during: 'inApproval', approved: 'approved', returnedTo: 'returned', onReject: o.onReject ?? 'previous', levelField: 'approvalLevel', roundField: 'approvalRound', levels: o.levels },
  };
}

/**
 * The fields a document with an approval chain carries beside its state: the chain's current level and its round
 * (a new round after a return to the requester), both set by the engine. Spread into `fields`, under the names the
 * chain's `levelField` and `roundField` give: `...approvalFields()`.
 */
export function approvalFields(): { approvalLevel: NumberField; approvalRound: NumberField } {
  return {
    approvalLevel: { type: 'int', label: { fa: 'سطح تأیید', en: 'Approval level' }, readOnly: true },
    approvalRound: { type: 'int', label: { fa: 'دور تأیید', en: 'Approval round' }, readOnly: true, default: 0 },
  };
}

/** The screens of an approval chain's levels: views of the documents waiting at each level. */
export function approvalLevelViews(w: WorkflowDefinition): ViewDefinition[] {
  if (!w.approval) return [];
  const during = stateOf(w, w.approval.during).value;
  return w.approval.levels.flatMap((level, i) =>
    level.page
      ? [{ where: { [w.field]: during, [w.approval!.levelField]: i + 1 }, label: level.page.label, page: { url: level.page.url, parent: level.page.parent, icon: level.page.icon } }]
      : [],
  );
}

/** Workflow checks a definition must pass (registry.spec runs them on every definition). */
export function workflowProblems(entity: EntityDefinition): string[] {
  const w = entity.workflow;
  if (!w) return [];
  const problems: string[] = [];
  const keys = new Set(w.states.map((s) => s.key));
  const field = entity.fields[w.field];
  if (!field || field.type !== 'enum' || !field.readOnly) problems.push(`${entity.name}: workflow field ${w.field} must be a read-only enum`);
  if (!keys.has(w.initial)) problems.push(`${entity.name}: unknown initial state ${w.initial}`);
  for (const t of w.transitions) {
    for (const k of [...t.from, ...transitionTargets(t)]) if (!keys.has(k)) problems.push(`${entity.name}: ${t.action} names unknown state ${k}`);
    // a workflow without a chain may name its own confirm and reject (a mission item's, decided by a role)
    if (chainActions(w).includes(t.action)) problems.push(`${entity.name}: ${t.action} is the approval chain's own action`);
    if (t.startsApproval && (!w.approval || t.to !== w.approval.during)) problems.push(`${entity.name}: ${t.action} starts the chain but does not enter ${w.approval?.during}`);
    if (typeof t.to !== 'string' && t.to.length < 2) problems.push(`${entity.name}: ${t.action} lists fewer than two states to pick from`);
    for (const f of t.fields ?? []) {
      const d = entity.fields[f];
      if (!d || d.type === 'links' || f === w.field) problems.push(`${entity.name}: ${t.action} takes ${f}, which is not a field it may write`);
    }
  }
  if (w.approval) {
    for (const k of [w.approval.during, w.approval.approved, w.approval.returnedTo, ...(w.approval.rejected ? [w.approval.rejected] : [])]) if (!keys.has(k)) problems.push(`${entity.name}: chain names unknown state ${k}`);
    for (const f of [w.approval.levelField, w.approval.roundField]) {
      const d = entity.fields[f];
      if (!d || d.type !== 'int' || !d.readOnly) problems.push(`${entity.name}: chain field ${f} must be a read-only int`);
    }
    if (!w.approval.levels.length) problems.push(`${entity.name}: a chain needs a level`);
    for (const l of w.approval.levels) {
      if (!l.approver.role && !l.approver.person) problems.push(`${entity.name}: level ${l.key} has no approver`);
      if (typeof l.quorum === 'number' && (l.quorum < 1 || !Number.isInteger(l.quorum))) problems.push(`${entity.name}: level ${l.key} quorum must be a positive integer`);
    }
  }
  return problems;
}

type DerivedSpec = { product?: readonly string[]; sum?: string; difference?: readonly [string, string]; percent?: readonly [string, string]; add?: readonly string[]; scale: number };

/**
 * The derived fields of a document and its lines as packages/domain's calculator takes them (`calculateDocument`):
 * a line's `product` fields and the header's `sum` fields, each with the scale of its column.
 */
export function documentCalculation(entity: EntityDefinition, line: EntityDefinition): {
  line: Record<string, DerivedSpec>;
  header: Record<string, DerivedSpec>;
} {
  const derived = (e: EntityDefinition) =>
    Object.fromEntries(
      Object.entries(e.fields).flatMap(([name, d]) =>
        (d.type === 'money' || d.type === 'decimal') && d.computed ? [[name, { ...d.computed, scale: d.type === 'money' ? 0 : 4 }]] : [],
      ),
    );
  return { line: derived(line), header: derived(entity) };
}
