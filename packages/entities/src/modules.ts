import type { ModuleDefinition } from './module';
import { baseDataModule } from './base-data/module';
import { dashboardModule } from './dashboard/module';
import { engineeringModule } from './engineering/module';
import { identityModule } from './identity/module';
import { messagingModule } from './messaging/module';
import { metaDataModule } from './meta-data/module';
import { rescueModule } from './rescue/module';
import { commercialModule } from './commercial/module';
import { workflowModule } from './workflow-kernel/module';
import { hrModule } from './hr/module';
import { warehouseModule } from './warehouse/module';
import { contractingModule } from './contracting/module';
import { leaveMissionModule } from './leave-mission/module';
import { attendanceModule } from './attendance/module';
import { payrollModule } from './payroll/module';
import { financialModule } from './financial/module';
import { taxModule } from './tax/module';
import { recruitmentModule } from './recruitment/module';
import { dealerModule } from './dealer/module';

/**
 * Every module of the product, in the one place that lists them: the entity registry, the API's controllers and
 * permissions, and the menu sync all come from here. A new area is its folder with a `module.ts`, listed here.
 */
export const MODULES: readonly ModuleDefinition[] = [baseDataModule, metaDataModule, engineeringModule, identityModule, messagingModule, rescueModule, dashboardModule, workflowModule, commercialModule, hrModule, warehouseModule, contractingModule, leaveMissionModule, attendanceModule, payrollModule, financialModule, taxModule, recruitmentModule, dealerModule];

export function findModule(name: string): ModuleDefinition | undefined {
  return MODULES.find((m) => m.name === name);
}

/** The roles the supply request's chain names (the demo seed makes them). */
export { SUPPLY_ROLES } from './commercial/supply-goods';

/** The warehouse's kinds of stock document, their directions and the products' valuation methods. */
export { STOCK_KIND, DIRECTION, KIND_DIRECTION } from './warehouse/stock-document';
export { VALUATION } from './warehouse/product';
export { WAREHOUSE_ROLES } from './warehouse/inventory-count';
export { ORDER_KIND } from './warehouse/requests';
export { CONTRACTING_ROLES } from './contracting/common';
export { CONTRACT_REQUEST_KIND } from './contracting/contract-request';
export { CONTRACTING_REPORTS } from './contracting/reports';
export { LEAVE_MISSION_ROLES, REQUEST_STATE, PERSONNEL_REQUESTS_URL, MISSION_MANAGEMENT_URL } from './leave-mission/common';
export { LEAVE_KIND } from './leave-mission/leave';
export { MISSION_TYPE, ITEM_STATE, EXTENSION_TARGET } from './leave-mission/mission';
export { PAYROLL_ROLES, PAYROLL_ITEM_OPTIONS, SHIFT_WORK_KINDS } from './payroll/common';
export { PAYROLL_KIND, YEAR_END_PERIOD_MONTH } from './payroll/payroll';
export { ADJUSTMENT_KIND, ADJUSTMENT_METHOD } from './payroll/decree';
export { ATTENDANCE_ROLES, DAY_STATUS_KEYS, JALALI_MONTHS } from './attendance/attendance';

/** Finance: the chart's levels, kinds and details, the voucher kinds and states, the purposes mapped to accounts. */
export { ACCOUNT_LEVEL, ACCOUNT_KIND, ACCOUNT_NATURE, DETAIL_KIND, DETAIL_FIELD, VOUCHER_KIND, PROFIT_AND_LOSS_KINDS } from './financial/common';
export { ACCOUNT_PURPOSE } from './financial/account';
export { VOUCHER_STATE } from './financial/voucher';
export { TREASURY_KIND, TREASURY_STATE } from './financial/treasury';
export { MOADIYAN_STATE, MOADIYAN_INVOICE_URL } from './tax/invoice';
export { RECRUITMENT_ROLES } from './recruitment/common';
export { QUESTION_KINDS } from './recruitment/question-bank';
export { APPLICATION_STATUS, APPLICATION_STATUSES, INTERVIEW_LEVEL, INTERVIEW_LEVELS } from './recruitment/application';
export { APPOINTMENT_HOLDS_SLOT, APPOINTMENT_SOURCE, APPOINTMENT_STATUS } from './dealer/appointment';
export { RECEPTION_LINE_KIND, RECEPTION_STATUS } from './dealer/reception';
export { REQUEST_STATUS } from './dealer/requests';
export { CALL_RESULT, PLAN_STATUS, PRE_ORDER_STATUS, STATEMENT_STATUS, TEST_DRIVE_STATUS } from './dealer/sales';
export { TEST_ATTEMPT_STATUS, TEST_ATTEMPT_STATUSES } from './recruitment/test-attempt';
export { RESCUE_VEHICLE_STATUS, RESCUE_VEHICLE_STATUSES, RESCUE_VEHICLE_TYPES } from './rescue/vehicles';
export { SOS_STATUS, SOS_HOLDS_VEHICLE, SOS_SOURCE, MY_SOS_URL } from './rescue/sos';
