import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type IORedis from 'ioredis';
import type { WebSocket } from 'ws';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure';
import type { RealtimeMessage } from './message.types';



/**
 * The sockets of the users connected to this instance, and the fan-out between instances: a push is published on
 * Redis and every instance hands it to its own sockets of that user (every tab and device). Embedded: in process.
 */
@Injectable()
export class RealtimeService implements OnModuleInit, OnModuleDestroy {
  private readonly sockets = new Map<number, Set<WebSocket>>();
  private subscriber: IORedis | null = null;

  /** one channel per deployment (the Redis namespace of RATE_LIMIT_PREFIX) */
  private readonly channel: string;

  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {
    this.channel = `${infra.config.auth.rateLimitPrefix}:realtime`;
  }

  async onModuleInit(): Promise<void> {
    if (!this.infra.redis) return;
    this.subscriber = this.infra.redis.duplicate();
    this.subscriber.on('error', (err) => this.infra.logger.warn({ err: err.message }, 'realtime subscriber error'));
    this.subscriber.on('message', (_channel: string, raw: string) => {
      const { userId, message } = JSON.parse(raw) as { userId: number; message: RealtimeMessage | Record<string, unknown> };
      this.deliverLocal(userId, message);
    });
    // Pub/sub keeps nothing: pushes published while this instance was cut off from Redis never reach its sockets.
    // When the subscription comes back, tell every local socket to refetch (the bell's count and list).
    let subscribedOnce = false;
    this.subscriber.on('ready', () => {
      if (subscribedOnce) this.broadcastLocal(JSON.stringify({ type: 'resync' }));
      subscribedOnce = true;
    });
    await this.subscriber.subscribe(this.channel).catch((err: Error) => this.infra.logger.warn({ err: err.message }, 'realtime subscribe failed'));
  }

  async onModuleDestroy(): Promise<void> {
    for (const set of this.sockets.values()) for (const s of set) s.close(1001, 'server shutting down');
    this.subscriber?.disconnect();
  }

  add(userId: number, socket: WebSocket): void {
    if (!this.sockets.has(userId)) this.sockets.set(userId, new Set());
    this.sockets.get(userId)!.add(socket);
    socket.once('close', () => {
      const set = this.sockets.get(userId);
      set?.delete(socket);
      if (set && set.size === 0) this.sockets.delete(userId);
    });
  }

  connectedCount(userId: number): number {
    return this.sockets.get(userId)?.size ?? 0;
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

  private deliverLocal(userId: number, message: RealtimeMessage | Record<string, unknown>): void {
    const text = JSON.stringify(message);
    for (const s of this.sockets.get(userId) ?? []) if (s.readyState === s.OPEN) s.send(text);
  }
}
