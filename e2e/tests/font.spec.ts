import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './auth';

test('Vazirmatn is served by the app itself and used for the text', async ({ page, baseURL }) => {
  await signInAsAdmin(page);
  const fontResponses: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (/\.(woff2?|ttf|otf)(\?|$)/.test(response.url())) fontResponses.push({ url: response.url(), status: response.status() });
  });

  await page.goto('/common/dashboard-2');
  await expect(page.getByRole('heading', { level: 1, name: 'کارساز' })).toBeVisible();

  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replace(/["']/g, '') === 'Vazirmatn' && face.status === 'loaded')
      .map((face) => face.weight);
  });
  expect(loaded.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.fonts.check('16px Vazirmatn', 'کارساز'))).toBe(true);

  const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(bodyFont.split(',')[0]?.replace(/["']/g, '').trim()).toBe('Vazirmatn');

  // Every font file came from this server, under the app's own assets, none from a CDN.
  expect(fontResponses.length).toBeGreaterThan(0);
  for (const font of fontResponses) {
    expect(font.url.startsWith(`${baseURL}/common/assets/vazirmatn-`), font.url).toBe(true);
    expect(font.status, font.url).toBe(200);
  }
});
