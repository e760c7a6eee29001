import { defineModule } from '../module';
import { branch } from './branch';
import { category } from './category';
import { costCenter, costCenterAuthorizedRole, costCenterAuthorizedUser, costCenterInformedUser } from './cost-center';
import { costOver } from './cost-over';
import { documentDetail } from './document-detail';
import { contractCostOver, employerConsideration, employerContract, projectOperation } from './employer-contract';
import { expert } from './expert';
import { machinery } from './machinery';
import { expertConsumptionStandard, goodsConsumptionStandard, machineryConsumptionStandard, operationInfo, operationInfoService } from './operation-info';
import { project, projectImplementationAssistant, projectTechnicalAssistant } from './project';
import { season } from './season';
import { serviceInfo } from './service-info';
import { costCenterType, documentType, projectType } from './types';

/** Engineering and contracting (api/service/v1, api/ServiceInfo/v1): cost centres, projects, operations, contracts. */
export const engineeringModule = defineModule({
  name: 'engineering',
  label: { fa: 'مهندسی و پیمانکاری', en: 'Engineering and contracting' },
  entities: [
    costOver,
    category,
    branch,
    season,
    costCenterType,
    projectType,
    expert,
    machinery,
    serviceInfo,
    operationInfo,
    operationInfoService,
    expertConsumptionStandard,
    goodsConsumptionStandard,
    machineryConsumptionStandard,
    documentType,
    documentDetail,
    costCenter,
    costCenterInformedUser,
    costCenterAuthorizedUser,
    costCenterAuthorizedRole,
    project,
    projectTechnicalAssistant,
    projectImplementationAssistant,
    employerContract,
    projectOperation,
    contractCostOver,
    employerConsideration,
  ],
  menuOrder: 500,
  menus: {
    '/cost-overs-2': { name: 'CostOvers', order: 10 },
    '/categories-2': { name: 'Categories', order: 20 },
    '/projects-2': { name: 'Projects', order: 30 },
  },
});
