import type { EntityDefinition } from '@karsaz/entities';
import type { Prisma } from '../../generated/prisma/client';
import type { Principal } from '../auth/principal';
import type { Row } from './delegate';

/**
 * Lifecycle hooks (DESIGN.md): the hand-written rules a definition cannot say, run by the engine inside the
 * write's transaction. A hook that throws a DomainException (400 with field errors, 422 for a business rule)
 * rolls the whole write back. Hooks are registered by the area's module, next to the area's custom operations.
 */
export interface HookContext {
  entity: EntityDefinition;
  principal: Principal;
  tx: Prisma.TransactionClient;
}

export interface EntityHooks {
  /**
   * Checks the values about to be written (`data`: what the caller sent, `before`: the stored row on update) and
   * may fill derived fields in `data` (a third party's display name).
   */
  beforeSave?(data: Record<string, unknown>, ctx: HookContext & { op: 'create' | 'update'; before?: Row }): void | Promise<void>;
  /** After the row is written, in the same transaction. */
  afterSave?(row: { id: number }, ctx: HookContext & { op: 'create' | 'update' }): void | Promise<void>;
  /** Before a row is deleted: refuse (throw) or clean up what belongs to it. */
  beforeDelete?(row: Row, ctx: HookContext): void | Promise<void>;
  /**
   * After the delete is committed, outside the transaction: for what lives outside the database (a document's
   * stored file). It cannot undo the delete; a failure is logged by the engine.
   */
  afterDelete?(row: Row, ctx: Omit<HookContext, 'tx'>): void | Promise<void>;
}

const HOOKS = new Map<string, EntityHooks[]>();

/**
 * Adds hooks to an entity (by definition name); several modules may hook one entity, run in order. Answers the
 * function that takes them off again (a module whose hooks hold the app's services registers them when the app
 * starts and takes them off when it closes).
 */
export function registerHooks(entity: string, hooks: EntityHooks): () => void {
  HOOKS.set(entity, [...(HOOKS.get(entity) ?? []), hooks]);
  return () => HOOKS.set(entity, (HOOKS.get(entity) ?? []).filter((h) => h !== hooks));
}

export function hooksOf(entity: EntityDefinition): EntityHooks[] {
  return HOOKS.get(entity.name) ?? [];
}
