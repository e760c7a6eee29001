import { expect, test } from '@playwright/test';
import { ADMIN, apiLogin } from './auth';
import { PEOPLE, expectAccessible, pick, signInAs, step } from './documents';

/**
 * The module kernel end to end on the supply request (issue 9): four demo users in four roles. The requester adds
 * three goods lines, sees the total live, saves once and submits; the supply unit finds it in its inbox, the senior
 * expert on its level screen, the project manager in the inbox; each confirms (one with a comment); the requester
 * is told and the history shows every step. Each page passes axe-core.
 */

test('a supply request climbs its chain with four people in four roles', async ({ page }) => {
  test.setTimeout(180_000);
  // the requester: three lines, the total live, one save, then submit
  await signInAs(page, PEOPLE.requester);
  await page.goto('/common/supply-goods-2');
  const form = page.getByTestId('entity-form');
  await expect(form.getByRole('heading', { name: 'افزودن درخواست تأمین کالا' })).toBeVisible();
  await form.getByRole('textbox', { name: 'تاریخ درخواست' }).fill('1405/09/02');
  await pick(page, form.getByRole('combobox', { name: 'پروژه', exact: true }), 'ساختمان', /ساختمان اداری نمونه/);
  const goods = [
    { name: 'سیمان تیپ ۲', unit: 'کیسه', qty: '120', price: '1850000' },
    { name: 'میلگرد ۱۴', unit: 'عدد', qty: '40.5', price: '3200000' },
    { name: 'سیم برق', unit: 'عدد', qty: '3', price: '415000' },
  ];
  for (const [i, g] of goods.entries()) {
    if (i > 0) await form.getByRole('button', { name: 'افزودن ردیف' }).click();
    const n = ['۱', '۲', '۳'][i];
    await form.getByRole('textbox', { name: `شرح کالا ردیف ${n}` }).fill(g.name);
    await pick(page, form.getByRole('combobox', { name: `واحد ردیف ${n}` }), g.unit, g.unit);
    await form.getByRole('textbox', { name: `مقدار ردیف ${n}` }).fill(g.qty);
    await form.getByRole('textbox', { name: `فی (ریال) ردیف ${n}` }).fill(g.price);
  }
  // 222,000,000 + 129,600,000 + 1,245,000, worked out while typing
  await expect(form.locator('[data-total="totalAmount"]')).toContainText('۳۵۲٬۸۴۵٬۰۰۰');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page).toHaveURL(/\/common\/supply-goods-2\/\d+$/, { timeout: 30_000 });
  const id = Number(page.url().split('/').pop());
  await expect(page.getByTestId('workflow-panel').locator('[data-state="draft"]')).toBeVisible();
  await expect(form.locator('[data-line]')).toHaveCount(3);
  await step(page, 'ارسال برای تأیید');
  await expect(page.getByTestId('workflow-panel').locator('[data-state="inApproval"]')).toBeVisible();
  // outside draft the document is read-only: no save
  await expect(form.getByRole('button', { name: 'ذخیره' })).toHaveCount(0);

  // the supply unit: in its inbox, confirmed with a comment
  await signInAs(page, PEOPLE.supplyUnit);
  await page.goto('/common/inbox-2');
  const row = page.getByTestId('inbox').locator(`[data-document="supplygoods:${id}"]`);
  await expect(row).toContainText('واحد تأمین');
  await expectAccessible(page);
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/supply-goods-2/${id}$`));
  await step(page, 'تأیید', 'موجودی انبار کافی نیست؛ خرید شود');
  await expect(page.getByTestId('workflow-panel')).toContainText('کارشناس ارشد');

  // the senior expert: on its level screen
  await signInAs(page, PEOPLE.seniorExpert);
  await page.goto('/common/manage-supply-goods-by-manager-2');
  const table = page.getByTestId('entity-table');
  await expect(table.getByRole('row').filter({ hasText: /۳۵۲٬۸۴۵٬۰۰۰/ }).first()).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/common/supply-goods-2/${id}`);
  await expectAccessible(page);
  await step(page, 'تأیید');

  // the project manager, resolved from the project: confirms last
  await signInAs(page, PEOPLE.projectManager);
  await page.goto('/common/inbox-2');
  await page.getByTestId('inbox').locator(`[data-document="supplygoods:${id}"]`).getByRole('link').click();
  await step(page, 'تأیید');
  await expect(page.getByTestId('workflow-panel').locator('[data-state="approved"]')).toBeVisible();

  // the requester: told, and the history shows every step
  await signInAs(page, PEOPLE.requester);
  await page.goto(`/common/supply-goods-2/${id}`);
  const history = page.getByTestId('workflow-history');
  await expect(history.locator('.mantine-Timeline-item')).toHaveCount(4);
  await expect(history).toContainText('موجودی انبار کافی نیست؛ خرید شود');
  await page.goto('/common/notification-2');
  await expect(page.getByText(/تأیید نهایی شد/).first()).toBeVisible();
});

test('a rejection returns the request to its requester with the reason', async ({ page }) => {
  test.setTimeout(120_000);
  const requester = await apiLogin(page.request, PEOPLE.requester, ADMIN.password);
  const auth = { Authorization: `Bearer ${requester.access_token}` };
  // the demo's draft request (000001) goes up and comes back
  const list = await (await page.request.get('/api/commercial/v1/supplygoods/getFiltered?status=1&pageSize=100', { headers: auth })).json();
  const draft = list.value.data[0] as { id: number; version: number };
  const submitted = await page.request.post('/api/commercial/v1/supplygoods/submit', { headers: auth, data: { id: draft.id, version: draft.version } });
  expect(submitted.status()).toBe(200);

  await signInAs(page, PEOPLE.supplyUnit);
  await page.goto(`/common/supply-goods-2/${draft.id}`);
  await page.getByTestId('workflow-panel').getByRole('button', { name: 'رد', exact: true }).click();
  const modal = page.getByTestId('workflow-step');
  await modal.getByRole('button', { name: 'بله' }).click();
  // a rejection needs its reason
  await expect(modal.getByText('برای این اقدام نوشتن توضیح لازم است.')).toBeVisible();
  await modal.getByRole('textbox').fill('قیمت‌ها قدیمی است');
  await modal.getByRole('button', { name: 'بله' }).click();
  await expect(page.getByTestId('workflow-panel').locator('[data-state="returned"]')).toBeVisible();

  await signInAs(page, PEOPLE.requester);
  await page.goto(`/common/supply-goods-2/${draft.id}`);
  // back with the requester: editable, and the reason in the history
  await expect(page.getByTestId('entity-form').getByRole('button', { name: 'ذخیره' })).toBeVisible();
  await expect(page.getByTestId('workflow-history')).toContainText('قیمت‌ها قدیمی است');
});
