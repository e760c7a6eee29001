import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { PrismaClient } from '../../core/database/database';
import { notFound } from '../../core/http/errors';
import { Meta, type RequestMeta } from '../../core/http/request-meta';
import { SignedIn } from '../../core/auth/access';
import { CurrentPrincipal } from '../../core/auth/decorators';
import type { Principal } from '../../core/auth/principal';
import { AuditService } from '../../core/audit/audit.service';
import { ApiEnvelope } from '../../core/openapi/api-envelope';
import { SessionService } from './session.service';

export class SessionIdDto {
  @ApiProperty({ format: 'uuid', description: 'the session id getSessions answered' }) @IsUUID() id!: string;
}

/** One live sign-in of the caller. */
export class UserSession {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ nullable: true, type: String, description: 'the browser or client that signed in (its User-Agent)' }) userAgent!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'the address it signed in from' }) ip!: string | null;
  @ApiProperty({ description: 'the OAuth2 client, e.g. karsaz-web' }) clientId!: string;
  @ApiProperty({ nullable: true, type: Number }) companyId!: number | null;
  @ApiProperty({ type: String, format: 'date-time', description: 'when it started' }) createdAt!: Date;
  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'its last token refresh; null if never refreshed' }) lastRefreshAt!: Date | null;
  @ApiProperty({ type: String, format: 'date-time', description: 'when it ends at the latest' }) expiresAt!: Date;
  @ApiProperty({ description: 'the session of the token that asked' }) isCurrent!: boolean;
}

export class RevokedSessions {
  @ApiProperty({ description: 'how many sessions were ended' }) count!: number;
}

/** The caller's own sessions: list them, end one, end all but the current one. Nobody else's are reachable. */
@ApiTags('identity')
@ApiBearerAuth('bearer')
@Controller('api/identity/user/v1')
export class SessionsController {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
  ) {}

  private liveWhere(p: Principal) {
    return { userId: p.subjectId, kind: 'staff', revokedAt: null, expiresAt: { gt: new Date() } };
  }

  @Get('getSessions') @SignedIn()
  @ApiOperation({ summary: 'The caller’s live sessions, the newest first' })
  @ApiEnvelope(UserSession, { isArray: true })
  async getSessions(@CurrentPrincipal() p: Principal): Promise<UserSession[]> {
    const rows = await this.prisma.authSession.findMany({
      where: this.liveWhere(p),
      orderBy: { createdAt: 'desc' },
      include: { refreshTokens: { where: { usedAt: { not: null } }, orderBy: { usedAt: 'desc' }, take: 1, select: { usedAt: true } } },
    });
    return rows.map((s) => ({
      id: s.id,
      userAgent: s.userAgent,
      ip: s.ip,
      clientId: s.clientId,
      companyId: s.companyId,
      createdAt: s.createdAt,
      lastRefreshAt: s.refreshTokens[0]?.usedAt ?? null,
      expiresAt: s.expiresAt,
      isCurrent: s.id === p.sessionId,
    }));
  }

  @Post('revokeSession') @SignedIn()
  @ApiOperation({ summary: 'Ends one of the caller’s live sessions (its tokens stop working at once); 404 for any other id' })
  @ApiEnvelope(RevokedSessions)
  async revokeSession(@Body() dto: SessionIdDto, @CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta): Promise<RevokedSessions> {
    const session = await this.prisma.authSession.findFirst({ where: { id: dto.id, ...this.liveWhere(p) }, select: { id: true } });
    if (!session) throw notFound();
    await this.sessions.revokeSession(session.id, 'revoked-by-user');
    await this.audit.record({ event: 'session-revoke', userId: p.subjectId, companyId: p.companyId, entity: 'session', entityId: session.id, ip: meta.ip, traceId: meta.traceId, data: { current: session.id === p.sessionId } });
    return { count: 1 };
  }

  @Post('revokeOtherSessions') @SignedIn()
  @ApiOperation({ summary: 'Ends every live session of the caller but the current one' })
  @ApiEnvelope(RevokedSessions)
  async revokeOtherSessions(@CurrentPrincipal() p: Principal, @Meta() meta: RequestMeta): Promise<RevokedSessions> {
    const count = await this.sessions.revokeUserSessions(p.subjectId, 'revoked-by-user', p.sessionId);
    await this.audit.record({ event: 'sessions-revoke-others', userId: p.subjectId, companyId: p.companyId, entity: 'session', entityId: p.sessionId, ip: meta.ip, traceId: meta.traceId, data: { ended: count } });
    return { count };
  }
}
