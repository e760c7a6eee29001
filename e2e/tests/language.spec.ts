import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './auth';
import { ASCII_DIGIT, PERSIAN_DIGIT, currentJalaliYear, expectDocumentLanguage, switchLanguage } from './helpers';

test('the language toggle switches to English, persists across reloads, and switches back', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  await page.goto('/common/dashboard-2');
  await expectDocumentLanguage(page, 'fa');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: testInfo.outputPath('dashboard-fa.png'), fullPage: true });

  await switchLanguage(page, 'English');
  await expectDocumentLanguage(page, 'en');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  await expect(page).toHaveTitle('Dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Karsaz' })).toBeVisible();
  await expect(page.getByText('Welcome to Karsaz')).toBeVisible();
  const today = page.getByTestId('today');
  await expect(today).toContainText(currentJalaliYear('en'));
  await expect(today).toHaveText(ASCII_DIGIT);
  await expect(today).not.toHaveText(PERSIAN_DIGIT);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: testInfo.outputPath('dashboard-en.png'), fullPage: true });

  await page.reload();
  await expectDocumentLanguage(page, 'en');
  await expect(page).toHaveTitle('Dashboard');
  await page.goto('/common/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'User profile' })).toBeVisible();
  await page.goto('/common/no-such-page');
  await expect(page).toHaveTitle('Page not found');

  await page.goto('/common/dashboard-2');
  await switchLanguage(page, 'فارسی');
  await expectDocumentLanguage(page, 'fa');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('fa');
  await expect(page).toHaveTitle('داشبورد');
  await expect(page.getByRole('heading', { level: 1, name: 'کارساز' })).toBeVisible();
  await expect(page.getByTestId('today')).toContainText(currentJalaliYear('fa'));
});

test('the settings page switches the language too', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/common/setting');
  const section = page.locator('#language');
  await Promise.all([page.waitForEvent('load'), section.getByText('English', { exact: true }).click()]);
  await expectDocumentLanguage(page, 'en');
  await expect(page).toHaveURL(/\/common\/setting$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Solar Hijri (Jalali)' })).toBeVisible();
});
