import { expect, test, type APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { persianDigits, signInAsAdmin } from './auth';
import { expectAccessible, pick, signInAs, step } from './documents';

/**
 * The stock count in Chromium (issue 13, docs/warehouse.md "Counts"): two fresh weighted-average products are
 * received through the API into the demo's central warehouse a few days ago (10 @ 1,000 and 4 @ 2,500). The admin
 * opens the count form, dates it today, picks the warehouse and brings the counted quantities in from an Excel sheet
 * (a bad sheet first: its unknown product is named by its row); saved, the sheet shows the frozen book quantities and
 * the differences, and is submitted. The warehouse manager finds it in the inbox and confirms it; the differences
 * become two posted corrective documents and the balances come out at the counted quantities. The form with its
 * lines and the inbox document pass axe-core.
 */

const run = Date.now() % 100000;
const tag = `آزمون شمارش ${run}`;
const CENTRAL = 'انبار مرکزی';
/** The demo's warehouse manager (apps/api/src/seed/warehouse-demo.ts), with the administrator's password. */
const WAREHOUSE_MANAGER = '09120000005';
/** The count line's columns as the lines grid titles them (packages/entities warehouse/inventory-count.ts). */
const PRODUCT = 'کالا';
const COUNTED = 'مقدار شمارش‌شده';

/** A Tehran day `daysAgo` days back, as the API takes it (`2026-11-24`) and as the date inputs take it (`1405/09/03`). */
function tehranDay(daysAgo = 0): { iso: string; jalali: string } {
  const when = new Date(Date.now() - daysAgo * 86_400_000);
  const parts = (calendar: string) => {
    const p = new Intl.DateTimeFormat(`en-US-u-ca-${calendar}-nu-latn`, { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(when);
    const part = (type: string) => p.find((x) => x.type === type)!.value;
    return [part('year'), part('month'), part('day')];
  };
  return { iso: parts('gregory').join('-'), jalali: parts('persian').join('/') };
}

async function apiValue<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { isSuccess: boolean; value: T; message?: string };
  expect(body.isSuccess, `${response.url()}: ${body.message ?? ''}`).toBe(true);
  return body.value;
}

/** An .xlsx whose first row names the count line's columns by their titles, then one row per counted product. */
async function countSheet(path: string, rows: string[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('شمارش');
  ws.addRow([PRODUCT, COUNTED]);
  for (const r of rows) ws.addRow(r);
  await wb.xlsx.writeFile(path);
  return path;
}

test('a count sheet filled from Excel is approved by the warehouse manager and its differences corrected', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const tokens = await signInAsAdmin(page);
  const headers = { Authorization: `Bearer ${tokens.access_token}` };

  // two products made for this run (weighted average, in pieces): nothing moved before, so every figure is exact
  const units = await apiValue<{ data: { id: number; code: string }[] }>(await page.request.get('/api/base-data/v1/measureunit/getFiltered?pageSize=100', { headers }));
  const piece = units.data.find((u) => u.code === '901')!.id;
  const goods = [
    { code: `CS${run}A`, name: `${tag} پیچ` },
    { code: `CS${run}B`, name: `${tag} مهره` },
  ];
  const ids: number[] = [];
  for (const g of goods) {
    const { id } = await apiValue<{ id: number }>(await page.request.post('/api/warehouse/v1/product/create', { headers, data: { code: g.code, name: g.name, measureUnitId: piece, valuationMethod: 1 } }));
    ids.push(id);
  }
  const [screws, nuts] = ids as [number, number];
  const warehouses = await apiValue<{ data: { id: number; name: string }[] }>(await page.request.get('/api/warehouse/v1/warehouse/getFiltered?pageSize=100', { headers }));
  const central = warehouses.data.find((w) => w.name === CENTRAL)!.id;

  // received three days ago and posted: 10 @ 1,000 = 10,000 and 4 @ 2,500 = 10,000
  const receipt = await apiValue<{ id: number }>(await page.request.post('/api/warehouse/v1/stockdocument/create', {
    headers,
    data: { kind: 1, documentDate: tehranDay(3).iso, warehouseId: central, referenceNo: `CNT-${run}`, lines: [{ productId: screws, quantity: '10', unitCost: '1000' }, { productId: nuts, quantity: '4', unitCost: '2500' }] },
  }));
  const draft = await apiValue<{ version: number }>(await page.request.get(`/api/warehouse/v1/stockdocument/getById?Id=${receipt.id}`, { headers }));
  await apiValue(await page.request.post('/api/warehouse/v1/stockdocument/post', { headers, data: { id: receipt.id, version: draft.version } }));

  // the sheets: one naming a product that does not exist, then the right one (one quantity in Persian digits)
  const bad = await countSheet(testInfo.outputPath('count-bad.xlsx'), [[`NO${run}X`, '8'], [goods[1]!.code, '5']]);
  const good = await countSheet(testInfo.outputPath('count.xlsx'), [[goods[0]!.code, '۸'], [goods[1]!.code, '5']]);

  // the admin counts on the form page (/new-inventory-2; its rows at /new-inventory-2/:id): today, the central
  // warehouse, the lines from the sheet
  await page.goto('/common/new-inventory-2');
  const form = page.getByTestId('entity-form');
  await expect(form.getByRole('heading', { name: 'افزودن شمارش انبار' })).toBeVisible();
  await form.getByRole('textbox', { name: 'تاریخ شمارش' }).fill(persianDigits(tehranDay().jalali));
  await pick(page, form.getByRole('combobox', { name: 'انبار', exact: true }), 'مرکزی', CENTRAL);
  await expect(form.locator('[data-line]')).toHaveCount(1);
  const fromSheet = form.getByRole('button', { name: 'ورود اقلام از اکسل' });
  const upload = async (file: string) => {
    const chooser = page.waitForEvent('filechooser');
    await fromSheet.click();
    await (await chooser).setFiles(file);
  };

  // the bad sheet: refused as a whole, its row named; the grid keeps its blank line
  await upload(bad);
  const refused = form.getByRole('alert').filter({ hasText: 'اقلام برگه خوانده نشد' });
  await expect(refused).toBeVisible();
  await expect(refused.getByRole('listitem')).toHaveCount(1);
  await expect(refused.getByRole('listitem')).toHaveText(/^ردیف ۲ برگه: .+/);
  await expect(form.locator('[data-line]')).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('count-sheet-refused.png'), fullPage: true });

  // the right sheet: its two lines replace the blank one
  await upload(good);
  await expect(form.getByText('۲ ردیف از برگه افزوده شد؛ پس از بررسی ذخیره کنید.')).toBeVisible();
  await expect(refused).toHaveCount(0);
  await expect(form.locator('[data-line]')).toHaveCount(2);
  for (const [i, g] of goods.entries()) {
    const n = persianDigits(String(i + 1));
    await expect(form.getByRole('combobox', { name: `${PRODUCT} ردیف ${n}` })).toHaveValue(new RegExp(g.name));
  }
  await expect(form.getByRole('textbox', { name: `${COUNTED} ردیف ۱` })).toHaveValue(/^(8|۸)$/);
  await expect(form.getByRole('textbox', { name: `${COUNTED} ردیف ۲` })).toHaveValue(/^(5|۵)$/);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('count-form.png'), fullPage: true });

  await form.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page).toHaveURL(/\/common\/new-inventory-2\/\d+$/, { timeout: 30_000 });
  const id = Number(page.url().split('/').pop());
  const panel = page.getByTestId('workflow-panel');
  await expect(panel.locator('[data-state="draft"]')).toBeVisible();
  // the book quantities frozen at the end of today, and counted − book: 8 − 10 = −2, 5 − 4 = 1
  const lines = form.locator('[data-line]');
  await expect(lines).toHaveCount(2);
  await expect(form.locator('td[data-stored="bookQuantity"]')).toHaveText(['۱۰', '۴']);
  await expect(form.locator('td[data-stored="difference"]')).toHaveText([/^\u200e?[-−]\u200e?۲$/, '۱']);
  await expectAccessible(page);
  await step(page, 'ارسال برای تأیید');
  await expect(panel.locator('[data-state="inApproval"]')).toBeVisible();
  await expect(form.getByRole('button', { name: 'ذخیره' })).toHaveCount(0);
  const sheet = await apiValue<{ code: string }>(await page.request.get(`/api/warehouse/v1/inventorycount/getById?Id=${id}`, { headers }));

  // the warehouse manager: the count in the inbox, confirmed
  await signInAs(page, WAREHOUSE_MANAGER);
  await page.goto('/common/inbox-2');
  const row = page.getByTestId('inbox').locator(`[data-document="inventorycount:${id}"]`);
  await expect(row).toContainText('مدیر انبار');
  await expectAccessible(page);
  // what the page asks the server for while the manager reads the count: nothing they may not read (a refused
  // lookup puts an error dialog over the document, in front of its steps)
  const forbidden: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 403 && r.url().includes('/api/')) forbidden.push(`${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/inventorycount/${id}$|/new-inventory-2/${id}$`));
  // read-only, with the frozen figures
  await expect(page.locator('td[data-stored="difference"]')).toHaveText([/^\u200e?[-−]\u200e?۲$/, '۱']);
  await expect(panel.getByRole('button', { name: 'تأیید', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(forbidden, 'requests refused to the warehouse manager on the count they opened from the inbox').toEqual([]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('count-inbox-document.png'), fullPage: true });
  await step(page, 'تأیید');
  await expect(panel.locator('[data-state="approved"]')).toBeVisible();

  // approved, with its two corrective documents, posted today
  const approved = await apiValue<{ status: number; correctionInId: number | null; correctionOutId: number | null }>(await page.request.get(`/api/warehouse/v1/inventorycount/getById?Id=${id}`, { headers }));
  expect(approved.status).toBe(3);
  expect(approved.correctionInId).toEqual(expect.any(Number));
  expect(approved.correctionOutId).toEqual(expect.any(Number));
  // what is left: the screws 10 − 2 taken out at the average 10,000 ÷ 10 = 1,000 → 8 worth 10,000 − 2,000 = 8,000;
  // the nuts 4 + 1 found over, brought in at the average 10,000 ÷ 4 = 2,500 → 5 worth 10,000 + 2,500 = 12,500
  const balance = async (productId: number) =>
    apiValue<{ quantity: string; value: string }[]>(await page.request.get(`/api/warehouse/v1/report/productBalance?productId=${productId}&warehouseId=${central}`, { headers }));
  expect((await balance(screws)).map((b) => [b.quantity, b.value])).toEqual([['8', '8000']]);
  expect((await balance(nuts)).map((b) => [b.quantity, b.value])).toEqual([['5', '12500']]);

  // the two corrective documents on /manage-fixes-2 (the keeper's page), found by the count's number they carry
  const correction = async (docId: number) => apiValue<{ code: string; kind: number; status: number; referenceNo: string }>(await page.request.get(`/api/warehouse/v1/stockdocument/getById?Id=${docId}`, { headers }));
  const increase = await correction(approved.correctionInId!);
  const decrease = await correction(approved.correctionOutId!);
  expect([increase, decrease].map((d) => [d.kind, d.status, d.referenceNo])).toEqual([[6, 2, sheet.code], [7, 2, sheet.code]]);
  await signInAsAdmin(page);
  await page.goto('/common/manage-fixes-2');
  await expect(page.getByRole('heading', { level: 2, name: 'اسناد اصلاحی' })).toBeVisible();
  await page.getByRole('textbox', { name: 'جست‌وجو', exact: true }).fill(persianDigits(sheet.code));
  const fixes = page.getByTestId('entity-table').locator('tbody').getByRole('row');
  await expect(fixes.filter({ hasText: persianDigits(increase.code) })).toContainText('سند اصلاحی افزایشی');
  await expect(fixes.filter({ hasText: persianDigits(decrease.code) })).toContainText('سند اصلاحی کاهشی');
});
