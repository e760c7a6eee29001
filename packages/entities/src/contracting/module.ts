import { defineModule } from '../module';
import { contractRequest, contractRequestLine, rewardRequest } from './contract-request';
import { contractorContract, contractorContractLine } from './contractor-contract';
import { CONTRACTING_REPORTS } from './reports';
import { contractorStatement, contractorStatementLine, employerStatement, employerStatementLine } from './statement';

/** Contracting (api/service/v1): contractor contracts and the requests for them, rewards, progress statements. */
export const contractingModule = defineModule({
  name: 'contracting',
  label: { fa: 'پیمانکاری', en: 'Contracting' },
  entities: [
    contractorContract, contractorContractLine, contractRequest, contractRequestLine, rewardRequest,
    contractorStatement, contractorStatementLine, employerStatement, employerStatementLine,
  ],
  menuOrder: 550,
  reports: CONTRACTING_REPORTS,
});
