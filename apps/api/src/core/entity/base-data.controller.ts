import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { findEntity } from '@karsaz/entities';
import { PrismaClient } from '../database/database';
import { SignedIn, holderOf, holdsAccess } from '../auth/access';
import { CurrentPrincipal } from '../auth/decorators';
import type { Principal } from '../auth/principal';
import { DomainException } from '../http/errors';
import { CodeSequenceService } from './code-sequence.service';

export class NextCodeQuery {
  @ApiProperty({ description: 'the entity whose next code is wanted, e.g. city' }) @IsString() @MaxLength(60) EntityName!: string;
}

@ApiTags('base-data')
@ApiBearerAuth('bearer')
@Controller('api/base-data/v1/baseData')
export class BaseDataController {
  constructor(
    private readonly codes: CodeSequenceService,
    private readonly prisma: PrismaClient,
  ) {}

  /**
   * The next code of an entity (spec platform-core §7: answers `value.id`). The caller must hold Create on the
   * entity's page, which is checked here because the entity comes in the query.
   */
  @Get('getNextCode') @SignedIn()
  @ApiOperation({ summary: 'The next free code of an entity; each call hands out a new one' })
  @ApiOkResponse({ schema: { type: 'object', properties: { isSuccess: { type: 'boolean' }, value: { type: 'object', properties: { id: { type: 'string' } } } } } })
  async getNextCode(@Query() q: NextCodeQuery, @CurrentPrincipal() p: Principal) {
    const entity = findEntity(q.EntityName);
    if (!entity?.code) {
      throw new DomainException(400, 'VALIDATION', { fieldErrors: [{ field: 'EntityName', constraint: 'isIn', args: [], fallback: 'no such entity with a code' }] });
    }
    if (!(await holdsAccess(this.prisma, holderOf(p), { menu: entity.menu.url, action: 'Create' }))) throw new DomainException(403, 'FORBIDDEN');
    return { id: await this.codes.next(entity, p.companyId) };
  }
}
