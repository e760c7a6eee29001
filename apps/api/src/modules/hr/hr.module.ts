import { Module } from '@nestjs/common';
import { CalendarYearHooks, DepartmentHooks, PersonnelEducationHooks, PersonnelExaminationHooks, PersonnelHooks, PersonnelPostHooks } from './hr.hooks';

/** Human resources beyond the engine's CRUD: the rules of personnel, posts, departments and the calendar (hr.hooks.ts). */
@Module({
  providers: [PersonnelHooks, PersonnelPostHooks, DepartmentHooks, CalendarYearHooks, PersonnelExaminationHooks, PersonnelEducationHooks],
})
export class HrModule {}
