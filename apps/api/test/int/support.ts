import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DynamicModule, Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { loadConfig, type KarsazConfig } from '../../src/core/config/config';
import { createLogger } from '../../src/core/logging/logger';
import { openInfrastructure, type Infrastructure } from '../../src/core/infrastructure';
import { createApp } from '../../src/app.factory';
import { BullMqQueue } from '../../src/core/queue/queue';
import { isSeeded, seedDemo } from '../../src/seed/demo';

export const databaseUrl = () => process.env.TEST_DATABASE_URL!;
export const redisUrl = () => process.env.TEST_REDIS_URL!;

/** A configuration on the run's fresh database and the real Redis, storage in a temporary folder. */
export function testConfig(env: Record<string, string> = {}): KarsazConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: databaseUrl(),
    REDIS_URL: redisUrl(),
    KARSAZ_DATA_DIR: mkdtempSync(join(tmpdir(), 'karsaz-it-')),
    JWT_SECRET: 'integration-tests-secret-of-at-least-32-chars',
    // each test app counts its own rate limits in the shared Redis
    RATE_LIMIT_PREFIX: `karsaz-it:${process.pid}:${Date.now()}:${Math.random().toString(36).slice(2)}`,
    OTP_RESEND_AFTER_SECONDS: '1',
    ...env,
  });
}

export interface TestApp {
  app: NestFastifyApplication;
  infra: Infrastructure;
  http: () => ReturnType<typeof request>;
  close: () => Promise<void>;
}

export async function startTestApp(options: { env?: Record<string, string>; modules?: (Type<unknown> | DynamicModule)[] } = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  const logger = createLogger(config.logLevel);
  const infra = await openInfrastructure(config, logger);
  if (infra.queue instanceof BullMqQueue) {
    // each test app gets its own queue namespace in the shared Redis
    await infra.queue.close();
    infra.queue = new BullMqQueue(config.redisUrl!, logger, `karsaz-it-${process.pid}-${Date.now()}`);
  }
  // the demo organisation, as on a first start (idempotent)
  if (!(await isSeeded(infra.db.prisma))) await seedDemo(infra.db.prisma, { adminMobile: config.adminMobile, adminPassword: config.adminPassword });
  // every suite starts with the demo administrator in the default company, whatever company an earlier suite of the
  // shard refreshed them into (a token with another company_id moves their current company): suites that read the
  // demo's rows found none when they ran after one that left the administrator in company B
  const home = await infra.db.prisma.company.findFirst({ where: { isDefault: true }, select: { id: true } });
  if (home) await infra.db.prisma.user.updateMany({ where: { mobileNumber: config.adminMobile }, data: { currentCompanyId: home.id } });
  const app = await createApp(infra, { extraModules: options.modules });
  await app.init();
  await infra.queue.startWorker();
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    infra,
    http: () => request(app.getHttpServer()),
    close: () => app.close(),
  };
}

/** Polls `probe` every 20 ms until it answers something truthy, and answers that; fails after `ms`. */
export async function waitFor<T>(probe: () => Promise<T | null | undefined | false> | T | null | undefined | false, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`the condition did not come true within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
