import { expect, test } from '@playwright/test';
import { persianDigits, signInAsAdmin } from './auth';
import { expectAccessible, pick, step } from './documents';
import { apiValue, todayJalali } from './helpers';

/**
 * A cashier's receipt in Chromium (issue 17): a receipt from a customer into the Mellat account is entered by the
 * keyboard on /treasury-receipt-payment-2, saved as a draft and posted; posting posts its voucher (the bank debited
 * with the bank account as its detail, the customer's receivable credited), which opens on the vouchers page, posted
 * and numbered. Each page passes axe-core.
 */
test('a receipt is entered, posted, and its voucher opened from it', async ({ page }) => {
  test.setTimeout(120_000);
  const tokens = await signInAsAdmin(page);
  const headers = { Authorization: `Bearer ${tokens.access_token}` };
  const run = Date.now() % 100000;
  const customer = `مشتری دریافت ${persianDigits(String(run))}`;
  await apiValue(await page.request.post('/api/meta-data/v1/thirdparty/create', { headers, data: { kind: 2, companyName: customer } }));

  await page.goto('/common/treasury-receipt-payment-2');
  await expect(page.getByRole('heading', { level: 2, name: 'دریافت و پرداخت' })).toBeVisible();
  // the demo's receipts and payments are listed
  await expect(page.getByTestId('entity-table').locator('tbody tr').first()).toBeVisible();
  await expectAccessible(page);

  await page.goto('/common/treasury-receipt-payment-2/create');
  const form = page.getByTestId('entity-form');
  await expect(form.getByRole('heading', { name: 'افزودن سند دریافت و پرداخت' })).toBeVisible();
  await form.getByRole('textbox', { name: 'تاریخ', exact: true }).fill(persianDigits(todayJalali()));
  await pick(page, form.getByRole('combobox', { name: 'حساب بانکی' }), 'ملت', /ملت/);
  await pick(page, form.getByRole('combobox', { name: 'طرف حساب' }), customer, customer);
  const amount = form.getByRole('textbox', { name: 'مبلغ (ریال)' });
  await amount.focus();
  await page.keyboard.type('125000000');
  await form.getByRole('textbox', { name: 'شمارهٔ چک یا حواله' }).fill('۴۵۶۷۸۹');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page).toHaveURL(/\/common\/treasury-receipt-payment-2\/\d+$/, { timeout: 30_000 });
  const id = Number(page.url().split('/').pop());
  const panel = page.getByTestId('workflow-panel');
  await expect(panel.locator('[data-state="draft"]')).toBeVisible();

  await step(page, 'ثبت قطعی و صدور سند حسابداری');
  await expect(panel.locator('[data-state="posted"]')).toBeVisible();
  await expect(form.getByRole('button', { name: 'ذخیره' })).toHaveCount(0);
  await expectAccessible(page);

  // its voucher: posted, numbered, balanced at the amount, the bank against the customer's receivable
  const doc = await apiValue<{ voucherId: number; referenceNo: string }>(await page.request.get(`/api/treasury/v1/treasurydocument/getById?Id=${id}`, { headers }));
  expect(doc.referenceNo).toBe('456789');
  const voucher = await apiValue<{ number: number; status: number; totalDebit: string; totalCredit: string; lines: { debit: string; credit: string; thirdPartyId: number | null; bankAccountId: number | null }[] }>(
    await page.request.get(`/api/financial/v1/voucher/getById?Id=${doc.voucherId}`, { headers }),
  );
  expect([voucher.status, voucher.totalDebit, voucher.totalCredit, voucher.number > 0]).toEqual([2, '125000000', '125000000', true]);
  expect(voucher.lines.find((l) => l.debit === '125000000')!.bankAccountId).not.toBeNull();
  expect(voucher.lines.find((l) => l.credit === '125000000')!.thirdPartyId).not.toBeNull();

  // opened from the document's page
  await page.goto(`/common/financial/documents-management/${doc.voucherId}`);
  await expect(page.getByTestId('workflow-panel').locator('[data-state="posted"]')).toBeVisible();
  await expect(page.getByTestId('entity-form').locator('[data-line]')).toHaveCount(2);
  await expectAccessible(page);
});
