import { Injectable } from '@nestjs/common';
import { MODULES, entityPages, permissionUrlsOf } from '@karsaz/entities';
import { PrismaClient } from '../../core/database/database';
import { entityDelegate } from '../../core/entity/delegate';
import type { Principal } from '../../core/auth/principal';
import type { ActivityEntry, DashboardSummary, SummaryArea, SummaryCount } from './dashboard.dto';
import { PendingApprovalsRegistry } from './pending-approvals';

type Counter = { key: string; company: boolean; count: (prisma: PrismaClient, companyId: number | null, now: Date) => Promise<number> };

/**
 * The real counts behind pages that have a table today, by the page's menu url. `company: true` counts only the
 * token's company (and is left out when the token names none); the others are base data shared by every company.
 * Modules add their pages here as their tables arrive.
 */
const PAGE_COUNTERS: Record<string, Counter[]> = {
  '/access-management-2': [
    {
      key: 'users',
      company: true,
      count: (prisma, companyId) => prisma.user.count({ where: { isDisabled: false, thirdParty: { companies: { some: { companyId: companyId!, isActive: true } } } } }),
    },
    // roles belong to the organisation, not to one company
    { key: 'roles', company: false, count: (prisma) => prisma.role.count({ where: { isDisabled: false } }) },
    {
      key: 'activeSessions',
      company: true,
      count: (prisma, companyId, now) => prisma.authSession.count({ where: { kind: 'staff', companyId: companyId!, revokedAt: null, expiresAt: { gt: now } } }),
    },
  ],
  '/thirdparties-2': [
    { key: 'thirdParties', company: true, count: (prisma, companyId) => prisma.thirdParty.count({ where: { companies: { some: { companyId: companyId!, isActive: true } } } }) },
  ],
};

// every entity of the engine that has a page counts its rows there, keyed by the entity's name
// (a view's page counts the rows of its slice)
for (const { entity, url, where, titleKey } of entityPages()) {
  const counter: Counter = {
    key: titleKey.replace(/^entities\./, ''),
    company: entity.scope === 'company',
    count: (prisma, companyId) => entityDelegate(prisma, entity).count({ where: { ...where, ...(entity.scope === 'company' ? { companyId: companyId! } : {}) } }),
  };
  (PAGE_COUNTERS[url] ??= []).push(counter);
}

/** Page-less API permissions (the rescue feed): menus that are no page to count. */
const PERMISSION_URLS = permissionUrlsOf(MODULES);

/** Audit events that are not the user's own doing (the SPA refreshes its token on its own). */
const QUIET_EVENTS = ['refresh'];

@Injectable()
export class DashboardService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly approvals: PendingApprovalsRegistry,
  ) {}

  async summary(p: Principal): Promise<DashboardSummary> {
    const now = new Date();
    const [areas, recentActivity, pendingApprovals, company] = await Promise.all([
      this.areas(p, now),
      this.recentActivity(p),
      this.approvals.collect(p),
      p.companyId ? this.prisma.company.findUnique({ where: { id: p.companyId }, select: { nameFa: true, nameEn: true } }) : null,
    ]);
    return {
      companyId: p.companyId,
      companyName: company?.nameFa ?? null,
      companyNameEn: company?.nameEn ?? null,
      totalPages: areas.reduce((sum, a) => sum + a.pages, 0),
      areas,
      recentActivity,
      pendingApprovals,
    };
  }

  /** The top-level menus the user's roles reach, each with the pages held under it and their real counts. */
  private async areas(p: Principal, now: Date): Promise<SummaryArea[]> {
    const grants = await this.prisma.rolePermission.findMany({
      where: { role: { isActive: true, isDisabled: false, users: { some: { userId: p.subjectId } } }, actionMenu: { isActive: true }, action: { isActive: true, isDisabled: false } },
      select: { actionMenuId: true },
      distinct: ['actionMenuId'],
    });
    if (!grants.length) return [];
    const menus = await this.prisma.actionMenu.findMany({
      where: { isActive: true },
      select: { id: true, parentId: true, name: true, description: true, url: true, icon: true, priority: true },
    });
    const byId = new Map(menus.map((m) => [m.id, m]));
    const rootOf = (id: number) => {
      let menu = byId.get(id)!;
      const seen = new Set<number>([menu.id]);
      while (menu.parentId !== null && byId.has(menu.parentId) && !seen.has(menu.parentId)) {
        menu = byId.get(menu.parentId)!;
        seen.add(menu.id);
      }
      return menu;
    };

    const areas = new Map<number, { root: (typeof menus)[number]; pages: Set<string> }>();
    for (const { actionMenuId } of grants) {
      const menu = byId.get(actionMenuId);
      if (!menu) continue;
      const root = rootOf(menu.id);
      if (!areas.has(root.id)) areas.set(root.id, { root, pages: new Set() });
      if (menu.url && !PERMISSION_URLS.includes(menu.url)) areas.get(root.id)!.pages.add(menu.url);
    }

    const result: (SummaryArea & { priority: number })[] = [];
    for (const { root, pages } of areas.values()) {
      const counts: SummaryCount[] = [];
      for (const url of [...pages].sort()) {
        for (const counter of PAGE_COUNTERS[url] ?? []) {
          if (counter.company && p.companyId === null) continue;
          counts.push({ key: counter.key, url, value: await counter.count(this.prisma, p.companyId, now) });
        }
      }
      result.push({ id: root.id, name: root.name, description: root.description, icon: root.icon, pages: pages.size, counts, priority: root.priority });
    }
    result.sort((a, b) => a.priority - b.priority || a.id - b.id);
    return result.map(({ priority: _priority, ...area }) => area);
  }

  /** The user's last 10 audit entries in the token's company (and those of no company, like signing in). */
  private async recentActivity(p: Principal): Promise<ActivityEntry[]> {
    const rows = await this.prisma.auditLog.findMany({
      where: {
        userId: p.subjectId,
        event: { notIn: QUIET_EVENTS },
        OR: [{ companyId: null }, ...(p.companyId !== null ? [{ companyId: p.companyId }] : [])],
      },
      orderBy: [{ at: 'desc' }, { id: 'desc' }],
      take: 10,
    });
    return rows.map((r) => ({ id: r.id.toString(), at: r.at, event: r.event, entity: r.entity, entityId: r.entityId, ip: r.ip }));
  }
}
