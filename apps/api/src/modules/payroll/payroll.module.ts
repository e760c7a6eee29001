import { Module } from '@nestjs/common';
import { LeaveMissionModule } from '../leave-mission/leave-mission.module';
import { FinancialModule } from '../financial/financial.module';
import { PayrollPosting } from './posting';
import { AuditService } from '../../core/audit/audit.service';
import { PayrollCalculation } from './calculation';
import { PayrollController } from './payroll.controller';
import { DecreeController } from './decree.controller';
import { DecreeRaise } from './raise';
import { PayrollExportController } from './export.controller';
import { PayrollMonthReader } from './month-out';
import { EmploymentDecreeHooks, PayrollHooks } from './payroll.hooks';

/** Payroll under Iranian law (docs/payroll.md). */
@Module({
  imports: [LeaveMissionModule, FinancialModule],
  controllers: [PayrollController, DecreeController, PayrollExportController],
  providers: [AuditService, PayrollCalculation, DecreeRaise, PayrollMonthReader, EmploymentDecreeHooks, PayrollHooks, PayrollPosting],
  exports: [PayrollCalculation],
})
export class PayrollModule {}
