import { HttpException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DomainException, type FieldError } from './errors';
import { RETRY_AFTER_SECONDS, unavailableDependency, type Dependency } from './dependency-errors';
import { entityOfPath, fieldMessage, message, pickLanguage, type MessageCode } from '../i18n/messages';
import { upstreamError, type ErrorCode } from './error-codes';

/** The contract's success answer. */
export interface Ok<T> {
  isSuccess: true;
  value: T;
}

/** The contract's failure answer. */
export interface Failure {
  isSuccess: false;
  message: string;
  detail?: string;
  errors: FieldError[];
  traceId: string;
  /** the upstream system's fields (docs/error-codes.md): always true here */
  isFailure: true;
  /** a stable machine code per kind of error, the message again and the HTTP status */
  error: { code: ErrorCode; message: string; statusCode: number };
}

export const ok = <T>(value: T): Ok<T> => ({ isSuccess: true, value });

const codeByStatus: Record<number, MessageCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'BUSINESS_RULE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
  504: 'REQUEST_TIMEOUT',
};

export interface ErrorReply {
  status: number;
  body: Failure;
  headers: Record<string, string>;
  /** true when the cause is a fault of ours (logged with its stack); false for the caller's mistakes. */
  internal: boolean;
  /** the outside part that is down (503), logged as a warning without a stack */
  dependency?: Dependency;
}

interface FastifyLikeError {
  statusCode?: number;
  code?: string;
  message?: string;
}

/** Adds `isFailure` and `error` to a failure body whose `message` is final. */
function withUpstream(body: Omit<Failure, 'isFailure' | 'error'>, code: MessageCode, status: number): Failure {
  return { ...body, ...upstreamError(code, body.message, status) };
}

/** Maps anything thrown while serving a request to the contract's failure envelope. Never leaks a stack. */
export function toErrorReply(thrown: unknown, req: Pick<FastifyRequest, 'id' | 'headers' | 'method' | 'url'>): ErrorReply {
  // Nest wraps Fastify's own errors (bad JSON, body limit, media type) in an HttpException; look at the original.
  const cause = thrown instanceof HttpException ? (thrown.cause as FastifyLikeError | undefined) : undefined;
  const err = typeof cause?.code === 'string' && cause.code.startsWith('FST_') ? cause : thrown;
  const lang = pickLanguage(req.headers['accept-language']);
  const traceId = String(req.id);
  const build = (status: number, code: MessageCode, extra: Partial<Failure> = {}, headers: Record<string, string> = {}, internal = false): ErrorReply => ({
    status,
    headers,
    internal,
    body: withUpstream({ isSuccess: false, message: message(code, lang), errors: [], traceId, ...extra }, code, status),
  });

  if (err instanceof DomainException) {
    const o = err.options;
    return build(
      err.status,
      err.code,
      {
        ...(o.text ? { message: o.text[lang] } : {}),
        ...(o.detail ? { detail: o.detail } : {}),
        errors: (o.fieldErrors ?? []).map((f) => ({ field: f.field, message: f.text ? f.text[lang] : fieldMessage(f.constraint, f.field, f.args, lang, f.fallback, entityOfPath(req.url)) })),
      },
      o.headers,
    );
  }
  if (err instanceof HttpException) {
    const status = err.getStatus();
    const text = err.message;
    if (status === 404 && /^Cannot [A-Z]+ /.test(text)) return build(404, 'ROUTE_NOT_FOUND', { detail: `${req.method} ${req.url.split('?')[0]}` });
    const code = codeByStatus[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
    return build(status, code, status < 500 && text ? { detail: text } : {}, {}, status >= 500);
  }
  const f = (err ?? {}) as FastifyLikeError;
  if (f.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (err instanceof SyntaxError && f.statusCode === 400)) return build(400, 'MALFORMED_JSON');
  if (f.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return build(400, 'MALFORMED_JSON', { detail: 'empty body' });
  if (f.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || f.statusCode === 413) return build(413, 'PAYLOAD_TOO_LARGE');
  if (f.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || f.statusCode === 415) return build(415, 'UNSUPPORTED_MEDIA_TYPE');
  if (typeof f.statusCode === 'number' && f.statusCode >= 400 && f.statusCode < 500) {
    return build(f.statusCode, codeByStatus[f.statusCode] ?? 'BAD_REQUEST');
  }
  const down = unavailableDependency(thrown);
  if (down) {
    const code: MessageCode = down === 'database' ? 'DATABASE_UNAVAILABLE' : down === 'storage' ? 'STORAGE_UNAVAILABLE' : 'SERVICE_UNAVAILABLE';
    return { ...build(503, code, { detail: down }, { 'Retry-After': String(RETRY_AFTER_SECONDS) }), dependency: down };
  }
  // A transaction could not get a connection in time, or ran out of its time waiting behind others (a burst of
  // writes, database.ts TRANSACTION_OPTIONS): it was rolled back, nothing was written; the caller may try again.
  if (f.code === 'P2028') {
    return build(503, 'SERVICE_UNAVAILABLE', { detail: 'the database is busy; try again' }, { 'retry-after': '1' });
  }
  // a value the checks above let through and the database refused as data (out of range, NUL, not a number):
  // still the caller's input, so 400; logged, because a DTO rule is missing (docs/input-rules.md)
  if (databaseDataError(thrown)) return build(400, 'VALIDATION', { detail: 'a value does not fit its column' }, {}, true);
  return build(500, 'INTERNAL', {}, {}, true);
}

/** PostgreSQL's "data exception" class (22xxx) and Prisma's codes for a value out of its column's range. */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;
const PRISMA_VALUE_CODES = new Set(['P2000', 'P2006', 'P2007', 'P2020', 'P2033']);

/** Whether `err` (a Prisma error, a driver adapter error, a pg error, or one wrapping another) is a data exception. */
export function databaseDataError(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as { code?: unknown; originalCode?: unknown; kind?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown; code?: unknown } };
  if (typeof e.code === 'string' && (PRISMA_VALUE_CODES.has(e.code) || DATA_EXCEPTION.test(e.code))) return true;
  if (typeof e.originalCode === 'string' && DATA_EXCEPTION.test(e.originalCode)) return true;
  if (typeof e.meta?.code === 'string' && DATA_EXCEPTION.test(e.meta.code)) return true;
  if (e.kind === 'ValueOutOfRange' || e.kind === 'InvalidInputValue') return true;
  return databaseDataError(e.meta?.driverAdapterError, depth + 1) || databaseDataError(e.cause, depth + 1);
}
