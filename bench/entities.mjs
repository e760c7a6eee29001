// pnpm bench entities [--rows N] [--seconds N] [--rounds N] [--connections N]
// The entity engine's list call against the same SQL sent straight through `pg`, side by side in one run.
// A fresh database on DATABASE_URL's server (default: the local PostgreSQL) gets the migrations and N cities
// (1,000,000 by default), then in alternating rounds autocannon (50 connections) asks for 10-row pages of
//   api   GET /api/base-data/v1/city/getFiltered?searchTerm=…   (Karsaz from apps/api/dist: auth, validation,
//         the engine's Prisma queries, the envelope)
//   pg    the same three statements the engine runs (the page, the linked provinces, the count) through a pg
//         Pool of the same size behind a bare node:http server
// and prints both throughputs, their ratio and p50/p99 latency. The database is dropped at the end.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const rows = arg('rows', 1_000_000);
const seconds = arg('seconds', 10);
const rounds = arg('rounds', 3);
const connections = arg('connections', 50);
const POOL = 10; // the API's pg pool (apps/api/src/core/database/database.ts)

const requireApi = createRequire(join(root, 'apps/api/package.json'));
const { Client, Pool } = requireApi('pg');

const server = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const name = `karsaz_bench_${Date.now()}`;
const dbUrl = (() => {
  const u = new URL(server);
  u.pathname = `/${name}`;
  return u.toString();
})();
const admin = new Client({ connectionString: server });
await admin.connect();
await admin.query(`CREATE DATABASE "${name}"`);
await admin.end();
const log = (s) => process.stderr.write(`${s}\n`);

let api;
let raw;
try {
  // the API migrates and seeds the fresh database as it starts
  const port = 3800 + Math.floor(Math.random() * 90);
  const env = { ...process.env, DATABASE_URL: dbUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'production', KARSAZ_DATA_DIR: mkdtempSync(join(tmpdir(), 'karsaz-bench-')), RATE_LIMIT_PREFIX: `bench:${Date.now()}` };
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  api = { base: `http://127.0.0.1:${port}`, close: () => new Promise((r) => { child.once('exit', r); child.kill('SIGTERM'); }) };
  for (let i = 0; ; i++) {
    await new Promise((r) => setTimeout(r, 250));
    if (await fetch(`${api.base}/api/health`, { signal: AbortSignal.timeout(5000) }).then((r) => r.ok, () => false)) break;
    if (child.exitCode !== null || i > 480) throw new Error('Karsaz did not start; build it first (pnpm start or pnpm test)');
  }

  log(`inserting ${rows} cities…`);
  const db = new Client({ connectionString: dbUrl });
  await db.connect();
  const { rows: [province] } = await db.query('SELECT id FROM province ORDER BY id LIMIT 1');
  await db.query(
    `INSERT INTO city (code, name_fa, name_en, province_id, phone_prefix, updated_at)
     SELECT 'B' || i, 'شهر نمونهٔ ' || i, 'Sample city ' || i, $1, '0' || (10 + i % 89), now() FROM generate_series(1, $2::int) AS i`,
    [province.id, rows],
  );
  // merge the GIN indexes' pending lists and refresh the statistics, as autovacuum would after a bulk load
  await db.query('VACUUM ANALYZE city');
  await db.end();

  const login = await fetch(`${api.base}/api/identity/user/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobileNumber: process.env.KARSAZ_ADMIN_MOBILE || '09120000000', password: process.env.KARSAZ_ADMIN_PASSWORD || 'karsaz-demo-1404' }),
  }).then((r) => r.json());
  const token = login.value.access_token;

  // the engine's statements for one page: rows, their provinces (Prisma's include), the count
  const pool = new Pool({ connectionString: dbUrl, max: POOL });
  const where = `(name_fa ILIKE $1 OR name_en ILIKE $1 OR code ILIKE $1)`;
  raw = createServer((req, res) =>
    answer(req, res).catch((err) => {
      res.statusCode = 500;
      res.end(String(err.message));
    }),
  );
  async function answer(req, res) {
    const term = decodeURIComponent(new URL(req.url, 'http://x').searchParams.get('searchTerm') ?? '');
    const like = `%${term.replace(/[\\%_]/g, '\\$&')}%`;
    const [page, count] = await Promise.all([
      pool.query(`SELECT id, code, name_fa, name_en, province_id, phone_prefix, is_active, version, created_at, created_by, updated_at, updated_by FROM city WHERE ${where} ORDER BY name_fa ASC, id ASC LIMIT 10 OFFSET 0`, [like]),
      pool.query(`SELECT COUNT(*)::int AS n FROM city WHERE ${where}`, [like]),
    ]);
    const ids = [...new Set(page.rows.map((r) => r.province_id))];
    const provinces = ids.length ? (await pool.query('SELECT id, name_fa FROM province WHERE id = ANY($1)', [ids])).rows : [];
    const data = page.rows.map((r) => ({ ...r, province: provinces.find((p) => p.id === r.province_id) }));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ isSuccess: true, value: { data, rowCount: count.rows[0].n } }));
  }
  await new Promise((r) => raw.listen(0, '127.0.0.1', r));
  const rawBase = `http://127.0.0.1:${raw.address().port}`;

  // a selective term, different on every request: the number in a city's name, as a person would type it
  // (a word that every row holds, such as «نمونهٔ», makes any index read every row: that is not a search)
  let n = 0;
  const term = () => encodeURIComponent(String(10000 + ((n++ * 7919) % (rows - 10000))));
  const measure = (base, path, headers = {}) =>
    new Promise((resolve, reject) =>
      autocannon(
        { url: base, connections, duration: seconds, headers, requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: `${path}?searchTerm=${term()}&pageSize=10` }) }] },
        (err, r) => (err ? reject(err) : resolve(r)),
      ),
    );
  const check = await fetch(`${api.base}/api/base-data/v1/city/getFiltered?searchTerm=${term()}&pageSize=10`, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.json());
  if (!check.isSuccess || !check.value.rowCount) throw new Error(`the API's answer is not a page: ${JSON.stringify(check).slice(0, 300)}`);

  const samples = { api: [], pg: [] };
  for (let round = 1; round <= rounds; round++) {
    const a = await measure(api.base, '/api/base-data/v1/city/getFiltered', { Authorization: `Bearer ${token}` });
    samples.api.push(a);
    const p = await measure(rawBase, '/');
    samples.pg.push(p);
    log(`round ${round}/${rounds}: api ${Math.round(a.requests.average)} req/s (non-2xx ${a.non2xx}), pg ${Math.round(p.requests.average)} req/s`);
  }
  await new Promise((r) => raw.close(r));
  raw = null;
  await pool.end();

  const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  const sum = (k) => ({
    rps: median(samples[k].map((s) => s.requests.average)),
    p50: median(samples[k].map((s) => s.latency.p50)),
    p99: median(samples[k].map((s) => s.latency.p99)),
    errors: samples[k].reduce((t, s) => t + s.errors + s.timeouts + s.non2xx, 0),
  });
  const s = { api: sum('api'), pg: sum('pg') };
  console.log(`city getFiltered, ${rows} rows, a 10-row page with a search term and rowCount; ${rounds} alternating rounds of ${seconds}s at ${connections} connections (medians):`);
  for (const [k, v] of Object.entries(s)) {
    console.log(`  ${k.padEnd(4)} ${String(Math.round(v.rps)).padStart(6)} req/s   p50 ${String(v.p50).padStart(4)} ms   p99 ${String(v.p99).padStart(4)} ms   errors ${v.errors}`);
  }
  console.log(`  api / pg = ${(s.api.rps / s.pg.rps).toFixed(3)}  (target ≥ 0.333; p99 target < 50 ms)`);
} finally {
  await api?.close();
  raw?.close();
  const c = new Client({ connectionString: server });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await c.end();
}
