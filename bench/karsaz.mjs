// What every API benchmark starts with: a fresh database on DATABASE_URL's server (default: the local PostgreSQL),
// Karsaz from apps/api/dist started on it (it migrates and seeds the database as it starts), and the administrator
// signed in. `close()` stops the server and drops the database. HR's, stock's and payroll's benchmarks reuse it.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const requireApi = createRequire(join(root, 'apps/api/package.json'));
const { Client } = requireApi('pg');

/** `--name N` from the command line, or the default. */
export const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
export const log = (s) => process.stderr.write(`${s}\n`);
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** seconds of milliseconds, two places */
export const seconds = (ms) => (ms / 1000).toFixed(2);

/**
 * `rounds` rounds of every target (each answering `{ ms }`), the order turned by one each round so that a change in
 * the machine's load falls on all alike; answers each target's times in rounds' order.
 */
export async function alternatingRounds(targets, rounds) {
  const names = Object.keys(targets);
  const samples = Object.fromEntries(names.map((k) => [k, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const k of names.map((_, i) => names[(i + round) % names.length])) samples[k].push((await targets[k]()).ms);
    log(`round ${round}/${rounds}: ${names.map((k) => `${k} ${seconds(samples[k].at(-1))} s`).join(', ')}`);
  }
  return samples;
}

/**
 * Starts Karsaz on a database of its own named `karsaz_bench_<tag>_<time>`; answers its base url, the database
 * url, the administrator's bearer header and company, and close(). With `{ profile: true }` the server runs under the
 * inspector (loopback, a free port) and `profiler.start()` / `profiler.stop()` record a V8 CPU profile of just
 * the measured window (what `node --cpu-prof` records, without the start-up's migrations and seed).
 */
export async function startKarsaz(tag, { profile = false } = {}) {
  const server = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
  const name = `karsaz_bench_${tag}_${Date.now()}`;
  const u = new URL(server);
  u.pathname = `/${name}`;
  const dbUrl = u.toString();
  const admin = new Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  let child;
  const close = async () => {
    if (child && child.exitCode === null) await new Promise((r) => { child.once('exit', r); child.kill('SIGTERM'); });
    // BENCH_KEEP_DB=1 leaves the database for a look at its plans (EXPLAIN) afterwards
    if (process.env.BENCH_KEEP_DB === '1') return console.log(`kept the database ${name}`);
    const c = new Client({ connectionString: server });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.end();
  };
  try {
    const port = 3700 + Math.floor(Math.random() * 190);
    const env = { ...process.env, DATABASE_URL: dbUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'production', KARSAZ_DATA_DIR: mkdtempSync(join(tmpdir(), 'karsaz-bench-')), RATE_LIMIT_PREFIX: `bench:${Date.now()}` };
    const args = profile ? ['--inspect=127.0.0.1:0', join(root, 'apps/api/dist/main.js')] : [join(root, 'apps/api/dist/main.js')];
    child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', profile ? 'pipe' : 'inherit'] });
    const inspectorUrl = profile ? inspectorOf(child) : null;
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      await new Promise((r) => setTimeout(r, 250));
      if (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5000) }).then((r) => r.ok, () => false)) break;
      if (child.exitCode !== null || i > 480) throw new Error('Karsaz did not start; build it first (pnpm start or pnpm test)');
    }
    const login = await fetch(`${base}/api/identity/user/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobileNumber: process.env.KARSAZ_ADMIN_MOBILE || '09120000000', password: process.env.KARSAZ_ADMIN_PASSWORD || 'karsaz-demo-1404' }),
    }).then((r) => r.json());
    if (!login.isSuccess) throw new Error(`the administrator could not sign in: ${login.message}`);
    const profiler = inspectorUrl ? await connectProfiler(await inspectorUrl) : null;
    // the company the administrator signs in to: where a bench makes its rows
    const companyId = JSON.parse(Buffer.from(login.value.access_token.split('.')[1], 'base64url').toString()).company_id;
    return { base, dbUrl, auth: { Authorization: `Bearer ${login.value.access_token}` }, token: login.value.access_token, companyId, close: async () => (profiler?.close(), close()), profiler, pid: child.pid };
  } catch (err) {
    await close();
    throw err;
  }
}

/** The inspector's WebSocket address, as the child prints it on stderr (the rest of stderr passes through). */
function inspectorOf(child) {
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stderr.on('data', (chunk) => {
      const text = String(chunk);
      const m = /Debugger listening on (ws:\/\/\S+)/.exec((seen += text));
      if (m) resolve(m[1]);
      if (!/Debugger listening|For help, see|Debugger attached|Waiting for the debugger/.test(text)) process.stderr.write(text);
    });
    child.once('exit', () => reject(new Error('Karsaz exited before its inspector listened')));
  });
}

/** Profiler.start/stop over the inspector protocol (the `ws` client the API already depends on). */
async function connectProfiler(url) {
  const WebSocket = requireApi('ws');
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => (socket.once('open', resolve), socket.once('error', reject)));
  let next = 1;
  const waiting = new Map();
  socket.on('message', (raw) => {
    const m = JSON.parse(String(raw));
    if (m.id && waiting.has(m.id)) (waiting.get(m.id)(m), waiting.delete(m.id));
  });
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = next++;
      waiting.set(id, (m) => (m.error ? reject(new Error(m.error.message)) : resolve(m.result)));
      socket.send(JSON.stringify({ id, method, params }));
    });
  await call('Profiler.enable');
  // 1 ms between samples, as --cpu-prof-interval's default
  await call('Profiler.setSamplingInterval', { interval: 1000 });
  return {
    start: () => call('Profiler.start'),
    stop: async () => (await call('Profiler.stop')).profile,
    close: () => socket.close(),
  };
}
