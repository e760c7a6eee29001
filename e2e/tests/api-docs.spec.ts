import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

test('the API serves its interactive reference at /api/docs, describing the committed document', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Karsaz API/ })).toBeVisible();
  // the areas start folded; the health area opens to its operation
  await page.getByRole('heading', { name: /^health/ }).click();
  await expect(page.getByText('/api/health', { exact: true })).toBeVisible();
  // the reference is interactive: an operation opens with its responses, the failure envelope among them
  await page.getByText('/api/health', { exact: true }).click();
  await expect(page.getByText('A dependency is down').first()).toBeVisible();
  expect(errors).toEqual([]);

  const served = await (await request.get('/api/docs/openapi.json')).json();
  const committed = JSON.parse(readFileSync(join(__dirname, '../../openapi/openapi.json'), 'utf8'));
  expect(served).toEqual(committed);
});
