import { expect, test, type Page } from '@playwright/test';
import { SIGN_IN_JS_BUDGET, closure, gzipSize, keyOf, kib, loadOf, readManifest, total } from '../../scripts/lib/web-bundle.cjs';
import { signInAsAdmin } from './auth';

// Pages load on demand (issue 9 item 12): the sign-in page and the shell need at most 180 KiB of gzipped JavaScript
// in their first load, and only the styles they use; every other page's code comes when it is first opened.

const manifest = readManifest();
const signInKey = keyOf(manifest, 'src/modules/auth/pages/SignInPage.tsx');
const dashboardKey = keyOf(manifest, 'src/modules/dashboard/DashboardPage.tsx');

/** The files of /common/assets/ the page fetches from now on (the returned list grows as it loads). */
function recordAssets(page: Page): string[] {
  const files: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/common/assets/') && /\.(js|css)$/.test(path)) files.push(path.slice('/common/'.length));
  });
  return files;
}

test.describe('pages load on demand', () => {
  test('the build: the sign-in page’s first load is within 180 KiB of gzipped JavaScript, without other pages', () => {
    const load = loadOf(manifest, [signInKey]);
    const js = total(load.js);
    console.log(`sign-in first load: ${kib(js)} JavaScript in ${load.js.length} files, ${kib(total(load.css))} CSS (budget ${kib(SIGN_IN_JS_BUDGET)})`);
    expect(js).toBeLessThanOrEqual(SIGN_IN_JS_BUDGET);
    // no page of another module, and not the signed-in shell (its code and its styles), is part of it
    const others = [dashboardKey, keyOf(manifest, 'src/core/layout/AppLayout.tsx'), keyOf(manifest, 'src/modules/access/AccessManagementPage.tsx')];
    for (const key of others) {
      expect(load.js, key).not.toContain(manifest[key]!.file);
      for (const css of manifest[key]!.css ?? []) expect(load.css, `${key}: ${css}`).not.toContain(css);
    }
    // the whole app is much more than its first load: the rest waits for its pages
    const everything = [...new Set(Object.values(manifest).map((c) => c.file).filter((f) => f.endsWith('.js')))];
    expect(total(everything)).toBeGreaterThan(2 * js);
  });

  test('the browser: signing in fetches what the build says, the dashboard’s code comes when it is opened', async ({ page }) => {
    const fetched = recordAssets(page);
    await page.goto('/common/auth/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'به کارساز خوش آمدید' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const js = fetched.filter((f) => f.endsWith('.js'));
    const gz = total(js);
    console.log(`sign-in in Chromium: ${kib(gz)} JavaScript in ${js.length} files: ${js.join(' ')}`);
    expect(gz).toBeLessThanOrEqual(SIGN_IN_JS_BUDGET);
    expect(js).not.toContain(manifest[dashboardKey]!.file);

    // signed in, the dashboard's page chunk is fetched when the dashboard opens
    await signInAsAdmin(page);
    fetched.length = 0;
    await page.goto('/common/dashboard-2');
    await expect(page.getByTestId('user-name')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fetched).toContain(manifest[dashboardKey]!.file);
    for (const file of closure(manifest, [dashboardKey]).js) expect(gzipSize(file)).toBeGreaterThan(0);
  });
});
