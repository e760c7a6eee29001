import type { Prisma } from '../../generated/prisma/client';
import { Logger } from '@nestjs/common';

type Tx = Prisma.TransactionClient;

const pending = new WeakMap<Tx, (() => void | Promise<void>)[]>();

/**
 * Runs `fn` once the transaction has committed (a live map told of a step only when the step holds): a hook that
 * writes through `tx` registers here, and the code that owns the transaction calls `committed(tx)` after it. A
 * rolled-back transaction's callbacks are never run (they are forgotten with it). A callback's failure is its own:
 * it is logged by the caller, never undoing what committed.
 */
export function afterCommit(tx: Tx, fn: () => void | Promise<void>): void {
  const list = pending.get(tx);
  if (list) list.push(fn);
  else pending.set(tx, [fn]);
}

/** Runs what was registered on the committed transaction, in order; answers the failures. */
export async function committed(tx: Tx | undefined): Promise<unknown[]> {
  if (!tx) return [];
  const list = pending.get(tx) ?? [];
  pending.delete(tx);
  const failures: unknown[] = [];
  for (const fn of list) {
    try {
      await fn();
    } catch (err) {
      failures.push(err);
    }
  }
  return failures;
}

/**
 * `prisma.$transaction(fn)` that then runs what `fn`'s hooks left for after the commit (afterCommit); a failure of
 * one of those is logged under `what`, never thrown.
 */
export async function transactionThen<T>(
  prisma: { $transaction<R>(fn: (tx: Tx) => Promise<R>, options?: { timeout?: number }): Promise<R> },
  what: string,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  let held: Tx | undefined;
  const result = await prisma.$transaction(async (tx) => {
    held = tx;
    return fn(tx);
  });
  for (const err of await committed(held)) Logger.warn(`after ${what}: ${(err as Error).message}`, 'afterCommit');
  return result;
}
