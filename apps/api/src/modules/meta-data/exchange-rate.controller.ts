import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { getEntity, referrersOf, menuUrlsOf } from '@karsaz/entities';
import { Access } from '../../core/auth/access';
import { ApiEnvelope } from '../../core/http/decorators';
import { CurrentPrincipal } from '../../core/auth/decorators';
import type { Principal } from '../../core/auth/principal';
import { EntityService, type FilterQuery } from '../../core/entity/entity.service';
import { PageBody } from './dto';

const measureUnit = getEntity('measureunit');
/** the pages whose forms pick a measure unit may read them, as with the engine's own lookups */
const READERS = [...new Set([...menuUrlsOf(measureUnit), ...referrersOf(measureUnit.name).flatMap((r) => menuUrlsOf(r.entity))])];

/** `exchangerate/getActiveMeasureUnits` (spec hr-aftersales §7): the active measure units, with a filter body. */
@ApiTags('meta-data')
@ApiBearerAuth('bearer')
@Controller('api/meta-data/v1/exchangerate')
export class ExchangeRateController {
  constructor(private readonly entities: EntityService) {}

  @ApiEnvelope({ type: 'object', required: ['data', 'rowCount'], properties: { data: { type: 'array', items: { $ref: '#/components/schemas/MeasureUnitRow' } }, rowCount: { type: 'integer' } } })
  @Post('getActiveMeasureUnits') @HttpCode(200) @Access(READERS)
  @ApiOperation({ summary: 'The active measure units, paged and searched (read by the pages whose forms pick one)' })
  getActiveMeasureUnits(@Body() b: PageBody, @CurrentPrincipal() p: Principal) {
    return this.entities.getFiltered(measureUnit, b as FilterQuery, p, true);
  }
}
