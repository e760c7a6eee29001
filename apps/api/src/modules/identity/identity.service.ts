import { thirdPartyName } from '@karsaz/domain';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure';
import { PrismaClient } from '../../core/database/database';
import { DomainException } from '../../core/http/errors';
import { AuditService } from '../../core/audit/audit.service';
import { RateLimits, blockedFor, consumeOr429 } from '../../core/security/rate-limits';
import { hashPassword, verifyPassword } from '../../core/security/passwords';
import { OtpService, type SentChallenge } from './otp.service';
import { hashClientSecret } from './client-secret';
import { SessionService, type TokenSet } from './session.service';

export const WEB_CLIENT_ID = 'karsaz-web';

import type { RequestMeta } from '../../core/http/request-meta';

const wrongCredentials = () =>
  new DomainException(401, 'UNAUTHORIZED', { text: { fa: 'شمارهٔ همراه یا رمز عبور نادرست است.', en: 'The mobile number or the password is not correct.' } });

/** Sign-up, sign-in, one-time codes and passwords of staff users. */
@Injectable()
export class IdentityService implements OnApplicationBootstrap {
  private readonly accountFailures: RateLimiterAbstract;
  private readonly addressFailures: RateLimiterAbstract;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly prisma: PrismaClient,
    private readonly otp: OtpService,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
  ) {
    const a = infra.config.auth;
    const limits = new RateLimits(infra.redis, a.rateLimitPrefix);
    this.accountFailures = limits.limiter('login-account', { points: a.loginFailuresPerAccount, durationSeconds: a.loginLockSeconds, blockSeconds: a.loginLockSeconds });
    this.addressFailures = limits.limiter('login-address', { points: a.loginFailuresPerAddress, durationSeconds: a.loginLockSeconds, blockSeconds: a.loginLockSeconds });
  }

  /**
   * The SPA's OAuth2 client always exists, with the configured secret. The SPA's bundle carries that secret, so
   * it protects nothing a slow hash would keep: SHA-256, compared in constant time (client-secret.ts).
   */
  async onApplicationBootstrap(): Promise<void> {
    const secret = this.infra.config.auth.webClientSecret;
    const existing = await this.prisma.oAuthClient.findUnique({ where: { id: WEB_CLIENT_ID } });
    if (!existing || existing.secretHash !== hashClientSecret(secret)) {
      const secretHash = hashClientSecret(secret);
      await this.prisma.oAuthClient.upsert({
        where: { id: WEB_CLIENT_ID },
        update: { secretHash, kind: 'confidential' },
        create: { id: WEB_CLIENT_ID, name: 'Karsaz web app', kind: 'confidential', secretHash, redirectUris: ['/common/oauth2/callback'], grantTypes: ['authorization_code', 'refresh_token'] },
      });
    }
  }

  async signUp(input: { mobileNumber: string; firstName: string; lastName: string }, meta: RequestMeta): Promise<{ id: number } & SentChallenge> {
    const existing = await this.prisma.user.findUnique({ where: { mobileNumber: input.mobileNumber } });
    if (existing?.mobileVerifiedAt) {
      throw new DomainException(409, 'CONFLICT', {
        text: { fa: 'این شمارهٔ همراه پیش‌تر ثبت‌نام کرده است؛ وارد شوید یا رمز عبور را بازیابی کنید.', en: 'This mobile number is already registered; sign in or reset the password.' },
        fieldErrors: [{ field: 'mobileNumber', constraint: 'registered', args: [], fallback: 'already registered' }],
      });
    }
    const user = await this.prisma.$transaction(async (tx) => {
      if (existing) {
        // an unfinished sign-up: take the new names and send a fresh code
        await tx.thirdParty.update({ where: { id: existing.thirdPartyId }, data: { firstName: input.firstName, lastName: input.lastName, fullName: thirdPartyName({ kind: 1, ...input }) } });
        return existing;
      }
      const tp = await tx.thirdParty.create({ data: { kind: 1, firstName: input.firstName, lastName: input.lastName, fullName: thirdPartyName({ kind: 1, ...input }), mobileNumber: input.mobileNumber } });
      return tx.user.create({ data: { thirdPartyId: tp.id, mobileNumber: input.mobileNumber, isActive: false } });
    });
    const sent = await this.otp.send(input.mobileNumber, 'signup', meta.ip);
    await this.audit.record({ event: 'sign-up', userId: user.id, entity: 'user', entityId: user.id, ip: meta.ip, traceId: meta.traceId });
    return { id: user.id, ...sent };
  }

  /** sendOtp: a code for sign-up (an unfinished sign-up), login (a registered user) or reset. */
  async sendOtp(mobileNumber: string, purpose: 'signup' | 'login' | 'reset', meta: RequestMeta): Promise<SentChallenge> {
    const user = await this.prisma.user.findUnique({ where: { mobileNumber } });
    const eligible =
      purpose === 'signup' ? !!user && !user.mobileVerifiedAt : !!user && !!user.mobileVerifiedAt && user.isActive && !user.isDisabled;
    if (purpose === 'signup' && !eligible) {
      throw new DomainException(400, 'VALIDATION', {
        fieldErrors: [{ field: 'mobileNumber', constraint: 'signup', args: [], fallback: 'No unfinished sign-up for this number' }],
        text: { fa: 'برای این شماره ثبت‌نام ناتمامی وجود ندارد.', en: 'There is no unfinished sign-up for this number.' },
      });
    }
    // login and reset answer the same whether or not the number can sign in: a decoy is sent for unknown ones
    return this.otp.send(mobileNumber, purpose, meta.ip, eligible);
  }

  forgetPassword(mobileNumber: string, meta: RequestMeta): Promise<SentChallenge> {
    return this.sendOtp(mobileNumber, 'reset', meta);
  }

  async verifyOtp(token: string, code: string, meta: RequestMeta): Promise<{ isValid: true; token: string } & Partial<TokenSet>> {
    const v = await this.otp.verify(token, code, meta.ip, ['signup', 'login', 'reset']);
    if (v.purpose !== 'login') return { isValid: true, token: v.grant };
    const user = await this.prisma.user.findUnique({ where: { mobileNumber: v.mobileNumber } });
    if (!user || !user.isActive || user.isDisabled) throw wrongCredentials();
    const tokens = await this.startStaffSession(user.id, meta);
    await this.audit.record({ event: 'sign-in', userId: user.id, entity: 'user', entityId: user.id, ip: meta.ip, traceId: meta.traceId, data: { method: 'otp' } });
    return { isValid: true, token: tokens.access_token, ...tokens };
  }

  /** setPass with the grant of a verified code (sign-up, reset), or as a signed-in user with the current password. */
  async setPassword(input: { token?: string; currentPassword?: string; password: string }, signedIn: { userId: number; sessionId: string } | null, meta: RequestMeta): Promise<{ id: number }> {
    const now = new Date();
    let userId: number;
    let keepSession: string | undefined;
    if (input.token) {
      const g = await this.otp.useGrant(input.token, ['signup', 'reset']);
      const user = await this.prisma.user.findUnique({ where: { mobileNumber: g.mobileNumber } });
      if (!user || user.isDisabled) throw new DomainException(400, 'VALIDATION', { fieldErrors: [{ field: 'token', constraint: 'grant', args: [], fallback: 'not valid' }] });
      userId = user.id;
      await this.prisma.user.update({
        where: { id: user.id },
        data: { passwordHash: await hashPassword(input.password), passwordSetAt: now, ...(g.purpose === 'signup' ? { mobileVerifiedAt: now, isActive: true } : {}), version: { increment: 1 } },
      });
    } else {
      if (!signedIn) throw new DomainException(401, 'UNAUTHORIZED');
      const user = await this.prisma.user.findUniqueOrThrow({ where: { id: signedIn.userId } });
      if (!input.currentPassword || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw new DomainException(400, 'VALIDATION', {
          fieldErrors: [{ field: 'currentPassword', constraint: 'currentPassword', args: [], fallback: 'The current password is not correct.' }],
          text: { fa: 'رمز عبور فعلی نادرست است.', en: 'The current password is not correct.' },
        });
      }
      userId = user.id;
      keepSession = signedIn.sessionId;
      await this.prisma.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(input.password), passwordSetAt: now, version: { increment: 1 } } });
    }
    const ended = await this.sessions.revokeUserSessions(userId, 'password-changed', keepSession);
    await this.audit.record({ event: 'password-set', userId, entity: 'user', entityId: userId, ip: meta.ip, traceId: meta.traceId, data: { endedSessions: ended } });
    return { id: userId };
  }

  /**
   * Sign-in with a password. Throttled per address (429) and per account (a temporary lock); a locked, unknown,
   * inactive or disabled account gets the same answer as a wrong password, after the same work.
   */
  async login(mobileNumber: string, password: string, meta: RequestMeta): Promise<TokenSet> {
    const a = this.infra.config.auth;
    const addressBlock = await blockedFor(this.addressFailures, meta.ip, a.loginFailuresPerAddress);
    if (addressBlock > 0) {
      await consumeOr429(this.addressFailures, meta.ip);
    }
    const locked = (await blockedFor(this.accountFailures, mobileNumber, a.loginFailuresPerAccount)) > 0;
    const user = await this.prisma.user.findUnique({ where: { mobileNumber } });
    const passwordOk = await verifyPassword(user?.passwordHash, password);
    if (locked || !user || !passwordOk || !user.isActive || user.isDisabled || !user.mobileVerifiedAt) {
      await this.accountFailures.penalty(mobileNumber).catch(() => undefined);
      await this.addressFailures.penalty(meta.ip).catch(() => undefined);
      await this.audit.record({ event: 'sign-in-failed', userId: user?.id ?? null, entity: 'user', entityId: user?.id, ip: meta.ip, traceId: meta.traceId, data: { mobileNumber, locked } });
      throw wrongCredentials();
    }
    await this.accountFailures.delete(mobileNumber).catch(() => undefined);
    const tokens = await this.startStaffSession(user.id, meta);
    await this.audit.record({ event: 'sign-in', userId: user.id, entity: 'user', entityId: user.id, ip: meta.ip, traceId: meta.traceId, data: { method: 'password' } });
    return tokens;
  }

  /** A session in the user's current company, or its default one, or its first assigned one. */
  async startStaffSession(userId: number, meta: RequestMeta, clientId = WEB_CLIENT_ID, companyId?: number): Promise<TokenSet> {
    const user = await this.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    const assigned = await this.assignedCompanies(user.thirdPartyId);
    const chosen =
      (companyId !== undefined && assigned.find((c) => c.companyId === companyId)) ||
      assigned.find((c) => c.companyId === user.currentCompanyId) ||
      assigned.find((c) => c.isDefault) ||
      assigned[0];
    return this.sessions.start({ kind: 'staff', subjectId: user.id, thirdPartyId: user.thirdPartyId, companyId: chosen?.companyId ?? null }, clientId, meta);
  }

  async assignedCompanies(thirdPartyId: number) {
    const rows = await this.prisma.thirdPartyCompany.findMany({
      where: { thirdPartyId, isActive: true, company: { isActive: true } },
      include: { company: true },
      orderBy: { companyId: 'asc' },
    });
    return rows.map((r) => ({ id: r.id, companyId: r.companyId, companyName: r.company.nameFa, companyNameEn: r.company.nameEn, isDefault: r.isDefault }));
  }

  async canUseCompany(userId: number, companyId: number): Promise<boolean> {
    const user = await this.prisma.user.findUnique({ where: { id: userId } });
    if (!user) return false;
    return (await this.assignedCompanies(user.thirdPartyId)).some((c) => c.companyId === companyId);
  }

  async logout(sessionId: string, userId: number, meta: RequestMeta): Promise<void> {
    await this.sessions.revokeSession(sessionId, 'logout');
    await this.audit.record({ event: 'logout', userId, entity: 'session', entityId: sessionId, ip: meta.ip, traceId: meta.traceId });
  }
}
