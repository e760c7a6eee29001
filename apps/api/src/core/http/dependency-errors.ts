/**
 * Which outside part an error says is down, if any. A lost database connection, a refused storage endpoint or a
 * reset socket is not a fault of the request nor of our code: the caller gets 503 with a Retry-After and tries
 * again; the operator gets one warning line naming the part (not a stack trace per request).
 */
export type Dependency = 'database' | 'storage' | 'redis' | 'service';

/** Thrown by the infrastructure wrappers (object storage) when their server cannot be reached. */
export class DependencyUnavailableError extends Error {
  constructor(
    readonly dependency: Dependency,
    cause: unknown,
  ) {
    super(`${dependency} unavailable: ${(cause as Error)?.message ?? String(cause)}`, { cause });
  }
}

/** Prisma's codes for a server it cannot reach, a connection it lost and a pool that is exhausted. */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
/** The driver adapter's kinds for the same (`meta.driverAdapterError.cause.kind`). */
const ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections', 'DatabaseNotReachableError']);
/** PostgreSQL: connection exceptions (class 08), shut down by the administrator or a crash, cannot connect now, too many connections. */
const SQLSTATE = /^(08\w{3}|57P0[1-3]|53300)$/;
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED']);
/** pg's and Prisma's texts for the same, where no code travels with them. */
const DATABASE_TEXTS = [
  /Can't reach database server/i,
  /Connection terminated/i,
  /Client has encountered a connection error and is not queryable/i,
  /server closed the connection unexpectedly/i,
  /terminating connection due to administrator command/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /Timed out fetching a new connection from the connection pool/i,
  /timeout exceeded when trying to connect/i,
  /Code: `(08\w{3}|57P0[1-3]|53300)`/,
];

interface ErrorLike {
  name?: string;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { code?: unknown; driverAdapterError?: { cause?: { kind?: string; originalCode?: string; code?: string } } };
}

/** Walks the error and its causes; the first part found down is the answer. */
export function unavailableDependency(thrown: unknown): Dependency | null {
  const seen = new Set<unknown>();
  let socket = false;
  for (let e = thrown as ErrorLike | undefined; e && typeof e === 'object' && !seen.has(e); e = e.cause as ErrorLike | undefined) {
    seen.add(e);
    if (e instanceof DependencyUnavailableError) return e.dependency;
    const name = String(e.name ?? e.constructor?.name ?? '');
    const code = typeof e.code === 'string' ? e.code : '';
    const text = typeof e.message === 'string' ? e.message : '';
    if (name.startsWith('PrismaClient') || name === 'DriverAdapterError') {
      if (PRISMA_CODES.has(code) || name === 'PrismaClientInitializationError') return 'database';
      const adapter = e.meta?.driverAdapterError?.cause;
      if (adapter && (ADAPTER_KINDS.has(String(adapter.kind)) || SQLSTATE.test(String(adapter.originalCode ?? adapter.code ?? '')))) return 'database';
      if (SQLSTATE.test(String(e.meta?.code ?? ''))) return 'database';
      if (DATABASE_TEXTS.some((t) => t.test(text))) return 'database';
    }
    if (SQLSTATE.test(code) || DATABASE_TEXTS.some((t) => t.test(text))) return 'database';
    if (SOCKET_CODES.has(code)) socket = true;
  }
  return socket ? 'service' : null;
}

/** Seconds a caller should wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;
