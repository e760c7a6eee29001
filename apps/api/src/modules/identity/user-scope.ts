import { Injectable } from '@nestjs/common';
import { PrismaClient } from '../../core/database/database';
import type { Prisma } from '../../generated/prisma/client';
import { holderOf, holdsAccess, type AccessRule } from '../../core/auth/access';
import type { Principal } from '../../core/auth/principal';
import { requireCompany } from '../../core/context/request-context';
import { notFound } from '../../core/http/errors';

/**
 * The organisation-wide permission (README "Company isolation"). Roles, actions and menus have no company: the
 * menu tree (/menus-priority-2) and the roles are the organisation's. Whoever may change the menu tree (its
 * Update) shapes every company's access, and administers the users of every company too. Every other holder of
 * the users screen (/access-management-2) lists and changes only the users assigned to the token's company (an
 * active third_party_company row of the user's third party).
 */
export const ORGANISATION_WIDE: AccessRule = { menu: '/menus-priority-2', action: 'Update' };

/** The users an administrator may list and change: every user, or those assigned to the token's company. */
@Injectable()
export class UserScope {
  constructor(private readonly prisma: PrismaClient) {}

  /** The condition on users; 403 to a caller who is not organisation-wide and whose token names no company. */
  async where(p: Principal): Promise<Prisma.UserWhereInput> {
    if (await holdsAccess(this.prisma, holderOf(p), ORGANISATION_WIDE)) return {};
    return { thirdParty: { companies: { some: { companyId: requireCompany(), isActive: true } } } };
  }

  /** `where` narrowed to what the caller may see. */
  async narrow(p: Principal, where: Prisma.UserWhereInput): Promise<Prisma.UserWhereInput> {
    const scope = await this.where(p);
    return Object.keys(scope).length ? { AND: [where, scope] } : where;
  }

  /** The user if the caller may administer it; 404 otherwise (a user of another company does not exist for it). */
  async find(p: Principal, id: number) {
    const user = await this.prisma.user.findFirst({ where: await this.narrow(p, { id }) });
    if (!user) throw notFound();
    return user;
  }
}
