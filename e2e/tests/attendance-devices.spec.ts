import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signInAsAdmin } from './auth';
import { expectAccessible } from './documents';
import { startZkSimulator, type ZkDeviceSimulator } from '../../apps/api/test/support/zk-device-simulator';

/**
 * Attendance devices in Chromium (issue 15): a clock whose punches are pulled by its row's «دریافت ترددها» button —
 * the clock is the simulated ZKTeco device of the API's tests, started here on loopback, so the server reads it over
 * the real protocol — and the dialog tells what landed; pulled again, nothing new. A device switched off is named in
 * the refusal. On the punches' page a sheet with a bad row is refused with the row named, the fixed one imported.
 * Every page and dialog passes axe-core; the buttons are reached by keyboard.
 */

const RUN = Date.now() % 100000;
// a minute of this run, so a second run's punches are new ones
const minute = String(RUN % 60).padStart(2, '0');

let sim: ZkDeviceSimulator | null = null;
test.afterAll(async () => {
  await sim?.stop();
});

async function pressByKeyboard(page: Page, button: ReturnType<Page['getByRole']>) {
  await button.focus();
  await page.keyboard.press('Enter');
}

test('a device’s punches pulled by its row’s button over the ZK protocol, once; a switched-off one named', async ({ page }) => {
  test.setTimeout(90_000);
  const tokens = await signInAsAdmin(page);
  const auth = { Authorization: `Bearer ${tokens.access_token}` };
  const people = (await (await page.request.get('/api/hr/v1/personnel/getFiltered', { headers: auth, params: { pageSize: 2 } })).json()).value.data as { organizationCode: string }[];
  expect(people.length).toBe(2);
  sim = await startZkSimulator({
    users: [{ userId: people[0]!.organizationCode, name: 'Sara' }, { userId: people[1]!.organizationCode, name: 'Ali' }, { userId: '99999', name: 'Guest' }],
    punches: [
      { userId: people[0]!.organizationCode, at: `2026-10-0${1 + (RUN % 8)} 07:${minute}:01` },
      { userId: people[1]!.organizationCode, at: `2026-10-0${1 + (RUN % 8)} 08:${minute}:02` },
      { userId: '99999', at: `2026-10-0${1 + (RUN % 8)} 09:${minute}:03` },
    ],
  });
  const title = `ساعت آزمون ${RUN}`;
  const created = await page.request.post('/api/hr/v1/attendancedevice/create', { headers: auth, data: { title, serialNumber: `E2E${RUN}`, ip: '127.0.0.1', port: sim.port } });
  expect(created.status()).toBe(200);
  const id = (await created.json()).value.id as number;

  await page.goto('/common/attendance-device-2');
  await expect(page.getByRole('heading', { name: 'دستگاه‌های حضور و غیاب' })).toBeVisible();
  await page.locator('[data-entity-search="attendancedevice"]').fill(String(RUN));
  const row = page.getByTestId('entity-table').locator(`[data-row-id="${id}"]`);
  await expect(row).toBeVisible();
  await expectAccessible(page);

  await pressByKeyboard(page, row.getByRole('button', { name: 'دریافت ترددها' }));
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('۳ تردد خوانده شد: ۲ ثبت شد، ۰ تکراری، ۱ تردد از ۱ کاربر ناشناس (99999).');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // the row shows the pull
  await expect(row.getByRole('cell', { name: 'موفق' })).toBeVisible();
  expect(sim.received).toContain('CMD_DATA_RDY');

  // again: nothing new lands
  await pressByKeyboard(page, row.getByRole('button', { name: 'دریافت ترددها' }));
  await expect(dialog).toContainText('۰ ثبت شد، ۲ تکراری');
  await page.keyboard.press('Escape');

  // the clock switched off: the refusal names it, the row shows the failure
  await sim.stop();
  sim = null;
  await pressByKeyboard(page, row.getByRole('button', { name: 'دریافت ترددها' }));
  await expect(dialog).toContainText(`اتصال به دستگاه «${title}»`);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(row.getByRole('cell', { name: 'ناموفق' })).toBeVisible();
});

async function sheet(path: string, rows: string[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('ترددها');
  ws.addRow(['کد پرسنلی', 'تاریخ', 'ساعت']);
  for (const r of rows) ws.addRow(r);
  await wb.xlsx.writeFile(path);
  return path;
}

test('punches imported from a sheet: a bad row named and nothing written, then the fixed sheet', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const tokens = await signInAsAdmin(page);
  const auth = { Authorization: `Bearer ${tokens.access_token}` };
  const people = (await (await page.request.get('/api/hr/v1/personnel/getFiltered', { headers: auth, params: { pageSize: 1 } })).json()).value.data as { organizationCode: string }[];
  const code = people[0]!.organizationCode;
  const day = `۱۴۰۵/۰۶/${String(10 + (RUN % 19)).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!)}`;
  const bad = await sheet(testInfo.outputPath('punches-bad.xlsx'), [[code, day, `۰۷:${minute}`], ['NO-SUCH', day, '08:00']]);
  const good = await sheet(testInfo.outputPath('punches.xlsx'), [[code, day, `07:${minute}`], [code, day, `16:${minute}`]]);

  await page.goto('/common/attendance-punch-2');
  await expect(page.getByRole('heading', { name: 'ترددها' })).toBeVisible();
  await expectAccessible(page);
  const importButton = page.getByRole('button', { name: 'ورود ترددها از فایل' });

  await importButton.focus();
  let chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(bad);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('operation-errors')).toContainText('ردیف ۳: «کد پرسنلی»');
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await importButton.focus();
  chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(good);
  await expect(dialog).toContainText('۲ ردیف خوانده شد: ۲ تردد ثبت شد، ۰ تکراری.');
  await page.keyboard.press('Escape');
});
