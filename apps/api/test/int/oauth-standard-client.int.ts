import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from './support';
import { USER } from './identity-support';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const OC = '/api/identity/oauthClient/v1';
const RUN = `${Date.now().toString(36)}${process.pid % 100}`;

/**
 * A standard OAuth 2 client library (openid-client 6, ESM, turned into CommonJS by swc for jest) against the real
 * app on a real port: it configures itself from the metadata, gets a service-account token with
 * client_credentials, and signs a person in through a public client with PKCE and no secret, then refreshes.
 */
describe('a standard OAuth 2 client (openid-client)', () => {
  let t: TestApp;
  let base: string;
  let admin: string;
  let oidc: typeof import('openid-client');
  beforeAll(async () => {
    oidc = await import('openid-client');
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    admin = (await t.http().post(`${USER}/login`).send({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }).expect(200)).body.value.access_token;
  });
  afterAll(() => t.close());

  it('serves the metadata at both well-known paths', async () => {
    for (const path of ['/.well-known/oauth-authorization-server', '/.well-known/openid-configuration']) {
      const meta = (await fetch(`${base}${path}`).then((r) => r.json())) as Record<string, unknown>;
      expect(meta).toMatchObject({
        issuer: base,
        token_endpoint: `${base}/connect/token`,
        authorization_endpoint: `${base}/connect/authorize`,
        grant_types_supported: expect.arrayContaining(['authorization_code', 'refresh_token', 'client_credentials']),
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: expect.arrayContaining(['client_secret_basic', 'client_secret_post', 'none']),
        response_types_supported: ['code'],
      });
    }
  });

  it('discovers the server and gets a service-account token with client_credentials', async () => {
    const roleId = (await t.infra.db.prisma.role.findFirstOrThrow({ where: { isActive: true }, orderBy: { id: 'asc' } })).id;
    const companyId = (await t.infra.db.prisma.company.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
    const clientId = `std-svc-${RUN}`;
    const secret = (await t.http().post(`${OC}/create`).set(bearer(admin)).send({ clientId, name: 'Standard service', kind: 'confidential', redirectUris: [], grantTypes: ['client_credentials'], companyId, roleId }).expect(200)).body.value.clientSecret as string;

    const config = await oidc.discovery(new URL(base), clientId, secret, undefined, { execute: [oidc.allowInsecureRequests] });
    expect(config.serverMetadata().token_endpoint).toBe(`${base}/connect/token`);
    const tokens = await oidc.clientCredentialsGrant(config, { scope: 'karsaz' });
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.refresh_token).toBeUndefined();
    // the token works on the API, in the client's company
    const me = await fetch(`${base}/api/identity/role/v1/gets`, { headers: bearer(tokens.access_token) });
    expect([200, 403]).toContain(me.status);
    const sessions = await t.infra.db.prisma.authSession.findMany({ where: { clientId } });
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ userId: null, companyId });

    // client_secret_basic, as the library sends it when told to
    const basic = await oidc.discovery(new URL(base), clientId, secret, oidc.ClientSecretBasic(secret), { execute: [oidc.allowInsecureRequests] });
    expect((await oidc.clientCredentialsGrant(basic)).access_token).toEqual(expect.any(String));
    // a wrong secret is the library's invalid_client error
    const wrong = await oidc.discovery(new URL(base), clientId, 'not-the-secret', undefined, { execute: [oidc.allowInsecureRequests] });
    await expect(oidc.clientCredentialsGrant(wrong)).rejects.toMatchObject({ error: 'invalid_client' });
  });

  it('signs a person in through a public client with PKCE and no secret, and refreshes', async () => {
    const clientId = `std-pub-${RUN}`;
    const redirect = 'http://127.0.0.1:9/callback';
    await t.http().post(`${OC}/create`).set(bearer(admin)).send({ clientId, name: 'Standard public', kind: 'public', redirectUris: [redirect], grantTypes: ['authorization_code', 'refresh_token'] }).expect(200);
    const config = await oidc.discovery(new URL(base), clientId, undefined, oidc.None(), { execute: [oidc.allowInsecureRequests] });

    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(config, { redirect_uri: redirect, scope: 'karsaz', code_challenge: await oidc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256', state });
    // the person is signed in to Karsaz (the browser would go through the sign-in page): the SPA asks for the code
    const answer = (await fetch(url, { headers: bearer(admin) }).then((r) => r.json())) as { value: { redirectUrl: string } };
    const tokens = await oidc.authorizationCodeGrant(config, new URL(answer.value.redirectUrl), { pkceCodeVerifier: verifier, expectedState: state });
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect((await fetch(`${base}${USER}/profile`, { headers: bearer(tokens.access_token) })).status).toBe(200);

    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect((await fetch(`${base}${USER}/profile`, { headers: bearer(refreshed.access_token) })).status).toBe(200);
    // the used refresh token is spent (rotation); reusing it is refused
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
  });
});
