import { expect, test } from '@playwright/test';
import { createUser, persianDigits, storedItems, typeCode } from './auth';
import { expectAccessible } from './documents';
import { expectDocumentLanguage, watchErrors } from './helpers';
import { lastSmsId, newMobileNumber, waitForCode, waitForText } from './sms';

test('a new user signs up, verifies the number, sets a password, signs in, sees the name and signs out', async ({ page }, testInfo) => {
  const errors = watchErrors(page);
  const mobile = newMobileNumber();
  const lastName = `رضایی ${persianDigits(mobile.slice(-3))}`;

  await page.goto('/common/auth/sign-up');
  await expectDocumentLanguage(page, 'fa');
  await expect(page).toHaveTitle('ثبت‌نام');
  await expect(page.getByRole('heading', { level: 1, name: 'به جمع کاربران کارساز بپیوندید' })).toBeVisible();
  await expect(page.locator('[data-illustration="sign-up"]').last()).toBeVisible();

  // the rules are checked before anything is sent
  await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
  await expect(page.getByText('«نام» را وارد کنید.')).toBeVisible();
  await expect(page.getByText('شمارهٔ همراه را وارد کنید.')).toBeVisible();

  await page.getByRole('textbox', { name: 'نام', exact: true }).fill('سارا');
  await page.getByRole('textbox', { name: 'نام خانوادگی' }).fill(lastName);
  // typed with Persian digits and spaces
  await page.getByRole('textbox', { name: 'شمارهٔ همراه' }).fill(persianDigits(`${mobile.slice(0, 4)} ${mobile.slice(4, 7)} ${mobile.slice(7)}`));
  const since = await lastSmsId(mobile);
  await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();

  await expect(page).toHaveURL(/\/common\/auth\/verify-mobile-sign-up$/);
  await expect(page).toHaveTitle('تأیید شمارهٔ همراه');
  await expect(page.getByTestId('code-hint')).toContainText(persianDigits(mobile));
  await expect(page.getByTestId('resend-countdown')).toHaveText(/^ارسال دوباره کد تا [۰-۹]:[۰-۹]{2} دیگر$/);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: testInfo.outputPath('verify-mobile-sign-up-fa.png') });

  // the temporary flow is in sessionStorage, not in localStorage
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('auth_flow') ?? 'null'))).toMatchObject({ purpose: 'signup', mobileNumber: mobile });
  expect(await storedItems(page)).toEqual({});

  // a wrong code first: the server's message under the boxes
  const code = await waitForCode(mobile, since);
  const wrong = code === '000000' ? '111111' : '000000';
  await typeCode(page, wrong);
  await expect(page.getByText('کد تأیید نادرست است.')).toBeVisible();

  // the right one, typed in Persian digits: verified at once
  await typeCode(page, persianDigits(code));
  await expect(page.getByTestId('mobile-verified')).toContainText(persianDigits(mobile));
  await page.screenshot({ path: testInfo.outputPath('set-password-fa.png') });

  await page.getByLabel(/^رمز عبور/).fill('short');
  await page.getByLabel(/^تکرار رمز عبور/).fill('short');
  await page.getByRole('button', { name: 'ثبت رمز عبور و پایان ثبت‌نام' }).click();
  await expect(page.getByText('رمز عبور باید دست‌کم ۸ و حداکثر ۶۴ نویسه باشد.')).toBeVisible();
  await page.getByLabel(/^رمز عبور/).fill('sara-new-pass-1404');
  await page.getByLabel(/^تکرار رمز عبور/).fill('sara-new-pass-1404');
  await page.getByRole('button', { name: 'ثبت رمز عبور و پایان ثبت‌نام' }).click();

  await expect(page).toHaveURL(/\/common\/auth\/sign-in$/);
  await expect(page.getByText('ثبت‌نام شما کامل شد؛ اکنون با شمارهٔ همراه و رمز عبور وارد شوید.')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('auth_flow'))).toBeNull();
  await expect(page.getByRole('textbox', { name: 'شمارهٔ همراه' })).toHaveValue(mobile);

  await page.getByLabel(/^رمز عبور/).fill('sara-new-pass-1404');
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page).toHaveURL(/\/common\/dashboard-2$/);
  await expect(page.getByTestId('user-name')).toHaveText(`سارا ${lastName}`);
  expect(Object.keys(await storedItems(page)).sort()).toEqual(['access_token', 'expires_at', 'isLoggedIn', 'refresh_token', 'scope']);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'خروج از حساب' }).click();
  await expect(page).toHaveURL(/\/common\/auth\/sign-in\?callback=%2Fdashboard-2$/);
  expect(await storedItems(page)).toEqual({ isLoggedIn: 'false' });
  // the session is over: the dashboard is closed again
  await page.goto('/common/dashboard-2');
  await expect(page).toHaveURL(/\/common\/auth\/sign-in\?callback=%2Fdashboard-2$/);
  expect(errors.filter((e) => !e.includes('status of 400') && !e.includes('status of 401'))).toEqual([]);
});

test('a registered number gets the same code page as a new one, and its owner a text instead of a code', async ({ page, request }) => {
  const errors = watchErrors(page);
  const owner = await createUser(request);
  // createUser's own sign-up just sent this number a code: a second send waits out the resend gap
  // (OTP_RESEND_AFTER_SECONDS=3 on the e2e server), or it is answered 429, as any caller would be
  const gapEnds = Date.now() + 3_200;
  await page.goto('/common/auth/sign-up');
  await page.getByRole('textbox', { name: 'نام', exact: true }).fill('مهاجم');
  await page.getByRole('textbox', { name: 'نام خانوادگی' }).fill('ناشناس');
  await page.getByRole('textbox', { name: 'شمارهٔ همراه' }).fill(owner.mobile);
  const since = await lastSmsId(owner.mobile);
  await page.waitForTimeout(Math.max(0, gapEnds - Date.now()));
  await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();

  // nothing tells the number was registered: the code page, as for a new number
  await expect(page).toHaveURL(/\/common\/auth\/verify-mobile-sign-up$/);
  await expect(page.getByTestId('code-hint')).toContainText(persianDigits(owner.mobile));
  const hint = page.getByTestId('registered-hint');
  await expect(hint).toContainText('اگر این شماره پیش‌تر ثبت‌نام کرده باشد');
  await expect(hint.getByRole('link', { name: 'وارد شوید' })).toHaveAttribute('href', '/common/auth/sign-in');
  await expect(hint.getByRole('link', { name: 'رمز عبور را بازیابی کنید' })).toHaveAttribute('href', '/common/auth/reset-password-request');
  await expectAccessible(page);

  // the owner is told, with no code in the text
  const text = await waitForText(owner.mobile, since);
  expect(text).toContain('پیش‌تر ثبت‌نام کرده است');
  expect(text).not.toMatch(/\d{6}/);
  // any code is refused
  await typeCode(page, '123456');
  await expect(page.getByText('کد تأیید نادرست است.')).toBeVisible();
  // the link leads to sign-in by keyboard
  await hint.getByRole('link', { name: 'وارد شوید' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/common\/auth\/sign-in$/);
  expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
});
