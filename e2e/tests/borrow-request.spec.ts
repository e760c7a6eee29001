import { expect, test } from '@playwright/test';
import { PEOPLE, expectAccessible, pick, signInAs, step } from './documents';

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
