import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PERSIAN_DIGIT = /[۰-۹]/;
export const ASCII_DIGIT = /[0-9]/;

/** The current Jalali year in Tehran, as Persian digits (`۱۴۰۵`) or ASCII digits (`1405`). */
export function currentJalaliYear(language: 'fa' | 'en'): string {
  const year = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', { timeZone: 'Asia/Tehran', year: 'numeric' })
    .formatToParts(new Date())
    .find((part) => part.type === 'year')!.value;
  return language === 'fa' ? year.replace(/[0-9]/g, (d) => String.fromCharCode(0x06f0 + Number(d))) : year;
}

/** Today in Tehran as the date inputs take it: `1405/09/07`. */
export function todayJalali(): string {
  const parts = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}/${part('month')}/${part('day')}`;
}

/** The value of an API answer in the envelope, after checking it succeeded (the URL and message otherwise). */
export async function apiValue<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { isSuccess: boolean; value: T; message?: string };
  expect(body.isSuccess, `${response.url()}: ${body.message ?? ''}`).toBe(true);
  return body.value;
}

export async function expectDocumentLanguage(page: Page, lang: 'fa' | 'en'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'fa' ? 'rtl' : 'ltr');
}

/** Clicks a language in the header toggle and waits for the reload the toggle triggers. */
export async function switchLanguage(page: Page, label: 'English' | 'فارسی'): Promise<void> {
  const toggle = page.getByRole('banner').getByRole('radiogroup');
  await Promise.all([page.waitForEvent('load'), toggle.getByText(label, { exact: true }).click()]);
}

/** Collects uncaught page errors and console errors while a test runs. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

export interface ScrollCall {
  kind: 'window' | 'element';
  top?: number;
  id?: string;
  behavior?: ScrollBehavior;
}

/**
 * Records the options of every `window.scrollTo({...})` and `element.scrollIntoView(...)` the app makes, on every
 * page load from now on, without changing what they do. Returns a reader for the current page's calls.
 */
export async function recordScrollCalls(page: Page): Promise<() => Promise<ScrollCall[]>> {
  await page.addInitScript(() => {
    const calls: ScrollCall[] = [];
    (window as unknown as { scrollCalls: ScrollCall[] }).scrollCalls = calls;
    const scrollTo = window.scrollTo.bind(window);
    window.scrollTo = ((...args: [ScrollToOptions]) => {
      const [options] = args;
      if (typeof options === 'object') calls.push({ kind: 'window', top: options.top, behavior: options.behavior });
      return scrollTo(...args);
    }) as typeof window.scrollTo;
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      calls.push({ kind: 'element', id: this.id, behavior: typeof options === 'object' ? options.behavior : undefined });
      return scrollIntoView.call(this, options);
    };
  });
  return () => page.evaluate(() => (window as unknown as { scrollCalls: ScrollCall[] }).scrollCalls);
}

/** Adds empty room below the app on every page load, so any section can be scrolled up to the header. */
export async function addRoomBelowApp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const room = document.createElement('div');
      room.style.height = '2000px';
      document.body.append(room);
    });
  });
}

/** The element's top sits just below the fixed header: not hidden under it, not far below it. */
export function restsBelowHeader(page: Page, id: string): Promise<boolean> {
  return page.evaluate((targetId) => {
    const headerBottom = document.querySelector('header')!.getBoundingClientRect().bottom;
    const top = document.getElementById(targetId)!.getBoundingClientRect().top;
    return top >= headerBottom - 1 && top - headerBottom <= 40;
  }, id);
}
