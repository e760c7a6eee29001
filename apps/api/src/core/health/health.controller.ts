import { Controller, Get, HttpCode, Inject } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { HealthCheckService, HealthIndicatorService, type HealthIndicatorResult } from '@nestjs/terminus';
import { INFRASTRUCTURE, type Infrastructure } from '../infrastructure';
import { DomainException } from '../http/errors';
import { ApiEnvelope } from '../openapi/api-envelope';
import { Public } from '../http/decorators';

export class ComponentHealth {
  @ApiProperty({ enum: ['up', 'down'] }) status!: 'up' | 'down';
  @ApiProperty({ description: 'which of the two modes the part runs in', example: 'postgresql' }) mode!: string;
  @ApiProperty({ required: false, description: 'why the part is down' }) error?: string;
}

export class HealthReport {
  @ApiProperty({ enum: ['up'] }) status!: 'up';
  @ApiProperty({ type: ComponentHealth }) database!: ComponentHealth;
  @ApiProperty({ type: ComponentHealth }) redis!: ComponentHealth;
  @ApiProperty({ type: ComponentHealth }) storage!: ComponentHealth;
}

const TIMEOUT_MS = 3000;

function withTimeout<T>(p: Promise<T>): Promise<T> {
  return Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${TIMEOUT_MS} ms`)), TIMEOUT_MS).unref())]);
}

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicator: HealthIndicatorService,
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
  ) {}

  private async check(key: string, mode: string, probe: () => Promise<unknown>): Promise<HealthIndicatorResult> {
    const i = this.indicator.check(key);
    try {
      await withTimeout(probe());
      return i.up({ mode });
    } catch (err) {
      return i.down({ mode, error: (err as Error).message });
    }
  }

  @Get()
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Reports the database, Redis (the queue) and object storage; 503 when one is down.' })
  @ApiEnvelope(HealthReport)
  async report(): Promise<HealthReport> {
    const { db, queue, storage } = this.infra;
    try {
      const result = await this.health.check([
        () => this.check('database', db.mode, () => db.prisma.$queryRawUnsafe('SELECT 1')),
        () => this.check('redis', queue.mode, () => queue.ping()),
        () => this.check('storage', storage.mode, () => storage.ping()),
      ]);
      const d = result.details as unknown as Record<'database' | 'redis' | 'storage', ComponentHealth>;
      return { status: 'up', database: d.database, redis: d.redis, storage: d.storage };
    } catch (err) {
      const details = ((err as { response?: { details?: Record<string, ComponentHealth> } }).response?.details ?? {}) as Record<string, ComponentHealth>;
      const down = Object.entries(details).filter(([, v]) => v.status === 'down');
      throw new DomainException(503, 'SERVICE_UNAVAILABLE', {
        detail: down.map(([k]) => k).join(', ') || 'health check failed',
        fieldErrors: down.map(([k, v]) => ({ field: k, constraint: 'down', args: [], fallback: `${v.mode}: ${v.error ?? 'down'}` })),
      });
    }
  }
}
