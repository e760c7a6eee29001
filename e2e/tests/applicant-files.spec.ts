import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { applicantSignIn } from './auth';
import { expectAccessible } from './documents';
import { watchErrors } from './helpers';
import { newMobileNumber } from './sms';

/*
 * The résumé's files (docs/recruitment.md "Résumé files"), from the keyboard alone: the applicant adds a PDF, is told
 * under the field that a PDF is no photo, reads the list (the size in Persian digits), downloads the file (the same
 * bytes, its Persian name kept), keeps it when the confirmation is cancelled and removes it when it is confirmed.
 * recruitment-work.spec.ts covers the mouse path, a text named .pdf and the recruiters' list.
 */

test('an applicant adds a PDF to the résumé, downloads it and removes it after the confirmation, by keyboard', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  // about 2 KB, so the list shows «۲ کیلوبایت»
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2040, 0x20), Buffer.from('\n%%EOF')]);
  const name = 'رزومهٔ نگار.pdf';

  await applicantSignIn(page, newMobileNumber());
  await page.getByRole('tab', { name: 'رزومهٔ من' }).click();
  const files = page.getByTestId('resume-files');
  await expect(files.getByText('هنوز فایلی نیفزوده‌اید.')).toBeVisible();
  await expectAccessible(page);

  // the kind chosen from the keyboard (the photo), the file through the file input's own button
  const kind = files.getByRole('textbox', { name: 'نوع فایل' }).or(files.getByRole('combobox', { name: 'نوع فایل' })).first();
  /** Opens the kind's list with the arrow key and moves down to `option`, then takes it with Enter. */
  const chooseKind = async (option: string) => {
    await kind.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    for (let i = 0; i < 5 && (await page.locator('[data-combobox-selected]').textContent()) !== option; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(kind).toHaveValue(option);
  };
  await chooseKind('عکس');
  const chooseFile = files.getByRole('button', { name: 'فایل', exact: true });
  await chooseFile.focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: pdf });
  await expect(chooseFile).toContainText(name);
  await expectAccessible(page);
  // the tab order: the file, its (named) clear button, the add button
  await page.keyboard.press('Tab');
  await expect(files.getByRole('button', { name: 'برداشتن فایل انتخاب‌شده' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(files.getByRole('button', { name: 'افزودن فایل' })).toBeFocused();
  await page.keyboard.press('Enter');
  // a PDF is no photo: the server's message under the file's field
  await expect(files.getByText('عکس باید تصویر JPEG یا PNG باشد.')).toBeVisible();
  await expect(files.getByRole('table')).toHaveCount(0);
  await expectAccessible(page);

  // as the résumé itself it is taken
  await chooseKind('رزومه');
  await files.getByRole('button', { name: 'افزودن فایل' }).focus();
  await page.keyboard.press('Enter');
  const row = files.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('رزومه');
  await expect(row).toContainText('۲ کیلوبایت');
  await expect(files.getByText('عکس باید تصویر JPEG یا PNG باشد.')).toHaveCount(0);
  await expectAccessible(page);

  // downloaded: the same bytes, under its Persian name
  await row.getByRole('button', { name: `دریافت ${name}` }).focus();
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(name);
  expect(Buffer.compare(await readFile((await download.path())!), pdf)).toBe(0);

  // the removal asks first: «خیر» (focused) keeps it; confirmed, it is gone
  await row.getByRole('button', { name: `حذف ${name}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'حذف فایل' });
  await expect(dialog).toContainText(`فایل «${name}» حذف شود؟`);
  await expect(dialog.getByRole('button', { name: 'خیر' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `حذف ${name}` }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'خیر' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'بله، حذف شود' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(files.getByRole('table')).toHaveCount(0);
  await expect(files.getByText('هنوز فایلی نیفزوده‌اید.')).toBeVisible();
  expect(errors.filter((e) => !/status of 40[0-9]/.test(e))).toEqual([]);
});
