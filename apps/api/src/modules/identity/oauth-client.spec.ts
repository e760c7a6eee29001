import { hashPassword } from '../../core/security/passwords';
import { checkClientSecret, hashClientSecret, newClientSecret } from './client-secret';
import { redirectUriProblem } from './oauth-client.controller';

describe('OAuth client secrets', () => {
  it('are 32 random bytes, kept as SHA-256 and compared exactly', async () => {
    const secret = newClientSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newClientSecret()).not.toBe(secret);
    const stored = hashClientSecret(secret);
    expect(stored).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(await checkClientSecret(stored, secret)).toEqual({ ok: true });
    expect((await checkClientSecret(stored, secret.slice(0, -1))).ok).toBe(false);
    expect((await checkClientSecret(stored, undefined)).ok).toBe(false);
    expect((await checkClientSecret(stored, '')).ok).toBe(false);
    expect((await checkClientSecret(stored, 'x'.repeat(600))).ok).toBe(false);
    expect((await checkClientSecret('plain-text-is-never-accepted', 'plain-text-is-never-accepted')).ok).toBe(false);
  });

  it('accept an older argon2 hash and offer its SHA-256 in its place', async () => {
    const stored = await hashPassword('old-secret-of-a-client');
    expect(await checkClientSecret(stored, 'old-secret-of-a-client')).toEqual({ ok: true, rehash: hashClientSecret('old-secret-of-a-client') });
    expect(await checkClientSecret(stored, 'wrong')).toEqual({ ok: false });
  });
});

describe('redirect URIs of OAuth clients', () => {
  it.each([
    'https://erp.example.com/oauth/callback',
    'https://erp.example.com:8443/cb?x=1',
    'http://localhost:5173/cb',
    'http://127.0.0.1/cb',
    'http://[::1]:8080/cb',
    '/common/oauth2/callback',
  ])('accepts %s', (uri) => expect(redirectUriProblem(uri)).toBeNull());

  it.each([
    'http://erp.example.com/cb',
    'https://erp.example.com/cb#frag',
    'https://user:pass@erp.example.com/cb',
    'javascript:alert(1)',
    '//evil.example.com/cb',
    'ftp://erp.example.com/cb',
    'cb',
    '/common/ callback',
  ])('refuses %s', (uri) => expect(redirectUriProblem(uri)).toEqual(expect.any(String)));
});
