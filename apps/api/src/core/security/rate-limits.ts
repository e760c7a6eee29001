import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type IORedis from 'ioredis';
import { DomainException } from '../http/errors';

/** 429 with Retry-After in whole seconds. */
export function tooManyRequests(msBeforeNext: number): DomainException {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new DomainException(429, 'TOO_MANY_REQUESTS', { headers: { 'Retry-After': String(seconds) } });
}

export interface LimiterOptions {
  points: number;
  durationSeconds: number;
  blockSeconds?: number;
}

/**
 * Counters shared by every API instance through Redis (rate-limiter-flexible); in memory in the embedded mode.
 */
export class RateLimits {
  constructor(
    private readonly redis: IORedis | null,
    private readonly prefix: string,
  ) {}

  limiter(name: string, o: LimiterOptions): RateLimiterAbstract {
    const common = { keyPrefix: `${this.prefix}:${name}`, points: o.points, duration: o.durationSeconds, blockDuration: o.blockSeconds ?? 0 };
    return this.redis ? new RateLimiterRedis({ ...common, storeClient: this.redis, useRedisPackage: false }) : new RateLimiterMemory(common);
  }
}

/** Spends a point; refused → 429 with Retry-After. */
export async function consumeOr429(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (res) {
    if (res instanceof RateLimiterRes) throw tooManyRequests(res.msBeforeNext);
    throw res;
  }
}

/** Milliseconds until the key may act again, 0 when it is not blocked. */
export async function blockedFor(limiter: RateLimiterAbstract, key: string, points: number): Promise<number> {
  const res = await limiter.get(key);
  return res && res.consumedPoints >= points ? res.msBeforeNext : 0;
}
