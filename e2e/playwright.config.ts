import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests of the built app in real Chromium (Debian's, never a downloaded one). The server is the
 * production one: scripts/e2e-server.mjs serves the API and apps/web/dist under /common/.
 *
 * The files are shared out to E2E_WORKERS workers (2 by default: this machine has two cores, and a browser test
 * mostly waits on its page), and each worker has a server and a database of its own (ports 3100, 3101, …), so one
 * worker's writes never meet another's pages. Playwright loads this file again in each worker, whose
 * TEST_PARALLEL_INDEX picks its server; E2E_PORT is set to it for the tests that read the server's files.
 * E2E_BASE_URL (a server started by hand) runs one worker against it.
 */
const external = process.env.E2E_BASE_URL;
const workers = external ? 1 : Math.max(1, Number(process.env.E2E_WORKERS) || 2);
const firstPort = Number(process.env.E2E_PORT || 3100);
const ports = Array.from({ length: workers }, (_, i) => String(firstPort + i));
const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % workers;
const port = ports[index]!;
if (process.env.TEST_PARALLEL_INDEX !== undefined) process.env.E2E_PORT = port;
const baseURL = external || `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // `list` prints the run and its summary; scripts/test.mjs also asks for a JSON report to add up every tier.
  reporter: process.env.KARSAZ_RESULTS_DIR
    ? [['list'], ['json', { outputFile: `${process.env.KARSAZ_RESULTS_DIR}/e2e.json` }]]
    : 'list',
  workers,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // CI runs the whole project on this shared two-core machine after the integration tiers: its pages answered about
  // half as fast as a quiet run's (the e2e tier took 26.9 min there, 14.5 min here), and three tests ran out of time
  // there. So a CI run gives a test twice the time and a failed test one more try; a test that passes on its second
  // try is reported as flaky (its name printed in the run's last lines), and one that fails twice fails the run.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  retries: process.env.CI ? 1 : 0,
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: ports.map((p) => ({
    command: 'node ../scripts/e2e-server.mjs',
    env: { E2E_PORT: p },
    url: `http://127.0.0.1:${p}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  })),
});
