import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { toAsciiDigits, toPersianLetters } from '@karsaz/domain';

/** argon2id, 19 MiB, 2 passes, 1 lane: OWASP's minimum for argon2id. */
export const PASSWORD_HASH_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/** The 10,000 most common passwords of zxcvbn's list, refused as passwords. */
const COMMON = new Set((dictionary['passwords-common'] as string[]).slice(0, 10000).map((p) => p.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** A hash of a random password, so that an unknown account costs the same time as a wrong password. */
let decoy: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword('decoy-password-for-timing');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** Whose password it is: what an attacker who knows the account would try first. */
export interface PasswordOwner {
  mobileNumber?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

const compact = (s: string) => toAsciiDigits(toPersianLetters(s)).replace(/[\s\u200c\-_.()+]/g, '').toLowerCase();

/**
 * True when the password is the owner's mobile number in any of its forms (09…, 9…, +98…, 0098…, with spaces or
 * dashes, in Persian digits) or holds its ten digits, or is the owner's first name, last name or both names.
 */
export function isPersonalPassword(password: string, owner: PasswordOwner): boolean {
  const p = compact(password);
  const mobileDigits = toAsciiDigits(owner.mobileNumber ?? '').replace(/\D/g, '');
  const core = mobileDigits.length >= 10 ? mobileDigits.slice(-10) : '';
  if (core && p.includes(core)) return true;
  const first = compact(owner.firstName ?? '');
  const last = compact(owner.lastName ?? '');
  const names = [first, last, first + last, last + first].filter((n) => n.length > 0);
  return names.includes(p);
}

/** The field error of a password that is the owner's mobile number or name (texts in core/i18n/messages.ts). */
export const personalPasswordError = () => ({ field: 'password', constraint: 'personalPassword', args: [], fallback: 'The password must not be your mobile number or your name.' });
