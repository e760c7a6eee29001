import type { MessageCode } from '../i18n/messages';

/**
 * The stable machine codes of the failure envelope's `error.code` (docs/error-codes.md), one per kind of error.
 * The catalogue's message codes (core/i18n/messages.ts) are internal and may be split or renamed; these are what
 * an integrator matches on, so a code here is never renamed or reused. Every message code maps to one (the
 * `Record` makes the compiler refuse a new message code without its public code).
 */
export const ERROR_CODES = {
  BAD_REQUEST: 'BAD_REQUEST',
  VALIDATION: 'VALIDATION_FAILED',
  JSON_TOO_DEEP: 'JSON_TOO_DEEP',
  MALFORMED_JSON: 'MALFORMED_JSON',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  HEADERS_TOO_LARGE: 'HEADERS_TOO_LARGE',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  ROUTE_NOT_FOUND: 'ROUTE_NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  CONFLICT: 'CONFLICT',
  BUSINESS_RULE: 'BUSINESS_RULE_VIOLATED',
  TOO_MANY_REQUESTS: 'RATE_LIMITED',
  REQUEST_TIMEOUT: 'TIMEOUT',
  SERVICE_UNAVAILABLE: 'DEPENDENCY_UNAVAILABLE',
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
  STORAGE_UNAVAILABLE: 'STORAGE_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const satisfies Record<MessageCode, string>;

export type ErrorCode = (typeof ERROR_CODES)[MessageCode];

/** Every public code, once (the unit test and the OpenAPI `Failure.error.code` enum list them). */
export const ALL_ERROR_CODES: readonly ErrorCode[] = [...new Set(Object.values(ERROR_CODES))];

/** The upstream system's failure fields (`isFailure`, `error`), beside the contract's own. */
export interface UpstreamError {
  isFailure: true;
  error: { code: ErrorCode; message: string; statusCode: number };
}

export function upstreamError(code: MessageCode, message: string, statusCode: number): UpstreamError {
  return { isFailure: true, error: { code: ERROR_CODES[code], message, statusCode } };
}
