import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { IsInt } from '../../core/http/validators';
import { PrismaClient } from '../../core/database/database';
import { Access, SignedIn } from '../../core/auth/access';
import { CurrentPrincipal } from '../../core/auth/decorators';
import type { Principal } from '../../core/auth/principal';
import { DomainException } from '../../core/http/errors';
import { MessageSender } from './message-sender';
import { ApiEnvelope, ApiPageEnvelope, ApiValueEnvelope, ID_VALUE } from '../../core/openapi/api-envelope';
import { COUNT_VALUE, MessageEnumValue, MessageView, UPDATED_VALUE } from './message.views';
import { MESSAGE_PRIORITIES, MESSAGE_STATUSES, MESSAGE_TYPES, MessageStatus, storedStatuses, type MessageType } from './message.types';

/** messageStatus may come as ?messageStatus=1&messageStatus=2, ?messageStatus=1,2 or ?messageStatus[]=1. */
const toIntList = ({ value }: { value: unknown }) =>
  value === undefined ? undefined : (Array.isArray(value) ? value : String(value).split(',')).map((v) => Number(v));

export class MessagesQuery {
  @ApiPropertyOptional({ type: [Number], description: 'statuses to include: 0 queued, 1 sent (with read and unread: every message that reached the user), 2 read, 3 unread, 4 failed' })
  @IsOptional() @Transform(toIntList) @IsArray() @IsIn([0, 1, 2, 3, 4], { each: true }) messageStatus?: number[];
  @ApiPropertyOptional({ type: Number, enum: [0, 1, 2, 3], description: 'only this type' }) @IsOptional() @Type(() => Number) @IsIn([0, 1, 2, 3]) type?: number;
  @ApiPropertyOptional({ type: Number, enum: [0, 1, 2], description: 'only this priority' }) @IsOptional() @Type(() => Number) @IsIn([0, 1, 2]) priority?: number;
  @ApiPropertyOptional({ type: Number, default: 1 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) pageIndex = 1;
  @ApiPropertyOptional({ type: Number, default: 10, maximum: 100 }) @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) pageSize = 10;
}

/** The same filter in a POST body (spec/hr-aftersales-contracting.md §7: POST message/gets, POST message/getCount). */
export class MessagesBody extends MessagesQuery {}

export class SetStatusDto {
  @ApiPropertyOptional({ type: [Number] }) @IsOptional() @IsArray() @ArrayMaxSize(500) @IsInt({ each: true }) ids?: number[];
  @ApiPropertyOptional({ description: 'all the caller’s unread messages' }) @IsOptional() @IsBoolean() all?: boolean;
  @ApiProperty({ enum: [2, 3], description: '2: mark read; 3: mark unread again' }) @IsIn([MessageStatus.Read, MessageStatus.Unread]) status!: number;
}

export class SendMessageDto {
  @ApiProperty() @IsInt() @Min(1) recipientUserId!: number;
  @ApiProperty({ enum: [0, 1, 2, 3], description: '0 SMS, 1 e-mail, 2 system, 3 system without a label' }) @IsIn([0, 1, 2, 3]) type!: number;
  @ApiPropertyOptional({ enum: [0, 1, 2] }) @IsOptional() @IsIn([0, 1, 2]) priority?: 0 | 1 | 2;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) subject?: string;
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(4000) content!: string;
  @ApiPropertyOptional({ description: 'the e-mail address (required for e-mail) or a mobile number other than the user’s (SMS)' })
  @ValidateIf((o: SendMessageDto) => o.type === 1 || o.address !== undefined)
  @IsString() @IsNotEmpty() @MaxLength(200)
  address?: string;
}

/** Not read yet (and not failed): what setStatus marks read, and getCount counts when no status is given. */
const unread = [MessageStatus.Queued, MessageStatus.Sent, MessageStatus.Unread];

@ApiTags('messaging')
@ApiBearerAuth('bearer')
@Controller('api/messaging/v1/message')
export class MessageController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly sender: MessageSender,
  ) {}

  private where(p: Principal, statuses?: number[], q: { type?: number; priority?: number } = {}) {
    return {
      recipientUserId: p.subjectId,
      ...(statuses?.length ? { status: { in: statuses } } : {}),
      ...(q.type !== undefined ? { type: q.type } : {}),
      ...(q.priority !== undefined ? { priority: q.priority } : {}),
    };
  }

  /** The caller's messages, newest first (GET with a query string, or POST with a body: both are in use). */
  @Get('gets') @ApiPageEnvelope(MessageView) @SignedIn()
  gets(@Query() q: MessagesQuery, @CurrentPrincipal() p: Principal) {
    return this.list(q, p);
  }

  @Post('gets') @ApiPageEnvelope(MessageView) @HttpCode(200) @SignedIn()
  getsByBody(@Body() q: MessagesBody, @CurrentPrincipal() p: Principal) {
    return this.list(q, p);
  }

  private async list(q: MessagesQuery, p: Principal) {
    const where = this.where(p, q.messageStatus?.length ? storedStatuses(q.messageStatus) : undefined, q);
    const [data, rowCount] = await this.prisma.$transaction([
      this.prisma.message.findMany({
        where,
        orderBy: { id: 'desc' },
        skip: (q.pageIndex - 1) * q.pageSize,
        take: q.pageSize,
        select: { id: true, type: true, priority: true, status: true, subject: true, content: true, createdAt: true, readAt: true },
      }),
      this.prisma.message.count({ where }),
    ]);
    return { data: data.map((m) => ({ ...m, created: m.createdAt })), rowCount };
  }

  /** How many of the caller's messages have the given statuses (default: unread). */
  @Get('getCount') @ApiValueEnvelope(COUNT_VALUE) @SignedIn()
  getCount(@Query() q: MessagesQuery, @CurrentPrincipal() p: Principal) {
    return this.count(q, p);
  }

  @Post('getCount') @ApiValueEnvelope(COUNT_VALUE) @HttpCode(200) @SignedIn()
  getCountByBody(@Body() q: MessagesBody, @CurrentPrincipal() p: Principal) {
    return this.count(q, p);
  }

  private async count(q: MessagesQuery, p: Principal) {
    return { rowCount: await this.prisma.message.count({ where: this.where(p, q.messageStatus?.length ? storedStatuses(q.messageStatus) : unread, q) }) };
  }

  /** Marks messages read (2), or read ones unread again (3): the given ids, or all the caller's (PUT as the HR document, or POST). */
  @Put('setStatus') @ApiValueEnvelope(UPDATED_VALUE) @SignedIn()
  setStatus(@Body() dto: SetStatusDto, @CurrentPrincipal() p: Principal) {
    return this.markRead(dto, p);
  }

  @Post('setStatus') @ApiValueEnvelope(UPDATED_VALUE) @HttpCode(200) @SignedIn()
  setStatusByPost(@Body() dto: SetStatusDto, @CurrentPrincipal() p: Principal) {
    return this.markRead(dto, p);
  }

  private async markRead(dto: SetStatusDto, p: Principal) {
    if (!dto.all && !dto.ids?.length) {
      throw new DomainException(400, 'VALIDATION', { fieldErrors: [{ field: 'ids', constraint: 'isNotEmpty', args: [], fallback: 'ids or all is required' }] });
    }
    const read = dto.status === MessageStatus.Read;
    const r = await this.prisma.message.updateMany({
      where: { recipientUserId: p.subjectId, status: read ? { in: unread } : MessageStatus.Read, ...(dto.all ? {} : { id: { in: dto.ids } }) },
      data: read ? { status: MessageStatus.Read, readAt: new Date() } : { status: MessageStatus.Unread, readAt: null },
    });
    return { updated: r.count };
  }

  @Get('getMessageType') @ApiEnvelope(MessageEnumValue, { isArray: true }) @SignedIn() getMessageType() {
    return MESSAGE_TYPES;
  }

  @Get('getMessagePriority') @ApiEnvelope(MessageEnumValue, { isArray: true }) @SignedIn() getMessagePriority() {
    return MESSAGE_PRIORITIES;
  }

  @Get('getMessageStatus') @ApiEnvelope(MessageEnumValue, { isArray: true }) @SignedIn() getMessageStatus() {
    return MESSAGE_STATUSES;
  }

  @Post('send') @ApiValueEnvelope(ID_VALUE) @Access('/notification-2', 'Create')
  async send(@Body() dto: SendMessageDto, @CurrentPrincipal() p: Principal) {
    const recipient = await this.prisma.user.findUnique({ where: { id: dto.recipientUserId } });
    if (dto.type === 1 && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(dto.address ?? '')) {
      throw new DomainException(400, 'VALIDATION', { fieldErrors: [{ field: 'address', constraint: 'isEmail', args: [], fallback: 'an e-mail address is required' }] });
    }
    if (!recipient) throw new DomainException(400, 'VALIDATION', { fieldErrors: [{ field: 'recipientUserId', constraint: 'exists', args: [], fallback: 'no such user' }] });
    const id = await this.prisma.$transaction((tx) =>
      this.sender.send(tx, { recipientUserId: dto.recipientUserId, companyId: p.companyId, type: dto.type as MessageType, priority: dto.priority, subject: dto.subject, content: dto.content, address: dto.address }),
    );
    return { id };
  }
}
