import { BASE_PATH } from '../router/paths';

/** The API's single-sign-on entry: a sign-in whose callback is this path completes an authorization request. */
export const AUTHORIZE_PATH = '/connect/authorize';

export type SafeCallback =
  /** a page of this app: path (relative to /common/), query and hash */
  | { kind: 'app'; href: string }
  /** GET /connect/authorize?… of the API, fetched with the bearer after sign-in */
  | { kind: 'authorize'; href: string };

const MAX_LENGTH = 4096;
const PROBE_ORIGIN = 'http://karsaz.invalid';
/** The pages a sign-in must not lead back to (they would loop, or end another flow). */
const NO_RETURN = /^\/(auth(\/|$)|oauth2\/callback(\/|$)|applicant-register(\/|$))/;

/**
 * Checks the `callback` of /auth/sign-in, where the user goes once signed in. Only a path of this app (with its
 * query and hash; `/common/…` is accepted too) or the API's `/connect/authorize?…` passes. Everything that could
 * leave the site is refused: an absolute URL, a protocol-relative `//host`, backslashes (browsers read `\` as
 * `/`), `javascript:` and other schemes, control characters, or an encoded `//` at the start. The auth pages
 * themselves are refused too. Null means "go to the dashboard".
 */
export function sanitizeCallback(raw: unknown): SafeCallback | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  // control characters and whitespace (browsers strip some of them before resolving a URL), and backslashes
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(raw)) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (decodedPath.startsWith('//') || decodedPath.includes('\\')) return null;

  if (url.pathname === AUTHORIZE_PATH) return { kind: 'authorize', href: `${url.pathname}${url.search}` };

  let path = url.pathname;
  const base = BASE_PATH.replace(/\/$/, '');
  if (path === base) path = '/';
  else if (path.startsWith(`${base}/`)) path = path.slice(base.length);
  if (NO_RETURN.test(path)) return null;
  return { kind: 'app', href: `${path}${url.search}${url.hash}` };
}

/** The callback of a page the guard turned away: its path, query and hash (the router's, without /common/). */
export function callbackFor(location: { href: string }): string | undefined {
  const safe = sanitizeCallback(location.href);
  return safe && safe.href !== '/' ? safe.href : undefined;
}

/** `?callback=` of the sign-in and code pages: where to go once signed in (checked again before it is used). */
export const callbackSearch = (search: Record<string, unknown>): { callback?: string } => {
  const callback = search.callback;
  return typeof callback === 'string' && callback !== '' ? { callback } : {};
};
