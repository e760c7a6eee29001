import { expect, test, type Page } from '@playwright/test';
import { persianDigits, signInAsAdmin, type Tokens } from './auth';
import { expectAccessible } from './documents';

/**
 * Shifts for attendance (issue 15) in Chromium: a shift rotation made in its form with its shifts in order (period
 * type, period, rest, start date, working group), read back in that order; and a person's month on /shift-month-2,
 * the person chosen by keyboard, the month stepped by keyboard, each day's shift and hours in the grid. Both pages
 * pass axe-core.
 *
 * The seeded month, worked by hand (apps/api/src/seed/shifts-demo.ts): personnel 00002 is in the night group, whose
 * rotation «چرخش روز و شب» starts on 1 Farvardin of the seed's year with two days of each shift and two days of rest
 * after each: 1–2 the day shift, 3–4 rest, 5–6 the night shift 22:00 → 06:00 the next day, 7–8 rest, 9–10 the day
 * shift again. 1 Farvardin is Nowruz (a holiday: the day shift has no hours then); 9 Farvardin 1405 is a Sunday
 * (07:30–15:30).
 */

const RUN = Date.now() % 100000;
const dialog = (page: Page) => page.getByRole('dialog');

/** The Jalali year today, as the seed took it. */
function jalaliYear(): number {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', { timeZone: 'Asia/Tehran', year: 'numeric' }).formatToParts(new Date()).map((p) => [p.type, p.value]));
  return Number(String(parts.year).replace(/\D/g, ''));
}

async function get(page: Page, tokens: Tokens, path: string) {
  const res = await page.request.get(path, { headers: { Authorization: `Bearer ${tokens.access_token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).value;
}

test('a shift rotation takes its shifts in order, with its period type and working group', async ({ page }) => {
  test.setTimeout(120_000);
  const tokens = await signInAsAdmin(page);
  await page.goto('/common/shift-rotation-2');
  await expect(page.getByTestId('entity-table').getByRole('row').filter({ hasText: persianDigits('SR2') })).toContainText('چرخش روز و شب');
  await page.getByRole('button', { name: 'افزودن', exact: true }).click();
  const f = dialog(page);
  await f.getByRole('textbox', { name: 'کد', exact: true }).fill(`W${RUN}`);
  await f.getByRole('textbox', { name: 'عنوان', exact: true }).fill(`چرخش هفتگی ${RUN}`);
  // the period type by keyboard
  const periodType = f.getByRole('combobox', { name: 'واحد دوره' });
  await periodType.focus();
  await periodType.press('ArrowDown');
  await page.getByRole('option', { name: 'هفته' }).click();
  await f.getByRole('textbox', { name: 'دورهٔ چرخش' }).fill('1');
  await f.getByRole('textbox', { name: 'زمان استراحت' }).fill('0');
  await f.getByRole('textbox', { name: 'تاریخ شروع' }).fill(`${jalaliYear()}/01/01`);
  // two shifts, the night one written first but second in order (a rotation starts with one empty line: it needs one)
  await f.getByRole('textbox', { name: 'ترتیب ردیف ۱' }).fill('2');
  await f.getByRole('combobox', { name: 'شیفت ردیف ۱' }).click();
  await page.getByRole('option', { name: 'شیفت شب ۲۲ تا ۶' }).click();
  await f.getByRole('button', { name: 'افزودن ردیف' }).click();
  await f.getByRole('textbox', { name: 'ترتیب ردیف ۲' }).fill('2');
  // a repeated order is shown on its cell while typing
  await expect(f.getByText('«ترتیب» واردشده تکراری است.')).toBeVisible();
  await f.getByRole('textbox', { name: 'ترتیب ردیف ۲' }).fill('1');
  await f.getByRole('combobox', { name: 'شیفت ردیف ۲' }).click();
  await page.getByRole('option', { name: 'شیفت روز' }).click();
  const groups = f.getByRole('combobox', { name: 'گروه‌های کاری' });
  await groups.click();
  await page.getByRole('option', { name: 'گروه عصر' }).click();
  await groups.press('Escape');
  await expectAccessible(page);
  await f.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page.getByText('ذخیره شد.')).toBeVisible();
  await page.getByRole('textbox', { name: 'جست‌وجو', exact: true }).fill(`${RUN}`);
  const row = page.getByTestId('entity-table').getByRole('row', { name: new RegExp(persianDigits(`چرخش هفتگی ${RUN}`)) });
  await expect(row).toContainText('هفته');
  await expect(row).toContainText('گروه عصر');
  await expectAccessible(page);

  const list = await get(page, tokens, `/api/hr/v1/shiftrotation/getFiltered?searchTerm=${RUN}`);
  const stored = await get(page, tokens, `/api/hr/v1/shiftrotation/getById?Id=${list.data[0].id}`);
  expect(stored).toMatchObject({ periodType: 2, rotationPeriod: 1, restTime: 0 });
  const inOrder = [...stored.lines].sort((x: { order: number }, y: { order: number }) => x.order - y.order);
  expect(inOrder.map((l: { order: number }) => l.order)).toEqual([1, 2]);
});

test('a person’s month: their rotation’s shifts, rest days and hours, by keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  const tokens = await signInAsAdmin(page);
  const people = await get(page, tokens, '/api/hr/v1/personnel/getFiltered?searchTerm=00002&pageSize=20');
  const person = people.data.find((p: { organizationCode: string }) => p.organizationCode === '00002');
  const year = jalaliYear();

  await page.goto('/common/shift-month-2');
  await expect(page.getByRole('heading', { name: 'ماه کاری پرسنل' })).toBeVisible();
  await expect(page.getByText('برای دیدن ماه کاری، پرسنل را انتخاب کنید.')).toBeVisible();
  await expectAccessible(page);

  // the person: typed, then chosen with the arrow keys and Enter
  const who = page.getByRole('combobox', { name: 'پرسنل' });
  await who.focus();
  const answered = page.waitForResponse((res) => res.url().includes('/personnel/') && new URL(res.url()).searchParams.get('searchTerm') === person.lastName);
  await who.fill(person.lastName);
  await answered;
  await expect(page.getByRole('option', { name: person.fullName })).toBeVisible();
  await who.press('ArrowDown');
  await who.press('Enter');
  await expect(who).toHaveValue(person.fullName);

  // Esfand of last year, then by keyboard to the next month: Farvardin of the seed's year
  await page.getByRole('textbox', { name: 'سال' }).fill(String(year - 1));
  const month = page.getByRole('combobox', { name: 'ماه', exact: true });
  await month.click();
  await page.getByRole('option', { name: 'اسفند' }).click();
  await expect(page.getByTestId('month-grid')).toBeVisible();
  await page.getByTestId('month-next').focus();
  await page.keyboard.press('Enter');
  const grid = page.getByTestId('month-grid');
  await expect(grid.locator('caption')).toHaveText(`ماه کاری ${person.fullName}، فروردین ${persianDigits(String(year))}`);
  await expect(grid.getByRole('columnheader')).toHaveText(['شنبه', 'یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه']);

  await expect(page.getByTestId('day-1')).toHaveAttribute('data-type', 'holiday');
  await expect(page.getByTestId('day-1-shift')).toHaveText('شیفت روز');
  await expect(page.getByTestId('day-1')).toContainText('بدون ساعت کاری');
  await expect(page.getByTestId('day-3-shift')).toHaveText('استراحت چرخش');
  await expect(page.getByTestId('day-4-shift')).toHaveText('استراحت چرخش');
  await expect(page.getByTestId('day-5-shift')).toHaveText('شیفت شب ۲۲ تا ۶');
  await expect(page.getByTestId('day-5-times')).toHaveText('۲۲:۰۰–۰۶:۰۰ (روز بعد)');
  await expect(page.getByTestId('day-7-shift')).toHaveText('استراحت چرخش');
  await expect(page.getByTestId('day-9-shift')).toHaveText('شیفت روز');
  if (year === 1405) await expect(page.getByTestId('day-9-times')).toHaveText('۰۷:۳۰–۱۵:۳۰');
  await expectAccessible(page);

  // the month before, by keyboard, and back
  await page.getByTestId('month-previous').focus();
  await page.keyboard.press('Enter');
  await expect(grid.locator('caption')).toContainText(`اسفند ${persianDigits(String(year - 1))}`);
});
