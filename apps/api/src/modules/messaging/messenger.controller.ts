import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, Min } from 'class-validator';
import { PrismaClient } from '../../core/database/database';
import { Access } from '../../core/auth/access';
import { Public } from '../../core/http/decorators';
import { CurrentPrincipal } from '../../core/auth/decorators';
import type { Principal } from '../../core/auth/principal';
import { AuditService } from '../../core/audit/audit.service';
import { ApiEnvelope } from '../../core/openapi/api-envelope';
import { DomainException, notFound } from '../../core/http/errors';
import { IsInt } from '../../core/http/validators';
import { Meta, type RequestMeta } from '../../core/http/request-meta';
import { MESSENGER_PROVIDERS, MessengerService, type BotUpdate, type MessengerProvider } from './messenger';

/** The page's menu (packages/entities/src/messaging/module.ts). */
export const MESSENGER_MENU = '/telegramChat-2';

export class MessengerProviderDto {
  @ApiProperty({ enum: MESSENGER_PROVIDERS }) @IsIn(MESSENGER_PROVIDERS) provider!: MessengerProvider;
}

export class MessengerIdQuery {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) Id!: number;
}

export class MessengerProviderView {
  @ApiProperty({ enum: MESSENGER_PROVIDERS }) provider!: MessengerProvider;
  @ApiProperty({ description: 'whether the bot is configured (its token is set)' }) enabled!: boolean;
  @ApiProperty({ nullable: true, type: String }) botUsername!: string | null;
}

export class MessengerAccountView {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: MESSENGER_PROVIDERS }) provider!: string;
  @ApiProperty({ description: 'the chat id the bot sends to' }) chatId!: string;
  @ApiProperty({ nullable: true, type: String }) username!: string | null;
  @ApiProperty({ nullable: true, type: String }) firstName!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) linkedAt!: Date;
}

export class MessengerLinkCode {
  @ApiProperty({ enum: MESSENGER_PROVIDERS }) provider!: string;
  @ApiProperty({ description: 'send `/start <code>` to the bot (the deep link does it)' }) code!: string;
  @ApiProperty({ nullable: true, type: String, description: 't.me/<bot>?start=<code> or ble.ir/<bot>?start=<code>; null without the bot’s username' }) deepLink!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt!: Date;
}

export class MessengerRemoved {
  @ApiProperty() count!: number;
}

export class WebhookAnswer {
  @ApiProperty({ enum: ['linked', 'refused', 'ignored'] }) result!: string;
}

export class WebhookParams {
  @ApiProperty({ enum: MESSENGER_PROVIDERS }) @IsIn(MESSENGER_PROVIDERS) provider!: MessengerProvider;
}

const providerOff = () =>
  new DomainException(422, 'BUSINESS_RULE', { text: { fa: 'ربات این پیام‌رسان راه‌اندازی نشده است.', en: 'This messenger’s bot is not set up.' } });

/**
 * Linking the caller's messenger chats (Telegram, Bale) to the bot, and the bots' webhook. Each user sees and
 * unlinks only their own chats.
 */
@ApiTags('messaging')
@Controller('api/messaging/v1/messenger')
export class MessengerController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly messenger: MessengerService,
    private readonly audit: AuditService,
  ) {}

  @Get('getProviders') @Access(MESSENGER_MENU) @ApiBearerAuth('bearer')
  @ApiOperation({ summary: 'The messengers and whether their bots are set up' })
  @ApiEnvelope(MessengerProviderView, { isArray: true })
  getProviders(): MessengerProviderView[] {
    return this.messenger.providers();
  }

  @Get('gets') @Access(MESSENGER_MENU) @ApiBearerAuth('bearer')
  @ApiOperation({ summary: 'The caller’s linked messenger chats' })
  @ApiEnvelope(MessengerAccountView, { isArray: true })
  async gets(@CurrentPrincipal() p: Principal): Promise<MessengerAccountView[]> {
    return this.prisma.messengerAccount.findMany({
      where: { userId: p.subjectId },
      orderBy: { id: 'asc' },
      select: { id: true, provider: true, chatId: true, username: true, firstName: true, linkedAt: true },
    });
  }

  @Post('createLinkCode') @Access(MESSENGER_MENU, 'Create') @ApiBearerAuth('bearer')
  @ApiOperation({ summary: 'A one-time link code (10 minutes) and the bot’s deep link that carries it' })
  @ApiEnvelope(MessengerLinkCode)
  async createLinkCode(@Body() dto: MessengerProviderDto, @CurrentPrincipal() p: Principal): Promise<MessengerLinkCode> {
    if (!this.messenger.adapter(dto.provider)) throw providerOff();
    return this.messenger.createLinkCode(p.subjectId, dto.provider);
  }

  @Delete('remove') @Access(MESSENGER_MENU, 'Delete') @ApiBearerAuth('bearer')
  @ApiOperation({ summary: 'Unlinks one of the caller’s chats; 404 for any other id' })
  @ApiEnvelope(MessengerRemoved)
  async remove(@Query() q: MessengerIdQuery, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta): Promise<MessengerRemoved> {
    const account = await this.prisma.messengerAccount.findFirst({ where: { id: q.Id, userId: p.subjectId } });
    if (!account) throw notFound();
    await this.prisma.messengerAccount.delete({ where: { id: account.id } });
    await this.audit.record({ event: 'messenger-unlink', userId: p.subjectId, companyId: p.companyId, entity: 'messenger-account', entityId: String(account.id), ip: meta.ip, traceId: meta.traceId, data: { provider: account.provider, chatId: account.chatId } });
    return { count: 1 };
  }

  @Post('webhook/:provider') @Public() @HttpCode(200)
  @ApiOperation({ summary: 'The bot’s webhook (Telegram/Bale Update); X-Telegram-Bot-Api-Secret-Token must carry the configured secret' })
  @ApiBody({
    schema: {
      type: 'object',
      description: 'a Telegram Bot API Update (Bale sends the same shape); only a message whose text is `/start <code>` is acted on',
      additionalProperties: true,
      properties: {
        update_id: { type: 'integer' },
        message: {
          type: 'object',
          additionalProperties: true,
          properties: {
            message_id: { type: 'integer' },
            text: { type: 'string', example: '/start 4HX9KQ2M' },
            chat: { type: 'object', additionalProperties: true, properties: { id: { type: 'integer' }, type: { type: 'string' } } },
            from: { type: 'object', additionalProperties: true, properties: { id: { type: 'integer' }, username: { type: 'string' } } },
          },
        },
      },
    },
  })
  @ApiEnvelope(WebhookAnswer)
  async webhook(@Param() params: WebhookParams, @Headers('x-telegram-bot-api-secret-token') secret: string | undefined, @Body() update: Record<string, unknown>): Promise<WebhookAnswer> {
    if (!this.messenger.adapter(params.provider)) throw notFound();
    if (!this.messenger.trusts(params.provider, secret)) throw new DomainException(403, 'FORBIDDEN');
    return { result: await this.messenger.handleUpdate(params.provider, (update ?? {}) as BotUpdate) };
  }
}
