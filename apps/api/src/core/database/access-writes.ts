import { EventEmitter } from 'node:events';
import { Prisma, type PrismaClient } from '../../generated/prisma/client';
import { currentContext } from '../context/request-context';

/**
 * What the auth cache (core/auth/auth-cache.ts) answers from: sessions, users, their roles, the roles' grants,
 * actions, menus and OAuth clients. A write to any of them, through the client's models or raw SQL, is announced
 * on the database's `accessWrites` emitter ('written'), so that the caches of every instance are cleared.
 */
const WATCHED_MODELS = new Set(['AuthSession', 'User', 'UserRole', 'RolePermission', 'Role', 'Action', 'ActionMenu', 'OAuthClient']);
const WRITES = new Set(['create', 'createMany', 'createManyAndReturn', 'update', 'updateMany', 'updateManyAndReturn', 'upsert', 'delete', 'deleteMany']);
const RAW_WRITE = /\b(?:update|insert\s+into|delete\s+from)\s+"?(?:auth_session|user_account|user_role|role_permission|role|action|action_menu|oauth_client)"?[\s(]/i;

/** The request contexts in which such a write happened: RequestContextInterceptor announces them once more after the handler (committed). */
const written = new WeakSet<object>();

/** Whether the running request wrote what the auth cache answers from (its handler has finished: the write is committed). */
export function accessWrittenIn(context: object | undefined): boolean {
  return !!context && written.has(context);
}

function rawText(args: unknown): string {
  if (typeof args === 'string') return args;
  if (Array.isArray(args)) return typeof args[0] === 'string' ? args[0] : Array.isArray(args[0]) ? (args[0] as string[]).join('?') : '';
  const sql = args as { strings?: readonly string[]; sql?: string } | undefined;
  return sql?.strings ? sql.strings.join('?') : (sql?.sql ?? '');
}

/** Whether an operation writes what the auth cache answers from (a new session is nobody's cached answer yet). */
export function writesAccess(model: string | undefined, operation: string, args: unknown): boolean {
  if (model) return WATCHED_MODELS.has(model) && WRITES.has(operation) && !(model === 'AuthSession' && operation === 'create');
  return operation.startsWith('$') && (operation.includes('Raw') || operation.includes('raw')) && RAW_WRITE.test(rawText(args));
}

/**
 * The client with the watch: after such a write resolves, `emitter` hears 'written' (inside a transaction, that
 * is before the commit: the request's context is marked, and the interceptor announces it again once the handler
 * has returned).
 */
export function watchAccessWrites<T extends PrismaClient>(client: T, emitter: EventEmitter): T {
  return client.$extends(
    Prisma.defineExtension({
      name: 'karsaz-access-writes',
      query: {
        async $allOperations({ model, operation, args, query }) {
          const result = await query(args);
          if (writesAccess(model, operation, args)) {
            const context = currentContext();
            if (context) written.add(context);
            emitter.emit('written');
          }
          return result;
        },
      },
    }),
  ) as unknown as T;
}

export function accessWritesEmitter(): EventEmitter {
  const e = new EventEmitter();
  e.setMaxListeners(0);
  return e;
}
