import { expect, test } from '@playwright/test';
import { persianDigits, signInAsAdmin } from './auth';
import { switchLanguage } from './helpers';
import { pick } from './documents';

/** Third parties: the form on a page of its own, the server's per-kind rule on the fields, children, and the role pages. */

const run = Date.now() % 100000;
const formPage = (page: import('@playwright/test').Page) => page.getByTestId('entity-form');

test('a person is made on /thirdparties-2/create, goes on to its page, and gets a manager relation, in Persian', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  await page.goto('/common/thirdparties-2');
  await expect(page.getByRole('heading', { level: 2, name: 'طرف حساب‌ها' })).toBeVisible();
  await page.getByRole('button', { name: 'افزودن', exact: true }).click();
  await expect(page).toHaveURL(/\/common\/thirdparties-2\/create$/);
  await expect(formPage(page).getByRole('heading', { name: 'افزودن طرف حساب' })).toBeVisible();

  // a person without a last name: the server's rule shows on the field, nothing is saved
  await formPage(page).getByRole('textbox', { name: 'نام', exact: true }).fill(`مهسا ${run}`);
  await formPage(page).getByRole('button', { name: 'ذخیره' }).click();
  const lastName = formPage(page).getByRole('textbox', { name: 'نام خانوادگی' });
  await expect(lastName).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/create$/);

  await lastName.fill('رضایی');
  await formPage(page).getByRole('textbox', { name: 'کد ملی' }).fill('۰۴۹۹۳۷۰۸۹۹');
  await formPage(page).getByRole('switch', { name: 'کارفرما' }).click();
  await page.screenshot({ path: testInfo.outputPath('third-party-create-fa.png'), fullPage: true });
  await formPage(page).getByRole('button', { name: 'ذخیره' }).click();
  await expect(page.getByText('ذخیره شد.')).toBeVisible();
  // on to the new row's page, where what belongs to it is added
  await expect(page).toHaveURL(/\/common\/thirdparties-2\/create\/\d+$/);
  await expect(formPage(page).getByRole('heading', { name: 'ویرایش طرف حساب' })).toBeVisible();
  await expect(formPage(page).getByRole('textbox', { name: 'کد سازمانی' })).not.toHaveValue('');

  const relations = page.locator('[data-children="thirdpartyrelation"]');
  await relations.getByRole('button', { name: 'افزودن' }).click();
  const dialog = page.getByRole('dialog');
  // searched, not picked from the first page: the run's other tests add people ahead of the administrator
  await pick(page, dialog.getByRole('combobox', { name: 'شخص مرتبط' }), 'مدیر سامانه', 'مدیر سامانه');
  await dialog.getByRole('combobox', { name: 'نوع ارتباط' }).click();
  await page.getByRole('option', { name: 'مدیرعامل' }).click();
  await dialog.getByRole('button', { name: 'ذخیره' }).click();
  await expect(relations.getByRole('row', { name: /مدیر سامانه/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('third-party-edit-fa.png'), fullPage: true });

  // back in the list, found by its national code; the employers page lists it too
  await formPage(page).getByRole('button', { name: 'انصراف' }).click();
  await expect(page).toHaveURL(/\/common\/thirdparties-2$/);
  await page.getByRole('textbox', { name: 'جست‌وجو', exact: true }).fill('0499370899');
  await expect(page.getByTestId('entity-table').getByRole('row', { name: new RegExp(persianDigits(`مهسا ${run} رضایی`)) })).toBeVisible();
  await page.goto('/common/employers-2');
  await expect(page.getByRole('heading', { level: 2, name: 'کارفرمایان' })).toBeVisible();
  await page.getByRole('textbox', { name: 'جست‌وجو', exact: true }).fill(`${run}`);
  await expect(page.getByTestId('entity-row-count')).toHaveText('۱ ردیف');
});

test('the suppliers page lists suppliers only and makes new rows suppliers; the list reads in English too', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/common/supplier-2');
  await expect(page.getByRole('heading', { level: 2, name: 'تأمین‌کنندگان' })).toBeVisible();
  await page.getByRole('button', { name: 'افزودن', exact: true }).click();
  await expect(page).toHaveURL(/\/common\/supplier-2\/create$/);
  // the page's role is given and fixed
  const supplier = formPage(page).getByRole('switch', { name: 'تأمین‌کننده' });
  await expect(supplier).toBeChecked();
  await expect(supplier).toBeDisabled();
  await formPage(page).getByRole('combobox', { name: 'نوع شخص' }).click();
  await page.getByRole('option', { name: 'حقوقی' }).click();
  // a company's form asks for a company's fields only
  await expect(formPage(page).getByRole('textbox', { name: 'نام خانوادگی' })).toBeHidden();
  await expect(formPage(page).getByRole('textbox', { name: 'شناسهٔ ملی' })).toBeVisible();
  await formPage(page).getByRole('textbox', { name: 'نام شرکت' }).fill(`بازرگانی ${run}`);
  await formPage(page).getByRole('button', { name: 'ذخیره' }).click();
  await expect(page).toHaveURL(/\/common\/supplier-2\/create\/\d+$/);
  await formPage(page).getByRole('button', { name: 'انصراف' }).click();
  await page.getByRole('textbox', { name: 'جست‌وجو', exact: true }).fill(`${run}`);
  await expect(page.getByTestId('entity-table').getByRole('row', { name: new RegExp(persianDigits(`بازرگانی ${run}`)) })).toBeVisible();
  await expect(page.getByTestId('entity-row-count')).toHaveText('۱ ردیف');

  await switchLanguage(page, 'English');
  await page.goto('/common/supplier-2');
  await expect(page.getByRole('heading', { level: 2, name: 'Suppliers' })).toBeVisible();
  await page.goto('/common/thirdparties-2');
  await expect(page.getByRole('columnheader', { name: 'Full name' })).toBeVisible();
});
