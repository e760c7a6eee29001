import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type IORedis from 'ioredis';
import type { WebSocket } from 'ws';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure';
import { SessionEvents, isAccessChanged, isSessionsEnded, realtimeChannel } from '../../core/auth/session-events';
import type { RealtimeMessage } from './message.types';

/** The close code of a socket whose session ended or whose access token expired (the client reconnects with a fresh one). */
export const SESSION_ENDED_CLOSE = 4401;

/** setTimeout's longest delay; a token living longer is re-armed (access tokens live minutes) */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Tracked {
  userId: number;
  sessionId: string;
  timer: NodeJS.Timeout | null;
}

/**
 * The sockets of the users connected to this instance, and the fan-out between instances: a push is published on
 * Redis and every instance hands it to its own sockets of that user (every tab and device). Embedded: in process.
 * Each socket is also known by its session: when the session ends (SessionEvents) every instance closes its
 * sockets of it with 4401, and each socket closes by itself when its access token expires.
 */
@Injectable()
export class RealtimeService implements OnModuleInit, OnModuleDestroy {
  private readonly sockets = new Map<number, Set<WebSocket>>();
  private readonly bySession = new Map<string, Set<WebSocket>>();
  private readonly tracked = new WeakMap<WebSocket, Tracked>();
  /** the sockets listening to each company's topic (`${companyId}:${topic}`) */
  private readonly byTopic = new Map<string, Set<WebSocket>>();
  private subscriber: IORedis | null = null;
  private stopLocal: (() => void) | null = null;

  /** one channel per deployment (the Redis namespace of RATE_LIMIT_PREFIX) */
  private readonly channel: string;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly sessionEvents: SessionEvents,
  ) {
    this.channel = realtimeChannel(infra.config.auth.rateLimitPrefix);
  }

  async onModuleInit(): Promise<void> {
    // sessions ended in this process that were not published on Redis (embedded, or Redis refused the publish)
    this.stopLocal = this.sessionEvents.onLocal((ids) => this.endSessionsLocal(ids));
    if (!this.infra.redis) return;
    this.subscriber = this.infra.redis.duplicate();
    this.subscriber.on('error', (err) => this.infra.logger.warn({ err: err.message }, 'realtime subscriber error'));
    this.subscriber.on('message', (_channel: string, raw: string) => {
      let news: unknown;
      try {
        news = JSON.parse(raw);
      } catch {
        return;
      }
      if (isSessionsEnded(news)) return this.endSessionsLocal(news.sessionIds);
      // for the auth caches (core/auth/auth-cache.ts), not for sockets
      if (isAccessChanged(news)) return;
      const { userId, topic, message } = news as { userId?: number; topic?: string; message: RealtimeMessage | Record<string, unknown> };
      if (topic !== undefined) return this.deliverTopicLocal(topic, message);
      this.deliverLocal(userId!, message);
    });
    // Pub/sub keeps nothing: pushes published while this instance was cut off from Redis never reach its sockets.
    // When the subscription comes back, tell every local socket to refetch (the bell's count and list).
    let subscribedOnce = false;
    this.subscriber.on('ready', () => {
      if (subscribedOnce) {
        this.broadcastLocal(JSON.stringify({ type: 'resync' }));
        // sessions that ended while the subscription was down were announced to nobody here: ask the database
        void this.recheckSessions().catch((err: Error) => this.infra.logger.warn({ err: err.message }, 'realtime session recheck failed'));
      }
      subscribedOnce = true;
    });
    await this.subscriber.subscribe(this.channel).catch((err: Error) => this.infra.logger.warn({ err: err.message }, 'realtime subscribe failed'));
  }

  async onModuleDestroy(): Promise<void> {
    this.stopLocal?.();
    for (const set of this.sockets.values()) for (const s of set) s.close(1001, 'server shutting down');
    this.subscriber?.disconnect();
  }

  /**
   * Registers a socket of a session whose access token expires at `expiresAt` (ms since the epoch): it receives the
   * user's pushes until it closes, its session ends (4401) or the token expires (4401).
   */
  add(userId: number, sessionId: string, socket: WebSocket, expiresAt: number): void {
    if (!this.sockets.has(userId)) this.sockets.set(userId, new Set());
    this.sockets.get(userId)!.add(socket);
    if (!this.bySession.has(sessionId)) this.bySession.set(sessionId, new Set());
    this.bySession.get(sessionId)!.add(socket);
    const entry: Tracked = { userId, sessionId, timer: null };
    this.tracked.set(socket, entry);
    const arm = () => {
      const left = expiresAt - Date.now();
      if (left <= 0) return this.closeEnded(socket, 'token expired');
      entry.timer = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
      entry.timer.unref();
    };
    arm();
    socket.once('close', () => {
      if (entry.timer) clearTimeout(entry.timer);
      const set = this.sockets.get(userId);
      set?.delete(socket);
      if (set && set.size === 0) this.sockets.delete(userId);
      const own = this.bySession.get(sessionId);
      own?.delete(socket);
      if (own && own.size === 0) this.bySession.delete(sessionId);
    });
  }

  /** How many sockets of the session are open on this instance. */
  sessionSocketCount(sessionId: string): number {
    return this.bySession.get(sessionId)?.size ?? 0;
  }

  /** Closes this instance's sockets whose sessions are no longer live (revoked, expired, or of a user now inactive). */
  async recheckSessions(): Promise<void> {
    const ids = [...this.bySession.keys()];
    if (!ids.length) return;
    const live = await this.infra.db.prisma.$queryRaw<{ id: string }[]>`
      SELECT s.id::text AS id FROM auth_session s LEFT JOIN user_account u ON u.id = s.user_id
      WHERE s.id = ANY(${ids}::uuid[]) AND s.revoked_at IS NULL AND s.expires_at > now() AND (u.id IS NULL OR (u.is_active AND NOT u.is_disabled))`;
    const keep = new Set(live.map((r) => r.id));
    this.endSessionsLocal(ids.filter((id) => !keep.has(id)));
  }

  /** Closes this instance's sockets of the sessions (4401); the 'close' handler above forgets them. */
  private endSessionsLocal(sessionIds: string[]): void {
    for (const id of sessionIds) for (const s of [...(this.bySession.get(id) ?? [])]) this.closeEnded(s, 'session ended');
  }

  private closeEnded(socket: WebSocket, reason: string): void {
    const entry = this.tracked.get(socket);
    if (entry?.timer) clearTimeout(entry.timer);
    // from here on it receives nothing, even before the closing handshake completes
    this.sockets.get(entry?.userId ?? -1)?.delete(socket);
    for (const set of this.byTopic.values()) set.delete(socket);
    if (socket.readyState === socket.CONNECTING || socket.readyState === socket.OPEN) socket.close(SESSION_ENDED_CLOSE, reason);
    // a peer that never answers the close frame is cut off after a second
    setTimeout(() => {
      if (socket.readyState !== socket.CLOSED) socket.terminate();
    }, 1000).unref();
  }

  connectedCount(userId: number): number {
    return this.sockets.get(userId)?.size ?? 0;
  }

  /**
   * Lets the socket hear a company's topic (a live map's moves) until it closes or leaves it. Who may listen is the
   * gateway's question (RealtimeTopics); this only files the socket.
   */
  listen(socket: WebSocket, companyId: number, topic: string): void {
    const key = `${companyId}:${topic}`;
    if (!this.byTopic.has(key)) this.byTopic.set(key, new Set());
    const set = this.byTopic.get(key)!;
    if (set.has(socket)) return;
    set.add(socket);
    socket.once('close', () => this.leave(socket, companyId, topic));
  }

  leave(socket: WebSocket, companyId: number, topic: string): void {
    const key = `${companyId}:${topic}`;
    const set = this.byTopic.get(key);
    set?.delete(socket);
    if (set && set.size === 0) this.byTopic.delete(key);
  }

  /** How many sockets of this instance listen to the company's topic. */
  listenerCount(companyId: number, topic: string): number {
    return this.byTopic.get(`${companyId}:${topic}`)?.size ?? 0;
  }

  /** Sends a message to every socket that listens to the company's topic, on every instance. */
  async publish(companyId: number, topic: string, message: Record<string, unknown>): Promise<void> {
    const key = `${companyId}:${topic}`;
    if (this.infra.redis) {
      await this.infra.redis.publish(this.channel, JSON.stringify({ topic: key, message }));
    } else {
      this.deliverTopicLocal(key, message);
    }
  }

  /** Pushes a message to every socket of the user on every instance. */
  async push(userId: number, message: RealtimeMessage | Record<string, unknown>): Promise<void> {
    if (this.infra.redis) {
      await this.infra.redis.publish(this.channel, JSON.stringify({ userId, message }));
    } else {
      this.deliverLocal(userId, message);
    }
  }

  private broadcastLocal(text: string): void {
    for (const set of this.sockets.values()) for (const s of set) if (s.readyState === s.OPEN) s.send(text);
  }

  private deliverTopicLocal(key: string, message: RealtimeMessage | Record<string, unknown>): void {
    const sockets = this.byTopic.get(key);
    if (!sockets) return;
    const text = JSON.stringify(message);
    for (const s of sockets) if (s.readyState === s.OPEN) s.send(text);
  }

  private deliverLocal(userId: number, message: RealtimeMessage | Record<string, unknown>): void {
    const text = JSON.stringify(message);
    for (const s of this.sockets.get(userId) ?? []) if (s.readyState === s.OPEN) s.send(text);
  }
}
