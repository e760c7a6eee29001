import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './auth';
import { PERSIAN_DIGIT, expectDocumentLanguage, switchLanguage, watchErrors } from './helpers';

interface Summary {
  companyName: string | null;
  totalPages: number;
  areas: { name: string; description: string | null; pages: number; counts: { key: string; value: number }[] }[];
  recentActivity: { event: string }[];
  pendingApprovals: { count: number };
}

const toPersian = (n: number) => String(n).replace(/[0-9]/g, (d) => String.fromCharCode(0x06f0 + Number(d)));

/** Opens the dashboard and answers the summary the SPA itself received. */
async function openDashboard(page: Page): Promise<Summary> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/dashboard/v1/summary' && r.request().method() === 'GET'),
    page.goto('/common/dashboard-2'),
  ]);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { isSuccess: boolean; value: Summary };
  expect(body.isSuccess).toBe(true);
  return body.value;
}

/** The x positions of the chart's category ticks, in the order of the areas. */
async function tickCenters(page: Page): Promise<{ text: string; x: number }[]> {
  return page.getByTestId('areas-chart').locator('.recharts-xAxis-tick-labels text').evaluateAll((ticks) =>
    ticks.map((tick) => {
      const box = tick.getBoundingClientRect();
      return { text: tick.textContent ?? '', x: box.left + box.width / 2 };
    }),
  );
}

test('the dashboard shows the real summary, the chart right to left and the recent activity, in Persian and English', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  const errors = watchErrors(page);
  const summary = await openDashboard(page);
  await expectDocumentLanguage(page, 'fa');

  // the cards: what the API counted, in Persian digits
  await expect(page.getByTestId('stat-areas-value')).toHaveText(toPersian(summary.areas.length));
  await expect(page.getByTestId('stat-pages-value')).toHaveText(toPersian(summary.totalPages));
  await expect(page.getByTestId('stat-pending-value')).toHaveText('۰');
  await expect(page.getByTestId('dashboard-company')).toHaveText(`شرکت: ${summary.companyName}`);
  const base = summary.areas.find((a) => a.name === 'BaseInformation')!;
  const baseCard = page.locator('[data-testid="area-card"][data-area="BaseInformation"]');
  await expect(baseCard).toContainText('اطلاعات پایه');
  await expect(baseCard.getByTestId('area-pages')).toHaveText(`${toPersian(base.pages)} صفحه`);
  const users = base.counts.find((c) => c.key === 'users')!;
  await expect(baseCard.getByTestId('count-users')).toContainText('کاربران این شرکت');
  await expect(baseCard.getByTestId('count-users').getByTestId('count-value')).toHaveText(toPersian(users.value));
  await expect(page.getByTestId('area-card')).toHaveCount(summary.areas.length);

  // the chart: one bar per area with pages; in Persian the first area stands at the right, the value axis too
  const chart = page.getByTestId('areas-chart');
  await expect(chart.getByRole('heading', { name: 'تعداد صفحه‌ها در هر بخش' })).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle path')).toHaveCount(summary.areas.filter((a) => a.pages > 0).length);
  const ticksFa = await tickCenters(page);
  expect(ticksFa).toHaveLength(summary.areas.length);
  const first = ticksFa.find((tick) => tick.text === 'اطلاعات پایه')!;
  const last = ticksFa.find((tick) => tick.text.startsWith((summary.areas.at(-1)!.description ?? '').slice(0, 10)))!;
  expect(first.x).toBeGreaterThan(last.x);
  const chartBox = (await chart.locator('.recharts-surface').first().boundingBox())!;
  const yAxisBox = (await chart.locator('.recharts-yAxis-tick-labels').first().boundingBox())!;
  expect(yAxisBox.x).toBeGreaterThan(chartBox.x + chartBox.width / 2);
  // zooming: the brush narrows the range, the Persian reset label brings it back
  const reset = chart.getByRole('button', { name: 'بازنشانی بزرگ‌نمایی' });
  await expect(reset).toBeDisabled();
  await chart.locator('.recharts-brush').scrollIntoViewIfNeeded();
  const traveller = chart.locator('.recharts-brush-traveller').first();
  const tBox = (await traveller.boundingBox())!;
  await page.mouse.move(tBox.x + tBox.width / 2, tBox.y + tBox.height / 2);
  await page.mouse.down();
  await page.mouse.move(tBox.x + tBox.width / 2 + 300, tBox.y + tBox.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect(reset).toBeEnabled();
  await expect.poll(async () => (await tickCenters(page)).length).toBeLessThan(ticksFa.length);
  await reset.click();
  await expect(reset).toBeDisabled();
  await expect.poll(async () => (await tickCenters(page)).length).toBe(ticksFa.length);

  // the recent activity: the administrator's own sign-in, with a Jalali date in Persian digits
  const activity = page.getByTestId('recent-activity');
  await expect(activity.getByTestId('activity-row')).toHaveCount(summary.recentActivity.length);
  const signIn = activity.locator('[data-testid="activity-row"][data-event="sign-in"]').first();
  await expect(signIn).toContainText('ورود به سامانه');
  await expect(signIn.locator('td').first()).toHaveText(PERSIAN_DIGIT);
  await expect(page.getByTestId('pending-approvals')).toContainText('کاری در انتظار تأیید شما نیست.');
  // the status card is still there
  await expect(page.getByTestId('system-status')).toBeVisible();

  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: testInfo.outputPath('dashboard-fa.png'), fullPage: true });

  // English: left to right, ASCII digits, English labels
  await switchLanguage(page, 'English');
  await expectDocumentLanguage(page, 'en');
  await expect(page.getByTestId('stat-areas-value')).toHaveText(String(summary.areas.length));
  await expect(page.locator('[data-testid="area-card"][data-area="BaseInformation"]')).toContainText('Base information');
  await expect(chart.getByRole('heading', { name: 'Pages per area' })).toBeVisible();
  const ticksEn = await tickCenters(page);
  // a long name may be shortened with an ellipsis to fit its band
  expect(ticksEn.find((t) => t.text.startsWith('Base inf'))!.x).toBeLessThan(ticksEn.at(-1)!.x);
  const yAxisEn = (await chart.locator('.recharts-yAxis-tick-labels').first().boundingBox())!;
  const chartEn = (await chart.locator('.recharts-surface').first().boundingBox())!;
  expect(yAxisEn.x).toBeLessThan(chartEn.x + chartEn.width / 2);
  await expect(chart.getByRole('button', { name: 'Reset zoom' })).toBeVisible();
  await expect(page.getByTestId('recent-activity').locator('[data-event="sign-in"]').first()).toContainText('Signed in');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: testInfo.outputPath('dashboard-en.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test('the counts move when the administrator creates a user', async ({ page }) => {
  const tokens = await signInAsAdmin(page);
  const before = await openDashboard(page);
  const users = before.areas.flatMap((a) => a.counts).find((c) => c.key === 'users')!.value;
  const mobile = `0936${String(Date.now()).slice(-7)}`;
  const created = await page.request.post('/api/identity/user/v1/createByAdmin', {
    headers: { Authorization: `Bearer ${tokens.access_token}` },
    data: { mobileNumber: mobile, firstName: 'نیما', lastName: 'رضایی' },
  });
  expect(created.status()).toBe(200);
  const after = await openDashboard(page);
  expect(after.areas.flatMap((a) => a.counts).find((c) => c.key === 'users')!.value).toBe(users + 1);
  await expect(page.locator('[data-area="BaseInformation"]').getByTestId('count-users').getByTestId('count-value')).toHaveText(toPersian(users + 1));
});
