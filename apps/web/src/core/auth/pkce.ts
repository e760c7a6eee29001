import { SESSION_KEYS, readSessionJson, removeSession, writeSessionJson } from '../storage/storage';
import { BASE_PATH } from '../router/paths';
import { AUTHORIZE_PATH } from './callback';

/** The SPA's own redirect_uri, registered for the karsaz-web client. */
export const OAUTH_REDIRECT_URI = `${BASE_PATH}oauth2/callback`;

/** One single-sign-on round trip, kept in sessionStorage from its start to /oauth2/callback. */
export interface PkceRoundTrip {
  state: string;
  codeVerifier: string;
  redirectUri: string;
  /** where to go once signed in: a path of this app */
  returnTo?: string;
  createdAt: number;
}

/** A round trip older than this is refused at the callback (the code itself lives one minute). */
const MAX_AGE_MS = 15 * 60_000;

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A high-entropy random string (RFC 7636 §4.1: 43 to 128 characters of [A-Za-z0-9-._~]). */
export function randomUrlSafe(bytes = 32): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** code_challenge = BASE64URL(SHA-256(code_verifier)) (RFC 7636 §4.2, S256). */
export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/**
 * Starts single sign-on: keeps state and code_verifier in sessionStorage and sends the browser to
 * /connect/authorize. The API sends a visitor without a bearer to /auth/sign-in with that request as the callback;
 * after sign-in the SPA completes it and the code comes back to /oauth2/callback.
 */
export async function beginSingleSignOn(options: {
  clientId: string;
  returnTo?: string;
  assign?: (url: string) => void;
  now?: number;
}): Promise<string> {
  const trip: PkceRoundTrip = {
    state: randomUrlSafe(16),
    codeVerifier: randomUrlSafe(32),
    redirectUri: OAUTH_REDIRECT_URI,
    returnTo: options.returnTo,
    createdAt: options.now ?? Date.now(),
  };
  writeSessionJson(SESSION_KEYS.oauth, trip);
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: options.clientId,
    redirect_uri: trip.redirectUri,
    state: trip.state,
    code_challenge: await pkceChallenge(trip.codeVerifier),
    code_challenge_method: 'S256',
  });
  const url = `${AUTHORIZE_PATH}?${query.toString()}`;
  (options.assign ?? ((href) => window.location.assign(href)))(url);
  return url;
}

/**
 * The round trip the callback's `state` belongs to, taken out of sessionStorage (one use). Null when none was
 * started in this tab, when the state does not match (a forged or replayed callback), or when it is too old.
 */
export function takeRoundTrip(state: string | undefined, now: number = Date.now()): PkceRoundTrip | null {
  const trip = readSessionJson<PkceRoundTrip>(SESSION_KEYS.oauth);
  if (!trip || typeof trip.state !== 'string' || typeof trip.codeVerifier !== 'string') return null;
  if (!state || state !== trip.state) return null;
  removeSession(SESSION_KEYS.oauth);
  if (typeof trip.createdAt !== 'number' || now - trip.createdAt > MAX_AGE_MS) return null;
  return trip;
}
