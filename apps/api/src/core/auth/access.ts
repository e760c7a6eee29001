import { Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { PrismaClient } from '../database/database';
import { Prisma } from '../../generated/prisma/client';
import { DomainException } from '../http/errors';
import type { Principal } from './principal';
import { PUBLIC_ROUTE } from '../http/decorators';
import { AUDIENCE } from './decorators';
import { takesPartIn } from '../workflow/task-access';

export const ACCESS = 'karsaz:access';

export interface AccessRule {
  /** the menu url that guards the route, e.g. '/access-management-2'; with several, holding any one of them does */
  menu: string | readonly string[];
  /** the action held on it (Create, Update, Delete, Activate or a workflow step); none: any action on the menu */
  action?: string;
  /**
   * Also open to whoever takes part in the approval of the document whose id is in this query parameter (a task of
   * theirs or delegated to them, pending or decided): a workflow document's reads (core/workflow/task-access.ts).
   */
  task?: { entity: string; idParam: string };
}

/** Declares the menu url and action a route needs (CONTRACT.md: "Who may call what"). */
export const Access = (menu: string | readonly string[], action?: string, task?: AccessRule['task']) => SetMetadata(ACCESS, { menu, action, ...(task ? { task } : {}) } satisfies AccessRule);

/**
 * The organisation-wide permission (docs/roles.md): the Update of the page-less menu `/organisation-administration`
 * (packages/entities/src/identity/module.ts), which the Administrator role holds. Its holders administer the users
 * of every company and change what belongs to the whole organisation: roles and their grants, actions, menus.
 */
export const ORGANISATION_WIDE: AccessRule = { menu: '/organisation-administration', action: 'Update' };

const ORGANISATION_WIDE_ROUTE = 'karsaz:organisation-wide';

/**
 * The route changes what belongs to the whole organisation (a role, its grants, an action, a menu): on top of its
 * menu and action, the caller must hold the organisation-wide permission (403 otherwise).
 */
export const OrganisationWide = () => SetMetadata(ORGANISATION_WIDE_ROUTE, true);

export const SIGNED_IN = 'karsaz:signed-in';

/** The route serves any signed-in caller about itself (its profile, its session, its companies): no menu guards it. */
export const SignedIn = () => SetMetadata(SIGNED_IN, true);

/** Whether a handler declares who may call it: public, signed in, applicant, or a menu and action. */
export function declaredAccess(reflector: Reflector, targets: (object | Function)[]): 'public' | 'signed-in' | 'applicant' | 'menu' | null {
  if (reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets as never)) return 'public';
  if (reflector.getAllAndOverride<AccessRule>(ACCESS, targets as never)) return 'menu';
  if (reflector.getAllAndOverride<string>(AUDIENCE, targets as never) === 'applicant') return 'applicant';
  if (reflector.getAllAndOverride<boolean>(SIGNED_IN, targets as never)) return 'signed-in';
  return null;
}

/**
 * Checks a signed-in staff caller's roles against the route's declared menu and action. Runs after AuthGuard.
 * (The roles-and-menus issue adds the route-table test and the administration screens on top of this check.)
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly prisma: PrismaClient,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const declared = declaredAccess(this.reflector, targets);
    // a route that does not say who may call it is closed (and the route-table test fails on it)
    if (declared === null) throw new DomainException(403, 'FORBIDDEN');
    if (declared !== 'menu') return true;
    const rule = this.reflector.getAllAndOverride<AccessRule>(ACCESS, targets)!;
    const req = context.switchToHttp().getRequest<{ principal?: Principal; accessGranted?: boolean; query?: Record<string, unknown> }>();
    const principal = req.principal;
    if (!principal || principal.kind !== 'staff') throw new DomainException(403, 'FORBIDDEN');
    // AuthGuard answered it with the session check, in the same statement
    let granted = req.accessGranted ?? (await holdsAccess(this.prisma, holderOf(principal), rule));
    if (!granted && rule.task && !principal.clientId) granted = await takesPartIn(this.prisma, principal, rule.task.entity, Number(req.query?.[rule.task.idParam]));
    if (!granted) throw new DomainException(403, 'FORBIDDEN');
    if (this.reflector.getAllAndOverride<boolean>(ORGANISATION_WIDE_ROUTE, targets) && !(await holdsAccess(this.prisma, holderOf(principal), ORGANISATION_WIDE))) {
      throw new DomainException(403, 'FORBIDDEN');
    }
    return true;
  }
}

/** Who holds permissions: a user through the roles assigned to them, or an OAuth client's service account through its one role. */
export type Holder = { userId: number } | { clientId: string };

export const holderOf = (p: Principal): Holder => (p.clientId ? { clientId: p.clientId } : { userId: p.subjectId });

/**
 * The SQL condition that one of the holder's active roles holds the rule's action (any action when none is named)
 * on one of its menus: the one statement of the rule, asked alone (holdsAccess) or with the session (AuthGuard).
 * A user holds the roles assigned to them; a client's service account the role it was registered with, while the
 * client is active.
 */
export function grantedSql(holder: number | Holder, rule: AccessRule): Prisma.Sql {
  const h: Holder = typeof holder === 'number' ? { userId: holder } : holder;
  const menus = typeof rule.menu === 'string' ? [rule.menu] : [...rule.menu];
  const held =
    'userId' in h
      ? Prisma.sql`JOIN user_role ur ON ur.role_id = rp.role_id AND ur.user_id = ${h.userId}`
      : Prisma.sql`JOIN oauth_client oc ON oc.role_id = rp.role_id AND oc.id = ${h.clientId} AND oc.is_active`;
  return Prisma.sql`EXISTS (
    SELECT 1 FROM role_permission rp
    JOIN action_menu am ON am.id = rp.action_menu_id AND am.is_active AND am.url IN (${Prisma.join(menus)})
    JOIN role r ON r.id = rp.role_id AND r.is_active AND NOT r.is_disabled
    ${held}
    ${rule.action ? Prisma.sql`JOIN action a ON a.id = rp.action_id AND a.name = ${rule.action} AND a.is_active AND NOT a.is_disabled` : Prisma.empty}
  )`;
}

/** Whether one of the holder's active roles holds the rule's action (any action when none is named) on its menu. */
export async function holdsAccess(prisma: PrismaClient, holder: number | Holder, rule: AccessRule): Promise<boolean> {
  const [row] = await prisma.$queryRaw<{ granted: boolean }[]>`SELECT ${grantedSql(holder, rule)} AS granted`;
  return !!row?.granted;
}
