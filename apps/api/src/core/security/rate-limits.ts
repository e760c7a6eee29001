import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type IORedis from 'ioredis';
import type { Logger } from 'pino';
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

let fallbackLog: Logger | null = null;
let lastFallbackWarning = 0;
/** Where the warning goes when the counters fall back to memory (set once at start-up). */
export function setRateLimitLogger(logger: Logger): void {
  fallbackLog = logger;
}

/**
 * This instance's memory, standing in for Redis while Redis cannot be reached (rate-limiter-flexible's insurance
 * limiter): the limits keep applying, counted per instance, and the operator gets a warning (at most one every
 * 30 s) instead of every sign-in failing.
 */
function insurance(name: string, common: { keyPrefix: string; points: number; duration: number; blockDuration: number }): RateLimiterMemory {
  const memory = new RateLimiterMemory(common);
  return new Proxy(memory, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function' || !['consume', 'penalty', 'reward', 'get', 'set', 'block', 'delete'].includes(String(prop))) return value;
      return (...args: unknown[]) => {
        if (Date.now() - lastFallbackWarning > 30_000) {
          lastFallbackWarning = Date.now();
          fallbackLog?.warn({ limiter: name }, 'Redis is unavailable: rate limits count in this instance\'s memory until it returns');
        }
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/**
 * Counters shared by every API instance through Redis (rate-limiter-flexible); in memory in the embedded mode.
 * With Redis down they fall back to this instance's memory at once (`rejectIfRedisNotReady`), so a Redis outage
 * never stops sign-in; sessions do not depend on Redis at all (they live in PostgreSQL).
 */
export class RateLimits {
  constructor(
    private readonly redis: IORedis | null,
    private readonly prefix: string,
  ) {}

  limiter(name: string, o: LimiterOptions): RateLimiterAbstract {
    const common = { keyPrefix: `${this.prefix}:${name}`, points: o.points, duration: o.durationSeconds, blockDuration: o.blockSeconds ?? 0 };
    return this.redis
      ? new RateLimiterRedis({ ...common, storeClient: this.redis, useRedisPackage: false, rejectIfRedisNotReady: true, insuranceLimiter: insurance(name, common) })
      : new RateLimiterMemory(common);
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
