import { Injectable } from '@nestjs/common';
import { MODULES, permissionUrlsOf } from '@karsaz/entities';
import { PrismaClient } from '../../core/database/database';
import { DomainException } from '../../core/http/errors';
import type { Principal } from '../../core/auth/principal';
import { ORGANISATION_WIDE, holderOf, holdsAccess } from '../../core/auth/access';

const PERMISSION_URLS = permissionUrlsOf(MODULES);

export interface ProfileMenu {
  id: number;
  parentId: number | null;
  name: string;
  description: string | null;
  url: string | null;
  baseUrl: string | null;
  priority: number;
  subSystemType: number;
  icon: string | null;
  actions: string[];
}

/** The profile: the user, its third party and names, and the menus its roles reach with the actions held. */
@Injectable()
export class ProfileService {
  constructor(private readonly prisma: PrismaClient) {}

  async profile(p: Principal) {
    const user = await this.prisma.user.findUnique({ where: { id: p.subjectId }, include: { thirdParty: true } });
    if (!user) throw new DomainException(401, 'UNAUTHORIZED');
    // the menus of pages: a page-less API permission (the rescue feed) is no entry of the sidebar
    const grants = await this.prisma.rolePermission.findMany({
      where: {
        role: { isActive: true, isDisabled: false, users: { some: { userId: user.id } } },
        actionMenu: { isActive: true, OR: [{ url: null }, { url: { notIn: PERMISSION_URLS } }] },
        action: { isActive: true, isDisabled: false },
      },
      select: { actionMenuId: true, action: { select: { name: true } } },
    });
    const actions = new Map<number, Set<string>>();
    for (const g of grants) {
      if (!actions.has(g.actionMenuId)) actions.set(g.actionMenuId, new Set());
      actions.get(g.actionMenuId)!.add(g.action.name);
    }
    // the menus granted, and their parents so the tree is whole
    const ids = new Set(actions.keys());
    let menus = await this.prisma.actionMenu.findMany({ where: { id: { in: [...ids] } } });
    const parentIds = menus.map((m) => m.parentId).filter((id): id is number => id !== null && !ids.has(id));
    if (parentIds.length) menus = menus.concat(await this.prisma.actionMenu.findMany({ where: { id: { in: parentIds }, isActive: true } }));
    menus.sort((a, b) => a.priority - b.priority || a.id - b.id);
    return {
      id: user.id,
      thirdPartyId: user.thirdPartyId,
      firstName: user.thirdParty.firstName,
      lastName: user.thirdParty.lastName,
      mobileNumber: user.mobileNumber,
      companyId: p.companyId,
      // whether the roles, actions and menus (the organisation's) and the users of every company are its to change
      // (docs/roles.md): the SPA offers those writes only then
      organisationWide: await holdsAccess(this.prisma, holderOf(p), ORGANISATION_WIDE),
      menus: menus.map<ProfileMenu>((m) => ({
        id: m.id, parentId: m.parentId, name: m.name, description: m.description, url: m.url, baseUrl: m.baseUrl,
        priority: m.priority, subSystemType: m.subSystemType, icon: m.icon, actions: [...(actions.get(m.id) ?? [])].sort(),
      })),
    };
  }
}
