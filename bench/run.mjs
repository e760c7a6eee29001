// pnpm bench [--seconds N] [--rounds N]            the HTTP pipeline (below)
// pnpm bench entities [--rows N] [--seconds N] …    the entity engine's list against raw pg (entities.mjs)
// pnpm bench hr [--rows N] [--seconds N] …             the personnel list with a name search against raw pg (entities.mjs)
// pnpm bench import [--rows N] [--rounds N]         the Excel import of 10,000 cities against one pg INSERT (import.mjs)
// pnpm bench web [--rounds N]                       the SPA's first loads and the dashboard's first paint (web.mjs)
// pnpm bench warehouse [--rows N] [--rounds N] …   stock valued at a date and a product's balance against raw pg (warehouse.mjs)
// pnpm bench contracting [--contracts N] [--items N] [--statements N] …   a progress statement's save against raw pg (contracting.mjs)
// pnpm bench attendance [--people N] [--rounds N] [--year Y --month M] …   a month of attendance for 5,000 people against the in-process floor (attendance.mjs)
// pnpm bench payroll [--people N] [--rounds N] [--year Y --month M] …   a month's payroll for 5,000 people against the calculator alone (payroll.mjs)
// pnpm bench finance [--lines N] [--rounds N]      the trial balance at a date over 1,000,000 voucher lines against raw pg (finance.mjs)
// pnpm bench rescue [--vehicles N] [--rounds N] [--points N]   the nearby search over 100,000 rescue vehicles against raw pg (rescue.mjs)
// The cost of Karsaz's HTTP pipeline, measured side by side in one run (this machine is shared, so absolute
// numbers drift; ratios between targets measured in alternating rounds do not). Targets:
//   bare     a plain Fastify route answering a small JSON object (the floor)
//   envelope Karsaz answering an unknown route: Nest, helmet, the request id, the envelope and the i18n message
//   health   Karsaz's /api/health: a database query, a queue ping and a storage check per request
// Karsaz runs from apps/api/dist (built by `pnpm start` or the tests) on DATABASE_URL/REDIS_URL when set, else on
// its embedded defaults.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

if (process.argv[2] === 'entities') {
  await import('./entities.mjs');
  process.exit(0);
}
if (process.argv[2] === 'hr') {
  // the HR core's heavy list: personnel searched by name, 100,000 of them unless --rows says otherwise
  if (!process.argv.includes('--rows')) process.argv.push('--rows', '100000');
  process.argv.push('--only', 'personnel');
  await import('./entities.mjs');
  process.exit(0);
}
if (process.argv[2] === 'import') {
  await import('./import.mjs');
  process.exit(process.exitCode ?? 0);
}
if (process.argv[2] === 'warehouse') {
  await import('./warehouse.mjs');
  process.exit(process.exitCode ?? 0);
}
if (process.argv[2] === 'contracting') {
  await import('./contracting.mjs');
  process.exit(process.exitCode ?? 0);
}
if (process.argv[2] === 'attendance') {
  await import('./attendance.mjs');
  process.exit(process.exitCode ?? 0);
}
if (process.argv[2] === 'finance') {
  await import('./finance.mjs');
  process.exit(process.exitCode ?? 0);
}
if (process.argv[2] === 'rescue') {
  await import('./rescue.mjs');
  process.exit(process.exitCode ?? 0);
}
if (process.argv[2] === 'payroll') {
  await import('./payroll.mjs');
  process.exit(process.exitCode ?? 0);
}
if (process.argv[2] === 'web') {
  await import('./web.mjs');
  process.exit(0);
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const seconds = arg('seconds', 5);
const rounds = arg('rounds', 3);

const requireApi = createRequire(join(root, 'apps/api/package.json'));
const Fastify = requireApi('fastify');

async function startBare() {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ isSuccess: true, value: { ok: true } }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${app.server.address().port}/bare`, close: () => app.close() };
}

async function startKarsaz() {
  const port = 3900 + Math.floor(Math.random() * 90);
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'production', KARSAZ_DATA_DIR: mkdtempSync(join(tmpdir(), 'karsaz-bench-')) };
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    await new Promise((r) => setTimeout(r, 250));
    const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (child.exitCode !== null) throw new Error('Karsaz exited; build it first (pnpm start or pnpm test)');
  }
  return { base, close: () => new Promise((r) => { child.once('exit', r); child.kill('SIGTERM'); }) };
}

function measure(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 16, duration: seconds, pipelining: 1 }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

const bare = await startBare();
const karsaz = await startKarsaz();
const targets = { bare: bare.url, envelope: `${karsaz.base}/api/no-such-route`, health: `${karsaz.base}/api/health` };
const samples = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
try {
  for (let round = 1; round <= rounds; round++) {
    for (const [name, url] of Object.entries(targets)) {
      const r = await measure(url);
      samples[name].push({ rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx });
    }
    process.stderr.write(`round ${round}/${rounds} done\n`);
  }
} finally {
  await bare.close();
  await karsaz.close();
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const summary = Object.fromEntries(Object.entries(samples).map(([k, s]) => [k, { rps: median(s.map((x) => x.rps)), p99: median(s.map((x) => x.p99)), errors: s.reduce((a, x) => a + x.errors, 0) }]));
console.log(`HTTP pipeline, ${rounds} alternating rounds of ${seconds}s, 16 connections (medians):`);
for (const [k, v] of Object.entries(summary)) {
  console.log(`  ${k.padEnd(9)} ${String(Math.round(v.rps)).padStart(7)} req/s   p99 ${String(v.p99).padStart(4)} ms   errors ${v.errors}`);
}
console.log('ratios (throughput relative to bare Fastify):');
console.log(`  envelope / bare = ${(summary.envelope.rps / summary.bare.rps).toFixed(3)}`);
console.log(`  health   / bare = ${(summary.health.rps / summary.bare.rps).toFixed(3)}`);
console.log(`  health   / envelope = ${(summary.health.rps / summary.envelope.rps).toFixed(3)}`);
