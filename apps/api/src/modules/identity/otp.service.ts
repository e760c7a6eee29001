import { Inject, Injectable } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure';
import { PrismaClient } from '../../core/database/database';
import { DomainException } from '../../core/http/errors';
import { RateLimits, consumeOr429, tooManyRequests } from '../../core/security/rate-limits';
import { AuditService } from '../../core/audit/audit.service';
import { OtpDelivery, SmsService } from '../messaging/sms';
import { newId, newOtpCode, newToken, sameHash, sha256 } from './crypto';

export const OTP_PURPOSES = ['signup', 'login', 'reset', 'applicant', 'appointment', 'sos'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const OTP_TTL_SECONDS = 120;
export const OTP_MAX_ATTEMPTS = 5;
export const GRANT_TTL_SECONDS = 600;

const texts: Record<OtpPurpose, (code: string) => string> = {
  signup: (c) => `کارساز: کد تأیید ثبت‌نام شما ${c} است. این کد تا ۲ دقیقه معتبر است.`,
  login: (c) => `کارساز: کد ورود شما ${c} است. این کد تا ۲ دقیقه معتبر است.`,
  reset: (c) => `کارساز: کد بازیابی رمز عبور شما ${c} است. این کد تا ۲ دقیقه معتبر است.`,
  applicant: (c) => `کارساز: کد ورود متقاضی ${c} است. این کد تا ۲ دقیقه معتبر است.`,
  appointment: (c) => `کارساز: کد تأیید نوبت شما ${c} است. این کد تا ۲ دقیقه معتبر است.`,
  sos: (c) => `امداد خودرو: کد تأیید درخواست امداد شما ${c} است. این کد تا ۲ دقیقه معتبر است.`,
};

const codeError = (fa: string, en: string) =>
  new DomainException(400, 'VALIDATION', { fieldErrors: [{ field: 'code', constraint: 'otp', args: [], fallback: en }], text: { fa, en } });

export interface SentChallenge {
  token: string;
  expiresIn: number;
  resendAfter: number;
}

export interface VerifiedChallenge {
  id: string;
  mobileNumber: string;
  purpose: OtpPurpose;
  /** the one-use grant for setting a password (signup, reset) */
  grant: string;
}

/**
 * One-time codes: 6 digits from the cryptographic generator, stored as a hash, one use, valid 2 minutes, bound to
 * their mobile number and purpose. A resend kills the previous code; a code is checked at most 5 times. Sends are limited
 * per number and per address through shared counters, with a minimum gap between two sends to one number.
 */
@Injectable()
export class OtpService {
  private readonly perNumber: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;
  private readonly resendGap: RateLimiterAbstract;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly prisma: PrismaClient,
    private readonly sms: SmsService,
    private readonly audit: AuditService,
  ) {
    const a = infra.config.auth;
    const limits = new RateLimits(infra.redis, a.rateLimitPrefix);
    this.perNumber = limits.limiter('otp-number', { points: a.otpSendsPerNumber, durationSeconds: a.otpWindowSeconds });
    this.perAddress = limits.limiter('otp-address', { points: a.otpSendsPerAddress, durationSeconds: a.otpWindowSeconds });
    this.resendGap = limits.limiter('otp-gap', { points: 1, durationSeconds: Math.max(1, a.otpResendAfterSeconds) });
  }

  /**
   * Sends a code. `deliver: false` makes a decoy that answers exactly like a real one but sends nothing and never
   * verifies (password reset for an unknown number must not tell that the number is unknown); `instead` is a text
   * sent to the number in place of the code (sign-up of a registered number tells its owner).
   */
  async send(mobileNumber: string, purpose: OtpPurpose, ip: string, deliver = true, instead?: string, limitsChecked = false): Promise<SentChallenge> {
    if (!limitsChecked) await this.checkSendLimits(mobileNumber, purpose, ip);
    const code = newOtpCode();
    const token = newToken();
    const now = new Date();
    await this.prisma.$transaction([
      // a resend kills every earlier live code of this number and purpose
      this.prisma.otpChallenge.updateMany({
        where: { mobileNumber, purpose, killedAt: null, verifiedAt: null },
        data: { killedAt: now },
      }),
      this.prisma.otpChallenge.create({
        data: {
          id: challengeId(token),
          mobileNumber,
          purpose,
          codeHash: sha256(`${token}:${code}`),
          expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
          isReal: deliver,
          ip,
          // a decoy sends no code (a notice sent instead is not the code's delivery)
          deliveryStatus: deliver ? OtpDelivery.Queued : OtpDelivery.NotSent,
        },
      }),
    ]);
    if (deliver) await this.sms.send(mobileNumber, texts[purpose](code), { otpId: challengeId(token) });
    else if (instead) await this.sms.send(mobileNumber, instead);
    await this.audit.record({ event: 'otp-send', entity: 'otp', ip, data: { purpose, mobileNumber, delivered: deliver, ...(instead && !deliver ? { notice: true } : {}) } });
    return { token, expiresIn: OTP_TTL_SECONDS, resendAfter: this.infra.config.auth.otpResendAfterSeconds };
  }

  /**
   * The number's send block (the /otp-2 page): the sends it spent of its window and how long it must wait. Purposes'
   * resend gaps are short and shown as the longest of them.
   */
  async numberBlock(mobileNumber: string): Promise<{ sendsUsed: number; sendsAllowed: number; blocked: boolean; secondsLeft: number }> {
    const a = this.infra.config.auth;
    const used = await this.perNumber.get(mobileNumber);
    const consumed = used?.consumedPoints ?? 0;
    let waitMs = consumed >= a.otpSendsPerNumber ? (used?.msBeforeNext ?? 0) : 0;
    for (const purpose of OTP_PURPOSES) {
      const gap = await this.resendGap.get(`${purpose}:${mobileNumber}`);
      if (gap && gap.consumedPoints >= 1) waitMs = Math.max(waitMs, gap.msBeforeNext);
    }
    return { sendsUsed: Math.min(consumed, a.otpSendsPerNumber), sendsAllowed: a.otpSendsPerNumber, blocked: waitMs > 0, secondsLeft: Math.ceil(waitMs / 1000) };
  }

  /** Lifts a number's send block: forgets its spent sends and its resend gaps (the caller audits who did it). */
  async liftBlock(mobileNumber: string): Promise<void> {
    await this.perNumber.delete(mobileNumber);
    for (const purpose of OTP_PURPOSES) await this.resendGap.delete(`${purpose}:${mobileNumber}`);
  }

  /** Spends one send of the number's and the address's limits, and the resend gap; 429 with Retry-After when refused. */
  async checkSendLimits(mobileNumber: string, purpose: OtpPurpose, ip: string): Promise<void> {
    await consumeOr429(this.perAddress, ip);
    await consumeOr429(this.perNumber, `${mobileNumber}`);
    if (this.infra.config.auth.otpResendAfterSeconds > 0) {
      try {
        await this.resendGap.consume(`${purpose}:${mobileNumber}`);
      } catch (res) {
        throw tooManyRequests((res as { msBeforeNext: number }).msBeforeNext);
      }
    }
  }

  /**
   * Checks a code against the challenge its token names; a right code consumes it and yields a grant. Every check
   * first claims one of the challenge's 5 tries with a single conditional UPDATE … RETURNING, so however many
   * requests race, at most 5 codes are ever compared; a right code after the fifth try is refused.
   */
  async verify(token: string, code: string, ip: string, expectPurposes: OtpPurpose[]): Promise<VerifiedChallenge> {
    const id = challengeId(token);
    const now = new Date();
    const dead = () => codeError('کد تأیید منقضی شده یا دیگر معتبر نیست؛ کد تازه‌ای درخواست کنید.', 'The code has expired or is no longer valid; ask for a new one.');
    const claimed = await this.prisma.$queryRaw<{ attempts: number; code_hash: string; is_real: boolean; purpose: string; mobile_number: string }[]>`
      UPDATE otp_challenge SET attempts = attempts + 1
      WHERE id = ${id} AND purpose = ANY(${expectPurposes}::text[]) AND attempts < ${OTP_MAX_ATTEMPTS}
        AND killed_at IS NULL AND verified_at IS NULL AND expires_at > ${now}
      RETURNING attempts, code_hash, is_real, purpose, mobile_number`;
    const c = claimed[0];
    if (!c) {
      const row = await this.prisma.otpChallenge.findUnique({ where: { id }, select: { mobileNumber: true, purpose: true } });
      if (row && expectPurposes.includes(row.purpose as OtpPurpose)) {
        await this.audit.record({ event: 'otp-verify-failed', entity: 'otp', entityId: id, ip, data: { reason: 'dead', mobileNumber: row.mobileNumber } });
      }
      throw dead();
    }
    const right = c.is_real && sameHash(c.code_hash, sha256(`${token}:${code}`));
    if (!right) {
      // after the fifth try the code is dead: the UPDATE above claims no more tries
      await this.audit.record({ event: 'otp-verify-failed', entity: 'otp', entityId: id, ip, data: { reason: 'wrong', attempts: c.attempts, mobileNumber: c.mobile_number } });
      throw codeError('کد تأیید نادرست است.', 'The code is not correct.');
    }
    const grant = newToken();
    // one use: only the request that flips verifiedAt from null wins
    const won = await this.prisma.otpChallenge.updateMany({
      where: { id, verifiedAt: null, killedAt: null },
      data: { verifiedAt: now, grantHash: sha256(grant), grantExpiresAt: new Date(now.getTime() + GRANT_TTL_SECONDS * 1000) },
    });
    if (won.count !== 1) throw dead();
    await this.audit.record({ event: 'otp-verify', entity: 'otp', entityId: id, ip, data: { purpose: c.purpose, mobileNumber: c.mobile_number, attempts: c.attempts } });
    return { id, mobileNumber: c.mobile_number, purpose: c.purpose as OtpPurpose, grant };
  }

  /** Spends a password grant once; answers the mobile number and purpose it was given for. */
  async useGrant(grant: string, purposes: OtpPurpose[], beforeSpending?: (mobileNumber: string) => Promise<void>): Promise<{ mobileNumber: string; purpose: OtpPurpose }> {
    const now = new Date();
    const c = await this.prisma.otpChallenge.findUnique({ where: { grantHash: sha256(grant) } });
    const invalid = () =>
      new DomainException(400, 'VALIDATION', {
        text: { fa: 'مهلت تعیین رمز عبور گذشته است؛ دوباره کد تأیید بگیرید.', en: 'The time to set the password has passed; ask for a new code.' },
        fieldErrors: [{ field: 'token', constraint: 'grant', args: [], fallback: 'The password token is not valid.' }],
      });
    if (!c || !purposes.includes(c.purpose as OtpPurpose) || c.grantUsedAt || !c.grantExpiresAt || c.grantExpiresAt < now) throw invalid();
    // a check that refuses (the password is the owner's mobile number) leaves the grant unspent
    if (beforeSpending) await beforeSpending(c.mobileNumber);
    const won = await this.prisma.otpChallenge.updateMany({ where: { id: c.id, grantUsedAt: null }, data: { grantUsedAt: now } });
    if (won.count !== 1) throw invalid();
    return { mobileNumber: c.mobileNumber, purpose: c.purpose as OtpPurpose };
  }
}

/** The challenge's id is derived from its token, so the token alone finds it and its hash is never stored twice. */
export function challengeId(token: string): string {
  return sha256(token).slice(0, 32).replace(/(.{8})(.{4})(.{4})(.{4})(.{12})/, '$1-$2-$3-$4-$5');
}
