import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { WORKFLOW_SCHEMAS } from '../workflow/workflow-controller';

const failureSchema = {
  type: 'object',
  required: ['isSuccess', 'message', 'errors', 'traceId'],
  properties: {
    isSuccess: { type: 'boolean', enum: [false] },
    message: { type: 'string', description: "In the caller's language (Accept-Language: fa by default, en)" },
    detail: { type: 'string' },
    errors: {
      type: 'array',
      items: { type: 'object', required: ['field', 'message'], properties: { field: { type: 'string' }, message: { type: 'string' } } },
    },
    traceId: { type: 'string', description: 'The request id; also in the X-Request-Id header and the logs' },
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
        '`{ isSuccess: false, message, detail, errors, traceId }` on failure (see CONTRACT.md).',
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
      for (const [status, description] of Object.entries(failureResponses)) {
        op.responses[status] ??= { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } } };
      }
    }
  }
  return sortKeys(document);
}
