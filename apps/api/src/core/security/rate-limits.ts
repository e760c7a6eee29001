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

export interface GrowingDelayOptions {
  /** failures allowed before any wait */
  free: number;
  /** the wait after the first failure beyond `free`, in seconds; each further failure doubles it */
  firstWaitSeconds: number;
  /** the longest wait, in seconds */
  maxWaitSeconds: number;
  /** how long failures are remembered, counted from the first one, in seconds */
  windowSeconds: number;
}

export type Attempt = { allowed: true; gated: boolean } | { allowed: false; waitMs: number };

/**
 * Failures answered by a growing wait instead of a hard lock: `free` failures cost nothing, then every further one
 * makes the key wait firstWait, 2×, 4×, … up to maxWait before its next attempt. An attempt is counted before it is
 * checked (an atomic increment in the shared store), so a burst of parallel attempts cannot all slip past: the
 * last free attempt and every later one must hold the key's gate (an atomic counter of one point), so at most
 * `free` attempts are ever checked before the first wait, and after it one at a time, each after its wait. Attempts refused are given back, so
 * knocking on a waiting key does not make its wait longer.
 */
export class GrowingDelay {
  private readonly failures: RateLimiterAbstract;
  /** blocked for the current wait; after it, held by the one attempt in flight */
  private readonly gate: RateLimiterAbstract;

  constructor(
    limits: RateLimits,
    name: string,
    readonly options: GrowingDelayOptions,
  ) {
    this.failures = limits.limiter(`${name}-failures`, { points: 1_000_000_000, durationSeconds: options.windowSeconds });
    this.gate = limits.limiter(`${name}-wait`, { points: 1, durationSeconds: 5 });
  }

  /** The wait, in seconds, after this many failures. */
  waitAfter(failures: number): number {
    const o = this.options;
    if (failures < o.free) return 0;
    return Math.min(o.maxWaitSeconds, o.firstWaitSeconds * 2 ** Math.min(30, failures - o.free));
  }

  /** Failures counted now (attempts in flight included). */
  async count(key: string): Promise<number> {
    return (await this.failures.get(key))?.consumedPoints ?? 0;
  }

  /** Counts an attempt; refused (and given back) while the key waits. */
  async begin(key: string): Promise<Attempt> {
    const counted = (await this.failures.penalty(key)).consumedPoints;
    // the free attempts but the last run side by side; from the last free one on, one at a time
    if (counted < this.options.free) return { allowed: true, gated: false };
    try {
      await this.gate.consume(key);
      return { allowed: true, gated: true };
    } catch (res) {
      await this.failures.reward(key);
      if (res instanceof RateLimiterRes) return { allowed: false, waitMs: Math.max(1000, res.msBeforeNext) };
      throw res;
    }
  }

  /** The attempt failed: it stays counted, and the key waits as long as its failures say. */
  async failed(key: string, attempt: Attempt): Promise<void> {
    const wait = this.waitAfter(await this.count(key));
    if (wait > 0) await this.gate.block(key, wait);
    else if (attempt.allowed && attempt.gated) await this.gate.delete(key);
  }

  /** The attempt succeeded: it is not a failure; `forget` clears the key's failures altogether. */
  async succeeded(key: string, attempt: Attempt, forget = false): Promise<void> {
    if (forget) {
      await this.failures.delete(key);
      await this.gate.delete(key);
      return;
    }
    await this.failures.reward(key);
    if (attempt.allowed && attempt.gated) await this.gate.delete(key);
  }

  /** Records a failure that was not begun with `begin` (a check made elsewhere). */
  async fail(key: string): Promise<void> {
    await this.failures.penalty(key);
    const wait = this.waitAfter(await this.count(key));
    if (wait > 0) await this.gate.block(key, wait);
  }

  /** Milliseconds the key must still wait, 0 when it may try. */
  async waiting(key: string): Promise<number> {
    const res = await this.gate.get(key);
    return res && res.consumedPoints > 1 ? res.msBeforeNext : 0;
  }
}
