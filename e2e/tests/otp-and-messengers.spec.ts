import { expect, test } from '@playwright/test';
import { ADMIN, persianDigits, signInAsAdmin } from './auth';
import { expectAccessible } from './documents';
import { switchLanguage } from './helpers';
import { newMobileNumber } from './sms';

/**
 * The two pages the spec names without describing them (issue 11): /otp-2, the one-time codes sent and a number's
 * send block, and /telegramChat-2, linking a messenger chat to the bot. The e2e server plays the bots' API
 * (scripts/e2e-server.mjs); the test plays the bot platform's webhook. axe and the keyboard on both.
 */

test('/otp-2: a code sent shows with its purpose and delivery, never the code in production; the number’s block is lifted by keyboard after a confirmation', async ({ page }) => {
  test.setTimeout(90_000);
  const mobile = newMobileNumber();
  // a reset code for a number nobody registered: a decoy, "not sent"
  expect((await page.request.post('/api/identity/user/v1/forgetPassword', { data: { mobileNumber: mobile } })).ok()).toBe(true);
  await signInAsAdmin(page);
  await page.goto('/common/otp-2');
  await expect(page.getByRole('heading', { name: 'کدهای یک‌بار مصرف', level: 2 })).toBeVisible();

  await page.getByRole('textbox', { name: 'جستجوی شمارهٔ همراه' }).fill(mobile);
  const row = page.getByTestId(`otp-row-${mobile}`);
  await expect(row).toBeVisible();
  await expect(row).toContainText('بازیابی رمز');
  await expect(row).toContainText('ارسال‌نشده (شمارهٔ ناشناس)');
  // production: no code column, no code
  await expect(page.getByTestId('otp-code')).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'کد (فقط محیط توسعه)' })).toHaveCount(0);
  await expectAccessible(page);

  // keyboard: the row's action fills the block panel, Enter checks it
  await row.getByRole('button', { name: 'بررسی محدودیت این شماره' }).focus();
  await page.keyboard.press('Enter');
  const numberBox = page.getByTestId('number-block').getByRole('textbox', { name: 'شمارهٔ همراه' });
  await expect(numberBox).toHaveValue(mobile);
  await numberBox.focus();
  await page.keyboard.press('Enter');
  const state = page.getByTestId('block-state');
  await expect(state).toContainText(`${persianDigits('1')} از ${persianDigits('20')} ارسال در این بازه`);
  const lift = state.getByRole('button', { name: 'رفع محدودیت' });
  await lift.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText(persianDigits(mobile));
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'رفع محدودیت' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(state).toContainText('این شماره مسدود نیست.');
  await expect(state).toContainText(`${persianDigits('0')} از`);
  await expect(state).toContainText(`آخرین رفع محدودیت: ${persianDigits(ADMIN.mobile)}`);

  // English
  await switchLanguage(page, 'English');
  await expect(page.getByRole('heading', { name: 'One-time codes', level: 2 })).toBeVisible();
  await expect(page.getByTestId(`otp-row-${mobile}`)).toContainText('Not sent (unknown number)');
  await expectAccessible(page);
});

test('/telegramChat-2: a link code as the bot’s deep link, the bot’s /start links the chat, unlinking asks first', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await page.goto('/common/telegramChat-2');
  await expect(page.getByRole('heading', { name: 'پیام‌رسان‌ها (تلگرام و بله)', level: 2 })).toBeVisible();
  await expectAccessible(page);

  // keyboard: the link button opens the dialog with the deep link and the /start message
  await page.getByRole('button', { name: 'پیوند با تلگرام' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('link-dialog');
  const deepLink = dialog.getByTestId('deep-link');
  await expect(deepLink).toHaveAttribute('href', /^https:\/\/t\.me\/karsaz_e2e_bot\?start=[A-Za-z0-9_-]+$/);
  const command = (await dialog.getByTestId('start-command').textContent())!;
  const code = command.replace('/start ', '');
  expect((await deepLink.getAttribute('href'))!.endsWith(`start=${code}`)).toBe(true);
  await expectAccessible(page);

  // the bot platform delivers the user's /start to the webhook
  const chatId = 5_000_000 + Math.floor(Math.random() * 1_000_000);
  const hook = await page.request.post('/api/messaging/v1/messenger/webhook/telegram', {
    headers: { 'X-Telegram-Bot-Api-Secret-Token': 'e2e-telegram-hook-secret' },
    data: { update_id: 1, message: { message_id: 1, date: 0, text: command, chat: { id: chatId, type: 'private' }, from: { id: chatId, is_bot: false, first_name: 'Sara', username: 'sara_k' } } },
  });
  expect((await hook.json()).value).toEqual({ result: 'linked' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const row = page.getByTestId(`messenger-row-${chatId}`);
  await expect(row).toContainText('تلگرام');
  await expect(row).toContainText('@sara_k');

  // unlink by keyboard, after the confirmation
  await row.getByRole('button', { name: 'جدا کردن' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('@sara_k');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'جدا کردن' }).focus();
  await page.keyboard.press('Enter');
  await expect(row).toBeHidden();

  await switchLanguage(page, 'English');
  await expect(page.getByRole('heading', { name: 'Messengers (Telegram and Bale)', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Link with Bale' })).toBeVisible();
  await expectAccessible(page);
});
