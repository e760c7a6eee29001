import { expect, test } from '@playwright/test';
import { apiLogin, storeSession } from './auth';
import { expectAccessible, pick } from './documents';

/**
 * Recruitment, first part (docs/recruitment.md): a test is made on /hr-test-2/create by the keyboard and mouse; the
 * nine rules of its form (packages/domain, the same the API runs) speak on the form before anything is sent, each on
 * its own field or cell; put right, the test is saved with its questions.
 */
test('a test’s form says its rules before saving: the missing order, the gap, the total, the passing score', async ({ page }) => {
  test.setTimeout(120_000);
  await storeSession(page, await apiLogin(page.request));
  const sent: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/api/recruitment/v1/hrtest/create')) sent.push(r.method()); });
  await page.goto('/common/hr-test-2');
  await expect(page.getByRole('heading', { name: 'آزمون‌ها' })).toBeVisible();
  // the demo's test is listed
  await expect(page.getByTestId('entity-table')).toContainText('آزمون کارشناس نرم‌افزار');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'افزودن', exact: true }).click();
  await expect(page).toHaveURL(/\/hr-test-2\/create$/);
  const form = page.getByTestId('entity-form');
  const title = `آزمون مرورگر ${Date.now() % 100000}`;
  await form.getByRole('textbox', { name: 'عنوان' }).fill(title);
  await pick(page, form.getByRole('combobox', { name: 'گروه آزمون', exact: true }), 'استخدامی', /آزمون‌های استخدامی/);
  await form.getByRole('textbox', { name: 'نمرهٔ آزمون' }).fill('۱۰۰');
  await form.getByRole('textbox', { name: 'نمرهٔ قبولی' }).fill('۱۲۰');
  await form.getByRole('textbox', { name: 'مدت (دقیقه)' }).fill('20');
  // three questions: orders 1, (none), 4; scores 30 + 30 + 30
  await pick(page, form.getByRole('combobox', { name: 'سؤال ردیف ۱' }), 'پایتخت', /پایتخت ایران/);
  await form.getByRole('textbox', { name: 'ترتیب ردیف ۱' }).fill('1');
  await form.getByRole('textbox', { name: 'نمره ردیف ۱' }).fill('30');
  await form.getByRole('button', { name: 'افزودن ردیف' }).click();
  await pick(page, form.getByRole('combobox', { name: 'سؤال ردیف ۲' }), '۱۲', /۱۲ × ۱۲/);
  await form.getByRole('textbox', { name: 'نمره ردیف ۲' }).fill('30');
  await form.getByRole('button', { name: 'افزودن ردیف' }).click();
  await pick(page, form.getByRole('combobox', { name: 'سؤال ردیف ۳' }), 'رابطه‌ای', /رابطه‌ای/);
  await form.getByRole('textbox', { name: 'ترتیب ردیف ۳' }).fill('4');
  await form.getByRole('textbox', { name: 'نمره ردیف ۳' }).fill('30');
  await form.getByRole('button', { name: 'ذخیره' }).click();
  // each rule on its place, and no request sent
  await expect(form).toContainText('ترتیب سؤال باید وارد شود.');
  await expect(form).toContainText('ترتیب سؤال‌ها باید پشت سر هم باشد: ۲، ۳ جا افتاده است.');
  await expect(form).toContainText('مجموع نمرات سؤال‌ها (۹۰) از نمرهٔ آزمون (۱۰۰) کمتر است.');
  await expect(form).toContainText('نمرهٔ قبولی (۱۲۰) نمی‌تواند از نمرهٔ آزمون (۱۰۰) بیشتر باشد.');
  await expectAccessible(page);
  expect(sent).toEqual([]);
  // put right: orders 1, 2, 3, scores adding up to 100, a passing score of 60
  await form.getByRole('textbox', { name: 'ترتیب ردیف ۲' }).fill('2');
  await form.getByRole('textbox', { name: 'ترتیب ردیف ۳' }).fill('3');
  await form.getByRole('textbox', { name: 'نمره ردیف ۳' }).fill('40');
  await form.getByRole('textbox', { name: 'نمرهٔ قبولی' }).fill('60');
  await form.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page).toHaveURL(/\/hr-test-2\/\d+$/, { timeout: 30_000 });
  expect(sent).toEqual(['POST']);
  await page.goto('/common/test-question-2');
  await expect(page.getByRole('heading', { name: 'سؤال‌های آزمون' })).toBeVisible();
  await expect(page.getByTestId('entity-table')).toContainText(title);
  await expectAccessible(page);
});
