import { Body, Controller, Put } from '@nestjs/common';
import { requireCompany } from '../../core/context/request-context';
import { ApiBearerAuth, ApiBody, ApiExtraModels, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { getEntity } from '@karsaz/entities';
import { plainToInstance } from 'class-transformer';
import { IsOptional, Max, Min, validateSync } from 'class-validator';
import { IsInt } from '../../core/http/validators';
import { PrismaClient } from '../../core/database/database';
import { WritePath } from '../../core/write/write-path';
import { Access } from '../../core/auth/access';
import { CurrentPrincipal } from '../../core/auth/decorators';
import type { Principal } from '../../core/auth/principal';
import { DomainException, notFound, type RawFieldError } from '../../core/http/errors';
import { Meta, type RequestMeta } from '../../core/http/request-meta';
import { flattenValidationErrors } from '../../core/http/validation';
import { ApiEnvelope } from '../../core/http/decorators';

const operationInfo = getEntity('operationinfo');

/** One operation's place in the order: its id, its priority, and optionally the version read (409 when stale). */
export class OperationPriorityDto {
  @ApiProperty({ type: 'integer', minimum: 1 }) @IsInt() @Min(1) id!: number;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 1000000, description: 'smaller comes first' }) @IsInt() @Min(0) @Max(1000000) priority!: number;
  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'the version read; a stale one answers 409' }) @IsOptional() @IsInt() @Min(1) version?: number;
}

const STALE = { fa: 'این عملیات در این فاصله تغییر کرده است؛ دوباره بارگذاری کنید.', en: 'This operation was changed meanwhile; reload it.' };

/** The items of the body, with every field error named (`priority`, or `1.priority` in a list). */
export function parsePriorityBody(body: unknown): OperationPriorityDto[] {
  const list = Array.isArray(body);
  const raw = list ? (body as unknown[]) : [body];
  const errors: RawFieldError[] = [];
  if (raw.length === 0 || raw.length > 500) errors.push({ field: 'items', constraint: 'arrayNotEmpty', args: [], fallback: 'give between 1 and 500 operations' });
  const items = raw.map((item, i) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      errors.push({ field: list ? String(i) : 'body', constraint: 'isObject', args: [], fallback: 'must be an object' });
      return null;
    }
    const dto = plainToInstance(OperationPriorityDto, item);
    const found = validateSync(dto, { whitelist: true, forbidNonWhitelisted: false });
    errors.push(...flattenValidationErrors(found, list ? String(i) : ''));
    return dto;
  });
  const ids = items.filter((x): x is OperationPriorityDto => !!x).map((x) => x.id);
  if (new Set(ids).size !== ids.length) errors.push({ field: 'id', constraint: 'unique', args: [], fallback: 'an operation is listed twice' });
  if (errors.length) throw new DomainException(400, 'VALIDATION', { fieldErrors: errors });
  return items as OperationPriorityDto[];
}

/**
 * `PUT api/service/v1/OperationInfo/UpdateSetPriority` (spec platform-core §7): sets the order of operations. The
 * body is one `{ id, priority }` or a list of them; all rows change in one transaction, each one's version goes up
 * and the change is audited with its before and after. The engine serves the rest of OperationInfo.
 */
@ApiTags('service')
@ApiBearerAuth('bearer')
@ApiExtraModels(OperationPriorityDto)
@Controller('api/service/v1/OperationInfo')
export class OperationPriorityController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly writes: WritePath,
  ) {}

  @Put('UpdateSetPriority')
  @Access(operationInfo.menu.url, 'Update')
  @ApiOperation({ summary: 'Sets the priority (the order) of one operation or of several; 409 when a given version is stale' })
  @ApiBody({
    schema: {
      oneOf: [
        { $ref: '#/components/schemas/OperationPriorityDto' },
        { type: 'array', minItems: 1, maxItems: 500, items: { $ref: '#/components/schemas/OperationPriorityDto' } },
      ],
    },
  })
  @ApiEnvelope({
    type: 'object',
    properties: { items: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, priority: { type: 'integer' }, version: { type: 'integer' } } } } },
  })
  async updateSetPriority(@Body() body: unknown, @CurrentPrincipal() p: Principal, @Meta() m: RequestMeta) {
    const items = parsePriorityBody(body);
    // the client confines operations to the token's company (and answers 403 to a token without one)
    const companyId = requireCompany();
    return this.prisma.$transaction(async (tx) => {
      const rows = await tx.operationInfo.findMany({ where: { id: { in: items.map((i) => i.id) } }, select: { id: true, priority: true, version: true } });
      if (rows.length !== items.length) throw notFound();
      const out: { id: number; priority: number; version: number }[] = [];
      for (const item of items) {
        const before = rows.find((r) => r.id === item.id)!;
        const saved = await this.writes.update(
          tx,
          tx.operationInfo,
          {
            entity: operationInfo.name, event: 'entity.setPriority', id: item.id, version: item.version, current: before.version, where: { companyId },
            data: { priority: item.priority }, stamped: true, audit: { changes: { priority: { before: before.priority, after: item.priority } } }, staleText: STALE,
          },
          p,
          m,
        );
        out.push({ id: item.id, priority: item.priority, version: saved.version });
      }
      return { items: out };
    });
  }
}
