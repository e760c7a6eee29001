import { describe, expect, it } from 'vitest';
import { callbackFor, sanitizeCallback } from './callback';

describe('sanitizeCallback: where sign-in may lead (open-redirect check)', () => {
  it('accepts paths of this app, with query and hash', () => {
    expect(sanitizeCallback('/profile')).toEqual({ kind: 'app', href: '/profile' });
    expect(sanitizeCallback('/setting?tab=2#date-time')).toEqual({ kind: 'app', href: '/setting?tab=2#date-time' });
    expect(sanitizeCallback('/dashboard-2')).toEqual({ kind: 'app', href: '/dashboard-2' });
  });

  it('accepts the app paths with the /common/ base path, without it', () => {
    expect(sanitizeCallback('/common/profile?x=1')).toEqual({ kind: 'app', href: '/profile?x=1' });
    expect(sanitizeCallback('/common')).toEqual({ kind: 'app', href: '/' });
  });

  it('recognises the API’s /connect/authorize request (single sign-on)', () => {
    const href = '/connect/authorize?response_type=code&client_id=karsaz-web&redirect_uri=%2Fcommon%2Foauth2%2Fcallback&state=s';
    expect(sanitizeCallback(href)).toEqual({ kind: 'authorize', href });
  });

  it.each([
    ['an absolute URL', 'https://evil.example/steal'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'profile'],
    ['a tab in the host part', '/\t/evil.example'],
    ['a leading space', ' /profile'],
    ['an encoded double slash', '/%2F%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an empty string', ''],
    ['a number', 42],
    ['nothing', undefined],
  ])('refuses %s', (_what, value) => {
    expect(sanitizeCallback(value)).toBeNull();
  });

  it('refuses the auth pages themselves (they would loop)', () => {
    expect(sanitizeCallback('/auth/sign-in?callback=%2Fprofile')).toBeNull();
    expect(sanitizeCallback('/common/auth/verify-mobile')).toBeNull();
    expect(sanitizeCallback('/oauth2/callback?code=x')).toBeNull();
    expect(sanitizeCallback('/applicant-register')).toBeNull();
  });

  it('refuses a very long callback', () => {
    expect(sanitizeCallback(`/${'a'.repeat(5000)}`)).toBeNull();
  });
});

describe('callbackFor', () => {
  it('gives the page the guard turned away, or nothing for the root', () => {
    expect(callbackFor({ href: '/setting?x=1' })).toBe('/setting?x=1');
    expect(callbackFor({ href: '/' })).toBeUndefined();
    expect(callbackFor({ href: '/auth/sign-up' })).toBeUndefined();
  });
});
