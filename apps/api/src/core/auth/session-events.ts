import { EventEmitter } from 'node:events';
import { Inject, Injectable } from '@nestjs/common';
import { INFRASTRUCTURE, type Infrastructure } from '../infrastructure';

/** The Redis channel of the realtime fan-out (pushes and ended sessions): one per deployment (RATE_LIMIT_PREFIX). */
export function realtimeChannel(rateLimitPrefix: string): string {
  return `${rateLimitPrefix}:realtime`;
}

/** What is published on the realtime channel when sessions end (a push carries `userId` and `message` instead). */
export interface SessionsEnded {
  type: 'sessions-ended';
  sessionIds: string[];
}

/**
 * What is published on the realtime channel when what the auth cache answers from changed (a user's roles, a role's
 * grants, a role, action, menu, user or OAuth client): every instance clears its auth cache (core/auth/auth-cache.ts).
 */
export interface AccessChanged {
  type: 'access-changed';
}

export const isAccessChanged = (m: unknown): m is AccessChanged => !!m && typeof m === 'object' && (m as AccessChanged).type === 'access-changed';

export const isSessionsEnded = (m: unknown): m is SessionsEnded =>
  !!m && typeof m === 'object' && (m as SessionsEnded).type === 'sessions-ended' && Array.isArray((m as SessionsEnded).sessionIds);

/**
 * Tells every API instance that sessions ended (logout, password change, a deactivated or disabled user, a reused
 * refresh token, a session revoked by its user), so that each closes its live sockets of those sessions. With Redis
 * the news goes over the realtime channel (every instance, this one included, hears it there); embedded, or when
 * Redis refuses the publish, it is handed to this process's listeners directly.
 */
@Injectable()
export class SessionEvents {
  private readonly local = new EventEmitter();
  private readonly channel: string;

  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {
    this.channel = realtimeChannel(infra.config.auth.rateLimitPrefix);
    this.local.setMaxListeners(0);
  }

  /** Called after the sessions' revocation is committed. Never throws: the database already ended them. */
  async ended(sessionIds: string[]): Promise<void> {
    if (!sessionIds.length) return;
    // this instance's auth cache forgets at once, before the answer that ended them goes out
    this.local.emit('changed');
    const news: SessionsEnded = { type: 'sessions-ended', sessionIds };
    if (this.infra.redis) {
      try {
        await this.infra.redis.publish(this.channel, JSON.stringify(news));
        return;
      } catch (err) {
        // the other instances close those sockets when their access tokens expire at the latest
        this.infra.logger.warn({ err: (err as Error).message, sessions: sessionIds.length }, 'publishing ended sessions failed; closing this instance’s sockets only');
      }
    }
    this.local.emit('ended', sessionIds);
  }

  /**
   * Called after a committed change to what the auth cache answers from (AuthCache hears the database's writes and
   * RequestContextInterceptor calls it once more after the handler): every instance clears its cache. Never throws.
   */
  async accessChanged(): Promise<void> {
    this.local.emit('changed');
    if (!this.infra.redis) return;
    try {
      await this.infra.redis.publish(this.channel, JSON.stringify({ type: 'access-changed' } satisfies AccessChanged));
    } catch (err) {
      // the other instances stop trusting their caches when their subscriptions see Redis down (AuthCache)
      this.infra.logger.warn({ err: (err as Error).message }, 'publishing an access change failed');
    }
  }

  /** Runs `listener` at once, in this process, whenever sessions end or access changes here (published or not). */
  onChanged(listener: () => void): () => void {
    this.local.on('changed', listener);
    return () => this.local.off('changed', listener);
  }

  /** Runs `listener` for sessions ended in this process when they are not published on Redis. */
  onLocal(listener: (sessionIds: string[]) => void): () => void {
    this.local.on('ended', listener);
    return () => this.local.off('ended', listener);
  }
}
