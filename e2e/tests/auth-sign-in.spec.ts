import { expect, test } from '@playwright/test';
import { ADMIN, apiLogin, createUser, persianDigits, signInAsAdmin, storedItems, typeCode } from './auth';
import { expectDocumentLanguage, switchLanguage } from './helpers';
import { lastSmsId, waitForCode } from './sms';

const mobileField = (page: import('@playwright/test').Page) => page.getByRole('textbox', { name: 'شمارهٔ همراه' });

test.describe('sign-in', () => {
  test('the demo administrator signs in and lands on the dashboard with the name in the header', async ({ page }, testInfo) => {
    await page.goto('/common/auth/sign-in');
    await expectDocumentLanguage(page, 'fa');
    await expect(page).toHaveTitle('ورود');
    await expect(page.getByRole('heading', { level: 1, name: 'به کارساز خوش آمدید' })).toBeVisible();
    await expect(page.locator('[data-illustration="sign-in"]').last()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: testInfo.outputPath('sign-in-fa.png') });

    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await expect(page.getByText('شمارهٔ همراه را وارد کنید.')).toBeVisible();
    await expect(page.getByText('رمز عبور را وارد کنید.')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('sign-in-errors-fa.png') });

    await mobileField(page).fill(persianDigits(ADMIN.mobile));
    await page.getByLabel(/^رمز عبور/).fill(ADMIN.password);
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await expect(page).toHaveURL(/\/common\/dashboard-2$/);
    await expect(page.getByTestId('user-name')).toHaveText(ADMIN.name);
    // the device cookie (docs/auth-limits.md): kept by the browser, out of reach of scripts
    const device = (await page.context().cookies()).find((c) => c.name === 'karsaz_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/identity/user/v1', secure: false });
    expect(await page.evaluate(() => document.cookie)).not.toContain('karsaz_device');
    const stored = await storedItems(page);
    expect(stored).toMatchObject({ isLoggedIn: 'true', scope: 'karsaz' });
    expect(Number(stored.expires_at) - Date.now()).toBeGreaterThan(10 * 60_000);

    // a reload keeps the session; opening an auth page while signed in leads to the dashboard
    await page.reload();
    await expect(page.getByTestId('user-name')).toHaveText(ADMIN.name);
    await page.goto('/common/auth/sign-in');
    await expect(page).toHaveURL(/\/common\/dashboard-2$/);
  });

  test('the browser sends its device cookie with the next sign-in', async ({ page, request }) => {
    const user = await createUser(request);
    const signIn = async () => {
      await page.goto('/common/auth/sign-in');
      await mobileField(page).fill(user.mobile);
      await page.getByLabel(/^رمز عبور/).fill(user.password);
      const [login] = await Promise.all([
        page.waitForRequest((r) => r.url().endsWith('/api/identity/user/v1/login') && r.method() === 'POST'),
        page.getByRole('button', { name: 'ورود', exact: true }).click(),
      ]);
      await expect(page).toHaveURL(/\/common\/dashboard-2$/);
      return (await login.allHeaders())['cookie'] ?? '';
    };
    expect(await signIn()).not.toContain('karsaz_device=');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'خروج از حساب' }).click();
    await expect(page).toHaveURL(/\/common\/auth\/sign-in/);
    expect(await signIn()).toContain('karsaz_device=');
  });

  test('a wrong password gets the server’s Persian message', async ({ page }) => {
    await page.goto('/common/auth/sign-in');
    // an unknown number: the same answer as a wrong password, and the demo account is never locked by the tests
    await mobileField(page).fill('09129999999');
    await page.getByLabel(/^رمز عبور/).fill('not-the-password');
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await expect(page.getByTestId('form-error')).toContainText('شمارهٔ همراه یا رمز عبور نادرست است.');
    await expect(page).toHaveURL(/\/common\/auth\/sign-in$/);
    expect(await storedItems(page)).toEqual({});
  });

  test('the sign-in page in English', async ({ page }, testInfo) => {
    await page.goto('/common/auth/sign-in');
    await Promise.all([page.waitForEvent('load'), page.getByRole('radiogroup').getByText('English', { exact: true }).click()]);
    await expectDocumentLanguage(page, 'en');
    await expect(page).toHaveTitle('Sign in');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Karsaz' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Enter your mobile number.')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: testInfo.outputPath('sign-in-en.png') });
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('09129999999');
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByTestId('form-error')).toContainText('The mobile number or the password is not correct.');
  });

  test('a deep link while signed out goes to sign-in with the callback, and back there after sign-in', async ({ page }) => {
    await page.goto('/common/setting?tab=language#date-time');
    await expect(page).toHaveURL(/\/common\/auth\/sign-in\?callback=%2Fsetting%3Ftab%3Dlanguage%23date-time$/);
    await mobileField(page).fill(ADMIN.mobile);
    await page.getByLabel(/^رمز عبور/).fill(ADMIN.password);
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await expect(page).toHaveURL(/\/common\/setting\?tab=language#date-time$/);
    await expect(page.getByRole('heading', { level: 1, name: 'تنظیمات' })).toBeVisible();
  });

  test('a callback to another site is never followed', async ({ page }) => {
    for (const callback of ['//example.com/steal', 'https://example.com/', '/\\example.com']) {
      await page.goto(`/common/auth/sign-in?callback=${encodeURIComponent(callback)}`);
      await mobileField(page).fill(ADMIN.mobile);
      await page.getByLabel(/^رمز عبور/).fill(ADMIN.password);
      await page.getByRole('button', { name: 'ورود', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${process.env.E2E_PORT || 3100}/common/dashboard-2$`));
      await page.evaluate(() => localStorage.clear());
    }
  });

  test('sign-in with a one-time code', async ({ page }, testInfo) => {
    await page.goto('/common/auth/sign-in?callback=%2Fprofile');
    await mobileField(page).fill(ADMIN.mobile);
    const since = await lastSmsId(ADMIN.mobile);
    await page.getByRole('button', { name: 'ورود با رمز یک‌بارمصرف' }).click();
    await expect(page).toHaveURL(/\/common\/auth\/verify-mobile\?callback=%2Fprofile$/);
    await expect(page).toHaveTitle('ورود با رمز یک‌بارمصرف');
    await expect(page.locator('[data-illustration="verify-mobile"]').last()).toBeVisible();
    await expect(page.getByTestId('code-validity')).toHaveText(/^اعتبار کد: [۰-۹]:[۰-۹]{2}$/);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: testInfo.outputPath('verify-mobile-fa.png') });
    const code = await waitForCode(ADMIN.mobile, since);
    await typeCode(page, persianDigits(code));
    await expect(page).toHaveURL(/\/common\/profile$/);
    await expect(page.getByTestId('profile-name')).toHaveText(ADMIN.name);
    expect(await page.evaluate(() => sessionStorage.getItem('auth_flow'))).toBeNull();
  });

  test('a session ended on the server sends the next page to sign-in, with that page as the callback', async ({ page }) => {
    const tokens = await signInAsAdmin(page);
    await page.goto('/common/dashboard-2');
    await expect(page.getByTestId('user-name')).toHaveText(ADMIN.name);
    // the session ends elsewhere (a password change, an administrator): the stored token now gets 401
    const logout = await page.request.post('/api/identity/user/v1/logout', { headers: { Authorization: `Bearer ${tokens.access_token}` }, data: {} });
    expect(logout.ok()).toBe(true);
    await page.goto('/common/profile');
    await expect(page).toHaveURL(/\/common\/auth\/sign-in\?callback=%2Fprofile$/);
    expect(await storedItems(page)).toEqual({ isLoggedIn: 'false' });
  });

  test('the access token is refreshed before it expires, rotating the refresh token', async ({ page }) => {
    const tokens = await apiLogin(page.request);
    await page.goto('/common/access-block');
    // stored as if signed in 14 minutes ago: the token has less than a minute left
    await page.evaluate((t) => {
      localStorage.setItem('access_token', t.access_token);
      localStorage.setItem('refresh_token', t.refresh_token);
      localStorage.setItem('scope', t.scope);
      localStorage.setItem('expires_at', String(Date.now() + 30_000));
      localStorage.setItem('isLoggedIn', 'true');
    }, tokens);
    const [refresh] = await Promise.all([page.waitForRequest((r) => r.url().endsWith('/connect/token')), page.goto('/common/dashboard-2')]);
    expect(refresh.headers()['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(refresh.postData() ?? ''))).toMatchObject({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'karsaz-web' });
    await expect(page.getByTestId('user-name')).toHaveText(ADMIN.name);
    // the device cookie (docs/auth-limits.md): kept by the browser, out of reach of scripts
    const device = (await page.context().cookies()).find((c) => c.name === 'karsaz_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/identity/user/v1', secure: false });
    expect(await page.evaluate(() => document.cookie)).not.toContain('karsaz_device');
    const stored = await storedItems(page);
    expect(stored.refresh_token).not.toBe(tokens.refresh_token);
    expect(Number(stored.expires_at) - Date.now()).toBeGreaterThan(10 * 60_000);
  });

  test('clear cache keeps the sign-in and removes the rest', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/common/setting');
    await switchLanguage(page, 'English');
    await expectDocumentLanguage(page, 'en');
    await page.evaluate(() => localStorage.setItem('main_page_title', 'Dashboard'));
    await page.getByTestId('user-menu').click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'Clear cache' }).click()]);
    // the language was a stored item too: the page is back in Persian, still signed in
    await expectDocumentLanguage(page, 'fa');
    await expect(page.getByTestId('user-name')).toHaveText(ADMIN.name);
    expect(Object.keys(await storedItems(page)).sort()).toEqual(['access_token', 'expires_at', 'isLoggedIn', 'refresh_token', 'scope']);
  });
});
