import { expect, test } from '@playwright/test';
import { persianDigits, signInAsAdmin } from './auth';
import { expectAccessible, pick, step } from './documents';
import { todayJalali, watchErrors } from './helpers';
import { newMobileNumber, waitForText } from './sms';

/*
 * A car's reception from arrival to its history (docs/dealer.md "Receptions"): the staff receive the seeded Dena
 * Plus on the generic form, add two services whose prices come from the catalogue (the oil change at the car's own
 * rate), deliver it, and find the visit in /car-history-2 by its VIN; the customer answers the texted survey.
 */

test('staff receive a car, add two services, deliver it and see it in the car’s history; the customer answers the survey', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await signInAsAdmin(page);
  const mobile = newMobileNumber();
  const vin = `NAAM01CA${String(Date.now() % 1_000_000_000).padStart(9, '0')}`;

  await page.goto('/common/dealer-reception-2/create');
  const form = page.getByTestId('entity-form');
  await expect(form.getByRole('heading', { name: 'افزودن پذیرش خودرو' })).toBeVisible();
  await pick(page, form.getByRole('combobox', { name: 'نمایندگی', exact: true }), 'مرکزی', 'نمایندگی مرکزی تهران');
  await form.getByRole('textbox', { name: 'زمان پذیرش' }).fill(`${persianDigits(todayJalali())} ۰۹:۳۰`);
  await form.getByRole('textbox', { name: 'نام مشتری' }).fill('کاوه مرادی');
  await form.getByRole('textbox', { name: 'همراه', exact: true }).fill(mobile);
  await pick(page, form.getByRole('combobox', { name: 'خودرو', exact: true }), 'دنا', 'دنا پلاس');
  await form.getByRole('textbox', { name: 'شمارهٔ شاسی (VIN)' }).fill(vin.toLowerCase());
  await form.getByRole('textbox', { name: 'پلاک' }).fill('۳۴ د ۵۶۷ ایران ۱۱');
  await form.getByRole('textbox', { name: 'کارکرد (کیلومتر)' }).fill('32500');
  await form.getByRole('textbox', { name: 'شرح ایراد از زبان مشتری' }).fill('صدای جلوبندی و سرویس دوره‌ای');
  await pick(page, form.getByRole('combobox', { name: 'نوع خدمت', exact: true }), 'آزاد', 'آزاد');
  for (const [i, service] of ['تعویض روغن موتور', 'تعویض فیلتر هوا'].entries()) {
    await form.getByRole('button', { name: 'افزودن ردیف' }).click();
    await pick(page, form.getByRole('combobox', { name: `خدمت ردیف ${persianDigits(String(i + 1))}` }), service.split(' ')[1]!, service);
  }
  await expectAccessible(page);
  await form.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page).toHaveURL(/\/common\/dealer-reception-2\/\d+$/, { timeout: 30_000 });
  const panel = page.getByTestId('workflow-panel');
  await expect(panel.locator('[data-state="open"]')).toBeVisible();
  // the oil change at the Dena Plus's own rate (1,800,000) and the filter at its price (600,000)
  await expect(form.locator('[data-total="totalPrice"]')).toContainText('۲٬۴۰۰٬۰۰۰');

  await step(page, 'ترخیص و تحویل به مشتری');
  await expect(panel.locator('[data-state="closed"]')).toBeVisible();
  await expectAccessible(page);

  // the visit in the car's history, found by its VIN
  await page.goto('/common/car-history-2');
  await page.getByRole('textbox', { name: 'جست‌وجو', exact: true }).fill(vin);
  // the cells read digits in Persian
  const row = page.getByRole('row').filter({ hasText: persianDigits(vin) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('تعویض روغن موتور، تعویض فیلتر هوا');
  await expect(row).toContainText('۲٬۴۰۰٬۰۰۰');
  await expectAccessible(page);

  // the customer's survey, from the SMS
  const text = await waitForText(mobile);
  const path = text.match(/(\/common\/dealer-satisfaction\/[A-Za-z0-9_-]+)/)?.[1];
  expect(path).toBeTruthy();
  await page.goto(path!);
  await expect(page.getByRole('heading', { level: 1, name: 'نظرسنجی رضایت مشتری' })).toBeVisible();
  await page.getByRole('radio', { name: 'بسیار راضی' }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'ثبت نظر' }).click();
  await expect(page.getByTestId('satisfaction-done')).toContainText('نظر شما ثبت شد');
  expect(errors).toEqual([]);
});
