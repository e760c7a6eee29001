// pnpm bench warehouse [--rows N] [--rounds N] [--probes N]
// The warehouse's stock reports (issue 13): "valuation of every product at a date over 1,000,000 ledger rows in
// under 2 s, and a product's balance in under 5 ms", each beside the raw SQL doing the same work, measured side by
// side in one run (the machine is shared: ratios of targets measured in alternating rounds hold, absolute numbers
// drift). A fresh database on DATABASE_URL's server (default: the local PostgreSQL) is migrated and seeded by
// Karsaz itself (apps/api/dist, on REDIS_URL when set); then, in the administrator's company, 10,000 products × 2
// warehouses (20,000 pairs) get N stock_move rows (1,000,000 by default) over the last 365 days, one INSERT … SELECT
// generate_series: receipts and issues alternating per pair, each pair's seq increasing with its dates, qty_after
// and value_after the running sums of its moves, rows appended in date order as posting appends them; a
// stock_balance row per pair (its last move's balance), two posted documents referenced by every move, VACUUM
// ANALYZE. Each round (after one warm-up round, not counted), in alternating order:
//   valuation  GET /api/warehouse/v1/report/inventoryValuation?date=<the middle of the year>&pageSize=20 (the first
//              page and the totals over every pair) through Karsaz, against through pg
//                pg report  the report's own statement (reports.ts), the same parameters
//                pg total   the plain total: one probe a pair for its last move on or before the day, summed
//   balance    GET …/report/productBalance?productId=… (now: the balance rows) and …&date=… (the ledger at a day's
//              end) through Karsaz, against the same statements through pg; --probes products (50) a round, each
//              asked both ways
// and prints the median ms of each (the balance's p95 too), the median of each round's ratio Karsaz / raw, and PASS
// or FAIL against the goals (valuation < 2 s, balance < 5 ms, Karsaz's medians). Before measuring, Karsaz's total
// and row count must equal pg's (and a DISTINCT ON over the whole ledger's), its first page the report statement's,
// and its balances pg's; otherwise, or when a goal is missed, the exit code is 1. The database is dropped at the end
// (BENCH_KEEP_DB=1 keeps it for EXPLAIN).
import { arg, log, median, requireApi, startKarsaz } from './karsaz.mjs';

const rows = arg('rows', 1_000_000);
const rounds = arg('rounds', 5);
const probes = arg('probes', 50);
const PRODUCTS = 10_000;
const WAREHOUSES = 2;
const DAYS = 365;
const GOAL_VALUATION_MS = 2000;
const GOAL_BALANCE_MS = 5;

const { Client } = requireApi('pg');

/** A decimal's text as the API answers it ("14.0000" → "14", "-3.50" → "-3.5", none → "0"). */
const canonical = (v) => {
  if (v === null || v === undefined) return '0';
  let s = String(v);
  if (s.includes('.')) s = s.replace(/0+$/, '').replace(/\.$/, '');
  return s === '-0' ? '0' : s;
};
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];
const ms = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));

// the report's statements, as apps/api/src/modules/warehouse/reports.ts sends them with no filter (keep in step)
const VALUATION_SQL = `WITH at AS (
         SELECT b.product_id, b.warehouse_id, m.qty_after, m.value_after
           FROM stock_balance b JOIN product p ON p.id = b.product_id
           CROSS JOIN LATERAL (
             SELECT s.qty_after, s.value_after FROM stock_move s
              WHERE s.company_id = b.company_id AND s.product_id = b.product_id AND s.warehouse_id = b.warehouse_id AND s.move_date <= $2::date
              ORDER BY s.move_date DESC, s.seq DESC LIMIT 1) m
          WHERE b.company_id = $1 AND (m.qty_after <> 0 OR m.value_after <> 0))
       SELECT count(*) OVER ()::int AS "rowCount", (sum(at.value_after) OVER ())::text AS "totalValue",
              p.id AS "productId", p.code AS "productCode", p.name AS "productName", mu.name_fa AS "measureUnit",
              w.id AS "warehouseId", w.name AS "warehouseName", at.qty_after::text AS quantity, at.value_after::text AS value,
              CASE WHEN at.qty_after = 0 THEN NULL ELSE round(at.value_after / at.qty_after, 4)::text END AS "unitCost"
         FROM at JOIN product p ON p.id = at.product_id JOIN warehouse w ON w.id = at.warehouse_id LEFT JOIN measure_unit mu ON mu.id = p.measure_unit_id
        ORDER BY p.code, w.code LIMIT $3 OFFSET $4`;
/** The same total by hand: each pair's last move on or before the day (one backward index probe), summed. */
const TOTAL_SQL = `SELECT count(*)::int AS "rowCount", sum(m.value_after)::text AS "totalValue"
  FROM stock_balance b CROSS JOIN LATERAL (
    SELECT s.qty_after, s.value_after FROM stock_move s
     WHERE s.company_id = b.company_id AND s.product_id = b.product_id AND s.warehouse_id = b.warehouse_id AND s.move_date <= $2::date
     ORDER BY s.move_date DESC, s.seq DESC LIMIT 1) m
 WHERE b.company_id = $1 AND (m.qty_after <> 0 OR m.value_after <> 0)`;
/** An independent check of the total (not timed): the whole ledger up to the day, the last row of each pair. */
const CHECK_SQL = `SELECT count(*)::int AS "rowCount", sum(value_after)::text AS "totalValue" FROM (
  SELECT DISTINCT ON (product_id, warehouse_id) qty_after, value_after FROM stock_move
   WHERE company_id = $1 AND move_date <= $2::date ORDER BY product_id, warehouse_id, move_date DESC, seq DESC) x
 WHERE qty_after <> 0 OR value_after <> 0`;
const BALANCE_NOW_SQL = `SELECT b.warehouse_id AS "warehouseId", w.name AS "warehouseName", b.quantity::text AS quantity, b.value::text AS value
             FROM stock_balance b JOIN warehouse w ON w.id = b.warehouse_id
            WHERE b.company_id = $1 AND b.product_id = $2  ORDER BY w.code`;
const BALANCE_AT_SQL = `SELECT b.warehouse_id AS "warehouseId", w.name AS "warehouseName", coalesce(m.qty_after, 0)::text AS quantity, coalesce(m.value_after, 0)::text AS value
             FROM stock_balance b JOIN warehouse w ON w.id = b.warehouse_id
             LEFT JOIN LATERAL (SELECT s.qty_after, s.value_after FROM stock_move s
                                 WHERE s.company_id = b.company_id AND s.product_id = b.product_id AND s.warehouse_id = b.warehouse_id AND s.move_date <= $3::date
                                 ORDER BY s.move_date DESC, s.seq DESC LIMIT 1) m ON true
            WHERE b.company_id = $1 AND b.product_id = $2  ORDER BY w.code`;

/** Loads the ledger: products, warehouses, two documents, `rows` moves, the balances; answers the ids and dates. */
async function load(db, companyId) {
  const products = Math.max(1, Math.min(PRODUCTS, Math.floor(rows / (WAREHOUSES * 5))));
  const pairs = products * WAREHOUSES;
  const perPair = Math.ceil(rows / pairs);
  const started = performance.now();
  await db.query(`SET work_mem = '256MB'`);
  await db.query(`SET maintenance_work_mem = '512MB'`);
  const { rows: [unit] } = await db.query(`SELECT id FROM measure_unit ORDER BY id LIMIT 1`);
  await db.query('BEGIN');
  const { rows: whs } = await db.query(
    `INSERT INTO warehouse (company_id, code, name, updated_at)
     SELECT $1, 'BW' || i, 'انبار آزمون ' || i, now() FROM generate_series(1, ${WAREHOUSES}) i RETURNING id, code`,
    [companyId],
  );
  await db.query(
    `INSERT INTO product (company_id, code, name, measure_unit_id, updated_at)
     SELECT $1, 'BP' || lpad(i::text, 6, '0'), 'کالای آزمون ' || i, $2, now() FROM generate_series(1, ${products}) i`,
    [companyId, unit.id],
  );
  // one posted receipt per warehouse, referenced by all its moves (the reports never read the documents)
  await db.query(
    `INSERT INTO stock_document (company_id, code, kind, direction, document_date, warehouse_id, status, posted_at, updated_at)
     SELECT $1, 'BR-' || w.code, 1, 1, current_date - ${DAYS}, w.id, 2, now(), now() FROM warehouse w WHERE w.company_id = $1 AND w.code LIKE 'BW%'`,
    [companyId],
  );
  // the pairs, numbered 0…pairs-1, each with a unit cost of its own
  await db.query(
    `CREATE TEMP TABLE bench_pair AS
     SELECT (row_number() OVER (ORDER BY p.id, w.id) - 1)::int AS pair, p.id AS product_id, w.id AS warehouse_id, d.id AS document_id, d.code AS document_code
       FROM product p CROSS JOIN warehouse w JOIN stock_document d ON d.warehouse_id = w.id AND d.code = 'BR-' || w.code
      WHERE p.company_id = $1 AND p.code LIKE 'BP%' AND w.company_id = $1 AND w.code LIKE 'BW%'`,
    [companyId],
  );
  await db.query(`ALTER TABLE bench_pair ADD PRIMARY KEY (pair)`);
  await db.query('COMMIT');
  log(`loading ${rows} moves over ${pairs} pairs (${products} products × ${WAREHOUSES} warehouses, ~${perPair} a pair)…`);
  // row i is the k-th move of pair i % pairs; its date grows with k (plus a per-pair offset under a day's share),
  // so seq and date increase together. Even k: a receipt of 10–14 at cost + 7k; odd k: an issue of 4–6 at the
  // last receipt's cost. qty_after/value_after are the running sums, so balances stay positive and consistent.
  // The search-key trigger (document_code) is off for the load; the append-only one forbids no INSERT either way.
  await db.query(`ALTER TABLE stock_move DISABLE TRIGGER USER`);
  await db.query(
    `INSERT INTO stock_move (company_id, product_id, warehouse_id, move_date, seq, stock_document_id, document_code, kind, is_reversal,
                             qty_in, qty_out, quantity, value, unit_cost, qty_after, value_after, updated_at)
     SELECT $1, bp.product_id, bp.warehouse_id, v.move_date, v.k + 1, bp.document_id, bp.document_code, CASE WHEN v.k % 2 = 0 THEN 1 ELSE 2 END, false,
            CASE WHEN v.k % 2 = 0 THEN v.qty END, CASE WHEN v.k % 2 = 1 THEN -v.qty END, v.qty, v.value, abs(v.value / v.qty),
            sum(v.qty) OVER w, sum(v.value) OVER w, now()
       FROM (SELECT g.i % ${pairs} AS pair, g.i / ${pairs} AS k,
                    current_date - ${DAYS} + floor(((g.i / ${pairs}) + ((g.i % ${pairs}) * 0.618034) % 1) * ${DAYS} / ${perPair})::int AS move_date,
                    CASE WHEN (g.i / ${pairs}) % 2 = 0 THEN 10 + (g.i % ${pairs}) % 5 ELSE -(4 + (g.i % ${pairs}) % 3) END::numeric AS qty,
                    CASE WHEN (g.i / ${pairs}) % 2 = 0 THEN (10 + (g.i % ${pairs}) % 5) * (1000 + (g.i % ${pairs}) % 900 + 7 * (g.i / ${pairs}))
                         ELSE -(4 + (g.i % ${pairs}) % 3) * (1000 + (g.i % ${pairs}) % 900 + 7 * (g.i / ${pairs} - 1)) END::numeric AS value
               FROM generate_series(0, ${rows - 1}) g(i)) v
       JOIN bench_pair bp ON bp.pair = v.pair
     WINDOW w AS (PARTITION BY v.pair ORDER BY v.k)
     ORDER BY v.move_date, v.pair, v.k`,
    [companyId],
  );
  await db.query(`ALTER TABLE stock_move ENABLE TRIGGER USER`);
  await db.query(
    `INSERT INTO stock_balance (company_id, product_id, warehouse_id, quantity, value, last_seq, last_date, updated_at)
     SELECT DISTINCT ON (product_id, warehouse_id) company_id, product_id, warehouse_id, qty_after, value_after, seq, move_date, now()
       FROM stock_move s WHERE company_id = $1 AND EXISTS (SELECT 1 FROM bench_pair bp WHERE bp.product_id = s.product_id AND bp.warehouse_id = s.warehouse_id)
      ORDER BY product_id, warehouse_id, seq DESC`,
    [companyId],
  );
  // as autovacuum would after a bulk load: statistics, and the visibility map
  for (const t of ['stock_move', 'stock_balance', 'product', 'warehouse', 'stock_document']) await db.query(`VACUUM ANALYZE ${t}`);
  const { rows: [counts] } = await db.query(`SELECT (SELECT count(*) FROM stock_move)::int AS moves, (SELECT count(*) FROM stock_balance)::int AS balances`);
  const { rows: ids } = await db.query(`SELECT product_id AS id FROM bench_pair WHERE pair % ${WAREHOUSES} = 0 ORDER BY pair`);
  const { rows: [{ mid }] } = await db.query(`SELECT (current_date - ${Math.ceil(DAYS / 2)})::text AS mid`);
  log(`loaded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${counts.moves} moves in all, ${counts.balances} balance rows (the demo's included)`);
  return { productIds: ids.map((r) => r.id), mid, moves: counts.moves, pairs };
}

const karsaz = await startKarsaz('warehouse');
const { dbUrl, auth, base } = karsaz;
let failed = false;
try {
  const { companyId } = karsaz;
  const db = new Client({ connectionString: dbUrl });
  await db.connect();
  const data = await load(db, companyId);
  const { mid } = data;

  const get = async (path) => {
    const r = await fetch(`${base}${path}`, { headers: auth });
    const body = await r.json();
    if (!body.isSuccess) throw new Error(`${path}: ${r.status} ${JSON.stringify(body).slice(0, 300)}`);
    return body.value;
  };
  const valuationPath = `/api/warehouse/v1/report/inventoryValuation?date=${mid}&pageSize=20`;
  const balancePath = (id, date) => `/api/warehouse/v1/report/productBalance?productId=${id}${date ? `&date=${date}` : ''}`;
  let probe = 0;
  const nextProduct = () => data.productIds[(probe++ * 7919) % data.productIds.length];

  // the same numbers, or the comparison means nothing
  const problems = [];
  {
    const api = await get(valuationPath);
    const { rows: page } = await db.query(VALUATION_SQL, [companyId, mid, 20, 0]);
    const { rows: [total] } = await db.query(TOTAL_SQL, [companyId, mid]);
    const { rows: [check] } = await db.query(CHECK_SQL, [companyId, mid]);
    const totals = { karsaz: api.totals.value, 'pg report': canonical(page[0]?.totalValue), 'pg total': canonical(total.totalValue), 'DISTINCT ON': canonical(check.totalValue) };
    const counts = { karsaz: api.rowCount, 'pg report': page[0]?.rowCount ?? 0, 'pg total': total.rowCount, 'DISTINCT ON': check.rowCount };
    log(`valuation at ${mid}: total ${JSON.stringify(totals)}, pairs ${JSON.stringify(counts)}`);
    if (new Set(Object.values(totals)).size !== 1) problems.push(`the valuation totals differ: ${JSON.stringify(totals)}`);
    if (new Set(Object.values(counts)).size !== 1) problems.push(`the valuation row counts differ: ${JSON.stringify(counts)}`);
    if (counts.karsaz < data.pairs * 0.9) problems.push(`only ${counts.karsaz} pairs valued at ${mid} (expected about ${data.pairs})`);
    const gist = (r) => `${r.productId}/${r.warehouseId}:${canonical(r.quantity)}:${canonical(r.value)}`;
    const a = api.data.map(gist).join(' ');
    const b = page.map(gist).join(' ');
    if (a !== b) problems.push(`the first pages differ:\n  karsaz ${a}\n  pg     ${b}`);
    for (let i = 0; i < 10; i++) {
      const id = nextProduct();
      for (const date of [null, mid]) {
        const k = await get(balancePath(id, date));
        const { rows: r } = date ? await db.query(BALANCE_AT_SQL, [companyId, id, date]) : await db.query(BALANCE_NOW_SQL, [companyId, id]);
        const x = k.map((v) => `${v.warehouseId}:${v.quantity}:${v.value}`).join(' ');
        const y = r.map((v) => `${v.warehouseId}:${canonical(v.quantity)}:${canonical(v.value)}`).join(' ');
        if (x !== y || k.length !== WAREHOUSES) problems.push(`product ${id}${date ? ` at ${date}` : ''}: karsaz ${x}, pg ${y}`);
      }
    }
  }
  if (problems.length) {
    for (const p of problems) console.log(`MISMATCH ${p}`);
    failed = true;
  } else {
    const time = async (f) => {
      const t = performance.now();
      await f();
      return performance.now() - t;
    };
    const valuation = {
      karsaz: () => time(() => get(valuationPath)),
      'pg report': () => time(() => db.query(VALUATION_SQL, [companyId, mid, 20, 0])),
      'pg total': () => time(() => db.query(TOTAL_SQL, [companyId, mid])),
    };
    const balance = {
      'karsaz now': (id) => time(() => get(balancePath(id))),
      'pg now': (id) => time(() => db.query(BALANCE_NOW_SQL, [companyId, id])),
      'karsaz at date': (id) => time(() => get(balancePath(id, mid))),
      'pg at date': (id) => time(() => db.query(BALANCE_AT_SQL, [companyId, id, mid])),
    };
    const vs = Object.fromEntries(Object.keys(valuation).map((k) => [k, []]));
    const bs = Object.fromEntries(Object.keys(balance).map((k) => [k, []])); // one array of ms per round
    for (let round = 0; round <= rounds; round++) {
      // round 0 warms up (the JIT, the pools, the auth cache, PostgreSQL's buffers) and is not counted
      const shift = (xs) => xs.map((_, i) => xs[(i + round) % xs.length]);
      const v = {};
      for (const k of shift(Object.keys(valuation))) v[k] = await valuation[k]();
      const b = Object.fromEntries(Object.keys(balance).map((k) => [k, []]));
      for (let i = 0; i < (round ? probes : 10); i++) {
        const id = nextProduct();
        for (const k of shift(Object.keys(balance))) b[k].push(await balance[k](id));
      }
      if (!round) continue;
      for (const k of Object.keys(v)) vs[k].push(v[k]);
      for (const k of Object.keys(b)) bs[k].push(b[k]);
      log(`round ${round}/${rounds}: valuation karsaz ${ms(v.karsaz)} ms, pg report ${ms(v['pg report'])} ms, pg total ${ms(v['pg total'])} ms; balance karsaz ${ms(median(b['karsaz now']))}/${ms(median(b['karsaz at date']))} ms, pg ${ms(median(b['pg now']))}/${ms(median(b['pg at date']))} ms (now/at date, medians)`);
    }

    const ratio = (a, b) => median(a.map((x, i) => x / b[i]));
    const roundMedians = (k) => bs[k].map(median);
    console.log(`Warehouse reports, ${data.moves} ledger rows (${rows} generated over ${data.pairs} product × warehouse pairs, a year of dates), ${rounds} alternating rounds after a warm-up (medians):`);
    console.log(`  valuation at ${mid}, every pair (first page of 20 and the totals):`);
    for (const k of Object.keys(vs)) console.log(`    ${k.padEnd(10)} ${ms(median(vs[k])).padStart(8)} ms`);
    console.log(`    ratio karsaz / pg report = ${ratio(vs.karsaz, vs['pg report']).toFixed(2)}   karsaz / pg total = ${ratio(vs.karsaz, vs['pg total']).toFixed(2)}`);
    console.log(`  a product's balance (${probes} products a round, each warehouse):`);
    for (const k of Object.keys(bs)) {
      const all = bs[k].flat();
      console.log(`    ${k.padEnd(15)} ${ms(median(all)).padStart(7)} ms   p95 ${ms(p95(all)).padStart(7)} ms`);
    }
    console.log(`    ratio karsaz / pg: now ${ratio(roundMedians('karsaz now'), roundMedians('pg now')).toFixed(2)}   at date ${ratio(roundMedians('karsaz at date'), roundMedians('pg at date')).toFixed(2)}`);
    const okValuation = median(vs.karsaz) < GOAL_VALUATION_MS;
    const balanceMs = Math.max(median(bs['karsaz now'].flat()), median(bs['karsaz at date'].flat()));
    const okBalance = balanceMs < GOAL_BALANCE_MS;
    console.log(`  ${okValuation ? 'PASS' : 'FAIL'} valuation ${ms(median(vs.karsaz))} ms (goal < ${GOAL_VALUATION_MS} ms)`);
    console.log(`  ${okBalance ? 'PASS' : 'FAIL'} balance ${ms(balanceMs)} ms, the slower of now and at a date (goal < ${GOAL_BALANCE_MS} ms)`);
    console.log(`  totals agree: karsaz = pg report = pg total = DISTINCT ON over the ledger`);
    failed = !okValuation || !okBalance;
  }
  await db.end();
} finally {
  await karsaz.close();
}
if (failed) process.exitCode = 1;
