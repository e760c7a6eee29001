import { expect, test, type Page } from '@playwright/test';
import { persianDigits, signInAsAdmin } from './auth';
import { expectAccessible, pick, step } from './documents';
import { apiValue, currentJalaliYear, switchLanguage, todayJalali } from './helpers';

/**
 * The warehouse keeper's day in Chromium (issue 13): three fresh products are received on a three-line receipt in
 * the demo's central warehouse (kept by the administrator) on /new-cardex-2/create, the totals worked out live; the
 * receipt is saved and posted to the stock ledger; part of one product goes out on an issue, saved and posted; the
 * cardex shows the receipt's three moves and the product's two moves with their running balances; the valuation
 * report shows what is left and its value, in Persian and in English. Every page passes axe-core.
 */

const run = Date.now() % 100000;
const tag = `آزمون انبار ${run}`;
const CENTRAL = 'انبار مرکزی';

/** Chooses an option of a plain select (no typing) from the keyboard: open it, walk down to the option, Enter. */
async function chooseByKeyboard(page: Page, box: ReturnType<Page['getByRole']>, option: string) {
  await box.focus();
  await page.keyboard.press('ArrowDown');
  const wanted = page.getByRole('option', { name: option, exact: true });
  await expect(wanted).toBeVisible();
  for (let i = 0; i < 10 && (await wanted.getAttribute('data-combobox-selected')) === null; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue(option);
}

test('goods are received on three lines, part issued, and the cardex and the valuation report show what is left', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const tokens = await signInAsAdmin(page);
  const headers = { Authorization: `Bearer ${tokens.access_token}` };

  // three products made for this run (weighted average, in pieces): nothing moved before, so every figure is exact
  const units = await apiValue<{ data: { id: number; code: string }[] }>(await page.request.get('/api/base-data/v1/measureunit/getFiltered?pageSize=100', { headers }));
  const piece = units.data.find((u) => u.code === '901')!.id;
  // typed on the receipt, and the move each line makes in the cardex (in Persian digits): its quantity, its unit cost
  // shown as the move's value ÷ its quantity (2,498 ÷ 7.5 = 333.0667), and its value in whole rials
  const goods = [
    { name: `${tag} پیچ`, qty: '10', cost: '1000', move: ['۱۰', '۱٬۰۰۰', '۱۰٬۰۰۰'] },
    { name: `${tag} مهره`, qty: '4', cost: '2500', move: ['۴', '۲٬۵۰۰', '۱۰٬۰۰۰'] },
    { name: `${tag} واشر`, qty: '7.5', cost: '333', move: ['۷٫۵', '۳۳۳٫۰۶۶۷', '۲٬۴۹۸'] },
  ] as const;
  const products: { id: number; code: string; name: string }[] = [];
  for (const g of goods) {
    const { id } = await apiValue<{ id: number }>(await page.request.post('/api/warehouse/v1/product/create', { headers, data: { name: g.name, measureUnitId: piece, valuationMethod: 1 } }));
    const row = await apiValue<{ code: string }>(await page.request.get(`/api/warehouse/v1/product/getById?Id=${id}`, { headers }));
    products.push({ id, code: row.code, name: g.name });
    // no stock anywhere before this test
    expect(await apiValue<unknown[]>(await page.request.get(`/api/warehouse/v1/report/productBalance?productId=${id}`, { headers }))).toEqual([]);
  }
  const warehouses = await apiValue<{ data: { id: number; name: string }[] }>(await page.request.get('/api/warehouse/v1/warehouse/getFiltered?pageSize=100', { headers }));
  const central = warehouses.data.find((w) => w.name === CENTRAL)!.id;
  const today = persianDigits(todayJalali());

  // the receipt
  await page.goto('/common/new-cardex-2/create');
  const form = page.getByTestId('entity-form');
  await expect(form.getByRole('heading', { name: 'افزودن سند انبار' })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'نوع سند' })).toHaveValue('رسید ورود کالا');
  await form.getByRole('textbox', { name: 'تاریخ سند' }).fill(today);
  await pick(page, form.getByRole('combobox', { name: 'انبار', exact: true }), 'مرکزی', CENTRAL);
  await form.getByRole('textbox', { name: 'شمارهٔ مرجع (فاکتور، بارنامه)' }).fill(`F-${run}`);
  for (const [i, g] of goods.entries()) {
    if (i > 0) await form.getByRole('button', { name: 'افزودن ردیف' }).click();
    const n = persianDigits(String(i + 1));
    await pick(page, form.getByRole('combobox', { name: `کالا ردیف ${n}` }), g.name, g.name);
    // from the product to its quantity and cost by the keyboard: past the alternative unit
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: `مقدار ردیف ${n}` })).toBeFocused();
    await page.keyboard.type(g.qty);
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: `فی (ریال) ردیف ${n}` })).toBeFocused();
    await page.keyboard.type(g.cost);
  }
  // 10 × 1,000 + 4 × 2,500 + 7.5 × 333 (2,497.5, whole rials: 2,498) = 22,498, for 21.5 pieces, worked out while typing
  await expect(form.locator('[data-total="totalQuantity"]')).toContainText('۲۱٫۵');
  await expect(form.locator('[data-total="totalAmount"]')).toContainText('۲۲٬۴۹۸');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('receipt-form.png'), fullPage: true });
  await form.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page).toHaveURL(/\/common\/new-cardex-2\/\d+$/, { timeout: 30_000 });
  const receiptId = Number(page.url().split('/').pop());
  const panel = page.getByTestId('workflow-panel');
  await expect(panel.locator('[data-state="draft"]')).toBeVisible();
  await expect(form.locator('[data-line]')).toHaveCount(3);
  await expectAccessible(page);
  await step(page, 'ثبت قطعی در کاردکس');
  await expect(panel.locator('[data-state="posted"]')).toBeVisible();
  // posted: never edited again
  await expect(form.getByRole('button', { name: 'ذخیره' })).toHaveCount(0);
  const receipt = await apiValue<{ code: string }>(await page.request.get(`/api/warehouse/v1/stockdocument/getById?Id=${receiptId}`, { headers }));

  // the issue: three of the first product go out
  await page.goto('/common/new-cardex-2/create');
  await expect(form.getByRole('heading', { name: 'افزودن سند انبار' })).toBeVisible();
  await chooseByKeyboard(page, form.getByRole('combobox', { name: 'نوع سند' }), 'حوالهٔ خروج کالا');
  await form.getByRole('textbox', { name: 'تاریخ سند' }).fill(today);
  await pick(page, form.getByRole('combobox', { name: 'انبار', exact: true }), 'مرکزی', CENTRAL);
  await form.getByRole('textbox', { name: 'توضیحات' }).fill('مصرف کارگاه');
  await pick(page, form.getByRole('combobox', { name: 'کالا ردیف ۱' }), goods[0]!.name, goods[0]!.name);
  await form.getByRole('textbox', { name: 'مقدار ردیف ۱' }).fill('3');
  await form.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page).toHaveURL(/\/common\/new-cardex-2\/\d+$/, { timeout: 30_000 });
  const issueId = Number(page.url().split('/').pop());
  await expect(panel.locator('[data-state="draft"]')).toBeVisible();
  await step(page, 'ثبت قطعی در کاردکس');
  await expect(panel.locator('[data-state="posted"]')).toBeVisible();
  // an outgoing line's amount is what the ledger took out at the average cost: 3 × 1,000
  await expect(form.locator('[data-total="totalAmount"]')).toContainText('۳٬۰۰۰');
  await expectAccessible(page);
  const issue = await apiValue<{ code: string }>(await page.request.get(`/api/warehouse/v1/stockdocument/getById?Id=${issueId}`, { headers }));

  // the cardex: the receipt's three moves, then the first product's two moves with the running balance
  await page.goto('/common/cardex-2');
  await expect(page.getByRole('heading', { level: 2, name: 'کاردکس کالا' })).toBeVisible();
  const table = page.getByTestId('entity-table');
  const count = page.getByTestId('entity-row-count');
  const rows = table.locator('tbody').getByRole('row');
  const year = new RegExp(currentJalaliYear('fa'));
  // the receipt found by its number, typed in Persian digits: its three moves, each product's first
  await page.getByRole('textbox', { name: 'جست‌وجو', exact: true }).fill(persianDigits(receipt.code));
  await expect(count).toHaveText('۳ ردیف');
  await expectAccessible(page);
  for (const g of goods) {
    // in on this move, and the balance after it: the same, as nothing was there before
    const [qty, cost, value] = g.move;
    await expect(rows.filter({ hasText: g.name }).getByRole('cell')).toHaveText(['', year, persianDigits(receipt.code), 'رسید ورود کالا', g.name, CENTRAL, qty, '', cost, value, qty, value, '']);
  }
  // the first product's moves: 10 in (10 and 10,000 after), 3 out at the average cost (7 and 7,000 after)
  await page.getByRole('textbox', { name: 'جست‌وجو', exact: true }).fill('');
  await pick(page, page.getByRole('combobox', { name: 'کالا', exact: true }), goods[0]!.name, goods[0]!.name);
  await expect(count).toHaveText('۲ ردیف');
  await expect(rows.nth(0).getByRole('cell')).toHaveText(['', year, persianDigits(receipt.code), 'رسید ورود کالا', goods[0]!.name, CENTRAL, '۱۰', '', '۱٬۰۰۰', '۱۰٬۰۰۰', '۱۰', '۱۰٬۰۰۰', '']);
  await expect(rows.nth(1).getByRole('cell')).toHaveText(['', year, persianDigits(issue.code), 'حوالهٔ خروج کالا', goods[0]!.name, CENTRAL, '', '۳', '۱٬۰۰۰', '-۳٬۰۰۰', '۷', '۷٬۰۰۰', '']);
  await page.screenshot({ path: testInfo.outputPath('cardex.png'), fullPage: true });

  // the valuation report at today's end: 10 in at 1,000 = 10,000; 3 out at the average 10,000 × 3 ÷ 10 = 3,000;
  // left: 7 pieces worth 7,000 rials (unit cost 1,000). The three products together: 7,000 + 10,000 + 2,498 = 19,498.
  await page.goto('/common/reports/inventory-valuation');
  await expect(page.getByRole('heading', { level: 2, name: 'گزارش ارزش موجودی' })).toBeVisible();
  await page.getByRole('textbox', { name: 'جست‌وجوی نام، کد یا بارکد کالا' }).fill(tag);
  const valuation = page.getByTestId(`valuation-row-${products[0]!.code}-${central}`);
  await expect(valuation.getByRole('cell')).toHaveText(['۱', persianDigits(products[0]!.code), goods[0]!.name, 'عدد', CENTRAL, '۷', '۱٬۰۰۰', '۷٬۰۰۰']);
  await expect(page.getByTestId('valuation-total-value')).toHaveText('۱۹٬۴۹۸');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('valuation-fa.png'), fullPage: true });

  // the same report in English
  await switchLanguage(page, 'English');
  await expect(page.getByRole('heading', { level: 2, name: 'Inventory valuation' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search a product’s name, code or barcode' }).fill(tag);
  await expect(valuation.getByRole('cell')).toHaveText(['1', products[0]!.code, goods[0]!.name, 'Piece', CENTRAL, '7', '1,000', '7,000']);
  await expect(page.getByTestId('valuation-total-value')).toHaveText('19,498');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('valuation-en.png'), fullPage: true });
});
