/**
 * Every key Karsaz keeps in the browser, in one place (spec platform-core §9 "stored items").
 * localStorage: the language and the sessions (the staff one and the applicant one); "clear cache" removes
 * everything that is not an authentication entry. sessionStorage: the state of an unfinished sign-up, code or
 * password-reset flow and of a single-sign-on round trip, flushed when the flow ends (spec §4).
 */
export const STORAGE_KEYS = {
  /** The interface language: `fa` or `en`. */
  language: 'lang',
  /** The staff access token (a JWT). Not kept in single-sign-on mode, where it lives in memory only. */
  accessToken: 'access_token',
  /** The staff refresh token (rotated on every use). */
  refreshToken: 'refresh_token',
  /** The scope the tokens were given (`karsaz`). */
  scope: 'scope',
  /** When the staff access token expires: milliseconds since the epoch. */
  expiresAt: 'expires_at',
  /** `true` while signed in, `false` after a sign-out. */
  isLoggedIn: 'isLoggedIn',
  /** `true` in single-sign-on mode (only the refresh token is stored). */
  sso: 'sso',
  /** The applicant's own session (recruitment): access token, refresh token, expiry. */
  applicantAccessToken: 'applicant_access_token',
  applicantRefreshToken: 'applicant_refresh_token',
  applicantExpiresAt: 'applicant_expires_at',
  /** The user's main page (setting page): its title and url, the mobile bar's second entry. */
  mainPageTitle: 'main_page_title',
  mainPageUrl: 'main_page_url',
  /** The colour scheme chosen on the setting page: `light`, `dark` or `auto`. */
  theme: 'theme',
  /** The financial year chosen in the header (its id), sent as X-Financial-Year. */
  financialYear: 'financial_year',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The authentication entries: "clear cache" keeps these and removes every other stored item (spec §9). */
export const AUTH_STORAGE_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.scope,
  STORAGE_KEYS.expiresAt,
  STORAGE_KEYS.isLoggedIn,
  STORAGE_KEYS.sso,
  STORAGE_KEYS.applicantAccessToken,
  STORAGE_KEYS.applicantRefreshToken,
  STORAGE_KEYS.applicantExpiresAt,
];

/** sessionStorage keys: the temporary state of the auth flows. */
export const SESSION_KEYS = {
  /** The open sign-up / code / reset flow: purpose, mobile number, OTP token, password token (JSON). */
  authFlow: 'auth_flow',
  /** The mobile number last typed on an auth page, offered again on the next one. */
  mobile: 'auth_mobile',
  /** The single-sign-on round trip: state, PKCE code_verifier, redirect_uri and where to go after (JSON). */
  oauth: 'oauth2_pkce',
} as const;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

/** localStorage can be missing or throw (private modes, disabled storage): reading then gives null. */
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch (error) {
    console.warn(`Could not store ${key}`, error);
    return false;
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing stored where there is no storage
  }
}

/** A sessionStorage entry, parsed from JSON; null when missing, unreadable or not JSON. */
export function readSessionJson<T>(key: SessionKey): T | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeSessionJson(key: SessionKey, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`Could not keep ${key}`, error);
  }
}

export function removeSession(key: SessionKey): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // nothing kept where there is no storage
  }
}

/**
 * "Clear cache" (spec §9): removes every localStorage item but the authentication entries, and every
 * sessionStorage item of Karsaz. Answers the keys removed.
 */
export function clearCache(storage: Storage = window.localStorage, session: Storage | null = window.sessionStorage): string[] {
  const keep = new Set<string>(AUTH_STORAGE_KEYS);
  const removed: string[] = [];
  try {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key !== null);
    for (const key of keys) {
      if (!keep.has(key)) {
        storage.removeItem(key);
        removed.push(key);
      }
    }
    if (session) for (const key of Object.values(SESSION_KEYS)) session.removeItem(key);
  } catch (error) {
    console.warn('Could not clear the cache', error);
  }
  return removed;
}
