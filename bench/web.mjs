// pnpm bench web [--rounds N] [--port N]
// What the SPA makes a browser load, and how soon the dashboard paints. From the built app (apps/web/dist, its
// manifest) it prints the gzipped JavaScript and CSS of the first load of the sign-in page and of the dashboard,
// beside the whole bundle (so the share each first load takes is visible in one run). Then it serves the built app
// (scripts/e2e-server.mjs: the API and the SPA, a fresh database) on 127.0.0.1:3111 and opens the dashboard signed
// in as the demo administrator in Chromium (/usr/bin/chromium, or CHROMIUM_PATH), N times with a cold cache, and
// prints first-contentful-paint, the moment the dashboard's heading is shown, and what the browser fetched
// (JavaScript gzipped). Build first (pnpm --filter @karsaz/web build; the server builds what is stale).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SIGN_IN_JS_BUDGET, keyOf, kib, loadOf, readManifest, total } from '../scripts/lib/web-bundle.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const rounds = arg('rounds', 5);
const port = arg('port', 3111);
const log = (s) => process.stderr.write(`${s}\n`);

// ---- the build ----
const manifest = readManifest();
const all = [...new Set(Object.values(manifest).map((c) => c.file))];
const allJs = total(all.filter((f) => f.endsWith('.js')));
const allCss = total([...new Set(Object.values(manifest).flatMap((c) => c.css ?? []))]);
const pages = {
  'sign-in': loadOf(manifest, [keyOf(manifest, 'src/modules/auth/pages/SignInPage.tsx')]),
  // the dashboard: the shell (its layout route) and the dashboard page
  dashboard: loadOf(manifest, [keyOf(manifest, 'src/core/layout/AppLayout.tsx'), keyOf(manifest, 'src/modules/dashboard/DashboardPage.tsx')]),
};
const pct = (a, b) => `${((100 * a) / b).toFixed(1)}%`;
console.log('First load from the build (gzipped, zlib level 6):');
console.log(`  ${'page'.padEnd(10)} ${'JavaScript'.padStart(11)} ${'of all'.padStart(7)} ${'files'.padStart(6)} ${'CSS'.padStart(10)} ${'of all'.padStart(7)}`);
for (const [name, load] of Object.entries(pages)) {
  const js = total(load.js);
  const css = total(load.css);
  console.log(`  ${name.padEnd(10)} ${kib(js).padStart(11)} ${pct(js, allJs).padStart(7)} ${String(load.js.length).padStart(6)} ${kib(css).padStart(10)} ${pct(css, allCss).padStart(7)}`);
}
console.log(`  ${'all'.padEnd(10)} ${kib(allJs).padStart(11)} ${'100%'.padStart(7)} ${String(all.filter((f) => f.endsWith('.js')).length).padStart(6)} ${kib(allCss).padStart(10)} ${'100%'.padStart(7)}`);
console.log(`  sign-in budget ${kib(SIGN_IN_JS_BUDGET)}: ${kib(total(pages['sign-in'].js))} = ${pct(total(pages['sign-in'].js), SIGN_IN_JS_BUDGET)} of it`);

// ---- the browser ----
const requireE2e = createRequire(join(root, 'e2e/package.json'));
const { chromium } = requireE2e('playwright-core');
const server = spawn(process.execPath, [join(root, 'scripts/e2e-server.mjs')], { env: { ...process.env, E2E_PORT: String(port), E2E_LOG_LEVEL: 'error' }, stdio: ['ignore', 'ignore', 'inherit'], detached: false });
const base = `http://127.0.0.1:${port}`;
const stop = () => new Promise((r) => { if (server.exitCode !== null) return r(); server.once('exit', r); server.kill('SIGTERM'); });
try {
  for (let i = 0; ; i++) {
    await new Promise((r) => setTimeout(r, 500));
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
    if (server.exitCode !== null || i > 600) throw new Error('the app did not start (see above)');
  }
  const login = await fetch(`${base}/api/identity/user/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobileNumber: '09120000000', password: 'karsaz-demo-1404' }) }).then((r) => r.json());
  if (!login.isSuccess) throw new Error(`sign-in failed: ${login.message}`);
  const tokens = login.value;

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const samples = { 'sign-in': [], dashboard: [] };
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const name of Object.keys(samples)) {
        // a fresh context: a cold cache, the session stored as the SPA stores it (for the dashboard)
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        if (name === 'dashboard') {
          await context.addInitScript((t) => {
            if (localStorage.getItem('access_token')) return;
            localStorage.setItem('access_token', t.access_token);
            localStorage.setItem('refresh_token', t.refresh_token);
            localStorage.setItem('scope', t.scope);
            localStorage.setItem('expires_at', String(Date.now() + t.expires_in * 1000));
            localStorage.setItem('isLoggedIn', 'true');
          }, tokens);
        }
        const page = await context.newPage();
        const fetched = [];
        page.on('response', (r) => {
          const path = new URL(r.url()).pathname;
          if (path.startsWith('/common/assets/') && path.endsWith('.js')) fetched.push(path.slice('/common/'.length));
        });
        await page.goto(`${base}/common/${name === 'dashboard' ? 'dashboard-2' : 'auth/sign-in'}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        const shown = await page.evaluate(() => performance.now());
        await page.waitForLoadState('networkidle');
        const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
        samples[name].push({ fcp, shown, js: total(fetched), files: fetched.length });
        await context.close();
      }
      log(`round ${round}/${rounds} done`);
    }
  } finally {
    await browser.close();
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`\nIn Chromium on loopback, cold cache, ${rounds} rounds (medians):`);
  console.log(`  ${'page'.padEnd(10)} ${'first-contentful-paint'.padStart(23)} ${'heading shown'.padStart(14)} ${'JS fetched'.padStart(11)} ${'files'.padStart(6)}`);
  for (const [name, s] of Object.entries(samples)) {
    console.log(`  ${name.padEnd(10)} ${`${median(s.map((x) => x.fcp)).toFixed(0)} ms`.padStart(23)} ${`${median(s.map((x) => x.shown)).toFixed(0)} ms`.padStart(14)} ${kib(median(s.map((x) => x.js))).padStart(11)} ${String(median(s.map((x) => x.files))).padStart(6)}`);
  }
  const d = samples.dashboard;
  console.log(`  dashboard first paint / heading shown = ${(median(d.map((x) => x.fcp)) / median(d.map((x) => x.shown))).toFixed(2)}`);
} finally {
  await stop();
}
