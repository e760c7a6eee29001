// pnpm bench entities [--rows N] [--seconds N] [--rounds N] [--connections N] [--only city|thirdparty]
// The entity engine's list call against the same SQL sent straight through `pg`, side by side in one run, for
// cities (base data) and third parties (meta-data). A fresh database on DATABASE_URL's server (default: the local
// PostgreSQL) gets the migrations and N rows of each (1,000,000 by default), then in alternating rounds
// autocannon (50 connections) asks for 10-row pages of
//   api   GET /api/base-data/v1/city/getFiltered?searchTerm=…  and  /api/meta-data/v1/thirdparty/getFiltered?…
//         (Karsaz from apps/api/dist: auth, validation, the engine's Prisma queries, the envelope)
//   pg    the same statements the engine runs (the page, the linked rows, the count) through a pg Pool of the
//         same size behind a bare node:http server
// and prints both throughputs, their ratio and p50/p99 latency. The database is dropped at the end.
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import { arg, log, requireApi, startKarsaz } from './karsaz.mjs';

const rows = arg('rows', 1_000_000);
const seconds = arg('seconds', 10);
const rounds = arg('rounds', 3);
const connections = arg('connections', 50);
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? process.argv[onlyAt + 1] : null;
const POOL = 10; // the API's pg pool (apps/api/src/core/database/database.ts)

const { Client, Pool } = requireApi('pg');

// the API migrates and seeds the fresh database as it starts
const karsaz = await startKarsaz('entities');
const { dbUrl } = karsaz;
const api = { base: karsaz.base };
let raw;
try {
  const db = new Client({ connectionString: dbUrl });
  await db.connect();
  const { rows: [province] } = await db.query('SELECT id FROM province ORDER BY id LIMIT 1');
  await db.end();

  /**
   * What is measured, per entity: how its rows are made, its list path, and the statements the engine sends for
   * one page (the rows, the linked rows Prisma's include reads, the count), the same in both servers.
   */
  const CASES = {
    city: {
      path: '/api/base-data/v1/city/getFiltered',
      insert: [
        `INSERT INTO city (code, name_fa, name_en, province_id, phone_prefix, updated_at)
         SELECT 'B' || i, 'شهر نمونهٔ ' || i, 'Sample city ' || i, $1, '0' || (10 + i % 89), now() FROM generate_series(1, $2::int) AS i`,
        [province.id, rows],
      ],
      table: 'city',
      async page(pool, like) {
        const where = `(name_fa ILIKE $1 OR name_en ILIKE $1 OR code ILIKE $1)`;
        const [page, count] = await Promise.all([
          pool.query(`SELECT id, code, name_fa, name_en, province_id, phone_prefix, is_active, version, created_at, created_by, updated_at, updated_by FROM city WHERE ${where} ORDER BY name_fa ASC, id ASC LIMIT 10 OFFSET 0`, [like]),
          pool.query(`SELECT COUNT(*)::int AS n FROM city WHERE ${where}`, [like]),
        ]);
        const ids = [...new Set(page.rows.map((r) => r.province_id))];
        const provinces = ids.length ? (await pool.query('SELECT id, name_fa FROM province WHERE id = ANY($1)', [ids])).rows : [];
        return { data: page.rows.map((r) => ({ ...r, province: provinces.find((p) => p.id === r.province_id) })), rowCount: count.rows[0].n };
      },
    },
    thirdparty: {
      path: '/api/meta-data/v1/thirdparty/getFiltered',
      // persons and companies, a tenth of them suppliers, each with its organisation code and mobile number
      insert: [
        `INSERT INTO third_party (kind, first_name, last_name, company_name, full_name, organization_code, mobile_number, is_supplier, is_employer, updated_at)
         SELECT CASE WHEN i % 5 = 0 THEN 2 ELSE 1 END,
                CASE WHEN i % 5 = 0 THEN NULL ELSE 'نام' || i END, CASE WHEN i % 5 = 0 THEN NULL ELSE 'خانواده' END,
                CASE WHEN i % 5 = 0 THEN 'شرکت ' || i END,
                CASE WHEN i % 5 = 0 THEN 'شرکت ' || i ELSE 'نام' || i || ' خانواده' END,
                'T' || i, '0935' || lpad(i::text, 7, '0'), i % 10 = 0, i % 7 = 0, now()
         FROM generate_series(1, $1::int) AS i`,
        [rows],
      ],
      table: 'third_party',
      async page(pool, like) {
        const where = `(full_name ILIKE $1 OR organization_code ILIKE $1 OR national_code ILIKE $1 OR national_id ILIKE $1 OR mobile_number ILIKE $1)`;
        const [page, count] = await Promise.all([
          pool.query(`SELECT * FROM third_party WHERE ${where} ORDER BY full_name ASC, id ASC LIMIT 10 OFFSET 0`, [like]),
          pool.query(`SELECT COUNT(*)::int AS n FROM third_party WHERE ${where}`, [like]),
        ]);
        const kinds = async (table, col) => {
          const ids = [...new Set(page.rows.map((r) => r[col]).filter((v) => v !== null))];
          return ids.length ? (await pool.query(`SELECT id, name_fa FROM ${table} WHERE id = ANY($1)`, [ids])).rows : [];
        };
        const [activities, guilds] = await Promise.all([kinds('activity_type', 'activity_type_id'), kinds('guild_type', 'guild_type_id')]);
        const data = page.rows.map((r) => ({ ...r, activityType: activities.find((a) => a.id === r.activity_type_id) ?? null, guildType: guilds.find((g) => g.id === r.guild_type_id) ?? null }));
        return { data, rowCount: count.rows[0].n };
      },
    },
  };

  const token = karsaz.token;

  const results = [];
  for (const [entity, c] of Object.entries(CASES)) {
    if (only && only !== entity) continue;
    log(`inserting ${rows} rows of ${entity}…`);
    const load = new Client({ connectionString: dbUrl });
    await load.connect();
    await load.query(...c.insert);
    // merge the GIN indexes' pending lists and refresh the statistics, as autovacuum would after a bulk load
    await load.query(`VACUUM ANALYZE ${c.table}`);
    await load.end();

    const pool = new Pool({ connectionString: dbUrl, max: POOL });
    raw = createServer((req, res) =>
      (async () => {
        const term = decodeURIComponent(new URL(req.url, 'http://x').searchParams.get('searchTerm') ?? '');
        const value = await c.page(pool, `%${term.replace(/[\\%_]/g, '\\$&')}%`);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ isSuccess: true, value }));
      })().catch((err) => {
        res.statusCode = 500;
        res.end(String(err.message));
      }),
    );
    await new Promise((r) => raw.listen(0, '127.0.0.1', r));
    const rawBase = `http://127.0.0.1:${raw.address().port}`;

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
    const check = await fetch(`${api.base}${c.path}?searchTerm=${term()}&pageSize=10`, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.json());
    if (!check.isSuccess || !check.value.rowCount) throw new Error(`the API's answer is not a page: ${JSON.stringify(check).slice(0, 300)}`);

    const samples = { api: [], pg: [] };
    for (let round = 1; round <= rounds; round++) {
      const a = await measure(api.base, c.path, { Authorization: `Bearer ${token}` });
      samples.api.push(a);
      const p = await measure(rawBase, '/');
      samples.pg.push(p);
      log(`${entity} round ${round}/${rounds}: api ${Math.round(a.requests.average)} req/s (non-2xx ${a.non2xx}), pg ${Math.round(p.requests.average)} req/s`);
    }
    await new Promise((r) => raw.close(r));
    raw = null;
    await pool.end();

    const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
    const sum = (k) => ({
      rps: median(samples[k].map((x) => x.requests.average)),
      p50: median(samples[k].map((x) => x.latency.p50)),
      p99: median(samples[k].map((x) => x.latency.p99)),
      errors: samples[k].reduce((t, x) => t + x.errors + x.timeouts + x.non2xx, 0),
    });
    results.push({ entity, api: sum('api'), pg: sum('pg') });
  }

  for (const r of results) {
    console.log(`${r.entity} getFiltered, ${rows} rows, a 10-row page with a search term and rowCount; ${rounds} alternating rounds of ${seconds}s at ${connections} connections (medians):`);
    for (const k of ['api', 'pg']) {
      const v = r[k];
      console.log(`  ${k.padEnd(4)} ${String(Math.round(v.rps)).padStart(6)} req/s   p50 ${String(v.p50).padStart(4)} ms   p99 ${String(v.p99).padStart(4)} ms   errors ${v.errors}`);
    }
    console.log(`  api / pg = ${(r.api.rps / r.pg.rps).toFixed(3)}  (target ≥ 0.333; p99 target < 50 ms)`);
  }
} finally {
  raw?.close();
  await karsaz.close();
}
