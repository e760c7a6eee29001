import { Body, Controller, Get, Headers, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { PrismaClient } from '../../core/database/database';
import { Public, RawResponse } from '../../core/http/decorators';
import { DomainException } from '../../core/http/errors';
import { Meta, type RequestMeta } from '../../core/http/request-meta';
import { AuthGuard } from '../../core/auth/auth.guard';
import { verifyPassword } from '../../core/security/passwords';
import { AuditService } from '../../core/audit/audit.service';
import { newToken, pkceChallenge, sha256 } from './crypto';
import { IdentityService } from './identity.service';
import { SessionService } from './session.service';

const CODE_TTL_MS = 60_000;

class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type',
    readonly description: string,
  ) {
    super(description);
  }
}

/** OAuth2 endpoints: the refresh-token grant (with company switch) and the authorization code with PKCE. */
@ApiTags('identity')
@Controller('connect')
export class TokenController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly sessions: SessionService,
    private readonly identity: IdentityService,
    private readonly audit: AuditService,
    private readonly auth: AuthGuard,
  ) {}

  private async client(clientId: string | undefined, secret: string | undefined) {
    if (!clientId) throw new OAuthError(401, 'invalid_client', 'client_id is required');
    const client = await this.prisma.oAuthClient.findUnique({ where: { id: clientId } });
    if (!client || !client.isActive) throw new OAuthError(401, 'invalid_client', 'unknown client');
    if (client.secretHash && !(secret && (await verifyPassword(client.secretHash, secret)))) throw new OAuthError(401, 'invalid_client', 'wrong client secret');
    return client;
  }

  @Post('token')
  @Public()
  @RawResponse()
  @HttpCode(200)
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOperation({ summary: 'OAuth2 token endpoint: refresh_token (optional company_id) and authorization_code with PKCE' })
  async token(@Body() body: Record<string, string>, @Meta() meta: RequestMeta, @Res({ passthrough: true }) reply: FastifyReply) {
    reply.header('cache-control', 'no-store');
    try {
      const form = body && typeof body === 'object' ? body : {};
      if (form.grant_type === 'refresh_token') {
        if (!form.refresh_token) throw new OAuthError(400, 'invalid_request', 'refresh_token is required');
        const client = await this.client(form.client_id, form.client_secret);
        let companyId: number | undefined;
        if (form.company_id !== undefined && form.company_id !== '') {
          companyId = Number(form.company_id);
          if (!Number.isInteger(companyId) || companyId < 1) throw new OAuthError(400, 'invalid_request', 'company_id must be a positive integer');
        }
        const r = await this.sessions.refresh(form.refresh_token, client.id, companyId, (u, c) => this.identity.canUseCompany(u, c), meta.ip);
        if (!r.ok) {
          const text: Record<string, string> = {
            company: 'the user is not assigned to that company',
            reused: 'the refresh token was already used; the session has ended',
            raced: 'the refresh token was just used',
            client: 'the refresh token belongs to another client',
          };
          throw new OAuthError(400, 'invalid_grant', text[r.reason] ?? `the refresh token is ${r.reason}`);
        }
        return r.tokens;
      }
      if (form.grant_type === 'authorization_code') {
        const { code, redirect_uri, code_verifier } = form;
        if (!code || !redirect_uri || !code_verifier) throw new OAuthError(400, 'invalid_request', 'code, redirect_uri and code_verifier are required');
        const client = await this.client(form.client_id, form.client_secret);
        const row = await this.prisma.authorizationCode.findUnique({ where: { codeHash: sha256(code) } });
        const now = new Date();
        if (!row || row.clientId !== client.id || row.redirectUri !== redirect_uri || row.expiresAt < now || row.usedAt) {
          throw new OAuthError(400, 'invalid_grant', 'the code is not valid');
        }
        if (pkceChallenge(code_verifier) !== row.codeChallenge) throw new OAuthError(400, 'invalid_grant', 'code_verifier does not match');
        const claimed = await this.prisma.authorizationCode.updateMany({ where: { codeHash: row.codeHash, usedAt: null }, data: { usedAt: now } });
        if (claimed.count !== 1) throw new OAuthError(400, 'invalid_grant', 'the code was already used');
        const tokens = await this.identity.startStaffSession(row.userId, meta, client.id, row.companyId ?? undefined);
        await this.audit.record({ event: 'sign-in', userId: row.userId, companyId: row.companyId, entity: 'user', entityId: row.userId, ip: meta.ip, traceId: meta.traceId, data: { method: 'authorization_code', client: client.id } });
        return tokens;
      }
      throw new OAuthError(400, form.grant_type ? 'unsupported_grant_type' : 'invalid_request', 'grant_type must be refresh_token or authorization_code');
    } catch (err) {
      if (!(err instanceof OAuthError)) throw err;
      reply.status(err.status);
      return { error: err.error, error_description: err.description };
    }
  }

  @Get('authorize')
  @Public()
  @ApiBearerAuth('bearer')
  @ApiOperation({
    summary: 'Authorization code with PKCE for single sign-on: with a bearer, the redirect URL with the code; without, the browser goes to sign-in',
  })
  async authorize(
    @Query() q: Record<string, string>,
    @Headers('authorization') authorization: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ redirectUrl: string } | undefined> {
    const { response_type, client_id, redirect_uri, state, code_challenge, code_challenge_method } = q;
    const bad = (field: string, en: string) => new DomainException(400, 'VALIDATION', { fieldErrors: [{ field, constraint: 'oauth', args: [], fallback: en }] });
    if (response_type !== 'code') throw bad('response_type', 'response_type must be code');
    if (!client_id) throw bad('client_id', 'client_id is required');
    const client = await this.prisma.oAuthClient.findUnique({ where: { id: client_id } });
    if (!client || !client.isActive) throw bad('client_id', 'unknown client');
    if (!redirect_uri || !client.redirectUris.includes(redirect_uri)) throw bad('redirect_uri', 'redirect_uri is not registered for this client');
    if (!code_challenge || !/^[A-Za-z0-9_-]{43,128}$/.test(code_challenge) || code_challenge_method !== 'S256') throw bad('code_challenge', 'a PKCE S256 code_challenge is required');

    if (!authorization?.startsWith('Bearer ')) {
      const query = new URLSearchParams(q).toString();
      reply.redirect(`/common/auth/sign-in?callback=${encodeURIComponent(`/connect/authorize?${query}`)}`, 302);
      return undefined;
    }
    const principal = await this.auth.authenticate(authorization.slice(7).trim());
    if (principal.kind !== 'staff') throw new DomainException(403, 'FORBIDDEN');
    const code = newToken();
    await this.prisma.authorizationCode.create({
      data: {
        codeHash: sha256(code), clientId: client.id, userId: principal.subjectId, companyId: principal.companyId, redirectUri: redirect_uri,
        codeChallenge: code_challenge, scope: 'karsaz', expiresAt: new Date(Date.now() + CODE_TTL_MS),
      },
    });
    const url = new URL(redirect_uri, 'http://placeholder.invalid');
    url.searchParams.set('code', code);
    if (state) url.searchParams.set('state', state);
    const redirectUrl = redirect_uri.startsWith('/') ? `${url.pathname}${url.search}` : url.toString();
    return { redirectUrl };
  }
}
