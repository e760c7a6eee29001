import { expect, test } from '@playwright/test';
import { ADMIN, storedItems } from './auth';

test('single sign-on: authorization code with PKCE through the sign-in page, then only the refresh token is stored', async ({ page }) => {
  await page.goto('/common/auth/sign-in');
  // the SPA starts the round trip; the API sends a browser without a bearer back to sign-in with the request
  await page.getByTestId('sso-start').click();
  await expect(page).toHaveURL(/\/common\/auth\/sign-in\?callback=%2Fconnect%2Fauthorize%3F/);
  const callback = new URL(page.url()).searchParams.get('callback')!;
  const authorize = new URLSearchParams(callback.split('?')[1]);
  expect(Object.fromEntries(authorize)).toMatchObject({ response_type: 'code', client_id: 'karsaz-web', redirect_uri: '/common/oauth2/callback', code_challenge_method: 'S256' });
  const trip = await page.evaluate(() => JSON.parse(sessionStorage.getItem('oauth2_pkce') ?? 'null'));
  expect(trip.state).toBe(authorize.get('state'));

  await page.getByRole('textbox', { name: 'شمارهٔ همراه' }).fill(ADMIN.mobile);
  await page.getByLabel(/^رمز عبور/).fill(ADMIN.password);
  const [exchange] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/connect/token') && (r.postData() ?? '').includes('grant_type=authorization_code')),
    page.getByRole('button', { name: 'ورود', exact: true }).click(),
  ]);
  const form = Object.fromEntries(new URLSearchParams(exchange.postData() ?? ''));
  expect(form).toMatchObject({ redirect_uri: '/common/oauth2/callback', code_verifier: trip.codeVerifier, client_id: 'karsaz-web' });

  await expect(page).toHaveURL(/\/common\/dashboard-2$/);
  await expect(page.getByTestId('user-name')).toHaveText(ADMIN.name);
  expect(Object.keys(await storedItems(page)).sort()).toEqual(['refresh_token', 'sso']);
  expect(await page.evaluate(() => sessionStorage.getItem('oauth2_pkce'))).toBeNull();

  // a reload: the access token was only in memory; the stored refresh token gets a new one
  const [refresh] = await Promise.all([page.waitForRequest((r) => r.url().endsWith('/connect/token')), page.reload()]);
  expect(refresh.postData()).toContain('grant_type=refresh_token');
  await expect(page.getByTestId('user-name')).toHaveText(ADMIN.name);
  expect(Object.keys(await storedItems(page)).sort()).toEqual(['refresh_token', 'sso']);
});

test('/oauth2/callback refuses a state this browser did not start', async ({ page }) => {
  await page.goto('/common/oauth2/callback?code=forged&state=forged');
  await expect(page).toHaveTitle('اعتبارسنجی');
  await expect(page.getByTestId('oauth-error')).toContainText('این پاسخ ورود با درخواستی از همین مرورگر جور نیست');
  expect(await storedItems(page)).toEqual({});
});
