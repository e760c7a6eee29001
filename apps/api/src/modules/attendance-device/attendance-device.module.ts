import { Body, Controller, Inject, Injectable, Module, Post, Req, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import type { FastifyRequest } from 'fastify';
import { Access } from '../../core/auth/access';
import { CurrentPrincipal } from '../../core/auth/decorators';
import type { Principal } from '../../core/auth/principal';
import { requireCompany } from '../../core/context/request-context';
import { EntityModule } from '../../core/entity/entity.module';
import { receiveFile } from '../../core/entity/import.controller';
import { IsInt } from '../../core/http/validators';
import type { Lang as Language } from '../../core/i18n/messages';
import { Lang } from '../../core/i18n/lang.decorator';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure';
import { ApiEnvelope } from '../../core/openapi/api-envelope';
import { DeviceSync } from './device-sync';
import { PunchImport } from './punch-import';

/**
 * Attendance devices beyond the engine's CRUD (issue 15): the on-demand pull (`POST /api/hr/v1/attendancedevice/sync`),
 * the scheduled pull (a queued job once a minute, one per minute across instances, as the workflow's escalation),
 * and punches imported from a sheet (`POST /api/hr/v1/attendancepunch/import`).
 */

export const PULL_DEVICES = 'attendance.pullDevices';
const PULL_INTERVAL_MS = 60_000;

class SyncBody {
  @ApiProperty({ description: 'the device' }) @Type(() => Number) @IsInt() id!: number;
}

class UnknownDeviceUserSchema {
  @ApiProperty({ description: 'the device’s user id that no personnel code matches' }) userId!: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'the name enrolled on the device' }) name!: string | null;
  @ApiProperty({ description: 'their punches in the log' }) punches!: number;
}

class TextSchema {
  @ApiProperty() fa!: string;
  @ApiProperty() en!: string;
}

class SyncResultSchema {
  @ApiProperty() deviceId!: number;
  @ApiProperty({ format: 'date-time' }) syncedAt!: string;
  @ApiProperty({ description: 'users enrolled on the device' }) users!: number;
  @ApiProperty({ description: 'attendance records read' }) read!: number;
  @ApiProperty({ description: 'punches added' }) inserted!: number;
  @ApiProperty({ description: 'punches that were there already' }) duplicates!: number;
  @ApiProperty({ description: 'records of unknown user ids' }) unknown!: number;
  @ApiProperty({ type: [UnknownDeviceUserSchema] }) unknownUsers!: UnknownDeviceUserSchema[];
  @ApiProperty({ type: TextSchema, description: 'the outcome in a sentence, in both languages' }) summary!: TextSchema;
}

class PunchImportSchema {
  @ApiProperty({ description: 'rows read' }) rows!: number;
  @ApiProperty() inserted!: number;
  @ApiProperty() duplicates!: number;
  @ApiProperty({ type: TextSchema }) summary!: TextSchema;
}

@ApiTags('hr')
@ApiBearerAuth('bearer')
@Controller('api/hr/v1/attendancedevice')
export class AttendanceDeviceController {
  constructor(private readonly sync: DeviceSync) {}

  @Post('sync')
  @Access('/attendance-device-2', 'Update')
  @ApiOperation({
    operationId: 'AttendanceDevice_sync',
    summary: 'Pulls a device’s punches now: read, inserted, duplicates and unknown users; 504 when it does not answer in time, 502 when it cannot be reached',
  })
  @ApiEnvelope(SyncResultSchema)
  pull(@Body() body: SyncBody, @CurrentPrincipal() p: Principal) {
    return this.sync.pull(requireCompany(), body.id, p.clientId ? null : p.subjectId);
  }
}

@ApiTags('hr')
@ApiBearerAuth('bearer')
@Controller('api/hr/v1/attendancepunch')
export class AttendancePunchController {
  constructor(private readonly imports: PunchImport) {}

  @Post('import')
  @Access('/attendance-punch-2', 'Create')
  @ApiOperation({
    operationId: 'AttendancePunch_import',
    summary: 'Imports punches from an Excel or CSV sheet (personnel code, date Jalali or ISO, time); every bad row answers 400 and nothing is written; duplicates are counted, not added',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiEnvelope(PunchImportSchema)
  async import(@Req() req: FastifyRequest, @CurrentPrincipal() p: Principal, @Lang() lang: Language) {
    const { file } = await receiveFile(req);
    return this.imports.importSheet(requireCompany(), file, p.clientId ? null : p.subjectId, lang);
  }
}

/** The scheduled pull: once a minute (one job per minute across every instance, by its id) the due devices are read. */
@Injectable()
export class DevicePullScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | null = null;
  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly sync: DeviceSync,
  ) {}

  onApplicationBootstrap(): void {
    this.infra.queue.register(PULL_DEVICES, async () => {
      const { pulled, failed } = await this.sync.pullDue();
      if (pulled || failed) this.infra.logger.info({ pulled, failed }, 'attendance devices pulled on schedule');
    });
    if (process.env.KARSAZ_RUN_WORKERS !== 'false' || process.env.KARSAZ_WORKER_PROCESS === 'true') {
      this.timer = setInterval(() => {
        this.infra.queue
          .add(PULL_DEVICES, {}, { jobId: `${PULL_DEVICES}-${Math.floor(Date.now() / PULL_INTERVAL_MS)}`, attempts: 1 })
          .catch((err) => this.infra.logger.warn({ err }, 'could not queue the attendance devices’ pull'));
      }, PULL_INTERVAL_MS);
      this.timer.unref();
    }
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }
}

@Module({
  imports: [EntityModule],
  controllers: [AttendanceDeviceController, AttendancePunchController],
  providers: [DeviceSync, PunchImport, DevicePullScheduler],
  exports: [DeviceSync, PunchImport],
})
export class AttendanceDeviceModule {}
