import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './auth';
import { expectAccessible } from './documents';
import { switchLanguage } from './helpers';

/**
 * The kernel's field kinds in English (issue 9 item 11): the calendar popup, the next-day flag, a duration's hours,
 * minutes and seconds, a set of rows in a list, and a row's attachments section, on the HR pages; axe on each.
 */
test('the field kinds read in English: calendar, next day, duration, sets and attachments', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await page.goto('/common/shift-2');
  await switchLanguage(page, 'English');
  await expect(page.getByRole('heading', { name: 'Shifts', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'شیفت شب', exact: true })).toBeVisible();

  await page.goto('/common/shift-2/create');
  const form = page.getByTestId('entity-form');
  await expect(form.getByRole('heading', { name: /Shift/ })).toBeVisible();
  await form.getByRole('button', { name: 'Open the calendar of "Start date line 1"' }).click();
  await expect(page.locator('[data-jalali-calendar]')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(form.getByRole('checkbox', { name: /on the next day/ }).first()).toBeVisible();
  await expect(form.getByLabel(/Hours/).first()).toBeVisible();
  await expect(form.getByLabel(/Minutes/).first()).toBeVisible();
  await expect(form.getByLabel(/Seconds/).first()).toBeVisible();
  await expectAccessible(page);

  // a set of rows: the rotation lists its working groups by name
  await page.goto('/common/shift-rotation-2');
  const rotation = page.getByTestId('entity-table').getByRole('row').filter({ hasText: 'SR1' });
  await expect(rotation).toContainText('گروه صبح');
  await expect(rotation).toContainText('Day'); // its period type, in English
  await expectAccessible(page);

  // a row's attachments, on its form
  await page.goto('/common/instruction-2');
  await page.getByTestId('entity-table').getByRole('row').filter({ hasText: 'IN1' }).getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('button', { name: 'Add an attachment' })).toBeVisible();
  await expect(page.getByText('No attachments yet.')).toBeVisible();
  await expectAccessible(page);
});
