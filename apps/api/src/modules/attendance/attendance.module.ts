import { Module } from '@nestjs/common';
import { AuditService } from '../../core/audit/audit.service';
import { AttendanceShiftModule } from '../attendance-shift/attendance-shift.module';
import { LeaveMissionModule } from '../leave-mission/leave-mission.module';
import { AttendanceController } from './attendance.controller';
import { AttendanceCorrectionHooks, AttendanceMonthHooks } from './attendance.hooks';
import { AttendanceCalculation } from './calculation';

/** Daily and monthly attendance and the corrections of a day (docs/attendance.md). */
@Module({
  imports: [AttendanceShiftModule, LeaveMissionModule],
  controllers: [AttendanceController],
  providers: [AuditService, AttendanceCalculation, AttendanceMonthHooks, AttendanceCorrectionHooks],
  exports: [AttendanceCalculation],
})
export class AttendanceModule {}
