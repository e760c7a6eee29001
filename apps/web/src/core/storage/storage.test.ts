import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEYS, STORAGE_KEYS, clearCache } from './storage';

describe('the stored items (spec §9)', () => {
  it('names the authentication entries', () => {
    expect(STORAGE_KEYS).toMatchObject({
      language: 'lang',
      accessToken: 'access_token',
      refreshToken: 'refresh_token',
      scope: 'scope',
      expiresAt: 'expires_at',
      isLoggedIn: 'isLoggedIn',
      sso: 'sso',
    });
    expect([...AUTH_STORAGE_KEYS].sort()).toEqual(
      ['access_token', 'applicant_access_token', 'applicant_expires_at', 'applicant_refresh_token', 'expires_at', 'isLoggedIn', 'refresh_token', 'scope', 'sso'].sort(),
    );
    expect(AUTH_STORAGE_KEYS).not.toContain('lang');
  });
});

describe('clearCache', () => {
  it('removes every stored item except the authentication entries', () => {
    const auth = {
      access_token: 'a',
      refresh_token: 'r',
      scope: 'karsaz',
      expires_at: '1790000000000',
      isLoggedIn: 'true',
      sso: 'true',
      applicant_access_token: 'aa',
      applicant_refresh_token: 'ar',
      applicant_expires_at: '1790000000000',
    };
    for (const [key, value] of Object.entries(auth)) window.localStorage.setItem(key, value);
    window.localStorage.setItem('lang', 'en');
    window.localStorage.setItem('main_page_title', 'داشبورد');
    window.localStorage.setItem('some-widget-state', '{"open":true}');
    window.sessionStorage.setItem('auth_flow', '{"purpose":"signup"}');
    window.sessionStorage.setItem('auth_mobile', '"09121234567"');

    const removed = clearCache();

    expect({ ...window.localStorage }).toEqual(auth);
    expect(removed.sort()).toEqual(['lang', 'main_page_title', 'some-widget-state']);
    expect(window.sessionStorage.getItem('auth_flow')).toBeNull();
    expect(window.sessionStorage.getItem('auth_mobile')).toBeNull();
  });

  it('does nothing harmful when only authentication entries are stored', () => {
    window.localStorage.setItem('refresh_token', 'r');
    expect(clearCache()).toEqual([]);
    expect(window.localStorage.getItem('refresh_token')).toBe('r');
  });
});
