import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type IORedis from 'ioredis';
import { INFRASTRUCTURE, type Infrastructure } from '../infrastructure';
import { SessionEvents, isAccessChanged, isSessionsEnded, realtimeChannel } from './session-events';

/** What AuthGuard asks the database on every call: is the token's session live, and does its holder hold the route's rule. */
export interface AccessAnswer {
  live: boolean;
  granted: boolean | null;
}

interface Entry extends AccessAnswer {
  until: number;
}

/** At most this many answers are kept (a session asks one per distinct route rule); the oldest go first. */
const MAX_ENTRIES = 50_000;

/**
 * The in-process cache of AuthGuard's session-and-permission answers (docs/performance.md), for AUTH_CACHE_MS
 * (10 s by default), never past the session's own expiry. Revocation stays immediate:
 * - a sign-out, a revoked session, a password change, a deactivated user (SessionEvents.ended) and any write to
 *   sessions, users, user roles, role grants, roles, actions, menus or OAuth clients (the database's
 *   `accessWrites`, core/database/access-writes.ts) clear this instance's cache synchronously and are published
 *   on the realtime channel, where every other instance clears its own on hearing them;
 * - an answer read while a change was announced is not kept (the generation moved on during the query);
 * - with Redis configured, the cache is used only while this instance's subscription to the channel is up: an
 *   instance that could miss a message asks the database on every call until it is subscribed again.
 * Embedded (no Redis) there is one instance, and the local notices suffice.
 */
@Injectable()
export class AuthCache implements OnModuleInit, OnModuleDestroy {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private subscribed = false;
  private subscriber: IORedis | null = null;
  private readonly stops: (() => void)[] = [];
  private readonly ttlMs: number;
  private readonly channel: string;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly events: SessionEvents,
  ) {
    this.ttlMs = infra.config.auth.authCacheMs ?? 0;
    this.channel = realtimeChannel(infra.config.auth.rateLimitPrefix);
  }

  async onModuleInit(): Promise<void> {
    this.stops.push(this.events.onChanged(() => this.clear()));
    const writes = this.infra.db.accessWrites;
    if (writes) {
      // clear here at once, and tell the others (again after the handler: RequestContextInterceptor)
      const onWrite = () => void this.events.accessChanged();
      writes.on('written', onWrite);
      this.stops.push(() => writes.off('written', onWrite));
    }
    if (!this.infra.redis || this.ttlMs <= 0) return;
    const sub = (this.subscriber = this.infra.redis.duplicate());
    sub.on('error', (err) => this.infra.logger.warn({ err: err.message }, 'auth cache subscriber error'));
    sub.on('message', (_channel: string, raw: string) => {
      // a push to a user's sockets is not ours; anything else on the channel clears
      if (raw.includes('"sessions-ended"') || raw.includes('"access-changed"')) {
        try {
          const news: unknown = JSON.parse(raw);
          if (isSessionsEnded(news) || isAccessChanged(news)) this.clear();
        } catch {
          this.clear();
        }
      }
    });
    const down = () => {
      this.subscribed = false;
      this.clear();
    };
    sub.on('close', down);
    sub.on('end', down);
    sub.on('reconnecting', down);
    // trusted again only once the subscription is confirmed (also when the first one failed: Redis down at start)
    const subscribe = async () => {
      try {
        await sub.subscribe(this.channel);
        if (this.subscriber === sub && sub.status === 'ready') this.subscribed = true;
      } catch (err) {
        this.infra.logger.warn({ err: (err as Error).message }, 'auth cache subscribe failed; asking the database on every call');
      }
    };
    sub.on('ready', () => void subscribe());
    // not awaited: with Redis down at start the app starts all the same, without the cache until it is subscribed
    void subscribe();
  }

  async onModuleDestroy(): Promise<void> {
    for (const stop of this.stops) stop();
    this.subscribed = false;
    const sub = this.subscriber;
    this.subscriber = null;
    sub?.disconnect();
    this.clear();
  }

  /** Whether answers may be kept now. */
  get enabled(): boolean {
    return this.ttlMs > 0 && (!this.infra.redis || this.subscribed);
  }

  /** Forgets every answer, and any answer being read right now. */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** The kept answer, or the one `read` gives (kept until the TTL or `expiresAt`, whichever comes first). */
  async answer(key: string, read: () => Promise<AccessAnswer & { expiresAt: number | null }>): Promise<AccessAnswer> {
    const now = Date.now();
    const hit = this.enabled ? this.entries.get(key) : undefined;
    if (hit && hit.until > now) return hit;
    if (hit) this.entries.delete(key);
    const generation = this.generation;
    const fresh = await read();
    if (this.enabled && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { live: fresh.live, granted: fresh.granted, until: Math.min(now + this.ttlMs, fresh.expiresAt ?? Infinity) });
    }
    return { live: fresh.live, granted: fresh.granted };
  }

  /** How many answers are kept (tests). */
  get size(): number {
    return this.entries.size;
  }
}
