import { ForbiddenException, HttpException, UnauthorizedException } from '@nestjs/common';
import { ALL_ERROR_CODES, ERROR_CODES } from '../src/core/http/error-codes';
import { toErrorReply } from '../src/core/http/envelope';
import { DependencyUnavailableError } from '../src/core/http/dependency-errors';
import { DomainException } from '../src/core/http/errors';

const req = { id: 't-1', headers: { 'accept-language': 'en' }, method: 'GET', url: '/x' };

describe('the machine codes of error.code (docs/error-codes.md)', () => {
  it('are exactly these, each once: renaming or dropping one breaks integrators', () => {
    expect([...ALL_ERROR_CODES].sort()).toEqual(
      [
        'BAD_REQUEST', 'VALIDATION_FAILED', 'JSON_TOO_DEEP', 'MALFORMED_JSON', 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE',
        'HEADERS_TOO_LARGE', 'UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'ROUTE_NOT_FOUND', 'METHOD_NOT_ALLOWED', 'CONFLICT',
        'BUSINESS_RULE_VIOLATED', 'RATE_LIMITED', 'TIMEOUT', 'DEPENDENCY_UNAVAILABLE', 'DATABASE_UNAVAILABLE', 'STORAGE_UNAVAILABLE', 'INTERNAL',
      ].sort(),
    );
    expect(new Set(Object.values(ERROR_CODES)).size).toBe(Object.keys(ERROR_CODES).length);
  });

  it.each([
    [new DomainException(400, 'VALIDATION'), 400, 'VALIDATION_FAILED'],
    [new UnauthorizedException(), 401, 'UNAUTHORIZED'],
    [new ForbiddenException(), 403, 'FORBIDDEN'],
    [new DomainException(404, 'NOT_FOUND'), 404, 'NOT_FOUND'],
    [new DomainException(409, 'CONFLICT'), 409, 'CONFLICT'],
    [new DomainException(422, 'BUSINESS_RULE', { text: { fa: 'ق', en: 'rule' } }), 422, 'BUSINESS_RULE_VIOLATED'],
    [new HttpException('slow', 429), 429, 'RATE_LIMITED'],
    [new HttpException('late', 408), 408, 'TIMEOUT'],
    [{ code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 }, 413, 'PAYLOAD_TOO_LARGE'],
    [new DependencyUnavailableError('service', new Error('ECONNREFUSED')), 503, 'DEPENDENCY_UNAVAILABLE'],
    [new DependencyUnavailableError('storage', new Error('down')), 503, 'STORAGE_UNAVAILABLE'],
    [new Error('boom'), 500, 'INTERNAL'],
  ])('%s answers %i with isFailure and error.code %s, keeping the contract’s fields', (thrown, status, code) => {
    const r = toErrorReply(thrown, req);
    expect(r.status).toBe(status);
    expect(r.body).toMatchObject({ isSuccess: false, isFailure: true, errors: expect.any(Array), traceId: 't-1' });
    expect(r.body.error).toEqual({ code, message: r.body.message, statusCode: status });
  });

  it('carries a domain text in error.message too', () => {
    const r = toErrorReply(new DomainException(422, 'BUSINESS_RULE', { text: { fa: 'قاعده', en: 'the rule' } }), req);
    expect(r.body.message).toBe('the rule');
    expect(r.body.error.message).toBe('the rule');
  });
});
