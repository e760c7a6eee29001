import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { persianDigits, signInAsAdmin } from './auth';
import { expectAccessible } from './documents';
import { apiValue, todayJalali, watchErrors } from './helpers';

/*
 * The dealer staff's two screens (issue 19, docs/dealer.md): the appointments' day grid, opened from the list by the
 * keyboard, shows the demo's appointments of today (apps/api/src/seed/dealer-demo.ts books a week around today) and
 * marks a booked one attended, the grid and the list following; then a reception's sheet downloads as a PDF.
 */

test('the staff mark a booked appointment of today attended on the day grid, and download a reception’s sheet', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const tokens = await signInAsAdmin(page);

  await page.goto('/common/dealer-appointment-2');
  const open = page.getByRole('button', { name: 'جدول نوبت‌های روز' });
  await expect(open).toBeVisible();
  // opened from the keyboard
  await open.focus();
  await page.keyboard.press('Enter');
  const grid = page.getByRole('dialog', { name: 'جدول نوبت‌های روز' });
  await expect(grid).toBeVisible();
  // the company's first dealer and today in Tehran, to begin with
  await expect(grid.getByRole('combobox', { name: 'نمایندگی' })).toHaveValue('نمایندگی مرکزی تهران');
  await expect(grid.getByRole('textbox', { name: 'روز' })).toHaveValue(todayJalali());
  const table = grid.getByRole('table', { name: /نوبت‌های نمایندگی مرکزی تهران/ });
  await expect(table).toBeVisible();
  // the demo's today: 08:30 attended (the car is in the workshop), 09:00 and 13:00 booked (a retry finds one of
  // them marked already), 10:30 left free
  await expect(table.locator('[data-slot="08:30"] [data-state="attended"]')).toHaveCount(1);
  await expect(table.locator('[data-slot="09:00"] li')).toHaveCount(1);
  await expect(table.locator('[data-slot="13:00"] li')).toHaveCount(1);
  await expect(table.locator('[data-slot="10:30"]')).toContainText('بدون نوبت');
  await expect(table.getByRole('rowheader', { name: '۰۹:۰۰' })).toBeVisible();
  const booked = table.locator('li').filter({ has: page.locator('[data-state="booked"]') });
  await expect(booked.first()).toBeVisible();
  await expectAccessible(page);

  // a booked customer came: marked from the keyboard
  const code = (await booked.first().getAttribute('data-appointment'))!;
  const item = table.locator(`li[data-appointment="${code}"]`);
  await expect(item.getByRole('button', { name: /^مراجعه نکرد: نوبت/ })).toBeVisible();
  await item.getByRole('button', { name: /^مراجعه کرد: نوبت/ }).focus();
  await page.keyboard.press('Enter');
  await expect(item.locator('[data-state="attended"]')).toBeVisible();
  await expect(item.getByRole('button')).toHaveCount(0);
  // the keyboard stays on the appointment it acted on
  await expect(item).toBeFocused();
  await expectAccessible(page);

  // the day before and back: the buttons move the day
  await grid.getByRole('button', { name: 'روز قبل' }).click();
  await expect(grid.getByRole('textbox', { name: 'روز' })).not.toHaveValue(todayJalali());
  // yesterday's 09:00 customer did not come (the demo's past days)
  await expect(table.locator('[data-slot="09:00"] [data-state="noShow"]')).toHaveCount(1);
  await grid.getByRole('button', { name: 'امروز' }).click();
  await expect(grid.getByRole('textbox', { name: 'روز' })).toHaveValue(todayJalali());
  await expect(item.locator('[data-state="attended"]')).toBeVisible();

  // the list behind follows: the appointment reads attended there too
  await page.keyboard.press('Escape');
  await expect(grid).toBeHidden();
  await page.getByRole('textbox', { name: 'جست‌وجو', exact: true }).fill(code);
  const row = page.getByRole('row').filter({ hasText: persianDigits(code) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('مراجعه کرد');

  // a reception's sheet for the customer to sign, as a PDF
  const receptions = await apiValue<{ data: { id: number; code: string }[] }>(
    await page.request.get('/api/dealer/v1/dealerreception/getFiltered', { headers: { Authorization: `Bearer ${tokens.access_token}` } }),
  );
  const reception = receptions.data[0]!;
  await page.goto(`/common/dealer-reception-2/${reception.id}`);
  const button = page.getByRole('button', { name: 'برگهٔ پذیرش (PDF)' });
  await expect(button).toBeVisible();
  await expectAccessible(page);
  const [sheet, answer] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForResponse((r) => r.url().includes(`/api/dealer/v1/dealerreception/sheet/${reception.id}`)),
    button.click(),
  ]);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect(sheet.suggestedFilename()).toBe(`reception-${reception.code}.pdf`);
  const file = testInfo.outputPath(sheet.suggestedFilename());
  await sheet.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(errors).toEqual([]);
});
