import { unwrap } from '@karsaz/api-client';
import type { Api } from '../../core/api/api';

/*
 * The calls of the access screens, through the generated client: openapi/openapi.json types their bodies,
 * parameters and success values (apps/api/src/modules/identity/access-admin.views.ts). The shapes below are what
 * the screens read of them; the removals answer a null value.
 */

export interface Page<T> {
  data: T[];
  rowCount: number;
}

export interface PageParams {
  pageIndex: number;
  pageSize: number;
  searchTerm?: string;
}

export interface Role {
  id: number;
  name: string;
  title: string;
  scope: string;
  isActive: boolean;
  isDisabled: boolean;
  version: number;
}

export interface Action {
  id: number;
  name: string;
  title: string;
  isActive: boolean;
  isDisabled: boolean;
  version: number;
}

export interface ActionMenu {
  id: number;
  parentId: number | null;
  name: string;
  description: string | null;
  url: string | null;
  baseUrl: string | null;
  icon: string | null;
  priority: number;
  subSystemType: number;
  isActive: boolean;
  version: number;
}

export interface User {
  id: number;
  mobileNumber: string;
  thirdPartyId: number;
  firstName: string | null;
  lastName: string | null;
  isActive: boolean;
  isDisabled: boolean;
  mobileVerified: boolean;
  createdAt: string;
  version: number;
  roles: { id: number; name: string; title: string }[];
}

export interface Permission {
  actionMenuId: number;
  actionId: number;
}

export type RoleInput = { name: string; title: string; scope: string };
export type ActionInput = { name: string; title: string };
export type MenuInput = {
  parentId?: number | null;
  name: string;
  description?: string;
  url?: string;
  baseUrl?: string;
  icon?: string;
  priority: number;
  subSystemType: number;
};
export type UserInput = { mobileNumber: string; firstName: string; lastName: string; password?: string; roleIds?: number[] };

const clean = (p: PageParams) => ({ pageIndex: p.pageIndex, pageSize: p.pageSize, ...(p.searchTerm?.trim() ? { searchTerm: p.searchTerm.trim() } : {}) });

/** Query keys: [area, entity, 'list' | 'detail', params] so a save invalidates an entity by prefix. */
export const keys = {
  roles: ['access', 'role'] as const,
  actions: ['access', 'action'] as const,
  menus: ['access', 'actionMenu'] as const,
  users: ['access', 'user'] as const,
  leads: ['access', 'leadAccess'] as const,
};

export function accessApi(api: Api) {
  const c = api.client;
  return {
    roles: {
      list: (p: PageParams) => unwrap(c.GET('/api/identity/role/v1/gets', { params: { query: clean(p) } })),
      active: () => unwrap(c.GET('/api/identity/role/v1/getActiveRoles')),
      create: (body: RoleInput) => unwrap(c.POST('/api/identity/role/v1/create', { body })),
      update: (body: RoleInput & { id: number; version?: number }) => unwrap(c.PUT('/api/identity/role/v1/update', { body })),
      activate: (id: number) => unwrap(c.POST('/api/identity/role/v1/active', { body: { id } })),
      deactivate: (id: number) => unwrap(c.POST('/api/identity/role/v1/inactive', { body: { id } })),
      disable: (id: number) => unwrap(c.POST('/api/identity/role/v1/disable', { body: { id } })),
      remove: (id: number) => unwrap(c.DELETE('/api/identity/role/v1/remove', { params: { query: { Id: id } } })),
      permissions: (roleId: number) =>
        unwrap(c.GET('/api/identity/role/v1/getPermissionsByRoleId', { params: { query: { RoleId: roleId } } })),
      setPermissions: (roleId: number, permissions: Permission[]) =>
        unwrap(c.POST('/api/identity/role/v1/AddActionsToRole', { body: { roleId, permissions } })),
    },
    actions: {
      list: (p: PageParams) => unwrap(c.GET('/api/identity/action/v1/gets', { params: { query: clean(p) } })),
      create: (body: ActionInput) => unwrap(c.POST('/api/identity/action/v1/create', { body })),
      update: (body: ActionInput & { id: number; version?: number }) => unwrap(c.PUT('/api/identity/action/v1/update', { body })),
      activate: (id: number) => unwrap(c.POST('/api/identity/action/v1/active', { body: { id } })),
      deactivate: (id: number) => unwrap(c.POST('/api/identity/action/v1/inactive', { body: { id } })),
      disable: (id: number) => unwrap(c.POST('/api/identity/action/v1/disable', { body: { id } })),
    },
    menus: {
      list: (p: PageParams) => unwrap(c.GET('/api/identity/actionMenu/v1/gets', { params: { query: clean(p) } })),
      /** Every menu, active or not, page by page (at most 100 a page). */
      all: async () => {
        const rows: ActionMenu[] = [];
        for (let pageIndex = 1; pageIndex <= 50; pageIndex++) {
          const page = await unwrap(c.GET('/api/identity/actionMenu/v1/gets', { params: { query: { pageIndex, pageSize: 100 } } }));
          rows.push(...page.data);
          if (rows.length >= page.rowCount || page.data.length === 0) break;
        }
        return rows;
      },
      /** The actions each declared menu's page offers (by menu name); a hand-made menu is not listed. */
      declared: () => unwrap(c.GET('/api/identity/actionMenu/v1/getDeclaredActions')),
      create: (body: MenuInput) => unwrap(c.POST('/api/identity/actionMenu/v1/create', { body })),
      update: (body: MenuInput & { id: number; version?: number }) => unwrap(c.PUT('/api/identity/actionMenu/v1/update', { body })),
      activate: (id: number) => unwrap(c.POST('/api/identity/actionMenu/v1/active', { body: { id } })),
      deactivate: (id: number) => unwrap(c.POST('/api/identity/actionMenu/v1/inactive', { body: { id } })),
    },
    users: {
      list: (p: PageParams) => unwrap(c.GET('/api/identity/user/v1/gets', { params: { query: clean(p) } })),
      byRole: (roleId: number, p: PageParams) =>
        unwrap(c.GET('/api/identity/user/v1/getUsersByRoleId', { params: { query: { RoleId: roleId, ...clean(p) } } })),
      create: (body: UserInput) => unwrap(c.POST('/api/identity/user/v1/createByAdmin', { body })),
      update: (body: { id: number; version: number; firstName: string; lastName: string }) => unwrap(c.PUT('/api/identity/user/v1/update', { body })),
      activate: (id: number) => unwrap(c.POST('/api/identity/user/v1/active', { body: { id } })),
      deactivate: (id: number) => unwrap(c.POST('/api/identity/user/v1/inActive', { body: { id } })),
      disable: (id: number) => unwrap(c.POST('/api/identity/user/v1/disable', { body: { id } })),
      /** Adds roles to the user; with `replace` they become its whole set. */
      setRoles: (userId: number, roleIds: number[], replace = false) =>
        unwrap(c.POST('/api/identity/user/v1/addRolesToUser', { body: { userId, roleIds, replace } })),
    },
    leads: {
      users: (p: PageParams) => unwrap(c.GET('/api/identity/leadAccess/v1/getUsers', { params: { query: clean(p) } })),
      leads: (p: PageParams) => unwrap(c.GET('/api/identity/leadAccess/v1/getLeads', { params: { query: clean(p) } })),
      byLead: (leadUserId: number, p: PageParams) =>
        unwrap(c.GET('/api/identity/leadAccess/v1/getsByLeadUserId', { params: { query: { LeadUserId: leadUserId, ...clean(p) } } })),
      leadsOf: (userId: number) => unwrap(c.GET('/api/identity/leadAccess/v1/getLeadsByUserId', { params: { query: { UserId: userId } } })),
      create: (leadUserId: number, userIds: number[]) => unwrap(c.POST('/api/identity/leadAccess/v1/create', { body: { leadUserId, userIds } })),
      remove: (id: number) => unwrap(c.DELETE('/api/identity/leadAccess/v1/remove', { params: { query: { Id: id } } })),
    },
  };
}

export type AccessApi = ReturnType<typeof accessApi>;

/** A person's name, or the mobile number when it has none. */
export function personName(u: { firstName: string | null; lastName: string | null; mobileNumber: string }): string {
  const name = [u.firstName, u.lastName].filter(Boolean).join(' ').trim();
  return name || u.mobileNumber;
}
