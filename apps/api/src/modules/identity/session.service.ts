import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure';
import { PrismaClient } from '../../core/database/database';
import { AuditService } from '../../core/audit/audit.service';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, type AccessClaims } from '../../core/auth/principal';
import { SessionEvents } from '../../core/auth/session-events';
import { Prisma } from '../../generated/prisma/client';
import { newId, newToken, sha256 } from './crypto';

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  scope: string;
  token_type: 'Bearer';
}

/** Two refreshes racing with one token: the loser within this window is refused without ending the session. */
export const REFRESH_RACE_GRACE_MS = 10_000;

export type RefreshOutcome =
  | { ok: true; tokens: TokenSet }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' | 'raced' | 'company' | 'client' };

export interface SessionSubject {
  kind: 'staff' | 'applicant';
  subjectId: number;
  thirdPartyId: number | null;
  companyId: number | null;
}

/**
 * Sessions and their tokens. The access token is a short-lived JWT naming the session; the refresh token is
 * random, stored as a hash, rotated on every use, and bounded by the session's absolute lifetime. Presenting a
 * refresh token that was already used (outside the short race window) is taken as theft: the whole session ends.
 */
@Injectable()
export class SessionService {
  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly prisma: PrismaClient,
    private readonly jwt: JwtService,
    private readonly audit: AuditService,
    private readonly events: SessionEvents,
  ) {}

  private get ttl() {
    return this.infra.config.auth;
  }

  private async accessToken(s: SessionSubject, sessionId: string): Promise<string> {
    const claims: AccessClaims = {
      sub: String(s.subjectId),
      typ: s.kind,
      sid: sessionId,
      scope: s.kind === 'applicant' ? 'applicant' : 'karsaz',
      ...(s.thirdPartyId !== null ? { tp: s.thirdPartyId } : {}),
      ...(s.companyId !== null ? { company_id: s.companyId } : {}),
    };
    return this.jwt.signAsync(claims, {
      algorithm: 'HS256',
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
      expiresIn: this.ttl.accessTokenTtlSeconds,
    });
  }

  private tokenSet(access: string, refresh: string, kind: 'staff' | 'applicant'): TokenSet {
    return { access_token: access, refresh_token: refresh, expires_in: this.ttl.accessTokenTtlSeconds, scope: kind === 'applicant' ? 'applicant' : 'karsaz', token_type: 'Bearer' };
  }

  async start(s: SessionSubject, clientId: string, meta: { ip?: string; userAgent?: string }): Promise<TokenSet> {
    const sessionId = newId();
    const refresh = newToken();
    await this.prisma.authSession.create({
      data: {
        id: sessionId,
        kind: s.kind,
        userId: s.kind === 'staff' ? s.subjectId : null,
        applicantId: s.kind === 'applicant' ? s.subjectId : null,
        clientId,
        companyId: s.companyId,
        expiresAt: new Date(Date.now() + this.ttl.sessionTtlSeconds * 1000),
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 300),
        refreshTokens: { create: { id: newId(), tokenHash: sha256(refresh) } },
      },
    });
    return this.tokenSet(await this.accessToken(s, sessionId), refresh, s.kind);
  }

  /** Rotates a refresh token; `companyId` switches the session's company (the caller checked the assignment). */
  async refresh(refreshToken: string, clientId: string, companyId: number | undefined, canUseCompany: (userId: number, companyId: number) => Promise<boolean>, ip?: string): Promise<RefreshOutcome> {
    const now = new Date();
    const row = await this.prisma.refreshToken.findUnique({ where: { tokenHash: sha256(refreshToken) }, include: { session: { include: { user: true } } } });
    if (!row) return { ok: false, reason: 'unknown' };
    const session = row.session;
    if (session.clientId !== clientId) return { ok: false, reason: 'client' };
    if (session.revokedAt) return { ok: false, reason: 'revoked' };
    if (session.expiresAt < now) return { ok: false, reason: 'expired' };
    if (session.kind === 'staff' && (!session.user || !session.user.isActive || session.user.isDisabled)) return { ok: false, reason: 'revoked' };

    if (row.usedAt) {
      if (now.getTime() - row.usedAt.getTime() <= REFRESH_RACE_GRACE_MS) return { ok: false, reason: 'raced' };
      await this.revokeSession(session.id, 'refresh-token-reuse');
      await this.audit.record({ event: 'refresh-reuse', userId: session.userId, entity: 'session', entityId: session.id, ip, data: { kind: session.kind } });
      return { ok: false, reason: 'reused' };
    }

    let nextCompany = session.companyId;
    if (companyId !== undefined && companyId !== session.companyId) {
      if (session.kind !== 'staff' || !session.userId || !(await canUseCompany(session.userId, companyId))) return { ok: false, reason: 'company' };
      nextCompany = companyId;
    }

    const next = newToken();
    const rotated = await this.prisma.$transaction(async (tx) => {
      // only one of two racing requests flips usedAt from null
      const claimed = await tx.refreshToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
      if (claimed.count !== 1) return false;
      await tx.refreshToken.create({ data: { id: newId(), sessionId: session.id, tokenHash: sha256(next) } });
      if (nextCompany !== session.companyId) {
        await tx.authSession.update({ where: { id: session.id }, data: { companyId: nextCompany } });
        if (session.userId) await tx.user.update({ where: { id: session.userId }, data: { currentCompanyId: nextCompany } });
      }
      return true;
    });
    if (!rotated) return { ok: false, reason: 'raced' };

    const subject: SessionSubject = {
      kind: session.kind as 'staff' | 'applicant',
      subjectId: (session.userId ?? session.applicantId)!,
      thirdPartyId: session.user?.thirdPartyId ?? null,
      companyId: nextCompany,
    };
    await this.audit.record({ event: 'refresh', userId: session.userId, companyId: nextCompany, entity: 'session', entityId: session.id, ip, data: nextCompany !== session.companyId ? { switchedCompany: true } : undefined });
    return { ok: true, tokens: this.tokenSet(await this.accessToken(subject, session.id), next, subject.kind) };
  }

  /** Ends one session: its tokens stop at once, and its open sockets on every instance close (4401). */
  /**
   * client_credentials: a token for a client's own service account, in the client's company. The session row
   * (no user, the client's id) is what the auth guard checks on every call, so revoking it or disabling the client
   * ends the token at once. No refresh token (RFC 6749 4.4.3): the client asks again with its secret; the session
   * lives as long as the access token.
   */
  async startClient(clientId: string, companyId: number, meta: { ip?: string; userAgent?: string; traceId?: string }): Promise<Omit<TokenSet, 'refresh_token'>> {
    const sessionId = newId();
    const ttl = this.ttl.accessTokenTtlSeconds;
    // the session and its audit entry in one commit: a token call costs one write to the disk, not two
    await this.prisma.$transaction(async (tx) => {
      await tx.authSession.create({
        data: { id: sessionId, kind: 'staff', userId: null, clientId, companyId, expiresAt: new Date(Date.now() + ttl * 1000), ip: meta.ip, userAgent: meta.userAgent?.slice(0, 300) },
      });
      await this.audit.record({ event: 'client-token', clientId, companyId, entity: 'oauth-client', entityId: clientId, ip: meta.ip, traceId: meta.traceId, data: { grant: 'client_credentials' } }, tx);
    });
    const claims: AccessClaims = { sub: '0', typ: 'staff', sid: sessionId, scope: 'karsaz', company_id: companyId, cid: clientId };
    const access = await this.jwt.signAsync(claims, { algorithm: 'HS256', issuer: ACCESS_TOKEN_ISSUER, audience: ACCESS_TOKEN_AUDIENCE, expiresIn: ttl });
    return { access_token: access, expires_in: ttl, scope: 'karsaz', token_type: 'Bearer' };
  }

  /** Ends every live session issued to an OAuth client (its service-account tokens and the people signed in through it), or only its service account's. */
  async revokeClientSessions(clientId: string, reason: string, only: 'all' | 'service-account' = 'all'): Promise<number> {
    const rows = await this.prisma.$queryRaw<{ id: string }[]>`
      UPDATE auth_session SET revoked_at = now(), revoked_reason = ${reason}
      WHERE client_id = ${clientId} AND revoked_at IS NULL ${only === 'service-account' ? Prisma.sql`AND user_id IS NULL` : Prisma.empty}
      RETURNING id::text AS id`;
    // their sockets close too (realtime, every instance)
    await this.events.ended(rows.map((r) => r.id));
    return rows.length;
  }

  async revokeSession(sessionId: string, reason: string): Promise<void> {
    await this.prisma.authSession.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date(), revokedReason: reason } });
    // also when it had ended already: a socket that slipped in between is closed all the same
    await this.events.ended([sessionId]);
  }

  /** Ends every live session of a user, but the one kept (if any), and closes their sockets on every instance. */
  async revokeUserSessions(userId: number, reason: string, keepSessionId?: string): Promise<number> {
    // one statement that names the sessions it ended: a session started meanwhile is either ended and named, or kept
    const rows = await this.prisma.$queryRaw<{ id: string }[]>`
      UPDATE auth_session SET revoked_at = now(), revoked_reason = ${reason}
      WHERE user_id = ${userId} AND revoked_at IS NULL ${keepSessionId ? Prisma.sql`AND id <> ${keepSessionId}::uuid` : Prisma.empty}
      RETURNING id::text AS id`;
    await this.events.ended(rows.map((r) => r.id));
    return rows.length;
  }
}
