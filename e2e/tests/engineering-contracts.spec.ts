import { expect, test, type Page } from '@playwright/test';
import { ADMIN, persianDigits, signInAsAdmin } from './auth';
import { expectDocumentLanguage, switchLanguage } from './helpers';

/**
 * Cost centres and employer contracts on the generic screens: a cost centre with an authorized user in its form
 * (a third party who is no user refused on the field), and an employer contract on pages of its own
 * (`/employer-contracts-2/create` → `:id/edit` with its operations → `:id/view` read-only), in Persian and English.
 */

const table = (page: Page) => page.getByTestId('entity-table');
const dialog = (page: Page) => page.getByRole('dialog');
const run = Date.now() % 100000;
const S = '/api/service/v1';

/** Picks the option of a form's lookup after typing part of its title. */
async function pick(scope: ReturnType<Page['getByRole']> | ReturnType<Page['getByTestId']>, page: Page, label: string, search: string, option: string) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

test('a cost centre with an authorized user of the system, in Persian', async ({ page }, testInfo) => {
  const tokens = await signInAsAdmin(page);
  const auth = { Authorization: `Bearer ${tokens.access_token}` };
  const type = await page.request.post(`${S}/CostCenterType/Create`, { headers: auth, data: { nameFa: `کارگاهی ${run}` } });
  expect(type.status()).toBe(200);
  const outsider = await page.request.post('/api/meta-data/v1/thirdparty/create', { headers: auth, data: { kind: 2, companyName: `بدون حساب ${run}` } });
  expect(outsider.status()).toBe(200);

  await page.goto('/common/cost-center-2');
  await expect(page).toHaveTitle('مراکز هزینه');
  await expect(page.getByRole('heading', { level: 2, name: 'مراکز هزینه' })).toBeVisible();
  await page.getByRole('button', { name: 'افزودن', exact: true }).click();
  await expect(dialog(page).getByRole('heading', { name: 'افزودن مرکز هزینه' })).toBeVisible();
  const name = `کارگاه شمال ${run}`;
  await dialog(page).getByRole('textbox', { name: 'نام', exact: true }).fill(name);
  await pick(dialog(page), page, 'نوع مرکز هزینه', `${run}`, `کارگاهی ${run}`);
  await dialog(page).getByRole('button', { name: 'ذخیره' }).click();
  await expect(page.getByText('ذخیره شد.')).toBeVisible();
  await expect(dialog(page)).toBeHidden();

  await page.getByRole('textbox', { name: 'جست‌وجو', exact: true }).fill(`${run}`);
  const row = table(page).getByRole('row', { name: new RegExp(persianDigits(name)) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'ویرایش' }).click();
  const users = dialog(page).locator('[data-children="costcenterauthorizeduser"]');
  await expect(users.getByText('کاربران مجاز')).toBeVisible();
  await users.getByRole('button', { name: 'افزودن' }).click();
  const userForm = page.getByRole('dialog', { name: 'افزودن کاربر مجاز مرکز هزینه' });
  await expect(userForm.getByRole('combobox', { name: 'مرکز هزینه' })).toHaveValue(name);
  // a third party who is not a user of the system is refused on the field
  await pick(userForm, page, 'کاربر', `${run}`, `بدون حساب ${run}`);
  await userForm.getByRole('button', { name: 'ذخیره' }).click();
  await expect(userForm.getByText('«کاربر» کاربر سامانه نیست.')).toBeVisible();
  await pick(userForm, page, 'کاربر', 'مدیر', ADMIN.name);
  await userForm.getByRole('textbox', { name: 'شرح' }).fill('سرپرست کارگاه');
  await page.screenshot({ path: testInfo.outputPath('cost-center-user-fa.png') });
  await userForm.getByRole('button', { name: 'ذخیره' }).click();
  await expect(userForm).toBeHidden();
  await expect(users.getByRole('row', { name: new RegExp(`${ADMIN.name}.*سرپرست کارگاه`) })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('cost-center-form-fa.png') });

  // the API lists the cost centre under the user (a third party)
  const id = (await (await page.request.get(`${S}/CostCenter/GetCostCenterByName`, { headers: auth, params: { costCenterName: name } })).json()).value.id;
  const profile = (await (await page.request.get('/api/identity/user/v1/profile', { headers: auth })).json()).value;
  const mine = await (await page.request.get(`${S}/CostCenter/GetsByAuthorizedUserId`, { headers: auth, params: { userId: profile.thirdPartyId ?? profile.thirdParty?.id, pageSize: 100 } })).json();
  expect(mine.value.data.map((r: { id: number }) => r.id)).toContain(id);
});

test('an employer contract on pages of its own: create, edit with an operation, view read-only', async ({ page }, testInfo) => {
  const tokens = await signInAsAdmin(page);
  const auth = { Authorization: `Bearer ${tokens.access_token}` };
  const employer = await page.request.post('/api/meta-data/v1/thirdparty/create', { headers: auth, data: { kind: 2, companyName: `راه‌سازان ${run}`, isEmployer: true } });
  expect(employer.status()).toBe(200);
  const employerId = (await employer.json()).value.id;
  const project = await page.request.post(`${S}/Project/AddProject`, { headers: auth, data: { name: `آزادراه ${run}`, employerId } });
  expect(project.status()).toBe(200);
  const operation = await page.request.post(`${S}/OperationInfo/Add`, { headers: auth, data: { name: `زیرسازی ${run}`, operationStatus: 1 } });
  expect(operation.status()).toBe(200);

  await page.goto('/common/employer-contracts-2');
  await expect(page.getByRole('heading', { level: 2, name: 'قراردادهای کارفرما' })).toBeVisible();
  await page.getByRole('button', { name: 'افزودن', exact: true }).click();
  await expect(page).toHaveURL(/\/common\/employer-contracts-2\/create$/);
  const formPage = page.getByTestId('entity-form');
  await expect(formPage.getByRole('heading', { name: 'افزودن قرارداد کارفرما' })).toBeVisible();
  const title = `قرارداد زیرسازی ${run}`;
  await formPage.getByRole('textbox', { name: 'عنوان قرارداد' }).fill(title);
  await pick(formPage, page, 'پروژه', `${run}`, `آزادراه ${run}`);
  await pick(formPage, page, 'کارفرما', `${run}`, `راه‌سازان ${run}`);
  await formPage.getByRole('textbox', { name: 'تاریخ شروع' }).fill('۱۴۰۵/۰۲/۰۱');
  await formPage.getByRole('textbox', { name: 'تاریخ پایان' }).fill('۱۴۰۵/۰۱/۰۱');
  await formPage.getByRole('button', { name: 'ذخیره' }).click();
  // an end before the start is refused on the field (the period is a declared range: the form says it before the server would)
  await expect(formPage.getByText('«تاریخ پایان» نباید پیش از «تاریخ شروع» باشد.')).toBeVisible();
  await formPage.getByRole('textbox', { name: 'تاریخ پایان' }).fill('۱۴۰۵/۱۲/۲۹');
  await formPage.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page.getByText('ذخیره شد.')).toBeVisible();

  // a create lands on the new row's edit page, where its operations are added
  await expect(page).toHaveURL(/\/common\/employer-contracts-2\/\d+\/edit$/);
  const id = Number(/employer-contracts-2\/(\d+)\/edit/.exec(page.url())![1]);
  await expect(formPage.getByRole('heading', { name: 'ویرایش قرارداد کارفرما' })).toBeVisible();
  await expect(formPage.getByRole('textbox', { name: 'عنوان قرارداد' })).toHaveValue(title);
  const operations = formPage.locator('[data-children="projectoperation"]');
  await operations.getByRole('button', { name: 'افزودن' }).click();
  const opForm = page.getByRole('dialog', { name: 'افزودن عملیات قرارداد' });
  await pick(opForm, page, 'عملیات', `${run}`, `زیرسازی ${run}`);
  await opForm.getByRole('textbox', { name: 'حجم' }).fill('250');
  await opForm.getByRole('textbox', { name: 'بهای واحد (ریال)' }).fill('400000');
  await opForm.getByRole('button', { name: 'ذخیره' }).click();
  await expect(opForm).toBeHidden();
  // volume × unit price, the contract's project
  const opRow = operations.getByRole('row', { name: new RegExp(`زیرسازی ${run}`) });
  await expect(opRow).toBeVisible();
  await expect(opRow).toContainText(persianDigits('100,000,000').replace(/,/g, '٬'));
  await page.screenshot({ path: testInfo.outputPath('employer-contract-edit-fa.png'), fullPage: true });
  const listed = await (await page.request.get(`${S}/ProjectOperation/GetsByEmployerContractId`, { headers: auth, params: { employerContractId: id } })).json();
  expect(listed.value.data[0]).toMatchObject({ amount: '100000000', projectId: (await project.json()).value.id });

  // the view page: the same row, read-only, no buttons to change it or its operations
  await page.goto(`/common/employer-contracts-2/${id}/view`);
  await expect(formPage.getByRole('heading', { name: 'قرارداد کارفرما', exact: true })).toBeVisible();
  await expect(formPage.getByRole('textbox', { name: 'عنوان قرارداد' })).toHaveValue(title);
  await expect(formPage.getByRole('textbox', { name: 'عنوان قرارداد' })).not.toBeEditable();
  await expect(formPage.getByRole('button', { name: 'ذخیره' })).toHaveCount(0);
  await expect(operations.getByRole('button', { name: 'افزودن' })).toHaveCount(0);
  await expect(operations.getByRole('row', { name: new RegExp(`زیرسازی ${run}`) })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('employer-contract-view-fa.png'), fullPage: true });
  await formPage.getByRole('button', { name: 'بستن' }).click();
  await expect(page).toHaveURL(/\/common\/employer-contracts-2$/);
});

test('the employer contracts and cost centres in English', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  await page.goto('/common/employer-contracts-2');
  await switchLanguage(page, 'English');
  await expectDocumentLanguage(page, 'en');
  await expect(page).toHaveTitle('Employer contracts');
  await expect(page.getByRole('heading', { level: 2, name: 'Employer contracts' })).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: 'Contract number' })).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page).toHaveURL(/\/common\/employer-contracts-2\/create$/);
  const formPage = page.getByTestId('entity-form');
  await expect(formPage.getByRole('heading', { name: 'New Employer contract' })).toBeVisible();
  await formPage.getByRole('button', { name: 'Save' }).click();
  await expect(formPage.getByText('"Contract title" is required.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('employer-contract-create-en.png'), fullPage: true });
  await page.goto('/common/cost-center-2');
  await expect(page.getByRole('heading', { level: 2, name: 'Cost centres' })).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: 'Employer' })).toBeVisible();
  await switchLanguage(page, 'فارسی');
});
