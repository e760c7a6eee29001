import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  actionPermission, chainActions, findEntity, getEntity, stateByValue, stateOf, workflowActions,
  type Actor, type ApprovalLevel, type EntityDefinition, type Quorum, type WorkflowDefinition, type WorkflowState, type WorkflowTransition,
} from '@karsaz/entities';
import { PrismaClient } from '../database/database';
import type { Prisma } from '../../generated/prisma/client';
import { AuditService } from '../audit/audit.service';
import type { Principal } from '../auth/principal';
import { DomainException, conflict, notFound } from '../http/errors';
import type { RequestMeta } from '../http/request-meta';
import { entityDelegate, type Row } from '../entity/delegate';
import { storedValue } from '../entity/field-kinds';
import { WORKFLOW_NOTIFIER, type WorkflowNotifier } from './notifier';
import { asSystem, noCompany } from '../context/request-context';
import { EntityHookRegistry } from '../entity/hooks';
import { rowIsThere } from '../entity/own-rows';
import { transactionThen } from '../database/after-commit';

type Tx = Prisma.TransactionClient;

export interface ActionInput {
  id: number;
  version: number;
  comment?: string | null;
  /** the state picked, for a step that leads to one of several */
  toState?: string;
  /** the fields a step takes (its definition's `fields`), already checked by the step's DTO */
  [field: string]: unknown;
}

export interface HistoryEntry {
  id: number;
  action: string;
  fromState: string | null;
  toState: string;
  level: number | null;
  round: number;
  user: { id: number; name: string } | null;
  onBehalfOf: { id: number; name: string } | null;
  comment: string | null;
  at: Date;
}

const STALE = { fa: 'این سند در این فاصله تغییر کرده است؛ دوباره بارگذاری کنید.', en: 'This document was changed meanwhile; reload it.' };
const NOT_YOURS = { fa: 'این سند منتظر تأیید شما نیست.', en: 'This document is not waiting for your approval.' };
const NOT_ALLOWED_ACTOR = { fa: 'این اقدام بر این سند از شما پذیرفته نیست.', en: 'You may not take this step on this document.' };

/** A user as the workflow shows them: the name of their third party. */
async function userNames(tx: Tx | PrismaClient, ids: (number | null | undefined)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((x): x is number => typeof x === 'number'))];
  if (!wanted.length) return new Map();
  const users = await tx.user.findMany({ where: { id: { in: wanted } }, select: { id: true, mobileNumber: true, thirdParty: { select: { fullName: true } } } });
  return new Map(users.map((u) => [u.id, u.thirdParty?.fullName || u.mobileNumber]));
}

/** Whether a quorum is met by `approved` confirmations out of `total` approvers. */
export function quorumMet(quorum: Quorum | undefined, approved: number, total: number): boolean {
  if (quorum === 'any') return approved >= 1;
  if (typeof quorum === 'number') return approved >= Math.min(quorum, total);
  return approved >= total;
}

/**
 * The workflow kernel (issue 9 items 4 and 5). Runs the states and transitions a definition declares and its
 * approval chain: each step is one transaction that checks the document's version (of two concurrent steps one
 * wins, the other answers 409), refuses a step the current state does not allow (409 naming the state), checks
 * who may take it, appends the step to the document's history, and notifies the people it concerns.
 *
 * The chain: ordered levels, each with approvers resolved when the level starts (the holders of a role in the
 * document's company, or a person reached from the document, such as its project's manager) and written as
 * tasks; a quorum per level (all, any, or N); a rejection goes back to the requester or one level down; a user
 * may delegate their approvals for a date range; a level past its deadline is escalated by a queued job.
 */
@Injectable()
export class WorkflowService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly audit: AuditService,
    @Optional() @Inject(WORKFLOW_NOTIFIER) private readonly notifier?: WorkflowNotifier,
    @Optional() private readonly hooks?: EntityHookRegistry,
  ) {}

  /** Runs the entity's `afterTransition` hooks in the step's transaction. */
  private async afterTransition(entity: EntityDefinition, row: Row, action: string, from: string, to: string, comment: string | null, p: Principal, tx: Tx): Promise<void> {
    for (const h of this.hooks?.of(entity) ?? []) await h.afterTransition?.({ entity, principal: p, tx, row, action, from, to, comment });
  }

  private workflowOf(entity: EntityDefinition): WorkflowDefinition {
    if (!entity.workflow) throw notFound();
    return entity.workflow;
  }

  private scope(entity: EntityDefinition, p: Principal): Record<string, unknown> {
    if (entity.scope !== 'company') return {};
    if (!p.companyId) throw noCompany();
    return { companyId: p.companyId };
  }

  private async load(entity: EntityDefinition, id: number, p: Principal, tx: Tx | PrismaClient): Promise<Row> {
    const row = await entityDelegate(tx, entity).findFirst({ where: { id, ...this.scope(entity, p) } });
    if (!row) throw notFound();
    return row;
  }

  private stateOfRow(w: WorkflowDefinition, row: Row): WorkflowState {
    const s = stateByValue(w, row[w.field]);
    if (!s) throw conflict(undefined, `unknown state ${String(row[w.field])}`);
    return s;
  }

  private illegal(entity: EntityDefinition, action: string, state: WorkflowState): DomainException {
    const label = workflowActions(entity.workflow!).find((a) => a.action === action)?.label ?? { fa: action, en: action };
    return new DomainException(409, 'CONFLICT', {
      text: {
        fa: `«${label.fa}» در وضعیت «${state.label.fa}» ممکن نیست.`,
        en: `“${label.en}” is not possible while the ${entity.label.singular.en.toLowerCase()} is ${state.label.en.toLowerCase()}.`,
      },
      detail: `state ${state.key}`,
    });
  }

  /** The users a path of links leads to from the document (`projectId.managerId` → the project manager's user). */
  private async personOf(entity: EntityDefinition, row: Row, path: string, tx: Tx | PrismaClient): Promise<number[]> {
    let current: Row | null = row;
    let def: EntityDefinition = entity;
    const steps = path.split('.');
    for (const [i, step] of steps.entries()) {
      const field = def.fields[step];
      if (!current || !field || field.type !== 'link') return [];
      const id = current[step];
      if (id === null || id === undefined) return [];
      if (i === steps.length - 1) {
        if (field.entity !== 'thirdparty') return [];
        const users = await tx.user.findMany({ where: { thirdPartyId: Number(id), isActive: true, isDisabled: false }, select: { id: true } });
        return users.map((u) => u.id);
      }
      def = getEntity(field.entity);
      current = await entityDelegate(tx, def).findFirst({ where: { id } });
    }
    return [];
  }

  /** The users an actor names in the document's company: a role's holders assigned to it, or a person. */
  private async usersOf(entity: EntityDefinition, row: Row, actor: Actor, tx: Tx | PrismaClient): Promise<number[]> {
    const out = new Set<number>();
    if (actor.role) {
      const companyId = row.companyId as number | undefined;
      const users = await tx.user.findMany({
        where: {
          isActive: true,
          isDisabled: false,
          roles: { some: { role: { name: actor.role, isActive: true } } },
          ...(companyId ? { thirdParty: { companies: { some: { companyId, isActive: true } } } } : {}),
        },
        select: { id: true },
      });
      users.forEach((u) => out.add(u.id));
    }
    if (actor.person) (await this.personOf(entity, row, actor.person, tx)).forEach((u) => out.add(u));
    if (actor.requester && typeof row.createdBy === 'number') out.add(row.createdBy);
    if (!out.size && actor.otherwise) return this.usersOf(entity, row, actor.otherwise, tx);
    return [...out];
  }

  /** Whether the caller is one of an actor's users for this document. */
  private async isActor(entity: EntityDefinition, row: Row, actor: Actor | undefined, p: Principal, tx: Tx): Promise<boolean> {
    if (!actor) return true;
    return (await this.usersOf(entity, row, actor, tx)).includes(p.subjectId);
  }

  /** Users whose approvals the caller may decide today: their own and those delegated to them. */
  async principalsOf(p: Principal, tx: Tx | PrismaClient = this.prisma, at = new Date()): Promise<Map<number, number | null>> {
    const mine = new Map<number, number | null>([[p.subjectId, null]]);
    if (!p.thirdPartyId || !p.companyId) return mine;
    const day = new Date(at.toISOString().slice(0, 10));
    const delegations = await tx.approvalDelegation.findMany({
      where: { companyId: p.companyId, delegateId: p.thirdPartyId, isActive: true, fromDate: { lte: day }, toDate: { gte: day } },
      select: { delegatorId: true, createdBy: true },
    });
    const thirdParties = delegations.map((d) => d.delegatorId).filter((x): x is number => x !== null);
    if (thirdParties.length) {
      const users = await tx.user.findMany({ where: { thirdPartyId: { in: thirdParties } }, select: { id: true } });
      for (const u of users) if (u.id !== p.subjectId) mine.set(u.id, u.id);
    }
    return mine;
  }

  /** Starts a level: resolves its approvers (never the requester), writes their tasks, tells them. */
  private async startLevel(entity: EntityDefinition, row: Row, levelNo: number, round: number, tx: Tx): Promise<void> {
    const w = entity.workflow!;
    const level = w.approval!.levels[levelNo - 1]!;
    const requester = row.createdBy as number | null;
    const approvers = (await this.usersOf(entity, row, level.approver, tx)).filter((u) => u !== requester);
    if (!approvers.length) {
      throw new DomainException(422, 'BUSINESS_RULE', {
        text: {
          fa: `برای سطح «${level.label.fa}» تأییدکننده‌ای در این شرکت تعریف نشده است.`,
          en: `No one in this company approves at the “${level.label.en}” level.`,
        },
        detail: `level ${level.key} has no approver`,
      });
    }
    const dueAt = level.deadlineHours ? new Date(Date.now() + level.deadlineHours * 3_600_000) : null;
    await tx.approvalTask.createMany({
      data: approvers.map((u) => ({ entity: entity.name, documentId: row.id, companyId: (row.companyId as number) ?? null, round, level: levelNo, assigneeUserId: u, status: 'pending', dueAt })),
    });
    await this.notifyWaiting(entity, row, level, approvers, tx);
  }

  private async notifyWaiting(entity: EntityDefinition, row: Row, level: ApprovalLevel, users: number[], tx: Tx): Promise<void> {
    // the approvers' delegates of today hear of it too
    const delegates = new Set<number>();
    const day = new Date(new Date().toISOString().slice(0, 10));
    const tps = (await tx.user.findMany({ where: { id: { in: users } }, select: { thirdPartyId: true } })).map((u) => u.thirdPartyId);
    if (tps.length && row.companyId) {
      const ds = await tx.approvalDelegation.findMany({
        where: { companyId: row.companyId as number, delegatorId: { in: tps }, isActive: true, fromDate: { lte: day }, toDate: { gte: day } },
        select: { delegateId: true },
      });
      if (ds.length) (await tx.user.findMany({ where: { thirdPartyId: { in: ds.map((d) => d.delegateId) } }, select: { id: true } })).forEach((u) => delegates.add(u.id));
    }
    await this.notifier?.notify(tx, {
      userIds: [...new Set([...users, ...delegates])],
      companyId: (row.companyId as number) ?? null,
      subject: `${entity.label.singular.fa} ${this.title(entity, row)}`,
      content: `${entity.label.singular.fa} ${this.title(entity, row)} در سطح «${level.label.fa}» منتظر تأیید شماست.`,
      sms: true,
    });
  }

  private title(entity: EntityDefinition, row: Row): string {
    return String(row[entity.titleField] ?? row.id);
  }

  private async history(
    tx: Tx,
    entity: EntityDefinition,
    row: Row,
    e: { action: string; from: string | null; to: string; level: number | null; round: number; userId: number | null; onBehalfOf?: number | null; comment?: string | null },
  ): Promise<void> {
    await tx.workflowHistory.create({
      data: {
        entity: entity.name,
        documentId: row.id,
        companyId: (row.companyId as number) ?? null,
        action: e.action,
        fromState: e.from,
        toState: e.to,
        level: e.level,
        round: e.round,
        userId: e.userId,
        onBehalfOfUserId: e.onBehalfOf ?? null,
        comment: e.comment ?? null,
      },
    });
  }

  /** Moves the document under its version: 409 when another step (or edit) came first. */
  private async move(entity: EntityDefinition, row: Row, version: number, data: Record<string, unknown>, p: Principal, tx: Tx): Promise<void> {
    const { count } = await entityDelegate(tx, entity).updateMany({
      where: { id: row.id, version, ...this.scope(entity, p) },
      data: { ...data, version: { increment: 1 }, updatedBy: p.subjectId },
    });
    if (count !== 1) throw conflict(STALE, `version ${version} is not ${String(row.version)}`);
  }

  /**
   * Takes a step: one of the definition's transitions, or `confirm` / `reject` of the approval chain. Answers the
   * document's new state and version.
   */
  async act(entity: EntityDefinition, action: string, input: ActionInput, p: Principal, m: RequestMeta): Promise<{ id: number; version: number; state: string }> {
    const w = this.workflowOf(entity);
    const comment = input.comment?.trim() || null;
    // what the step's hooks leave for after the commit (a live map told of it) runs once it holds
    const result = await transactionThen(this.prisma, `${entity.name}.${action}`, async (tx) => {
      await this.load(entity, input.id, p, tx);
      // the document's row is locked before anything else is touched: of two steps at once the second waits here
      // for the first to commit, then finds the version changed and answers 409 (no deadlock over the tasks)
      const [locked] = await tx.$queryRawUnsafe<{ version: number }[]>(`SELECT version FROM "${entity.table}" WHERE id = $1 FOR UPDATE`, input.id);
      if (!locked || locked.version !== input.version) throw conflict(STALE, `version ${input.version} is not ${locked?.version}`);
      const row = await this.load(entity, input.id, p, tx);
      const state = this.stateOfRow(w, row);
      if (chainActions(w).includes(action)) return this.decide(entity, w, action as 'confirm' | 'reject' | 'return', row, state, input.version, comment, p, tx);
      const t = w.transitions.find((x) => x.action === action && x.from.includes(state.key));
      if (!t) {
        if (!w.transitions.some((x) => x.action === action)) throw notFound();
        throw this.illegal(entity, action, state);
      }
      if (t.comment && !comment) throw new DomainException(400, 'VALIDATION', { fieldErrors: [{ field: 'comment', constraint: 'isNotEmpty', args: [], fallback: 'comment should not be empty' }] });
      if (!(await this.isActor(entity, row, t.who, p, tx))) throw new DomainException(403, 'FORBIDDEN', { text: NOT_ALLOWED_ACTOR });
      const to = stateOf(w, this.target(t, state, input));
      const data: Record<string, unknown> = { [w.field]: to.value };
      for (const f of t.fields ?? []) data[f] = storedValue(entity.fields[f]!, input[f]);
      let round = (row[w.approval?.roundField ?? ''] as number | undefined) ?? 0;
      if (t.startsApproval && w.approval) {
        round += 1;
        data[w.approval.levelField] = 1;
        data[w.approval.roundField] = round;
      } else if (w.approval) data[w.approval.levelField] = null;
      await this.move(entity, row, input.version, data, p, tx);
      await this.history(tx, entity, row, { action, from: state.key, to: to.key, level: null, round, userId: p.subjectId, comment });
      if (t.startsApproval && w.approval) await this.startLevel(entity, { ...row, ...data }, 1, round, tx);
      await this.afterTransition(entity, row, action, state.key, to.key, comment, p, tx);
      return { id: row.id, version: (row.version as number) + 1, state: to.key };
    });
    const t = w.transitions.find((x) => x.action === action);
    const fields = Object.fromEntries((t?.fields ?? []).map((f) => [f, input[f]]));
    await this.audit.record({ event: `workflow.${action}`, userId: p.subjectId, companyId: p.companyId, entity: entity.name, entityId: input.id, ip: m.ip, traceId: m.traceId, data: { state: result.state, comment, ...fields } });
    return result;
  }

  /** The state a transition leads to: its one target, or the one the caller picked (400 on `toState` otherwise). */
  private target(t: WorkflowTransition, current: WorkflowState, input: ActionInput): string {
    if (typeof t.to === 'string') return t.to;
    const picked = input.toState;
    if (!picked || !t.to.includes(picked)) {
      throw new DomainException(400, 'VALIDATION', { fieldErrors: [{ field: 'toState', constraint: 'isIn', args: [t.to.join(', ')], fallback: `toState must be one of: ${t.to.join(', ')}` }] });
    }
    if (picked === current.key) {
      throw new DomainException(400, 'VALIDATION', { fieldErrors: [{ field: 'toState', constraint: 'sameState', args: [], fallback: 'toState is the current state' }] });
    }
    return picked;
  }

  private async decide(
    entity: EntityDefinition,
    w: WorkflowDefinition,
    action: 'confirm' | 'reject' | 'return',
    row: Row,
    state: WorkflowState,
    version: number,
    comment: string | null,
    p: Principal,
    tx: Tx,
  ): Promise<{ id: number; version: number; state: string }> {
    const chain = w.approval;
    if (!chain) throw notFound();
    if (state.key !== chain.during) throw this.illegal(entity, action, state);
    if (action !== 'confirm' && !comment) throw new DomainException(400, 'VALIDATION', { fieldErrors: [{ field: 'comment', constraint: 'isNotEmpty', args: [], fallback: 'comment should not be empty' }] });
    const levelNo = row[chain.levelField] as number;
    const round = row[chain.roundField] as number;
    const level = chain.levels[levelNo - 1]!;
    const tasks = await tx.approvalTask.findMany({ where: { entity: entity.name, documentId: row.id, round, level: levelNo, status: 'pending' }, orderBy: { id: 'asc' } });
    const mine = await this.principalsOf(p, tx);
    // one's own task first, else a delegator's
    const task = tasks.find((t) => t.assigneeUserId === p.subjectId) ?? tasks.find((t) => mine.has(t.assigneeUserId));
    if (!task) throw new DomainException(403, 'FORBIDDEN', { text: NOT_YOURS });
    const onBehalfOf = task.assigneeUserId === p.subjectId ? null : task.assigneeUserId;
    // no one approves two levels of one round: a confirmation at an earlier level disqualifies
    if (action === 'confirm' && levelNo > 1) {
      const earlier = await tx.approvalTask.count({ where: { entity: entity.name, documentId: row.id, round, level: { lt: levelNo }, status: 'approved', decidedByUserId: p.subjectId } });
      if (earlier) throw new DomainException(422, 'BUSINESS_RULE', { text: { fa: 'شما این سند را در سطح پیشین تأیید کرده‌اید؛ سطح بعد را دیگری باید تأیید کند.', en: 'You confirmed this document at an earlier level; someone else must confirm this one.' } });
    }
    const now = new Date();
    await tx.approvalTask.update({ where: { id: task.id }, data: { status: action === 'confirm' ? 'approved' : 'rejected', decidedAt: now, decidedByUserId: p.subjectId, comment } });

    let data: Record<string, unknown>;
    let to: WorkflowState = state;
    let next: number | null = levelNo;
    const requester = row.createdBy as number | null;
    if (action === 'confirm') {
      const all = await tx.approvalTask.findMany({ where: { entity: entity.name, documentId: row.id, round, level: levelNo, escalation: false }, select: { status: true } });
      const approved = (await tx.approvalTask.count({ where: { entity: entity.name, documentId: row.id, round, level: levelNo, status: 'approved' } }));
      // an escalation's approver decides the level alone
      if (!task.escalation && !quorumMet(level.quorum, approved, all.length)) {
        data = {};
        next = levelNo;
      } else if (levelNo < chain.levels.length) {
        next = levelNo + 1;
        data = { [chain.levelField]: next };
      } else {
        next = null;
        to = stateOf(w, chain.approved);
        data = { [w.field]: to.value, [chain.levelField]: null };
      }
    } else if (action === 'reject' && chain.rejected) {
      // a final rejection: the document ends refused
      next = null;
      to = stateOf(w, chain.rejected);
      data = { [w.field]: to.value, [chain.levelField]: null };
    } else if (chain.onReject === 'previous' && levelNo > 1) {
      next = levelNo - 1;
      data = { [chain.levelField]: next };
    } else {
      next = null;
      to = stateOf(w, chain.returnedTo);
      data = { [w.field]: to.value, [chain.levelField]: null };
    }
    await this.move(entity, row, version, data, p, tx);
    if (next !== levelNo) {
      // the level is decided: the others' open tasks at it close
      await tx.approvalTask.updateMany({ where: { entity: entity.name, documentId: row.id, round, level: levelNo, status: 'pending' }, data: { status: 'cancelled', decidedAt: now } });
    }
    await this.history(tx, entity, row, { action, from: state.key, to: to.key, level: levelNo, round, userId: p.subjectId, onBehalfOf, comment });
    const moved = { ...row, ...data };
    if (next !== null && next !== levelNo) await this.startLevel(entity, moved, next, round, tx);
    await this.afterTransition(entity, row, action, state.key, to.key, comment, p, tx);
    if (requester && next !== levelNo && (next === null || action !== 'confirm')) {
      const outcome =
        to.key === chain.approved ? 'تأیید نهایی شد'
        : to.key === chain.rejected ? `رد شد: ${comment ?? ''}`
        : to.key === chain.returnedTo ? `رد شد و به شما برگشت: ${comment ?? ''}`
        : `در سطح «${level.label.fa}» رد شد و به سطح پیشین برگشت: ${comment ?? ''}`;
      await this.notifier?.notify(tx, {
        userIds: [requester],
        companyId: (row.companyId as number) ?? null,
        subject: `${entity.label.singular.fa} ${this.title(entity, row)}`,
        content: `${entity.label.singular.fa} ${this.title(entity, row)} ${outcome}`.trim(),
      });
    }
    return { id: row.id, version: (row.version as number) + 1, state: to.key };
  }

  /** The document's steps, oldest first, with who took them (and for whom). */
  async historyOf(entity: EntityDefinition, id: number, p: Principal): Promise<HistoryEntry[]> {
    this.workflowOf(entity);
    await this.load(entity, id, p, this.prisma);
    // on a self-service page another person's document is not there, unless it waits for the caller's decision
    if (entity.menu.personal && !(await rowIsThere(this.prisma, entity, p, id, { reading: true }))) throw notFound();
    const rows = await this.prisma.workflowHistory.findMany({ where: { entity: entity.name, documentId: id }, orderBy: { id: 'asc' } });
    const names = await userNames(this.prisma, rows.flatMap((r) => [r.userId, r.onBehalfOfUserId]));
    const who = (u: number | null) => (u === null ? null : { id: u, name: names.get(u) ?? String(u) });
    return rows.map((r) => ({
      id: Number(r.id), action: r.action, fromState: r.fromState, toState: r.toState, level: r.level, round: r.round,
      user: who(r.userId), onBehalfOf: who(r.onBehalfOfUserId), comment: r.comment, at: r.at,
    }));
  }

  /**
   * What the caller may do with the document now (the buttons of its page), and the chain's tasks of the current
   * round (who decided what at which level, who is still waiting).
   */
  async actionsOf(entity: EntityDefinition, id: number, p: Principal): Promise<{
    state: string;
    version: number;
    actions: { action: string; permission: string; comment: boolean }[];
    tasks: { level: number; user: { id: number; name: string }; status: string; decidedAt: Date | null; dueAt: Date | null; comment: string | null; escalation: boolean }[];
  }> {
    const w = this.workflowOf(entity);
    const row = await this.load(entity, id, p, this.prisma);
    const state = this.stateOfRow(w, row);
    const actions: { action: string; permission: string; comment: boolean }[] = [];
    for (const t of w.transitions) {
      if (!t.from.includes(state.key) || actions.some((a) => a.action === t.action)) continue;
      if (await this.isActor(entity, row, t.who, p, this.prisma as unknown as Tx)) actions.push({ action: t.action, permission: actionPermission(t.action), comment: !!t.comment });
    }
    const chain = w.approval;
    const round = chain ? ((row[chain.roundField] as number) ?? 0) : 0;
    if (chain && state.key === chain.during) {
      const mine = await this.principalsOf(p);
      const waiting = await this.prisma.approvalTask.count({ where: { entity: entity.name, documentId: id, round, level: row[chain.levelField] as number, status: 'pending', assigneeUserId: { in: [...mine.keys()] } } });
      if (waiting) for (const a of chainActions(w)) actions.push({ action: a, permission: actionPermission(a), comment: a !== 'confirm' });
    }
    const tasks = chain && round ? await this.prisma.approvalTask.findMany({ where: { entity: entity.name, documentId: id, round }, orderBy: [{ level: 'asc' }, { id: 'asc' }] }) : [];
    const names = await userNames(this.prisma, tasks.map((t) => t.assigneeUserId));
    return {
      state: state.key,
      version: row.version as number,
      actions,
      tasks: tasks.map((t) => ({ level: t.level, user: { id: t.assigneeUserId, name: names.get(t.assigneeUserId) ?? String(t.assigneeUserId) }, status: t.status, decidedAt: t.decidedAt, dueAt: t.dueAt, comment: t.comment, escalation: t.escalation })),
    };
  }

  /**
   * Escalation: every pending task past its deadline whose level names someone to escalate to hands the level to
   * them as well (new tasks, marked as escalations, told at once); the late task stays open. Run by a queued job.
   */
  async escalateDue(now = new Date()): Promise<number> {
    // a job of the whole installation: every company's late tasks (each written with its own company)
    return asSystem(() => this.escalate(now));
  }

  private async escalate(now: Date): Promise<number> {
    const due = await this.prisma.approvalTask.findMany({ where: { status: 'pending', escalatedAt: null, escalation: false, dueAt: { lte: now } }, orderBy: { id: 'asc' }, take: 500 });
    let escalated = 0;
    for (const task of due) {
      const entity = findEntity(task.entity);
      const level = entity?.workflow?.approval?.levels[task.level - 1];
      await this.prisma.$transaction(async (tx) => {
        const { count } = await tx.approvalTask.updateMany({ where: { id: task.id, escalatedAt: null, status: 'pending' }, data: { escalatedAt: now } });
        if (!count || !entity || !level?.escalateTo) return;
        const row = await entityDelegate(tx, entity).findFirst({ where: { id: task.documentId } });
        if (!row) return;
        const existing = new Set((await tx.approvalTask.findMany({ where: { entity: entity.name, documentId: row.id, round: task.round, level: task.level, status: 'pending' }, select: { assigneeUserId: true } })).map((t) => t.assigneeUserId));
        const targets = (await this.usersOf(entity, row, level.escalateTo, tx)).filter((u) => !existing.has(u) && u !== row.createdBy);
        if (!targets.length) return;
        await tx.approvalTask.createMany({
          data: targets.map((u) => ({ entity: entity.name, documentId: row.id, companyId: task.companyId, round: task.round, level: task.level, assigneeUserId: u, status: 'pending', escalation: true })),
        });
        const state = entity.workflow!.approval!.during;
        await this.history(tx, entity, row, { action: 'escalate', from: state, to: state, level: task.level, round: task.round, userId: null, comment: null });
        await this.notifyWaiting(entity, row, level, targets, tx);
        escalated++;
      });
    }
    return escalated;
  }
}
