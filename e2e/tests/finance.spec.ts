import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { persianDigits, signInAsAdmin } from './auth';
import { expectAccessible, pick, step } from './documents';
import { apiValue, todayJalali } from './helpers';

/**
 * A finance user's voucher in Chromium (issue 17): a general voucher of four lines is entered (accounts picked from
 * the subsidiary accounts, amounts typed by the keyboard, the debit and credit totals worked out while typing),
 * saved and posted; its number is given on posting and it is read-only after. The account review drills from the
 * group of costs to its general account, to the rent account and to the rent account's ledger, where the voucher's
 * line stands with its number; the trial balance lists the account, and its debits equal its credits, and its PDF
 * button (reached by the keyboard) downloads a PDF of it. Each page passes axe-core.
 */

/** A row of the report's table that holds the text. */
const reportRow = (page: Page, text: string) => page.getByTestId('report-table').locator('tbody tr').filter({ hasText: text });

test('a four-line voucher is posted, and the account review and the trial balance show it', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const tokens = await signInAsAdmin(page);
  const headers = { Authorization: `Bearer ${tokens.access_token}` };
  const description = `سند آزمون مرورگر ${Date.now() % 100000}`;
  // rent and utilities paid, from the cash box and the petty cash: 3,000,000 + 1,500,000 = 2,000,000 + 2,500,000
  const lines = [
    { account: 'هزینهٔ اجاره', search: 'اجاره', side: 'بدهکار', amount: '3000000' },
    { account: 'هزینهٔ آب، برق و گاز', search: 'برق', side: 'بدهکار', amount: '1500000' },
    { account: 'صندوق', search: 'صندوق', side: 'بستانکار', amount: '2000000' },
    { account: 'تنخواه‌گردان', search: 'تنخواه', side: 'بستانکار', amount: '2500000' },
  ];

  await page.goto('/common/financial/documents-management/create');
  const form = page.getByTestId('entity-form');
  await expect(form.getByRole('heading', { name: 'افزودن سند حسابداری' })).toBeVisible();
  await form.getByRole('textbox', { name: 'تاریخ سند' }).fill(persianDigits(todayJalali()));
  await pick(page, form.getByRole('combobox', { name: 'نوع سند' }), 'عمومی', 'سند عمومی');
  await form.getByRole('textbox', { name: 'شرح سند' }).fill(description);
  for (const [i, l] of lines.entries()) {
    if (i > 0) await form.getByRole('button', { name: 'افزودن ردیف' }).click();
    const n = persianDigits(String(i + 1));
    await pick(page, form.getByRole('combobox', { name: `حساب معین ردیف ${n}` }), l.search, l.account);
    // the amount typed by the keyboard into its side's cell
    const cell = form.getByRole('textbox', { name: `${l.side} (ریال) ردیف ${n}` });
    await cell.focus();
    await page.keyboard.type(l.amount);
  }
  await expect(form.locator('[data-total="totalDebit"]')).toContainText('۴٬۵۰۰٬۰۰۰');
  await expect(form.locator('[data-total="totalCredit"]')).toContainText('۴٬۵۰۰٬۰۰۰');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('voucher-form.png'), fullPage: true });
  await form.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page).toHaveURL(/\/common\/financial\/documents-management\/\d+$/, { timeout: 30_000 });
  const id = Number(page.url().split('/').pop());
  const panel = page.getByTestId('workflow-panel');
  await expect(panel.locator('[data-state="draft"]')).toBeVisible();
  await expect(form.locator('[data-line]')).toHaveCount(4);
  await step(page, 'ثبت قطعی سند');
  await expect(panel.locator('[data-state="posted"]')).toBeVisible();
  // posted: never edited again, and numbered
  await expect(form.getByRole('button', { name: 'ذخیره' })).toHaveCount(0);
  const voucher = await apiValue<{ number: number }>(await page.request.get(`/api/financial/v1/voucher/getById?Id=${id}`, { headers }));
  expect(voucher.number).toBeGreaterThan(0);
  await expectAccessible(page);

  // the account review: costs → general and administrative → rent → its ledger, by the keyboard
  await page.goto('/common/financial/account-review-report');
  await expect(page.getByRole('heading', { level: 2, name: 'مرور حساب‌ها' })).toBeVisible();
  await expect(reportRow(page, 'هزینه‌ها')).toHaveCount(1);
  await expectAccessible(page);
  const drill = async (row: string, action: string) => {
    const button = reportRow(page, row).getByRole('button', { name: `${action}: ` , exact: false });
    await button.focus();
    await page.keyboard.press('Enter');
  };
  await drill('هزینه‌ها', 'زیرحساب‌ها');
  await expect(reportRow(page, 'هزینه‌های اداری و عمومی')).toHaveCount(1);
  await drill('هزینه‌های اداری و عمومی', 'زیرحساب‌ها');
  await expect(reportRow(page, 'هزینهٔ اجاره')).toHaveCount(1);
  await drill('هزینهٔ اجاره', 'گردش');
  await expect(page).toHaveURL(/\/common\/financial\/ledger-report\?accountId=\d+/);
  await expect(page.getByRole('heading', { level: 2, name: 'ریز گردش حساب' })).toBeVisible();
  // from today on: the balance brought forward, then today's lines
  await page.getByRole('textbox', { name: 'بازهٔ تاریخ از' }).fill(persianDigits(todayJalali()));
  await expect(reportRow(page, 'مانده از قبل')).toHaveCount(1);
  const line = reportRow(page, description);
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(persianDigits(String(voucher.number)));
  await expect(line).toContainText('۳٬۰۰۰٬۰۰۰');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('ledger.png'), fullPage: true });

  // the trial balance: the rent account is there, and the debits equal the credits
  await page.goto('/common/financial/trial-balance-report');
  await expect(page.getByRole('heading', { level: 2, name: 'تراز آزمایشی' })).toBeVisible();
  // the cost accounts (codes 6…) first: sorted by code (the default) the other way
  const byCode = page.locator('button[data-sort="code"]');
  await expect(byCode).toHaveAttribute('data-sorted', 'asc');
  await byCode.click();
  await expect(byCode).toHaveAttribute('data-sorted', 'desc');
  await expect(reportRow(page, 'هزینهٔ اجاره')).toHaveCount(1);
  const debit = await page.getByTestId('report-summary-debit').textContent();
  await expect(page.getByTestId('report-summary-credit')).toHaveText(debit!);
  await expect(page.getByTestId('report-summary-balanceCredit')).toHaveText((await page.getByTestId('report-summary-balanceDebit').textContent())!);
  // the PDF of the same report, from the keyboard: the button beside the Excel one
  const pdfButton = page.getByTestId('report-pdf');
  await expect(pdfButton).toHaveText('خروجی PDF');
  await page.getByTestId('report-excel').focus();
  await page.keyboard.press('Tab');
  await expect(pdfButton).toBeFocused();
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe('تراز آزمایشی.pdf');
  const file = testInfo.outputPath('trial-balance.pdf');
  await pdf.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('trial-balance.png'), fullPage: true });
});

test('the financial years: the next year is opened, and last year is closed after a question', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await page.goto('/common/financial/financial-years');
  await expect(page.getByRole('heading', { level: 2, name: 'سال‌های مالی' })).toBeVisible();
  const table = page.getByTestId('financial-years');
  const row = (year: number) => table.locator(`tr[data-year="${year}"]`);
  const current = Number(todayJalali().slice(0, 4));
  await expect(row(current)).toContainText('سال جاری');
  await expectAccessible(page);
  // the year after the latest is opened (or was, by an earlier run of the server's database)
  await page.getByTestId('open-next-year').click();
  await expect(page.getByText(/سال مالی .* (افتتاح شد|پیش‌تر باز شده بود)/)).toBeVisible();
  await expect(row(current + 1)).toBeVisible();
  // last year is closed, by the keyboard, after a question
  const close = page.getByTestId(`close-year-${current - 1}`);
  await close.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('close-year-dialog');
  await expect(dialog).toContainText('بسته شود؟');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'بستن سال' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(current - 1).locator('[data-state="closed"]')).toBeVisible();
  await expect(page.getByTestId(`close-year-${current - 1}`)).toHaveCount(0);
  await expectAccessible(page);
});
