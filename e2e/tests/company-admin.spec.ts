import { expect, test } from '@playwright/test';
import { apiLogin, storeSession } from './auth';
import { newMobileNumber } from './sms';
import { expectAccessible } from './documents';
import { watchErrors } from './helpers';

/*
 * A company administrator (the users screen and the menu tree, without the organisation-wide permission) reads the
 * organisation's roles, actions and menus but is offered none of their writes, which the API refuses (403, and a 403
 * signs the SPA out); it still makes users of its own company (docs/roles.md).
 */

test.use({ actionTimeout: 15_000 });

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

test('a company administrator is offered no change of the organisation’s roles, actions or menus', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  const admin = await apiLogin(page.request);
  const menus = (await (await page.request.get('/api/identity/actionMenu/v1/getActiveMenus', { headers: bearer(admin.access_token) })).json()).value as { id: number; url: string | null }[];
  const actions = (await (await page.request.get('/api/identity/action/v1/gets?pageSize=100', { headers: bearer(admin.access_token) })).json()).value.data as { id: number }[];
  const suffix = Date.now().toString(36);
  const roleName = `CompanyAdmin${suffix}`;
  const role = await page.request.post('/api/identity/role/v1/create', { headers: bearer(admin.access_token), data: { name: roleName, title: `مدیر شرکت ${suffix}` } });
  expect(role.status()).toBe(200);
  const roleId = (await role.json()).value.id as number;
  const permissions = ['/access-management-2', '/menus-priority-2'].flatMap((url) => actions.map((a) => ({ actionMenuId: menus.find((m) => m.url === url)!.id, actionId: a.id })));
  expect((await page.request.post('/api/identity/role/v1/AddActionsToRole', { headers: bearer(admin.access_token), data: { roleId, permissions } })).status()).toBe(200);
  const mobile = newMobileNumber();
  const password = 'e2e-pass-1404';
  const made = await page.request.post('/api/identity/user/v1/createByAdmin', { headers: bearer(admin.access_token), data: { mobileNumber: mobile, firstName: 'مدیر', lastName: `شرکت ${suffix}`, password, roleIds: [roleId] } });
  expect(made.status()).toBe(200);

  const tokens = await apiLogin(page.request, mobile, password);
  const profile = (await (await page.request.get('/api/identity/user/v1/profile', { headers: bearer(tokens.access_token) })).json()).value;
  expect(profile.organisationWide).toBe(false);
  await storeSession(page, tokens);

  // roles: listed and opened, but no new role, edit, activation, disabling or saving of grants
  await page.goto('/common/access-management-2');
  await expect(page.getByRole('heading', { name: 'مدیریت دسترسی' })).toBeVisible();
  await expect(page.getByTestId('roles-table')).toBeVisible();
  await expect(page.getByRole('button', { name: 'نقش جدید' })).toHaveCount(0);
  await page.getByLabel('جست‌وجوی نقش').fill(roleName);
  // the search has answered (the row is not one of the first page's, re-drawn under the click)
  await expect(page.getByText('۱–۱ از ۱')).toBeVisible();
  const row = page.getByTestId(`role-row-${roleName}`);
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: 'ویرایش' })).toHaveCount(0);
  await row.getByRole('button', { name: 'عملیات‌ها و کاربران نقش' }).click();
  const detail = page.getByTestId('role-detail');
  await expect(detail.getByTestId('permission-matrix')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'ذخیرهٔ دسترسی‌ها' })).toHaveCount(0);
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // users of its own company: it makes them
  await page.getByRole('tab', { name: 'کاربران' }).click();
  await expect(page.getByRole('button', { name: 'کاربر جدید' })).toBeVisible();

  // menus: the tree is shown, no new menu
  await page.goto('/common/menus-priority-2');
  await expect(page.getByRole('heading', { name: 'منوها و اولویت آن‌ها' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'منوی جدید' })).toHaveCount(0);
  await expectAccessible(page);

  // still signed in: nothing it was offered answered 403
  await expect(page).toHaveURL(/menus-priority-2/);
  expect(errors.filter((e) => /status of 403/.test(e))).toEqual([]);
});
