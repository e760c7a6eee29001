import { expect, type Page } from '@playwright/test';
import { ADMIN, apiLogin, storeSession } from './auth';
import { axeViolations } from './a11y';

/** What the workflow documents' browser tests share: the demo people, signing in as one, axe, lookups, steps. */

/** The demo's people of the commercial chains (apps/api/src/seed/supply-demo.ts), with the administrator's password. */
export const PEOPLE = { requester: '09120000001', supplyUnit: '09120000002', seniorExpert: '09120000003', projectManager: '09120000004' };

export async function signInAs(page: Page, mobile: string) {
  await page.context().clearCookies();
  const tokens = await apiLogin(page.request, mobile, ADMIN.password);
  await storeSession(page, tokens);
}

/** No critical or serious axe-core violation on the page as it stands (every WCAG 2 A/AA rule, colour contrast too). */
export async function expectAccessible(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect(await axeViolations(page)).toEqual([]);
}

/** Picks an option of a lookup (a combobox) after typing part of it. */
export async function pick(page: Page, box: ReturnType<Page['getByRole']>, search: string, option: string | RegExp) {
  await box.click();
  await box.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/** Takes a workflow step from the document's panel, with a comment when given, and confirms it. */
export async function step(page: Page, name: string, comment?: string, yes = 'بله') {
  await page.getByTestId('workflow-panel').getByRole('button', { name, exact: true }).click();
  const modal = page.getByTestId('workflow-step');
  if (comment) await modal.getByRole('textbox').fill(comment);
  await modal.getByRole('button', { name: yes }).click();
  await expect(modal).toBeHidden();
}
