import { expect, test, type Page } from '@playwright/test';
import { axeViolations, settle } from './a11y';
import { persianDigits, signInAsAdmin } from './auth';
import { expectDocumentLanguage, switchLanguage } from './helpers';

/**
 * The estimate wizard (issue 14, /estimation/wizard-2) in Chromium, as the demo administrator on the demo project
 * «پروژهٔ ساختمان اداری نمونه» (90001): project → operations → quantities → prices → summary. The project has no
 * employer-contract operations, so the two are added by the lookup; their unit prices come filled in from the demo
 * contractor contract (185,000 and 4,350,000 rials); a step that is not right refuses to go on with the error on its
 * field; a save the server refuses (a line's quantity changed to 0 on its way) writes nothing and lands on the
 * quantities step with the server's message on that line's field; the saved estimate's page shows the same total.
 * axe-core on every step, and the page once in English.
 */

const S = '/api/service/v1';
const run = Date.now() % 100000;
const PROJECT = 'پروژهٔ ساختمان اداری نمونه';
const EARTH = 'خاکبرداری و گودبرداری';
const CONCRETE = 'بتن‌ریزی فونداسیون';

/** An exact decimal as the page shows it in Persian: ۱۲٬۳۴۵٫۵ */
const faAmount = (value: string) => persianDigits(value.replace(/\B(?=(\d{3})+(?!\d))/g, '٬').replace('.', '٫'));
/** quantity × unit price rounded to the rial, half away from zero (the server's rule), without floats: at most 4 places */
function amountOf(quantity: string, unitPrice: string): bigint {
  const [whole, frac = ''] = quantity.split('.');
  const q = BigInt(whole! + frac.padEnd(4, '0'));
  return (q * BigInt(unitPrice) + 5000n) / 10000n;
}

interface Suggestion { operationInfoId: number; name: string; unitName: string | null; suggestedPrice: string | null; latestPrice: string | null; samples: number }

async function apiValue<T>(page: Page, path: string, token: string): Promise<T> {
  const res = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { isSuccess: boolean; value: T; message?: string };
  expect(body.isSuccess, `${path}: ${body.message ?? ''}`).toBe(true);
  return body.value;
}

/** Today in Tehran as a Jalali day (`1405/09/06`). */
function jalaliToday(): string {
  const p = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date());
  const part = (type: string) => p.find((x) => x.type === type)!.value;
  return `${part('year')}/${part('month')}/${part('day')}`;
}

async function expectAxeClean(page: Page) {
  await settle(page);
  expect(await axeViolations(page)).toEqual([]);
}

test('the wizard walks the demo project to a saved estimate with the total it showed', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const tokens = await signInAsAdmin(page);
  const token = tokens.access_token;

  // what the page should offer: the demo project, its two operations and the prices the contracts suggest
  const projects = await apiValue<{ data: { id: number; code: string }[] }>(page, `${S}/Project/GetActiveProjectList?searchTerm=90001&pageSize=5`, token);
  const projectId = projects.data.find((p) => p.code === '90001')!.id;
  const ops = await apiValue<{ data: { id: number; code: string }[] }>(page, `${S}/OperationInfo/GetActiveOperationInfoList?pageSize=100`, token);
  const [earthId, concreteId] = ['9101', '9102'].map((code) => ops.data.find((o) => o.code === code)!.id);
  const proposed = await apiValue<{ data: Suggestion[] }>(page, `${S}/estimation/suggestions?projectId=${projectId}`, token);
  const suggested = (await apiValue<{ data: Suggestion[] }>(page, `${S}/estimation/suggestions?projectId=${projectId}&operationInfoIds=${earthId},${concreteId}`, token)).data;
  const earth = suggested.find((s) => s.operationInfoId === earthId)!;
  const concrete = suggested.find((s) => s.operationInfoId === concreteId)!;
  // the demo contract's prices (another contract of the last twelve months would move the average)
  expect(earth.suggestedPrice).not.toBeNull();
  expect(concrete.suggestedPrice).not.toBeNull();
  if (earth.samples === 1) expect(earth.suggestedPrice).toBe('185000');
  if (concrete.samples === 1) expect(concrete.suggestedPrice).toBe('4350000');

  await page.goto('/common/estimation/wizard-2');
  await expect(page.getByRole('heading', { level: 2, name: 'برآورد گام‌به‌گام' })).toBeVisible();
  const heading = page.locator('[data-step-heading]');
  const next = page.getByRole('button', { name: 'بعدی' });
  await expect(heading).toHaveText('گام ۱ از ۵: پروژه');

  // 1. the project: nothing chosen refuses to go on, the error on the lookup, which takes the focus
  await expect(page.getByRole('textbox', { name: 'تاریخ برآورد' })).toHaveValue(persianDigits(jalaliToday()));
  await next.click();
  const projectBox = page.getByRole('combobox', { name: 'پروژه' });
  await expect(page.getByText('پروژه را انتخاب کنید.')).toBeVisible();
  await expect(projectBox).toHaveAttribute('aria-invalid', 'true');
  await expect(projectBox).toBeFocused();
  await expectAxeClean(page);
  // chosen by keyboard: its code typed, the arrow moved down to it (other suites' projects may be listed before it)
  // once the search for the whole code has answered (under load the typing outlasts the debounce, and a later
  // answer redrew the options after the arrow had marked one, so Enter picked nothing)
  const searched = page.waitForResponse((r) => r.url().includes('searchTerm=90001') && r.ok());
  await page.keyboard.type('90001');
  await searched;
  const ours = page.getByRole('option', { name: new RegExp(PROJECT) });
  await expect(ours).toBeVisible();
  for (let i = 0; i < 20 && (await ours.getAttribute('data-combobox-selected')) === null; i++) await page.keyboard.press('ArrowDown');
  await expect(ours).toHaveAttribute('data-combobox-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(projectBox).toHaveValue(`${PROJECT} (۹۰۰۰۱)`);
  const title = page.getByRole('textbox', { name: 'عنوان برآورد' });
  await expect(title).toHaveValue(`برآورد ${PROJECT}`);
  const estimateTitle = `برآورد ${PROJECT} ${persianDigits(String(run))}`;
  await title.fill(estimateTitle);
  await page.screenshot({ path: testInfo.outputPath('wizard-1-project.png'), fullPage: true });
  await next.focus();
  await page.keyboard.press('Enter');

  // 2. the operations: the project's employer contracts propose none; none chosen refuses to go on
  await expect(heading).toHaveText('گام ۲ از ۵: عملیات');
  await expect(heading).toBeFocused();
  await expect(page.getByText(proposed.data.length ? /پیشاپیش انتخاب شده‌اند/ : /عملیاتی ثبت نشده است/)).toBeVisible();
  for (const s of proposed.data) await page.getByRole('checkbox', { name: `گنجاندن «${s.name}» در برآورد` }).uncheck();
  await next.click();
  await expect(page.getByRole('alert').filter({ hasText: 'دست‌کم یک عملیات را برای برآورد انتخاب کنید.' })).toBeVisible();
  const adder = page.getByRole('combobox', { name: 'افزودن عملیات' });
  for (const [search, name] of [['خاکبرداری', EARTH], ['بتن‌ریزی', CONCRETE]] as const) {
    await adder.click();
    await adder.fill(search);
    await page.getByRole('option', { name: new RegExp(name) }).first().click();
    await expect(page.getByRole('checkbox', { name: `گنجاندن «${name}» در برآورد` })).toBeChecked();
  }
  await expect(page.getByText('دست‌کم یک عملیات را برای برآورد انتخاب کنید.')).toHaveCount(0);
  // the earthworks under their general group
  const group = page.getByRole('combobox', { name: `گروه عمومی «${EARTH}»` });
  await group.click();
  await page.getByRole('option', { name: 'عملیات خاکی' }).click();
  await expect(group).toHaveValue('عملیات خاکی');
  await expectAxeClean(page);
  await page.screenshot({ path: testInfo.outputPath('wizard-2-operations.png'), fullPage: true });
  await next.click();

  // 3. the quantities: none from the contracts, so each is asked for on its field
  await expect(heading).toHaveText('گام ۳ از ۵: مقادیر');
  const earthQty = page.getByRole('textbox', { name: `مقدار «${EARTH}»` });
  const concreteQty = page.getByRole('textbox', { name: `مقدار «${CONCRETE}»` });
  await expect(earthQty).toHaveValue('');
  await next.click();
  await expect(page.getByText(`مقدار «${EARTH}» را وارد کنید.`)).toBeVisible();
  await expect(page.getByText(`مقدار «${CONCRETE}» را وارد کنید.`)).toBeVisible();
  await expect(earthQty).toHaveAttribute('aria-invalid', 'true');
  await expect(earthQty).toBeFocused();
  await earthQty.fill('0');
  await next.click();
  await expect(page.getByText(`مقدار «${EARTH}» باید بیشتر از صفر باشد.`)).toBeVisible();
  await expectAxeClean(page);
  // typed as a Persian reader types them, shown with separators in Persian digits
  await earthQty.fill('');
  await earthQty.pressSequentially('۱۵۰۰');
  await expect(earthQty).toHaveValue('۱٬۵۰۰');
  await concreteQty.pressSequentially('320.25');
  await expect(concreteQty).toHaveValue('۳۲۰٫۲۵');
  // each operation's own unit, shown (none to choose)
  await expect(page.getByTestId('wizard-quantities').locator('[data-operation="9101"]')).toContainText(earth.unitName!);
  await expect(page.getByRole('combobox', { name: `واحد «${EARTH}»` })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('wizard-3-quantities.png'), fullPage: true });
  await next.click();

  // 4. the prices: the contracts' average filled in, with how many and the latest
  await expect(heading).toHaveText('گام ۴ از ۵: بهای واحد');
  const earthPrice = page.getByRole('textbox', { name: `بهای واحد «${EARTH}» (ریال)` });
  const concretePrice = page.getByRole('textbox', { name: `بهای واحد «${CONCRETE}» (ریال)` });
  await expect(earthPrice).toHaveValue(faAmount(earth.suggestedPrice!));
  await expect(concretePrice).toHaveValue(faAmount(concrete.suggestedPrice!));
  if (earth.samples === 1) await expect(earthPrice).toHaveValue('۱۸۵٬۰۰۰');
  if (concrete.samples === 1) await expect(concretePrice).toHaveValue('۴٬۳۵۰٬۰۰۰');
  await expect(page.getByText(`میانگین ${persianDigits(String(earth.samples))} قرارداد در ۱۲ ماه گذشته؛ آخرین قیمت: ${faAmount(earth.latestPrice!)} ریال`)).toBeVisible();
  await concretePrice.fill('');
  await next.click();
  await expect(page.getByText(`بهای واحد «${CONCRETE}» را وارد کنید.`)).toBeVisible();
  await expect(concretePrice).toBeFocused();
  await concretePrice.pressSequentially(concrete.suggestedPrice!);
  await expectAxeClean(page);
  await page.screenshot({ path: testInfo.outputPath('wizard-4-prices.png'), fullPage: true });
  await next.click();

  // 5. the summary: each amount and the total, exact
  await expect(heading).toHaveText('گام ۵ از ۵: خلاصه');
  const earthAmount = amountOf('1500', earth.suggestedPrice!);
  const concreteAmount = amountOf('320.25', concrete.suggestedPrice!);
  const total = String(earthAmount + concreteAmount);
  const summary = page.getByTestId('wizard-summary');
  await expect(summary.locator('tbody tr')).toHaveCount(2);
  await expect(summary.locator(`[data-operation="9101"] [data-cell="amount"]`)).toHaveText(faAmount(String(earthAmount)));
  await expect(summary.locator(`[data-operation="9102"] [data-cell="amount"]`)).toHaveText(faAmount(String(concreteAmount)));
  await expect(summary.locator('[data-operation="9101"]')).toContainText('عملیات خاکی');
  await expect(page.getByTestId('wizard-total')).toHaveText(faAmount(total));
  await expectAxeClean(page);
  await page.screenshot({ path: testInfo.outputPath('wizard-5-summary.png'), fullPage: true });

  // a save the server refuses (the second line's quantity made 0 on its way): nothing stored, the quantities step
  // opens with the server's message on that line's field
  await page.route('**/api/service/v1/estimation/create', async (route) => {
    const body = route.request().postDataJSON() as { lines: { quantity: string }[] };
    body.lines[1]!.quantity = '0';
    await route.continue({ postData: JSON.stringify(body) });
  });
  const refused = page.waitForResponse((r) => r.url().includes('/estimation/create'));
  await page.getByTestId('wizard-save').click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByTestId('wizard-failure')).toBeVisible();
  await expect(heading).toHaveText('گام ۳ از ۵: مقادیر');
  await expect(concreteQty).toHaveAttribute('aria-invalid', 'true');
  await expect(concreteQty).toBeFocused();
  const fieldError = page.locator(`#${await concreteQty.getAttribute('aria-describedby').then((ids) => ids!.split(' ').find((id) => id.endsWith('error')))}`);
  await expect(fieldError).not.toBeEmpty();
  const stored = await apiValue<{ rowCount: number }>(page, `${S}/estimation/getFiltered?searchTerm=${encodeURIComponent(String(run))}`, token);
  expect(stored.rowCount).toBe(0);
  await expectAxeClean(page);
  await page.screenshot({ path: testInfo.outputPath('wizard-refused.png'), fullPage: true });
  await page.unroute('**/api/service/v1/estimation/create');

  // the same values again, saved: the estimate's own page with the same total
  await next.click();
  await next.click();
  await expect(page.getByTestId('wizard-total')).toHaveText(faAmount(total));
  await page.getByTestId('wizard-save').click();
  await expect(page).toHaveURL(/\/common\/estimation-2\/\d+$/, { timeout: 30_000 });
  const id = Number(page.url().split('/').pop());
  await expect(page.getByTestId('entity-form').locator('[data-total="totalAmount"]')).toContainText(faAmount(total));
  const saved = await apiValue<{ title: string; projectId: number; totalAmount: string; lines: { operationInfoId: number; quantity: string; unitPrice: string; amount: string; publicGroupId: number | null }[] }>(page, `${S}/estimation/getById?Id=${id}`, token);
  expect(saved).toMatchObject({ title: estimateTitle, projectId, totalAmount: total });
  expect(saved.lines.map((l) => [l.operationInfoId, l.quantity, l.unitPrice, l.amount, !!l.publicGroupId])).toEqual([
    [earthId, '1500', earth.suggestedPrice, String(earthAmount), true],
    [concreteId, '320.25', concrete.suggestedPrice, String(concreteAmount), false],
  ]);
  await page.screenshot({ path: testInfo.outputPath('wizard-saved.png'), fullPage: true });
});

test('the wizard in English: left to right, ASCII digits, its texts', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  await page.goto('/common/estimation/wizard-2');
  await expect(page.getByRole('heading', { level: 2, name: 'برآورد گام‌به‌گام' })).toBeVisible();
  await switchLanguage(page, 'English');
  await expectDocumentLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 2, name: 'Estimate wizard' })).toBeVisible();
  const heading = page.locator('[data-step-heading]');
  await expect(heading).toHaveText('Step 1 of 5: Project');
  await expect(page.getByRole('textbox', { name: 'Estimate date' })).toHaveValue(jalaliToday());
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Choose the project.')).toBeVisible();
  const projectBox = page.getByRole('combobox', { name: 'Project' });
  await projectBox.fill('90001');
  await page.getByRole('option', { name: new RegExp(PROJECT) }).first().click();
  await expect(projectBox).toHaveValue(`${PROJECT} (90001)`);
  await expect(page.getByRole('textbox', { name: 'Estimate title' })).toHaveValue(`Estimate of ${PROJECT}`);
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(heading).toHaveText('Step 2 of 5: Operations');
  await expect(page.getByRole('combobox', { name: 'Add an operation' })).toBeVisible();
  await expectAxeClean(page);
  await page.screenshot({ path: testInfo.outputPath('wizard-en.png'), fullPage: true });
});
