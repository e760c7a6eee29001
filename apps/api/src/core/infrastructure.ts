import type { Logger } from 'pino';
import type { KarsazConfig } from './config/config';
import { openDatabase, type Database } from './database/database';
import { describeSync } from './database/menu-sync';
import { createQueue, type JobQueue } from './queue/queue';
import { createStorage, type ObjectStorage } from './storage/storage';
import IORedis from 'ioredis';
import { setRateLimitLogger } from './security/rate-limits';

/** The outside world the app runs on: database, queue and object storage, each real or embedded. */
export interface Infrastructure {
  config: KarsazConfig;
  logger: Logger;
  db: Database;
  queue: JobQueue;
  storage: ObjectStorage;
  /** A Redis client for shared counters (rate limits) when REDIS_URL is set; null in the embedded mode. */
  redis: IORedis | null;
}

export const INFRASTRUCTURE = Symbol('KARSAZ_INFRASTRUCTURE');

export async function openInfrastructure(config: KarsazConfig, logger: Logger): Promise<Infrastructure> {
  const db = await openDatabase(config);
  if (db.applied.length) logger.info({ migrations: db.applied }, 'applied database migrations');
  const synced = db.synced && describeSync(db.synced);
  if (synced) logger.info({ menus: synced }, 'synced the menus and actions from the module manifests');
  const queue = createQueue(config.redisUrl, logger, queuePrefix(config.auth.rateLimitPrefix), config.queue);
  const storage = createStorage(config.s3, config.dataDir);
  const redis = config.redisUrl ? new IORedis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true }) : null;
  redis?.on('error', (err) => logger.warn({ err: err.message }, 'redis connection error'));
  // connect now: the rate limits answer from memory while this client is not ready, so nothing else would
  // start the lazy connection; ioredis keeps reconnecting after a failure
  redis?.connect().catch((err: Error) => logger.warn({ err: err.message }, 'redis is not reachable yet'));
  setRateLimitLogger(logger);
  return { config, logger, db, queue, storage, redis };
}

/**
 * The Redis namespace of the job queue: the deployment's, as RATE_LIMIT_PREFIX names it (the realtime channel
 * does the same), so two deployments on one Redis (test servers side by side) never take each other's jobs; the
 * default deployment keeps `karsaz`.
 */
export function queuePrefix(rateLimitPrefix: string): string {
  return rateLimitPrefix === 'karsaz:rl' ? 'karsaz' : `karsaz-${rateLimitPrefix.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
}

export async function closeInfrastructure(infra: Infrastructure): Promise<void> {
  await infra.queue.close().catch((err) => infra.logger.warn({ err }, 'closing the queue failed'));
  infra.redis?.disconnect();
  await infra.db.close().catch((err) => infra.logger.warn({ err }, 'closing the database failed'));
}
