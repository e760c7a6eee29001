import { searchKey, thirdPartyName } from '@karsaz/domain';
import { Body, Controller, Get, Headers, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PrismaClient } from '../../core/database/database';
import type { Prisma } from '../../generated/prisma/client';
import { Public } from '../../core/http/decorators';
import { DomainException, notFound } from '../../core/http/errors';
import { Meta, type RequestMeta } from '../../core/http/request-meta';
import { AuthGuard } from '../../core/auth/auth.guard';
import { Access, SignedIn } from '../../core/auth/access';
import { CurrentPrincipal } from '../../core/auth/decorators';
import type { Principal } from '../../core/auth/principal';
import { AuditService } from '../../core/audit/audit.service';
import { WritePath, changesOf } from '../../core/write/write-path';
import { hashPassword } from '../../core/security/passwords';
import {
  AddRolesDto, CreateUserByAdminDto, IdDto, IdQuery, IdsQuery, LoginDto, LogoutDto, MobileDto, MobileQuery, PageQuery,
  RoleIdQuery, RoleIdsDto, SendOtpDto, SetPasswordDto, SignUpDto, UpdateUserDto, VerifyOtpDto,
} from './dto';
import { UserScope } from './user-scope';
import { IdentityService } from './identity.service';
import { SessionService } from './session.service';
import { ProfileService } from './profile.service';
import { ProfileView, SentChallengeView, TokenSetView, VerifiedOtpView } from './identity.views';
import { RevokedSessions } from './sessions.controller';
import { ApiEnvelope, ApiPageEnvelope, ApiValueEnvelope, ID_VALUE, NULL_VALUE } from '../../core/openapi/api-envelope';
import { UserView } from './access-admin.views';
import { DeviceCookies } from './device-cookie';

const USERS_MENU = '/access-management-2';

const userSelect = {
  id: true, mobileNumber: true, thirdPartyId: true, isActive: true, isDisabled: true, mobileVerifiedAt: true, createdAt: true, version: true,
  thirdParty: { select: { firstName: true, lastName: true } },
  roles: { select: { role: { select: { id: true, name: true, title: true } } } },
} as const;

type UserRow = { id: number; mobileNumber: string; thirdPartyId: number; isActive: boolean; isDisabled: boolean; mobileVerifiedAt: Date | null; createdAt: Date; version: number; thirdParty: { firstName: string | null; lastName: string | null }; roles: { role: { id: number; name: string; title: string } }[] };

const toUser = (u: UserRow) => ({
  id: u.id, mobileNumber: u.mobileNumber, thirdPartyId: u.thirdPartyId, firstName: u.thirdParty.firstName, lastName: u.thirdParty.lastName,
  isActive: u.isActive, isDisabled: u.isDisabled, mobileVerified: !!u.mobileVerifiedAt, createdAt: u.createdAt, version: u.version,
  roles: u.roles.map((r) => r.role),
});

@ApiTags('identity')
@Controller('api/identity/user/v1')
export class UserController {
  constructor(
    private readonly identity: IdentityService,
    private readonly sessions: SessionService,
    private readonly profiles: ProfileService,
    private readonly prisma: PrismaClient,
    private readonly audit: AuditService,
    private readonly writes: WritePath,
    private readonly auth: AuthGuard,
    private readonly users: UserScope,
    private readonly devices: DeviceCookies,
  ) {}

  @Post('create') @Public() @ApiEnvelope(SentChallengeView)
  @ApiOperation({ summary: 'Sign-up: creates the user (inactive) and sends a sign-up code; a registered number gets the same answer (its owner is texted instead)' })
  create(@Body() dto: SignUpDto, @Meta() meta: RequestMeta) {
    return this.identity.signUp(dto, meta);
  }

  @Post('sendOtp') @Public() @ApiEnvelope(SentChallengeView) @ApiOperation({ summary: 'Sends a one-time code (signup, login or reset); answers a token, never the code' })
  sendOtp(@Body() dto: SendOtpDto, @Meta() meta: RequestMeta) {
    return this.identity.sendOtp(dto.mobileNumber, dto.purpose ?? 'login', meta);
  }

  @Post('verifyOtp') @Public() @ApiEnvelope(VerifiedOtpView) @ApiOperation({ summary: 'Checks a code: a password token (signup, reset) or a session (login)' })
  async verifyOtp(@Body() dto: VerifyOtpDto, @Meta() meta: RequestMeta, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const { result, userId } = await this.identity.verifyOtp(dto.token, dto.code, meta);
    // a sign-in with a code makes this device known too
    if (userId !== null) this.devices.issue(req, reply, userId, this.devices.read(req));
    return result;
  }

  @Post('forgetPassword') @Public() @ApiEnvelope(SentChallengeView) @ApiOperation({ summary: 'Sends a reset code; the same answer whether or not the number exists' })
  forgetPassword(@Body() dto: MobileDto, @Meta() meta: RequestMeta) {
    return this.identity.forgetPassword(dto.mobileNumber, meta);
  }

  @Put('setPass') @Public() @ApiValueEnvelope(ID_VALUE) @ApiBearerAuth('bearer') @ApiOperation({ summary: 'Sets the password with a password token, or changes it with a bearer and the current one' })
  async setPass(@Body() dto: SetPasswordDto, @Headers('authorization') authorization: string | undefined, @Meta() meta: RequestMeta) {
    let signedIn: { userId: number; sessionId: string } | null = null;
    if (!dto.token) {
      if (!authorization?.startsWith('Bearer ')) throw new DomainException(401, 'UNAUTHORIZED');
      const p = await this.auth.authenticate(authorization.slice(7).trim());
      if (p.kind !== 'staff') throw new DomainException(403, 'FORBIDDEN');
      signedIn = { userId: p.subjectId, sessionId: p.sessionId };
    }
    return this.identity.setPassword(dto, signedIn, meta);
  }

  @Post('login') @Public() @ApiEnvelope(TokenSetView)
  @ApiOperation({ summary: 'Sign-in with mobile number and password; sets the device cookie (docs/auth-limits.md)' })
  async login(@Body() dto: LoginDto, @Meta() meta: RequestMeta, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const device = this.devices.read(req);
    const { tokens, userId } = await this.identity.login(dto.mobileNumber, dto.password, meta, device);
    this.devices.issue(req, reply, userId, device);
    return tokens;
  }

  @Post('validate') @ApiValueEnvelope({ type: 'object', required: ['isValid', 'userId', 'expiresAt'], properties: { isValid: { type: 'boolean', enum: [true] }, userId: { type: 'integer' }, companyId: { type: 'integer', nullable: true }, expiresAt: { type: 'string', format: 'date-time' } } }) @SignedIn() @ApiBearerAuth('bearer') @ApiOperation({ summary: 'Tells whether the bearer token is valid, and for whom' })
  async validate(@CurrentPrincipal() p: Principal, @Headers('authorization') authorization: string) {
    const payload = JSON.parse(Buffer.from(authorization.slice(7).split('.')[1], 'base64url').toString()) as { exp: number };
    return { isValid: true, userId: p.subjectId, companyId: p.companyId, expiresAt: new Date(payload.exp * 1000).toISOString() };
  }

  @Post('logout') @ApiValueEnvelope(NULL_VALUE) @SignedIn() @ApiBearerAuth('bearer') @ApiOperation({ summary: 'Ends the session of the bearer token (and of its refresh tokens)' })
  async logout(@Body() _dto: LogoutDto, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta) {
    await this.identity.logout(p.sessionId, p.subjectId, meta);
    return null;
  }

  @Get('profile') @SignedIn() @ApiEnvelope(ProfileView) @ApiBearerAuth('bearer') @ApiOperation({ summary: 'The signed-in user, its third party, names and menus' })
  profile(@CurrentPrincipal() p: Principal) {
    return this.profiles.profile(p);
  }

  @Post('createByAdmin') @ApiValueEnvelope(ID_VALUE) @Access(USERS_MENU, 'Create') @ApiBearerAuth('bearer')
  async createByAdmin(@Body() dto: CreateUserByAdminDto, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta) {
    // the new user joins the caller's company; a caller who is not organisation-wide needs one (403)
    await this.users.where(p);
    await this.users.checkGrantable(p, dto.roleIds ?? []);
    if (await this.prisma.user.findUnique({ where: { mobileNumber: dto.mobileNumber } })) {
      throw new DomainException(409, 'CONFLICT', { fieldErrors: [{ field: 'mobileNumber', constraint: 'registered', args: [], fallback: 'already registered' }] });
    }
    // every role named must exist: an unknown id is the caller's mistake (400 on the field), not a failed insert
    if (dto.roleIds?.length) {
      const known = new Set((await this.prisma.role.findMany({ where: { id: { in: dto.roleIds } }, select: { id: true } })).map((r) => r.id));
      const unknown = dto.roleIds.flatMap((id, i) => (known.has(id) ? [] : [{ field: `roleIds[${i}]`, constraint: 'linkExists', args: [], fallback: `role ${id} does not exist` }]));
      if (unknown.length) throw new DomainException(400, 'VALIDATION', { fieldErrors: unknown });
    }
    const now = new Date();
    const passwordHash = dto.password ? await hashPassword(dto.password) : null;
    const user = await this.prisma.$transaction(async (tx) => {
      const tp = await tx.thirdParty.create({ data: { kind: 1, firstName: dto.firstName, lastName: dto.lastName, fullName: thirdPartyName({ kind: 1, ...dto }), mobileNumber: dto.mobileNumber } });
      const u = await tx.user.create({ data: { thirdPartyId: tp.id, mobileNumber: dto.mobileNumber, passwordHash, passwordSetAt: passwordHash ? now : null, mobileVerifiedAt: now, isActive: true } });
      if (dto.roleIds?.length) await tx.userRole.createMany({ data: dto.roleIds.map((roleId) => ({ userId: u.id, roleId })), skipDuplicates: true });
      if (p.companyId) await tx.thirdPartyCompany.create({ data: { thirdPartyId: tp.id, companyId: p.companyId, isDefault: true } });
      await this.audit.record({ event: 'create', userId: p.subjectId, companyId: p.companyId, entity: 'user', entityId: u.id, ip: meta.ip, traceId: meta.traceId }, tx);
      return u;
    });
    return { id: user.id };
  }

  @Put('update') @ApiValueEnvelope({ type: 'object', required: ['id', 'version'], properties: { id: { type: 'integer' }, version: { type: 'integer' } } }) @Access(USERS_MENU, 'Update') @ApiBearerAuth('bearer')
  @ApiOperation({ summary: 'Changes a user’s names; 409 when the version is stale' })
  async update(@Body() dto: UpdateUserDto, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta) {
    // only a user the caller administers (user-scope.ts); 404 for any other
    await this.users.find(p, dto.id);
    const user = await this.prisma.user.findUniqueOrThrow({ where: { id: dto.id }, select: { id: true, version: true, thirdPartyId: true, thirdParty: { select: { firstName: true, lastName: true } } } });
    const names = { firstName: dto.firstName, lastName: dto.lastName };
    return this.prisma.$transaction(async (tx) => {
      // the user's version guards its names (kept on its third party): a stale one changes nothing
      const saved = await this.writes.update(tx, tx.user, { entity: 'user', event: 'update', id: user.id, version: dto.version, current: user.version, data: {}, audit: { changes: changesOf(user.thirdParty, names) } }, p, meta);
      await tx.thirdParty.update({ where: { id: user.thirdPartyId }, data: { ...names, fullName: thirdPartyName({ kind: 1, ...dto }) } });
      return saved;
    });
  }

  private async setState(id: number, data: { isActive?: boolean; isDisabled?: boolean }, event: string, p: Principal, meta: RequestMeta) {
    await this.users.find(p, id);
    await this.prisma.user.update({ where: { id }, data: { ...data, version: { increment: 1 } } });
    if (data.isActive === false || data.isDisabled === true) await this.sessions.revokeUserSessions(id, event);
    await this.audit.record({ event, userId: p.subjectId, entity: 'user', entityId: id, ip: meta.ip, traceId: meta.traceId });
    return { id };
  }

  @Post('active') @ApiValueEnvelope(ID_VALUE) @Access(USERS_MENU, 'Activate') @ApiBearerAuth('bearer')
  active(@Body() dto: IdDto, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta) {
    return this.setState(dto.id, { isActive: true }, 'activate', p, meta);
  }

  @Post('inActive') @ApiValueEnvelope(ID_VALUE) @Access(USERS_MENU, 'Activate') @ApiBearerAuth('bearer')
  inActive(@Body() dto: IdDto, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta) {
    return this.setState(dto.id, { isActive: false }, 'deactivate', p, meta);
  }

  @Post('disable') @ApiValueEnvelope(ID_VALUE) @Access(USERS_MENU, 'Delete') @ApiBearerAuth('bearer')
  disable(@Body() dto: IdDto, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta) {
    return this.setState(dto.id, { isDisabled: true }, 'disable', p, meta);
  }

  @Post('revokeUserSessions') @Access(USERS_MENU, 'Activate') @ApiBearerAuth('bearer')
  @ApiOperation({ summary: 'Ends every live session of a user the caller administers (its tokens stop and its sockets close at once); 404 for any other user' })
  @ApiEnvelope(RevokedSessions)
  async revokeUserSessions(@Body() dto: IdDto, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta): Promise<RevokedSessions> {
    await this.users.find(p, dto.id);
    const count = await this.sessions.revokeUserSessions(dto.id, 'revoked-by-admin');
    await this.audit.record({ event: 'sessions-revoke', userId: p.subjectId, companyId: p.companyId, entity: 'user', entityId: dto.id, ip: meta.ip, traceId: meta.traceId, data: { ended: count } });
    return { count };
  }

  @Post('addRolesToUser') @ApiValueEnvelope(ID_VALUE) @Access(USERS_MENU, 'Update') @ApiBearerAuth('bearer')
  async addRolesToUser(@Body() dto: AddRolesDto, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta) {
    await this.users.find(p, dto.userId);
    await this.users.checkGrantable(p, dto.roleIds);
    const roles = await this.prisma.role.count({ where: { id: { in: dto.roleIds } } });
    if (roles !== new Set(dto.roleIds).size) throw new DomainException(400, 'VALIDATION', { fieldErrors: [{ field: 'roleIds', constraint: 'exists', args: [], fallback: 'unknown role' }] });
    await this.prisma.$transaction(async (tx) => {
      if (dto.replace) await tx.userRole.deleteMany({ where: { userId: dto.userId, roleId: { notIn: dto.roleIds } } });
      await tx.userRole.createMany({ data: dto.roleIds.map((roleId) => ({ userId: dto.userId, roleId })), skipDuplicates: true });
      await this.audit.record({ event: dto.replace ? 'set-roles' : 'add-roles', userId: p.subjectId, entity: 'user', entityId: dto.userId, ip: meta.ip, traceId: meta.traceId, data: { roleIds: dto.roleIds } }, tx);
    });
    return { id: dto.userId };
  }

  /** One page of users and the count of all that match. */
  private async page(p: Principal, filter: Prisma.UserWhereInput, q: PageQuery) {
    const where = await this.users.narrow(p, filter);
    const [rows, rowCount] = await this.prisma.$transaction([
      this.prisma.user.findMany({ where, select: userSelect, orderBy: { id: 'asc' }, skip: (q.pageIndex - 1) * q.pageSize, take: q.pageSize }),
      this.prisma.user.count({ where }),
    ]);
    return { data: rows.map(toUser), rowCount };
  }

  @Get('gets') @ApiPageEnvelope(UserView) @Access(USERS_MENU) @ApiBearerAuth('bearer')
  async gets(@Query() q: PageQuery, @CurrentPrincipal() p: Principal) {
    // the mobile number, or the third party's search text (its name, codes and number: docs/search.md)
    const term = searchKey(q.searchTerm ?? '');
    const where = term ? { OR: [{ mobileNumber: { contains: term } }, { thirdParty: { searchText: { contains: term } } }] } : {};
    return this.page(p, where, q);
  }

  @Get('getUsersByRoleId') @ApiPageEnvelope(UserView) @Access(USERS_MENU) @ApiBearerAuth('bearer')
  async getUsersByRoleId(@Query() q: RoleIdQuery, @CurrentPrincipal() p: Principal) {
    const where = { roles: { some: { roleId: q.RoleId } } };
    return this.page(p, where, q);
  }

  @Post('getUsersByRoleIds') @ApiEnvelope(UserView, { isArray: true }) @Access(USERS_MENU) @ApiBearerAuth('bearer')
  async getUsersByRoleIds(@Body() dto: RoleIdsDto, @CurrentPrincipal() p: Principal) {
    if (!dto.roleIds.length) return [];
    return (await this.prisma.user.findMany({ where: await this.users.narrow(p, { roles: { some: { roleId: { in: dto.roleIds } } } }), select: userSelect, orderBy: { id: 'asc' } })).map(toUser);
  }

  @Get('getUsersByIds') @ApiEnvelope(UserView, { isArray: true }) @Access(USERS_MENU) @ApiBearerAuth('bearer')
  async getUsersByIds(@Query() q: IdsQuery, @CurrentPrincipal() p: Principal) {
    const ids = q.Ids.split(',').map(Number);
    return (await this.prisma.user.findMany({ where: await this.users.narrow(p, { id: { in: ids } }), select: userSelect, orderBy: { id: 'asc' } })).map(toUser);
  }

  @Get('getUserById') @ApiEnvelope(UserView) @Access(USERS_MENU) @ApiBearerAuth('bearer')
  async getUserById(@Query() q: IdQuery, @CurrentPrincipal() p: Principal) {
    const u = await this.prisma.user.findFirst({ where: await this.users.narrow(p, { id: q.Id }), select: userSelect });
    if (!u) throw notFound();
    return toUser(u);
  }

  @Get('getUserByMobileNo') @ApiEnvelope(UserView) @Access(USERS_MENU) @ApiBearerAuth('bearer')
  async getUserByMobileNo(@Query() q: MobileQuery, @CurrentPrincipal() p: Principal) {
    const u = await this.prisma.user.findFirst({ where: await this.users.narrow(p, { mobileNumber: q.MobileNo }), select: userSelect });
    if (!u) throw notFound();
    return toUser(u);
  }
}
