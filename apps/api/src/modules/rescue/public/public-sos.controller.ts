import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../core/http/decorators';
import { Meta, type RequestMeta } from '../../../core/http/request-meta';
import { ApiEnvelope } from '../../../core/openapi/api-envelope';
import { SentChallengeView } from '../../identity/identity.views';
import { CreateSosDto, SendSosCodeDto, SosCreatedView, SosDealerQuery, SosDealerView, SosOptionsView } from './public-sos.dto';
import { PublicSos } from './public-sos';

/** The stranded driver's page without signing in (`/dealer-create-sos-request`): CONTRACT.md lets SOS creation be public. */
@ApiTags('dealer')
@Controller('api/dealer/v1/publicSos')
export class PublicSosController {
  constructor(private readonly sos: PublicSos) {}

  @Get('dealers') @Public() @ApiEnvelope(SosDealerView, { isArray: true }) @ApiOperation({ summary: 'The dealers a driver may ask for rescue' })
  dealers() {
    return this.sos.dealers();
  }

  @Get('options') @Public() @ApiEnvelope(SosOptionsView) @ApiOperation({ summary: 'A dealer, its reasons for rescue and its vehicles' })
  options(@Query() q: SosDealerQuery) {
    return this.sos.options(q.dealerId);
  }

  @Post('sendCode') @Public() @ApiEnvelope(SentChallengeView) @ApiOperation({ summary: 'Sends the driver’s mobile the code that confirms a rescue request' })
  sendCode(@Body() dto: SendSosCodeDto, @Meta() meta: RequestMeta) {
    return this.sos.sendCode(dto.mobile, meta);
  }

  @Post('create') @Public() @ApiEnvelope(SosCreatedView) @ApiOperation({ summary: 'A rescue request with the code sent to the mobile; answers its tracking number' })
  create(@Body() dto: CreateSosDto, @Meta() meta: RequestMeta) {
    return this.sos.create(dto, meta);
  }
}
