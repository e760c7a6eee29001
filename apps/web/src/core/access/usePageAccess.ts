import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useApi } from '../api/ApiProvider';
import { profileQuery } from '../auth/queries';
import { actionsByUrl, actionsFor, firstSegment, menuUrlOf } from './menus';

/** The four flags every page knows (spec §6), by their action names. */
export const PAGE_ACTIONS = { create: 'Create', update: 'Update', delete: 'Delete', activate: 'Activate' } as const;

export interface PageAccess {
  /** Whether the user holds this action (`Create`, `Update`, ... or a named workflow action) on the page's menu. */
  can(action: string): boolean;
  create: boolean;
  update: boolean;
  delete: boolean;
  activate: boolean;
  /** The menu url the flags are read from. */
  menuUrl: string | undefined;
}

/** The flags of a set of held actions. */
export function pageAccessOf(actions: ReadonlySet<string>, menuUrl?: string): PageAccess {
  return {
    can: (action: string) => actions.has(action),
    create: actions.has(PAGE_ACTIONS.create),
    update: actions.has(PAGE_ACTIONS.update),
    delete: actions.has(PAGE_ACTIONS.delete),
    activate: actions.has(PAGE_ACTIONS.activate),
    menuUrl,
  };
}

/**
 * The current page's access flags from the cached profile: the actions the user's roles hold on the menu of the
 * route's first segment, or on `menuUrl` when given. Everything is false while the profile is not loaded.
 */
export function usePageAccess(menuUrl?: string): PageAccess {
  const api = useApi();
  const pathname = useLocation({ select: (location) => location.pathname });
  const { data: profile } = useQuery(profileQuery(api));
  return useMemo(() => {
    const menus = profile?.menus ?? [];
    const url = menuUrl ?? menuUrlOf(pathname, menus) ?? firstSegment(pathname);
    return pageAccessOf(actionsFor(actionsByUrl(menus), url), url);
  }, [profile, pathname, menuUrl]);
}

/**
 * The flags of a page that changes what is the organisation's (roles, their grants, actions, menus; docs/roles.md):
 * the page's own flags, with its writes only for a holder of the organisation-wide permission, so that nobody is
 * offered a change the API refuses.
 */
export function useOrganisationAccess(menuUrl?: string): PageAccess {
  const access = usePageAccess(menuUrl);
  const api = useApi();
  const { data: profile } = useQuery(profileQuery(api));
  return useMemo(() => (profile?.organisationWide ? access : pageAccessOf(new Set(), access.menuUrl)), [access, profile]);
}
