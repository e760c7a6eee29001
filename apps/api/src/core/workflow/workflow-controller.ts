import 'reflect-metadata';
import { Body, Controller, Get, HttpCode, Post, Query, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type as TransformType } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { IsInt } from '../http/validators';
import { actionPermission, chainActions, idParamOf, menuUrlsOf, routePath, workflowActions, type EntityDefinition, type FieldDefinition, type WorkflowAction } from '@karsaz/entities';
import { addProperty, apiOptions, fieldRules } from '../entity/entity-dto';
import { Access, SignedIn } from '../auth/access';
import { CurrentPrincipal } from '../auth/decorators';
import type { Principal } from '../auth/principal';
import { ApiEnvelope } from '../http/decorators';
import { Meta, type RequestMeta } from '../http/request-meta';
import { WorkflowService, type ActionInput } from './workflow.service';
import { defineHandler } from '../openapi/handler';

/** The body of every workflow step (issue 9): the document, the version read, and a comment where one is asked. */
export class WorkflowActionDto {
  @ApiProperty({ type: 'integer', minimum: 1 }) @IsInt() @Min(1) id!: number;
  @ApiProperty({ type: 'integer', minimum: 1, description: 'the version read; a stale one answers 409' }) @IsInt() @Min(1) version!: number;
  @ApiPropertyOptional({ type: String, maxLength: 2000, nullable: true, description: 'why (required by reject and by steps that ask for it)' })
  @IsOptional() @IsString() @MaxLength(2000) comment?: string | null;
}

/**
 * The body of one step: the common body, plus `toState` when the caller picks the state and each field the step
 * writes (required, with its field's rules: a cancel date is a date).
 */
function stepDto(entity: EntityDefinition, step: WorkflowAction): Type<WorkflowActionDto> {
  if (!step.choices && !step.fields.length) return WorkflowActionDto;
  const name = `${entity.model}${actionPermission(step.action)}StepDto`;
  // a class of its own (not a subclass: the common body's optional comment would stay optional)
  const cls = { [name]: class {} }[name]! as Type<WorkflowActionDto>;
  const rule = (d: PropertyDecorator) => d as (target: object, key: string) => void;
  addProperty(cls, 'id', true, { type: 'integer', minimum: 1 }, [rule(IsInt()), rule(Min(1))]);
  addProperty(cls, 'version', true, { type: 'integer', minimum: 1, description: 'the version read; a stale one answers 409' }, [rule(IsInt()), rule(Min(1))]);
  // a comment the step asks for is reported with its other missing fields, all in one answer
  addProperty(cls, 'comment', step.comment, { type: String, maxLength: 2000, nullable: !step.comment, description: step.comment ? 'why (required by this step)' : 'a remark' }, [
    ...(step.comment ? [rule(IsNotEmpty())] : [rule(IsOptional())]),
    rule(IsString()),
    rule(MaxLength(2000)),
  ]);
  if (step.choices) {
    addProperty(cls, 'toState', true, { type: String, enum: [...step.choices], description: 'the state to move to' }, [rule(IsIn([...step.choices]))]);
  }
  for (const f of step.fields) {
    const def = entity.fields[f]!;
    addProperty(cls, f, true, apiOptions(def), fieldRules({ ...def, required: true } as FieldDefinition));
  }
  return cls;
}

const ref = (name: keyof typeof WORKFLOW_SCHEMAS) => ({ $ref: `#/components/schemas/${name}` });
// a user as the history and the approvals name them: null in history for a step the system took
const USER = { type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } } };
const PERSON = { ...USER, nullable: true };

/**
 * The answers every workflow document shares, as named schemas of the OpenAPI document (core/openapi/document.ts
 * adds them): the generated client types the SPA's workflow panel from them, whichever document it shows.
 */
export const WORKFLOW_SCHEMAS = {
  WorkflowStepResult: { type: 'object', required: ['id', 'version', 'state'], properties: { id: { type: 'integer' }, version: { type: 'integer' }, state: { type: 'string' } } },
  WorkflowHistoryEntry: {
    type: 'object',
    required: ['id', 'action', 'fromState', 'toState', 'level', 'round', 'user', 'onBehalfOf', 'comment', 'at'],
    properties: {
      id: { type: 'integer' }, action: { type: 'string' }, fromState: { type: 'string', nullable: true }, toState: { type: 'string' },
      level: { type: 'integer', nullable: true }, round: { type: 'integer' }, user: PERSON, onBehalfOf: PERSON,
      comment: { type: 'string', nullable: true }, at: { type: 'string', format: 'date-time' },
    },
  },
  WorkflowActions: {
    type: 'object',
    required: ['state', 'version', 'actions', 'tasks'],
    properties: {
      state: { type: 'string' },
      version: { type: 'integer' },
      actions: { type: 'array', items: { type: 'object', required: ['action', 'permission', 'comment'], properties: { action: { type: 'string' }, permission: { type: 'string' }, comment: { type: 'boolean' } } } },
      tasks: {
        type: 'array',
        items: {
          type: 'object',
          required: ['level', 'user', 'status', 'decidedAt', 'dueAt', 'comment', 'escalation'],
          properties: {
            level: { type: 'integer' }, user: USER, status: { type: 'string' }, decidedAt: { type: 'string', format: 'date-time', nullable: true },
            dueAt: { type: 'string', format: 'date-time', nullable: true }, comment: { type: 'string', nullable: true }, escalation: { type: 'boolean' },
          },
        },
      },
    },
  },
} as const;

const STEP_RESULT = ref('WorkflowStepResult');
const HISTORY = { type: 'array', items: ref('WorkflowHistoryEntry') };
const ACTIONS = ref('WorkflowActions');

export class WorkflowControllerBase {
  constructor(readonly workflows: WorkflowService) {}
}

/**
 * The routes of a document's workflow, made from its definition: `POST {base}/{action}` for each step (guarded by
 * the step's permission on the document's pages, `Submit`, `Cancel`, ...; the chain's `confirm` and `reject` by
 * the caller's pending task), and `GET {base}/getHistory` and `getActions` for its page.
 */
export function workflowController(entity: EntityDefinition): Type<WorkflowControllerBase> {
  const name = `${entity.model}WorkflowController`;
  const cls = { [name]: class extends WorkflowControllerBase {} }[name]!;
  Reflect.defineMetadata('design:paramtypes', [WorkflowService], cls);
  Controller()(cls);
  ApiTags(entity.area)(cls);
  ApiBearerAuth('bearer')(cls);
  const proto = cls.prototype as object;
  const pages = menuUrlsOf(entity);
  const full = (path: string) => routePath(entity, path).replace(/^\//, '');
  const idParam = idParamOf(entity);

  for (const step of workflowActions(entity.workflow!)) {
    const method = step.action;
    const descriptor = defineHandler(proto, method, function (this: WorkflowControllerBase, dto: ActionInput, p: Principal, m: RequestMeta) {
      return this.workflows.act(entity, step.action, dto, p, m);
    });
    Reflect.defineMetadata('design:paramtypes', [stepDto(entity, step), Object, Object], proto, method);
    Body()(proto, method, 0);
    CurrentPrincipal()(proto, method, 1);
    Meta()(proto, method, 2);
    const summary = `${step.label.en}: a step of the ${entity.label.singular.en.toLowerCase()}'s workflow (409 when its state does not allow it or the version is stale)${step.comment ? '; a comment is required' : ''}`;
    // a chain's decision is the approver's by their task (a role's holder, a person from the document, or their
    // delegate): the service checks the task; every other step needs its permission on the document's pages
    const guard = chainActions(entity.workflow!).includes(step.action) ? SignedIn() : Access(pages, actionPermission(step.action));
    for (const d of [Post(full(step.action)), HttpCode(200), guard, ApiOperation({ summary, operationId: `${entity.model}_${step.action}` }), ApiEnvelope(STEP_RESULT)]) {
      d(proto, method, descriptor);
    }
  }

  const IdQuery = { [`${entity.model}WorkflowIdQuery`]: class {} }[`${entity.model}WorkflowIdQuery`]!;
  ApiProperty({ type: 'integer', minimum: 1 })(IdQuery.prototype, idParam);
  TransformType(() => Number)(IdQuery.prototype, idParam);
  IsInt()(IdQuery.prototype, idParam);
  Min(1)(IdQuery.prototype, idParam);

  const reads: [string, string, object, (this: WorkflowControllerBase, id: number, p: Principal) => Promise<unknown>][] = [
    ['getHistory', `The ${entity.label.singular.en.toLowerCase()}'s workflow history, oldest first`, HISTORY, function (id, p) { return this.workflows.historyOf(entity, id, p); }],
    ['getActions', `What the caller may do with the ${entity.label.singular.en.toLowerCase()} now, and its approvals of the current round`, ACTIONS, function (id, p) { return this.workflows.actionsOf(entity, id, p); }],
  ];
  for (const [path, summary, response, read] of reads) {
    const descriptor = defineHandler(proto, path, function (this: WorkflowControllerBase, q: Record<string, unknown>, p: Principal) {
      return read.call(this, Number(q[idParam]), p);
    });
    Reflect.defineMetadata('design:paramtypes', [IdQuery, Object], proto, path);
    Query()(proto, path, 0);
    CurrentPrincipal()(proto, path, 1);
    for (const d of [Get(full(path)), Access(pages, undefined, { entity: entity.name, idParam }), ApiOperation({ summary, operationId: `${entity.model}_${path}` }), ApiEnvelope(response)]) d(proto, path, descriptor);
  }
  return cls as Type<WorkflowControllerBase>;
}
