import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SignedIn } from '../../core/auth/access';
import { CurrentPrincipal } from '../../core/auth/decorators';
import type { Principal } from '../../core/auth/principal';
import { ApiEnvelope } from '../../core/openapi/api-envelope';
import { DashboardSummary } from './dashboard.dto';
import { DashboardService } from './dashboard.service';

@ApiTags('dashboard')
@ApiBearerAuth('bearer')
@Controller('api/dashboard/v1')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('summary')
  @SignedIn()
  @ApiOperation({ summary: 'What the signed-in user may see: its areas and pages with real counts (the token’s company), its recent activity and pending approvals' })
  @ApiEnvelope(DashboardSummary)
  summary(@CurrentPrincipal() p: Principal): Promise<DashboardSummary> {
    return this.dashboard.summary(p);
  }
}
