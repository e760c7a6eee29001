import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './auth';
import { watchErrors } from './helpers';
import { expectAccessible } from './documents';

/*
 * The OAuth clients tab of access management (issue 10): the administrator registers a confidential client for
 * a service account by keyboard, sees its secret once, and disables it; the secret works for client_credentials
 * until then, and not after.
 */

test.use({ actionTimeout: 15_000 });

test('registers a confidential client, shows its secret once, and disables it', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const clientId = `e2e-sync-${Date.now().toString(36)}`;

  await signInAsAdmin(page);
  await page.goto('/common/access-management-2');
  await expect(page.getByRole('heading', { name: 'مدیریت دسترسی' })).toBeVisible();
  // the tabs by keyboard: focus the current tab, arrows move between them
  await page.getByRole('tab', { name: 'نقش‌ها' }).focus();
  const oauthTab = page.getByRole('tab', { name: 'کلاینت‌های OAuth' });
  for (let i = 0; i < 4 && (await oauthTab.getAttribute('aria-selected')) !== 'true'; i++) {
    await page.keyboard.press('ArrowLeft');
    if ((await oauthTab.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('Enter');
  }
  await expect(oauthTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('oauth-clients-table')).toBeVisible();
  await expect(page.getByTestId('oauth-row-karsaz-web')).toBeVisible();
  await expectAccessible(page);

  // Alt+N opens the registration; the client id has the focus
  await page.keyboard.press('Alt+KeyN');
  const dialog = page.getByRole('dialog', { name: 'کلاینت تازه' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('شناسهٔ کلاینت')).toBeFocused();
  // a bad id is caught on the field before any call
  await page.keyboard.type('A!');
  await page.keyboard.press('Tab');
  await page.keyboard.type('همگام‌سازی انبار');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('۳ تا ۱۰۰ نویسه', { exact: false }).last()).toBeVisible();
  await dialog.getByLabel('شناسهٔ کلاینت').fill(clientId);
  await expect(dialog.getByRole('radio', { name: 'محرمانه (با رمز)' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'client_credentials' })).toBeChecked();
  // the service account's company and role, chosen by keyboard
  await dialog.getByRole('combobox', { name: 'شرکت حساب سرویس' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await dialog.getByRole('combobox', { name: 'نقش حساب سرویس' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'ذخیره' }).focus();
  await page.keyboard.press('Enter');

  // the secret, once
  const secretDialog = page.getByRole('dialog', { name: 'رمز کلاینت' });
  await expect(secretDialog).toBeVisible();
  await expect(secretDialog.getByText('این رمز فقط همین یک بار نشان داده می‌شود.')).toBeVisible();
  const secret = (await secretDialog.getByTestId('oauth-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await expectAccessible(page);
  await secretDialog.getByRole('button', { name: 'آن را نگه داشتم' }).focus();
  await page.keyboard.press('Enter');
  await expect(secretDialog).toBeHidden();
  const row = page.getByTestId(`oauth-row-${clientId}`);
  await expect(row).toBeVisible();
  await expect(row.getByText('فعال', { exact: true })).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  // the secret works for a service-account token
  const token = () => page.request.post('/connect/token', { form: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret } });
  expect((await token()).status()).toBe(200);

  // disabling asks first, then ends it
  await row.getByRole('button', { name: 'غیرفعال‌سازی' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText(/پایان می‌یابند/);
  await expectAccessible(page);
  await confirm.getByTestId('confirm-action').click();
  await expect(row.getByText('غیرفعال', { exact: true })).toBeVisible();
  expect((await token()).status()).toBe(401);
  expect(errors).toEqual([]);
});
