import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import { DECORATORS, type OpenAPIObject } from '@nestjs/swagger';
type OperationObject = { operationId?: string; parameters?: unknown[]; requestBody?: unknown; responses: Record<string, unknown> };
import { loadConfig } from '../src/core/config/config';
import { createLogger } from '../src/core/logging/logger';
import type { Infrastructure } from '../src/core/infrastructure';
import { createApp } from '../src/app.factory';
import { UNDESCRIBED_VALUE, buildOpenApiDocument } from '../src/core/openapi/document';

/**
 * The OpenAPI document describes every route the app serves, as a generated client needs it: each operation has an
 * id of its own, the body and the query/path parameters its handler takes, and a success answer with a schema.
 * The routes are read from Nest's own metadata, so a handler that takes a body the document leaves out fails here.
 */

interface Route {
  operationId: string;
  where: string;
  takes: { body: boolean; query: boolean; param: boolean };
}

let app: INestApplication;
let document: OpenAPIObject;
const routes: Route[] = [];
const operations: { method: string; path: string; op: OperationObject }[] = [];

beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', JWT_SECRET: 'openapi-document-only-never-signs-anything' });
  const infra = { config, logger: createLogger('silent'), db: {}, queue: {}, storage: {} } as unknown as Infrastructure;
  app = await createApp(infra, { documentOnly: true });
  document = buildOpenApiDocument(app);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) if (op && typeof op === 'object' && 'responses' in op) operations.push({ method, path, op: op as OperationObject });
  }
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const cls = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!cls || Reflect.getMetadata(DECORATORS.API_EXCLUDE_CONTROLLER, cls)?.[0]) continue;
      const proto = cls.prototype as Record<string, unknown>;
      for (const key of Object.getOwnPropertyNames(proto)) {
        const handler = proto[key];
        if (key === 'constructor' || typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        if (Reflect.getMetadata(DECORATORS.API_EXCLUDE_ENDPOINT, handler)?.disable) continue;
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, cls, key) ?? {}) as Record<string, unknown>;
        const kinds = Object.keys(args).map((k) => Number(k.split(':')[0]));
        const explicit = (Reflect.getMetadata(DECORATORS.API_OPERATION, handler) as { operationId?: string } | undefined)?.operationId;
        routes.push({
          operationId: explicit ?? `${cls.name.replace(/Controller$/, '')}_${key}`,
          where: `${cls.name}.${key} (${String(Reflect.getMetadata(METHOD_METADATA, handler))} ${String(Reflect.getMetadata(PATH_METADATA, handler))})`,
          takes: { body: kinds.includes(RouteParamtypes.BODY), query: kinds.includes(RouteParamtypes.QUERY), param: kinds.includes(RouteParamtypes.PARAM) },
        });
      }
    }
  }
}, 60_000);

afterAll(async () => {
  await app?.close();
});

describe('the OpenAPI document', () => {
  it('describes the app’s routes (the engine’s several hundred among them)', () => {
    expect(routes.length).toBeGreaterThan(800);
    expect(operations.length).toBe(routes.length);
  });

  it('gives every operation an id of its own, none of them the `Entity_` of an unnamed handler', () => {
    const seen = new Map<string, string[]>();
    for (const { method, path, op } of operations) seen.set(op.operationId ?? '', [...(seen.get(op.operationId ?? '') ?? []), `${method} ${path}`]);
    const repeated = [...seen].filter(([, where]) => where.length > 1);
    expect(repeated).toEqual([]);
    expect(operations.filter(({ op }) => !op.operationId || /_$/.test(op.operationId)).map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('finds each route of the app under its operation id', () => {
    const ids = new Set(operations.map(({ op }) => op.operationId));
    expect(routes.filter((r) => !ids.has(r.operationId)).map((r) => r.where)).toEqual([]);
  });

  it('lists the body and the parameters of every handler that takes them', () => {
    const byId = new Map(operations.map((o) => [o.op.operationId, o.op]));
    const missing: string[] = [];
    for (const route of routes) {
      const op = byId.get(route.operationId);
      if (!op) continue;
      const params = (op.parameters ?? []) as { in: string }[];
      if (route.takes.body && !op.requestBody) missing.push(`${route.where}: no request body`);
      if (route.takes.query && !params.some((p) => p.in === 'query')) missing.push(`${route.where}: no query parameters`);
      if (route.takes.param && !params.some((p) => p.in === 'path')) missing.push(`${route.where}: no path parameters`);
    }
    expect(missing).toEqual([]);
  });

  it('describes each request body with a schema of properties', () => {
    const empty = operations.filter(({ op }) => {
      const body = op.requestBody as { content?: Record<string, { schema?: Record<string, unknown> }> } | undefined;
      if (!body) return false;
      const schemas = Object.values(body.content ?? {}).map((c) => c.schema);
      return !schemas.length || schemas.some((s) => !s || (!s.$ref && !s.properties && !s.items && !s.oneOf && !s.allOf));
    });
    expect(empty.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('gives every operation a success answer with a schema', () => {
    const untyped = operations.filter(({ op }) =>
      !Object.entries(op.responses).some(([status, r]) => /^[23]/.test(status) && (status.startsWith('3') || Object.values((r as { content?: Record<string, { schema?: unknown }> }).content ?? {}).some((c) => !!c.schema))),
    );
    expect(untyped.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('describes the value of every success answer, the hand-written routes’ as well as the engine’s', () => {
    const undescribed = operations
      .filter(({ op }) => JSON.stringify(op.responses).includes(JSON.stringify(UNDESCRIBED_VALUE.description)))
      .map(({ method, path }) => `${method} ${path}`)
      .sort();
    expect(undescribed).toEqual([]);
  });

  it('lists the failure answers with the one Failure schema', () => {
    expect(document.components?.schemas?.Failure).toBeDefined();
    for (const { op } of operations) expect(op.responses['400']).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } } });
  });
});

