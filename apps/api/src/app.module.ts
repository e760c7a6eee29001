import { Module, type DynamicModule, type OnApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './core/health/health.controller';
import { INFRASTRUCTURE, closeInfrastructure, type Infrastructure } from './core/infrastructure';
import { PrismaClient } from './core/database/database';
import { CONFIG } from './core/config/config';
import { EntityModule } from './core/entity/entity.module';
import { WorkflowModule } from './core/workflow/workflow.module';
import { ReportModule } from './core/report/report.module';
import { AREA_MODULES } from './modules/areas';

/** Closes the database and the queue after the HTTP server has drained (SIGTERM, app.close()). */
@Injectable()
class InfrastructureLifecycle implements OnApplicationShutdown {
  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {}
  async onApplicationShutdown(signal?: string): Promise<void> {
    await closeInfrastructure(this.infra);
    this.infra.logger.info({ signal }, 'Karsaz stopped: requests in flight finished, database and queue closed');
  }
}

@Module({})
export class AppModule {
  static forRoot(infra: Infrastructure): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [TerminusModule, EntityModule, WorkflowModule, ReportModule, ...AREA_MODULES],
      controllers: [HealthController],
      providers: [
        { provide: INFRASTRUCTURE, useValue: infra },
        { provide: CONFIG, useValue: infra.config },
        // the client with company isolation (core/database/company-scope.ts); infra.db.prisma is the unscoped one
        { provide: PrismaClient, useValue: infra.db.scoped },
        InfrastructureLifecycle,
      ],
      exports: [INFRASTRUCTURE, CONFIG, PrismaClient],
    };
  }
}
