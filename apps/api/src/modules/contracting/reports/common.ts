import { STOCK_KIND, getEntity, type WorkflowDefinition } from '@karsaz/entities';
import type { Lang } from '../../../core/i18n/messages';
export { equals, within } from '../../../core/report/sql';

/** What the contracting report sources share: the states they count by, and the SQL of their filters. */

const stateValue = (workflow: WorkflowDefinition | undefined, key: string): number => {
  const state = workflow?.states.find((s) => s.key === key);
  if (!state) throw new Error(`no state ${key}`);
  return state.value;
};

/** A contractor statement counts unless it was cancelled; an approved one ended its chain. */
export const STATEMENT_STATE = {
  cancelled: stateValue(getEntity('contractorstatement').workflow, 'cancelled'),
  approved: stateValue(getEntity('contractorstatement').workflow, 'approved'),
};
export const SUPPLY_CANCELLED = stateValue(getEntity('supplygoods').workflow, 'cancelled');
export const REQUEST_APPROVED = stateValue(getEntity('contractrequest').workflow, 'approved');
/** Goods issued to a project: a posted goods issue (a reversed one gave its goods back). */
export const ISSUE = { kind: STOCK_KIND.issue, posted: stateValue(getEntity('stockdocument').workflow, 'posted') };

/** A measure unit's name in the language (its English name falls back to the Persian one). */
export const unitName = (alias: string, language: Lang): string => (language === 'en' ? `coalesce(${alias}.name_en, ${alias}.name_fa)` : `${alias}.name_fa`);

/** A third party's name as its title shows it. */
export const partyName = (alias: string): string => `coalesce(${alias}.full_name, ${alias}.company_name, trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)))`;
