import { toPersianLetters } from '@karsaz/domain';
import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { referrersOf } from '@karsaz/entities';
import { PrismaClient } from '../../core/database/database';
import { entityDelegate } from '../../core/entity/delegate';
import { DomainException, conflict, notFound } from '../../core/http/errors';
import { Meta, type RequestMeta } from '../../core/http/request-meta';
import { Access, OrganisationWide } from '../../core/auth/access';
import { CurrentPrincipal } from '../../core/auth/decorators';
import type { Principal } from '../../core/auth/principal';
import { AuditService } from '../../core/audit/audit.service';
import { WritePath, type Tx, type VersionedModel } from '../../core/write/write-path';
import { UserScope } from './user-scope';
import { IdDto, IdQuery, PageQuery, RoleIdsDto, UserIdQuery } from './dto';
import {
  ActionDto, ActionIdQuery, ActionMenuDto, AddActionsToRoleDto, NameQuery, ParentIdQuery, RoleDto, RoleIdOnlyQuery, ScopeQuery,
  UpdateActionDto, UpdateActionMenuDto, UpdateRoleDto,
} from './access-admin.dto';
import { ActionMenuView, ActionView, DeclaredMenuActionsView, PermissionView, RoleView, RoleWithHolding } from './access-admin.views';
import { declaredMenus } from '../../core/database/menu-sync';
import { ApiEnvelope, ApiPageEnvelope, ApiValueEnvelope, ID_VALUE, NULL_VALUE } from '../../core/openapi/api-envelope';

/**
 * The screen that administers roles, actions and menus guards all of these calls. Roles, actions and menus are the
 * organisation's, not a company's (docs/roles.md): every write also needs the organisation-wide permission.
 */
const MENU = '/access-management-2';
/** The action menus are edited on the access-management screen and on the menu-order screen (/menus-priority-2). */
const MENU_SCREENS = [MENU, '/menus-priority-2'] as const;

type Model = 'role' | 'action' | 'actionMenu';

/** A name taken by another row: the write path's 409 on `name`, in these screens' words. */
const DUPLICATE_NAME = { fa: 'مقداری با این نام پیش‌تر ثبت شده است.', en: 'An item with this name already exists.' };

/** Shared steps of the three reference lists: paging, activation, optimistic updates, audit. */
class AccessAdminBase {
  constructor(
    protected readonly prisma: PrismaClient,
    protected readonly audit: AuditService,
    protected readonly writes: WritePath,
  ) {}

  protected delegate(model: Model) {
    return this.prisma[model] as unknown as {
      findMany(a: object): Promise<unknown[]>;
      count(a: object): Promise<number>;
      findUnique(a: object): Promise<{ id: number; version: number; name: string } | null>;
      update(a: object): Promise<{ id: number }>;
      updateMany(a: object): Promise<{ count: number }>;
    };
  }

  protected async page(model: Model, q: PageQuery, extra: object = {}) {
    // stored text has Persian Yeh and Kaf (normalizeText on every write): so has the term
    const term = q.searchTerm ? toPersianLetters(q.searchTerm.trim()) : '';
    const where = { ...extra, ...(term ? { OR: [{ name: { contains: term, mode: 'insensitive' } }, model === 'actionMenu' ? { description: { contains: term } } : { title: { contains: term } }] } : {}) };
    const d = this.delegate(model);
    const orderBy = model === 'actionMenu' ? [{ priority: 'asc' }, { id: 'asc' }] : [{ id: 'asc' }];
    const [data, rowCount] = await Promise.all([d.findMany({ where, orderBy, skip: (q.pageIndex - 1) * q.pageSize, take: q.pageSize }), d.count({ where })]);
    return { data, rowCount };
  }

  protected async one(model: Model, id: number) {
    const row = await this.delegate(model).findUnique({ where: { id } });
    if (!row) throw notFound();
    return row;
  }

  /** Writes an update only if the caller read the current version (the write path: 409 when stale or a duplicate name). */
  protected async update(model: Model, id: number, version: number | undefined, data: Record<string, unknown>, p: Principal, meta: RequestMeta) {
    const current = await this.one(model, id);
    await this.prisma.$transaction((tx) =>
      this.writes.update(tx, tx[model] as unknown as VersionedModel, { entity: model, event: 'update', id, version, current: current.version, data, audit: data, unique: ['name'], uniqueText: DUPLICATE_NAME }, p, meta),
    );
    return { id };
  }

  protected async setFlags(model: Model, id: number, data: object, event: string, p: Principal, meta: RequestMeta) {
    await this.one(model, id);
    await this.delegate(model).update({ where: { id }, data: { ...data, version: { increment: 1 } } });
    await this.audit.record({ event, userId: p.subjectId, companyId: p.companyId, entity: model, entityId: id, ip: meta.ip, traceId: meta.traceId });
    return { id };
  }

  protected async created<T extends { id: number }>(model: Model, make: (tx: Tx) => Promise<T>, p: Principal, meta: RequestMeta) {
    const row = await this.prisma.$transaction((tx) => this.writes.create(tx, () => make(tx), { entity: model, event: 'create', unique: ['name'], uniqueText: DUPLICATE_NAME }, p, meta));
    return { id: row.id };
  }
}

@ApiTags('access')
@ApiBearerAuth('bearer')
@Controller('api/identity/role/v1')
export class RoleAdminController extends AccessAdminBase {
  constructor(
    prisma: PrismaClient,
    audit: AuditService,
    writes: WritePath,
    // the roles of a user are read only for the users the caller administers (user-scope.ts)
    private readonly users: UserScope,
  ) {
    super(prisma, audit, writes);
  }

  @Post('create') @ApiValueEnvelope(ID_VALUE) @Access(MENU, 'Create') @OrganisationWide()
  create(@Body() dto: RoleDto, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta) {
    return this.created('role', (tx) => tx.role.create({ data: { name: dto.name, title: dto.title, scope: dto.scope ?? 'karsaz' } }), p, meta);
  }

  @Put('update') @ApiValueEnvelope(ID_VALUE) @Access(MENU, 'Update') @OrganisationWide()
  async updateRole(@Body() dto: UpdateRoleDto, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta) {
    return this.update('role', dto.id, dto.version, { name: dto.name, title: dto.title, scope: dto.scope ?? 'karsaz' }, p, meta);
  }

  @Post('active') @ApiValueEnvelope(ID_VALUE) @Access(MENU, 'Activate') @OrganisationWide() active(@Body() dto: IdDto, @CurrentPrincipal() p: Principal, @Meta() m: RequestMeta) {
    return this.setFlags('role', dto.id, { isActive: true }, 'activate', p, m);
  }

  @Post('inactive') @ApiValueEnvelope(ID_VALUE) @Access(MENU, 'Activate') @OrganisationWide() inactive(@Body() dto: IdDto, @CurrentPrincipal() p: Principal, @Meta() m: RequestMeta) {
    return this.setFlags('role', dto.id, { isActive: false }, 'deactivate', p, m);
  }

  @Post('disable') @ApiValueEnvelope(ID_VALUE) @Access(MENU, 'Delete') @OrganisationWide() disable(@Body() dto: IdDto, @CurrentPrincipal() p: Principal, @Meta() m: RequestMeta) {
    return this.setFlags('role', dto.id, { isDisabled: true }, 'disable', p, m);
  }

  @Delete('remove') @ApiValueEnvelope(NULL_VALUE) @Access(MENU, 'Delete') @OrganisationWide()
  async remove(@Query() q: IdQuery, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta) {
    await this.one('role', q.Id);
    const users = await this.prisma.userRole.count({ where: { roleId: q.Id } });
    if (users > 0) {
      throw conflict({ fa: `این نقش به ${users} کاربر داده شده است و حذف نمی‌شود؛ آن را غیرفعال کنید.`, en: `This role is held by ${users} user(s) and cannot be removed; deactivate it instead.` }, `user_role: ${users}`);
    }
    // the entity definitions that link to roles (a cost centre's authorized roles) keep the role they name
    for (const { entity, field } of referrersOf('role')) {
      const count = await entityDelegate(this.prisma, entity).count({ where: { [field]: q.Id } });
      if (count > 0) {
        throw conflict(
          { fa: `این نقش در ${entity.label.plural.fa} (${count} مورد) به کار رفته است و حذف نمی‌شود.`, en: `This role is used by ${entity.label.plural.en} (${count}) and cannot be removed.` },
          `${entity.name}:${count}`,
        );
      }
    }
    await this.prisma.role.delete({ where: { id: q.Id } });
    await this.audit.record({ event: 'delete', userId: p.subjectId, entity: 'role', entityId: q.Id, ip: meta.ip, traceId: meta.traceId });
    return null;
  }

  @Get('gets') @ApiPageEnvelope(RoleView) @Access(MENU) gets(@Query() q: PageQuery) {
    return this.page('role', q);
  }

  @Get('getsByUserId') @ApiEnvelope(RoleView, { isArray: true }) @Access(MENU)
  async getsByUserId(@Query() q: UserIdQuery, @CurrentPrincipal() p: Principal) {
    await this.users.find(p, q.userId);
    const rows = await this.prisma.userRole.findMany({ where: { userId: q.userId }, include: { role: true }, orderBy: { roleId: 'asc' } });
    return rows.map((r) => r.role);
  }

  @Get('getActiveRoles') @ApiEnvelope(RoleView, { isArray: true }) @Access(MENU) getActiveRoles() {
    return this.prisma.role.findMany({ where: { isActive: true, isDisabled: false }, orderBy: { id: 'asc' } });
  }

  @Get('getsWithUserRoles') @ApiEnvelope(RoleWithHolding, { isArray: true }) @Access(MENU)
  async getsWithUserRoles(@Query() q: UserIdQuery, @CurrentPrincipal() p: Principal) {
    await this.users.find(p, q.userId);
    const [roles, held] = await Promise.all([
      this.prisma.role.findMany({ where: { isDisabled: false }, orderBy: { id: 'asc' } }),
      this.prisma.userRole.findMany({ where: { userId: q.userId }, select: { roleId: true } }),
    ]);
    const mine = new Set(held.map((h) => h.roleId));
    return roles.map((r) => ({ ...r, hasRole: mine.has(r.id) }));
  }

  @Get('getsByActionId') @ApiEnvelope(RoleView, { isArray: true }) @Access(MENU) getsByActionId(@Query() q: ActionIdQuery) {
    return this.prisma.role.findMany({ where: { permissions: { some: { actionId: q.actionId } } }, orderBy: { id: 'asc' } });
  }

  @Get('getsByScope') @ApiEnvelope(RoleView, { isArray: true }) @Access(MENU) getsByScope(@Query() q: ScopeQuery) {
    return this.prisma.role.findMany({ where: { scope: q.scope, isDisabled: false }, orderBy: { id: 'asc' } });
  }

  @Get('getPermissionsByRoleId') @ApiEnvelope(PermissionView, { isArray: true }) @Access(MENU)
  async getPermissionsByRoleId(@Query() q: RoleIdOnlyQuery) {
    await this.one('role', q.RoleId);
    // the (menu, action) pairs the role holds: what AddActionsToRole last set
    return this.prisma.rolePermission.findMany({ where: { roleId: q.RoleId }, select: { actionMenuId: true, actionId: true }, orderBy: [{ actionMenuId: 'asc' }, { actionId: 'asc' }] });
  }

  @Post('AddActionsToRole') @ApiValueEnvelope(ID_VALUE) @Access(MENU, 'Update') @OrganisationWide()
  async addActionsToRole(@Body() dto: AddActionsToRoleDto, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta) {
    await this.one('role', dto.roleId);
    const menuIds = [...new Set(dto.permissions.map((x) => x.actionMenuId))];
    const actionIds = [...new Set(dto.permissions.map((x) => x.actionId))];
    const [menus, actions] = await Promise.all([this.prisma.actionMenu.count({ where: { id: { in: menuIds } } }), this.prisma.action.count({ where: { id: { in: actionIds } } })]);
    if (menus !== menuIds.length || actions !== actionIds.length) {
      throw new DomainException(400, 'VALIDATION', { fieldErrors: [{ field: 'permissions', constraint: 'exists', args: [], fallback: 'a menu or an action does not exist' }] });
    }
    await this.prisma.$transaction(async (tx) => {
      await tx.rolePermission.deleteMany({ where: { roleId: dto.roleId } });
      await tx.rolePermission.createMany({ data: dto.permissions.map((x) => ({ roleId: dto.roleId, ...x })), skipDuplicates: true });
      await tx.role.update({ where: { id: dto.roleId }, data: { version: { increment: 1 } } });
      await this.audit.record({ event: 'set-permissions', userId: p.subjectId, entity: 'role', entityId: dto.roleId, ip: meta.ip, traceId: meta.traceId, data: { count: dto.permissions.length } }, tx);
    });
    return { id: dto.roleId };
  }
}

@ApiTags('access')
@ApiBearerAuth('bearer')
@Controller('api/identity/action/v1')
export class ActionAdminController extends AccessAdminBase {
  constructor(prisma: PrismaClient, audit: AuditService, writes: WritePath) {
    super(prisma, audit, writes);
  }

  @Post('create') @ApiValueEnvelope(ID_VALUE) @Access(MENU, 'Create') @OrganisationWide() create(@Body() dto: ActionDto, @CurrentPrincipal() p: Principal, @Meta() m: RequestMeta) {
    return this.created('action', (tx) => tx.action.create({ data: dto }), p, m);
  }

  @Put('update') @ApiValueEnvelope(ID_VALUE) @Access(MENU, 'Update') @OrganisationWide()
  async updateAction(@Body() dto: UpdateActionDto, @CurrentPrincipal() p: Principal, @Meta() m: RequestMeta) {
    return this.update('action', dto.id, dto.version, { name: dto.name, title: dto.title }, p, m);
  }

  @Post('active') @ApiValueEnvelope(ID_VALUE) @Access(MENU, 'Activate') @OrganisationWide() active(@Body() dto: IdDto, @CurrentPrincipal() p: Principal, @Meta() m: RequestMeta) {
    return this.setFlags('action', dto.id, { isActive: true }, 'activate', p, m);
  }

  @Post('inactive') @ApiValueEnvelope(ID_VALUE) @Access(MENU, 'Activate') @OrganisationWide() inactive(@Body() dto: IdDto, @CurrentPrincipal() p: Principal, @Meta() m: RequestMeta) {
    return this.setFlags('action', dto.id, { isActive: false }, 'deactivate', p, m);
  }

  @Post('disable') @ApiValueEnvelope(ID_VALUE) @Access(MENU, 'Delete') @OrganisationWide() disable(@Body() dto: IdDto, @CurrentPrincipal() p: Principal, @Meta() m: RequestMeta) {
    return this.setFlags('action', dto.id, { isDisabled: true }, 'disable', p, m);
  }

  @Get('gets') @ApiPageEnvelope(ActionView) @Access(MENU) gets(@Query() q: PageQuery) {
    return this.page('action', q);
  }

  @Get('getActionById') @ApiEnvelope(ActionView) @Access(MENU) getActionById(@Query() q: IdQuery) {
    return this.one('action', q.Id);
  }

  @Get('getByName') @ApiEnvelope(ActionView) @Access(MENU)
  async getByName(@Query() q: NameQuery) {
    const row = await this.prisma.action.findUnique({ where: { name: q.Name } });
    if (!row) throw notFound();
    return row;
  }

  @Get('getByRoleId') @ApiEnvelope(ActionView, { isArray: true }) @Access(MENU) getByRoleId(@Query() q: RoleIdOnlyQuery) {
    return this.prisma.action.findMany({ where: { permissions: { some: { roleId: q.RoleId } } }, orderBy: { id: 'asc' } });
  }

  @Post('getActionsByRoleIds') @ApiEnvelope(ActionView, { isArray: true }) @Access(MENU)
  async getActionsByRoleIds(@Body() dto: RoleIdsDto) {
    if (!dto.roleIds.length) return [];
    return this.prisma.action.findMany({ where: { permissions: { some: { roleId: { in: dto.roleIds } } } }, orderBy: { id: 'asc' } });
  }
}

@ApiTags('access')
@ApiBearerAuth('bearer')
@Controller('api/identity/actionMenu/v1')
export class ActionMenuAdminController extends AccessAdminBase {
  constructor(prisma: PrismaClient, audit: AuditService, writes: WritePath) {
    super(prisma, audit, writes);
  }

  private async checkParent(id: number | undefined, parentId: number | null | undefined) {
    if (!parentId) return;
    if (parentId === id) throw new DomainException(400, 'VALIDATION', { fieldErrors: [{ field: 'parentId', constraint: 'parent', args: [], fallback: 'a menu cannot be its own parent' }] });
    // walk up: the new parent must not be a descendant of this menu
    let cursor: number | null = parentId;
    for (let depth = 0; cursor !== null && depth < 50; depth++) {
      const row: { parentId: number | null } | null = await this.prisma.actionMenu.findUnique({ where: { id: cursor }, select: { parentId: true } });
      if (!row) throw new DomainException(400, 'VALIDATION', { fieldErrors: [{ field: 'parentId', constraint: 'exists', args: [], fallback: 'the parent menu does not exist' }] });
      if (id !== undefined && row.parentId === id) throw new DomainException(400, 'VALIDATION', { fieldErrors: [{ field: 'parentId', constraint: 'parent', args: [], fallback: 'a menu cannot sit under its own child' }] });
      cursor = row.parentId;
    }
  }

  @Post('create') @ApiValueEnvelope(ID_VALUE) @Access(MENU_SCREENS, 'Create') @OrganisationWide()
  async create(@Body() dto: ActionMenuDto, @CurrentPrincipal() p: Principal, @Meta() m: RequestMeta) {
    await this.checkParent(undefined, dto.parentId);
    return this.created('actionMenu', (tx) => tx.actionMenu.create({ data: { ...dto, parentId: dto.parentId ?? null } }), p, m);
  }

  @Put('update') @ApiValueEnvelope(ID_VALUE) @Access(MENU_SCREENS, 'Update') @OrganisationWide()
  async updateMenu(@Body() dto: UpdateActionMenuDto, @CurrentPrincipal() p: Principal, @Meta() m: RequestMeta) {
    await this.checkParent(dto.id, dto.parentId);
    const { id, version, ...data } = dto;
    return this.update('actionMenu', id, version, { ...data, parentId: data.parentId ?? null }, p, m);
  }

  @Post('active') @ApiValueEnvelope(ID_VALUE) @Access(MENU_SCREENS, 'Activate') @OrganisationWide() active(@Body() dto: IdDto, @CurrentPrincipal() p: Principal, @Meta() m: RequestMeta) {
    return this.setFlags('actionMenu', dto.id, { isActive: true }, 'activate', p, m);
  }

  @Post('inactive') @ApiValueEnvelope(ID_VALUE) @Access(MENU_SCREENS, 'Activate') @OrganisationWide() inactive(@Body() dto: IdDto, @CurrentPrincipal() p: Principal, @Meta() m: RequestMeta) {
    return this.setFlags('actionMenu', dto.id, { isActive: false }, 'deactivate', p, m);
  }

  @Get('gets') @ApiPageEnvelope(ActionMenuView) @Access(MENU_SCREENS) gets(@Query() q: PageQuery) {
    return this.page('actionMenu', q);
  }

  /**
   * The actions each menu's page offers, as the module manifests declare them (a menu made by hand is not listed:
   * every action may be granted on it). The role's permission matrix draws a cell only where an action applies.
   */
  @Get('getDeclaredActions') @ApiEnvelope(DeclaredMenuActionsView, { isArray: true }) @Access(MENU_SCREENS) getDeclaredActions() {
    return declaredMenus().map((m) => ({ name: m.name, actions: [...m.actions] }));
  }

  @Get('getActiveMenus') @ApiEnvelope(ActionMenuView, { isArray: true }) @Access(MENU_SCREENS) getActiveMenus() {
    return this.prisma.actionMenu.findMany({ where: { isActive: true }, orderBy: [{ priority: 'asc' }, { id: 'asc' }] });
  }

  @Get('getRootActionMenus') @ApiEnvelope(ActionMenuView, { isArray: true }) @Access(MENU_SCREENS) getRootActionMenus() {
    return this.prisma.actionMenu.findMany({ where: { parentId: null }, orderBy: [{ priority: 'asc' }, { id: 'asc' }] });
  }

  @Get('getActionMenuById') @ApiEnvelope(ActionMenuView) @Access(MENU_SCREENS) getActionMenuById(@Query() q: IdQuery) {
    return this.one('actionMenu', q.Id);
  }

  @Get('getByName') @ApiEnvelope(ActionMenuView) @Access(MENU_SCREENS)
  async getByName(@Query() q: NameQuery) {
    const row = await this.prisma.actionMenu.findUnique({ where: { name: q.Name } });
    if (!row) throw notFound();
    return row;
  }

  @Get('getActionMenusByParentId') @ApiEnvelope(ActionMenuView, { isArray: true }) @Access(MENU_SCREENS) getActionMenusByParentId(@Query() q: ParentIdQuery) {
    return this.prisma.actionMenu.findMany({ where: { parentId: q.ParentId }, orderBy: [{ priority: 'asc' }, { id: 'asc' }] });
  }

  @Post('getActionMenusByRoleIds') @ApiEnvelope(ActionMenuView, { isArray: true }) @Access(MENU_SCREENS)
  async getActionMenusByRoleIds(@Body() dto: RoleIdsDto) {
    // spec §5: no role ids, an empty list and no query
    if (!dto.roleIds.length) return [];
    return this.prisma.actionMenu.findMany({ where: { permissions: { some: { roleId: { in: dto.roleIds } } } }, orderBy: [{ priority: 'asc' }, { id: 'asc' }] });
  }
}
