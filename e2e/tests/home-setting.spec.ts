import { expect, test } from '@playwright/test';
import { signInAsAdmin, storedItems } from './auth';
import { expectDocumentLanguage, switchLanguage, watchErrors } from './helpers';

test('the theme and the main page are chosen, saved and survive a reload', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  const errors = watchErrors(page);
  await page.goto('/common/setting');
  await expectDocumentLanguage(page, 'fa');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');

  // theme: dark at once, kept under `theme`, still dark after a reload
  const theme = page.getByRole('radiogroup', { name: 'پوستهٔ رنگی' });
  await theme.getByText('تیره', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect((await storedItems(page)).theme).toBe('dark');

  // main page: the checks speak Persian
  const form = page.getByTestId('main-page-form');
  await expect(page.getByTestId('main-page-current')).toHaveText('هنوز صفحهٔ اصلی انتخاب نشده است.');
  await form.getByRole('button', { name: 'ذخیره' }).click();
  await expect(form.getByText('یک صفحه انتخاب کنید.')).toBeVisible();
  await expect(form.getByText('عنوان صفحهٔ اصلی را وارد کنید.')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: testInfo.outputPath('setting-errors-fa.png'), fullPage: true });

  // a page from the menus: its name is offered as the title, which can be changed
  await form.getByRole('combobox', { name: 'صفحه' }).click();
  await page.getByRole('option', { name: 'شهرها' }).click();
  await expect(form.getByRole('textbox', { name: 'عنوان' })).toHaveValue('شهرها');
  await form.getByRole('textbox', { name: 'عنوان' }).fill('شهرهای من');
  await form.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page.getByText('صفحهٔ اصلی ذخیره شد.')).toBeVisible();
  expect(await storedItems(page)).toMatchObject({ main_page_url: '/cities-2', main_page_title: 'شهرهای من', theme: 'dark' });
  await page.screenshot({ path: testInfo.outputPath('setting-dark-fa.png'), fullPage: true });

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByTestId('main-page-current')).toHaveText('صفحهٔ اصلی کنونی: شهرهای من');
  await expect(page.getByRole('radiogroup', { name: 'پوستهٔ رنگی' }).getByRole('radio', { name: 'تیره' })).toBeChecked();
  await expect(page.getByTestId('main-page-form').getByRole('textbox', { name: 'عنوان' })).toHaveValue('شهرهای من');

  // English: the same choices, English checks; back to light
  await switchLanguage(page, 'English');
  await expectDocumentLanguage(page, 'en');
  await expect(page.getByTestId('main-page-current')).toHaveText('Current main page: شهرهای من');
  const formEn = page.getByTestId('main-page-form');
  await formEn.getByRole('textbox', { name: 'Title' }).fill('');
  await formEn.getByRole('button', { name: 'Save' }).click();
  await expect(formEn.getByText('Enter a title for the main page.')).toBeVisible();
  await formEn.getByRole('textbox', { name: 'Title' }).fill('x'.repeat(61));
  await formEn.getByRole('button', { name: 'Save' }).click();
  await expect(formEn.getByText('The title must be at most 60 characters.')).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Colour theme' }).getByText('Light', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: testInfo.outputPath('setting-en.png'), fullPage: true });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  expect((await storedItems(page)).main_page_url).toBe('/cities-2');
  expect(errors).toEqual([]);
});
