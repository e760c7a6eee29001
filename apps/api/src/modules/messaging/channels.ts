import { Injectable } from '@nestjs/common';
import type { Prisma } from '../../generated/prisma/client';

/** A message as the message sender wrote it, offered to the extra channels. */
export interface ChannelMessage {
  id: number;
  recipientUserId: number;
  type: number;
  priority: number;
  subject: string | null;
  content: string;
}

/**
 * A further way a message reaches its recipient beside its own (the messenger bots: Telegram, Bale). `offer` runs in
 * the sender's transaction and may only write (its own rows and outbox rows): the delivery happens in a job after
 * commit, so a channel that fails never holds or breaks the message itself.
 */
export interface MessageChannel {
  readonly name: string;
  offer(tx: Prisma.TransactionClient, message: ChannelMessage): Promise<void>;
}

/** The channels the message sender offers every message to; a channel registers itself at start-up. */
@Injectable()
export class MessageChannels {
  private readonly channels: MessageChannel[] = [];

  register(channel: MessageChannel): void {
    if (!this.channels.some((c) => c.name === channel.name)) this.channels.push(channel);
  }

  async offer(tx: Prisma.TransactionClient, message: ChannelMessage): Promise<void> {
    for (const c of this.channels) await c.offer(tx, message);
  }
}
