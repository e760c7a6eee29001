import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { beginSingleSignOn } from '../../core/auth/pkce';
import { fakeServer, renderApp, storeStaffSession, tokenSet } from '../../test/fakeServer';

async function startRoundTrip(returnTo?: string) {
  let url = '';
  await beginSingleSignOn({ clientId: 'karsaz-web', returnTo, assign: (href) => (url = href) });
  const state = new URL(url, 'http://karsaz.test').searchParams.get('state')!;
  const { codeVerifier } = JSON.parse(window.sessionStorage.getItem('oauth2_pkce')!);
  return { state, codeVerifier };
}

describe('/oauth2/callback', () => {
  it('exchanges the code with the stored verifier and keeps only the refresh token (single-sign-on mode)', async () => {
    const { state, codeVerifier } = await startRoundTrip('/setting');
    const server = fakeServer({ 'POST /connect/token': tokenSet(7) });
    const { location } = await renderApp(`/common/oauth2/callback?code=code-1&state=${state}`, { server });
    await waitFor(() => expect(location()).toBe('/common/setting'));
    expect(server.callsTo('POST', '/connect/token')[0]?.body).toEqual({
      grant_type: 'authorization_code',
      code: 'code-1',
      redirect_uri: '/common/oauth2/callback',
      code_verifier: codeVerifier,
      client_id: 'karsaz-web',
      client_secret: 'karsaz-web',
    });
    expect({ ...window.localStorage }).toEqual({ refresh_token: 'refresh-7', sso: 'true' });
    expect(window.sessionStorage.getItem('oauth2_pkce')).toBeNull();
    // the access token lives in memory: the profile is fetched with it
    expect(server.callsTo('GET', '/api/identity/user/v1/profile')[0]?.authorization).toBe('Bearer access-7');
  });

  it('ends the session the sign-in made on the way, replaced by the single-sign-on one', async () => {
    storeStaffSession();
    const { state } = await startRoundTrip();
    const server = fakeServer({ 'POST /connect/token': tokenSet(8) });
    const { location } = await renderApp(`/common/oauth2/callback?code=code-2&state=${state}`, { server });
    await waitFor(() => expect(location()).toBe('/common/dashboard-2'));
    expect(server.callsTo('POST', '/api/identity/user/v1/logout')[0]?.authorization).toBe('Bearer access-1');
    expect({ ...window.localStorage }).toEqual({ refresh_token: 'refresh-8', sso: 'true' });
  });

  it('refuses an answer whose state this tab did not start', async () => {
    await startRoundTrip();
    const server = fakeServer({ 'POST /connect/token': tokenSet(9) });
    await renderApp('/common/oauth2/callback?code=code-3&state=forged', { server });
    expect(await screen.findByText('این پاسخ ورود با درخواستی از همین مرورگر جور نیست یا زمان آن گذشته است؛ دوباره وارد شوید.')).toBeDefined();
    expect(server.callsTo('POST', '/connect/token')).toHaveLength(0);
    expect(window.localStorage.getItem('refresh_token')).toBeNull();
  });

  it('shows a refused exchange', async () => {
    const { state } = await startRoundTrip();
    const server = fakeServer({
      'POST /connect/token': new Response(JSON.stringify({ error: 'invalid_grant', error_description: 'the code is not valid' }), { status: 400 }),
    });
    await renderApp(`/common/oauth2/callback?code=code-4&state=${state}`, { server });
    expect(await screen.findByText('اعتبار این ورود به پایان رسیده است؛ دوباره وارد شوید.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'بازگشت به صفحهٔ ورود' }).getAttribute('href')).toBe('/common/auth/sign-in');
  });

  it('shows a denied request', async () => {
    await renderApp('/common/oauth2/callback?error=access_denied');
    expect(await screen.findByText('سامانهٔ ورود درخواست را نپذیرفت.')).toBeDefined();
  });
});
