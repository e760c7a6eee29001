import { OAuthError, type TokenResponse } from '@karsaz/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLICANT_SESSION_KEYS, STAFF_SESSION_KEYS, SessionStore, type SessionEvent, type SessionStoreOptions } from './session';

const MINUTE = 60_000;

function tokens(n: number, expiresIn = 900): TokenResponse {
  return { access_token: `access-${n}`, refresh_token: `refresh-${n}`, expires_in: expiresIn, scope: 'karsaz', token_type: 'Bearer' };
}

/** A store on the real localStorage with fake timers; `refresh` answers tokens 2, 3, … unless replaced. */
function makeStore(overrides: Partial<SessionStoreOptions> = {}) {
  let next = 2;
  const refresh = vi.fn<SessionStoreOptions['refresh']>(async () => tokens(next++));
  const store = new SessionStore({ keys: STAFF_SESSION_KEYS, refresh, locks: null, eventTarget: null, ...overrides });
  const events: SessionEvent[] = [];
  store.subscribe((event) => events.push(event));
  return { store, refresh: (overrides.refresh as typeof refresh | undefined) ?? refresh, events };
}

const stored = () => ({ ...window.localStorage });

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-21T08:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('sign-in and sign-out (spec §4)', () => {
  it('stores the access token, its expiry and scope and the refresh token, and sets the logged-in flag', () => {
    const { store, events } = makeStore();
    store.signIn(tokens(1));
    expect(stored()).toEqual({
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      scope: 'karsaz',
      expires_at: String(Date.now() + 900_000),
      isLoggedIn: 'true',
    });
    expect(store.isSignedIn()).toBe(true);
    expect(events).toEqual([{ type: 'signed-in' }]);
  });

  it('sign-out clears token, expiry, scope, refresh token and the SSO flag, and sets the flag false', () => {
    const { store, events } = makeStore();
    store.signIn(tokens(1), { sso: true });
    store.signOut('logout');
    expect(stored()).toEqual({ isLoggedIn: 'false' });
    expect(store.isSignedIn()).toBe(false);
    expect(store.refreshScheduled).toBe(false);
    expect(events.at(-1)).toEqual({ type: 'signed-out', reason: 'logout' });
  });

  it('keeps the language and other items when signing out', () => {
    window.localStorage.setItem('lang', 'en');
    const { store } = makeStore();
    store.signIn(tokens(1));
    store.signOut('unauthorized');
    expect(window.localStorage.getItem('lang')).toBe('en');
  });

  it('in single-sign-on mode stores only the refresh token and the SSO flag; the access token stays in memory', async () => {
    const { store, refresh } = makeStore();
    store.signIn(tokens(1), { sso: true });
    expect(stored()).toEqual({ refresh_token: 'refresh-1', sso: 'true' });
    expect(await store.getAccessToken()).toBe('access-1');
    expect(refresh).not.toHaveBeenCalled();

    // a reload: a new store over the same storage has no access token until it refreshes
    const reloaded = makeStore();
    expect(reloaded.store.isSignedIn()).toBe(true);
    expect(reloaded.store.snapshot().accessToken).toBeNull();
    expect(await reloaded.store.getAccessToken()).toBe('access-2');
    expect(reloaded.refresh).toHaveBeenCalledWith('refresh-1', undefined);
    expect(stored()).toEqual({ refresh_token: 'refresh-2', sso: 'true' });
  });

  it('keeps the applicant session apart from the staff one', () => {
    const staff = makeStore();
    const applicant = new SessionStore({ keys: APPLICANT_SESSION_KEYS, refresh: vi.fn(), locks: null, eventTarget: null });
    applicant.signIn({ ...tokens(9), scope: 'applicant' });
    expect(stored()).toEqual({
      applicant_access_token: 'access-9',
      applicant_refresh_token: 'refresh-9',
      applicant_expires_at: String(Date.now() + 900_000),
    });
    expect(applicant.isSignedIn()).toBe(true);
    expect(staff.store.isSignedIn()).toBe(false);
    applicant.signOut('logout');
    expect(stored()).toEqual({});
  });
});

describe('refreshing the access token', () => {
  it('refreshes 60 s before the expiry, by the timer, and schedules the next one', async () => {
    const { store, refresh, events } = makeStore();
    store.start();
    store.signIn(tokens(1));
    await vi.advanceTimersByTimeAsync(14 * MINUTE - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith('refresh-1', undefined);
    expect(window.localStorage.getItem('access_token')).toBe('access-2');
    expect(window.localStorage.getItem('refresh_token')).toBe('refresh-2');
    expect(window.localStorage.getItem('expires_at')).toBe(String(Date.now() + 900_000));
    expect(events.at(-1)).toEqual({ type: 'refreshed' });
    await vi.advanceTimersByTimeAsync(14 * MINUTE);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(refresh).toHaveBeenLastCalledWith('refresh-2', undefined);
    store.stop();
  });

  it('a call that finds the token about to expire waits for a refresh first', async () => {
    const { store, refresh } = makeStore();
    store.signIn(tokens(1));
    vi.setSystemTime(Date.now() + 14 * MINUTE + 30_000);
    expect(await store.getAccessToken()).toBe('access-2');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('is single-flight: parallel callers share one refresh', async () => {
    let release!: (value: TokenResponse) => void;
    const refresh = vi.fn<SessionStoreOptions['refresh']>(() => new Promise((resolve) => (release = resolve)));
    const { store } = makeStore({ refresh });
    store.signIn(tokens(1, 30));
    const calls = [store.getAccessToken(), store.getAccessToken(), store.refresh(), store.getAccessToken()];
    await Promise.resolve();
    release(tokens(2));
    const results = await Promise.all(calls);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(results).toEqual(['access-2', 'access-2', true, 'access-2']);
  });

  it('a refused refresh signs out', async () => {
    const refresh = vi.fn<SessionStoreOptions['refresh']>(async () => {
      throw new OAuthError(400, 'invalid_grant', 'the refresh token was already used; the session has ended');
    });
    const { store, events } = makeStore({ refresh });
    store.signIn(tokens(1, 30));
    expect(await store.getAccessToken()).toBeNull();
    expect(store.isSignedIn()).toBe(false);
    expect(stored()).toEqual({ isLoggedIn: 'false' });
    expect(events.at(-1)).toEqual({ type: 'signed-out', reason: 'refresh-failed' });
  });

  it('offline, keeps the session while the token lasts and tries again', async () => {
    const refresh = vi
      .fn<SessionStoreOptions['refresh']>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(tokens(2));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store } = makeStore({ refresh, retryDelayMs: 5_000 });
    store.start();
    store.signIn(tokens(1));
    await vi.advanceTimersByTimeAsync(14 * MINUTE);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(store.isSignedIn()).toBe(true);
    // a call in the last minute tries too; unanswered, it still gets the token that has not expired
    expect(await store.getAccessToken()).toBe('access-1');
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(window.localStorage.getItem('access_token')).toBe('access-2');
    expect(warn).toHaveBeenCalledWith('The token refresh did not get an answer; trying again', expect.any(TypeError));
    store.stop();
  });

  it('offline after the access token has expired, signs out', async () => {
    const refresh = vi.fn<SessionStoreOptions['refresh']>().mockRejectedValue(new TypeError('Failed to fetch'));
    const { store, events } = makeStore({ refresh });
    store.signIn(tokens(1));
    vi.setSystemTime(Date.now() + 16 * MINUTE);
    expect(await store.getAccessToken()).toBeNull();
    expect(store.isSignedIn()).toBe(false);
    expect(events.at(-1)).toEqual({ type: 'signed-out', reason: 'refresh-failed' });
  });

  it('adopts the token another tab has just obtained instead of replaying the rotated refresh token', async () => {
    const { store, refresh } = makeStore();
    store.signIn(tokens(1, 30));
    // the other tab refreshed: storage holds its new tokens
    window.localStorage.setItem('access_token', 'access-other');
    window.localStorage.setItem('refresh_token', 'refresh-other');
    window.localStorage.setItem('expires_at', String(Date.now() + 900_000));
    expect(await store.getAccessToken()).toBe('access-other');
    expect(await store.refresh()).toBe(true);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('when another tab rotated the token during its own refresh, retries once with the new one', async () => {
    const refresh = vi.fn<SessionStoreOptions['refresh']>(async (refreshToken) => {
      if (refreshToken === 'refresh-1') {
        window.localStorage.setItem('refresh_token', 'refresh-other');
        throw new OAuthError(400, 'invalid_grant', 'the refresh token was just used');
      }
      return tokens(3);
    });
    const { store } = makeStore({ refresh });
    store.signIn(tokens(1, 30));
    expect(await store.getAccessToken()).toBe('access-3');
    expect(refresh.mock.calls.map(([token]) => token)).toEqual(['refresh-1', 'refresh-other']);
    expect(store.isSignedIn()).toBe(true);
  });

  it('takes turns with other tabs through a Web Lock named after the session', async () => {
    const names: string[] = [];
    const locks = {
      request: vi.fn(async (name: string, callback: () => Promise<boolean>) => {
        names.push(name);
        return callback();
      }),
    } as unknown as Pick<LockManager, 'request'>;
    const { store } = makeStore({ locks });
    store.signIn(tokens(1, 30));
    await store.getAccessToken();
    expect(names).toEqual(['karsaz-refresh:refresh_token']);
  });

  it('switches company with company_id, and a refused switch leaves the session as it was', async () => {
    const refresh = vi
      .fn<SessionStoreOptions['refresh']>()
      .mockResolvedValueOnce(tokens(2))
      .mockRejectedValueOnce(new OAuthError(400, 'invalid_grant', 'the user is not assigned to that company'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store } = makeStore({ refresh });
    store.signIn(tokens(1));
    expect(await store.refresh({ companyId: 2 })).toBe(true);
    expect(refresh).toHaveBeenLastCalledWith('refresh-1', 2);
    expect(await store.refresh({ companyId: 9 })).toBe(false);
    expect(store.isSignedIn()).toBe(true);
    expect(window.localStorage.getItem('access_token')).toBe('access-2');
    expect(warn).toHaveBeenCalledWith('The company switch was refused', expect.any(OAuthError));
  });
});

describe('401 and 403 answers (spec §8; issue 11)', () => {
  const request = (authorization?: string) =>
    new Request('http://karsaz.test/api/identity/user/v1/profile', { headers: authorization ? { Authorization: authorization } : {} });

  it('a 403 (a permission the user lacks) leaves the session as it is', async () => {
    const { store, events, refresh } = makeStore();
    store.signIn(tokens(1));
    await store.handleUnauthorized(403, request('Bearer access-1'));
    expect(store.isSignedIn()).toBe(true);
    expect(window.localStorage.getItem('access_token')).toBe('access-1');
    expect(refresh).not.toHaveBeenCalled();
    expect(events).toEqual([{ type: 'signed-in' }]);
  });

  it('a 401 refreshes the refused token, even one not about to expire, and stays signed in', async () => {
    const { store, events, refresh } = makeStore();
    store.signIn(tokens(1));
    await store.handleUnauthorized(401, request('Bearer access-1'));
    expect(refresh).toHaveBeenCalledWith('refresh-1', undefined);
    expect(store.isSignedIn()).toBe(true);
    expect(window.localStorage.getItem('access_token')).toBe('access-2');
    expect(events.at(-1)).toEqual({ type: 'refreshed' });
  });

  it('a 401 whose refresh is refused ends the session', async () => {
    const refresh = vi.fn<SessionStoreOptions['refresh']>().mockRejectedValue(new OAuthError(400, 'invalid_grant', 'revoked'));
    const { store, events } = makeStore({ refresh });
    store.signIn(tokens(1));
    await store.handleUnauthorized(401, request('Bearer access-1'));
    expect(store.isSignedIn()).toBe(false);
    expect(stored()).toEqual({ isLoggedIn: 'false' });
    expect(events.at(-1)).toEqual({ type: 'signed-out', reason: 'refresh-failed' });
  });

  it('a 401 for a token already replaced asks for nothing', async () => {
    const { store, refresh } = makeStore();
    store.signIn(tokens(1));
    await store.refresh({ rejected: 'access-1' });
    expect(refresh).toHaveBeenCalledTimes(1);
    await store.handleUnauthorized(401, request('Bearer access-1'));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(store.isSignedIn()).toBe(true);
  });

  it('a refused public call (a wrong password) says nothing about the session', async () => {
    const { store, events } = makeStore();
    store.signIn(tokens(1));
    await store.handleUnauthorized(401, request());
    expect(store.isSignedIn()).toBe(true);
    expect(events).toEqual([{ type: 'signed-in' }]);
  });
});

describe('other tabs', () => {
  it('follows a sign-out in another tab', () => {
    const target = new EventTarget();
    const { store, events } = makeStore({ eventTarget: target as unknown as Window });
    store.start();
    store.signIn(tokens(1));
    window.localStorage.removeItem('refresh_token');
    window.localStorage.setItem('isLoggedIn', 'false');
    target.dispatchEvent(new StorageEvent('storage', { key: 'refresh_token' }));
    expect(events.at(-1)).toEqual({ type: 'signed-out', reason: 'other-tab' });
    expect(store.refreshScheduled).toBe(false);
    store.stop();
  });

  it('while the page unloads, an aborted refresh does not wipe the session the next page signs in with', async () => {
    const target = new EventTarget();
    const refresh = vi.fn<SessionStoreOptions['refresh']>().mockRejectedValue(new TypeError('Failed to fetch'));
    const { store, events } = makeStore({ refresh, eventTarget: target as unknown as Window });
    store.start();
    store.signIn(tokens(1, 30));
    vi.setSystemTime(Date.now() + 60_000);
    target.dispatchEvent(new Event('pagehide'));
    expect(await store.getAccessToken()).toBeNull();
    store.signOut('unauthorized');
    expect(window.localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(events).toEqual([{ type: 'signed-in' }]);
    // an explicit logout still ends it; and a page back from the back-forward cache is alive again
    target.dispatchEvent(new Event('pageshow'));
    store.signOut('unauthorized');
    expect(window.localStorage.getItem('refresh_token')).toBeNull();
    store.stop();
  });

  it('ignores storage events of other keys', () => {
    const target = new EventTarget();
    const { store, events } = makeStore({ eventTarget: target as unknown as Window });
    store.start();
    store.signIn(tokens(1));
    target.dispatchEvent(new StorageEvent('storage', { key: 'lang' }));
    expect(events).toEqual([{ type: 'signed-in' }]);
    store.stop();
  });
});
