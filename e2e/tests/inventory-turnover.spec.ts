import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { axeViolations, settle } from './a11y';
import { signInAsAdmin } from './auth';

/**
 * The inventory turnover report (issue 13, /inventory-turnover-report-2) on the demo data (eight months of 1405 of
 * receipts, issues and transfers): the range typed by keyboard, the twelve Jalali months with their chart and
 * totals, the products paged, one warehouse, axe-core, and the Excel workbook downloaded and read back.
 */

const fa = (text: string) => text.replace(/[0-9]/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
/** An exact decimal as the page shows it in Persian: ۱۲٬۳۴۵ */
const faAmount = (value: string) => fa(value.replace(/\B(?=(\d{3})+(?!\d))/g, '٬'));

test('the turnover of 1405 per Jalali month: chart, periods, products, one warehouse, axe, the Excel download', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const tokens = await signInAsAdmin(page);
  const auth = { Authorization: `Bearer ${tokens.access_token}` };
  await page.goto('/common/inventory-turnover-report-2');
  await expect(page.getByRole('heading', { level: 2, name: 'گزارش گردش موجودی' })).toBeVisible();

  // the range by keyboard: the start, its calendar button, the end
  const from = page.getByRole('textbox', { name: 'از تاریخ' });
  const to = page.getByRole('textbox', { name: 'تا تاریخ' });
  await from.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('1405/01/01');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /از تاریخ/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(to).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('1405/12/29');

  // the API's figures for the same range: every warehouse, by month
  const query = { fromDate: '2026-03-21', toDate: '2027-03-20', period: 'month', pageSize: 20 };
  const report = (await (await page.request.get('/api/warehouse/v1/report/inventoryTurnover', { headers: auth, params: query })).json()).value as {
    rowCount: number;
    periods: { key: string; inValue: string; outValue: string }[];
    totals: Record<string, string>;
  };
  expect(report.periods).toHaveLength(12);
  // eight months of moves, Farvardin to Aban; the closing is the stock valued at the last day
  expect(report.periods.slice(0, 8).every((p) => Number(p.inValue) > 0)).toBe(true);
  const valued = (await (await page.request.get('/api/warehouse/v1/report/inventoryValuation', { headers: auth, params: { date: '2027-03-20', pageSize: 1 } })).json()).value;
  expect(report.totals.closingValue).toBe(valued.totals.value);

  // the periods' table, the chart and the totals
  const periods = page.getByTestId('turnover-periods');
  await expect(periods.getByRole('row')).toHaveCount(13);
  await expect(page.getByTestId('turnover-period-1405-01')).toContainText('فروردین ۱۴۰۵');
  await expect(page.getByTestId('turnover-period-1405-01')).toContainText(faAmount(report.periods[0]!.inValue));
  await expect(page.getByTestId('turnover-total-closing')).toHaveText(faAmount(report.totals.closingValue!));
  await expect(page.getByTestId('turnover-total-in')).toHaveText(faAmount(report.totals.inValue!));
  const chart = page.getByRole('figure', { name: /نمودار ستونی ارزش ورود و خروج/ });
  await expect(chart).toBeVisible();
  // a bar for each value in and out that is not zero (eight months of the demo, and whatever the other browser tests
  // of the run posted this month)
  const bars = report.periods.reduce((n, p) => n + (Number(p.inValue) !== 0 ? 1 : 0) + (Number(p.outValue) !== 0 ? 1 : 0), 0);
  expect(bars).toBeGreaterThanOrEqual(16);
  await expect(chart.locator('.recharts-bar-rectangle path')).toHaveCount(bars);
  await expect(chart.getByText('فروردین ۱۴۰۵')).toBeVisible();

  // the products, paged
  const products = page.getByTestId('turnover-table');
  await expect(products.locator('tbody tr')).toHaveCount(Math.min(20, report.rowCount));
  await expect(page.getByText(`۱–${fa(String(Math.min(20, report.rowCount)))} از ${fa(String(report.rowCount))}`)).toBeVisible();

  await settle(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('turnover-1405.png'), fullPage: true });

  // the Excel workbook, from the keyboard
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'خروجی اکسل' }).focus();
  await page.keyboard.press('Enter');
  const file = testInfo.outputPath('turnover.xlsx');
  await (await download).saveAs(file);
  expect((await download).suggestedFilename()).toBe('inventory-turnover-2026-03-21-2027-03-20.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  expect(book.worksheets.map((s) => s.name)).toEqual(['گردش دوره‌ها', 'گردش کالاها']);
  const [byPeriod, byProduct] = book.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];
  expect((byPeriod.getRow(1).values as unknown[]).slice(1, 5)).toEqual(['دوره', 'از تاریخ', 'تا تاریخ', 'مقدار اول دوره']);
  expect((byPeriod.getRow(2).values as unknown[]).slice(1, 4)).toEqual(['فروردین 1405', '1405/01/01', '1405/01/31']);
  // twelve months and their total; every product and their total
  expect(byPeriod.rowCount).toBe(14);
  expect(byPeriod.getRow(14).getCell(11).value).toBe(Number(report.totals.closingValue));
  expect(byProduct.rowCount).toBe(report.rowCount + 2);

  // one warehouse: a transfer now counts as an out of it
  const warehouse = page.getByRole('combobox', { name: 'انبار', exact: true });
  await warehouse.click();
  const central = page.getByRole('option').nth(1);
  const name = (await central.textContent())!;
  await central.click();
  await expect(warehouse).toHaveValue(name);
  const warehouseId = ((await (await page.request.get('/api/warehouse/v1/warehouse/getActives', { headers: auth, params: { pageSize: 100 } })).json()).value.data as { id: number; name: string }[]).find((w) => w.name === name)!.id;
  const one = (await (await page.request.get('/api/warehouse/v1/report/inventoryTurnover', { headers: auth, params: { ...query, warehouseId } })).json()).value;
  await expect(page.getByTestId('turnover-total-out')).toHaveText(faAmount(one.totals.outValue));
  await settle(page);
  await page.screenshot({ path: testInfo.outputPath('turnover-1405-warehouse.png'), fullPage: true });
});
