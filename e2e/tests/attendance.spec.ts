import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiLogin, persianDigits } from './auth';
import { expectAccessible, signInAs, step } from './documents';
import { switchLanguage } from './helpers';

/**
 * Daily attendance and its correction (issue 15) in Chromium: the finance department's employee (demo 09120000011)
 * asks on their requests' page to correct a day of Aban 1405 (check-in 07:30, check-out 16:10) and sends it for
 * review; their manager (09120000012) approves it from the inbox; the attendance manager (09120000015) finds the
 * person's day on /personnel-attendance-2, by the person's name, with the two times and the work they make, and the
 * month on /manage-Attendance-2. Each page passes axe-core.
 */

const EMPLOYEE = '09120000011';
const MANAGER = '09120000012';
const ATTENDANCE_MANAGER = '09120000015';
const dialog = (page: Page) => page.getByRole('dialog').first();
/** A working day of Aban 1405 per run (Saturday to Wednesday of its second and third weeks), so reruns differ. */
const DAYS = [10, 11, 12, 13, 17, 18, 19, 20];
const dayOfMonth = DAYS[Date.now() % DAYS.length]!;
const day = `1405/08/${dayOfMonth}`;
const description = `کارت فراموش شد ${Date.now() % 100000}`;

test('an employee asks to correct a day, the manager approves it, and the attendance manager sees the day with its times', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, EMPLOYEE);
  await page.goto('/common/personnel-requests-2');
  await page.getByRole('tab', { name: 'اصلاح تردد' }).click();
  await expect(page.getByRole('tabpanel').getByTestId('entity-table')).toBeVisible();
  await page.getByRole('button', { name: 'افزودن', exact: true }).click();
  const form = dialog(page);
  await form.getByRole('textbox', { name: 'تاریخ', exact: true }).fill(day);
  await form.getByRole('textbox', { name: 'ساعت ورود' }).fill('۰۷:۳۰');
  // a check-out before the check-in is refused on the form, with its reason
  await form.getByRole('textbox', { name: 'ساعت خروج' }).fill('06:00');
  await form.getByRole('textbox', { name: 'توضیحات' }).fill(description);
  await form.getByRole('button', { name: 'ذخیره' }).click();
  await expect(form.getByText(/ساعت خروج/).filter({ hasText: /ورود/ }).first()).toBeVisible();
  await form.getByRole('textbox', { name: 'ساعت خروج' }).fill('16:10');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'ذخیره' }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole('tabpanel').getByTestId('entity-table').getByRole('row').filter({ hasText: persianDigits(description) }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /ویرایش|مشاهده/ }).first().click();
  await expect(page.getByTestId('workflow-panel').locator('[data-state="draft"]')).toBeVisible();
  await step(page, 'ارسال برای بررسی');
  await expect(page.getByTestId('workflow-panel').locator('[data-state="inApproval"]')).toBeVisible();

  // the manager: in the inbox, opened and approved
  await signInAs(page, MANAGER);
  await page.goto('/common/inbox-2');
  const item = page.getByTestId('inbox').locator('[data-document^="attendancecorrection:"]').filter({ hasText: persianDigits(description) }).first();
  await expect(item).toBeVisible();
  await expectAccessible(page);
  await item.getByRole('link').first().click();
  await expect(page.getByTestId('workflow-panel')).toBeVisible();
  await step(page, 'تأیید');
  await expect(page.getByTestId('workflow-panel').locator('[data-state="approved"]')).toBeVisible();

  // the attendance manager: the person's day, found by their name, holds the two times and their work
  await signInAs(page, ATTENDANCE_MANAGER);
  await page.goto('/common/personnel-attendance-2');
  await expect(page.getByTestId('entity-table')).toBeVisible();
  await expectAccessible(page);
  const person = await employeeName(page);
  await page.getByRole('textbox', { name: 'جست‌وجو', exact: true }).fill(person);
  await page.getByRole('textbox', { name: 'تاریخ از' }).fill(day);
  await page.getByRole('textbox', { name: 'تاریخ تا' }).fill(day);
  const dayRow = page.getByTestId('entity-table').getByRole('row').filter({ hasText: persianDigits('07:30') });
  await expect(dayRow).toHaveCount(1);
  await expect(dayRow).toContainText(persianDigits('16:10'));
  await expect(dayRow).toContainText(person);
  await expectAccessible(page);

  // and the month of that person on the management page
  await page.goto('/common/manage-Attendance-2');
  await page.getByRole('textbox', { name: 'جست‌وجو', exact: true }).fill(person);
  await expect(page.getByTestId('entity-table').getByRole('row').filter({ hasText: 'آبان' }).first()).toBeVisible();
  await expectAccessible(page);
});

/** The employee's name as the lists show it: the correction's person, read through the API as the attendance manager. */
async function employeeName(page: Page): Promise<string> {
  const { access_token } = await apiLogin(page.request, ATTENDANCE_MANAGER, ADMIN.password);
  const res = await page.request.get('/api/hr/v1/attendancecorrection/getFiltered', { headers: { Authorization: `Bearer ${access_token}` }, params: { searchTerm: description } });
  const correction = (await res.json()).value.data[0];
  expect(correction?.personnel?.fullName).toBeTruthy();
  return correction.personnel.fullName as string;
}

test('the time and attendance pages read in English, left to right, with ASCII digits', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, ADMIN.mobile);
  await page.goto('/common/manage-Attendance-2');
  await switchLanguage(page, 'English');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  for (const [url, heading] of [
    ['/manage-Attendance-2', 'Attendance management'],
    ['/personnel-attendance-2', 'Personnel attendance'],
    ['/attendance-correction-management-2', 'Approve attendance corrections'],
    ['/attendance-device-2', 'Attendance devices'],
    ['/attendance-punch-2', 'Punches'],
    ['/shift-month-2', 'Personnel shift month'],
    ['/personnel-requests-2', 'Personnel requests'],
    ['/mission-management-2', 'Mission management'],
  ] as const) {
    await page.goto(`/common${url}`);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expectAccessible(page);
  }
  // the demo's calculated days: weekday names and durations in English and ASCII digits
  await page.goto('/common/personnel-attendance-2');
  const table = page.getByTestId('entity-table');
  await expect(table.getByRole('columnheader', { name: 'Check-in' })).toBeVisible();
  await expect(table.getByRole('cell', { name: /^(Saturday|Sunday|Monday|Tuesday|Wednesday|Thursday|Friday)$/ }).first()).toBeVisible();
  await expect(table.getByRole('cell', { name: /^\d{2}:\d{2}:\d{2}$/ }).first()).toBeVisible();
  await expect(table).not.toContainText(/[۰-۹]/);
  await switchLanguage(page, 'فارسی');
});
