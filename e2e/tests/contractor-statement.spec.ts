import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { settle } from './a11y';
import { ADMIN, apiLogin, persianDigits, signInAsAdmin } from './auth';
import { PEOPLE, expectAccessible, signInAs, step } from './documents';
import { switchLanguage, watchErrors } from './helpers';

/**
 * Contracting in Chromium (issue 14, packages/entities/src/contracting): the contractor's progress statement through
 * its chain, and every contracting page in Persian and English.
 *
 * The requester opens a new statement of the demo contract «قرارداد عملیات خاکی و بتن ساختمان اداری» (the contract
 * picked in its lookup by the keyboard, the dates typed) and saves it without lines: the server gives it both items
 * of the contract. The quantities this period are typed (one in Persian digits) and saved with Enter; the read-only
 * amounts the server's calculator wrote are checked against the contract's terms, worked out here apart from the
 * API's calculator. Submitted, it climbs senior expert → project manager → first manager, who rejects it with a
 * reason (back one level, to the project manager), the project manager confirms again, then the first and second
 * managers. Approved, it is listed on /manage-contractor-status-statement and its history shows the seven steps.
 * Each approver finds it on their level screen or in the inbox; every page visited passes axe-core.
 *
 * The quantities are small (2.5 and 0.75) so the spec can run again and again against one server: the demo's
 * two statements already claimed 1,050.5 of the first item's 1,200 and 165.25 of the second's 300, and a
 * cumulative quantity past the contract's is refused at submit. Each run adds its quantities to what later runs see
 * as claimed before (the gross amount does not depend on it; the advance was repaid by the demo's first statement).
 *
 * Then, as the administrator in Persian and in English, every contracting page (the contracts, the contract
 * requests and their level screens, the rewards, the employer's statements, the contractor's statements, their level
 * screens and the approved ones) lists what the API says its slice holds, or says it is empty; no error dialog, no
 * console error; the first row's form of each document opens cleanly; axe-core passes on each.
 */

const CONTRACT = 'قرارداد عملیات خاکی و بتن ساختمان اداری';
const ITEMS = ['خاکبرداری و گودبرداری', 'بتن‌ریزی فونداسیون'];
/** The quantities this period, as typed (the first in Persian digits with the Persian decimal point) and as numbers. */
const TYPED = ['۲٫۵', '0.75'];
const QUANTITIES = ['2.5', '0.75'];
/** The contracting chains' first and second managers (apps/api/src/seed/contracting-demo.ts). */
const FIRST_MANAGER = '09120000006';
const SECOND_MANAGER = '09120000007';
const S = '/api/service/v1';
const REJECTION = 'مقدار بتن این دوره با صورت‌جلسهٔ کارگاه بازبینی شود';

// ---- exact decimals (BigInt), to work the statement out apart from packages/domain's calculator ----

interface Dec {
  n: bigint;
  scale: number;
}
const dec = (text: string): Dec => {
  const [whole, frac = ''] = text.split('.');
  return { n: BigInt(`${whole}${frac}`), scale: frac.length };
};
const mul = (a: Dec, b: Dec): Dec => ({ n: a.n * b.n, scale: a.scale + b.scale });
/** To the rial, half away from zero. */
const rial = (a: Dec): bigint => {
  const unit = 10n ** BigInt(a.scale);
  const sign = a.n < 0n ? -1n : 1n;
  const abs = a.n * sign;
  const q = abs / unit;
  return sign * (2n * (abs % unit) >= unit ? q + 1n : q);
};
/** `percent`% of a whole number of rials, to the rial. */
const percentOf = (amount: bigint, percent: string): bigint => rial(mul(mul({ n: amount, scale: 0 }, dec(percent)), { n: 1n, scale: 2 }));

/** What a screen shows of a number (`۳٬۷۲۵٬۰۰۰`, `3,725,000`) as plain ASCII (`3725000`). */
const plain = (shown: string) =>
  shown
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/\u066b/g, '.')
    .replace(/[\u066c,\u200e\u200f\s]/g, '');

async function apiValue<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { isSuccess: boolean; value: T; message?: string };
  expect(body.isSuccess, `${response.url()}: ${body.message ?? ''}`).toBe(true);
  return body.value;
}

interface Contract {
  id: number;
  advancePayment: string;
  advanceRepaymentPercent: string;
  retentionPercent: string;
  insurancePercent: string;
  taxPercent: string;
  lines: { id: number; title: string; quantity: string; unitPrice: string }[];
}

/**
 * What the statement `id` of the contract should come to with these quantities: each line's amount, the gross, the
 * advance repaid (12.5%, but never past what earlier statements left of the advance), retention, insurance and tax
 * (each a percentage of the gross to the rial), the deductions and the payable amount.
 */
async function expected(request: APIRequestContext, headers: Record<string, string>, contract: Contract, id: number) {
  const earlier = await apiValue<{ data: { id: number; status: number; advanceRepayment: string | null }[] }>(
    await request.get(`${S}/contractorstatement/getFiltered`, { headers, params: { contractorContractId: contract.id, pageSize: 100 } }),
  );
  // voided statements (5) give their repayment back
  const repaid = earlier.data.filter((s) => s.id < id && s.status !== 5).reduce((sum, s) => sum + BigInt(s.advanceRepayment ?? '0'), 0n);
  const outstanding = BigInt(contract.advancePayment) - repaid;
  const lines = contract.lines.map((l, k) => rial(mul(dec(QUANTITIES[k]!), dec(l.unitPrice))));
  const gross = lines.reduce((a, b) => a + b, 0n);
  const byPercent = percentOf(gross, contract.advanceRepaymentPercent);
  const advanceRepayment = outstanding <= 0n ? 0n : byPercent > outstanding ? outstanding : byPercent;
  const retention = percentOf(gross, contract.retentionPercent);
  const insurance = percentOf(gross, contract.insurancePercent);
  const tax = percentOf(gross, contract.taxPercent);
  const totalDeductions = advanceRepayment + retention + insurance + tax;
  return { lines, gross, advanceRepayment, retention, insurance, tax, totalDeductions, payable: gross - totalDeductions };
}

/** The Persian grouped form of a whole number of rials, as the list cells and the grid show it (`۳٬۷۲۵٬۰۰۰`). */
const grouped = (n: bigint) => persianDigits(n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')).replace(/,/g, '٬');

/** Opens the statement from a level screen: its row there, then its view (by the keyboard). */
async function openFromLevelScreen(page: Page, url: string, id: number, code: string) {
  await page.goto(`/common${url}`);
  const row = page.getByTestId('entity-table').locator(`[data-row-id="${id}"]`);
  await expect(row).toContainText(persianDigits(code));
  await expectAccessible(page);
  await row.getByRole('button', { name: 'مشاهده' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`${url}/${id}\\?view=1$`, 'i'));
  await expect(page.getByTestId('workflow-panel').getByRole('button', { name: 'تأیید', exact: true })).toBeVisible();
  await expectAccessible(page);
}

/** Opens the statement from the inbox, where it waits at `level`. */
async function openFromInbox(page: Page, id: number, level: string) {
  await page.goto('/common/inbox-2');
  const row = page.getByTestId('inbox').locator(`[data-document="contractorstatement:${id}"]`);
  await expect(row).toContainText(level);
  await expectAccessible(page);
  await row.getByRole('link').click();
  // the statement's own page for those who hold it (the first manager approves overruns there), else the inbox's read-only copy
  await expect(page).toHaveURL(new RegExp(`/(contractor-status-statement-2|inbox-2/contractorstatement)/${id}$`));
  await expect(page.getByTestId('workflow-panel').getByRole('button', { name: 'تأیید', exact: true })).toBeVisible();
  await expectAccessible(page);
}

const atLevel = (page: Page, level: string) => expect(page.getByTestId('workflow-panel')).toContainText(`در سطح «${level}»`);

test('a contractor’s progress statement: items from the contract, amounts to the rial, five levels with a rejection', async ({ page }, testInfo) => {
  test.setTimeout(360_000);
  const errors = watchErrors(page);
  const requester = await apiLogin(page.request, PEOPLE.requester, ADMIN.password);
  const headers = { Authorization: `Bearer ${requester.access_token}` };
  const found = await apiValue<{ data: { id: number; title: string }[] }>(await page.request.get(`${S}/contractorcontract/getFiltered`, { headers, params: { searchTerm: 'خاکی', pageSize: 20 } }));
  const contract = await apiValue<Contract>(await page.request.get(`${S}/contractorcontract/getById`, { headers, params: { Id: found.data.find((c) => c.title === CONTRACT)!.id } }));
  expect(contract.lines.map((l) => l.title)).toEqual(ITEMS);

  // the requester: a new statement from the list (Alt+N), the contract picked by the keyboard, the dates typed
  await signInAs(page, PEOPLE.requester);
  await page.goto('/common/contractor-status-statement-2');
  await expect(page.getByRole('heading', { level: 2, name: 'صورت‌وضعیت‌های پیمانکاران' })).toBeVisible();
  await expect(page.getByTestId('entity-table').locator('tbody tr').first()).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Alt+KeyN');
  await expect(page).toHaveURL(/\/contractor-status-statement-2\/create$/);
  const form = page.getByTestId('entity-form');
  await expect(form.getByRole('heading', { name: 'افزودن صورت‌وضعیت پیمانکار' })).toBeVisible();
  const contractBox = form.getByRole('combobox', { name: 'قرارداد پیمانکار', exact: true });
  await contractBox.click();
  await page.keyboard.type('خاکی');
  await expect(page.getByRole('option', { name: CONTRACT })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(contractBox).toHaveValue(CONTRACT);
  await form.getByRole('textbox', { name: 'تاریخ صورت‌وضعیت' }).fill('۱۴۰۵/۰۹/۰۶');
  await form.getByRole('textbox', { name: 'تاریخ شروع' }).fill('۱۴۰۵/۰۹/۰۱');
  await form.getByRole('textbox', { name: 'تاریخ پایان' }).fill('۱۴۰۵/۰۹/۰۶');
  await expectAccessible(page);
  // saved without lines (the blank line a new document starts with is not sent): the server gives it the contract's items
  await form.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page).toHaveURL(/\/contractor-status-statement-2\/\d+$/, { timeout: 30_000 });
  const id = Number(page.url().split('/').pop());
  const panel = page.getByTestId('workflow-panel');
  await expect(panel.locator('[data-state="draft"]')).toBeVisible();
  await expect(form.locator('[data-line]')).toHaveCount(2);
  for (const [k, title] of ITEMS.entries()) {
    await expect(form.getByRole('combobox', { name: `ردیف قرارداد ردیف ${persianDigits(String(k + 1))}` })).toHaveValue(title);
    await expect(form.getByRole('textbox', { name: `مقدار این دوره ردیف ${persianDigits(String(k + 1))}` })).toHaveValue('۰');
  }
  // what the server wrote on the lines, read-only: the contract's quantities and prices, the unit's name (not its id)
  await expect(form.locator('td[data-stored="contractQuantity"]')).toHaveText(['۱٬۲۰۰', '۳۰۰']);
  await expect(form.locator('td[data-stored="unitPrice"]')).toHaveText(['۱۸۵٬۰۰۰', '۴٬۳۵۰٬۰۰۰']);
  await expect(form.locator('td[data-stored="unitId"]').first()).not.toHaveText(/^[\d۰-۹]+$/);
  await expect(form.getByRole('combobox', { name: 'پروژه', exact: true })).toHaveValue(/ساختمان اداری/);
  await expect(form.getByRole('textbox', { name: 'مبلغ ناخالص (ریال)' })).toHaveValue('۰');
  await expectAccessible(page);
  const statement = await apiValue<{ code: string; lines: { previousQuantity: string; contractQuantity: string }[] }>(
    await page.request.get(`${S}/contractorstatement/getById`, { headers, params: { Id: id } }),
  );
  // room left on each item for this run's quantities (a cumulative quantity past the contract's is refused at submit)
  for (const [k, l] of statement.lines.entries()) {
    expect(Number(l.previousQuantity) + Number(QUANTITIES[k]), `item ${k + 1}: claimed ${l.previousQuantity} of ${l.contractQuantity}; start a fresh e2e server`).toBeLessThanOrEqual(Number(l.contractQuantity));
  }

  // the quantities this period, typed over the zeros; Enter in the last one saves
  for (const [k, typed] of TYPED.entries()) {
    const box = form.getByRole('textbox', { name: `مقدار این دوره ردیف ${persianDigits(String(k + 1))}` });
    await box.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(typed);
  }
  await expect(form.getByRole('textbox', { name: 'مقدار این دوره ردیف ۱' })).toHaveValue('۲٫۵');
  await page.keyboard.press('Enter');
  // saved, the form goes back to the list, which shows the amounts the server worked out
  await expect(page).toHaveURL(/\/contractor-status-statement-2$/, { timeout: 30_000 });
  const want = await expected(page.request, headers, contract, id);
  const listed = page.getByTestId('entity-table').locator(`[data-row-id="${id}"]`);
  await expect(listed).toContainText(grouped(want.gross));
  await expect(listed).toContainText(grouped(want.payable));
  await expectAccessible(page);

  // the statement again: the read-only amounts as the calculator gave them, to the rial
  await listed.getByRole('button', { name: 'ویرایش' }).click();
  await expect(page).toHaveURL(new RegExp(`/contractor-status-statement-2/${id}$`));
  const amount = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  await expect(amount('مبلغ ناخالص (ریال)')).not.toHaveValue('۰');
  const shown = async (label: string) => plain(await amount(label).inputValue());
  expect({
    gross: await shown('مبلغ ناخالص (ریال)'),
    advanceRepayment: await shown('استهلاک پیش‌پرداخت (ریال)'),
    retention: await shown('حسن انجام کار (ریال)'),
    insurance: await shown('کسر بیمه (ریال)'),
    tax: await shown('کسر مالیات (ریال)'),
    totalDeductions: await shown('جمع کسورات (ریال)'),
    payable: await shown('مبلغ قابل پرداخت (ریال)'),
  }).toEqual({
    gross: String(want.gross),
    advanceRepayment: String(want.advanceRepayment),
    retention: String(want.retention),
    insurance: String(want.insurance),
    tax: String(want.tax),
    totalDeductions: String(want.totalDeductions),
    payable: String(want.payable),
  });
  // 2.5 × 185,000 + 0.75 × 4,350,000 = 462,500 + 3,262,500 = 3,725,000; the advance already repaid; retention 5% =
  // 186,250; insurance 6.67% = 248,457.5 → 248,458; tax 3% = 111,750; payable 3,725,000 − 546,458 = 3,178,542
  expect([want.gross, want.advanceRepayment, want.insurance, want.payable]).toEqual([3_725_000n, 0n, 248_458n, 3_178_542n]);
  expect((await form.locator('td[data-stored="amount"]').allTextContents()).map(plain)).toEqual(want.lines.map(String));
  expect((await form.locator('td[data-stored="cumulativeQuantity"]').allTextContents()).map(plain)).toEqual(
    statement.lines.map((l, k) => String(Number(l.previousQuantity) + Number(QUANTITIES[k]))),
  );
  // the amounts are the server's: read-only
  await expect(amount('مبلغ قابل پرداخت (ریال)')).not.toBeEditable();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('statement-draft.png'), fullPage: true });
  await step(page, 'ارسال صورت‌وضعیت');
  await expect(panel.locator('[data-state="inApproval"]')).toBeVisible();
  await atLevel(page, 'کارشناس ارشد');
  await expect(form.getByRole('button', { name: 'ذخیره' })).toHaveCount(0);

  // the senior expert, on their level screen
  await signInAs(page, PEOPLE.seniorExpert);
  await openFromLevelScreen(page, '/contractor-status-statement-management-2', id, statement.code);
  await step(page, 'تأیید');
  await atLevel(page, 'مدیر پروژه');

  // the project manager (the project's), from the inbox
  await signInAs(page, PEOPLE.projectManager);
  await openFromInbox(page, id, 'مدیر پروژه');
  await step(page, 'تأیید');
  await atLevel(page, 'مدیر اول');

  // the first manager rejects it with a reason: back one level, to the project manager
  await signInAs(page, FIRST_MANAGER);
  await openFromLevelScreen(page, '/contractor-Status-statement-primary-management-2', id, statement.code);
  await step(page, 'رد', REJECTION);
  await expect(panel.locator('[data-state="inApproval"]')).toBeVisible();
  await atLevel(page, 'مدیر پروژه');

  // the project manager confirms again, from their level screen
  await signInAs(page, PEOPLE.projectManager);
  await openFromLevelScreen(page, '/contractor-status-statement-project-management-2', id, statement.code);
  await expect(page.getByTestId('workflow-history')).toContainText(REJECTION);
  await step(page, 'تأیید', 'بازبینی شد؛ مقادیر درست است');
  await atLevel(page, 'مدیر اول');

  // the first manager, this time from the inbox
  await signInAs(page, FIRST_MANAGER);
  await openFromInbox(page, id, 'مدیر اول');
  await step(page, 'تأیید');
  await atLevel(page, 'مدیر دوم');

  // the second manager, on the final management screen: approved
  await signInAs(page, SECOND_MANAGER);
  await openFromLevelScreen(page, '/contractor-Status-statement-final-management-2', id, statement.code);
  await step(page, 'تأیید');
  await expect(panel.locator('[data-state="approved"]')).toBeVisible();
  await expect(panel.getByRole('button')).toHaveCount(0);
  await expectAccessible(page);

  // approved: on the approved statements' page
  await signInAsAdmin(page);
  await page.goto('/common/manage-contractor-status-statement');
  await expect(page.getByRole('heading', { level: 2, name: 'صورت‌وضعیت‌های تأییدشده' })).toBeVisible();
  const approved = page.getByTestId('entity-table').locator(`[data-row-id="${id}"]`);
  await expect(approved).toContainText(persianDigits(statement.code));
  await expect(approved).toContainText(grouped(want.payable));
  await expectAccessible(page);

  // the requester: read-only now, and the history lists every step with the reasons
  await signInAs(page, PEOPLE.requester);
  await page.goto(`/common/contractor-status-statement-2/${id}`);
  await expect(panel.locator('[data-state="approved"]')).toBeVisible();
  await expect(form.getByRole('button', { name: 'ذخیره' })).toHaveCount(0);
  const history = page.getByTestId('workflow-history');
  // submit, senior expert, project manager, first manager's rejection, project manager, first manager, second manager
  await expect(history.locator('.mantine-Timeline-item')).toHaveCount(7);
  await expect(history).toContainText(REJECTION);
  await expect(history).toContainText('بازبینی شد؛ مقادیر درست است');
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('statement-approved.png'), fullPage: true });
  const steps = await apiValue<{ action: string; level: number | null }[]>(await page.request.get(`${S}/contractorstatement/getHistory`, { headers, params: { Id: id } }));
  expect(steps.map((h) => `${h.action}:${h.level ?? '-'}`)).toEqual(['submit:-', 'confirm:1', 'confirm:2', 'reject:3', 'confirm:2', 'confirm:3', 'confirm:4']);
  expect(errors).toEqual([]);
});

// ---- every contracting page, as the administrator, in Persian and in English ----

/** What the spec needs of packages/entities' page index (its built output: plain data). */
interface EntityPageIndex {
  entityPages(): {
    url: string;
    where?: Record<string, unknown>;
    label?: { fa: string; en: string };
    entity: { name: string; basePath: string; label: { singular: { fa: string; en: string }; plural: { fa: string; en: string } } };
  }[];
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { entityPages } = require('../../packages/entities/dist/index.js') as EntityPageIndex;

const CONTRACTING_PAGES = [
  '/contractor-contract-2',
  '/contractor-request-management-2',
  '/employer-contract-request-2',
  '/contractor-contract-request-management-2',
  '/contractor-contract-request-by-project-manager-2',
  '/request-reward-2',
  '/employer-status-statement-2',
  '/contractor-status-statement-2',
  '/contractor-status-statement-management-2',
  '/contractor-status-statement-project-management-2',
  '/contractor-Status-statement-primary-management-2',
  '/contractor-Status-statement-final-management-2',
  '/manage-contractor-status-statement',
];

const WORDS = {
  fa: { noData: 'داده‌ای یافت نشد.', rows: (n: number) => `${persianDigits(String(n))} ردیف`, view: 'مشاهده' },
  en: { noData: 'No data found.', rows: (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`, view: 'View' },
} as const;

for (const language of ['fa', 'en'] as const) {
  test(`every contracting page lists its demo rows or an empty list, without errors and accessible (${language})`, async ({ page }) => {
    test.setTimeout(300_000);
    const errors = watchErrors(page);
    const tokens = await signInAsAdmin(page);
    const headers = { Authorization: `Bearer ${tokens.access_token}` };
    const words = WORDS[language];
    await page.goto('/common/dashboard-2');
    if (language === 'en') await switchLanguage(page, 'English');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const listed = new Map<string, number>();
    for (const url of CONTRACTING_PAGES) {
      const entry = entityPages().find((p) => p.url === url);
      expect(entry, `${url} is an entity page`).toBeTruthy();
      const { entity, where } = entry!;
      // what the page should list: the API's answer for the page's slice
      const { rowCount } = await apiValue<{ rowCount: number }>(
        await page.request.get(`${entity.basePath}/getFiltered`, { headers, params: { pageIndex: 1, pageSize: 1, ...(where as Record<string, string>) } }),
      );
      await page.goto(`/common${url}`);
      await expect(page.getByRole('heading', { level: 2, name: (entry!.label ?? entity.label.plural)[language], exact: true })).toBeVisible();
      await settle(page);
      const table = page.getByTestId('entity-table');
      if (rowCount) {
        await expect(page.getByTestId('entity-row-count')).toHaveText(words.rows(rowCount));
        await expect(table.locator('tbody tr')).toHaveCount(Math.min(rowCount, 10));
      } else {
        // the empty list says so (beside the table, where a failed load would say that instead)
        await expect(page.getByText(words.noData, { exact: true }).filter({ visible: true })).toBeVisible();
        await expect(page.getByTestId('entity-row-count')).toHaveText(words.rows(0));
      }
      await expect(page.getByTestId('alert-dialog-message'), `${url}: an error over the list`).toBeHidden();
      await expectAccessible(page);
      listed.set(url, rowCount);
      // the first row's form, on the pages of the rows themselves (not a slice of them)
      if (rowCount && !where) {
        await table.locator('tbody tr').first().getByRole('button', { name: words.view, exact: true }).click();
        const form = page.getByTestId('entity-form');
        await expect(form.getByRole('heading', { name: entity.label.singular[language], exact: true })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page.locator('.mantine-Loader-root:visible, [aria-busy="true"]:visible')).toHaveCount(0);
        await expect(page.getByTestId('alert-dialog-message'), `${url}: an error over the form`).toBeHidden();
        await expectAccessible(page);
      }
    }
    // the demo's rows are there: its contract, the request waiting for the senior expert, the reward, both statements
    // (the approved one, and the one waiting for the first manager)
    for (const [url, least] of [
      ['/contractor-contract-2', 1], ['/contractor-contract-request-management-2', 1], ['/request-reward-2', 1], ['/contractor-status-statement-2', 2],
      ['/contractor-Status-statement-primary-management-2', 1], ['/manage-contractor-status-statement', 1],
    ] as const) {
      expect(listed.get(url), url).toBeGreaterThanOrEqual(least);
    }
    expect(errors).toEqual([]);
  });
}
