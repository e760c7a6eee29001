import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signInAs, step } from './documents';
import { persianDigits } from './auth';
import { switchLanguage } from './helpers';

/**
 * The monthly payroll (issue 16) in Chromium: the demo's payroll manager (09120000016) calculates last month for the
 * demo company from /payroll-2 (paying those without a closed attendance month from their employment dates), opens
 * the month and one of its payslips (each line with how it was worked out), and confirms the month, which then
 * cannot be calculated again. Every page and dialog passes axe-core.
 */

const PAYROLL_MANAGER = '09120000016';
/** today's Jalali year and month on Tehran's clock (the Persian calendar of ICU) */
const parts = Object.fromEntries(new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', { timeZone: 'Asia/Tehran', year: 'numeric', month: 'numeric' }).formatToParts(new Date()).map((p) => [p.type, p.value]));
const today = { jy: parseInt(parts.year!, 10), jm: parseInt(parts.month!, 10) };
const last = today.jm === 1 ? { jy: today.jy - 1, jm: 12 } : { jy: today.jy, jm: today.jm - 1 };
const MONTHS = ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'];
const monthName = () => MONTHS[last.jm - 1]!;
const dialogs = (page: Page) => page.getByRole('dialog');

test('the payroll manager calculates last month, opens a payslip with its explained lines, and confirms the month', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, PAYROLL_MANAGER);
  await page.goto('/common/payroll-2');
  await expect(page.getByTestId('entity-table')).toBeVisible();
  await expectAccessible(page);

  // calculate last month (offered first) by keyboard
  await page.getByTestId('payroll-calculate').focus();
  await page.keyboard.press('Enter');
  const calculate = dialogs(page).filter({ hasText: 'محاسبهٔ حقوق و دستمزد ماه' });
  await expect(calculate).toBeVisible();
  await expect(calculate.getByRole('combobox', { name: 'ماه' })).toHaveValue(monthName());
  await calculate.getByRole('checkbox').check();
  await expectAccessible(page);
  await calculate.getByTestId('payroll-calculate-submit').click();
  await expect(calculate).toBeHidden();
  await expect(page.getByText(/حقوق .* نفر محاسبه شد/).first()).toBeVisible();

  // the month: its totals, then its payslips
  const row = page.getByTestId('entity-table').getByRole('row').filter({ hasText: monthName() }).filter({ hasText: persianDigits(String(last.jy)) }).filter({ hasText: 'حقوق ماه' }).first();
  await expect(row).toContainText('محاسبه‌شده');
  await row.getByRole('button', { name: /ویرایش|مشاهده/ }).first().click();
  const month = dialogs(page).filter({ has: page.locator('[data-children="payslip"]') });
  await expect(month.getByTestId('workflow-panel').locator('[data-state="calculated"]')).toBeVisible();
  const slips = month.locator('[data-children="payslip"]');
  await expect(slips.getByRole('row').first()).toBeVisible();
  await expectAccessible(page);
  await slips.getByRole('button', { name: 'مشاهده' }).first().click();
  const slip = dialogs(page).filter({ has: page.getByTestId('payslip-pdf') });
  await expect(slip.getByText('حقوق پایه').first()).toBeVisible();
  await expect(slip.getByText('پرداختی', { exact: true }).first()).toBeVisible();
  // each line says how it was worked out: the base salary from the decree's monthly salary ÷ 30
  await expect(slip.getByText(/حقوق ماهانهٔ حکم .* ÷ ۳۰|حقوق ماهانهٔ حکم .* ÷ 30/).first()).toBeVisible();
  await expect(slip.getByText('حق بیمهٔ سهم کارگر').first()).toBeVisible();
  await expectAccessible(page);
  // the payslip as a PDF
  const [pdf] = await Promise.all([page.waitForEvent('download'), slip.getByTestId('payslip-pdf').click()]);
  expect(pdf.suggestedFilename()).toMatch(/^payslip-\d+\.pdf$/);
  await slip.getByRole('button', { name: 'بستن' }).last().click();
  await expect(slip).toBeHidden();
  await expect(month).toBeVisible();

  // confirm the month: it is frozen
  await step(page, 'تأیید حقوق ماه');
  await expect(page.getByTestId('workflow-panel').locator('[data-state="confirmed"]')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('payroll-calculate').click();
  await calculate.getByTestId('payroll-calculate-submit').click();
  await expect(calculate.getByRole('alert')).toContainText('تأیید شده');
  await expectAccessible(page);
});

test('the year end: last year’s eydi, severance and leave paid out, each line explained', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, PAYROLL_MANAGER);
  await page.goto('/common/payroll-2');
  await expect(page.getByTestId('entity-table')).toBeVisible();
  // last year is offered; the dialog asks for the year only
  await page.getByTestId('payroll-year-end').focus();
  await page.keyboard.press('Enter');
  const yearEnd = dialogs(page).filter({ hasText: 'محاسبهٔ عیدی، سنوات و بازخرید مرخصی سال' });
  await expect(yearEnd).toBeVisible();
  await expect(yearEnd.getByRole('combobox', { name: 'ماه' })).toHaveCount(0);
  await expect(yearEnd.getByRole('textbox', { name: 'سال' })).toHaveValue(new RegExp(`${today.jy - 1}|${persianDigits(String(today.jy - 1))}`));
  await expectAccessible(page);
  await yearEnd.getByTestId('payroll-year-end-submit').click();
  await expect(yearEnd).toBeHidden();
  await expect(page.getByText(/عیدی و سنوات .* نفر محاسبه شد/).first()).toBeVisible();

  const row = page.getByTestId('entity-table').getByRole('row').filter({ hasText: 'عیدی، سنوات و بازخرید مرخصی' }).filter({ hasText: persianDigits(String(today.jy - 1)) }).first();
  await expect(row).toContainText('محاسبه‌شده');
  await row.getByRole('button', { name: /ویرایش|مشاهده/ }).first().click();
  const run = dialogs(page).filter({ has: page.locator('[data-children="payslip"]') });
  const slips = run.locator('[data-children="payslip"]');
  await expect(slips.getByRole('row').first()).toBeVisible();
  await slips.getByRole('button', { name: 'مشاهده' }).first().click();
  const slip = dialogs(page).filter({ has: page.getByTestId('payslip-pdf') });
  await expect(slip.getByText('عیدی و پاداش').first()).toBeVisible();
  await expect(slip.getByText('حق سنوات').first()).toBeVisible();
  // eydi: days of wage × the daily wage × the share of the year worked
  await expect(slip.getByText(/روز × مزد روزانه .* روز سال/).first()).toBeVisible();
  await expectAccessible(page);
});

test('the payroll pages read in English, left to right', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, PAYROLL_MANAGER);
  await page.goto('/common/payroll-2');
  await switchLanguage(page, 'English');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  for (const [url, heading] of [
    ['/payroll-2', 'Payroll'],
    ['/payroll-rules-2', 'Payroll rules'],
    ['/employment-decree-2', 'Employment decrees'],
    ['/employment-decree-adjustment-type-2', 'Decree addition and deduction types'],
    ['/base-employment-decree-2', 'Base decrees'],
    ['/payroll-entry-2', 'Monthly additions and deductions'],
  ] as const) {
    await page.goto(`/common${url}`);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expect(page.getByTestId('entity-table').getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page);
  }
  // a payslip's lines in English: their English titles and explanations
  await page.goto('/common/payroll-2');
  // a month's row (the header row names the column «Month» too, but has no buttons)
  const monthRow = page.getByTestId('entity-table').getByRole('row').filter({ has: page.getByRole('button', { name: /Edit|View/ }) }).filter({ hasText: 'Month' }).first();
  await monthRow.getByRole('button', { name: /Edit|View/ }).first().click();
  const slips = dialogs(page).locator('[data-children="payslip"]');
  await slips.getByRole('button', { name: 'View' }).first().click();
  const slip = dialogs(page).filter({ has: page.getByTestId('payslip-pdf') });
  await expect(slip.getByText('Base salary', { exact: true }).first()).toBeVisible();
  await expect(slip.getByText(/decree's monthly salary .* ÷ 30/).first()).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await switchLanguage(page, 'فارسی');
});

test('a decree’s form shows what it pays in a full month, line by line, storing nothing', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, PAYROLL_MANAGER);
  await page.goto('/common/employment-decree-2');
  const row = page.getByTestId('entity-table').getByRole('row').nth(1);
  await row.getByRole('button', { name: /ویرایش|مشاهده/ }).first().click();
  const form = dialogs(page).filter({ has: page.getByTestId('decree-preview') });
  await form.getByRole('button', { name: 'این حکم در یک ماه کامل چه می‌دهد؟' }).click();
  await expect(form.locator('[data-preview="net"]')).toContainText(/[۰-۹]/);
  await expect(form.getByTestId('decree-preview').getByRole('cell', { name: 'حقوق پایه', exact: true })).toBeVisible();
  await expectAccessible(page);
});
