import { expect, test, type Page } from '@playwright/test';
import { persianDigits, signInAsAdmin } from './auth';
import { expectAccessible, pick } from './documents';
import { switchLanguage } from './helpers';

/**
 * Personnel in Chromium (issue 12): a person made on /personnel-2/create with a wrong national code shown on its
 * field first, then on its own page three sub-records added in their tabs (an address, a bank account with a wrong
 * Sheba refused on the field, a child) and a document uploaded; the status changed with a description and seen in
 * the history; the read-only view; the list searched and sent to Excel. Every page passes axe-core.
 */

const run = Date.now() % 100000;
const formPage = (page: Page) => page.getByTestId('entity-form');
const dialog = (page: Page) => page.getByRole('dialog');

/** What the spec needs of packages/entities (its built output: plain data and functions). */
interface EntitiesPackage {
  sampleNationalCode(seq: number): string;
  entityPages(): { url: string; entity: { area: string; label: { plural: { fa: string; en: string } } }; where?: unknown }[];
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sampleNationalCode: nationalCode, entityPages } = require('../../packages/entities/dist/index.js') as EntitiesPackage;

async function choose(page: Page, box: ReturnType<Page['getByRole']>, option: string) {
  await box.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a personnel is made with three sub-records and a document, changes status, and shows the history', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await page.goto('/common/personnel-2');
  await expect(page.getByRole('heading', { level: 2, name: 'پرسنل' })).toBeVisible();
  // the demo's thirty people are listed
  await expect(page.getByTestId('entity-row-count')).not.toHaveText('۰ ردیف');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'افزودن', exact: true }).click();
  await expect(page).toHaveURL(/\/common\/personnel-2\/create$/);
  const f = formPage(page);
  const lastName = `تهرانی ${run}`;
  await f.getByRole('textbox', { name: 'نام', exact: true }).fill('نسترن');
  await f.getByRole('textbox', { name: 'نام خانوادگی', exact: true }).fill(lastName);
  await f.getByRole('textbox', { name: 'نام پدر', exact: true }).fill('بهمن');
  await choose(page, f.getByRole('combobox', { name: 'جنسیت' }), 'زن');
  await choose(page, f.getByRole('combobox', { name: 'وضعیت تأهل' }), 'متأهل');
  await pick(page, f.getByRole('combobox', { name: 'ملیت' }), 'ایران', 'ایران');
  // a national code whose check digit is wrong is refused on its field before anything is sent
  const nc = f.getByRole('textbox', { name: 'کد ملی' });
  await nc.fill('0010000001');
  await f.getByRole('textbox', { name: 'تلفن همراه' }).fill('09121112233');
  await f.getByRole('textbox', { name: 'تاریخ تولد' }).fill('1370/02/15');
  await pick(page, f.getByRole('combobox', { name: 'محل تولد' }), 'تهران', 'تهران');
  await pick(page, f.getByRole('combobox', { name: 'محل صدور' }), 'تهران', 'تهران');
  await pick(page, f.getByRole('combobox', { name: 'نوع استخدام' }), 'رسمی', 'رسمی');
  await pick(page, f.getByRole('combobox', { name: 'وضعیت استخدام' }), 'شاغل', 'شاغل');
  await pick(page, f.getByRole('combobox', { name: 'واحد سازمانی' }), 'فناوری', 'فناوری اطلاعات');
  await f.getByRole('textbox', { name: 'تاریخ شروع به کار' }).fill('1404/01/15');
  await f.getByRole('button', { name: 'ذخیره' }).click();
  await expect(nc).toHaveAttribute('aria-invalid', 'true');
  await expect(f.getByText('قالب «کد ملی» درست نیست.')).toBeVisible();
  await expect(page).toHaveURL(/\/create$/);
  await nc.fill(persianDigits(nationalCode(run)));
  await page.screenshot({ path: testInfo.outputPath('personnel-create.png'), fullPage: true });
  await f.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page.getByText('ذخیره شد.')).toBeVisible();
  await expect(page).toHaveURL(/\/common\/personnel-2\/create\/\d+$/);
  const id = Number(page.url().split('/').pop());
  // the personnel code came from the sequence
  await expect(f.getByRole('textbox', { name: 'کد پرسنلی' })).not.toHaveValue('');

  // the sub-records, each in its tab
  const tabs = f.getByTestId('entity-form-tabs');
  await tabs.getByRole('tab', { name: 'نشانی‌ها' }).click();
  const addresses = page.locator('[data-children="personneladdress"]');
  await addresses.getByRole('button', { name: 'افزودن' }).click();
  await dialog(page).getByRole('textbox', { name: 'عنوان' }).fill('منزل');
  await pick(page, dialog(page).getByRole('combobox', { name: 'شهر' }), 'شهریار', 'شهریار');
  await dialog(page).getByRole('textbox', { name: 'نشانی', exact: true }).fill('شهریار، بلوار امام');
  await dialog(page).getByRole('textbox', { name: 'عرض جغرافیایی' }).fill('35.6589');
  await dialog(page).getByRole('textbox', { name: 'طول جغرافیایی' }).fill('51.0583');
  await dialog(page).getByRole('button', { name: 'ذخیره' }).click();
  await expect(addresses.getByRole('row', { name: /شهریار، بلوار امام/ })).toBeVisible();

  await tabs.getByRole('tab', { name: 'حساب‌های بانکی' }).click();
  const accounts = page.locator('[data-children="personnelbankaccount"]');
  await accounts.getByRole('button', { name: 'افزودن' }).click();
  await dialog(page).getByRole('textbox', { name: 'نام صاحب حساب' }).fill(`نسترن ${lastName}`);
  await dialog(page).getByRole('textbox', { name: 'شمارهٔ حساب' }).fill('123456789');
  const sheba = dialog(page).getByRole('textbox', { name: 'شمارهٔ شبا' });
  await sheba.fill('IR820540102680020817909003');
  await dialog(page).getByRole('button', { name: 'ذخیره' }).click();
  await expect(sheba).toHaveAttribute('aria-invalid', 'true');
  await sheba.fill('IR820540102680020817909002');
  await dialog(page).getByRole('button', { name: 'ذخیره' }).click();
  // the first account is the default
  await expect(accounts.getByRole('row', { name: new RegExp(persianDigits('IR820540102680020817909002')) })).toContainText('بله');

  await tabs.getByRole('tab', { name: 'فرزندان' }).click();
  const children = page.locator('[data-children="personnelchild"]');
  await children.getByRole('button', { name: 'افزودن' }).click();
  const d = dialog(page);
  await d.getByRole('textbox', { name: 'نام', exact: true }).fill('آوا');
  await d.getByRole('textbox', { name: 'نام خانوادگی', exact: true }).fill(lastName);
  await d.getByRole('textbox', { name: 'کد ملی' }).fill(nationalCode(run + 1));
  await choose(page, d.getByRole('combobox', { name: 'وضعیت شغلی' }), 'محصل / دانشجو');
  await d.getByRole('textbox', { name: 'تاریخ تولد' }).fill('1398/06/01');
  await choose(page, d.getByRole('combobox', { name: 'جنسیت' }), 'زن');
  await d.getByRole('button', { name: 'ذخیره' }).click();
  await expect(children.getByRole('row', { name: /آوا/ })).toBeVisible();
  await expectAccessible(page);

  // a document: the national card's scan
  await tabs.getByRole('tab', { name: 'عکس و مدارک' }).click();
  const files = page.locator('[data-attachments="personnel"]');
  await files.getByRole('combobox', { name: 'نوع پیوست' }).click();
  await page.getByRole('option', { name: 'کارت ملی', exact: true }).click();
  await files.getByRole('textbox', { name: 'عنوان' }).fill('تصویر کارت ملی');
  await files.getByRole('textbox', { name: 'کد' }).fill('NC1');
  await f.locator('input[type="file"]').setInputFiles({ name: 'کارت ملی.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
  await files.getByRole('button', { name: 'افزودن پیوست' }).click();
  await expect(files.getByRole('row', { name: /تصویر کارت ملی/ })).toBeVisible();

  // the status changes with a description, and the history shows it
  await tabs.getByRole('tab', { name: 'تاریخچهٔ وضعیت' }).click();
  const panel = page.getByTestId('workflow-panel');
  await expect(panel.locator('[data-state="employed"]')).toBeVisible();
  await panel.getByRole('button', { name: 'تغییر وضعیت', exact: true }).click();
  const modal = page.getByTestId('workflow-step');
  // neither a status nor a description: both are asked for
  await modal.getByRole('button', { name: 'بله' }).click();
  await expect(modal.getByText('برای این اقدام نوشتن توضیح لازم است.')).toBeVisible();
  await choose(page, modal.getByRole('combobox', { name: 'وضعیت جدید' }), 'تعلیق');
  await modal.getByRole('textbox', { name: 'توضیح' }).fill('تعلیق تا پایان بررسی پرونده');
  await expectAccessible(page);
  await modal.getByRole('button', { name: 'بله' }).click();
  await expect(modal).toBeHidden();
  await expect(panel.locator('[data-state="suspended"]')).toBeVisible();
  await expect(page.getByTestId('workflow-history')).toContainText('تعلیق تا پایان بررسی پرونده');
  await page.screenshot({ path: testInfo.outputPath('personnel-status.png'), fullPage: true });

  // the read-only view: no inputs to type in, the history there too
  await page.goto(`/common/personnel-2/${id}/view`);
  await expect(formPage(page).getByRole('heading', { level: 2, name: 'پرسنل' })).toBeVisible();
  await expect(formPage(page).getByRole('textbox', { name: 'نام خانوادگی', exact: true })).toHaveAttribute('readonly', '');
  await expect(formPage(page).getByRole('button', { name: 'ذخیره' })).toHaveCount(0);
  await expectAccessible(page);

  // the list finds the person by name and by national code, and goes out to Excel
  await page.goto('/common/personnel-2');
  await page.getByRole('textbox', { name: 'جست‌وجو', exact: true }).fill(nationalCode(run));
  await expect(page.getByTestId('entity-row-count')).toHaveText('۱ ردیف');
  const row = page.getByTestId('entity-table').getByRole('row', { name: new RegExp(persianDigits(lastName)) });
  await expect(row).toContainText('تعلیق');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'خروجی اکسل' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('personnel.xlsx');
  const saved = testInfo.outputPath('personnel.xlsx');
  await file.saveAs(saved);
  const { readFile } = await import('node:fs/promises');
  // an xlsx is a zip holding the sheet
  expect((await readFile(saved)).subarray(0, 2).toString()).toBe('PK');
});

/** The pages of issue 12, each a list of its entity (their titles are the entity's plural label in each language). */
const HR_PAGES = [
  '/personnel-2', '/department-2', '/post-2', '/personnel-post-2', '/job-2', '/hr-jobs-2', '/grade-2', '/education-institude-2', '/social-media-2',
  '/study-field-2', '/orientation-2', '/employment-status-2', '/employment-type-2', '/instruction-2', '/insurance-contract-2', '/work-shop-2',
  '/working-group-2', '/calendar-2', '/calendar-year-2', '/company-information-2', '/mails-manager-2',
];

test('every HR page renders its list with the demo’s rows, in Persian and in English', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  const byUrl = new Map(entityPages().map((p) => [p.url, p]));
  for (const language of ['fa', 'en'] as const) {
    if (language === 'en') {
      await page.goto('/common/dashboard-2');
      await switchLanguage(page, 'English');
    }
    for (const url of HR_PAGES) {
      const entry = byUrl.get(url);
      expect(entry, url).toBeDefined();
      await page.goto(`/common${url}`);
      await expect(page.getByRole('heading', { level: 2, name: entry!.entity.label.plural[language], exact: true })).toBeVisible();
      // the list answered (a row count is shown), and the demo gave every page something to show
      const count = page.getByTestId('entity-row-count');
      await expect(count).toBeVisible();
      await expect(count).not.toHaveText(language === 'fa' ? '۰ ردیف' : '0 rows');
    }
  }
});
