import { defineModule } from '../module';
import { CONTRACTING } from './common';
import { contractRequest, contractRequestLine, rewardRequest } from './contract-request';
import { contractorContract, contractorContractLine } from './contractor-contract';
import { costCenterWarehouse, dailyReport, dailyReportLine, estimation, estimationLine, projectTiming, publicGroup } from './engineering';
import { CONTRACTING_REPORTS } from './reports';
import { contractorStatement, contractorStatementLine, employerStatement, employerStatementLine } from './statement';

/**
 * Contracting and the engineering office (api/service/v1): contractor contracts and the requests for them, rewards,
 * progress statements; estimates, schedules, daily reports, general groups and the cost centres' warehouses.
 */
export const contractingModule = defineModule({
  name: 'contracting',
  label: { fa: 'پیمانکاری', en: 'Contracting' },
  entities: [
    contractorContract, contractorContractLine, contractRequest, contractRequestLine, rewardRequest,
    contractorStatement, contractorStatementLine, employerStatement, employerStatementLine,
    publicGroup, estimation, estimationLine, projectTiming, dailyReport, dailyReportLine, costCenterWarehouse,
  ],
  menuOrder: 550,
  pages: [
    // the estimate built step by step: project → operations → quantities → prices → summary (apps/web/src/modules/contracting)
    { name: 'EstimationWizard', url: '/estimation/wizard-2', parent: CONTRACTING, icon: 'calculator', label: { fa: 'برآورد گام‌به‌گام', en: 'Estimate wizard' }, actions: ['Create'] },
  ],
  reports: CONTRACTING_REPORTS,
});
