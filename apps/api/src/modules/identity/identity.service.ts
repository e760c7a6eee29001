import { thirdPartyName } from '@karsaz/domain';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure';
import { PrismaClient } from '../../core/database/database';
import { DomainException } from '../../core/http/errors';
import { AuditService } from '../../core/audit/audit.service';
import { GrowingDelay, RateLimits, tooManyRequests } from '../../core/security/rate-limits';
import { hashPassword, isPersonalPassword, personalPasswordError, verifyPassword, type PasswordOwner } from '../../core/security/passwords';
import type { Device } from './device-cookie';
import { OtpService, type SentChallenge } from './otp.service';
import { hashClientSecret } from './client-secret';
import { SessionService, type TokenSet } from './session.service';

export const WEB_CLIENT_ID = 'karsaz-web';

import type { RequestMeta } from '../../core/http/request-meta';

const wrongCredentials = () =>
  new DomainException(401, 'UNAUTHORIZED', { text: { fa: 'شمارهٔ همراه یا رمز عبور نادرست است.', en: 'The mobile number or the password is not correct.' } });

/** A sign-up with a number that is already registered: its owner gets this instead of a code. */
const REGISTERED_NOTICE =
  'کارساز: کسی با شمارهٔ همراه شما درخواست ثبت‌نام کرد، اما این شماره پیش‌تر ثبت‌نام کرده است. اگر خودتان بودید، وارد شوید یا رمز عبور را بازیابی کنید؛ وگرنه این پیام را نادیده بگیرید.';

/**
 * A sign-up is answered no sooner than this after it came in, whichever way it went: a new number writes a user
 * and a registered one does not, and the difference (about 80 ms under load) must not tell them apart.
 */
const SIGN_UP_MIN_MS = 500;

async function answerNoSoonerThan(started: number, ms: number): Promise<void> {
  const left = started + ms - Date.now();
  if (left > 0) await new Promise((r) => setTimeout(r, left));
}

/** Sign-up, sign-in, one-time codes and passwords of staff users. */
@Injectable()
export class IdentityService implements OnApplicationBootstrap {
  /** sign-in (and setPass) failures per mobile number, from devices without that user's device cookie */
  private readonly accountFailures: GrowingDelay;
  /** sign-in failures per address, from devices without a device cookie of the user they try */
  private readonly addressFailures: GrowingDelay;
  /** sign-in failures of one device cookie */
  private readonly deviceFailures: GrowingDelay;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly prisma: PrismaClient,
    private readonly otp: OtpService,
    private readonly sessions: SessionService,
    private readonly audit: AuditService,
  ) {
    const a = infra.config.auth;
    const limits = new RateLimits(infra.redis, a.rateLimitPrefix);
    const common = { maxWaitSeconds: a.loginLockSeconds, windowSeconds: Math.max(a.loginFailureWindowSeconds, a.loginLockSeconds) };
    this.accountFailures = new GrowingDelay(limits, 'login-account', { ...common, free: a.loginFailuresPerAccount, firstWaitSeconds: Math.min(60, a.loginLockSeconds) });
    this.addressFailures = new GrowingDelay(limits, 'login-address', { ...common, free: a.loginFailuresPerAddress, firstWaitSeconds: 1 });
    this.deviceFailures = new GrowingDelay(limits, 'login-device', { ...common, free: a.loginFailuresPerDevice, firstWaitSeconds: 1 });
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

  /**
   * Sign-up. A number that is already registered gets the same answer as a new one (a challenge whose code never
   * verifies, after the same limits and about the same work, as forgetPassword answers an unknown number), and its
   * owner gets a text saying someone tried to sign up with it, instead of a code.
   */
  async signUp(input: { mobileNumber: string; firstName: string; lastName: string }, meta: RequestMeta): Promise<SentChallenge> {
    const started = Date.now();
    const existing = await this.prisma.user.findUnique({ where: { mobileNumber: input.mobileNumber } });
    if (existing?.mobileVerifiedAt) {
      const sent = await this.otp.send(input.mobileNumber, 'signup', meta.ip, false, REGISTERED_NOTICE);
      await this.audit.record({ event: 'sign-up-registered', userId: existing.id, entity: 'user', entityId: existing.id, ip: meta.ip, traceId: meta.traceId });
      await answerNoSoonerThan(started, SIGN_UP_MIN_MS);
      return sent;
    }
    // the limits first, so that a refused sign-up writes nothing
    await this.otp.checkSendLimits(input.mobileNumber, 'signup', meta.ip);
    const user = await this.prisma.$transaction(async (tx) => {
      if (existing) {
        // an unfinished sign-up: take the new names and send a fresh code
        await tx.thirdParty.update({ where: { id: existing.thirdPartyId }, data: { firstName: input.firstName, lastName: input.lastName, fullName: thirdPartyName({ kind: 1, ...input }) } });
        return existing;
      }
      const tp = await tx.thirdParty.create({ data: { kind: 1, firstName: input.firstName, lastName: input.lastName, fullName: thirdPartyName({ kind: 1, ...input }), mobileNumber: input.mobileNumber } });
      return tx.user.create({ data: { thirdPartyId: tp.id, mobileNumber: input.mobileNumber, isActive: false } });
    });
    const sent = await this.otp.send(input.mobileNumber, 'signup', meta.ip, true, undefined, true);
    await this.audit.record({ event: 'sign-up', userId: user.id, entity: 'user', entityId: user.id, ip: meta.ip, traceId: meta.traceId });
    await answerNoSoonerThan(started, SIGN_UP_MIN_MS);
    return sent;
  }

  /**
   * sendOtp: a code for sign-up (an unfinished sign-up), login (a registered user) or reset. Every purpose answers
   * the same whether or not the number can use it: a decoy that never verifies is made for the others (and the
   * owner of a registered number asking for a sign-up code is told, as at sign-up).
   */
  async sendOtp(mobileNumber: string, purpose: 'signup' | 'login' | 'reset', meta: RequestMeta): Promise<SentChallenge> {
    const user = await this.prisma.user.findUnique({ where: { mobileNumber } });
    const eligible =
      purpose === 'signup' ? !!user && !user.mobileVerifiedAt : !!user && !!user.mobileVerifiedAt && user.isActive && !user.isDisabled;
    const notice = purpose === 'signup' && !!user?.mobileVerifiedAt ? REGISTERED_NOTICE : undefined;
    return this.otp.send(mobileNumber, purpose, meta.ip, eligible, notice);
  }

  forgetPassword(mobileNumber: string, meta: RequestMeta): Promise<SentChallenge> {
    return this.sendOtp(mobileNumber, 'reset', meta);
  }

  async verifyOtp(token: string, code: string, meta: RequestMeta): Promise<{ result: { isValid: true; token: string } & Partial<TokenSet>; userId: number | null }> {
    const v = await this.otp.verify(token, code, meta.ip, ['signup', 'login', 'reset']);
    if (v.purpose !== 'login') return { result: { isValid: true, token: v.grant }, userId: null };
    const user = await this.prisma.user.findUnique({ where: { mobileNumber: v.mobileNumber } });
    if (!user || !user.isActive || user.isDisabled) throw wrongCredentials();
    const tokens = await this.startStaffSession(user.id, meta);
    await this.audit.record({ event: 'sign-in', userId: user.id, entity: 'user', entityId: user.id, ip: meta.ip, traceId: meta.traceId, data: { method: 'otp' } });
    return { result: { isValid: true, token: tokens.access_token, ...tokens }, userId: user.id };
  }

  /** The mobile number and names a user's password must not be. */
  private async owner(userId: number): Promise<PasswordOwner> {
    const u = await this.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { mobileNumber: true, thirdParty: { select: { firstName: true, lastName: true } } } });
    return { mobileNumber: u.mobileNumber, firstName: u.thirdParty.firstName, lastName: u.thirdParty.lastName };
  }

  private refusePersonal(password: string, owner: PasswordOwner): void {
    if (isPersonalPassword(password, owner)) throw new DomainException(400, 'VALIDATION', { fieldErrors: [personalPasswordError()] });
  }

  /** setPass with the grant of a verified code (sign-up, reset), or as a signed-in user with the current password. */
  async setPassword(input: { token?: string; currentPassword?: string; password: string }, signedIn: { userId: number; sessionId: string } | null, meta: RequestMeta): Promise<{ id: number }> {
    const now = new Date();
    let userId: number;
    let keepSession: string | undefined;
    if (input.token) {
      const g = await this.otp.useGrant(input.token, ['signup', 'reset'], async (mobileNumber) => {
        const owner = await this.prisma.user.findUnique({ where: { mobileNumber }, select: { id: true } });
        if (owner) this.refusePersonal(input.password, await this.owner(owner.id));
      });
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
      // guesses of the current password count with the account's sign-in failures (a stolen access token must
      // not give unlimited guesses): the same wait, and a lock that sign-in shares
      const attempt = await this.accountFailures.begin(user.mobileNumber);
      if (!attempt.allowed) throw tooManyRequests(attempt.waitMs);
      if (!input.currentPassword || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
        await this.accountFailures.failed(user.mobileNumber, attempt);
        await this.audit.record({ event: 'password-set-failed', userId: user.id, entity: 'user', entityId: user.id, ip: meta.ip, traceId: meta.traceId });
        throw new DomainException(400, 'VALIDATION', {
          fieldErrors: [{ field: 'currentPassword', constraint: 'currentPassword', args: [], fallback: 'The current password is not correct.' }],
          text: { fa: 'رمز عبور فعلی نادرست است.', en: 'The current password is not correct.' },
        });
      }
      await this.accountFailures.succeeded(user.mobileNumber, attempt);
      this.refusePersonal(input.password, await this.owner(user.id));
      userId = user.id;
      keepSession = signedIn.sessionId;
      await this.prisma.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(input.password), passwordSetAt: now, version: { increment: 1 } } });
    }
    const ended = await this.sessions.revokeUserSessions(userId, 'password-changed', keepSession);
    await this.audit.record({ event: 'password-set', userId, entity: 'user', entityId: userId, ip: meta.ip, traceId: meta.traceId, data: { endedSessions: ended } });
    return { id: userId };
  }

  /**
   * Sign-in with a password (compared exactly as typed). A device that brings a valid device cookie of this user
   * (device-cookie.ts) is throttled only by its own failures: a growing wait, 429 with Retry-After. Any other device
   * is throttled per address (a growing wait, 429) and per account (a growing lock, answered like a wrong password);
   * a locked, unknown, inactive or disabled account gets the same answer as a wrong password, after the same work.
   */
  async login(mobileNumber: string, password: string, meta: RequestMeta, device: Device | null): Promise<{ tokens: TokenSet; userId: number }> {
    const user = await this.prisma.user.findUnique({ where: { mobileNumber } });
    const trusted = !!device && !!user && device.userId === user.id;
    let locked = false;
    let deviceAttempt = null;
    let addressAttempt = null;
    let accountAttempt = null;
    if (trusted) {
      deviceAttempt = await this.deviceFailures.begin(device.nonce);
      if (!deviceAttempt.allowed) throw tooManyRequests(deviceAttempt.waitMs);
    } else {
      addressAttempt = await this.addressFailures.begin(meta.ip);
      if (!addressAttempt.allowed) throw tooManyRequests(addressAttempt.waitMs);
      accountAttempt = await this.accountFailures.begin(mobileNumber);
      locked = !accountAttempt.allowed;
    }
    const passwordOk = await verifyPassword(user?.passwordHash, password);
    if (locked || !user || !passwordOk || !user.isActive || user.isDisabled || !user.mobileVerifiedAt) {
      if (deviceAttempt) await this.deviceFailures.failed(device!.nonce, deviceAttempt);
      if (addressAttempt) await this.addressFailures.failed(meta.ip, addressAttempt);
      // a refused attempt of a locked account was given back; it does not lengthen the lock
      if (accountAttempt?.allowed) await this.accountFailures.failed(mobileNumber, accountAttempt);
      await this.audit.record({ event: 'sign-in-failed', userId: user?.id ?? null, entity: 'user', entityId: user?.id, ip: meta.ip, traceId: meta.traceId, data: { mobileNumber, locked, device: trusted } });
      throw wrongCredentials();
    }
    if (deviceAttempt) await this.deviceFailures.succeeded(device!.nonce, deviceAttempt, true);
    if (addressAttempt) await this.addressFailures.succeeded(meta.ip, addressAttempt);
    if (accountAttempt) await this.accountFailures.succeeded(mobileNumber, accountAttempt, true);
    const tokens = await this.startStaffSession(user.id, meta);
    await this.audit.record({ event: 'sign-in', userId: user.id, entity: 'user', entityId: user.id, ip: meta.ip, traceId: meta.traceId, data: { method: 'password', device: trusted } });
    return { tokens, userId: user.id };
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
