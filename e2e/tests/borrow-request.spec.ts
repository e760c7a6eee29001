import { expect, test } from '@playwright/test';
import { ADMIN, apiLogin, storeSession } from './auth';
import { PEOPLE, expectAccessible, pick, signInAs, step } from './documents';
import { switchLanguage } from './helpers';

/**
 * The kernel's second document, the borrow request (issue 9 item 14: a definition and a manifest entry, no screen
 * of its own): the requester fills it on /request-of-borrow-product-2/create and submits; the supply unit finds it
 * on its level screen /manage-borrow-request-2 and in its inbox, lends the goods, and records them returned.
 */
test('a borrow request is lent by the supply unit and its goods recorded returned', async ({ page }) => {
  test.setTimeout(150_000);
  await signInAs(page, PEOPLE.requester);
  await page.goto('/common/request-of-borrow-product-2');
  await expect(page.getByRole('heading', { name: 'درخواست‌های امانت کالا' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'افزودن', exact: true }).click();
  await expect(page).toHaveURL(/\/request-of-borrow-product-2\/create$/);
  const form = page.getByTestId('entity-form');
  await form.getByRole('textbox', { name: 'تاریخ درخواست' }).fill('1405/09/02');
  await form.getByRole('textbox', { name: 'تاریخ بازگرداندن' }).fill('1405/09/20');
  await pick(page, form.getByRole('combobox', { name: 'پروژه', exact: true }), 'ساختمان', /ساختمان اداری نمونه/);
  // lent from the central workshop's cost centre to the project's
  await pick(page, form.getByRole('combobox', { name: 'مرکز هزینهٔ امانت‌دهنده', exact: true }), 'کارگاه', /کارگاه مرکزی/);
  await pick(page, form.getByRole('combobox', { name: 'مرکز هزینهٔ امانت‌گیرنده', exact: true }), 'ساختمان', /مرکز هزینهٔ ساختمان اداری/);
  await form.getByRole('textbox', { name: 'شرح کالا ردیف ۱' }).fill('بالابر برقی');
  await pick(page, form.getByRole('combobox', { name: 'واحد ردیف ۱' }), 'عدد', 'عدد');
  await form.getByRole('textbox', { name: 'مقدار ردیف ۱' }).fill('1');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page).toHaveURL(/\/request-of-borrow-product-2\/\d+$/, { timeout: 30_000 });
  const id = Number(page.url().split('/').pop());
  await step(page, 'ارسال برای تأیید');
  await expect(page.getByTestId('workflow-panel').locator('[data-state="inApproval"]')).toBeVisible();

  // the supply unit: the level screen lists it, the inbox opens it, and it is lent
  await signInAs(page, PEOPLE.supplyUnit);
  await page.goto('/common/manage-borrow-request-2');
  await expect(page.getByRole('heading', { name: 'مدیریت درخواست‌های امانت' })).toBeVisible();
  await expect(page.getByTestId('entity-table').locator(`[data-row-id="${id}"]`)).toBeVisible();
  await expectAccessible(page);
  await page.goto('/common/inbox-2');
  await page.getByTestId('inbox').locator(`[data-document="borrowrequest:${id}"]`).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/request-of-borrow-product-2/${id}$`));
  await step(page, 'تأیید');
  await expect(page.getByTestId('workflow-panel').locator('[data-state="lent"]')).toBeVisible();
  // the goods come back: a step of the supply unit's role after the chain
  await step(page, 'ثبت بازگشت کالا');
  await expect(page.getByTestId('workflow-panel').locator('[data-state="returned"]')).toBeVisible();
  await expect(page.getByTestId('workflow-history').locator('.mantine-Timeline-item')).toHaveCount(3);
  await expectAccessible(page);
});

test('a delegate who holds no page opens a request from the inbox, reads it and decides it', async ({ page }) => {
  test.setTimeout(120_000);
  const headers = async (mobile: string, password = ADMIN.password) => ({ Authorization: `Bearer ${(await apiLogin(page.request, mobile, password)).access_token}` });
  const admin = await headers(ADMIN.mobile);
  // a new user of the demo company with no role at all
  const mobile = `0936${String(Date.now()).slice(-7)}`;
  const password = 'e2e-pass-1404';
  expect((await page.request.post('/api/identity/user/v1/createByAdmin', { headers: admin, data: { mobileNumber: mobile, firstName: 'جانشین', lastName: 'آزمون', password, roleIds: [] } })).status()).toBe(200);
  const found = await (await page.request.get(`/api/meta-data/v1/thirdparty/getFiltered?searchTerm=${mobile}`, { headers: admin })).json();
  const delegateId = found.value.data[0].id as number;
  // the supply unit hands its approvals to them for today
  const today = new Date().toISOString().slice(0, 10);
  const delegation = await page.request.post('/api/workflow/v1/approvaldelegation/create', { headers: await headers(PEOPLE.supplyUnit), data: { delegateId, fromDate: today, toDate: today } });
  expect(delegation.status()).toBe(200);
  // the requester sends the demo's draft borrow request up
  const requester = await headers(PEOPLE.requester);
  const drafts = await (await page.request.get('/api/commercial/v1/borrowrequest/getFiltered?status=1&pageSize=100', { headers: requester })).json();
  const draft = drafts.value.data[0] as { id: number; version: number };
  expect((await page.request.post('/api/commercial/v1/borrowrequest/submit', { headers: requester, data: { id: draft.id, version: draft.version } })).status()).toBe(200);

  await page.context().clearCookies();
  await storeSession(page, await apiLogin(page.request, mobile, password));
  await page.goto('/common/inbox-2');
  const row = page.getByTestId('inbox').locator(`[data-document="borrowrequest:${draft.id}"]`);
  await expect(row).toContainText('جانشینی');
  await row.getByRole('link').click();
  // the inbox shows it: the delegate holds none of its pages
  await expect(page).toHaveURL(new RegExp(`/inbox-2/borrowrequest/${draft.id}$`));
  const form = page.getByTestId('entity-form');
  // the linked rows' titles come with the document: the delegate may not read projects or units on their own
  await expect(form.getByRole('combobox', { name: 'پروژه', exact: true })).toHaveValue(/ساختمان اداری نمونه/);
  await expect(form.getByRole('combobox', { name: 'واحد ردیف ۱' })).toHaveValue('عدد');
  await expectAccessible(page);
  await step(page, 'تأیید');
  await expect(page.getByTestId('workflow-panel').locator('[data-state="lent"]')).toBeVisible();
  // still signed in: nothing the page asked for was refused
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/inbox-2/borrowrequest/${draft.id}$`));
  await expect(page.getByTestId('workflow-history')).toContainText('جانشین');
});

test('in English: the supply unit finds the waiting request in its inbox and lends the goods', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, PEOPLE.supplyUnit);
  await page.goto('/common/inbox-2');
  await switchLanguage(page, 'English');
  await expect(page.getByRole('heading', { name: 'Inbox', exact: true })).toBeVisible();
  // the demo's request 000002 waits for the supply unit since the seed
  const row = page.getByTestId('inbox').locator('[data-document^="borrowrequest:"]').filter({ hasText: '000002' });
  await expect(row).toContainText('Borrow request');
  await expect(row).toContainText('Supply unit');
  await expectAccessible(page);
  await row.getByRole('link').click();
  const form = page.getByTestId('entity-form');
  await expect(form.getByRole('textbox', { name: 'Request date' })).toBeVisible();
  await expect(form.getByRole('columnheader', { name: /Goods/ }).first()).toBeVisible();
  const panel = page.getByTestId('workflow-panel');
  await expect(panel).toContainText('Awaiting the supply unit');
  await expectAccessible(page);
  await step(page, 'Confirm', undefined, 'Yes');
  await expect(panel.locator('[data-state="lent"]')).toContainText('Lent');
  await expect(page.getByTestId('workflow-history')).toContainText('Submit for approval');
  await switchLanguage(page, 'فارسی');
});
