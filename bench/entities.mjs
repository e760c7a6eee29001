// pnpm bench entities [--rows N] [--seconds N] [--rounds N] [--connections N] [--only city|thirdparty|personnel] [--profile FILE]
// pnpm bench hr [--rows N] …: the personnel list (100,000 rows by default), a name search, against raw pg
// The entity engine's list call against the same SQL sent straight through `pg`, side by side in one run, for
// cities (base data) and third parties (meta-data). A fresh database on DATABASE_URL's server (default: the local
// PostgreSQL) gets the migrations and N rows of each (1,000,000 by default), then in alternating rounds
// autocannon (50 connections) asks for 10-row pages of
//   api   GET /api/base-data/v1/city/getFiltered?searchTerm=…  and  /api/meta-data/v1/thirdparty/getFiltered?…
//         (Karsaz from apps/api/dist: auth, validation, the engine's list statement, the envelope)
//   pg    the same statement (list-sql.ts: the page, its links' titles and the count, compiled by the engine's own
//         compiler) through a pg Pool of the same size behind a bare node:http server (entities-raw.mjs)
// and prints both throughputs, their ratio, p50/p99 latency, the p99 ratio, the CPU time each server's process
// spent per answer, and whether the targets are met (docs/performance.md): api ≥ 0.5 × pg's answers a second,
// api p99 ≤ 2 × pg's p99. The database is dropped at the end.
// --profile FILE: one more round of the API alone under V8's profiler (the measured window only), written to FILE
// (open it in Chrome's DevTools or speedscope) and summarised by bench/profile-top.mjs.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { arg, log, median, requireApi, root, startKarsaz } from './karsaz.mjs';
import { casesOf, refsOf } from './entities-cases.mjs';
import { summarise } from './profile-top.mjs';

const rows = arg('rows', 1_000_000);
const seconds = arg('seconds', 10);
const rounds = arg('rounds', 3);
const connections = arg('connections', 50);
const flag = (name) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : null;
};
const only = flag('only');
const profileFile = flag('profile');
/** The cases run without --only (the HR bench, `pnpm bench hr`, runs the personnel case). */
const DEFAULT_CASES = ['city', 'thirdparty'];
const POOL = 10; // the API's pg pool (apps/api/src/core/database/database.ts)

/** Targets (issue 11, docs/performance.md; the personnel list: issue 12, a third of raw pg). */
const TARGET_RATIO = only === 'personnel' ? 1 / 3 : 0.5;
const TARGET_P99_RATIO = 2;

const { Client } = requireApi('pg');

/** CPU time (ms, user + system) a process has used so far: /proc/<pid>/stat, in clock ticks of 10 ms. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** The raw-pg server of one case, in a child process; answers its base url, pid and close(). */
async function startRaw(entity, dbUrl, refs) {
  const child = spawn(process.execPath, [join(root, 'bench/entities-raw.mjs')], {
    env: { ...process.env, BENCH_CASE: entity, BENCH_DB_URL: dbUrl, BENCH_POOL: String(POOL), BENCH_REFS: JSON.stringify(refs) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (d) => resolve(Number(String(d).trim())));
    child.once('exit', () => reject(new Error('the raw pg server exited')));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    close: () => new Promise((r) => (child.exitCode !== null ? r() : (child.once('exit', r), child.kill('SIGTERM')))),
  };
}

// the API migrates and seeds the fresh database as it starts
const karsaz = await startKarsaz('entities', { profile: !!profileFile });
const { dbUrl } = karsaz;
let raw = null;
try {
  const db = new Client({ connectionString: dbUrl });
  await db.connect();
  const token = karsaz.token;
  // the company the token works in: the personnel case's rows go there
  const company = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).company_id;
  const refs = await refsOf(db, company);
  await db.end();
  const CASES = casesOf(refs, rows);

  const results = [];
  for (const [entity, c] of Object.entries(CASES)) {
    if (only ? only !== entity : !DEFAULT_CASES.includes(entity)) continue;
    log(`inserting ${rows} rows of ${entity}…`);
    const load = new Client({ connectionString: dbUrl });
    await load.connect();
    await load.query(...c.insert);
    // merge the GIN indexes' pending lists and refresh the statistics, as autovacuum would after a bulk load
    await load.query(`VACUUM ANALYZE ${c.table}`);
    await load.end();

    raw = await startRaw(entity, dbUrl, refs);

    // a selective term, different on every request: the number in a row's name, as a person would type it
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
    /** CPU ms a second the process spends with no request at all (the API's timers, queue and heartbeat). */
    const idleRate = async (pid) => {
      const before = cpuMs(pid);
      await new Promise((r) => setTimeout(r, 3000));
      return (cpuMs(pid) - before) / 3000;
    };
    const idle = { api: await idleRate(karsaz.pid), pg: await idleRate(raw.pid) };
    log(`${entity}: idle CPU api ${(idle.api * 1000).toFixed(0)} ms/s, pg ${(idle.pg * 1000).toFixed(0)} ms/s (subtracted from the CPU per answer)`);
    /** One round against a server: autocannon's result and the CPU ms the server's process spent per answer. */
    const round = async (base, path, pid, background, headers) => {
      const before = cpuMs(pid);
      const started = Date.now();
      const r = await measure(base, path, headers);
      r.cpuPerRequest = (cpuMs(pid) - before - background * (Date.now() - started)) / Math.max(1, r.requests.total);
      return r;
    };
    // both answer the same page for the same term (ids, titles and count), or the comparison means nothing
    const probe = term();
    const check = await fetch(`${karsaz.base}${c.path}?searchTerm=${probe}&pageSize=10`, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.json());
    if (!check.isSuccess || !check.value.rowCount) throw new Error(`the API's answer is not a page: ${JSON.stringify(check).slice(0, 300)}`);
    const same = await fetch(`${raw.base}/?searchTerm=${probe}`).then((r) => r.json());
    if (!same.isSuccess || !same.value.rowCount) throw new Error(`the raw server's answer is not a page: ${JSON.stringify(same).slice(0, 300)}`);
    const gist = (v) => JSON.stringify({ rowCount: v.rowCount, ids: v.data.map((r) => r.id) });
    if (gist(check.value) !== gist(same.value)) throw new Error(`the two servers answer different pages: api ${gist(check.value)}, pg ${gist(same.value)}`);
    // a warm-up of each side first (the JIT, the pools, PostgreSQL's caches), not counted
    log(`${entity}: warming up both servers (${Math.min(5, seconds)} s each)…`);
    const warm = (base, path, headers) =>
      new Promise((resolve, reject) =>
        autocannon({ url: base, connections, duration: Math.min(5, seconds), headers, requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, path: `${path}?searchTerm=${term()}&pageSize=10` }) }] }, (err, r) => (err ? reject(err) : resolve(r))),
      );
    await warm(karsaz.base, c.path, { Authorization: `Bearer ${token}` });
    await warm(raw.base, '/');

    const samples = { api: [], pg: [] };
    for (let i = 1; i <= rounds; i++) {
      const a = await round(karsaz.base, c.path, karsaz.pid, idle.api, { Authorization: `Bearer ${token}` });
      samples.api.push(a);
      const p = await round(raw.base, '/', raw.pid, idle.pg);
      samples.pg.push(p);
      log(`${entity} round ${i}/${rounds}: api ${Math.round(a.requests.average)} req/s p99 ${a.latency.p99} ms (non-2xx ${a.non2xx}), pg ${Math.round(p.requests.average)} req/s p99 ${p.latency.p99} ms; ratio ${(a.requests.average / p.requests.average).toFixed(2)}`);
    }
    await raw.close();
    raw = null;

    if (karsaz.profiler) {
      log(`${entity}: profiling the API for ${seconds}s…`);
      await karsaz.profiler.start();
      await measure(karsaz.base, c.path, { Authorization: `Bearer ${token}` });
      const profile = await karsaz.profiler.stop();
      const file = only ? profileFile : profileFile.replace(/(\.cpuprofile)?$/, `-${entity}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      console.log(`CPU profile of the API under ${entity} getFiltered: ${file}\n${summarise(profile, 25)}\n`);
    }

    const sum = (k) => ({
      rps: median(samples[k].map((x) => x.requests.average)),
      p50: median(samples[k].map((x) => x.latency.p50)),
      p99: median(samples[k].map((x) => x.latency.p99)),
      cpu: median(samples[k].map((x) => x.cpuPerRequest)),
      errors: samples[k].reduce((t, x) => t + x.errors + x.timeouts + x.non2xx, 0),
      // each round's own ratio, against the pg round right after it (the machine's load drifts between rounds)
      ratio: k === 'api' ? median(samples.api.map((x, i) => x.requests.average / samples.pg[i].requests.average)) : 1,
      p99Ratio: k === 'api' ? median(samples.api.map((x, i) => x.latency.p99 / Math.max(1, samples.pg[i].latency.p99))) : 1,
    });
    results.push({ entity, api: sum('api'), pg: sum('pg') });
  }

  for (const r of results) {
    console.log(`${r.entity} getFiltered, ${rows} rows, a 10-row page with a search term and rowCount; ${rounds} alternating rounds of ${seconds}s at ${connections} connections (medians):`);
    for (const k of ['api', 'pg']) {
      const v = r[k];
      console.log(`  ${k.padEnd(4)} ${String(Math.round(v.rps)).padStart(6)} req/s   p50 ${String(v.p50).padStart(4)} ms   p99 ${String(v.p99).padStart(4)} ms   CPU ${v.cpu.toFixed(2)} ms/answer   errors ${v.errors}`);
    }
    const okRatio = r.api.ratio >= TARGET_RATIO;
    const okP99 = r.api.p99Ratio <= TARGET_P99_RATIO;
    console.log(`  api / pg        = ${r.api.ratio.toFixed(3)}  (target ≥ ${TARGET_RATIO}: ${okRatio ? 'met' : 'NOT met'})`);
    console.log(`  api p99 / pg p99 = ${r.api.p99Ratio.toFixed(2)}  (target ≤ ${TARGET_P99_RATIO}: ${okP99 ? 'met' : 'NOT met'})`);
    console.log(`  CPU per answer: api ${r.api.cpu.toFixed(2)} ms, pg ${r.pg.cpu.toFixed(2)} ms`);
  }
} finally {
  await raw?.close();
  await karsaz.close();
}
