import { expect, test, type Page } from '@playwright/test';
import { apiLogin, applicantApplies, applicantSignIn, persianDigits, signInAsAdmin } from './auth';
import { expectAccessible, signInAs } from './documents';
import { switchLanguage, watchErrors } from './helpers';
import { newMobileNumber } from './sms';

/*
 * Recruitment at work (issue 18): the recruiters move applications in bulk from the inbox, an applicant takes the
 * test of their step online (after adding files to the résumé) and the recruiter marks its open answer and sees the
 * files; an interviewer writes feedback on their
 * dashboard; a decided applicant answers the survey, whose chart the HR user reads; the company's job seekers.
 */

/** The applicant signs in on the portal afresh (the page's storage cleared of the last user's session). */
async function applicantSignInAfresh(page: Page, mobile: string) {
  await page.context().clearCookies();
  await page.goto('/common/applicant-register');
  await page.evaluate(() => localStorage.clear());
  await applicantSignIn(page, mobile);
}

test('a recruiter moves applications in bulk; the applicant takes the test online; the recruiter marks it', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  // two applicants apply through the portal's API
  const mobiles = [newMobileNumber(), newMobileNumber()];
  const family = `آزمون‌دهنده ${persianDigits(String(Date.now() % 100000))}`;
  for (const [i, mobile] of mobiles.entries()) await applicantApplies(page.request, mobile, { firstName: ['سینا', 'نیما'][i], lastName: family });

  // the recruiter ticks both on the inbox and moves them to their next step (the test) at once
  await signInAsAdmin(page);
  await page.goto('/common/hr-recruiter-2');
  await page.getByRole('textbox', { name: 'جست‌وجو', exact: true }).fill(family);
  const rows = page.getByRole('row').filter({ hasText: family });
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('bulk-next')).toBeDisabled();
  for (const mobile of mobiles) await page.getByRole('row').filter({ hasText: persianDigits(mobile) }).getByRole('checkbox').check();
  await page.getByTestId('bulk-next').click();
  await expect(page.getByRole('dialog', { name: 'تصمیم گروهی' })).toContainText('۲ درخواست');
  await expectAccessible(page);
  await page.getByTestId('bulk-confirm').click();
  await expect(page.getByTestId('snackbar')).toContainText('۲ درخواست جابه‌جا شد');
  await expect(rows.filter({ hasText: 'آزمون' })).toHaveCount(2);
  await expect(rows.first()).toContainText('در حال بررسی');

  // the applicant adds files to the résumé: a CV and a certificate; a text named .pdf is refused; the certificate removed
  await applicantSignInAfresh(page, mobiles[0]!);
  await page.getByRole('tab', { name: 'رزومهٔ من' }).click();
  const files = page.getByTestId('resume-files');
  const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n${name}\n%%EOF`) });
  await files.locator('input[type=file]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf') });
  await files.getByRole('button', { name: 'افزودن فایل' }).click();
  await expect(files.getByText('تنها فایل PDF، Word یا تصویر JPEG و PNG پذیرفته می‌شود.')).toBeVisible();
  await files.locator('input[type=file]').setInputFiles(pdf('رزومهٔ سینا.pdf'));
  await files.getByRole('button', { name: 'افزودن فایل' }).click();
  await expect(files.getByRole('row').filter({ hasText: 'رزومهٔ سینا.pdf' })).toContainText('رزومه');
  await files.getByRole('combobox', { name: 'نوع فایل' }).or(files.getByRole('textbox', { name: 'نوع فایل' })).first().click();
  await page.getByRole('option', { name: 'مدرک و گواهی' }).click();
  await files.locator('input[type=file]').setInputFiles(pdf('گواهی.pdf'));
  await files.getByRole('button', { name: 'افزودن فایل' }).click();
  await expect(files.getByRole('row')).toHaveCount(3);
  const downloading = page.waitForEvent('download');
  await files.getByRole('button', { name: 'دریافت رزومهٔ سینا.pdf' }).click();
  expect((await downloading).suggestedFilename()).toBe('رزومهٔ سینا.pdf');
  await expectAccessible(page);
  await files.getByRole('button', { name: 'حذف گواهی.pdf' }).click();
  await page.getByRole('dialog', { name: 'حذف فایل' }).getByRole('button', { name: 'بله، حذف شود' }).click();
  await expect(files.getByRole('row')).toHaveCount(2);

  // the applicant takes the test: four closed questions and an open one, sent after a confirmation
  await page.getByRole('tab', { name: 'درخواست‌های من' }).click();
  await page.getByTestId('start-test').click();
  const taker = page.getByTestId('test-taker');
  await expect(taker.getByTestId('test-clock')).toContainText('۲۹:');
  await expect(taker.getByTestId('test-question-1')).toContainText('پایتخت ایران کدام شهر است؟');
  await taker.getByRole('radio', { name: 'تهران' }).check();
  await taker.getByRole('radio', { name: '۱۴۴' }).check();
  await taker.getByRole('radio', { name: 'Redis' }).check();
  await taker.getByRole('radio', { name: 'شناسایی یکتای هر سطر' }).check();
  await taker.getByRole('textbox', { name: 'پاسخ شما' }).fill('یک سامانهٔ اداری با PostgreSQL و TypeScript طراحی کردم.');
  await expect(taker.getByText('ذخیره شد')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('applicant-test-fa.png'), fullPage: true });
  await expectAccessible(page);
  await taker.getByRole('button', { name: 'پایان و ارسال پاسخ‌ها' }).click();
  await expect(page.getByRole('dialog', { name: 'پایان و ارسال پاسخ‌ها' })).toContainText('۰ سؤال بی‌پاسخ');
  await page.getByTestId('test-send').click();
  await expect(taker.getByTestId('test-finished')).toContainText('پاسخ‌های شما ثبت شد');
  await taker.getByRole('button', { name: 'بستن' }).first().click();
  await expect(page.getByRole('region', { name: /کارشناس نرم‌افزار/ }).getByText('آزمون داده شد')).toBeVisible();

  // the recruiter sees the answers marked (3 of the 4 closed right: 15 + 15 + 20 = 50) and marks the open one (of 30):
  // more than its score is refused on the field, then 25 makes 75 of 100, above the pass mark of 60
  await signInAsAdmin(page);
  await page.goto('/common/hr-recruiter-2');
  await page.getByRole('textbox', { name: 'جست‌وجو', exact: true }).fill(mobiles[0]!);
  await page.getByRole('row').filter({ hasText: persianDigits(mobiles[0]!) }).getByRole('button', { name: 'مشاهده' }).click();
  await expect(page.getByTestId('applicant-files')).toContainText('رزومهٔ سینا.pdf');
  const tests = page.getByTestId('application-tests');
  await expect(tests).toContainText('در انتظار تصحیح');
  await expect(tests).toContainText('پاسخ درست');
  const score = tests.getByRole('textbox', { name: /نمره \(حداکثر/ });
  await score.fill('۳۵');
  await tests.getByRole('button', { name: 'ثبت نمره‌ها' }).click();
  await expect(tests.getByText('نمره نمی‌تواند بیش از نمرهٔ سؤال (۳۰) باشد.')).toBeVisible();
  await score.fill('۲۵');
  await tests.getByRole('button', { name: 'ثبت نمره‌ها' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('نمره‌ها ثبت شد');
  await expect(tests.getByTestId('test-result')).toContainText('قبول: ۷۵ از ۱۰۰');
  await expect(page.getByTestId('application-history')).toContainText('تصحیح آزمون');
  await page.screenshot({ path: testInfo.outputPath('recruiter-marks-fa.png'), fullPage: true });
  await expectAccessible(page);

  expect(errors.filter((e) => !/status of 40[0-9]/.test(e))).toEqual([]);
});

test('an interviewer writes feedback on their dashboard; a decided applicant answers the survey; its chart and the job seekers', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const errors = watchErrors(page);
  // the seeded interviewer (a manager of the leave demo) has tomorrow's interview with «مریم حسینی»
  await signInAs(page, '09120000012');
  await page.goto('/common/interviewer-dashboard-2');
  await expect(page.getByRole('heading', { level: 1, name: 'داشبورد مصاحبه‌گر' })).toBeVisible();
  const card = page.getByRole('article', { name: /مریم حسینی/ });
  await expect(card).toContainText('مصاحبه');
  await expectAccessible(page);
  // no feedback written: refused on the field
  await card.getByRole('textbox', { name: 'بازخورد' }).fill('');
  await card.getByRole('button', { name: 'ثبت بازخورد' }).click();
  await expect(card.getByText(/بازخورد.*(الزامی|وارد)/).first()).toBeVisible();
  await card.getByRole('textbox', { name: 'امتیاز (از ۱۰۰)' }).fill('۸۸');
  await card.getByRole('textbox', { name: 'بازخورد' }).fill('تسلط خوب بر پایگاه داده');
  await card.getByRole('button', { name: 'ثبت بازخورد' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('بازخورد ثبت شد');
  await page.screenshot({ path: testInfo.outputPath('interviewer-dashboard-fa.png'), fullPage: true });
  // and in English
  await switchLanguage(page, 'English');
  await expect(page.getByRole('heading', { level: 1, name: 'Interviewer dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Interviews ahead/ })).toBeVisible();
  await expect(card.getByRole('textbox', { name: 'Feedback' })).toHaveValue('تسلط خوب بر پایگاه داده');
  await page.screenshot({ path: testInfo.outputPath('interviewer-dashboard-en.png'), fullPage: true });
  await expectAccessible(page);
  await switchLanguage(page, 'فارسی');

  // an applicant whose application the recruiter has just rejected answers the company's survey, once
  const mobile = newMobileNumber();
  const { applicationId } = await applicantApplies(page.request, mobile, { firstName: 'پرستو', lastName: 'نظرسنج' });
  const admin = { Authorization: `Bearer ${(await apiLogin(page.request)).access_token}` };
  const app = (await (await page.request.get('/api/recruitment/v1/jobapplication/getById', { headers: admin, params: { Id: applicationId } })).json()).value as { version: number };
  expect((await page.request.post('/api/recruitment/v1/jobapplication/setStep', { headers: admin, data: { id: applicationId, version: app.version, level: 4 } })).status()).toBe(200);
  const surveyId = ((await (await page.request.get('/api/recruitment/v1/satisfaction/getFiltered', { headers: admin, params: { pageIndex: 1, pageSize: 10, searchTerm: 'رضایت از فرایند جذب' } })).json()).value.data as { id: number }[])[0]!.id;
  const count = async () => ((await (await page.request.get('/api/recruitment/v1/satisfaction/getSummary', { headers: admin, params: { Id: surveyId } })).json()).value as { count: number }).count;
  const before = await count();

  // a new code goes to the same number only after OTP_RESEND_AFTER_SECONDS (3 s on the test server)
  await page.waitForTimeout(3500);
  await applicantSignInAfresh(page, mobile);
  await page.getByRole('tab', { name: 'درخواست‌های من' }).click();
  await page.getByTestId('open-survey').click();
  const survey = page.getByTestId('survey-dialog');
  await survey.getByRole('button', { name: 'ثبت نظر' }).click();
  await expect(survey.getByText('«امتیاز شما (۱ تا ۵)» را وارد کنید.')).toBeVisible();
  await survey.getByRole('radio', { name: /۴ خوب/ }).check();
  await survey.getByRole('textbox', { name: 'مهم‌ترین دلیل' }).or(survey.getByRole('combobox', { name: 'مهم‌ترین دلیل' })).first().click();
  await page.getByRole('option', { name: 'برخورد مصاحبه‌گران' }).click();
  await expectAccessible(page);
  await survey.getByRole('button', { name: 'ثبت نظر' }).click();
  await expect(survey).toContainText('از شرکت شما در نظرسنجی سپاسگزاریم');
  expect(await count()).toBe(before + 1);

  // the HR user reads the survey's chart (the seed's two answers and this one) and the job seekers
  await signInAsAdmin(page);
  await page.goto('/common/satisfaction-2');
  await page.getByRole('row').filter({ hasText: 'رضایت از فرایند جذب' }).getByRole('button', { name: 'مشاهده' }).click();
  await expect(page.getByTestId('survey-totals')).toContainText(`${persianDigits(String(before + 1))} پاسخ`);
  await expect(page.getByTestId('survey-by-reason')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('survey-summary-fa.png'), fullPage: true });
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await page.goto('/common/hr-recruiter-2');
  await page.getByTestId('job-seekers').click();
  const seekers = page.getByTestId('job-seekers-list');
  await seekers.getByRole('textbox', { name: 'جست‌وجوی نام یا شمارهٔ همراه' }).fill('زهرا');
  await expect(seekers.getByRole('row').filter({ hasText: 'زهرا نوری' })).toHaveCount(1);
  await expectAccessible(page);

  expect(errors.filter((e) => !/status of 40[0-9]/.test(e))).toEqual([]);
});
