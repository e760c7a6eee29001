import type { Type } from '@nestjs/common';
import { AccessModule } from './access/access.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { EngineeringModule } from './engineering/engineering.module';
import { HrModule } from './hr/hr.module';
import { IdentityModule } from './identity/identity.module';
import { MessagingModule } from './messaging/messaging.module';
import { MetaDataModule } from './meta-data/meta-data.module';
import { RescueModule } from './rescue/rescue.module';
import { WarehouseModule } from './warehouse/warehouse.module';
import { ContractingModule } from './contracting/contracting.module';
import { LeaveMissionModule } from './leave-mission/leave-mission.module';
import { CommercialModule } from './commercial/commercial.module';
import { AttendanceShiftModule } from './attendance-shift/attendance-shift.module';
import { AttendanceDeviceModule } from './attendance-device/attendance-device.module';
import { AttendanceModule } from './attendance/attendance.module';
import { PayrollModule } from './payroll/payroll.module';
import { FinancialModule } from './financial/financial.module';
import { TaxModule } from './tax/tax.module';
import { RecruitmentModule } from './recruitment/recruitment.module';
import { DealerModule } from './dealer/dealer.module';

/**
 * The hand-written Nest module of each area (`<area>/<area>.module.ts`: its own controllers, hooks and services),
 * in the one place app.module.ts takes them from. The entities, menus and permissions of an area come from its
 * manifest in packages/entities (`<area>/module.ts`), which the core's entity module and menu sync read.
 */
export const AREA_MODULES: readonly Type<unknown>[] = [IdentityModule, MessagingModule, AccessModule, DashboardModule, RescueModule, MetaDataModule, EngineeringModule, HrModule, WarehouseModule, ContractingModule, CommercialModule, AttendanceShiftModule, LeaveMissionModule, AttendanceDeviceModule, AttendanceModule, PayrollModule, FinancialModule, TaxModule, RecruitmentModule, DealerModule];
