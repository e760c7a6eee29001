import { expect, test, type Page } from '@playwright/test';
import { persianDigits, signInAsAdmin } from './auth';
import { expectDocumentLanguage, switchLanguage } from './helpers';
import { expectAccessible } from './documents';

/** The generic list and form of the entity engine, walked on a sample of the entities, in Persian and English. */

const table = (page: Page) => page.getByTestId('entity-table');
const form = (page: Page) => page.getByRole('dialog');
const run = Date.now() % 100000;

test('cities: search, add with a province lookup, edit, group rules and delete with its confirmation, in Persian', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  await page.goto('/common/cities-2');
  await expect(page).toHaveTitle('شهرها');
  await expect(page.getByRole('heading', { level: 2, name: 'شهرها' })).toBeVisible();
  await expect(table(page).getByRole('row')).not.toHaveCount(1);
  await expect(page.getByTestId('entity-row-count')).toHaveText(/[۰-۹]+ ردیف/);
  await expectAccessible(page);

  // by keyboard: a row's labelled checkbox is chosen with Space, a group action is a button Enter presses
  const first = page.getByRole('checkbox', { name: 'انتخاب ردیف ۱', exact: true });
  await first.focus();
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  await page.getByRole('button', { name: 'غیرفعال‌سازی گروهی', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('entity-confirm')).toContainText('غیرفعال‌سازی گروهی ۱ ردیف انجام شود؟');
  await page.getByTestId('entity-confirm').getByRole('button', { name: 'خیر' }).click();
  await first.focus();
  await page.keyboard.press('Space');
  await expect(first).not.toBeChecked();

  // the group rules: nothing selected
  await page.getByRole('button', { name: 'فعال‌سازی گروهی', exact: true }).click();
  await expect(page.getByText('لطفاً دست‌کم یک مورد را انتخاب کنید.')).toBeVisible();
  await page.keyboard.press('Escape');

  // add: required fields are checked before sending, the code may stay empty
  await page.getByRole('button', { name: 'افزودن', exact: true }).click();
  await expect(form(page).getByRole('heading', { name: 'افزودن شهر' })).toBeVisible();
  await form(page).getByRole('button', { name: 'ذخیره' }).click();
  await expect(form(page).getByText('«عنوان» الزامی است.')).toBeVisible();
  await expect(form(page).getByText('«استان» الزامی است.')).toBeVisible();
  const name = `شهر آزمون ${run}`;
  // the list shows digits in Persian
  const shown = persianDigits(name);
  await form(page).getByRole('textbox', { name: 'عنوان', exact: true }).fill(name);
  await form(page).getByRole('combobox', { name: 'استان' }).click();
  await page.getByRole('option').first().click();
  await form(page).getByRole('textbox', { name: 'پیش‌شمارهٔ تلفن' }).fill('۰۲۶');
  await page.screenshot({ path: testInfo.outputPath('city-form-fa.png') });
  await form(page).getByRole('button', { name: 'ذخیره' }).click();
  await expect(page.getByText('ذخیره شد.')).toBeVisible();
  await expect(form(page)).toBeHidden();

  // search finds it; its code came from the sequence
  await page.getByRole('textbox', { name: 'جست‌وجو', exact: true }).fill(`${run}`);
  const row = table(page).getByRole('row', { name: new RegExp(shown) });
  await expect(row).toBeVisible();
  await expect(page.getByTestId('entity-row-count')).toHaveText('۱ ردیف');
  await page.screenshot({ path: testInfo.outputPath('cities-fa.png'), fullPage: true });

  // edit
  await row.getByRole('button', { name: 'ویرایش' }).click();
  await expect(form(page).getByRole('textbox', { name: 'عنوان', exact: true })).toHaveValue(name);
  await form(page).getByRole('textbox', { name: 'عنوان', exact: true }).fill(`${name} نو`);
  await form(page).getByRole('button', { name: 'ذخیره' }).click();
  await expect(table(page).getByRole('row', { name: new RegExp(`${shown} نو`) })).toBeVisible();

  // deactivate by its toggle, then delete after the confirmation question
  const edited = table(page).getByRole('row', { name: new RegExp(`${shown} نو`) });
  await edited.getByRole('switch').click();
  await expect(edited.getByText('غیرفعال')).toBeVisible();
  await edited.getByRole('button', { name: 'حذف' }).click();
  await expect(page.getByText(`آیا می‌خواهید شهر «${shown} نو» را حذف کنید؟`)).toBeVisible();
  await page.getByTestId('entity-confirm').getByRole('button', { name: 'بله' }).click();
  await expect(page.getByText('حذف شد.')).toBeVisible();
  await expect(page.getByText('داده‌ای یافت نشد.')).toBeVisible();
});

test('a province that cities use is not deleted, and the server says why', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/common/states-2');
  await expect(page.getByRole('heading', { level: 2, name: 'استان‌ها' })).toBeVisible();
  await page.getByRole('textbox', { name: 'جست‌وجو', exact: true }).fill('تهران');
  const row = table(page).getByRole('row', { name: /تهران/ }).first();
  await row.getByRole('button', { name: 'حذف' }).click();
  await page.getByTestId('entity-confirm').getByRole('button', { name: 'بله' }).click();
  await expect(page.getByText(/این استان در شهرها \(.+ مورد\) به کار رفته است و حذف نمی‌شود\./)).toBeVisible();
});

test('countries and measure units in English: the layout turns left to right, labels and digits follow', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  await page.goto('/common/countries-2');
  await switchLanguage(page, 'English');
  await expectDocumentLanguage(page, 'en');
  await expect(page).toHaveTitle('Countries');
  await expect(page.getByRole('heading', { level: 2, name: 'Countries' })).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: 'Persian title' })).toBeVisible();
  await expect(page.getByTestId('entity-row-count')).toHaveText(/^\d+ rows?$/);

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await form(page).getByRole('textbox', { name: 'Code', exact: true }).pressSequentially('X Y');
  await form(page).getByRole('textbox', { name: 'Persian title', exact: true }).fill(`کشور ${run}`);
  // the keyboard filter kept the space out
  await expect(form(page).getByRole('textbox', { name: 'Code', exact: true })).toHaveValue('XY');
  await page.screenshot({ path: testInfo.outputPath('country-form-en.png') });
  await form(page).getByRole('button', { name: 'Save' }).click();
  await expect(form(page)).toBeHidden();

  // a measure unit has no update call in the spec: no edit button
  await page.goto('/common/measure-unit-2');
  await expect(page.getByRole('heading', { level: 2, name: 'Measure units' })).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await form(page).getByRole('textbox', { name: 'Persian title', exact: true }).fill(`واحد ${run}`);
  await form(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(`${run}`);
  const unit = table(page).getByRole('row', { name: new RegExp(`واحد ${persianDigits(String(run))}|واحد ${run}`) });
  await expect(unit).toBeVisible();
  await expect(unit.getByRole('button', { name: 'View' })).toBeVisible();
  await expect(unit.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('measure-units-en.png'), fullPage: true });
  await switchLanguage(page, 'فارسی');
});

test('categories hold their branches and a branch its seasons, on the categories page', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  await page.goto('/common/categories-2');
  await expect(page.getByRole('heading', { level: 2, name: 'فصل‌ها' })).toBeVisible();
  await page.getByRole('button', { name: 'افزودن', exact: true }).click();
  await form(page).getByRole('textbox', { name: 'نام', exact: true }).fill(`فصل ${run}`);
  await form(page).getByRole('button', { name: 'ذخیره' }).click();
  await expect(page.getByText('ذخیره شد.')).toBeVisible();

  const category = table(page).getByRole('row', { name: new RegExp(persianDigits(`فصل ${run}`)) });
  await category.getByRole('button', { name: 'ویرایش' }).click();
  const branches = form(page).locator('[data-children="branch"]');
  await expect(branches.getByText('رسته‌ها')).toBeVisible();
  await branches.getByRole('button', { name: 'افزودن' }).click();
  const branchForm = page.getByRole('dialog', { name: 'افزودن رسته' });
  // the branch's category is fixed by the page that opened it
  await expect(branchForm.getByRole('combobox', { name: 'فصل' })).toHaveValue(`فصل ${run}`);
  await branchForm.getByRole('textbox', { name: 'نام', exact: true }).fill(`رسته ${run}`);
  await branchForm.getByRole('button', { name: 'ذخیره' }).click();
  await expect(branches.getByRole('row', { name: new RegExp(persianDigits(`رسته ${run}`)) })).toBeVisible();

  await branches.getByRole('button', { name: 'ویرایش' }).click();
  const editBranch = page.getByRole('dialog', { name: 'ویرایش رسته' });
  const seasons = editBranch.locator('[data-children="season"]');
  await seasons.getByRole('button', { name: 'افزودن' }).click();
  const seasonForm = page.getByRole('dialog', { name: 'افزودن فصل فرعی' });
  await seasonForm.getByRole('textbox', { name: 'نام', exact: true }).fill(`فرعی ${run}`);
  await seasonForm.getByRole('button', { name: 'ذخیره' }).click();
  await expect(seasons.getByRole('row', { name: new RegExp(persianDigits(`فرعی ${run}`)) })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('category-branch-season-fa.png') });

  // a branch with a season is not deleted
  await editBranch.getByRole('button', { name: 'انصراف' }).click();
  await branches.getByRole('button', { name: 'حذف' }).click();
  await page.getByTestId('entity-confirm').getByRole('button', { name: 'بله' }).click();
  await expect(page.getByText(/این رسته در فصل‌های فرعی \(.+ مورد\) به کار رفته است و حذف نمی‌شود\./)).toBeVisible();
});

test('the filtered list goes out to Excel and comes back in, checked on the server first', async ({ page }, testInfo) => {
  const tokens = await signInAsAdmin(page);
  const auth = { Authorization: `Bearer ${tokens.access_token}` };
  const code = `XL${run}`;
  const created = await page.request.post('/api/base-data/v1/country/create', { headers: auth, data: { code, nameFa: `کشور اکسل ${run}`, nameEn: `Excel ${run}` } });
  expect(created.status()).toBe(200);

  await page.goto('/common/countries-2');
  await page.getByRole('textbox', { name: 'جست‌وجو', exact: true }).fill(code);
  await expect(page.getByTestId('entity-row-count')).toHaveText('۱ ردیف');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'خروجی اکسل' }).click();
  const file = testInfo.outputPath('countries.xlsx');
  await (await download).saveAs(file);
  expect((await download).suggestedFilename()).toBe('country.xlsx');

  // the row goes away, and comes back from the file
  const id = (await created.json()).value.id;
  expect((await page.request.delete(`/api/base-data/v1/country/remove?Id=${id}`, { headers: auth })).status()).toBe(200);
  await page.getByTestId('entity-import-file').setInputFiles(file);
  const dialog = page.getByRole('dialog', { name: 'ورود از اکسل: کشورها' });
  await expect(dialog.getByText('۱ ردیف بررسی شد و آمادهٔ ثبت است.')).toBeVisible();
  await dialog.getByRole('button', { name: 'ثبت ۱ ردیف' }).click();
  await expect(dialog.getByText('۱ ردیف ثبت شد.')).toBeVisible();
  await dialog.getByRole('button', { name: 'بستن' }).last().click();
  await expect(page.getByTestId('entity-row-count')).toHaveText('۱ ردیف');

  // the same file again: its row is a duplicate now, and the preview says so for its line
  await page.getByTestId('entity-import-file').setInputFiles(file);
  await expect(dialog.getByText('۱ ردیف از ۱ ردیف خطا دارد.', { exact: false })).toBeVisible();
  await expect(dialog.getByTestId('entity-import-errors').getByRole('row', { name: /۲ .*«کد» تکراری است\./ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('import-report-fa.png') });
});

test('an operation of /opration-info-2 with an expert consumption standard in its form', async ({ page }, testInfo) => {
  const tokens = await signInAsAdmin(page);
  const auth = { Authorization: `Bearer ${tokens.access_token}` };
  const expertName = `مهندس ناظر ${run}`;
  const expert = await page.request.post('/api/service/v1/Expert/CreateExpert', { headers: auth, data: { name: expertName, hourlyRate: 1500000 } });
  expect(expert.status()).toBe(200);

  await page.goto('/common/opration-info-2');
  await expect(page.getByRole('heading', { level: 2, name: 'عملیات‌ها' })).toBeVisible();
  await page.getByRole('button', { name: 'افزودن', exact: true }).click();
  const name = `خاک‌برداری ${run}`;
  await form(page).getByRole('textbox', { name: 'نام', exact: true }).fill(name);
  await form(page).getByRole('textbox', { name: 'حجم' }).fill('120.5');
  await form(page).getByRole('textbox', { name: 'تلرانس (درصد)' }).fill('5');
  await form(page).getByRole('button', { name: 'ذخیره' }).click();
  await expect(page.getByText('ذخیره شد.')).toBeVisible();

  await page.getByRole('textbox', { name: 'جست‌وجو', exact: true }).fill(`${run}`);
  const row = table(page).getByRole('row', { name: new RegExp(persianDigits(name)) });
  await expect(row).toBeVisible();
  await expect(row.getByText('شروع‌نشده')).toBeVisible();
  await row.getByRole('button', { name: 'ویرایش' }).click();
  const standards = form(page).locator('[data-children="expertconsumptionstandard"]');
  await expect(standards.getByText('استاندارد مصرف کارشناس')).toBeVisible();
  await expect(form(page).locator('[data-children="operationinfoservice"]')).toBeVisible();
  await standards.getByRole('button', { name: 'افزودن' }).click();
  const standardForm = page.getByRole('dialog', { name: 'افزودن استاندارد مصرف کارشناس' });
  await expect(standardForm.getByRole('combobox', { name: 'عملیات' })).toHaveValue(name);
  await standardForm.getByRole('combobox', { name: 'کارشناس' }).click();
  await standardForm.getByRole('combobox', { name: 'کارشناس' }).fill(`${run}`);
  await page.getByRole('option', { name: expertName }).click();
  await standardForm.getByRole('textbox', { name: 'مقدار' }).fill('2.5');
  await standardForm.getByRole('textbox', { name: 'توضیحات' }).fill(`نظارت ${run}`);
  await standardForm.getByRole('button', { name: 'ذخیره' }).click();
  await expect(standards.getByRole('row', { name: new RegExp(expertName) })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('operation-info-standards-fa.png') });

  // the API lists it under the operation, in the spec's spelling
  const id = (await (await page.request.get('/api/service/v1/OperationInfo/GetOperationInfoByName', { headers: auth, params: { operationInfoName: name } })).json()).value.id;
  const listed = await (await page.request.get('/api/service/v1/ExpertConsumptionStandard/GetsByOprationInfoId', { headers: auth, params: { oprationInfoId: id } })).json();
  expect(listed.value.rowCount).toBe(1);
  expect(listed.value.data[0]).toMatchObject({ amount: '2.5', expert: { name: expertName } });
});

test('a document with a Jalali issue date, its file uploaded and downloaded back under its Persian name', async ({ page }, testInfo) => {
  const tokens = await signInAsAdmin(page);
  const auth = { Authorization: `Bearer ${tokens.access_token}` };
  const type = await page.request.post('/api/service/v1/DocumentType/Create', { headers: auth, data: { nameFa: `پروانه ${run}` } });
  expect(type.status()).toBe(200);

  await page.goto('/common/document-detail-2');
  await expect(page.getByRole('heading', { level: 2, name: 'مستندات' })).toBeVisible();
  await page.getByRole('button', { name: 'افزودن', exact: true }).click();
  const name = `پروانهٔ ساخت ${run}`;
  await form(page).getByRole('textbox', { name: 'نام', exact: true }).fill(name);
  await form(page).getByRole('combobox', { name: 'نوع مستند' }).click();
  await form(page).getByRole('combobox', { name: 'نوع مستند' }).fill(`${run}`);
  await page.getByRole('option', { name: `پروانه ${run}` }).click();
  // a day that is not in the Jalali calendar is refused before sending
  await form(page).getByRole('textbox', { name: 'تاریخ صدور' }).fill('۱۴۰۴/۱۲/۳۰');
  await form(page).getByRole('button', { name: 'ذخیره' }).click();
  await expect(form(page).getByText('«تاریخ صدور» تاریخ شمسی معتبری نیست (مانند ۱۴۰۵/۰۱/۰۱).')).toBeVisible();
  await form(page).getByRole('textbox', { name: 'تاریخ صدور' }).fill('۱۴۰۵/۰۱/۰۱');
  await form(page).getByRole('button', { name: 'ذخیره' }).click();
  await expect(page.getByText('ذخیره شد.')).toBeVisible();
  await page.getByRole('textbox', { name: 'جست‌وجو', exact: true }).fill(`${run}`);
  const row = table(page).getByRole('row', { name: new RegExp(persianDigits(name)) });
  await expect(row.getByText('۱ فروردین ۱۴۰۵')).toBeVisible();

  // the API stored the ISO day (and answers it as one)
  const found = await (await page.request.get('/api/service/v1/DocumentDetail/GetDocumentDetailList', { headers: auth, params: { searchTerm: name } })).json();
  expect(found.value.data[0].issueDate).toBe('2026-03-21');

  // the file goes up from the row's paperclip and comes back from its download button under its Persian name
  const content = Buffer.from(`پروانهٔ ساخت شمارهٔ ${run}`, 'utf8');
  const fileName = `پروانه ${run}.txt`;
  const chooser = page.waitForEvent('filechooser');
  await row.getByRole('button', { name: 'پیوست فایل' }).click();
  await (await chooser).setFiles({ name: fileName, mimeType: 'text/plain', buffer: content });
  await expect(page.getByText('فایل پیوست شد.')).toBeVisible();
  await expect(row.getByText(persianDigits(fileName))).toBeVisible();
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `دریافت «${persianDigits(fileName)}»` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  const { readFile } = await import('node:fs/promises');
  expect((await readFile((await download.path())!)).equals(content)).toBe(true);
  // straight from the API too: the name travels as RFC 5987
  const down = await page.request.get('/api/service/v1/DocumentDetail/Download', { headers: auth, params: { documentDetailId: found.value.data[0].id } });
  expect(down.headers()['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(fileName)}`);
  await page.screenshot({ path: testInfo.outputPath('documents-fa.png'), fullPage: true });
});
