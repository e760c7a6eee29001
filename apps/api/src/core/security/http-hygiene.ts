import { toPersianLetters } from '@karsaz/domain';

/** Body fields that hold a password: kept as typed (no trimming), only Arabic ي/ك read as Persian ی/ک. */
const PASSWORD_FIELD = /password$/i;

/**
 * The body after the normalisation of every string (CONTRACT.md), but with each password field as it was typed
 * (`original`), so "  secret  " stays a password with spaces. Walks the same shape as `normalized`.
 */
export function keepPasswordsAsTyped<T>(original: unknown, normalized: T): T {
  if (!original || typeof original !== 'object' || !normalized || typeof normalized !== 'object') return normalized;
  if (Array.isArray(original)) {
    return (normalized as unknown[]).map((v, i) => keepPasswordsAsTyped((original as unknown[])[i], v)) as T;
  }
  const out = normalized as Record<string, unknown>;
  for (const [k, v] of Object.entries(original as Record<string, unknown>)) {
    if (PASSWORD_FIELD.test(k) && typeof v === 'string') out[k] = toPersianLetters(v);
    else if (v && typeof v === 'object') out[k] = keepPasswordsAsTyped(v, out[k]);
  }
  return normalized;
}

/** Answers that carry tokens or codes (sign-in, code checks, refresh, /connect/*) must never be stored by a cache. */
const TOKEN_ROUTE = /^\/(connect\/|api\/identity\/user\/v1\/|api\/recruitment\/v1\/applicant\/)/;
const TOKEN_FIELD = /"(access_token|refresh_token|id_token)"\s*:/;

export function mustNotBeStored(url: string, payload: unknown): boolean {
  if (TOKEN_ROUTE.test(url)) return true;
  if (typeof payload === 'string') return TOKEN_FIELD.test(payload);
  if (Buffer.isBuffer(payload)) return payload.length < 1_000_000 && TOKEN_FIELD.test(payload.toString('utf8'));
  return false;
}
