import ExcelJS from 'exceljs';
import { statSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { axeViolations, settle } from './a11y';
import { signInAsAdmin } from './auth';
import { switchLanguage, watchErrors } from './helpers';

/**
 * The contracting reports (issue 14) in Chromium, on the demo data (a contract of two items on the demo project and
 * its two statements, dated the day the demo was seeded): the operations progress report filtered by project (its
 * lookup) and a Jalali statement date range typed by keyboard, its totals and chart as the API works them out,
 * sorting by a column, axe-core, the Excel workbook downloaded and read back; then every one of the six report pages
 * opens in Persian and in English.
 */

interface Report {
  name: string;
  url: string;
  label: { fa: string; en: string };
  columns: { key: string; total?: boolean }[];
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CONTRACTING_REPORTS, findReport } = require('../../packages/entities/dist/index.js') as { CONTRACTING_REPORTS: Report[]; findReport(name: string): Report };

const fa = (text: string) => text.replace(/[0-9]/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
/** An exact decimal as the page shows it in Persian: ۱۲٬۳۴۵٫۵ */
const faAmount = (value: string) => {
  const [whole, frac] = value.split('.');
  return fa(whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '٬') + (frac ? `٫${frac}` : ''));
};
/** The Jalali year of today in Tehran, ASCII digits. */
const jalaliYear = () => new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', { timeZone: 'Asia/Tehran', year: 'numeric' }).formatToParts(new Date()).find((p) => p.type === 'year')!.value;

test('the operations progress report: a project and a Jalali range, totals, chart, sorting, axe, the Excel download', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  const tokens = await signInAsAdmin(page);
  const auth = { Authorization: `Bearer ${tokens.access_token}` };
  const operation = findReport('operation');
  const api = async (query: Record<string, string | number>) =>
    (await (await page.request.get('/api/service/v1/reports/operation/getFiltered', { headers: auth, params: { pageSize: 100, ...query } })).json()).value as {
      data: Record<string, string | number | null>[];
      rowCount: number;
      totals: Record<string, string>;
    };
  // the demo project: the one with the demo contract's items
  const all = await api({});
  expect(all.rowCount).toBeGreaterThan(0);
  const projectId = all.data[0]!.projectId as number;
  const projectName = all.data[0]!.project as string;
  const year = jalaliYear();
  const from = `${year}/01/01`;
  const to = `${year}/12/29`;
  const filtered = await api({ projectId, statementDateFrom: from, statementDateTo: to });
  expect(filtered.rowCount).toBeGreaterThan(0);
  expect(Number(filtered.totals.claimedAmount)).toBeGreaterThan(0);

  await page.goto('/common/operation-report-2');
  await expect(page.getByRole('heading', { level: 2, name: operation.label.fa })).toBeVisible();

  // the project from its lookup
  const project = page.getByRole('combobox', { name: 'پروژه', exact: true });
  await project.click();
  await project.fill(projectName.slice(0, 6));
  await page.getByRole('option', { name: projectName }).click();
  await expect(project).toHaveValue(projectName);
  // the statement date range by keyboard, Jalali
  await page.getByRole('textbox', { name: 'تاریخ صورت‌وضعیت از' }).fill(from);
  await page.getByRole('textbox', { name: 'تاریخ صورت‌وضعیت تا' }).fill(to);
  await page.getByRole('textbox', { name: 'تاریخ صورت‌وضعیت تا' }).press('Tab');

  // the totals of every filtered row, as the API sums them, and the rows
  await expect(page.getByTestId('report-summary-claimedAmount')).toHaveText(faAmount(filtered.totals.claimedAmount!));
  await expect(page.getByTestId('report-summary-contractAmount')).toHaveText(faAmount(filtered.totals.contractAmount!));
  await expect(page.getByTestId('report-total-claimedAmount')).toHaveText(faAmount(filtered.totals.claimedAmount!));
  const table = page.getByTestId('report-table');
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(10, filtered.rowCount));
  await expect(table.locator('tbody tr').first()).toContainText(projectName);
  await expect(page.getByRole('figure', { name: /نمودار درصد پیشرفت/ })).toBeVisible();
  await expect(page.getByRole('figure').locator('.recharts-bar-rectangle path').first()).toBeVisible();

  // sorting by a column from the keyboard: the claimed amount, then the other way
  const sortBy = page.getByRole('button', { name: /مرتب‌سازی بر اساس «مبلغ ادعاشده \(ریال\)»/ });
  await sortBy.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /«مبلغ ادعاشده \(ریال\)»، مرتب به ترتیب صعودی/ })).toBeVisible();
  const ascending = [...filtered.data].sort((a, b) => Number(a.claimedAmount) - Number(b.claimedAmount));
  await expect(table.locator('tbody tr').first()).toContainText(faAmount(String(ascending[0]!.claimedAmount)));
  await page.getByRole('button', { name: /«مبلغ ادعاشده \(ریال\)»، مرتب به ترتیب صعودی/ }).press('Enter');
  await expect(table.locator('tbody tr').first()).toContainText(faAmount(String(ascending[ascending.length - 1]!.claimedAmount)));

  await settle(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('operation-report.png'), fullPage: true });

  // the Excel workbook of the same filters
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'خروجی اکسل' }).click();
  const file = testInfo.outputPath('operation-report.xlsx');
  await (await download).saveAs(file);
  expect((await download).suggestedFilename()).toBe(`${operation.label.fa}.xlsx`);
  expect(statSync(file).size).toBeGreaterThan(0);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0]!;
  expect(sheet.views[0]?.rightToLeft).toBe(true);
  expect(sheet.rowCount).toBe(filtered.rowCount + 2);
  const totals = sheet.getRow(sheet.rowCount);
  expect(totals.getCell(1).value).toBe('جمع');
  const claimedColumn = operation.columns.findIndex((c) => c.key === 'claimedAmount') + 1;
  expect(String(totals.getCell(claimedColumn).value)).toBe(filtered.totals.claimedAmount);
  expect(errors).toEqual([]);
});

test('every contracting report page opens in Persian and in English', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await signInAsAdmin(page);
  for (const r of CONTRACTING_REPORTS) {
    await page.goto(`/common${r.url}`);
    await expect(page.getByRole('heading', { level: 2, name: r.label.fa })).toBeVisible();
    await expect(page.getByTestId('report-table')).toBeVisible();
    await expect(page.getByRole('button', { name: 'خروجی اکسل' })).toBeVisible();
    await settle(page);
    await expect(page).toHaveTitle(new RegExp(r.label.fa));
  }
  await switchLanguage(page, 'English');
  for (const r of CONTRACTING_REPORTS) {
    await page.goto(`/common${r.url}`);
    await expect(page.getByRole('heading', { level: 2, name: r.label.en })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export to Excel' })).toBeVisible();
    await settle(page);
    await expect(page).toHaveTitle(new RegExp(r.label.en));
    expect(await axeViolations(page), r.url).toEqual([]);
  }
  await switchLanguage(page, 'فارسی');
  expect(errors).toEqual([]);
});
