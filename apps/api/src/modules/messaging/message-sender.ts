import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure';
import { PrismaClient } from '../../core/database/database';
import type { Prisma } from '../../generated/prisma/client';
import { SmsService } from './sms';
import { EmailService, MAIL_PURPOSE } from './email';
import { RealtimeService } from './realtime.service';
import { MessageStatus, MessageType } from './message.types';
import { MessageChannels } from './channels';

export interface NewMessage {
  recipientUserId: number;
  companyId?: number | null;
  type: MessageType;
  priority?: 0 | 1 | 2;
  subject?: string;
  content: string;
  /** mobile number (SMS) or e-mail address; SMS defaults to the user's mobile, e-mail needs one */
  address?: string;
  /** an e-mail's purpose: which of the company's mail settings (/mails-manager-2) sends it; notifications by default */
  mailPurpose?: number;
}

type Tx = Prisma.TransactionClient;

export const DELIVER = 'message.deliver';
const DISPATCH_INTERVAL_MS = 250;
const SWEEP_INTERVAL_MS = 10_000;
/** how long a delivery attempt holds its message by default (MESSAGE_LEASE_MS); longer than any provider's time-out */
export const LEASE_MS = 30_000;
/** tries of one message before it is marked failed */
export const MAX_ATTEMPTS = 8;
/** first retry delay; it doubles with every attempt (1, 2, 4 … 64 s: about two minutes in all) */
export const BACKOFF_MS = 1000;
/** a queued message untouched for its backoff plus this long has lost its job (Redis restarted empty) */
const SWEEP_GRACE_MS = 30_000;
/** a queue add that does not answer in this time (Redis down) is given up; the row stays for the next round */
const QUEUE_ADD_TIMEOUT_MS = 3000;

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    p,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * The one way any module sends a message: `send(tx, …)` writes the message and an outbox row in the caller's
 * transaction, so a rollback sends nothing and a commit cannot lose it. The dispatcher moves committed outbox
 * rows into the job queue (the outbox id is the job id: queued once even when two dispatchers race), and the
 * delivery job claims the message with a lease before it goes out, so a retried or duplicated job never sends a
 * message twice; the providers also get the message id as an idempotency key (Kavenegar's `localid`, the
 * e-mail's Message-ID, the realtime message's Id) for the crash between "sent" and "marked sent".
 *
 * Lifecycle: queued (0) → sent (1, the provider took it) → delivered (2, pushed to the user's sockets) → read (3,
 * setStatus); failed (4) once MAX_ATTEMPTS tries with exponential backoff have failed. A sweeper re-queues a
 * queued message whose job vanished (Redis restarted without its data), so nothing acknowledged is lost.
 */
@Injectable()
export class MessageSender implements OnApplicationBootstrap, OnModuleDestroy {
  private timers: NodeJS.Timeout[] = [];
  private dispatching = false;
  private sweeping = false;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly prisma: PrismaClient,
    private readonly sms: SmsService,
    private readonly email: EmailService,
    private readonly realtime: RealtimeService,
    private readonly channels: MessageChannels,
  ) {}

  onApplicationBootstrap(): void {
    this.infra.queue.register<{ messageId: number }>(DELIVER, (data) => this.deliver(data.messageId));
    if (process.env.KARSAZ_RUN_WORKERS !== 'false' || process.env.KARSAZ_WORKER_PROCESS === 'true') {
      this.timers.push(setInterval(() => void this.dispatch(), DISPATCH_INTERVAL_MS));
      this.timers.push(setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS));
      this.timers.forEach((t) => t.unref());
    }
  }

  onModuleDestroy(): void {
    this.timers.forEach((t) => clearInterval(t));
    this.timers = [];
  }

  async send(tx: Tx, m: NewMessage): Promise<number> {
    let address = m.address;
    if (m.type === MessageType.Sms && !address) {
      address = (await tx.user.findUniqueOrThrow({ where: { id: m.recipientUserId }, select: { mobileNumber: true } })).mobileNumber;
    }
    if (m.type === MessageType.Email && !address) throw new Error('an e-mail message needs an address');
    const message = await tx.message.create({
      data: {
        recipientUserId: m.recipientUserId, companyId: m.companyId ?? null, type: m.type, priority: m.priority ?? 0, subject: m.subject, content: m.content, address,
        mailPurpose: m.type === MessageType.Email ? (m.mailPurpose ?? MAIL_PURPOSE.notifications) : null,
      },
    });
    await tx.outboxEvent.create({ data: { kind: DELIVER, payload: { messageId: message.id } } });
    // the further channels (messenger bots) queue their own copies in the same transaction
    await this.channels.offer(tx, message);
    return message.id;
  }

  /** Moves committed outbox rows into the queue; a row whose queueing fails stays for the next round. */
  async dispatch(): Promise<number> {
    if (this.dispatching) return 0;
    this.dispatching = true;
    try {
      return await this.prisma.$transaction(
        async (tx) => {
          const rows = await tx.$queryRaw<{ id: bigint; kind: string; payload: unknown; created_at: Date }[]>`
            SELECT id, kind, payload, created_at FROM outbox_event
            WHERE dispatched_at IS NULL AND available_at <= now()
            ORDER BY id LIMIT 100 FOR UPDATE SKIP LOCKED`;
          for (const r of rows) {
            // the job id dedupes a row queued twice; its creation time keeps it apart from the same id of an
            // earlier database on the same Redis (a recreated or restored database starts its ids again, and
            // the queue would take its rows for jobs it already ran)
            const jobId = `outbox-${r.id}-${new Date(r.created_at).getTime()}`;
            await withTimeout(this.infra.queue.add(r.kind, r.payload, { jobId, attempts: MAX_ATTEMPTS, backoffMs: BACKOFF_MS }), QUEUE_ADD_TIMEOUT_MS, 'queueing');
            await tx.outboxEvent.update({ where: { id: r.id }, data: { dispatchedAt: new Date() } });
          }
          return rows.length;
        },
        { timeout: QUEUE_ADD_TIMEOUT_MS * 100 + 5000 },
      );
    } catch (err) {
      this.infra.logger.warn({ err: (err as Error).message }, 'outbox dispatch failed; it will try again');
      return 0;
    } finally {
      this.dispatching = false;
    }
  }

  /**
   * Re-queues queued messages that nobody holds and whose last try is older than its backoff plus a grace period:
   * their job was lost (Redis restarted empty). A job id per message, attempt and minute keeps the re-queue single
   * across instances; the claim makes any duplicate harmless.
   */
  async sweep(): Promise<number> {
    if (this.sweeping) return 0;
    this.sweeping = true;
    try {
      const rows = await this.prisma.$queryRaw<{ id: number; attempts: number }[]>`
        SELECT id, attempts FROM message
        WHERE status = ${MessageStatus.Queued} AND attempts < ${MAX_ATTEMPTS}
          AND (lease_until IS NULL OR lease_until < now())
          AND COALESCE(last_attempt_at, created_at) < now() - make_interval(secs => ${SWEEP_GRACE_MS / 1000}::double precision
                + CASE WHEN attempts = 0 THEN 0 ELSE ${BACKOFF_MS / 1000}::double precision * power(2, attempts - 1) END)
          AND NOT EXISTS (SELECT 1 FROM outbox_event o WHERE o.dispatched_at IS NULL AND o.kind = ${DELIVER} AND (o.payload->>'messageId')::int = message.id)
        ORDER BY id LIMIT 200`;
      const minute = Math.floor(Date.now() / 60_000);
      for (const r of rows) {
        await withTimeout(
          this.infra.queue.add(DELIVER, { messageId: r.id }, { jobId: `sweep-${r.id}-${r.attempts}-${minute}`, attempts: MAX_ATTEMPTS, backoffMs: BACKOFF_MS }),
          QUEUE_ADD_TIMEOUT_MS,
          'queueing',
        );
      }
      if (rows.length) this.infra.logger.info({ count: rows.length }, 're-queued messages whose delivery job was lost');
      return rows.length;
    } catch (err) {
      this.infra.logger.warn({ err: (err as Error).message }, 'message sweep failed; it will try again');
      return 0;
    } finally {
      this.sweeping = false;
    }
  }

  /**
   * The delivery job: leases the queued message (so a second copy of the job waits it out), sends it, and marks
   * it sent (SMS, e-mail) or delivered (system: pushed to the user's sockets on every instance). A job that dies
   * mid-send leaves the message queued; once the lease passes, the queue's retry (or the sweeper) sends it. After
   * MAX_ATTEMPTS failed tries the message is marked failed.
   */
  async deliver(messageId: number): Promise<void> {
    const now = new Date();
    const claimed = await this.prisma.message.updateMany({
      where: { id: messageId, status: MessageStatus.Queued, OR: [{ leaseUntil: null }, { leaseUntil: { lt: now } }] },
      data: { leaseUntil: new Date(now.getTime() + (this.infra.config.queue?.messageLeaseMs ?? LEASE_MS)), attempts: { increment: 1 }, lastAttemptAt: now },
    });
    if (claimed.count !== 1) {
      const current = await this.prisma.message.findUnique({ where: { id: messageId }, select: { status: true } });
      if (current?.status === MessageStatus.Queued) throw new Error(`message ${messageId} is being delivered by another job`);
      return; // already sent, delivered, read or failed
    }
    const m = await this.prisma.message.findUniqueOrThrow({ where: { id: messageId } });
    try {
      if (m.type === MessageType.Sms) {
        await this.sms.provider.send(m.address!, m.content, { localId: `karsaz-${m.id}` });
      } else if (m.type === MessageType.Email) {
        await this.email.send({ to: m.address!, subject: m.subject ?? '', text: m.content, messageId: `<karsaz-message-${m.id}@karsaz>` }, { companyId: m.companyId, purpose: m.mailPurpose ?? MAIL_PURPOSE.notifications });
      } else {
        await withTimeout(
          this.realtime.push(m.recipientUserId, { Id: m.id, Type: m.type, Priority: m.priority, Content: m.content, Created: m.createdAt.toISOString() }),
          10_000,
          'realtime push',
        );
      }
    } catch (err) {
      const lastError = (err as Error).message.slice(0, 500);
      if (m.attempts >= MAX_ATTEMPTS) {
        // only a message still queued fails: one the user read meanwhile stays read
        await this.prisma.message.updateMany({ where: { id: m.id, status: MessageStatus.Queued }, data: { status: MessageStatus.Failed, failedAt: new Date(), leaseUntil: null, lastError } });
        this.infra.logger.warn({ messageId: m.id, attempts: m.attempts, err: lastError }, 'message failed: its tries are spent');
        return;
      }
      // let go at once so the queue's retry can send it
      await this.prisma.message.update({ where: { id: m.id }, data: { leaseUntil: null, lastError } });
      throw err;
    }
    const done = new Date();
    const system = m.type !== MessageType.Sms && m.type !== MessageType.Email;
    const stamps = { sentAt: done, ...(system ? { deliveredAt: done } : {}), leaseUntil: null, lastError: null };
    // The status moves forward only: a user who marked the message read while it was in flight keeps it read.
    const moved = await this.prisma.message.updateMany({
      where: { id: m.id, status: MessageStatus.Queued },
      data: { status: system ? MessageStatus.Unread : MessageStatus.Sent, ...stamps },
    });
    if (moved.count === 0) await this.prisma.message.update({ where: { id: m.id }, data: stamps });
  }
}
