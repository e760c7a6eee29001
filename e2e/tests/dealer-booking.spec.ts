import { expect, test, type Page } from '@playwright/test';
import { persianDigits } from './auth';
import { expectAccessible } from './documents';
import { watchErrors } from './helpers';
import { lastSmsId, newMobileNumber, waitForCode, waitForText } from './sms';

/*
 * The public booking of a dealer's appointment (docs/dealer.md "Appointments"): a customer, not signed in, picks the
 * seeded dealer, a kind of service, a vehicle and a day, takes a free slot from the keyboard, gets a code by SMS,
 * books, and reads the tracking number on the page and in the SMS. axe on both steps.
 */

/** A day `days` ahead in Tehran as the date input takes it (`1405/10/12`), in Persian digits. */
function jalaliDayAhead(days: number): string {
  const parts = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(Date.now() + days * 86_400_000));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return persianDigits(`${part('year')}/${part('month')}/${part('day')}`);
}

/** Chooses `option` of a select from the keyboard: focus, open with the arrow key, move to it, Enter. */
async function choose(page: Page, label: string, option: string) {
  const box = page.getByRole('textbox', { name: label }).or(page.getByRole('combobox', { name: label })).first();
  // a dealer's services and vehicles are offered once its options have loaded
  await expect(box).toBeEnabled();
  await box.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  for (let i = 0; i < 10 && (await page.locator('[data-combobox-selected]').textContent()) !== option; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue(option);
}

test('a customer books an appointment on the public page with a code sent by SMS', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const mobile = newMobileNumber();
  // a day of its own, so a retry or another run finds the slots free
  const day = jalaliDayAhead(20 + Math.floor(Math.random() * 300));

  await page.goto('/common/dealer-appointment-2/create');
  await expect(page.getByRole('heading', { level: 1, name: 'نوبت‌دهی اینترنتی' })).toBeVisible();
  await choose(page, 'نمایندگی', 'نمایندگی مرکزی تهران');
  await choose(page, 'نوع خدمت', 'سرویس دوره‌ای');
  await choose(page, 'خودرو', 'دنا پلاس');
  await page.getByRole('textbox', { name: 'روز مراجعه' }).fill(day);
  const slots = page.getByTestId('booking-slots');
  await expect(slots.getByRole('radio').first()).toBeVisible();
  // the first slot taken from the keyboard: focus it and press Space
  const first = slots.getByRole('radio', { name: /۰۸:۰۰/ });
  await first.focus();
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  await page.getByRole('textbox', { name: 'نام و نام خانوادگی' }).fill('نیما رستمی');
  await page.getByRole('textbox', { name: 'شمارهٔ همراه' }).fill(mobile);
  await page.getByRole('textbox', { name: 'پلاک' }).fill('۱۲ ب ۳۴۵ ایران ۶۷');
  await expectAccessible(page);

  const since = await lastSmsId(mobile);
  await page.getByRole('textbox', { name: 'پلاک' }).press('Enter');
  await expect(page.getByText(`کد تأیید به ${persianDigits(mobile)} پیامک شد.`)).toBeVisible();
  // a wrong code is named on the field, and the form stays
  const code = await waitForCode(mobile, since);
  const codeBox = page.getByRole('textbox', { name: 'کد تأیید' });
  await codeBox.fill(code === '000000' ? '111111' : '000000');
  await codeBox.press('Enter');
  await expect(page.getByText('کد تأیید نادرست یا منقضی شده است.').or(page.getByText(/کد تأیید نادرست/)).first()).toBeVisible();
  await expectAccessible(page);
  const beforeBooking = await lastSmsId(mobile);
  await codeBox.fill(code);
  await codeBox.press('Enter');

  const done = page.getByTestId('booking-done');
  await expect(done).toContainText('نوبت شما ثبت شد');
  await expect(done).toContainText('نمایندگی مرکزی تهران');
  const tracking = (await done.textContent())!.match(/شمارهٔ پیگیری: ([۰-۹]+)/)?.[1];
  expect(tracking).toBeTruthy();
  expect(await waitForText(mobile, beforeBooking)).toContain(`شمارهٔ پیگیری: ${tracking}`);
  await expectAccessible(page);

  // the slot now has one place fewer for the next customer
  await page.getByRole('button', { name: 'گرفتن نوبت دیگر' }).click();
  await choose(page, 'نوع خدمت', 'سرویس دوره‌ای');
  await page.getByRole('textbox', { name: 'روز مراجعه' }).fill(day);
  await expect(page.getByTestId('booking-slots').getByRole('radio', { name: /۰۸:۰۰ \(۱ جای خالی\)/ })).toBeVisible();
  // the one refusal was the wrong code's
  expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
  expect(errors.filter((e) => e.includes('status of 400'))).toHaveLength(1);
});
