import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { findEntity, type EntityDefinition } from '@karsaz/entities';
import type { Prisma } from '../../generated/prisma/client';
import type { Principal } from '../auth/principal';
import type { Row } from './delegate';

/**
 * Lifecycle hooks (DESIGN.md): the hand-written rules a definition cannot say, run by the engine inside the
 * write's transaction. A hook that throws a DomainException (400 with field errors, 422 for a business rule)
 * rolls the whole write back.
 *
 * A module declares its hooks as a provider of its own, typed by the rows it sees and free to inject services:
 *
 * ```ts
 * @EntityHooks('thirdparty')
 * @Injectable()
 * export class ThirdPartyHooks implements EntityHooks<ThirdParty> {
 *   constructor(private readonly something: SomeService) {}
 *   beforeSave(data: SaveData<ThirdParty>, ctx: SaveContext<ThirdParty>) { ... }
 * }
 * ```
 *
 * and lists it in its module's `providers`; the engine finds every such provider through Nest's DiscoveryService
 * when the app starts (an unknown entity name stops the start). Several providers may hook one entity; they run in
 * the order the modules are loaded. The contexts are objects so that later kernels (document lines, workflow
 * guards) can add to them without changing a hook's signature.
 */

/** A stored value as a hook may see it on the way in: a date as a Date or ISO text, a decimal as its exact string. */
type Incoming<V> = V extends number ? V : V extends Date ? Date | string : V extends { toFixed(): string } ? string | V : V;

/** What a save writes: the row's fields a caller sent (typed by the row), and anything the definition adds. */
export type SaveData<T extends object = Row> = { [K in keyof T]?: Incoming<T[K]> | null } & Record<string, unknown>;

/** What every hook is told. */
export interface HookContext {
  entity: EntityDefinition;
  principal: Principal;
  /** the write's transaction: read and write through it, so a failure rolls everything back */
  tx: Prisma.TransactionClient;
}

export interface SaveContext<T extends object = Row> extends HookContext {
  op: 'create' | 'update';
  /** the stored row, on update */
  before?: T;
  /** beforeSave of a document whose save writes its lines: the lines as the caller sent them, derived amounts worked out */
  lines?: readonly Record<string, unknown>[];
  /**
   * afterSave of a document whose save wrote its lines: the stored ids of the lines in the order the caller sent
   * them, so a rule on the stored lines can answer on the caller's `lines[i].field` (undefined when the lines were
   * left as they were)
   */
  lineIds?: readonly number[];
}

export interface DeleteContext extends HookContext {
  op: 'delete';
}

/** A workflow step about to be committed: the document as it was, the step, and the state it leaves and enters. */
export interface TransitionContext<T extends object = Row> extends HookContext {
  /** the document before the step (its lines are not loaded) */
  row: T;
  action: string;
  from: string;
  to: string;
  /** the step's comment, when it takes one */
  comment: string | null;
}

/** After the commit: no transaction any more. */
export interface AfterDeleteContext {
  entity: EntityDefinition;
  principal: Principal;
  op: 'delete';
}

/** The hooks of an entity whose stored rows are `T` (a Prisma model type, or the engine's untyped `Row`). */
export interface EntityHooks<T extends object = Row> {
  /**
   * Checks the values about to be written (`data`: what the caller sent, `ctx.before`: the stored row on update)
   * and may fill derived fields in `data` (a third party's display name).
   */
  beforeSave?(data: SaveData<T>, ctx: SaveContext<T>): void | Promise<void>;
  /** After the row is written, in the same transaction. */
  afterSave?(row: { id: number }, ctx: SaveContext<T>): void | Promise<void>;
  /** Before a row is deleted: refuse (throw) or clean up what belongs to it. */
  beforeDelete?(row: T, ctx: DeleteContext): void | Promise<void>;
  /**
   * After the delete is committed, outside the transaction: for what lives outside the database (a document's
   * stored file). It cannot undo the delete; a failure is logged by the engine.
   */
  afterDelete?(row: T, ctx: AfterDeleteContext): void | Promise<void>;
  /**
   * After a workflow step (a transition, or the chain's confirm or reject) has written the document's new state, in
   * the step's transaction: what the step does beyond the state (a stock document's posting writes the stock
   * ledger). A throw rolls the step back.
   */
  afterTransition?(ctx: TransitionContext<T>): void | Promise<void>;
}

/** Marks a provider as the hooks of one or more entities (by definition name). */
export const EntityHooks = DiscoveryService.createDecorator<string | readonly string[]>();

/** The hooks of every entity, collected from the providers marked `@EntityHooks(...)` when the app starts. */
@Injectable()
export class EntityHookRegistry implements OnModuleInit {
  private readonly byEntity = new Map<string, EntityHooks[]>();

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    const seen = new Set<unknown>();
    for (const wrapper of this.discovery.getProviders({ metadataKey: EntityHooks.KEY })) {
      // a hooks class listed by two modules is still one set of hooks
      if (!wrapper.instance || seen.has(wrapper.metatype)) continue;
      seen.add(wrapper.metatype);
      const names = this.discovery.getMetadataByDecorator(EntityHooks, wrapper) ?? [];
      for (const name of typeof names === 'string' ? [names] : names) {
        if (!findEntity(name)) throw new Error(`@EntityHooks('${name}') on ${wrapper.name}: there is no entity of that name`);
        this.byEntity.set(name, [...(this.byEntity.get(name) ?? []), wrapper.instance as EntityHooks]);
      }
    }
  }

  /** The hooks of `entity`, in order (none: an empty list). */
  of(entity: EntityDefinition): readonly EntityHooks[] {
    return this.byEntity.get(entity.name) ?? [];
  }
}
