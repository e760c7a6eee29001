import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { verifyPassword } from '../../core/security/passwords';

/**
 * Secrets of OAuth clients. The server makes them (32 random bytes), so they have the entropy of a key and a
 * slow password hash buys nothing: SHA-256 of the secret is stored and compared in constant time, which costs
 * microseconds instead of argon2's tens of milliseconds and 19 MiB on every token call. Hashes from before
 * (argon2id) are still accepted and replaced by SHA-256 on their first successful use.
 */
const PREFIX = 'sha256:';

/** A new client secret: 32 random bytes, base64url (43 characters). */
export const newClientSecret = () => randomBytes(32).toString('base64url');

export const hashClientSecret = (secret: string) => PREFIX + createHash('sha256').update(secret, 'utf8').digest('hex');

export interface SecretCheck {
  ok: boolean;
  /** set when the stored hash is an older argon2 one: the SHA-256 hash to store instead */
  rehash?: string;
}

export async function checkClientSecret(stored: string, presented: string | undefined): Promise<SecretCheck> {
  if (typeof presented !== 'string' || presented.length === 0 || presented.length > 512) return { ok: false };
  if (stored.startsWith(PREFIX)) {
    const a = Buffer.from(stored.slice(PREFIX.length), 'hex');
    const b = createHash('sha256').update(presented, 'utf8').digest();
    return { ok: a.length === b.length && timingSafeEqual(a, b) };
  }
  if (stored.startsWith('$argon2')) {
    const ok = await verifyPassword(stored, presented);
    return ok ? { ok, rehash: hashClientSecret(presented) } : { ok };
  }
  return { ok: false };
}
