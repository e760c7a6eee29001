import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { toErrorReply } from '../src/core/http/envelope';
import { DomainException } from '../src/core/http/errors';
import { entityOfPath, fieldMessage, pickLanguage } from '../src/core/i18n/messages';

const req = (lang?: string) => ({ id: 'trace-1', headers: lang ? { 'accept-language': lang } : {}, method: 'GET', url: '/api/x?y=1' });

describe('the caller’s language', () => {
  it('is Persian unless English is asked for, honouring q-values', () => {
    expect(pickLanguage(undefined)).toBe('fa');
    expect(pickLanguage('de-DE,de;q=0.9')).toBe('fa');
    expect(pickLanguage('en-US,en;q=0.9')).toBe('en');
    expect(pickLanguage('fa;q=0.5,en;q=0.8')).toBe('en');
    expect(pickLanguage('en;q=0.2,fa-IR')).toBe('fa');
  });

  it('fills field messages with the constraint’s arguments', () => {
    expect(fieldMessage('maxLength', 'name', [10], 'fa', '')).toBe('«name» حداکثر می‌تواند ۱۰ نویسه باشد.');
    expect(fieldMessage('someCustomRule', 'code', [], 'en', 'code is odd')).toBe('code is odd');
    expect(fieldMessage('someCustomRule', 'serial', [], 'fa', 'serial is odd')).toBe('مقدار «serial» نامعتبر است.');
    // a known field is named by its label in the caller's language
    expect(fieldMessage('isNotEmpty', 'mobileNumber', [], 'fa', '')).toBe('«شمارهٔ همراه» الزامی است.');
    expect(fieldMessage('isNotEmpty', 'mobileNumber', [], 'en', '')).toBe('"mobile number" is required.');
  });
});

describe('the failure envelope', () => {
  it('maps a domain exception with field errors, keeping the trace id', () => {
    const r = toErrorReply(new DomainException(400, 'VALIDATION', { fieldErrors: [{ field: 'n', constraint: 'isNotEmpty', args: [], fallback: '' }] }), req('en'));
    expect(r).toEqual({
      status: 400,
      internal: false,
      headers: {},
      body: { isSuccess: false, message: 'Some fields are not valid.', errors: [{ field: 'n', message: '"n" is required.' }], traceId: 'trace-1', isFailure: true, error: { code: 'VALIDATION_FAILED', message: 'Some fields are not valid.', statusCode: 400 } },
    });
  });

  it('tells an unknown route from a missing record', () => {
    expect(toErrorReply(new NotFoundException('Cannot GET /api/x?y=1'), req()).body).toMatchObject({ message: 'چنین مسیری وجود ندارد.', detail: 'GET /api/x' });
    expect(toErrorReply(new DomainException(404, 'NOT_FOUND'), req()).body.message).toBe('مورد درخواستی یافت نشد.');
  });

  it('unwraps Fastify errors that Nest wrapped', () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), { name: 'FastifyError', code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 });
    expect(toErrorReply(new HttpException('Request body is too large', 413, { cause: tooLarge }), req('en')).body.message).toBe('The request body is too large.');
    const badJson = Object.assign(new Error('Body is not valid JSON'), { name: 'FastifyError', code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 });
    expect(toErrorReply(new BadRequestException('x', { cause: badJson }), req('en')).body.message).toBe('The request body is not valid JSON.');
  });

  it('answers a transaction that found no connection or ran out of time (a burst of writes) 503, not 500', () => {
    const busy = Object.assign(new Error('Transaction API error: Unable to start a transaction in the given time.'), { name: 'PrismaClientKnownRequestError', code: 'P2028' });
    const r = toErrorReply(busy, req('en'));
    expect(r.status).toBe(503);
    expect(r.internal).toBe(false);
    expect(r.headers).toEqual({ 'retry-after': '1' });
    expect(r.body).toEqual({ isSuccess: false, message: 'The service is temporarily unavailable.', detail: 'the database is busy; try again', errors: [], traceId: 'trace-1', isFailure: true, error: { code: 'DEPENDENCY_UNAVAILABLE', message: 'The service is temporarily unavailable.', statusCode: 503 } });
  });

  it('hides everything about an unexpected error', () => {
    const r = toErrorReply(new TypeError('cannot read x of undefined at /srv/app.ts:3'), req());
    expect(r.status).toBe(500);
    expect(r.internal).toBe(true);
    expect(r.body).toEqual({ isSuccess: false, message: 'خطایی رخ داده است.', errors: [], traceId: 'trace-1', isFailure: true, error: { code: 'INTERNAL', message: 'خطایی رخ داده است.', statusCode: 500 } });
  });
});

describe('a field named in a message', () => {
  it('is named by the label of the entity whose route was called, its line entity’s on a line', () => {
    const at = (url: string) => ({ id: 't', headers: { 'accept-language': 'en' }, method: 'PUT', url });
    const invalid = new DomainException(400, 'VALIDATION', { fieldErrors: [{ field: 'lines[0].quantity', constraint: 'min', args: [0], fallback: 'x' }, { field: 'endDate', constraint: 'notBeforeStart', args: [], fallback: 'x' }] });
    const statement = toErrorReply(invalid, at('/api/service/v1/contractorstatement/update?x=1')).body.errors.map((e) => e.message);
    expect(statement[0]).toContain('Quantity this period');
    expect(statement[1]).toBe('"End date" must not be before the start date.');
    // the same field of another document keeps its own label
    const estimate = toErrorReply(invalid, at('/api/service/v1/estimation/update')).body.errors.map((e) => e.message);
    expect(estimate[0]).toContain('"Quantity"');
    expect(entityOfPath('/api/service/v1/contractorcontract/create')?.name).toBe('contractorcontract');
    expect(entityOfPath('/api/no/such/route')).toBeUndefined();
    // a caller's field named like an Object member is no field of the entity (found by the fuzz test: it was a 500)
    const odd = new DomainException(400, 'VALIDATION', { fieldErrors: ['constructor', '__proto__', 'lines[0].toString'].map((field) => ({ field, constraint: 'controlCharacter', args: [], fallback: 'x' })) });
    expect(toErrorReply(odd, at('/api/base-data/v1/activitytype/deactivate')).status).toBe(400);
  });
});
