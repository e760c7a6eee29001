import { expect, test } from '@playwright/test';
import { applicantApplies, applicantSignIn, persianDigits, signInAsAdmin } from './auth';
import { expectAccessible, pick } from './documents';
import { watchErrors } from './helpers';
import { newMobileNumber } from './sms';

/*
 * The applicant portal (issue 18): an applicant signs up with a code, is told to complete the résumé before
 * applying, fills it (a wrong national code named under its field first), applies to the seeded open ad after
 * reading about the company, and follows the application; the company's recruiters find it on /hr-recruiter-2.
 */

test('an applicant signs up, fills a résumé, applies to an open ad and follows it; the recruiters see it', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const mobile = newMobileNumber();

  await applicantSignIn(page, mobile);

  // the open ads of every company: the seeded one, with its company and steps
  const jobs = page.getByRole('tabpanel', { name: 'فرصت‌های شغلی' });
  const card = jobs.getByRole('article', { name: 'کارشناس نرم‌افزار' });
  await expect(card).toBeVisible();
  await expectAccessible(page);
  await card.getByRole('button', { name: 'مشاهده و درخواست' }).click();
  const dialog = page.getByRole('dialog', { name: 'کارشناس نرم‌افزار' });
  await expect(dialog.getByTestId('about-company')).toContainText('دربارهٔ شرکت');
  await expect(dialog.getByRole('listitem').filter({ hasText: 'آزمون' }).first()).toBeVisible();
  await expectAccessible(page);
  // no name in the résumé yet: refused, and told why
  await dialog.getByRole('button', { name: 'ارسال درخواست' }).click();
  await expect(dialog.getByTestId('apply-error')).toContainText('نام و نام خانوادگی را در رزومه ثبت کنید');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // the résumé: a wrong national code is named under its field, then it is saved
  await page.getByRole('tab', { name: 'رزومهٔ من' }).click();
  const form = page.getByTestId('resume-form');
  await form.getByRole('textbox', { name: 'نام', exact: true }).fill('مریم');
  await form.getByRole('textbox', { name: 'نام خانوادگی' }).fill('رضایی');
  await form.getByRole('textbox', { name: 'کد ملی' }).fill('۱۲۳۴۵۶۷۸۹۰');
  await form.getByRole('textbox', { name: 'شهر' }).fill('شیراز');
  await form.getByRole('button', { name: 'افزودن سابقهٔ تحصیلی' }).click();
  const education = form.getByRole('group', { name: 'سوابق تحصیلی ردیف ۱' });
  await education.getByRole('combobox', { name: 'مقطع' }).click();
  await page.getByRole('option', { name: 'کارشناسی', exact: true }).click();
  await education.getByRole('textbox', { name: 'رشته' }).fill('مهندسی نرم‌افزار');
  await education.getByRole('textbox', { name: 'مؤسسه یا دانشگاه' }).fill('دانشگاه شیراز');
  await form.getByRole('button', { name: 'افزودن مهارت' }).click();
  await form.getByRole('group', { name: 'مهارت‌ها ردیف ۱' }).getByRole('textbox', { name: 'مهارت' }).fill('TypeScript');
  await form.getByRole('button', { name: 'ذخیرهٔ رزومه' }).click();
  await expect(form.getByTestId('resume-message')).toContainText('برخی از اطلاعات نادرست است');
  await expect(form.getByText('کد ملی معتبری نیست')).toBeVisible();
  await form.getByRole('textbox', { name: 'کد ملی' }).fill('۰۰۱۲۳۴۵۶۷۹');
  await form.getByRole('button', { name: 'ذخیرهٔ رزومه' }).click();
  await expect(form.getByTestId('resume-message')).toContainText('رزومهٔ شما ذخیره شد');
  await expect(page.getByRole('heading', { level: 1, name: 'سلام مریم رضایی' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('applicant-resume-fa.png'), fullPage: true });
  await expectAccessible(page);

  // applying, now with a name
  await page.getByRole('tab', { name: 'فرصت‌های شغلی' }).click();
  await jobs.getByRole('article', { name: 'کارشناس نرم‌افزار' }).getByRole('button', { name: 'مشاهده و درخواست' }).click();
  await dialog.getByRole('textbox', { name: 'یادداشت برای کارفرما (اختیاری)' }).fill('سه سال تجربهٔ TypeScript دارم.');
  await dialog.getByRole('button', { name: 'ارسال درخواست' }).click();
  await expect(dialog.getByTestId('applied')).toContainText('درخواست شما با شمارهٔ');
  const code = ((await dialog.getByTestId('applied').textContent()) ?? '').match(/[۰-۹]{6}/)?.[0];
  expect(code).toBeTruthy();
  await page.keyboard.press('Escape');
  await expect(jobs.getByRole('article', { name: 'کارشناس نرم‌افزار' })).toContainText('درخواست داده‌اید');

  // following it: its status and steps
  await page.getByRole('tab', { name: 'درخواست‌های من' }).click();
  const mine = page.getByRole('region', { name: /کارشناس نرم‌افزار/ });
  await expect(mine.getByTestId('application-status')).toHaveText('ثبت‌شده');
  await expect(mine).toContainText('مرحلهٔ جاری: بررسی رزومه');
  await expect(mine.getByText('شروع‌نشده')).toHaveCount(3);
  await page.screenshot({ path: testInfo.outputPath('applicant-applications-fa.png'), fullPage: true });
  await expectAccessible(page);

  // the recruiters of the company find it in their inbox by the applicant's mobile number
  await signInAsAdmin(page);
  await page.goto('/common/hr-recruiter-2');
  await expect(page.getByRole('heading', { name: 'درخواست‌های شغل' })).toBeVisible();
  await page.getByRole('textbox', { name: 'جست‌وجو', exact: true }).fill(mobile);
  const row = page.getByRole('row').filter({ hasText: persianDigits(mobile) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('مریم رضایی');
  await expect(row).toContainText('کارشناس نرم‌افزار');
  await expect(row).toContainText('بررسی رزومه');
  await expect(row).toContainText(code!);
  await expectAccessible(page);

  expect(errors.filter((e) => !/status of 40[0-9]/.test(e))).toEqual([]);
});

interface EntitiesPackage {
  sampleNationalCode(seq: number): string;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sampleNationalCode } = require('../../packages/entities/dist/index.js') as EntitiesPackage;

test('a recruiter moves an application through its steps to accepted and hires the applicant; the personnel exists', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const errors = watchErrors(page);
  // an applicant applies through the portal's API (the first test drives its pages)
  const mobile = newMobileNumber();
  const nc = sampleNationalCode((Date.now() % 1_000_000) * 1000 + 31);
  const lastName = `نوری ${persianDigits(String(Date.now() % 10000))}`;
  await applicantApplies(page.request, mobile, { firstName: 'کاوه', lastName, nationalCode: nc, birthDate: '1995-03-10', gender: 1, maritalStatus: 2, militaryStatus: 1 });

  // the recruiter opens it on the inbox
  await signInAsAdmin(page);
  await page.goto('/common/hr-recruiter-2');
  await page.getByRole('textbox', { name: 'جست‌وجو', exact: true }).fill(mobile);
  const row = page.getByRole('row').filter({ hasText: persianDigits(mobile) });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'مشاهده' }).click();
  const addon = page.getByTestId('application-addon');
  const stepTitle = addon.getByRole('heading', { level: 5 }).first();
  await expect(stepTitle).toHaveText('مرحلهٔ جاری: بررسی رزومه');
  await expectAccessible(page);

  const decide = async (level: string, next: string | null) => {
    await addon.getByRole('textbox', { name: 'سطح مصاحبه' }).or(addon.getByRole('combobox', { name: 'سطح مصاحبه' })).first().click();
    await page.getByRole('option', { name: level, exact: true }).click();
    await addon.getByRole('button', { name: 'ثبت سطح مصاحبه' }).click();
    await expect(page.getByTestId('snackbar')).toContainText('سطح مصاحبه ثبت شد');
    if (next) await expect(stepTitle).toHaveText(`مرحلهٔ جاری: ${next}`);
  };
  await decide('مرحلهٔ بعد', 'آزمون');
  await decide('مرحلهٔ بعد', 'مصاحبه');
  await addon.getByRole('textbox', { name: 'بازخورد' }).fill('مصاحبهٔ فنی موفق');
  await decide('پذیرش', null);
  await expect(addon.getByTestId('application-history')).toContainText('مصاحبهٔ فنی موفق');
  await expect(addon).toContainText('پذیرفته‌شده');
  await page.screenshot({ path: testInfo.outputPath('application-accepted-fa.png'), fullPage: true });
  await expectAccessible(page);

  // hiring: the personnel form starts from the résumé; the HR user adds the rest
  await addon.getByRole('button', { name: 'استخدام' }).click();
  await expect(page).toHaveURL(/\/common\/personnel-2\/create\?jobApplicationId=\d+$/);
  const f = page.getByTestId('entity-form');
  await expect(f.getByTestId('hire-filled')).toBeVisible();
  await expect(f.getByRole('textbox', { name: 'نام', exact: true })).toHaveValue('کاوه');
  await expect(f.getByRole('textbox', { name: 'نام خانوادگی', exact: true })).toHaveValue(lastName);
  await expect(f.getByRole('textbox', { name: 'کد ملی' })).not.toHaveValue('');
  await f.getByRole('textbox', { name: 'نام پدر', exact: true }).fill('حسن');
  await pick(page, f.getByRole('combobox', { name: 'ملیت' }), 'ایران', 'ایران');
  await pick(page, f.getByRole('combobox', { name: 'محل تولد' }), 'تهران', 'تهران');
  await pick(page, f.getByRole('combobox', { name: 'محل صدور' }), 'تهران', 'تهران');
  await pick(page, f.getByRole('combobox', { name: 'نوع استخدام' }), 'رسمی', 'رسمی');
  await pick(page, f.getByRole('combobox', { name: 'وضعیت استخدام' }), 'شاغل', 'شاغل');
  await f.getByRole('textbox', { name: 'تاریخ شروع به کار' }).fill('1405/10/01');
  await page.screenshot({ path: testInfo.outputPath('hire-personnel-fa.png'), fullPage: true });
  await expectAccessible(page);
  await f.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page).toHaveURL(/\/common\/personnel-2\/create\/\d+$/);

  // the new personnel exists, and the application is hired
  await page.goto('/common/personnel-2');
  await page.getByRole('textbox', { name: 'جست‌وجو', exact: true }).fill(lastName);
  await expect(page.getByRole('row').filter({ hasText: lastName })).toHaveCount(1);
  await page.goto('/common/hr-recruiter-2');
  await page.getByRole('textbox', { name: 'جست‌وجو', exact: true }).fill(mobile);
  await expect(page.getByRole('row').filter({ hasText: persianDigits(mobile) })).toContainText('استخدام‌شده');

  expect(errors.filter((e) => !/status of 40[0-9]/.test(e))).toEqual([]);
});
