import { Injectable } from '@nestjs/common';
import { PrismaClient } from '../../core/database/database';
import { Prisma } from '../../generated/prisma/client';
import { ORGANISATION_WIDE, holderOf, holdsAccess } from '../../core/auth/access';
import type { Principal } from '../../core/auth/principal';
import { requireCompany } from '../../core/context/request-context';
import { DomainException, notFound } from '../../core/http/errors';

/**
 * Who administers which users (docs/roles.md). Holders of the organisation-wide permission (core/auth/access.ts)
 * administer every user. Every other holder of the users screen (/access-management-2) lists and changes only the
 * users assigned to the token's company (an active third_party_company row of the user's third party); any other
 * user does not exist for it (404).
 */
export { ORGANISATION_WIDE };

/** The users an administrator may list and change: every user, or those assigned to the token's company. */
@Injectable()
export class UserScope {
  constructor(private readonly prisma: PrismaClient) {}

  isOrganisationWide(p: Principal): Promise<boolean> {
    return holdsAccess(this.prisma, holderOf(p), ORGANISATION_WIDE);
  }

  /**
   * A caller who is not organisation-wide grants only roles that are not: a company administrator cannot make
   * anyone (itself included) an administrator of every company. 403 otherwise.
   */
  async checkGrantable(p: Principal, roleIds: readonly number[]): Promise<void> {
    if (!roleIds.length || (await this.isOrganisationWide(p))) return;
    const wide = await this.prisma.$queryRaw<{ id: number }[]>`
      SELECT DISTINCT rp.role_id AS id FROM role_permission rp
      JOIN action_menu am ON am.id = rp.action_menu_id AND am.url = ${ORGANISATION_WIDE.menu as string}
      JOIN action a ON a.id = rp.action_id AND a.name = ${ORGANISATION_WIDE.action!}
      WHERE rp.role_id IN (${Prisma.join([...roleIds])})`;
    if (wide.length) throw new DomainException(403, 'FORBIDDEN');
  }

  /** The condition on users; 403 to a caller who is not organisation-wide and whose token names no company. */
  async where(p: Principal): Promise<Prisma.UserWhereInput> {
    if (await this.isOrganisationWide(p)) return {};
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
