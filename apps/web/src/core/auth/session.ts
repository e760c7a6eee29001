import { OAuthError, type TokenResponse } from '@karsaz/api-client';
import { STORAGE_KEYS, type StorageKey } from '../storage/storage';

/** Where one session keeps its items in localStorage. */
export interface SessionKeys {
  accessToken: StorageKey;
  refreshToken: StorageKey;
  expiresAt: StorageKey;
  /** The staff session also keeps the scope, the logged-in flag and the single-sign-on flag (spec §4). */
  scope?: StorageKey;
  isLoggedIn?: StorageKey;
  sso?: StorageKey;
}

export const STAFF_SESSION_KEYS: SessionKeys = {
  accessToken: STORAGE_KEYS.accessToken,
  refreshToken: STORAGE_KEYS.refreshToken,
  expiresAt: STORAGE_KEYS.expiresAt,
  scope: STORAGE_KEYS.scope,
  isLoggedIn: STORAGE_KEYS.isLoggedIn,
  sso: STORAGE_KEYS.sso,
};

export const APPLICANT_SESSION_KEYS: SessionKeys = {
  accessToken: STORAGE_KEYS.applicantAccessToken,
  refreshToken: STORAGE_KEYS.applicantRefreshToken,
  expiresAt: STORAGE_KEYS.applicantExpiresAt,
};

export interface SessionSnapshot {
  signedIn: boolean;
  accessToken: string | null;
  refreshToken: string | null;
  /** milliseconds since the epoch */
  expiresAt: number | null;
  scope: string | null;
  sso: boolean;
}

export type SignOutReason = 'logout' | 'unauthorized' | 'refresh-failed' | 'profile' | 'other-tab';

export type SessionEvent =
  | { type: 'signed-in' }
  | { type: 'refreshed' }
  | { type: 'signed-out'; reason: SignOutReason }
  /** another tab changed the stored session (a refresh, a sign-in) */
  | { type: 'changed' };

export interface SessionStoreOptions {
  keys: SessionKeys;
  /** The refresh-token grant (POST /connect/token); rejects with OAuthError when refused, TypeError offline. */
  refresh: (refreshToken: string, companyId?: number) => Promise<TokenResponse>;
  storage?: Storage;
  now?: () => number;
  /** How long before the expiry the access token is refreshed. */
  refreshLeadMs?: number;
  /** After a refresh the server did not answer (offline, 5xx), the next try, while the access token lasts. */
  retryDelayMs?: number;
  /** Serialises refreshes across the tabs of one browser (they share the refresh token); null: no lock. */
  locks?: Pick<LockManager, 'request'> | null;
  lockName?: string;
  /** Where the `storage` events of other tabs arrive; null: not watched. */
  eventTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

/** The spec's lead: refresh one minute before the access token expires. */
export const REFRESH_LEAD_MS = 60_000;

/**
 * One session (the staff's, or the applicant's) over localStorage (spec §4, §9). Sign-in stores the access token,
 * its expiry and scope and the refresh token, and sets the logged-in flag; sign-out clears them and sets the flag
 * false. In single-sign-on mode only the refresh token (and the SSO flag) is stored: the access token lives in
 * memory and a reload gets a new one by refreshing.
 *
 * The access token is refreshed `refreshLeadMs` before it expires, by a timer and before any call that finds it
 * about to expire. Refreshes are single-flight: parallel callers share one, and tabs take turns through a Web
 * Lock, adopting a token another tab has just obtained instead of replaying a rotated refresh token (the server
 * ends the session on a replay). A refused refresh signs out.
 */
export class SessionStore {
  private readonly keys: SessionKeys;
  private readonly refresher: SessionStoreOptions['refresh'];
  private readonly storageOverride?: Storage;
  private readonly now: () => number;
  private readonly lead: number;
  private readonly retryDelay: number;
  private readonly locks: Pick<LockManager, 'request'> | null;
  private readonly lockName: string;
  private readonly eventTarget: SessionStoreOptions['eventTarget'];
  private readonly listeners = new Set<(event: SessionEvent, snapshot: SessionSnapshot) => void>();
  /** The single-sign-on access token, its expiry and scope: never written to storage. */
  private memory: { accessToken: string; expiresAt: number; scope: string } | null = null;
  private inflight: Promise<boolean> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private started = false;
  /** The page is going away (pagehide): calls it aborts are not failures of the session. */
  private unloading = false;

  constructor(options: SessionStoreOptions) {
    this.keys = options.keys;
    this.refresher = options.refresh;
    this.storageOverride = options.storage;
    this.now = options.now ?? (() => Date.now());
    this.lead = options.refreshLeadMs ?? REFRESH_LEAD_MS;
    this.retryDelay = options.retryDelayMs ?? 10_000;
    this.locks = options.locks !== undefined ? options.locks : (globalThis.navigator?.locks ?? null);
    this.lockName = options.lockName ?? `karsaz-refresh:${options.keys.refreshToken}`;
    this.eventTarget = options.eventTarget !== undefined ? options.eventTarget : typeof window === 'undefined' ? null : window;
  }

  // ---- storage -------------------------------------------------------------------------------------------------

  private get storage(): Storage | null {
    if (this.storageOverride) return this.storageOverride;
    try {
      return window.localStorage;
    } catch {
      return null;
    }
  }

  private read(key: StorageKey | undefined): string | null {
    if (!key) return null;
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  private write(key: StorageKey | undefined, value: string | null): void {
    if (!key) return;
    try {
      if (value === null) this.storage?.removeItem(key);
      else this.storage?.setItem(key, value);
    } catch (error) {
      console.warn(`Could not store ${key}`, error);
    }
  }

  /** The session as it stands now (storage, and memory in single-sign-on mode). */
  snapshot(): SessionSnapshot {
    const sso = this.read(this.keys.sso) === 'true';
    const refreshToken = this.read(this.keys.refreshToken);
    const flagged = this.keys.isLoggedIn ? this.read(this.keys.isLoggedIn) === 'true' || sso : true;
    const stored = {
      accessToken: this.read(this.keys.accessToken),
      expiresAt: Number(this.read(this.keys.expiresAt)) || null,
      scope: this.read(this.keys.scope),
    };
    const live = sso ? { accessToken: this.memory?.accessToken ?? null, expiresAt: this.memory?.expiresAt ?? null, scope: this.memory?.scope ?? null } : stored;
    return { signedIn: !!refreshToken && flagged, refreshToken, sso, ...live };
  }

  isSignedIn(): boolean {
    return this.snapshot().signedIn;
  }

  /** Keeps the tokens of a sign-in (password, code, authorization code) and starts refreshing them. */
  signIn(tokens: TokenResponse, options: { sso?: boolean } = {}): void {
    this.store(tokens, options.sso ?? false);
    this.emit({ type: 'signed-in' });
  }

  private store(tokens: TokenResponse, sso: boolean): void {
    const expiresAt = this.now() + Math.max(0, Number(tokens.expires_in) || 0) * 1000;
    this.write(this.keys.refreshToken, tokens.refresh_token);
    if (sso && this.keys.sso) {
      this.memory = { accessToken: tokens.access_token, expiresAt, scope: tokens.scope };
      this.write(this.keys.accessToken, null);
      this.write(this.keys.expiresAt, null);
      this.write(this.keys.scope, null);
      this.write(this.keys.isLoggedIn, null);
      this.write(this.keys.sso, 'true');
    } else {
      this.memory = null;
      this.write(this.keys.accessToken, tokens.access_token);
      this.write(this.keys.expiresAt, String(expiresAt));
      this.write(this.keys.scope, tokens.scope);
      this.write(this.keys.isLoggedIn, 'true');
      this.write(this.keys.sso, null);
    }
    this.schedule();
  }

  /**
   * Clears the tokens, expiry, scope, refresh token and SSO flag and sets the logged-in flag false (spec §4).
   * While the page unloads only an explicit logout does: a reload aborts the calls in flight, and their failure
   * must not wipe the storage the next page (and the other tabs) sign in with.
   */
  signOut(reason: SignOutReason): void {
    if (this.unloading && reason !== 'logout') return;
    const wasSignedIn = this.isSignedIn();
    this.clearStored();
    if (wasSignedIn || reason === 'logout') this.emit({ type: 'signed-out', reason });
  }

  private clearStored(): void {
    this.memory = null;
    this.cancelTimer();
    this.write(this.keys.accessToken, null);
    this.write(this.keys.refreshToken, null);
    this.write(this.keys.expiresAt, null);
    this.write(this.keys.scope, null);
    this.write(this.keys.sso, null);
    this.write(this.keys.isLoggedIn, this.keys.isLoggedIn ? 'false' : null);
  }

  // ---- tokens --------------------------------------------------------------------------------------------------

  private fresh(snapshot: SessionSnapshot): boolean {
    return !!snapshot.accessToken && snapshot.expiresAt !== null && snapshot.expiresAt - this.now() > this.lead;
  }

  /** The access token for a call: refreshed first when it is missing or about to expire; null when signed out. */
  async getAccessToken(): Promise<string | null> {
    const current = this.snapshot();
    if (!current.signedIn) return null;
    if (this.fresh(current)) return current.accessToken;
    const ok = await this.refresh();
    if (ok) return this.snapshot().accessToken;
    // the server did not answer: the token may still be good for its last minute
    const after = this.snapshot();
    return after.signedIn && after.accessToken && (after.expiresAt ?? 0) > this.now() ? after.accessToken : null;
  }

  /**
   * Gets a new access token with the refresh token. Single-flight: while one refresh runs every caller shares it.
   * `companyId` switches company (spec §4): it always asks the server, after any refresh already running.
   * `rejected`: the access token a 401 has just refused, which is not taken as fresh.
   */
  refresh(options: { companyId?: number; rejected?: string } = {}): Promise<boolean> {
    if (options.companyId !== undefined) {
      const after = this.inflight ?? Promise.resolve(true);
      return after.then(() => this.runExclusive(() => this.doRefresh(options.companyId)));
    }
    if (!this.inflight) {
      this.inflight = this.runExclusive(() => this.doRefresh(undefined, options.rejected)).finally(() => {
        this.inflight = null;
      });
    }
    return this.inflight;
  }

  private async runExclusive(task: () => Promise<boolean>): Promise<boolean> {
    if (!this.locks) return task();
    try {
      return await this.locks.request(this.lockName, task);
    } catch (error) {
      // a lock manager that refuses (an opaque origin) must not stop the refresh
      if (error instanceof DOMException && error.name === 'SecurityError') return task();
      throw error;
    }
  }

  private async doRefresh(companyId: number | undefined, rejected?: string): Promise<boolean> {
    const before = this.snapshot();
    if (!before.signedIn || !before.refreshToken) return false;
    // another tab may have refreshed while this one waited for the lock: its stored token is the one to use (not
    // when that token is the one the server has just refused)
    if (companyId === undefined && !before.sso && this.fresh(before) && before.accessToken !== rejected) {
      this.schedule();
      return true;
    }
    try {
      this.store(await this.refresher(before.refreshToken, companyId), before.sso);
      this.emit({ type: 'refreshed' });
      return true;
    } catch (error) {
      const after = this.snapshot();
      // a tab without locks rotated the token meanwhile: ours was refused as used; try once with the new one
      if (error instanceof OAuthError && after.refreshToken && after.refreshToken !== before.refreshToken) {
        if (companyId === undefined && !after.sso && this.fresh(after)) return true;
        try {
          this.store(await this.refresher(after.refreshToken, companyId), after.sso);
          this.emit({ type: 'refreshed' });
          return true;
        } catch (retryError) {
          return this.refreshFailed(retryError, companyId);
        }
      }
      return this.refreshFailed(error, companyId);
    }
  }

  private refreshFailed(error: unknown, companyId: number | undefined): boolean {
    const refused = error instanceof OAuthError && error.status >= 400 && error.status < 500;
    if (refused && companyId !== undefined && error.error === 'invalid_grant' && this.snapshot().signedIn) {
      // a company the user is not assigned to: the session itself is fine (the token was not spent)
      console.warn('The company switch was refused', error);
      return false;
    }
    const current = this.snapshot();
    if (!refused && current.accessToken && (current.expiresAt ?? 0) > this.now()) {
      // offline or a server fault: keep the token while it lasts and try again shortly
      console.warn('The token refresh did not get an answer; trying again', error);
      this.schedule(this.retryDelay);
      return false;
    }
    this.signOut('refresh-failed');
    return false;
  }

  // ---- timer, other tabs, listeners ----------------------------------------------------------------------------

  /** Starts the refresh timer and the watch on other tabs; call once when the app starts. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.eventTarget?.addEventListener('storage', this.onStorage);
    this.eventTarget?.addEventListener('pagehide', this.onPageHide);
    this.eventTarget?.addEventListener('pageshow', this.onPageShow);
    this.schedule();
  }

  stop(): void {
    this.started = false;
    this.cancelTimer();
    this.eventTarget?.removeEventListener('storage', this.onStorage);
    this.eventTarget?.removeEventListener('pagehide', this.onPageHide);
    this.eventTarget?.removeEventListener('pageshow', this.onPageShow);
  }

  private readonly onPageHide = () => {
    this.unloading = true;
  };

  /** Back from the back-forward cache: the page lives again. */
  private readonly onPageShow = () => {
    this.unloading = false;
  };

  private cancelTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** The next refresh: `delayMs` from now, or `refreshLeadMs` before the access token expires. */
  private schedule(delayMs?: number): void {
    this.cancelTimer();
    const s = this.snapshot();
    if (!s.signedIn) return;
    const due = delayMs ?? (s.expiresAt === null ? 0 : Math.max(0, s.expiresAt - this.lead - this.now()));
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.refresh();
    }, Math.min(due, 2 ** 31 - 1));
  }

  /** Whether a refresh timer is set. */
  get refreshScheduled(): boolean {
    return this.timer !== null;
  }

  private readonly onStorage = (event: StorageEvent) => {
    const mine: (string | undefined)[] = [this.keys.refreshToken, this.keys.accessToken, this.keys.isLoggedIn, this.keys.sso];
    if (event.key !== null && !mine.includes(event.key)) return;
    const s = this.snapshot();
    if (!s.signedIn) {
      this.memory = null;
      this.cancelTimer();
      this.emit({ type: 'signed-out', reason: 'other-tab' });
      return;
    }
    this.schedule();
    this.emit({ type: 'changed' });
  };

  /** Listens to sign-in, refresh and sign-out; answers the way to stop listening. */
  subscribe(listener: (event: SessionEvent, snapshot: SessionSnapshot) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: SessionEvent): void {
    const snapshot = this.snapshot();
    for (const listener of [...this.listeners]) listener(event, snapshot);
  }

  /**
   * The API client's 401/403 handler (spec §6, §8; issue 11). A 403 refuses a permission the user lacks: the session
   * is fine, the user stays signed in and the failed call shows the server's access message (the global error
   * dialog). A 401 refuses the bearer itself: the access token is refreshed (whatever its expiry says), and only a
   * refused refresh ends the session. A public call (a wrong password) carries no bearer and is left to its form;
   * a 401 for a token already replaced (a refresh raced the call) needs nothing. Answers when the handling is done.
   */
  async handleUnauthorized(status: 401 | 403, request: Request): Promise<void> {
    const authorization = request.headers.get('Authorization');
    if (!authorization || status !== 401 || !this.isSignedIn()) return;
    const sent = authorization.replace(/^Bearer\s+/i, '');
    if (this.snapshot().accessToken !== sent) return;
    await this.refresh({ rejected: sent });
  }
}
