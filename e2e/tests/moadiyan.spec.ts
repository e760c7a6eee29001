import { expect, test } from '@playwright/test';
import { persianDigits, signInAsAdmin } from './auth';
import { expectAccessible, pick, step } from './documents';
import { apiValue, todayJalali } from './helpers';

/**
 * The tax authority's pages in Chromium (issue 17, سامانهٔ مودیان): the goods codes, the authority's units and the
 * service codes list the demo's rows, and a goods code of 12 digits is refused on its field (13 are required); a
 * sale invoice to a buyer with a legal id, an economic code and a postal code is entered on /moadiyan-2 (today's
 * date typed, a product whose goods code and unit are mapped, quantity and unit price typed by the keyboard),
 * saved, prepared (the tax ID of 22 characters begins with the company's memory ID) and sent to the gateway's test
 * double, which accepts it. Every page passes axe-core.
 */

const run = Date.now();

/** A legal id (شناسهٔ ملی, 11 digits) of this run, with its check digit. */
function legalId(seed: number): string {
  const first = `1${String(seed).slice(-9).padStart(9, '0')}`;
  const plus = Number(first[9]) + 2;
  const weights = [29, 27, 23, 19, 17];
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (plus + Number(first[i])) * weights[i % 5]!;
  return `${first}${sum % 11 === 10 ? 0 : sum % 11}`;
}

test('the tax authority’s codes are listed, and a sale invoice is prepared with its tax ID and accepted', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const tokens = await signInAsAdmin(page);
  const headers = { Authorization: `Bearer ${tokens.access_token}` };
  const table = page.getByTestId('entity-table');
  const form = page.getByTestId('entity-form');
  // the form is a dialog of the list page (the definition gives it no pages of its own)
  const dialog = page.getByRole('dialog');

  // the goods codes: the demo's five, and a code of 12 digits refused on its field
  await page.goto('/common/moadiyan-product-2');
  await expect(page.getByRole('heading', { level: 2, name: 'شناسه‌های کالای مودیان' })).toBeVisible();
  const goodsCodes = [
    ['2710000138624', 'سیمان پرتلند تیپ ۲'], ['2710000261529', 'میلگرد آجدار'], ['2710000377589', 'کابل برق مسی'], ['2710000412631', 'کلاه ایمنی صنعتی'], ['2710000548210', 'کاغذ تحریر A4'],
  ] as const;
  // the list shows every digit in Persian, the codes' and the titles' alike
  for (const [goods, title] of goodsCodes) await expect(table.getByRole('row').filter({ hasText: persianDigits(title) })).toContainText(persianDigits(goods));
  await expectAccessible(page);
  await page.getByRole('button', { name: 'افزودن', exact: true }).click();
  await expect(form.getByRole('heading', { name: 'افزودن شناسهٔ کالای مودیان' })).toBeVisible();
  const code = form.getByRole('textbox', { name: 'شناسهٔ کالا' });
  await code.fill(String(run).slice(-12).padStart(12, '1'));
  await form.getByRole('textbox', { name: 'عنوان کالا' }).fill(`کالای آزمون ${run}`);
  await form.getByRole('button', { name: 'ذخیره' }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('«شناسهٔ کالا» باید دست‌کم ۱۳ نویسه باشد.')).toBeVisible();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'انصراف' }).click();
  await expect(dialog).toBeHidden();

  // the authority's units and the service codes
  await page.goto('/common/moadiyan-measure-unit-2');
  await expect(page.getByRole('heading', { level: 2, name: 'واحدهای اندازه‌گیری مودیان' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'کیسه' })).toContainText(persianDigits('1618'));
  await expect(table.getByRole('row').filter({ hasText: 'عدد' })).toContainText(persianDigits('1627'));
  await expectAccessible(page);
  await page.goto('/common/moadiyan-service-2');
  await expect(page.getByRole('heading', { level: 2, name: 'شناسه‌های خدمت مودیان' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'خدمات نصب و راه‌اندازی' })).toContainText(persianDigits('2330000198456'));
  await expect(table.getByRole('row').filter({ hasText: 'خدمات حمل بار جاده‌ای' })).toContainText(persianDigits('2330000274315'));
  await expectAccessible(page);

  // the buyer: no demo company has the ids a type 1 invoice names, so one is made with its legal id, economic code
  // and an address with its postal code
  const buyerName = `خریدار مودیان ${persianDigits(String(run % 100000))}`;
  const buyer = await apiValue<{ id: number }>(
    await page.request.post('/api/meta-data/v1/thirdparty/create', { headers, data: { kind: 2, companyName: buyerName, nationalId: legalId(run), economicCode: `41${String(run).slice(-10)}` } }),
  );
  const cities = await apiValue<{ data: { id: number }[] }>(await page.request.get('/api/base-data/v1/city/getFiltered?pageSize=1', { headers }));
  await apiValue(
    await page.request.post('/api/meta-data/v1/address/create', {
      headers,
      data: { thirdPartyId: buyer.id, title: 'دفتر مرکزی', cityId: cities.data[0]!.id, addressText: 'خیابان آزمون، پلاک ۱', postalCode: '1345613456', isDefault: true },
    }),
  );

  // the invoice: four safety helmets (goods code 2710000412631, VAT 10%, in pieces: the authority's unit 1627) at
  // 2,500,000 rials: 10,000,000 before VAT, 1,000,000 VAT, 11,000,000 in all
  const description = `صورتحساب آزمون مرورگر ${persianDigits(String(run % 100000))}`;
  await page.goto('/common/moadiyan-2');
  await expect(page.getByRole('heading', { level: 2, name: 'صورتحساب‌های مودیان' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'افزودن', exact: true }).click();
  await expect(form.getByRole('heading', { name: 'افزودن صورتحساب مودیان' })).toBeVisible();
  await form.getByRole('textbox', { name: 'تاریخ صورتحساب' }).fill(persianDigits(todayJalali()));
  await expect(form.getByRole('combobox', { name: 'نوع صورتحساب' })).toHaveValue('نوع اول (با مشخصات خریدار)');
  await pick(page, form.getByRole('combobox', { name: 'خریدار', exact: true }), buyerName, buyerName);
  await form.getByRole('textbox', { name: 'توضیحات' }).fill(description);
  await pick(page, form.getByRole('combobox', { name: 'کالا ردیف ۱' }), 'کلاه', 'کلاه ایمنی');
  const quantity = form.getByRole('textbox', { name: 'مقدار ردیف ۱' });
  await quantity.focus();
  await page.keyboard.type('4');
  await pick(page, form.getByRole('combobox', { name: 'واحد ردیف ۱' }), 'عدد', 'عدد');
  const unitPrice = form.getByRole('textbox', { name: 'مبلغ واحد (ریال) ردیف ۱' });
  await unitPrice.focus();
  await page.keyboard.type('2500000');
  await expect(form.locator('[data-total="totalGross"]')).toContainText('۱۰٬۰۰۰٬۰۰۰');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'ذخیره' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  // the list shows it, a draft with its buyer
  await expect(table.getByRole('row').filter({ hasText: buyerName })).toContainText('پیش‌نویس');

  // opened again from the list: a draft, its VAT from the goods code
  const found = await apiValue<{ data: { id: number }[] }>(await page.request.get(`/api/tax/v1/moadiyaninvoice/getFiltered?searchTerm=${encodeURIComponent(description)}`, { headers }));
  expect(found.data).toHaveLength(1);
  const id = found.data[0]!.id;
  await table.locator(`[data-row-id="${id}"]`).getByRole('button', { name: 'ویرایش' }).click();
  const panel = page.getByTestId('workflow-panel');
  await expect(panel.locator('[data-state="draft"]')).toBeVisible();
  await expect(form.locator('[data-line]')).toHaveCount(1);
  await expect(form.locator('[data-total="totalAmount"]')).toContainText('۱۱٬۰۰۰٬۰۰۰');
  await expectAccessible(page);

  // prepared: the serial and the tax ID of the company's memory
  await step(page, 'آماده‌سازی و گرفتن شمارهٔ مالیاتی');
  await expect(panel.locator('[data-state="prepared"]')).toBeVisible();
  const taxIdBox = form.getByRole('textbox', { name: 'شمارهٔ منحصربه‌فرد مالیاتی' });
  await expect(taxIdBox).toHaveValue(/^[0-9A-Z]{22}$/);
  const setting = await apiValue<{ data: { memoryId: string }[] }>(await page.request.get('/api/tax/v1/moadiyansetting/getFiltered?pageSize=10', { headers }));
  const memoryId = setting.data[0]!.memoryId;
  const prepared = await apiValue<{ taxId: string; serial: number; status: number; payload: string }>(await page.request.get(`/api/tax/v1/moadiyaninvoice/getById?Id=${id}`, { headers }));
  expect(prepared.taxId).toHaveLength(22);
  expect(prepared.taxId.startsWith(memoryId)).toBe(true);
  expect(prepared.status).toBe(2);
  await expect(taxIdBox).toHaveValue(prepared.taxId);
  const json = JSON.parse(prepared.payload) as { header: { taxid: string; tbill: number; tvam: number }; body: { sstid: string; mu: string }[] };
  expect(json.header).toMatchObject({ taxid: prepared.taxId, tbill: 11_000_000, tvam: 1_000_000 });
  expect(json.body).toMatchObject([{ sstid: '2710000412631', mu: '1627' }]);
  await expectAccessible(page);
  await taxIdBox.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('moadiyan-prepared.png'), fullPage: true });

  // sent: the test double checks it as the authority would and accepts it
  await step(page, 'ارسال به سامانهٔ مودیان');
  await expect(panel.locator('[data-state="accepted"]')).toBeVisible();
  const accepted = await apiValue<{ status: number; referenceNumber: string | null; authorityMessage: string | null }>(await page.request.get(`/api/tax/v1/moadiyaninvoice/getById?Id=${id}`, { headers }));
  expect(accepted.status).toBe(4);
  expect(accepted.referenceNumber).toBeTruthy();
  expect(accepted.authorityMessage).toBeNull();
  await expectAccessible(page);
});
