import { expect, test, type Page } from '@playwright/test';
import { apiLogin, createUser, persianDigits, storeSession, type Tokens } from './auth';
import { expectDocumentLanguage, switchLanguage, watchErrors } from './helpers';

const sid = (accessToken: string) => (JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

test('the profile lists the sessions and ends a second one, whose token then stops working', async ({ page }, testInfo) => {
  const user = await createUser(page.request);
  await storeSession(page, await apiLogin(page.request, user.mobile, user.password));
  // a second device signs in through the API
  const second = (await (
    await page.request.post('/api/identity/user/v1/login', { headers: { 'User-Agent': 'Karsaz-Second-Device/1.0' }, data: { mobileNumber: user.mobile, password: user.password } })
  ).json()) as { value: Tokens };
  const secondSid = sid(second.value.access_token);
  const errors = watchErrors(page);

  await page.goto('/common/profile');
  await expectDocumentLanguage(page, 'fa');
  await expect(page.getByTestId('profile-name')).toHaveText(`${user.firstName} ${user.lastName}`);
  await expect(page.getByTestId('profile-mobile')).toHaveText(persianDigits(user.mobile));
  await expect(page.getByTestId('profile-company')).not.toBeEmpty();

  const rows = page.getByTestId('session-row');
  await expect(rows).toHaveCount(2);
  const current = page.locator('[data-testid="session-row"][data-current="true"]');
  await expect(current).toContainText('این دستگاه');
  await expect(current).toContainText('کروم روی Linux');
  await expect(current.getByRole('button', { name: /پایان/ })).toHaveCount(0);
  const other = page.locator(`[data-session-id="${secondSid}"]`);
  await expect(other).toContainText('Karsaz-Second-Device/1.0');
  await expect(other.locator('td').nth(2)).toHaveText(/[۰-۹]/);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: testInfo.outputPath('profile-fa.png'), fullPage: true });

  await other.getByRole('button', { name: /^پایان نشست/ }).click();
  await expect(page.getByText('نشست پایان یافت.')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(page.getByText('نشست دیگری ندارید.')).toBeVisible();
  const refused = await page.request.get('/api/identity/user/v1/profile', { headers: { Authorization: `Bearer ${second.value.access_token}` } });
  expect(refused.status()).toBe(401);
  // the page's own session lives on
  await page.reload();
  await expect(page.getByTestId('session-row')).toHaveCount(1);

  // English
  await switchLanguage(page, 'English');
  await expectDocumentLanguage(page, 'en');
  await expect(page.getByRole('heading', { name: 'Active sessions' })).toBeVisible();
  await expect(page.locator('[data-testid="session-row"][data-current="true"]')).toContainText('This device');
  await expect(page.getByRole('button', { name: 'End all other sessions' })).toBeDisabled();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: testInfo.outputPath('profile-en.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test('ends all other sessions at once', async ({ page }) => {
  const user = await createUser(page.request);
  await storeSession(page, await apiLogin(page.request, user.mobile, user.password));
  const others = [await apiLogin(page.request, user.mobile, user.password), await apiLogin(page.request, user.mobile, user.password)];
  await page.goto('/common/profile');
  await expect(page.getByTestId('session-row')).toHaveCount(3);
  await page.getByRole('button', { name: 'پایان همهٔ نشست‌های دیگر' }).click();
  await expect(page.getByText('۲ نشست دیگر پایان یافت.')).toBeVisible();
  await expect(page.getByTestId('session-row')).toHaveCount(1);
  for (const t of others) {
    expect((await page.request.get('/api/identity/user/v1/profile', { headers: { Authorization: `Bearer ${t.access_token}` } })).status()).toBe(401);
  }
});

test('the password is changed on the profile and the user signs in with the new one', async ({ page }) => {
  const user = await createUser(page.request);
  await storeSession(page, await apiLogin(page.request, user.mobile, user.password));
  await page.goto('/common/profile');
  const form = page.getByTestId('password-form');

  // checks before the call, in Persian
  await form.getByRole('button', { name: 'تغییر رمز عبور' }).click();
  await expect(form.getByText('رمز عبور فعلی را وارد کنید.')).toBeVisible();
  // a wrong current password: the server's Persian message on the field
  await form.locator('input[name="currentPassword"]').fill('not-my-password-1');
  await form.locator('input[name="password"]').fill('new-e2e-pass-1405');
  await form.locator('input[name="repeat"]').fill('new-e2e-pass-1405');
  await form.getByRole('button', { name: 'تغییر رمز عبور' }).click();
  await expect(form.getByText('رمز عبور فعلی نادرست است.').first()).toBeVisible();

  await form.locator('input[name="currentPassword"]').fill(user.password);
  await form.getByRole('button', { name: 'تغییر رمز عبور' }).click();
  await expect(page.getByText('رمز عبور شما تغییر کرد؛ نشست‌های دیگر شما پایان یافت.')).toBeVisible();
  await expect(form.locator('input[name="currentPassword"]')).toHaveValue('');

  // the old password no longer opens the account; the new one does, through the sign-in page
  expect((await page.request.post('/api/identity/user/v1/login', { data: { mobileNumber: user.mobile, password: user.password } })).status()).toBe(401);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'خروج از حساب' }).click();
  await expect(page).toHaveURL(/\/common\/auth\/sign-in/);
  await page.getByRole('textbox', { name: 'شمارهٔ همراه' }).fill(user.mobile);
  await page.getByLabel(/^رمز عبور/).fill('new-e2e-pass-1405');
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page).toHaveURL(/\/common\/(dashboard-2|profile)$/);
  await expect(page.getByTestId('user-name')).toHaveText(`${user.firstName} ${user.lastName}`);
});
