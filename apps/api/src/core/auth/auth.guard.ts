import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import type { FastifyRequest } from 'fastify';
import { PrismaClient } from '../database/database';
import { Prisma } from '../../generated/prisma/client';
import { ACCESS, declaredAccess, grantedSql, type AccessRule, type Holder } from './access';
import { PUBLIC_ROUTE } from '../http/decorators';
import { DomainException } from '../http/errors';
import { AUDIENCE } from './decorators';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, type AccessClaims, type Principal } from './principal';
import { AuthCache } from './auth-cache';

const unauthorized = () => new DomainException(401, 'UNAUTHORIZED');

/** Tokens already verified (signature, issuer, audience): their claims until they expire. Bounded; oldest go first. */
const MAX_VERIFIED = 20_000;

/** A rule's key in the auth cache (the same rule object comes back from the reflector on every call). */
const ruleKeys = new WeakMap<AccessRule, string>();
function ruleKey(rule: AccessRule | undefined): string {
  if (!rule) return '';
  let key = ruleKeys.get(rule);
  if (key === undefined) ruleKeys.set(rule, (key = JSON.stringify([rule.menu, rule.action ?? null])));
  return key;
}

/**
 * Every route needs a valid access token unless it is @Public(). The token must be HS256 with our issuer and
 * audience and unexpired, and its session must still be live (logout, a password change or a disabled user end
 * it at once). Applicant tokens pass only on @ApplicantRoute() routes, and staff tokens only elsewhere.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
    private readonly prisma: PrismaClient,
    private readonly cache: AuthCache,
  ) {}

  /** Verified tokens → their claims and expiry (ms): HS256 and the claims are checked once per token, not per call. */
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;
    const req = context.switchToHttp().getRequest<FastifyRequest & { principal?: Principal }>();
    const header = req.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw unauthorized();
    const claims = await this.verify(header.slice(7).trim());
    // a staff route guarded by a menu: the session and the permission in one round trip (AccessGuard reads it)
    const rule = claims.typ === 'staff' && declaredAccess(this.reflector, targets) === 'menu' ? this.reflector.getAllAndOverride<AccessRule>(ACCESS, targets) : undefined;
    const { live, granted } = await this.check(claims, rule);
    if (!live) throw unauthorized();
    req.principal = principalOf(claims);
    if (granted !== null) (req as { accessGranted?: boolean }).accessGranted = granted;
    const audience = this.reflector.getAllAndOverride<string>(AUDIENCE, targets) ?? 'staff';
    if (req.principal.kind !== audience) throw new DomainException(403, 'FORBIDDEN');
    return true;
  }

  private async verify(token: string): Promise<AccessClaims> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return known.claims;
      this.verified.delete(token);
      throw unauthorized();
    }
    let claims: AccessClaims;
    try {
      claims = await this.jwt.verifyAsync<AccessClaims>(token, { algorithms: ['HS256'], issuer: ACCESS_TOKEN_ISSUER, audience: ACCESS_TOKEN_AUDIENCE });
    } catch {
      throw unauthorized();
    }
    const exp = Number((claims as AccessClaims & { exp?: number }).exp);
    if (Number.isFinite(exp)) {
      if (this.verified.size >= MAX_VERIFIED) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, { claims, expiresAt: exp * 1000 });
    }
    return claims;
  }

  /**
   * Whether the token's session is live (not revoked, not expired, of the token's kind, a staff user still
   * active, and the OAuth client it was issued to still active), and, given a route's rule, whether the caller
   * holds it (one of the user's active roles, or the role of a client's service account): one SQL statement, as
   * the two checks run on every request (bench/entities.mjs measures what they cost). Disabling a client ends
   * every token issued to it on the next call. The answer is kept for a few seconds (AuthCache: every change to
   * what it depends on clears it on every instance at once).
   */
  private async check(claims: AccessClaims, rule: AccessRule | undefined): Promise<{ live: boolean; granted: boolean | null }> {
    if (!/^[0-9a-f-]{36}$/i.test(String(claims.sid))) return { live: false, granted: null };
    const key = `${claims.sid}|${claims.typ}|${claims.cid ?? ''}|${claims.sub}|${ruleKey(rule)}`;
    return this.cache.answer(key, () => this.read(claims, rule));
  }

  private async read(claims: AccessClaims, rule: AccessRule | undefined): Promise<{ live: boolean; granted: boolean | null; expiresAt: number | null }> {
    const service = claims.typ === 'staff' && typeof claims.cid === 'string';
    const holder: Holder = service ? { clientId: claims.cid! } : { userId: Number(claims.sub) };
    const granted = rule ? grantedSql(holder, rule) : Prisma.sql`NULL::boolean`;
    // a service account's session has no user and belongs to the client named in the token
    const subject = service
      ? Prisma.sql`(s.user_id IS NULL AND s.client_id = ${claims.cid} AND c.id IS NOT NULL)`
      : Prisma.sql`(s.kind <> 'staff' OR (u.is_active AND NOT u.is_disabled))`;
    const rows = await this.prisma.$queryRaw<{ live: boolean; granted: boolean | null; expires_at: Date }[]>`
      SELECT (s.revoked_at IS NULL AND s.expires_at > now() AND s.kind = ${claims.typ}
              AND ${subject} AND (c.id IS NULL OR c.is_active)) AS live,
             ${granted} AS granted, s.expires_at
      FROM auth_session s LEFT JOIN user_account u ON u.id = s.user_id LEFT JOIN oauth_client c ON c.id = s.client_id
      WHERE s.id = ${claims.sid}::uuid`;
    const row = rows[0];
    return row ? { live: !!row.live, granted: rule ? !!row.granted : null, expiresAt: new Date(row.expires_at).getTime() } : { live: false, granted: null, expiresAt: null };
  }

  /** The principal of an access token whose session is live. */
  async authenticate(token: string): Promise<Principal> {
    const claims = await this.verify(token);
    if (!(await this.check(claims, undefined)).live) throw unauthorized();
    return principalOf(claims);
  }

  /**
   * The WebSocket gateway's sign-in, in two steps so that a socket is registered under its session before the
   * session is checked (a session ending in between is then either seen ended or closes the registered socket):
   * the token's principal and expiry (no database), then `isLive`.
   */
  async verifyToken(token: string): Promise<{ principal: Principal; expiresAt: number }> {
    const claims = await this.verify(token);
    return { principal: principalOf(claims), expiresAt: Number((claims as AccessClaims & { exp?: number }).exp ?? 0) * 1000 };
  }

  async isLive(principal: Principal): Promise<boolean> {
    return (await this.check({ sub: String(principal.subjectId), typ: principal.kind, sid: principal.sessionId, scope: principal.scope }, undefined)).live;
  }
}

function principalOf(claims: AccessClaims): Principal {
  return {
    kind: claims.typ,
    subjectId: Number(claims.sub),
    thirdPartyId: claims.tp ?? null,
    companyId: claims.company_id ?? null,
    sessionId: claims.sid,
    scope: claims.scope,
    clientId: claims.typ === 'staff' && typeof claims.cid === 'string' ? claims.cid : null,
  };
}
