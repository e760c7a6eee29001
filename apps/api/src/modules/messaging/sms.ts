import { Injectable, Inject, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure';
import { PrismaClient } from '../../core/database/database';

/** Sends a text message. Implementations: Kavenegar (real) and the development provider. */
export interface SmsProvider {
  readonly name: string;
  /**
   * `localId` is the caller's idempotency key (the message id): a provider that knows it sends a message with the
   * same key once, so a delivery retried after a crash between "sent" and "marked sent" does not send it twice.
   */
  send(mobileNumber: string, text: string, options?: { localId?: string }): Promise<void>;
}

/**
 * Kavenegar's REST API (`POST {base}/v1/{key}/sms/send.json`, form-encoded receptor, message and sender). The base
 * URL is configurable so it can point at a local test double. A non-200 `return.status` is an error (retried).
 */
export class KavenegarSmsProvider implements SmsProvider {
  readonly name = 'kavenegar';

  constructor(
    private readonly apiKey: string,
    private readonly baseUrl: string,
    private readonly sender: string | null,
  ) {}

  async send(mobileNumber: string, text: string, options: { localId?: string } = {}): Promise<void> {
    const body = new URLSearchParams({ receptor: mobileNumber, message: text });
    if (this.sender) body.set('sender', this.sender);
    // Kavenegar's `localid`: a repeated id is answered with the first send's result and not sent again
    if (options.localId) body.set('localid', options.localId);
    const res = await fetch(`${this.baseUrl.replace(/\/$/, '')}/v1/${encodeURIComponent(this.apiKey)}/sms/send.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(10000),
    });
    const payload = (await res.json().catch(() => null)) as { return?: { status?: number; message?: string } } | null;
    if (!res.ok || payload?.return?.status !== 200) {
      throw new Error(`kavenegar answered ${res.status}: ${payload?.return?.message ?? 'no body'}`);
    }
  }
}

/**
 * Development: writes the message to the log and to the table `dev_sms`, which developers and tests read. It keeps
 * the caller's idempotency key in PostgreSQL (a unique `local_id`), as Kavenegar keeps `localid`: a delivery retried
 * after a crash between "sent" and "marked sent" finds its key there and sends nothing again.
 */
export class DevSmsProvider implements SmsProvider {
  readonly name = 'development';

  constructor(
    private readonly prisma: PrismaClient,
    private readonly log: Logger,
  ) {}

  async send(mobileNumber: string, text: string, options: { localId?: string } = {}): Promise<void> {
    const { count } = await this.prisma.devSms.createMany({ data: [{ mobileNumber, text, localId: options.localId ?? null }], skipDuplicates: true });
    if (count === 0) {
      this.log.info({ to: mobileNumber, localId: options.localId }, 'sms already sent under this key; not sent again (development provider)');
      return;
    }
    this.log.info({ to: mobileNumber, text }, 'sms (development provider)');
  }
}

const SMS_JOB = 'sms.send';
/** the tries the outbox dispatcher gives every job (MAX_ATTEMPTS of message-sender.ts, which imports this file) */
export const SMS_MAX_ATTEMPTS = 8;

/** A one-time code's delivery (otp_challenge.delivery_status). */
export const OtpDelivery = { Queued: 0, Sent: 1, Failed: 2, NotSent: 3 } as const;

/**
 * Sends texts through the job queue (retried with backoff), so a slow or failing provider never holds a request.
 * `send` writes an outbox row in PostgreSQL and returns; the message sender's dispatcher moves it into the queue
 * (the job `sms.send`). So a code asked for while Redis is down is neither lost nor a hanging request: it goes out
 * when Redis is back.
 */
@Injectable()
export class SmsService implements OnModuleInit {
  readonly provider: SmsProvider;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly prisma: PrismaClient,
  ) {
    const s = infra.config.sms;
    this.provider = s.kavenegarApiKey
      ? new KavenegarSmsProvider(s.kavenegarApiKey, s.kavenegarBaseUrl, s.kavenegarSender)
      : new DevSmsProvider(prisma, infra.logger);
  }

  onModuleInit(): void {
    this.infra.queue.register<{ to: string; text: string; otpId?: string }>(SMS_JOB, (data, job) => this.deliver(data, job.attempt));
  }

  /**
   * `otpId`: the text carries that one-time code; its delivery (sent, failed, tries, the provider's error) is kept on
   * the challenge for the /otp-2 page, and `otp-<id>` is the provider's idempotency key.
   */
  async send(to: string, text: string, options: { otpId?: string } = {}, db: Pick<PrismaClient, 'outboxEvent'> = this.prisma): Promise<void> {
    // `db`: a caller's transaction, so a text about a decision goes out only if the decision is committed
    await db.outboxEvent.create({ data: { kind: SMS_JOB, payload: { to, text, ...(options.otpId ? { otpId: options.otpId } : {}) } } });
  }

  private async deliver(data: { to: string; text: string; otpId?: string }, attempt: number): Promise<void> {
    if (!data.otpId) return this.provider.send(data.to, data.text);
    try {
      await this.provider.send(data.to, data.text, { localId: `otp-${data.otpId}` });
    } catch (err) {
      const error = (err as Error).message.slice(0, 500);
      await this.prisma.otpChallenge.updateMany({
        where: { id: data.otpId },
        data: { deliveryAttempts: { increment: 1 }, deliveryError: error, ...(attempt >= SMS_MAX_ATTEMPTS ? { deliveryStatus: OtpDelivery.Failed } : {}) },
      });
      throw err;
    }
    await this.prisma.otpChallenge.updateMany({ where: { id: data.otpId }, data: { deliveryAttempts: { increment: 1 }, deliveryStatus: OtpDelivery.Sent, sentAt: new Date() } });
  }
}
