import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** An opaque token: 32 random bytes, base64url. */
export const newToken = () => randomBytes(32).toString('base64url');
export const newId = () => randomUUID();
/** A 6-digit code from the cryptographic generator. */
export const newOtpCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** PKCE S256: base64url(sha256(verifier)). */
export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
