import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { persianDigits, signInAsAdmin } from './auth';
import { switchLanguage } from './helpers';

/**
 * The list screen's Excel import (issue 9, item 13), by keyboard: a file with one bad row is checked as a whole
 * and the dialog names the row and field; the fixed file is imported in one job and the list shows its rows.
 */

const run = Date.now() % 100000;

async function workbook(path: string, rows: (string | number)[][], header = ['کد', 'عنوان', 'استان', 'پیش‌شمارهٔ تلفن']): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('شهرها');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  await wb.xlsx.writeFile(path);
  return path;
}

/** Opens the file chooser from the focused import button with the keyboard, and picks `file`. */
async function chooseByKeyboard(page: Page, button: ReturnType<Page['getByRole']>, file: string) {
  await button.focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(file);
}

async function expectAxeClean(page: Page) {
  // legacy mode runs axe in the page itself (no second page for the results): the dialog is one frame
  const result = await new AxeBuilder({ page }).setLegacyMode(true).include('[role="dialog"]').analyze();
  const bad = result.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('an Excel file with a bad row is checked as a whole, fixed, and imported in one job', async ({ page }, testInfo) => {
  // four accessibility scans and two imports on a shared machine
  test.setTimeout(90_000);
  const tokens = await signInAsAdmin(page);
  const auth = { Authorization: `Bearer ${tokens.access_token}` };
  const country = await page.request.post('/api/base-data/v1/country/create', { headers: auth, data: { code: `EK${run}`, nameFa: `کشور ورود ${run}` } });
  expect(country.status()).toBe(200);
  const provinceName = `استان ورود ${run}`;
  const province = await page.request.post('/api/base-data/v1/province/create', { headers: auth, data: { code: `EP${run}`, nameFa: provinceName, countryId: (await country.json()).value.id } });
  expect(province.status()).toBe(200);

  const good = (i: number) => [`EC${run}${i}`, `شهر ورودی ${run} ${i}`, provinceName, `0${20 + i}`];
  const bad = await workbook(testInfo.outputPath('cities-bad.xlsx'), [good(1), [`EC${run}2`, `شهر ورودی ${run} 2`, 'استانی که نیست', '022'], good(3)]);
  const fixed = await workbook(testInfo.outputPath('cities-fixed.xlsx'), [good(1), good(2), good(3)]);

  await page.goto('/common/cities-2');
  const importButton = page.getByRole('button', { name: 'ورود از اکسل' });
  await chooseByKeyboard(page, importButton, bad);

  // the preview names the bad row and field; nothing is written
  const dialog = page.getByRole('dialog', { name: 'ورود از اکسل: شهرها' });
  await expect(dialog.getByText('۱ ردیف از ۳ ردیف خطا دارد.', { exact: false })).toBeVisible();
  const errors = dialog.getByTestId('entity-import-errors');
  await expect(errors.getByRole('row')).toHaveCount(2);
  await expect(errors.getByRole('row', { name: /۳ .*«استان» انتخاب‌شده وجود ندارد\./ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /ثبت/ })).toHaveCount(0);
  await expectAxeClean(page);
  await page.screenshot({ path: testInfo.outputPath('import-preview-errors-fa.png') });

  // fixed, chosen again from the dialog by keyboard
  const again = dialog.getByRole('button', { name: 'انتخاب پرونده' });
  await again.focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(fixed);
  await expect(dialog.getByText('۳ ردیف بررسی شد و آمادهٔ ثبت است.')).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'ثبت ۳ ردیف' });
  await expect(confirm).toBeFocused();
  await expectAxeClean(page);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('۳ ردیف ثبت شد.')).toBeVisible();
  await expectAxeClean(page);
  await page.screenshot({ path: testInfo.outputPath('import-done-fa.png') });
  await expect(dialog.getByRole('button', { name: 'بستن' }).last()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // the list was refreshed: the three rows are there
  await page.getByRole('textbox', { name: 'جست‌وجو', exact: true }).fill(`شهر ورودی ${run}`);
  await expect(page.getByTestId('entity-row-count')).toHaveText('۳ ردیف');
  await expect(page.getByTestId('entity-table').getByRole('row', { name: new RegExp(persianDigits(`شهر ورودی ${run} 2`)) })).toBeVisible();

  // the same file again, in English: each row is now a duplicate, named in the preview
  await switchLanguage(page, 'English');
  await chooseByKeyboard(page, page.getByRole('button', { name: 'Import from Excel' }), fixed);
  const en = page.getByRole('dialog', { name: 'Import from Excel: Cities' });
  await expect(en.getByText('3 of 3 rows have errors.', { exact: false })).toBeVisible();
  await expect(en.getByTestId('entity-import-errors').getByRole('row', { name: /2 "Code" is a duplicate\./ })).toBeVisible();
  await expectAxeClean(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await switchLanguage(page, 'فارسی');
});
