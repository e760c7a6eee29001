import { DependencyUnavailableError, unavailableDependency } from '../src/core/http/dependency-errors';
import { toErrorReply } from '../src/core/http/envelope';
import { storageFailure } from '../src/core/storage/storage';

const req = { id: 'trace-1', headers: { 'accept-language': 'en' }, method: 'GET', url: '/x' } as never;
const prismaError = (name: string, code: string, message: string, meta?: unknown) => Object.assign(new Error(message), { name, code, meta });

describe('a dependency that is down is 503, not 500', () => {
  it.each([
    ['Prisma cannot reach the server', prismaError('PrismaClientKnownRequestError', 'P1001', "Can't reach database server at 127.0.0.1:5432")],
    ['a raw query on a lost server', prismaError('PrismaClientKnownRequestError', 'P2010', 'Raw query failed. Code: `N/A`. Message: `Can\'t reach database server at 127.0.0.1:1`')],
    ['the administrator ended the session', prismaError('PrismaClientKnownRequestError', 'P2039', 'Database error. Code: `57P01`. Message: `terminating connection due to administrator command`')],
    ['the adapter says the connection closed', prismaError('PrismaClientKnownRequestError', 'P2010', 'x', { driverAdapterError: { cause: { kind: 'ConnectionClosed' } } })],
    ['pg lost its client', new Error('Client has encountered a connection error and is not queryable')],
    ['pg: connection terminated', new Error('Connection terminated unexpectedly')],
    ['a wrapped 57P01', Object.assign(new Error('outer'), { cause: Object.assign(new Error('terminating'), { code: '57P01' }) })],
  ])('%s → database', (_name, err) => {
    expect(unavailableDependency(err)).toBe('database');
    const r = toErrorReply(err, req);
    expect(r).toMatchObject({ status: 503, headers: { 'Retry-After': '5' }, internal: false, dependency: 'database' });
    expect(r.body).toMatchObject({ isSuccess: false, message: 'The database is temporarily unavailable; try again shortly.', detail: 'database', traceId: 'trace-1' });
  });

  it('an unreachable S3 server is storage; a missing object is not', () => {
    const refused = storageFailure(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED', syscall: 'connect', errno: -111 }));
    expect(refused).toBeInstanceOf(DependencyUnavailableError);
    expect(toErrorReply(refused, req)).toMatchObject({ status: 503, dependency: 'storage' });
    expect(storageFailure(Object.assign(new Error('busy'), { code: 'SlowDown' }))).toBeInstanceOf(DependencyUnavailableError);
    const missing = Object.assign(new Error('no such key'), { code: 'NoSuchKey' });
    expect(storageFailure(missing)).toBe(missing);
  });

  it('leaves other errors alone: a unique violation or a bug stays what it was', () => {
    expect(unavailableDependency(prismaError('PrismaClientKnownRequestError', 'P2002', 'Unique constraint failed'))).toBeNull();
    expect(toErrorReply(new TypeError('x is undefined'), req)).toMatchObject({ status: 500, internal: true });
  });
});
