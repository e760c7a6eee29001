import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { lastSmsId, newMobileNumber, waitForCode } from './sms';

/** The demo administrator the seed creates. */
export const ADMIN = { mobile: '09120000000', password: 'karsaz-demo-1404', name: 'مدیر سامانه' };

export interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  scope: string;
}

/** 0-9 → ۰-۹, as a Persian reader types them. */
export function persianDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
}

async function value<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  const body = (await response.json()) as { isSuccess: boolean; value: T; message?: string };
  expect(body.isSuccess, `${response.url()}: ${body.message ?? ''}`).toBe(true);
  return body.value;
}

/** Signs in through the API (no browser): the tokens the login call answers. */
export async function apiLogin(request: APIRequestContext, mobileNumber = ADMIN.mobile, password = ADMIN.password): Promise<Tokens> {
  return value<Tokens>(await request.post('/api/identity/user/v1/login', { data: { mobileNumber, password } }));
}

/**
 * Starts the page signed in as the demo administrator: the tokens of an API login stored as the SPA stores them.
 * For tests about other things than signing in; the sign-in screens are tested through the browser.
 */
export async function signInAsAdmin(page: Page): Promise<Tokens> {
  const tokens = await apiLogin(page.request);
  await storeSession(page, tokens);
  return tokens;
}

/** Stores a user's tokens as the SPA does after a sign-in. */
export async function storeSession(page: Page, tokens: Tokens): Promise<void> {
  await page.goto('/common/access-block');
  await page.evaluate((t) => {
    localStorage.setItem('access_token', t.access_token);
    localStorage.setItem('refresh_token', t.refresh_token);
    localStorage.setItem('scope', t.scope);
    localStorage.setItem('expires_at', String(Date.now() + t.expires_in * 1000));
    localStorage.setItem('isLoggedIn', 'true');
  }, tokens);
}

/** A new active user made through the API: sign-up, the code from dev_sms, a password. */
export async function createUser(request: APIRequestContext, password = 'e2e-pass-1404'): Promise<{ mobile: string; password: string; firstName: string; lastName: string }> {
  const mobile = newMobileNumber();
  const firstName = 'آزمون';
  const lastName = `کاربر ${persianDigits(mobile.slice(-4))}`;
  const since = await lastSmsId(mobile);
  const created = await value<{ token: string }>(await request.post('/api/identity/user/v1/create', { data: { mobileNumber: mobile, firstName, lastName } }));
  const code = await waitForCode(mobile, since);
  const verified = await value<{ token: string }>(await request.post('/api/identity/user/v1/verifyOtp', { data: { token: created.token, code } }));
  await value(await request.put('/api/identity/user/v1/setPass', { data: { token: verified.token, password } }));
  return { mobile, password, firstName, lastName };
}

/** The app's stored items, as an object. */
export function storedItems(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...localStorage }));
}

/** Types the code into the six boxes key by key, as a person would (Persian digits accepted). */
export async function typeCode(page: Page, code: string): Promise<void> {
  const boxes = page.getByRole('textbox', { name: 'کد تأیید' });
  await expect(boxes).toHaveCount(6);
  await boxes.first().click();
  await page.keyboard.type(code, { delay: 30 });
}

/** An applicant signs in (or up) on the portal with a code sent to their mobile, and lands on their dashboard. */
export async function applicantSignIn(page: Page, mobile: string): Promise<void> {
  await page.goto('/common/applicant-register');
  await page.getByRole('textbox', { name: 'شمارهٔ همراه' }).fill(mobile);
  const since = await lastSmsId(mobile);
  await page.getByRole('button', { name: 'دریافت کد ورود' }).click();
  await typeCode(page, persianDigits(await waitForCode(mobile, since)));
  await expect(page).toHaveURL(/\/common\/applicant-dashboard$/);
}

/**
 * An applicant made through the portal's API: signed up with a code, a résumé saved (`resume`: at least a name),
 * applied to the seeded open ad «کارشناس نرم‌افزار». Their token's header and the application's id.
 */
export async function applicantApplies(request: APIRequestContext, mobile: string, resume: Record<string, unknown>): Promise<{ headers: Record<string, string>; applicationId: number }> {
  const since = await lastSmsId(mobile);
  const sent = await value<{ token: string }>(await request.post('/api/recruitment/v1/applicant/sendOtp', { data: { mobileNumber: mobile } }));
  const tokens = await value<Tokens>(await request.post('/api/recruitment/v1/applicant/verifyOtp', { data: { token: sent.token, code: await waitForCode(mobile, since) } }));
  const headers = { Authorization: `Bearer ${tokens.access_token}` };
  await value(await request.put('/api/recruitment/v1/applicant/resume', { headers, data: { educations: [], works: [], skills: [], ...resume } }));
  const ads = (await value<{ data: { id: number; title: string }[] }>(await request.get('/api/recruitment/v1/applicant/jobAds', { headers, params: { searchTerm: 'کارشناس نرم‌افزار' } }))).data;
  const applied = await value<{ id: number }>(await request.post('/api/recruitment/v1/applicant/apply', { headers, data: { jobAdId: ads.find((a) => a.title === 'کارشناس نرم‌افزار')!.id } }));
  return { headers, applicationId: applied.id };
}
