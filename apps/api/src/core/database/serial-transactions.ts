import type { SqlDriverAdapter, SqlDriverAdapterFactory, Transaction } from '@prisma/driver-adapter-utils';

/**
 * One query at a time on a transaction's connection (docs/input-rules.md, "pg warning").
 *
 * Prisma's query interpreter loads the relations of one `include` with `Promise.all` (its `join` node). Outside a
 * transaction each of those queries takes its own pooled connection; inside one (an interactive `$transaction`, or
 * the internal transaction of a nested write) they all go to the transaction's single pg client at once, which pg
 * 8 queues with the warning "Calling client.query() when the client is already executing a query is deprecated"
 * and pg 9 will refuse. This wrapper queues them in the adapter instead: the same order and result as pg's own
 * queue gave, without leaning on the behaviour pg is removing. Commit and rollback wait for the queries before them.
 */
const SERIAL = new Set(['queryRaw', 'executeRaw', 'commit', 'rollback', 'createSavepoint', 'rollbackToSavepoint', 'releaseSavepoint']);

function serialTransaction(tx: Transaction): Transaction {
  let tail: Promise<unknown> = Promise.resolve();
  return new Proxy(tx, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== 'function') return value;
      const fn = value as (...args: unknown[]) => Promise<unknown>;
      if (typeof prop !== 'string' || !SERIAL.has(prop)) return fn.bind(target);
      return (...args: unknown[]) => {
        const run = tail.then(() => fn.apply(target, args));
        tail = run.catch(() => undefined);
        return run;
      };
    },
  });
}

function serialAdapter(adapter: SqlDriverAdapter): SqlDriverAdapter {
  return new Proxy(adapter, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== 'function') return value;
      if (prop === 'startTransaction') return async (...args: Parameters<SqlDriverAdapter['startTransaction']>) => serialTransaction(await target.startTransaction(...args));
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
}

/** The driver adapter factory whose transactions send one query at a time. */
export function serialTransactions<F extends SqlDriverAdapterFactory>(factory: F): F {
  return new Proxy(factory, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (prop === 'connect') return async () => serialAdapter(await target.connect());
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
