import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { KarsazConfig } from '../config/config';
import { resolveJwtSecret } from '../auth/secret';

/**
 * Secrets kept in the database (a `secret` string field: an outgoing mail server's password), encrypted with
 * AES-256-GCM under a key derived (HKDF-SHA256) from KARSAZ_DATA_KEY, or else from the access-token key. Stored as
 * `v1:<iv>.<tag>.<ciphertext>` (base64url); a value that does not open (another key, tampered) reads as null.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(config: Pick<KarsazConfig, 'dataDir'> & { auth: Pick<KarsazConfig['auth'], 'jwtSecret' | 'dataKey'> }) {
    const material = config.auth.dataKey ?? resolveJwtSecret(config.auth.jwtSecret, config.dataDir);
    this.key = Buffer.from(hkdfSync('sha256', material, 'karsaz', 'stored secrets', 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `v1:${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${body.toString('base64url')}`;
  }

  open(sealed: string | null | undefined): string | null {
    const m = /^v1:([\w-]+)\.([\w-]+)\.([\w-]*)$/.exec(sealed ?? '');
    if (!m) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(m[1]!, 'base64url'));
      decipher.setAuthTag(Buffer.from(m[2]!, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(m[3]!, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

const boxes = new WeakMap<object, SecretBox>();
/** The box of a configuration (made once). */
export function secretBoxOf(config: KarsazConfig): SecretBox {
  let box = boxes.get(config);
  if (!box) boxes.set(config, (box = new SecretBox(config)));
  return box;
}
