import { Module } from '@nestjs/common';
import { ShiftHooks } from './shift.hooks';
import { ShiftMonthController, ShiftMonthService } from './shift-month';
import { ShiftResolver } from './shift-resolver';

/**
 * Shifts for attendance (issue 15, docs/attendance.md "Shifts"): the rule on a shift's timings, the batched
 * `ShiftResolver` (which shift and timing each person works on each day) that the daily attendance reads, and a
 * person's month (GET /api/hr/v1/shift/getPersonMonth).
 */
@Module({
  controllers: [ShiftMonthController],
  providers: [ShiftResolver, ShiftMonthService, ShiftHooks],
  exports: [ShiftResolver],
})
export class AttendanceShiftModule {}
