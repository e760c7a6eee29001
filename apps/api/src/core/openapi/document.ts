import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { WORKFLOW_SCHEMAS } from '../workflow/workflow-controller';
import { ALL_ERROR_CODES } from '../http/error-codes';

/**
 * The failure answer of every operation, in one place (the lead changes the envelope here: CONTRACT.md).
 */
export const failureSchema = {
  type: 'object',
  required: ['isSuccess', 'message', 'errors', 'traceId', 'isFailure', 'error'],
  properties: {
    isSuccess: { type: 'boolean', enum: [false] },
    message: { type: 'string', description: "In the caller's language (Accept-Language: fa by default, en)" },
    detail: { type: 'string' },
    errors: {
      type: 'array',
      items: { type: 'object', required: ['field', 'message'], properties: { field: { type: 'string' }, message: { type: 'string' } } },
    },
    traceId: { type: 'string', description: 'The request id; also in the X-Request-Id header and the logs' },
    isFailure: { type: 'boolean', enum: [true], description: 'The upstream system’s flag (docs/error-codes.md)' },
    error: {
      type: 'object',
      description: 'The upstream system’s error object: a stable machine code per kind of error (docs/error-codes.md)',
      required: ['code', 'message', 'statusCode'],
      properties: {
        code: { type: 'string', enum: [...ALL_ERROR_CODES] },
        message: { type: 'string', description: 'The same text as `message`' },
        statusCode: { type: 'integer', description: 'The HTTP status' },
      },
    },
  },
};

const failureResponses: Record<string, string> = {
  '400': 'Bad input: every field error is listed',
  '401': 'No token, or an expired one',
  '403': 'Signed in but not allowed',
  '404': 'No such record in the caller’s company, or no such route',
  '409': 'A stale version or a duplicate',
  '413': 'The body is too large',
  '422': 'A business rule',
  '429': 'Throttled',
  '500': 'A fault of ours (never a stack trace)',
  '503': 'A dependency is down',
};

/**
 * The success answer of an enveloped handler that declares no model of its value (`@ApiEnvelope` is missing): the
 * envelope is still described, with a value of unstated shape, so a generated client knows `isSuccess` and
 * `value`. test/openapi.spec.ts lists the operations that are still so and fails when one is added.
 */
export const UNDESCRIBED_VALUE = { description: 'the value; its shape is not yet described in this document' };

function withEnvelopeFallback(op: { responses: Record<string, { description?: string; content?: unknown }> }) {
  // the API answers every success with 200, a POST too (app.factory.ts): Nest's default 201 is not what a client gets
  if (op.responses['201'] && !op.responses['200'] && !op.responses['201'].content) {
    op.responses['200'] = { ...op.responses['201'], description: 'Success' };
    delete op.responses['201'];
  }
  const success = Object.entries(op.responses).filter(([status]) => /^2/.test(status));
  if (!success.length || success.some(([, r]) => r.content)) return;
  for (const [, r] of success) {
    r.content = {
      'application/json': {
        schema: { type: 'object', required: ['isSuccess', 'value'], properties: { isSuccess: { type: 'boolean', enum: [true] }, value: UNDESCRIBED_VALUE } },
      },
    };
  }
}

/** Sorts object keys recursively, so the committed document changes only when the API does. */
export function sortKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sortKeys) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    ) as T;
  }
  return value;
}

/** The OpenAPI document of the running code: operation ids, the envelope and the error schema in it. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Karsaz API')
    .setDescription(
      'Karsaz, the Persian-first enterprise back office. Every answer is an envelope: `{ isSuccess: true, value }` on success, ' +
        '`{ isSuccess: false, isFailure: true, message, detail, errors, traceId, error: { code, message, statusCode } }` on failure (see CONTRACT.md).',
    )
    .setVersion('1')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'bearer')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
  document.components ??= {};
  document.components.schemas ??= {};
  document.components.schemas.Failure = failureSchema as never;
  Object.assign(document.components.schemas, WORKFLOW_SCHEMAS);
  for (const path of Object.values(document.paths)) {
    for (const op of Object.values(path) as { responses?: Record<string, unknown> }[]) {
      if (!op || typeof op !== 'object' || !('responses' in op)) continue;
      op.responses ??= {};
      withEnvelopeFallback(op as Parameters<typeof withEnvelopeFallback>[0]);
      for (const [status, description] of Object.entries(failureResponses)) {
        op.responses[status] ??= { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } } };
      }
    }
  }
  return sortKeys(document);
}
