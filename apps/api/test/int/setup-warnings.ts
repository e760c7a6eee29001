import { Client } from 'pg';

/**
 * A test fails when pg is asked a query while its client still has one queued (queries sent in parallel on one
 * connection, e.g. inside a transaction): pg 8 warns "Calling client.query() when the client is already executing
 * a query is deprecated" and pg 9 refuses it (src/core/database/serial-transactions.ts). pg's own condition is
 * checked where the query is asked, so the failure names the call; the process warning itself never reaches a
 * listener here (jest gives each test file its own `process` object).
 */
const parallel: Error[] = [];
type Queued = { _queryQueue?: unknown[]; pipeline?: boolean };
const query = Client.prototype.query as (...args: unknown[]) => unknown;
Client.prototype.query = function (this: Queued, ...args: unknown[]) {
  if ((this._queryQueue?.length ?? 0) > 0 && !this.pipeline) parallel.push(new Error('pg was asked a query while its client still had another to run'));
  return query.apply(this, args);
} as typeof Client.prototype.query;

afterEach(() => {
  const seen = parallel.splice(0);
  if (seen.length) throw new Error(`${seen.length} queries were sent in parallel on one pg client (pg 9 refuses them):\n${seen[0]!.stack}`);
});
