import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import multipart from '@fastify/multipart';
import cookie from '@fastify/cookie';
import { WsAdapter } from '@nestjs/platform-ws';
import type { DynamicModule, Type } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { AppModule } from './app.module';
import type { Infrastructure } from './core/infrastructure';
import { PinoNestLogger } from './core/logging/logger';
import { AccessLogController } from './core/logging/access-log';
import { connectSources, enforceBodyRate, envelopeClientErrorHandler, requestId } from './core/http/limits';
import { EnvelopeExceptionFilter } from './core/http/exception.filter';
import { sendError } from './core/http/exception.filter';
import { DomainException } from './core/http/errors';
import { EnvelopeInterceptor } from './core/http/envelope.interceptor';
import { TimeoutInterceptor } from './core/http/timeout.interceptor';
import { RequestContextInterceptor } from './core/context/request-context.interceptor';
import { PrismaClient } from './core/database/database';
import { createValidationPipe } from './core/http/validation';
import { useJsonParser } from './core/http/json-body';
import { memoizeValidationMetadata } from './core/http/validation-metadata';
import { buildOpenApiDocument } from './core/openapi/document';
import { registerSpa } from './core/web/spa';
import { normalizeDeep } from '@karsaz/domain';
import { keepPasswordsAsTyped, mustNotBeStored } from './core/security/http-hygiene';
import { Reflector } from '@nestjs/core';
import { SessionEvents } from './core/auth/session-events';

export interface CreateAppOptions {
  /** Extra modules (tests use this to mount probe routes). */
  extraModules?: (Type<unknown> | DynamicModule)[];
  /** Build the app without serving: no SPA, no docs UI (the OpenAPI script). */
  documentOnly?: boolean;
}

/** Builds the whole HTTP application on Fastify, ready for `listen` (or `init` for tests and the OpenAPI script). */
export async function createApp(infra: Infrastructure, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const { config, logger } = infra;
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    // one access line per request instead of Fastify's two (core/logging/access-log.ts)
    logController: new AccessLogController(),
    genReqId: requestId,
    bodyLimit: config.bodyLimitBytes,
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs + 5000,
    // a URL or header set beyond this is answered 431 in the envelope, as is every request Node's parser refuses
    http: { maxHeaderSize: config.maxHeaderBytes },
    clientErrorHandler: envelopeClientErrorHandler,
    // while closing, new requests get our own 503 in the envelope (the onRequest hook below)
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // only behind a proxy that sets X-Forwarded-For; otherwise callers could pick their own address
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  const root = options.extraModules?.length
    ? { module: class KarsazRoot {}, imports: [AppModule.forRoot(infra), ...options.extraModules] }
    : AppModule.forRoot(infra);
  const app = await NestFactory.create<NestFastifyApplication>(root as DynamicModule, adapter, {
    logger: new PinoNestLogger(logger),
    bufferLogs: false,
    abortOnError: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  useJsonParser(app, config.bodyLimitBytes);
  memoizeValidationMetadata();

  // Graceful shutdown (SIGTERM, app.close()): from its first step (Nest's prepareClose, before the shutdown hooks)
  // every new request is answered 503 in the envelope with `Connection: close`; answers in flight go out with
  // `Connection: close` too, so keep-alive connections end with them and the server stops as soon as the last
  // request has finished. Then the listener closes (new connections are refused) and the database closes last.
  let closing = false;
  const beforeClose = adapter.beforeClose.bind(adapter);
  adapter.beforeClose = () => {
    closing = true;
    return beforeClose();
  };
  fastify.addHook('preClose', async () => {
    closing = true;
  });
  fastify.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
    if (closing) {
      reply.header('connection', 'close');
      sendError(new DomainException(503, 'SERVICE_UNAVAILABLE', { detail: 'the server is shutting down', headers: { 'retry-after': '1' } }), req, reply);
      return reply;
    }
  });
  fastify.addHook('onSend', async (req, reply, payload) => {
    // The contract answers every success with 200; Nest's default for POST is 201.
    if (reply.statusCode === 201) reply.code(200);
    if (closing) reply.header('connection', 'close');
    // answers with tokens or codes are never kept by a browser or proxy cache
    if (mustNotBeStored(req.url, payload)) {
      reply.header('cache-control', 'no-store');
      reply.header('pragma', 'no-cache');
    }
    return payload;
  });
  // a body that trickles in is answered 408 (docs/http-limits.md)
  enforceBodyRate(fastify, { minBytesPerSecond: config.bodyMinBytesPerSecond, graceMs: config.bodyRateGraceMs });
  // Text normalisation of every JSON body (CONTRACT.md): Persian Yeh and Kaf, trimmed strings; passwords as typed.
  fastify.addHook('preValidation', async (req) => {
    if (req.body && typeof req.body === 'object') req.body = keepPasswordsAsTyped(req.body, normalizeDeep(req.body));
  });

  // helmet's headers, its middleware made once (@fastify/helmet made a new one, parsing the policy again, for every
  // request: 1.3 % of a list call's CPU in bench/entities.mjs)
  const secureHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        // WebSockets to this host only (core/http/limits.ts)
        connectSrc: [(req: IncomingMessage) => connectSources(req)],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        // served over plain HTTP on office networks too; upgrading would break every asset there
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  fastify.addHook('onRequest', (req, reply, done) => secureHeaders(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)));
  // multipart/form-data for file uploads; each upload route sets its own limits when it reads the parts
  // (DocumentDetail/Upload: one file of at most 20 MB)
  // cookies: only the device cookie of sign-in (modules/identity/device-cookie.ts) is read and set
  await app.register(cookie as never);
  await app.register(multipart as never, { limits: { fileSize: 1024 * 1024, files: 1, fields: 20, parts: 25 } });
  if (config.corsOrigins.length) {
    app.enableCors({
      origin: config.corsOrigins.includes('*') ? true : config.corsOrigins,
      credentials: !config.corsOrigins.includes('*'),
      exposedHeaders: ['X-Request-Id', 'Retry-After', 'Content-Disposition'],
      maxAge: 600,
    });
  }

  app.useGlobalFilters(new EnvelopeExceptionFilter());
  app.useGlobalPipes(createValidationPipe());
  // the request context (company isolation, the financial year) innermost: the handler runs inside it
  app.useGlobalInterceptors(
    new TimeoutInterceptor(config.requestTimeoutMs),
    new EnvelopeInterceptor(app.get(Reflector)),
    new RequestContextInterceptor(app.get(Reflector), app.get(PrismaClient), () => app.get(SessionEvents).accessChanged()),
  );
  app.useWebSocketAdapter(new WsAdapter(app));
  // after the drain, the process exits with 0 (Nest would otherwise re-raise the signal: an exit "by SIGTERM")
  app.enableShutdownHooks(['SIGTERM', 'SIGINT'], { useProcessExit: true });

  if (!options.documentOnly) {
    const document = buildOpenApiDocument(app);
    SwaggerModule.setup('api/docs', app, document, {
      jsonDocumentUrl: 'api/docs/openapi.json',
      customSiteTitle: 'Karsaz API',
      // hundreds of operations: the areas start folded, with a filter over them and links to each
      swaggerOptions: { docExpansion: 'none', filter: true, deepLinking: true },
    });
    await registerSpa(fastify, config.webDist);
  }
  return app;
}
