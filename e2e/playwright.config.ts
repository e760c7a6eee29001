import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests of the built app in real Chromium (Debian's, never a downloaded one). The server is the
 * production one: scripts/e2e-server.mjs serves the API and apps/web/dist under /common/ on port 3100.
 */
const port = process.env.E2E_PORT || '3100';
const baseURL = process.env.E2E_BASE_URL || `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // `list` prints the run and its summary; scripts/test.mjs also asks for a JSON report to add up every tier.
  reporter: process.env.KARSAZ_RESULTS_DIR
    ? [['list'], ['json', { outputFile: `${process.env.KARSAZ_RESULTS_DIR}/e2e.json` }]]
    : 'list',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
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
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
