import { describe, expect, it, vi } from 'vitest';
import { OAUTH_REDIRECT_URI, beginSingleSignOn, pkceChallenge, randomUrlSafe, takeRoundTrip } from './pkce';

describe('PKCE (RFC 7636)', () => {
  it('derives the S256 challenge of the RFC’s example', async () => {
    expect(await pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('makes verifiers of 43 URL-safe characters, different every time', () => {
    const a = randomUrlSafe(32);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomUrlSafe(32)).not.toBe(a);
  });
});

describe('the single-sign-on round trip', () => {
  it('keeps state and verifier in sessionStorage and sends the browser to /connect/authorize', async () => {
    const assign = vi.fn();
    const url = await beginSingleSignOn({ clientId: 'karsaz-web', returnTo: '/profile', assign, now: 1000 });
    expect(assign).toHaveBeenCalledWith(url);
    const target = new URL(url, 'http://karsaz.test');
    expect(target.pathname).toBe('/connect/authorize');
    const trip = JSON.parse(window.sessionStorage.getItem('oauth2_pkce')!);
    expect(Object.fromEntries(target.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'karsaz-web',
      redirect_uri: '/common/oauth2/callback',
      state: trip.state,
      code_challenge: await pkceChallenge(trip.codeVerifier),
      code_challenge_method: 'S256',
    });
    expect(trip).toMatchObject({ redirectUri: OAUTH_REDIRECT_URI, returnTo: '/profile', createdAt: 1000 });
    expect(window.localStorage.length).toBe(0);
  });

  it('gives the round trip back once, for its own state only', async () => {
    await beginSingleSignOn({ clientId: 'karsaz-web', assign: () => {}, now: 1000 });
    const { state } = JSON.parse(window.sessionStorage.getItem('oauth2_pkce')!);
    expect(takeRoundTrip('forged', 2000)).toBeNull();
    expect(takeRoundTrip(undefined, 2000)).toBeNull();
    // a forged answer does not spend the real round trip
    expect(takeRoundTrip(state, 2000)).toMatchObject({ state });
    expect(takeRoundTrip(state, 2000)).toBeNull();
  });

  it('refuses a round trip that is too old', async () => {
    await beginSingleSignOn({ clientId: 'karsaz-web', assign: () => {}, now: 1000 });
    const { state } = JSON.parse(window.sessionStorage.getItem('oauth2_pkce')!);
    expect(takeRoundTrip(state, 1000 + 16 * 60_000)).toBeNull();
  });
});
