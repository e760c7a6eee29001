import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { WsAdapter } from '@nestjs/platform-ws';
import type { DynamicModule, Type } from '@nestjs/common';
import { AppModule } from './app.module';
import type { Infrastructure } from './core/infrastructure';
import { PinoNestLogger, requestId } from './core/logging/logger';
import { EnvelopeExceptionFilter } from './core/http/exception.filter';
import { EnvelopeInterceptor } from './core/http/envelope.interceptor';
import { TimeoutInterceptor } from './core/http/timeout.interceptor';
import { RequestContextInterceptor } from './core/context/request-context.interceptor';
import { PrismaClient } from './core/database/database';
import { createValidationPipe } from './core/http/validation';
import { useJsonParser } from './core/http/json-body';
import { buildOpenApiDocument } from './core/openapi/document';
import { registerSpa } from './core/web/spa';
import { normalizeDeep } from '@karsaz/domain';
import { Reflector } from '@nestjs/core';

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
    genReqId: requestId,
    bodyLimit: config.bodyLimitBytes,
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs + 5000,
    return503OnClosing: true,
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

  fastify.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  // Graceful shutdown: once closing starts, answers in flight go out with `Connection: close`, so keep-alive
  // connections end with them and the server stops as soon as the last request has finished.
  let closing = false;
  fastify.addHook('preClose', async () => {
    closing = true;
  });
  fastify.addHook('onSend', async (_req, reply, payload) => {
    // The contract answers every success with 200; Nest's default for POST is 201.
    if (reply.statusCode === 201) reply.code(200);
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  // Text normalisation of every JSON body (CONTRACT.md): Persian Yeh and Kaf, trimmed strings.
  fastify.addHook('preValidation', async (req) => {
    if (req.body && typeof req.body === 'object') req.body = normalizeDeep(req.body);
  });

  await app.register(helmet as never, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        // served over plain HTTP on office networks too; upgrading would break every asset there
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // multipart/form-data for file uploads; each upload route sets its own limits when it reads the parts
  // (DocumentDetail/Upload: one file of at most 20 MB)
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
    new RequestContextInterceptor(app.get(Reflector), app.get(PrismaClient)),
  );
  app.useWebSocketAdapter(new WsAdapter(app));
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);

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
