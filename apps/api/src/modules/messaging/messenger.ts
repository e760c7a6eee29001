import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure';
import type { MessengerBotSettings } from '../../core/config/config';
import { PrismaClient } from '../../core/database/database';
import type { Prisma } from '../../generated/prisma/client';
import { MessageChannels, type ChannelMessage, type MessageChannel } from './channels';
import { MessageType } from './message.types';

export const MESSENGER_PROVIDERS = ['telegram', 'bale'] as const;
export type MessengerProvider = (typeof MESSENGER_PROVIDERS)[number];

/** A bot that sends a text to a chat. Telegram's and Bale's Bot APIs answer the same call the same way. */
export interface BotAdapter {
  readonly provider: MessengerProvider;
  sendMessage(chatId: string, text: string): Promise<void>;
  /** the link that opens the bot with `/start <code>` */
  deepLink(code: string): string | null;
}

/** The Telegram Bot API (`POST {base}/bot{token}/sendMessage`, JSON; `{ok: true}` when taken). */
export class TelegramBotAdapter implements BotAdapter {
  readonly provider: MessengerProvider = 'telegram';
  protected readonly linkHost: string = 'https://t.me';

  constructor(protected readonly settings: MessengerBotSettings & { token: string }) {}

  async sendMessage(chatId: string, text: string): Promise<void> {
    const res = await fetch(`${this.settings.baseUrl.replace(/\/$/, '')}/bot${this.settings.token}/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: /^-?\d+$/.test(chatId) ? Number(chatId) : chatId, text }),
      signal: AbortSignal.timeout(10_000),
    });
    const payload = (await res.json().catch(() => null)) as { ok?: boolean; description?: string } | null;
    if (!res.ok || payload?.ok !== true) throw new Error(`${this.provider} answered ${res.status}: ${payload?.description ?? 'no body'}`);
  }

  deepLink(code: string): string | null {
    return this.settings.username ? `${this.linkHost}/${this.settings.username}?start=${code}` : null;
  }
}

/** Bale (بله), the Iranian messenger: Telegram's Bot API at tapi.bale.ai, deep links at ble.ir. */
export class BaleBotAdapter extends TelegramBotAdapter {
  override readonly provider: MessengerProvider = 'bale';
  protected override readonly linkHost = 'https://ble.ir';
}

export const MESSENGER_SEND = 'messenger.send';
/** the tries the outbox dispatcher gives a job (MAX_ATTEMPTS of message-sender.ts) */
const MAX_TRIES = 8;
export const LINK_CODE_TTL_SECONDS = 600;
export const MessengerDeliveryStatus = { Queued: 0, Sent: 1, Failed: 2, Dropped: 3 } as const;

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

const texts = {
  linked: 'حساب شما به کارساز پیوند خورد؛ اعلان‌ها اینجا هم می‌رسند.\nYour account is linked to Karsaz; notifications will arrive here too.',
  badCode: 'این پیوند نامعتبر یا منقضی است؛ از صفحهٔ پیام‌رسان‌ها در کارساز پیوند تازه بگیرید.\nThis link is invalid or expired; get a new one on the Messengers page in Karsaz.',
};

/** A Telegram/Bale update: only what the link needs. */
export interface BotUpdate {
  message?: { text?: unknown; chat?: { id?: unknown }; from?: { username?: unknown; first_name?: unknown } };
}

/**
 * Messenger accounts (the /telegramChat-2 page): a user asks for a one-time link code, opens the bot with it, the
 * bot's webhook update `/start <code>` binds the chat to the user. As a channel of the message sender, every system
 * notification to a linked user also gets a delivery row and an outbox job per linked chat; the job sends it
 * through the bot, retried with backoff, and a failure stays with the delivery row (the notification itself is
 * delivered in the app either way).
 */
@Injectable()
export class MessengerService implements MessageChannel, OnModuleInit {
  readonly name = 'messenger';
  private readonly adapters = new Map<MessengerProvider, BotAdapter>();

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly prisma: PrismaClient,
    private readonly channels: MessageChannels,
  ) {
    for (const provider of MESSENGER_PROVIDERS) {
      const s = infra.config.messengers[provider];
      if (!s.token) continue;
      const settings = { ...s, token: s.token };
      this.adapters.set(provider, provider === 'bale' ? new BaleBotAdapter(settings) : new TelegramBotAdapter(settings));
    }
  }

  onModuleInit(): void {
    this.channels.register(this);
    this.infra.queue.register<{ deliveryId: number }>(MESSENGER_SEND, (data, job) => this.deliver(data.deliveryId, job.attempt));
  }

  adapter(provider: MessengerProvider): BotAdapter | undefined {
    return this.adapters.get(provider);
  }

  providers(): { provider: MessengerProvider; enabled: boolean; botUsername: string | null }[] {
    return MESSENGER_PROVIDERS.map((provider) => ({ provider, enabled: this.adapters.has(provider), botUsername: this.infra.config.messengers[provider].username }));
  }

  /** The message sender's hook: a system notification also goes to each of the recipient's linked chats. */
  async offer(tx: Prisma.TransactionClient, m: ChannelMessage): Promise<void> {
    if (m.type !== MessageType.System || this.adapters.size === 0) return;
    const accounts = await tx.messengerAccount.findMany({ where: { userId: m.recipientUserId, provider: { in: [...this.adapters.keys()] } } });
    const text = m.subject ? `${m.subject}\n${m.content}` : m.content;
    for (const a of accounts) await this.queue(tx, { accountId: a.id, messageId: m.id, provider: a.provider, chatId: a.chatId, text });
  }

  private async queue(tx: Prisma.TransactionClient | PrismaClient, d: { accountId: number | null; messageId: number | null; provider: string; chatId: string; text: string }): Promise<void> {
    const delivery = await tx.messengerDelivery.create({ data: d });
    await tx.outboxEvent.create({ data: { kind: MESSENGER_SEND, payload: { deliveryId: delivery.id } } });
  }

  /** The job: sends one delivery once; a failure is kept on the row and retried until the tries are spent. */
  async deliver(deliveryId: number, attempt: number): Promise<void> {
    const d = await this.prisma.messengerDelivery.findUnique({ where: { id: deliveryId } });
    if (!d || d.status !== MessengerDeliveryStatus.Queued) return;
    // unlinked meanwhile: the chat is no longer the user's
    if (d.messageId !== null && d.accountId === null) {
      await this.prisma.messengerDelivery.update({ where: { id: d.id }, data: { status: MessengerDeliveryStatus.Dropped } });
      return;
    }
    const adapter = this.adapters.get(d.provider as MessengerProvider);
    try {
      if (!adapter) throw new Error(`the ${d.provider} bot is not configured`);
      await adapter.sendMessage(d.chatId, d.text);
    } catch (err) {
      const lastError = (err as Error).message.slice(0, 500);
      const spent = attempt >= MAX_TRIES;
      await this.prisma.messengerDelivery.update({ where: { id: d.id }, data: { attempts: { increment: 1 }, lastError, ...(spent ? { status: MessengerDeliveryStatus.Failed } : {}) } });
      if (spent) this.infra.logger.warn({ deliveryId: d.id, provider: d.provider, err: lastError }, 'messenger delivery failed: its tries are spent');
      throw err;
    }
    await this.prisma.messengerDelivery.update({ where: { id: d.id }, data: { attempts: { increment: 1 }, status: MessengerDeliveryStatus.Sent, sentAt: new Date(), lastError: null } });
  }

  /** A one-time link code for the user and the deep link that carries it. */
  async createLinkCode(userId: number, provider: MessengerProvider): Promise<{ provider: MessengerProvider; code: string; deepLink: string | null; expiresAt: Date }> {
    const adapter = this.adapters.get(provider)!;
    const code = randomBytes(18).toString('base64url');
    const expiresAt = new Date(Date.now() + LINK_CODE_TTL_SECONDS * 1000);
    await this.prisma.$transaction([
      // a new code replaces the user's earlier unused ones
      this.prisma.messengerLinkCode.updateMany({ where: { userId, provider, usedAt: null }, data: { usedAt: new Date() } }),
      this.prisma.messengerLinkCode.create({ data: { codeHash: hashCode(code), userId, provider, expiresAt } }),
    ]);
    return { provider, code, deepLink: adapter.deepLink(code), expiresAt };
  }

  /** Whether the update came from the bot platform: its secret header, compared in constant time. */
  trusts(provider: MessengerProvider, header: string | undefined): boolean {
    const secret = this.infra.config.messengers[provider].webhookSecret;
    if (!secret || typeof header !== 'string') return false;
    const a = Buffer.from(header);
    const b = Buffer.from(secret);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  /**
   * A bot update: `/start <code>` binds the chat to the code's user (a chat linked before moves to the new user) and
   * the bot answers that it is linked; an unknown or expired code gets a hint. Other messages are ignored.
   */
  async handleUpdate(provider: MessengerProvider, update: BotUpdate): Promise<'linked' | 'refused' | 'ignored'> {
    const msg = update?.message;
    const text = typeof msg?.text === 'string' ? msg.text.trim() : '';
    const chatId = typeof msg?.chat?.id === 'number' || typeof msg?.chat?.id === 'string' ? String(msg.chat.id) : null;
    const start = /^\/start(?:@\w+)?(?:\s+([A-Za-z0-9_-]{1,64}))?$/.exec(text);
    if (!start || !chatId || !/^-?\d{1,20}$/.test(chatId)) return 'ignored';
    const now = new Date();
    const code = start[1] ? await this.prisma.messengerLinkCode.findUnique({ where: { codeHash: hashCode(start[1]) } }) : null;
    if (!code || code.provider !== provider || code.usedAt || code.expiresAt <= now) {
      await this.queue(this.prisma, { accountId: null, messageId: null, provider, chatId, text: texts.badCode });
      return 'refused';
    }
    const username = typeof msg?.from?.username === 'string' ? msg.from.username.slice(0, 100) : null;
    const firstName = typeof msg?.from?.first_name === 'string' ? msg.from.first_name.slice(0, 100) : null;
    const linked = await this.prisma.$transaction(async (tx) => {
      const used = await tx.messengerLinkCode.updateMany({ where: { codeHash: code.codeHash, usedAt: null }, data: { usedAt: now } });
      if (used.count !== 1) return false;
      await tx.messengerAccount.upsert({
        where: { provider_chatId: { provider, chatId } },
        create: { userId: code.userId, provider, chatId, username, firstName },
        update: { userId: code.userId, username, firstName, linkedAt: now },
      });
      await this.queue(tx, { accountId: null, messageId: null, provider, chatId, text: texts.linked });
      return true;
    });
    return linked ? 'linked' : 'refused';
  }
}
