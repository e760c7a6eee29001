import { expect, test, type Page } from '@playwright/test';
import { persianDigits, signInAsAdmin } from './auth';
import { expectAccessible } from './documents';

/**
 * The engine's scalar field kinds in Chromium, on the HR shift (issue: module kernel item 11): a new shift with a
 * timing whose start date is picked in the Jalali calendar popup by keyboard alone, its end typed in Persian
 * digits, a night end time on the next day, a delay in hours/minutes/seconds; saved, reopened and read back. Then a
 * list filtered by a Jalali date range (projects by start date), and the employment types' durations in cells.
 * Every page passes axe-core, the calendar popup open included.
 */

const RUN = Date.now() % 100000;


/** A day as the Persian calendar writes it (`1405/09/09`), `days` after today on the browser's clock (UTC here). */
function jalaliInDays(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}/${parts.month}/${parts.day}`.replace(/ AP$/, '');
}

test('a shift with a timing: calendar by keyboard, range, time on the next day, duration; saved and read back', async ({ page }) => {
  test.setTimeout(120_000);
  const tokens = await signInAsAdmin(page);
  await page.goto('/common/shift-2');
  // the seeded shifts, their kind in words
  await expect(page.getByRole('cell', { name: 'شیفت شب', exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/common/shift-2/create');
  const form = page.getByTestId('entity-form');
  await expect(form.getByRole('heading', { name: 'افزودن شیفت' })).toBeVisible();
  await form.getByRole('textbox', { name: 'کد' }).fill(`N${RUN}`);
  await form.getByRole('textbox', { name: 'عنوان' }).fill(`شیفت آزمون ${RUN}`);
  await form.getByRole('combobox', { name: 'نوع شیفت' }).click();
  await page.getByRole('option', { name: 'چرخشی' }).click();
  await form.getByRole('textbox', { name: 'سال' }).fill('1405');

  await form.getByRole('combobox', { name: 'نوع روز ردیف ۱' }).click();
  await page.getByRole('option', { name: 'روز کاری' }).click();

  // the start date by keyboard: Tab from the text to the calendar button, Enter opens the popup on today,
  // ArrowDown moves a week on, Enter picks the day
  const start = form.getByRole('textbox', { name: 'تاریخ شروع ردیف ۱' });
  await start.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'گشودن تقویم «تاریخ شروع ردیف ۱»' })).toBeFocused();
  await page.keyboard.press('Enter');
  const popup = page.locator('[data-jalali-calendar]');
  await expect(popup).toBeVisible();
  await expect(popup.locator('.rmdp-day:focus')).toHaveCount(1);
  await expectAccessible(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(popup).toBeHidden();
  const picked = jalaliInDays(7);
  await expect(start).toHaveValue(picked);
  // the end typed with Persian digits, as before the popup
  const end = form.getByRole('textbox', { name: 'تاریخ پایان ردیف ۱' });
  await end.fill('۱۴۰۹/۱۲/۲۹');
  // the end's calendar opens by Alt+↓ and greys out the days before the start
  await end.press('Alt+ArrowDown');
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();

  await form.getByRole('textbox', { name: 'ساعت شروع ردیف ۱' }).fill('۱۸:۰۰');
  await form.getByRole('textbox', { name: 'ساعت پایان ردیف ۱' }).fill('02:00');
  await form.getByRole('checkbox', { name: '«ساعت پایان ردیف ۱» در روز بعد' }).check();
  await form.getByRole('textbox', { name: 'آخرین خروج ردیف ۱' }).fill('03:15');
  await form.getByRole('checkbox', { name: '«آخرین خروج ردیف ۱» در روز بعد' }).check();
  await form.getByRole('textbox', { name: 'دقیقه «حداکثر تأخیر ردیف ۱»' }).fill('۱۵');
  await form.getByRole('textbox', { name: 'ساعت «بازهٔ شناوری ردیف ۱»' }).fill('1');
  await form.getByRole('textbox', { name: 'دقیقه «بازهٔ شناوری ردیف ۱»' }).fill('30');
  // a time that is none is named before anything is sent
  await form.getByRole('textbox', { name: 'ساعت شروع ردیف ۱' }).fill('25:00');
  await form.getByRole('button', { name: 'ذخیره' }).click();
  await expect(form.getByText('«ساعت شروع» باید ساعتی از ۰۰:۰۰ تا ۲۳:۵۹ باشد.')).toBeVisible();
  await form.getByRole('textbox', { name: 'ساعت شروع ردیف ۱' }).fill('۱۸:۰۰');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/hr-shift-form.png', fullPage: true });
  await form.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page).toHaveURL(/\/common\/shift-2\/create\/\d+$/, { timeout: 30_000 });

  // reopened: every value as it was entered
  await page.reload();
  await expect(form.locator('[data-line]')).toHaveCount(1);
  await expect(form.getByRole('textbox', { name: 'تاریخ شروع ردیف ۱' })).toHaveValue(picked);
  await expect(form.getByRole('textbox', { name: 'تاریخ پایان ردیف ۱' })).toHaveValue('1409/12/29');
  await expect(form.getByRole('textbox', { name: 'ساعت شروع ردیف ۱' })).toHaveValue('18:00');
  await expect(form.getByRole('textbox', { name: 'ساعت پایان ردیف ۱' })).toHaveValue('02:00');
  await expect(form.getByRole('checkbox', { name: '«ساعت پایان ردیف ۱» در روز بعد' })).toBeChecked();
  await expect(form.getByRole('textbox', { name: 'آخرین خروج ردیف ۱' })).toHaveValue('03:15');
  await expect(form.getByRole('checkbox', { name: '«آخرین خروج ردیف ۱» در روز بعد' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: '«اولین ورود ردیف ۱» در روز بعد' })).not.toBeChecked();
  await expect(form.getByRole('textbox', { name: 'ساعت «حداکثر تأخیر ردیف ۱»' })).toHaveValue('۰۰');
  await expect(form.getByRole('textbox', { name: 'دقیقه «حداکثر تأخیر ردیف ۱»' })).toHaveValue('۱۵');
  await expect(form.getByRole('textbox', { name: 'ساعت «بازهٔ شناوری ردیف ۱»' })).toHaveValue('۰۱');
  await expect(form.getByRole('textbox', { name: 'دقیقه «بازهٔ شناوری ردیف ۱»' })).toHaveValue('۳۰');
  await expectAccessible(page);

  // the API holds exactly what was meant
  const id = Number(page.url().split('/').pop());
  const shift = await (await page.request.get(`/api/hr/v1/shift/getById?Id=${id}`, { headers: { Authorization: `Bearer ${tokens.access_token}` } })).json();
  expect(shift.value.lines[0]).toMatchObject({ startTime: '18:00', endTime: '02:00', endTimeNextDay: true, lastExitTime: '03:15', lastExitNextDay: true, maximumDelay: 900, timeFloatingPeriod: 5400, endDate: '2031-03-20' });
});

test('a list filtered by a Jalali date range; durations in cells', async ({ page }) => {
  test.setTimeout(90_000);
  const tokens = await signInAsAdmin(page);
  const auth = { Authorization: `Bearer ${tokens.access_token}` };
  const employers = await (await page.request.get('/api/meta-data/v1/thirdparty/getEmployers', { headers: auth })).json();
  const employerId = employers.value.data[0].id as number;
  // 2031-01-10 is 1409/10/20, 2031-03-10 is 1409/12/19
  for (const [i, startDate] of ['2031-01-10', '2031-03-10'].entries()) {
    const r = await page.request.post('/api/service/v1/Project/AddProject', { headers: auth, data: { code: `7${RUN}${i}`, name: `پروژهٔ بازه ${RUN} ${i}`, employerId, startDate } });
    expect(r.ok(), await r.text()).toBe(true);
  }
  await page.goto('/common/projects-2');
  await page.getByRole('textbox', { name: 'جست‌وجو', exact: true }).fill(`بازه ${RUN}`);
  await expect(page.getByRole('cell', { name: persianDigits(`پروژهٔ بازه ${RUN} 0`) })).toBeVisible();
  await expect(page.getByRole('cell', { name: persianDigits(`پروژهٔ بازه ${RUN} 1`) })).toBeVisible();
  // from 1409/10/01 to 1409/11/12 (2031-02-01): the first only; the From day picked in the calendar by keyboard
  await page.getByRole('textbox', { name: 'تاریخ شروع از' }).fill('۱۴۰۹/۱۰/۰۱');
  await page.getByRole('textbox', { name: 'تاریخ شروع تا' }).fill('1409/11/12');
  await expect(page.getByRole('cell', { name: persianDigits(`پروژهٔ بازه ${RUN} 1`) })).toBeHidden();
  await expect(page.getByRole('cell', { name: persianDigits(`پروژهٔ بازه ${RUN} 0`) })).toBeVisible();
  // the To end moved on by the calendar: a week further is still before the second
  await page.getByRole('button', { name: 'گشودن تقویم «تاریخ شروع تا»' }).press('Enter');
  await expect(page.locator('[data-jalali-calendar] .rmdp-day-picker .rmdp-day.rmdp-selected')).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'تاریخ شروع تا' })).toHaveValue('1409/11/19');
  await expect(page.getByRole('cell', { name: persianDigits(`پروژهٔ بازه ${RUN} 0`) })).toBeVisible();
  await expect(page.getByRole('cell', { name: persianDigits(`پروژهٔ بازه ${RUN} 1`) })).toBeHidden();
  // cleared: both again
  await page.getByRole('textbox', { name: 'تاریخ شروع تا' }).fill('');
  await expect(page.getByRole('cell', { name: persianDigits(`پروژهٔ بازه ${RUN} 1`) })).toBeVisible();
  await expectAccessible(page);

  // employment types: a leave ceiling of 120 hours reads ۱۲۰:۰۰:۰۰
  await page.goto('/common/employment-type-2');
  await expect(page.getByRole('cell', { name: '۱۲۰:۰۰:۰۰' })).toBeVisible();
  // the yearly paid leave the leave demo gives: 26 working days of 7:20
  await expect(page.getByRole('cell', { name: '۱۹۰:۴۰:۰۰' }).first()).toBeVisible();
  await expectAccessible(page);
});
