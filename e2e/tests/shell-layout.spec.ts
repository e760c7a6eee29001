import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, apiLogin, storeSession } from './auth';
import { newMobileNumber } from './sms';
import { switchLanguage, watchErrors } from './helpers';

/*
 * The dashboard shell (spec platform-core §2, §6; hr §2, §8): the sidebar of the profile's menus and its search,
 * the access guard, the tabs (limit 7, closing, pages kept alive), the shortcuts' access flags, the mobile bar, and
 * the layout in both directions.
 */

async function call<T>(request: APIRequestContext, token: string, method: 'get' | 'post', url: string, data?: unknown): Promise<T> {
  const response = await request[method](url, { headers: { Authorization: `Bearer ${token}` }, data });
  const body = (await response.json()) as { isSuccess: boolean; value: T; message?: string };
  expect(body.isSuccess, `${url}: ${body.message ?? ''}`).toBe(true);
  return body.value;
}

interface Menu {
  id: number;
  url: string | null;
}

/**
 * A user whose one role holds Create and Update on /cities-2, Update on /states-2 (the cities page looks provinces up)
 * and only Update on /access-management-2.
 */
async function createNarrowUser(request: APIRequestContext): Promise<{ mobile: string; password: string }> {
  const admin = (await apiLogin(request)).access_token;
  const menus = await call<Menu[] | { data: Menu[] }>(request, admin, 'get', '/api/identity/actionMenu/v1/getActiveMenus');
  const menuList = Array.isArray(menus) ? menus : menus.data;
  const actions = await call<{ data: { id: number; name: string }[] }>(request, admin, 'get', '/api/identity/action/v1/gets?pageIndex=1&pageSize=100');
  const menuId = (url: string) => menuList.find((m) => m.url === url)!.id;
  const actionId = (name: string) => actions.data.find((a) => a.name === name)!.id;
  const suffix = Date.now().toString(36);
  const role = await call<{ id: number }>(request, admin, 'post', '/api/identity/role/v1/create', { name: `Cities_${suffix}`, title: 'کارشناس شهرها' });
  await call(request, admin, 'post', '/api/identity/role/v1/AddActionsToRole', {
    roleId: role.id,
    permissions: [
      { actionMenuId: menuId('/cities-2'), actionId: actionId('Create') },
      { actionMenuId: menuId('/cities-2'), actionId: actionId('Update') },
      { actionMenuId: menuId('/states-2'), actionId: actionId('Update') },
      { actionMenuId: menuId('/access-management-2'), actionId: actionId('Update') },
    ],
  });
  const mobile = newMobileNumber();
  const password = 'narrow-role-1404';
  await call(request, admin, 'post', '/api/identity/user/v1/createByAdmin', { mobileNumber: mobile, firstName: 'کارشناس', lastName: 'شهرها', password, roleIds: [role.id] });
  return { mobile, password };
}

const sidebar = (page: Page) => page.getByTestId('sidebar');
const tabs = (page: Page) => page.getByRole('tablist').getByRole('tab');

/** Follows a sidebar link (opening its group first when it is a menu page). */
async function openFromSidebar(page: Page, name: string, group?: string): Promise<void> {
  const link = sidebar(page).getByRole('link', { name, exact: true });
  if (group && !(await link.isVisible())) await sidebar(page).getByRole('button', { name: group, exact: true }).click();
  await link.click();
}

test.describe('the dashboard shell', () => {
  test.beforeEach(({ page }) => {
    page.on('pageerror', (error) => console.log('page error:', error.message));
    page.on('response', (response) => {
      if (response.status() === 401 || response.status() === 403) console.log('refused:', response.status(), response.url());
    });
  });

  test('the sidebar shows the admin’s menus and its search filters them', async ({ page }) => {
    const tokens = await apiLogin(page.request);
    await storeSession(page, tokens);
    const errors = watchErrors(page);
    await page.goto('/common/dashboard-2');
    await expect(page.getByTestId('sidebar')).toBeVisible();
    // the groups with pages in the module manifests (base data, engineering, commercial, human resources, warehouse,
    // finance, treasury and, since its reference lists, the dealer system)
    for (const parent of ['اطلاعات پایه', 'سامانهٔ مهندسی', 'سامانهٔ بازرگانی', 'منابع انسانی', 'سامانهٔ انبار', 'سامانهٔ مالی', 'خزانه‌داری', 'سامانهٔ نمایندگی']) {
      await expect(sidebar(page).getByRole('button', { name: parent, exact: true })).toBeVisible();
    }
    // the parents without pages are left out: a sidebar entry exists only when its page exists
    for (const parent of ['حمل‌ونقل و درخواست ماشین‌آلات']) {
      await expect(sidebar(page).getByRole('button', { name: parent, exact: true })).toHaveCount(0);
    }
    // the entries earlier seeds listed without a page (they opened the not-found page) are not the admin's menus
    const profile = await page.request.get('/api/identity/user/v1/profile', { headers: { Authorization: `Bearer ${tokens.access_token}` } });
    const urls = ((await profile.json()).value.menus as { url: string | null }[]).map((m) => m.url);
    expect(urls).toContain('/notification-2');
    expect(urls).toEqual(expect.arrayContaining(['/product-2', '/warehouse-2', '/cardex-2']));
    for (const url of ['/transport-request-2', '/machinery-request-2']) {
      expect(urls).not.toContain(url);
    }
    // the rescue feed's permission became the rescue vehicles' page
    expect(urls).toContain('/dealer-rescue-vehicle-2');

    await page.getByTestId('menu-search').fill('شهر');
    await expect(sidebar(page).getByRole('link', { name: 'شهرها', exact: true })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'کالاها' })).toHaveCount(0);
    await expect(sidebar(page).getByRole('button', { name: 'سامانهٔ انبار' })).toHaveCount(0);
    await page.getByTestId('menu-search').fill('هیچ‌چیز');
    await expect(page.getByTestId('menu-no-result')).toBeVisible();
    await page.getByTestId('menu-search').fill('');

    // internal links go through the router under /common/
    await openFromSidebar(page, 'شهرها', 'اطلاعات پایه');
    await expect(page).toHaveURL(/\/common\/cities-2$/);

    // mini mode: icons only, widened while hovered
    await page.getByTestId('sidebar-mini-toggle').click();
    await expect(sidebar(page)).toHaveAttribute('data-mini', 'true');
    await page.mouse.move(640, 400);
    await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBe(50);
    await sidebar(page).hover();
    await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBe(250);
    expect(errors).toEqual([]);
  });

  test('the header: company, financial year sent as X-Financial-Year, name and bell', async ({ page }) => {
    await storeSession(page, await apiLogin(page.request));
    await page.goto('/common/dashboard-2');
    const banner = page.getByRole('banner');
    await expect(banner.getByTestId('company-select')).toHaveValue('شرکت نمونهٔ کارساز');
    await expect(banner.getByTestId('financial-year-select')).toHaveValue(/^سال مالی [۰-۹]{4}$/);
    await expect(page.getByTestId('user-name')).toHaveText(ADMIN.name);
    // the preselected current year travels without being stored
    expect(await page.evaluate(() => localStorage.getItem('financial_year'))).toBeNull();
    const preselected = page.waitForRequest((r) => r.url().includes('/api/') && /^\d+$/.test(r.headers()['x-financial-year'] ?? ''));
    await sidebar(page).getByRole('link', { name: 'پروفایل', exact: true }).click();
    const first = (await preselected).headers()['x-financial-year'];

    // choosing another year stores it and sends it from then on
    const year = banner.getByTestId('financial-year-select');
    const current = await year.inputValue();
    await year.click();
    await page.getByRole('option').filter({ hasNotText: current }).first().click();
    await expect(year).not.toHaveValue(current);
    const chosen = await page.evaluate(() => localStorage.getItem('financial_year'));
    expect(chosen).toMatch(/^\d+$/);
    expect(chosen).not.toBe(first);
    const sent = page.waitForRequest((r) => r.url().includes('/api/') && r.headers()['x-financial-year'] === chosen);
    await page.reload();
    await sent;
    // after the reload the chosen year is the one shown
    await expect(year).toHaveValue(/^سال مالی [۰-۹]{4}$/);
    await expect(year).not.toHaveValue(current);
  });

  test('tabs: one per page, at most 7, closing moves to the last one; pages are kept alive', async ({ page }) => {
    await storeSession(page, await apiLogin(page.request));
    await page.goto('/common/dashboard-2');
    await expect(tabs(page)).toHaveCount(1);

    await openFromSidebar(page, 'پروفایل');
    await expect(page).toHaveURL(/\/common\/profile$/);
    // text typed in a form survives a tab switch
    const password = page.locator('input[type="password"]').first();
    await password.fill('kept-while-hidden');
    await openFromSidebar(page, 'تنظیمات');
    await expect(page).toHaveURL(/\/common\/setting$/);
    await expect(tabs(page)).toHaveCount(3);
    await tabs(page).filter({ hasText: 'پروفایل کاربری' }).click();
    await expect(page).toHaveURL(/\/common\/profile$/);
    await expect(page.locator('input[type="password"]').first()).toHaveValue('kept-while-hidden');

    // the dashboard again: no second tab
    await openFromSidebar(page, 'داشبورد');
    await expect(tabs(page)).toHaveCount(3);

    for (const name of ['کشورها', 'استان‌ها', 'شهرها', 'ارزها']) await openFromSidebar(page, name, 'اطلاعات پایه');
    await expect(page).toHaveURL(/\/common\/currencies-2$/);
    await expect(tabs(page)).toHaveCount(7);

    // the eighth is refused with an alert, and the page stays
    await openFromSidebar(page, 'اشخاص', 'اطلاعات پایه');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('حداکثر ۷ زبانه');
    await expect(page).toHaveURL(/\/common\/currencies-2$/);
    await expect(tabs(page)).toHaveCount(7);
    await dialog.getByRole('button', { name: 'متوجه شدم' }).click();

    // an open page is still reachable at the limit
    await tabs(page).filter({ hasText: 'تنظیمات' }).click();
    await expect(page).toHaveURL(/\/common\/setting$/);

    // closing the shown tab goes to the last remaining one (by keyboard: Delete on the tab); closing another stays
    await tabs(page).filter({ hasText: 'تنظیمات' }).press('Delete');
    await expect(page).toHaveURL(/\/common\/currencies-2$/);
    await page.locator('[data-tab-key] button[title="بستن زبانهٔ «کشورها»"]').click();
    await expect(page).toHaveURL(/\/common\/currencies-2$/);
    await expect(tabs(page)).toHaveCount(5);
    // closing the last ones one by one: currencies → cities → states → profile → dashboard → none left
    for (const next of ['cities-2', 'states-2', 'profile', 'dashboard-2']) {
      await page.locator('[data-tab-key] button[title^="بستن زبانهٔ"]').last().click();
      await expect(page).toHaveURL(new RegExp(`/common/${next}$`));
    }
    await expect(tabs(page)).toHaveCount(1);
    await page.locator('[data-tab-key] button[title^="بستن زبانهٔ"]').last().click();
    // none remain: the dashboard, which opens as a tab again
    await expect(page).toHaveURL(/\/common\/dashboard-2$/);
    await expect(tabs(page)).toHaveCount(1);
  });

  test('a narrow role sees its menus only; a forbidden page is blocked, an exempt one opens', async ({ page }) => {
    const user = await createNarrowUser(page.request);
    const tokens = await apiLogin(page.request, user.mobile, user.password);
    await storeSession(page, tokens);
    await page.goto('/common/dashboard-2');
    await expect(sidebar(page).getByRole('button', { name: 'اطلاعات پایه', exact: true })).toBeVisible();
    await expect(sidebar(page).getByRole('button')).toHaveCount(2); // the group and the mini-mode toggle
    await sidebar(page).getByRole('button', { name: 'اطلاعات پایه', exact: true }).click();
    await expect(sidebar(page).getByRole('link', { name: 'شهرها' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'مدیریت دسترسی' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'استان‌ها' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'کشورها' })).toHaveCount(0);
    await expect(sidebar(page).getByRole('link', { name: 'ارزها' })).toHaveCount(0);

    // a page of a menu the role lacks
    await page.goto('/common/countries-2');
    await expect(page).toHaveURL(/\/common\/access-block$/);
    await expect(page.getByRole('heading', { level: 1, name: 'دسترسی به این صفحه برای شما مجاز نیست.' })).toBeVisible();
    // the same page's data through the API is refused too
    const countries = await page.request.get('/api/base-data/v1/country/getFiltered?pageIndex=1&pageSize=10', { headers: { Authorization: `Bearer ${tokens.access_token}` } });
    expect(countries.status()).toBe(403);
    // and the server refuses what the menus do not grant: users of access management need Create to be made
    const refused = await page.request.post('/api/identity/user/v1/createByAdmin', {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
      data: { mobileNumber: newMobileNumber(), firstName: 'x', lastName: 'y' },
    });
    expect(refused.status()).toBe(403);
    const roles = await page.request.get('/api/identity/role/v1/gets?pageIndex=1&pageSize=10', { headers: { Authorization: `Bearer ${tokens.access_token}` } });
    expect(roles.status()).toBe(200);

    // an exempt admin page and its own page open
    await page.goto('/common/payroll-2');
    await expect(page).toHaveURL(/\/common\/payroll-2$/);
    await expect(page.getByTestId('app-shell')).toBeVisible();
    await page.goto('/common/cities-2');
    await expect(page).toHaveURL(/\/common\/cities-2$/);
    await expect(page.getByTestId('app-shell')).toBeVisible();
  });

  test('Alt+N opens “new” only where the page grants Create', async ({ page }) => {
    const user = await createNarrowUser(page.request);
    await storeSession(page, await apiLogin(page.request));
    await page.goto('/common/access-management-2');
    await expect(page.getByRole('tablist').first()).toBeVisible();
    await page.keyboard.press('Alt+KeyN');
    await expect(page.getByRole('dialog')).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await storeSession(page, await apiLogin(page.request, user.mobile, user.password));
    await page.goto('/common/access-management-2');
    await expect(page.getByRole('tablist').first()).toBeVisible();
    await page.keyboard.press('Alt+KeyN');
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a phone gets the bottom bar and the menu as a drawer, no tabs', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await storeSession(page, await apiLogin(page.request));
    await page.goto('/common/dashboard-2');
    const bar = page.getByTestId('mobile-bar');
    await expect(bar).toBeVisible();
    for (const name of ['داشبورد', 'صفحهٔ اصلی', 'منو', 'پروفایل', 'تنظیمات']) await expect(bar.getByRole(name === 'منو' ? 'button' : 'link', { name, exact: true })).toBeVisible();
    await expect(page.getByTestId('tabs-bar')).toBeHidden();
    await expect(sidebar(page)).not.toBeInViewport();
    await bar.getByRole('button', { name: 'منو' }).click();
    await expect(sidebar(page)).toBeInViewport();
    await expect(page.getByTestId('sidebar-selectors')).toBeVisible();
    await openFromSidebar(page, 'تنظیمات');
    await expect(page).toHaveURL(/\/common\/setting$/);
    await expect(sidebar(page)).not.toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('shell-mobile-fa.png') });
  });

  test('the layout right to left in Persian, left to right in English', async ({ page }) => {
    await storeSession(page, await apiLogin(page.request));
    await page.goto('/common/dashboard-2');
    await openFromSidebar(page, 'پروفایل');
    await openFromSidebar(page, 'داشبورد');
    await expect(page.getByTestId('sidebar')).toBeVisible();
    const rtl = await sidebar(page).boundingBox();
    expect(rtl!.x).toBeGreaterThan(640); // on the right
    await page.screenshot({ path: test.info().outputPath('shell-fa.png'), fullPage: false });

    await switchLanguage(page, 'English');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(sidebar(page).getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    const ltr = await sidebar(page).boundingBox();
    expect(ltr!.x).toBeLessThan(10); // on the left
    await page.screenshot({ path: test.info().outputPath('shell-en.png'), fullPage: false });
  });
});
