import { toPersianLetters } from '@karsaz/domain';
import { Body, Controller, Get, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PrismaClient } from '../../core/database/database';
import { DomainException, businessRule, conflict, notFound, type RawFieldError } from '../../core/http/errors';
import { Meta, type RequestMeta } from '../../core/http/request-meta';
import { Access, OrganisationWide } from '../../core/auth/access';
import { CurrentPrincipal } from '../../core/auth/decorators';
import type { Principal } from '../../core/auth/principal';
import { AuditService } from '../../core/audit/audit.service';
import { ApiEnvelope } from '../../core/openapi/api-envelope';
import { Prisma } from '../../generated/prisma/client';
import { PageQuery } from './dto';
import { hashClientSecret, newClientSecret } from './client-secret';
import { SessionService } from './session.service';
import { WEB_CLIENT_ID } from './identity.service';
import {
  ClientIdDto, ClientIdQuery, CreateOAuthClientDto, OAuthClientPage, OAuthClientSecret, OAuthClientView, UpdateOAuthClientDto,
} from './oauth-client.dto';

/** The access-management screen guards the registration of OAuth clients, as it guards roles. */
const MENU = '/access-management-2';

type ClientRow = Prisma.OAuthClientGetPayload<object>;

/**
 * Whether a redirect URI may be registered: an absolute https URL without a fragment, http on the loopback
 * host for development (localhost, 127.0.0.1, [::1]; RFC 8252 7.3), or a path of this site (`/common/...`).
 */
export function redirectUriProblem(uri: string): string | null {
  if (uri.startsWith('/')) return uri.startsWith('//') || /[\s\\#]/.test(uri) ? 'a path of this site starts with one /, without spaces or #' : null;
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return 'not an absolute URL or a path';
  }
  if (url.hash || uri.includes('#')) return 'must not have a fragment';
  if (url.username || url.password) return 'must not carry credentials';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) return null;
  return 'https is required (http only on localhost or 127.0.0.1)';
}

const fieldError = (field: string, constraint: string, fallback: string, args: unknown[] = []): RawFieldError => ({ field, constraint, args, fallback });

/**
 * OAuth clients, registered by administrators (docs/integrators.md): confidential clients with a secret the
 * server makes and shows once (only its SHA-256 is kept), public clients with PKCE and no secret, their redirect
 * URIs and grants, and for client_credentials the company and role of the client's service account.
 * Deactivating a client ends every token issued to it at once.
 */
@ApiTags('access')
@ApiBearerAuth('bearer')
@Controller('api/identity/oauthClient/v1')
export class OAuthClientController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
  ) {}

  private async views(rows: ClientRow[]): Promise<OAuthClientView[]> {
    const companyIds = [...new Set(rows.map((r) => r.companyId).filter((x): x is number => x !== null))];
    const roleIds = [...new Set(rows.map((r) => r.roleId).filter((x): x is number => x !== null))];
    const [companies, roles] = await Promise.all([
      companyIds.length ? this.prisma.company.findMany({ where: { id: { in: companyIds } }, select: { id: true, nameFa: true } }) : [],
      roleIds.length ? this.prisma.role.findMany({ where: { id: { in: roleIds } }, select: { id: true, title: true } }) : [],
    ]);
    const company = new Map(companies.map((c) => [c.id, c.nameFa]));
    const role = new Map(roles.map((r) => [r.id, r.title]));
    return rows.map((r) => ({
      clientId: r.id,
      name: r.name,
      kind: r.kind,
      redirectUris: r.redirectUris,
      grantTypes: r.grantTypes,
      companyId: r.companyId,
      companyName: r.companyId ? (company.get(r.companyId) ?? null) : null,
      roleId: r.roleId,
      roleTitle: r.roleId ? (role.get(r.roleId) ?? null) : null,
      isActive: r.isActive,
      version: r.version,
      isBuiltIn: r.id === WEB_CLIENT_ID,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
      secretRotatedAt: r.secretRotatedAt,
    }));
  }

  private async one(clientId: string): Promise<ClientRow> {
    const row = await this.prisma.oAuthClient.findUnique({ where: { id: clientId } });
    if (!row) throw notFound();
    return row;
  }

  /** The SPA's own client is kept by the configuration (KARSAZ_WEB_CLIENT_SECRET); editing it here could lock everybody out. */
  private notBuiltIn(clientId: string) {
    if (clientId === WEB_CLIENT_ID) {
      throw businessRule({ fa: 'کلاینت برنامهٔ وب خود کارساز از تنظیمات خوانده می‌شود و این‌جا تغییر نمی‌کند.', en: 'The client of Karsaz’s own web app comes from the configuration and cannot be changed here.' }, WEB_CLIENT_ID);
    }
  }

  /** Every field error of a registration at once: redirect URIs, grants for the kind, the service account. */
  private async validate(kind: string, dto: { redirectUris: string[]; grantTypes: string[]; companyId?: number | null; roleId?: number | null }): Promise<void> {
    const errors: RawFieldError[] = [];
    dto.redirectUris.forEach((uri, i) => {
      const problem = redirectUriProblem(uri);
      if (problem) errors.push(fieldError(`redirectUris[${i}]`, 'redirectUri', problem));
    });
    if (new Set(dto.redirectUris).size !== dto.redirectUris.length) errors.push(fieldError('redirectUris', 'duplicateWithin', 'a redirect URI is listed twice'));
    if (dto.grantTypes.length === 0) errors.push(fieldError('grantTypes', 'arrayNotEmpty', 'choose at least one grant'));
    if (new Set(dto.grantTypes).size !== dto.grantTypes.length) errors.push(fieldError('grantTypes', 'duplicateWithin', 'a grant is listed twice'));
    if (dto.grantTypes.includes('authorization_code') && dto.redirectUris.length === 0) errors.push(fieldError('redirectUris', 'redirectRequired', 'the authorization_code grant needs a redirect URI'));
    const service = dto.grantTypes.includes('client_credentials');
    if (service && kind !== 'confidential') errors.push(fieldError('grantTypes', 'clientCredentialsPublic', 'client_credentials needs a confidential client'));
    if (service) {
      if (!dto.companyId) errors.push(fieldError('companyId', 'isNotEmpty', 'the service account needs a company'));
      else if (!(await this.prisma.company.findUnique({ where: { id: dto.companyId }, select: { id: true } }))) errors.push(fieldError('companyId', 'linkExists', 'no such company'));
      if (!dto.roleId) errors.push(fieldError('roleId', 'isNotEmpty', 'the service account needs a role'));
      else {
        const role = await this.prisma.role.findUnique({ where: { id: dto.roleId }, select: { isActive: true, isDisabled: true } });
        if (!role || !role.isActive || role.isDisabled) errors.push(fieldError('roleId', 'linkExists', 'no such active role'));
      }
    } else {
      if (dto.companyId) errors.push(fieldError('companyId', 'serviceAccountOnly', 'a company is chosen only for the client_credentials grant'));
      if (dto.roleId) errors.push(fieldError('roleId', 'serviceAccountOnly', 'a role is chosen only for the client_credentials grant'));
    }
    if (errors.length) throw new DomainException(400, 'VALIDATION', { fieldErrors: errors });
  }

  @Get('getFiltered') @Access(MENU)
  @ApiOperation({ summary: 'OAuth clients, paged; searchTerm matches the client id or the name' })
  @ApiEnvelope(OAuthClientPage)
  async getFiltered(@Query() q: PageQuery): Promise<OAuthClientPage> {
    // stored text has Persian Yeh and Kaf (normalizeText on every write): so has the term
    const term = q.searchTerm ? toPersianLetters(q.searchTerm.trim()) : '';
    const where: Prisma.OAuthClientWhereInput = term ? { OR: [{ id: { contains: term, mode: 'insensitive' } }, { name: { contains: term, mode: 'insensitive' } }] } : {};
    const [rows, rowCount] = await Promise.all([
      this.prisma.oAuthClient.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], skip: (q.pageIndex - 1) * q.pageSize, take: q.pageSize }),
      this.prisma.oAuthClient.count({ where }),
    ]);
    return { data: await this.views(rows), rowCount };
  }

  @Get('getById') @Access(MENU)
  @ApiOperation({ summary: 'One OAuth client (never its secret)' })
  @ApiEnvelope(OAuthClientView)
  async getById(@Query() q: ClientIdQuery): Promise<OAuthClientView> {
    return (await this.views([await this.one(q.Id)]))[0]!;
  }

  @Post('create') @Access(MENU, 'Create') @OrganisationWide()
  @ApiOperation({ summary: 'Registers a client; a confidential one gets a secret made by the server, answered this once' })
  @ApiEnvelope(OAuthClientSecret)
  async create(@Body() dto: CreateOAuthClientDto, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta): Promise<OAuthClientSecret> {
    await this.validate(dto.kind, dto);
    const secret = dto.kind === 'confidential' ? newClientSecret() : null;
    try {
      await this.prisma.oAuthClient.create({
        data: {
          id: dto.clientId, name: dto.name.trim(), kind: dto.kind, secretHash: secret ? hashClientSecret(secret) : null, redirectUris: dto.redirectUris,
          grantTypes: dto.grantTypes, companyId: dto.companyId ?? null, roleId: dto.roleId ?? null, isActive: dto.isActive ?? true, secretRotatedAt: secret ? new Date() : null,
        },
      });
    } catch (err) {
      if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002') {
        throw new DomainException(409, 'CONFLICT', { fieldErrors: [fieldError('clientId', 'unique', 'this client id is taken')] });
      }
      throw err;
    }
    await this.audit.record({ event: 'create', userId: p.subjectId, companyId: p.companyId, entity: 'oauth-client', entityId: dto.clientId, ip: meta.ip, traceId: meta.traceId, data: { kind: dto.kind, grantTypes: dto.grantTypes, companyId: dto.companyId ?? null, roleId: dto.roleId ?? null } });
    return { clientId: dto.clientId, clientSecret: secret };
  }

  @Put('update') @Access(MENU, 'Update') @OrganisationWide()
  @ApiOperation({ summary: 'Changes a client’s name, redirect URIs, grants and service account (not its kind); a stale version answers 409' })
  @ApiEnvelope(OAuthClientView)
  async update(@Body() dto: UpdateOAuthClientDto, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta): Promise<OAuthClientView> {
    this.notBuiltIn(dto.clientId);
    const current = await this.one(dto.clientId);
    await this.validate(current.kind, dto);
    const data = { name: dto.name.trim(), redirectUris: dto.redirectUris, grantTypes: dto.grantTypes, companyId: dto.companyId ?? null, roleId: dto.roleId ?? null };
    const { count } = await this.prisma.oAuthClient.updateMany({ where: { id: dto.clientId, version: dto.version }, data: { ...data, version: { increment: 1 } } });
    if (count !== 1) throw conflict(undefined, 'stale version');
    // the service account now stands for another company or role, or for none: its tokens end
    if (current.companyId !== data.companyId || current.roleId !== data.roleId || !data.grantTypes.includes('client_credentials')) {
      await this.sessions.revokeClientSessions(dto.clientId, 'client-changed', 'service-account');
    }
    await this.audit.record({ event: 'update', userId: p.subjectId, companyId: p.companyId, entity: 'oauth-client', entityId: dto.clientId, ip: meta.ip, traceId: meta.traceId, data });
    return (await this.views([await this.one(dto.clientId)]))[0]!;
  }

  @Post('activate') @Access(MENU, 'Activate') @OrganisationWide()
  @ApiOperation({ summary: 'Lets a client ask for tokens again' })
  @ApiEnvelope(OAuthClientView)
  async activate(@Body() dto: ClientIdDto, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta): Promise<OAuthClientView> {
    return this.setActive(dto.clientId, true, p, meta);
  }

  @Post('deactivate') @Access(MENU, 'Activate') @OrganisationWide()
  @ApiOperation({ summary: 'Disables a client: no new tokens, and every token and session issued to it ends at once' })
  @ApiEnvelope(OAuthClientView)
  async deactivate(@Body() dto: ClientIdDto, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta): Promise<OAuthClientView> {
    return this.setActive(dto.clientId, false, p, meta);
  }

  private async setActive(clientId: string, isActive: boolean, p: Principal, meta: RequestMeta): Promise<OAuthClientView> {
    this.notBuiltIn(clientId);
    await this.one(clientId);
    await this.prisma.oAuthClient.update({ where: { id: clientId }, data: { isActive, version: { increment: 1 } } });
    // the auth guard already refuses tokens of an inactive client; ending the sessions also stops their refresh tokens
    const ended = isActive ? 0 : await this.sessions.revokeClientSessions(clientId, 'client-disabled');
    await this.audit.record({ event: isActive ? 'activate' : 'deactivate', userId: p.subjectId, companyId: p.companyId, entity: 'oauth-client', entityId: clientId, ip: meta.ip, traceId: meta.traceId, data: isActive ? undefined : { endedSessions: ended } });
    return (await this.views([await this.one(clientId)]))[0]!;
  }

  @Post('rotateSecret') @Access(MENU, 'Update') @OrganisationWide()
  @ApiOperation({ summary: 'Gives a confidential client a new secret, answered this once; the old one stops working and the service account’s tokens end' })
  @ApiEnvelope(OAuthClientSecret)
  async rotateSecret(@Body() dto: ClientIdDto, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta): Promise<OAuthClientSecret> {
    this.notBuiltIn(dto.clientId);
    const current = await this.one(dto.clientId);
    if (current.kind !== 'confidential') {
      throw businessRule({ fa: 'کلاینت عمومی رمز ندارد.', en: 'A public client has no secret.' }, 'public client');
    }
    const secret = newClientSecret();
    await this.prisma.oAuthClient.update({ where: { id: dto.clientId }, data: { secretHash: hashClientSecret(secret), secretRotatedAt: new Date(), version: { increment: 1 } } });
    await this.sessions.revokeClientSessions(dto.clientId, 'client-secret-rotated', 'service-account');
    await this.audit.record({ event: 'rotate-secret', userId: p.subjectId, companyId: p.companyId, entity: 'oauth-client', entityId: dto.clientId, ip: meta.ip, traceId: meta.traceId });
    return { clientId: dto.clientId, clientSecret: secret };
  }
}
