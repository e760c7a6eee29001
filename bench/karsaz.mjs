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

/**
 * Starts Karsaz on a database of its own named `karsaz_bench_<tag>_<time>`; answers its base url, the database
 * url, the administrator's bearer header, and close().
 */
export async function startKarsaz(tag) {
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
    const c = new Client({ connectionString: server });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.end();
  };
  try {
    const port = 3700 + Math.floor(Math.random() * 190);
    const env = { ...process.env, DATABASE_URL: dbUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'production', KARSAZ_DATA_DIR: mkdtempSync(join(tmpdir(), 'karsaz-bench-')), RATE_LIMIT_PREFIX: `bench:${Date.now()}` };
    child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
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
    return { base, dbUrl, auth: { Authorization: `Bearer ${login.value.access_token}` }, token: login.value.access_token, close };
  } catch (err) {
    await close();
    throw err;
  }
}
