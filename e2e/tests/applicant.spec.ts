import { expect, test } from '@playwright/test';
import { persianDigits, storedItems, typeCode } from './auth';
import { lastSmsId, newMobileNumber, waitForCode } from './sms';

test('an applicant registers with a code, sees the applicant dashboard and signs out', async ({ page }, testInfo) => {
  const mobile = newMobileNumber();
  await page.goto('/common/applicant-dashboard');
  await expect(page).toHaveURL(/\/common\/applicant-register$/);
  await expect(page).toHaveTitle('ورود متقاضیان');
  await expect(page.getByRole('heading', { level: 1, name: 'خوش آمدید، متقاضی گرامی' })).toBeVisible();
  await expect(page.locator('[data-illustration="applicant-register"]').last()).toBeVisible();

  await page.getByRole('textbox', { name: 'شمارهٔ همراه' }).fill(mobile);
  await page.getByRole('textbox', { name: 'نام (اختیاری)' }).fill('نیما');
  await page.getByRole('textbox', { name: 'نام خانوادگی (اختیاری)' }).fill('کاوه');
  const since = await lastSmsId(mobile);
  await page.getByRole('button', { name: 'دریافت کد ورود' }).click();
  const code = await waitForCode(mobile, since);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: testInfo.outputPath('applicant-code-fa.png') });
  await typeCode(page, persianDigits(code));

  await expect(page).toHaveURL(/\/common\/applicant-dashboard$/);
  await expect(page).toHaveTitle('پیشخوان متقاضی');
  await expect(page.getByRole('heading', { level: 1, name: 'سلام نیما کاوه' })).toBeVisible();
  await expect(page.getByTestId('applicant-mobile')).toHaveText(persianDigits(mobile));
  // the applicant's tokens, apart from any staff session; no staff header here
  expect(Object.keys(await storedItems(page)).sort()).toEqual(['applicant_access_token', 'applicant_expires_at', 'applicant_refresh_token']);
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('applicant-dashboard-fa.png'), fullPage: true });

  // the applicant token opens no staff page
  await page.goto('/common/dashboard-2');
  await expect(page).toHaveURL(/\/common\/auth\/sign-in\?callback=%2Fdashboard-2$/);

  await page.goto('/common/applicant-register');
  await expect(page).toHaveURL(/\/common\/applicant-dashboard$/);
  await page.getByRole('button', { name: 'خروج' }).click();
  await expect(page).toHaveURL(/\/common\/applicant-register$/);
  expect(await storedItems(page)).toEqual({});
});
