import type { EntityDefinition } from '@karsaz/entities';
import type { ComponentType } from 'react';
import type { PageAccess } from '../access';
import type { FormValues } from './fields';

/**
 * What a module adds to an entity's generic screens, registered by the module file so that core names no module: a
 * panel under a form's fields (a leave request's balance) and a toolbar button of a list (attendance's Calculate, for a
 * hand-written route of the page). Give lazy components (React.lazy): the screens show them inside a Suspense
 * boundary.
 */
function addonRegistry<P>() {
  const byEntity = new Map<string, ComponentType<P>>();
  return {
    register: (entity: string, component: ComponentType<P>): void => void byEntity.set(entity, component),
    of: (entity: string): ComponentType<P> | undefined => byEntity.get(entity),
  };
}

/** What a form addon is shown: the entity, the values being typed, the stored row (when there is one) and the mode. */
export interface FormAddonProps {
  entity: EntityDefinition;
  values: FormValues;
  row: Record<string, unknown> | undefined;
  mode: 'create' | 'edit' | 'view';
  /**
   * Fills fields the user has left empty (a personnel record started from a job application's résumé): a typed
   * value is never overwritten. Values in the form's own terms (initialValues of a row).
   */
  fill: (values: FormValues) => void;
}

/**
 * What a list addon is given: the entity, the page it is listed on, the caller's flags there (it shows itself only to
 * holders of its action, `access.can('Calculate')`), a refresh of the list, and the rows ticked on it.
 */
export interface ListAddonProps {
  entity: EntityDefinition;
  pageUrl: string;
  access: PageAccess;
  refresh: () => void;
  /** the rows ticked on the list (a bulk move of job applications acts on them) */
  selected: readonly Record<string, unknown>[];
  clearSelection: () => void;
}

const formAddons = addonRegistry<FormAddonProps>();
const listAddons = addonRegistry<ListAddonProps>();

/** `registerFormAddon('leaverequest', LeaveBalanceAddon)` */
export const registerFormAddon = formAddons.register;
export const formAddonOf = formAddons.of;
/** `registerListAddon('attendancemonth', CalculateMonthAddon)` */
export const registerListAddon = listAddons.register;
export const listAddonOf = listAddons.of;
