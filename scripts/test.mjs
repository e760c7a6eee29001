// `npm test` / `pnpm test`: every tier, all real. Installs the workspace if needed, builds, then runs
//   1. static checks: types, the committed OpenAPI document and generated client, the entity schema files and the
//      migrations vs the schema;
//   2. unit tests (jest for the API and domain, vitest for the web, ui and api-client);
//   3. API integration tests against the real PostgreSQL and Redis (DATABASE_URL / REDIS_URL, else local defaults),
//      including the object-storage driver against s3rver and a smoke test of the embedded mode;
//   4. proofs under faults: the built API killed with -9 mid-write, stopped with SIGTERM mid-request (and the other
//      faults of issue 10), against the same fresh database as the integration tests;
//      and dependency faults (`deps`): the built API and worker as child processes while a private PostgreSQL is
//      restarted, a private Redis and an s3rver are stopped, a worker is killed, and two instances share a proxy;
//   5. Playwright in Debian's Chromium against the built app.
// Every tier runs even when an earlier one fails; the exit code is non-zero if any failed. The last line adds up
// the tests of every runner.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { root, ensureInstalled, buildApiIfStale, buildWebIfStale, pnpm, pnpmAsync, must, run } from './lib/run.mjs';

const only = process.argv.slice(2);
const want = (tier) => only.length === 0 || only.includes(tier);
const results = join(root, '.tmp', 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

ensureInstalled();
buildApiIfStale();
buildWebIfStale();

const failed = [];
const step = (name, status) => {
  if (status !== 0) failed.push(name);
};
const jestJson = (name) => ['--json', `--outputFile=${join(results, `${name}.json`)}`];
const vitestJson = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${join(results, `${name}.json`)}`];

if (want('static')) {
  step('typecheck', pnpm(['-r', '--workspace-concurrency=2', '--no-bail', 'run', 'typecheck']));
  step('openapi document', pnpm(['--filter', '@karsaz/api', 'exec', 'node', 'dist/openapi.js', '--check']));
  step('generated api client', pnpm(['--filter', '@karsaz/api-client', 'run', 'check']));
  step('entity schema files', run(process.execPath, ['packages/entities/dist/cli.js', '--check']));
  step('migrations', pnpm(['--filter', '@karsaz/api', 'exec', 'node', 'dist/cli/migrate.js', 'check'], { env: { DATABASE_URL: '' } }));
}
if (want('unit')) {
  step('domain unit', pnpm(['--filter', '@karsaz/domain', 'exec', 'jest', ...jestJson('domain')]));
  step('entities unit', pnpm(['--filter', '@karsaz/entities', 'exec', 'jest', ...jestJson('entities')]));
  step('api unit', pnpm(['--filter', '@karsaz/api', 'exec', 'jest', '-c', 'jest.unit.config.js', ...jestJson('api-unit')]));
  step('ui unit', pnpm(['--filter', '@karsaz/ui', 'exec', 'vitest', 'run', ...vitestJson('ui')]));
  step('api-client unit', pnpm(['--filter', '@karsaz/api-client', 'exec', 'vitest', 'run', ...vitestJson('api-client')]));
  step('web unit', pnpm(['--filter', '@karsaz/web', 'exec', 'vitest', 'run', ...vitestJson('web')]));
}
// The integration tests and the two fault tiers use separate databases and Redis namespaces (RATE_LIMIT_PREFIX,
// which also names the queues), and the fault tiers mostly wait on child processes: they run side by side. The
// integration tests print as they go; the fault tiers' output follows once each has finished.
const apiJest = (config, name) => ['--filter', '@karsaz/api', 'exec', 'jest', '-c', config, '--runInBand', ...jestJson(name)];
// An integration shard runs its files one after another in one worker process that jest replaces once it holds more
// than the config's workerIdleMemoryLimit after a file (every file starts an app of its own; in one process for the
// whole shard the heap grew past Node's limit)
const intJest = (name) => ['--filter', '@karsaz/api', 'exec', 'jest', '-c', 'jest.int.config.js', '--maxWorkers=1', ...jestJson(name)];
// The integration tests are split into shards (INT_SHARDS, default 2), each its own jest process with its own
// database: most of their time is spent waiting on PostgreSQL, so two shards finish in little more than half the time.
const intShards = Math.max(1, Number(process.env.INT_SHARDS) || 2);
const sideBySide = [
  ...Array.from({ length: intShards }, (_, i) => [
    intShards === 1 ? 'api integration' : `api integration ${i + 1}/${intShards}`,
    'int',
    [...intJest(`api-int-${i + 1}`), ...(intShards === 1 ? [] : [`--shard=${i + 1}/${intShards}`])],
  ]),
  ['faults', 'faults', apiJest('jest.faults.config.js', 'faults')],
  ['dependency faults', 'deps', apiJest('jest.deps.config.js', 'api-deps')],
].filter(([, tier]) => want(tier));
const running = sideBySide.map(([name, tier, args], i) => {
  const logFile = i === 0 ? undefined : join(results, `${tier}-${i}.log`);
  return pnpmAsync(args, { logFile }).then((status) => ({ name, logFile, status }));
});
for (const { name, logFile, status } of await Promise.all(running)) {
  if (logFile) {
    console.log(`\n──── ${name} ────`);
    process.stdout.write(readFileSync(logFile, 'utf8'));
  }
  step(name, status);
}
if (want('e2e')) {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    const isRoot = process.getuid?.() === 0;
    if (isRoot && spawnSync('which', ['apt-get']).status === 0) {
      console.log('Installing Chromium from Debian (apt-get install -y chromium)…');
      spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      must(spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit' }).status ?? 1, 'installing Chromium');
    } else {
      console.error(`Chromium is not at ${chromium}: install Debian's chromium package (apt-get install -y chromium) or set CHROMIUM_PATH.`);
      failed.push('e2e (no Chromium)');
    }
  }
  if (existsSync(chromium)) step('e2e', pnpm(['--filter', '@karsaz/e2e', 'exec', 'playwright', 'test'], { env: { KARSAZ_RESULTS_DIR: results, CI: process.env.CI ?? '' } }));
}

// Add up every runner's counts.
let passed = 0;
let failedTests = 0;
let skipped = 0;
const failedNames = [];
const flakyNames = [];
/** Playwright's report: suites of specs of tests, each test's status expected, unexpected, flaky or skipped */
const walkPlaywright = (suite) => {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      const name = `e2e/tests/${spec.file} › ${spec.title}`;
      if (t.status === 'unexpected') failedNames.push(name);
      if (t.status === 'flaky') flakyNames.push(name);
    }
  }
  for (const child of suite.suites ?? []) walkPlaywright(child);
};
const intFiles = Array.from({ length: intShards }, (_, i) => `api-int-${i + 1}`);
for (const file of ['domain', 'entities', 'api-unit', 'ui', 'api-client', 'web', ...intFiles, 'faults', 'api-deps', 'e2e']) {
  const path = join(results, `${file}.json`);
  if (!existsSync(path)) continue;
  const r = JSON.parse(readFileSync(path, 'utf8'));
  // the names of what failed, so that the last lines of a long run say it (a tier's own output may be cut)
  for (const suite of r.testResults ?? []) {
    const file = String(suite.name ?? '').replace(`${root}/`, '');
    const failedTests = (suite.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failedTests) failedNames.push(`${file} › ${a.fullName}`);
    if (suite.status === 'failed' && failedTests.length === 0) failedNames.push(`${file}: ${String(suite.message ?? '').split('\n').find((l) => l.trim()) ?? 'failed'}`);
  }
  for (const suite of r.suites ?? []) walkPlaywright(suite);
  if (r.stats && 'expected' in r.stats) {
    passed += r.stats.expected + (r.stats.flaky ?? 0);
    failedTests += r.stats.unexpected;
    skipped += r.stats.skipped;
  } else {
    passed += r.numPassedTests ?? 0;
    failedTests += r.numFailedTests ?? 0;
    skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  }
}
console.log('');
for (const name of flakyNames) console.log(`⚠ flaky (passed on its second try): ${name}`);
for (const name of failedNames) console.log(`✕ ${name}`);
if (failed.length) console.log(`Failed steps: ${failed.join(', ')}`);
console.log(`${passed} passed, ${failedTests} failed, ${skipped} skipped`);
process.exit(failed.length ? 1 : 0);
