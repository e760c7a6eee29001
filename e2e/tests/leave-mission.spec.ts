import { expect, test, type Page } from '@playwright/test';
import { persianDigits } from './auth';
import { expectAccessible, signInAs, step } from './documents';

/**
 * Leave and missions (issue 15) in Chromium, the browser test: the finance department's employee (demo
 * 09120000011) requests a mission on their requests' page (/personnel-requests-2) and submits it after the
 * confirmation ("pending review"); their manager (09120000012) finds it in the inbox and confirms it; the employee
 * asks for an extension, the manager confirms it, and the mission's end moves. The leave tab shows the balance on the
 * form; the missions' management page lists the mission with its tabs. Each page passes axe-core.
 */

const EMPLOYEE = '09120000011';
const MANAGER = '09120000012';
/** The open form (a mission's form holds its items' forms, closed, as well). */
const dialog = (page: Page) => page.getByRole('dialog').first();

/** A Jalali day of Bahman 1405 per run, so repeated runs on one server do not overlap each other's missions. */
const run = Date.now() % 100000;
const dayOf = (n: number) => `1405/11/${String(n).padStart(2, '0')}`;
const first = 2 + (run % 20);

async function openRow(page: Page, text: string) {
  const row = page.getByTestId('entity-table').getByRole('row').filter({ hasText: text }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /ویرایش|مشاهده/ }).first().click();
  await expect(dialog(page)).toBeVisible();
}

test('a person requests a mission, submits it, the manager confirms it; the person extends it and the manager confirms the extension', async ({ page }) => {
  test.setTimeout(180_000);
  const location = `کارگاه آزمون ${run}`;
  await signInAs(page, EMPLOYEE);
  await page.goto('/common/personnel-requests-2');
  await expect(page.getByRole('heading', { name: 'درخواست‌های پرسنل' })).toBeVisible();
  // the attendance corrections' tab holds the attendance module's corrections
  await page.getByRole('tab', { name: 'اصلاح تردد' }).click();
  await expect(page.getByRole('tabpanel').getByTestId('entity-table')).toBeVisible();
  await page.getByRole('tab', { name: 'مأموریت', exact: true }).click();
  await expect(page.getByTestId('entity-table')).toBeVisible();
  await expectAccessible(page);

  // the mission: its own person by default, three days in Bahman
  await page.getByRole('button', { name: 'افزودن', exact: true }).click();
  const form = dialog(page);
  await form.getByRole('textbox', { name: 'از تاریخ' }).fill(dayOf(first));
  await form.getByRole('textbox', { name: 'تا تاریخ' }).fill(dayOf(first + 2));
  await form.getByRole('textbox', { name: 'محل مأموریت' }).fill(location);
  await form.getByRole('textbox', { name: /علی‌الحساب/ }).fill('25000000');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'ذخیره' }).click();
  await expect(form).toBeHidden();
  await openRow(page, persianDigits(location));
  await expect(page.getByTestId('workflow-panel').locator('[data-state="draft"]')).toBeVisible();
  await step(page, 'ارسال درخواست مأموریت');
  // the message names the new state: pending review
  await expect(page.getByText('وضعیت درخواست به «در انتظار بررسی» تغییر کرد', { exact: false })).toBeVisible();
  await expect(page.getByTestId('workflow-panel').locator('[data-state="inApproval"]')).toBeVisible();
  const shown = (await dialog(page).getByRole('textbox', { name: 'شمارهٔ مأموریت' }).inputValue()).trim();
  const number = shown.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)));

  // the manager: in the inbox, opened and confirmed
  await signInAs(page, MANAGER);
  await page.goto('/common/inbox-2');
  const item = page.getByTestId('inbox').locator('[data-document^="mission:"]').filter({ hasText: persianDigits(number) }).first();
  await expect(item).toBeVisible();
  await expectAccessible(page);
  await item.getByRole('link').first().click();
  await expect(page.getByTestId('workflow-panel')).toBeVisible();
  await expectAccessible(page);
  await step(page, 'تأیید');
  await expect(page.getByTestId('workflow-panel').locator('[data-state="approved"]')).toBeVisible();

  // the employee: an extension of the mission by two days, submitted
  await signInAs(page, EMPLOYEE);
  await page.goto('/common/personnel-requests-2');
  await page.getByRole('tab', { name: 'تمدید مأموریت' }).click();
  await page.getByRole('button', { name: 'افزودن', exact: true }).click();
  const ext = dialog(page);
  const missionBox = ext.getByRole('combobox', { name: 'مأموریت', exact: true });
  await missionBox.click();
  await missionBox.fill(number);
  await page.getByRole('option', { name: new RegExp(number) }).first().click();
  await ext.getByRole('textbox', { name: 'تاریخ پایان جدید' }).fill(dayOf(first + 4));
  await expectAccessible(page);
  await ext.getByRole('button', { name: 'ذخیره' }).click();
  await expect(ext).toBeHidden();
  await openRow(page, number);
  await step(page, 'درخواست تمدید');
  await expect(page.getByTestId('workflow-panel').locator('[data-state="inApproval"]')).toBeVisible();

  // the manager confirms the extension from the inbox
  await signInAs(page, MANAGER);
  await page.goto('/common/inbox-2');
  const extension = page.getByTestId('inbox').locator('[data-document^="missionextension:"]').first();
  await expect(extension).toBeVisible();
  await extension.getByRole('link').first().click();
  await step(page, 'تأیید');
  await expect(page.getByTestId('workflow-panel').locator('[data-state="approved"]')).toBeVisible();

  // the employee sees the mission's new end and its last extension
  await signInAs(page, EMPLOYEE);
  await page.goto('/common/personnel-requests-2');
  await page.getByRole('tab', { name: 'مأموریت', exact: true }).click();
  const row = page.getByTestId('entity-table').getByRole('row').filter({ hasText: persianDigits(location) }).first();
  // lists read days as «۷ بهمن ۱۴۰۵»
  await expect(row).toContainText(`${persianDigits(String(first + 4))} بهمن ${persianDigits('1405')}`);
  await expect(row).toContainText('تأییدشده');
});

test('the leave form shows the balance; the missions’ management lists missions and their items in tabs', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, EMPLOYEE);
  await page.goto('/common/personnel-requests-2');
  await page.getByRole('tab', { name: 'مرخصی', exact: true }).click();
  await page.getByRole('button', { name: 'افزودن', exact: true }).click();
  const balance = dialog(page).getByTestId('leave-balance');
  await expect(balance).toBeVisible();
  await expect(balance.locator('[data-balance="entitlement"]')).toContainText(persianDigits('190:40:00'));
  await expectAccessible(page);
  await dialog(page).getByRole('button', { name: 'انصراف' }).click();

  await signInAs(page, '09120000013');
  await page.goto('/common/mission-management-2');
  await expect(page.getByRole('heading', { name: 'مدیریت مأموریت‌ها' })).toBeVisible();
  await expect(page.getByTestId('entity-table').getByRole('row').filter({ hasText: 'کارگاه پروژهٔ اصفهان' })).toBeVisible();
  await expectAccessible(page);
  for (const tab of ['وسایل نقلیهٔ مأموریت', 'اقامت‌های مأموریت', 'تنخواه ارزی مأموریت']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByTestId('entity-table')).toBeVisible();
    await expectAccessible(page);
  }
});
