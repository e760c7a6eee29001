import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations, settle } from './a11y';
import { apiLogin, storeSession, type Tokens } from './auth';

/**
 * Issue 11, the shell's accessibility (docs/accessibility.md): axe-core (WCAG 2 A and AA, colour contrast included)
 * finds no critical or serious violation on any page the app offers, signed in as the administrator and signed out;
 * nor in a create and an edit form, a confirmation, the user menu. The open-tabs strip is a WAI-ARIA tab list
 * operated by the keyboard, and the focus is visible.
 *
 * The pages are not listed here: they are the administrator's menus (the API, synced from the module manifests), the
 * links of the signed-in shell (dashboard, profile, settings, notifications), the form pages of the entity definitions
 * (packages/entities), and the pages the sign-in page links to. One browser context, signed in once.
 */

/** What the spec needs of packages/entities' page index (its built output: plain data). */
interface EntityPageIndex {
  entityPages(): { url: string; entity: { menu: { formPages?: { create: string } } }; where?: unknown }[];
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { entityPages } = require('../../packages/entities/dist/index.js') as EntityPageIndex;

// the parts go to whichever worker is free (each signs in on its own server): this file is the longest of the run
test.describe.configure({ mode: 'parallel' });

let context: BrowserContext;
let page: Page;
let tokens: Tokens;

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  tokens = await apiLogin(page.request);
  await storeSession(page, tokens);
});

test.afterAll(async () => {
  await context?.close();
});

/** Opens an address, waits for it to settle and returns its violations, each prefixed by the address. */
async function check(path: string, include?: string): Promise<string[]> {
  await page.goto(`/common${path}`);
  try {
    await settle(page);
  } catch (error) {
    return [`${path} did not settle: ${String(error).split('\n')[0]}`];
  }
  return (await axeViolations(page, include)).map((v) => `${path} ${v}`);
}

/** The address's path inside the app (`/countries-2`), or null for anything else. */
function appPath(href: string | null): string | null {
  if (!href) return null;
  const url = new URL(href, 'http://app');
  if (url.host !== 'app' || !url.pathname.startsWith('/common/')) return null;
  return url.pathname.slice('/common'.length).replace(/\/+$/, '') || null;
}

/** Every `/common/…` link on the current page. */
async function appLinks(): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  return [...new Set(hrefs.map(appPath).filter((p): p is string => !!p))];
}

/** The signed-in pages: the administrator's menus, the shell's own links, the entity definitions' create pages. */
async function signedInPages(): Promise<{ menus: string[]; pages: string[] }> {
  const profile = (await (await page.request.get('/api/identity/user/v1/profile', { headers: { authorization: `Bearer ${tokens.access_token}` } })).json()) as {
    value: { menus: { url: string | null }[] };
  };
  const menus = [...new Set(profile.value.menus.map((m) => m.url).filter((u): u is string => !!u))];
  await page.goto('/common/dashboard-2');
  await settle(page);
  const shell = await appLinks();
  const formPages = entityPages().flatMap((p) => {
    const create = p.entity.menu.formPages?.create;
    if (!create || p.where) return [];
    return [create.startsWith('/') ? create : `${p.url}/${create}`];
  });
  return { menus, pages: [...new Set([...shell, ...menus, ...formPages])] };
}

// the pages in three parts, each a test of its own (and its own time limit): every module adds pages
const PARTS = 3;
for (let part = 0; part < PARTS; part++) {
  test(`every signed-in page passes axe-core (WCAG 2 A/AA): no critical or serious violation (part ${part + 1} of ${PARTS})`, async () => {
    // about 1 s a page on an idle machine; generous for a loaded one
    test.setTimeout(600_000);
    const { menus, pages } = await signedInPages();
    if (part === 0) {
      // the list is derived, so it must not come out empty: every entity list page is one of the administrator's menus,
      // and the shell adds its own pages (dashboard, profile, settings, notifications)
      const entityUrls = entityPages().map((p) => p.url);
      expect(entityUrls.length).toBeGreaterThan(40);
      expect(entityUrls.filter((url) => !menus.includes(url))).toEqual([]);
      for (const shellPage of ['/dashboard-2', '/profile', '/setting', '/notification-2']) expect(pages).toContain(shellPage);
      expect(pages.length).toBeGreaterThanOrEqual(menus.length + 4);
    }

    // the shell (header, sidebar, tabs) is the same around every page: checked whole on the first page, then only
    // the page itself, in the main area (the shell's own parts are checked again in the tests below)
    const violations: string[] = [];
    for (const [i, path] of pages.entries()) {
      if (i % PARTS !== part) continue;
      await test.step(path, async () => {
        violations.push(...(await check(path, i === 0 ? undefined : 'main')));
      });
    }
    expect(violations).toEqual([]);
  });
}

test('signed out: the sign-in page, every page it leads to, the not-found and access-block pages pass axe-core', async ({ browser }) => {
  test.setTimeout(120_000);
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const signedInPage = page;
  page = await visitor.newPage();
  try {
    const seen = new Set<string>();
    const queue = ['/auth/sign-in'];
    const violations: string[] = [];
    // the auth pages link to each other: follow the links two steps deep
    for (let depth = 0; depth < 3 && queue.length; depth++) {
      const level = queue.splice(0);
      for (const path of level) {
        if (seen.has(path)) continue;
        seen.add(path);
        violations.push(...(await check(path)));
        for (const link of await appLinks()) if (!seen.has(link)) queue.push(link);
      }
    }
    expect([...seen]).toEqual(expect.arrayContaining(['/auth/sign-in', '/auth/sign-up', '/auth/reset-password-request']));
    violations.push(...(await check('/no-such-page')), ...(await check('/access-block')));
    expect(violations).toEqual([]);
  } finally {
    page = signedInPage;
    await visitor.close();
  }
});

test('a create form, an edit form, a confirmation and the user menu pass axe-core', async () => {
  test.setTimeout(120_000);
  const violations: string[] = [];
  await page.goto('/common/cities-2');
  await settle(page);
  const dialog = page.getByRole('dialog');

  // the create form (a dialog)
  await page.getByRole('button', { name: 'افزودن', exact: true }).click();
  await expect(dialog).toBeVisible();
  await settle(page);
  violations.push(...(await axeViolations(page)).map((v) => `create form: ${v}`));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // the edit form of the first row
  await page.getByRole('row').nth(1).getByRole('button', { name: 'ویرایش' }).click();
  await expect(dialog).toBeVisible();
  await settle(page);
  violations.push(...(await axeViolations(page)).map((v) => `edit form: ${v}`));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // a confirmation (delete, answered "no")
  await page.getByRole('row').nth(1).getByRole('button', { name: 'حذف' }).click();
  const no = page.getByTestId('entity-confirm').getByRole('button', { name: 'خیر' });
  await expect(no).toBeVisible();
  violations.push(...(await axeViolations(page)).map((v) => `confirmation: ${v}`));
  await no.click();
  await expect(no).toBeHidden();

  // the user menu, open
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menu')).toBeVisible();
  violations.push(...(await axeViolations(page)).map((v) => `user menu: ${v}`));
  await page.keyboard.press('Escape');
  expect(violations).toEqual([]);
});

test('the open-tabs strip by keyboard: one Tab stop, arrows mirrored right to left, Home/End, Enter opens, Delete closes', async () => {
  test.setTimeout(90_000);
  const sidebar = page.getByTestId('sidebar');
  const tabs = page.getByRole('tablist').getByRole('tab');
  await page.goto('/common/dashboard-2');
  await settle(page);
  for (const name of ['پروفایل', 'تنظیمات']) await sidebar.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/common\/setting$/);
  await expect(tabs).toHaveCount(3);
  await expect(tabs).toHaveText(['داشبورد', 'پروفایل کاربری', 'تنظیمات']);

  // roving tabindex: only the shown page's tab is in the Tab order
  await expect(tabs.nth(2)).toHaveAttribute('tabindex', '0');
  await expect(tabs.nth(0)).toHaveAttribute('tabindex', '-1');
  await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1');
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');

  // the strip is one stop of the Tab key: Tab leaves it, Shift+Tab comes back to the shown page's tab, with a ring
  await tabs.nth(2).focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('tab');
  await page.keyboard.press('Shift+Tab');
  await expect(tabs.nth(2)).toBeFocused();
  const ring = await tabs.nth(2).evaluate((tab) => getComputedStyle(tab).outlineStyle + ' ' + getComputedStyle(tab).outlineWidth);
  expect(ring).toMatch(/^solid [1-9]/);

  // right to left, ArrowLeft is the next tab (wrapping), ArrowRight the previous one
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(0)).toBeFocused();
  await page.keyboard.press('End');
  await expect(tabs.nth(2)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tabs.nth(0)).toBeFocused();
  // moving the focus opens nothing; Enter opens the focused tab's page
  await expect(page).toHaveURL(/\/common\/setting$/);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/common\/profile$/);
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(1)).toHaveAttribute('tabindex', '0');

  // Delete closes the focused tab (here the shown one: its page goes to the last remaining tab), the focus stays in the strip
  await tabs.nth(1).focus();
  await page.keyboard.press('Delete');
  await expect(tabs).toHaveText(['داشبورد', 'تنظیمات']);
  await expect(page).toHaveURL(/\/common\/setting$/);
  await expect(tabs.nth(1)).toBeFocused();
  // the tab strip itself passes axe
  expect(await axeViolations(page, '[data-testid="tabs-bar"]')).toEqual([]);
});
