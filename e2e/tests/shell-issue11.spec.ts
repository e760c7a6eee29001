import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, signInAsAdmin, storeSession, storedItems } from './auth';
import { expectAccessible } from './documents';
import { switchLanguage } from './helpers';
import { newMobileNumber } from './sms';

/*
 * The shell of issue 11 (spec platform-core §2, §6, §8): a 403 shows the access message and keeps the session; the
 * engineering menu entries (baseUrl /common) navigate inside the app; the menus' written English labels; the
 * shortcuts and their help; the update notice, whose reload keeps the open tabs.
 */

test.use({ actionTimeout: 15_000 });

const sidebar = (page: Page) => page.getByTestId('sidebar');
const openTabs = (page: Page) => page.getByTestId('tabs-bar').locator('[data-tab-key]');
/** Follows a sidebar link, opening its group first when it is closed. */
async function openFromSidebar(page: Page, name: string, group: string): Promise<void> {
  const link = sidebar(page).getByRole('link', { name, exact: true });
  if (!(await link.isVisible())) await sidebar(page).getByRole('button', { name: group, exact: true }).click();
  await link.click();
}
const tabKeys = (page: Page) => openTabs(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-tab-key')));

async function call<T>(request: APIRequestContext, token: string, method: 'get' | 'post', url: string, data?: unknown): Promise<T> {
  const response = await request[method](url, { headers: { Authorization: `Bearer ${token}` }, data });
  const body = (await response.json()) as { isSuccess: boolean; value: T; message?: string };
  expect(body.isSuccess, `${url}: ${body.message ?? ''}`).toBe(true);
  return body.value;
}

/**
 * A user whose role holds Create and Update on /cities-2; `revoke` then leaves the role only Update on /states-2 (an
 * administrator takes the cities away while the user has the page open).
 */
async function createCitiesOnlyUser(request: APIRequestContext): Promise<{ mobile: string; password: string; revoke: () => Promise<void> }> {
  const admin = (await apiLogin(request)).access_token;
  const menus = await call<{ id: number; url: string | null }[] | { data: { id: number; url: string | null }[] }>(request, admin, 'get', '/api/identity/actionMenu/v1/getActiveMenus');
  const menuList = Array.isArray(menus) ? menus : menus.data;
  const actions = await call<{ data: { id: number; name: string }[] }>(request, admin, 'get', '/api/identity/action/v1/gets?pageIndex=1&pageSize=100');
  const menuId = (url: string) => menuList.find((m) => m.url === url)!.id;
  const actionId = (name: string) => actions.data.find((a) => a.name === name)!.id;
  const suffix = Date.now().toString(36);
  const role = await call<{ id: number }>(request, admin, 'post', '/api/identity/role/v1/create', { name: `CitiesOnly_${suffix}`, title: 'فقط شهرها' });
  await call(request, admin, 'post', '/api/identity/role/v1/AddActionsToRole', {
    roleId: role.id,
    permissions: [
      { actionMenuId: menuId('/cities-2'), actionId: actionId('Create') },
      { actionMenuId: menuId('/cities-2'), actionId: actionId('Update') },
    ],
  });
  const mobile = newMobileNumber();
  const password = 'cities-only-1404';
  await call(request, admin, 'post', '/api/identity/user/v1/createByAdmin', { mobileNumber: mobile, firstName: 'کارشناس', lastName: 'فقط شهرها', password, roleIds: [role.id] });
  const revoke = async () => {
    await call(request, admin, 'post', '/api/identity/role/v1/AddActionsToRole', { roleId: role.id, permissions: [{ actionMenuId: menuId('/states-2'), actionId: actionId('Update') }] });
  };
  return { mobile, password, revoke };
}

test('a 403 for a missing permission shows the access message in the error dialog and keeps the user signed in', async ({ page }) => {
  test.setTimeout(90_000);
  const user = await createCitiesOnlyUser(page.request);
  await storeSession(page, await apiLogin(page.request, user.mobile, user.password));
  const refused: string[] = [];
  page.on('response', (r) => r.status() === 403 && refused.push(r.url()));
  await page.goto('/common/cities-2');
  await expect(page.locator('[data-entity="city"] tbody tr').first()).toBeVisible();
  expect(refused).toEqual([]);
  // the administrator takes the cities away; the page's next call (Alt+Y reloads the list) is refused
  await user.revoke();
  const message = page.getByTestId('alert-dialog-message');
  await expect(async () => {
    await page.keyboard.press('Alt+KeyY');
    await expect(message).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 30_000 });
  await expect(message).toHaveText('شما به این بخش دسترسی ندارید.');
  await expect(message).toHaveCount(1);
  expect(refused.length).toBeGreaterThan(0);
  await expectAccessible(page);
  await page.getByRole('dialog').getByRole('button', { name: 'متوجه شدم' }).click();
  await expect(message).toHaveCount(0);
  // still signed in, on the same page
  await expect(page).toHaveURL(/\/common\/cities-2$/);
  const stored = await storedItems(page);
  expect(stored.isLoggedIn).toBe('true');
  expect(stored.access_token).toBeTruthy();
  await expect(page.getByTestId('app-shell')).toBeVisible();
  // the list says only that it did not load: the message is in the dialog, once
  await expect(page.locator('[data-entity="city"]').getByText('فهرست بارگذاری نشد.')).toBeVisible();
});

test('an engineering menu entry (baseUrl /common) opens inside the app: the open tabs and the document survive', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/common/countries-2');
  await expect(page.getByTestId('app-shell')).toBeVisible();
  // a client-side navigation keeps both tabs; mark the document
  await openFromSidebar(page, 'شهرها', 'اطلاعات پایه');
  await expect(page).toHaveURL(/\/common\/cities-2$/);
  await expect(openTabs(page)).toHaveCount(2);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 4711));

  const entry = sidebar(page).locator('[data-menu-url="/expert-2"]');
  if (!(await entry.isVisible())) await sidebar(page).getByRole('button', { name: 'سامانهٔ مهندسی', exact: true }).click();
  await expect(entry).toHaveAttribute('href', '/common/expert-2');
  await entry.click();
  await expect(page).toHaveURL(/\/common\/expert-2$/);
  await expect(page.getByRole('heading', { name: 'تخصص‌های کارشناسان' })).toBeVisible();
  // no document reload: the marker is there, and the two tabs are still open beside the new one
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(4711);
  expect(await tabKeys(page)).toEqual(['/countries-2', '/cities-2', '/expert-2']);
});

test('the engineering menus have their written English labels', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/common/dashboard-2');
  await switchLanguage(page, 'English');
  const group = sidebar(page).getByRole('button', { name: 'Engineering system', exact: true });
  await group.click();
  for (const label of ['Expert grades', 'Machinery definitions', 'Cost centres', 'Employer contracts']) {
    await expect(sidebar(page).getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(sidebar(page).getByRole('link', { name: 'Contractor services', exact: true })).toBeVisible();
  await expect(sidebar(page).getByText(/Expertgrades|Machinerydefinitions|Costcentres|Employercontracts|Contractorservices/)).toHaveCount(0);
});

test('shortcuts: Alt+A, Alt+Q, Alt+K and `?` (not in a field), Alt+H', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/common/countries-2');
  const list = page.locator('[data-entity="country"]');
  await expect(list.locator('tbody tr').first()).toBeVisible();
  const checked = list.getByRole('checkbox', { name: /^انتخاب ردیف/, checked: true });
  await page.locator('body').click({ position: { x: 5, y: 5 } }).catch(() => {});
  await page.keyboard.press('Alt+KeyA');
  await expect(checked).not.toHaveCount(0);
  await page.keyboard.press('Alt+KeyQ');
  await expect(checked).toHaveCount(0);

  // `?` typed in the search is a character
  const search = page.locator('[data-entity-search="country"]');
  await search.click();
  await page.keyboard.type('?');
  await expect(search).toHaveValue('?');
  await expect(page.getByRole('dialog', { name: 'میان‌برهای صفحه‌کلید' })).toHaveCount(0);
  await page.keyboard.press('Alt+KeyQ');
  await expect(search).toHaveValue('');

  await page.keyboard.press('Alt+KeyK');
  const help = page.getByRole('dialog', { name: 'میان‌برهای صفحه‌کلید' });
  await expect(help).toBeVisible();
  await expect(help.locator('[data-shortcut]')).toHaveCount(16);
  await expect(help.locator('[data-shortcut="A"]')).toContainText('دارد');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  await page.locator('h1, h2').first().click();
  await page.keyboard.press('Shift+Slash');
  await expect(help).toBeVisible();
  await page.keyboard.press('Escape');

  await page.keyboard.press('Alt+KeyH');
  await expect(page).toHaveURL(/\/common\/dashboard-2$/);
});

test('the update notice: a new deploy is announced, and its reload keeps the open tabs', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await page.goto('/common/countries-2');
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await openFromSidebar(page, 'شهرها', 'اطلاعات پایه');
  await expect(page).toHaveURL(/\/common\/cities-2$/);
  await expect(openTabs(page)).toHaveCount(2);

  // the served version.json is the running build: no notice
  const served = (await (await page.request.get('/common/version.json')).json()) as { build: string };
  expect(served.build).toBeTruthy();
  await Promise.all([page.waitForResponse((r) => r.url().includes('/common/version.json')), page.evaluate(() => window.dispatchEvent(new Event('focus')))]);
  await expect(page.getByTestId('update-notice')).toHaveCount(0);

  // a new deploy: the server announces another build
  await page.route('**/common/version.json*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ build: `${served.build}-next` }) }));
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const notice = page.getByTestId('update-notice');
  await expect(notice).toBeVisible();
  await expectAccessible(page);
  await page.unroute('**/common/version.json*');
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await Promise.all([page.waitForEvent('load'), page.getByTestId('update-action').click()]);
  // a real reload (the marker is gone), on the same page with the same tabs
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined();
  await expect(page).toHaveURL(/\/common\/cities-2$/);
  await expect(openTabs(page)).toHaveCount(2);
  expect(await tabKeys(page)).toEqual(['/countries-2', '/cities-2']);
  // and the build now running is the served one: no notice
  await Promise.all([page.waitForResponse((r) => r.url().includes('/common/version.json')), page.evaluate(() => window.dispatchEvent(new Event('focus')))]);
  await expect(page.getByTestId('update-notice')).toHaveCount(0);
  // the other tab opens
  await openTabs(page).filter({ hasText: 'کشورها' }).getByRole('tab').click();
  await expect(page).toHaveURL(/\/common\/countries-2$/);
});
