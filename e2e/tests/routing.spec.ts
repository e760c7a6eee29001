import { expect, test } from '@playwright/test';
import {
  ASCII_DIGIT,
  addRoomBelowApp,
  PERSIAN_DIGIT,
  currentJalaliYear,
  expectDocumentLanguage,
  recordScrollCalls,
  restsBelowHeader,
  watchErrors,
} from './helpers';
import { signInAsAdmin } from './auth';

test.describe('routes under /common/', () => {
  test('signed out, the site root leads to sign-in with the dashboard as the callback', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/common\/auth\/sign-in\?callback=%2Fdashboard-2$/);
    await expect(page).toHaveTitle('ورود');
  });

  test('the site root and /common/ redirect to /common/dashboard-2', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/common\/dashboard-2$/);
    await page.goto('/common/');
    await expect(page).toHaveURL(/\/common\/dashboard-2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'کارساز' })).toBeVisible();
  });

  test('the dashboard is Persian, right to left, with Persian digits and the Jalali date', async ({ page }) => {
    await signInAsAdmin(page);
    const errors = watchErrors(page);
    await page.goto('/common/dashboard-2');
    await expectDocumentLanguage(page, 'fa');
    await expect(page).toHaveTitle('داشبورد');
    await expect(page.getByRole('heading', { level: 1, name: 'کارساز' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'کارساز' })).toBeVisible();

    const today = page.getByTestId('today');
    await expect(today).toContainText(currentJalaliYear('fa'));
    await expect(today).toHaveText(PERSIAN_DIGIT);
    await expect(today).not.toHaveText(ASCII_DIGIT);
    await expect(page.getByTestId('tehran-time')).toHaveText(/^ساعت [۰-۹]{2}:[۰-۹]{2} به وقت تهران$/);
    // Nothing on the page shows an ASCII digit in Persian.
    expect(await page.locator('#root').innerText()).not.toMatch(ASCII_DIGIT);
    expect(errors).toEqual([]);
  });

  test('a deep link survives a reload', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/common/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'پروفایل کاربری' })).toBeVisible();
    await expect(page).toHaveTitle('پروفایل کاربری');
    await page.reload();
    await expect(page).toHaveURL(/\/common\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'پروفایل کاربری' })).toBeVisible();
    await expect(page).toHaveTitle('پروفایل کاربری');

    await page.goto('/common/setting');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'تنظیمات' })).toBeVisible();
    await expect(page).toHaveTitle('تنظیمات');
  });

  test('an unknown path shows the not-found page, which leads back to the dashboard', async ({ page }) => {
    await page.goto('/common/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'صفحه‌ای که به دنبال آن هستید پیدا نشد.' })).toBeVisible();
    await expect(page.getByText('۴۰۴', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('صفحه پیدا نشد');
    await page.reload();
    await expect(page).toHaveTitle('صفحه پیدا نشد');

    await signInAsAdmin(page);
    await page.goto('/common/no-such-page');
    await page.getByRole('link', { name: 'بازگشت به داشبورد' }).click();
    await expect(page).toHaveURL(/\/common\/dashboard-2$/);
    await expect(page).toHaveTitle('داشبورد');
  });

  test('/access-block is titled 403', async ({ page }) => {
    await page.goto('/common/access-block');
    await expect(page).toHaveTitle('۴۰۳');
    await expect(page.getByRole('heading', { level: 1, name: 'دسترسی به این صفحه برای شما مجاز نیست.' })).toBeVisible();
  });

  test('navigating scrolls smoothly to the top, or to the element a hash names', async ({ page }) => {
    await signInAsAdmin(page);
    const scrollCalls = await recordScrollCalls(page);
    await addRoomBelowApp(page);
    await page.setViewportSize({ width: 900, height: 320 });
    await page.goto('/common/dashboard-2');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);

    await page.getByRole('navigation').getByRole('link', { name: 'تنظیمات' }).click();
    await expect(page).toHaveURL(/\/common\/setting$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await scrollCalls()).toContainEqual({ kind: 'window', top: 0, behavior: 'smooth' });

    await page.goto('/common/dashboard-2');
    await page.getByRole('link', { name: 'تنظیمات تاریخ و زمان' }).click();
    await expect(page).toHaveURL(/\/common\/setting#date-time$/);
    expect(await scrollCalls()).toContainEqual({ kind: 'element', id: 'date-time', behavior: 'smooth' });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect.poll(() => restsBelowHeader(page, 'date-time')).toBe(true);

    // Opening an address with a hash lands on the section too.
    await page.goto('/common/setting#date-time');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect.poll(() => restsBelowHeader(page, 'date-time')).toBe(true);
  });
});
