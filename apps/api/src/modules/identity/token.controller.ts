import { Body, Controller, Get, Headers, HttpCode, Inject, Post, Query, Res } from '@nestjs/common';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiFoundResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope } from '../../core/http/decorators';
import type { FastifyReply } from 'fastify';
import { PrismaClient } from '../../core/database/database';
import { Public, RawResponse } from '../../core/http/decorators';
import { DomainException } from '../../core/http/errors';
import { Meta, type RequestMeta } from '../../core/http/request-meta';
import { AuthGuard } from '../../core/auth/auth.guard';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure';
import { RateLimits } from '../../core/security/rate-limits';
import { checkClientSecret } from './client-secret';
import { AuditService } from '../../core/audit/audit.service';
import { newToken, pkceChallenge, sha256 } from './crypto';
import { IdentityService, WEB_CLIENT_ID } from './identity.service';
import { SessionService } from './session.service';

const CODE_TTL_MS = 60_000;

/** The form of POST /connect/token (application/x-www-form-urlencoded), one grant's fields at a time. */
const TOKEN_FORM = {
  type: 'object',
  required: ['grant_type'],
  properties: {
    grant_type: { type: 'string', enum: ['authorization_code', 'refresh_token', 'client_credentials'] },
    client_id: { type: 'string', description: 'or HTTP Basic authentication' },
    client_secret: { type: 'string', description: 'a confidential client’s secret (or HTTP Basic)' },
    refresh_token: { type: 'string', description: 'refresh_token grant' },
    company_id: { type: 'integer', description: 'refresh_token grant: switch the session to this company' },
    code: { type: 'string', description: 'authorization_code grant' },
    redirect_uri: { type: 'string', description: 'authorization_code grant' },
    code_verifier: { type: 'string', description: 'authorization_code grant (PKCE)' },
    scope: { type: 'string' },
  },
};

/** The token answer (RFC 6749 §5.1). */
const TOKEN_ANSWER = {
  type: 'object',
  required: ['access_token', 'expires_in', 'token_type', 'scope'],
  properties: {
    access_token: { type: 'string' },
    refresh_token: { type: 'string', description: 'not given to client_credentials' },
    expires_in: { type: 'integer', description: 'seconds the access token lives' },
    token_type: { type: 'string', enum: ['Bearer'] },
    scope: { type: 'string' },
  },
};

/** The grants a client may be registered for. */
export const GRANT_TYPES = ['authorization_code', 'refresh_token', 'client_credentials'] as const;
export type GrantType = (typeof GRANT_TYPES)[number];

class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unauthorized_client' | 'unsupported_grant_type' | 'temporarily_unavailable',
    readonly description: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
  }
}

/** client_secret_basic: `Authorization: Basic base64(urlencode(id):urlencode(secret))` (RFC 6749 2.3.1). */
function basicCredentials(header: string | undefined): { id: string; secret: string } | null {
  if (!header?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  try {
    return { id: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')), secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')) };
  } catch {
    return null;
  }
}

/**
 * OAuth2 endpoints: the refresh-token grant (with company switch), the authorization code with PKCE, and
 * client_credentials for a confidential client's service account (docs/integrators.md). Every call to the token
 * endpoint is counted per address and per client id (429 with Retry-After beyond the limits).
 */
@ApiTags('identity')
@Controller('connect')
export class TokenController {
  private readonly perAddress: RateLimiterAbstract;
  private readonly perClient: RateLimiterAbstract;

  constructor(
    @Inject(INFRASTRUCTURE) infra: Infrastructure,
    private readonly prisma: PrismaClient,
    private readonly sessions: SessionService,
    private readonly identity: IdentityService,
    private readonly audit: AuditService,
    private readonly auth: AuthGuard,
  ) {
    const a = infra.config.auth;
    const limits = new RateLimits(infra.redis, a.rateLimitPrefix);
    this.perAddress = limits.limiter('token-address', { points: a.tokenRequestsPerAddress, durationSeconds: a.tokenWindowSeconds });
    this.perClient = limits.limiter('token-client', { points: a.tokenRequestsPerClient, durationSeconds: a.tokenWindowSeconds });
  }

  /** Spends a point of the key; spent → 429 in the OAuth shape with Retry-After. */
  private async limit(limiter: RateLimiterAbstract, key: string): Promise<void> {
    let wait = 0;
    try {
      await limiter.consume(key);
    } catch (res) {
      // the counters' store failing must not stop every refresh: the call goes through uncounted
      if (res instanceof RateLimiterRes) wait = Math.max(1, res.msBeforeNext);
    }
    if (wait > 0) {
      throw new OAuthError(429, 'temporarily_unavailable', 'too many token requests; try again later', { 'retry-after': String(Math.max(1, Math.ceil(wait / 1000))) });
    }
  }

  /**
   * The calling client: its id and secret from the form (client_secret_post) or from HTTP Basic
   * (client_secret_basic). A confidential client's secret is compared with its SHA-256 in constant time (an older
   * argon2 hash is checked once and replaced); a public client has no secret and never costs a hash.
   */
  private async client(form: Record<string, string>, authorization: string | undefined, grant: GrantType) {
    const basic = basicCredentials(authorization);
    const clientId = basic?.id ?? form.client_id;
    const secret = basic?.secret ?? form.client_secret;
    if (!clientId) throw new OAuthError(401, 'invalid_client', 'client_id is required');
    if (basic && form.client_id && form.client_id !== basic.id) throw new OAuthError(400, 'invalid_request', 'client_id differs from the Basic credentials');
    const client = await this.prisma.oAuthClient.findUnique({ where: { id: String(clientId).slice(0, 100) } });
    if (!client || !client.isActive) throw new OAuthError(401, 'invalid_client', 'unknown client');
    if (client.secretHash) {
      const check = await checkClientSecret(client.secretHash, secret);
      if (!check.ok) throw new OAuthError(401, 'invalid_client', 'wrong client secret');
      if (check.rehash) await this.prisma.oAuthClient.updateMany({ where: { id: client.id, secretHash: client.secretHash }, data: { secretHash: check.rehash } });
    }
    if (!client.grantTypes.includes(grant)) throw new OAuthError(400, 'unauthorized_client', `the client is not registered for the ${grant} grant`);
    // counted once the client proved itself, so that nobody else can spend a client's allowance; the SPA's
    // client is shared by every user of the installation and is limited per address only
    if (client.id !== WEB_CLIENT_ID) await this.limit(this.perClient, client.id);
    return client;
  }

  @Post('token')
  @Public()
  @RawResponse()
  @HttpCode(200)
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOperation({ summary: 'OAuth2 token endpoint: refresh_token (optional company_id), authorization_code with PKCE, client_credentials' })
  @ApiBody({ schema: TOKEN_FORM })
  @ApiOkResponse({ description: 'OAuth2 tokens (RFC 6749 §5.1), not in the envelope; a refusal answers `{error, error_description}`', schema: TOKEN_ANSWER })
  async token(
    @Body() body: Record<string, string>,
    @Headers('authorization') authorization: string | undefined,
    @Meta() meta: RequestMeta,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    reply.header('cache-control', 'no-store');
    reply.header('pragma', 'no-cache');
    try {
      const raw = body && typeof body === 'object' ? body : {};
      // a form field given twice arrives as an array: refused rather than guessed (a JSON number is taken as text)
      const form: Record<string, string> = {};
      for (const [k, v] of Object.entries(raw)) {
        if (typeof v === 'number' || typeof v === 'boolean') form[k] = String(v);
        else if (typeof v === 'string') form[k] = v;
        else if (v !== null && v !== undefined) throw new OAuthError(400, 'invalid_request', `${k} must be given once, as text`);
      }
      await this.limit(this.perAddress, meta.ip || 'unknown');
      if (form.grant_type === 'client_credentials') {
        const client = await this.client(form, authorization, 'client_credentials');
        if (client.kind !== 'confidential' || !client.secretHash) throw new OAuthError(400, 'unauthorized_client', 'client_credentials needs a confidential client');
        if (!client.companyId || !client.roleId) throw new OAuthError(400, 'unauthorized_client', 'the client has no company and role for its service account');
        const tokens = await this.sessions.startClient(client.id, client.companyId, meta);
        return tokens;
      }
      if (form.grant_type === 'refresh_token') {
        if (!form.refresh_token) throw new OAuthError(400, 'invalid_request', 'refresh_token is required');
        const client = await this.client(form, authorization, 'refresh_token');
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
        const client = await this.client(form, authorization, 'authorization_code');
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
      throw new OAuthError(400, form.grant_type ? 'unsupported_grant_type' : 'invalid_request', 'grant_type must be authorization_code, refresh_token or client_credentials');
    } catch (err) {
      if (!(err instanceof OAuthError)) throw err;
      reply.status(err.status);
      for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
      if (err.status === 401 && authorization?.startsWith('Basic ')) reply.header('www-authenticate', 'Basic realm="karsaz"');
      return { error: err.error, error_description: err.description };
    }
  }

  @Get('authorize')
  @Public()
  @ApiBearerAuth('bearer')
  @ApiOperation({
    summary: 'Authorization code with PKCE for single sign-on: with a bearer, the redirect URL with the code; without, the browser goes to sign-in',
  })
  @ApiQuery({ name: 'response_type', required: true, schema: { type: 'string' }, description: 'must be `code`' })
  @ApiQuery({ name: 'client_id', required: true, schema: { type: 'string' } })
  @ApiQuery({ name: 'redirect_uri', required: true, schema: { type: 'string' }, description: 'one of the client’s registered redirect URIs' })
  @ApiQuery({ name: 'code_challenge', required: true, schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{43,128}$' }, description: 'PKCE: base64url(SHA-256(code_verifier))' })
  @ApiQuery({ name: 'code_challenge_method', required: true, schema: { type: 'string' }, description: 'must be `S256`' })
  @ApiQuery({ name: 'state', required: false, schema: { type: 'string' } })
  @ApiEnvelope({ type: 'object', required: ['redirectUrl'], properties: { redirectUrl: { type: 'string', description: 'the redirect URI with code (and state)' } } })
  @ApiFoundResponse({ description: 'Without a bearer: to the sign-in page, which comes back here' })
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
    if (!client.grantTypes.includes('authorization_code')) throw bad('client_id', 'the client is not registered for the authorization_code grant');
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
