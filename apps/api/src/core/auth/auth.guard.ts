import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import type { FastifyRequest } from 'fastify';
import { PrismaClient } from '../database/database';
import { PUBLIC_ROUTE } from '../http/decorators';
import { DomainException } from '../http/errors';
import { AUDIENCE } from './decorators';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, type AccessClaims, type Principal } from './principal';

const unauthorized = () => new DomainException(401, 'UNAUTHORIZED');

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
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;
    const req = context.switchToHttp().getRequest<FastifyRequest & { principal?: Principal }>();
    const header = req.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw unauthorized();
    req.principal = await this.authenticate(header.slice(7).trim());
    const audience = this.reflector.getAllAndOverride<string>(AUDIENCE, targets) ?? 'staff';
    if (req.principal.kind !== audience) throw new DomainException(403, 'FORBIDDEN');
    return true;
  }

  async authenticate(token: string): Promise<Principal> {
    let claims: AccessClaims;
    try {
      claims = await this.jwt.verifyAsync<AccessClaims>(token, {
        algorithms: ['HS256'],
        issuer: ACCESS_TOKEN_ISSUER,
        audience: ACCESS_TOKEN_AUDIENCE,
      });
    } catch {
      throw unauthorized();
    }
    const session = await this.prisma.authSession.findUnique({
      where: { id: claims.sid },
      select: { revokedAt: true, expiresAt: true, kind: true, user: { select: { isActive: true, isDisabled: true } } },
    });
    if (!session || session.revokedAt || session.expiresAt < new Date() || session.kind !== claims.typ) throw unauthorized();
    if (session.kind === 'staff' && (!session.user || !session.user.isActive || session.user.isDisabled)) throw unauthorized();
    return {
      kind: claims.typ,
      subjectId: Number(claims.sub),
      thirdPartyId: claims.tp ?? null,
      companyId: claims.company_id ?? null,
      sessionId: claims.sid,
      scope: claims.scope,
    };
  }
}
