import { expect, test, type Page } from '@playwright/test';
import { persianDigits, signInAsAdmin, type Tokens } from './auth';
import { expectAccessible } from './documents';

/**
 * The relational field kinds of the entity engine in Chromium, on the first HR pages: two working groups chosen
 * by keyboard in a shift rotation's multi-select (the list shows their titles), two attachments added to an
 * instruction and one downloaded with its Persian name, and a repeated recruitment-step order shown on its cell
 * while typing. Each page passes axe-core.
 */

const runOfFile = Date.now() % 100000;
const run = runOfFile;
const form = (page: Page) => page.getByRole('dialog');
const table = (page: Page) => page.getByTestId('entity-table');


async function post(page: Page, tokens: Tokens, path: string, data: Record<string, unknown>): Promise<number> {
  const res = await page.request.post(path, { data, headers: { Authorization: `Bearer ${tokens.access_token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).value.id;
}

test('a shift rotation takes two working groups chosen by keyboard, and its list shows their names', async ({ page }, testInfo) => {
  // unique per repetition too (--repeat-each runs the file's tests again in the same worker)
  const run = `${runOfFile}${testInfo.repeatEachIndex}`;
  // a form with a line to fill now (the rotation's shift), on a shared machine
  test.setTimeout(60_000);
  const tokens = await signInAsAdmin(page);
  const names = [`گروه تولید ${run}`, `گروه بسته‌بندی ${run}`];
  for (const [i, name] of names.entries()) await post(page, tokens, '/api/hr/v1/workinggroup/create', { code: `G${run}${i}`, name });
  await page.goto('/common/shift-rotation-2');
  await page.getByRole('button', { name: 'افزودن', exact: true }).click();
  const f = form(page);
  await f.getByRole('textbox', { name: 'کد', exact: true }).fill(`R${run}`);
  await f.getByRole('textbox', { name: 'عنوان', exact: true }).fill(`چرخش آزمون ${run}`);
  await f.getByRole('textbox', { name: 'دورهٔ چرخش' }).fill('7');
  await f.getByRole('textbox', { name: 'زمان استراحت' }).fill('1');
  await f.getByRole('textbox', { name: 'تاریخ شروع' }).fill('1405/01/01');
  // its shifts are its ordered lines (issue 15): one, the seeded day shift, on the line the form starts with
  await f.getByRole('textbox', { name: 'ترتیب ردیف ۱' }).fill('1');
  await f.getByRole('combobox', { name: 'شیفت ردیف ۱' }).click();
  await page.getByRole('option', { name: 'شیفت روز' }).click();
  // the multi-select: typed into and chosen with the arrow keys and Enter
  const groups = f.getByRole('combobox', { name: 'گروه‌های کاری' });
  for (const [i, name] of names.entries()) {
    await groups.click();
    // the keys go in once the server's answer to the typed search is in (a list being replaced is no place to press
    // Enter, for a person or a test)
    const term = name.split(' ').slice(1).join(' ');
    const answered = page.waitForResponse((res) => res.url().includes('/workinggroup/') && new URL(res.url()).searchParams.get('searchTerm') === term);
    await groups.fill(term);
    await answered;
    await expect(page.getByRole('option')).toHaveCount(1);
    await expect(page.getByRole('option', { name })).toBeVisible();
    await groups.press('ArrowDown');
    await groups.press('Enter');
    await expect(f.locator('.mantine-MultiSelect-pill')).toHaveCount(i + 1);
  }
  await groups.press('Escape');
  await expect(f.locator('[data-field="workingGroupIds"]').locator('..')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('shift-rotation-form.png') });
  await f.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page.getByText('ذخیره شد.')).toBeVisible();
  await page.getByRole('textbox', { name: 'جست‌وجو', exact: true }).fill(`${run}`);
  const row = table(page).getByRole('row', { name: new RegExp(persianDigits(`چرخش آزمون ${run}`)) });
  await expect(row).toContainText(`${persianDigits(names[0]!)}، ${persianDigits(names[1]!)}`);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('shift-rotations.png'), fullPage: true });
});

test('an instruction takes two attachments and gives one back with its Persian name', async ({ page }, testInfo) => {
  const tokens = await signInAsAdmin(page);
  const title = `دستورالعمل آزمون ${run}`;
  await post(page, tokens, '/api/hr/v1/instruction/create', { title, code: `I${run}`, versionNumber: '2.1', instructionType: 2, publicationDate: '2026-03-21', validityDate: '2027-03-20' });
  await page.goto('/common/instruction-2');
  await page.getByRole('textbox', { name: 'جست‌وجو', exact: true }).fill(`${run}`);
  await table(page).getByRole('row', { name: new RegExp(persianDigits(title)) }).getByRole('button', { name: 'ویرایش' }).click();
  const section = form(page).locator('[data-attachments="instruction"]');
  await expect(section.getByText('پیوستی ثبت نشده است.')).toBeVisible();
  // nothing chosen: each required input says so
  await section.getByRole('button', { name: 'افزودن پیوست' }).click();
  await expect(section.getByText('«فایل» الزامی است.')).toBeVisible();
  const files = [
    { type: 'متن اصلی', title: 'متن دستورالعمل', code: 'A1', name: 'دستورالعمل ایمنی.txt', body: 'متن کامل دستورالعمل' },
    { type: 'فرم', title: 'فرم گزارش حادثه', code: '', name: 'فرم گزارش.txt', body: 'فرم' },
  ];
  for (const file of files) {
    await section.getByRole('combobox', { name: 'نوع پیوست' }).click();
    await page.getByRole('option', { name: file.type, exact: true }).click();
    await section.getByRole('textbox', { name: 'عنوان' }).fill(file.title);
    // typed by keyboard, as a user would
    if (file.code) {
      await section.getByRole('textbox', { name: 'کد' }).click();
      await page.keyboard.type(file.code);
    }
    await form(page).locator('input[type="file"]').setInputFiles({ name: file.name, mimeType: 'text/plain', buffer: Buffer.from(file.body) });
    await section.getByRole('button', { name: 'افزودن پیوست' }).click();
    await expect(section.getByRole('row', { name: new RegExp(file.title) })).toBeVisible();
  }
  await expect(section.locator('[data-attachment]')).toHaveCount(2);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('instruction-attachments.png') });
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: `دریافت ${files[0]!.name}` }).click();
  expect((await download).suggestedFilename()).toBe(files[0]!.name);
  // remove one after the question
  await section.getByRole('button', { name: `حذف ${files[1]!.name}` }).click();
  await page.getByTestId('entity-confirm').getByRole('button', { name: 'بله' }).click();
  await expect(section.locator('[data-attachment]')).toHaveCount(1);
});

test('a repeated recruitment-step order shows on its cell while typing, and the save is refused', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  await page.goto('/common/company-information-2');
  await table(page).getByRole('row', { name: /اطلاعات شرکت نمونه/ }).getByRole('button', { name: 'ویرایش' }).click();
  const f = form(page);
  await expect(f.locator('[data-line]')).toHaveCount(3);
  await f.getByRole('button', { name: 'افزودن ردیف' }).click();
  await f.getByRole('textbox', { name: 'عنوان ردیف ۴' }).fill('معاینهٔ پزشکی');
  await f.getByRole('textbox', { name: 'ترتیب ردیف ۴' }).fill('2');
  const cell = f.locator('[data-line="3"]');
  await expect(cell.getByText('«ترتیب» واردشده تکراری است.')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('recruitment-steps-duplicate.png') });
  await f.getByRole('button', { name: 'ذخیره' }).click();
  await expect(cell.getByText('«ترتیب» واردشده تکراری است.')).toBeVisible();
  // a free order clears it, and the save goes through
  await f.getByRole('textbox', { name: 'ترتیب ردیف ۴' }).fill('4');
  await expect(cell.getByText('«ترتیب» واردشده تکراری است.')).toHaveCount(0);
  await f.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page.getByText('ذخیره شد.')).toBeVisible();
});
