import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './auth';
import { expectDocumentLanguage, switchLanguage, watchErrors } from './helpers';

/**
 * The dashboard's "System status" card against the live API. In CI the server runs on PostgreSQL, Redis (BullMQ)
 * and S3 or a folder; locally it may be embedded: each part may be in either of its two modes, and must be up.
 */
const PARTS = {
  database: { fa: 'پایگاه داده', en: 'Database', modes: { postgresql: ['PostgreSQL', 'PostgreSQL'], embedded: ['تعبیه‌شده', 'Embedded'] } },
  redis: { fa: 'صف کارها', en: 'Job queue', modes: { bullmq: ['BullMQ', 'BullMQ'], 'in-process': ['درون‌برنامه‌ای', 'In-process'] } },
  storage: { fa: 'فضای ذخیره‌سازی', en: 'Object storage', modes: { s3: ['S3', 'S3'], folder: ['پوشه', 'Folder'] } },
} as const;

type Part = keyof typeof PARTS;
type LiveModes = Record<Part, string>;

/** Loads the dashboard with `open` and returns the modes of the /api/health answer the SPA itself received. */
async function openDashboard(page: Page, open: () => Promise<unknown>): Promise<{ modes: LiveModes; acceptLanguage: string | null }> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/health' && r.request().resourceType() === 'fetch'),
    open(),
  ]);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { isSuccess: boolean; value: Record<Part, { status: string; mode: string }> };
  expect(body.isSuccess).toBe(true);
  const modes = {} as LiveModes;
  for (const part of Object.keys(PARTS) as Part[]) {
    expect(body.value[part].status, part).toBe('up');
    expect(Object.keys(PARTS[part].modes), `${part} mode`).toContain(body.value[part].mode);
    modes[part] = body.value[part].mode;
  }
  return { modes, acceptLanguage: await response.request().headerValue('accept-language') };
}

async function expectStatusCard(page: Page, modes: LiveModes, language: 'fa' | 'en') {
  const card = page.getByTestId('system-status');
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(language === 'fa' ? 'وضعیت سامانه' : 'System status');
  await expect(card.getByRole('columnheader')).toHaveText(language === 'fa' ? ['بخش', 'وضعیت', 'حالت'] : ['Part', 'Status', 'Mode']);
  for (const part of Object.keys(PARTS) as Part[]) {
    const row = card.getByTestId(`health-${part}`);
    const [fa, en] = (PARTS[part].modes as Record<string, readonly [string, string]>)[modes[part]]!;
    await expect(row.getByRole('rowheader')).toHaveText(PARTS[part][language]);
    await expect(row.getByTestId('health-state')).toHaveText(language === 'fa' ? 'فعال' : 'Up');
    await expect(row.getByTestId('health-mode')).toHaveText(language === 'fa' ? fa : en);
  }
  await expect(card.getByTestId('system-status-error')).toHaveCount(0);
}

test('the dashboard shows the live system status in Persian and in English', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  const errors = watchErrors(page);
  const { modes, acceptLanguage } = await openDashboard(page, () => page.goto('/common/dashboard-2'));
  expect(acceptLanguage).toBe('fa');
  await expectDocumentLanguage(page, 'fa');
  await expectStatusCard(page, modes, 'fa');
  testInfo.annotations.push({ type: 'modes', description: JSON.stringify(modes) });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: testInfo.outputPath('status-fa.png'), fullPage: true });

  // The toggle reloads the page: the reloaded dashboard asks again, now in English.
  const english = await openDashboard(page, () => switchLanguage(page, 'English'));
  expect(english.acceptLanguage).toBe('en');
  await expectDocumentLanguage(page, 'en');
  await expectStatusCard(page, english.modes, 'en');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: testInfo.outputPath('status-en.png'), fullPage: true });

  expect(errors).toEqual([]);
});

test('a 503 from /api/health shows the message and the parts that are down', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  // The live server is healthy, so its answer is turned into the envelope the API sends when every part is down
  // (health.controller.ts: one field error per part, "<mode>: <why>").
  await page.route('**/api/health', async (route) => {
    const live = (await (await route.fetch()).json()) as { value: Record<Part, { mode: string }> };
    const errors = (Object.keys(PARTS) as Part[]).map((field) => ({ field, message: `${live.value[field].mode}: no answer in 3000 ms` }));
    const message = 'سرویس موقتاً در دسترس نیست.';
    await route.fulfill({ status: 503, json: { isSuccess: false, message, detail: 'database, redis, storage', errors, traceId: 'e2e-trace-503' } });
  });
  await page.goto('/common/dashboard-2');
  const alert = page.getByTestId('system-status').getByRole('alert');
  await expect(alert).toContainText('سرویس موقتاً در دسترس نیست.');
  await expect(alert.getByTestId('health-down-parts')).toContainText('بخش‌های از دسترس خارج:');
  await expect(alert.getByTestId('health-down-part')).toHaveText(['پایگاه داده', 'صف کارها', 'فضای ذخیره‌سازی']);
  await expect(alert).toContainText('e2e-trace-503');
  await expect(page.getByTestId('system-status').getByRole('table')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: testInfo.outputPath('status-503-fa.png'), fullPage: true });
});
