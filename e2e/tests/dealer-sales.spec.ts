import { expect, test, type Page } from '@playwright/test';
import { persianDigits, signInAsAdmin } from './auth';
import { expectAccessible, pick, step } from './documents';
import { switchLanguage, todayJalali, watchErrors } from './helpers';
import { newMobileNumber } from './sms';

/*
 * The dealer's sales side on screen (docs/dealer.md "Sales"): a customer's request with a follow-up line moved
 * through its workflow; a pre-order on the seeded open plan, priced from it and registered into its queue; the
 * realization rate of the plan's cars counting it.
 */

/** A valid national code (of Tehran, 001…) that no other run uses: its check digit worked out. */
function nationalCode(): string {
  const body = `001${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (10 - i), 0) % 11;
  return `${body}${sum < 2 ? sum : 11 - sum}`;
}

/** Opens a row of the list (its view or edit button), in the form's dialog. */
async function openRow(page: Page, text: string) {
  const row = page.getByTestId('entity-table').getByRole('row').filter({ hasText: text }).first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByRole('button', { name: /ویرایش|مشاهده/ }).first().click();
}

const run = persianDigits(String(Date.now() % 100_000));

test('a request is followed up and won; a pre-order takes its place in the plan’s queue and counts in the realization rate', async ({ page }) => {
  test.setTimeout(150_000);
  const errors = watchErrors(page);
  await signInAsAdmin(page);

  // a customer's request with a follow-up, moved on by its workflow
  await page.goto('/common/dealer-request-2');
  await page.getByRole('button', { name: 'افزودن' }).first().click();
  const form = page.getByTestId('entity-form');
  await pick(page, form.getByRole('combobox', { name: 'نمایندگی', exact: true }), 'مرکزی', 'نمایندگی مرکزی تهران');
  await form.getByRole('textbox', { name: 'تاریخ', exact: true }).fill(persianDigits(todayJalali()));
  await form.getByRole('textbox', { name: 'نام مشتری' }).fill(`پریسا امینی ${run}`);
  await form.getByRole('textbox', { name: 'همراه', exact: true }).fill(newMobileNumber());
  await pick(page, form.getByRole('combobox', { name: 'نوع درخواست', exact: true }), 'خرید', 'خرید خودرو');
  await pick(page, form.getByRole('combobox', { name: 'نوع ورودی', exact: true }), 'تلفنی', 'تلفنی');
  await form.getByRole('button', { name: 'افزودن ردیف' }).click();
  await form.getByRole('textbox', { name: 'تاریخ ردیف ۱' }).fill(persianDigits(todayJalali()));
  await pick(page, form.getByRole('combobox', { name: 'موضوع ردیف ۱' }), 'پیش‌فروش', 'پیگیری پیش‌فروش');
  await form.getByRole('textbox', { name: 'نتیجه ردیف ۱' }).fill('شرایط طرح فروش را خواست');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'ذخیره' }).click();
  await openRow(page, `پریسا امینی ${run}`);
  const panel = page.getByTestId('workflow-panel');
  await expect(panel.locator('[data-state="open"]')).toBeVisible({ timeout: 30_000 });
  await step(page, 'شروع پیگیری');
  await expect(panel.locator('[data-state="followingUp"]')).toBeVisible();
  await step(page, 'به نتیجه رسید');
  await expect(panel.locator('[data-state="won"]')).toBeVisible();
  await expectAccessible(page);

  // a pre-order on the plan taking orders: priced from the plan, registered into its queue
  await page.goto('/common/sales-plan-pre-order-2');
  await page.getByRole('button', { name: 'افزودن' }).first().click();
  await pick(page, form.getByRole('combobox', { name: 'نمایندگی', exact: true }), 'مرکزی', 'نمایندگی مرکزی تهران');
  await pick(page, form.getByRole('combobox', { name: 'طرح فروش', exact: true }), 'نقدی', 'فروش نقدی دنا پلاس و تارا');
  await pick(page, form.getByRole('combobox', { name: 'خودرو', exact: true }), 'تارا', 'تارا');
  await pick(page, form.getByRole('combobox', { name: 'رنگ', exact: true }), 'سفید', 'سفید');
  await form.getByRole('textbox', { name: 'نام مشتری' }).fill(`بهروز نادری ${run}`);
  await form.getByRole('textbox', { name: 'کد ملی' }).fill(nationalCode());
  await form.getByRole('textbox', { name: 'همراه', exact: true }).fill(newMobileNumber());
  await form.getByRole('textbox', { name: 'پیش‌پرداخت واریزی (ریال)' }).fill('4000000000');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'ذخیره' }).click();
  await openRow(page, `بهروز نادری ${run}`);
  await expect(panel.locator('[data-state="draft"]')).toBeVisible({ timeout: 30_000 });
  await expect(form.getByRole('textbox', { name: 'قیمت (ریال)' })).toHaveValue('۱۲٬۸۰۰٬۰۰۰٬۰۰۰');
  await step(page, 'ثبت‌نام قطعی');
  await expect(panel.locator('[data-state="registered"]')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'نوبت در صف' })).not.toHaveValue('');

  // the plan's realization: the white Tara counts the new registration
  await page.goto('/common/dealer-realization-rate-2');
  await expect(page.getByRole('heading', { name: 'نرخ تحقق طرح‌های فروش' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'فروش نقدی دنا پلاس و تارا' }).filter({ has: page.getByRole('cell', { name: 'تارا', exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('۱۵');
  await page.screenshot({ path: 'test-results/dealer-realization.png' });
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('the dealer’s sales pages read in English: plans with their cars, orders, the day grid and the two grids', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await signInAsAdmin(page);
  await page.goto('/common/dealer-sales-plan-2');
  await switchLanguage(page, 'English');
  await expect(page.getByRole('heading', { name: 'Sales plans', exact: true })).toBeVisible();
  const plan = page.getByTestId('entity-table').getByRole('row').filter({ hasText: 'فروش نقدی دنا پلاس و تارا' });
  await expect(plan).toContainText('Taking orders');
  await expect(plan).toContainText('Cash sale');
  await plan.getByRole('button', { name: /View|Edit/ }).first().click();
  await expect(page.getByText('Cars of the plan')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop taking orders' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await page.goto('/common/dealer-appointment-2');
  await expect(page.getByRole('heading', { name: 'Appointments', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Day grid' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('columnheader', { name: 'Time', exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  for (const [url, title] of [['/common/dealer-grid-2', 'Dealers at a glance'], ['/common/dealer-realization-rate-2', 'Realization rate of sales plans'], ['/common/dealer-request-non-attendance-visites-2', 'Missed visits'], ['/common/dealer-call-center-2', 'Call centre']] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expectAccessible(page);
  }
  expect(errors).toEqual([]);
});
